"""How likely the players are to win from a table, for the search bot's rollouts: a logistic
curve over a few numbers read off the state, its weights fitted on 1,000 heuristic games by
`python -m tools.fit_value raxxon --games 1000`, which prints them with how well they predict
games it did not fit on. A rollout that stops short of the game's end is scored by it, so the
search plays many short rollouts rather than a few long ones.

What the numbers say ([EN: End of the Game]: the healthy evacuated win; an empty infection supply
or Raxxon's power at 8 lose):
- how far the evacuation is towards its target,
- the infection supply left and Raxxon's power,
- the healthy still in the crowd, and the day.
Fitted with the infected at large beside them, the curve predicted no better and counted more
infected as good news (they are already in the supply's count): what a search reads off it must
point the right way.
"""

from __future__ import annotations

from game.engine.curve import chance
from game.titles.raxxon import model as m
from game.titles.raxxon import queries as q

ROLLOUT_HORIZON = 30     # commands a rollout plays before the curve scores it (about a tenth of a game)
NAMES = ("bias", "evacuated", "supply", "power", "healthy_in_crowd", "day")
WEIGHTS = (-5.3161, 4.5490, 3.2169, -2.7447, -0.2239, -0.1250)


def features(state: m.RaxxonState, seat: int) -> tuple[float, ...]:
    healthy = sum(1 for cell in state.crowd if q.is_healthy(cell.card))
    return (1.0, q.evacuated_healthy(state) / q.win_target(state), len(state.infection_supply) / 10,
            state.power / m.POWER_LIMIT, healthy / 10, state.day / 10)


def estimate(state: m.RaxxonState, seat: int) -> float:
    """The players' chance to win from `state`, as the fitted curve puts it."""
    return chance(WEIGHTS, features(state, seat))
