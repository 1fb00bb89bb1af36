"""The Raxxon table driven by real mouse events: drags that land and drags that snap back."""

import pygame

from game.engine import new_game
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
    return scene.slots[place].center


def test_dragging_a_card_onto_another_swaps_them(app):
    scene = table(app, ["thomas_heart", "mia_lee"])
    first, second = scene.session.state.crowd[0].card, scene.session.state.crowd[1].card
    drag(app, centre(scene, (0, 0)), centre(scene, (0, 1)))
    crowd = {cell.pos: cell.card for cell in scene.session.state.crowd}
    assert crowd[(0, 0)] == second and crowd[(0, 1)] == first
    assert scene.session.state.tokens[0][4] == 1          # Forceful Crowd Control's first space
    assert scene.view["decision"]["kind"] == "pick_flip_down_after"


def test_legal_targets_light_up_while_dragging(app):
    scene = table(app, ["mia_lee", "thomas_heart"])       # Mia swaps neighbours only
    start = centre(scene, (1, 1))
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1]), rel=(30, 0), buttons=(1, 0, 0))])
    lit = {target[1] for target in scene.drag.drag.legal if target[0] == "cell"}
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
    row = next(r for r in scene.sheet_rows if r.action == 0)       # Investigate
    click(app, row.rect.center)
    assert scene.selected_action == 0
    click(app, centre(scene, (1, 1)))
    assert scene.view["investigated"] is not None
    assert scene.session.state.active == 1


def test_prompt_bar_buttons_and_undo_by_keyboard(app):
    scene = table(app, ["thomas_heart", "mia_lee"])
    click(app, centre(scene, (2, 2)))            # no action chosen: nothing happens
    assert scene.session.command_count == 0
    drag(app, centre(scene, (0, 0)), centre(scene, (0, 1)))
    done = next(b for b in scene.prompt.buttons if b.name == "done")
    click(app, done.rect.center)
    assert scene.session.state.active == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.command_count == 0


def test_save_by_keyboard_writes_the_game(app):
    scene = table(app, ["thomas_heart", "mia_lee"])
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert scene.save_path.exists()
