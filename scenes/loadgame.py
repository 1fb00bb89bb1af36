"""Load game: every save in the data folder with its title, date and progress. A file that cannot
be read is listed as unreadable, with the reason; it cannot be loaded, but like any save it can
be deleted (the screen asks first)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame

from game.engine import RuleError, get_title
from game.i18n import tr
from saves import gamefile
from saves.paths import saves_dir
from scenes import games, style
from scenes.form import FormScene
from scenes.widgets.button import Button

ROW_HEIGHT = 84
LIST_RECT = pygame.Rect(380, 200, 1160, 700)


def when(stamp: str) -> str:
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return stamp
    return moment.strftime("%Y-%m-%d %H:%M")


class Entry:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.summary = None
        self.problem = ""
        try:
            self.summary = gamefile.summary(path)
        except RuleError as error:
            self.problem = error.message()

    @property
    def sort_key(self) -> str:
        return self.summary.saved if self.summary else ""


class LoadScene(FormScene):
    name = "load"
    heading_key = "ui.load.heading"

    def enter(self) -> None:
        folder = saves_dir(self.app.data_root)
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
        self.entries = sorted((Entry(path) for path in paths), key=lambda e: e.sort_key, reverse=True)
        self.selected = next((i for i, e in enumerate(self.entries) if e.summary), 0 if self.entries else -1)
        self.scroll = 0
        self.confirming = False
        self.set_buttons()

    def set_buttons(self) -> None:
        entry = self.entries[self.selected] if self.selected >= 0 else None
        if self.confirming:
            self.buttons.set([
                Button(pygame.Rect(1160, 940, 380, 70), tr("ui.load.delete_confirm"), self.delete, name="confirm"),
                Button(pygame.Rect(860, 940, 280, 70), tr("ui.load.keep"), self.cancel_delete, name="cancel"),
            ])
            return
        self.buttons.set([
            Button(pygame.Rect(1240, 940, 300, 70), tr("ui.load.load"), self.load, primary=True, name="load",
                   enabled=entry is not None and entry.summary is not None),
            Button(pygame.Rect(960, 940, 260, 70), tr("ui.load.delete"), self.ask_delete, name="delete",
                   enabled=entry is not None),
            Button(pygame.Rect(640, 940, 300, 70), tr("ui.replay.button"), self.replay, name="replay",
                   enabled=entry is not None and entry.summary is not None),
            Button(pygame.Rect(380, 940, 220, 70), tr("ui.load.back"), self.app.pop, name="back"),
        ])

    def ask_delete(self) -> None:
        self.confirming = self.selected >= 0
        self.set_buttons()

    def cancel_delete(self) -> None:
        self.confirming = False
        self.set_buttons()

    def delete(self) -> None:
        """The chosen file goes for good (the screen asked first); the list is read again."""
        entry = self.entries[self.selected]
        try:
            entry.path.unlink(missing_ok=True)
        except OSError as error:
            self.app.toast(tr("ui.load.delete_failed", reason=error.strerror or str(error)), style.DANGER)
        self.enter()

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(LIST_RECT.x, LIST_RECT.y + index * ROW_HEIGHT - self.scroll, LIST_RECT.width,
                           ROW_HEIGHT - 10)

    def load(self) -> None:
        if self.selected < 0:
            return
        entry = self.entries[self.selected]
        try:
            games.load(self.app, entry.path)
        except RuleError as error:
            self.app.sounds.play("refuse")
            self.app.toast(tr("ui.load.failed", reason=error.message()), style.DANGER)

    def replay(self) -> None:
        """Step through the chosen save from its first command (scenes/replay.py)."""
        if self.selected < 0:
            return
        from scenes.replay import replay_file
        try:
            replay_file(self.app, self.entries[self.selected].path)
        except RuleError as error:
            self.app.sounds.play("refuse")
            self.app.toast(tr("ui.load.failed", reason=error.message()), style.DANGER)

    def handle_form(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            most = max(0, len(self.entries) * ROW_HEIGHT - LIST_RECT.height)
            self.scroll = max(0, min(most, self.scroll - event.y * 60))
            return True
        if self.confirming:
            return False                  # the question is answered by its two buttons
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and LIST_RECT.collidepoint(event.pos):
            for index, entry in enumerate(self.entries):
                if self.row_rect(index).collidepoint(event.pos):
                    if index == self.selected and getattr(event, "clicks", 1) >= 2 and entry.summary:
                        self.load()
                    self.selected = index
                    self.set_buttons()
                    return True
        return False

    def draw_form(self, surface) -> None:
        if self.confirming:
            name = self.entries[self.selected].path.name
            style.draw_text(surface, tr("ui.load.delete_question", name=name), (1540, 920), 20, style.DANGER,
                            "bold", "bottomright")
        if not self.entries:
            style.draw_text(surface, tr("ui.load.empty"), LIST_RECT.center, 26, style.TEXT_DIM, "regular", "center")
        clip = surface.get_clip()
        surface.set_clip(LIST_RECT)
        for index, entry in enumerate(self.entries):
            rect = self.row_rect(index)
            if rect.bottom < LIST_RECT.top or rect.top > LIST_RECT.bottom:
                continue
            self.draw_entry(surface, rect, entry, index == self.selected)
        surface.set_clip(clip)

    def draw_entry(self, surface, rect, entry: Entry, selected: bool) -> None:
        style.panel(surface, rect, (44, 52, 63) if selected else style.PANEL,
                    style.ACCENT if selected else style.BORDER, 10, 2)
        if entry.summary is None:
            style.draw_text(surface, entry.path.name, (rect.x + 20, rect.y + 12), 22, style.TEXT_DIM, "bold")
            style.draw_text(surface, tr("ui.load.unreadable", reason=entry.problem)[:120],
                            (rect.x + 20, rect.y + 44), 18, style.DANGER)
            return
        summary = entry.summary
        style.draw_text(surface, tr(get_title(summary.title).name_key), (rect.x + 20, rect.y + 10), 26,
                        style.TEXT, "bold")
        style.draw_text(surface, summary.progress, (rect.x + 20, rect.y + 44), 19, style.TEXT_DIM)
        style.draw_text(surface, tr("ui.load.saved", when=when(summary.saved)), (rect.right - 20, rect.y + 12),
                        18, style.TEXT_DIM, "regular", "topright")
        if summary.outcome:
            style.draw_text(surface,
                            tr("ui.load.finished", outcome=games.outcome_text(summary.title, summary.outcome))[:90],
                            (rect.right - 20, rect.y + 44), 16, style.ACCENT, "regular", "topright")
