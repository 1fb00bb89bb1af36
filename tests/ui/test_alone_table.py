"""The Alone table driven by real mouse events, built through --setup on the station's classic
lower deck (map in tests/alone/test_rulebook_examples.py): the Evil player drags cards onto the
reaction fields and face down, creatures on the secret map and out of the reserve; the hero works
the Locate panel and his sheet. An illegal drop snaps back and says why."""

from __future__ import annotations

from game.engine import new_game
from game.engine.session import SeatInfo
from game.titles.alone import model as m
from scenes import games
from scenes.handover import HandOverScene
from tests.alone.test_rulebook_examples import timing
from tests.ui.conftest import click, drag, frame, pass_screen

HERO, EVIL = 0, 1


def table(app, setup: dict, seat: int = HERO, **options):
    """Two people at one screen; the screen handed to `seat` once it is that seat's move."""
    session = new_game("alone", 3, {"evil_players": 1, **options}, setup, seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, f"alone-ui-{seat}")
    frame(app)
    return session, scene


def take(app, scene, seat: int) -> None:
    while isinstance(app.top, HandOverScene):
        assert app.top.seat == seat
        pass_screen(app)
    assert scene.holder == seat


def to_evil_end_window(app, session, scene) -> None:
    """The hero searches; the Evil player passes the moments before the end of the turn."""
    take(app, scene, HERO)
    click(app, scene.hits.point(("action", "search")))
    frame(app)
    while session.to_move() == (HERO,):
        scene.send(next(c for c in session.legal_commands(HERO) if isinstance(c, m.Done)))
    take(app, scene, EVIL)
    while timing(scene.view) != "end":
        click(app, next(b for b in scene.prompt.buttons if b.command == m.Pass(seat=EVIL)).rect.center)
        take(app, scene, EVIL)


SETUP = {"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "spore", "sector": "U:4,4"}],
         "hands": {"1": ["wrath_ambush#1", "wrath_lurk#1"]}}


def test_a_card_dragged_onto_the_fields_is_played_face_up(app):
    session, scene = table(app, SETUP)
    to_evil_end_window(app, session, scene)
    drag(app, scene.hits.point(("card", "wrath_ambush#1")), scene.hits.point(("fields",)))
    assert session.history[-1].command == m.Play(seat=EVIL, card="wrath_ambush#1")
    assert session.state.fields[0].card == "wrath_ambush#1" and not session.state.fields[0].standard


def test_a_card_dragged_onto_the_face_down_place_is_a_standard_reaction(app):
    session, scene = table(app, SETUP)
    to_evil_end_window(app, session, scene)
    drag(app, scene.hits.point(("card", "wrath_lurk#1")), scene.hits.point(("facedown",)))
    assert session.history[-1].command == m.Play(seat=EVIL, card="wrath_lurk#1", standard=True)
    assert scene.view.decision.kind == "standard"


def test_a_creature_dragged_on_the_secret_map_moves_and_one_from_the_reserve_spawns(app):
    session, scene = table(app, SETUP)
    to_evil_end_window(app, session, scene)
    drag(app, scene.hits.point(("card", "wrath_lurk#1")), scene.hits.point(("facedown",)))
    spore = session.state.creatures[0].id
    drag(app, scene.hits.point(("creature", spore)), scene.hits.point(("sector", "U:3,4")))
    assert session.history[-1].command == m.MoveCreature(seat=EVIL, creature=spore, to="U:3,4")
    assert session.state.creature(spore).sector == "U:3,4"

    session, scene = table(app, SETUP)
    to_evil_end_window(app, session, scene)
    drag(app, scene.hits.point(("card", "wrath_lurk#1")), scene.hits.point(("facedown",)))
    spawns = [c for c in session.legal_commands(EVIL) if isinstance(c, m.Spawn) and c.kind == "cultist"]
    target = spawns[0].to                                       # four steps from the hero at least
    drag(app, scene.hits.point(("supply", "cultist")), scene.hits.point(("sector", target)))
    assert session.history[-1].command == m.Spawn(seat=EVIL, kind="cultist", to=target)


def test_a_creature_dropped_where_it_may_not_go_snaps_back_and_says_why(app):
    session, scene = table(app, SETUP)
    to_evil_end_window(app, session, scene)
    drag(app, scene.hits.point(("card", "wrath_lurk#1")), scene.hits.point(("facedown",)))
    spore, state = session.state.creatures[0].id, session.state
    drag(app, scene.hits.point(("creature", spore)), scene.hits.point(("sector", "U:0,0")))
    assert session.state is state and scene.drag.snapping is not None
    assert scene.prompt.warning


def test_the_locate_panel_offers_the_targets_and_its_answer_is_shown(app):
    session, scene = table(app, {"hero": {"sector": "U:2,2"}})
    take(app, scene, HERO)
    click(app, scene.hits.point(("action", "locate")))
    frame(app)
    assert scene.hits.rect(("locate_panel",)) is not None
    targets = list(scene.target_rects)
    assert ("target", "room:control") in targets and ("target", "switchbox") in targets
    click(app, scene.hits.point(("target", "room:control")))
    assert session.history[-1].command == m.Target(seat=HERO, target="room:control")
    answer = next(e for e in session.history[-1].events if isinstance(e, m.Located))
    assert answer.distance == 2                                 # the control room, two steps away
    click(app, scene.hits.point(("target", "switchbox")))          # the second of his two targets
    assert session.history[-1].command == m.Target(seat=HERO, target="switchbox")
    assert any(isinstance(e, m.Located) and e.target == "switchbox" for e in session.history[-1].events)


def test_the_heros_sheet_a_click_on_an_item_lights_its_targets_and_the_tracks_show_his_state(app):
    session, scene = table(app, {"hero": {"sector": "U:2,2", "health": 9}, "items": ["charge#1"]})
    take(app, scene, HERO)
    assert scene.hits.rect(("track", "health")) is not None
    click(app, scene.hits.point(("item", "charge#1")))
    frame(app)
    assert {p for p in scene.lit if p[0] == "exit"} == {("exit", d) for d in ("n", "e", "s", "w")}
    click(app, scene.hits.point(("exit", "w")))
    command = session.history[-1].command
    assert command == m.Act(seat=HERO, action="attack", item="charge#1", direction="w", charges=1)
    assert session.view(HERO).hero.health == 9
