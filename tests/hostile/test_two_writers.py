"""Two writers on one game: the second is refused with a reason, and no acknowledged move is
lost (a lock on the game's files, dropped by the system when its holder ends)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.engine import RuleError, new_game
from game.engine.session import SeatInfo
from game.engine.types import to_builtins
from saves import gamefile
from saves.journal import Journal
from saves.lock import GameLock, locked
from saves.rename import rename_save
from scenes import games
from scenes.menu import MenuScene
from scenes.resume import pending_resume
from tests.ui.conftest import click, frame

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


# ---- issue 32, item 1: a second window and the resume dialog --------------------------------------
def window_playing(app, game_id: str):
    """Another window's table of a game: its lock held and its journal written as it plays (what
    `games.open_table` and `TableScene.enter` do there)."""
    session = new_game("raxxon", 3, {"players": 2})
    path = games.journal_path(app, game_id)
    lock = GameLock.acquire(path)
    journal = Journal(session, path)
    for _ in range(3):
        session.apply(session.legal_commands(session.to_move()[0])[0])
    return session, journal, lock


def dies(journal, lock) -> None:
    """A window killed: its files are closed by the system, nothing removed."""
    journal._file.close()
    os.close(lock.fd)


def test_a_journal_another_window_writes_is_never_offered_kept_or_discarded(app, data_dir):
    """The resume dialog offered a live game's journal, and Keep or Discard unlinked it under the
    window writing it: when that window died, every move was gone."""
    session, journal, lock = window_playing(app, "raxxon-live")
    app.reset(MenuScene(app))
    assert pending_resume(app) is None
    app.offer_resume()
    assert app.top.name == "menu"                      # nothing offered, so nothing to keep or discard
    dies(journal, lock)
    resume = pending_resume(app)                       # now it is a crash's: offered, every move there
    assert resume is not None and resume.recovered.session.state == session.state


def test_while_the_resume_dialog_asks_no_other_window_opens_its_game(app, data_dir):
    session, journal, lock = window_playing(app, "raxxon-crashed")
    dies(journal, lock)
    path = games.journal_path(app, "raxxon-crashed")
    app.reset(MenuScene(app))
    app.offer_resume()
    assert app.top.name == "resume"
    with pytest.raises(RuleError) as refused:          # the other window tries to open the game
        GameLock.acquire(path)
    assert refused.value.code == "saves.locked"
    click(app, app.top.buttons.find("keep").rect.center)
    assert not path.exists() and gamefile.load(games.save_path(app, "raxxon-crashed")).state == session.state
    GameLock.acquire(path).release()                   # the dialog let go when it closed


def test_resume_hands_the_dialogs_lock_to_the_table(app, data_dir):
    session, journal, lock = window_playing(app, "raxxon-crashed")
    dies(journal, lock)
    app.reset(MenuScene(app))
    app.offer_resume()
    click(app, app.top.buttons.find("resume").rect.center)
    assert app.top.name == "raxxon" and app.top.control.lock is not None
    with pytest.raises(RuleError):
        GameLock.acquire(games.journal_path(app, "raxxon-crashed"))


# ---- lock files: removed by their holder, never two holders ----------------------------------------------
def lock_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*.lock"))


def test_no_lock_file_stays_behind_after_a_clean_exit(app, data_dir):
    """Lock files stayed in journal/ after a normal quit, for deleted and renamed games too."""
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=4)
    frame(app)
    table.send(table.session.legal_commands(0)[0])
    assert lock_files(data_dir) == [f"{table.game_id}.journal.lock"]
    app.reset(MenuScene(app))                          # save and leave
    renamed = rename_save(data_dir, games.save_path(app, table.game_id), "Sunday")
    other = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=5)
    app.reset(MenuScene(app))
    games.save_path(app, other.game_id).unlink()       # deleted from the Load screen
    crashed = GameLock.acquire(games.journal_path(app, "raxxon-crashed"))
    os.close(crashed.fd)                               # a crash: the system dropped it, the file stays
    harness("apply", renamed, first_legal(gamefile.load(renamed)))
    app.shutdown()
    assert lock_files(data_dir) == []


def test_a_lock_removed_by_its_holder_is_never_held_twice(tmp_path):
    """Removing a lock file on release could let two later holders lock two files of one name;
    each looks, once it holds a file, whether the name still leads to it."""
    game = tmp_path / "game.json"
    holding, most, failures = [0], [0], []
    guard = threading.Lock()

    def writer() -> None:
        for _ in range(150):
            try:
                lock = GameLock.acquire(game, wait=10)
            except RuleError as error:
                failures.append(error.code)
                return
            with guard:
                holding[0] += 1
                most[0] = max(most[0], holding[0])
            time.sleep(0.0002)
            with guard:
                holding[0] -= 1
            lock.release()
    writers = [threading.Thread(target=writer) for _ in range(6)]
    for thread in writers:
        thread.start()
    for thread in writers:
        thread.join()
    assert failures == [] and most[0] == 1 and lock_files(tmp_path) == []


def test_a_lock_whose_name_would_be_too_long_gets_a_shorter_one(tmp_path):
    """A save named with 250 characters: its name and ".journal.lock" is longer than a file name
    may be (the Load screen crashed on it)."""
    game = tmp_path / ("ä" * 125 + ".journal")
    with locked(game) as lock:
        assert len(os.fsencode(lock.path.name)) <= 255 and lock.path.parent == tmp_path
        with pytest.raises(RuleError) as refused:
            GameLock.acquire(game)
        assert refused.value.code == "saves.locked"
