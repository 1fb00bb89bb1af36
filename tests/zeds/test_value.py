"""The curve the search bot scores short rollouts by (`game/titles/zeds/value.py`) points the way
a player would: zeds nearer the centre, units lost and more event cards still to come before the
finale (Regel 1 and 4) all lower the players' chance."""

from __future__ import annotations

from msgspec.structs import replace

from game.titles.zeds import model as m
from game.titles.zeds.value import estimate
from tests.helpers import random_states
from tests.zeds.helpers import game, table


def test_zeds_nearer_the_centre_lower_the_chance():
    far = table(zeds=[("6/3", "forest:6")]).state
    near = table(zeds=[("6/3", "forest:1")]).state
    assert estimate(near, 0) < estimate(far, 0)


def test_a_unit_lost_lowers_the_chance():
    state = table(zeds=[("6/3", "forest:4")]).state
    hero = next(u for u in state.units if u.space not in (m.CEMETERY, m.RESERVE))
    fallen = replace(state, units=tuple(replace(u, space=m.CEMETERY) if u.id == hero.id else u for u in state.units))
    assert estimate(fallen, 0) < estimate(state, 0)


def test_the_finale_nearer_raises_the_chance():
    state = table(zeds=[("6/3", "forest:4")]).state
    assert estimate(replace(state, event_deck=state.event_deck[:2]), 0) > estimate(state, 0)


def test_every_table_of_a_game_gets_a_chance():
    assert all(0.0 < estimate(state, 0) < 1.0 for state in random_states(game({"heroes": ["schmidt"]}, seed=3), 5))
