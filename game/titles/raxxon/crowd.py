"""The crowd as a grid: adjacency, rows and columns, where an added card may go.

The crowd is a tuple of `Cell`s sorted by position, renumbered so its top-left is (0, 0).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from operator import attrgetter

from game.engine.memo import per_state
from game.titles.raxxon.model import CROWD_LIMIT, Cell, Pos

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
READING_ORDER = attrgetter("r", "c")       # a cell's sort key: rows top to bottom, then left to right


def by_pos(crowd: Iterable[Cell]) -> dict[Pos, Cell]:
    return {(cell.r, cell.c): cell for cell in crowd}


def neighbours(pos: Pos) -> list[Pos]:
    r, c = pos
    return [(r + dr, c + dc) for dr, dc in STEPS]


def normalise(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    cells = list(cells)
    if not cells:
        return ()
    top = min(cell.r for cell in cells)
    left = min(cell.c for cell in cells)
    if top or left:
        cells = [Cell(cell.r - top, cell.c - left, cell.card, cell.up) for cell in cells]
    return tuple(sorted(cells, key=READING_ORDER))


def size(crowd: tuple[Cell, ...]) -> tuple[int, int]:
    if not crowd:
        return (0, 0)
    return (max(cell.r for cell in crowd) + 1, max(cell.c for cell in crowd) + 1)


def _lines_of(items: Sequence, places: Sequence[Pos]) -> list[tuple[str, list]]:
    """Rows top to bottom, then columns left to right, of items at `places` (in reading order)."""
    rows: dict[int, list] = {}
    cols: dict[int, list] = {}
    for item, (r, c) in zip(items, places, strict=True):
        rows.setdefault(r, []).append(item)
        cols.setdefault(c, []).append(item)
    return [(f"row:{r}", rows[r]) for r in sorted(rows)] + [(f"col:{c}", cols[c]) for c in sorted(cols)]


def lines(crowd: tuple[Cell, ...]) -> list[tuple[str, list[Cell]]]:
    """Every row and column holding at least one card, gaps and all: ("row:1", [cells])."""
    return _lines_of(crowd, [(cell.r, cell.c) for cell in crowd])     # the crowd is in reading order


def position_lines(positions: Iterable[Pos]) -> list[tuple[str, list[Pos]]]:
    """The same rows and columns, of bare positions: ("row:1", [positions])."""
    ordered = sorted(positions)
    return _lines_of(ordered, ordered)


def line_cells(crowd: tuple[Cell, ...], line: str) -> list[Cell]:
    kind, _, index = line.partition(":")
    try:
        number = int(index)
    except ValueError:
        return []
    if kind == "row":
        return [cell for cell in crowd if cell.r == number]
    if kind == "col":
        return [cell for cell in crowd if cell.c == number]
    return []


@per_state
def shape(crowd: tuple[Cell, ...]) -> tuple[Pos, ...]:
    """Where the crowd's cards lie, in reading order; remembered for the last crowd (flips and
    swaps leave the shape as it is, and a game's crowds take few shapes)."""
    return tuple((cell.r, cell.c) for cell in crowd)


def placement_cells(crowd: tuple[Cell, ...]) -> tuple[Pos, ...]:
    """Where an added card may go: the empty cells with the most neighbours, keeping 6×6.

    Positions may lie above or left of the current crowd (negative); the crowd is renumbered
    once the card is placed. An empty crowd takes the card in the middle of the table: (0, 0).
    """
    return _placements(shape(crowd))


@lru_cache(maxsize=1024)
def _placements(taken: tuple[Pos, ...]) -> tuple[Pos, ...]:
    """`placement_cells` of a crowd whose cards lie at `taken`: where they lie is all it reads."""
    if not taken:
        return ((0, 0),)
    rows = max(r for r, _ in taken) + 1
    cols = max(c for _, c in taken) + 1
    grid = set(taken)
    counts: dict[Pos, int] = {}          # empty places next to a card: only they can have neighbours
    for pos in taken:
        for near in neighbours(pos):
            if near not in grid:
                counts[near] = counts.get(near, 0) + 1
    best: list[Pos] = []
    most = 0
    for (r, c) in sorted(counts):
        if max(rows, r + 1) - min(0, r) > CROWD_LIMIT or max(cols, c + 1) - min(0, c) > CROWD_LIMIT:
            continue
        count = counts[(r, c)]
        if count > most:
            most, best = count, [(r, c)]
        elif count == most:
            best.append((r, c))
    return tuple(best)
