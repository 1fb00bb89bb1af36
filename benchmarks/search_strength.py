"""Does the search bot win more often than the heuristic bot? Each seed is played twice, once with
heuristic bots only and once with the search bot in the seats it is tested in (every seat of a
cooperative title; one side of Alone, `--side`, against the other side's heuristic bots), so the
two tables meet the same deal. Figures printed, nothing asserted.

The search thinks a fixed number of rounds per decision (not a time budget), so the figures do
not depend on how busy the machine is; the seconds it took are printed beside them.

    python -m benchmarks.search_strength TITLE [--games N] [--rounds R] [--first-seed S] [--log FILE]
                                               [--side hero|evil]   (Alone)
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

from game.engine import new_game
from game.engine.bots import bot_move, bot_rng, start_search

TABLES = {    # the options each title is measured at
    "raxxon": {"players": 2, "difficulty": "normal"},
    "zeds": {"players": 1},
    "heredity": {"chapter": 1, "players": 1},
    "alone": {"evil_players": 1, "difficulty": "normal"},
}
SIDES = {"alone": {"evil": lambda seat: seat > 0, "hero": lambda seat: seat == 0}}   # games of sides
MAX_COMMANDS = 20_000


def searching_seats(session, side: str | None) -> set[int]:
    """The seats the search bot is tested in: those of `side` in a game of sides, else every seat."""
    seats = range(session.title.seat_count(session.header.options))
    on_side = SIDES[session.title.name][side] if side else (lambda seat: True)
    return {seat for seat in seats if on_side(seat)}


def measured_seat(session, side: str | None) -> int:
    """Whose win is counted: the first tested seat (in a game of sides, the tested side's)."""
    return min(searching_seats(session, side))


def play(title: str, seed: int, search: bool, rounds: int, side: str | None = None) -> dict:
    """One game; with `search`, the tested seats think `rounds` rounds per decision."""
    session = new_game(title, seed, TABLES[title])
    tested = searching_seats(session, side) if search else set()
    decisions, thinking = 0, 0.0
    while not session.outcome() and session.command_count < MAX_COMMANDS:
        seat = session.to_move()[0]
        if seat in tested and len(session.legal_commands(seat)) > 1:
            started = time.perf_counter()
            thought = start_search(session, seat, bot_rng(seed, session.command_count), rounds=rounds)
            thought.think()
            command = thought.best()
            thinking += time.perf_counter() - started
            decisions += 1
        else:
            command = bot_move(session, seat, "heuristic")
        session.apply(command)
    outcome = session.outcome() or "unfinished"
    won = session.title.side_won(outcome, measured_seat(session, side))
    return {"outcome": outcome, "won": won, "decisions": decisions, "thinking": thinking}


def compare(title: str, seeds: range, rounds: int, log=None, side: str | None = None) -> dict:
    pairs = []
    for seed in seeds:
        heuristic = play(title, seed, False, rounds, side)
        searched = play(title, seed, True, rounds, side)
        pairs.append((heuristic["won"], searched["won"], searched))
        if log:
            print(json.dumps({"seed": seed, "heuristic": heuristic["outcome"], "search": searched["outcome"],
                              "decisions": searched["decisions"],
                              "seconds_thinking": round(searched["thinking"], 1)}), file=log, flush=True)
    return summary(title, pairs, rounds, side)


def summary(title: str, pairs: list, rounds: int, side: str | None = None) -> dict:
    games = len(pairs)
    differences = [int(s) - int(h) for h, s, _ in pairs]
    mean = sum(differences) / games
    spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / max(1, games - 1))
    decisions = sum(p[2]["decisions"] for p in pairs)
    return {
        "title": title, "options": TABLES[title], **({"side": side} if side else {}),
        "games": games, "rounds_per_decision": rounds,
        "heuristic_win_rate": round(sum(h for h, _, _ in pairs) / games, 3),
        "search_win_rate": round(sum(s for _, s, _ in pairs) / games, 3),
        "difference": round(mean, 3),
        "standard_error": round(spread / math.sqrt(games), 3),
        "won_only_with_search": differences.count(1), "won_only_without": differences.count(-1),
        "seconds_per_search_decision": round(sum(p[2]["thinking"] for p in pairs) / max(1, decisions), 3),
    }


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.search_strength")
    parser.add_argument("title", choices=sorted(TABLES))
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--log", help="write each pair of games to this file as it ends")
    parser.add_argument("--side", help="in a game of sides, the side the search plays (Alone: hero or evil)")
    args = parser.parse_args()
    sides = SIDES.get(args.title)
    if bool(sides) != bool(args.side) or (sides and args.side not in sides):
        parser.error(f"--side is one of {', '.join(sides)}" if sides else f"{args.title} has no sides")
    log = open(args.log, "a") if args.log else None        # noqa: SIM115 (kept open while games run)
    try:
        result = compare(args.title, range(args.first_seed, args.first_seed + args.games), args.rounds, log,
                         args.side)
    finally:
        if log:
            log.close()
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
