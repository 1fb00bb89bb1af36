"""Load game: every save in the data folder, each told apart by what its header says (its title and
the name the player gave it, its scenario or chapter and difficulty, a campaign's chapter or a
single game, who sat where, when it was last played, how far it got) and a small picture of its
table (`saves/thumbnail.py`; a save without one shows its title's colour). A file that cannot be
read is listed as unreadable, with the reason; it cannot be loaded, but like any save it can be
deleted (the screen asks first, naming the game). A save can be renamed: the name typed becomes
its file's, and its picture follows it."""

from __future__ import annotations

import io
from datetime import datetime
from functools import partial
from pathlib import Path

import pygame
import pygame_gui

from game.engine import RuleError, get_title
from game.i18n import tr
from saves import gamefile
from saves.paths import saves_dir
from saves.rename import MAX_NAME, rename_save
from saves.thumbnail import read_thumbnail, remove_thumbnail
from scenes import games, programs, style
from scenes.focus import Choice
from scenes.form import FormScene
from scenes.newgame import NewGameScene, choice_label
from scenes.widgets.button import Button

ROW_HEIGHT = 124                                # a row's pitch: five rows show at once
LIST_RECT = pygame.Rect(380, 196, 1160, 620)
PICTURE = pygame.Rect(0, 0, 176, 99)            # the table's picture at each row's left, 16:9
QUESTION = pygame.Rect(380, 826, 1160, 34)      # what Rename asks, naming the game (Delete: two lines)
NAME_LINE = pygame.Rect(380, 866, 1160, 56)     # the new name, while typed
NEUTRAL = (110, 116, 126)                       # an unreadable file's place for a picture


def when(stamp: str) -> str:
    """A file's date as the player's clock reads it; one that is no date, or out of the range a
    date may have there (year 9999 west of Greenwich), as it was written."""
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except (ValueError, OverflowError, OSError):
        return stamp
    return moment.strftime("%Y-%m-%d %H:%M")


class Entry:
    """One file of the saves folder: its header's summary (None: unreadable, and why) and its
    table's picture, both read once."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.summary = None
        self.problem = ""
        try:
            self.summary = gamefile.summary(path)
        except RuleError as error:
            self.problem = error.message()
        self.picture = picture(path) if self.summary else None

    @property
    def sort_key(self) -> str:
        return self.summary.saved if self.summary else ""

    @property
    def given_name(self) -> str:
        """The name the player gave the save ("" while it has the one it began with)."""
        return "" if games.is_automatic_id(self.path.stem) else self.path.stem

    def heading(self) -> str:
        """Its title, and the name the player gave it."""
        assert self.summary is not None
        title = tr(get_title(self.summary.title).name_key)
        return f"{title} · {self.given_name}" if self.given_name else title

    def setting(self) -> list[str]:
        """What was chosen for it, in words: its scenario or chapter, its difficulty... An option
        that is only a number is a count of players, which its seats tell; a numbered one with
        words (a chapter) is named with its option's word ("Chapter 1 · Smoke over the Ridge")."""
        assert self.summary is not None
        found = []
        for spec in get_title(self.summary.title).options:
            value = self.summary.options[spec.name]
            words = choice_label(self.summary.title, spec.name, value)
            if words.startswith(f"{value} "):
                found.append(f"{tr(spec.label_key)} {words}")
            elif words != str(value):
                found.append(words)
        return found

    def seats(self) -> str:
        """Who sat where: each person by the name they gave (else "Person"), each bot as New game
        offered it; where seats differ (Alone), each with its seat's words."""
        assert self.summary is not None
        title = get_title(self.summary.title)
        found = []
        for seat, info in enumerate(self.summary.seats):
            offered = dict(NewGameScene.player_choices(title, seat))
            who = info.name or offered.get(info.bot if info.kind == "bot" else "person", tr("ui.newgame.bot"))
            found.append(f"{NewGameScene.seat_label(title, seat)}: {who}" if title.seat_words else who)
        return " · ".join(found)

    def game_name(self) -> str:
        """How Rename and Delete name the game: the name the player gave it, else its title and
        setting with when it was last played; an unreadable file by its file's name."""
        if self.summary is None:
            return self.path.name
        if self.given_name:
            return self.given_name
        return tr("ui.load.game_name", game=" · ".join([self.heading(), *self.setting()]),
                  when=when(self.summary.saved))


def picture(path: Path) -> pygame.Surface | None:
    """The save's table as its thumbnail shows it, fitted to `PICTURE`; None where it has none
    that can be read (a PNG pygame cannot decode, a file that is no picture)."""
    data = read_thumbnail(path)
    if data is None:
        return None
    try:
        image = pygame.image.load(io.BytesIO(data), "table.png")
    except (pygame.error, ValueError):
        return None
    return pygame.transform.smoothscale(image.convert(), PICTURE.size)


def placeholder(title: str | None) -> pygame.Surface:
    """The place of a picture for a save without one: its title's name in its colour (a file
    that cannot be read: grey)."""
    surface = pygame.Surface(PICTURE.size)
    program = programs.program(title) if title else None
    colour = program.colour if program else NEUTRAL
    surface.fill(tuple(channel // 6 for channel in colour))
    pygame.draw.rect(surface, colour, surface.get_rect(), 2)
    words = tr(get_title(title).name_key).upper() if title else "?"
    style.draw_wrapped(surface, words, surface.get_rect().inflate(-16, -16), 20, colour, "serif_bold",
                       align="center", smallest=11, middle=True)
    return surface


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
        # a save that cannot be read says why on Load: a button off with words may take the focus ring
        why = tr("ui.load.load_off", reason=entry.problem) if entry is not None and entry.summary is None else ""
        self.buttons.set([
            Button(pygame.Rect(1260, 940, 280, 70), tr("ui.load.load"), self.load, primary=True, name="load",
                   enabled=entry is not None and entry.summary is not None, tooltip=why),
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
            remove_thumbnail(entry.path)
        except OSError as error:
            self.app.toast(tr("ui.load.delete_failed", reason=error.strerror or str(error)), style.DANGER)
        self.enter()

    def ask_name(self) -> None:
        """A line to type the chosen save's new name in, holding the name the player gave it."""
        if self.selected < 0:
            return
        entry = self.entries[self.selected]
        named = entry.given_name if entry.summary else entry.path.stem
        self.naming = pygame_gui.elements.UITextEntryLine(NAME_LINE, self.ui,
                                                          initial_text=style.printable(named)[:MAX_NAME])
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

    def scroll_by(self, pixels: int) -> None:
        most = max(0, len(self.entries) * ROW_HEIGHT - LIST_RECT.height)
        self.scroll = max(0, min(most, self.scroll + pixels))

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

    def focus_choices(self) -> list:
        """The saves shown in the list (choosing one selects it), then the buttons."""
        rows = [Choice(("save", str(entry.path)), self.row_rect(i).clip(LIST_RECT), partial(self.select, i))
                for i, entry in enumerate(self.entries) if LIST_RECT.colliderect(self.row_rect(i))]
        return ([] if self.confirming or self.naming is not None else rows) + super().focus_choices()

    def select(self, index: int) -> None:
        self.selected = index
        self.set_buttons()

    def handle_form(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            # a page of rows on: the keyboard's focus reaches the saves below the first five
            page = ROW_HEIGHT * (LIST_RECT.height // ROW_HEIGHT)
            self.scroll_by(page if event.key == pygame.K_PAGEDOWN else -page)
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
            question = tr("ui.load.delete_question", name=self.entries[self.selected].game_name())
            style.draw_wrapped(surface, question, QUESTION.inflate(0, 60).move(0, 30), 20, style.DANGER, "bold",
                               smallest=14, middle=True)
        if self.naming is not None:
            question = tr("ui.load.rename_question", name=self.entries[self.selected].game_name())
            style.draw_fitted(surface, question, QUESTION, 20, style.TEXT, "bold", "midleft", smallest=14)
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
        """The table's picture at the left; at the right, the file's name and why it cannot be
        read, or four lines: the heading and when it was last played; what was chosen; who sat
        where; how far it got (and how it ended)."""
        style.panel(surface, rect, (44, 52, 63) if selected else style.PANEL,
                    style.ACCENT if selected else style.BORDER, 10, 2)
        shown = PICTURE.move(rect.x + 8, rect.y + (rect.height - PICTURE.height) // 2)
        summary = entry.summary
        style.blit(surface, entry.picture or placeholder(summary.title if summary else None), shown)
        text = pygame.Rect(shown.right + 16, rect.y, rect.right - 20 - shown.right - 16, rect.height)
        if summary is None:
            style.draw_fitted(surface, entry.path.name, line(text, 10, 30), 22, style.TEXT_DIM, "bold", "midleft",
                              smallest=14)
            style.draw_fitted(surface, tr("ui.load.unreadable", reason=entry.problem), line(text, 44, 26), 18,
                              style.DANGER, "regular", "midleft", smallest=13)
            return
        played = tr("ui.load.saved", when=when(summary.saved))
        heading = line(text, 4, 32)
        heading.width -= style.font(16).size(played)[0] + 24
        style.draw_fitted(surface, entry.heading(), heading, 24, style.TEXT, "bold", "midleft", smallest=15)
        style.draw_text(surface, played, (text.right, rect.y + 12), 16, style.TEXT_DIM, "regular", "topright")
        kind = tr("ui.load.campaign" if summary.campaign else "ui.load.single")
        style.draw_fitted(surface, " · ".join([*entry.setting(), kind]), line(text, 37), 18, style.TEXT, "regular",
                          "midleft", smallest=12)
        style.draw_fitted(surface, entry.seats(), line(text, 62), 17, style.TEXT_DIM, "regular", "midleft",
                          smallest=12)
        progress = line(text, 87)
        if summary.outcome:               # the progress at the left, how it ended at the right
            progress.width = text.width // 2 - 10
            ended = tr("ui.load.finished", outcome=games.outcome_text(summary.title, summary.outcome))
            style.draw_fitted(surface, ended, progress.move(text.width - progress.width, 0), 16, style.ACCENT,
                              "regular", "midright", smallest=12)
        style.draw_fitted(surface, summary.progress, progress, 17, style.TEXT_DIM, "regular", "midleft", smallest=12)


def line(text: pygame.Rect, top: int, height: int = 24) -> pygame.Rect:
    """A line of a row's text, `top` pixels below the row's top."""
    return pygame.Rect(text.x, text.y + top, text.width, height)
