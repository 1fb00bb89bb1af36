"""The Dawn of the Zeds table driven by real mouse events: drags that land and drags that snap
back, fire by clicks (the zeds, then a shooter; or a unit, then the zeds), a melee with its panel,
hits given by clicking a zed, the pay markers, Captain Piazza's payments, another player taking
the table, the end of the action phase asked twice, the hover pictures."""

import pygame

from game.engine import new_game
from game.titles.zeds import model as m
from scenes import games
from scenes.newgame import NewGameScene
from tests.ui.conftest import click, drag, frame, key

ACTIONS = {"event": "hunting_cabin", "phase": "actions"}


def table(app, zeds=(), units=(), dice=(), heroes=("schmidt",)):
    setup = {"heroes": list(heroes), "round": ACTIONS, "dice": list(dice),
             "zeds": [{"zed": zed, "space": space} for zed, space in zeds],
             "units": [{"unit": unit, "space": space, **extra} for unit, space, extra in units]}
    scene = games.open_table(app, new_game("zeds", 3, {"players": len(heroes)}, setup), "zeds-ui-test")
    frame(app)
    return scene


def unit_space(scene, unit_id):
    return next(u.space for u in scene.session.state.units if u.id == unit_id)


def centre_of(scene, kind, pid):
    return scene.hits.point((kind, pid))


def button(scene, name=None, label=None):
    return next(b for b in scene.prompt.buttons if b.name == name or b.label == label)


def test_dragging_a_unit_to_a_lit_space_moves_it(app):
    scene = table(app, zeds=[("6/3", "forest:start")], units=[("civ1", "forest:3", {})])
    drag(app, centre_of(scene, "unit", "civ1"), centre_of(scene, "space", "forest:1"))
    assert unit_space(scene, "civ1") == "forest:1"
    assert scene.view.actions.player_actions == (False,)      # the player action paid for it


def test_the_spaces_a_unit_reaches_light_up_while_dragging(app):
    scene = table(app, units=[("civ1", "forest:3", {})])
    start = centre_of(scene, "unit", "civ1")
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1]), rel=(30, 0), buttons=(1, 0, 0))])
    lit = {target[0][1] for target in scene.drag.drag.legal}
    assert lit == {"forest:5", "forest:4", "forest:2", "forest:1"}       # two movement points
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1)])


def test_an_illegal_drop_snaps_back_says_why_and_changes_nothing(app):
    scene = table(app, units=[("civ1", "forest:3", {})])
    before = scene.session.state
    drag(app, centre_of(scene, "unit", "civ1"), centre_of(scene, "space", "forest:0"))
    assert scene.session.state is before
    assert scene.drag.snapping is not None
    assert "out of reach" in scene.prompt.warning
    drag(app, centre_of(scene, "unit", "civ1"), centre_of(scene, "space", "forest:start"))
    assert scene.session.state is before and "start space" in scene.prompt.warning


def test_an_obstinate_unit_refuses_to_be_dragged_and_says_why(app):
    scene = table(app, units=[("civ1", "forest:4", {"markers": ["obstinate"]})])
    before = scene.session.state
    drag(app, centre_of(scene, "unit", "civ1"), centre_of(scene, "space", "forest:2"))
    assert scene.session.state is before and "Obstinate" in scene.prompt.warning


def test_clicking_a_unit_then_a_lit_space_moves_it(app):
    scene = table(app, units=[("civ1", "forest:3", {})])
    click(app, centre_of(scene, "unit", "civ1"))
    assert scene.picked == (("unit", "civ1"),) and ("space", "forest:1") in scene.lit
    click(app, centre_of(scene, "space", "forest:1"))
    assert unit_space(scene, "civ1") == "forest:1"


def test_click_a_zed_lights_its_shooters_and_a_click_on_one_fires(app):
    scene = table(app, zeds=[("6/3", "highway:3")], units=[("piazza", "highway:0", {}), ("civ1", "forest:3", {})],
                  dice=[6, 6])
    click(app, centre_of(scene, "zed", scene.spaces["highway:3"].zeds[0].id))
    assert scene.picked == (("space", "highway:3"),)
    assert set(scene.lit) == {("unit", "piazza")}                        # three spaces: only she reaches
    click(app, centre_of(scene, "unit", "piazza"))
    combat = scene.view.combat
    assert combat.kind == "ranged" and combat.unit == "piazza" and scene.view.ammo == 3
    assert scene.combat_in_panel() is combat


def test_a_melee_shows_its_panel_and_hits_are_given_by_clicking_a_zed(app):
    scene = table(app, zeds=[("6/3", "forest:3"), ("4/2", "forest:3")],
                  units=[("civ7", "forest:2", {"markers": ["well_armed", "leader"]})], dice=[5, 6])
    drag(app, centre_of(scene, "unit", "civ7"), centre_of(scene, "space", "forest:3"))    # well armed: it could
    combat = scene.view.combat                                                             # fire, dropped it attacks
    assert combat.kind == "melee" and [s.reason for s in combat.shifts] == ["well_armed", "leader"]
    assert combat.start.index == 1 and combat.column.index == 3 and combat.dice == (5, 6)
    assert scene.combat_in_panel() is combat and scene.hits.rect(("combat", "close"))
    assert scene.view.decision.purpose == "hit"
    weak = next(z for z in scene.spaces["forest:3"].zeds if z.strength == 4)
    click(app, centre_of(scene, "zed", weak.id))
    assert scene.view.decision.hits_left == 2
    assert next(z for z in scene.session.state.zeds if z.id == weak.id).hits == 1
    click(app, centre_of(scene, "combat", "close"))
    assert scene.combat_in_panel() is None and not scene.hits.rect(("combat", "panel"))


def test_a_special_action_marker_is_clicked_to_use_it(app):
    scene = table(app, units=[("civ1", "forest:3", {})])
    click(app, centre_of(scene, "special", "determination"))
    assert "determination" in scene.session.state.used
    assert scene.view.actions.bonus == {"schmidt": 1}


def test_ending_the_action_phase_with_actions_left_asks_first(app):
    scene = table(app, units=[("civ1", "forest:3", {})])
    click(app, button(scene, "end").rect.center)
    assert scene.session.command_count == 0 and scene.picked == (("prompt", "end"),)
    assert "lapse" in scene.prompt.detail
    click(app, button(scene, "end_anyway").rect.center)
    assert scene.session.command_count == 1


def test_new_game_offers_zeds_with_its_player_count_and_seats(app):
    app.push(NewGameScene(app))
    frame(app)
    title = next(row for row in app.top.rows if row.name == "title")
    click(app, title.segment_for("zeds").center)
    players = next(row for row in app.top.rows if row.name == "option:players")
    assert [value for value, _ in players.choices] == [1, 2, 3, 4]
    click(app, players.segment_for(3).center)
    assert [row.name for row in app.top.rows if row.name.startswith("seat:")] == ["seat:0", "seat:1", "seat:2"]
    bot = next(row for row in app.top.rows if row.name == "seat:2")
    click(app, bot.segment_for("heuristic").center)
    click(app, app.top.buttons.find("start").rect.center)
    assert app.top.name == "zeds" and app.top.session.header.seats[2].kind == "bot"
    assert app.top.view.players == 3


def test_a_path_is_chosen_by_clicking_its_label(app):
    setup = {"heroes": ["schmidt"], "round": {"event": "you_kidding", "phase": "zeds"},
             "zeds": [{"zed": "6/3", "space": "forest:5"}], "units": [{"unit": "civ1", "space": "suburbs:3"}]}
    scene = games.open_table(app, new_game("zeds", 3, {"players": 1}, setup), "zeds-ui-paths")
    frame(app)
    assert scene.view.decision.purpose == "activate_order"
    assert ("path", "mountain") in scene.lit
    click(app, centre_of(scene, "path", "mountain"))
    assert scene.session.command_count == 1
    assert scene.session.history[-1].command.path == "mountain"


def test_a_yes_or_no_question_is_answered_in_the_prompt_bar(app):
    scene = table(app, zeds=[("4/2", "forest:2")], units=[("civ1", "forest:3", {})], dice=[1, 1, 1, 1])
    scene.send(next(c for c in scene.legal if isinstance(c, m.Move) and c.unit == "schmidt" and c.to == "forest:2"))
    assert scene.view.decision.purpose == "reroll"                 # Schmidt's martial arts
    again = next(b for b in scene.prompt.buttons if b.label == "Roll again")
    click(app, again.rect.center)
    assert scene.view.combat.rerolled


def test_a_saved_game_opens_again_at_the_same_moment(app):
    scene = table(app, units=[("civ1", "forest:3", {})])
    drag(app, centre_of(scene, "unit", "civ1"), centre_of(scene, "space", "forest:1"))
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    reopened = games.load(app, scene.control.save_path)
    frame(app)
    assert reopened.name == "zeds" and reopened.session.state == scene.session.state
    assert reopened.hits.rect(("unit", "civ1")).colliderect(reopened.hits.rect(("space", "forest:1")))


def test_a_clicked_action_marker_pays_before_a_units_own_extra_action(app):
    scene = table(app, units=[("civ1", "forest:3", {})])
    click(app, centre_of(scene, "special", "determination"))           # Schmidt gets an action of his own
    target = next(c.to for c in scene.legal if isinstance(c, m.Move) and c.unit == "schmidt")
    click(app, centre_of(scene, "pay", "bar"))
    assert scene.picked == (("pay", "bar"),)
    drag(app, centre_of(scene, "unit", "schmidt"), centre_of(scene, "space", target))
    assert scene.session.history[-1].command.pay == "bar"
    assert scene.view.actions.bonus == {"schmidt": 1}


def test_two_ways_to_pay_captain_piazzas_own_fire_are_asked_for(app):
    scene = table(app, zeds=[("6/3", "highway:3")], units=[("piazza", "highway:0", {})], dice=[6, 6])
    ammo = scene.view.ammo
    click(app, centre_of(scene, "unit", "piazza"))
    click(app, button(scene, "two_actions").rect.center)
    click(app, centre_of(scene, "space", "highway:3"))
    assert {(c.pay, c.pay2) for c in scene.offered} == {("player", "bar"), ("bar", "bar")}
    both = scene.session.label(next(c for c in scene.offered if c.pay == "bar"))
    click(app, button(scene, label=both).rect.center)
    assert scene.session.history[-1].command.pay2 == "bar" and scene.view.ammo == ammo


def test_another_player_takes_the_table_by_clicking_their_player_marker(app):
    scene = table(app, units=[("civ1", "forest:3", {})], heroes=("schmidt", "hunt"))
    assert scene.person_to_move() == 0 and "Player 2 may act too" in scene.prompt.question
    click(app, centre_of(scene, "seat", 1))
    assert scene.person_to_move() == 1 and all(c.seat == 1 for c in scene.legal)
    drag(app, centre_of(scene, "unit", "civ1"), centre_of(scene, "space", "forest:1"))
    assert scene.session.history[-1].command.seat == 1
    assert scene.view.actions.player_actions == (True, False)


def test_a_unit_then_the_zeds_asks_whether_to_fire_or_to_attack(app):
    scene = table(app, zeds=[("6/3", "highway:3")], units=[("piazza", "highway:0", {})], dice=[6, 6])
    ammo = scene.view.ammo
    click(app, centre_of(scene, "unit", "piazza"))
    assert ("space", "highway:3") in scene.lit
    click(app, centre_of(scene, "zed", scene.spaces["highway:3"].zeds[0].id))    # the zeds stand for their space
    assert {type(c) for c in scene.offered} == {m.Move, m.Shoot}
    shot = next(c for c in scene.offered if isinstance(c, m.Shoot))
    click(app, button(scene, label=scene.session.label(shot)).rect.center)
    fired = scene.session.history[-1].command
    assert isinstance(fired, m.Shoot) and fired.pay == "player" and not fired.pay2
    assert scene.view.ammo == ammo - 1


def test_the_player_action_marker_pays_for_a_move_a_unit_could_pay_itself(app):
    scene = table(app, units=[("civ1", "forest:3", {})])
    click(app, centre_of(scene, "special", "determination"))
    click(app, centre_of(scene, "pay", "player"))
    click(app, centre_of(scene, "pay", "player"))                      # clicked again: put down
    assert scene.picked == ()
    click(app, centre_of(scene, "pay", "player"))
    click(app, centre_of(scene, "unit", "schmidt"))
    target = next(p for p in scene.lit if p[0] == "space")
    click(app, centre_of(scene, *target))
    assert scene.session.history[-1].command.pay == "player"


def test_a_resting_mouse_shows_a_counter_or_a_space_large(app):
    scene = table(app, zeds=[("6/3", "forest:5")], units=[("civ1", "forest:3", {})])
    for place in (("zed", scene.spaces["forest:5"].zeds[0].id), ("unit", "civ1"), ("space", "forest:1")):
        rest = pygame.event.Event(pygame.MOUSEMOTION, pos=centre_of(scene, *place), rel=(1, 1), buttons=(0, 0, 0))
        frame(app, [rest])
        app.frame(0.5, [])
        assert scene.zoom.key[0] == place and scene.zoom.image is not None


def test_a_drag_under_which_a_bot_moves_gives_nothing(app):
    """Co-op with a bot: players act in any order (Regel 5.1), so the bot may move while a person
    drags. The game changed under the drag: it is dropped, and letting go on a space that was lit
    moves nothing (the unit might no longer go there, or the move be another's)."""
    from game.engine.session import SeatInfo
    setup = {"heroes": ["schmidt", "piazza"], "round": ACTIONS, "units": [{"unit": "civ1", "space": "forest:3"}]}
    session = new_game("zeds", 3, {"players": 2}, setup,
                       seats=[SeatInfo(), SeatInfo(kind="bot", bot="heuristic")])
    scene = games.open_table(app, session, "zeds-ui-drag-bot")
    scene.pace.paused = True                              # the bot waits until the drag is under way
    frame(app)
    start, target = centre_of(scene, "unit", "civ1"), centre_of(scene, "space", "forest:1")
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0))])
    assert scene.drag.active
    count = session.command_count
    scene.step_bot()                                      # the bot moves while the unit is in hand
    assert session.command_count == count + 1 and not scene.drag.active
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)])
    assert session.command_count == count + 1 and unit_space(scene, "civ1") == "forest:3"


def fought(app):
    """A melee in the action phase, won at once (two sixes): its result is on show."""
    scene = table(app, zeds=[("4/2", "forest:3")], units=[("civ7", "forest:2", {}), ("civ1", "forest:1", {})],
                  dice=[6, 6])
    drag(app, centre_of(scene, "unit", "civ7"), centre_of(scene, "space", "forest:3"))
    assert scene.view.combat.resolved and scene.combat_in_panel() is scene.view.combat
    return scene


def test_a_fights_result_is_put_away_by_esc_and_by_the_next_command(app):
    """Issue 35, item 1: Esc puts the combat panel away (not the pause menu), and so does the next move."""
    scene = fought(app)
    key(app, pygame.K_ESCAPE)
    assert scene.combat_in_panel() is None and not scene.hits.rect(("combat", "panel")) and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    scene = fought(app)
    drag(app, centre_of(scene, "unit", "civ1"), centre_of(scene, "space", "forest:2"))
    assert unit_space(scene, "civ1") == "forest:2" and scene.combat_in_panel() is None


def test_a_fights_result_does_not_come_back_after_loading(app):
    """Issue 35, item 1: a result seen is not shown again by loading; a fight whose hits are still
    to be given is."""
    scene = table(app, zeds=[("6/3", "forest:3"), ("4/2", "forest:3")],
                  units=[("civ7", "forest:2", {"markers": ["well_armed", "leader"]})], dice=[5, 6])
    drag(app, centre_of(scene, "unit", "civ7"), centre_of(scene, "space", "forest:3"))
    assert scene.view.decision.purpose == "hit"
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    reopened = games.load(app, scene.control.save_path)
    frame(app)
    assert reopened.combat_in_panel() is not None
    scene = fought(app)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    reopened = games.load(app, scene.control.save_path)
    frame(app)
    assert reopened.view.combat.resolved
    assert reopened.combat_in_panel() is None and not reopened.hits.rect(("combat", "panel"))


def test_the_combat_panel_never_lies_over_the_paths_in_the_zed_phase(app):
    """Issue 35, item 1: zeds advancing into a unit fight it; in the zed phase the result is in
    the log, and the panel stays off the paths while the next path is chosen."""
    setup = {"heroes": ["schmidt"], "round": {"event": "you_kidding", "phase": "zeds"}, "dice": [6, 6],
             "zeds": [{"zed": "4/2", "space": "forest:2"}], "units": [{"unit": "civ1", "space": "forest:1"}]}
    scene = games.open_table(app, new_game("zeds", 3, {"players": 1}, setup), "zeds-ui-phase-fight")
    frame(app)
    click(app, centre_of(scene, "path", "forest"))
    assert scene.view.combat.resolved and scene.view.decision.purpose == "activate_order"
    assert scene.combat_in_panel() is None and not scene.hits.rect(("combat", "panel"))
