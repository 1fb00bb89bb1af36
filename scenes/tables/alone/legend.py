"""Alone's icons (`scenes/legend.py`): the action signs on reaction and item cards, the instant
flash, the endless sign and the charge pips of items (drawn as characters by `art`)."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.legend import LegendIcon, glyph
from scenes.tables.alone import art, board
from scenes.widgets import token

SIGN_COLOUR = (120, 130, 150)


def _pips(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    token.pips(surface, size // 2, size // 2, 2, 3, max(6, size // 4), art.MATERIAL["mechanics"])
    return surface


def _danger(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    board._danger_token(surface, surface.get_rect().inflate(-2, -2))
    return surface


LEGEND = (*(LegendIcon(f"legend.alone.{name}", partial(glyph, sign, colour=(255, 255, 255), disc=SIGN_COLOUR))
            for name, sign in art.ACTION_GLYPH.items()),
          LegendIcon("legend.alone.instant", partial(glyph, "⚡", colour=(222, 150, 30))),
          LegendIcon("legend.alone.permanent", partial(glyph, "∞", colour=art.MATERIAL["mechanics"])),
          LegendIcon("legend.alone.charges", _pips),
          LegendIcon("legend.alone.danger", _danger),
          LegendIcon("legend.alone.danger_field", partial(glyph, "⚠", colour=(214, 84, 74))),
          LegendIcon("legend.alone.switchbox", partial(glyph, "⚡", colour=(230, 180, 40))),
          LegendIcon("legend.alone.stairs", partial(glyph, "⇅", colour=(255, 255, 255), disc=art.STAIRS["blue"])),
          LegendIcon("legend.alone.mission", partial(glyph, "★", colour=(242, 193, 78))),
          LegendIcon("legend.alone.exit", partial(glyph, "▶", colour=(242, 193, 78), disc=(20, 22, 28))),
          LegendIcon("legend.alone.noise", partial(glyph, "))))", colour=(250, 120, 90))))
