"""The bots at a yes-or-no decision: falling back from a fight (evade) and rolling a melee again
(reroll)."""

import random

import pytest

from game.engine import new_game
from game.engine.bots import start_search
from game.titles.zeds.bots import heuristic_bot, melee_odds


def at_a_yes_or_no(purpose: str):
    """A random solo game played up to its first yes-or-no decision of `purpose`: (session, seat)."""
    session = new_game("zeds", 0, {"players": 1})
    rng = random.Random(0)
    while not session.outcome():
        seat = session.to_move()[0]
        decision = session.view(seat).decision
        if decision is not None and decision.kind == "confirm" and decision.purpose == purpose:
            return session, seat
        legal = session.legal_commands(seat)
        session.apply(legal[rng.randrange(len(legal))])
    raise AssertionError(f"no {purpose} decision in the game")


@pytest.mark.parametrize("purpose", ["evade", "reroll"])
def test_offered_one_answer_alone_the_heuristic_takes_it(purpose):
    session, seat = at_a_yes_or_no(purpose)
    view = session.title.heuristic_view(session.state, seat)
    answers = session.legal_commands(seat)
    assert sorted(answer.yes for answer in answers) == [False, True]
    for answer in answers:
        assert heuristic_bot(view, seat, [answer], random.Random(1)) == answer


@pytest.mark.parametrize("purpose", ["evade", "reroll"])
def test_the_search_bot_weighs_both_answers(purpose):
    """It weighs the heuristic's choice against its next best: here, the other answer (it had
    weighed the heuristic's alone, and was the heuristic)."""
    session, seat = at_a_yes_or_no(purpose)
    search = start_search(session, seat, random.Random(1), rounds=4)
    assert sorted(command.yes for command in search.commands) == [False, True]
    search.think()
    assert search.played == 4 and all(len(weighed.values) == 4 for weighed in search.weighed)


def test_the_melee_odds_the_bot_remembers_are_bounded():
    """Its flags and markers make new questions game after game: an evening of games must not
    keep every answer."""
    melee_odds.cache_clear()
    for flags in range(10_000):
        melee_odds("zeds", "civ1", 2, (), "forest:3", 3, (f"flag {flags}",))
    assert melee_odds.cache_info().currsize < 10_000
