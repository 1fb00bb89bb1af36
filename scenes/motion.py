"""Motion at the table: after a command, the pieces it moved slide from where they were drawn to
where they are drawn now.

The table has already drawn the new state (the rules decided, the view is new); a `Motion` only
paints over that picture for a moment: each moving piece is cut from the picture before the
command, its new place is covered by what lay there before, and the piece glides from the old
place to the new one. It reads no state and changes none: when it ends (or a click or key skips
it) the table shows exactly what it would have shown without it. Pace: the animation-speed
setting; at speed 0 nothing moves.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes import style

SECONDS = 0.4               # one slide at animation speed 1
MOST = 16                   # more pieces than this moved at once: the table was laid out anew, no slide
LARGEST = 320 * 440         # a place larger than a card is an area, not a piece
HALO = 10                   # pixels around a piece's new place that its shadow may darken


@dataclass
class Slide:
    image: pygame.Surface   # the piece as it was drawn before
    start: pygame.Rect
    end: pygame.Rect
    cover: pygame.Surface   # what to show at `end` while the piece is on its way
    covered: pygame.Rect    # where the cover goes (`end` and a halo around it)


def piece_sized(rect: pygame.Rect) -> bool:
    return 0 < rect.width * rect.height <= LARGEST


def slides_between(before: pygame.Surface, after_rects: dict, moves: list[tuple[pygame.Rect, pygame.Rect]]) -> list:
    """The slides for `moves` (old rect, new rect) given the picture `before` the command."""
    bounds = before.get_rect()
    starts = [start for start, _ in moves]
    slides = []
    for start, end in moves:
        if not (bounds.contains(start) and bounds.contains(end)):
            continue
        image = before.subsurface(start).copy()
        if any(end.colliderect(other) for other in starts):
            # Where another moving piece stood: an empty place, not that piece twice.
            cover = pygame.Surface(end.size, pygame.SRCALPHA)
            pygame.draw.rect(cover, (*style.PANEL, 255), cover.get_rect(), border_radius=8)
            pygame.draw.rect(cover, (*style.BORDER, 255), cover.get_rect(), 1, border_radius=8)
            at = end
        else:
            at = end.inflate(2 * HALO, 2 * HALO).clip(bounds)      # the new piece's shadow too
            cover = before.subsurface(at).copy()
        slides.append(Slide(image, start, end, cover, at))
    return slides


class Motion:
    def __init__(self, slides: list[Slide], seconds: float) -> None:
        self.slides = slides
        self.seconds = seconds
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.seconds or not self.slides

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def draw(self, surface) -> None:
        t = min(1.0, self.elapsed / self.seconds) if self.seconds > 0 else 1.0
        t = 1 - (1 - t) ** 3                  # fast away, gently home
        for slide in self.slides:
            style.blit(surface, slide.cover, slide.covered)
        for slide in self.slides:
            x = slide.start.x + (slide.end.x - slide.start.x) * t
            y = slide.start.y + (slide.end.y - slide.start.y) * t
            rect = slide.image.get_rect(topleft=(round(x), round(y)))
            style.drop_shadow(surface, rect, 8)
            style.blit(surface, slide.image, rect)
