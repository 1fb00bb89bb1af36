"""The secret map drawn anew: a new station for every game (`new_station`), and a map made up
around the hero's labyrinth for his search bot (`make_map`), a map the hero could not tell from
the real one [KBM S.2 ENTHÜLLT UND VERBORGEN]. Both are drawn by the same hand: the same sheets,
rock, passages and doors, rooms behind doors, so the hero's made-up worlds are worlds the game
could have dealt him.

A new station follows its scenario's recipe (`content/scenarios.toml`): its floors, rooms (each on
its floor, a number of steps from the start), stair pairs and switchboxes per floor. Every sector
is reachable, the start is a corridor crossing on the start floor with two ways out at least, and
enough of the station lies far enough from it for every creature's spawn distance.

It is made from what the hero knows and nothing else: his labyrinth in his own frame (each
revealed sector with its room, switchbox, stairs and the walls, passages and doors on its sides),
and what the scenario tells every player: its floors, its rooms by name (the hero may Locate each),
its stair colours and its switchboxes. Around the labyrinth, the rest of each floor is drawn
anew: a sheet of the scenarios' size (or larger, if the labyrinth is), a few cells of rock, joins
drawn at random but never through a wall the hero has seen, and every part of a floor joined to
the rest. The rooms, stairs and switchboxes he has not seen are placed on sectors he has not seen,
a room he has located this round at the distance and on the floor the answer gave.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from game.titles.alone.board import (
    DIRECTIONS,
    OPPOSITE,
    STEP,
    Exit,
    MapSpec,
    board_of,
    cell_of,
    door_id,
    floor_of,
    sector_id,
)
from game.titles.alone.content import ScenarioDef

SHEET = (6, 5)        # columns and rows of a map sheet's sectors (the scenarios' maps are this size)
# The share of a made-up sheet's cells without a sector, and what joins two neighbours nobody has
# seen: chosen so that made-up maps have about as many sectors as the scenarios' maps (50 or 51;
# tests/alone/test_worlds.py). With more sectors their sectors lay further apart than the real
# ones', and the hero's search, weighing his walks on them, won less often (docs/measurements.md).
# Two corridors are never parted by a door (the classic maps' doors are all rooms'): drawn with
# doors between corridors too, new stations had twice the classic maps' doors and the hero won a
# third less often.
ROCK = 0.21
JOINS = (("open", 0.85), ("", 0.15))
ROOM_DOORS = 0.8      # the share of a room's passages that are doors (a room's own in the scenarios: 0.8)
GRID_MARKS = {"e": {"open": "-", "door": "+", "": " "}, "s": {"open": "|", "door": "+", "": " "}}

Cell = tuple[int, int]


@dataclass(frozen=True)
class Seen:
    """A sector of the labyrinth as the hero knows it, in his frame: exits by side, each "open",
    "door" or "blocked" (a side without an exit is a wall)."""

    floor: str
    x: int
    y: int
    room: str = ""
    switchbox: bool = False
    stairs: str | None = None
    exits: dict[str, Exit] = field(default_factory=dict)


@dataclass(frozen=True)
class RoomLocated:
    """This round's Locate answer for a room the hero has not seen [KBM S.14]: its distance in
    steps (blocked doors ignored) from where he asked, in his frame, and whether it lies on that
    floor."""

    room: str
    distance: int
    same_floor: bool
    asked: tuple[str, int, int]


@dataclass
class MadeUp:
    """The made-up map, where each floor's frame lies on it (grid = frame + offset), the sectors
    the hero has not seen (in the map's order) and the blocked doors he has."""

    spec: MapSpec
    offsets: dict[str, Cell]
    unseen: list[str]
    blocked: tuple[str, ...]

    def place(self, floor: str, x: int, y: int) -> str:
        dx, dy = self.offsets[floor]
        return sector_id(floor, x + dx, y + dy)


@dataclass
class _Floor:
    id: str
    width: int
    height: int
    offset: Cell
    seen: dict[Cell, Seen]
    kept: set[Cell]                          # cells that must be sectors: seen, beyond a seen exit, the origin
    sectors: set[Cell]
    joins: dict[tuple[Cell, Cell], str]      # (west or north cell, its neighbour) -> "open" / "door"


def make_map(scenario: ScenarioDef, labyrinth: list[Seen], framed: set[str], rng: random.Random,
             located: tuple[RoomLocated, ...] = ()) -> MadeUp:
    """`framed`: the floors the hero has a frame on (its origin, (0, 0), is a sector he saw, though
    it may have left his labyrinth since). A room he has located this round lies where his answer
    puts it, where the made-up map has such a sector."""
    floors = [_make_floor(f.id, [s for s in labyrinth if s.floor == f.id], f.id in framed, rng) for f in scenario.floor]
    unseen = [sector_id(f.id, *cell) for f in floors for cell in sorted(f.sectors, key=_reading) if cell not in f.seen]
    # what must lie on a given floor is placed first, the rooms (on any floor) last
    features = _Features(unseen, rng)
    stairs = [_stairs(colour, (a, b), floors, features) for colour, a, b in
              ((s.colour, *s.sectors) for s in scenario.stairs)]
    switchboxes = [sector_id(f.id, *cell) for f in floors for cell, s in f.seen.items() if s.switchbox]
    for f in floors:
        wanted = sum(1 for s in scenario.switchboxes if floor_of(s) == f.id)
        have = sum(1 for s in f.seen.values() if s.switchbox)
        switchboxes += [features.take(f.id) for _ in range(wanted - have)]
    rooms = {s.room: sector_id(f.id, *cell) for f in floors for cell, s in f.seen.items() if s.room}
    offsets = {f.id: f.offset for f in floors}
    for answer in located:                   # first: their sectors are fewer
        if answer.room not in rooms and answer.asked[0] in offsets:
            rooms[answer.room] = features.take_where(_answered(answer, offsets, floors, stairs))
    for room in scenario.rooms:
        if room not in rooms:
            rooms[room] = features.take()
    start = next((sector_id(f.id, *cell) for f in floors for cell in f.seen), unseen[0])
    _room_doors(floors, scenario, rooms, rng)
    spec = MapSpec(tuple((f.id, _grid(f, set(rooms.values()))) for f in floors), tuple(stairs),
                   tuple(sorted(switchboxes)), rooms, start)
    blocked = tuple(sorted({door_id(sector_id(f.id, *cell), sector_id(f.id, *_step(cell, d)))
                            for f in floors for cell, s in f.seen.items() for d, kind in s.exits.items()
                            if kind == "blocked" and d in STEP}))
    return MadeUp(spec, offsets, unseen, blocked)


def new_station(scenario: ScenarioDef, rng: random.Random, attempts: int = 200) -> MapSpec | None:
    """A secret map for one game, drawn from the scenario's recipe; None if no draw of `attempts`
    fits it (the tests draw thousands without one: the game then plays the classic map)."""
    for _ in range(attempts):
        spec = _draw_station(scenario, rng)
        if spec is not None:
            return spec
    return None


def _draw_station(scenario: ScenarioDef, rng: random.Random) -> MapSpec | None:
    floors = [_make_floor(f.id, [], False, rng) for f in scenario.floor]
    every = [sector_id(f.id, *cell) for f in floors for cell in sorted(f.sectors, key=_reading)]
    features = _Features(every, rng)
    start_floor = next(f for f in floors if f.id == floor_of(scenario.start))
    crossings = [sector_id(start_floor.id, *cell) for cell in sorted(start_floor.sectors, key=_reading)
                 if _ways_out(start_floor, cell) >= START_WAYS]
    if not crossings:
        return None
    start = features.take_where(crossings.__contains__)
    stairs = [_stairs(s.colour, s.sectors, floors, features) for s in scenario.stairs]
    steps = _steps_from(start, floors, stairs)
    if len(steps) < len(every) or sum(1 for n in steps.values() if n >= SPAWN_FAR) < FAR_SECTORS:
        return None
    rooms = _rooms_by_steps(scenario, steps, features)
    if rooms is None:
        return None
    switchboxes = _switchboxes_by_steps(scenario, steps, floors, features)
    _room_doors(floors, scenario, rooms, rng)
    return MapSpec(tuple((f.id, _grid(f, set(rooms.values()))) for f in floors), tuple(stairs),
                   tuple(sorted(switchboxes)), rooms, start)


START_WAYS = 3        # the start is a crossing: three ways out at least (the classic maps' have 4)
SPAWN_FAR = 5         # the farthest a creature must spawn from the hero (the Worm's distance, KBM S.17)
FAR_SECTORS = 15      # sectors at least that far from the start (the classic maps: 27)


def _ways_out(made: _Floor, cell: Cell) -> int:
    return sum(1 for a, b in made.joins if cell in (a, b))


def _rooms_by_steps(scenario: ScenarioDef, steps: dict[str, int], features: _Features) -> dict[str, str] | None:
    """Each room on a free sector of its floor at its number of steps from the start, the rooms
    with the fewest such sectors first; None when one has none left."""
    def fitting(room: str) -> list[str]:
        low, high = scenario.rooms[room].steps
        floor = floor_of(scenario.rooms[room].at)
        return [s for s in features.free if floor_of(s) == floor and low <= steps.get(s, -1) <= high]

    rooms: dict[str, str] = {}
    for room in sorted(scenario.rooms, key=lambda r: (len(fitting(r)), r)):
        places = fitting(room)
        if not places:
            return None
        rooms[room] = features.take_where(places.__contains__)
    return rooms


def _switchboxes_by_steps(scenario: ScenarioDef, steps: dict[str, int], floors: list[_Floor],
                          features: _Features) -> list[str]:
    """Each switchbox on its floor about as many steps from the start as on the classic map (one
    fewer to two more), where it lights a whole line (KBM S.8: its sector and 2 beyond, walls
    stopping the light), else anywhere on its floor. Placed by hand on the classic maps, they
    hang near the start and on long corridors; placed anywhere, the hero lit a third less of the
    station and won a third less often (docs/measurements.md, Alone's balance)."""
    classic = board_of(scenario.id).distances(scenario.start, blocked=None)
    by_id = {f.id: f for f in floors}
    placed = []
    for switchbox in scenario.switchboxes:
        floor, wanted = by_id[floor_of(switchbox)], classic[switchbox]

        def fits(sector: str, floor: _Floor = floor, wanted: int = wanted) -> bool:
            cell = cell_of(sector)
            return (floor_of(sector) == floor.id and wanted - 1 <= steps.get(sector, -1) <= wanted + 2
                    and _line_length(floor, cell) >= SWITCHBOX_REACH)
        placed.append(features.take_where(fits) if any(map(fits, features.free)) else features.take(floor.id))
    return placed


SWITCHBOX_REACH = 2   # sectors a repaired switchbox lights in a line beyond its own (KBM S.8)


def _line_length(made: _Floor, cell: Cell) -> int:
    """The most sectors beyond `cell` in a straight line along passages or doors (light passes
    doors, walls stop it), counted up to the switchbox's reach."""
    longest = 0
    for direction in DIRECTIONS:
        here, length = cell, 0
        while length < SWITCHBOX_REACH:
            there = _step(here, direction)
            if (min(here, there), max(here, there)) not in made.joins or there not in made.sectors:
                break
            here, length = there, length + 1
        longest = max(longest, length)
    return longest


def _room_doors(floors: list[_Floor], scenario: ScenarioDef, rooms: dict[str, str], rng: random.Random) -> None:
    """A room's passages are mostly doors, an open room's all open, as the scenarios draw them (a
    passage beside a sector the hero has seen stays as he saw it)."""
    kind_of = {sector: ("open" if scenario.rooms[room].open else "") for room, sector in rooms.items()}
    for made in floors:
        for a, b in list(made.joins):
            ends = [sector_id(made.id, *a), sector_id(made.id, *b)]
            if a in made.seen or b in made.seen or not any(end in kind_of for end in ends):
                continue
            forced = [kind_of[end] for end in ends if end in kind_of and kind_of[end]]
            made.joins[a, b] = forced[0] if forced else ("door" if rng.random() < ROOM_DOORS else "open")


def _answered(answer: RoomLocated, offsets: dict[str, Cell], floors: list[_Floor],
              stairs: list[tuple[str, str, str]]) -> Callable[[str], bool]:
    """Whether a sector of the made-up map is where the Locate answer puts the room."""
    floor, x, y = answer.asked
    steps = _steps_from(sector_id(floor, x + offsets[floor][0], y + offsets[floor][1]), floors, stairs)
    return lambda sector: steps.get(sector) == answer.distance and (floor_of(sector) == floor) == answer.same_floor


def _steps_from(start: str, floors: list[_Floor], stairs: list[tuple[str, str, str]]) -> dict[str, int]:
    """Steps from `start` to every sector of the made-up map, doors open or not, stairs too (as
    Locate counts them, `Board.distances` with blocked=None)."""
    linked: dict[str, list[str]] = {}
    ends = [(sector_id(f.id, *a), sector_id(f.id, *b)) for f in floors for a, b in f.joins
            if a in f.sectors and b in f.sectors]
    for one, other in ends + [(a, b) for _, a, b in stairs]:
        linked.setdefault(one, []).append(other)
        linked.setdefault(other, []).append(one)
    found, frontier = {start: 0}, [start]
    while frontier:
        reached = []
        for here in frontier:
            for other in linked.get(here, ()):
                if other not in found:
                    found[other] = found[here] + 1
                    reached.append(other)
        frontier = reached
    return found


# ---- one floor ---------------------------------------------------------------------------------------
def _make_floor(floor: str, seen: list[Seen], framed: bool, rng: random.Random) -> _Floor:
    needed = {(s.x, s.y) for s in seen} | {_step((s.x, s.y), d) for s in seen for d in s.exits if d in STEP}
    if framed:
        needed.add((0, 0))
    if needed:
        low_x, low_y = min(x for x, _ in needed), min(y for _, y in needed)
        wide = max(x for x, _ in needed) - low_x + 1
        high = max(y for _, y in needed) - low_y + 1
        width, height = max(SHEET[0], wide), max(SHEET[1], high)
        offset = (rng.randint(0, width - wide) - low_x, rng.randint(0, height - high) - low_y)
    else:
        width, height = SHEET
        offset = (0, 0)
    placed = {(s.x + offset[0], s.y + offset[1]): s for s in seen}
    kept = {(x + offset[0], y + offset[1]) for x, y in needed}
    cells = {(x, y) for y in range(height) for x in range(width)}
    made = _Floor(floor, width, height, offset, placed, kept, cells, {})
    for cell in sorted(cells, key=_reading):
        for direction in ("e", "s"):
            other = _step(cell, direction)
            if other in cells:
                kind = _join(placed.get(cell), direction, placed.get(other), rng)
                if kind:
                    made.joins[cell, other] = kind
    _join_up(made, rng)
    _rock(made, rng)
    _through_ways(made, rng)
    return made


def _join(a: Seen | None, direction: str, b: Seen | None, rng: random.Random) -> str:
    """What joins two neighbours: what the hero saw on either side, else drawn."""
    if a is not None:
        return _kind(a.exits.get(direction))
    if b is not None:
        return _kind(b.exits.get(OPPOSITE[direction]))
    return rng.choices([k for k, _ in JOINS], [w for _, w in JOINS])[0]


def _kind(exit_: str | None) -> str:
    return "" if exit_ is None else ("open" if exit_ == "open" else "door")


def _join_up(made: _Floor, rng: random.Random) -> None:
    """Every part of the floor joined to the rest through a wall nobody has seen (a part of the
    labyrinth walled in on all sides he has seen is left apart: the stairs may join it; a part
    of unseen sectors walled in by them is rock)."""
    left_apart: set[Cell] = set()
    while True:
        parts = [p for p in _parts(made) if not p & left_apart]
        if len(parts) <= 1:
            return
        main = max(parts, key=len)
        part = next(p for p in parts if p is not main)
        walls = [(a, b) for a in sorted(part, key=_reading) for b in (_step(a, d) for d in DIRECTIONS)
                 if b in made.sectors and b not in part and a not in made.seen and b not in made.seen]
        if walls:
            a, b = rng.choice(walls)
            made.joins[min(a, b), max(a, b)] = "open"
        elif part & made.kept:
            left_apart |= part
        else:
            made.sectors -= part
            made.joins = {k: v for k, v in made.joins.items() if not set(k) & part}


def _rock(made: _Floor, rng: random.Random) -> None:
    """A few cells nobody has seen turned to rock, where that parts nothing."""
    apart = len(_parts(made))
    candidates = sorted(made.sectors - made.kept, key=_reading)
    for cell in rng.sample(candidates, min(len(candidates), round(ROCK * made.width * made.height))):
        joins = {k: v for k, v in made.joins.items() if cell not in k}
        before = made.sectors, made.joins
        made.sectors, made.joins = made.sectors - {cell}, joins
        if len(_parts(made)) > apart:
            made.sectors, made.joins = before


def _through_ways(made: _Floor, rng: random.Random) -> None:
    """A corridor that ends in a wall is given a second way out where a neighbour lies beyond an
    unseen wall: stations are built in loops (the classic maps have 0 to 3 dead ends, drawn
    without this 8; a hero cornered in one, or sent into one by his search, won a good deal less
    often, docs/measurements.md)."""
    for cell in sorted(made.sectors - set(made.seen), key=_reading):
        if _ways_out(made, cell) != 1:
            continue
        walls = [other for other in (_step(cell, d) for d in DIRECTIONS)
                 if other in made.sectors and other not in made.seen
                 and (min(cell, other), max(cell, other)) not in made.joins]
        if walls:
            other = rng.choice(walls)
            made.joins[min(cell, other), max(cell, other)] = "open"


def _parts(made: _Floor) -> list[set[Cell]]:
    linked: dict[Cell, list[Cell]] = {cell: [] for cell in made.sectors}
    for a, b in made.joins:
        linked[a].append(b)
        linked[b].append(a)
    parts, done = [], set()
    for cell in sorted(made.sectors, key=_reading):
        if cell in done:
            continue
        part, todo = {cell}, [cell]
        while todo:
            for other in linked[todo.pop()]:
                if other not in part:
                    part.add(other)
                    todo.append(other)
        done |= part
        parts.append(part)
    return parts


def _grid(made: _Floor, rooms: set[str]) -> tuple[str, ...]:
    """The floor written as a scenario writes it (`content/scenarios.toml`)."""
    lines = []
    for y in range(made.height):
        row, under = [], []
        for x in range(made.width):
            cell = (x, y)
            row.append("." if cell not in made.sectors else ("r" if sector_id(made.id, x, y) in rooms else "c"))
            if x < made.width - 1:
                row.append(GRID_MARKS["e"][made.joins.get((cell, (x + 1, y)), "")])
            under.append(GRID_MARKS["s"][made.joins.get((cell, (x, y + 1)), "")])
        lines.append("".join(row))
        if y < made.height - 1:
            lines.append(" ".join(under))
    return tuple(lines)


# ---- rooms, stairs, switchboxes ---------------------------------------------------------------------
class _Features:
    """Unseen sectors for the rooms, stairs and switchboxes, one each while there are enough (on
    the floor asked for while it has one free; a hero who has seen nearly all may leave fewer)."""

    def __init__(self, unseen: list[str], rng: random.Random) -> None:
        self.unseen = unseen
        self.free = list(unseen)
        self.rng = rng

    def take_where(self, fits: Callable[[str], bool]) -> str:
        """A free sector that `fits`, else any (`take`)."""
        fitting = [s for s in self.free if fits(s)]
        if not fitting:
            return self.take()
        chosen = self.rng.choice(fitting)
        self.free.remove(chosen)
        return chosen

    def take(self, floor: str | None = None) -> str:
        on_floor = [s for s in self.free if floor is None or floor_of(s) == floor]
        chosen = self.rng.choice(on_floor or self.free or self.unseen)
        if chosen in self.free:
            self.free.remove(chosen)
        return chosen


def _stairs(colour: str, ends: tuple[str, str], floors: list[_Floor], features: _Features) -> tuple[str, str, str]:
    """A stair pair joins the same two floors as the scenario's; an end the hero has seen stays."""
    placed = []
    for end in ends:
        floor = next(f for f in floors if f.id == floor_of(end))
        seen = next((cell for cell, s in floor.seen.items() if s.stairs == colour), None)
        placed.append(sector_id(floor.id, *seen) if seen is not None else features.take(floor.id))
    return colour, placed[0], placed[1]


def _step(cell: Cell, direction: str) -> Cell:
    dx, dy = STEP[direction]
    return cell[0] + dx, cell[1] + dy


def _reading(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]
