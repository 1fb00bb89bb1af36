"""Raxxon's icons (`scenes/legend.py`): the round signs on crowd cards, token spaces and Raxxon
cards (`art.icon`)."""

from __future__ import annotations

from functools import partial

from scenes.legend import LegendIcon
from scenes.tables.raxxon import art

LEGEND = tuple(LegendIcon(f"legend.raxxon.{name}", partial(art.icon, name)) for name in art.ICON_LOOK)
