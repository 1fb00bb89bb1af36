"""The bots' pace: while bots play, a small control at the right end of the prompt bar pauses them,
lets one move through at a time, and sets how long each of their moves stays on show."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.i18n import tr
from saves.settings import BOT_PACES
from scenes import style
from scenes.widgets.button import Button, ButtonRow

SPEEDS = BOT_PACES
SPEED_LABELS = {0.5: "½×", 1.0: "1×", 2.0: "2×", 4.0: "4×"}
WIDTH = 470                           # what it takes of the prompt bar


class PaceControl:
    """Pause/Play, Step, and the speeds. The table keeps the bots; this keeps the choice (the
    speed starts from the settings' bots' pace, and a speed chosen here is kept there)."""

    def __init__(self, speed: float, step: Callable[[], None], changed: Callable[[], None]) -> None:
        self.paused = False
        self.speed = speed
        self.step = step                # one bot move now
        self.changed = changed          # the table redraws its prompt
        self.shown = False
        self.can_step = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = ButtonRow()

    def toggle(self) -> None:
        self.paused = not self.paused
        self.changed()

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        self.changed()

    def show(self, shown: bool, can_step: bool, within: pygame.Rect) -> None:
        """Lay the control out at the right end of `within` (the prompt bar), or hide it."""
        self.shown, self.can_step = shown, can_step
        if not shown:
            self.buttons.set([])
            return
        self.rect = pygame.Rect(within.right - WIDTH - 16, within.y + 16, WIDTH, within.height - 32)
        x, y, h = self.rect.x + 70, self.rect.y, self.rect.height
        buttons = [
            Button(pygame.Rect(x, y, 120, h), tr("ui.pace.play" if self.paused else "ui.pace.pause"), self.toggle,
                   primary=self.paused, hint="P", name="pace:pause"),
            Button(pygame.Rect(x + 128, y, 100, h), tr("ui.pace.step"), self.step, enabled=can_step, hint="N",
                   name="pace:step"),
        ]
        x += 240
        for speed in SPEEDS:
            buttons.append(Button(pygame.Rect(x, y + 10, 36, h - 20), SPEED_LABELS[speed],
                                  partial(self.set_speed, speed), primary=speed == self.speed,
                                  name=f"pace:{speed:g}"))
            x += 40
        self.buttons.set(buttons)

    def handle(self, event) -> bool:
        if not self.shown:
            return False
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key == pygame.K_p:
                self.toggle()
                return True
            if event.key == pygame.K_n and self.can_step:
                self.step()
                return True
        return self.buttons.handle(event)

    def key(self) -> tuple:
        """What it shows (the table redraws its still layer when this changes)."""
        return (self.shown, self.paused, self.speed, self.can_step,
                tuple((b.hovered, b.pressed) for b in self.buttons.buttons))

    def draw(self, surface) -> None:
        if not self.shown:
            return
        style.draw_text(surface, tr("ui.pace.bots"), (self.rect.x + 60, self.rect.centery), 17, style.TEXT_DIM,
                        "bold", "midright")
        self.buttons.draw(surface)
