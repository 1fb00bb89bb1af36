"""Heredity's set-up [DE: Spielvorbereitung 1–7] and the `--setup` keys that fix what is
otherwise random or build a situation from the rulebook. The keys are listed in the package
docstring (`game/titles/heredity/__init__.py`)."""

from __future__ import annotations

import random
from functools import cache

import msgspec

from game.engine.errors import RuleError
from game.engine.queue import run
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity import queued as fx
from game.titles.heredity.content import Card, Carry, content
from game.titles.heredity.emitter import Emitter
from game.titles.heredity.evolve import evolve
from game.titles.heredity.geometry import geometry
from game.titles.heredity.invariants import check_invariants


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
    replace: bool = False       # the campaign's own: a replay won takes the place of the way kept


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
        check_table(state, given.table)
        event = _table_event(state, control, carry, karma_deck, given.table)
        check_table_state(evolve(state, event), given.table)
        em(event)                                            # the marker's card runs first
    else:
        em(_chapter_event(state, control, carry, karma_deck))
        rewrench = [fx.Rewrench(card=i.card, member=i.member) for i in em.state.items]
        em.queue(*rewrench, fx.ChapterStart(card=chapter.first))
    run(em, QUEUE_RULES)
    return em.finish()          # the events, carrying the state they fold into


def _control(state: m.HeredityState, given: HereditySetup) -> tuple[int, ...]:
    if given.control is None:
        return default_control(state.players)
    if set(given.control) != set(m.MEMBERS):
        raise _bad("control", ", ".join(given.control))
    control = tuple(given.control[name] for name in m.MEMBERS)
    problem = q.control_problem(state.players, control)
    if problem:
        raise _bad(f"control ({problem})", ", ".join(f"{n}: {s}" for n, s in given.control.items()))
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


def _secrets(karma: tuple[str, ...], carry: Carry | None = None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Secret cards still in their pile, and those out of the game: karma cards already
    exchanged out, and what earlier chapters removed."""
    removed = set(carry.secrets_removed) if carry else set()
    out = tuple(cid for cid, card in _karma_and_secret_cards() if cid not in karma
                and (cid in removed or (card.a.kind == "karma" and card.a.karma_def.exchange in karma)))
    taken = set(carry.secrets_taken) if carry else set()
    pile = tuple(cid for cid, card in _karma_and_secret_cards()
                 if cid not in karma and cid not in out and cid not in taken)
    return pile, out


@cache
def _karma_and_secret_cards() -> tuple[tuple[str, Card], ...]:
    """The box's karma and secret cards, in card order: every set-up sorts them into piles, and
    they are few among the box's cards."""
    return tuple((cid, card) for cid, card in content().cards.items() if card.a.kind in ("karma", "secret"))


def _secrets_read(karma: tuple[str, ...], carry: Carry, items: tuple[m.Item, ...]) -> tuple[str, ...]:
    """Secret cards taken in earlier chapters that are neither karma cards nor carried items:
    read, out of the pile."""
    held = set(karma) | {i.card for i in items} | set(carry.secrets_removed)
    return tuple(c for c in carry.secrets_taken if c not in held and c in content().cards)


def fresh_member(name: str, materials: int = 0) -> m.Member:
    bodies = []
    for part in m.PARTS:
        size = len(content().cards[q.body_card(name, part)].a.spaces)
        bodies.append(m.Body(part, False, (False,) * size, (False,) * size))
    return m.Member(name, tuple(bodies), materials=materials)


def _carried_items(carry: Carry) -> tuple[tuple[m.Item, ...], tuple[str, ...]]:
    items, turned = [], []
    for name, n in carry.materials.items():
        _member_name("campaign.materials", name)
        if n < 0:
            raise _bad(f"campaign.materials.{name}", n)
    for entry in carry.items:
        _card("campaign.items.card", entry.card, "item", face=entry.face)
        _member_name(f"campaign.items.{entry.card}.member", entry.member)
        fields = content().side(entry.card, entry.face).item_def.fields
        if not 0 <= entry.damage <= sum(f.damage for f in fields):
            raise _bad(f"campaign.items.{entry.card}.damage", entry.damage)
        damage = [False] * len(fields)
        for index in [i for i, f in enumerate(fields) if f.damage][: entry.damage]:
            damage[index] = True
        items.append(m.Item(entry.card, entry.member, "", (False,) * len(fields), tuple(damage), True))
        if entry.face == "b":
            turned.append(entry.card)
    return tuple(items), tuple(turned)


def _chapter_event(state, control, carry: Carry, karma_deck) -> m.TableSetUp:
    items, turned = _carried_items(carry)
    secrets, out = _secrets(karma_deck, carry)
    deck = tuple(c for c in content().chapter_cards[state.chapter] if c not in {i.card for i in items})
    members = tuple(fresh_member(name, carry.materials.get(name, 0)) for name in m.MEMBERS)
    return m.TableSetUp(control=control, deck=deck, members=members, karma_deck=karma_deck,
                        secrets=secrets, items=items, flags=tuple(carry.flags), removed=out,
                        read=_secrets_read(karma_deck, carry, items),
                        turned=turned, timeline=(m.Slot(m.FAMILY_CARD),), carried=_carried(carry))


def _carried(carry: Carry) -> tuple[m.Counter, ...]:
    for name, n in carry.counters.items():
        if n < 0:
            raise _bad(f"campaign.counters.{name}", n)
    return tuple(m.Counter(name, n) for name, n in sorted(carry.counters.items()))


def _table_event(state, control, carry: Carry, karma_deck, table: Table) -> m.TableSetUp:
    """Everything the table names is placed; every other chapter card stays in the deck."""
    secrets, out = _secrets(karma_deck, carry)
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
        flags=tuple(table.flags) + tuple(carry.flags), removed=out,
        read=tuple(dict.fromkeys(tuple(table.read) + _secrets_read(karma_deck, carry, tuple(items)))),
        turned=tuple(table.turned), terrain=terrain, timeline=timeline,
        marker=table.marker, laid=tuple(table.laid),
        encounters=tuple(m.Encounter(card, status) for card, status in table.encounters.items()),
        figures=tuple(m.Figure(fid, area, table.figure_damage.get(fid, 0)) for fid, area in table.figures.items()),
        action_markers=tuple(markers),
        ground=tuple(m.Pile(area, n) for area, n in table.ground.items()),
        counters=tuple(m.Counter(card, n) for card, n in table.counters.items()),
        carried=_carried(carry),
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


# ---- checking a `table` set-up -----------------------------------------------------------------
def _bad(field: str, value: object = None) -> RuleError:
    """One clear reason: the set-up field that does not fit, and its value."""
    detail = field if value is None else f"{field} = {value}"
    return RuleError("heredity.setup_bad", detail=detail)


def _card(field: str, card: str, *kinds: str, face: str = "a", chapter: int = 0) -> None:
    """`card` must be a card of the game, of one of `kinds` on the side shown; with `chapter`,
    one that can lie on that chapter's table (its own cards, the family card, karma and secret
    cards, and items, which carry over from chapter to chapter)."""
    entry = content().cards.get(card)
    if entry is None:
        raise _bad(field, card)
    if chapter and card != m.FAMILY_CARD and card not in content().chapter_cards.get(chapter, ()) \
            and entry.a.kind not in ("karma", "secret", "item"):
        raise _bad(field, card)
    if face == "b" and entry.b is None:
        raise _bad(field, card)
    if kinds and content().side(card, face).kind not in kinds:
        raise _bad(field, card)


def _member_name(field: str, name: str) -> None:
    if name not in m.MEMBERS:
        raise _bad(field, name)


def _space(table: Table, field: str, name: str, space: str, need_damage: bool) -> None:
    """ "part.index" naming an action space of the member's card, on the side the table shows."""
    part, dot, index = space.partition(".")
    if part not in m.PARTS or not dot or not index.isdigit():
        raise _bad(field, space)
    card = content().cards[q.body_card(name, part)]
    spaces = (card.back if part in table.flipped.get(name, []) else card.a).spaces
    if int(index) >= len(spaces) or (need_damage and not spaces[int(index)].damage):
        raise _bad(field, space)


def check_table(state: m.HeredityState, table: Table) -> None:
    """Every id and field of a `table` set-up names something of this game, before anything is
    built from it: a wrong one is refused with the field and value that do not fit."""
    turned = set(table.turned)
    chapter = state.chapter

    def face(card: str) -> str:
        return "b" if card in turned else "a"

    for card in table.turned:
        _card("table.turned", card, face="b", chapter=chapter)
    seen: set[tuple[int, int, int]] = set()
    for spot in table.terrain:
        _card("table.terrain.card", spot.card, "terrain", face=face(spot.card), chapter=chapter)
        if (spot.level, spot.col, spot.row) in seen:
            raise _bad("table.terrain", f"{spot.card} at {spot.col},{spot.row},{spot.level}")
        seen.add((spot.level, spot.col, spot.row))
    for slot in table.timeline:
        _card("table.timeline.card", slot.card, chapter=chapter)
        for card in slot.under:
            _card("table.timeline.under", card, chapter=chapter)
    if table.timeline and m.FAMILY_CARD not in {slot.card for slot in table.timeline}:
        raise _bad("table.timeline", ", ".join(slot.card for slot in table.timeline))
    if table.timeline and not 0 <= table.marker < len(table.timeline):
        raise _bad("table.marker", table.marker)
    if not table.timeline and table.marker != 0:
        raise _bad("table.marker", table.marker)
    for card, status in table.encounters.items():
        _card("table.encounters", card, "encounter", face=face(card), chapter=chapter)
        if status not in ("hostile", "neutral", "allied"):
            raise _bad(f"table.encounters.{card}", status)
    for field, cards in (("table.laid", table.laid), ("table.read", table.read)):
        for card in cards:
            _card(field, card, chapter=chapter)
    for fid in table.figures:
        if fid not in m.MEMBERS:
            card, dot, number = fid.partition(".")
            if not dot or not number.isdigit() or card not in table.encounters:
                raise _bad("table.figures", fid)
    for fid, n in table.figure_damage.items():
        if fid not in table.figures or n < 0:
            raise _bad(f"table.figure_damage.{fid}", n)
    for spec in table.items:
        _card("table.items.card", spec.card, "item", face=face(spec.card))
        if bool(spec.member) == bool(spec.area):
            raise _bad(f"table.items.{spec.card}")        # carried or lying: one of them
        if spec.member:
            _member_name(f"table.items.{spec.card}.member", spec.member)
        fields = content().side(spec.card, face(spec.card)).item_def.fields
        for index in spec.damage:
            if not 0 <= index < len(fields) or not fields[index].damage:
                raise _bad(f"table.items.{spec.card}.damage", index)
    if len({spec.card for spec in table.items}) != len(table.items):
        raise _bad("table.items", "an item twice")
    for name, n in table.materials.items():
        _member_name("table.materials", name)
        if n < 0:
            raise _bad(f"table.materials.{name}", n)
    for area, n in table.ground.items():
        if n <= 0:
            raise _bad(f"table.ground.{area}", n)
    for name, parts in table.flipped.items():
        _member_name("table.flipped", name)
        for part in parts:
            if part not in m.PARTS:
                raise _bad(f"table.flipped.{name}", part)
    for key, need_damage, spaces_of in (("damage", True, table.damage), ("discs", False, table.discs)):
        for name, spaces in spaces_of.items():
            _member_name(f"table.{key}", name)
            for space in spaces:
                _space(table, f"table.{key}.{name}", name, space, need_damage)
    for card in table.counters:
        _card("table.counters", card, chapter=chapter)
    if not any(fid in m.MEMBERS for fid in table.figures):     # else nobody could ever act
        raise _bad("table.figures", ", ".join(table.figures) or "{}")


def check_table_state(state: m.HeredityState, table: Table) -> None:
    """What can only be checked on the table built: the areas named lie on the terrain laid,
    and the rules' invariants hold (each card in one place, the family card in the timeline...)."""
    areas = geometry(state).area
    named = [(f"table.figures.{fid}", area) for fid, area in table.figures.items()]
    named += [(f"table.items.{spec.card}.area", spec.area) for spec in table.items if spec.area]
    named += [("table.ground", area) for area in table.ground]
    for field, area in named:
        if area not in areas:
            raise _bad(field, area)
    problems = check_invariants(state)
    if problems:
        raise _bad("table", problems[0])
