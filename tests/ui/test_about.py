"""About credits the games to their designers and publishers as the rulebooks name them, says that
Holdout is an unofficial, non-commercial implementation in its own words, then the licences; in
English and in German."""

import pytest

from game.engine import get_title
from scenes import programs, textmap
from scenes.app import App
from scenes.menu import MenuScene
from tests.ui.conftest import click, frame

DESIGNERS = {"en": ("Hermann Luttmann", "Jérôme Cance and Laurent Kobel", "Andrea Crespi and Lorenzo Silva",
                    "J. Arthur Ellis"),
             "de": ("Hermann Luttmann", "Jérôme Cance und Laurent Kobel", "Andrea Crespi und Lorenzo Silva",
                    "J. Arthur Ellis")}
UNOFFICIAL = {"en": "unofficial, non-commercial", "de": "inoffizielle, nicht kommerzielle"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_about_credits_the_games_designers(data_dir, lang):
    app = App(data_dir=str(data_dir), language=lang, headless=True)
    try:
        app.reset(MenuScene(app))
        frame(app)
        click(app, app.top.buttons.find("about").rect.center)
        assert app.top.name == "about"
        with textmap.recording():
            frame(app)
            shown = " ".join(placed.whole or placed.words for placed in textmap.texts(app.display))
        for designers in DESIGNERS[lang]:
            assert designers in shown
        assert UNOFFICIAL[lang] in shown
        assert "pygame-ce" in shown and "LGPL" in shown
        assert shown.index("Hermann Luttmann") < shown.index("LGPL")         # the games first, then licences
    finally:
        app.shutdown()


def test_every_title_on_screen_names_who_made_it():
    assert all(get_title(name).credits is not None for name in programs.playable_titles())
