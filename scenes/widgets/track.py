"""A numbered track printed on a board (ammo, power...): a box per number, laid out in rows, the
boxes the marker has passed shaded and hatched (past and future tell apart without their colours),
the box it stands on lit, the boxes that end the game edged in red. A number is written in the ink
that reads on its box, the shade darkened where neither ink reads at 4.5:1."""

from __future__ import annotations

import pygame

from scenes import colour_science, style


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
        past = number < marker and not here
        fill = style.ACCENT if here else (past_fill(passed) if past else style.PANEL_LIGHT)
        pygame.draw.rect(surface, fill, box, border_radius=4)
        if past:
            hatch(surface, box, fill)
        if number in danger:
            pygame.draw.rect(surface, style.DANGER, box, 2, border_radius=4)
        style.draw_text(surface, str(number), box.center, text_size, ink(fill, here), "bold", "center")


def past_fill(passed: tuple) -> tuple[int, int, int]:
    """The shade of a passed box, dark enough for the light ink where the dark one does not read."""
    shade = (passed[0], passed[1], passed[2])
    if colour_science.contrast(style.TEXT_DARK, shade) >= 4.5:
        return shade
    return colour_science.darkened(shade, style.TEXT, 4.5)


def ink(fill: tuple, here: bool) -> tuple[int, int, int]:
    if here:
        return style.TEXT_DARK
    if fill == style.PANEL_LIGHT:
        return style.TEXT_DIM
    return colour_science.best_ink(fill, style.TEXT, style.TEXT_DARK)


def hatch(surface, box: pygame.Rect, fill: tuple) -> None:
    """Diagonal strokes over a passed box: the second cue besides its colour."""
    stroke = colour_science.best_ink(fill, style.TEXT, style.TEXT_DARK)
    line = (*stroke, 70)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    for x in range(-box.height, box.width, 7):
        pygame.draw.line(layer, line, (x, box.height), (x + box.height, 0), 2)
    surface.blit(layer, box)
