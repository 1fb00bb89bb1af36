"""Any string a screen may be handed is drawn (issue 32, item 7): a NUL from a damaged file, a
lone surrogate from a file name that is not UTF-8, zero-width characters only, 250 characters
without a space. All text is measured and drawn through one font class (`scenes.style.Font`),
which shows what no font can draw as �; the Load screen also copes with a date out of range
and a file name too long for a journal or lock beside it."""

from __future__ import annotations

import ast
import json
import os
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.engine import new_game
from saves import gamefile
from scenes import games, style
from scenes.loadgame import LoadScene, when
from scenes.menu import MenuScene
from scenes.tour import Shots, every_shot
from tests.helpers import signed
from tests.ui.conftest import click, frame

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = ("a\x00b", "\udcff\udcfe.json", "W" * 250, "\u200b\ufeff", "\t", "", "N\x00 \udcff " + "lang " * 50)


@pytest.mark.parametrize("words", HOSTILE)
def test_every_way_of_drawing_text_copes_with_any_string(app, words):
    surface = pygame.Surface((400, 200))
    box = pygame.Rect(10, 10, 300, 60)
    style.draw_text(surface, words, (5, 5))
    style.draw_fitted(surface, words, box, 20, smallest=11)
    style.draw_wrapped(surface, words, box, 18, smallest=9)
    assert style.fits(words, 10_000, 20) and style.text(words, 20).get_height() > 0
    assert style.fits(style.cut_to(words, 20, 100), 100, 20) and style.wrap(words, 20, 100)
    assert style.font(20).size(words)[1] > 0 and style.fit_size(words, 100, 20) >= 10
    app.reset(MenuScene(app))
    app.toast(words)
    frame(app)


def test_text_is_measured_and_drawn_only_through_the_one_font_class():
    """Another way to a font (pygame.font.Font, SysFont, freetype) would bypass `printable`."""
    bypasses = []
    for path in (ROOT / "scenes").rglob("*.py"):
        if path.name == "style.py" and path.parent.name == "scenes":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("Font", "SysFont", "freetype"):
                bypasses.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert bypasses == []


def test_every_screen_of_the_tour_draws_any_words(app, monkeypatch):
    """Every translated word on every screen and table of the screenshot tour replaced by a NUL,
    zero-width characters, a tab and 250 characters without a space."""
    hostile = "N\x00ul\u200b\t" + "W" * 250
    monkeypatch.setattr(i18n, "_text", lambda key, lang, n, params, context=None: hostile)

    class Drawn(Shots):
        def keep(self, name: str, small: bool = False) -> None:
            self.written.append(Path(name))
    shots = Drawn(app, Path("unused"))
    every_shot(app, shots)
    assert len(shots.written) > 40


def a_save(folder: Path, name: str | bytes, **header) -> Path:
    """A raxxon save at `name` in `folder`, its header changed (signed again where the checksum
    covers it, as a tool could)."""
    session = new_game("raxxon", 2, {"players": 1})
    document = json.loads(gamefile.encode(session))
    document.update(header)
    path = Path(os.fsdecode(os.path.join(os.fsencode(folder), os.fsencode(name))))
    path.write_bytes(signed(document))
    return path


def test_the_load_screen_draws_and_opens_any_save_it_lists(app, data_dir):
    """It crashed on a `saved` date out of range (not covered by the checksum), a NUL in any text
    it draws, a file name that is not UTF-8, and Load crashed on a 250-character name."""
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    a_save(folder, "future.json", saved="9999-12-31T23:59:59-12:00")
    a_save(folder, "nul.json", progress="Day\x001", progress_by_language={"en": "Day\x001", "de": "Tag\x001"},
           outcome="evacuated\x00")
    a_save(folder, b"\xff\xfe not utf-8.json")
    long = a_save(folder, "L" * 245 + ".json")
    app.reset(MenuScene(app))
    app.push(LoadScene(app))
    load = app.top
    assert len(load.entries) == 4 and all(entry.summary for entry in load.entries)
    for path in [entry.path for entry in load.entries]:
        load.selected = next(i for i, entry in enumerate(load.entries) if entry.path == path)
        load.set_buttons()
        frame(app)
        click(app, load.buttons.find("rename").rect.center)        # the name to edit, drawn by pygame-gui
        frame(app)
        click(app, load.buttons.find("rename_cancel").rect.center)
        click(app, load.buttons.find("load").rect.center)
        table = app.top
        assert table.name == "raxxon" and table.control.journal is not None, path
        table.send(table.session.legal_commands(0)[0])
        app.reset(MenuScene(app))
        assert gamefile.load(path).command_count == 1
        app.push(LoadScene(app))
        load = app.top
    assert len(os.fsencode(games.journal_path(app, long.stem).name)) <= 255


def test_a_date_out_of_range_reads_as_it_was_written():
    assert when("9999-12-31T23:59:59-12:00") == "9999-12-31T23:59:59-12:00"
    assert when("0001-01-01T00:00:00+14:00") == "0001-01-01T00:00:00+14:00"
    assert when("not a date") == "not a date"
