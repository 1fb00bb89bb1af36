"""Menus, loading, settings, crash resume: driven through the scene stack with real events."""

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.engine import new_game
from game.engine.registry import get_title
from game.i18n import tr
from saves import gamefile
from saves.journal import Journal
from saves.settings import load_settings
from scenes import games, programs, textmap
from scenes.app import App
from scenes.loadgame import LoadScene
from scenes.menu import MenuScene
from scenes.resume import pending_resume
from scenes.settings import SettingsScene
from tests.ui.conftest import click, frame

ROOT = Path(__file__).resolve().parents[2]


def open_new_game(app) -> None:
    """The New game form, opened from the menu by mouse."""
    app.reset(MenuScene(app))
    frame(app)
    click(app, app.top.buttons.find("new").rect.center)


def form_row(app, name: str):
    """The row of the form on top that is called `name`."""
    return next(row for row in app.top.rows if row.name == name)


def test_menu_new_game_starts_a_table(app):
    open_new_game(app)
    assert app.top.name == "newgame"
    bot_row = form_row(app, "seat:1")
    click(app, bot_row.segment_for("heuristic").center)
    click(app, app.top.buttons.find("start").rect.center)
    assert app.top.name == "raxxon"
    seats = app.top.session.header.seats
    assert seats[0].kind == "person" and (seats[1].kind, seats[1].bot) == ("bot", "heuristic")


def test_new_game_offers_the_bot_that_thinks_ahead_where_a_title_has_one(app):
    open_new_game(app)
    seat = form_row(app, "seat:0")
    click(app, seat.segment_for("search").center)
    assert app.top.seats()[0].bot == "search"
    title_row = form_row(app, "title")
    click(app, title_row.segment_for("alone").center)
    offered = [value for value, _ in form_row(app, "seat:0").choices]
    assert offered == ["person", "heuristic", "search"]       # the hero's stronger bot first


@pytest.mark.parametrize("title", programs.playable_titles())
def test_new_game_shows_every_seat_above_the_buttons_at_the_most_seats(app, title):
    """Alone with three Evil players has the most rows: each ends above Back and Start."""
    open_new_game(app)
    click(app, form_row(app, "title").segment_for(title).center)
    for row in list(app.top.rows):
        if row.name in ("option:players", "option:evil_players"):
            click(app, row.segment_for(row.choices[-1][0]).center)
    frame(app)
    rows = app.top.rows
    seats = [row for row in rows if row.name.startswith("seat:")]
    assert len(seats) == get_title(title).seat_count(app.top.options) >= 1
    top_of_buttons = min(button.rect.top for button in app.top.buttons.buttons)
    assert all(row.rect.bottom < top_of_buttons for row in rows)
    assert all(a.rect.bottom <= b.rect.top for a, b in zip(rows, rows[1:], strict=False))


def test_new_game_offers_a_titles_stronger_bot_as_plain_bot(app):
    """Heredity's and Raxxon's search bots win more often than their heuristic ones: each is the
    "Bot", and the heuristic one the quick bot."""
    open_new_game(app)
    title_row = form_row(app, "title")
    click(app, title_row.segment_for("heredity").center)
    seat = form_row(app, "seat:0")
    assert seat.choices == [("person", tr("ui.newgame.person")), ("search", tr("ui.newgame.bot")),
                            ("heuristic", tr("ui.newgame.quick_bot"))]
    click(app, seat.segment_for("search").center)
    assert app.top.seats()[0].bot == "search"
    click(app, title_row.segment_for("raxxon").center)
    seat = form_row(app, "seat:0")
    assert [value for value, _ in seat.choices] == ["person", "search", "heuristic"]


def test_new_game_names_alones_seats_by_who_sits_there(app):
    """Alone's seats are not alike: the first is the hero, the others Evil players. "Seat 1" and
    "Seat 2" did not say which a player was choosing a bot for."""
    open_new_game(app)
    title_row = form_row(app, "title")
    click(app, title_row.segment_for("alone").center)
    evil = form_row(app, "option:evil_players")
    click(app, evil.segment_for(2).center)
    labels = [row.label for row in app.top.rows if row.name.startswith("seat:")]
    assert labels == [tr("alone.ui.hero"), tr("alone.ui.evil_player", n=1), tr("alone.ui.evil_player", n=2)]
    click(app, title_row.segment_for("zeds").center)       # by the title's own word, as its table and log say
    assert [row.label for row in app.top.rows if row.name.startswith("seat:")] == [tr("zeds.ui.player", n=1)]
    click(app, title_row.segment_for("heredity").center)   # by number where the title has no word of its own
    assert [row.label for row in app.top.rows if row.name.startswith("seat:")] == [tr("ui.newgame.seat", n=1)]


def test_load_lists_saves_and_bad_files_with_a_reason(app, data_dir):
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    session = new_game("raxxon", 2, {"players": 1})
    gamefile.save(session, folder / "good.json")
    (folder / "bad.json").write_text('{"format": "holdout-save", "version": 77}')
    app.reset(MenuScene(app))
    app.push(LoadScene(app))
    frame(app)
    entries = {entry.path.name: entry for entry in app.top.entries}
    assert entries["good.json"].summary is not None
    assert "newer" in entries["bad.json"].problem
    click(app, app.top.buttons.find("load").rect.center)
    assert app.top.name == "raxxon" and app.top.session.state == session.state
    assert (folder / "bad.json").read_text() == '{"format": "holdout-save", "version": 77}'


def test_a_game_going_on_shows_its_whole_progress_on_its_row(data_dir):
    """The row's progress had half the row (the other half is for how a finished game ended) and
    was cut in German while the game went on."""
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    session = new_game("zeds", 227167, {"players": 1})
    session.apply(session.legal_commands(0)[0])
    gamefile.save(session, folder / "zeds.json")
    app = App(data_dir=str(data_dir), language="de", headless=True)
    try:
        app.push(LoadScene(app))
        with textmap.recording():
            frame(app)
            shown = textmap.texts(app.display)
        progress = app.top.entries[0].summary.progress
        assert len(progress) > 70
        assert any(placed.words == progress for placed in shown), [p.whole for p in shown if p.whole]
    finally:
        app.shutdown()


def test_a_start_in_another_language_keeps_it_when_a_setting_changes(data_dir):
    """Started with --lang de and no language kept: a new window size or animation speed switched
    the rest of the run to the kept language's fallback (English) halfway through the screen."""
    from game import i18n

    app = App(data_dir=str(data_dir), language="de", headless=True)
    try:
        app.push(SettingsScene(app))
        frame(app)
        animation = form_row(app, "animation")
        click(app, animation.segment_for(2.0).center)
        assert i18n.language() == "de"
        language = form_row(app, "language")
        assert language.selected == "de"
        click(app, language.segment_for("en").center)      # a language picked in Settings rules
        click(app, form_row(app, "animation").segment_for(1.0).center)
        assert i18n.language() == "en" and load_settings(data_dir).language == "en"
    finally:
        app.shutdown()


def test_settings_are_kept_between_starts(app, data_dir):
    app.push(SettingsScene(app))
    frame(app)
    language = form_row(app, "language")
    click(app, language.segment_for("de").center)
    animation = form_row(app, "animation")
    click(app, animation.segment_for(2.0).center)
    kept = load_settings(data_dir)
    assert kept.language == "de" and kept.animation == 2.0


def test_a_journal_left_by_a_crash_is_offered_back(app, data_dir):
    session = new_game("raxxon", 3, {"players": 2})
    journal = Journal(session, games.journal_path(app, "raxxon-crashed"))
    session.apply(session.legal_commands(0)[0])
    journal._file.close()                       # the process died: no close(), the journal stays
    resume = pending_resume(app)
    assert resume is not None and resume.recovered.session.state == session.state
    app.reset(MenuScene(app))
    app.push(resume)
    frame(app)
    click(app, app.top.buttons.find("resume").rect.center)
    assert app.top.name == "raxxon" and app.top.session.state == session.state


def test_leaving_a_table_saves_it_and_retires_the_journal(app, data_dir):
    scene = games.start(app, "raxxon", {"players": 1},
                        [__import__("game.engine.session", fromlist=["SeatInfo"]).SeatInfo()], seed=5)
    frame(app)
    journal = games.journal_path(app, scene.game_id)
    assert journal.exists()
    app.reset(MenuScene(app))
    assert not journal.exists() and scene.control.save_path.exists()


@pytest.mark.slow
def test_smoke_run_exits_zero(data_dir):
    done = subprocess.run([sys.executable, "-m", "scenes", "--smoke", "--data-dir", str(data_dir)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke: ok" in done.stdout


def test_leaving_without_saving_asks_first_and_keeps_the_save_as_it_was(app, data_dir):
    from scenes.pause import PauseScene
    scene = games.start(app, "raxxon", {"players": 1},
                        [__import__("game.engine.session", fromlist=["SeatInfo"]).SeatInfo()], seed=5)
    frame(app)
    scene.save(quiet=True)
    saved = scene.control.save_path.read_bytes()
    scene.send(scene.session.legal_commands(0)[0])
    app.push(PauseScene(app, scene))
    frame(app)
    click(app, app.top.buttons.find("unsaved").rect.center)
    assert app.top.name == "pause"                                   # only asked so far
    click(app, app.top.buttons.find("cancel").rect.center)
    click(app, app.top.buttons.find("unsaved").rect.center)
    click(app, app.top.buttons.find("confirm").rect.center)
    assert app.top.name == "menu"
    assert scene.control.save_path.read_bytes() == saved
    assert not games.journal_path(app, scene.game_id).exists()


def test_the_about_screen_names_the_version_and_what_is_bundled(app):
    from game import __version__
    app.reset(MenuScene(app))
    frame(app)
    click(app, app.top.buttons.find("about").rect.center)
    assert app.top.name == "about"
    assert any(line.startswith("pygame-ce") and "LGPL" in line for line in app.top.lines)
    assert __version__ in __import__("game.i18n", fromlist=["tr"]).tr("ui.about.version", version=__version__)
    click(app, app.top.buttons.find("close").rect.center)
    assert app.top.name == "menu"


def _type(app, text):
    for letter in text:
        frame(app, [pygame.event.Event(pygame.TEXTINPUT, text=letter)])


def test_a_save_is_renamed_from_the_load_screen_by_typing_its_new_name(app, data_dir):
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    gamefile.save(new_game("raxxon", 2, {"players": 1}), folder / "raxxon-20261124-101010-2.json")
    app.reset(MenuScene(app))
    app.push(LoadScene(app))
    frame(app)
    click(app, app.top.buttons.find("rename").rect.center)
    app.top.naming.set_text("")
    _type(app, "Sunday game")
    click(app, app.top.buttons.find("rename_confirm").rect.center)
    assert [p.name for p in folder.iterdir()] == ["Sunday game.json"]
    assert app.top.entries[app.top.selected].path.name == "Sunday game.json" and app.top.naming is None


def test_a_name_taken_is_refused_with_the_reason_and_both_saves_stay(app, data_dir):
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    for name in ("first", "second"):
        gamefile.save(new_game("raxxon", 2, {"players": 1}), folder / f"{name}.json")
    app.reset(MenuScene(app))
    app.push(LoadScene(app))
    frame(app)
    click(app, app.top.buttons.find("rename").rect.center)
    taken = "second" if app.top.entries[app.top.selected].path.stem == "first" else "first"
    app.top.naming.set_text("")
    _type(app, taken)
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    assert sorted(p.name for p in folder.iterdir()) == ["first.json", "second.json"]
    assert any(taken in message for message, _, _ in app.toasts)
    assert app.top.naming is not None                       # the line stays for another try
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert app.top.naming is None and app.top.name == "load"
