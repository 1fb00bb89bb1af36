"""Dawn of the Zeds' icons (`scenes/legend.py`): the signs on zed and unit counters and on the
special action markers (drawn by `art`)."""

from __future__ import annotations

from functools import partial

import pygame

from scenes import style
from scenes.legend import LegendIcon, glyph
from scenes.tables.zeds import art
from scenes.widgets.token import badge, pips


def _pips(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pips(surface, size // 2, size // 2, 1, 2, max(7, size // 3))
    return surface


def _tag(marker: str, size: int) -> pygame.Surface:
    letter, colour = art.MARKER_LOOK[marker]
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=3)
    style.draw_text(surface, letter, (size // 2, size // 2), max(8, size * 2 // 3), (20, 20, 20), "bold", "center")
    return surface


def _badge(words: str, colour: tuple, ink: tuple, size: int) -> pygame.Surface:
    """A space's badge, as the board draws it, fitted into `size` pixels."""
    picture = badge(words, colour, max(10, size // 2), ink)
    surface = pygame.Surface((max(size, picture.get_width()), size), pygame.SRCALPHA)
    surface.blit(picture, picture.get_rect(center=(surface.get_width() // 2, size // 2)))
    return surface


def _owner(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    badge = pygame.Rect(0, size // 5, size, size * 3 // 5)
    pygame.draw.rect(surface, style.ACCENT, badge, border_radius=4)
    style.draw_text(surface, "P1", badge.center, max(8, badge.height - 4), style.TEXT_DARK, "bold", "center")
    return surface


LEGEND = (LegendIcon("legend.zeds.other_side", partial(glyph, "3", colour=(230, 236, 210), disc=(30, 40, 22))),
          LegendIcon("legend.zeds.last_hit", partial(glyph, "✖", colour=(230, 236, 210), disc=(30, 40, 22))),
          LegendIcon("legend.zeds.resistant", partial(glyph, "R", colour=(255, 220, 120), disc=(40, 40, 44))),
          LegendIcon("legend.zeds.hits", _pips),
          *(LegendIcon(f"legend.zeds.{marker}", partial(_tag, marker)) for marker in art.MARKER_LOOK),
          LegendIcon("legend.zeds.bonus", partial(glyph, "+1", colour=(255, 230, 120))),
          LegendIcon("legend.zeds.owner", _owner),
          LegendIcon("legend.zeds.once", partial(glyph, "1×", colour=style.ACCENT)),
          LegendIcon("legend.zeds.defence", partial(_badge, "1▶", (214, 176, 60), style.TEXT_DARK)),
          LegendIcon("legend.zeds.mob", partial(_badge, "Σ9", (150, 40, 34), (255, 255, 255))),
          LegendIcon("legend.zeds.act", partial(glyph, "★★", colour=(255, 220, 120))),
          LegendIcon("legend.zeds.done", partial(glyph, "✓", colour=(255, 255, 255), disc=(90, 110, 90))))
