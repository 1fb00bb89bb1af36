"""Stretches of Heredity played by mouse alone: every legal command the rules offer is reached by
a click or a drag on what the table shows (lit areas, figures, body spaces, item cards, timeline
cards, the prompt bar's buttons), and does exactly that command.

How a command becomes a gesture is written here from what a player sees: the title's `routes` only
say which places give a command, and the click is resolved by the table's own hit-testing. A place
is clicked where it is the topmost thing under the mouse, as a player clicks what is on top."""

import random

import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from game.i18n import tr
from game.titles.heredity import model as m
from scenes import games
from scenes.table import SCREEN
from scenes.tables.heredity.places import LEG_PLACES
from tests.ui.conftest import click, drag, frame
from tests.ui.mouse import gave, give, hear_out

STEPS = 80
GRID = 9
GESTURES: list = []             # what was done, for the message when a command is missed


def open_table(app, session, game_id="heredity-mouse"):
    scene = games.open_table(app, session, game_id)
    frame(app)
    assert app.top is scene
    return scene


# ---- finding what a player sees ------------------------------------------------------------
def spot(scene, place):
    """A point where `place` is the topmost place under the mouse, or None if it is hidden."""
    for rect in scene.hits.rects(place):
        grid = [(rect.x + (rect.width - 1) * i // (GRID - 1), rect.y + (rect.height - 1) * j // (GRID - 1))
                for j in range(GRID) for i in range(GRID)]
        points = [rect.center] + grid
        for point in points:
            if SCREEN.collidepoint(point) and scene.hits.at(point)[:1] == [place]:
                return point
    return None


def button(scene, name=None, label=None):
    """The one prompt button with this name and/or label; it must lie on the screen."""
    found = [b for b in scene.prompt.buttons
             if (name is None or b.name == name) and (label is None or b.label == label)]
    shown = [(b.name, b.label) for b in scene.prompt.buttons]
    assert len(found) == 1, f"{len(found)} buttons {name!r} {label!r} in {shown}"
    rect = found[0].rect
    assert SCREEN.contains(rect), f"button {found[0].label!r} lies off the screen at {rect}"
    others = [b for b in scene.prompt.buttons if b is not found[0] and b.rect.colliderect(rect)]
    assert not others, f"button {found[0].label!r} is covered by {[b.label for b in others]}"
    return found[0]


def press(app, scene, name=None, label=None):
    GESTURES.append(("button", name, label))
    click(app, button(scene, name, label).rect.center)


def has_button(scene, command) -> bool:
    return any(b.command == command for b in scene.prompt.buttons)


def board_places(scene, command) -> list:
    """The places on the board that give `command` last (a member's target, a decision's answer),
    where a player can see and click them."""
    routes = scene.routes(command)
    last = routes[0].steps[-1] if routes else ()
    return [place for place in last if place[0] != "prompt" and spot(scene, place) is not None]


def lit_for(scene, place) -> list:
    return scene.index.commands_of(scene.lit.get(place, []))


# ---- gestures ------------------------------------------------------------------------------
def click_place(app, scene, place, command):
    """Click a lit place; if it stands for several commands, the prompt offers them as buttons."""
    assert command in lit_for(scene, place), f"{place} is not lit for {command}"
    GESTURES.append(("click", place, spot(scene, place)))
    click(app, spot(scene, place))
    pick_among_offered(app, scene, command)


def pick_among_offered(app, scene, command):
    if command in scene.offered:
        press(app, scene, "choice", scene.answer_label(command))


def select(app, scene, rng, name):
    """Make `name` the member whose actions are lit: let go of another, click the figure or panel."""
    if scene.selected() == name:
        return
    if scene.picked:
        press(app, scene, "cancel")
    places = [place for place in (("figure", name), ("member", name)) if spot(scene, place) is not None]
    assert places, f"{name} can be found neither on the terrain nor in the family"
    place = rng.choice(places)
    before = scene.session.command_count
    GESTURES.append(("select", place))
    click(app, spot(scene, place))
    assert scene.selected() == name, (f"a click on {place} did not select {name}: "
                                      f"{scene.session.history[before:]} {scene.offered}")


def act_by_mouse(app, scene, rng, command, prefer=None):
    leg = command.action in ("move", "explore", "level")
    if leg and (prefer == "drag" or prefer is None and rng.random() < 0.5):    # drag the figure there
        places = [place for place in board_places(scene, command) if isinstance(place, LEG_PLACES)]
        assert places, f"nowhere to drop {command.member} for {command}"
        if scene.picked:
            press(app, scene, "cancel")
        start = spot(scene, ("figure", command.member))
        assert start, f"{command.member}'s figure is hidden"
        place = rng.choice(places)
        GESTURES.append(("drag figure", place, start, spot(scene, place)))
        drag(app, start, spot(scene, place))
        pick_among_offered(app, scene, command)
        return
    if command.weapon.startswith("item:") or command.action == "ally":
        if (prefer == "drag" or prefer is None and rng.random() < 0.5) and disc_onto(app, scene, command):
            return
        assert prefer != "drag", f"no disc to drag for {command}"
    select(app, scene, rng, command.member)
    places = [place for place in board_places(scene, command) if command in lit_for(scene, place)]
    assert places, f"no lit place to click for {command}"
    click_place(app, scene, rng.choice(places), command)


def disc_onto(app, scene, command) -> bool:
    """Drag a free disc onto an item field (a weapon or use) or an ally's timeline card."""
    if scene.picked:
        press(app, scene, "cancel")
    disc = spot(scene, ("disc", command.member))
    by_item = command.weapon.startswith("item:")
    place = ("field", command.member, command.weapon) if by_item else ("card", command.target)
    target = spot(scene, place)
    if disc is None or target is None:
        return False
    GESTURES.append(("drag disc", place, target))
    drag(app, disc, target)
    pick_among_offered(app, scene, command)
    return True


def answer_by_mouse(app, scene, rng, command, prefer=None):
    """A decision's answer: its lit place on the board, or its button in the prompt bar."""
    places = [place for place in board_places(scene, command) if command in lit_for(scene, place)]
    ways = ["board"] * bool(places) + ["button"] * has_button(scene, command)
    if isinstance(command, m.Space) and spot(scene, ("disc", scene.decision.member)):
        ways.append("disc")
    assert ways, f"{command} can be given neither on the board nor in the prompt bar"
    way = prefer if prefer in ways else rng.choice(ways)
    if way == "board":
        click_place(app, scene, rng.choice(places), command)
    elif way == "disc":
        name = scene.decision.member
        GESTURES.append(("drag disc", command.space))
        drag(app, spot(scene, ("disc", name)), spot(scene, ("space", name, command.space)))
    else:
        GESTURES.append(("button", command))
        click(app, next(b for b in scene.prompt.buttons if b.command == command).rect.center)


def drop_by_mouse(app, scene, rng, command):
    """[DE: Fallen lassen] at any decision: click the member (figure or panel) or the carried item,
    then the drop's button; a button alone where those clicks answer the decision."""
    if scene.picked:
        press(app, scene, "cancel")
    starts = [place for r in scene.routes(command) if len(r.steps) > 1 for place in r.steps[0]
              if spot(scene, place) is not None]
    if starts:
        place = rng.choice(starts)
        GESTURES.append(("pick", place))
        before = scene.session.command_count
        click(app, spot(scene, place))
        assert scene.session.command_count == before, f"a click on {place} did more than pick it"
    press(app, scene, None, scene.session.label(command))


def by_mouse(app, scene, rng, command, prefer=None):
    """Do `command` the way a player would; `prefer` picks the gesture where there are several
    ("board", "button" or "disc" for an answer, "drag" or "click" for an action)."""
    if isinstance(command, m.EndActions):
        ends = [b for b in scene.prompt.buttons if b.name == "end_actions"]
        if len(ends) == 1:
            press(app, scene, "end_actions")
        else:
            seat = tr("ui.newgame.seat", n=command.seat + 1)
            click(app, next(b for b in ends if b.label.endswith(f"({seat})")).rect.center)
    elif isinstance(command, m.Drop):
        drop_by_mouse(app, scene, rng, command)
    elif isinstance(command, m.Injure):
        select(app, scene, rng, command.member)
        press(app, scene, None, scene.session.label(command))
    elif isinstance(command, m.Act):
        act_by_mouse(app, scene, rng, command, prefer)
    else:
        answer_by_mouse(app, scene, rng, command, prefer)


def play(app, session, seed, steps=STEPS):
    scene = open_table(app, session, f"heredity-mouse-{seed}")
    rng = random.Random(seed)
    for _ in range(steps):
        if session.outcome():
            break
        hear_out(app, scene)
        legal = scene.legal
        command = legal[rng.randrange(len(legal))]
        before = session.command_count
        by_mouse(app, scene, rng, command)
        assert gave(session, before, command), \
            f"{command} not reached by mouse: {GESTURES[-3:]}, the table says {scene.prompt.warning!r}"
        if app.top is not scene:
            app.pop()
        frame(app)
    return scene


@pytest.mark.parametrize("chapter, players, seed", [(1, 1, 3), (1, 2, 11), (1, 3, 4), (2, 1, 8), (2, 2, 6),
                                                     (2, 4, 5)])
def test_a_random_stretch_of_heredity_is_played_by_mouse_alone(app, chapter, players, seed):
    session = new_game("heredity", seed, {"chapter": chapter, "players": players},
                       seats=[SeatInfo() for _ in range(players)])
    play(app, session, seed)
    assert session.outcome() or session.command_count >= STEPS


# ---- decisions random play seldom reaches, set up and answered by mouse ----------------------
def situation(app, chapter=1, karma=None, **keys):
    setup = {"table": keys, **({"karma": karma} if karma else {})}
    return open_table(app, new_game("heredity", 1, {"chapter": chapter, "players": 1}, setup))


def legal(scene, kind, **fields):
    """The one legal command of this kind with these fields."""
    found = [c for c in scene.legal if isinstance(c, kind) and all(getattr(c, f) == v for f, v in fields.items())]
    assert len(found) == 1, f"{kind.__name__} {fields}: {found} among {scene.legal}"
    return found[0]


def placing(scene, space):
    """The Space command putting the disc asked about, or the one just placed, on `space`."""
    found = [c for c in scene.legal if isinstance(c, m.Space) and c.space == space]
    return found[0] if found else m.Space(seat=scene.session.history[-1].command.seat, space=space)


def drive(app, scene, command, prefer=None):
    """Give `command` by mouse; a space for the disc of the action just given, which went on the
    first free space of its kind, is chosen by dragging that disc to it."""
    history = scene.session.history
    if isinstance(command, m.Space) and isinstance(history[-1].command, m.Space):
        placed = history[-1].command
        if placed != command:
            name = next(e.member for e in history[-1].events if isinstance(e, m.DiscPlaced))
            drag(app, spot(scene, ("space", name, placed.space)), spot(scene, ("space", name, command.space)))
        assert scene.session.history[-1].command == command
        return
    before = scene.session.command_count
    by_mouse(app, scene, random.Random(0), command, prefer)
    assert gave(scene.session, before, command), \
        f"{command} not reached by mouse: {GESTURES[-3:]}, the table says {scene.prompt.warning!r}"
    frame(app)
    hear_out(app, scene)


def purpose(scene):
    return scene.decision_kind(), scene.reading.purpose()


def crowd(area, n, start=1, card="204"):
    return {f"{card}.{i}": area for i in range(start, start + n)}


@pytest.mark.parametrize("prefer", ["board", "button"])
def test_a_trade_into_a_full_slot_gives_and_hands_back_by_mouse(app, prefer):
    """[DE: Tauschen] Brick gives his boat hook and material to Maeve, whose three utility slots
    are taken: the players click which of her items comes back to Brick."""
    scene = situation(app, chapter=2, terrain=[{"card": "201"}], figures={"brick": "201:l", "maeve": "201:l"},
                      materials={"brick": 1},
                      items=[{"card": "130", "member": "maeve"}, {"card": "131", "member": "maeve"},
                             {"card": "135", "member": "maeve"}, {"card": "241", "member": "brick"}])
    drive(app, scene, legal(scene, m.Act, member="maeve", action="trade", target="brick"), "click")
    drive(app, scene, placing(scene, "torso.0"), prefer)
    assert scene.decision_kind() == "trade"
    drive(app, scene, legal(scene, m.Give, giver="brick", card="241"), prefer)
    assert purpose(scene) == ("target", "swap_for")
    drive(app, scene, legal(scene, m.Target, target="131"), prefer)
    drive(app, scene, legal(scene, m.Give, giver="brick", card="material"), prefer)
    drive(app, scene, legal(scene, m.Done), prefer)
    owner = {i.card: i.member for i in scene.session.state.items}
    assert (owner["131"], owner["241"]) == ("brick", "maeve")
    assert scene.session.state.members[m.MEMBERS.index("maeve")].materials == 1


@pytest.mark.parametrize("prefer", ["board", "button"])
def test_a_pick_up_into_a_taken_slot_asks_what_is_dropped_by_mouse(app, prefer):
    """[DE: Erhalten; Aufheben] Maeve wears a gas mask and picks up the oilskin hood: the players
    click which head item she drops, then take the material and are done."""
    scene = situation(app, chapter=2, terrain=[{"card": "201"}], figures={"maeve": "201:l"}, ground={"201:l": 2},
                      items=[{"card": "242", "area": "201:l"}, {"card": "132", "member": "maeve"}])
    drive(app, scene, legal(scene, m.Act, member="maeve", action="pickup"), "click")
    drive(app, scene, placing(scene, "torso.1"), "disc" if prefer == "board" else prefer)
    drive(app, scene, legal(scene, m.Take, card="242"), prefer)
    assert purpose(scene) == ("target", "drop_for")
    drive(app, scene, legal(scene, m.Target, target="132"), prefer)
    drive(app, scene, legal(scene, m.Take, card="material"), prefer)
    drive(app, scene, legal(scene, m.Done), prefer)
    owner = {i.card: i.member for i in scene.session.state.items}
    assert (owner["242"], owner["132"]) == ("maeve", "")


@pytest.mark.parametrize("prefer", ["board", "button"])
def test_a_figure_for_a_full_area_goes_where_the_players_click(app, prefer):
    """[DE: Sonderfall: Volle Bereiche] Maeve looks at the standing water, which is full: the
    figure the card brings goes to the lane or the mud bank, as the players choose."""
    scene = situation(app, chapter=2, terrain=[{"card": "201"}, {"card": "207", "col": -1}],
                      figures={"maeve": "201:w", **crowd("201:w", 3), **crowd("207:t", 8, 5)},
                      encounters={"204": "neutral"}, laid=["204"])
    drive(app, scene, legal(scene, m.Act, member="maeve", action="look"), "click")
    assert purpose(scene) == ("target", "place")
    drive(app, scene, legal(scene, m.Target, target="201:m"), prefer)
    assert "201:m" in [f.area for f in scene.session.state.figures if f.id.startswith("233.")]


@pytest.mark.parametrize("prefer", ["board", "button"])
def test_an_ally_goes_for_the_hostile_the_players_click(app, prefer):
    """[DE: Verbündete Begegnungen] the ally may go for the hostile one area away or the one two
    areas away: the players click the far one."""
    scene = situation(app, chapter=2, terrain=[{"card": "201"}, {"card": "207", "col": -1}],
                      figures={"maeve": "201:w", "230.1": "201:m", "232.1": "201:l", "232.2": "207:s"},
                      timeline=[{"card": "17"}, {"card": "230"}, {"card": "232"}],
                      encounters={"230": "allied", "232": "hostile"})
    drive(app, scene, legal(scene, m.EndActions))
    assert purpose(scene) == ("target", "hunt")
    drive(app, scene, legal(scene, m.Target, target="232.2"), prefer)
    assert scene.decision.member != "230.1"                 # the hostile's turn now


@pytest.mark.parametrize("prefer", ["board", "button"])
def test_a_joint_attack_is_joined_and_struck_by_mouse(app, prefer):
    """[DE: Gemeinsam angreifen] the fox bites first (the players choose whom, and where the
    damage goes); Maeve punches it alone and strikes; then Brick punches and Maeve joins with a
    kick, her disc going on the first free leg space (the attack then resolves: no taking it back)."""
    scene = situation(app, karma=["902", "905"], terrain=[{"card": "101"}],
                      figures={"maeve": "101:a", "brick": "101:a", "104.1": "101:a"},
                      timeline=[{"card": "104"}, {"card": "17"}], encounters={"104": "hostile"})
    drive(app, scene, legal(scene, m.Target, target="brick"), prefer)
    while scene.decision_kind() == "damage":
        drive(app, scene, scene.legal[-1], prefer)
    drive(app, scene, legal(scene, m.Act, member="maeve", action="attack", weapon="punch"), "click")
    drive(app, scene, placing(scene, "torso.1"), prefer)
    assert scene.decision_kind() == "joint"
    drive(app, scene, legal(scene, m.Strike))
    drive(app, scene, legal(scene, m.Act, member="brick", action="attack", weapon="punch"), "click")
    drive(app, scene, placing(scene, "torso.0"), prefer)
    drive(app, scene, legal(scene, m.Join, member="maeve", weapon="kick"))
    assert scene.session.history[-1].command == placing(scene, "legs.0")
    assert scene.session.state.members[m.MEMBERS.index("maeve")].bodies[2].discs == (True, False, False)


@pytest.mark.parametrize("prefer", ["drag", "click"])
def test_an_item_is_used_dropped_and_an_injury_chosen_by_mouse(app, prefer):
    """[DE: Gegenstände benutzen; Fallen lassen; Schwere Verletzungen] Maeve uses her toolbox (a
    disc onto its field, or a click on it), drops material, takes a serious injury on her legs
    and drops the toolbox."""
    scene = situation(app, terrain=[{"card": "101"}], figures={"maeve": "101:a"}, materials={"maeve": 2},
                      items=[{"card": "135", "member": "maeve"}], damage={"maeve": ["legs.0", "legs.1"]})
    drive(app, scene, legal(scene, m.Act, member="maeve", action="use"), prefer)
    while scene.decision_kind() != "actions":
        drive(app, scene, scene.legal[0])
    drive(app, scene, legal(scene, m.Drop, member="maeve", card="material"))
    drive(app, scene, legal(scene, m.Injure, member="maeve", part="legs"))
    drive(app, scene, legal(scene, m.Drop, member="maeve", card="135"))
    assert [i.area for i in scene.session.state.items if i.card == "135"] == ["101:a"]


@pytest.mark.parametrize("chapter, players, seed", [(1, 2, 9), (2, 3, 2)])
def test_every_command_is_given_through_the_places_its_routes_name(app, chapter, players, seed):
    """The scripted mouse clicks each step of a command's routes (tests/ui/mouse.py)."""
    session = new_game("heredity", seed, {"chapter": chapter, "players": players},
                       seats=[SeatInfo() for _ in range(players)])
    scene = open_table(app, session, f"heredity-routes-{seed}")
    rng = random.Random(seed)
    for _ in range(60):
        if session.outcome():
            break
        hear_out(app, scene)
        command = scene.legal[rng.randrange(len(scene.legal))]
        before = session.command_count
        give(app, scene, command)
        assert gave(session, before, command), command
        frame(app)


@pytest.mark.parametrize("prefer", ["member", "item"])
def test_an_item_is_dropped_by_mouse_while_the_players_choose_whom_the_fox_bites(app, prefer):
    """[DE: Fallen lassen] at any time: while the players choose who takes the fox's bite, Maeve
    drops her rifle (her panel or the rifle itself, then the button), then they choose Brick."""
    scene = situation(app, karma=["902"], terrain=[{"card": "101"}],
                      figures={"maeve": "101:a", "brick": "101:a", "104.1": "101:a"},
                      timeline=[{"card": "104"}, {"card": "17"}], encounters={"104": "hostile"},
                      items=[{"card": "130", "member": "maeve"}], materials={"maeve": 1})
    assert purpose(scene) == ("target", "victim")
    drop = legal(scene, m.Drop, member="maeve", card="130")
    start = ("member", "maeve") if prefer == "member" else ("item", "130")
    before = scene.session.command_count
    click(app, spot(scene, start))
    assert scene.session.command_count == before and scene.picked == (start,)
    press(app, scene, None, scene.session.label(drop))
    assert scene.session.history[-1].command == drop
    frame(app)
    assert purpose(scene) == ("target", "victim")
    drive(app, scene, legal(scene, m.Drop, member="maeve", card="material"))
    drive(app, scene, legal(scene, m.Target, target="brick"), "board")
    lying = {i.card: i.area for i in scene.session.state.items}
    assert lying["130"] == "101:a" and ("101:a", 1) in [(p.area, p.n) for p in scene.session.state.ground]
