"""The heuristic bot reads only public information and plays clearly better than random."""

import random

import pytest
from msgspec.structs import replace

from game.engine.playout import playout
from game.titles.raxxon import model as m
from game.titles.raxxon.bots import heuristic_bot
from tests.raxxon.helpers import game


def shuffle_hidden(state: m.RaxxonState, rng: random.Random) -> m.RaxxonState:
    """Another table the players could not tell apart: hidden cards dealt differently."""
    unseen = [cell for cell in state.crowd if not cell.up and cell.card not in state.seen]
    pool = [cell.card for cell in unseen] + list(state.population_deck)
    rng.shuffle(pool)
    moved = dict(zip((cell.pos for cell in unseen), pool))
    crowd = tuple(m.Cell(c.r, c.c, moved.get(c.pos, c.card), c.up) for c in state.crowd)
    supply = list(state.infection_supply)
    rng.shuffle(supply)
    raxxon = list(state.raxxon_deck)
    rng.shuffle(raxxon)
    return replace(state, crowd=crowd, population_deck=tuple(pool[len(unseen):]),
                   infection_supply=tuple(supply), raxxon_deck=tuple(raxxon))


@pytest.mark.parametrize("seed", range(6))
def test_choices_do_not_depend_on_hidden_cards(seed):
    session = game({"characters": ["thomas_heart", "kd_james"]}, seed=seed)
    walk = random.Random(seed)
    for _ in range(60):
        if session.outcome():
            break
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        chosen = heuristic_bot(session.state, seat, legal, random.Random(1))
        other = shuffle_hidden(session.state, random.Random(walk.random()))
        assert heuristic_bot(other, seat, legal, random.Random(1)) == chosen
        session.apply(chosen)


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
    from game.titles.raxxon.bots import icon_value, removal_value
    state = game({"characters": ["thomas_heart", "kd_james"]}, seed=seed).state
    other = shuffle_hidden(state, random.Random(seed))
    assert other.crowd != state.crowd
    assert icon_value(other, "end_of_day") == icon_value(state, "end_of_day")
    assert removal_value(other) == removal_value(state)
