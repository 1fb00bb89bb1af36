"""Full-screen forms over the menu's backdrop (new game, load, settings): a heading, rows of
choices and buttons; Esc goes back."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import tr
from scenes import style
from scenes.scene import Scene
from scenes.widgets.button import ButtonRow

PANEL = pygame.Rect(340, 90, 1240, 960)


@lru_cache(maxsize=2)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """A dark street at dusk, in card shapes: drawn once."""
    width, height = size
    column = pygame.Surface((1, height))       # the gradient drawn one pixel wide, then stretched
    for y in range(height):
        shade = y / height
        column.set_at((0, y), (int(14 + 20 * shade), int(17 + 14 * shade), int(24 + 10 * shade)))
    surface = pygame.transform.scale(column, size)
    faint = pygame.Surface(size, pygame.SRCALPHA)
    for row in range(5):
        for col in range(14):
            x = 60 + col * 138 + (row % 2) * 60
            y = 620 + row * 96
            alpha = max(0, 46 - row * 9)
            pygame.draw.rect(faint, (120, 140, 170, alpha), (x, y, 92, 128), 2, border_radius=8)
    style.blit(surface, faint, (0, 0))
    return surface


class FormScene(Scene):
    covers_screen = True      # paints its own backdrop over the whole screen
    heading_key = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list = []
        self.buttons = ButtonRow()

    def handle(self, event) -> bool:
        if self.handle_form(event):       # first: a form may use Esc itself (to stop typing a name)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        for row in list(self.rows):
            if row.handle(event):
                return True
        return self.buttons.handle(event)

    def handle_form(self, event) -> bool:
        """The form's own input before its rows and buttons."""
        return False

    def draw(self, surface) -> None:
        style.blit(surface, backdrop(surface.get_size()), (0, 0))
        style.panel(surface, PANEL, (24, 29, 36), style.BORDER, 16)
        style.draw_text(surface, tr(self.heading_key), (PANEL.x + 40, PANEL.y + 30), 46, style.TEXT, "serif_bold")
        self.draw_form(surface)
        for row in self.rows:
            row.draw(surface)
        self.buttons.draw(surface)
        self.draw_said(surface, self.said_box())
        super().draw(surface)

    def said_box(self) -> pygame.Rect:
        """The messages line, along the panel's foot: beside the buttons there, on the wider side
        (Back stands left on some forms, the answers right on others)."""
        foot = [button.rect for button in self.buttons.buttons if button.rect.bottom > PANEL.bottom - 140]
        left = max((rect.right for rect in foot), default=PANEL.x) + 30
        right = min((rect.left for rect in foot), default=PANEL.right) - 30
        if right - (PANEL.x + 40) > PANEL.right - 40 - left:
            return pygame.Rect(PANEL.x + 40, PANEL.bottom - 110, right - PANEL.x - 40, 70)
        return pygame.Rect(left, PANEL.bottom - 110, PANEL.right - 40 - left, 70)

    def draw_form(self, surface) -> None:
        """What the form shows besides its rows and buttons."""
