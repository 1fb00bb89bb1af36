"""Cards and piles, as every table draws them: a rounded card, a patterned back, a pile with its
name above and its count below, an empty place to put a card. Pictures are made once per look
and size (cached); a table only blits them."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import style


@lru_cache(maxsize=256)
def rounded(size: tuple[int, int], colour: tuple, radius: int) -> pygame.Surface:
    """A rounded rectangle of `colour` on a clear surface: every card starts as one (copy it
    before drawing on it)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
    return surface


def blank(size: tuple[int, int], colour: tuple, radius: int) -> pygame.Surface:
    """A fresh rounded card to draw a face on."""
    return rounded(size, colour, radius).copy()


@lru_cache(maxsize=128)
def back(width: int, height: int, label: str, fill: tuple, line: tuple, ink: tuple, face: str = "condensed_bold",
         hatched: bool = False) -> pygame.Surface:
    """A card's back: its colour, an inner frame (hatched or plain) and the deck's name."""
    radius = max(6, width // 12)
    surface = blank((width, height), fill, radius)
    inner = surface.get_rect().inflate(-max(8, width // 8), -max(8, width // 8))
    pygame.draw.rect(surface, line, inner, 2, border_radius=max(3, radius // 2))
    if hatched:
        for step in range(0, width + height, max(8, width // 8)):
            pygame.draw.line(surface, line, (inner.x + step, inner.y), (inner.x, inner.y + step), 1)
    if label:
        style.draw_fitted(surface, label, inner.inflate(-4, 0), min(30, max(9, width // 6)), ink, face, smallest=8)
    pygame.draw.rect(surface, (20, 24, 30), surface.get_rect(), 1, border_radius=radius)
    return surface


def pile(surface, rect: pygame.Rect, label: str, count, image: pygame.Surface | None, lit: bool = False,
         width: int | None = None, most: int = 2) -> None:
    """A pile on the table: its name above (in a column `width` wide, `most` lines at most), the
    top card (or an empty outline), the number of cards below; lit when it may be chosen now."""
    width = width or rect.width + 40
    size = next((s for s in range(15, 10, -1) if len(style.wrap(label, s, width, "bold")) <= most), 11)
    lines = style.wrap(label, size, width, "bold")
    if len(lines) > most:       # the last line takes the rest, cut with "…" if it must be
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    for number, line in enumerate(reversed(lines)):
        bottom = rect.y - 4 - number * (size + 3)
        column = pygame.Rect(rect.centerx - width // 2, bottom - size - 3, width, size + 3)
        style.draw_fitted(surface, line, column, size, style.TEXT_DIM, "bold", "midbottom", smallest=10)
    if image is None:
        pygame.draw.rect(surface, style.OUTLINE, rect, 2, border_radius=8)
    else:
        style.blit(surface, image, rect)
    badge = style.text(str(count), 20, style.TEXT_DARK, "bold")
    box = badge.get_rect(midtop=(rect.centerx, rect.bottom + 4)).inflate(14, 4)
    pygame.draw.rect(surface, style.ACCENT if lit else style.TEXT, box, border_radius=8)
    style.blit(surface, badge, badge.get_rect(center=box.center))
    if lit:
        style.glow(surface, rect)


def empty_target(surface, rect: pygame.Rect) -> None:
    """A free place a card may be put on now."""
    pygame.draw.rect(surface, (60, 52, 28), rect, border_radius=10)
    pygame.draw.rect(surface, style.ACCENT, rect, 3, border_radius=10)
    style.draw_text(surface, "✚", rect.center, rect.width // 3, style.ACCENT, "bold", "center")
