"""Another table the players could not tell apart from this one, for the search bot: the cards
lying where nobody may look ([EN: Looking At Cards]) dealt anew. Face-down crowd cards nobody
kept track of change places with the population deck's cards; the infection supply and the
Raxxon deck are shuffled in themselves. Each pool is sorted before it is shuffled, so two tables
that differ only in where the hidden cards lie give the same new table."""

from __future__ import annotations

import random

from msgspec.structs import replace

from game.titles.raxxon import model as m


def redeal(state: m.RaxxonState, seat: int, rng: random.Random) -> m.RaxxonState:
    unseen = [cell for cell in state.crowd if not cell.up and cell.card not in state.seen]
    pool = sorted([cell.card for cell in unseen] + list(state.population_deck))
    rng.shuffle(pool)
    moved = dict(zip((cell.pos for cell in unseen), pool, strict=False))
    crowd = tuple(m.Cell(c.r, c.c, moved.get(c.pos, c.card), c.up) for c in state.crowd)
    supply = sorted(state.infection_supply)
    rng.shuffle(supply)
    raxxon = sorted(state.raxxon_deck)
    rng.shuffle(raxxon)
    return replace(state, crowd=crowd, population_deck=tuple(pool[len(unseen):]),
                   infection_supply=tuple(supply), raxxon_deck=tuple(raxxon))
