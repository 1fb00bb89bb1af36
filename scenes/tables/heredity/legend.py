"""Heredity's icons (`scenes/legend.py`): the drawn symbols of `art.icon`, each in the colour the
table gives it."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.legend import LegendIcon, glyph
from scenes.tables.heredity import art
from scenes.widgets import token

COLOURS = {**art.SPACE_COLOURS, "time": (200, 150, 40), "defence": (70, 90, 120), "material": art.MATERIAL,
           "damage": art.DAMAGE, "drop": art.DAMAGE}

LEGEND = tuple(LegendIcon(f"legend.heredity.{name}", partial(art.icon, name, colour=COLOURS[name]))
               for name in art.DRAWERS)

BADGES = {"item": art.KIND_COLOURS["item"], "level": art.BADGE, "immediate": art.IMMEDIATE, "explore": art.BADGE}


def _badge(name: str, size: int) -> pygame.Surface:
    return token.badge(art.SIGNS[name], BADGES[name], max(12, size // 2))


LEGEND += (LegendIcon("legend.heredity.flipped", partial(glyph, art.FLIPPED, colour=art.DAMAGE)),
           *(LegendIcon(f"legend.heredity.{name}", partial(_badge, name)) for name in art.SIGNS))
