"""A whole stretch of Raxxon played by mouse alone: every kind of legal command the rules offer is
reached through a click or a drag on the table, and does exactly what the command would."""

import random

import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from scenes import games
from tests.ui.conftest import frame
from tests.ui.mouse import give, hear_out


@pytest.mark.parametrize("players, seed", [(2, 3), (1, 8), (4, 5)])
def test_every_command_a_random_game_needs_is_reachable_by_mouse(app, players, seed):
    session = new_game("raxxon", seed, {"players": players, "difficulty": "normal"},
                       seats=[SeatInfo() for _ in range(players)])
    scene = games.open_table(app, session, f"mouse-{seed}")
    frame(app)
    rng = random.Random(seed)
    for _ in range(70):
        if session.outcome():
            break
        hear_out(app, scene)
        legal = scene.legal
        command = legal[rng.randrange(len(legal))]
        before = session.command_count
        give(app, scene, command)
        assert session.command_count == before + 1, f"{command} not reached by mouse"
        assert session.history[-1].command == command
        while app.top is not scene:
            app.pop()                 # e.g. a pile left open
        frame(app)
