"""Random games of Alone played by mouse alone, at one screen: every legal command a random game
needs, the hero's and the Evil players', is reached through clicks on what the table shows (the
places the table's routes name, `tests/ui/mouse.py`) and does exactly that command. Between the
hero and an Evil player, and between two Evil players, a hand-over screen hides the table until
the next person clicks."""

import random

import pygame
import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from game.i18n import tr
from scenes import games
from scenes.handover import HandOverScene
from tests.ui.conftest import click, frame, key, pass_screen
from tests.ui.mouse import give


def take_screen(app, scene, seat: int) -> None:
    """The next person sits down: the table is hidden until they click."""
    if isinstance(app.top, HandOverScene):
        assert app.top.seat == seat
        pass_screen(app)
        frame(app)
    assert scene.holder == seat and scene.view.seat == seat


@pytest.mark.parametrize("evil, seed, commands", [(1, 3, 160), (2, 8, 160), (3, 5, 120)])
def test_every_command_a_random_game_needs_is_reachable_by_mouse(app, evil, seed, commands):
    session = new_game("alone", seed, {"evil_players": evil}, seats=[SeatInfo() for _ in range(evil + 1)])
    scene = games.open_table(app, session, f"alone-mouse-{seed}")
    frame(app)
    rng = random.Random(seed)
    kinds = set()
    for _ in range(commands):
        if session.outcome():
            break
        seat = session.to_move()[0]
        take_screen(app, scene, seat)
        legal = session.legal_commands(seat)
        command = legal[rng.randrange(len(legal))]
        kinds.add(type(command).__name__)
        before = session.command_count
        give(app, scene, command)
        assert session.command_count == before + 1, f"{command} not reached by mouse: {scene.prompt.warning}"
        assert session.history[-1].command == command
        frame(app)
    assert {"Act", "Play", "Pass"} <= kinds


def test_the_prompt_says_which_action_the_hero_chose_until_he_aims_it(app):
    """After a click on an action its target is next: the hint under the question names the
    action (it still said to choose an action)."""
    session = new_game("alone", 3, {"evil_players": 1}, seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, "alone-picked-hint")
    frame(app)
    while session.state.queue[0].kind != "hero_turn":
        seat = session.to_move()[0]
        take_screen(app, scene, seat)
        give(app, scene, session.legal_commands(seat)[0])
        frame(app)
    take_screen(app, scene, 0)
    assert scene.prompt.detail == tr("alone.hint.hero_turn")
    click(app, scene.hits.point(("action", "explore")))
    frame(app)
    assert scene.prompt.detail == tr("alone.hint.picked", what=tr("alone.action.explore"))
    click(app, scene.hits.point(("action", "explore")))       # put down again
    frame(app)
    assert scene.prompt.detail == tr("alone.hint.hero_turn")


def test_against_the_evil_bot_the_heros_undo_takes_back_his_own_moves_and_never_the_bots(app):
    """[Undo] The hero plays against an Evil bot: Ctrl+Z takes back the hero's own last move where
    it showed nothing new, and never the bot's reaction (it said why and changed nothing)."""
    session = new_game("alone", 6, {"evil_players": 1},
                       seats=[SeatInfo(), SeatInfo(kind="bot", bot="heuristic")])
    scene = games.open_table(app, session, "alone-undo-bot")
    frame(app)
    rng = random.Random(6)
    took_back = refused = 0
    for _ in range(60):
        while session.to_move() and session.to_move()[0] != 0 and not session.outcome():
            app.frame(3.0, [])                          # the bot's move, once its last is on show
        if session.outcome():
            break
        last = session.history[-1].command
        count = session.command_count
        undo = scene.top_buttons.find("undo")
        if last is not None and last.seat != 0:
            assert not undo.enabled and undo.tooltip
            key(app, pygame.K_z, pygame.KMOD_CTRL)
            assert session.command_count == count and session.history[-1].command == last
            assert scene.prompt.warning == tr("engine.error.undo_not_yours")
            refused += 1
        elif last is not None and not session.history[-1].barrier:
            state = session.state
            assert undo.enabled
            key(app, pygame.K_z, pygame.KMOD_CTRL)
            assert session.command_count == count - 1 and session.state != state
            took_back += 1
        legal = session.legal_commands(0)
        give(app, scene, legal[rng.randrange(len(legal))])
        frame(app)
    assert took_back and refused
