"""Heredity's emitter: the engine's, folding with Heredity's `evolve`."""

from __future__ import annotations

import random

from game.engine.queue import Emitter as BaseEmitter
from game.titles.heredity import model as m
from game.titles.heredity.evolve import evolve


class Emitter(BaseEmitter[m.HeredityState]):
    def __init__(self, state: m.HeredityState, rng: random.Random) -> None:
        super().__init__(state, rng, evolve)
