"""Dawn of the Zeds' `evolve`: how each event changes the state. Pure and total; never random."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from game.engine.queue import QUEUE_EVENTS, evolve_queue
from game.titles.zeds import model as m
from game.titles.zeds.content import CENTRE, content


def _with_zed(state: m.ZedsState, zed_id: str, **changes) -> tuple[m.Zed, ...]:
    return _with_one(state.zeds, zed_id, changes)


def _with_unit(state: m.ZedsState, unit_id: str, **changes) -> tuple[m.Unit, ...]:
    return _with_one(state.units, unit_id, changes)


def _with_one(pieces: tuple, piece_id: str, changes: dict) -> tuple:
    """`pieces` with the one of that id changed; the others are the same objects, not copied one by one."""
    for index, piece in enumerate(pieces):
        if piece.id == piece_id:
            return pieces[:index] + (replace(piece, **changes),) + pieces[index + 1:]
    return pieces


def _unit(state: m.ZedsState, unit_id: str) -> m.Unit:
    return next(u for u in state.units if u.id == unit_id)


def _to_bag(state: m.ZedsState, zed_id: str) -> m.ZedsState:
    return replace(state, zeds=tuple(z for z in state.zeds if z.id != zed_id),
                   bag=tuple(sorted(state.bag + (zed_id,))))


def _set_seat(values: tuple, seat: int, value) -> tuple:
    return values[:seat] + (value,) + values[seat + 1:]


def _set_up(state: m.ZedsState, e: m.GameSetUp) -> m.ZedsState:
    seats = state.players
    return replace(
        state, zeds=e.zeds, bag=e.bag, units=e.units, ammo=e.ammo, event_deck=e.event_deck,
        event_box=e.event_box, story_deck=e.story_deck, story_kept=e.story_kept,
        owners=e.owners or ("",) * seats, player_actions=(True,) * seats, done=(False,) * seats,
        dice=e.dice, draws=e.draws, round=e.round, event=e.event, actions=e.actions, flags=e.flags,
    )


def _zed_placed(state: m.ZedsState, e: m.ZedPlaced) -> m.ZedsState:
    draws = state.draws[1:] if state.draws and state.draws[0] == e.zed else state.draws
    return replace(state, bag=tuple(z for z in state.bag if z != e.zed), draws=draws,
                   zeds=state.zeds + (m.Zed(e.zed, e.space, e.reduced),))


def _zeds_moved(state: m.ZedsState, e: m.ZedsMoved) -> m.ZedsState:
    moving = set(e.zeds)
    return replace(state, zeds=tuple([replace(z, space=e.to) if z.id in moving else z for z in state.zeds]))


def _zed_hit(state: m.ZedsState, e: m.ZedHit) -> m.ZedsState:
    if e.result == "killed":
        return _to_bag(state, e.zed)
    if e.result == "flipped":
        return replace(state, zeds=_with_zed(state, e.zed, reduced=True, hits=0))
    hits = next(z.hits for z in state.zeds if z.id == e.zed)
    return replace(state, zeds=_with_zed(state, e.zed, hits=hits + 1))


def _unit_hit(state: m.ZedsState, e: m.UnitHit) -> m.ZedsState:
    if e.result == "killed":
        return state                      # the saving roll decides where it goes
    if e.result == "flipped":
        return replace(state, units=_with_unit(state, e.unit, reduced=True, hits=0))
    return replace(state, units=_with_unit(state, e.unit, hits=_unit(state, e.unit).hits + 1))


def _unit_saved(state: m.ZedsState, e: m.UnitSaved) -> m.ZedsState:
    """Regel 6.3: back to the centre, civilians reduced, heroes full, hit markers gone."""
    civilian = content().units[e.unit].civilian
    markers = tuple(mk for mk in _unit(state, e.unit).markers if mk != "obstinate")
    return replace(state, units=_with_unit(state, e.unit, space=CENTRE, hits=0, reduced=civilian,
                                           markers=markers))


def _unit_eliminated(state: m.ZedsState, e: m.UnitEliminated) -> m.ZedsState:
    return replace(state, units=_with_unit(state, e.unit, space=m.CEMETERY, hits=0, reduced=False, markers=()),
                   bonus=tuple(entry for entry in state.bonus if entry[0] != e.unit))


def _marker(state: m.ZedsState, unit_id: str, add: str = "", drop: str = "") -> m.ZedsState:
    markers = tuple(mk for mk in _unit(state, unit_id).markers if mk != drop)
    if add and add not in markers:
        markers += (add,)
    return replace(state, units=_with_unit(state, unit_id, markers=markers))


def _dice(state: m.ZedsState, e: m.DiceRolled) -> m.ZedsState:
    if e.queued:
        state = replace(state, dice=state.dice[e.queued:])
    if e.purpose in ("melee", "ranged", "ambush", "reroll") and state.combat is not None:
        state = replace(state, combat=replace(state.combat, dice=e.values,
                                              rerolled=state.combat.rerolled or e.purpose == "reroll"))
    return state


def _resolved(state: m.ZedsState, e: m.CombatResolved) -> m.ZedsState:
    combat = replace(m.current_combat(state), zed_hits=e.zed_hits, unit_hits=e.unit_hits, loser=e.loser,
                     tide_turned=e.tide_turned, resolved=True)
    return replace(state, combat=combat)


def _action_spent(state: m.ZedsState, e: m.ActionSpent) -> m.ZedsState:
    if e.source == "player":
        return replace(state, player_actions=_set_seat(state.player_actions, e.seat, False))
    if e.source == "bar":
        return replace(state, actions=state.actions - 1)
    bonus = tuple((uid, n - 1) if uid == e.unit else (uid, n) for uid, n in state.bonus)
    return replace(state, bonus=tuple(entry for entry in bonus if entry[1] > 0))


def _bonus(state: m.ZedsState, e: m.BonusGranted) -> m.ZedsState:
    counts = dict(state.bonus)
    for uid in e.units:
        counts[uid] = counts.get(uid, 0) + 1
    return replace(state, bonus=tuple(counts.items()))


def _special(state: m.ZedsState, e: m.SpecialUsed) -> m.ZedsState:
    if e.once:
        return replace(state, used_for_good=state.used_for_good + (e.ability,))
    return replace(state, used=state.used + (e.ability,))


def _owed_paid(state: m.ZedsState, e: m.OwedPaid) -> m.ZedsState:
    owed = list(state.owed)
    owed.remove(e.space)
    return replace(state, owed=tuple(owed))


def _round_ended(state: m.ZedsState, e: m.RoundEnded) -> m.ZedsState:
    """Regel 7, 7.1: discard the event card, reset the bar, ready every marker, lift event markers."""
    seats = state.players
    units = tuple(replace(u, markers=tuple(mk for mk in u.markers if mk != "keep_calm"))
                  if "keep_calm" in u.markers else u for u in state.units)
    return replace(state, event_discard=state.event_discard + (e.card,), event="", actions=0,
                   player_actions=(True,) * seats, done=(False,) * seats, bonus=(), used=(), flags=(),
                   no_entry=(), units=units, bar_index=-1, combat=None)


EVOLVERS: dict[type, Callable[[m.ZedsState, Any], m.ZedsState]] = {
    m.GameSetUp: _set_up,
    m.OwnerSet: lambda s, e: replace(s, owners=_set_seat(s.owners, e.seat, e.unit)),
    m.RoundStarted: lambda s, e: replace(s, round=e.round),
    m.EventDrawn: lambda s, e: replace(s, event=e.card, event_deck=s.event_deck[1:], bar_index=-1),
    m.PhaseBegan: lambda s, e: replace(s, phase=e.phase),
    m.BarItemBegan: lambda s, e: replace(s, bar_index=e.index),
    m.PathActivated: lambda s, e: s,
    m.StoryDeckRenewed: lambda s, e: replace(s, story_deck=e.order, story_discard=()),
    m.StoryDrawn: lambda s, e: replace(s, story=e.card, story_deck=s.story_deck[1:]),
    m.StoryLocated: lambda s, e: replace(s, location=e.path),
    m.StoryKept: lambda s, e: replace(s, story_kept=s.story_kept + (e.card,), story="", location=""),
    m.StoryDiscarded: lambda s, e: replace(s, story_discard=s.story_discard + (e.card,), story="", location=""),
    m.StoryPlayed: lambda s, e: replace(s, story_kept=tuple(c for c in s.story_kept if c != e.card),
                                        story_discard=s.story_discard + (e.card,)),
    m.ZedPlaced: _zed_placed,
    m.ZedNotPlaced: lambda s, e: s,
    m.EffectSkipped: lambda s, e: s,
    m.SearchCounted: lambda s, e: s,
    m.ZedsMoved: _zeds_moved,
    m.ZedReturned: lambda s, e: _to_bag(s, e.zed),
    m.ZedHit: _zed_hit,
    m.ZedFlipped: lambda s, e: replace(s, zeds=_with_zed(s, e.zed, reduced=False)),
    m.ZedMarked: lambda s, e: replace(s, zeds=_with_zed(s, e.zed, resistant=True)),
    m.ZedHitsCleared: lambda s, e: replace(s, zeds=tuple(replace(z, hits=0) for z in s.zeds)),
    m.UnitMoved: lambda s, e: replace(s, units=_with_unit(s, e.unit, space=e.to)),
    m.UnitHit: _unit_hit,
    m.HitsAvoided: lambda s, e: s,
    m.UnitSaved: _unit_saved,
    m.UnitEliminated: _unit_eliminated,
    m.MarkerPlaced: lambda s, e: _marker(s, e.unit, add=e.marker),
    m.MarkerRemoved: lambda s, e: _marker(s, e.unit, drop=e.marker),
    m.DiceRolled: _dice,
    m.CombatBegan: lambda s, e: replace(s, combat=e.combat, fights=s.fights + 1),
    m.CombatResolved: _resolved,
    m.AmmoChanged: lambda s, e: replace(s, ammo=e.ammo),
    m.ActionsSet: lambda s, e: replace(s, actions=e.actions),
    m.ActionSpent: _action_spent,
    m.SpecialUsed: _special,
    m.BonusGranted: _bonus,
    m.SeatDone: lambda s, e: replace(s, done=_set_seat(s.done, e.seat, True)),
    m.FlagSet: lambda s, e: replace(s, flags=s.flags + (e.flag,)),
    m.FlagCleared: lambda s, e: replace(s, flags=tuple(f for f in s.flags if f != e.flag)),
    m.NoEntryPlaced: lambda s, e: replace(s, no_entry=s.no_entry + (e.space,)),
    m.ZedOwed: lambda s, e: replace(s, owed=s.owed + (e.space,)),
    m.OwedPaid: _owed_paid,
    m.RoundEnded: _round_ended,
    m.GameEnded: lambda s, e: replace(s, outcome=e.outcome, queue=()),
    **dict.fromkeys(QUEUE_EVENTS, evolve_queue),
}


def evolve(state: m.ZedsState, event) -> m.ZedsState:
    return EVOLVERS[type(event)](state, event)
