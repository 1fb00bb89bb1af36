"""Where the terrain lies on the screen: cells, areas, the lines between them, the places where
a card may be explored, and the spots for the pieces in each area.

[DE: Geländekarten] Cards lie on a grid per level, all in one orientation; another level lies
apart from the first [DE: In eine andere Ebene bewegen, 2b]. This module is rectangle arithmetic
over the view's `terrain`; nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.titles.heredity import shown as sh

COLS, ROWS = 4, 3                      # cells per terrain card [content.GRID_COLS, GRID_ROWS]
MAX_CELL = 128
LABEL = 26                             # room for a level's caption
EDGE_CODES = {".": None, "w": "white", "k": "black", "b": "blue", "g": "green", "r": "red"}
STRENGTH = {"white": 0, "green": 1, "red": 2, "blue": 3, "black": 4}
STEPS = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0)}


@dataclass(frozen=True)
class Ghost:
    """A face-down card an exploring member may lay next to `source` [DE: Bewegen 2b]."""

    card: str
    source: str
    edge: str
    cells: tuple[int, ...]
    level: int
    col: int
    row: int


@dataclass(frozen=True)
class Segment:
    level: int
    start: tuple[int, int]
    end: tuple[int, int]
    line: str


class MapLayout:
    def __init__(self, terrain: sh.Terrain, rect: pygame.Rect) -> None:
        self.rect = rect
        self.cards = terrain.cards
        self.areas = {a.id: a for a in terrain.areas}
        self.ghosts = self._ghosts()
        self.bounds = self._bounds()
        self.levels = sorted(self.bounds)
        self.cell, self.origins = self._arrange()
        self.card_rects = {c.card: self.card_rect(c.level, c.col, c.row) for c in self.cards}
        self.ghost_rects = {g.card: self.ghost_rect(g) for g in self.ghosts}
        self.signature = (tuple((c.card, c.face, c.col, c.row, c.level) for c in self.cards),
                          tuple(g.card for g in self.ghosts), self.cell, tuple(sorted(self.origins.items())))

    # ---- where things are -------------------------------------------------------------------
    def _ghosts(self) -> list[Ghost]:
        taken = {(c.level, c.col, c.row) for c in self.cards}
        found = {}
        for c in self.cards:
            for x in c.explore:
                dc, dr = STEPS[x.edge]
                spot = (c.level, c.col + dc, c.row + dr)
                if x.open and spot not in taken and x.card not in found:
                    found[x.card] = Ghost(x.card, c.card, x.edge, tuple(x.cells), *spot)
        return list(found.values())

    def _bounds(self) -> dict[int, tuple[int, int, int, int]]:
        """Per level, in cells: the first column and row, how many across and down. A card still
        to explore takes a strip one cell deep along the edge it will be laid at."""
        cells: dict[int, list[tuple[int, int]]] = {}
        for c in self.cards:
            x, y = c.col * COLS, c.row * ROWS
            cells.setdefault(c.level, []).extend([(x, y), (x + COLS - 1, y + ROWS - 1)])
        for g in self.ghosts:
            x, y, w, h = self._ghost_cells(g)
            cells.setdefault(g.level, []).extend([(x, y), (x + w - 1, y + h - 1)])
        bounds = {}
        for level, found in cells.items():
            xs = [p[0] for p in found]
            ys = [p[1] for p in found]
            bounds[level] = (min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        return bounds

    @staticmethod
    def _ghost_cells(ghost: Ghost) -> tuple[int, int, int, int]:
        """The strip of cells next to the source card where the explored card will lie."""
        x, y = ghost.col * COLS, ghost.row * ROWS
        if ghost.edge == "n":
            return x, y + ROWS - 1, COLS, 1
        if ghost.edge == "s":
            return x, y, COLS, 1
        if ghost.edge == "w":
            return x + COLS - 1, y, 1, ROWS
        return x, y, 1, ROWS

    def ghost_rect(self, ghost: Ghost) -> pygame.Rect:
        x, y, w, h = self._ghost_cells(ghost)
        corner = self.cell_rect(ghost.level, x, y)
        return pygame.Rect(corner.topleft, (w * self.cell, h * self.cell)).inflate(-6, -6)

    def _arrange(self) -> tuple[int, dict[int, tuple[int, int]]]:
        """The first level large on the left; the others beside it in a column, or below it in a
        row, whichever leaves the larger cells."""
        if not self.levels:
            return MAX_CELL, {}
        main, others = self.levels[0], self.levels[1:]
        size = {lv: (self.bounds[lv][2], self.bounds[lv][3]) for lv in self.levels}
        width, height = self.rect.width - 24, self.rect.height - 24
        w0, h0 = size[main]
        if not others:
            cell = min(MAX_CELL, width // w0, height // h0)
            return cell, self._centre({main: (0, 0)}, cell, w0 * cell, h0 * cell)
        column_w = max(size[lv][0] for lv in others)
        column_h = sum(size[lv][1] for lv in others) + len(others) - 1
        side = min(width // (w0 + 1 + column_w), (height - LABEL * len(others)) // max(h0, column_h),
                   height // h0)
        row_w = sum(size[lv][0] for lv in others) + len(others) - 1
        below = min(width // max(w0, row_w), (height - LABEL) // (h0 + 1 + max(size[lv][1] for lv in others)))
        cell = min(MAX_CELL, max(side, below))
        offsets = {main: (0, 0)}
        if side >= below:
            x, y = (w0 + 1) * cell, LABEL
            for lv in others:
                offsets[lv] = (x, y)
                y += (size[lv][1] + 1) * cell + LABEL
            return cell, self._centre(offsets, cell, x + column_w * cell, max(h0 * cell, y - cell - LABEL))
        x, y = 0, (h0 + 1) * cell + LABEL
        for lv in others:
            offsets[lv] = (x, y)
            x += (size[lv][0] + 1) * cell
        return cell, self._centre(offsets, cell, max(w0 * cell, x - cell), y + max(size[lv][1] for lv in others) * cell)

    def _centre(self, offsets, cell, width, height) -> dict[int, tuple[int, int]]:
        left = self.rect.x + (self.rect.width - width) // 2
        top = self.rect.y + (self.rect.height - height) // 2
        return {lv: (left + dx, top + dy) for lv, (dx, dy) in offsets.items()}

    def cell_rect(self, level: int, x: int, y: int) -> pygame.Rect:
        ox, oy = self.origins[level]
        first_x, first_y, _, _ = self.bounds[level]
        return pygame.Rect(ox + (x - first_x) * self.cell, oy + (y - first_y) * self.cell, self.cell, self.cell)

    def card_rect(self, level: int, col: int, row: int) -> pygame.Rect:
        corner = self.cell_rect(level, col * COLS, row * ROWS)
        return pygame.Rect(corner.topleft, (COLS * self.cell, ROWS * self.cell))

    def level_rect(self, level: int) -> pygame.Rect:
        first_x, first_y, width, height = self.bounds[level]
        return pygame.Rect(self.cell_rect(level, first_x, first_y).topleft, (width * self.cell, height * self.cell))

    def area_cells(self, area: str) -> list[pygame.Rect]:
        shown = self.areas[area]
        return [self.cell_rect(shown.level, x, y) for x, y in sorted(shown.cells, key=lambda c: (c[1], c[0]))]

    def area_boxes(self, area: str) -> list[pygame.Rect]:
        """The area as few rectangles: cells joined into runs along rows, equal runs down."""
        runs: list[pygame.Rect] = []
        for rect in self.area_cells(area):
            last = runs[-1] if runs else None
            if last and last.top == rect.top and last.right == rect.left:
                last.width += rect.width
            else:
                runs.append(rect.copy())
        boxes: list[pygame.Rect] = []
        for run in runs:
            above = next((b for b in boxes if (b.left, b.width, b.bottom) == (run.left, run.width, run.top)), None)
            if above:
                above.height += run.height
            else:
                boxes.append(run)
        return boxes

    def slots(self, area: str) -> list[pygame.Rect]:
        """Spots for the pieces in an area: four per cell, row by row, under the band at the top
        of each cell where an area's name may stand."""
        band = self.name_band()
        width, height = self.cell // 2, (self.cell - band) // 2
        found = []
        for cell in self.area_cells(area):
            for dy in (0, height):
                for dx in (0, width):
                    found.append(pygame.Rect(cell.x + dx, cell.y + band + dy, width, height))
        return found

    def name_band(self) -> int:
        return max(14, min(20, self.cell // 4))

    # ---- lines ------------------------------------------------------------------------------------
    def segments(self) -> list[Segment]:
        """Every line drawn on the terrain, resolved as the rules read it [geometry._line]: inside
        a card the line between two letters; on a shared edge the stronger of the two cards'."""
        owner = {}
        for c in self.cards:
            for cy, letters in enumerate(c.grid):
                for cx, letter in enumerate(letters):
                    owner[(c.level, c.col * COLS + cx, c.row * ROWS + cy)] = (c, letter)
        found = []
        for (level, x, y), (card, letter) in owner.items():
            for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
                other = owner.get((level, x + dx, y + dy))
                if other is not None and (dx < 0 or dy < 0):
                    continue
                line = _line(card, letter, x, y, dx, dy, other)
                if line:
                    found.append(_segment(level, x, y, dx, dy, line))
        return sorted(found, key=lambda s: STRENGTH[s.line])


def _edge_code(card: sh.TerrainCard, x: int, y: int, dx: int, dy: int) -> str | None:
    cx, cy = x % COLS, y % ROWS
    edges = card.edges
    if dx == 1 and cx == COLS - 1:
        return EDGE_CODES[edges.e[cy]]
    if dx == -1 and cx == 0:
        return EDGE_CODES[edges.w[cy]]
    if dy == 1 and cy == ROWS - 1:
        return EDGE_CODES[edges.s[cx]]
    if dy == -1 and cy == 0:
        return EDGE_CODES[edges.n[cx]]
    return None


def _line(card, letter, x, y, dx, dy, other) -> str | None:
    if other is not None and other[0] is card:
        if other[1] == letter:
            return None
        pair = "".join(sorted((letter, other[1])))
        return card.lines.get(pair) or card.lines.get(pair[::-1]) or "white"
    mine = _edge_code(card, x, y, dx, dy)
    if other is None:
        return mine
    theirs = _edge_code(other[0], x + dx, y + dy, -dx, -dy)
    drawn = [line for line in (mine, theirs) if line]
    return max(drawn, key=STRENGTH.__getitem__) if drawn else None


def _segment(level, x, y, dx, dy, line) -> Segment:
    if dx:
        edge = x + (1 if dx > 0 else 0)
        return Segment(level, (edge, y), (edge, y + 1), line)
    edge = y + (1 if dy > 0 else 0)
    return Segment(level, (x, edge), (x + 1, edge), line)
