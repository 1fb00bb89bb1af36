"""An error nothing expected, anywhere in the main loop (issue 32, item 5): the program goes on,
the game in play is kept (its journal), a crash report with the version, the system, the game
and the traceback is written into the data folder, and an error screen offers the menu. A
damaged unpack says which of its files is missing, at the start too ("Also")."""

from __future__ import annotations

import errno
import importlib
import os
import platform

import pygame
import pytest

from game import __version__
from game.engine.session import SeatInfo
from game.paths import program_root
from saves import gamefile
from saves.journal import recover
from saves.lock import GameLock
from scenes import app as app_module
from scenes import games, style
from scenes.menu import MenuScene
from scenes.replay import replay_file
from tests.ui.conftest import click, frame
from tests.ui.test_gameover import finished

heredity_content = importlib.import_module("game.titles.heredity.content")   # the package names its function so


class Injected(Exception):
    """The error a test puts where none is expected."""


def run_with(app, events=(), seconds: float = 0.3) -> None:
    """The real main loop, with `events` waiting for it."""
    for event in events:
        pygame.event.post(event)
    app.loop(seconds)


def clicked(pos) -> list:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def reports(data_dir) -> list[str]:
    return [path.read_text() for path in sorted((data_dir / "crash-reports").glob("crash-*.txt"))]


def test_an_error_at_a_table_keeps_the_game_reports_it_and_offers_the_menu(app, data_dir, monkeypatch):
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    frame(app)
    assert table.send(table.session.legal_commands(0)[0])

    def fails(*args, **kwargs):
        raise Injected("the table fails")
    monkeypatch.setattr(table, "draw", fails)
    run_with(app)
    assert app.running and app.top.name == "error" and "kept" in app.top.words()
    [report] = reports(data_dir)
    assert f"Holdout {__version__}" in report and platform.platform() in report
    assert f"Game: raxxon ({table.game_id})" in report and "Injected: the table fails" in report
    assert "Traceback" in report and "in fails" in report
    journal = games.journal_path(app, table.game_id)
    assert recover(journal).session.state == table.session.state          # every move kept
    GameLock.acquire(journal).release()                                  # the table let go
    run_with(app, clicked(app.top.buttons.find("menu").rect.center))
    assert app.top.name == "resume"                                       # the game offered back
    click(app, app.top.buttons.find("resume").rect.center)
    assert app.top.name == "raxxon" and app.top.session.state == table.session.state


def test_an_error_at_the_menu_shows_the_error_screen_and_the_menu_again(app, data_dir, monkeypatch):
    app.reset(MenuScene(app))
    drawn = MenuScene.draw
    failures = [Injected("the menu fails")]

    def fails_once(self, surface):
        if failures:
            raise failures.pop()
        drawn(self, surface)
    monkeypatch.setattr(MenuScene, "draw", fails_once)
    run_with(app)
    assert app.top.name == "error" and "kept" not in app.top.words()
    [report] = reports(data_dir)
    assert "Game: none" in report and "Screens: menu" in report and "the menu fails" in report
    run_with(app, clicked(app.top.buttons.find("menu").rect.center))
    assert app.top.name == "menu" and app.running


def test_a_missing_content_file_is_named_on_the_error_screen(app, data_dir, monkeypatch):
    """A damaged unpack: the Heredity cards are read when a campaign's first chapter begins."""
    gone = heredity_content.CONTENT_DIR.with_name("content-gone")
    heredity_content.content.cache_clear()
    monkeypatch.setattr(heredity_content.load_content, "__defaults__", (gone,))
    try:
        app.reset(MenuScene(app))
        frame(app)
        run_with(app, clicked(app.top.buttons.find("campaign").rect.center))
        run_with(app, clicked(app.top.buttons.find("new").rect.center))
        assert app.top.name == "error" and str(gone / "base.toml") in app.top.words()
        assert "unpack Holdout again" in app.top.words()
    finally:
        monkeypatch.undo()
        heredity_content.content.cache_clear()


def test_an_error_the_error_screen_cannot_show_stops_with_one_line_naming_the_file(app, data_dir, monkeypatch,
                                                                                  capsys):
    """Fonts missing: the error screen cannot draw either. The program stops, saying which file."""
    gone = program_root() / "assets" / "fonts-gone"
    app.reset(MenuScene(app))
    monkeypatch.setattr(style, "FONT_DIR", gone)
    style.forget_fonts()
    run_with(app)
    assert not app.running and app.exit_code == 1
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and said[0].startswith("Holdout stopped: a file of its own is missing:")
    assert str(gone / "DejaVu") in said[0] and "report:" in said[0]
    assert str(gone) in reports(data_dir)[0]


def test_a_start_with_a_file_of_its_own_missing_says_which(data_dir, monkeypatch, capsys):
    monkeypatch.setattr("scenes.theme.ASSETS", program_root() / "assets-gone")
    assert app_module.main(["--data-dir", str(data_dir)]) == 1
    said = capsys.readouterr().err.strip().splitlines()
    assert said == [f"Holdout cannot start: a file of its own is missing: {program_root() / 'assets-gone'}"
                    f"/theme.json. Unpack Holdout again."]
    pygame.quit()


@pytest.mark.parametrize("where", ["start", "the loop"])
def test_the_guard_keeps_the_program_at_its_start_too(data_dir, monkeypatch, where):
    """`App.run` guards the start (the menu, the resume offer) as the loop guards each frame."""
    application = app_module.App(data_dir=str(data_dir), language="en", headless=True)
    failures = [Injected(where)]

    def offer():
        if where == "start":
            raise failures.pop()
    monkeypatch.setattr(application, "offer_resume", offer)
    monkeypatch.setattr(application, "loop", lambda seconds=None: app_module.App.loop(application, 0.2))
    assert application.run() == 0
    assert reports(data_dir) if where == "start" else not (data_dir / "crash-reports").exists()


def test_an_error_in_a_replay_writes_no_save(app, data_dir, monkeypatch):
    """A replay is a table that keeps nothing: the guard has no game of it to keep."""
    save = games.save_path(app, "replayed")
    save.parent.mkdir(parents=True)
    gamefile.save(finished("raxxon", {"players": 1}), save)
    app.reset(MenuScene(app))
    replay = replay_file(app, save)

    def fails(*args, **kwargs):
        raise Injected("the replay fails")
    monkeypatch.setattr(replay, "draw", fails)
    run_with(app)
    assert app.top.name == "error" and "kept" not in app.top.words()
    assert sorted(p.name for p in save.parent.iterdir()) == ["replayed.json"]
    assert "Game: none" in reports(data_dir)[0] and "Screens: menu > replay" in reports(data_dir)[0]


def test_a_table_that_fails_to_open_leaves_its_game_unlocked(app, monkeypatch):
    def fails(*args, **kwargs):
        raise Injected("the table cannot be made")
    monkeypatch.setattr(games, "table_class", lambda title: fails)
    monkeypatch.setattr(games, "new_game_id", lambda title, seed: "raxxon-failed")
    with pytest.raises(Injected):
        games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    GameLock.acquire(games.journal_path(app, "raxxon-failed")).release()


def test_a_game_whose_save_fails_too_is_let_go_of(app, monkeypatch):
    """Autosave off and the save itself failing: the guard still lets go of the game's lock."""
    def fails(*args, **kwargs):
        raise Injected("nothing can be written")

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))
    monkeypatch.setattr("scenes.control.Journal", read_only)
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    frame(app)
    assert table.control.journal is None and table.control.lock is not None
    monkeypatch.setattr(table.control, "write_save", fails)
    monkeypatch.setattr(table, "draw", fails)
    run_with(app)
    assert app.top.name == "error"
    GameLock.acquire(games.journal_path(app, table.game_id)).release()
