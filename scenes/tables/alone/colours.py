"""Alone's colours that mean different things, each pair with what tells it apart besides colour
(a test holds every pair apart for colour-blind eyes, or to a second cue)."""

from __future__ import annotations

from itertools import combinations

from game.titles.alone.content import content
from scenes import style
from scenes.colour_science import Pair
from scenes.tables.alone import art
from scenes.tables.alone.board import TRACK_COLOURS


def pairs() -> tuple[Pair, ...]:
    decks = [(deck, art.deck_colour(deck)) for deck in content().decks]
    creatures = [(kind, style.shade(colour)) for kind, (_, colour) in art.CREATURE_LOOK.items()]
    missions = [(name, style.shade(colour)) for name, colour in art.MISSION.items()]
    return (
        *(Pair(f"{a} / {b} reaction deck", one, other, "the deck's shape on the card's header and back, its name "
                                                        "beside its pile")
          for (a, one), (b, other) in combinations(decks, 2)),
        *(Pair(f"{a} / {b} track", one, other, "the track's name beside it")
          for (a, one), (b, other) in combinations(TRACK_COLOURS.items(), 2)),
        *(Pair(f"{a} / {b} creature", one, other, "the creature's letter on its token")
          for (a, one), (b, other) in combinations(creatures, 2)),
        *(Pair(f"{a} / {b} mission", one, other, "the mission's name on its card")
          for (a, one), (b, other) in combinations(missions, 2)),
    )
