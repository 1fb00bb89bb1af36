"""The main loop rests while nothing changes: no frame is drawn without input or a timer, and
input, timers and bots still wake it."""

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from scenes import games
from scenes.menu import MenuScene


def rested(app, seconds: float) -> int:
    """Frames drawn by the main loop over `seconds` (the first frame of a loop is always drawn)."""
    before = app.frames_drawn
    app.loop(seconds)
    return app.frames_drawn - before


def test_the_menu_draws_nothing_while_nobody_touches_it(app):
    app.reset(MenuScene(app))
    rested(app, 0.2)                      # the window's own first events
    assert app.wake_in() is None
    assert rested(app, 1.0) == 1


def test_a_mouse_move_wakes_the_resting_menu(app):
    app.reset(MenuScene(app))
    rested(app, 0.2)
    button = app.top.buttons.find("load")
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    pygame.time.set_timer(moved, 300, loops=1)
    assert rested(app, 0.8) == 2          # the first frame, then the move
    assert button.hovered


def test_a_toast_is_taken_away_when_its_time_is_up(app):
    app.reset(MenuScene(app))
    app.toast("hello")
    assert 3 < app.wake_in() <= 3.5
    app.toasts = [(message, 0.0, colour) for message, _, colour in app.toasts]   # its time is up
    rested(app, 0.1)
    assert app.toasts == [] and app.wake_in() is None


def test_a_toast_said_again_while_it_shows_shows_once_for_its_whole_time(app):
    app.reset(MenuScene(app))
    app.toast("too big")
    app.toast("saved")
    app.toasts = [(message, 1.0, colour) for message, _, colour in app.toasts]   # their time nearly up
    app.toast("too big")
    assert [message for message, _, _ in app.toasts] == ["saved", "too big"]
    assert app.toasts[-1][1] > app.toasts[0][1]


def test_a_table_waiting_for_a_person_rests_and_the_hover_zoom_still_comes(app):
    setup = {"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
             "crowd": [["innocent:up", "volatile:up", "hostile"], ["hostile", "carrier", "hostile"]]}
    scene = games.open_table(app, new_game("raxxon", 4, {"players": 2}, setup), "idle-person")
    rested(app, 0.2)
    assert scene.wake_in() is None
    assert rested(app, 0.6) == 1
    card = scene.hits.point(("cell", (0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card, rel=(1, 1), buttons=(0, 0, 0)))
    drawn = rested(app, 0.8)
    assert scene.zoom.image is not None     # the picture came with no further input
    assert drawn <= 4


def test_bots_play_on_while_the_loop_rests_between_their_moves(app):
    seats = [SeatInfo(kind="bot", bot="random")]
    scene = games.open_table(app, new_game("raxxon", 4, {"players": 1}, seats=seats), "idle-bots")
    scene.pace.speed = 4.0                # a move every 0.3 s
    app.settings.animation = 0.0          # and nothing slides in between
    drawn = rested(app, 1.2)
    assert scene.session.command_count >= 2
    assert drawn <= 12
