"""Bots play through the same `legal_commands` and `apply` as people, and see only what their
seat sees: a bot is handed `view(state, seat)`, never the state. The search bot is handed tables
its seat cannot tell from the real one (`game.engine.search`)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.engine.errors import RuleError
from game.engine.rng import TrackedRandom
from game.engine.search import WEIGHED, Search, ranked
from game.engine.title import Bot, Title
from game.engine.types import Command

BOT_KINDS = ("random", "heuristic", "search")
SEARCH_SECONDS = 1.0       # a search bot's thinking time per decision
# The rounds its strength was measured at (benchmarks/search_strength.py): where its second buys
# fewer (Dawn of the Zeds, about 14), it thinks on for them, up to twice its second.
MEASURED_ROUNDS = 16


def random_bot(view: dict | None, seat: int, legal: Sequence[Command], rng: random.Random) -> Command:
    """Any legal command. It reads nothing else, so it is handed no view (`bot_move`)."""
    return legal[rng.randrange(len(legal))]


def searches(title: Title) -> bool:
    """Whether `title` has a search bot (it plays every seat: `redeal` deals for each)."""
    return title.redeal is not None


def bot_for(title: Title, kind: str) -> Bot:
    """The bot of `kind` that decides from a view (the search bot is made per decision:
    `start_search`)."""
    if kind == "random":
        return random_bot
    if kind == "heuristic":
        return title.heuristic_bot or random_bot
    if kind == "search":
        if not searches(title):
            raise RuleError("engine.no_search_bot", title=title.name)
        return title.heuristic_bot or random_bot
    raise RuleError("engine.unknown_bot", bot=kind, known=", ".join(BOT_KINDS))


def bot_kinds(title: Title) -> tuple[str, ...]:
    """The bots a seat of `title` may be given."""
    return BOT_KINDS if searches(title) else tuple(k for k in BOT_KINDS if k != "search")


def default_bot(title: Title, seat: int) -> str:
    """The bot `seat` gets when none is named: the stronger one for its side, where the title has
    it, else the heuristic one."""
    kind = title.side_default_bot(seat) if title.side_default_bot else title.default_bot
    return kind if kind in bot_kinds(title) else "heuristic"


def bot_seed(seed: int, command_number: int) -> int:
    return seed * 7919 + command_number * 104729 + 17


def bot_rng(seed: int, command_number: int) -> random.Random:
    """A bot's own random source, apart from the game's, so bots never shift the dice; seeded
    when first drawn from, as a heuristic bot may draw nothing."""
    return TrackedRandom(bot_seed(seed, command_number))


def start_search(session, seat: int, rng: random.Random | None = None, budget: float = SEARCH_SECONDS,
                 rounds: int | None = None) -> Search:
    """A search bot's thinking about `seat`'s decision now: it weighs the heuristic's first
    choices, on tables the engine redeals from the real one (never that table itself)."""
    title = session.title
    bot_for(title, "search")                  # refused for a title without a search bot
    state = session.state
    redeal = title.redeal
    assert redeal is not None
    rng = rng or bot_rng(session.header.seed, session.command_count)
    view = title.heuristic_view(state, seat)
    heuristic = bot_for(title, "heuristic")
    choices_rng = random.Random(rng.getrandbits(64))
    commands = ranked(lambda left: heuristic(view, seat, left, choices_rng), session.legal_commands(seat), WEIGHED)
    return Search(title, seat, commands, lambda world_rng: redeal(state, seat, world_rng), rng,
                  budget=budget, rounds=rounds, at_least=MEASURED_ROUNDS)


def bot_move(session, seat: int, kind: str, rng: random.Random | None = None) -> Command:
    """The command a bot of `kind` gives for `seat` now, from what that seat sees; `rng` is the
    bot's own random source (default: derived from the game seed and the command number)."""
    if kind == "search":
        search = start_search(session, seat, rng)
        search.think()
        return search.best()
    bot = bot_for(session.title, kind)
    legal = session.legal_commands(seat)
    if bot is random_bot:
        # It always draws: a source seeded at once (the same numbers as `bot_rng`'s) draws
        # straight from the generator, without the lazy source's steps in Python.
        return random_bot(None, seat, legal, rng or random.Random(bot_seed(session.header.seed, session.command_count)))
    rng = rng or bot_rng(session.header.seed, session.command_count)
    return bot(session.title.heuristic_view(session.state, seat), seat, legal, rng)
