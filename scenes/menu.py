"""The title menu."""

from __future__ import annotations

import importlib

import pygame

from game.i18n import tr
from scenes import programs, style
from scenes.form import backdrop
from scenes.scene import Scene
from scenes.widgets.button import Button, ButtonRow


class MenuScene(Scene):
    covers_screen = True      # paints its own backdrop over the whole screen
    name = "menu"

    def enter(self) -> None:
        x, y, w, h, gap = 760, 420, 400, 62, 14
        entries = [
            ("new", tr("ui.menu.new_game"), self._opens("scenes.newgame", "NewGameScene"), True),
            ("load", tr("ui.menu.load_game"), self._opens("scenes.loadgame", "LoadScene"), False),
            *((entry.name, tr(entry.label_key), self._pushes(entry.scene), False) for entry in programs.menu_entries()),
            ("settings", tr("ui.menu.settings"), self._opens("scenes.settings", "SettingsScene"), False),
            ("rules", tr("ui.menu.rules"), lambda: self.app.open_rules(), False),
            ("about", tr("ui.menu.about"), self._opens("scenes.about", "AboutScene"), False),
            ("quit", tr("ui.menu.quit"), self.app.quit, False),
        ]
        self.buttons = ButtonRow()
        self.buttons.set([
            Button(pygame.Rect(x, y + i * (h + gap), w, h), label, action, primary=primary, name=name)
            for i, (name, label, action, primary) in enumerate(entries)
        ])

    def _opens(self, module: str, scene: str):
        """A button's action opening `scene`, imported on the click: the menu's first frame
        waits for none of the scenes behind it."""
        return self._pushes(lambda: getattr(importlib.import_module(module), scene))

    def _pushes(self, scene):
        """A button's action opening the scene class `scene()` gives on the click (a title's own:
        its program imports it then; the campaign's alone reads a title's content)."""
        return lambda: self.app.push(scene()(self.app))

    def resume(self) -> None:
        self.enter()          # the language may have changed in the settings

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        return self.buttons.handle(event)

    def draw(self, surface) -> None:
        style.blit(surface, backdrop(surface.get_size()), (0, 0))
        style.draw_text(surface, "HOLDOUT", (960, 250), 120, style.ACCENT, "serif_bold", "center")
        style.draw_text(surface, tr("ui.tagline"), (960, 345), 30, style.TEXT_DIM, "regular", "center")
        self.buttons.draw(surface)
        self.draw_said(surface, pygame.Rect(360, 1000, 1200, 50), "center")
        super().draw(surface)

    def smoke(self) -> None:
        self.buttons.find("new")
