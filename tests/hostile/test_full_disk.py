"""A full disk or a read-only data folder: every write that fails says what failed, the game
stays in play, and a move that could not be written to the autosave is not made."""

from __future__ import annotations

import errno
import os

import pytest

from game.engine import RuleError, new_game
from game.engine.session import SeatInfo
from saves import gamefile
from saves.journal import Journal, recover
from scenes import games
from tests.ui.conftest import frame

FULL = OSError(errno.ENOSPC, "No space left on device")


def test_a_move_the_journal_cannot_write_is_refused_and_not_made(tmp_path, monkeypatch):
    session = new_game("raxxon", 3, {"players": 2})
    journal = Journal(session, tmp_path / "game.journal")
    before, written = session.state, (tmp_path / "game.journal").read_bytes()

    def no_space(fd):
        raise FULL
    monkeypatch.setattr(os, "fsync", no_space)
    with pytest.raises(RuleError) as refused:
        session.apply(session.legal_commands(0)[0])
    assert refused.value.code == "engine.not_recorded" and "space" in refused.value.message("en")
    assert session.state is before and session.command_count == 0
    assert (tmp_path / "game.journal").read_bytes() == written        # the torn line was cut off
    monkeypatch.undo()
    session.apply(session.legal_commands(0)[0])                         # space again: it goes on
    journal.close(remove=False)
    assert recover(tmp_path / "game.journal").session.state == session.state


def test_a_table_whose_journal_cannot_be_written_plays_on_and_says_so(app, monkeypatch):
    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr("scenes.table.Journal", read_only)
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    frame(app)
    assert table.journal is None
    assert any("Autosave is off" in message for message, _, _ in app.toasts)
    assert table.send(table.session.legal_commands(0)[0])


def test_a_save_that_fails_keeps_the_journal_and_says_why(app, data_dir, monkeypatch):
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    frame(app)
    table.send(table.session.legal_commands(0)[0])
    journal_path = games.journal_path(app, table.game_id)

    def full(*args, **kwargs):
        raise FULL
    monkeypatch.setattr(gamefile, "atomic_write", full)
    assert table.save() is False
    assert any("could not be saved" in message for message, _, _ in app.toasts)
    table.leave()
    assert journal_path.exists()                  # nothing lost: the next start offers it back
    assert recover(journal_path).session.state == table.session.state


def test_settings_that_cannot_be_kept_still_apply(app, monkeypatch):
    import saves.settings as settings_module

    def full(*args, **kwargs):
        raise FULL
    monkeypatch.setattr(settings_module, "atomic_write", full)
    app.settings.volume = 0.3
    app.apply_settings()
    assert app.sounds.volume == 0.3
    assert any("could not be kept" in message for message, _, _ in app.toasts)
