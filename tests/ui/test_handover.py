"""At one screen, a seat's secrets are never drawn for another: whenever the screen passes between
seats that see different things, a hand-over screen hides the table until the next person is ready,
and no frame drawn in between shows the first seat's private parts (here: its secret card, drawn
in a colour of its own)."""

import pygame
import pytest

from game.engine import new_game, registry
from game.engine.session import SeatInfo
from game.i18n import speaking, tr
from scenes import games, programs
from scenes.handover import HandOverScene
from tests.ui import hands
from tests.ui.conftest import click, frame, key, pass_screen
from tests.ui.mouse import give


@pytest.fixture
def hands_title(monkeypatch):
    monkeypatch.setitem(registry.TITLE_MODULES, "hands", "tests.engine.hands")
    monkeypatch.setitem(programs.PROGRAMS, "hands", hands.PROGRAM)
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
    pass_screen(app)
    frame(app)
    assert scene.holder == 0 and shows(app, first) and not shows(app, second)

    give(app, scene, scene.legal[0])                                    # seat 1 names a number
    frames = 0
    while isinstance(app.top, HandOverScene):
        assert app.top.seat == 1
        assert not shows(app, first) and not shows(app, second), "a hand-over frame shows a secret"
        frames += 1
        if frames == 5:
            pass_screen(app)                                     # the second person is ready
        frame(app)
    assert frames == 5 and scene.holder == 1
    assert shows(app, second) and not shows(app, first)
    logged = " ".join(entry.words for entry in scene.log.entries)
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
    pass_screen(app)
    app.toast("seat 1's own words")
    give(app, scene, scene.legal[0])
    assert isinstance(app.top, HandOverScene) and not app.toasts


def handed_to_seat_two(app):
    """Seat 1 sat down and named a number: the screen waits for seat 2."""
    session = new_game("hands", 7, None, seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, "hands-two")
    pass_screen(app)
    give(app, scene, scene.legal[0])
    assert isinstance(app.top, HandOverScene)
    return session, scene


HANDOVER_KEYS = [(pygame.K_z, pygame.KMOD_CTRL), (pygame.K_s, pygame.KMOD_CTRL), (pygame.K_ESCAPE, 0),
                 (pygame.K_F1, 0), (pygame.K_SPACE, 0), (pygame.K_a, 0)]


@pytest.mark.parametrize("pressed, mod", HANDOVER_KEYS)
def test_a_key_on_the_hand_over_keeps_the_cover_and_does_nothing(app, hands_title, pressed, mod):
    """Ctrl+Z, Ctrl+S, Esc, F1 or any other key is no "ready": the cover stays, nothing is undone
    or saved, no rules open over it."""
    session, scene = handed_to_seat_two(app)
    for _ in range(40):                     # long past the half second Enter waits for
        frame(app)
    key(app, pressed, mod)
    frame(app)
    assert isinstance(app.top, HandOverScene) and app.top.seat == 1
    assert session.command_count == 1 and not scene.control.save_path.exists()
    assert not shows(app, session.state.cards[0]) and not shows(app, session.state.cards[1])


def test_a_click_left_over_from_the_last_seat_does_not_open_the_hand_over(app, hands_title):
    """A release whose press the hand-over never saw (the last seat's click, let go over it) and a
    click beside the button leave the cover; a click begun and ended on the button opens it."""
    session, scene = handed_to_seat_two(app)
    button = app.top.button.rect
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.center, button=1)])
    click(app, (button.left - 40, button.centery))
    assert isinstance(app.top, HandOverScene)
    pass_screen(app)
    assert app.top is scene and scene.holder == 1


def test_enter_opens_the_hand_over_only_after_half_a_second(app, hands_title):
    session, scene = handed_to_seat_two(app)
    key(app, pygame.K_RETURN)                 # still held from the last seat's move
    assert isinstance(app.top, HandOverScene)
    for _ in range(35):
        frame(app)
    key(app, pygame.K_RETURN)
    assert app.top is scene and scene.holder == 1


def test_the_hand_over_names_the_next_seat_in_grammatical_sentences(app):
    """Alone: "Pass the screen to the hero", "… an den Bösen Spieler 1 weiter": the seat named in
    the form each sentence needs."""
    session = new_game("alone", 4, {"evil_players": 1}, seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, "alone-words")
    handover = HandOverScene(app, scene, 1)
    assert tr("ui.handover.title", "en", who=scene.seat_name(0, "object")) == "Pass the screen to the hero"
    with speaking("de"):
        assert tr("ui.handover.title", who=scene.seat_name(0, "object")) == "Gib den Bildschirm an den Helden weiter"
        assert (tr("ui.handover.title", who=scene.seat_name(1, "object"))
                == "Gib den Bildschirm an den Bösen Spieler 1 weiter")
        assert (tr("ui.handover.detail", subject=scene.seat_name(0, "subject"), object=scene.seat_name(0, "object"))
                == "Der Tisch ist verdeckt: Was der Held sieht, ist nur für den Helden bestimmt.")
        assert scene.seat_name(1) == "Böser Spieler 1"           # a label keeps its own form
    assert handover.button.label == tr("ui.handover.ready")
