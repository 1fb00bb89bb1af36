"""A slider over whole numbers 0..last: click or drag anywhere along it. Marks along it show where
something begins (a round: a tick across the track) or happens (a big moment: a diamond on it,
green when good, red when bad); a press near a mark goes to it exactly, and the mouse
resting on one reads its words (`tip_at`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes import style

MOMENT_COLOURS = {"good": style.GOOD, "bad": style.DANGER}
SNAP = 7                    # pixels either side of a mark where a press takes it
KNOB = 11


@dataclass(frozen=True)
class Mark:
    value: int
    kind: str               # "round" | "good" | "bad"
    words: str              # what it is, for the tooltip


class Slider:
    def __init__(self, rect: pygame.Rect, last: int, value: int, changed: Callable[[int], None]) -> None:
        self.rect = rect
        self.last = max(0, last)
        self.value = value
        self.changed = changed
        self.dragging = False
        self.marks: list[Mark] = []

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
        """Where a press takes hold of the slider (a little taller than its track and its marks)."""
        return self.rect.inflate(2 * KNOB + 2, 16)

    def marks_near(self, x: int) -> list[Mark]:
        """The marks within `SNAP` pixels of `x`, nearest first."""
        near = [mark for mark in self.marks if abs(self.x_of(mark.value) - x) <= SNAP]
        return sorted(near, key=lambda mark: abs(self.x_of(mark.value) - x))

    def tip_at(self, pos) -> str:
        """The words of the marks at `pos`, one a line ("" where there are none)."""
        if not self.grip().collidepoint(pos):
            return ""
        return "\n".join(dict.fromkeys(mark.words for mark in self.marks_near(pos[0])))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.grip().collidepoint(event.pos):
            self.dragging = True
            near = self.marks_near(event.pos[0])
            self.move_to(near[0].value if near else self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.move_to(self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def move_to(self, value: int) -> None:
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
        self.draw_marks(surface)
        knob = (self.x_of(self.value), self.rect.centery)
        pygame.draw.circle(surface, (255, 230, 160) if self.dragging else style.ACCENT, knob, KNOB)
        pygame.draw.circle(surface, style.TEXT_DARK, knob, KNOB, 2)

    def draw_marks(self, surface) -> None:
        """Rounds as ticks across the track, big moments as diamonds on it (over the ticks)."""
        middle = self.rect.centery
        for mark in self.marks:
            if mark.kind == "round":
                x = self.x_of(mark.value)
                # taller than a diamond: a round that begins with a big moment shows both
                pygame.draw.line(surface, style.TEXT, (x, middle - 14), (x, middle + 14), 2)
        for mark in self.marks:
            if mark.kind != "round":
                x = self.x_of(mark.value)
                diamond = [(x, middle - 8), (x + 7, middle), (x, middle + 8), (x - 7, middle)]
                pygame.draw.polygon(surface, MOMENT_COLOURS.get(mark.kind, style.ACCENT), diamond)
                pygame.draw.polygon(surface, style.TEXT_DARK, diamond, 1)
