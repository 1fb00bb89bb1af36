"""How likely the hero is to win from a table, for the search bot's rollouts: a logistic curve
over a few numbers read off the state, its weights fitted on 1,500 heuristic games by
`python -m tools.fit_value alone --games 1500`, which prints them with how well they predict games
it did not fit on. A rollout that stops short of the game's end is scored by it; an Evil seat's
chance is what the hero's leaves (KBM S.18: one side wins).

What the numbers say (KBM S.18: the hero wins with the red mission, the Evil players when his
health and composure are both gone):
- the health and composure the hero has left,
- how far the missions have come, and whether the final one has begun,
- the round marker (at its last space Nightmare costs composure every round),
- the creatures in the hero's sector and those next to it.
"""

from __future__ import annotations

from game.engine.curve import chance
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone.content import content

ROLLOUT_HORIZON = 30     # commands a rollout plays before the curve scores it (about a sixth of a game)
NAMES = ("bias", "vitality", "missions", "final", "marker", "creatures_here", "creatures_near")
WEIGHTS = (-2.9302, 2.5376, 2.6817, 0.2996, -0.7138, -0.2962, -0.2840)


def features(state: m.AloneState, seat: int) -> tuple[float, ...]:
    sheet = content().sheet
    steps = sum(len(content().missions[x.id].steps) for x in state.missions)
    done = sum(x.progress for x in state.missions)
    near = set(q.board(state).adjacent(state.hero, state.blocked)) if state.hero else set()
    here = sum(1 for c in state.creatures if c.sector == state.hero)
    beside = sum(1 for c in state.creatures if c.sector in near)
    return (1.0, (state.health + state.composure) / (sheet.health + sheet.composure), done / max(1, steps),
            float(state.final), state.marker / sheet.rounds, here / 3, beside / 3)


def hero_chance(state: m.AloneState) -> float:
    return chance(WEIGHTS, features(state, m.HERO))


def estimate(state: m.AloneState, seat: int) -> float:
    """`seat`'s side's chance to win from `state`, as the fitted curve puts it."""
    chance = hero_chance(state)
    return chance if seat == m.HERO else 1 - chance
