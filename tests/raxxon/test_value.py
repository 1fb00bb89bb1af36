"""The curve the search bot scores short rollouts by (`game/titles/raxxon/value.py`) points the
way a player would ([EN: End of the Game]): the healthy evacuated raise the players' chance,
Raxxon's power and an emptying infection supply lower it."""

from __future__ import annotations

from msgspec.structs import replace

from game.titles.raxxon import queries as q
from game.titles.raxxon.value import estimate
from tests.helpers import random_states
from tests.raxxon.helpers import game


def _start():
    return game({"characters": ["thomas_heart", "mia_lee"]}).state


def test_the_healthy_evacuated_raise_the_chance():
    state = _start()
    healthy = [cell.card for cell in state.crowd if q.is_healthy(cell.card)][:3]
    evacuated = replace(state, evacuation=(*state.evacuation, *healthy),
                        crowd=tuple(cell for cell in state.crowd if cell.card not in healthy))
    assert estimate(evacuated, 0) > estimate(state, 0)


def test_raxxons_power_lowers_the_chance():
    state = _start()
    assert estimate(replace(state, power=state.power + 3), 0) < estimate(state, 0)


def test_an_emptying_infection_supply_lowers_the_chance():
    state = _start()
    assert estimate(replace(state, infection_supply=state.infection_supply[:3]), 0) < estimate(state, 0)


def test_every_table_of_a_game_gets_a_chance():
    session = game({"characters": ["thomas_heart", "mia_lee"]}, seed=4)
    assert all(0.0 < estimate(state, 0) < 1.0 for state in random_states(session, 5))
