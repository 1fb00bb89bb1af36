"""Every way out of a table (Save and leave, the game-over screen's buttons, closing the window)
saves the game first. A save that cannot be written is said plainly, with its reason, and the
way out waits: try again (once space is free), back to the game, or leave all the same, which
says what that costs (nothing while the autosave journal keeps the game; else the moves since
the last save)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import tr
from scenes import style
from scenes.scene import Dialog
from scenes.widgets.button import Button, ButtonRow

PANEL = pygame.Rect(560, 300, 800, 440)


def leave_table(app, table, then: Callable[[], None]) -> None:
    """Save `table`'s game, close its files, then go on with `then` (back to the menu, the window
    closing). A save that fails goes on nowhere: `NotSavedScene` asks."""
    problem = table.write_save()
    if problem is not None:
        app.sounds.play("refuse")
        app.push(NotSavedScene(app, table, problem, then))
        return
    table.control.close_files(keep_journal=False)
    then()


class NotSavedScene(Dialog):
    name = "not_saved"

    def __init__(self, app, table, problem: str, then: Callable[[], None]) -> None:
        super().__init__(app)
        self.table = table
        self.problem = problem
        self.then = then

    def enter(self) -> None:
        x, width, y = PANEL.x + 40, PANEL.width - 80, PANEL.bottom - 200
        leave = "ui.leaving.leave_kept" if self.table.control.journal is not None else "ui.leaving.leave_lost"
        self.buttons = ButtonRow()
        self.buttons.set([
            Button(pygame.Rect(x, y, (width - 20) // 2, 70), tr("ui.leaving.retry"), self.retry, primary=True,
                   name="retry"),
            Button(pygame.Rect(x + (width + 20) // 2, y, (width - 20) // 2, 70), tr("ui.leaving.back"),
                   self.app.pop, name="back"),
            Button(pygame.Rect(x, y + 90, width, 64), tr(leave), self.leave_unsaved, name="leave"),
        ])

    def retry(self) -> None:
        problem = self.table.write_save()
        if problem is not None:
            self.app.sounds.play("refuse")
            self.problem = problem
            return
        self.app.pop()
        self.table.control.close_files(keep_journal=False)
        self.then()

    def leave_unsaved(self) -> None:
        """Out without the save: the journal, where there is one, keeps the game for the next start."""
        self.app.pop()
        self.table.control.close_files(keep_journal=True)
        self.then()

    def on_close(self) -> bool:
        return False                # the window waits for an answer here

    def draw(self, surface) -> None:
        style.veil(surface, 160)
        style.panel(surface, PANEL, (24, 29, 36), style.DANGER, 16, 2)
        style.draw_text(surface, tr("ui.leaving.heading"), (PANEL.x + 40, PANEL.y + 30), 34, style.TEXT,
                        "serif_bold")
        body = pygame.Rect(PANEL.x + 40, PANEL.y + 90, PANEL.width - 80, PANEL.height - 310)
        style.draw_wrapped(surface, tr("ui.leaving.text", reason=self.problem), body, 22, style.TEXT, smallest=16)
        self.buttons.draw(surface)
