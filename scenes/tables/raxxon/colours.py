"""Raxxon's colours that mean different things, each pair with what tells it apart besides colour
(a test holds every pair apart for colour-blind eyes, or to a second cue)."""

from __future__ import annotations

from scenes import style
from scenes.colour_science import Pair
from scenes.tables.raxxon import art
from scenes.widgets.track import past_fill


def pairs() -> tuple[Pair, ...]:
    return (
        Pair("power track: passed / to come", past_fill(art.RAXXON), style.PANEL_LIGHT,
             "passed steps are hatched; the marker's step is lit"),
        Pair("healthy / infected", style.shade(art.HEALTHY), style.shade(art.INFECTED),
             "♥ or ☣ on the card's badge, and the word"),
        Pair("power track: the step it stands on / the last step", style.ACCENT, style.DANGER,
             "the last step's red edge"),
    )
