"""Esc at a table: back to the game, save, rules, or save and leave for the menu."""

from __future__ import annotations

import pygame

from game.i18n import tr
from scenes import style
from scenes.scene import Scene
from scenes.widgets.button import Button, ButtonRow

PANEL = pygame.Rect(710, 290, 500, 480)


class PauseScene(Scene):
    name = "pause"
    opaque = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table

    def enter(self) -> None:
        from scenes.menu import MenuScene
        x, w, h = PANEL.x + 50, PANEL.width - 100, 64
        y = PANEL.y + 110
        self.buttons = ButtonRow()
        self.buttons.set([
            Button(pygame.Rect(x, y, w, h), tr("ui.table.resume"), self.app.pop, primary=True, name="resume"),
            Button(pygame.Rect(x, y + 84, w, h), tr("ui.table.save"), self.table.save, name="save"),
            Button(pygame.Rect(x, y + 168, w, h), tr("ui.table.rules"),
                   lambda: self.app.open_rules(self.table.title_name), name="rules"),
            Button(pygame.Rect(x, y + 252, w, h), tr("ui.table.save_exit"),
                   lambda: self.app.reset(MenuScene(self.app)), name="leave"),
        ])

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return self.buttons.handle(event)

    def draw(self, surface) -> None:
        style.veil(surface, 160)
        style.panel(surface, PANEL, (24, 29, 36), style.ACCENT, 16, 2)
        style.draw_text(surface, tr("ui.table.paused"), (PANEL.centerx, PANEL.y + 56), 40, style.TEXT,
                        "serif_bold", "center")
        self.buttons.draw(surface)
