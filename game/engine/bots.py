"""Bots play through the same `legal_commands` and `apply` as people."""

from __future__ import annotations

import random
from typing import Sequence

from game.engine.errors import RuleError
from game.engine.title import Bot, Title
from game.engine.types import Command, State

BOT_KINDS = ("random", "heuristic")


def random_bot(state: State, seat: int, legal: Sequence[Command], rng: random.Random) -> Command:
    return legal[rng.randrange(len(legal))]


def bot_for(title: Title, kind: str) -> Bot:
    if kind == "random":
        return random_bot
    if kind == "heuristic":
        return title.heuristic_bot or random_bot
    raise RuleError("engine.unknown_bot", bot=kind, known=", ".join(BOT_KINDS))


def bot_rng(seed: int, command_number: int) -> random.Random:
    """A bot's own random source, apart from the game's, so bots never shift the dice."""
    return random.Random(seed * 7919 + command_number * 104729 + 17)
