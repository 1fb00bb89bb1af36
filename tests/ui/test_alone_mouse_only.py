"""Random games of Alone played by mouse alone, at one screen: every legal command a random game
needs, the hero's and the Evil players', is reached through clicks on what the table shows (the
places the table's routes name, `tests/ui/mouse.py`) and does exactly that command. Between the
hero and an Evil player, and between two Evil players, a hand-over screen hides the table until
the next person clicks."""

import random

import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from scenes import games
from scenes.handover import HandOverScene
from tests.ui.conftest import click, frame
from tests.ui.mouse import give


def take_screen(app, scene, seat: int) -> None:
    """The next person sits down: the table is hidden until they click."""
    if isinstance(app.top, HandOverScene):
        assert app.top.seat == seat
        click(app, (960, 540))
        frame(app)
    assert scene.holder == seat and scene.view["seat"] == seat


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
