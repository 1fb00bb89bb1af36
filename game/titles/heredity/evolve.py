"""Heredity's `evolve`: how each event changes the state. Pure and total; never random."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from game.engine.queue import QUEUE_EVENTS, evolve_queue
from game.titles.heredity import model as m
from game.titles.heredity.content import content

PILES = ("deck", "read", "laid", "secrets")


def _drop(pile: tuple[str, ...], card: str) -> tuple[str, ...]:
    return tuple(c for c in pile if c != card)


def _off_piles(state: m.HeredityState, card: str, piles=PILES) -> dict:
    return {name: _drop(getattr(state, name), card) for name in piles if card in getattr(state, name)}


def _marker_card(state: m.HeredityState) -> str:
    return state.timeline[state.marker].card if 0 <= state.marker < len(state.timeline) else ""


def _with_marker(state: m.HeredityState, timeline: tuple[m.Slot, ...], keep: str) -> dict:
    """The marker stays on its card; before time starts it lies nowhere (-1)."""
    if state.marker < 0:
        return {"timeline": timeline, "marker": -1}
    index = next((i for i, slot in enumerate(timeline) if slot.card == keep), state.marker)
    return {"timeline": timeline, "marker": index}


def _set_up(state: m.HeredityState, e: m.TableSetUp) -> m.HeredityState:
    fields = {name: getattr(e, name) for name in e.__struct_fields__}
    return replace(state, **fields)


def _taken(state, e: m.CardTaken):
    changes = _off_piles(state, e.card, ("deck", "secrets"))
    return replace(state, **changes, read=_drop(state.read, e.card) + (e.card,), reading=e.card)


def _turned(state, e: m.CardTurned):
    state = _discs_off_item(state, e.card)
    if e.card in state.turned:
        return replace(state, turned=_drop(state.turned, e.card))
    return replace(state, turned=state.turned + (e.card,))


def _discs_off_item(state: m.HeredityState, card: str) -> m.HeredityState:
    """[DE: Überblick: Aktionen, Hinweis] discs on a card that turns lie on the member, still
    spent; the spaces on the other side are free."""
    entry = next((i for i in state.items if i.card == card and i.member and any(i.discs)), None)
    if entry is None:
        return state
    who = state.members[m.MEMBERS.index(entry.member)]
    members = _member_change(state, entry.member, loose=who.loose + sum(entry.discs))
    items = tuple(replace(i, discs=(False,) * len(i.discs)) if i.card == card else i for i in state.items)
    return replace(state, members=members, items=items)


def _timeline_placed(state, e: m.TimelinePlaced):
    keep = _marker_card(state)
    slots = [slot for slot in state.timeline if slot.card != e.card]
    moved = next((slot for slot in state.timeline if slot.card == e.card), m.Slot(e.card))
    slots.insert(min(e.index, len(slots)), moved)
    changes = _off_piles(state, e.card, ("deck", "read", "laid"))
    return replace(state, **changes, **_with_marker(state, tuple(slots), keep))


def _attached(state, e: m.CardAttached):
    slots = tuple(replace(slot, under=slot.under + (e.card,)) if slot.card == e.host else slot
                  for slot in state.timeline)
    return replace(state, timeline=slots, **_off_piles(state, e.card, ("deck", "read", "laid")))


def _removed(state, e: m.CardRemoved):
    gone = {e.card, *e.with_under}
    changes = _off_piles(state, e.card, ("deck", "read", "laid", "secrets", "karma_deck", "karma_discard"))
    index = next((i for i, slot in enumerate(state.timeline) if slot.card == e.card), -1)
    slots = tuple(replace(slot, under=tuple(c for c in slot.under if c not in gone))
                  for slot in state.timeline if slot.card != e.card)
    marker = state.marker
    if index >= 0 and marker >= 0:
        if index < marker:
            marker -= 1
        elif index == marker and marker >= len(slots):
            marker = 0                      # the marker moves on to the next card, wrapping
    return replace(
        state, **changes,
        timeline=slots, marker=marker if slots else -1,
        removed=state.removed + tuple(c for c in (e.card, *e.with_under) if c not in state.removed),
        terrain=tuple(p for p in state.terrain if p.card != e.card),
        items=tuple(i for i in state.items if i.card != e.card),
        encounters=tuple(x for x in state.encounters if x.card != e.card),
        figures=tuple(f for f in state.figures if f.id.split(".")[0] != e.card or f.id in m.MEMBERS),
        marks=tuple(x for x in state.marks if x.at.split(".")[0] != e.card or ":" in x.at),
        counters=tuple(c for c in state.counters if c.card not in gone),
        turned=tuple(c for c in state.turned if c not in gone),
    )


def _laid(state, e: m.CardLaid):
    return replace(state, **_off_piles(state, e.card, ("deck", "read")), laid=state.laid + (e.card,))


def _card_read(state, e: m.CardRead):
    keep = _marker_card(state)
    slots = tuple(slot for slot in state.timeline if slot.card != e.card)
    marker = {}
    if len(slots) != len(state.timeline):
        marker = _with_marker(state, slots, keep)
        if keep == e.card:
            marker = {"timeline": slots, "marker": state.marker % len(slots) if slots else -1}
    return replace(state, **_off_piles(state, e.card, ("laid",)), **marker,
                   read=_drop(state.read, e.card) + (e.card,))


def _terrain(state, e: m.TerrainPlaced):
    placed = m.Placed(e.card, e.col, e.row, e.level)
    return replace(state, **_off_piles(state, e.card, ("deck", "read")), terrain=state.terrain + (placed,))


def _discs_returned(state, e):
    members = tuple(
        replace(who, loose=0, ally_discs=0,
                bodies=tuple(replace(b, discs=(False,) * len(b.discs)) for b in who.bodies))
        for who in state.members)
    items = tuple(replace(i, discs=(False,) * len(i.discs)) for i in state.items)
    encounters = tuple(replace(x, discs=()) for x in state.encounters)
    return replace(state, members=members, items=items, encounters=encounters, done_seats=())


def _figure_placed(state, e: m.FigurePlaced):
    figures = tuple(f for f in state.figures if f.id != e.figure) + (m.Figure(e.figure, e.area),)
    return replace(state, figures=figures)


def _figure_moved(state, e: m.FigureMoved):
    return replace(state, figures=tuple(replace(f, area=e.area) if f.id == e.figure else f for f in state.figures))


def _figure_damaged(state, e: m.FigureDamaged):
    return replace(state, figures=tuple(replace(f, damage=f.damage + e.n) if f.id == e.figure else f
                                        for f in state.figures))


def _material_moved(state, e: m.MaterialMoved):
    members = list(state.members)
    ground = list(state.ground)
    for where, sign in ((e.source, -1), (e.target, 1)):
        kind, _, name = where.partition(":")
        if kind == "member":
            index = m.MEMBERS.index(name)
            members[index] = replace(members[index], materials=members[index].materials + sign * e.n)
        elif kind == "area":
            for i, pile in enumerate(ground):
                if pile.area == name:
                    ground[i] = replace(pile, n=pile.n + sign * e.n)
                    break
            else:
                ground.append(m.Pile(name, sign * e.n))
    return replace(state, members=tuple(members), ground=tuple(p for p in ground if p.n))


def _member_change(state, name: str, **changes) -> tuple[m.Member, ...]:
    index = m.MEMBERS.index(name)
    members = list(state.members)
    members[index] = replace(members[index], **changes)
    return tuple(members)


def _item_moved(state, e: m.ItemMoved):
    old = next((i for i in state.items if i.card == e.card), None)
    if old is None:
        face = "b" if e.card in state.turned else "a"
        fields = content().side(e.card, face).item_def.fields
        new = m.Item(e.card, e.member, e.area, (False,) * len(fields), (False,) * len(fields))
        items = state.items + (new,)
        return replace(state, items=items, **_off_piles(state, e.card, ("deck", "read", "laid")))
    members = state.members
    if old.member and any(old.discs):
        # a disc on an item that changes hands stays spent by whoever placed it
        giver = members[m.MEMBERS.index(old.member)]
        members = _member_change(state, old.member, loose=giver.loose + sum(old.discs))
    moved = replace(old, member=e.member, area=e.area, discs=(False,) * len(old.discs))
    return replace(state, members=members,
                   items=tuple(moved if i.card == e.card else i for i in state.items))


def _swapped(state, e: m.ItemsSwapped):
    owners = {i.card: i.member for i in state.items if i.card in (e.card, e.other)}
    loose: dict[str, int] = {}
    for entry in state.items:
        if entry.card in owners and any(entry.discs):
            loose[entry.member] = loose.get(entry.member, 0) + sum(entry.discs)
    members = state.members
    for name, n in loose.items():
        members = replace(state, members=members).members
        who = members[m.MEMBERS.index(name)]
        members = _member_change(replace(state, members=members), name, loose=who.loose + n)
    items = tuple(replace(i, member=owners[e.other if i.card == e.card else e.card], discs=(False,) * len(i.discs))
                  if i.card in owners else i for i in state.items)
    return replace(state, members=members, items=items)


def _set_space(state, name: str, space: str, field: str, value: bool) -> m.HeredityState:
    if space.startswith("item:"):
        card, _, index = space[5:].partition(".")
        items = []
        for entry in state.items:
            if entry.card == card:
                flags = list(getattr(entry, field))
                flags[int(index)] = value
                entry = replace(entry, **{field: tuple(flags)})
            items.append(entry)
        return replace(state, items=tuple(items))
    part, _, index = space.partition(".")
    who = state.members[m.MEMBERS.index(name)]
    bodies = []
    for b in who.bodies:
        if b.part == part:
            flags = list(getattr(b, field))
            flags[int(index)] = value
            b = replace(b, **{field: tuple(flags)})
        bodies.append(b)
    return replace(state, members=_member_change(state, name, bodies=tuple(bodies)))


def _serious_injury(state, e: m.SeriousInjury):
    from game.titles.heredity.queries import body_card
    who = state.members[m.MEMBERS.index(e.member)]
    size = len(content().cards[body_card(e.member, e.part)].back.spaces)
    bodies, loose = [], who.loose
    for b in who.bodies:
        if b.part == e.part:
            loose += sum(b.discs)
            b = m.Body(b.part, True, (False,) * size, (False,) * size)
        bodies.append(b)
    return replace(state, members=_member_change(state, e.member, bodies=tuple(bodies), loose=loose))


def _ally_disc(state, e: m.AllyDiscPlaced):
    who = state.members[m.MEMBERS.index(e.member)]
    encounters = tuple(replace(x, discs=x.discs + (e.member,)) if x.card == e.card else x
                       for x in state.encounters)
    return replace(state, encounters=encounters,
                   members=_member_change(state, e.member, ally_discs=who.ally_discs + 1))


def _karma_drawn(state, e: m.KarmaDrawn):
    return replace(state, karma_deck=_drop(state.karma_deck, e.card),
                   karma_discard=state.karma_discard + (e.card,), last_karma=e.card)


def _karma_exchanged(state, e: m.KarmaExchanged):
    return replace(state, karma_deck=_drop(state.karma_deck, e.out) + (e.into,),
                   karma_discard=_drop(state.karma_discard, e.out),
                   secrets=_drop(state.secrets, e.into), removed=state.removed + (e.out,))


def _status(state, e: m.StatusChanged):
    state = replace(state, encounters=tuple(replace(x, status=e.status) if x.card == e.card else x
                                            for x in state.encounters))
    if e.index >= 0:
        return _timeline_placed(state, m.TimelinePlaced(e.card, e.index))
    if e.status == "neutral" and any(slot.card == e.card for slot in state.timeline):
        return _laid(_card_read(state, m.CardRead(e.card)), m.CardLaid(e.card))
    return state


def _counter(state, e: m.CounterSet):
    others = tuple(c for c in state.counters if c.card != e.card)
    return replace(state, counters=others + ((m.Counter(e.card, e.n),) if e.n else ()))


def _mark(state, e: m.MarkSet):
    others = tuple(x for x in state.marks if (x.kind, x.at) != (e.kind, e.at))
    return replace(state, marks=others + ((m.Mark(e.kind, e.at, e.n),) if e.n else ()))


def _figure_removed(state, e: m.FigureRemoved):
    """A figure leaves the terrain with the markers lying on it."""
    return replace(state, figures=tuple(f for f in state.figures if f.id != e.figure),
                   marks=tuple(x for x in state.marks if x.at != e.figure))


def _carried(state, e: m.CarriedSet):
    others = tuple(c for c in state.carried if c.card != e.name)
    return replace(state, carried=others + (m.Counter(e.name, e.n),))


def _flag(state, e: m.FlagSet):
    flags = tuple(f for f in state.flags if f != e.flag)
    return replace(state, flags=flags + ((e.flag,) if e.on else ()))


EVOLVERS: dict[type, Callable[[m.HeredityState, Any], m.HeredityState]] = {
    m.TableSetUp: _set_up,
    m.CardTaken: _taken,
    m.CardTurned: _turned,
    m.TimelinePlaced: _timeline_placed,
    m.CardAttached: _attached,
    m.CardRemoved: _removed,
    m.CardLaid: _laid,
    m.CardRead: _card_read,
    m.TerrainPlaced: _terrain,
    m.TimeMoved: lambda s, e: replace(s, marker=e.index),
    m.DiscsReturned: _discs_returned,
    m.FigurePlaced: _figure_placed,
    m.FigureMoved: _figure_moved,
    m.FigureRemoved: _figure_removed,
    m.ActionMarkerRemoved: lambda s, e: replace(
        s, action_markers=tuple(a for a in s.action_markers if a.id != e.marker)),
    m.ActionMarkerAdded: lambda s, e: replace(s, action_markers=s.action_markers + (e.marker,)),
    m.MaterialMoved: _material_moved,
    m.ItemMoved: _item_moved,
    m.ItemsSwapped: _swapped,
    m.WrenchDone: lambda s, e: replace(
        s, items=tuple(replace(i, wrenched=True) if i.card == e.card else i for i in s.items)),
    m.DiscPlaced: lambda s, e: _set_space(s, e.member, e.space, "discs", True),
    m.AllyDiscPlaced: _ally_disc,
    m.DamagePlaced: lambda s, e: _set_space(s, e.member, e.space, "damage", True),
    m.DamageKeptOff: lambda s, e: s,
    m.DamageRemoved: lambda s, e: _set_space(s, e.member, e.space, "damage", False),
    m.SeriousInjury: _serious_injury,
    m.FigureDamaged: _figure_damaged,
    m.AttackResolved: lambda s, e: replace(s, last_attack=e),
    m.KarmaDrawn: _karma_drawn,
    m.KarmaShuffled: lambda s, e: replace(s, karma_deck=e.order, karma_discard=()),
    m.KarmaExchanged: _karma_exchanged,
    m.StatusChanged: _status,
    m.EncounterAdded: lambda s, e: replace(s, encounters=s.encounters + (m.Encounter(e.card, e.status),)),
    m.FlagSet: _flag,
    m.CounterSet: _counter,
    m.MarkSet: _mark,
    m.VioletGiven: lambda s, e: replace(s, violet=e.member),
    m.CarriedSet: _carried,
    m.SeatDone: lambda s, e: replace(s, done_seats=s.done_seats + (e.seat,)),
    m.FamilyActionsEnded: lambda s, e: replace(s, done_seats=()),
    m.MemberDied: lambda s, e: s,
    m.ChapterEnded: lambda s, e: replace(s, outcome=e.outcome, queue=()),
    **dict.fromkeys(QUEUE_EVENTS, evolve_queue),
}


def evolve(state: m.HeredityState, event) -> m.HeredityState:
    return EVOLVERS[type(event)](state, event)
