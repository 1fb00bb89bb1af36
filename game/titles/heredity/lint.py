"""The campaign's cards checked as one story, beyond what loading checks card by card
(`content.validate`): what a chapter sets up, a later chapter must be able to find.

- **Flags**: a story flag some card sets is read by some card (an `if` with `flag` or
  `not_flag`), or its chapter lists it in `story_flags`: remembered for the family's story alone.
  A flag a chapter sets to keep a card from coming twice is set by no earlier chapter (chapter 1's
  scouts once stopped chapter 3's riders).
- **Karma**: an `exchange` names a card of the first karma deck (901–909) that no earlier
  chapter, and no other card of its own chapter, may have exchanged already; where one may have,
  the step says what it does instead (`else`).
- **Cards of its game**: a card's steps name only cards of its own chapter, the base cards and
  the secret cards. An item carries into later chapters, so what its steps name of its chapter
  they name only under a test that can hold in that chapter alone (its own special markers).
- **Counters**: a campaign counter a chapter keeps (`carry`) is read by a later chapter
  (`carried_min`).
- **Items**: no two item cards share a name, and one step alone gives each item card: a carried
  item never meets a second copy of itself, and no card gives an item the family holds already.

`problems(content)` lists every problem in words naming the card; `tests/heredity/test_lint.py`
holds the campaign to none.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from game.titles.heredity.content import Card, Content, Side, Step, all_steps

FIRST_KARMA = tuple(f"90{i}" for i in range(1, 10))
CARD_FIELDS = ("card", "has_item", "gone")      # the step fields that name a card


def problems(content: Content) -> list[str]:
    return (flags_unread(content) + guards_set_before(content) + exchanges_unsure(content)
            + cards_outside(content) + counters_unread(content) + items_twice(content)
            + items_given_twice(content))


# ---- walking the cards -------------------------------------------------------------------------
def sides(card: Card) -> list[Side]:
    return [side for side in (card.a, card.b) if side is not None]


def steps_of(content: Content, chapter: int) -> Iterator[tuple[str, Step]]:
    """Every step of a chapter's cards, with the card it is on."""
    for cid in content.chapter_cards[chapter]:
        for side in sides(content.cards[cid]):
            for step in all_steps(side):
                yield cid, step


def steps_under(side: Side) -> Iterator[tuple[Step, tuple[Step, ...]]]:
    """Every step of a side with the `if` steps it lies under, outermost first."""
    def walk(steps, above):
        for step in steps:
            yield step, above
            yield from walk(step.then + step.else_, above + (step,))
    sources = [side.rules, side.timeline]
    if side.item:
        sources += [side.item.wrench] + [f.steps for f in side.item.fields]
    for steps in sources:
        yield from walk(steps, ())


def read_flags(content: Content) -> set[str]:
    return {flag for number in content.chapters for _, step in steps_of(content, number)
            for flag in (step.flag, step.not_flag) if flag}


def set_flags(content: Content, chapter: int) -> set[str]:
    return {step.value.lstrip("!") for _, step in steps_of(content, chapter) if step.op == "flag"}


# ---- the rules ---------------------------------------------------------------------------------
def flags_unread(content: Content) -> list[str]:
    read = read_flags(content)
    found = []
    for number, chapter in content.chapters.items():
        told = set(chapter.story_flags)
        for cid, step in steps_of(content, number):
            flag = step.value.lstrip("!")
            if step.op == "flag" and flag not in read and flag not in told:
                found.append(f"card {cid}: flag {flag!r} is read by no card and not in chapter {number}'s story_flags")
        for flag in sorted(told & read):
            found.append(f"chapter {number}: story flag {flag!r} is read by a card")
        for flag in sorted(told - set_flags(content, number)):
            found.append(f"chapter {number}: story flag {flag!r} is set by none of its cards")
    return found


def guards_set_before(content: Content) -> list[str]:
    """`if not_flag X then take C` where C sets X: X keeps C from coming twice, so no earlier
    chapter may leave X set."""
    found = []
    for number in content.chapters:
        earlier = {flag for n in content.chapters if n < number for flag in set_flags(content, n)}
        for cid, step in steps_of(content, number):
            guarded = [s.card for s in step.then
                       if s.op == "take" and step.not_flag in sets_when_taken(content, s.card)]
            if step.op == "if" and step.not_flag in earlier and guarded:
                found.append(f"card {cid}: flag {step.not_flag!r} keeps card {guarded[0]} from coming twice, "
                             "but an earlier chapter sets it too")
    return found


def sets_when_taken(content: Content, card: str) -> set[str]:
    """The flags a card sets as soon as it is read (its rules)."""
    rules = [step for side in sides(content.cards[card]) for step in side.rules]
    stack, found = list(rules), set()
    while stack:
        step = stack.pop()
        found |= {step.value} if step.op == "flag" else set()
        stack += step.then + step.else_
    return found


def exchanges_unsure(content: Content) -> list[str]:
    found = []
    for number in sorted(content.chapters):
        before = {step.card for n in content.chapters if n < number
                  for _, step in steps_of(content, n) if step.op == "exchange"}
        here = Counter(step.card for _, step in steps_of(content, number) if step.op == "exchange")
        for cid, step in steps_of(content, number):
            unsure = step.card in before or here[step.card] > 1 or step.card not in FIRST_KARMA
            if step.op == "exchange" and unsure and not step.else_:
                found.append(f"card {cid}: karma card {step.card} may have left the deck before; say what "
                             "the step does then (else)")
    return found


def cards_outside(content: Content) -> list[str]:
    owner = {cid: number for number, cards in content.chapter_cards.items() for cid in cards}
    found = []
    for number in content.chapters:
        for cid in content.chapter_cards[number]:
            item = content.cards[cid].a.kind == "item"
            for side in sides(content.cards[cid]):
                for step, above in steps_under(side):
                    for named in (getattr(step, f) for f in CARD_FIELDS):
                        if named not in owner:
                            continue           # a base or secret card: every chapter has them
                        if owner[named] != number:
                            found.append(f"card {cid}: names card {named} of chapter {owner[named]}, not its own")
                        elif item and not bound(content, number, above):
                            found.append(f"card {cid}: an item carried on names card {named} of its chapter "
                                         f"outside a test that holds in chapter {number} alone")
    return found


def bound(content: Content, chapter: int, above: tuple[Step, ...]) -> bool:
    """Whether an `if` above holds in `chapter` alone: it asks for one of its special markers."""
    own = {x.kind for x in content.chapters[chapter].markers}
    return any(step.mark in own and step.mark not in {x.kind for n, c in content.chapters.items() if n != chapter
                                                      for x in c.markers}
               for step in above)


def counters_unread(content: Content) -> list[str]:
    found = []
    for number in content.chapters:
        read_after = {step.name for n in content.chapters if n > number
                      for _, step in steps_of(content, n) if step.carried_min >= 0}
        for name in sorted({step.name for _, step in steps_of(content, number) if step.op == "carry"} - read_after):
            found.append(f"chapter {number}: campaign counter {name!r} is read by no later chapter")
    return found


def items_twice(content: Content) -> list[str]:
    named: dict[tuple[str, str], set[str]] = {}
    for cid, card in content.cards.items():
        for side in sides(card):
            for lang, name in (side.item.name.items() if side.item else ()):
                named.setdefault((lang, name), set()).add(cid)
    return [f"cards {', '.join(sorted(cards))}: items named {name!r} ({lang})"
            for (lang, name), cards in sorted(named.items()) if len(cards) > 1]


def items_given_twice(content: Content) -> list[str]:
    givers: dict[str, list[str]] = {}
    for number in content.chapters:
        for cid, step in steps_of(content, number):
            if step.op in ("take", "item") and content.cards[step.card].a.kind == "item":
                givers.setdefault(step.card, []).append(cid)
    return [f"item {item}: given by cards {', '.join(cards)}" for item, cards in sorted(givers.items())
            if len(cards) > 1]
