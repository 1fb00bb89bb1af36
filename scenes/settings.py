"""Settings: language, window size, fullscreen, sound volume, animation speed, the bots' pace, how
long messages stay, the colours; kept between starts. Opened from the menu, or from a table's pause
menu: Back then returns to the table, which lays its words out in the language and draws in the
colours chosen."""

from __future__ import annotations

import pygame
import pygame_gui

from game.i18n import tr
from saves.settings import ANIMATION_SPEEDS, BOT_PACES, PALETTES, READING_PACES, WINDOW_SIZES
from scenes import style
from scenes.focus import Choice
from scenes.form import FormScene
from scenes.widgets.button import Button
from scenes.widgets.choice import ChoiceRow
from scenes.widgets.pace import SPEED_LABELS

ANIMATION_NAMES = {0.0: "anim_off", 0.5: "anim_slow", 1.0: "anim_normal", 2.0: "anim_fast"}
READING_NAMES = {1.0: "reading_normal", 1.5: "reading_longer", 2.5: "reading_longest"}


class SettingsScene(FormScene):
    name = "settings"
    heading_key = "ui.settings.heading"

    def __init__(self, app, back_key: str = "ui.settings.back") -> None:
        super().__init__(app)
        self.back_key = back_key          # what Back says: where it leads

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        self.ui.clear_and_reset()
        settings = self.app.settings
        x, width, y = 380, 1160, 220
        self.rows = [
            ChoiceRow(pygame.Rect(x, y, width, 56), tr("ui.settings.language"),
                      [("en", "English"), ("de", "Deutsch")], self.current_language(),
                      lambda v: self.change(language=v), name="language"),
            ChoiceRow(pygame.Rect(x, y + 90, width, 56), tr("ui.settings.window"),
                      [(size, f"{size[0]}×{size[1]}") for size in WINDOW_SIZES], tuple(settings.window),
                      lambda v: self.change(window=v), name="window"),
            ChoiceRow(pygame.Rect(x, y + 180, 700, 56), tr("ui.settings.fullscreen"),
                      [(False, tr("ui.settings.off")), (True, tr("ui.settings.on"))], settings.fullscreen,
                      lambda v: self.change(fullscreen=v), name="fullscreen"),
            ChoiceRow(pygame.Rect(x, y + 360, width, 56), tr("ui.settings.animation"),
                      [(speed, tr(f"ui.settings.{ANIMATION_NAMES[speed]}")) for speed in ANIMATION_SPEEDS],
                      settings.animation, lambda v: self.change(animation=v), name="animation"),
            ChoiceRow(pygame.Rect(x, y + 450, width, 56), tr("ui.settings.bot_pace"),
                      [(pace, SPEED_LABELS[pace]) for pace in BOT_PACES], settings.bot_pace,
                      lambda v: self.change(bot_pace=v), name="bot_pace"),
            ChoiceRow(pygame.Rect(x, y + 540, width, 56), tr("ui.settings.reading"),
                      [(pace, tr(f"ui.settings.{READING_NAMES[pace]}")) for pace in READING_PACES],
                      settings.reading, lambda v: self.change(reading=v), name="reading"),
            ChoiceRow(pygame.Rect(x, y + 630, width, 56), tr("ui.settings.palette"),
                      [(name, tr(f"ui.settings.palette_{name}")) for name in PALETTES], settings.palette,
                      lambda v: self.change(palette=v), name="palette"),
        ]
        self.volume_rect = pygame.Rect(x + 260, y + 276, 600, 40)
        self.slider = pygame_gui.elements.UIHorizontalSlider(
            self.volume_rect, settings.volume, (0.0, 1.0), self.ui, click_increment=0.1)
        back = tr(self.back_key)
        width = max(220, style.font(22, "bold").size(back)[0] + 60)
        self.buttons.set([Button(pygame.Rect(380, 940, width, 70), back, self.app.pop, name="back")])

    def current_language(self) -> str:
        from game.i18n import language
        return language()

    def change(self, **values) -> None:
        for name, value in values.items():
            setattr(self.app.settings, name, value)
        if "language" in values:
            self.app.start_language = None      # the language picked here rules from now on
        self.app.apply_settings()
        self.app.toast(tr("ui.settings.saved"))
        if "language" in values:
            self.build()

    def handle_form(self, event) -> bool:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.app.settings.volume = round(float(event.value), 2)
            self.app.apply_settings()
            self.app.sounds.play("click")
            return True
        return False

    def focus_choices(self) -> list:
        """The rows, the volume (← and → set it) and Back."""
        volume = Choice(("volume",), self.volume_rect, lambda: None, self.step_volume)
        return super().focus_choices() + [volume]

    def step_volume(self, step: int) -> None:
        """The volume a tenth down or up, as a click beside the slider's handle sets it."""
        self.app.settings.volume = round(min(1.0, max(0.0, self.app.settings.volume + step / 10)), 2)
        self.slider.set_current_value(self.app.settings.volume)
        self.app.apply_settings()
        self.app.sounds.play("click")

    def draw_form(self, surface) -> None:
        style.draw_text(surface, tr("ui.settings.volume"), (380, self.volume_rect.centery), 22, style.TEXT_DIM,
                        "bold", "midleft")
        style.draw_text(surface, f"{round(self.app.settings.volume * 100)} %",
                        (self.volume_rect.right + 24, self.volume_rect.centery), 22, style.TEXT, "bold", "midleft")
