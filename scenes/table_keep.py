"""What the table keeps of the game, a part of the table's view (`scenes/table.py`): the autosave
journal, the save (with a picture of the table for the Load list), what happens to both when the
table is left or the window closes, and undo. The controller (`scenes/control.py`) writes the
files and asks the rules; this part says what came of it, in toasts and on the Undo button.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import tr
from scenes import style

if TYPE_CHECKING:
    from scenes.control import TableControl
    from scenes.widgets.button import ButtonRow

THUMBNAIL = (384, 216)          # the picture of the table kept beside its save


class Keeping:
    """Mixed into the table's view: the journal, the save and undo."""

    if TYPE_CHECKING:           # what the table's view (`scenes/table.py`) gives it
        app: Any
        control: TableControl
        view: Any
        top_buttons: ButtonRow
        picked: tuple
        offered: list
        bot_shown: Any
        motion: Any
        story: Any

        @property
        def session(self) -> Any: ...

        def paint_layer(self) -> pygame.Surface: ...

        def refresh(self) -> None: ...

        def refuse(self, message: str) -> None: ...

    def start_journal(self) -> bool:
        """Begin the autosave journal; where it cannot be written, play on, and say so."""
        problem = self.control.start_journal()
        if problem is not None:
            self.app.toast(tr("ui.table.autosave_off", reason=problem), style.DANGER)
        return problem is None

    def leave(self) -> bool:
        """The table closes: keep the game in its save and retire the journal. A save that fails
        says why (the ways out that can still stay ask first: `scenes.leaving`); the journal, where
        there is one, then keeps the game for the next start. False when not saved."""
        if self.control.closed:
            return True
        problem = self.write_save()
        if problem is not None:
            self.say_not_saved(problem)
        self.control.close_files(keep_journal=problem is not None)
        return problem is None

    def on_close(self) -> bool:
        """The window closes once the game is saved; while it could not be, the window stays
        open and a dialog asks what to do (`scenes.leaving`)."""
        if not self.control.closed:
            from scenes.leaving import leave_table
            leave_table(self.app, self, self.app.quit)
        return self.control.closed

    def light_undo(self) -> None:
        """Undo is lit only when the holder may take back the last move; its tooltip says why not."""
        button = self.top_buttons.find("undo")
        if button is not None:
            refusal = self.control.undo_refusal()
            button.enabled = refusal is None
            button.tooltip = refusal.message() if refusal is not None else tr("ui.table.undo_tip")

    def undo(self) -> None:
        refusal = self.control.undo_refusal()
        if refusal is not None:
            self.refuse(refusal.message())
            return
        turn = self.control.undo()
        self.picked = ()
        self.offered = []
        self.bot_shown = None
        self.motion = None
        self.story = None
        self.app.toast(tr("ui.table.undone", what=self.session.label(turn.command)))
        self.refresh()

    def save(self, quiet: bool = False) -> bool:
        """Write the save; a write that fails says why and leaves the game (and its journal) as it
        was. Autosave that was off (a full disk when the game began) starts again once a save
        could be written."""
        problem = self.write_save()
        if problem is not None:
            self.say_not_saved(problem)
            return False
        if not quiet:
            self.app.sounds.play("click")
            self.app.toast(tr("ui.table.saved"), style.GOOD)
        if self.control.journal is None and not self.control.closed and self.start_journal():
            self.app.toast(tr("ui.table.autosave_on"), style.GOOD)
        return True

    def write_save(self) -> str | None:
        """The save, with a picture of the table beside it (`thumbnail`); the system's reason
        when the save could not be written."""
        return self.control.write_save(self.thumbnail())

    def thumbnail(self) -> bytes | None:
        """The table as its holder sees it, small, as a PNG: for the Load list, which anyone may
        open, so none while the table is hidden, nor for a game whose people see different
        things (one of them would see what another may not)."""
        if self.view is None or not self.control.people_see_alike():
            return None
        small = pygame.transform.smoothscale(self.paint_layer(), THUMBNAIL)
        out = io.BytesIO()
        pygame.image.save(small, out, "table.png")
        return out.getvalue()

    def say_not_saved(self, problem: str) -> None:
        self.app.sounds.play("refuse")
        self.app.toast(tr("ui.table.save_failed", reason=problem), style.DANGER)
