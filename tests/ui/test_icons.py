"""[issue 35.11] Icons explained where they are: the mouse resting on an icon of a card, token or
board hears its meaning in words, the same words as the title's legend; every icon a table draws
is in its title's legend, in English and German."""

from __future__ import annotations

import pygame
import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from game.i18n import tr
from scenes import games, iconmap
from scenes.legend import legend
from scenes.tables.alone.tour import _played_until
from scenes.tables.raxxon.tour import MIDDAY
from scenes.tables.zeds.tour import MIDGAME
from tests.ui.conftest import frame


def open_title(app, title):
    if title == "raxxon":
        session = new_game("raxxon", 9, {"players": 3, "difficulty": "normal"}, MIDDAY, seats=[SeatInfo()] * 3)
    elif title == "zeds":
        session = new_game("zeds", 3, {"players": 1}, MIDGAME)
    elif title == "heredity":
        session = new_game("heredity", 7, {"chapter": 1, "players": 1})
    else:
        seats = [SeatInfo(), SeatInfo(kind="bot", bot="random"), SeatInfo(kind="bot", bot="random")]
        session = _played_until({"evil_players": 2}, seats, 0, 260, 5)
    scene = games.open_table(app, session, f"icons-{title}")
    frame(app)
    return scene


def rest_on(app, pos) -> str:
    """The tooltip after the mouse rested at `pos` long enough."""
    app.frame(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    app.frame(0.6, [])
    return app.tip.under_mouse(app.display) if app.tip.rest >= 0.5 else ""


@pytest.mark.parametrize("title", ["raxxon", "heredity", "alone", "zeds"])
def test_an_icon_under_the_resting_mouse_says_what_it_means(app, title):
    scene = open_title(app, title)
    shown = iconmap.icons(app.display)
    assert shown, f"no icon of {title} on the map"
    meanings = {entry.meaning for entry in legend(title)}
    assert {meaning for _, meaning in shown} <= meanings           # each drawn icon is in the legend
    free = [(rect, meaning) for rect, meaning in shown
            if not any(b.rect.collidepoint(rect.center) for b in scene.top_buttons.buttons + scene.prompt.buttons)]
    rect, meaning = free[-1]
    assert rest_on(app, rect.center) == tr(meaning)
    assert rest_on(app, (5, 1075)) == ""                            # off the icon: no tip


@pytest.mark.parametrize("title", ["raxxon", "heredity", "alone", "zeds"])
def test_every_icon_of_the_legend_has_a_picture_and_its_meaning_in_both_languages(title):
    pygame.init()
    icons = legend(title)
    assert len(icons) >= 8
    for icon in icons:
        assert icon.picture(32).get_height() <= 40
        for lang in ("en", "de"):
            words = tr(icon.meaning, lang)
            assert words != icon.meaning and len(words) > 12, (lang, icon.meaning)


def test_in_german_the_icon_says_its_meaning_in_german(app):
    from game.i18n import set_language
    set_language("de")
    open_title(app, "heredity")
    rect, meaning = iconmap.icons(app.display)[-1]
    words = rest_on(app, rect.center)
    assert words == tr(meaning, "de") and words != tr(meaning, "en")
