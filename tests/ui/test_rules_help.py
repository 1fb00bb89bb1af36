"""[issue 35.8] The rules help: a wheel notch scrolls several lines (a flick about a page),
PageUp/PageDown a page; words typed in its search line light up and Enter or the arrows go from one
to the next; its last section is the title's legend, each icon with its meaning in words."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language, tr
from scenes import textmap
from scenes.legend import legend
from scenes.rules_help import WINDOW
from tests.ui.conftest import click, frame, key


def open_rules(app, title="raxxon"):
    app.open_rules(title)
    frame(app)
    return app.top


def wheel(app, notches):
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=WINDOW.center, rel=(1, 1), buttons=(0, 0, 0))]
          + [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False,
                                which=0)] * notches)


def type_words(app, words):
    for letter in words:
        frame(app, [pygame.event.Event(pygame.TEXTINPUT, text=letter)])


def shown_words(app) -> str:
    with textmap.recording():
        frame(app)
    return " ".join(placed.words for placed in textmap.texts(app.display))


def test_a_wheel_notch_scrolls_several_lines_and_a_flick_about_a_page(app):
    scene = open_rules(app)
    wheel(app, 1)
    assert scene.scroll >= 120                                    # not 5 px: some five lines
    wheel(app, 4)
    assert scene.scroll >= WINDOW.height * 3 // 4                 # five notches: about a page


def test_page_keys_turn_a_page_and_home_and_end_go_to_the_ends(app):
    scene = open_rules(app, "zeds")
    key(app, pygame.K_PAGEDOWN)
    assert WINDOW.height * 3 // 4 <= scene.scroll < WINDOW.height
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEUP)
    assert WINDOW.height * 3 // 4 <= scene.scroll < WINDOW.height
    key(app, pygame.K_END)
    assert scene.scroll == scene.page.bottom - WINDOW.height
    key(app, pygame.K_HOME)
    assert scene.scroll == 0


def test_a_word_typed_lights_up_where_it_shows_and_enter_and_arrows_go_through_them(app):
    scene = open_rules(app)
    type_words(app, "quarantine")
    page = scene.page
    assert len(page.matches) > 3 and page.current == 0
    first = scene.scroll
    key(app, pygame.K_RETURN)
    assert page.current == 1
    for _ in range(3):
        key(app, pygame.K_DOWN)
    assert page.current == 4 and scene.scroll > first
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN, pygame.KMOD_SHIFT)
    assert page.current == 2
    shown = page.lines[page.matches[page.current].line]     # the match gone to is in the window
    assert WINDOW.y <= WINDOW.y + shown.y - scene.scroll <= WINDOW.bottom - shown.height
    assert tr("ui.rules.found", n=3, count=len(page.matches)) in shown_words(app)


def test_a_word_found_nowhere_says_so(app):
    scene = open_rules(app)
    type_words(app, "xylophone")
    assert scene.page.matches == [] and tr("ui.rules.none_found") in shown_words(app)


@pytest.mark.parametrize("title", ["raxxon", "zeds", "heredity", "alone"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_icons_button_shows_the_titles_legend_each_icon_with_its_meaning(app, title, language):
    set_language(language)
    scene = open_rules(app, title)
    click(app, scene.buttons.find("icons").rect.center)
    icons = [line.icon for line in scene.page.lines if line.icon is not None]
    assert icons == list(legend(title))
    words = shown_words(app)
    assert tr("ui.rules.icons") in words
    for shown in (icons[0], icons[-1]):                      # the legend's first meaning shows, and at the
        term, _, rest = tr(shown.meaning).partition(": ")       # end of the page its last
        assert term in words and " ".join(rest.split()[:3]) in words
        key(app, pygame.K_END)
        words = shown_words(app)


def test_bold_words_keep_the_punctuation_glued_to_them_and_single_stars_are_not_shown():
    from scenes.rules_text import _words
    assert _words("**Evening**: see *Silent Station* and **Win** now") == [
        ("Evening", True, False), (":", False, True), ("see", False, False), ("Silent", False, False),
        ("Station", False, False), ("and", False, False), ("Win", True, False), ("now", False, False)]


def test_a_press_on_the_scroll_track_goes_there_and_a_drag_follows(app):
    from scenes.rules_help import TRACK
    from tests.ui.conftest import drag
    scene = open_rules(app)
    click(app, (TRACK.centerx, TRACK.bottom - 2))
    assert scene.scroll == scene.page.bottom - WINDOW.height
    drag(app, (TRACK.centerx, TRACK.bottom - 2), (TRACK.centerx, TRACK.y + 2))
    assert scene.scroll == 0
