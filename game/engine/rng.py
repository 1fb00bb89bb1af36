"""The random source of a command: derived from (game seed, command number), never stored.

Replaying a game never draws a number: what the dice said sits in the events. Deriving each
command's source from the seed and its number keeps a game reproducible from (seed, commands) too,
and makes undo safe: the same command at the same number rolls the same.
"""

from __future__ import annotations

import random

_SPREAD = 1 << 32


class TrackedRandom(random.Random):
    """A Random that remembers whether anything was drawn from it (an undo barrier)."""

    def __init__(self, seed: int) -> None:
        self.used = False
        super().__init__(seed)

    def random(self) -> float:
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.used = True
        return super().getrandbits(k)


def rng_for(seed: int, command_number: int) -> TrackedRandom:
    return TrackedRandom((seed % _SPREAD) * _SPREAD + command_number)
