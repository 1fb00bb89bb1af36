"""Words under a resting mouse: the whole of a cut text (one that ends in "…"), or the tooltip a
scene gives for what lies there (`Scene.tip_at`: why Undo is off).

The texts cut on screen are on the display's text map (`scenes/textmap.py`) with their whole
words; the tooltip reads the map of the frame drawn last."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes import style, textmap

REST_SECONDS = 0.5
WIDTH = 520             # the widest a tooltip grows before its words wrap


class CutTextTip:
    def __init__(self, tip_at: Callable[[tuple[int, int]], str] = lambda pos: "") -> None:
        self.mouse = (-1, -1)
        self.rest = 0.0
        self.tip_at = tip_at            # the scene's own words for what lies at a point

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.rest = 0.0
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.rest = float("-inf")       # the player acts: no tip until the mouse moves again

    def rest_at(self, pos: tuple[int, int]) -> None:
        """The keyboard's focus moved there: its words show as if the mouse rested there."""
        self.mouse = pos
        self.rest = 0.0

    def update(self, dt: float) -> None:
        self.rest += dt

    def under_mouse(self, display: pygame.Surface) -> str:
        """The scene's tooltip for what lies under the mouse, else the whole of the cut text there
        on the last frame, or ""."""
        own = self.tip_at(self.mouse)
        return own or next((placed.whole for placed in textmap.texts(display)
                            if placed.whole and placed.rect.inflate(6, 6).collidepoint(self.mouse)), "")

    def wake_in(self, display: pygame.Surface) -> float | None:
        """Seconds until the tip shows, or None when none is coming."""
        if self.rest >= REST_SECONDS or self.rest < 0 or not self.under_mouse(display):
            return None
        return REST_SECONDS - self.rest

    def draw(self, surface: pygame.Surface) -> None:
        if self.rest < REST_SECONDS:
            return
        words = self.under_mouse(surface)
        if not words:
            return
        width = min(WIDTH, style.font(18).size(words)[0] + 4)
        lines = len(style.wrap(words, 18, width))
        box = pygame.Rect(0, 0, width + 24, lines * (style.font(18).get_linesize() + 2) + 18)
        box.topleft = (self.mouse[0] + 14, self.mouse[1] + 20)
        box.clamp_ip(surface.get_rect().inflate(-8, -8))
        style.drop_shadow(surface, box, 8)
        style.panel(surface, box, (24, 28, 34), style.ACCENT, 8, 1, floats=True)
        style.draw_wrapped(surface, words, box.inflate(-24, -18), 18, style.TEXT)
