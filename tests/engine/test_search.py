"""The search bot thinks on tables its seat cannot tell from the real one, and never on the real
one: what it decides depends on the seat's view alone (`game.engine.search`)."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from game.engine import RuleError, new_game
from game.engine.bots import MEASURED_ROUNDS, bot_kinds, bot_move, default_bot, start_search
from game.engine.registry import get_title
from game.engine.search import Search

SEARCHED = {"raxxon": {"players": 2, "difficulty": "normal"}, "zeds": {"players": 1},
            "heredity": {"chapter": 1, "players": 1}, "alone": {"evil_players": 2}}


def _walk_to_a_choice(name: str, seed: int, steps: int):
    """A game some heuristic moves in, at a decision of a seat the search bot plays with more than
    one answer."""
    session = new_game(name, seed, SEARCHED[name])
    for _ in range(steps):
        if session.outcome():
            break
        session.apply(bot_move(session, session.to_move()[0], "heuristic"))
    while not session.outcome() and len(session.legal_commands(seat := session.to_move()[0])) < 2:
        session.apply(bot_move(session, seat, "heuristic"))
    return session


@pytest.mark.parametrize("name", sorted(SEARCHED))
def test_a_redeal_is_the_same_for_tables_that_differ_only_in_what_is_hidden(name):
    title = get_title(name)
    session = _walk_to_a_choice(name, 3, 12)
    seat = session.to_move()[0]
    other = title.redeal(session.state, seat, random.Random(99))   # the hidden cards lying elsewhere
    assert title.view(other, seat) == title.view(session.state, seat)
    assert title.check_invariants(other) == []
    assert title.redeal(other, seat, random.Random(5)) == title.redeal(session.state, seat, random.Random(5))


@pytest.mark.parametrize("name", sorted(SEARCHED))
def test_the_search_decides_the_same_on_tables_its_seat_cannot_tell_apart(name):
    title = get_title(name)
    session = _walk_to_a_choice(name, 4, 10)
    seat = session.to_move()[0]
    chosen = start_search(session, seat, random.Random(1), rounds=3)
    chosen.think()
    twin = new_game(name, 4, SEARCHED[name])
    twin.state = title.redeal(session.state, seat, random.Random(42))
    again = start_search(twin, seat, random.Random(1), rounds=3)
    again.think()
    assert again.best() == chosen.best()
    assert [(w.command, w.values) for w in again.weighed] == [(w.command, w.values) for w in chosen.weighed]


def test_the_search_weighs_the_heuristics_first_choices_its_own_first():
    session = _walk_to_a_choice("raxxon", 5, 6)
    seat = session.to_move()[0]
    search = start_search(session, seat, random.Random(2), rounds=2)
    legal = session.legal_commands(seat)
    assert 2 <= len(search.commands) <= min(4, len(legal)) and len(set(search.commands)) == len(search.commands)
    heuristic = get_title("raxxon").heuristic_bot
    its_choices = {heuristic(session.view(seat), seat, legal, random.Random(k)) for k in range(20)}
    assert search.commands[0] in its_choices                 # (ties are broken at random)
    search.think()
    assert search.best() == search.commands[0]            # two rounds can overrule nothing
    assert all(len(w.values) == 2 for w in search.weighed)


def test_a_command_clearly_better_round_after_round_overrules_the_heuristic():
    title = get_title("raxxon")
    search = Search(title, 0, ["mine", "better", "worse"], lambda rng: None, random.Random(1), rounds=0)
    search.weighed[0].values = [0.0, 0.0, 1.0, 0.0, 0.0]
    search.weighed[1].values = [1.0, 1.0, 1.0, 1.0, 1.0]
    search.weighed[2].values = [0.0, 0.0, 0.0, 0.0, 0.0]
    assert search.best() == "better"
    search.weighed[1].values = [1.0, 0.0, 1.0, 0.0, 0.0]       # better once: noise, not a reason
    assert search.best() == "mine"


def test_a_single_answer_needs_no_thinking():
    title = get_title("raxxon")
    search = Search(title, 0, ["only"], lambda rng: None, random.Random(1), rounds=50)
    assert search.think() and search.played == 0 and search.best() == "only"


def test_thinking_comes_in_slices_that_end_on_time():
    session = _walk_to_a_choice("zeds", 6, 8)
    search = start_search(session, session.to_move()[0], random.Random(3), budget=1.0)
    slices, longest = 0, 0.0
    while True:
        start = time.perf_counter()
        done = search.think(0.02)
        longest = max(longest, time.perf_counter() - start)
        if done:
            break
        slices += 1
    # Wall-clock figures with room for a busy machine (tests run two at a time): how many rounds
    # end within the budget depends on the machine, on a busy one none.
    assert slices >= 5 and time.perf_counter() - search.started >= 1.0 and search.spent >= 0.9
    assert search.best() in session.legal_commands(session.to_move()[0])
    assert longest < 0.5          # a slice stops within a try, after one more command, not at the budget


def test_the_budget_counts_the_time_between_slices():
    """At a table the bot thinks a slice per frame and the frame's drawing takes the rest: the
    bot still moves about its budget after it began, not after that much thinking."""
    session = _walk_to_a_choice("zeds", 6, 8)
    search = start_search(session, session.to_move()[0], random.Random(3), budget=0.5)
    begun = time.perf_counter()
    while not search.think(0.005):
        time.sleep(0.045)                     # a frame drawn by a slow machine
    waited = time.perf_counter() - begun
    assert 0.5 <= waited < 1.5 and search.spent < 0.4


def test_a_search_short_of_its_measured_rounds_thinks_on_up_to_twice_its_budget():
    """Its strength was measured at MEASURED_ROUNDS rounds: a slow table thinks on for them, but a
    bot never keeps the table waiting past twice its second."""
    session = _walk_to_a_choice("zeds", 6, 8)
    search = start_search(session, session.to_move()[0], random.Random(3), budget=1.0)
    assert search.at_least == MEASURED_ROUNDS
    now = time.perf_counter()
    for seconds_ago, played, done in ((0.5, 40, False), (1.2, MEASURED_ROUNDS, True), (1.2, 9, False),
                                      (1.9, 9, False), (2.1, 9, True)):
        search.started, search.played = now - seconds_ago, played
        assert search.done == done, (seconds_ago, played)


def test_the_default_bot_is_the_titles_stronger_one_where_the_seat_can_have_it():
    assert default_bot(get_title("heredity"), 0) == "search"        # measured stronger
    assert default_bot(get_title("raxxon"), 0) == "search"
    assert default_bot(get_title("zeds"), 0) == "search"
    alone = get_title("alone")
    assert default_bot(alone, 0) == "heuristic" and default_bot(alone, 1) == "search"
    for name in ("raxxon", "zeds", "heredity", "alone"):
        title = get_title(name)
        assert title.default_bot in bot_kinds(title)


def test_a_title_without_a_redeal_has_no_search_bot():
    for name in SEARCHED:
        assert "search" in bot_kinds(get_title(name))
    session = new_game("raxxon", 1, SEARCHED["raxxon"])
    session.title = dataclasses.replace(session.title, redeal=None)
    assert "search" not in bot_kinds(session.title)
    with pytest.raises(RuleError) as refused:
        bot_move(session, 0, "search")
    assert refused.value.code == "engine.no_search_bot"


def test_alone_counts_a_win_for_the_side_that_won():
    alone = get_title("alone")
    assert alone.side_won("hero_win", 0) and not alone.side_won("hero_win", 2)
    assert alone.side_won("evil_win", 1) and not alone.side_won("evil_win", 0)


def test_a_rollout_stops_at_the_horizon_and_is_scored_by_the_titles_estimate():
    zeds = get_title("zeds")
    session = _walk_to_a_choice("zeds", 6, 8)
    seat = session.to_move()[0]
    scored = dataclasses.replace(zeds, estimate=lambda state, seat: 0.25, rollout_horizon=1)
    search = start_search(session, seat, random.Random(3), rounds=3)
    search.title = scored
    search.think()
    assert [w.values for w in search.weighed] == [[0.25] * 3] * len(search.weighed)


def test_estimated_rounds_differ_by_degrees_and_overrule_on_what_they_show():
    """Scored by an estimate, rounds are no longer all or nothing: a small gain that every round
    shows is a gain (played to the end, four rounds could not tell it from chance)."""
    title = dataclasses.replace(get_title("raxxon"), estimate=lambda state, seat: 0.5, rollout_horizon=10)
    search = Search(title, 0, ["mine", "better"], lambda rng: None, random.Random(1), rounds=0)
    search.weighed[0].values = [0.40, 0.52, 0.31, 0.45]
    search.weighed[1].values = [0.43, 0.55, 0.33, 0.49]
    assert search.best() == "better"
    search.weighed[1].values = [0.50, 0.47, 0.26, 0.49]      # better, worse, worse, better: noise
    assert search.best() == "mine"
