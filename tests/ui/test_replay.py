"""Replays, driven by real mouse events: from the game-over screen, the Load screen and
`--replay`; stepping, the slider and its marks, playing at a speed, rounds, big moments, a click
on a log line; the view and log of the chosen seat only."""

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
from scenes.replay import STEP_SECONDS, Replay, open_replay
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


# ---- speed, rounds, big moments, the log --------------------------------------------------------------
def speed_button(scene, speed):
    return scene.control.speeds.find(f"speed:{speed}")


def rest_mouse(app, pos) -> str:
    """The mouse moves to `pos` and rests there: the tooltip it shows."""
    app.frame(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    app.frame(0.6, [])
    return app.tip.under_mouse(app.display)


def test_the_speed_buttons_and_keys_set_how_fast_play_steps_on(app):
    session = played("raxxon", {"players": 2}, 40)
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    assert scene.control.speed == 1 and speed_button(scene, 1).primary
    click(app, speed_button(scene, 8).rect.center)
    assert scene.control.speed == 8 and speed_button(scene, 8).primary and not speed_button(scene, 1).primary
    click(app, prompt_button(scene, "play").rect.center)
    for _ in range(5):
        app.frame(STEP_SECONDS / 8 + 0.01, [])
    assert scene.control.step == 5                          # a step every 0.11 s, where 1× takes 0.9 s
    assert scene.motion is None or scene.motion.speed >= 8   # the pieces slide as fast
    key(app, pygame.K_DOWN)
    assert scene.control.speed == 4 and 0 < scene.wake_in() <= STEP_SECONDS / 4
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert scene.control.speed == 8
    assert "8×" in rest_mouse(app, speed_button(scene, 8).rect.center)


def test_the_round_buttons_go_to_where_rounds_begin(app):
    session = finished_raxxon()
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    rounds = scene.control.landmarks().rounds
    assert [n for _, n in rounds] == list(range(1, len(rounds) + 1))
    later = [(at, n) for at, n in rounds if at > 0]          # the days that begin after the set-up
    assert len(later) >= 3 and not prompt_button(scene, "round_back").enabled
    assert prompt_button(scene, "round_on").label == f"Day {later[0][1]} ▶"
    click(app, prompt_button(scene, "round_on").rect.center)
    click(app, prompt_button(scene, "round_on").rect.center)
    assert scene.control.step == later[1][0] and scene.view.day == later[1][1]
    assert f"Day {later[1][1]}" in scene.prompt.question
    click(app, prompt_button(scene, "forward").rect.center)
    assert prompt_button(scene, "round_back").label == f"◀ Day {later[1][1]}"
    click(app, prompt_button(scene, "round_back").rect.center)        # back to where this day began
    assert scene.control.step == later[1][0]
    key(app, pygame.K_PAGEUP)                                          # and the day before
    assert scene.control.step == later[0][0]
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert scene.control.step == later[2][0] and scene.view.day == later[2][1]


def test_the_slider_marks_rounds_and_big_moments_and_a_click_on_a_mark_goes_there(app):
    session = played("zeds", {"players": 1}, 400)
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    found = scene.control.landmarks()
    slider = scene.control.slider
    assert {(mark.value, mark.kind) for mark in slider.marks} == (
        {(at, "round") for at, _ in found.rounds} | {(at, tone) for at, tone, _ in found.moments})
    assert found.moments, "a unit lost or the game's end"
    step, tone, words = found.moments[len(found.moments) // 2]
    x = slider.x_of(step)
    assert words in rest_mouse(app, (x + 2, slider.rect.centery))
    click(app, (x + 4, slider.rect.centery))                       # a little beside it: the mark is taken
    assert scene.control.step == step
    key(app, pygame.K_RIGHT, pygame.KMOD_CTRL)
    assert scene.control.step == next(at for at, _, _ in found.moments if at > step)
    key(app, pygame.K_LEFT, pygame.KMOD_CTRL)
    key(app, pygame.K_LEFT, pygame.KMOD_CTRL)
    assert scene.control.step == max(at for at, _, _ in found.moments if at < step)
    first = found.rounds[1][0]
    assert "Round 2 begins" in rest_mouse(app, (slider.x_of(first), slider.rect.centery))
    # away from every mark the slider says what it does
    bare = next(x for x in range(slider.rect.x, slider.rect.right) if not slider.marks_near(x))
    assert "any move" in rest_mouse(app, (bare, slider.rect.centery))


def test_a_click_on_a_log_line_goes_to_its_move(app):
    session = played("raxxon", {"players": 2}, 60)
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    key(app, pygame.K_END)
    frame(app)
    rows = scene.log.visible()
    place, index, _ = next(row for row in rows if scene.log.entries[row[1]].kind == "command"
                           and scene.log.entries[row[1]].turn < scene.control.step - 2)
    turn = scene.log.entries[index].turn
    app.frame(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=place.center, rel=(1, 1), buttons=(0, 0, 0))])
    assert scene.log.hovered == turn                              # its move's lines light under the mouse
    click(app, place.center)
    assert scene.control.step == turn and scene.session.state == scene.control.replay.states[turn]
    assert scene.log.marked == turn and scene.log.entries[-1].turn == turn
    assert [entry.words for entry in scene.log.entries] == log_at(session, turn, 0)


def test_a_replay_neither_undoes_nor_saves_and_says_nothing_of_it(app):
    session = played("zeds", {"players": 1}, 20)
    app.reset(MenuScene(app))
    scene = open_replay(app, session, 0)
    frame(app)
    key(app, pygame.K_RIGHT)
    for shortcut in (pygame.K_z, pygame.K_s):
        key(app, shortcut, pygame.KMOD_CTRL)
        assert scene.prompt.warning == "" and not app.toasts and scene.control.step == 1


def test_the_rounds_a_replay_names_are_the_games_own(app):
    """Alone's first round begins with the set-up, which no RoundBegan tells: the replay counts it,
    so its round 3 is the one the table calls round 3."""
    for title, options, seats in (("alone", {"evil_players": 1}, [SeatInfo(), SeatInfo()]),
                                  ("zeds", {"players": 1}, None), ("raxxon", {"players": 1}, None)):
        session = played(title, options, 250, seats=seats)
        replay = Replay(session)
        for step, n in replay.landmarks(0, "en").rounds[1:]:
            view = session.title.view(replay.states[step], 0)
            told = view.day if title == "raxxon" else view.round
            assert told == n, (title, step)
