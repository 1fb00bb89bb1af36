"""Alone's `evolve`: the state after one event. Pure, total, never random."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from msgspec.structs import replace

from game.engine.queue import QUEUE_EVENTS, evolve_queue
from game.titles.alone import model as m
from game.titles.alone.board import board_of
from game.titles.alone.content import card_of, content


def _sorted(values) -> tuple[str, ...]:
    return tuple(sorted(set(values)))


def _without(values: tuple[str, ...], gone) -> tuple[str, ...]:
    gone = set(gone)
    return tuple(v for v in values if v not in gone)


def _set_up(s: m.AloneState, e: m.GameSetUp) -> m.AloneState:
    scenario = e.board or s.scenario
    origin = board_of(scenario).floor(e.start)
    return replace(
        s, scenario=scenario, hero=e.start, decks=e.decks, health=e.health, composure=e.composure,
        adrenaline=e.adrenaline, items=e.items,
        missions=e.missions, hands=e.hands, draws=e.draws, piles=e.piles, discards=tuple(() for _ in e.piles),
        item_deck=e.item_deck, leader=e.leader, round=e.round, turn=e.turn, nightmare=e.nightmare,
        marker=e.marker, lit=_sorted(e.lit), danger=_sorted(e.danger), blocked=_sorted(e.blocked),
        creatures=e.creatures, revealed=_sorted((e.start, *e.revealed)), origins=((origin, e.start),),
        xp=e.xp, dice=e.dice,
    )


def _reshuffled(s: m.AloneState, e: m.Reshuffled) -> m.AloneState:
    if e.pile == "items":
        return replace(s, item_deck=e.order, item_discard=())
    index = s.decks.index(e.pile)
    piles = list(s.piles)
    discards = list(s.discards)
    piles[index] = e.order
    discards[index] = ()
    return replace(s, piles=tuple(piles), discards=tuple(discards))


def _origin(s: m.AloneState, e: m.OriginSet) -> m.AloneState:
    return replace(s, origins=(*s.origins, (e.floor, e.sector)))


def _light(s: m.AloneState, e: m.LightChanged) -> m.AloneState:
    lit = _sorted((*s.lit, *e.sectors)) if e.on else _without(s.lit, e.sectors)
    return replace(s, lit=lit)


def _danger(s: m.AloneState, e: m.DangerChanged) -> m.AloneState:
    return replace(s, danger=_sorted((*s.danger, e.sector)) if e.on else _without(s.danger, [e.sector]))


def _door(s: m.AloneState, e: m.DoorChanged) -> m.AloneState:
    return replace(s, blocked=_sorted((*s.blocked, e.door)) if e.blocked else _without(s.blocked, [e.door]))


def _spawned(s: m.AloneState, e: m.CreatureSpawned) -> m.AloneState:
    return replace(s, creatures=(*s.creatures, m.Creature(e.creature, e.kind, e.sector)), acted=e.creature)


def _moved(s: m.AloneState, e: m.CreatureMoved) -> m.AloneState:
    creature = replace(s.creature(e.creature), sector=e.path[-1])
    moved = s.moved if e.creature in s.moved or e.teleport else (*s.moved, e.creature)
    return replace(s.with_creature(creature), moved=moved, acted=e.creature)


def _removed(s: m.AloneState, e: m.CreatureRemoved) -> m.AloneState:
    return replace(s, creatures=tuple(c for c in s.creatures if c.id != e.creature),
                   moved=_without(s.moved, [e.creature]))


def _hurt(s: m.AloneState, e: m.CreatureHurt) -> m.AloneState:
    if e.killed:
        return _removed(s, m.CreatureRemoved(e.creature))
    return s.with_creature(replace(s.creature(e.creature), wounded=True))


def _hands(s: m.AloneState, seat: int, cards: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The Evil hands with `seat`'s changed to `cards`."""
    hands = list(s.hands)
    hands[seat - 1] = cards
    return tuple(hands)


@cache
def _deck_of(card: str) -> str:
    """The reaction deck a card copy belongs to (remembered: every card played or discarded asks)."""
    return content().cards[card_of(card)].deck


def _drawn(s: m.AloneState, e: m.CardDrawn) -> m.AloneState:
    index = s.decks.index(e.deck)
    piles = list(s.piles)
    piles[index] = piles[index][1:]
    return replace(s, piles=tuple(piles), hands=_hands(s, e.seat, (*s.hand(e.seat), e.card)))


def _discarded(s: m.AloneState, e: m.CardDiscarded) -> m.AloneState:
    index = s.decks.index(_deck_of(e.card))
    discards = list(s.discards)
    discards[index] = (*discards[index], e.card)
    return replace(s, discards=tuple(discards), hands=_hands(s, e.seat, _without(s.hand(e.seat), [e.card])))


def _played(s: m.AloneState, e: m.CardPlayed) -> m.AloneState:
    return replace(s, hands=_hands(s, e.seat, _without(s.hand(e.seat), [e.card])),
                   fields=(*s.fields, m.Played(e.card, e.seat, e.standard, e.fields)), played=s.played + 1,
                   acted="")


def _fields_cleared(s: m.AloneState, e: m.FieldsCleared) -> m.AloneState:
    discards = [list(d) for d in s.discards]
    for played in s.fields:
        discards[s.decks.index(_deck_of(played.card))].append(played.card)
    return replace(s, fields=(), discards=tuple(tuple(d) for d in discards))


def _turn(s: m.AloneState, e: m.TurnBegan) -> m.AloneState:
    return replace(s, round=e.round, turn=e.turn, actions=(), dangerous=(), losses=(), played=0, bullet=False,
                   moved=(), boost=0, boosts=(), shaken=0, guard=0)


def _bullet(s: m.AloneState, e: m.BulletTimeUsed) -> m.AloneState:
    if e.free:
        return replace(s, bullet=True, used=(*s.used, "free_bullet_time"))
    return replace(s, bullet=True, adrenaline=s.adrenaline - 1)


def _action(s: m.AloneState, e: m.ActionTaken) -> m.AloneState:
    dangerous = (*s.dangerous, e.action) if e.dangerous else s.dangerous
    return replace(s, actions=(*s.actions, e.action), dangerous=dangerous)


def _lost(s: m.AloneState, e: m.Lost) -> m.AloneState:
    losses = list(s.losses)
    for track, amount in (("health", e.health), ("composure", e.composure)):
        if amount and track not in losses:
            losses.append(track)
    return replace(s, health=s.health - e.health, composure=s.composure - e.composure, losses=tuple(losses))


def _regained(s: m.AloneState, e: m.Regained) -> m.AloneState:
    return replace(s, health=s.health + e.health, composure=s.composure + e.composure,
                   adrenaline=s.adrenaline + e.adrenaline)


def _dice(s: m.AloneState, e: m.DiceRolled) -> m.AloneState:
    return replace(s, dice=s.dice[e.fixed:]) if e.fixed else s


def _boosted(s: m.AloneState, e: m.Boosted) -> m.AloneState:
    if e.creature:
        boosts = dict(s.boosts)
        boosts[e.creature] = boosts.get(e.creature, 0) + e.boost
        return replace(s, boosts=tuple(sorted(boosts.items())))
    return replace(s, boost=s.boost + e.boost, shaken=max(0, s.shaken + e.shaken), guard=max(0, s.guard + e.guard))


def _item_gained(s: m.AloneState, e: m.ItemGained) -> m.AloneState:
    return replace(s, items=(*s.items, m.Held(e.card, e.charges)), item_deck=_without(s.item_deck, [e.card]))


def _items(s: m.AloneState, card: str, change) -> m.AloneState:
    return replace(s, items=tuple(change(held) if held.card == card else held for held in s.items))


def _spent(s: m.AloneState, e: m.ItemSpent) -> m.AloneState:
    return _items(s, e.card, lambda held: replace(held, charges=held.charges - e.charges))


def _upgraded(s: m.AloneState, e: m.ItemUpgraded) -> m.AloneState:
    s = _items(s, e.source, lambda held: replace(held, charges=held.charges - 1))
    return _items(s, e.card, lambda held: replace(held, upgraded=True))


def _item_discarded(s: m.AloneState, e: m.ItemDiscarded) -> m.AloneState:
    return replace(s, items=tuple(h for h in s.items if h.card != e.card), item_discard=(*s.item_discard, e.card))


def _xp(s: m.AloneState, e: m.XpGained) -> m.AloneState:
    xp = dict(s.xp)
    xp[e.skill] = xp.get(e.skill, 0) + 1
    return replace(s, xp=tuple(sorted(xp.items())))


def _mission(s: m.AloneState, e: m.MissionAdvanced) -> m.AloneState:
    return replace(s, missions=tuple(replace(x, progress=x.progress + 1, done=e.done) if x.id == e.mission else x
                                     for x in s.missions))


def _round_began(s: m.AloneState, e: m.RoundBegan) -> m.AloneState:
    return replace(s, round=e.round, turn=1, leader=e.leader, marker=e.marker, used=(), located=())


def _located(s: m.AloneState, e: m.Located) -> m.AloneState:
    """The hero remembers this round's answers (the newest per target)."""
    kept = tuple(entry for entry in s.located if entry[0] != e.target)
    return replace(s, located=(*kept, (e.target, e.distance, e.same_floor, s.hero)))


EVOLVERS: dict[type, Callable[[Any, Any], Any]] = {
    m.GameSetUp: _set_up,
    m.Reshuffled: _reshuffled,
    m.OriginSet: _origin,
    m.HeroMoved: lambda s, e: replace(s, hero=e.sector),
    m.Revealed: lambda s, e: replace(s, revealed=_sorted((*s.revealed, *e.sectors))),
    m.Hidden: lambda s, e: replace(s, revealed=_without(s.revealed, e.sectors)),
    m.LightChanged: _light,
    m.DangerChanged: _danger,
    m.DoorChanged: _door,
    m.CreatureSpawned: _spawned,
    m.CreatureMoved: _moved,
    m.CreatureRemoved: _removed,
    m.CreatureHurt: _hurt,
    m.CardDrawn: _drawn,
    m.CardDiscarded: _discarded,
    m.CardPlayed: _played,
    m.Told: lambda s, e: s,
    m.TurnBegan: _turn,
    m.BulletTimeUsed: _bullet,
    m.ActionTaken: _action,
    m.Lost: _lost,
    m.Regained: _regained,
    m.DiceRolled: _dice,
    m.Boosted: _boosted,
    m.HitsScored: lambda s, e: replace(s, hits=e.hits),
    m.MarkerMoved: lambda s, e: replace(s, marker=e.marker),
    m.ItemGained: _item_gained,
    m.ItemSpent: _spent,
    m.ItemUpgraded: _upgraded,
    m.ItemDiscarded: _item_discarded,
    m.Searched: lambda s, e: replace(s, searched=(*s.searched, e.room)),
    m.Located: _located,
    m.XpGained: _xp,
    m.MissionAdvanced: _mission,
    m.FinalStarted: lambda s, e: replace(s, final=True),
    m.AbilityUsed: lambda s, e: replace(s, used=(*s.used, e.ability)),
    m.FieldsCleared: _fields_cleared,
    m.RoundEnded: lambda s, e: s,
    m.NightmareBegan: lambda s, e: replace(s, nightmare=True),
    m.RoundBegan: _round_began,
    m.GameEnded: lambda s, e: replace(s, outcome=e.outcome),
    **dict.fromkeys(QUEUE_EVENTS, evolve_queue),
}


def evolve(state: m.AloneState, event) -> m.AloneState:
    return EVOLVERS[type(event)](state, event)
