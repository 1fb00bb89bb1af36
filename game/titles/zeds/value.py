"""How likely the players are to win from a table, for the search bot's rollouts: a logistic
curve over a few numbers read off the state, its weights fitted on 1,500 heuristic games by
`python -m tools.fit_value zeds --games 1500`, which prints them with how well they predict games
it did not fit on. A rollout that stops short of the game's end is scored by it, so the search
plays many short rollouts rather than a few long ones.

What the numbers say (Regel 1 and 4: the zeds walk their paths towards the centre; the finale
card ends the game):
- how many event cards are left before the finale,
- the zeds' danger: their strength by the steps they still need to the centre, as the heuristic
  weighs it,
- the units' strength on the map.
Fitted with more (the danger the units standing in the way leave, the units lost, the ammo),
the curve predicted no better and gave some of them weights no player would (ammo running short
as good news): what a search reads off it must point the right way.
"""

from __future__ import annotations

from game.engine.curve import chance
from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds.bots import STEP_WEIGHT

ROLLOUT_HORIZON = 30     # commands a rollout plays before the curve scores it (about a fifth of a game)
NAMES = ("bias", "cards_left", "danger", "unit_strength")
WEIGHTS = (0.1884, -2.7801, -0.5939, 1.1121)


def features(state: m.ZedsState, seat: int) -> tuple[float, ...]:
    steps = [(board.zed_strength(z), board.distance_to_centre(z.space)) for z in state.zeds]
    danger = sum(strength * STEP_WEIGHT.get(distance, STEP_WEIGHT[1]) for strength, distance in steps)
    strength = sum(board.unit_strength(u) for u in state.units if board.on_map(u))
    return (1.0, len(state.event_deck) / 10, danger / 50, strength / 10)


def estimate(state: m.ZedsState, seat: int) -> float:
    """The players' chance to win from `state`, as the fitted curve puts it."""
    return chance(WEIGHTS, features(state, seat))
