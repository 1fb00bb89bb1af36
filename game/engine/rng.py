"""The random source of a command: derived from (game seed, command number), never stored.

Replaying a game never draws a number: what the dice said sits in the events. Deriving each
command's source from the seed and its number keeps a game reproducible from (seed, commands) too,
and makes undo safe: the same command at the same number rolls the same.
"""

from __future__ import annotations

import random
from random import Random

_SPREAD = 1 << 32


class TrackedRandom(random.Random):
    """A Random that remembers whether anything was drawn from it (an undo barrier), and is seeded
    only on its first draw: most commands draw nothing, and seeding a Mersenne Twister costs more
    than the rest of a small command. Every draw of `random.Random` goes through `random()` or
    `getrandbits()`, so the numbers are those of `random.Random(seed)`."""

    def __init__(self, seed: int) -> None:      # not super().__init__: that would seed now
        self.used = False
        self._seed_value = seed

    def _first_draw(self) -> None:
        self.used = True
        random.Random.seed(self, self._seed_value)
        # From now on draws go straight to the generator: a draw through the methods below
        # costs a Python call more, and a shuffle makes dozens. The source becomes a
        # `_SeededRandom`, whose draws are the generator's own; storing the generator's bound
        # methods on the source instead made a reference cycle, which left every command's
        # source (2.5 kB of generator state) to the cyclic garbage collector.
        self.__class__ = _SeededRandom

    def random(self) -> float:
        if not self.used:
            self._first_draw()
        return super().random()

    def getrandbits(self, k: int) -> int:
        if not self.used:
            self._first_draw()
        return super().getrandbits(k)


class _SeededRandom(TrackedRandom):
    """A `TrackedRandom` after its first draw: seeded, drawing straight from the generator."""

    random = Random.random
    getrandbits = Random.getrandbits            # type: ignore[assignment]


def rng_for(seed: int, command_number: int) -> TrackedRandom:
    return TrackedRandom((seed % _SPREAD) * _SPREAD + command_number)
