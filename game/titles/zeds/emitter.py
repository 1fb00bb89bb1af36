"""The emitter every rule writes through: it records events, folds them at once and holds the
randomness of one command (dice and zed draws), so that replaying the events never rolls."""

from __future__ import annotations

import random
from typing import Callable

from msgspec.structs import replace

from game.engine.queue import Emitter as BaseEmitter
from game.titles.zeds import model as m
from game.titles.zeds.evolve import evolve

# What resolves each effect kind, and what each decision's answer does, by purpose. The rule
# modules register themselves here (see `resolver` and `chosen`); `rules.py` imports them all.
RESOLVERS: dict[str, Callable] = {}
CHOSEN: dict[str, Callable] = {}


def resolver(kind: str):
    def register(function):
        RESOLVERS[kind] = function
        return function
    return register


def chosen(purpose: str):
    def register(function):
        CHOSEN[purpose] = function
        return function
    return register


class Emitter(BaseEmitter):
    """Collects events and the state they fold into.

    The effect queue lives here while a command is decided (`queue`, head first): resolvers
    `push` effects, `flush` puts them in front of the rest when a step is done. The state's
    queue is written by one `QueueChanged` event when the command is decided (`sync`), and
    earlier only where it matters (`commit`).
    """

    def __init__(self, state: m.ZedsState, rng: random.Random) -> None:
        super().__init__(state, rng, evolve)
        self.queue: list[m.Effect] = list(state.queue)
        self.pushed: list[m.Effect] = []
        self.front = 0                    # effects already queued ahead of the head this step
        self.seat = 0                     # who answers the decisions this step raises
        self.synced = True

    def __call__(self, event) -> None:
        super().__call__(event)
        if self.state.outcome is not None:
            self.queue = []

    @property
    def head(self) -> m.Effect | None:
        return self.queue[0] if self.queue else None

    def push(self, *effects: m.Effect) -> None:
        """Effects to put at the front of the queue, in this order, when the step is done."""
        self.pushed.extend(effects)

    def _take_pushed(self) -> list[m.Effect]:
        pushed = [e if e.seat >= 0 else replace(e, seat=self.seat) for e in self.pushed]
        self.pushed = []
        return pushed

    def flush(self, drop: int) -> None:
        """Finish a step: drop `drop` effects from the head and put the pushed ones in front."""
        pushed = self._take_pushed()
        if not self.over and (drop or pushed):
            self.queue[self.front:self.front + drop] = pushed
            self.synced = False
        self.front = 0

    def commit(self) -> None:
        """Queue the pushed effects now, ahead of the head, and write the queue to the state.
        Used just before zeds and units meet, so that the state never shows them together
        without the fight queued."""
        pushed = self._take_pushed()
        if pushed and not self.over:
            self.queue[self.front:self.front] = pushed
            self.front += len(pushed)
            self.synced = False
            self.sync()

    def sync(self) -> None:
        if not self.synced and not self.over:
            self(m.QueueChanged(tuple(self.queue)))
        self.synced = True

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

    def choose(self, kind: str, purpose: str, options, **fields) -> None:
        """A choice the rules leave to a player: asked as a decision when there is more than one
        answer, taken on the spot when there is exactly one, skipped when there is none."""
        options = tuple(options)
        if len(options) == 1:
            CHOSEN[purpose](self, options[0], m.Effect(kind, purpose=purpose, options=options, **fields))
        elif options:
            self.push(m.Effect(kind, purpose=purpose, options=options, **fields))
