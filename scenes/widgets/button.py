"""A drawn button: hover and press states, disabled look, a keyboard shortcut hint."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes import style

READABLE = 16           # a label on one line is no smaller than this; a longer one takes two lines


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    action: Callable[[], object]
    enabled: bool = True
    primary: bool = False
    hint: str = ""                    # shown small under the label, e.g. a shortcut
    tooltip: str = ""
    name: str = ""                    # stable id for tests and screenshots
    command: object = None            # the command it gives, if any (for tests and scripted mice)
    hovered: bool = field(default=False, init=False)
    pressed: bool = field(default=False, init=False)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                self.action()
                return True
        return False

    def draw(self, surface) -> None:
        if not self.enabled:
            fill, border, colour = style.PANEL, style.BORDER, style.TEXT_DIM
        elif self.primary:
            fill = (255, 210, 110) if self.hovered else style.ACCENT
            border, colour = (255, 230, 160), style.TEXT_DARK
        else:
            fill = style.PANEL_LIGHT if not self.hovered else (58, 68, 82)
            border, colour = (style.ACCENT if self.hovered else style.OUTLINE), style.TEXT
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        pygame.draw.rect(surface, border, rect, 2, border_radius=8)
        inside = rect.inflate(-16, -4)
        size = 22 if rect.height >= 44 else 18
        if self.hint:
            label, hint = inside.copy(), inside.copy()
            label.height = inside.height * 3 // 5
            hint.top = label.bottom
            style.draw_fitted(surface, self.label, label, size, colour, "bold", "midbottom")
            style.draw_fitted(surface, self.hint, hint, 12, colour, "regular", "midtop", smallest=10)
        elif style.fits(self.label, inside.width, READABLE, "bold"):
            style.draw_fitted(surface, self.label, inside, size, colour, "bold", smallest=READABLE)
        else:       # two lines rather than one too small
            style.draw_wrapped(surface, self.label, inside, size, colour, "bold", 0, "center", smallest=11,
                               middle=True)


class ButtonRow:
    """Buttons laid out left to right inside a rect."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []

    def set(self, buttons: list[Button]) -> None:
        self.buttons = buttons

    def handle(self, event) -> bool:
        return any(button.handle(event) for button in list(self.buttons))

    def draw(self, surface) -> None:
        for button in self.buttons:
            button.draw(surface)

    def find(self, name: str) -> Button | None:
        return next((b for b in self.buttons if b.name == name), None)
