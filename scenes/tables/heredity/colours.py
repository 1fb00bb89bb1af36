"""Heredity's colours that mean different things, each pair with what tells it apart besides
colour (a test holds every pair apart for colour-blind eyes, or to a second cue)."""

from __future__ import annotations

from itertools import combinations, product

from scenes import style
from scenes.colour_science import Pair
from scenes.tables.heredity import art


def pairs() -> tuple[Pair, ...]:
    bands = [(name, style.shade(colour)) for name, colour in art.BAND_COLOURS.items()]
    attach = [(name, style.shade(colour)) for name, colour in art.ATTACH_COLOURS.items()]
    return (
        *(Pair(f"{a} / {b} timeline band", one, other, "its mark: ▶ goes to the right end, ◀ to the left")
          for (a, one), (b, other) in combinations(bands, 2)),
        *(Pair(f"{a} / {b} attach band", one, other, "its shape (● ◆ ▲), on the card and under its host")
          for (a, one), (b, other) in combinations(attach, 2)),
        *(Pair(f"{a} timeline band / {b} attach band", one, other, "where it lies (the corners or the middle) "
                                                                  "and its mark")
          for (a, one), (b, other) in product(bands, attach)),
    )
