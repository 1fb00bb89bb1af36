"""Save and load of a 5,000-command game, and the autosave journal's cost per command."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.engine import new_game
from game.titles.raxxon import model as m
from saves import gamefile
from saves.journal import Journal


def long_raxxon_game(commands: int):
    """A game kept going by investigating a crowd that is all face up and healthy: there is
    nothing to turn, so nothing happens and the day never ends."""
    session = new_game("raxxon", 3, {"players": 4, "difficulty": "normal"},
                       {"characters": ["thomas_heart", "mia_lee", "meryl_wolfe", "kd_james"],
                        "first_player": 0, "crowd": [["hostile:up"] * 3 for _ in range(3)]})
    while session.command_count < commands and not session.outcome():
        legal = session.legal_commands(session.to_move()[0])
        looks = [c for c in legal if isinstance(c, m.Act) and c.action == 0]
        session.apply(looks[session.command_count % len(looks)] if looks else legal[0])
    return session


def timed(action, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run(commands: int) -> dict:
    session = long_raxxon_game(commands)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.json"
        save_seconds = timed(lambda: gamefile.save(session, path))
        load_seconds = timed(lambda: gamefile.load(path))
        undo_seconds = first_undo(path)
        process_seconds = added_process_time(path)
        size = path.stat().st_size
        journal_cost = journal_per_command(Path(folder))
    return {
        "commands": session.command_count,
        "events": sum(len(turn.events) for turn in session.history),
        "file_mb": round(size / 1e6, 2),
        "save_ms": round(save_seconds * 1000, 1),
        "load_ms": round(load_seconds * 1000, 1),
        "load_added_process_ms": round(process_seconds * 1000, 1),
        "first_undo_after_load_ms": round(undo_seconds * 1000, 2),
        "autosave_ms_per_command": journal_cost,
    }


def first_undo(path: Path, repeats: int = 5) -> float:
    """The first Ctrl+Z after loading (median)."""
    times = []
    for _ in range(repeats):
        session = gamefile.load(path)
        start = time.perf_counter()
        session.undo(session.history[-1].command.seat)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def added_process_time(path: Path, repeats: int = 7) -> float:
    """What loading adds to a whole process that has imported the save code: a fresh
    interpreter that loads the file against one that only imports (medians)."""
    prefix = "from saves import gamefile; import game.titles.raxxon"
    def run(code: str) -> float:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).parent.parent)
        return time.perf_counter() - start
    loading = [run(f"{prefix}; gamefile.load({str(path)!r})") for _ in range(repeats)]
    importing = [run(prefix) for _ in range(repeats)]
    return statistics.median(loading) - statistics.median(importing)


def journal_per_command(folder: Path, commands: int = 300) -> float:
    """What the journal adds to applying a command: the same commands with and without it."""
    def play(with_journal: bool) -> float:
        session = new_game("raxxon", 5, {"players": 2, "difficulty": "normal"},
                           {"characters": ["thomas_heart", "mia_lee"]})
        journal = Journal(session, folder / "bench.journal") if with_journal else None
        start = time.perf_counter()
        for index in range(commands):
            if session.outcome():
                break
            legal = session.legal_commands(session.to_move()[0])
            session.apply(legal[index % len(legal)])
        elapsed = time.perf_counter() - start
        if journal:
            journal.close()
        return elapsed / commands
    return round((play(True) - play(False)) * 1000, 3)
