"""At one screen, a seat's secrets are never drawn for another: whenever the screen passes between
seats that see different things, a hand-over screen hides the table until the next person is ready,
and no frame drawn in between shows the first seat's private parts (here: its secret card, drawn
in a colour of its own)."""

import pygame
import pytest

from game.engine import new_game, registry
from game.engine.session import SeatInfo
from scenes import games
from scenes.handover import HandOverScene
from tests.ui import hands
from tests.ui.conftest import click, frame
from tests.ui.mouse import give


@pytest.fixture
def hands_title(monkeypatch):
    monkeypatch.setitem(registry.TITLE_MODULES, "hands", "tests.engine.hands")
    monkeypatch.setitem(games.TABLES, "hands", "tests.ui.hands:HandsTable")
    yield


def shows(app, card: int) -> bool:
    """Whether the frame on the display has any pixel of `card`'s secret colour."""
    found = pygame.transform.threshold(None, app.display, hands.secret_colour(card), (0, 0, 0, 0), set_behavior=0)
    return found > 0


def test_the_screen_is_hidden_between_seats_whose_secrets_differ(app, hands_title):
    session = new_game("hands", 7, None, seats=[SeatInfo(), SeatInfo()])
    first, second = session.state.cards
    assert first != second
    scene = games.open_table(app, session, "hands")
    frame(app)
    assert isinstance(app.top, HandOverScene) and app.top.seat == 0      # the first person sits down
    assert not shows(app, first) and not shows(app, second)
    click(app, (960, 540))
    frame(app)
    assert scene.holder == 0 and shows(app, first) and not shows(app, second)

    give(app, scene, scene.legal[0])                                    # seat 1 names a number
    frames = 0
    while isinstance(app.top, HandOverScene):
        assert app.top.seat == 1
        assert not shows(app, first) and not shows(app, second), "a hand-over frame shows a secret"
        frames += 1
        if frames == 5:
            click(app, (960, 540))                                     # the second person is ready
        frame(app)
    assert frames == 5 and scene.holder == 1
    assert shows(app, second) and not shows(app, first)
    logged = " ".join(entry[0] for entry in scene.log.entries)
    assert f"gets card {second}" in logged and f"gets card {first}" not in logged


def test_seats_that_see_the_same_pass_the_screen_without_a_hand_over(app):
    session = new_game("raxxon", 3, {"players": 2}, seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, "raxxon-same")
    frame(app)
    give(app, scene, scene.legal[0])
    frame(app)
    assert app.top is scene and scene.holder == 1


def test_toasts_of_the_last_seat_do_not_show_over_the_hand_over(app, hands_title):
    session = new_game("hands", 7, None, seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, "hands")
    click(app, (960, 540))
    app.toast("seat 1's own words")
    give(app, scene, scene.legal[0])
    assert isinstance(app.top, HandOverScene) and not app.toasts
