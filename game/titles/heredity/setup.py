"""Heredity's set-up [DE: Spielvorbereitung 1–7] and the `--setup` keys that fix what is
otherwise random or build a situation from the rulebook. The keys are listed in the package
docstring (`game/titles/heredity/__init__.py`)."""

from __future__ import annotations

import random

import msgspec

from game.engine.errors import RuleError
from game.engine.queue import run
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity.content import Carry, content
from game.titles.heredity.emitter import Emitter


class TerrainSpot(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    card: str
    col: int = 0
    row: int = 0
    level: int = 0


class SlotSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    card: str
    under: list[str] = []


class ItemSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    card: str
    member: str = ""
    area: str = ""
    damage: list[int] = []


class Table(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A situation in the middle of a chapter (for rulebook examples and tests)."""

    terrain: list[TerrainSpot] = []
    figures: dict[str, str] = {}
    figure_damage: dict[str, int] = {}
    timeline: list[SlotSpec] = []
    marker: int = 0
    encounters: dict[str, str] = {}
    laid: list[str] = []
    read: list[str] = []
    turned: list[str] = []
    items: list[ItemSpec] = []
    materials: dict[str, int] = {}
    ground: dict[str, int] = {}
    damage: dict[str, list[str]] = {}
    flipped: dict[str, list[str]] = {}
    discs: dict[str, list[str]] = {}
    counters: dict[str, int] = {}
    flags: list[str] = []


class HereditySetup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    karma: list[str] | None = None
    control: dict[str, int] | None = None
    campaign: Carry | None = None
    table: Table | None = None


def initial_state(options: dict) -> m.HeredityState:
    return m.HeredityState(chapter=int(options["chapter"]), players=int(options["players"]))


def default_control(players: int) -> tuple[int, ...]:
    """[DE: Spielvorbereitung] 4: one member each; 3: the fourth is decided together; 2: a
    child and an adult each; 1: all four."""
    return {
        4: (0, 1, 2, 3),
        3: (0, 1, 2, m.SHARED),
        2: (1, 0, 1, 0),
        1: (0, 0, 0, 0),
    }[players]


def setup(state: m.HeredityState, given: HereditySetup | None, rng: random.Random) -> list:
    from game.titles.heredity.rules import QUEUE_RULES

    given = given or HereditySetup()
    chapter = content().chapters.get(state.chapter)
    if chapter is None:
        raise RuleError("heredity.no_chapter", chapter=state.chapter,
                        known=", ".join(str(n) for n in sorted(content().chapters)))
    carry = given.campaign or chapter.default_carry or Carry(karma=tuple(f"90{i}" for i in range(1, 10)))
    control = _control(state, given)
    karma_deck = _karma_order(carry, given, rng)
    em = Emitter(state, rng)
    if given.table is not None:
        em(_table_event(state, control, carry, karma_deck, given.table))   # the marker's card runs first
    else:
        em(_chapter_event(state, control, carry, karma_deck))
        rewrench = [m.Effect("rewrench", card=i.card, member=i.member) for i in em.state.items]
        em.queue(*rewrench, m.Effect("chapter_start", card=chapter.first))
    run(em, QUEUE_RULES)
    return list(em.events)


def _control(state: m.HeredityState, given: HereditySetup) -> tuple[int, ...]:
    control = default_control(state.players)
    if given.control is None:
        return control
    if set(given.control) != set(m.MEMBERS) or any(not -1 <= s < state.players for s in given.control.values()):
        raise RuleError("heredity.setup_bad", detail="control")
    control = tuple(given.control[name] for name in m.MEMBERS)
    if state.players == 2:
        for seat in (0, 1):
            mine = [name for name, s in zip(m.MEMBERS, control, strict=True) if s == seat]
            if sorted(n in m.CHILDREN for n in mine) != [False, True]:
                raise RuleError("heredity.setup_bad", detail="control: each of two players has a child and an adult")
    return control


def _karma_order(carry: Carry, given: HereditySetup, rng: random.Random) -> tuple[str, ...]:
    """[DE: Spielvorbereitung 5] the nine karma cards, shuffled (or in the order given)."""
    cards = list(carry.karma)
    if len(cards) != m.KARMA_SIZE or any(content().cards.get(c) is None or content().cards[c].a.kind != "karma"
                                         for c in cards):
        raise RuleError("heredity.setup_bad", detail="karma: nine karma cards")
    listed = list(given.karma or [])
    if any(card not in cards for card in listed) or len(set(listed)) != len(listed):
        raise RuleError("heredity.setup_bad", detail="karma order: cards of the karma deck, once each")
    rest = [card for card in cards if card not in listed]
    rng.shuffle(rest)
    return tuple(listed + rest)


def _secrets(karma: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Secret cards still in their pile, and karma cards already exchanged out of the game."""
    out = tuple(cid for cid, card in content().cards.items()
                if card.a.kind == "karma" and cid not in karma and card.a.karma_def.exchange in karma)
    pile = tuple(cid for cid, card in content().cards.items()
                 if card.a.kind in ("karma", "secret") and cid not in karma and cid not in out)
    return pile, out


def fresh_member(name: str, materials: int = 0) -> m.Member:
    bodies = []
    for part in m.PARTS:
        size = len(content().cards[q.body_card(name, part)].a.spaces)
        bodies.append(m.Body(part, False, (False,) * size, (False,) * size))
    return m.Member(name, tuple(bodies), materials=materials)


def _carried_items(carry: Carry) -> tuple[tuple[m.Item, ...], tuple[str, ...]]:
    items, turned = [], []
    for entry in carry.items:
        if entry.member not in m.MEMBERS or content().cards.get(entry.card) is None:
            raise RuleError("heredity.setup_bad", detail=f"campaign item {entry.card}")
        fields = content().side(entry.card, entry.face).item_def.fields
        damage = [False] * len(fields)
        for index in [i for i, f in enumerate(fields) if f.damage][: entry.damage]:
            damage[index] = True
        items.append(m.Item(entry.card, entry.member, "", (False,) * len(fields), tuple(damage), True))
        if entry.face == "b":
            turned.append(entry.card)
    return tuple(items), tuple(turned)


def _chapter_event(state, control, carry: Carry, karma_deck) -> m.TableSetUp:
    items, turned = _carried_items(carry)
    secrets, out = _secrets(karma_deck)
    deck = tuple(c for c in content().chapter_cards[state.chapter] if c not in {i.card for i in items})
    members = tuple(fresh_member(name, carry.materials.get(name, 0)) for name in m.MEMBERS)
    return m.TableSetUp(control=control, deck=deck, members=members, karma_deck=karma_deck,
                        secrets=secrets, items=items, flags=tuple(carry.flags), removed=out,
                        turned=turned, timeline=(m.Slot(m.FAMILY_CARD),))


def _table_event(state, control, carry: Carry, karma_deck, table: Table) -> m.TableSetUp:
    """Everything the table names is placed; every other chapter card stays in the deck."""
    secrets, out = _secrets(karma_deck)
    named = {spec.card for spec in table.items}
    # an item the table names is placed as the table says, never twice beside the carried one
    items = [i for i in _carried_items(carry)[0] if i.card not in named]
    for spec in table.items:
        face = "b" if spec.card in table.turned else "a"
        fields = content().side(spec.card, face).item_def.fields
        damage = tuple(i in spec.damage for i in range(len(fields)))
        items.append(m.Item(spec.card, spec.member, spec.area, (False,) * len(fields), damage, True))
    members = tuple(_table_member(name, table) for name in m.MEMBERS)
    timeline = tuple(m.Slot(s.card, tuple(s.under)) for s in table.timeline) or (m.Slot(m.FAMILY_CARD),)
    terrain = tuple(m.Placed(t.card, t.col, t.row, t.level) for t in table.terrain)
    placed = {c for s in timeline for c in (s.card, *s.under)} | {t.card for t in terrain}
    placed |= set(table.laid) | set(table.read) | {i.card for i in items}
    for card in placed:
        if card not in content().cards:
            raise RuleError("heredity.setup_bad", detail=f"unknown card {card}")
    markers = []
    for spot in terrain:
        face = "b" if spot.card in table.turned else "a"
        for index, marker in enumerate(content().side(spot.card, face).markers):
            markers.append(m.ActionMarker(f"{spot.card}:{face}{index}", f"{spot.card}:{marker.area}",
                                          marker.kind, marker.card))
    return m.TableSetUp(
        control=control,
        deck=tuple(c for c in content().chapter_cards[state.chapter] if c not in placed),
        members=members, karma_deck=karma_deck, secrets=secrets, items=tuple(items),
        flags=tuple(table.flags) + tuple(carry.flags), removed=out, read=tuple(table.read),
        turned=tuple(table.turned), terrain=terrain, timeline=timeline,
        marker=table.marker if 0 <= table.marker < len(timeline) else 0, laid=tuple(table.laid),
        encounters=tuple(m.Encounter(card, status) for card, status in table.encounters.items()),
        figures=tuple(m.Figure(fid, area, table.figure_damage.get(fid, 0)) for fid, area in table.figures.items()),
        action_markers=tuple(markers),
        ground=tuple(m.Pile(area, n) for area, n in table.ground.items()),
        counters=tuple(m.Counter(card, n) for card, n in table.counters.items()),
    )


def _table_member(name: str, table: Table) -> m.Member:
    who = fresh_member(name, table.materials.get(name, 0))
    bodies = []
    for b in who.bodies:
        if b.part in table.flipped.get(name, []):
            size = len(content().cards[q.body_card(name, b.part)].back.spaces)
            b = m.Body(b.part, True, (False,) * size, (False,) * size)
        damage = list(b.damage)
        discs = list(b.discs)
        for space in table.damage.get(name, []):
            part, _, index = space.partition(".")
            if part == b.part:
                damage[int(index)] = True
        for space in table.discs.get(name, []):
            part, _, index = space.partition(".")
            if part == b.part:
                discs[int(index)] = True
        bodies.append(m.Body(b.part, b.flipped, tuple(discs), tuple(damage)))
    return m.Member(name, tuple(bodies), materials=who.materials)
