"""A search bot at the table thinks in slices of a frame, so the table keeps drawing, and then
moves like any bot (`scenes.table.TableScene.bot_move`)."""

from __future__ import annotations

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from scenes import games
from scenes.app import App


def test_a_search_bot_thinks_over_several_frames_then_moves(tmp_path):
    app = App(data_dir=tmp_path, headless=True)
    session = new_game("zeds", 5, {"players": 1}, seats=[SeatInfo(kind="bot", bot="search")])
    table = games.open_table(app, session, "search-bot")
    thinking_frames = 0
    for _ in range(3000):
        before = table.session.command_count
        table.bot_move(0)
        if table.session.command_count > before and thinking_frames:
            break
        if table.session.command_count == before:
            assert table.thinking is not None       # not moved: still thinking, and a frame is drawn
            thinking_frames += 1
        app.frame(1 / 60, pygame.event.get())
    assert thinking_frames >= 10                    # a second's thought, a slice per frame
    assert table.thinking is None
    app.shutdown()
