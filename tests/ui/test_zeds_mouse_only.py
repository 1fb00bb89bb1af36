"""Random games of Dawn of the Zeds played by mouse alone: every legal command a random game
needs is reached through clicks on what the table shows (`tests/ui/mouse.py` follows the places
the table's routes name), and does exactly that command.

What a player does besides: in the action phase every player not yet done may act, so a command
of another player starts with a click on that player's marker; a place under the combat panel is
uncovered by its ✖ first.
"""

import random

import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from scenes import games
from tests.ui.conftest import click, frame
from tests.ui.mouse import give, gives, hear_out

CLOSE = ("combat", "close")


def hand_to(app, scene, seat: int) -> None:
    """Another player takes the table by clicking their player marker."""
    if seat != scene.person_to_move():
        click(app, scene.hits.point(("seat", seat)))
        assert scene.person_to_move() == seat


def uncover(app, scene, command) -> None:
    """Put the combat panel away when it hides every way to give `command`."""
    routes = scene.routes(command)
    if scene.hits.rect(CLOSE) and routes and not any(gives(app, scene, r, command) for r in routes):
        click(app, scene.hits.point(CLOSE))
        assert scene.hits.rect(CLOSE) is None


@pytest.mark.parametrize("players, seed", [(1, 7), (2, 16), (4, 4)])
def test_every_command_a_random_game_needs_is_reachable_by_mouse(app, players, seed):
    session = new_game("zeds", seed, {"players": players}, seats=[SeatInfo() for _ in range(players)])
    scene = games.open_table(app, session, f"zeds-mouse-{seed}")
    frame(app)
    rng = random.Random(seed)
    for _ in range(75):
        if session.outcome():
            break
        # in the action phase every player who is not done may act: any of them, any command
        legal = [c for seat in session.to_move() for c in session.legal_commands(seat)]
        command = legal[rng.randrange(len(legal))]
        hear_out(app, scene)
        hand_to(app, scene, command.seat)
        uncover(app, scene, command)
        before = session.command_count
        give(app, scene, command)
        assert session.command_count == before + 1, f"{command} not reached by mouse: {scene.prompt.warning}"
        assert session.history[-1].command == command
        frame(app)
