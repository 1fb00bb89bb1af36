"""How the heuristic bots fare against each other: Alone's hero against the Evil players, at the
normal difficulty, with 1, 2 and 3 Evil players. Figures printed, nothing asserted.

    python -m benchmarks.bots [--games N]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from game.engine import new_game
from game.engine.bots import bot_move

MAX_COMMANDS = 20_000


def play(evil: int, seed: int, hero_bot: str = "heuristic", evil_bot: str = "heuristic") -> tuple[str, int]:
    """One game between bots: (outcome, commands)."""
    session = new_game("alone", seed, {"evil_players": evil, "difficulty": "normal"})
    rng = random.Random(seed)
    for count in range(MAX_COMMANDS):
        outcome = session.outcome()
        if outcome:
            return outcome, count
        seat = session.to_move()[0]
        session.apply(bot_move(session, seat, hero_bot if seat == 0 else evil_bot, rng))
    return "unfinished", MAX_COMMANDS


def alone_figures(games: int, hero_bot: str = "heuristic", evil_bot: str = "heuristic") -> dict:
    figures = {}
    for evil in (1, 2, 3):
        started = time.perf_counter()
        results = [play(evil, seed, hero_bot, evil_bot) for seed in range(games)]
        wins = sum(1 for outcome, _ in results if outcome == "hero_win")
        figures[f"evil_players={evil}"] = {
            "games": games, "hero_win_rate": round(wins / games, 3),
            "unfinished": sum(1 for outcome, _ in results if outcome == "unfinished"),
            "mean_commands": round(sum(n for _, n in results) / games, 1),
            "seconds_per_game": round((time.perf_counter() - started) / games, 3),
        }
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bots")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--hero", default="heuristic")
    parser.add_argument("--evil", default="heuristic")
    args = parser.parse_args()
    print(json.dumps({"alone": alone_figures(args.games, args.hero, args.evil)}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
