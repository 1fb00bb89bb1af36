"""The hand-over screen: between two people whose seats see different things, the table is
hidden until the next one has the screen. It covers every pixel and draws nothing of the game but
the next seat's name, so no frame shown in between tells anything the first seat saw."""

from __future__ import annotations

import pygame

from game.i18n import tr
from scenes import style
from scenes.scene import Scene

READY_KEYS_IGNORED = (pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT,
                      pygame.K_RALT)


class HandOverScene(Scene):
    name = "handover"
    opaque = True

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.who = table.seat_name(seat)

    def handle(self, event) -> bool:
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key not in READY_KEYS_IGNORED)
        if ready:
            self.app.pop()
            self.table.took_over(self.seat)
        return True                        # nothing reaches the hidden table

    def draw(self, surface) -> None:
        style.clear(surface)
        centre = surface.get_rect().center
        style.draw_text(surface, tr("ui.handover.title", who=self.who), (centre[0], centre[1] - 60), 48,
                        style.TEXT, "serif_bold", "center")
        style.draw_text(surface, tr("ui.handover.detail", who=self.who), (centre[0], centre[1] + 10), 24,
                        style.TEXT_DIM, "regular", "center")
        style.draw_text(surface, tr("ui.handover.ready", who=self.who), (centre[0], centre[1] + 80), 24,
                        style.ACCENT, "bold", "center")
