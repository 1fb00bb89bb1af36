"""The heuristic bot reads only its seat's view and plays clearly better than random."""

import json
import random

import pytest

from game.engine.playout import playout
from game.engine.types import to_builtins
from game.titles.raxxon import model as m
from game.titles.raxxon.bots import Table, heuristic_bot, icon_value, removal_value
from game.titles.raxxon.redeal import redeal
from game.titles.raxxon.view import view
from tests.raxxon.helpers import game


def shuffle_hidden(state: m.RaxxonState, rng: random.Random) -> m.RaxxonState:
    """Another table the players could not tell apart: hidden cards dealt differently."""
    return redeal(state, 0, rng)


@pytest.mark.parametrize("seed", range(6))
def test_choices_do_not_depend_on_hidden_cards(seed):
    """[EN: Looking At Cards] two tables the players cannot tell apart look the same to the bot."""
    session = game({"characters": ["thomas_heart", "kd_james"]}, seed=seed)
    walk = random.Random(seed)
    for _ in range(60):
        if session.outcome():
            break
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        chosen = heuristic_bot(view(session.state, seat), seat, legal, random.Random(1))
        other = shuffle_hidden(session.state, random.Random(walk.random()))
        assert heuristic_bot(view(other, seat), seat, legal, random.Random(1)) == chosen
        session.apply(chosen)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_view_the_bot_reads_is_all_in_the_json(players):
    """What the harness prints is all the bot reads: every field of the view's structs, each a
    plain JSON value (sent as JSON and read back, the view is the same)."""
    session = game(players=players, seed=players)
    walk = random.Random(players)
    for _ in range(150):
        if session.outcome():
            break
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        shown = to_builtins(session.view(seat))
        assert json.loads(json.dumps(shown)) == shown
        chosen = heuristic_bot(session.view(seat), seat, legal, random.Random(2))
        session.apply(chosen if walk.random() < 0.7 else legal[walk.randrange(len(legal))])


@pytest.mark.slow
def test_heuristic_wins_clearly_more_than_random_on_intro():
    options = {"players": 2, "difficulty": "intro"}
    smart = playout("raxxon", 40, 500, options, bot="heuristic")
    dumb = playout("raxxon", 40, 500, options, bot="random")
    assert smart["errors"] == dumb["errors"] == 0
    assert smart["wins"] >= 12 and smart["wins"] >= 4 * max(1, dumb["wins"])


@pytest.mark.parametrize("seed", range(4))
def test_tonights_infection_is_reckoned_from_public_cards(seed):
    """The end-of-day cost and the worth of removing an infected card read no face-down card."""
    state = game({"characters": ["thomas_heart", "kd_james"]}, seed=seed).state
    other = shuffle_hidden(state, random.Random(seed))
    assert other.crowd != state.crowd
    seen, seen_other = Table(view(state, 0)), Table(view(other, 0))
    assert icon_value(seen_other, "end_of_day") == icon_value(seen, "end_of_day")
    assert removal_value(seen_other) == removal_value(seen)
