"""A title's legend: each icon its table draws, with its meaning in words.

The table's pictures tag each icon they draw with the same meaning (`scenes/iconmap.py`), so the
mouse resting on an icon hears what the legend says of it; the rules help shows the whole legend
of a title in its last section. A title's program names its legend (`Program.legend`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes import iconmap, programs, style


@dataclass(frozen=True)
class LegendIcon:
    meaning: str                                    # the translation key of what it means
    picture: Callable[[int], pygame.Surface]       # the icon drawn about this many pixels high


def legend(title: str) -> tuple[LegendIcon, ...]:
    """The icons of a title's table, in the order its legend lists them."""
    found = programs.program(title)
    return found.legend() if found is not None and found.legend is not None else ()


def glyph(sign: str, size: int, colour: tuple, disc: tuple | None = None, meaning: str = "") -> pygame.Surface:
    """A letter or sign as an icon (on a disc of colour `disc`), tagged with its meaning: the
    legend's picture of an icon a table draws as a character."""
    image = style.text(sign, max(8, int(size * (0.62 if disc else 0.8))), colour, "bold")
    surface = pygame.Surface((max(size, image.get_width() + 2), size), pygame.SRCALPHA)     # "+1" is wider
    centre = (surface.get_width() // 2, size // 2)
    if disc is not None:
        pygame.draw.circle(surface, disc, centre, size / 2)
    style.blit(surface, image, image.get_rect(center=centre))
    return iconmap.tag(surface, meaning) if meaning else surface
