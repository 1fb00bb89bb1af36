"""Golden playthroughs: one seeded game per title, written down whole, so that any change in what
the rules do, what a seat sees or what the log says shows as a diff of a committed file.

`tests/playthroughs/<title>.jsonl` holds one thing per line, each naming its turn, in the order
the game met them (Raxxon's and Alone's lines):

    {"turn": 0, "game": "raxxon", "seed": 3, "options": {"players": 2, "difficulty": "normal"}}
    {"turn": 3, "command": {"action": 0, "cell": [2, 1], ...}, "label": "Investigate: row 3, column 2"}
    {"turn": 3, "log": "seat 0: Investigate: row 3, column 2"}
    {"turn": 3, "log": "Flipped at row 3, column 2: Innocent (healthy)."}
    {"turn": 3, "view": "crowd[2][1].face_up", "is": true}
    {"turn": 4, "view": "crowd[0][0].face_up", "removed": true}
    {"turn": 5, "seat": 1, "log": "Spore 1 spawns in corridor 1,4 (upper deck)."}
    {"turn": 5, "seat": 1, "view": "map[39].creatures[0].kind", "is": "spore"}

The game played; a command and its label; a line of the public log (a seat's move headed by the
seat that gave it, "seat 0:"); a value of the public view, and one that is gone. A view is written
as its values one by one, each by its path (object keys sorted, list entries in order; an empty
list or object is a value too): whole after the set-up, then those a turn changed. A seat's lines
say only where it differs from the public: its log lines for a turn whose lines are not the
public's (`"log": null` where it is told nothing), and its view where that is not the public view:
a value of its own ("is"), one the public view has and it lacks ("removed"), or one that is the
public's again ("as public"). So each line is short, and a change to one rule, value or word
changes the few lines that tell it. Everything is in English; `tests/test_playthroughs.py` reads
the lines back into every seat's whole view and log after every turn.

After an intended change, rewrite the transcripts and read the diff before committing:

    python -m tests.playthrough
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from game.engine import get_title, new_game, title_names
from game.engine.session import Session
from game.engine.types import to_builtins

FOLDER = Path(__file__).parent / "playthroughs"
COMMANDS = 30

Steps = tuple[str | int, ...]
Values = dict[Steps, object]
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class Lacking:
    """A seat's own value where the public view has one and the seat's view has none."""


LACKING = Lacking()


def values(value, path: Steps = (), found: Values | None = None) -> Values:
    """Every value of a JSON-like structure by its path, object keys sorted, list entries in order;
    an empty list or object is a value of its own."""
    found = {} if found is None else found
    if isinstance(value, dict) and value:
        for key in sorted(value):
            values(value[key], (*path, key), found)
    elif isinstance(value, list) and value:
        for index, item in enumerate(value):
            values(item, (*path, index), found)
    else:
        found[path] = value
    return found


def said(line) -> str:
    """A log line as the transcript keeps it: a move with the seat that gave it."""
    return line.text if line.actor is None else f"seat {line.actor}: {line.text}"


def written(path: Steps) -> str:
    """A path as a reader writes it: `piles.box.cards[2]`, `tokens["row:1"]`."""
    text = ""
    for step in path:
        if isinstance(step, int):
            text += f"[{step}]"
        elif NAME.fullmatch(step):
            text += f".{step}" if text else step
        else:
            text += f"[{json.dumps(step, ensure_ascii=False)}]"
    return text


def in_order(path: Steps) -> tuple:
    """Sorts paths as `values` lists them (a key and an index never meet at one step unless a list
    became an object)."""
    return tuple((isinstance(step, str), step) for step in path)


def same(a, b) -> bool:
    """Equal as JSON writes them (True is not 1)."""
    return type(a) is type(b) and a == b


def view_values(session: Session, seat: int | None) -> Values:
    """A seat's view as JSON writes it: a typed view's structs as objects, its tuples as lists."""
    return values(json.loads(json.dumps(to_builtins(session.view(seat)))))


def differing(public: Values, own: Values) -> Values:
    """Where a seat's view is not the public view: its own values, and LACKING where it has none."""
    found: Values = {path: v for path, v in own.items() if path not in public or not same(public[path], v)}
    found.update({path: LACKING for path in public if path not in own})
    return found


def changed(old: Values, new: Values, dropped: str) -> Iterator[dict]:
    """A line per value that changed from `old` to `new`; a path `new` no longer has is `dropped`."""
    differ = [path for path, value in new.items() if path not in old or not same(old[path], value)]
    for path in sorted(differ + [path for path in old if path not in new], key=in_order):
        if path not in new:
            yield {"view": written(path), dropped: True}
        else:
            yield {"view": written(path), **({"removed": True} if new[path] is LACKING else {"is": new[path]})}


class Seen:
    """What the transcript already holds: each seat's view (the public's whole, a seat's where it
    differs) and how much of each log it read."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.views: dict[int | None, Values] = {}
        self.read: dict[int | None, int] = {}

    def told(self, seat: int | None) -> list[str]:
        log = self.session.log(seat, "en")
        start, self.read[seat] = self.read.get(seat, 0), len(log)
        return [said(line) for line in log[start:]]

    def lines(self) -> Iterator[dict]:
        """What the last turn told and showed, the public first, then each seat where it differs."""
        public_told, public = self.told(None), view_values(self.session, None)
        yield from ({"log": text} for text in public_told)
        yield from changed(self.views.get(None, {}), public, "removed")
        self.views[None] = public
        for seat in range(len(self.session.header.seats)):
            told = self.told(seat)
            if told != public_told:
                yield from ({"seat": seat, "log": text} for text in told or [None])
            own = differing(public, view_values(self.session, seat))
            yield from ({"seat": seat, **line} for line in changed(self.views.get(seat, {}), own, "as public"))
            self.views[seat] = own


def played(name: str) -> Iterator[tuple[Session, dict]]:
    """The title's golden game turn by turn: the session after the set-up and after each command,
    with what heads that turn's lines (the game played; the command and its label)."""
    seed, options = get_title(name).golden_game
    session = new_game(name, seed, options)
    yield session, {"game": name, "seed": seed, "options": session.header.options}
    rng = random.Random(seed)
    for _ in range(COMMANDS):
        if session.outcome():
            return
        legal = session.legal_commands(session.to_move()[0])
        command = legal[rng.randrange(len(legal))]
        head = {"command": json.loads(json.dumps(to_builtins(command), sort_keys=True)),
                "label": session.label(command, "en")}
        session.apply(command)
        yield session, head


def transcript(name: str) -> list[str]:
    lines: list[str] = []
    seen: Seen | None = None
    for turn, (session, head) in enumerate(played(name)):
        seen = seen or Seen(session)
        lines.extend(json.dumps({"turn": turn, **entry}, ensure_ascii=False) for entry in (head, *seen.lines()))
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
