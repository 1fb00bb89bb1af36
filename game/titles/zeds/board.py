"""Questions about the map that the rules, the legal-command list, the view and the bots share.

All functions are pure: they read a state and the content, never change anything. Questions
about the content alone (the map, the units' cards) are answered once each (`cache`): the content
never changes while the program runs, and the rules, the legal list and the bots ask them
thousands of times a second.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

from game.titles.zeds import model as m
from game.titles.zeds.content import CENTRE, PATHS, TOWN_INDEX, UnitInfo, content


# ---- pieces ----------------------------------------------------------------------------------
@cache
def info(unit_id: str) -> UnitInfo:
    return content().units[unit_id]


@cache
def has(unit_id: str, ability: str) -> bool:
    return ability in content().units[unit_id].abilities


def zed_strength(zed: m.Zed) -> int:
    return content().zeds[zed.id].strength(zed.reduced)


def unit_strength(unit: m.Unit) -> int:
    return content().units[unit.id].strength(unit.reduced)


def hit_capacity(piece) -> int:
    """Hits a side takes, the last one flipping or killing it (Regel 6.2)."""
    if isinstance(piece, m.Zed):
        return content().zed_hits_per_side
    return content().units[piece.id].hits_per_side


def on_map(unit: m.Unit) -> bool:
    return unit.space not in (m.CEMETERY, m.RESERVE)


def find_unit(state: m.ZedsState, unit_id: str) -> m.Unit | None:
    """The unit of that id; None for an id that names no unit."""
    for entry in state.units:
        if entry.id == unit_id:
            return entry
    return None


def unit(state: m.ZedsState, unit_id: str) -> m.Unit:
    """The unit of that id; every unit of the game is in the state, on the map or off it."""
    found = find_unit(state, unit_id)
    if found is None:
        raise KeyError(unit_id)
    return found


def find_zed(state: m.ZedsState, zed_id: str) -> m.Zed | None:
    """The zed of that id on the map; None when it is not on the map (in the bag, or no zed)."""
    for entry in state.zeds:
        if entry.id == zed_id:
            return entry
    return None


def zed(state: m.ZedsState, zed_id: str) -> m.Zed:
    """The zed of that id, which is on the map."""
    found = find_zed(state, zed_id)
    if found is None:
        raise KeyError(zed_id)
    return found


def in_play(state: m.ZedsState, unit_id: str) -> bool:
    found = find_unit(state, unit_id)
    return found is not None and on_map(found)


def zeds_at(state: m.ZedsState, space: str) -> list[m.Zed]:
    return [z for z in state.zeds if z.space == space]


def units_at(state: m.ZedsState, space: str) -> list[m.Unit]:
    return [u for u in state.units if u.space == space]


def mob_strength(zeds) -> int:
    """Regel 4.6: a mob's strength is the sum of its zeds' strengths."""
    return sum(zed_strength(z) for z in zeds)


# ---- spaces ----------------------------------------------------------------------------------
@cache
def space(space_id: str):
    return content().spaces[space_id]


@cache
def is_start(space_id: str) -> bool:
    return content().spaces[space_id].kind == "start"


@cache
def is_town(space_id: str) -> bool:
    """Regel 1.3 / Hernandez's cards: the town spaces and the town centre."""
    return content().spaces[space_id].kind in ("town", "centre")


@cache
def path_of(space_id: str) -> str:
    return content().spaces[space_id].path


@cache
def index_of(space_id: str) -> int:
    return content().spaces[space_id].index


@cache
def at_index(path: str, index: int) -> str:
    return content().path_spaces[path][index]


@cache
def start_of(path: str) -> str:
    return content().path_spaces[path][0]


@cache
def step_in(space_id: str) -> str:
    """The next space towards the town centre (from a town space: the centre)."""
    spot = content().spaces[space_id]
    return CENTRE if spot.index == TOWN_INDEX else at_index(spot.path, spot.index + 1)


@cache
def step_out(space_id: str) -> str | None:
    """The next space towards the start space (None from the start space or the centre)."""
    spot = content().spaces[space_id]
    if not spot.path or spot.index == 0:
        return None
    return at_index(spot.path, spot.index - 1)


@cache
def distance_to_centre(space_id: str) -> int:
    return TOWN_INDEX + 1 - content().spaces[space_id].index


def zed_room(state: m.ZedsState, space_id: str) -> int:
    """Regel 4.6: places left for zeds; a No Entry space has none (Regel 4.4)."""
    if space_id in state.no_entry:
        return 0
    return 2 - sum(1 for z in state.zeds if z.space == space_id)


def unit_room(state: m.ZedsState, space_id: str) -> int:
    """Regel 5.2: two units per space, any number in the centre; none under No Entry."""
    if space_id in state.no_entry:
        return 0
    if space_id == CENTRE:
        return 99
    return 2 - sum(1 for u in state.units if u.space == space_id)


def path_zeds(state: m.ZedsState, path: str) -> list[m.Zed]:
    """The zeds on a path, its start space included (Regel 2, 3.2, 4.1)."""
    spaces = content().path_spaces[path]
    return [z for z in state.zeds if z.space in spaces]


def zed_groups(state: m.ZedsState) -> dict[str, list[m.Zed]]:
    """Zeds by space: a lone zed or a mob (Regel 4.6)."""
    groups: dict[str, list[m.Zed]] = {}
    for z in state.zeds:
        groups.setdefault(z.space, []).append(z)
    return groups


@cache
def neighbourhood(space_id: str) -> frozenset[str]:
    """The space and the spaces next to it."""
    return frozenset((space_id, *content().neighbours[space_id]))


# ---- units moving and firing -----------------------------------------------------------------
@lru_cache(maxsize=1)
def start_spaces() -> frozenset[str]:
    return frozenset(sid for sid, spot in content().spaces.items() if spot.kind == "start")


def occupancy(state: m.ZedsState) -> tuple[frozenset[str], frozenset[str]]:
    """The spaces holding zeds, and the spaces already holding two units (full)."""
    taken: set[str] = set()
    full: set[str] = set()
    for u in state.units:
        if u.space in taken:
            full.add(u.space)
        taken.add(u.space)
    return frozenset(zed_spaces(state)), frozenset(full)


def came_from(state: m.ZedsState, mover: m.Unit, to: str) -> str:
    """Regel 5.2: the space a move action of `mover` to `to` (a legal move) enters it from."""
    free_centre = in_play(state, "hernandez")
    budget = info(mover.id).move
    zeds_in_reach = zed_spaces(state) & _within(mover.space, budget, free_centre)
    return _walks(mover.space, budget, free_centre, state.no_entry, frozenset(zeds_in_reach))[to]


def walk_ends(start: str, budget: int, free_centre: bool, no_entry: tuple[str, ...],
              zed_spaces: frozenset[str], full: frozenset[str]) -> tuple[str, ...]:
    """The ends of the walks from `start` with room (see `_walks`): a zed space or the centre
    always has room for a move. Only the zeds and full spaces within reach matter."""
    within = _within(start, budget, free_centre)
    return _walk_ends(start, budget, free_centre, no_entry, zed_spaces & within, full & within)


@lru_cache(maxsize=8192)
def _walk_ends(start: str, budget: int, free_centre: bool, no_entry: tuple[str, ...],
               zed_spaces: frozenset[str], full: frozenset[str]) -> tuple[str, ...]:
    """`walk_ends`, remembered by the zeds and full spaces within reach: in an action phase
    they change far less often than the whole map's."""
    return tuple(spot for spot in _walks(start, budget, free_centre, no_entry, zed_spaces)
                 if spot in zed_spaces or spot == CENTRE or spot not in full)


@cache
def _within(start: str, budget: int, free_centre: bool) -> frozenset[str]:
    """The spaces a walk from `start` could reach on an empty map: only zeds and units there
    can change where it ends."""
    neighbours = content().neighbours
    best = {start: 0}
    frontier = [start]
    while frontier:
        here = frontier.pop()
        for near in neighbours[here]:
            cost = best[here] + (0 if near == CENTRE and free_centre else 1)
            if cost <= budget and cost < best.get(near, budget + 1):
                best[near] = cost
                frontier.append(near)
    return frozenset(best)


@lru_cache(maxsize=4096)
def _walks(start: str, budget: int, free_centre: bool, no_entry: tuple[str, ...],
           zed_spaces: frozenset[str]) -> dict[str, str]:
    """Every space a walk from `start` may reach, each with the space it came from: one movement
    point per space; entering the centre is free while Mayor Hernandez is in play
    (Verkehrsleitung). Start spaces and No Entry spaces cannot be entered; entering a zed space
    ends the move (a melee); own units may be passed. Remembered apart from where units stand:
    in one action phase the units meet the same zeds command after command, while every move
    changes which spaces are full. The answer is shared: callers must not change it."""
    blocked = start_spaces().union(no_entry)
    neighbours = content().neighbours
    best = {start: 0}
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        here = frontier.pop()
        if here in zed_spaces and here != start:
            continue
        for near in neighbours[here]:
            if near in blocked:
                continue
            cost = best[here] + (0 if near == CENTRE and free_centre else 1)
            if cost <= budget and cost < best.get(near, budget + 1):
                best[near] = cost
                came_from[near] = here
                frontier.append(near)
    return came_from


class Reach(NamedTuple):
    """How far a unit's card lets it go: its movement points and its fire range (0: it never fires)."""

    move: int
    fire: int


@cache
def reach(unit_id: str) -> Reach:
    """Read once per unit: the action phase's legal list asks it of every unit for every command."""
    return Reach(info(unit_id).move, fire_range(unit_id) if can_fire(unit_id) else 0)


@cache
def is_named(space_id: str) -> bool:
    """Regel 5.3: a space a unit may search (see `Space.named`)."""
    return content().spaces[space_id].named


@cache
def fire_range(unit_id: str) -> int:
    """Regel 5.4: adjacent spaces; long-range abilities reach farther."""
    abilities = info(unit_id).abilities
    return max([1] + [a.range for a in abilities.values() if a.range])


@cache
def can_fire(unit_id: str) -> bool:
    return not has(unit_id, "brawlers")


def zed_spaces(state: m.ZedsState) -> set[str]:
    return {z.space for z in state.zeds}


@lru_cache(maxsize=4096)
def shots(origin: str, reach: int, zed_spaces: frozenset[str]) -> tuple[str, ...]:
    """Regel 5.4: the spaces holding zeds (`zed_spaces`) within `reach` of `origin` (see
    `fire_targets`). Remembered: in an action phase the zeds stay where they are."""
    return tuple(spot for spot, _ in _in_range(origin, reach) if spot in zed_spaces)


def fire_targets(origin: str, reach: int, zed_spaces) -> dict[str, int]:
    """Regel 5.4: of the spaces holding zeds (`zed_spaces`), those within `reach` of `origin`
    along one path, each with its distance."""
    return {spot: steps for spot, steps in _in_range(origin, reach) if spot in zed_spaces}


@cache
def _in_range(origin: str, reach: int) -> tuple[tuple[str, int], ...]:
    """The spaces a shot from `origin` may reach, each with its distance: never a start space,
    never from a start space, never through the town centre (from the centre every town space
    is adjacent). Remembered: the map never changes, and every unit's shots are listed for
    every command of the action phase."""
    if is_start(origin):
        return ()
    if origin == CENTRE:
        return tuple((at_index(path, TOWN_INDEX + 1 - steps), steps)
                     for path in PATHS for steps in range(1, reach + 1))
    path, here = path_of(origin), index_of(origin)
    return tuple((at_index(path, index), abs(index - here))
                 for index in range(max(1, here - reach), min(TOWN_INDEX, here + reach) + 1) if index != here)


def retreat_direction(space_id: str, origin: str) -> str:
    """Regel 6.4.4: an attacking unit retreats towards where it came from."""
    if origin == CENTRE or (origin and index_of(origin) > index_of(space_id)):
        return "in"
    return "out"
