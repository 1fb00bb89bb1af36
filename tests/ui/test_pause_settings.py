"""Settings during a game: the pause menu opens them, and back at the table they hold: its words in
the language chosen, the bots at the pace chosen, the window at the size chosen."""

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from game.i18n import language, speaking, tr
from saves.settings import load_settings
from scenes import games
from tests.ui.conftest import click, frame, key
from tests.ui.test_scenes import form_row

BOT = SeatInfo(kind="bot", bot="heuristic")


def open_settings_from_the_pause_menu(app, table) -> None:
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    click(app, app.top.buttons.find("settings").rect.center)
    assert app.top.name == "settings"


def test_settings_changed_from_the_pause_menu_hold_at_the_table(app, data_dir):
    table = games.open_table(app, new_game("raxxon", 4, {"players": 2}, seats=[SeatInfo(), BOT]), "paused")
    frame(app)
    open_settings_from_the_pause_menu(app, table)
    click(app, form_row(app, "language").segment_for("de").center)
    click(app, form_row(app, "bot_pace").segment_for(2.0).center)
    click(app, form_row(app, "window").segment_for((1280, 720)).center)
    click(app, app.top.buttons.find("back").rect.center)
    frame(app)
    assert app.top is table and language() == "de"
    with speaking("de"):
        assert table.top_buttons.find("undo").label == tr("ui.table.undo")
        assert table.log.heading == tr("ui.table.log")
        assert table.prompt.question.startswith(tr("raxxon.words.player", n=1))
    assert any(entry.words.startswith("Neues Spiel") for entry in table.log.entries)
    assert table.pace.speed == 2.0
    kept = load_settings(data_dir)
    assert (kept.language, kept.bot_pace, tuple(kept.window)) == ("de", 2.0, (1280, 720))


def test_a_pace_chosen_at_the_table_is_the_settings_pace(app, data_dir):
    table = games.open_table(app, new_game("raxxon", 4, {"players": 2}, seats=[SeatInfo(), BOT]), "pace")
    frame(app)
    click(app, table.pace.buttons.find("pace:0.5").rect.center)
    assert load_settings(data_dir).bot_pace == 0.5
    open_settings_from_the_pause_menu(app, table)
    assert form_row(app, "bot_pace").selected == 0.5
    key(app, pygame.K_ESCAPE)
    assert app.top is table and table.pace.speed == 0.5
