"""The table's log, driven by real mouse events: one line per happening, each move by its seat's
name and colour, the pictures it tells of; what the interface says (a refused gesture, nothing to
undo) in the prompt bar, never in the game's log; where undo stops, once."""

import pygame

from game.engine import new_game
from game.engine.bots import bot_move
from game.engine.session import SeatInfo
from scenes import games, style
from tests.ui.conftest import click, drag, frame, key

CROWD = [["innocent:up", "volatile:up", "hostile"], ["hostile", "carrier", "hostile"],
         ["hostile", "hostile", "family:up"]]


def raxxon_table(app):
    session = new_game("raxxon", 4, {"players": 2, "difficulty": "normal"},
                       {"characters": ["mia_lee", "thomas_heart"], "first_player": 0, "crowd": CROWD},
                       seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, "log-test")
    frame(app)
    return scene


def shown(scene) -> list[str]:
    return [entry.words for entry in scene.log.entries]


def test_a_refused_gesture_is_said_in_the_prompt_bar_never_in_the_log(app):
    scene = raxxon_table(app)
    before = shown(scene)
    drag(app, scene.hits.point(("cell", (0, 0))), scene.hits.point(("cell", (2, 2))))   # Mia swaps neighbours only
    assert "next to each other" in scene.prompt.warning
    key(app, pygame.K_z, pygame.KMOD_CTRL)                     # nothing to undo yet
    assert scene.prompt.warning
    assert shown(scene) == before


def test_each_move_is_one_line_by_its_seats_name_and_colour(app):
    scene = raxxon_table(app)
    session = scene.session
    for _ in range(30):
        scene.send(bot_move(session, session.to_move()[0], "heuristic"))
        moves = [entry for entry in scene.log.entries if entry.kind == "command"]
        turns = [entry.turn for entry in moves]
        assert len(turns) == len(set(turns)), "a move told twice"
        barriers = [at for at, entry in enumerate(scene.log.entries) if entry.kind == "barrier"]
        assert len(barriers) == (scene.control.undo_stop() is not None)
    for entry in (entry for entry in scene.log.entries if entry.kind == "command"):
        seat = session.history[entry.turn].command.seat
        assert entry.who == scene.seat_name(seat) and entry.colour == style.SEAT_COLOURS[seat]
    assert {entry.colour for entry in scene.log.entries if entry.kind == "command"} == set(style.SEAT_COLOURS[:2])
    assert any(entry.icons for entry in scene.log.entries), "cards and tokens drawn beside their lines"


def test_undo_stops_is_said_once_after_the_holders_own_move_that_cannot_be_taken_back(app):
    session = new_game("zeds", 3, {"players": 1})
    scene = games.open_table(app, session, "log-undo")
    frame(app)
    for _ in range(40):
        scene.send(bot_move(session, session.to_move()[0], "heuristic"))
        stop = scene.control.undo_stop()
        if stop is not None and stop < session.command_count:
            break
    else:
        raise AssertionError("no move of the player's own after one that cannot be taken back")
    entries = scene.log.entries
    at = next(index for index, entry in enumerate(entries) if entry.kind == "barrier")
    assert entries[at - 1].turn == stop and entries[at + 1].turn > stop
    assert [entry.kind for entry in entries].count("barrier") == 1


def test_a_line_of_a_game_in_play_is_not_a_way_back(app):
    scene = raxxon_table(app)
    drag(app, scene.hits.point(("cell", (0, 0))), scene.hits.point(("cell", (0, 1))))
    count = scene.session.command_count
    place, _, _ = scene.log.visible()[0]
    click(app, place.center)
    assert scene.log.picked is None and scene.session.command_count == count and scene.log.hovered is None
