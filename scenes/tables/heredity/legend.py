"""Heredity's icons (`scenes/legend.py`): the drawn symbols of `art.icon`, each in the colour the
table gives it."""

from __future__ import annotations

from functools import partial

from scenes.legend import LegendIcon, glyph
from scenes.tables.heredity import art

COLOURS = {**art.SPACE_COLOURS, "time": (200, 150, 40), "defence": (70, 90, 120), "material": art.MATERIAL,
           "damage": art.DAMAGE, "drop": art.DAMAGE}

LEGEND = tuple(LegendIcon(f"legend.heredity.{name}", partial(art.icon, name, colour=COLOURS[name]))
               for name in art.DRAWERS)

LEGEND += (LegendIcon("legend.heredity.flipped", partial(glyph, art.FLIPPED, colour=art.DAMAGE)),)
