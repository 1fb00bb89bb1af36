"""Random playouts with every invariant checked after every event (Regel: the whole game)."""

import random

import msgspec
import pytest

from game.engine import new_game
from game.engine.playout import playout
from game.titles.zeds.bots import heuristic_bot
from game.titles.zeds.view import ZedsView


def _clean(result: dict, games: int) -> None:
    assert result["errors"] == 0, result["first_errors"]
    assert result["wins"] + result["losses"] == games


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_few_random_games_keep_every_invariant(players):
    _clean(playout("zeds", 25, seed=100 * players, options={"players": players}, check=True), 25)


def test_the_heuristic_bot_beats_the_random_bot():
    heuristic = playout("zeds", 24, seed=500, options={"players": 1}, bot="heuristic")
    random_play = playout("zeds", 24, seed=500, options={"players": 1}, bot="random")
    _clean(heuristic, 24)
    assert heuristic["wins"] >= random_play["wins"] + 3


def test_the_heuristic_bot_decides_from_the_view_alone():
    """It is handed its seat's view: the same view read back from its JSON gives the same command."""
    session = new_game("zeds", 3, {"players": 2})
    rng = random.Random(3)
    for _ in range(150):
        if session.outcome():
            break
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        view = session.view(seat)
        chosen = heuristic_bot(view, seat, legal, rng)
        copy = msgspec.json.decode(msgspec.json.encode(view), type=ZedsView)
        assert copy == view and heuristic_bot(copy, seat, legal, rng) == chosen
        session.apply(chosen)


@pytest.mark.parametrize("players", [1, 3])
def test_between_commands_something_is_always_queued_where_zeds_and_units_meet(players):
    """Mid-command the effect resolving has left the queue (the invariants allow for it); once a
    command is decided the rules wait on the queue, and every space where zeds and units stand
    together has its fight queued (Regel 4.2, 6.4.3)."""
    for seed in range(10):
        session = new_game("zeds", seed, {"players": players})
        rng = random.Random(seed)
        while not session.outcome():
            state = session.state
            assert state.queue
            shared = {u.space for u in state.units} & {z.space for z in state.zeds}
            assert shared <= {getattr(effect, "space", "") for effect in state.queue}
            legal = session.legal_commands(session.to_move()[0])
            session.apply(legal[rng.randrange(len(legal))])
