"""The title menu."""

from __future__ import annotations

import pygame

from game.i18n import tr
from scenes import style
from scenes.form import backdrop
from scenes.scene import Scene
from scenes.widgets.button import Button, ButtonRow


class MenuScene(Scene):
    covers_screen = True      # paints its own backdrop over the whole screen
    name = "menu"

    def enter(self) -> None:
        from scenes.about import AboutScene
        from scenes.loadgame import LoadScene
        from scenes.newgame import NewGameScene
        from scenes.settings import SettingsScene
        from scenes.tables.heredity.campaign import CampaignScene
        x, y, w, h, gap = 760, 420, 400, 62, 14
        entries = [
            ("new", tr("ui.menu.new_game"), lambda: self.app.push(NewGameScene(self.app)), True),
            ("load", tr("ui.menu.load_game"), lambda: self.app.push(LoadScene(self.app)), False),
            ("campaign", tr("campaign.menu"), lambda: self.app.push(CampaignScene(self.app)), False),
            ("settings", tr("ui.menu.settings"), lambda: self.app.push(SettingsScene(self.app)), False),
            ("rules", tr("ui.menu.rules"), lambda: self.app.open_rules(), False),
            ("about", tr("ui.menu.about"), lambda: self.app.push(AboutScene(self.app)), False),
            ("quit", tr("ui.menu.quit"), self.app.quit, False),
        ]
        self.buttons = ButtonRow()
        self.buttons.set([
            Button(pygame.Rect(x, y + i * (h + gap), w, h), label, action, primary=primary, name=name)
            for i, (name, label, action, primary) in enumerate(entries)
        ])

    def resume(self) -> None:
        self.enter()          # the language may have changed in the settings

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        return self.buttons.handle(event)

    def draw(self, surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        style.draw_text(surface, "HOLDOUT", (960, 250), 120, style.ACCENT, "serif_bold", "center")
        style.draw_text(surface, tr("ui.tagline"), (960, 345), 30, style.TEXT_DIM, "regular", "center")
        self.buttons.draw(surface)
        super().draw(surface)

    def smoke(self) -> None:
        self.buttons.find("new")
