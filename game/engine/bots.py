"""Bots play through the same `legal_commands` and `apply` as people, and see only what their
seat sees: a bot is handed `view(state, seat)`, never the state."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine.errors import RuleError
from game.engine.rng import TrackedRandom
from game.engine.title import Bot, Title
from game.engine.types import Command

BOT_KINDS = ("random", "heuristic")


def random_bot(view: dict | None, seat: int, legal: Sequence[Command], rng: random.Random) -> Command:
    """Any legal command. It reads nothing else, so it is handed no view (`bot_move`)."""
    return legal[rng.randrange(len(legal))]


def bot_for(title: Title, kind: str) -> Bot:
    if kind == "random":
        return random_bot
    if kind == "heuristic":
        return title.heuristic_bot or random_bot
    raise RuleError("engine.unknown_bot", bot=kind, known=", ".join(BOT_KINDS))


def bot_rng(seed: int, command_number: int) -> random.Random:
    """A bot's own random source, apart from the game's, so bots never shift the dice."""
    return TrackedRandom(seed * 7919 + command_number * 104729 + 17)


def bot_move(session, seat: int, kind: str, rng: random.Random | None = None) -> Command:
    """The command a bot of `kind` gives for `seat` now, from what that seat sees; `rng` is the
    bot's own random source (default: derived from the game seed and the command number)."""
    bot = bot_for(session.title, kind)
    legal = session.legal_commands(seat)
    rng = rng or bot_rng(session.header.seed, session.command_count)
    if bot is random_bot:
        return random_bot(None, seat, legal, rng)
    return bot(session.view(seat), seat, legal, rng)
