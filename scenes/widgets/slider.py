"""A slider over whole numbers 0..last: click or drag anywhere along it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes import style


class Slider:
    def __init__(self, rect: pygame.Rect, last: int, value: int, changed: Callable[[int], None]) -> None:
        self.rect = rect
        self.last = max(0, last)
        self.value = value
        self.changed = changed
        self.dragging = False

    def x_of(self, value: int) -> int:
        if self.last == 0:
            return self.rect.x
        return self.rect.x + round(self.rect.width * value / self.last)

    def value_at(self, x: int) -> int:
        if self.rect.width <= 0:
            return 0
        share = min(1.0, max(0.0, (x - self.rect.x) / self.rect.width))
        return round(share * self.last)

    def grip(self) -> pygame.Rect:
        """Where a press takes hold of the slider (a little taller than its track)."""
        return self.rect.inflate(24, 28)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.grip().collidepoint(event.pos):
            self.dragging = True
            self.move_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.move_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.move_to(event.pos[0])
            return True
        return False

    def move_to(self, x: int) -> None:
        value = self.value_at(x)
        if value != self.value:
            self.value = value
            self.changed(value)

    def draw(self, surface) -> None:
        track = pygame.Rect(self.rect.x, self.rect.centery - 4, self.rect.width, 8)
        pygame.draw.rect(surface, style.PANEL_LIGHT, track, border_radius=4)
        done = track.copy()
        done.width = self.x_of(self.value) - track.x
        pygame.draw.rect(surface, style.ACCENT, done, border_radius=4)
        pygame.draw.rect(surface, style.BORDER, track, 1, border_radius=4)
        knob = (self.x_of(self.value), self.rect.centery)
        pygame.draw.circle(surface, (255, 230, 160) if self.dragging else style.ACCENT, knob, 11)
        pygame.draw.circle(surface, style.TEXT_DARK, knob, 11, 2)
