"""Raxxon's icons (`scenes/legend.py`): the round signs on crowd cards, token spaces and Raxxon
cards (`art.icon`), and the badge saying whether a person is healthy or infected."""

from __future__ import annotations

from functools import partial

from scenes.legend import LegendIcon, glyph
from scenes.tables.raxxon import art

LEGEND = (LegendIcon("legend.raxxon.healthy", partial(glyph, art.HEALTH_SIGN[True], colour=(255, 255, 255),
                                                      disc=art.HEALTHY)),
          LegendIcon("legend.raxxon.infected", partial(glyph, art.HEALTH_SIGN[False], colour=(255, 255, 255),
                                                       disc=art.INFECTED)),
          *(LegendIcon(f"legend.raxxon.{name}", partial(art.icon, name)) for name in art.ICON_LOOK))
