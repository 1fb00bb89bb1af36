"""Load game: every save in the data folder with its title, name, date and progress. A file that
cannot be read is listed as unreadable, with the reason; it cannot be loaded, but like any save it
can be deleted (the screen asks first). A save can be renamed: the name typed becomes its file's."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
import pygame_gui

from game.engine import RuleError, get_title
from game.i18n import tr
from saves import gamefile
from saves.paths import saves_dir
from saves.rename import MAX_NAME, rename_save
from scenes import games, style
from scenes.form import FormScene
from scenes.widgets.button import Button

ROW_HEIGHT = 84
LIST_RECT = pygame.Rect(380, 200, 1160, 700)


def when(stamp: str) -> str:
    """A file's date as the player's clock reads it; one that is no date, or out of the range a
    date may have there (year 9999 west of Greenwich), as it was written."""
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except (ValueError, OverflowError, OSError):
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
        self.naming: pygame_gui.elements.UITextEntryLine | None = None    # the new name, while typed
        self.set_buttons()

    def set_buttons(self) -> None:
        entry = self.entries[self.selected] if self.selected >= 0 else None
        if self.confirming:
            self.buttons.set([
                Button(pygame.Rect(1160, 940, 380, 70), tr("ui.load.delete_confirm"), self.delete, name="confirm"),
                Button(pygame.Rect(860, 940, 280, 70), tr("ui.load.keep"), self.cancel_delete, name="cancel"),
            ])
            return
        if self.naming is not None:
            self.buttons.set([
                Button(pygame.Rect(1240, 940, 300, 70), tr("ui.load.rename_confirm"), self.rename, primary=True,
                       name="rename_confirm"),
                Button(pygame.Rect(960, 940, 260, 70), tr("ui.load.rename_cancel"), self.cancel_rename,
                       name="rename_cancel"),
            ])
            return
        self.buttons.set([
            Button(pygame.Rect(1260, 940, 280, 70), tr("ui.load.load"), self.load, primary=True, name="load",
                   enabled=entry is not None and entry.summary is not None),
            Button(pygame.Rect(1040, 940, 200, 70), tr("ui.load.delete"), self.ask_delete, name="delete",
                   enabled=entry is not None),
            Button(pygame.Rect(800, 940, 220, 70), tr("ui.replay.button"), self.replay, name="replay",
                   enabled=entry is not None and entry.summary is not None),
            Button(pygame.Rect(560, 940, 220, 70), tr("ui.load.rename"), self.ask_name, name="rename",
                   enabled=entry is not None),
            Button(pygame.Rect(380, 940, 160, 70), tr("ui.load.back"), self.app.pop, name="back"),
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

    def ask_name(self) -> None:
        """A line to type the chosen save's new name in, holding its name now."""
        if self.selected < 0:
            return
        self.naming = pygame_gui.elements.UITextEntryLine(pygame.Rect(960, 860, 580, 56), self.ui,
                                                          initial_text=style.printable(self.entries[self.selected]
                                                                                       .path.stem)[:MAX_NAME])
        self.naming.set_text_length_limit(MAX_NAME)
        self.naming.focus()
        self.set_buttons()

    def cancel_rename(self) -> None:
        if self.naming is not None:
            self.naming.kill()
        self.naming = None
        self.set_buttons()

    def rename(self) -> None:
        """The typed name becomes the save's; a name that cannot be is refused with the reason,
        and the line stays for another try."""
        if self.naming is None:
            return
        entry = self.entries[self.selected]
        try:
            renamed = rename_save(self.app.data_root, entry.path, self.naming.get_text())
        except RuleError as error:
            self.app.sounds.play("refuse")
            self.app.toast(error.message(), style.DANGER)
            return
        self.cancel_rename()
        self.enter()
        self.selected = next((i for i, e in enumerate(self.entries) if e.path == renamed), self.selected)
        self.set_buttons()

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
        if self.naming is not None:
            return self.handle_naming(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and LIST_RECT.collidepoint(event.pos):
            for index, entry in enumerate(self.entries):
                if self.row_rect(index).collidepoint(event.pos):
                    if index == self.selected and getattr(event, "clicks", 1) >= 2 and entry.summary:
                        self.load()
                    self.selected = index
                    self.set_buttons()
                    return True
        return False

    def handle_naming(self, event) -> bool:
        """Enter gives the name, Esc keeps the old one; everything else is typing."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.rename()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel_rename()
            return True
        return event.type == pygame.KEYDOWN

    def draw_form(self, surface) -> None:
        if self.confirming:
            name = self.entries[self.selected].path.name
            style.draw_text(surface, tr("ui.load.delete_question", name=name), (1540, 920), 20, style.DANGER,
                            "bold", "bottomright")
        if self.naming is not None:
            style.draw_text(surface, tr("ui.load.rename_question"), (940, 888), 20, style.TEXT, "bold", "midright")
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
            style.draw_fitted(surface, tr("ui.load.unreadable", reason=entry.problem),
                              pygame.Rect(rect.x + 20, rect.y + 40, rect.width - 40, 26), 18, style.DANGER, "regular",
                              "midleft", smallest=13)
            return
        summary = entry.summary
        heading = tr(get_title(summary.title).name_key)
        if not games.is_automatic_id(entry.path.stem):
            heading = f"{heading} · {entry.path.stem}"       # a name the player gave it
        style.draw_fitted(surface, heading, pygame.Rect(rect.x + 20, rect.y + 6, rect.width - 360, 34), 26, style.TEXT,
                          "bold", "midleft", smallest=16)
        half = rect.width // 2 - 30       # the progress at the left, how it ended at the right
        progress_width = half if summary.outcome else rect.width - 40     # a game going on: the whole row
        style.draw_fitted(surface, summary.progress, pygame.Rect(rect.x + 20, rect.y + 40, progress_width, 26), 19,
                          style.TEXT_DIM, "regular", "midleft", smallest=13)
        style.draw_text(surface, tr("ui.load.saved", when=when(summary.saved)), (rect.right - 20, rect.y + 12),
                        18, style.TEXT_DIM, "regular", "topright")
        if summary.outcome:
            ended = tr("ui.load.finished", outcome=games.outcome_text(summary.title, summary.outcome))
            style.draw_fitted(surface, ended, pygame.Rect(rect.right - 20 - half, rect.y + 40, half, 26), 16,
                              style.ACCENT, "regular", "midright", smallest=12)
