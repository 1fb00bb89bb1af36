"""The emitter every rule writes through: the engine's (`game.engine.queue`), folding with Zeds'
`evolve`, plus the randomness of one command (dice and zed draws, so that replaying the events
never rolls)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from game.engine.queue import Emitter as BaseEmitter
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.evolve import evolve


class Emitter(BaseEmitter[m.ZedsState]):
    """The engine's emitter for Zeds. `seat` is who the step being resolved belongs to: the
    decisions it raises without a seat of their own go to that seat."""

    def __init__(self, state: m.ZedsState, rng: random.Random) -> None:
        super().__init__(state, rng, evolve)
        self.seat = 0

    def push(self, *effects: fx.Effect) -> None:
        seat = self.seat
        self.pushed.extend([e if e.seat >= 0 else replace(e, seat=seat) for e in effects])

    def roll(self, count: int, purpose: str) -> tuple[int, ...]:
        """Throw `count` dice: the --setup dice queue first, then the command's random source."""
        queued = self.state.dice[:count]
        values = queued + tuple(self.rng.randint(1, 6) for _ in range(count - len(queued)))
        self(m.DiceRolled(values, purpose, len(queued)))
        return values

    def draw_zed(self) -> str | None:
        """Regel 1.3 ("Ziehen"): a random zed from the bag, unless --setup fixed the next draw."""
        bag = self.state.bag
        if not bag:
            return None
        if self.state.draws and self.state.draws[0] in bag:
            return self.state.draws[0]
        return bag[self.rng.randrange(len(bag))]


# What resolves an effect of a kind, and what a decision's answer does (with the answer chosen:
# a path, space, zed or unit id, a die, yes or no, units); each rule module lists its own.
Resolver = Callable[[Emitter, Any], None]
Chosen = Callable[[Emitter, Any, Any], None]
