"""The hand-over screen: between two people whose seats see different things, the table is
hidden until the next one has the screen. It covers every pixel and draws nothing of the game but
the next seat's name, so no frame shown in between tells anything the first seat saw.

It opens only on purpose: a click begun and ended on its button, or Enter once it has been shown
for half a second. Every other key (Ctrl+Z, Ctrl+S, Esc, F1 among them) and a click left over from
the last seat's frame (a release whose press it never saw) do nothing: the cover stays."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import tr
from scenes import style
from scenes.scene import Scene
from scenes.widgets.button import Button

ENTER_AFTER = 0.5            # seconds before Enter may open it (a key still held from the last seat)
BUTTON = pygame.Rect(0, 0, 520, 72)


class HandOverScene(Scene):
    name = "handover"
    opaque = True
    help_key = False          # F1 opens no rules over it: the cover stays until the next person is there

    def __init__(self, app, table, seat: int, on_ready: Callable[[int], None] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.on_ready = on_ready or table.took_over
        self.shown_for = 0.0
        centre = app.logical_size[0] // 2, app.logical_size[1] // 2
        self.button = Button(BUTTON.copy(), tr("ui.handover.ready"), self.ready, primary=True, name="ready")
        self.button.rect.center = (centre[0], centre[1] + 110)

    def ready(self) -> None:
        if self.app.top is self:
            self.app.pop()
            self.on_ready(self.seat)

    def handle(self, event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.button.handle(event)          # a release opens it only after a press on the button
        elif (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
              and self.shown_for >= ENTER_AFTER and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.ready()
        return True                            # nothing reaches the hidden table

    def focus_choices(self) -> list:
        """Its button, once Enter may open it (a key held from the last seat chooses nothing)."""
        return super().focus_choices() if self.shown_for >= ENTER_AFTER else []

    def update(self, dt: float) -> None:
        super().update(dt)
        self.shown_for += dt

    def wake_in(self) -> float | None:
        return None

    def draw(self, surface) -> None:
        style.clear(surface)
        centre = surface.get_rect().center
        subject = self.table.seat_name(self.seat, "subject")
        obj = self.table.seat_name(self.seat, "object")
        style.draw_text(surface, tr("ui.handover.title", who=obj), (centre[0], centre[1] - 90), 48,
                        style.TEXT, "serif_bold", "center")
        style.draw_text(surface, tr("ui.handover.detail", subject=subject, object=obj), (centre[0], centre[1] - 20),
                        24, style.TEXT_DIM, "regular", "center")
        style.draw_text(surface, tr("ui.handover.when", subject=subject), (centre[0], centre[1] + 30), 24,
                        style.TEXT_DIM, "regular", "center")
        self.button.draw(surface)
