"""Esc at a table: back to the game, save, settings, rules, save and leave for the menu, or leave
without saving (asking first: the moves since the last save are then lost)."""

from __future__ import annotations

import pygame

from game.i18n import tr
from scenes import style
from scenes.scene import Dialog
from scenes.widgets.button import Button, ButtonRow

PANEL = pygame.Rect(710, 208, 500, 664)


class PauseScene(Dialog):
    name = "pause"

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table

    def enter(self) -> None:
        self.buttons = ButtonRow()
        self.confirming = False
        self.set_buttons()

    def set_buttons(self) -> None:
        from scenes.leaving import leave_table
        from scenes.menu import MenuScene
        x, w, h = PANEL.x + 50, PANEL.width - 100, 64
        y = PANEL.y + 110
        if self.confirming:
            self.buttons.set([
                Button(pygame.Rect(x, y + 336, w, h), tr("ui.table.discard_confirm"), self.leave_unsaved,
                       name="confirm"),
                Button(pygame.Rect(x, y + 420, w, h), tr("ui.table.back"), self.cancel, name="cancel"),
            ])
            return
        self.buttons.set([
            Button(pygame.Rect(x, y, w, h), tr("ui.table.resume"), self.app.pop, primary=True, name="resume"),
            Button(pygame.Rect(x, y + 84, w, h), tr("ui.table.save"), self.table.save, name="save"),
            Button(pygame.Rect(x, y + 168, w, h), tr("ui.table.settings"), self.open_settings, name="settings"),
            Button(pygame.Rect(x, y + 252, w, h), tr("ui.table.rules"),
                   lambda: self.app.open_rules(self.table.title_name), name="rules"),
            Button(pygame.Rect(x, y + 336, w, h), tr("ui.table.save_exit"),
                   lambda: leave_table(self.app, self.table, lambda: self.app.reset(MenuScene(self.app))),
                   name="leave"),
            Button(pygame.Rect(x, y + 420, w, h), tr("ui.table.leave_unsaved"), self.ask, name="unsaved"),
        ])

    def open_settings(self) -> None:
        """The settings in place of this menu: their Back returns to the table."""
        from scenes.settings import SettingsScene
        self.app.replace(SettingsScene(self.app, back_key="ui.table.resume"))

    def ask(self) -> None:
        self.confirming = True
        self.set_buttons()

    def cancel(self) -> None:
        self.confirming = False
        self.set_buttons()

    def leave_unsaved(self) -> None:
        """Back to the menu; the save keeps what it held, the moves since are dropped."""
        from scenes.menu import MenuScene
        self.table.control.close_files(keep_journal=False)     # the journal goes, the save stays
        self.app.reset(MenuScene(self.app))

    def draw(self, surface) -> None:
        style.veil(surface, 160)
        style.panel(surface, PANEL, (24, 29, 36), style.ACCENT, 16, 2)
        style.draw_text(surface, tr("ui.table.paused"), (PANEL.centerx, PANEL.y + 56), 40, style.TEXT,
                        "serif_bold", "center")
        if self.confirming:
            body = pygame.Rect(PANEL.x + 50, PANEL.y + 110, PANEL.width - 100, 230)
            style.draw_wrapped(surface, tr("ui.table.leave_question"), body, 24, style.DANGER, "bold")
        self.buttons.draw(surface)
