"""What a title's `decide` writes its events through: each event is recorded and folded at once,
so later rules in the same decision see the state it made."""

from __future__ import annotations

import random
from typing import Callable

from game.engine.session import EventList
from game.engine.types import Event, State


class Emitter:
    def __init__(self, state: State, rng: random.Random, evolve: Callable[[State, Event], State]) -> None:
        self.state = state
        self.rng = rng
        self.events = EventList()
        self._evolve = evolve

    def __call__(self, event: Event) -> None:
        self.events.append(event)
        self.state = self._evolve(self.state, event)

    @property
    def over(self) -> bool:
        return getattr(self.state, "outcome", None) is not None

    def finish(self) -> EventList:
        """The events, carrying the state they fold into (the engine need not fold again)."""
        self.events.state = self.state
        return self.events
