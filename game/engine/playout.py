"""Random (or heuristic) bot games played to the end, as fast as the engine goes.

With `check=True` every event is folded one by one and the title's invariants are checked after
each, and the state `decide` built is compared with the fold of its events.
"""

from __future__ import annotations

import time
import traceback

from game.engine.bots import bot_for, bot_move
from game.engine.registry import get_title
from game.engine.session import Session

DEFAULT_COMMAND_LIMIT = 20_000


class PlayoutFailure(Exception):
    pass


def play_one(title_name: str, seed: int, options: dict, bot: str = "random", check: bool = False,
             command_limit: int = DEFAULT_COMMAND_LIMIT) -> Session:
    session = Session.new(title_name, seed, options)
    title = session.title
    bot_for(title, bot)                       # a bot the title has not is refused before the game starts
    if check:
        _check_state(title, session.state, "set-up")
    while session.outcome() is None:
        if session.command_count >= command_limit:
            raise PlayoutFailure(f"no end after {command_limit} commands")
        seats = session.to_move()
        if not seats:
            raise PlayoutFailure("nobody to move and no outcome")
        seat = seats[0]
        if not session.legal_commands(seat):
            raise PlayoutFailure(f"seat {seat} must move but has no legal command")
        command = bot_move(session, seat, bot)
        before = session.state
        events = session.apply(command)
        if check:
            _check_events(title, before, events, session.state)
    return session


def _check_state(title, state, where: str) -> None:
    problems = title.check_invariants(state)
    if problems:
        raise PlayoutFailure(f"invariant broken after {where}: {'; '.join(problems)}")


def _check_events(title, before, events, after) -> None:
    state = before
    for event in events:
        state = title.evolve(state, event)
        _check_state(title, state, type(event).__name__)
    if state != after:
        raise PlayoutFailure("decide's state differs from the fold of its events")


def playout(title_name: str, games: int, seed: int, options: dict | None = None, bot: str = "random",
            check: bool = False) -> dict:
    title = get_title(title_name)
    options = title.resolve_options(options)
    wins = losses = errors = commands = 0
    outcomes: dict[str, int] = {}
    first_errors: list[str] = []
    start = time.perf_counter()
    for game in range(games):
        try:
            session = play_one(title_name, seed + game, options, bot, check)
        except Exception as error:  # a playout reports every failure instead of stopping
            errors += 1
            if len(first_errors) < 5:
                first_errors.append(f"seed {seed + game}: {type(error).__name__}: {error}\n"
                                    + traceback.format_exc(limit=6))
            continue
        commands += session.command_count
        outcome = session.outcome()
        assert outcome is not None          # play_one plays on until there is one
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        if outcome in title.win_outcomes:
            wins += 1
        else:
            losses += 1
    elapsed = time.perf_counter() - start
    finished = games - errors
    return {
        "title": title_name,
        "options": options,
        "bot": bot,
        "games": games,
        "wins": wins,
        "losses": losses,
        "errors": errors,
        "outcomes": outcomes,
        "commands": commands,
        "seconds": round(elapsed, 3),
        "commands_per_second": round(commands / elapsed, 1) if elapsed > 0 else 0.0,
        "mean_commands_per_game": round(commands / finished, 1) if finished else 0.0,
        "first_errors": first_errors,
    }
