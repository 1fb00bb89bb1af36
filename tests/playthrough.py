"""Golden playthroughs: one seeded game per title, written down whole, so that any change in what
the rules do, what a seat sees or what the log says shows as a diff of a committed file.

Each line of `tests/playthroughs/<title>.jsonl` is one turn: the command and its label (none for
the set-up), then what each seat sees after it: the view (whole after the set-up, then the parts
that changed) and the turn's log lines (a seat's move headed by "seat N:"), for the public and
for every seat whose view or log differs from the public's. Everything is in English.

After an intended change, rewrite the transcripts and read the diff before committing:

    python -m tests.playthrough
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from game.engine import new_game, title_names
from game.engine.types import to_builtins

FOLDER = Path(__file__).parent / "playthroughs"
COMMANDS = 30
# title -> (seed, options); a title not named plays its defaults with seed 1.
GAMES: dict[str, tuple[int, dict]] = {
    "raxxon": (3, {"players": 2, "difficulty": "normal"}),
    "zeds": (3, {"players": 2}),
    "heredity": (3, {"chapter": 1, "players": 2}),
}


REMOVED = "<removed>"
SAME = "="


def changes(old, new):
    """What changed from `old` to `new`: within objects only the keys that changed, within lists of
    the same length only the entries that changed (the others are "="), recursively; anything
    else whole."""
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [SAME if a == b else changes(a, b) for a, b in zip(old, new, strict=True)]
    if not (isinstance(old, dict) and isinstance(new, dict)):
        return new
    found = {key: changes(old.get(key), value) for key, value in new.items() if old.get(key) != value}
    found.update({key: REMOVED for key in old if key not in new})
    return found


def said(line) -> str:
    """A log line as the transcript keeps it: a move with the seat that gave it."""
    return line.text if line.actor is None else f"seat {line.actor}: {line.text}"


class Seen:
    """What the transcript already holds of each seat: its last view and how much log it read."""

    def __init__(self) -> None:
        self.views: dict = {}
        self.lines: dict = {}

    def since(self, session, seat) -> dict:
        log = session.log(seat, "en")
        told = [said(line) for line in log[self.lines.get(seat, 0):]]
        self.lines[seat] = len(log)
        view, last = session.view(seat), self.views.get(seat)
        self.views[seat] = view
        if last is None:
            return {"view": view, "log": told}
        return {"view changes": changes(last, view), "log": told}


def turn_entry(session, seen: Seen) -> dict:
    turn = session.history[-1]
    entry: dict = {"turn": len(session.history) - 1}
    if turn.command is not None:
        entry["command"] = to_builtins(turn.command)
    public = seen.since(session, None)
    entry["public"] = public
    for seat in range(len(session.header.seats)):
        mine = seen.since(session, seat)
        if mine != public:
            entry[f"seat {seat}"] = mine
    return entry


def transcript(name: str) -> list[str]:
    seed, options = GAMES.get(name, (1, {}))
    session = new_game(name, seed, options)
    rng = random.Random(seed)
    seen = Seen()
    lines = [json.dumps(turn_entry(session, seen), sort_keys=True, ensure_ascii=False)]
    for _ in range(COMMANDS):
        if session.outcome():
            break
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        command = legal[rng.randrange(len(legal))]
        label = session.label(command, "en")
        session.apply(command)
        entry = turn_entry(session, seen)
        entry["label"] = label
        lines.append(json.dumps(entry, sort_keys=True, ensure_ascii=False))
    return lines


def path_of(name: str) -> Path:
    return FOLDER / f"{name}.jsonl"


def rewrite(names: list[str]) -> None:
    FOLDER.mkdir(exist_ok=True)
    for name in names:
        path_of(name).write_text("\n".join(transcript(name)) + "\n", encoding="utf-8")
        print(f"wrote {path_of(name)}")


if __name__ == "__main__":
    rewrite(sys.argv[1:] or title_names())
