"""Dawn of the Zeds' colours that mean different things, each pair with what tells it apart
besides colour (a test holds every pair apart for colour-blind eyes, or to a second cue)."""

from __future__ import annotations

from scenes import style
from scenes.colour_science import Pair
from scenes.tables.zeds.board import SPACE_EDGE


def pairs() -> tuple[Pair, ...]:
    return (
        *(Pair(f"{kind} space's edge / drop here", style.shade(edge), style.ACCENT,
               "the drop-here outline's corner marks")
          for kind, edge in SPACE_EDGE.items()),
        Pair("zeds to fire at / drop here", style.DANGER, style.ACCENT, "the white of what is picked, the words "
                                                                       "of the prompt"),
    )
