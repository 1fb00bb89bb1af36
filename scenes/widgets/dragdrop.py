"""Drag and drop: while a piece is dragged, the places it may go light up; a drop anywhere else
snaps it back to where it came from (the table then says why)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes import style

SNAP_SECONDS = 0.22
START_DISTANCE = 8          # pixels the mouse must move before a press becomes a drag


@dataclass
class Drag:
    source: Any                          # what is dragged (a cell, a card id...)
    image: pygame.Surface
    origin: pygame.Rect
    grab: tuple[int, int]                # where in the image the mouse holds it
    legal: dict[Any, pygame.Rect]        # target id -> rect: where it may be dropped
    others: dict[Any, pygame.Rect] = field(default_factory=dict)   # other places that refuse
    pos: tuple[int, int] = (0, 0)
    moved: bool = False
    start: tuple[int, int] = (0, 0)      # where the mouse went down


class DragController:
    """Tables call `press` with a Drag when the mouse goes down on a draggable piece, and get
    `on_drop(source, target_or_None)` back when it is released after moving."""

    def __init__(self, on_drop: Callable[[Any, Any], None], speed: Callable[[], float] = lambda: 1.0) -> None:
        self.on_drop = on_drop
        self.speed = speed              # the animation speed setting (0: no animation)
        self.drag: Drag | None = None
        self.cancelled = False          # a drag was dropped by `cancel` while its button was held
        self.snapping: tuple[pygame.Surface, pygame.Vector2, pygame.Vector2, float] | None = None

    @property
    def active(self) -> bool:
        return self.drag is not None and self.drag.moved

    def press(self, drag: Drag, pos) -> None:
        self.cancelled = False
        drag.pos = drag.start = pos
        self.drag = drag

    def cancel(self) -> None:
        """Drop what is in hand (the game changed under it): a dragged piece snaps back."""
        drag, self.drag = self.drag, None
        if drag is not None:
            self.cancelled = True       # the button still held: its release clicks nothing
            if drag.moved:
                self.snap_back(drag, drag.pos)

    def handle(self, event) -> bool:
        if self.cancelled and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.cancelled = False
            return True
        drag = self.drag
        if drag is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            if not drag.moved and pygame.Vector2(event.pos).distance_to(drag.start) >= START_DISTANCE:
                drag.moved = True
            drag.pos = event.pos
            return drag.moved
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.drag = None
            if not drag.moved:
                return False            # a click: the table handles it as one
            target = self.target_at(drag, event.pos)
            if target is None or target not in drag.legal:
                self.snap_back(drag, event.pos)
            self.on_drop(drag.source, target)
            return True
        return False

    @staticmethod
    def target_at(drag: Drag, pos):
        for target, rect in list(drag.legal.items()) + list(drag.others.items()):
            if rect.collidepoint(pos) and target != drag.source:
                return target
        return None

    def snap_back(self, drag: Drag, pos) -> None:
        if self.speed() <= 0:
            return
        start = pygame.Vector2(pos) - pygame.Vector2(drag.grab)
        self.snapping = (drag.image, start, pygame.Vector2(drag.origin.topleft), 0.0)

    def update(self, dt: float) -> None:
        if self.snapping:
            image, start, end, elapsed = self.snapping
            elapsed += dt * self.speed()
            self.snapping = None if elapsed >= SNAP_SECONDS else (image, start, end, elapsed)

    def wake_in(self) -> float | None:
        """0 while a piece snaps back (it moves every frame), else None."""
        return 0.0 if self.snapping else None

    def draw(self, surface) -> None:
        drag = self.drag
        if drag is not None and drag.moved:
            hovered = self.target_at(drag, drag.pos)
            for target, rect in drag.legal.items():
                style.glow(surface, rect, style.ACCENT if target != hovered else (255, 255, 255), 12, 4)
            if hovered is not None and hovered not in drag.legal:
                style.glow(surface, drag.others[hovered], style.DANGER, 12, 3)
            ghost = style.copy(drag.image)
            ghost.set_alpha(225)
            style.blit(surface, ghost, (drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1] - 6), floats=True)
        if self.snapping:
            image, start, end, elapsed = self.snapping
            t = min(1.0, elapsed / SNAP_SECONDS)
            t = 1 - (1 - t) ** 3
            style.blit(surface, image, start.lerp(end, t), floats=True)
