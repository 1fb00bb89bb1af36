"""What must hold in every Alone state (checked after every event by the checked playouts)."""

from __future__ import annotations

from collections import Counter
from functools import cache

from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone.content import content


def check_invariants(state: m.AloneState) -> list[str]:
    if not state.hero:
        return []
    problems: list[str] = []
    sheet = content().sheet
    here = q.board(state)
    for track, value, top in (("health", state.health, sheet.health), ("composure", state.composure, sheet.composure)):
        if not 0 <= value <= top:
            problems.append(f"{track} {value} outside 0–{top}")
    if state.adrenaline < 0:
        problems.append("adrenaline below 0")
    # A step into a hidden sector reveals it only after the Evil players' "before reveal" moment.
    if state.hero not in state.revealed and "move" not in state.actions:
        problems.append("the hero's sector is not in the labyrinth")
    ids = [c.id for c in state.creatures]
    if len(ids) != len(set(ids)):
        problems.append("a creature token on the map twice")
    for kind, count in Counter(c.kind for c in state.creatures).items():
        if count > content().creatures[kind].tokens:
            problems.append(f"more {kind} tokens than exist")
    for floor in {s.floor for s in here.sectors.values()}:
        if q.danger_on(state, floor) > sheet.danger_per_floor:
            problems.append(f"more than {sheet.danger_per_floor} danger tokens on floor {floor}")
        if q.on_floor(state, floor) > q.floor_limit(state):
            problems.append(f"more creatures on floor {floor} than its limit")
    if q.fields_used(state) > sheet.reaction_fields:
        problems.append("more reaction fields used than the sheet has")
    if state.played > sheet.cards_per_turn:
        problems.append("more than 2 reaction cards in one turn")
    unknown = [f"{mission.id} in {mission.room}" for mission in state.missions
               if mission.id not in content().missions or mission.room and mission.room not in here.rooms]
    if unknown:
        problems.append(f"missions the map does not have: {', '.join(unknown)}")
    problems += _cards(state)
    return problems


def _cards(state: m.AloneState) -> list[str]:
    """Every reaction card of the two decks exactly once: in a draw pile, a hand, on the sheet or
    in a discard pile; every item card in the deck, the discard or the hero's hands."""
    problems = []
    if state.decks:
        found = [c for pile in (*state.piles, *state.discards, *state.hands) for c in pile]
        found += [p.card for p in state.fields]
        if len(found) != len(_reaction_cards(state.decks)) or set(found) != _reaction_cards(state.decks):
            problems.append("reaction cards lost or doubled")
    items = [*state.item_deck, *state.item_discard, *(h.card for h in state.items)]
    if len(items) != len(_item_cards()) or set(items) != _item_cards():
        problems.append("item cards lost or doubled")
    return problems


@cache
def _reaction_cards(decks: tuple[str, ...]) -> frozenset[str]:
    return frozenset(c for deck in decks for c in content().deck_cards(deck))


@cache
def _item_cards() -> frozenset[str]:
    return frozenset(content().item_cards())
