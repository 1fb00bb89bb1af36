"""Two writers on one game: the second is refused with a reason, and no acknowledged move is
lost (a lock on the game's files, dropped by the system when its holder ends)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import RuleError, new_game
from game.engine.types import to_builtins
from saves import gamefile
from saves.lock import GameLock
from scenes import games

ROOT = Path(__file__).resolve().parents[2]


def harness(*args):
    done = subprocess.run([sys.executable, "-m", "game", *map(str, args)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    return done.returncode, done.stderr


def first_legal(session) -> str:
    return json.dumps(to_builtins(session.legal_commands(session.to_move()[0])[0]))


def test_a_second_harness_writer_is_refused_while_the_first_writes(tmp_path):
    path = tmp_path / "game.json"
    session = new_game("raxxon", 1, {"players": 2})
    gamefile.save(session, path)
    command = first_legal(session)
    lock = GameLock.acquire(path)                     # another process is writing this game
    try:
        code, err = harness("apply", path, command)
        assert code == 2 and "saves.locked" in err
        assert gamefile.load(path).command_count == 0
    finally:
        lock.release()
    assert harness("apply", path, command)[0] == 0
    assert gamefile.load(path).command_count == 1


def test_acknowledged_moves_from_writers_taking_turns_are_all_kept(tmp_path):
    path = tmp_path / "game.json"
    gamefile.save(new_game("raxxon", 1, {"players": 2}), path)
    done = 0
    for _ in range(4):
        if harness("apply", path, first_legal(gamefile.load(path)))[0] == 0:
            done += 1
    assert gamefile.load(path).command_count == done == 4


def test_a_game_open_in_another_window_is_not_opened_twice(app, data_dir):
    session = new_game("raxxon", 2, {"players": 1})
    path = games.save_path(app, "shared-game")
    gamefile.save(session, path)
    other_window = GameLock.acquire(games.journal_path(app, "shared-game"))
    try:
        with pytest.raises(RuleError) as refused:
            games.load(app, path)
        assert refused.value.code == "saves.locked"
    finally:
        other_window.release()
    assert games.load(app, path).session.state == session.state
