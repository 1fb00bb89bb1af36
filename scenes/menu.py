"""The title menu."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import tr
from scenes import style
from scenes.scene import Scene
from scenes.widgets.button import Button, ButtonRow


@lru_cache(maxsize=2)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """A dark street at dusk, in card shapes: drawn once."""
    width, height = size
    surface = pygame.Surface(size)
    for y in range(height):
        shade = y / height
        surface.fill((int(14 + 20 * shade), int(17 + 14 * shade), int(24 + 10 * shade)), (0, y, width, 1))
    faint = pygame.Surface(size, pygame.SRCALPHA)
    for row in range(6):
        for col in range(14):
            x = 60 + col * 138 + (row % 2) * 60
            y = 520 + row * 96
            alpha = max(0, 70 - row * 10)
            pygame.draw.rect(faint, (120, 140, 170, alpha), (x, y, 92, 128), 2, border_radius=8)
    surface.blit(faint, (0, 0))
    return surface


class MenuScene(Scene):
    covers_screen = True      # paints its own backdrop over the whole screen
    name = "menu"

    def enter(self) -> None:
        from scenes.loadgame import LoadScene
        from scenes.newgame import NewGameScene
        from scenes.settings import SettingsScene
        x, y, w, h, gap = 760, 440, 400, 64, 18
        entries = [
            ("new", tr("ui.menu.new_game"), lambda: self.app.push(NewGameScene(self.app)), True),
            ("load", tr("ui.menu.load_game"), lambda: self.app.push(LoadScene(self.app)), False),
            ("settings", tr("ui.menu.settings"), lambda: self.app.push(SettingsScene(self.app)), False),
            ("rules", tr("ui.menu.rules"), lambda: self.app.open_rules(), False),
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
