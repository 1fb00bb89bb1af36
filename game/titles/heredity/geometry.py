"""The terrain as pure geometry: areas, the lines between them, paths and lines of sight.

[DE: Geländekarten, Bereiche] Every terrain card is a grid of 4×3 cells; each cell carries the
letter of its area on that card. Cards lie in one orientation on a grid per level. Two cells with
the same letter on one card are one area; across a card edge, cells join into one area when
neither card draws a line there [DE: "Der Rand einer Karte begrenzt einen Bereich nur dann, wenn
dort auch eine Linie abgebildet ist"]. Otherwise the line drawn (the stronger of the two sides)
separates them: white and green may be crossed, red may be crossed at 1 harm, blue (window) and
black (wall) may not; only black blocks a line of sight.

A `Geometry` is built once per layout (cached) and answers every question the rules ask.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from functools import lru_cache

from game.titles.heredity.content import GRID_COLS, GRID_ROWS, LINE_CODES, Edges, content
from game.titles.heredity.recall import while_same

MOVABLE = frozenset({"white", "green", "red"})
STRENGTH = {"white": 0, "green": 1, "red": 2, "blue": 3, "black": 4}
DEFAULT_CAPACITY_PER_CELL = 2

Layout = tuple[tuple[str, str, int, int, int], ...]   # (card, face, col, row, level)


def layout_of(state) -> Layout:
    turned = set(state.turned)
    return tuple((p.card, "b" if p.card in turned else "a", p.col, p.row, p.level) for p in state.terrain)


@while_same("terrain", "turned")
def geometry(state) -> Geometry:
    """The geometry of the state's layout: reading the layout anew and looking it up would cost
    more than most of what is asked of it."""
    return build(layout_of(state))


class Geometry:
    """Areas of one layout. Area names are "card:letter"; `area[name]` gives the canonical one."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.cells: dict[tuple[int, int, int], str] = {}       # (level, x, y) -> local area
        self.card_at: dict[tuple[int, int, int], str] = {}     # (level, col, row) -> card
        self.level_of_card: dict[str, int] = {}
        self.sides = {}
        for card, face, col, row, level in layout:
            side = content().side(card, face)
            self.sides[card] = side
            self.card_at[(level, col, row)] = card
            self.level_of_card[card] = level
            for y, letters in enumerate(side.grid):
                for x, letter in enumerate(letters):
                    self.cells[(level, col * GRID_COLS + x, row * GRID_ROWS + y)] = f"{card}:{letter}"
        self._parent: dict[str, str] = {local: local for local in self.cells.values()}
        self._bounds: dict[tuple[str, str], set[str]] = {}
        self._capacity: dict[str, int] = {}     # canonical area -> figures that fit, as asked
        self.walls: dict[int, list[tuple[float, float, float, float]]] = {}
        self._scan()
        self.area: dict[str, str] = {local: self._find(local) for local in self._parent}
        self.members: dict[str, tuple[str, ...]] = {}
        for local in sorted(self._parent):
            self.members.setdefault(self.area[local], ())
            self.members[self.area[local]] += (local,)
        self.neighbours: dict[str, dict[str, frozenset[str]]] = {a: {} for a in self.members}
        for (a, b), kinds in self._bounds.items():
            ga, gb = self.area[a], self.area[b]
            if ga != gb:
                for one, two in ((ga, gb), (gb, ga)):
                    self.neighbours[one][two] = self.neighbours[one].get(two, frozenset()) | kinds
        self.area_cells: dict[str, list[tuple[int, int, int]]] = {a: [] for a in self.members}
        for cell, local in self.cells.items():
            self.area_cells[self.area[local]].append(cell)
        self._sight: dict[tuple[str, str], bool] = {}
        self._moves: dict[str, dict[str, int]] = {}     # canonical area -> its moves, as asked
        self._apart: dict[str, dict[str, int]] = {}     # canonical area -> distances from it, as asked

    # ---- building ------------------------------------------------------------------------
    def _find(self, local: str) -> str:
        while self._parent[local] != local:
            self._parent[local] = self._parent[self._parent[local]]
            local = self._parent[local]
        return local

    def _join(self, a: str, b: str) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra != rb:
            self._parent[max(ra, rb)] = min(ra, rb)

    def _scan(self) -> None:
        for (level, x, y), local in self.cells.items():
            for dx, dy in ((1, 0), (0, 1)):
                other = self.cells.get((level, x + dx, y + dy))
                line = self._line(level, x, y, dx, dy, other)
                if other is not None and line is None:
                    self._join(local, other)
                elif other is not None and line is not None:
                    key = (local, other) if local < other else (other, local)
                    self._bounds.setdefault(key, set()).add(line)
                if line == "black":
                    self._wall(level, x, y, dx, dy)
            # outer sides facing no card: walls where the card draws black
            for dx, dy in ((-1, 0), (0, -1)):
                if (level, x + dx, y + dy) not in self.cells and self._edge_code(level, x, y, dx, dy) == "black":
                    self._wall(level, x + dx, y + dy, -dx, -dy)
            for dx, dy in ((1, 0), (0, 1)):
                if (level, x + dx, y + dy) not in self.cells and self._edge_code(level, x, y, dx, dy) == "black":
                    self._wall(level, x, y, dx, dy)

    def _wall(self, level, x, y, dx, dy) -> None:
        segment = (x + 1.0, float(y), x + 1.0, y + 1.0) if dx else (float(x), y + 1.0, x + 1.0, y + 1.0)
        self.walls.setdefault(level, []).append(segment)

    def _edge_code(self, level, x, y, dx, dy) -> str | None:
        """The line a card draws on the cell side facing (dx, dy), if that side is a card edge."""
        col, cx = divmod(x, GRID_COLS)
        row, cy = divmod(y, GRID_ROWS)
        side = self.sides[self.card_at[(level, col, row)]]
        edges = side.edges or Edges()
        if dx == 1 and cx == GRID_COLS - 1:
            return LINE_CODES[edges.e[cy]]
        if dx == -1 and cx == 0:
            return LINE_CODES[edges.w[cy]]
        if dy == 1 and cy == GRID_ROWS - 1:
            return LINE_CODES[edges.s[cx]]
        if dy == -1 and cy == 0:
            return LINE_CODES[edges.n[cx]]
        return None

    def _line(self, level, x, y, dx, dy, other) -> str | None:
        if other is None:
            return None
        here = self.cells[(level, x, y)]
        card_here, letter_here = here.split(":")
        card_there, letter_there = other.split(":")
        if card_here == card_there:
            if letter_here == letter_there:
                return None
            pair = "".join(sorted((letter_here, letter_there)))
            lines = self.sides[card_here].lines
            return lines.get(pair) or lines.get(pair[::-1]) or "white"
        mine = self._edge_code(level, x, y, dx, dy)
        theirs = self._edge_code(level, x + dx, y + dy, -dx, -dy)
        drawn = [line for line in (mine, theirs) if line]
        return max(drawn, key=STRENGTH.__getitem__) if drawn else None

    # ---- questions -------------------------------------------------------------------------
    def canonical(self, area: str) -> str:
        return self.area[area]

    def same(self, a: str, b: str) -> bool:
        return self.area.get(a) == self.area.get(b) and a in self.area

    def level(self, area: str) -> int:
        return self.level_of_card[area.split(":")[0]]

    def moves(self, area: str) -> dict[str, int]:
        """Areas one move away and the harm of the move [DE: Bewegen 2a; rote Linien].
        Remembered per area (paths and reach ask often); callers must not change the answer."""
        canonical = self.area[area]
        if canonical not in self._moves:
            self._moves[canonical] = self._count_moves(canonical)
        return self._moves[canonical]

    def _count_moves(self, canonical: str) -> dict[str, int]:
        found = {}
        for other, kinds in self.neighbours[canonical].items():
            if kinds & {"white", "green"}:
                found[other] = 0
            elif "red" in kinds:
                found[other] = 1
        return found

    def sight_neighbours(self, area: str) -> Iterable[str]:
        for other, kinds in self.neighbours[self.area[area]].items():
            if kinds - {"black"}:
                yield other

    def distance(self, a: str, b: str) -> int | None:
        """Areas apart for ranged attacks, counting every line but walls; None on another level."""
        a, b = self.area[a], self.area[b]
        if self.level(a) != self.level(b):
            return None
        if a not in self._apart:
            self._apart[a] = _bfs(self, a, self.sight_neighbours)
        return self._apart[a].get(b)

    def sees(self, a: str, b: str) -> bool:
        """[DE: Reichweite im Fernkampf] a straight line from area a to area b touching no black
        line; where in the areas the figures stand does not matter (any two sample points of
        their cells)."""
        a, b = self.area[a], self.area[b]
        if a == b:
            return True
        key = (a, b) if a < b else (b, a)
        if key not in self._sight:
            self._sight[key] = self._straight_line(a, b)
        return self._sight[key]

    def _straight_line(self, a: str, b: str) -> bool:
        """Lines between sample points of the two areas: each cell's centre and its corners set
        a hair inside, so a line grazing a wall's end or hugging an edge is found too."""
        if self.level(a) != self.level(b):
            return False
        walls = self.walls.get(self.level(a), [])
        starts, ends = _samples(self.area_cells[a]), _samples(self.area_cells[b])
        return _clear_line(tuple(starts), tuple(ends), tuple(sorted(_walls_between(walls, starts + ends))))

    def capacity(self, area: str) -> int:
        canonical = self.area[area]
        if canonical not in self._capacity:
            self._capacity[canonical] = self._count_capacity(canonical)
        return self._capacity[canonical]

    def _count_capacity(self, canonical: str) -> int:
        total = 0
        for local in self.members[canonical]:
            card, letter = local.split(":")
            cells = sum(row.count(letter) for row in self.sides[card].grid)
            total += self.sides[card].capacity.get(letter, cells * DEFAULT_CAPACITY_PER_CELL)
        return total

    def edge_cells(self, card: str, edge: str, cells: tuple[int, ...]) -> list[str]:
        """Local areas of `card` along `edge` (all its cells, or the ones listed)."""
        side = self.sides[card]
        if edge in ("n", "s"):
            row = side.grid[0 if edge == "n" else GRID_ROWS - 1]
            picks = cells or tuple(range(GRID_COLS))
            return [f"{card}:{row[i]}" for i in picks]
        column = [row[0 if edge == "w" else GRID_COLS - 1] for row in side.grid]
        picks = cells or tuple(range(GRID_ROWS))
        return [f"{card}:{column[i]}" for i in picks]

    def neighbour_slot(self, card: str, edge: str) -> tuple[int, int, int]:
        for c, _face, col, row, level in self.layout:
            if c == card:
                dc, dr = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0)}[edge]
                return level, col + dc, row + dr
        raise KeyError(card)


SAMPLE_INSET = 0.01
SAMPLE_SPOTS = ((0.5, 0.5), (SAMPLE_INSET, SAMPLE_INSET), (1 - SAMPLE_INSET, SAMPLE_INSET),
                (SAMPLE_INSET, 1 - SAMPLE_INSET), (1 - SAMPLE_INSET, 1 - SAMPLE_INSET))


def _samples(cells) -> list[tuple[float, float]]:
    return [(x + dx, y + dy) for _, x, y in cells for dx, dy in SAMPLE_SPOTS]


@lru_cache(maxsize=8192)
def _clear_line(starts: tuple[tuple[float, float], ...], ends: tuple[tuple[float, float], ...],
                walls: tuple[tuple[float, float, float, float], ...]) -> bool:
    """Whether a line from one of `starts` to one of `ends` touches none of `walls`. Remembered
    by the points and the walls near them, not per geometry: a card laid elsewhere makes a new
    geometry but leaves the sight between two areas as it was."""
    for x1, y1 in starts:
        for x2, y2 in ends:
            if not any(_touches((x1, y1, x2, y2), wall) for wall in walls):
                return True
    return False


def _walls_between(walls, points) -> list:
    """Only walls inside the box around both areas can touch a line between them."""
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    return [w for w in walls if max(w[0], w[2]) >= left and min(w[0], w[2]) <= right
            and max(w[1], w[3]) >= top and min(w[1], w[3]) <= bottom]


def _touches(p, q) -> bool:
    """Whether segment p touches segment q (ends and collinear overlaps included)."""
    ax, ay, bx, by = p
    cx, cy, dx, dy = q

    def orient(px, py, qx, qy, rx, ry):
        value = (qx - px) * (ry - py) - (qy - py) * (rx - px)
        return 0 if abs(value) < 1e-9 else (1 if value > 0 else -1)

    def on(px, py, qx, qy, rx, ry):
        return min(px, qx) - 1e-9 <= rx <= max(px, qx) + 1e-9 and min(py, qy) - 1e-9 <= ry <= max(py, qy) + 1e-9

    o1, o2 = orient(ax, ay, bx, by, cx, cy), orient(ax, ay, bx, by, dx, dy)
    o3, o4 = orient(cx, cy, dx, dy, ax, ay), orient(cx, cy, dx, dy, bx, by)
    if o1 != o2 and o3 != o4:
        return True
    return ((o1 == 0 and on(ax, ay, bx, by, cx, cy)) or (o2 == 0 and on(ax, ay, bx, by, dx, dy))
            or (o3 == 0 and on(cx, cy, dx, dy, ax, ay)) or (o4 == 0 and on(cx, cy, dx, dy, bx, by)))


def _bfs(geo: Geometry, start: str, step) -> dict[str, int]:
    seen = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for there in step(here):
            if there not in seen:
                seen[there] = seen[here] + 1
                todo.append(there)
    return seen


@lru_cache(maxsize=4096)
def paths(geo: Geometry, start: str) -> dict[str, tuple[int, int]]:
    """Every reachable area with its best (moves, harm) from `start`: fewest moves first, then
    least harm [DE: Angriffe 1: kürzester Weg, möglichst wenig Schaden]. Full areas count like
    any other here: a character may move through them, only not stop in them [DE: Sonderfall:
    Volle Bereiche]; where it may stop is the caller's question. Remembered per geometry (the
    encounters ask on every turn); the answer is shared: callers must not change it."""
    start = geo.area[start]
    best = {start: (0, 0)}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        steps, harm = best[here]
        for there, cost in geo.moves(here).items():
            candidate = (steps + 1, harm + cost)
            if there not in best or candidate < best[there]:
                best[there] = candidate
                todo.append(there)
    return best


@lru_cache(maxsize=4096)
def walks(geo: Geometry, start: str, full: frozenset[str], limit: int) -> dict[str, tuple[int, int]]:
    """Where one move action of a member may end, with its (moves, harm): a neighbouring area
    with room, or one beyond full areas for one move (and one disc) per area [DE: Sonderfall:
    Volle Bereiche: "Mit mehreren Bewegungsaktionen darf sich der Charakter aber
    hindurchbewegen"], at most `limit` moves; fewest moves, then least harm. Remembered (a
    geometry stands for one layout): the family's moves are listed on every command while the
    terrain and the full areas seldom change. The answer is shared: callers must not change it."""
    start = geo.area[start]
    ends: dict[str, tuple[int, int]] = {}
    crowded = {start: (0, 0)}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        steps, harm = crowded[here]
        if steps >= limit:
            continue
        for there, cost in geo.moves(here).items():
            candidate = (steps + 1, harm + cost)
            if there == start:
                continue
            if there not in full:
                if there not in ends or candidate < ends[there]:
                    ends[there] = candidate
            elif there not in crowded or candidate < crowded[there]:
                crowded[there] = candidate
                todo.append(there)
    return ends


@lru_cache(maxsize=512)
def build(layout: Layout) -> Geometry:
    return Geometry(layout)
