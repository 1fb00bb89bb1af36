"""Another table the players could not tell apart from this one, for the search bot: the event
cards not yet drawn and the story deck dealt anew, as far as the players do not know them.

What they know of the event deck (Regel 1.3 and the set-up): the acts lie stacked in order, each
act's part holds a known number of normal and of special cards (specials and Brains! together),
and a finale lies at the bottom. So each act's part is dealt again from that act's unknown cards
of each kind (those still in the deck and those left in the box), shuffled within the part, and
the bottom card from the unknown finales. Each pool is sorted before it is shuffled, so two
tables that differ only in where the hidden cards lie give the same new table."""

from __future__ import annotations

import random
from itertools import groupby

from msgspec.structs import replace

from game.titles.zeds import model as m
from game.titles.zeds.content import content


def _kind(card: str) -> str:
    kind = content().events[card].kind
    return "normal" if kind == "normal" else "finale" if kind == "finale" else "special"


def _part(card: str) -> tuple[str, int]:
    """Which part of the deck a card lies in: its act, or the finale at the bottom."""
    return ("finale", 0) if _kind(card) == "finale" else ("act", content().events[card].act)


def redeal(state: m.ZedsState, seat: int, rng: random.Random) -> m.ZedsState:
    unknown = sorted(state.event_deck + state.event_box)
    pools: dict[tuple, list[str]] = {}
    for card in unknown:
        pools.setdefault((_part(card)[1], _kind(card)), []).append(card)
    for pool in pools.values():
        rng.shuffle(pool)
    deck: list[str] = []
    for (_, act), cards in groupby(state.event_deck, key=_part):
        kinds = sorted(_kind(card) for card in cards)       # how many of each kind, not where
        dealt = [pools[(act, kind)].pop() for kind in kinds]
        rng.shuffle(dealt)
        deck += dealt
    box = [card for pool in pools.values() for card in pool]
    story = sorted(state.story_deck)
    rng.shuffle(story)
    return replace(state, event_deck=tuple(deck), event_box=tuple(sorted(box)), story_deck=tuple(story))
