"""Questions the rules, the legal moves and the view all ask of an Alone state."""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterator
from functools import cache, lru_cache
from typing import TypeGuard

import msgspec
from msgspec.structs import replace

from game.engine.memo import per_state
from game.engine.queue import Decision
from game.titles.alone import model as m
from game.titles.alone import queued as fx
from game.titles.alone.board import STAIRS, Board, board_of, door_id
from game.titles.alone.content import CardDef, CreatureDef, ItemDef, card_of, content


def board(state: m.AloneState) -> Board:
    return board_of(state.scenario)


def head(state: m.AloneState) -> fx.Effect | None:
    return state.queue[0] if state.queue else None


def waiting(state: m.AloneState) -> fx.Effect:
    """The decision a command answers (there is always one while the game goes on)."""
    effect = head(state)
    if effect is None:
        raise LookupError("no decision waits")
    return effect


def door_of(state: m.AloneState, sector: str, direction: str) -> str:
    """The door on that side of a sector."""
    return door_id(sector, board(state).joins[sector][direction].to)


def is_decision(effect: fx.Effect | None) -> TypeGuard[fx.AnyDecision]:
    return isinstance(effect, Decision)


# ---- the hero ---------------------------------------------------------------------------------
@cache
def item_def(card: str) -> ItemDef:
    """An item card copy's item (remembered: the legal commands ask it of every item held)."""
    return content().items[card_of(card)]


def held(state: m.AloneState, card: str) -> m.Held | None:
    return next((h for h in state.items if h.card == card), None)


def lit(state: m.AloneState, sector: str) -> bool:
    return sector in state.lit


def sight(state: m.AloneState) -> frozenset[str]:
    """The sectors in the hero's line of sight now (KBM S.9)."""
    return _sight(state.scenario, state.hero, state.revealed, state.lit, state.blocked)


# Remembered by all it depends on: the labyrinth, the lights and the doors stay as they are over
# several commands, which ask it for the hero's attacks, the danger tokens and the view.
@lru_cache(maxsize=1 << 12)
def _sight(scenario: str, hero: str, revealed: tuple[str, ...], lit: tuple[str, ...],
           blocked: tuple[str, ...]) -> frozenset[str]:
    seen, _ = board_of(scenario).sight(hero, revealed, lit, blocked)
    return frozenset(seen)


def adrenaline_pool(state: m.AloneState) -> int:
    """[KBM S.16 ADRENALIN-VORRAT AUFFÜLLEN] the range where the lower of the two tracks stands."""
    lower = min(state.health, state.composure)
    return next(r.pool for r in content().sheet.adrenaline if r.low <= lower <= r.high)


# ---- creatures ------------------------------------------------------------------------------------
@cache
def creature_def(kind: str) -> CreatureDef:
    """A kind of creature (remembered: the rules ask it of every creature on the map, often)."""
    return content().creatures[kind]


def attack_dice(state: m.AloneState, kind: str, sector: str) -> int:
    """[KBM S.10] dice by dark or light; Nightmare adds one (a Worm in light stays at 0)."""
    spec = creature_def(kind)
    dice = spec.lit if lit(state, sector) else spec.dark
    if state.nightmare and dice > 0:
        dice += content().nightmare.dice
    return dice


def shock(state: m.AloneState, kind: str) -> int:
    spec = creature_def(kind)
    return spec.shock + (content().nightmare.shock if state.nightmare and spec.shock else 0)


def spawn_distance(state: m.AloneState, kind: str, change: int = 0) -> int:
    spec = creature_def(kind)
    nightmare = content().nightmare.spawn if state.nightmare else 0
    return max(1, spec.spawn + nightmare + change)


def floor_limit(state: m.AloneState) -> int:
    extra = 1 if state.final and any(content().missions[x.id].boss for x in state.missions) else 0
    return content().sheet.creatures_per_floor + extra


def on_floor(state: m.AloneState, floor: str, but: str = "") -> int:
    """Creatures on a floor (a boss does not count, KBM S.6: missions may exceed the limit)."""
    here = board(state)
    return sum(1 for c in state.creatures if c.id != but and here.floor(c.sector) == floor
               and not creature_def(c.kind).boss)


# The floors' counts and limits are remembered for the last creatures on the map (`per_state` keys
# its first argument by identity): they stay the same tuple over the many states of a command that
# moves none, whereas each queue step makes a new state.
@per_state
def _floors_counted(creatures: tuple[m.Creature, ...], scenario: str) -> dict[str, int]:
    """`on_floor` for every floor with creatures, at once."""
    here = board_of(scenario)
    counted: dict[str, int] = {}
    for creature in creatures:
        if not creature_def(creature.kind).boss:
            floor = here.floor(creature.sector)
            counted[floor] = counted.get(floor, 0) + 1
    return counted


def free_tokens(state: m.AloneState, kind: str) -> tuple[str, ...]:
    """The ids of the tokens of `kind` not on the map (KBM S.6: the tokens limit each kind)."""
    return _free_tokens(state).get(kind, ())


@per_state
def _free_tokens(state: m.AloneState) -> dict[str, tuple[str, ...]]:
    """The tokens off the map of every kind that has one (every kind's spawns ask)."""
    used = {c.id for c in state.creatures}
    found = {}
    for kind in content().creatures:
        free = tuple(token for token in token_ids(kind) if token not in used)
        if free:
            found[kind] = free
    return found


@cache
def token_ids(kind: str) -> tuple[str, ...]:
    """The ids of every token of a kind: `worm1`, `worm2`..."""
    return tuple(f"{kind}{n}" for n in range(1, creature_def(kind).tokens + 1))


@per_state
def full_floors(state: m.AloneState) -> frozenset[str]:
    """The floors whose creatures are at their limit (KBM S.6). Remembered for the state too:
    every creature's ways ask it."""
    return _full_floors(state.creatures, state.scenario, floor_limit(state))


@per_state
def _full_floors(creatures: tuple[m.Creature, ...], scenario: str, limit: int) -> frozenset[str]:
    counted = _floors_counted(creatures, scenario)
    return frozenset(f for f in board_of(scenario).floors if counted.get(f, 0) >= limit)


def spawn_sectors(state: m.AloneState, kind: str, change: int = 0) -> tuple[str, ...]:
    """[KBM S.6 KREATUREN AUFTAUCHEN LASSEN] sectors at least the creature's distance from the
    hero (blocked doors break adjacency; a sector the hero cannot reach is far enough), on a floor
    below its limit."""
    return board(state).far_from(state.hero, state.blocked, spawn_distance(state, kind, change), full_floors(state))


class Way(msgspec.Struct, frozen=True):
    """Where a creature may go: the sectors it passes, and the blocked doors it opens."""

    path: tuple[str, ...]
    opens: tuple[str, ...]


class Reach(msgspec.Struct, frozen=True):
    """What a creature's ways depend on: they are remembered by it (a frozen struct: it is made
    for every creature of every reaction, and a struct is made faster than a named tuple)."""

    scenario: str
    start: str                   # the creature's sector
    steps: int
    hero: str                    # the hero's sector, "" where it cannot stop the creature
    blocked: tuple[str, ...]
    closed: frozenset[str]       # the floors its stairs do not lead to


def reach(state: m.AloneState, creature: m.Creature, steps: int) -> Reach:
    """With one step a creature stops wherever it goes anyway, so its ways do not depend on the
    hero's sector then, and stay remembered while he moves about."""
    hero = state.hero if steps > 1 else ""
    return Reach(state.scenario, creature.sector, steps, hero, state.blocked, floors_closed_to(state, creature))


def creature_reach(state: m.AloneState, creature: m.Creature,
                   steps: int) -> tuple[dict[str, Way], dict[tuple[str, str], Way]]:
    """Where a creature may go in at most `steps` steps, and the blocked doors it may open.

    [KBM S.6–7] every sector it reaches: opening a blocked door costs a step; it stops when it
    enters the hero's sector; stairs into a full floor are closed. Staying (0 steps) is a move too.
    [KBM S.7 BLOCKIERTE TÜREN] it may spend a step opening a blocked door of its sector and stay:
    every (sector, door) where a move may end having opened that door with its last step, with the
    way there. It cannot go on once it entered the hero's sector.

    The answers are shared: do not change them."""
    where = reach(state, creature, steps)
    return ways_from(where), openings_from(where) if where.blocked else {}


def floors_closed_to(state: m.AloneState, creature: m.Creature) -> frozenset[str]:
    """The floors at their limit without this creature: its stairs do not lead there (KBM S.6)."""
    if creature_def(creature.kind).boss:
        return full_floors(state)           # a boss does not count
    return _closed_from(state)[board(state).floor(creature.sector)]


@per_state
def _closed_from(state: m.AloneState) -> dict[str, frozenset[str]]:
    """For a creature on each floor, the floors closed to it: the full floors, but its own when it
    is the one that fills it (one set per floor, shared by the creatures there). Remembered for
    the state too: every creature's ways ask it."""
    return _closed_by_floor(state.creatures, state.scenario, floor_limit(state))


@per_state
def _closed_by_floor(creatures: tuple[m.Creature, ...], scenario: str, limit: int) -> dict[str, frozenset[str]]:
    full, counted = _full_floors(creatures, scenario, limit), _floors_counted(creatures, scenario)
    return {floor: full - {floor} if floor in full and counted.get(floor, 0) - 1 < limit else full
            for floor in board_of(scenario).floors}


# The ways are remembered by everything they depend on: creatures, the hero and the doors stay
# where they are over many commands, and every standard reaction lists every creature's ways.
@lru_cache(maxsize=1 << 14)
def ways_from(where: Reach) -> dict[str, Way]:
    """`creature_reach`'s ways, the stairs into the closed floors shut."""
    start, steps, hero, blocked = where.start, where.steps, where.hero, where.blocked
    best: dict[str, tuple[int, Way]] = {start: (0, Way((start,), ()))}
    here = board_of(where.scenario)
    todo = deque([start] if steps > 0 else [])
    while todo:
        sector = todo.popleft()
        cost, way = best[sector]
        if sector == hero and sector != start:
            continue
        for direction, join_to, door in here.passages(sector):
            extra = 1 if door in blocked and door not in way.opens else 0
            total = cost + 1 + extra
            if total > steps:
                continue
            if direction == STAIRS and here.floor(join_to) != here.floor(sector) and \
                    here.floor(join_to) in where.closed:
                continue
            if join_to in best and best[join_to][0] <= total:
                continue
            opens = way.opens + ((door,) if extra else ())
            best[join_to] = (total, Way(way.path + (join_to,), opens))
            if total < steps:       # with no step left it can go nowhere from there
                todo.append(join_to)
    return {sector: way for sector, (_, way) in best.items()}


def other_ways(state: m.AloneState, creature: m.Creature, steps: int) -> dict[str, tuple[Way, ...]]:
    """[KBM S.6 KREATUREN BEWEGEN] the ways a creature may take besides the one the rules take
    (`ways_from`), where they differ in what the hero sees of them or what they cost: the
    sectors of his labyrinth they cross (a hidden creature revealed on its way, before it
    reaches him, shocks him no more) and the blocked doors they open. One way for each such
    difference, by destination. The sectors it crosses unseen make no difference to anyone."""
    return _other_ways(reach(state, creature, steps), state.revealed)


@lru_cache(maxsize=1 << 12)
def _other_ways(where: Reach, revealed: tuple[str, ...]) -> dict[str, tuple[Way, ...]]:
    seen = set(revealed)

    def looks(way: Way) -> tuple:
        return tuple(s if s in seen else "" for s in way.path), way.opens

    taken = {to: looks(way) for to, way in ways_from(where).items()}
    found: dict[str, dict[tuple, Way]] = {}
    for way in _simple_ways(where):
        to = way.path[-1]
        if to in taken and looks(way) != taken[to]:
            found.setdefault(to, {}).setdefault(looks(way), way)
    return {to: tuple(ways.values()) for to, ways in found.items()}


def _simple_ways(where: Reach) -> Iterator[Way]:
    """Every way without a sector twice within the creature's steps (opening a blocked door costs
    a step; it stops on entering the hero's sector; stairs into a closed floor are shut), the
    sectors of each step tried in the board's order."""
    here = board_of(where.scenario)
    todo = [(Way((where.start,), ()), 0)]
    while todo:
        way, cost = todo.pop()
        sector = way.path[-1]
        if len(way.path) > 1:
            yield way
            if sector == where.hero:
                continue
        for direction, join_to, door in reversed(here.passages(sector)):
            extra = 1 if door in where.blocked and door not in way.opens else 0
            if join_to in way.path or cost + 1 + extra > where.steps:
                continue
            if direction == STAIRS and here.floor(join_to) != here.floor(sector) and \
                    here.floor(join_to) in where.closed:
                continue
            todo.append((Way(way.path + (join_to,), way.opens + ((door,) if extra else ())), cost + 1 + extra))


@lru_cache(maxsize=1 << 14)
def openings_from(where: Reach) -> dict[tuple[str, str], Way]:
    """`creature_reach`'s door openings."""
    found: dict[tuple[str, str], Way] = {}
    passages = board_of(where.scenario).passages
    for sector, way in ways_from(replace(where, steps=where.steps - 1)).items():
        if sector == where.hero and sector != where.start:
            continue
        for _, _, door in passages(sector):
            if door and door in where.blocked and door not in way.opens:
                found[(sector, door)] = Way(way.path, way.opens + (door,))
    return found


def move_steps(state: m.AloneState, creature: m.Creature, steps: int, standard: bool) -> int:
    """A slow creature moves 1 sector at most; a fast one 1 more when a card moves it."""
    spec = creature_def(creature.kind)
    steps += 1 if spec.fast and not standard else 0
    return min(steps, spec.steps) if spec.steps else steps


# ---- reaction cards ---------------------------------------------------------------------------------
@cache
def card_def(card: str) -> CardDef:
    """A reaction card copy's design (remembered: every window asks it of every card in hand)."""
    return content().cards[card_of(card)]


def fields_used(state: m.AloneState) -> int:
    return sum(p.fields for p in state.fields)


def fields_free(state: m.AloneState) -> int:
    return content().sheet.reaction_fields - fields_used(state)


def next_card_fields(state: m.AloneState) -> int:
    """[KBM S.4] the first card of a turn takes 1 field, the second (a combo) takes 2."""
    return 1 if state.played == 0 else 2


def can_play(state: m.AloneState) -> bool:
    return state.played < content().sheet.cards_per_turn and fields_free(state) >= next_card_fields(state)


def triggers(actions: tuple[str, ...], losses: tuple[str, ...]) -> set[str]:
    """[KBM S.5] what allows cards this turn: the hero's actions and his losses."""
    return set(actions) | set(losses)


def is_dangerous(state: m.AloneState, card: str) -> bool:
    """[KBM S.5 GEFÄHRLICHE KARTEN; Glossar] the action answered was taken in a sector with a
    danger token; a loss card is dangerous when the hero's sector holds one."""
    trigger = card_def(card).trigger
    if trigger in ("health", "composure"):
        return state.hero in state.danger
    return trigger in state.dangerous


@per_state
def playable(state: m.AloneState, seat: int, timing: str) -> tuple[m.Play, ...]:
    """The plays `seat` may make in a window at `timing` ("end": the end of the turn). Remembered:
    the queue asks before it opens the window, the seat's legal commands then list them."""
    if not can_play(state):
        return ()
    return _plays(seat, timing, state.hand(seat), state.actions, state.losses)


# Remembered by the hand and the triggers too: a window is asked for when it is to open and again
# once it waits at the head of the queue, a state later.
@lru_cache(maxsize=1 << 8)
def _plays(seat: int, timing: str, hand: tuple[str, ...], actions: tuple[str, ...],
           losses: tuple[str, ...]) -> tuple[m.Play, ...]:
    found = []
    allowed = triggers(actions, losses)
    for card in hand:
        spec = card_def(card)
        if spec.trigger in allowed and spec.instant == ("" if timing == "end" else timing):
            found.append(m.Play(seat=seat, card=card))
    if timing == "end":
        found += [m.Play(seat=seat, card=card, standard=True) for card in hand]
    return tuple(found)


def may_react(state: m.AloneState, seat: int, timing: str) -> bool:
    """Whether what every player knows lets `seat` react at `timing`: a free field for one more
    card, a card in hand, and at an instant moment a card of the game's decks for that moment
    and for what the hero did this turn. Whether the hand holds such a card is not asked."""
    if not can_play(state) or not state.hand(seat):
        return False
    return timing == "end" or _moment_in_decks(state.decks, timing, frozenset(triggers(state.actions, state.losses)))


@lru_cache(maxsize=1 << 8)
def _moment_in_decks(decks: tuple[str, ...], timing: str, allowed: frozenset[str]) -> bool:
    return any(card.deck in decks and card.instant == timing and card.trigger in allowed
               for card in content().cards.values())


def hand_limit(state: m.AloneState) -> int:
    return content().sheet.hand_limits[state.evil - 1]


def deck_choices(state: m.AloneState, seat: int) -> list[str]:
    """The decks `seat` may draw from now (KBM S.4): its own, or either for a free drawer."""
    own = state.draws[seat - 1]
    decks = [own] if own else list(state.decks)
    return [d for d in decks if _pile(state, d) or _discard(state, d)]


def _pile(state: m.AloneState, deck: str) -> tuple[str, ...]:
    return state.piles[state.decks.index(deck)]


def _discard(state: m.AloneState, deck: str) -> tuple[str, ...]:
    return state.discards[state.decks.index(deck)]


# ---- danger tokens ---------------------------------------------------------------------------------
def danger_on(state: m.AloneState, floor: str) -> int:
    return sum(1 for s in state.danger if board(state).floor(s) == floor)


def danger_sectors(state: m.AloneState, where: str, explored: tuple[str, ...] = ()) -> list[str]:
    """Where a danger token may go: one a sector, eight a floor (KBM S.16); `hidden` sectors out
    of the labyrinth, `explored` ones being explored now, or the hero's (`hero`)."""
    here = board(state)
    if where == "hero":
        candidates = [state.hero]
    elif where == "explored":
        candidates = list(explored)
    elif where == "round":
        seen = sight(state)
        candidates = [s for s in here.sectors if s != state.hero and s not in seen]
    else:
        candidates = [s for s in here.sectors if s not in state.revealed]
    limit = content().sheet.danger_per_floor
    tokens = Counter(here.floor(s) for s in state.danger)      # counted once, not per candidate
    placed = set(state.danger)
    return [s for s in candidates if s not in placed and tokens[here.floor(s)] < limit]
