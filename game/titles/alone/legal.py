"""What each seat may do now: the answers to the decision at the head of the queue, and the
player's reason when a command is not one of them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from game.engine.errors import RuleError
from game.engine.memo import per_state
from game.engine.types import Command
from game.titles.alone import hero
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.board import DIRECTIONS, STAIRS, board_of
from game.titles.alone.content import content, scenario_of
from game.titles.alone.evil import either_options
from game.titles.alone.flow import over_limit, setup_danger_sectors


def to_move(state: m.AloneState) -> tuple[int, ...]:
    effect = q.head(state)
    if state.outcome is not None or not q.is_decision(effect):
        return ()
    return (effect.seat,)


def legal_commands(state: m.AloneState, seat: int) -> list[Command]:
    if seat not in to_move(state):
        return []
    return list(options(state))


@per_state
def options(state: m.AloneState) -> tuple[Command, ...]:
    """The answers to the decision at the head, listed once per state: the queue first asks
    whether the decision has a real choice, then the seat (or its bot) asks for the same list."""
    if not to_move(state):
        return ()
    effect = state.queue[0]
    return tuple(OPTIONS[type(effect)](state, effect))


def explain_illegal(state: m.AloneState, command) -> RuleError:
    effect = q.head(state)
    if not q.is_decision(effect) or command.seat != effect.seat:
        return RuleError("alone.not_your_turn")
    if type(effect) not in KIND_OF.get(type(command), ()):
        return RuleError("alone.wrong_moment")
    return RuleError("alone.not_allowed")


# ---- the hero -----------------------------------------------------------------------------------------
def _hero_turn(state: m.AloneState, effect: fx.HeroTurn) -> list[Command]:
    found: list[Command] = []
    if not state.actions and not state.bullet and (state.adrenaline >= 1 or (
            state.character == "pilot" and "free_bullet_time" not in state.used)):
        found.append(m.BulletTime(seat=m.HERO))
    usable = _usable_items(state.items)
    found += _moves(state, usable.get("move", ()))
    found += _explores(state, usable.get("explore", ()))
    found += _attacks(state, usable.get("attack", ()))
    found.append(m.Act(seat=m.HERO, action="locate"))
    found += [m.Act(seat=m.HERO, action="locate", item=h.card) for h in usable.get("locate", ())]
    found.append(m.Act(seat=m.HERO, action="search"))
    found += _interacts(state, usable.get("interact", ()))
    return found


# Remembered by the items carried, which stay the same over many turns. The answer is shared: do
# not change it.
@lru_cache(maxsize=1 << 10)
def _usable_items(items: tuple[m.Held, ...]) -> dict[str, tuple[m.Held, ...]]:
    """The items the hero may use now (a charge left, or permanent), by the action they replace."""
    found: dict[str, tuple[m.Held, ...]] = {}
    for held in items:
        spec = q.item_def(held.card)
        if held.charges >= 1 or spec.permanent:
            found[spec.action] = (*found.get(spec.action, ()), held)
    return found


def _ways(state: m.AloneState) -> list[str]:
    return [d for d, _ in q.board(state).ways(state.hero, state.blocked)]


def _moves(state: m.AloneState, movers: tuple[m.Held, ...]) -> tuple[m.Act, ...]:
    return _moves_from(state.scenario, state.hero, state.blocked, tuple(h.card for h in movers))


# Made once per sector, doors and moving items: the hero stays where he is over several turns.
@lru_cache(maxsize=1 << 12)
def _moves_from(scenario: str, start: str, blocked: tuple[str, ...], movers: tuple[str, ...]) -> tuple[m.Act, ...]:
    found = []
    for direction, _ in board_of(scenario).ways(start, blocked):
        found.append(m.Act(seat=m.HERO, action="move", direction=direction))
        found += [m.Act(seat=m.HERO, action="move", item=card, direction=direction) for card in movers]
    return tuple(found)


def _explores(state: m.AloneState, drones: tuple[m.Held, ...]) -> list[m.Act]:
    found: list[m.Act] = []
    for item in ("", *(h.card for h in drones)):
        count, through = hero.explore_reach(state, item)
        found += _explores_from(state.scenario, state.hero, state.blocked, state.revealed, item, count, through,
                                state.hero in state.danger)
    return found


# Made once per labyrinth, doors and reach: the hero looks along every side on every turn, and
# his labyrinth stays the same over several turns.
@lru_cache(maxsize=1 << 12)
def _explores_from(scenario: str, start: str, blocked: tuple[str, ...], revealed: tuple[str, ...], item: str,
                   count: int, through: bool, danger_here: bool) -> tuple[m.Act, ...]:
    """Directions in which an Explore would reveal something the labyrinth does not show; with a
    danger token in the hero's sector, every direction he can look along: [KBM S.13 DIE
    ERKUNDEN-AKTION] after exploring he may remove a token from his own sector, so he may explore
    for that alone."""
    known = frozenset(revealed)
    found = []
    for direction in EXPLORE_SIDES:
        line = hero.explore_line_from(scenario, start, direction, count, through, blocked)
        if not known.issuperset(line) or (danger_here and line):
            found.append(m.Act(seat=m.HERO, action="explore", item=item, direction=direction))
    return tuple(found)


EXPLORE_SIDES = (*DIRECTIONS, STAIRS)


def _attacks(state: m.AloneState, weapons: tuple[m.Held, ...]) -> list[m.Act]:
    here = [c.id for c in state.in_sector(state.hero)]
    found = [m.Act(seat=m.HERO, action="attack", target=creature) for creature in here]
    for held in weapons:
        found += _item_attacks(state, held, here)
    return found


def _item_attacks(state: m.AloneState, held: m.Held, here: list[str]) -> list[m.Act]:
    """An attack item's uses: each target with each number of charges it may spend."""
    spec, use = q.item_def(held.card), hero.held_use(held.card, held.upgraded)
    charges = [0] if spec.permanent else list(range(1, min(use.per_use, held.charges) + 1))
    if use.area and use.adjacent:
        return [m.Act(seat=m.HERO, action="attack", item=held.card, direction=direction, charges=charges[0])
                for direction in _ways(state)]
    if use.area:
        return [m.Act(seat=m.HERO, action="attack", item=held.card, charges=n) for n in charges] if here else []
    return [m.Act(seat=m.HERO, action="attack", item=held.card, target=creature, charges=n)
            for creature in here + _in_range(state, use.range) for n in charges]


def _in_range(state: m.AloneState, reach: int) -> list[str]:
    """Revealed creatures within `reach` sectors in the hero's line of sight (not his own)."""
    if reach <= 0:
        return []
    seen = q.sight(state)
    distances = q.board(state).distances(state.hero, state.blocked)
    return [c.id for c in state.creatures if c.sector in seen and c.sector != state.hero
            and 0 < distances.get(c.sector, 99) <= reach]


def _interacts(state: m.AloneState, tools: tuple[m.Held, ...]) -> list[m.Act]:
    here = q.board(state).sectors[state.hero]
    directions = [d for d in DIRECTIONS if d in q.board(state).joins[state.hero]]
    found = []
    if here.switchbox:
        found += [m.Act(seat=m.HERO, action="interact", direction=direction) for direction in directions or [""]]
    if hero.mission_step_here(state, "interact"):
        found.append(m.Act(seat=m.HERO, action="interact", target="mission"))
    for held in tools:
        found += _item_interacts(state, held, here.switchbox, directions)
    return found


def _item_interacts(state: m.AloneState, held: m.Held, switchbox: bool, directions: list[str]) -> list[m.Act]:
    """An interacting item's uses: a switchbox's sides, doors to block or open, a light's sides."""
    use = hero.held_use(held.card, held.upgraded)
    if use.switchbox:
        if not switchbox:
            return []
        return [m.Act(seat=m.HERO, action="interact", item=held.card, direction=d) for d in directions]
    if use.doors:
        doors = hero.door_directions(state, True) + hero.door_directions(state, False)
        return [m.Act(seat=m.HERO, action="interact", item=held.card, direction=pair[0],
                      target=pair[1] if count > 1 else "")
                for count in range(1, min(use.doors, len(doors)) + 1) for pair in combinations(doors, count)]
    if use.light > 0:
        return [m.Act(seat=m.HERO, action="interact", item=held.card, direction=direction)
                for direction in directions or [""]]
    return [m.Act(seat=m.HERO, action="interact", item=held.card)]


def _step(state: m.AloneState, effect: fx.Step) -> Iterator[Command]:
    yield m.StepOn(seat=m.HERO)
    yield from (m.StepOn(seat=m.HERO, direction=d) for d in _ways(state))


def _block(state: m.AloneState, effect: fx.Block) -> Iterator[Command]:
    yield m.Block(seat=m.HERO)
    yield from (m.Block(seat=m.HERO, direction=d) for d in hero.door_directions(state, blocked=False))


def _clear(state: m.AloneState, effect: fx.Clear) -> Iterator[Command]:
    yield m.Clear(seat=m.HERO)
    yield from (m.Clear(seat=m.HERO, where=label) for label in effect.done)


def _upgrade(state: m.AloneState, effect: fx.Upgrade) -> Iterator[Command]:
    yield m.Done(seat=m.HERO)
    yield from (m.Upgrade(seat=m.HERO, item=i, source=s) for i, s in hero.upgrades(state, effect.flag))


def _locate_targets(scenario_id: str) -> tuple[str, ...]:
    """What the hero may locate (KBM S.14): a room, a switchbox, stairs, danger tokens, a kind of
    creature, the rooms his missions need next."""
    scenario = scenario_of(scenario_id)
    return (*(f"room:{r}" for r in scenario.rooms), "switchbox", "stairs", "danger",
            *(f"creature:{k}" for k, spec in content().creatures.items() if not spec.boss), "mission")


def _locate(state: m.AloneState, effect: fx.Locate) -> Iterator[Command]:
    yield from (c for c in _locate_commands(scenario_of(state.scenario).id) if c.target not in effect.done)


@cache
def _locate_commands(scenario_id: str) -> tuple[m.Target, ...]:
    """Every Locate answer of a scenario, made once: each Locate lists them, less those named."""
    return tuple(m.Target(seat=m.HERO, target=t) for t in _locate_targets(scenario_id))


def _xp(state: m.AloneState, effect: fx.Xp) -> Iterator[Command]:
    for skill in content().skills:
        if skill not in effect.done and state.xp_of(skill) < 2:
            yield m.Skill(seat=m.HERO, skill=skill)


def _regain(state: m.AloneState, effect: fx.Regain) -> Iterator[Command]:
    yield m.Regain(seat=m.HERO, track="health")
    yield m.Regain(seat=m.HERO, track="composure")


# ---- the Evil players --------------------------------------------------------------------------------
def _window(state: m.AloneState, effect: fx.Window) -> Iterator[Command]:
    yield m.Pass(seat=effect.seat)
    yield from q.playable(state, effect.seat, effect.timing)


def _approve(state: m.AloneState, effect: fx.Approve) -> Iterator[Command]:
    yield m.Approve(seat=effect.seat, yes=True)
    yield m.Approve(seat=effect.seat, yes=False)


def _creature_moves(state: m.AloneState, seat: int, steps: int, standard: bool, done=()) -> list[Command]:
    found: list[Command] = []
    for creature in state.creatures:
        if creature.id in done or q.creature_def(creature.kind).boss and standard:
            continue
        reach = q.move_steps(state, creature, steps, standard)
        found += _moves_of(seat, creature.id, q.reach(state, creature, reach))
        found += [m.MoveCreature(seat=seat, creature=creature.id, to=to, via=way.path[1:-1])
                  for to, ways in q.other_ways(state, creature, reach).items() for way in ways]
    return found


# Made once per way a creature may go (by what its ways depend on): a creature and the doors
# stay where they are over many reactions, each listing every creature's moves.
@lru_cache(maxsize=1 << 14)
def _moves_of(seat: int, creature_id: str, where: q.Reach) -> tuple[m.MoveCreature, ...]:
    moves = tuple(m.MoveCreature(seat=seat, creature=creature_id, to=to) for to in q.ways_from(where))
    if not where.blocked:
        return moves
    return moves + tuple(m.MoveCreature(seat=seat, creature=creature_id, to=to, opening=door)
                         for to, door in q.openings_from(where))


def _spawns(state: m.AloneState, seat: int, change: int) -> list[m.Spawn]:
    found: list[m.Spawn] = []
    for kind in _spawning_kinds():
        if q.free_tokens(state, kind):
            found += _spawn_commands(seat, kind, q.spawn_sectors(state, kind, change))
    return found


@cache
def _spawning_kinds() -> tuple[str, ...]:
    """The kinds of creature the Evil players may let spawn: all but the bosses, which their
    missions bring."""
    return tuple(kind for kind, spec in content().creatures.items() if not spec.boss)


@lru_cache(maxsize=1 << 12)
def _spawn_commands(seat: int, kind: str, sectors: tuple[str, ...]) -> tuple[m.Spawn, ...]:
    """A kind's spawns, made once per choice of sectors: the hero's sector, the doors and the
    full floors, which choose them, stay the same over many reactions."""
    return tuple(m.Spawn(seat=seat, kind=kind, to=s) for s in sectors)


def _standard(state: m.AloneState, effect: fx.Standard) -> list[Command]:
    """[KBM S.5] 1 creature 1 sector, or 1 creature spawns."""
    return [m.Done(seat=effect.seat), *_creature_moves(state, effect.seat, 1, standard=True),
            *_spawns(state, effect.seat, 0)]


def _move(state: m.AloneState, effect: fx.Move) -> list[Command]:
    return [m.Done(seat=effect.seat), *_creature_moves(state, effect.seat, effect.steps, effect.flag, effect.done)]


def _spawn(state: m.AloneState, effect: fx.Spawn) -> list[Command]:
    return [m.Done(seat=effect.seat), *_spawns(state, effect.seat, effect.dist)]


def _respawn(state: m.AloneState, effect: fx.Respawn) -> Iterator[Command]:
    yield m.Done(seat=effect.seat)
    yield from (m.Remove(seat=effect.seat, creature=c.id) for c in state.creatures if not q.creature_def(c.kind).boss)


def _teleport(state: m.AloneState, effect: fx.Teleport) -> Iterator[Command]:
    """[KBM Glossar Teleportation] a hidden creature to a hidden sector; the floor limit holds."""
    yield m.Done(seat=effect.seat)
    here = q.board(state)
    hidden = [s for s in here.sectors if s not in state.revealed]
    for creature in state.creatures:
        if creature.id in effect.done or creature.sector in state.revealed or q.creature_def(creature.kind).boss:
            continue
        for to in hidden:
            room = here.floor(to) == here.floor(creature.sector) or \
                q.on_floor(state, here.floor(to), creature.id) < q.floor_limit(state)
            if room and to != creature.sector:
                yield m.Teleport(seat=effect.seat, creature=creature.id, to=to)


def _danger(state: m.AloneState, effect: fx.Danger) -> Iterator[Command]:
    yield m.Done(seat=effect.seat)
    sectors = q.danger_sectors(state, effect.target, effect.sectors)
    yield from (m.PlaceDanger(seat=effect.seat, sector=s) for s in sectors)


def _choose(count: int, seat: int) -> Iterator[Command]:
    yield from (m.Choose(seat=seat, index=i) for i in range(count))


def _either(state: m.AloneState, effect: fx.Either) -> Iterator[Command]:
    return _choose(len(either_options(effect)), effect.seat)


def _discard(state: m.AloneState, effect: fx.Discard) -> Iterator[Command]:
    """Round end: any cards may go; a hand over the limit must go down to it (KBM S.16)."""
    if not over_limit(state, effect.seat):
        yield m.Done(seat=effect.seat)
    yield from (m.Discard(seat=effect.seat, card=c) for c in dict.fromkeys(state.hand(effect.seat)))


def _redraw(state: m.AloneState, effect: fx.Redraw) -> Iterator[Command]:
    yield from (m.DrawFrom(seat=effect.seat, deck=d) for d in q.deck_choices(state, effect.seat))


def _place(state: m.AloneState, effect: fx.Place) -> Iterator[Command]:
    """[KBM S.16 GEFAHRENMARKER PLATZIEREN] not in the hero's sector, not in sight, 1 a sector,
    8 a floor; a token may be taken off to make room."""
    yield m.Done(seat=effect.seat)
    yield from (m.PlaceDanger(seat=effect.seat, sector=s) for s in q.danger_sectors(state, "round"))
    here = q.board(state)
    full = {f for f in here.floors if q.danger_on(state, f) >= content().sheet.danger_per_floor}
    yield from (m.LiftDanger(seat=effect.seat, sector=s) for s in state.danger if here.floor(s) in full)


def _setup_danger(state: m.AloneState, effect: fx.SetupDanger) -> Iterator[Command]:
    yield from (m.PlaceDanger(seat=effect.seat, sector=s) for s in setup_danger_sectors(state, effect.target))


def _setup_spawn(state: m.AloneState, effect: fx.SetupSpawn) -> list[m.Spawn]:
    return _spawns(state, effect.seat, 0)


OPTIONS: dict[type, Callable[[m.AloneState, Any], Iterable[Command]]] = {
    fx.HeroTurn: _hero_turn,
    fx.Step: _step,
    fx.Block: _block,
    fx.Clear: _clear,
    fx.Upgrade: _upgrade,
    fx.Locate: _locate,
    fx.Xp: _xp,
    fx.Regain: _regain,
    fx.Window: _window,
    fx.Approve: _approve,
    fx.Standard: _standard,
    fx.Move: _move,
    fx.Spawn: _spawn,
    fx.Respawn: _respawn,
    fx.Teleport: _teleport,
    fx.Danger: _danger,
    fx.Either: _either,
    fx.Noise: lambda state, effect: _choose(len(effect.sectors), effect.seat),
    fx.Assign: lambda state, effect: _choose(state.evil, effect.seat),
    fx.Discard: _discard,
    fx.Redraw: _redraw,
    fx.Place: _place,
    fx.SetupDanger: _setup_danger,
    fx.SetupSpawn: _setup_spawn,
}

KIND_OF: dict[type, tuple[type, ...]] = {}
for _kind, _cmds in {
    fx.HeroTurn: (m.BulletTime, m.Act), fx.Step: (m.StepOn,), fx.Block: (m.Block,), fx.Clear: (m.Clear,),
    fx.Upgrade: (m.Upgrade, m.Done), fx.Locate: (m.Target,), fx.Xp: (m.Skill,), fx.Regain: (m.Regain,),
    fx.Window: (m.Play, m.Pass), fx.Approve: (m.Approve,), fx.Standard: (m.MoveCreature, m.Spawn, m.Done),
    fx.Move: (m.MoveCreature, m.Done), fx.Spawn: (m.Spawn, m.Done), fx.Respawn: (m.Remove, m.Done),
    fx.Teleport: (m.Teleport, m.Done), fx.Danger: (m.PlaceDanger, m.Done), fx.Either: (m.Choose,),
    fx.Noise: (m.Choose,), fx.Assign: (m.Choose,), fx.Discard: (m.Discard, m.Done), fx.Redraw: (m.DrawFrom,),
    fx.Place: (m.PlaceDanger, m.LiftDanger, m.Done), fx.SetupDanger: (m.PlaceDanger,), fx.SetupSpawn: (m.Spawn,),
}.items():
    for _cmd in _cmds:
        KIND_OF.setdefault(_cmd, ())
        KIND_OF[_cmd] = (*KIND_OF[_cmd], _kind)
