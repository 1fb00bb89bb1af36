"""Every scene and table state of the screenshot tour, in English and German: each text drawn
stays inside its box and lies over no other text, at 1920×1080 and in a 1280×720 window.

The texts are read from the text map (`scenes/textmap.py`): the rectangle of each text's letters
on the screen, as it was drawn. The program always draws its logical 1920×1080 picture and SDL
scales it to the window, so the 1280×720 window shows the same map scaled by 2/3: it is checked
again there, where texts that were a pixel or two apart may touch. Texts inside pygame-gui's own
widgets (the text entry lines) are pygame-gui's to lay out and are not on it.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from scenes import style, textmap, tour
from scenes.app import App

WINDOWS = ((1920, 1080), (1280, 720))


class CheckedShots(tour.Shots):
    """Instead of writing each shot, looks at the texts on it."""

    def __init__(self, app) -> None:
        super().__init__(app, folder=None)
        self.faults: dict[str, list[str]] = {}     # what is wrong: the shots and windows it is seen in
        self.taken = 0

    def keep_moment(self, name: str) -> None:
        """A frame in the middle of a motion: pieces and dice on their way may cross texts."""

    def keep(self, name: str, small: bool = False) -> None:
        self.taken += 1
        shown = textmap.texts(self.app.display)
        for window in WINDOWS:
            for fault in textmap.faults([scaled(placed, window) for placed in shown]):
                self.faults.setdefault(fault, []).append(f"{name} at {window[0]}×{window[1]}")


def forget_pictures() -> None:
    """Drop every cached picture (card faces, texts...) so that each is drawn again while the map
    records: one drawn earlier would carry no texts."""
    style.forget_fonts()
    style.forget_pictures("scenes")


def scaled(placed: textmap.Placed, window: tuple[int, int]) -> textmap.Placed:
    """The text as a window of this size shows it."""
    factor = window[0] / style.LOGICAL_SIZE[0]

    def scale(rect: pygame.Rect) -> pygame.Rect:
        left, top = round(rect.left * factor), round(rect.top * factor)
        return pygame.Rect(left, top, round(rect.right * factor) - left, round(rect.bottom * factor) - top)
    return dataclasses.replace(placed, rect=scale(placed.rect), box=scale(placed.box))


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_text_fits_its_box_and_overlaps_none(language, data_dir):
    with textmap.recording():
        forget_pictures()
        app = App(data_dir=str(data_dir), language=language, headless=True)
        assert app.display.get_size() == style.LOGICAL_SIZE
        shots = CheckedShots(app)
        try:
            tour.every_shot(app, shots)
        finally:
            app.shutdown()
    assert shots.taken > 40
    assert not shots.faults, "\n".join(f"{fault}\n    in {', '.join(seen)}" for fault, seen in shots.faults.items())


def test_a_cut_text_shows_whole_where_the_mouse_rests(app):
    from game.engine import new_game
    from game.engine.session import SeatInfo
    from scenes import games
    from scenes.tables.raxxon.tour import MIDDAY
    from tests.ui.conftest import frame
    session = new_game("raxxon", 9, {"players": 3, "difficulty": "normal"}, MIDDAY, seats=[SeatInfo()] * 3)
    games.open_table(app, session, "tooltip")
    frame(app)
    cut = next(placed for placed in textmap.texts(app.display) if placed.whole)
    assert cut.words.endswith("…") and cut.words[:-1].rstrip() in cut.whole

    def shown() -> list[str]:
        with textmap.recording():
            app.frame(0.3, [])
        return [placed.words for placed in textmap.texts(app.display)]
    app.frame(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=cut.rect.center, rel=(1, 1), buttons=(0, 0, 0))])
    assert 0 < app.wake_in() <= 0.5
    assert " ".join(shown()).count(cut.whole) == 0          # not yet: the mouse has rested 0.3 s
    assert cut.whole in " ".join(shown())                    # rested 0.6 s: the whole text shows
    app.frame(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 1070), rel=(1, 1), buttons=(0, 0, 0))])
    assert cut.whole not in " ".join(shown())
