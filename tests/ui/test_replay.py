"""Replays, driven by real mouse events: from the game-over screen, the Load screen and
`--replay`; stepping, the slider, playing; the view and log of the chosen seat only."""

import pygame

from game.engine import Session, new_game
from game.engine.bots import bot_move
from game.engine.session import SeatInfo
from saves import gamefile
from scenes import games
from scenes.app import parse_args
from scenes.handover import HandOverScene
from scenes.loadgame import LoadScene
from scenes.menu import MenuScene
from scenes.replay import Replay, open_replay
from tests.test_contract import strings_in
from tests.ui.conftest import click, drag, frame, key, pass_screen


def played(title, options, commands, seed=7, seats=None):
    session = new_game(title, seed, options, seats=seats)
    for _ in range(commands):
        if session.outcome():
            break
        session.apply(bot_move(session, session.to_move()[0], "heuristic"))
    return session


def finished_raxxon():
    for seed in range(1, 40):
        session = played("raxxon", {"players": 1}, 2000, seed)
        if session.outcome():
            return session
    raise AssertionError("no finished game")


def prompt_button(scene, name):
    return next(b for b in scene.prompt.buttons if b.name == name)


def log_at(session: Session, step: int, seat) -> list[str]:
    """What `seat` was told up to `step`, by a session that played only that far."""
    partial = Session.from_history(session.title, session.header, session.history[:step + 1])
    return [line.text for line in partial.log(seat, "en")]


def test_the_game_over_screen_offers_a_replay_that_steps_with_the_log(app):
    session = finished_raxxon()
    table = games.open_table(app, session, "replay-finished")
    frame(app)
    assert app.top.name == "gameover"
    click(app, app.top.buttons.find("replay").rect.center)
    scene = app.top
    assert scene.name == "replay" and scene.control.step == 0
    assert scene.view == session.title.view(Replay(session).states[0], table.holder)
    click(app, prompt_button(scene, "forward").rect.center)
    click(app, prompt_button(scene, "forward").rect.center)
    assert scene.control.step == 2
    assert [entry.words for entry in scene.log.entries] == log_at(session, 2, scene.control.seat)
    click(app, prompt_button(scene, "back").rect.center)
    assert scene.control.step == 1 and scene.session.state == Replay(session).states[1]
    click(app, prompt_button(scene, "last").rect.center)
    assert scene.control.step == session.command_count
    assert [entry.words for entry in scene.log.entries] == log_at(session, scene.control.step, scene.control.seat)
    key(app, pygame.K_HOME)
    assert scene.control.step == 0
    assert session.command_count == scene.control.replay.last         # the game itself is untouched
    click(app, scene.top_buttons.find("close").rect.center)
    assert app.top.name == "gameover"


def test_the_slider_scrubs_through_the_game(app):
    session = played("zeds", {"players": 1}, 40)
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    track = scene.control.slider.rect
    drag(app, (track.x, track.centery), (track.right, track.centery))
    assert scene.control.step == session.command_count
    click(app, (track.x + track.width // 2, track.centery))
    assert abs(scene.control.step - session.command_count // 2) <= 1
    assert scene.session.state == scene.control.replay.states[scene.control.step]
    assert scene.legal == [] and scene.session.command_count == scene.control.step


def test_play_steps_on_by_itself_and_the_loop_wakes_for_it(app):
    session = played("raxxon", {"players": 2}, 12)
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    assert scene.wake_in() is None
    click(app, prompt_button(scene, "play").rect.center)
    assert scene.control.playing and 0 < scene.wake_in() <= 1.0
    for _ in range(3):
        app.frame(scene.control.step_seconds() + 0.01, [])
    assert scene.control.step == 3
    key(app, pygame.K_SPACE)
    assert not scene.control.playing


def test_the_load_screen_replays_a_save(app, data_dir):
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    session = played("heredity", {"chapter": 1, "players": 1}, 15)
    gamefile.save(session, folder / "kept.json")
    app.reset(MenuScene(app))
    app.push(LoadScene(app))
    frame(app)
    click(app, app.top.buttons.find("replay").rect.center)
    scene = app.top
    assert scene.name == "replay" and scene.control.replay.last == session.command_count
    assert scene.control.seat == 0
    key(app, pygame.K_END)
    assert scene.session.state == session.state
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "load"


def test_replay_from_the_command_line(app, data_dir, tmp_path):
    session = played("raxxon", {"players": 1}, 10)
    path = tmp_path / "game.json"
    gamefile.save(session, path)
    assert parse_args(["--replay", str(path)]).replay == str(path)
    app.reset(MenuScene(app))
    app.open_replay(path)
    assert app.top.name == "replay" and app.top.control.replay.last == 10
    app.reset(MenuScene(app))
    app.open_replay(tmp_path / "missing.json")              # refused with the reason, no crash
    assert app.top.name == "menu" and app.toasts


def finished_alone():
    for seed in range(1, 40):
        session = played("alone", {"evil_players": 1}, 3000, seed, seats=[SeatInfo(), SeatInfo()])
        if session.outcome():
            return session
    raise AssertionError("no finished game")


def assert_shows_only(scene, session, seat) -> None:
    """At every step the replay shows `seat`'s view and log, nothing hidden from it."""
    title = session.title
    for step in range(scene.control.replay.last + 1):
        scene.control.go(step)
        state = scene.control.replay.states[step]
        assert scene.view == title.view(state, seat)
        hidden = title.hidden_from(state, seat)
        assert not strings_in(scene.view) & hidden
        assert not {entry.words for entry in scene.log.entries} & hidden
    assert [entry.words for entry in scene.log.entries] == log_at(session, scene.control.step, seat)


def test_a_finished_game_replays_as_each_seat_saw_it(app):
    """Alone, over: the hero's replay shows at every step the hero's view and log, nothing of the
    secret map; "Seen by" then shows the Evil player's, which does show it."""
    session = finished_alone()
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    assert_shows_only(scene, session, 0)
    click(app, prompt_button(scene, "seat").rect.center)
    title = session.title
    assert app.top is scene and scene.control.seat == 1
    assert scene.view == title.view(scene.control.replay.states[scene.control.step], 1)
    assert scene.view != title.view(scene.control.replay.states[scene.control.step], 0)


def test_a_secret_game_in_progress_replays_only_as_its_holder_behind_a_hand_over(app):
    """Alone, hot-seat, going on: the replay opens on what every seat sees; "Seen by" offers the
    seat that holds the game now, only behind a hand-over, then everyone again: never the other
    seat's secret map or hand."""
    session = played("alone", {"evil_players": 1}, 40, seats=[SeatInfo(), SeatInfo()])
    assert not session.outcome()
    holder = next(seat for seat in session.to_move() if session.header.seats[seat].kind == "person")
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 1 - holder)            # asked for the other seat: not given
    frame(app)
    assert scene.control.seat is None and scene.view == session.title.view(scene.control.replay.states[0], None)
    seen = []
    for _ in range(4):
        click(app, prompt_button(scene, "seat").rect.center)
        if isinstance(app.top, HandOverScene):
            assert app.top.seat == holder and scene.control.seat is None
            key(app, pygame.K_z, pygame.KMOD_CTRL)            # a key does not open it
            assert isinstance(app.top, HandOverScene)
            pass_screen(app)
        seen.append(scene.control.seat)
    assert seen == [holder, None, holder, None]
    click(app, prompt_button(scene, "seat").rect.center)
    pass_screen(app)
    assert_shows_only(scene, session, holder)


def test_a_step_forward_slides_the_pieces_and_ends_as_the_game_stood(app):
    session = played("zeds", {"players": 1}, 30)
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    slid = 0
    for _ in range(session.command_count):
        click(app, prompt_button(scene, "forward").rect.center)
        slid += scene.motion is not None
        for _ in range(60):
            app.frame(1 / 60, [])
    assert slid and scene.motion is None
    assert scene.session.state == session.state
    click(app, prompt_button(scene, "back").rect.center)
    assert scene.motion is None                              # backwards: no slide
