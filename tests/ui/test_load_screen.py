"""The Load screen tells games apart: each row says what its header holds (the chapter, campaign
or single game, who sat where, when it was last played) beside a picture of its table, written
with the save; Rename and Delete name the game, and its picture goes with it."""

import pygame
import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from game.i18n import speaking, tr
from saves import gamefile
from saves.paths import saves_dir
from saves.thumbnail import read_thumbnail, thumbnail_path
from scenes import games, programs, textmap
from scenes.app import App
from scenes.loadgame import LoadScene
from scenes.menu import MenuScene
from tests.helpers import png_claiming
from tests.ui.conftest import click, frame

SEARCH_BOT = SeatInfo(kind="bot", bot="search")


def saved_table(app, seats, seed: int, campaign: str | None = None):
    """A first chapter of Heredity begun at a table and saved from it: the save's path."""
    table = games.start(app, "heredity", {"chapter": 1, "players": len(seats)}, seats, seed=seed)
    table.session.header.campaign = campaign
    assert table.save(quiet=True)
    app.reset(MenuScene(app))
    return table.control.save_path


def open_load(app) -> LoadScene:
    app.reset(MenuScene(app))
    frame(app)
    click(app, app.top.buttons.find("load").rect.center)
    assert app.top.name == "load"
    return app.top


def drawn_words(app) -> str:
    """Every text on screen, one after another (a text wrapped on two lines reads whole)."""
    with textmap.recording():
        frame(app)
        return " ".join(placed.whole or placed.words for placed in textmap.texts(app.display))


def row_texts(app, scene, path) -> list[str]:
    """The words drawn inside the row of the save at `path`."""
    index = next(i for i, entry in enumerate(scene.entries) if entry.path == path)
    row = scene.row_rect(index)
    with textmap.recording():
        frame(app)
        return [placed.whole or placed.words for placed in textmap.texts(app.display)
                if row.contains(placed.rect)]


def test_two_first_chapters_are_told_apart(app):
    family = saved_table(app, [SeatInfo(name="Anna"), SeatInfo(name="Ben")], seed=21)
    campaign = saved_table(app, [SeatInfo(name="Mara"), SEARCH_BOT], seed=22, campaign="family.json")
    scene = open_load(app)
    first, second = row_texts(app, scene, family), row_texts(app, scene, campaign)
    assert first != second
    assert "Anna · Ben" in first and tr("ui.load.single") in " ".join(first)
    assert f"Mara · {tr('ui.newgame.bot')}" in second and tr("ui.load.campaign") in " ".join(second)
    assert any("Chapter 1 · Smoke over the Ridge" in words for words in first)
    assert any(words.startswith(tr("ui.load.saved", when="")) for words in first)
    pictures = {entry.path: entry.picture for entry in scene.entries}
    assert pictures[family] is not None and pictures[campaign] is not None
    assert pygame.image.tobytes(pictures[family], "RGB") != pygame.image.tobytes(pictures[campaign], "RGB")


def test_a_game_whose_people_see_different_things_leaves_no_picture(app):
    """The Load list is anyone's to open: a picture of the hero's table or the Evil players' map
    would show one of them what the other may not see."""
    table = games.start(app, "alone", {"evil_players": 1}, [SeatInfo(name="Hana"), SeatInfo(name="Ivo")], seed=5)
    assert table.save(quiet=True)
    assert not thumbnail_path(table.control.save_path).exists()
    alone = games.start(app, "alone", {"evil_players": 1}, [SeatInfo(), SeatInfo(kind="bot", bot="heuristic")],
                        seed=6)
    frame(app)
    assert alone.save(quiet=True) and read_thumbnail(alone.control.save_path) is not None


@pytest.mark.parametrize("picture", [None, b"not a picture", png_claiming(60_000, 60_000), png_claiming(300, 200)])
def test_a_save_without_a_usable_picture_shows_its_titles_colour(app, data_dir, picture):
    folder = saves_dir(data_dir)
    folder.mkdir(parents=True)
    save = folder / "plain.json"
    gamefile.save(new_game("zeds", 3, {"players": 1}), save)
    if picture is not None:
        thumbnail_path(save).write_bytes(picture)
    scene = open_load(app)
    frame(app)
    assert scene.entries[0].picture is None
    shown = scene.row_rect(0)
    colour = app.display.get_at((shown.x + 9, shown.centery))[:3]
    assert colour == programs.of("zeds").colour               # the placeholder's border


def test_rename_and_delete_name_the_game_and_take_its_picture_along(app, data_dir):
    save = saved_table(app, [SeatInfo(name="Anna"), SeatInfo(name="Ben")], seed=21)
    scene = open_load(app)
    name = scene.entries[0].game_name()
    assert name.startswith("Heredity · Chapter 1 · Smoke over the Ridge") and save.stem not in name
    click(app, scene.buttons.find("rename").rect.center)
    assert tr("ui.load.rename_question", name=name) in drawn_words(app)
    scene.naming.set_text("")
    for letter in "Sunday":
        frame(app, [pygame.event.Event(pygame.TEXTINPUT, text=letter)])
    click(app, scene.buttons.find("rename_confirm").rect.center)
    renamed = save.with_name("Sunday.json")
    assert renamed.exists() and thumbnail_path(renamed).exists() and not thumbnail_path(save).exists()
    assert scene.entries[scene.selected].game_name() == "Sunday"
    click(app, scene.buttons.find("delete").rect.center)
    assert tr("ui.load.delete_question", name="Sunday") in drawn_words(app)
    click(app, scene.buttons.find("confirm").rect.center)
    assert sorted(saves_dir(data_dir).iterdir()) == []


def test_rename_and_delete_speak_german_too(data_dir):
    app = App(data_dir=str(data_dir), language="de", headless=True)
    try:
        save = saved_table(app, [SeatInfo()], seed=4)
        scene = open_load(app)
        click(app, scene.buttons.find("delete").rect.center)
        with speaking("de"):
            name = scene.entries[0].game_name()
            assert name.startswith("Heredity · Kapitel 1") and "zuletzt gespielt" in name
            assert tr("ui.load.delete_question", name=name) in drawn_words(app)
        assert save.exists()
    finally:
        app.shutdown()


def test_load_off_for_an_unreadable_save_takes_the_focus_ring_and_says_why(app, data_dir):
    """Issue 35, item 14: Tab reaches the Load button that is off and the ring shows on it; its
    words say why; Enter on it does nothing."""
    from scenes.focus import reading_order
    from tests.ui.keys import focus_to, press
    folder = saves_dir(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text("not a save", encoding="utf-8")
    scene = open_load(app)
    load = scene.buttons.find("load")
    assert not load.enabled and load.tooltip.startswith("This save cannot be opened")
    key = next(c.key for c in reading_order(scene.focus_choices()) if c.key[:2] == ("button", "load"))
    focus_to(app, key)
    assert scene.focus.shown and scene.focus.key == key
    press(app, pygame.K_RETURN)
    assert app.top is scene
