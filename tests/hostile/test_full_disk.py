"""A full disk or a read-only data folder: every write that fails says what failed, the game
stays in play, and a move that could not be written to the autosave is not made."""

from __future__ import annotations

import errno
import os

import pygame
import pytest

from game.engine import RuleError, new_game
from game.engine.session import SeatInfo
from saves import gamefile
from saves.journal import Journal, recover
from scenes import games
from scenes.pause import PauseScene
from tests.ui.conftest import click, frame
from tests.ui.test_gameover import finished

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
    monkeypatch.setattr("scenes.control.Journal", read_only)
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    frame(app)
    assert table.control.journal is None
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


# ---- issue 32, item 2: every way out of a table saves, or says it could not and offers to retry ---------
WAYS_OUT = ("save and leave", "the game-over screen's menu", "closing the window")


def no_space(*args, **kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def table_begun_on_a_full_disk(app, monkeypatch, way: str):
    """A table whose journal could not be written when it began: autosave off."""
    monkeypatch.setattr(os, "fsync", no_space)          # the disk is full at the OS call
    if way == "the game-over screen's menu":
        table = games.open_table(app, finished("raxxon", {"players": 1}), "raxxon-over")
    else:
        table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    frame(app)
    assert table.control.journal is None and any("Autosave is off" in message for message, _, _ in app.toasts)
    return table


def take(app, table, way: str) -> None:
    if way == "save and leave":
        app.push(PauseScene(app, table))
        frame(app)
        click(app, app.top.buttons.find("leave").rect.center)
    elif way == "the game-over screen's menu":
        assert app.top.name == "gameover"
        click(app, app.top.buttons.find("menu").rect.center)
    else:
        frame(app, [pygame.event.Event(pygame.QUIT)])


def left(app, way: str) -> bool:
    return not app.running if way == "closing the window" else app.top.name == "menu"


@pytest.mark.parametrize("way", WAYS_OUT)
def test_every_way_out_saves_once_space_is_free_though_autosave_was_off(app, monkeypatch, way):
    """Save and leave and closing the window left without saving when the journal could not be
    created at the start, even once space was free again."""
    table = table_begun_on_a_full_disk(app, monkeypatch, way)
    if table.session.outcome() is None:
        table.send(table.session.legal_commands(0)[0])
    monkeypatch.undo()                                   # space again
    take(app, table, way)
    assert left(app, way)
    assert gamefile.load(table.control.save_path).state == table.session.state


@pytest.mark.parametrize("way", WAYS_OUT)
def test_a_way_out_that_cannot_save_says_why_and_offers_to_try_again(app, monkeypatch, way):
    table = table_begun_on_a_full_disk(app, monkeypatch, way)
    take(app, table, way)
    asking = app.top
    assert asking.name == "not_saved" and not left(app, way) and app.running
    assert asking.problem == os.strerror(errno.ENOSPC)
    assert "lose the moves" in asking.buttons.find("leave").label          # no journal keeps them
    frame(app, [pygame.event.Event(pygame.QUIT)])        # closing the window meanwhile: it waits
    assert app.running and app.top is asking
    click(app, asking.buttons.find("retry").rect.center)
    assert app.top is asking and not table.control.save_path.exists()
    monkeypatch.undo()
    click(app, asking.buttons.find("retry").rect.center)
    assert left(app, way) and gamefile.load(table.control.save_path).state == table.session.state


def test_leaving_all_the_same_keeps_the_journal_where_there_is_one(app, data_dir, monkeypatch):
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    frame(app)
    table.send(table.session.legal_commands(0)[0])
    monkeypatch.setattr(os, "fsync", no_space)
    take(app, table, "save and leave")
    click(app, app.top.buttons.find("back").rect.center)
    assert app.top.name == "pause" and not table.control.closed            # back to the game, nothing closed
    take(app, table, "save and leave")
    assert "autosave keeps" in app.top.buttons.find("leave").label
    click(app, app.top.buttons.find("leave").rect.center)
    monkeypatch.undo()
    assert app.top.name == "menu" and not table.control.save_path.exists()
    assert recover(games.journal_path(app, table.game_id)).session.state == table.session.state


def test_a_save_written_once_space_is_free_turns_autosave_back_on(app, monkeypatch):
    table = table_begun_on_a_full_disk(app, monkeypatch, "save and leave")
    monkeypatch.undo()
    assert table.save()
    assert table.control.journal is not None and any("Autosave is on again" in m for m, _, _ in app.toasts)
    table.send(table.session.legal_commands(0)[0])
    assert recover(games.journal_path(app, table.game_id)).session.state == table.session.state
