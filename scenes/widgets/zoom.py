"""Hover zoom: rest the mouse on a card and a large copy appears beside it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

HOVER_SECONDS = 0.35


class HoverZoom:
    def __init__(self, screen: pygame.Rect) -> None:
        self.screen = screen
        self.key: object = None                  # what the mouse rests on (None: nothing)
        self.factory: Callable[[], pygame.Surface] | None = None
        self.image: pygame.Surface | None = None
        self.anchor = pygame.Rect(0, 0, 0, 0)
        self.rest = 0.0

    def hover(self, key: object, image_factory: Callable[[], pygame.Surface], anchor: pygame.Rect) -> None:
        """Tell the zoom what the mouse rests on: `key` names it, `image_factory` draws its picture."""
        if key != self.key:
            self.key = key
            self.rest = 0.0
            self.image = None
            self.factory = image_factory
            self.anchor = anchor

    def leave(self) -> None:
        """The mouse rests on nothing that has a picture."""
        self.key = self.factory = self.image = None

    def dismiss(self) -> None:
        """Put the picture away until the mouse rests on something else."""
        self.image = None
        self.rest = float("-inf")

    def update(self, dt: float) -> None:
        if self.factory is not None:
            self.rest += dt
            if self.image is None and self.rest >= HOVER_SECONDS:
                self.image = self.factory()

    def wake_in(self) -> float | None:
        """Seconds until the picture appears, or None when none is coming."""
        if self.key is None or self.image is not None or self.rest == float("-inf"):
            return None
        return max(0.0, HOVER_SECONDS - self.rest)

    def draw(self, surface) -> None:
        if self.key is None or self.image is None:
            return
        rect = self.image.get_rect()
        rect.midleft = (self.anchor.right + 16, self.anchor.centery)
        if rect.right > self.screen.right - 8:
            rect.midright = (self.anchor.left - 16, self.anchor.centery)
        rect.clamp_ip(self.screen.inflate(-16, -16))
        from scenes import style
        style.drop_shadow(surface, rect, 14)
        style.blit(surface, self.image, rect, floats=True)
