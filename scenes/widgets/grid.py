"""A board grid: rows × columns of equal cells fitted into an area, keeping the cells' shape (a
card's, a space's), as large as the area and a largest size allow, centred."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Grid:
    left: int
    top: int
    width: int                # of one cell
    height: int
    gap: int

    @classmethod
    def fit(cls, area: pygame.Rect, rows: int, cols: int, aspect: float, gap: int = 10,
            tallest: int = 10_000) -> Grid:
        """The largest cells of `aspect` (width / height) that fit `rows` × `cols` into `area`."""
        rows, cols = max(1, rows), max(1, cols)
        height = min(tallest, (area.height - gap * (rows - 1)) // rows)
        width = int(height * aspect)
        if width * cols + gap * (cols - 1) > area.width:
            width = (area.width - gap * (cols - 1)) // cols
            height = int(width / aspect)
        left = area.centerx - (cols * width + (cols - 1) * gap) // 2
        top = area.centery - (rows * height + (rows - 1) * gap) // 2
        return cls(left, top, width, height, gap)

    def cell(self, row: int, col: int) -> pygame.Rect:
        return pygame.Rect(self.left + col * (self.width + self.gap), self.top + row * (self.height + self.gap),
                           self.width, self.height)

    def shifted(self, rows: int, cols: int) -> Grid:
        """The same grid counted from `rows`, `cols` cells further on (a ring around a crowd...)."""
        return Grid(self.left + cols * (self.width + self.gap), self.top + rows * (self.height + self.gap),
                    self.width, self.height, self.gap)
