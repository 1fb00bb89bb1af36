"""Collects the events `decide` causes and keeps the state they fold into."""

from __future__ import annotations

import random

from game.engine.session import EventList
from game.titles.heredity import model as m
from game.titles.heredity.evolve import evolve


class Emitter:
    def __init__(self, state: m.HeredityState, rng: random.Random) -> None:
        self.state = state
        self.rng = rng
        self.events = EventList()

    def __call__(self, event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)

    def queue(self, *effects: m.Effect) -> None:
        if effects:
            self(m.Queued(tuple(effects)))

    @property
    def over(self) -> bool:
        return self.state.outcome is not None
