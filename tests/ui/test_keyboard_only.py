"""Random games of every title played by keyboard alone (as the mouse-only tests play them by
mouse): every legal command a random game needs is reached by Tab and Shift+Tab to a choice and
Enter on it (`tests/ui/keys.py`, a drag being "pick, then choose the target"), and does exactly
that command; each key press is checked to move the focus ring where it should."""

import random

import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from scenes import games
from scenes.handover import HandOverScene
from tests.ui.conftest import frame
from tests.ui.keys import choose, give, take_screen, tell_on
from tests.ui.mouse import gave


def open_table(app, title, seed, options, players):
    session = new_game(title, seed, options, seats=[SeatInfo() for _ in range(players)])
    scene = games.open_table(app, session, f"{title}-keys-{seed}")
    frame(app)
    return session, scene


def play(app, session, scene, seed, moves, legal_now, hand_to=False) -> None:
    """`hand_to`: any player not done may act (Zeds' action phase): a command of another
    player begins with choosing that player's marker."""
    rng = random.Random(seed)
    given = 0
    while given < moves and not session.outcome():
        if isinstance(app.top, HandOverScene):
            take_screen(app)
        if scene.telling_step() is not None:
            tell_on(app, scene)           # a phase told shows the game as told so far: nothing to give
        legal = legal_now()
        command = legal[rng.randrange(len(legal))]
        tell_on(app, scene)
        if hand_to and command.seat != scene.person_to_move():
            choose(app, scene, ("place", ("seat", command.seat)))
        before = session.command_count
        give(app, scene, command)
        assert gave(session, before, command), f"{command} not reached by keyboard: {scene.prompt.warning!r}"
        given += 1
        while app.top is not scene and not isinstance(app.top, HandOverScene):
            app.pop()                 # e.g. a pile left open
        frame(app)


@pytest.mark.parametrize("players, seed", [(2, 3), (1, 8), (4, 5)])
def test_raxxon_by_keyboard_alone(app, players, seed):
    session, scene = open_table(app, "raxxon", seed, {"players": players, "difficulty": "normal"}, players)
    play(app, session, scene, seed, 70, lambda: scene.legal)


@pytest.mark.parametrize("players, seed", [(1, 7), (2, 16), (4, 4)])
def test_zeds_by_keyboard_alone(app, players, seed):
    session, scene = open_table(app, "zeds", seed, {"players": players}, players)
    play(app, session, scene, seed, 75,
         lambda: [c for seat in session.to_move() for c in session.legal_commands(seat)], hand_to=True)


@pytest.mark.parametrize("evil, seed, moves", [(1, 3, 160), (2, 8, 160), (3, 5, 120)])
def test_alone_by_keyboard_alone(app, evil, seed, moves):
    """The hero and the Evil players at one screen: the hand-over between them by keyboard too."""
    session, scene = open_table(app, "alone", seed, {"evil_players": evil}, evil + 1)
    play(app, session, scene, seed, moves, lambda: session.legal_commands(session.to_move()[0]))
    kinds = {type(turn.command).__name__ for turn in session.history if turn.command is not None}
    assert {"Act", "Play", "Pass"} <= kinds


WHOLE = [("raxxon", {"players": 1, "difficulty": "normal"}, 1), ("zeds", {"players": 1}, 1),
         ("alone", {"evil_players": 1}, 2), ("heredity", {"chapter": 1, "players": 1}, 1)]


@pytest.mark.parametrize("title, options, players", WHOLE)
def test_a_whole_game_by_keyboard_alone(app, title, options, players):
    """One game of each title from its first move to its end."""
    session, scene = open_table(app, title, 2, options, players)
    play(app, session, scene, 2, 3000, lambda: [c for seat in session.to_move() for c in session.legal_commands(seat)],
         hand_to=title == "zeds")
    assert session.outcome()


@pytest.mark.parametrize("chapter, players, seed", [(1, 1, 3), (1, 2, 11), (1, 3, 4), (2, 1, 8), (2, 2, 6),
                                                     (2, 4, 5), (1, 2, 9), (2, 3, 2)])
def test_heredity_by_keyboard_alone(app, chapter, players, seed):
    session, scene = open_table(app, "heredity", seed, {"chapter": chapter, "players": players}, players)
    play(app, session, scene, seed, 80, lambda: scene.legal)
