"""What no player may know now, for `Title.hidden_from`.

[DE: Spielvorbereitung 4, 5, 7] the chapter deck and the secret pile lie face down, the karma
deck is shuffled face down; [DE: Überblick: Karten] players look only at the cards they are told
to take. In Holdout a card's id names its face, so the ids of face-down cards are the secret:

- every karma card in the deck (its order is what nobody may know; drawn cards lie open);
- every card of the chapter deck and the secret pile, unless the players are told its number:
  a chapter begins with the top card of its deck [DE: Spielvorbereitung; Einleitung: "Nehmt
  100"], and cards the players have seen print the numbers of others [DE: Kartennummer]: an
  exploring or level symbol names the card to lay, an action marker the card to take, a card's
  text "take 105", a karma card its replacement.

Heredity's players share everything: every seat, and the public, is hidden the same.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache

from game.titles.heredity import model as m
from game.titles.heredity.content import all_steps, content

BASE_KINDS = ("overview", "body", "family")     # cards 0–17, on the table in every chapter


def hidden_from(state: m.HeredityState, seat: int | None) -> frozenset[str]:
    printed = {content().chapters[state.chapter].first}
    for card, face in seen_faces(state):
        printed |= printed_numbers(card, face)
    face_down = set(state.deck) | set(state.secrets)
    return frozenset(state.karma_deck) | frozenset(face_down - printed)


def seen_faces(state: m.HeredityState) -> Iterator[tuple[str, str]]:
    """Every card side the players have read: the front of each card that left the face-down
    piles, and the back of each of those that was turned."""
    seen = {*base_cards(), *state.read, *state.laid, *state.removed, *state.karma_discard,
            *(placed.card for placed in state.terrain), *(entry.card for entry in state.items),
            *(card for slot in state.timeline for card in (slot.card, *slot.under))}
    for card in seen:
        yield card, "a"
        if card in state.turned:
            yield card, "b"


@lru_cache(maxsize=1)
def base_cards() -> frozenset[str]:
    return frozenset(cid for cid, card in content().cards.items() if card.a.kind in BASE_KINDS)


@cache
def printed_numbers(card: str, face: str) -> frozenset[str]:
    """The numbers of other cards that one side of a card shows."""
    side = content().side(card, face)
    numbers = {*(x.card for x in side.explore), *(x.card for x in side.levels), *(x.card for x in side.markers)}
    if side.karma:
        numbers.add(side.karma.exchange)
    for step in all_steps(side):
        numbers |= {step.card, step.has_item, step.gone, step.secret}
        if step.op == "dying_check":
            numbers.add(m.DEATH_CARD)
    return frozenset(numbers - {""})
