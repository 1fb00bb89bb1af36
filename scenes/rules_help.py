"""Rules help for each title, in the project's own words: `assets/rules/<title>.<lang>.md` and
the legend of the title's icons, on a page of our own (`scenes/rules_text.py`). F1 anywhere; Esc
or F1 closes it.

A wheel notch scrolls several lines, so a flick turns about a page; PageUp and PageDown turn a
page, Home and End go to either end, a press on the scroll track there (held, it follows the
mouse). Words typed in the search line light up wherever they
show; Enter or Down goes to the next, Shift+Enter or Up to the one before."""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine import get_title
from game.i18n import language, tr
from scenes import programs, style
from scenes.focus import Choice
from scenes.rules_text import BODY, NOTCH_LINES, RulesPage
from scenes.scene import Scene, segment_choice
from scenes.widgets.button import Button, ButtonRow
from scenes.widgets.choice import ChoiceRow

PANEL = pygame.Rect(260, 70, 1400, 940)
SEARCH = pygame.Rect(PANEL.right - 430, PANEL.y + 24, 400, 50)
WINDOW = pygame.Rect(PANEL.x + 40, PANEL.y + 100, PANEL.width - 100, PANEL.height - 200)
TRACK = pygame.Rect(WINDOW.right + 22, WINDOW.y, 8, WINDOW.height)
LINE = BODY + 10                # a body line's height, near enough: what a notch or an arrow scrolls


class RulesScene(Scene):
    name = "rules"
    opaque = False

    def __init__(self, app, title: str | None = None) -> None:
        super().__init__(app)
        self.title_name = title or programs.playable_titles()[0]
        self.scroll = 0
        self.holding_track = False      # the left button went down on the scroll track

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        self.ui.clear_and_reset()
        self.tabs = ChoiceRow(pygame.Rect(PANEL.x + 30, PANEL.y + 24, 880, 50), "",
                              [(name, tr(get_title(name).name_key)) for name in programs.playable_titles()],
                              self.title_name, self.choose, name="tabs")
        self.search_line = pygame_gui.elements.UITextEntryLine(SEARCH, self.ui,
                                                               placeholder_text=style.printable(tr("ui.rules.search")))
        self.search_line.focus()                 # a word typed goes straight into the search
        self.page = RulesPage(self.title_name, language(), WINDOW.width)
        self.scroll = self.search_top = 0
        self.buttons = ButtonRow()
        self.buttons.set([
            Button(pygame.Rect(PANEL.x + 30, PANEL.bottom - 80, 220, 60), tr("ui.rules.icons"), self.to_legend,
                   name="icons"),
            Button(pygame.Rect(PANEL.right - 250, PANEL.bottom - 80, 220, 60), tr("ui.rules.close"), self.app.pop,
                   name="close", hint="Esc / F1")])

    def choose(self, name) -> None:
        self.title_name = name
        self.build()

    def own_keys(self) -> frozenset[int]:
        """The arrows and page keys scroll the text (or go from match to match) until Tab shows the
        focus ring."""
        return frozenset((*self.KEYS, pygame.K_UP, pygame.K_DOWN))

    def focus_choices(self) -> list[Choice]:
        return [segment_choice(self.tabs, i) for i in range(len(self.tabs.segments))] + super().focus_choices()

    # ---- moving about the page ------------------------------------------------------------------------
    def scroll_to(self, scroll: int) -> None:
        self.scroll = self.page.clamp(scroll, WINDOW.height)

    def to_legend(self) -> None:
        self.scroll_to(self.page.legend_top)

    def find(self, step: int) -> None:
        """Go to the next (1) or previous (-1) place the searched words show."""
        found = self.page.go(step, self.scroll, WINDOW.height)
        if found is not None:
            self.scroll = found

    def searched(self, words: str) -> None:
        """The search line changed: its words light up, and the first from where the search began
        on is gone to (not from where the last letter's search went)."""
        if not self.page.query:
            self.search_top = self.scroll
        self.page.search(words)
        self.scroll = self.search_top
        self.find(1)

    KEYS = {pygame.K_PAGEDOWN: WINDOW.height - LINE, pygame.K_PAGEUP: -(WINDOW.height - LINE),
            pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}

    def handle_key(self, event) -> bool:
        if event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
        elif event.key in self.KEYS:
            self.scroll_to(self.scroll + self.KEYS[event.key])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DOWN, pygame.K_UP):
            back = event.key == pygame.K_UP or event.key != pygame.K_DOWN and event.mod & pygame.KMOD_SHIFT
            if self.page.matches:
                self.find(-1 if back else 1)
            elif event.key in (pygame.K_DOWN, pygame.K_UP):
                self.scroll_to(self.scroll + (-LINE if back else LINE))
        else:
            return False
        return True

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search_line:
            self.searched(self.search_line.get_text())
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - round(event.precise_y * NOTCH_LINES * LINE))
            return True
        return self.handle_track(event) or self.tabs.handle(event) or self.buttons.handle(event)

    def handle_track(self, event) -> bool:
        """A press on the scroll track goes there, and the page follows the mouse while it is held."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and TRACK.inflate(24, 0).collidepoint(event.pos):
            self.holding_track = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.holding_track = False
            return False
        elif not (event.type == pygame.MOUSEMOTION and self.holding_track):
            return False
        share = (event.pos[1] - TRACK.y) / TRACK.height
        self.scroll_to(round(share * self.page.bottom - WINDOW.height / 2))
        return True

    # ---- drawing -------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        style.veil(surface, 170)
        style.panel(surface, PANEL, (22, 27, 34), style.ACCENT, 16, 2)
        self.tabs.draw(surface)
        self.page.draw(surface, WINDOW, self.scroll)
        self.draw_track(surface)
        self.draw_found(surface)
        super().draw(surface)
        if not self.search_line.get_text():     # pygame-gui hides its placeholder while the line has focus
            style.draw_text(surface, tr("ui.rules.search"), (SEARCH.x + 16, SEARCH.centery), 18,
                            style.TEXT_DIM, "regular", "midleft", box=SEARCH)
        self.buttons.draw(surface)

    def draw_track(self, surface) -> None:
        """Where the window is on the page: a thumb on a track at its right."""
        if self.page.bottom <= WINDOW.height:
            return
        pygame.draw.rect(surface, style.BORDER, TRACK, border_radius=4)
        thumb = pygame.Rect(TRACK.x, 0, TRACK.width, max(30, TRACK.height * WINDOW.height // self.page.bottom))
        thumb.y = TRACK.y + (TRACK.height - thumb.height) * self.scroll // (self.page.bottom - WINDOW.height)
        pygame.draw.rect(surface, style.ACCENT, thumb, border_radius=4)

    def draw_found(self, surface) -> None:
        """How many places the searched words show, and which is gone to."""
        if not self.page.query:
            return
        count = len(self.page.matches)
        words = (tr("ui.rules.found", n=self.page.current + 1, count=count) if count
                 else tr("ui.rules.none_found"))
        box = pygame.Rect(PANEL.x + 280, PANEL.bottom - 80, PANEL.width - 580, 60)
        style.draw_fitted(surface, words, box, 20, style.TEXT_DIM if count else style.DANGER, "regular", "midleft")
