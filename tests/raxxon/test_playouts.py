"""Random play keeps Raxxon's invariants after every event (the 100 cards each somewhere exactly
once, power in 0–8, every game ends) at every player count; thousands of checked games per option
are played by `tests/test_contract.py`."""

import pytest

from game.engine.playout import playout


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_few_checked_games_per_player_count(players):
    result = playout("raxxon", 40, 100 * players, {"players": players, "difficulty": "normal"}, check=True)
    assert result["errors"] == 0, result["first_errors"]


@pytest.mark.slow
def test_heuristic_bot_survives_checked_play():
    result = playout("raxxon", 100, 11, {"players": 2, "difficulty": "intro"}, bot="heuristic", check=True)
    assert result["errors"] == 0, result["first_errors"]
