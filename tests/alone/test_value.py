"""The curve the search bot scores short rollouts by (`game/titles/alone/value.py`) points the way
a player would (KBM S.18): the hero's chance falls with his health and composure and rises with
his missions; an Evil seat's chance is what the hero's leaves."""

from __future__ import annotations

from msgspec.structs import replace

from game.engine import new_game
from game.titles.alone import model as m
from game.titles.alone.value import estimate
from tests.helpers import random_states


def _start() -> m.AloneState:
    return new_game("alone", 2, {"evil_players": 1}).state


def test_wounds_lower_the_heros_chance():
    state = _start()
    wounded = replace(state, health=state.health - 2, composure=state.composure - 2)
    assert estimate(wounded, m.HERO) < estimate(state, m.HERO)


def test_missions_raise_the_heros_chance():
    state = _start()
    first = replace(state.missions[0], progress=1)
    assert estimate(replace(state, missions=(first, *state.missions[1:])), m.HERO) > estimate(state, m.HERO)


def test_an_evil_seats_chance_is_what_the_heros_leaves():
    state = _start()
    assert abs(estimate(state, 1) + estimate(state, m.HERO) - 1) < 1e-12


def test_every_table_of_a_game_gets_a_chance():
    session = new_game("alone", 5, {"evil_players": 2})
    assert all(0.0 < estimate(state, m.HERO) < 1.0 for state in random_states(session, 5))
