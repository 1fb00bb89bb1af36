"""A numbered track printed on a board (ammo, power...): a box per number, laid out in rows, the
boxes the marker has passed shaded, the box it stands on lit, the boxes that end the game edged
in red."""

from __future__ import annotations

import pygame

from scenes import style


def track(surface, area: pygame.Rect, numbers: range, marker: int, passed: tuple, rows: int = 1,
          danger: tuple[int, ...] = (), text_size: int = 14) -> None:
    """Boxes for `numbers` over `area` in `rows`; those below `marker` filled with `passed`."""
    gap = 3
    per_row = -(-len(numbers) // rows)
    width = (area.width - (per_row - 1) * gap) // per_row
    height = (area.height - (rows - 1) * gap) // rows
    for index, number in enumerate(numbers):
        row, column = divmod(index, per_row)
        box = pygame.Rect(area.x + column * (width + gap), area.y + row * (height + gap), width, height)
        here = number == marker
        fill = style.ACCENT if here else (passed if number < marker else style.PANEL_LIGHT)
        pygame.draw.rect(surface, fill, box, border_radius=4)
        if number in danger:
            pygame.draw.rect(surface, style.DANGER, box, 2, border_radius=4)
        style.draw_text(surface, str(number), box.center, text_size, style.TEXT_DARK if here else style.TEXT_DIM,
                        "bold", "center")
