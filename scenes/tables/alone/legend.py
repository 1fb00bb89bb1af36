"""Alone's icons (`scenes/legend.py`): the action signs on reaction and item cards, the instant
flash, the endless sign and the charge pips of items (drawn as characters by `art`)."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.legend import LegendIcon, glyph
from scenes.tables.alone import art
from scenes.widgets import token

SIGN_COLOUR = (120, 130, 150)


def _pips(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    token.pips(surface, size // 2, size // 2, 2, 3, max(6, size // 4), art.MATERIAL["mechanics"])
    return surface


LEGEND = (*(LegendIcon(f"legend.alone.{name}", partial(glyph, sign, colour=(255, 255, 255), disc=SIGN_COLOUR))
            for name, sign in art.ACTION_GLYPH.items()),
          LegendIcon("legend.alone.instant", partial(glyph, "⚡", colour=(222, 150, 30))),
          LegendIcon("legend.alone.permanent", partial(glyph, "∞", colour=art.MATERIAL["mechanics"])),
          LegendIcon("legend.alone.charges", _pips))
