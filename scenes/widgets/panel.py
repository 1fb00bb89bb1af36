"""A titled panel: the box every table groups things in (a log, a strip of piles, a timeline),
with its heading in the top left corner (or the top right)."""

from __future__ import annotations

import pygame

from scenes import style

DARK = (24, 29, 36)


def titled(surface, rect: pygame.Rect, heading: str, fill=DARK, border=style.BORDER, radius: int = 10,
           size: int = 17, right: int | None = None) -> None:
    """`right`: put the heading's right end at this x instead of the left corner."""
    style.panel(surface, rect, fill, border, radius)
    if not heading:
        return
    if right is None:
        style.draw_text(surface, heading, (rect.x + 12, rect.y + 8), size, style.TEXT_DIM, "bold")
    else:
        style.draw_text(surface, heading, (right, rect.y + 8), size, style.TEXT_DIM, "bold", "topright")
