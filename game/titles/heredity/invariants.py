"""What must hold after every event: checked by random playouts and on every loaded snapshot."""

from __future__ import annotations

from collections import Counter

from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity.content import content


def card_places(state: m.HeredityState) -> Counter:
    """Where every chapter and secret card lies; each must lie in exactly one place."""
    places: Counter = Counter()
    for pile in ("deck", "read", "removed", "laid", "secrets", "karma_deck", "karma_discard"):
        places.update(getattr(state, pile))
    places.update(p.card for p in state.terrain)
    places.update(card for slot in state.timeline for card in (slot.card, *slot.under))
    places.update(item.card for item in state.items)
    return places


def check_invariants(state: m.HeredityState) -> list[str]:
    problems: list[str] = []
    places = card_places(state)
    expected = set(content().chapter_cards.get(state.chapter, ())) | {m.FAMILY_CARD}
    expected |= {cid for cid, c in content().cards.items() if c.a.kind in ("karma", "secret")}
    expected |= {item.card for item in state.items}      # carried over from earlier chapters
    twice = sorted(card for card, n in places.items() if n > 1)
    missing = sorted(expected - set(places))
    extra = sorted(set(places) - expected)
    if twice or missing or extra:
        problems.append(f"cards: twice {twice[:5]}, missing {missing[:5]}, unknown {extra[:5]}")
    karma = state.karma_deck + state.karma_discard
    if len(karma) != m.KARMA_SIZE or any(content().cards[c].a.kind != "karma" for c in karma):
        problems.append(f"karma deck holds {len(karma)} cards, not nine karma cards")
    if state.timeline and not (0 <= state.marker < len(state.timeline) or state.marker == -1):
        problems.append(f"time marker {state.marker} outside the timeline")
    if m.FAMILY_CARD not in {slot.card for slot in state.timeline}:
        problems.append("the family card left the timeline")
    control = q.control_problem(state.players, state.control) if state.control else ""
    if control:
        problems.append(f"members played: {control}")
    problems += _member_problems(state)
    problems += _table_problems(state)
    return problems


def _member_problems(state: m.HeredityState) -> list[str]:
    names = tuple(who.name for who in state.members)
    if names != m.MEMBERS:          # a table from a file naming another family: nothing else fits it
        return [f"the family is {', '.join(names)}, not {', '.join(m.MEMBERS)}"]
    problems = []
    for name in m.MEMBERS:
        used = q.discs_used(state, name)
        if not 0 <= used <= q.discs_owned(state, name):
            problems.append(f"{name}: {used} discs in use")
        who = q.member(state, name)
        if who.materials < 0:
            problems.append(f"{name}: negative materials")
        for b in who.bodies:
            spaces = q.body_spaces(b, name)
            if len(b.discs) != len(spaces) or len(b.damage) != len(spaces):
                problems.append(f"{name} {b.part}: spaces do not match the card")
                continue
            if any(hurt and not s.damage for hurt, s in zip(b.damage, spaces, strict=True)):
                problems.append(f"{name} {b.part}: damage on a space without the damage symbol")
        slots = Counter(q.item_side(state, i.card).slot for i in q.carried(state, name))
        if slots["utility"] > 3 or any(n > 1 for slot, n in slots.items() if slot != "utility"):
            problems.append(f"{name}: too many items in one slot")
    for entry in state.items:
        fields = q.item_side(state, entry.card).fields
        if bool(entry.member) == bool(entry.area):
            problems.append(f"item {entry.card} is neither carried nor lying somewhere (or both)")
        if any(hurt and not f.damage for hurt, f in zip(entry.damage, fields, strict=False)):
            problems.append(f"item {entry.card}: damage on a field without the damage symbol")
    return problems


def _mark_problems(state: m.HeredityState, placed: set[str]) -> list[str]:
    """Markers lie in numbers on an area of the terrain or on a standing figure."""
    standing = {f.id for f in state.figures}
    problems = []
    for x in state.marks:
        if x.n <= 0 or not (x.at in standing or x.at.split(":")[0] in placed):
            problems.append(f"{x.n} {x.kind} markers on {x.at}, which is not on the table")
    if state.violet and state.violet not in m.MEMBERS:
        problems.append(f"the violet disc lies with {state.violet}")
    return problems


def _table_problems(state: m.HeredityState) -> list[str]:
    problems = []
    placed = {p.card for p in state.terrain}
    ids = [f.id for f in state.figures]
    if len(set(ids)) != len(ids):
        problems.append("a figure stands twice")
    for f in state.figures:
        if f.area.split(":")[0] not in placed:
            problems.append(f"figure {f.id} stands off the terrain")
        if not q.is_member(f.id) and q.encounter(state, q.figure_card(f.id)) is None:
            problems.append(f"figure {f.id} belongs to no encounter in play")
    for entry in state.encounters:
        in_timeline = q.timeline_index(state, entry.card) >= 0
        being_read = entry.card in state.read
        if (entry.status == "neutral" and in_timeline) or (entry.status != "neutral" and not in_timeline
                                                           and not being_read):
            problems.append(f"encounter {entry.card} ({entry.status}) {'in' if in_timeline else 'not in'} the timeline")
    problems += _mark_problems(state, placed)
    if any(p.n <= 0 for p in state.ground):
        problems.append("an empty material pile")
    if state.outcome is not None and state.outcome not in content().endings and state.outcome != "died":
        problems.append(f"unknown outcome {state.outcome}")
    return problems
