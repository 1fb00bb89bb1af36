"""The bots' pace control, driven by real mouse events: pause, one move at a time, speed; each bot
move stays on show long enough to follow, and shows only what the screen's holder may see."""

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from scenes import games
from scenes.control import BOT_DELAY
from tests.ui.conftest import click, frame, key

BOT = SeatInfo(kind="bot", bot="heuristic")


def bots_table(app, title="raxxon", options=None, seats=(BOT, BOT)):
    session = new_game(title, 4, options or {"players": 2}, seats=list(seats))
    scene = games.open_table(app, session, f"pace-{title}")
    frame(app)
    return scene


def wait(app, seconds: float, step: float = 1 / 60) -> None:
    """Let time pass frame by frame, with no input."""
    for _ in range(round(seconds / step)):
        app.frame(step, [])


def button(scene, name):
    return scene.pace.buttons.find(name)


def test_a_bot_move_stays_on_show_for_a_second_at_the_default_pace(app):
    scene = bots_table(app)
    assert scene.pace.shown and scene.pace.speed == 1.0
    wait(app, BOT_DELAY - 0.2)
    assert scene.session.command_count == 0
    wait(app, 0.3)
    assert scene.session.command_count == 1
    assert BOT_DELAY >= 1.0


def test_pause_stops_the_bots_and_step_lets_one_move_through(app):
    scene = bots_table(app)
    click(app, button(scene, "pace:pause").rect.center)
    assert scene.pace.paused
    assert "Paused" in scene.prompt.question
    wait(app, 3 * BOT_DELAY, step=0.1)
    assert scene.session.command_count == 0
    assert scene.wake_in() is None                 # nothing to wait for: the loop may rest
    click(app, button(scene, "pace:step").rect.center)
    assert scene.session.command_count == 1
    key(app, pygame.K_n)
    assert scene.session.command_count == 2
    click(app, button(scene, "pace:pause").rect.center)        # now labelled Play
    assert not scene.pace.paused
    wait(app, BOT_DELAY + 0.1, step=0.1)
    assert scene.session.command_count == 3


def test_the_speed_buttons_change_how_long_a_move_is_shown(app):
    scene = bots_table(app)
    click(app, button(scene, "pace:4").rect.center)
    assert scene.pace.speed == 4.0
    wait(app, BOT_DELAY / 4 + 0.05)
    assert scene.session.command_count == 1
    click(app, button(scene, "pace:0.5").rect.center)
    wait(app, BOT_DELAY)
    assert scene.session.command_count == 1
    wait(app, BOT_DELAY + 0.05)
    assert scene.session.command_count == 2


def test_the_last_bot_move_is_named_and_its_places_lit(app):
    setup = {"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
             "crowd": [["innocent:up", "volatile:up", "hostile"], ["hostile", "carrier", "hostile"]]}
    session = new_game("raxxon", 4, {"players": 2}, setup, seats=[BOT, BOT])
    scene = games.open_table(app, session, "pace-raxxon-shown")
    frame(app)
    click(app, button(scene, "pace:step").rect.center)
    words, places = scene.bot_shown
    assert scene.prompt.detail == words
    assert any(line.kind == "command" and line.text in words for line in scene.session.log(None))
    assert places and all(scene.hits.rects(place) for place in places)


def test_a_secret_bot_move_shows_nothing_the_holder_may_not_see(app):
    scene = bots_table(app, "alone", {"evil_players": 1}, (SeatInfo(), BOT))
    assert scene.holder == 0
    for _ in range(12):
        if not scene.control.bots_acting():
            break
        click(app, button(scene, "pace:step").rect.center)
        hidden = scene.session.title.hidden_from(scene.session.state, 0)
        shown = scene.bot_shown
        if shown is not None:
            assert not any(str(secret) in shown[0] for secret in hidden if len(str(secret)) > 2)
            assert not shown[1]                     # the Evil side's places are never lit for the hero


def test_the_control_may_be_set_before_the_bots_move(app):
    """While a person plays, the bots' pace is already at hand (to slow the bots before they
    start); Step has nothing to do yet. A game without bots has no control."""
    setup = {"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
             "crowd": [["innocent:up", "volatile:up", "hostile"], ["hostile", "carrier", "hostile"]]}
    session = new_game("raxxon", 4, {"players": 2}, setup, seats=[SeatInfo(), BOT])
    scene = games.open_table(app, session, "pace-person")
    frame(app)
    assert scene.person_to_move() == 0 and scene.pace.shown and not scene.pace.can_step
    click(app, next(b for b in scene.pace.buttons.buttons if b.name == "pace:0.5").rect.center)
    assert scene.pace.speed == 0.5 and session.command_count == 0
    alone = games.open_table(app, new_game("raxxon", 4, {"players": 2}, setup), "pace-none")
    frame(app)
    assert not alone.pace.shown and alone.prompt.reserve == 0


def test_an_evil_bots_every_move_takes_the_hero_the_same_time(app):
    """Alone: the hero cannot see what the Evil bot sees, so each of its moves takes him the same
    time, a pass as long as a deep choice (`SECRET_MOVE`): how long it took would tell him what
    it weighed."""
    from game.titles.alone import model as alone
    from scenes.control import SECRET_MOVE
    session = new_game("alone", 3, {"evil_players": 1}, seats=[SeatInfo(), SeatInfo(kind="bot", bot="heuristic")])
    scene = games.open_table(app, session, "pace-secret")
    scene.pace.speed = 1.0
    timed: dict[bool, list[float]] = {True: [], False: []}     # only a pass / a real choice: seconds taken
    for _ in range(400):
        if session.outcome() or (timed[True] and len(timed[False]) > 3):
            break
        if session.to_move() == (alone.HERO,):
            scene.send(session.legal_commands(alone.HERO)[0])
            continue
        choices = len(session.legal_commands(session.to_move()[0]))
        count, frames = session.command_count, 0
        while session.command_count == count:
            app.frame(1 / 60, [])
            frames += 1
        timed[choices == 1].append(frames / 60)
    assert timed[True] and timed[False]
    for seconds in timed[True] + timed[False]:
        assert SECRET_MOVE <= seconds <= SECRET_MOVE + 2 / 60
