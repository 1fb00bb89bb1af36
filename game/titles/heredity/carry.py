"""What a chapter hands to the next [DE: Gegenstandskarten und Material, Hinweis; Karmakarten]:
the items the family carries with their state, the materials, the nine karma cards and the story
flags (those carried in first, then the chapter's own in the order they were set). Items left
lying on the terrain stay behind. Besides, the campaign's memory: counters set by `carry` steps,
and which secret cards (900-928) left the secret pile, taken or removed from the game
[DE: Spielvorbereitung 4: the secret pile keeps its order from chapter to chapter]."""

from __future__ import annotations

from game.engine.errors import RuleError
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity.content import CarriedItem, Carry, content

DIED = "died"               # how a chapter ends when the family dies: no ending card of its own


def carry_over(state: m.HeredityState) -> Carry:
    items = []
    for entry in state.items:
        if entry.member:
            items.append(CarriedItem(card=entry.card, member=entry.member, face=q.face(state, entry.card),
                                     damage=sum(entry.damage)))
    return Carry(
        items=tuple(items),
        materials={name: q.member(state, name).materials for name in m.MEMBERS if q.member(state, name).materials},
        karma=tuple(sorted(state.karma_deck + state.karma_discard)),
        flags=state.flags,                  # in the order they were set: the story tells them so
        counters={c.card: c.n for c in sorted(state.carried, key=lambda c: c.card)},
        secrets_taken=tuple(sorted(c for c in secret_cards() if c not in state.secrets and c not in state.removed)),
        secrets_removed=tuple(sorted(c for c in secret_cards() if c in state.removed)),
    )


def secret_cards() -> list[str]:
    """The secret pile of the box [DE: Spielmaterial: Geheimniskarten, Kartennummern 900-928]."""
    return [cid for cid, card in content().cards.items() if card.a.kind in ("karma", "secret")]


def is_win(outcome: str | None) -> bool:
    ending = content().endings.get(outcome or "")
    return ending is not None and ending.kind == "win"


def chapters() -> list[int]:
    return sorted(content().chapters)


def chapter_after(number: int) -> int | None:
    """The chapter a win of `number` leads to: the next one there is (a campaign missing a chapter
    still goes on); None after the last chapter, the campaign's finale."""
    return min((n for n in chapters() if n > number), default=None)


def chapter_before(number: int) -> int | None:
    """The chapter whose win carries into `number`; None for the first."""
    return max((n for n in chapters() if n < number), default=None)


def last_chapter() -> int:
    """The finale: once it is won, the campaign is complete."""
    return chapters()[-1]


def outcomes() -> set[str]:
    """Every way a chapter may end: its ending cards, or the family dead."""
    return {*content().endings, DIED}


def no_chapter(number: int) -> RuleError:
    return RuleError("heredity.no_chapter", chapter=number, known=", ".join(map(str, chapters())))


def starts_from(carry: Carry) -> bool:
    """Whether a chapter can begin from `carry`: one holding no karma cards (nothing carried yet)
    leaves the chapter to its own start."""
    return bool(carry.karma)
