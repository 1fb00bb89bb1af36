"""Where the squares of a map are drawn: one panel per floor, side by side, each fitting its
sectors' grid as large as the panel allows.

The hero's labyrinth is fitted to what he has seen, with a ring of one square around it for the
ways leading out of it (so the picture grows as he explores and never tells the map's size); the
Evil players' secret map is fitted to the whole map.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.titles.alone.view import SectorView

HEADING = 30
LARGEST = 118                   # a square's side at most
GAP_SHARE = 0.18                # of a square left between two sectors, for doors and passages


@dataclass
class FloorPanel:
    floor: str
    rect: pygame.Rect
    left: int = 0               # the grid's first column and row
    top: int = 0
    cell: int = 0               # a square's side
    origin: tuple[int, int] = (0, 0)    # where the grid's first square is drawn

    def square(self, x: int, y: int) -> pygame.Rect:
        """The whole square of (x, y), gaps included."""
        return pygame.Rect(self.origin[0] + (x - self.left) * self.cell, self.origin[1] + (y - self.top) * self.cell,
                           self.cell, self.cell)

    def tile(self, x: int, y: int) -> pygame.Rect:
        """The sector drawn in its square, the gaps left for doors and passages."""
        gap = max(4, int(self.cell * GAP_SHARE))
        return self.square(x, y).inflate(-gap, -gap)


@dataclass
class MapLayout:
    area: pygame.Rect
    panels: dict[str, FloorPanel] = field(default_factory=dict)

    @classmethod
    def fit(cls, area: pygame.Rect, floors: list[str], sectors: Sequence[SectorView], ring: int) -> MapLayout:
        """Panels for `floors` over `area`; each fits the squares of its `sectors` and `ring`
        squares more on every side."""
        layout = cls(area)
        width = (area.width - 12 * (len(floors) - 1)) // max(1, len(floors))
        extents = {floor: _extent([s for s in sectors if s.floor == floor], ring) for floor in floors}
        cell = min(_cell_for(width, area.height - HEADING, extent) for extent in extents.values())
        for index, floor in enumerate(floors):
            rect = pygame.Rect(area.x + index * (width + 12), area.y, width, area.height)
            left, top, cols, rows = extents[floor]
            grid = pygame.Rect(0, 0, cols * cell, rows * cell)
            grid.center = (rect.centerx, rect.y + HEADING + (rect.height - HEADING) // 2)
            layout.panels[floor] = FloorPanel(floor, rect, left, top, cell, grid.topleft)
        return layout

    def tile(self, floor: str, x: int, y: int) -> pygame.Rect:
        return self.panels[floor].tile(x, y)

    def square(self, floor: str, x: int, y: int) -> pygame.Rect:
        return self.panels[floor].square(x, y)

    @property
    def cell(self) -> int:
        return next(iter(self.panels.values())).cell if self.panels else LARGEST


def _extent(sectors: list[SectorView], ring: int) -> tuple[int, int, int, int]:
    """(left, top, columns, rows) of the squares holding `sectors`, with `ring` around them."""
    if not sectors:
        return 0, 0, 1 + 2 * ring, 1 + 2 * ring
    xs = [s.x for s in sectors]
    ys = [s.y for s in sectors]
    return min(xs) - ring, min(ys) - ring, max(xs) - min(xs) + 1 + 2 * ring, max(ys) - min(ys) + 1 + 2 * ring


def _cell_for(width: int, height: int, extent: tuple[int, int, int, int]) -> int:
    _, _, cols, rows = extent
    return max(24, min(LARGEST, width // cols, height // rows))
