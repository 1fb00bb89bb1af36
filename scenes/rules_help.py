"""Rules help for each title, in the project's own words: `assets/rules/<title>.<lang>.md`,
shown in a pygame-gui text box (scrolls with the wheel). F1 anywhere; Esc or F1 closes it."""

from __future__ import annotations

import html
import re

import pygame
import pygame_gui

from game.engine import get_title
from game.i18n import language, tr
from game.paths import ASSETS
from scenes import programs, style
from scenes.focus import Choice
from scenes.scene import Scene, segment_choice
from scenes.widgets.button import Button, ButtonRow
from scenes.widgets.choice import ChoiceRow

PANEL = pygame.Rect(260, 70, 1400, 940)


def rules_html(title: str, lang: str) -> str:
    """Our small Markdown (#, ##, -, 1., **bold**) as pygame-gui's HTML subset. A line that does
    not start a heading, bullet or number continues the block above it."""
    path = ASSETS / "rules" / f"{title}.{lang}.md"
    if not path.exists():
        path = ASSETS / "rules" / f"{title}.en.md"
    blocks: list[list[str]] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        starts_block = not line or line.startswith(("#", "- ")) or re.match(r"^\d+\. ", line)
        if starts_block or not blocks or not blocks[-1]:
            blocks.append([line] if line else [])
        else:
            blocks[-1].append(line)
    return "".join(_block_html(" ".join(block)) for block in blocks)


def _block_html(text: str) -> str:
    if not text:
        return "<br>"
    line = html.escape(text, quote=False)
    line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
    if line.startswith("# "):
        return f"<font pixel_size=40 color='#f2c14e'><b>{line[2:]}</b></font><br>"
    if line.startswith("## "):
        return f"<font pixel_size=27 color='#f2c14e'><b>{line[3:]}</b></font><br>"
    if line.startswith("- "):
        return f"   •  {line[2:]}<br>"
    if re.match(r"^\d+\. ", line):
        return f"   {line}<br>"
    return f"{line}<br>"


# keys that scroll the rules' text, and by what share of it
SCROLL = {pygame.K_UP: -0.05, pygame.K_DOWN: 0.05, pygame.K_PAGEUP: -0.25, pygame.K_PAGEDOWN: 0.25}


class RulesScene(Scene):
    name = "rules"
    opaque = False

    def __init__(self, app, title: str | None = None) -> None:
        super().__init__(app)
        self.title_name = title or programs.playable_titles()[0]

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        self.ui.clear_and_reset()
        self.ui.preload_fonts([{"name": "dejavu", "point_size": size, "style": face}
                               for size, face in ((40, "bold"), (27, "bold"), (20, "bold"))])
        self.tabs = ChoiceRow(pygame.Rect(PANEL.x + 30, PANEL.y + 24, 900, 50), "",
                              [(name, tr(get_title(name).name_key)) for name in programs.playable_titles()],
                              self.title_name, self.choose, name="tabs")
        self.box = pygame_gui.elements.UITextBox(
            rules_html(self.title_name, language()),
            pygame.Rect(PANEL.x + 30, PANEL.y + 96, PANEL.width - 60, PANEL.height - 190), self.ui)
        self.buttons = ButtonRow()
        self.buttons.set([Button(pygame.Rect(PANEL.right - 250, PANEL.bottom - 80, 220, 60), tr("ui.rules.close"),
                                 self.app.pop, name="close", hint="Esc / F1")])

    def choose(self, name) -> None:
        self.title_name = name
        self.build()

    def own_keys(self) -> frozenset[int]:
        """↑ and ↓ scroll the text until Tab shows the focus ring."""
        return frozenset(SCROLL)

    def focus_choices(self) -> list[Choice]:
        return [segment_choice(self.tabs, i) for i in range(len(self.tabs.segments))] + super().focus_choices()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in SCROLL:
            self.scroll(SCROLL[event.key])
            return True
        return self.tabs.handle(event) or self.buttons.handle(event)

    def scroll(self, share: float) -> None:
        """The rules' text on by `share` of its length (back where negative), as its scroll bar would."""
        bar = self.box.scroll_bar
        if bar is not None:
            most = 1.0 - bar.visible_percentage
            bar.set_scroll_from_start_percentage(min(most, max(0.0, bar.start_percentage + share)))

    def draw(self, surface) -> None:
        style.veil(surface, 170)
        style.panel(surface, PANEL, (22, 27, 34), style.ACCENT, 16, 2)
        self.tabs.draw(surface)
        super().draw(surface)
        self.buttons.draw(surface)
