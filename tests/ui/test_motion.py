"""Motion: after a command the moved pieces slide to their new places, paced by the animation
speed, skipped by a click or key, off at speed 0; an animation never changes what is finally
shown, nor the game."""

import random

import pygame

from game.engine import new_game
from game.engine.bots import bot_move
from game.engine.session import SeatInfo
from scenes import games
from tests.ui.conftest import click, drag, frame

CROWD = [["innocent:up", "volatile:up", "hostile"], ["hostile", "carrier", "hostile"],
         ["hostile", "hostile", "family:up"]]


def zeds_commands(count: int) -> list:
    """A seeded solo game of Dawn of the Zeds, as commands."""
    session = new_game("zeds", 4, {"players": 1})
    rng = random.Random(4)
    commands = []
    for _ in range(count):
        command = bot_move(session, session.to_move()[0], "heuristic", rng)
        session.apply(command)
        commands.append(command)
    return commands


def settle(app, scene) -> None:
    """Frames until nothing moves, the game checked unchanged on every one."""
    state = scene.session.state
    for _ in range(200):
        if scene.motion is None:
            return
        app.frame(1 / 60, [])
        assert scene.session.state is state
    raise AssertionError("the motion never ended")


def pixels(app) -> bytes:
    return pygame.image.tobytes(app.display, "RGB")


def play(app, speed: float, commands, name: str):
    app.settings.animation = speed
    scene = games.open_table(app, new_game("zeds", 4, {"players": 1}), name)
    frame(app)
    slid = 0
    for command in commands:
        assert scene.send(command)
        slid += scene.motion is not None
        app.frame(1 / 60, [])
        settle(app, scene)
    frame(app)
    return scene, slid


def test_an_animation_never_changes_what_is_finally_shown(app):
    commands = zeds_commands(25)
    moving, slid = play(app, 1.0, commands, "motion-on")
    assert slid >= 3                                      # pieces did slide on the way
    shown = pixels(app)
    still, none = play(app, 0.0, commands, "motion-off")
    assert none == 0
    assert still.session.state == moving.session.state
    assert pixels(app) == shown


def test_a_moved_unit_slides_and_a_click_skips_the_slide(app):
    app.settings.animation = 0.5                          # slow: twice as long
    scene = games.open_table(app, new_game("zeds", 4, {"players": 1}), "motion-skip")
    frame(app)
    for command in zeds_commands(25):
        scene.send(command)
        if scene.motion is not None:
            break
    else:
        raise AssertionError("nothing slid")
    assert abs(scene.motion.seconds - 0.8) < 1e-9
    assert scene.wake_in() == 0.0                         # the loop draws every frame meanwhile
    app.frame(0.1, [])
    halfway = pixels(app)
    click(app, (1000, 30))                                # the top bar, where a click changes nothing
    assert scene.motion is None and app.top is scene
    assert pixels(app) != halfway


def test_crowd_cards_swapping_cross_over(app):
    session = new_game("raxxon", 4, {"players": 2, "difficulty": "normal"},
                       {"characters": ["thomas_heart", "mia_lee"], "first_player": 0, "crowd": CROWD})
    scene = games.open_table(app, session, "motion-swap")
    frame(app)
    first, second = scene.hits.rect(("cell", (0, 0))), scene.hits.rect(("cell", (0, 1)))
    drag(app, first.center, second.center)
    slides = scene.motion.slides if scene.motion else []
    assert {(s.start.topleft, s.end.topleft) for s in slides} == {(first.topleft, second.topleft),
                                                                   (second.topleft, first.topleft)}


def test_nothing_slides_when_the_screen_passes_to_another_seat(app):
    """Alone, two people: a command that hands the screen over shows no piece of the table it
    leaves (the hand-over cover comes at once)."""
    session = new_game("alone", 4, {"evil_players": 1}, seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, "motion-handover")
    frame(app)
    if app.top.name == "handover":
        click(app, (960, 540))
    rng = random.Random(3)
    handed = 0
    for _ in range(40):
        holder = scene.holder
        seat = scene.person_to_move()
        legal = scene.session.legal_commands(seat)
        scene.send(legal[rng.randrange(len(legal))])
        if app.top.name == "handover":
            assert scene.motion is None and scene.view == {}
            handed += 1
            click(app, (960, 540))
        elif scene.holder != holder:
            assert scene.motion is None
    assert handed
