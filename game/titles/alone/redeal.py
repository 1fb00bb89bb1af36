"""Another table an Evil player could not tell from this one, for the search bot: the other Evil
players' hands and every reaction deck's draw pile dealt anew from their cards, and the item deck
shuffled ([KBM S.2 ENTHÜLLT UND VERBORGEN]: an Evil player sees the secret map and his own hand;
of the other hands only how many cards they hold). Each hand keeps as many cards of each deck as
it holds now (who drew from which deck was seen at the table). Pools are sorted before they are
shuffled, so two tables that differ only in the hidden cards give the same new table.

The hero's side has no redeal: his unknowns are the secret map itself (its sectors, creatures and
danger tokens), and a table drawn anew from the real map would tell the search what the hero has
not seen. `search_seats` keeps the search bot to the Evil seats."""

from __future__ import annotations

import random

from msgspec.structs import replace

from game.titles.alone import model as m
from game.titles.alone.content import card_of, content


def search_seats(seat: int) -> bool:
    return seat > 0


def deck_of(card: str) -> str:
    return content().cards[card_of(card)].deck


def redeal(state: m.AloneState, seat: int, rng: random.Random) -> m.AloneState:
    others = [s for s in state.evil_seats() if s != seat]
    hands = list(state.hands)
    piles = list(state.piles)
    for index, deck in enumerate(state.decks):
        held = {s: [c for c in state.hand(s) if deck_of(c) == deck] for s in others}
        pool = sorted([*piles[index], *(c for cards in held.values() for c in cards)])
        rng.shuffle(pool)
        for s, cards in held.items():
            given, pool = pool[:len(cards)], pool[len(cards):]
            hands[s - 1] = (*(c for c in hands[s - 1] if c not in cards), *given)   # ids name one copy each
        piles[index] = tuple(pool)
    items = sorted(state.item_deck)
    rng.shuffle(items)
    return replace(state, hands=tuple(hands), piles=tuple(piles), item_deck=tuple(items))
