"""Players' names, typed at New game: the hand-over, the prompt and the log call the seats by them,
and New game offers them again at the next start."""

import pygame

from game.i18n import tr
from saves.settings import load_settings
from scenes import textmap
from scenes.app import App
from scenes.handover import HandOverScene
from tests.ui.conftest import click, frame, pass_screen
from tests.ui.mouse import give
from tests.ui.test_scenes import form_row, open_new_game


def type_name(app, seat: int, name: str) -> None:
    """Click the seat's name line, empty it and type `name` letter by letter."""
    entry = app.top.name_entries[seat]
    click(app, entry.rect.center)
    entry.set_text("")
    for letter in name:
        frame(app, [pygame.event.Event(pygame.TEXTINPUT, text=letter)])


def drawn_words(app) -> list[str]:
    with textmap.recording():
        frame(app)
        return [placed.words for placed in textmap.texts(app.display)]


def test_names_given_at_new_game_are_used_by_the_hand_over_and_the_prompt(app):
    open_new_game(app)
    click(app, form_row(app, "title").segment_for("alone").center)
    type_name(app, 0, "Hana")
    type_name(app, 1, "Ivo")
    click(app, app.top.buttons.find("start").rect.center)
    frame(app)
    assert isinstance(app.top, HandOverScene) and app.top.seat == 1           # Evil sets the station up
    assert tr("ui.handover.title", who="Ivo") in drawn_words(app)
    pass_screen(app)
    frame(app)
    assert app.top.name == "alone"
    assert [seat.name for seat in app.top.session.header.seats] == ["Hana", "Ivo"]
    assert app.top.prompt.question.startswith("Ivo")


def test_names_are_used_by_the_log(app):
    open_new_game(app)
    type_name(app, 0, "Anna")
    type_name(app, 1, "Ben")
    click(app, app.top.buttons.find("start").rect.center)
    frame(app)
    table = app.top
    assert table.prompt.question.startswith("Anna")
    give(app, table, table.legal[0])                         # Anna chooses her character
    frame(app)
    # her choice is one line of the log, headed by her name in her seat's colour
    assert [entry.who for entry in table.log.entries if entry.kind == "command"] == ["Anna"]
    assert table.prompt.question.startswith("Ben")


def test_names_come_back_at_the_next_new_game(app, data_dir):
    open_new_game(app)
    type_name(app, 0, "  Anna\x00 ")
    click(app, form_row(app, "seat:1").segment_for("search").center)     # a bot: no name to type
    assert 1 not in app.top.name_entries
    click(app, app.top.buttons.find("start").rect.center)
    assert app.top.session.header.seats[0].name == "Anna"
    assert load_settings(data_dir).names[0] == "Anna"
    app.shutdown()                  # the program closed, then started again (two open at once crash SDL)
    again = App(data_dir=str(data_dir), language="en", headless=True)
    try:
        open_new_game(again)
        assert again.top.name_entries[0].get_text() == "Anna"
    finally:
        again.shutdown()


def test_without_names_the_table_reads_as_before(app):
    open_new_game(app)
    for seat in list(app.top.name_entries):
        type_name(app, seat, "")
    click(app, app.top.buttons.find("start").rect.center)
    frame(app)
    assert app.top.prompt.question.startswith(tr("raxxon.words.player", n=1))
