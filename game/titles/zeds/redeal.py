"""Another table the players could not tell apart from this one, for the search bot: the event
cards not yet drawn (the deck and the cards left in the box together, as nobody knows which lie
where) and the story deck dealt anew. Each pool is sorted before it is shuffled, so two tables
that differ only in where the hidden cards lie give the same new table."""

from __future__ import annotations

import random

from msgspec.structs import replace

from game.titles.zeds import model as m


def redeal(state: m.ZedsState, seat: int, rng: random.Random) -> m.ZedsState:
    events = sorted(state.event_deck + state.event_box)
    rng.shuffle(events)
    story = sorted(state.story_deck)
    rng.shuffle(story)
    size = len(state.event_deck)
    return replace(state, event_deck=tuple(events[:size]), event_box=tuple(events[size:]), story_deck=tuple(story))
