"""After a crash: the journal of the unfinished game is offered back, exactly where it stopped.

The dialog holds the game's lock while it shows, as a table does: a journal another Holdout
window is writing (its game is open there) is never offered, kept or discarded, and no other
window can open the game meanwhile. Resume hands the lock on to the table."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import RuleError
from game.i18n import tr
from saves import gamefile
from saves.journal import Recovered, pending_journals, recover
from saves.lock import GameLock
from saves.paths import journal_dir
from scenes import games, style
from scenes.scene import Scene
from scenes.widgets.button import Button, ButtonRow

PANEL = pygame.Rect(460, 300, 1000, 460)


def pending_resume(app):
    """The dialog for the newest unfinished journal no other window is writing, or None when
    there is none."""
    for path in pending_journals(journal_dir(app.data_root)):
        try:
            lock = GameLock.acquire(path)
        except RuleError as error:
            if error.code == "saves.locked":
                continue                # its game is open in another window, which writes it
            lock = None                 # nothing can be written here: it is offered to be read
        return ResumeScene(app, path, lock)
    return None


class ResumeScene(Scene):
    name = "resume"
    opaque = False

    def __init__(self, app, path: Path, lock: GameLock | None = None) -> None:
        super().__init__(app)
        self.path = path
        self.lock = lock
        self.recovered: Recovered | None = None
        self.problem = ""
        try:
            self.recovered = recover(path)
        except RuleError as error:
            self.problem = error.message()

    def enter(self) -> None:
        self.buttons = ButtonRow()
        self.confirming = False
        self.set_buttons()

    def set_buttons(self) -> None:
        bottom = PANEL.bottom - 100
        if self.confirming:
            self.buttons.set([
                Button(pygame.Rect(PANEL.right - 380, bottom, 350, 70), tr("ui.resume.discard_confirm"),
                       self.discard, name="confirm"),
                Button(pygame.Rect(PANEL.x + 30, bottom, 300, 70), tr("ui.resume.back"), self.cancel, name="cancel"),
            ])
            return
        discard = Button(pygame.Rect(PANEL.x + 390, bottom, 240, 70), tr("ui.resume.discard"), self.ask_discard,
                         name="discard")
        if self.recovered is None:
            self.buttons.set([Button(pygame.Rect(PANEL.right - 330, bottom, 300, 70),
                                     tr("ui.resume.keep"), self.set_aside, name="keep"), discard])
            return
        self.buttons.set([
            Button(pygame.Rect(PANEL.right - 330, bottom, 300, 70), tr("ui.resume.resume"),
                   self.resume_game, primary=True, name="resume"),
            Button(pygame.Rect(PANEL.x + 30, bottom, 340, 70), tr("ui.resume.keep"),
                   self.keep, name="keep"),
            discard,
        ])

    def ask_discard(self) -> None:
        self.confirming = True
        self.set_buttons()

    def cancel(self) -> None:
        self.confirming = False
        self.set_buttons()

    def exit(self) -> None:
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        super().exit()

    def discard(self) -> None:
        """The unfinished game goes for good (the dialog asked first)."""
        if self.changed(lambda: self.path.unlink(missing_ok=True)):
            self.next_or_close()

    def changed(self, change) -> bool:
        """Make a change to the journal's file; one the system refuses (a read-only folder) is
        told with its reason, and the dialog stays."""
        try:
            change()
        except OSError as error:
            self.app.sounds.play("refuse")
            self.app.toast(tr("ui.resume.file_failed", reason=error.strerror or str(error)), style.DANGER)
            return False
        return True

    def game_id(self) -> str:
        return games.game_of_journal(self.app, self.path)

    def resume_game(self) -> None:
        """Play on; the table holds the dialog's lock from now on (or lets go of it, refused)."""
        assert self.recovered is not None, "offered only for a journal that was read"
        lock, self.lock = self.lock, None
        try:
            games.open_table(self.app, self.recovered.session, self.game_id(), lock)
        except RuleError as error:
            self.app.toast(error.message(), style.DANGER)

    def keep(self) -> None:
        """Turn the journal into an ordinary save; nothing is lost (a finished game's result
        beyond it, a chapter's in its campaign, is kept too)."""
        assert self.recovered is not None, "offered only for a journal that was read"
        games.keep_result(self.app, self.recovered.session, self.game_id())
        try:
            gamefile.save(self.recovered.session, games.save_path(self.app, self.game_id()))
        except OSError as error:          # the journal stays: nothing is lost
            self.app.toast(tr("ui.table.save_failed", reason=error.strerror or str(error)), style.DANGER)
            return
        if self.changed(lambda: self.path.unlink(missing_ok=True)):
            self.next_or_close()

    def set_aside(self) -> None:
        """An unreadable journal is renamed, never deleted: it may still be rescued by hand."""
        if self.changed(lambda: self.path.rename(self.path.with_name(self.path.name + ".unreadable"))):
            self.next_or_close()

    def next_or_close(self) -> None:
        self.app.pop()
        following = pending_resume(self.app)
        if following is not None:
            self.app.push(following)

    def handle(self, event) -> bool:
        return self.buttons.handle(event)

    def draw(self, surface) -> None:
        style.veil(surface, 170)
        style.panel(surface, PANEL, (24, 29, 36), style.ACCENT, 16, 2)
        style.draw_text(surface, tr("ui.resume.heading"), (PANEL.x + 30, PANEL.y + 26), 38, style.TEXT, "serif_bold")
        body = pygame.Rect(PANEL.x + 30, PANEL.y + 96, PANEL.width - 60, 200)
        if self.recovered is None:
            style.draw_wrapped(surface, tr("ui.resume.failed", reason=self.problem), body, 22, style.DANGER)
        else:
            session = self.recovered.session
            from game.engine import get_title
            used = style.draw_wrapped(surface, tr("ui.resume.text"), body, 22, style.TEXT)
            style.draw_text(surface, tr(get_title(session.title.name).name_key) + " · " +
                            session.title.progress(session.state), (body.x, body.y + used + 20), 24,
                            style.ACCENT, "bold")
            if self.recovered.dropped_lines:
                style.draw_text(surface, tr("ui.resume.dropped"), (body.x, body.y + used + 60), 18, style.TEXT_DIM)
        if self.confirming:
            style.draw_text(surface, tr("ui.resume.discard_question"), (PANEL.x + 30, PANEL.bottom - 140), 22,
                            style.DANGER, "bold")
        self.buttons.draw(surface)
        self.draw_said(surface, pygame.Rect(PANEL.x + 30, PANEL.bottom + 12, PANEL.width - 60, 40), "center")
