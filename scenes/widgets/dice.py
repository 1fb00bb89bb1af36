"""Dice faces, drawn once per value and size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.widgets.card import blank

PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}


@lru_cache(maxsize=32)
def die(value: int, size: int) -> pygame.Surface:
    surface = blank((size, size), (248, 246, 240), size // 6)
    pygame.draw.rect(surface, (40, 40, 40), surface.get_rect(), 2, border_radius=size // 6)
    step = size // 4
    for column, row in PIPS[value]:
        pygame.draw.circle(surface, (24, 24, 28), (step + column * step, step + row * step), max(3, size // 11))
    return surface
