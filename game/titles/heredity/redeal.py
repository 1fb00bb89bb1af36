"""Another table the players could not tell apart from this one, for the search bot: the karma
deck in a new order (sorted first, so that two tables that differ only in its order give the
same new one). The chapter's face-down cards keep their numbers: the rules take them by number,
never at random."""

from __future__ import annotations

import random

from msgspec.structs import replace

from game.titles.heredity import model as m


def redeal(state: m.HeredityState, seat: int, rng: random.Random) -> m.HeredityState:
    karma = sorted(state.karma_deck)
    rng.shuffle(karma)
    return replace(state, karma_deck=tuple(karma))
