"""Digests of many bot games per title, to show that a change to how the rules are written left
every game the same.

Per title: 60 random games (seeds 0–59) and 15 heuristic games (seeds 0–14), game n with each
option set to its choice n (modulo the choices), so the games run through every option. Printed
as JSON, per title, the SHA-256 of:

- `games`: each game's commands and outcome (what must not change);
- `told`: each turn's events but the queue's bookkeeping (what the rules did);
- `events`: each turn's events whole, the queue's included (how the rules kept their queue).

Run it before and after a change and compare:

    python -m tests.digest [TITLE ...]
"""

from __future__ import annotations

import hashlib
import json
import sys

import msgspec

from game.engine import title_names
from game.engine.playout import play_one
from game.engine.queue import QUEUE_EVENTS
from game.engine.registry import get_title

GAMES = {"random": 60, "heuristic": 15}


def options_of(title_name: str, game: int) -> dict:
    """The options of game `game`: each option's choice `game`, modulo its choices."""
    return {spec.name: spec.choices[game % len(spec.choices)] for spec in get_title(title_name).options}


def digest(title_name: str) -> dict[str, str]:
    hashes = {name: hashlib.sha256() for name in ("games", "told", "events")}
    for bot, count in GAMES.items():
        for game in range(count):
            session = play_one(title_name, game, options_of(title_name, game), bot)
            commands = [msgspec.json.encode(turn.command) for turn in session.history[1:]]
            hashes["games"].update(b"\n".join(commands) + f"\n{session.outcome()}\n".encode())
            for turn in session.history:
                told = [event for event in turn.events if type(event) not in QUEUE_EVENTS]
                hashes["told"].update(msgspec.json.encode(told) + b"\n")
                hashes["events"].update(msgspec.json.encode(turn.events) + b"\n")
    return {name: value.hexdigest() for name, value in hashes.items()}


def main(names: list[str]) -> None:
    print(json.dumps({name: digest(name) for name in names or title_names()}, indent=1))


if __name__ == "__main__":
    main(sys.argv[1:])
