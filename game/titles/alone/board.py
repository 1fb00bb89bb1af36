"""The secret map's geometry: sectors on a grid per floor, what joins neighbours (an open passage,
a door, a wall), the stairs between floors, and the questions the rules ask of it: who is adjacent
(KBM S.7: blocked doors and stairs), shortest ways (noise, Locate), straight lines (light, Explore)
and the line of sight (KBM S.9).

A sector id is `floor:x,y` ("U:2,2"), x growing east, y growing south. A door is named by the two
sectors it joins, sorted and joined by "|". Built once per scenario from its content.

A board may also be one made up for the hero's search bot (`game.titles.alone.worlds`): its id is
the scenario's, a "~" and the map itself written out (`MapSpec`), so whoever holds the id can
build the board again, and the rules read it as they read a scenario's.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Literal

import msgspec

from game.engine.content import ContentError
from game.titles.alone.content import MADE_UP, ScenarioDef, content

DIRECTIONS = ("n", "e", "s", "w")
STAIRS = "stairs"
STEP = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e", STAIRS: STAIRS}
Exit = Literal["open", "door", "blocked"]         # how a side of a sector is passed (no exit: a wall)


@dataclass(frozen=True)
class Sector:
    id: str
    floor: str
    x: int
    y: int
    room: str = ""             # the room's id, "" for a corridor
    switchbox: bool = False


@dataclass(frozen=True)
class Join:
    to: str
    door: bool                 # a door (may be blocked), else an open passage


def sector_id(floor: str, x: int, y: int) -> str:
    return f"{floor}:{x},{y}"


def floor_of(sector: str) -> str:
    """The floor a sector id names ("U:2,2" -> "U"), without asking a board."""
    return sector.partition(":")[0]


def cell_of(sector: str) -> tuple[int, int]:
    """A sector's column and row on its floor ("U:2,3" -> (2, 3)), without asking a board."""
    x, _, y = sector.partition(":")[2].partition(",")
    return int(x), int(y)


def door_id(a: str, b: str) -> str:
    return f"{a}|{b}" if a < b else f"{b}|{a}"


@dataclass
class Board:
    scenario: str
    sectors: dict[str, Sector] = field(default_factory=dict)
    joins: dict[str, dict[str, Join]] = field(default_factory=dict)    # sector -> direction -> join
    stairs: dict[str, tuple[str, str]] = field(default_factory=dict)    # sector -> (other, colour)
    rooms: dict[str, str] = field(default_factory=dict)                  # room id -> sector
    floors: tuple[str, ...] = ()                                         # in the order of their first sector
    start: str = ""
    _passages: dict[str, tuple[tuple[str, str, str], ...]] = field(default_factory=dict, compare=False, repr=False)
    # remembered per board (a made-up board takes its own with it when it is dropped)
    _distances: dict[tuple[str, frozenset[str]], dict[str, int]] = field(default_factory=dict, compare=False,
                                                                          repr=False)
    _far: dict[tuple, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)

    # ---- neighbours ---------------------------------------------------------------------------
    def floor(self, sector: str) -> str:
        return self.sectors[sector].floor

    def doors_of(self, sector: str) -> list[str]:
        return [door_id(sector, j.to) for j in self.joins[sector].values() if j.door]

    def passages(self, sector: str) -> tuple[tuple[str, str, str], ...]:
        """(direction, neighbour, door id or "") of every join of `sector`, then its stairs.
        Built once per sector: the rules walk them for every move of every creature."""
        found = self._passages.get(sector)
        if found is None:
            joins = tuple((d, j.to, door_id(sector, j.to) if j.door else "") for d, j in self.joins[sector].items())
            stairs = ((STAIRS, self.stairs[sector][0], ""),) if sector in self.stairs else ()
            found = self._passages[sector] = joins + stairs
        return found

    def ways(self, sector: str, blocked: Collection[str] = ()) -> list[tuple[str, str]]:
        """(direction, neighbour) pairs one may pass to now: open passages, unblocked doors and the
        stairs (KBM S.7: blocked doors make two sectors not adjacent; stair sectors are adjacent)."""
        return [(d, to) for d, to, door in self.passages(sector) if not (door and door in blocked)]

    def adjacent(self, sector: str, blocked: Collection[str] = ()) -> list[str]:
        return [to for _, to, door in self.passages(sector) if not (door and door in blocked)]

    def direction(self, sector: str, other: str) -> str:
        """The side of `sector` that `other` lies beyond (n/e/s/w or stairs)."""
        for d, j in self.joins[sector].items():
            if j.to == other:
                return d
        if self.stairs.get(sector, ("",))[0] == other:
            return STAIRS
        raise ValueError(f"{other} is not next to {sector}")

    # ---- distances and ways ------------------------------------------------------------------------
    def distances(self, start: str, blocked: Iterable[str] | None = ()) -> dict[str, int]:
        """Shortest number of steps from `start` to every sector reachable; `blocked=None`
        ignores blocked doors (Locate, KBM S.14)."""
        key = (start, frozenset(() if blocked is None else blocked))
        found = self._distances.get(key)
        if found is None:
            found = self._distances[key] = self._distances_from(*key)
        return found

    def _distances_from(self, start: str, blocked: frozenset[str]) -> dict[str, int]:
        passages = self.passages
        found = {start: 0}
        frontier, distance = [start], 0
        while frontier:                  # one ring of sectors a step further at a time
            distance += 1
            reached = []
            for here in frontier:
                for _, other, door in passages(here):
                    if other not in found and not (door and door in blocked):
                        found[other] = distance
                        reached.append(other)
            frontier = reached
        return found

    def far_from(self, start: str, blocked: Iterable[str], least: int,
                 closed: frozenset[str] = frozenset()) -> tuple[str, ...]:
        """The sectors at least `least` steps from `start` (one it cannot reach is far enough),
        in the board's order, but those on the `closed` floors."""
        # Remembered: every spawn lists these for each kind of creature, and the hero's sector, the
        # blocked doors and the full floors stay the same over many commands.
        key = (start, frozenset(blocked), least, closed)
        found = self._far.get(key)
        if found is None:
            distances = self.distances(start, key[1])
            found = self._far[key] = tuple(s for s, spec in self.sectors.items()
                                           if distances.get(s, least) >= least and spec.floor not in closed)
        return found

    def arrival_sides(self, source: str, hero: str, blocked: Collection[str] = ()) -> list[str]:
        """The sides of the hero's sector by which a shortest way from `source` arrives (KBM S.7
        GERÄUSCHE MITTEILEN: several equally short ways give several sides)."""
        # Ways run both directions, so the distances are taken from the hero's side: those from
        # his sector and its neighbours are remembered while he stays, whereas noises come from
        # ever new sectors.
        total = self.distances(hero, blocked).get(source)
        if total is None:
            return []
        sides = [d for d, other in self.ways(hero, blocked) if self.distances(other, blocked).get(source) == total - 1]
        return sorted(set(sides), key=_side_order)

    def path(self, start: str, end: str, blocked: Collection[str] = ()) -> list[str]:
        """A shortest way from `start` to `end` (both included), the first by n/e/s/w/stairs order;
        [] when there is none."""
        to_end = self.distances(end, blocked)
        if start not in to_end:
            return []
        way = [start]
        while way[-1] != end:
            here = way[-1]
            way.append(next(o for _, o in sorted(self.ways(here, blocked), key=lambda w: _side_order(w[0]))
                            if to_end.get(o) == to_end[here] - 1))
        return way

    # ---- straight lines ---------------------------------------------------------------------------
    def line(self, start: str, direction: str, count: int, through_doors: bool = True) -> list[str]:
        """Up to `count` sectors beyond `start` in a straight line: a wall stops it; a door stops
        it too unless `through_doors` (light passes doors, KBM S.8 example)."""
        found: list[str] = []
        here = start
        while len(found) < count:
            join = self.joins[here].get(direction)
            if join is None or (join.door and not through_doors):
                break
            here = join.to
            found.append(here)
        return found

    def sight(self, hero: str, revealed: Iterable[str], lit: Iterable[str],
              blocked: Iterable[str]) -> tuple[set[str], set[str]]:
        """[KBM S.9 SICHTLINIE; S.14] the sectors in the hero's line of sight, and the hidden lit
        ones the line reveals on its way. A ray runs straight from the hero's sector through
        revealed sectors; a hidden lit sector is revealed and lets it go on; a hidden dark sector,
        a wall, a door that is not in the hero's sector, or a blocked door stops it. Along stairs
        it reaches 1 sector."""
        revealed, lit, blocked = set(revealed), set(lit), set(blocked)
        seen, newly = {hero}, set()
        for direction in DIRECTIONS:
            here, first = hero, True
            while True:
                join = self.joins[here].get(direction)
                if join is None or (join.door and (not first or door_id(here, join.to) in blocked)):
                    break
                nxt = join.to
                if nxt not in revealed:
                    if nxt not in lit:
                        break
                    newly.add(nxt)
                seen.add(nxt)
                here, first = nxt, False
        if hero in self.stairs:
            other = self.stairs[hero][0]
            if other in revealed or other in lit:
                seen.add(other)
                if other not in revealed:
                    newly.add(other)
        return seen, newly


def _side_order(direction: str) -> int:
    return (*DIRECTIONS, STAIRS).index(direction)


class MapSpec(msgspec.Struct, frozen=True, array_like=True):
    """A map as a scenario gives it: each floor's grid (see `content/scenarios.toml`), the stairs
    (colour, sector, sector), the switchboxes, the rooms (id -> sector) and the hero's start."""

    floors: tuple[tuple[str, tuple[str, ...]], ...]
    stairs: tuple[tuple[str, str, str], ...]
    switchboxes: tuple[str, ...]
    rooms: dict[str, str]
    start: str

    @classmethod
    def of(cls, scenario: ScenarioDef) -> MapSpec:
        return cls(tuple((f.id, f.grid) for f in scenario.floor),
                   tuple((s.colour, *s.sectors) for s in scenario.stairs), scenario.switchboxes,
                   {room: spec.at for room, spec in scenario.rooms.items()}, scenario.start)


def made_up_id(scenario: str, spec: MapSpec) -> str:
    """The id of a board made up for `scenario`: the map itself, written out."""
    return f"{scenario}{MADE_UP}{msgspec.json.encode(spec).decode()}"


def board_of(board_id: str) -> Board:
    return _made_up_board(board_id) if MADE_UP in board_id else _scenario_board(board_id)


@cache
def _scenario_board(scenario_id: str) -> Board:
    return _build(scenario_id, MapSpec.of(content().scenarios[scenario_id]))


@lru_cache(maxsize=256)       # a search makes one per round it plays; those of past decisions go
def _made_up_board(board_id: str) -> Board:
    return _build(board_id, msgspec.json.decode(board_id.split(MADE_UP, 1)[1], type=MapSpec))


def _build(board_id: str, spec: MapSpec) -> Board:
    board = Board(board_id)
    for floor, grid in spec.floors:
        _read_floor(board, board_id, floor, grid)
    for colour, a, b in spec.stairs:
        for here, there in ((a, b), (b, a)):
            _known(board, board_id, here)
            board.stairs[here] = (there, colour)
    for sector in spec.switchboxes:
        _known(board, board_id, sector)
        board.sectors[sector] = _with(board.sectors[sector], switchbox=True)
    for room_id, at in spec.rooms.items():
        _known(board, board_id, at)
        board.rooms[room_id] = at
        board.sectors[at] = _with(board.sectors[at], room=room_id)
    _known(board, board_id, spec.start)
    board.start = spec.start
    board.floors = tuple(dict.fromkeys(sector.floor for sector in board.sectors.values()))
    return board


def _with(sector: Sector, **changes) -> Sector:
    fields = {**sector.__dict__, **changes}
    return Sector(**fields)


def _known(board: Board, board_id: str, sector: str) -> None:
    if sector not in board.sectors:
        raise ContentError(f"scenarios.toml: scenario {board_id}: no sector {sector}")


def _read_floor(board: Board, board_id: str, floor: str, grid: tuple[str, ...]) -> None:
    """Even lines: sectors at even columns and the joins between them; odd lines: the joins to
    the sector below (see `content/scenarios.toml`)."""
    def at(line: int, column: int) -> str:
        text = grid[line] if line < len(grid) else ""
        return text[column] if column < len(text) else " "

    for row in range(0, len(grid), 2):
        for column in range(0, len(grid[row]), 2):
            kind = at(row, column)
            if kind == ".":
                continue
            if kind not in "cr":
                raise ContentError(f"scenarios.toml: {board_id} {floor}: unknown sector '{kind}'")
            sid = sector_id(floor, column // 2, row // 2)
            board.sectors[sid] = Sector(sid, floor, column // 2, row // 2)
            board.joins[sid] = {}
    for sid, sector in list(board.sectors.items()):
        if sector.floor != floor:
            continue
        row, column = sector.y * 2, sector.x * 2
        for direction, mark in (("e", at(row, column + 1)), ("s", at(row + 1, column))):
            if mark == " ":
                continue
            dx, dy = STEP[direction]
            other = sector_id(floor, sector.x + dx, sector.y + dy)
            if other not in board.sectors or mark not in "-|+":
                raise ContentError(f"scenarios.toml: {board_id}: a join leads from {sid} to nothing")
            door = mark == "+"
            board.joins[sid][direction] = Join(other, door)
            board.joins[other][OPPOSITE[direction]] = Join(sid, door)
