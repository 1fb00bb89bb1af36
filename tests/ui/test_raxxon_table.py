"""The Raxxon table driven by real mouse events: drags that land and drags that snap back."""

import pygame

from game.engine import new_game
from game.i18n import tr
from scenes import games
from tests.ui.conftest import click, drag, frame, key

CROWD = [["innocent:up", "volatile:up", "hostile"], ["hostile", "carrier", "hostile"],
         ["hostile", "hostile", "family:up"]]


def table(app, characters):
    session = new_game("raxxon", 4, {"players": 2, "difficulty": "normal"},
                       {"characters": characters, "first_player": 0, "crowd": CROWD})
    scene = games.open_table(app, session, "raxxon-ui-test")
    frame(app)
    return scene


def centre(scene, place):
    return scene.hits.point(("cell", place))


def test_dragging_a_card_onto_another_swaps_them(app):
    scene = table(app, ["thomas_heart", "mia_lee"])
    first, second = scene.session.state.crowd[0].card, scene.session.state.crowd[1].card
    drag(app, centre(scene, (0, 0)), centre(scene, (0, 1)))
    crowd = {cell.pos: cell.card for cell in scene.session.state.crowd}
    assert crowd[(0, 0)] == second and crowd[(0, 1)] == first
    assert scene.session.state.tokens[0][4] == 1          # Forceful Crowd Control's first space
    assert scene.decision_kind() == "pick_flip_down_after"


def test_legal_targets_light_up_while_dragging(app):
    scene = table(app, ["mia_lee", "thomas_heart"])       # Mia swaps neighbours only
    start = centre(scene, (1, 1))
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1]), rel=(30, 0), buttons=(1, 0, 0))])
    lit = {target[0][1] for target in scene.drag.drag.legal if target[0][0] == "cell"}
    assert lit == {(0, 1), (1, 0), (1, 2), (2, 1)}
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1)])


def test_an_illegal_drop_snaps_back_says_why_and_changes_nothing(app):
    scene = table(app, ["mia_lee", "thomas_heart"])
    before = scene.session.state
    drag(app, centre(scene, (0, 0)), centre(scene, (2, 2)))
    assert scene.session.state is before
    assert scene.drag.snapping is not None
    assert "next to each other" in scene.prompt.warning
    frame(app)


def test_click_an_action_then_a_lit_target(app):
    scene = table(app, ["thomas_heart", "mia_lee"])
    click(app, scene.hits.point(("action", 0)))       # Investigate
    assert scene.picked == (("action", 0),)
    click(app, centre(scene, (1, 1)))
    assert scene.view.crowd[1][1].face_up           # Investigate turned it up
    assert scene.session.state.active == 1


def test_prompt_bar_buttons_and_undo_by_keyboard(app):
    """Ctrl+Z takes back the holder's own move; once the turn has passed to the next player, their
    Ctrl+Z takes back nothing of the first player's and says why."""
    scene = table(app, ["thomas_heart", "mia_lee"])
    click(app, centre(scene, (2, 2)))            # no action chosen: nothing happens
    assert scene.session.command_count == 0
    drag(app, centre(scene, (0, 0)), centre(scene, (0, 1)))
    assert scene.session.command_count == 1 and scene.top_buttons.find("undo").enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.command_count == 0
    drag(app, centre(scene, (0, 0)), centre(scene, (0, 1)))
    done = next(b for b in scene.prompt.buttons if b.name == "done")
    click(app, done.rect.center)
    assert scene.session.state.active == 1 and scene.holder == 1
    undo = scene.top_buttons.find("undo")
    assert not undo.enabled and undo.tooltip == tr("engine.error.undo_not_yours")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.command_count == 2 and scene.prompt.warning == tr("engine.error.undo_not_yours")


def test_save_by_keyboard_writes_the_game(app):
    scene = table(app, ["thomas_heart", "mia_lee"])
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert scene.control.save_path.exists()


def quarantine_table(app):
    """Thomas Heart (whose third action quarantines) with an infected card face up and one in the
    uncontained quarantine."""
    session = new_game("raxxon", 4, {"players": 2, "difficulty": "normal"},
                       {"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
                        "crowd": [["carrier:up", "innocent:up", "volatile"]], "uncontained_quarantine": ["chaotic"]})
    scene = games.open_table(app, session, "raxxon-ui-quarantine")
    frame(app)
    return scene


def test_a_card_in_an_opened_pile_is_picked_by_clicking_it(app):
    scene = quarantine_table(app)
    quarantine = next(p[1] for p in scene.lit if p[0] == "action"
                      and scene.sheet(0).actions[p[1] - 1].kind == "quarantine")
    click(app, scene.hits.point(("action", quarantine)))
    assert scene.decision_kind() == "pick_quarantine"
    click(app, scene.hits.point(("pile", "uncontained_quarantine")))
    pile = app.top
    assert pile is not scene and pile.picks()
    card = next(iter(pile.picks()))
    click(app, pile.hits.point(("pilecard", card)))
    assert app.top is scene
    assert scene.session.state.uncontained_quarantine == ()
    assert card in scene.session.state.contained_quarantine


def test_dropping_an_infected_card_on_the_contained_quarantine_quarantines_it(app):
    scene = quarantine_table(app)
    drag(app, centre(scene, (0, 0)), scene.hits.point(("pile", "contained_quarantine")))
    assert len(scene.session.state.contained_quarantine) == 1
    assert scene.decision_kind() == "pick_quarantine"      # more may follow, or Done


def test_the_contained_quarantine_lights_only_for_cards_it_may_take(app):
    scene = quarantine_table(app)
    before = scene.session.state
    drag(app, centre(scene, (0, 1)), scene.hits.point(("pile", "contained_quarantine")))   # healthy
    assert scene.session.state is before and scene.prompt.warning


def test_a_card_the_quarantine_cannot_take_snaps_back_and_says_why(app):
    """Issue: a wrong drop on the contained quarantine spent the action. Only a face-up infected
    card may go there; anything else snaps back, no token, and the bar says what it takes."""
    scene = table(app, ["thomas_heart", "mia_lee"])
    pile = scene.hits.point(("pile", "contained_quarantine"))
    for pos in ((1, 0), (0, 0)):                                  # face down; face up but healthy
        before = scene.session.state
        drag(app, centre(scene, pos), pile)
        assert scene.session.state is before
        assert scene.prompt.warning == "Only face-up infected cards can be quarantined."
    drag(app, centre(scene, (0, 1)), pile)                       # the face-up volatile goes in
    assert scene.session.state.tokens[0][3] == 1


def test_another_action_clicked_while_one_is_armed_is_taken_instead(app):
    """Issue 35, item 14: with Investigate armed, a click on Quarantine (an action given by its
    click alone) gives it, rather than saying it has no free token space."""
    scene = table(app, ["thomas_heart", "mia_lee"])
    click(app, scene.hits.point(("action", 0)))
    assert scene.picked == (("action", 0),)
    click(app, scene.hits.point(("action", 4)))          # Thomas Heart's quarantine action
    assert scene.prompt.warning == "" and scene.session.command_count == 1
    assert scene.session.history[-1].command.action == 4


def test_the_top_bar_names_no_day_0_while_characters_are_chosen(app):
    """Issue 35, item 14: before day 1 the header says characters are being chosen."""
    scene = games.open_table(app, new_game("raxxon", 4, {"players": 2, "difficulty": "normal"}), "raxxon-ui-day0")
    frame(app)
    assert scene.decision_kind() == "choose_character"
    assert scene.progress_words() == "Choosing characters · power 0"
    assert scene.session.title.progress(scene.session.state) == "Choosing characters · power 0"


def test_the_crowd_under_a_raxxon_card_shows_nothing_of_itself(app):
    """Issue 35, item 14: while a Raxxon card lies large over the crowd, the mouse over it lights
    and zooms no crowd card under it."""
    from game.engine.bots import bot_move
    session = new_game("raxxon", 5, {"players": 1, "difficulty": "normal"})
    while not (session.view(0).raxxon_current and session.view(0).decision):
        session.apply(bot_move(session, session.to_move()[0], "heuristic"))
    scene = games.open_table(app, session, "raxxon-ui-card-over")
    frame(app)
    pos = scene.hits.rect(("raxxon_card", session.view(0).raxxon_current)).center
    assert scene.hits.at(pos)[:1] == [("raxxon_card", session.view(0).raxxon_current)]
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.frame(1.0, [])
    assert scene.zoom.image is None


def test_a_gates_prompt_names_the_next_consequence_first(app):
    """Issue 35, item 14: the consequences the prompt lists begin with the one Continue triggers."""
    from game.engine.bots import bot_move
    from game.titles.raxxon.view import icon_name
    session = new_game("raxxon", 5, {"players": 1, "difficulty": "normal"})
    while not (session.view(0).decision and session.view(0).decision.kind == "gate"
               and session.view(0).decision.upcoming):
        session.apply(bot_move(session, session.to_move()[0], "heuristic"))
    scene = games.open_table(app, session, "raxxon-ui-gate")
    frame(app)
    decision = scene.view.decision
    names = [icon_name(icon) for icon in [decision.icon, *decision.upcoming]]
    assert scene.prompt.detail == "Consequences: " + ", ".join(names)


def test_no_known_infected_is_no_rise_of_at_least_0(app):
    """Issue 35, item 14: with no infected known and cards unseen, the infection may rise, not "at least 0×"."""
    session = new_game("raxxon", 4, {"players": 2, "difficulty": "normal"},
                       {"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
                        "crowd": [["innocent:up", "hostile", "hostile"], ["hostile", "hostile", "hostile"],
                                  ["hostile", "hostile", "family:up"]]})
    scene = games.open_table(app, session, "raxxon-ui-tonight")
    frame(app)
    assert scene.raxxon_view.infected_at_large == 0
    assert scene.tonight_words() == "Tonight the infection may rise"
