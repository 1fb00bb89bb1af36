"""Another table a seat could not tell from this one, for the search bot.

An Evil player ([KBM S.2 ENTHÜLLT UND VERBORGEN]: he sees the secret map and his own hand; of the
other hands only how many cards they hold): the other Evil players' hands and every reaction
deck's draw pile are dealt anew from their cards, and the item deck shuffled.

The hero: the secret map is made up anew around his labyrinth, with the pieces he has not seen on
it (`worlds`); every Evil hand, draw pile and discard pile is dealt anew (he sees none of their
cards), and the item deck shuffled.

Each hand keeps as many cards of each deck as it holds now (who drew from which deck was seen at
the table). Pools are sorted before they are shuffled, so two tables that differ only in the
hidden cards give the same new table."""

from __future__ import annotations

import random

from msgspec.structs import replace

from game.titles.alone import model as m
from game.titles.alone.content import card_of, content
from game.titles.alone.worlds import hero_map


def deck_of(card: str) -> str:
    return content().cards[card_of(card)].deck


def redeal(state: m.AloneState, seat: int, rng: random.Random) -> m.AloneState:
    if seat == m.HERO:
        world = _deal(hero_map(state, rng), state.evil_seats(), rng, discards=True)
    else:
        world = _deal(state, [s for s in state.evil_seats() if s != seat], rng, discards=False)
    items = sorted(world.item_deck)
    rng.shuffle(items)
    return replace(world, item_deck=tuple(items))


def _deal(state: m.AloneState, seats, rng: random.Random, discards: bool) -> m.AloneState:
    """The hands of `seats`, each deck's draw pile and, with `discards`, its discard pile dealt
    anew, each as large as it is now."""
    hands, piles, thrown = list(state.hands), list(state.piles), list(state.discards)
    for index, deck in enumerate(state.decks):
        held = {s: [c for c in state.hand(s) if deck_of(c) == deck] for s in seats}
        pool = sorted([*piles[index], *(c for cards in held.values() for c in cards),
                       *(thrown[index] if discards else ())])
        rng.shuffle(pool)
        for s, cards in held.items():
            given, pool = pool[:len(cards)], pool[len(cards):]
            hands[s - 1] = (*(c for c in hands[s - 1] if c not in cards), *given)   # ids name one copy each
        if discards:
            thrown[index], pool = tuple(pool[:len(thrown[index])]), pool[len(thrown[index]):]
        piles[index] = tuple(pool)
    return replace(state, hands=tuple(hands), piles=tuple(piles), discards=tuple(thrown))
