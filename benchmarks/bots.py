"""How the heuristic bots fare against each other: Alone's hero against the Evil players, at the
normal difficulty, in every scenario with 1, 2 and 3 Evil players. Figures printed, nothing
asserted.

    python -m benchmarks.bots [--games N] [--scenario NAME] [--evil-players K]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter

from game.engine import new_game
from game.engine.bots import bot_move
from game.titles.alone.content import content

MAX_COMMANDS = 20_000


def play(scenario: str, evil: int, seed: int, hero_bot: str = "heuristic",
         evil_bot: str = "heuristic", station: str = "new") -> tuple[str, int]:
    """One game between bots: (outcome, commands). `station` is "new" (a station drawn for the
    game) or "classic" (the scenario's printed map)."""
    options = {"scenario": scenario, "evil_players": evil, "difficulty": "normal", "station": station}
    session = new_game("alone", seed, options)
    rng = random.Random(seed)
    for count in range(MAX_COMMANDS):
        outcome = session.outcome()
        if outcome:
            return outcome, count
        seat = session.to_move()[0]
        session.apply(bot_move(session, seat, hero_bot if seat == 0 else evil_bot, rng))
    return "unfinished", MAX_COMMANDS


def scenario_figures(scenario: str, evil: int, games: int, hero_bot: str, evil_bot: str,
                     station: str = "new") -> dict:
    started = time.perf_counter()
    results = [play(scenario, evil, seed, hero_bot, evil_bot, station) for seed in range(games)]
    outcomes = Counter(outcome for outcome, _ in results)
    return {
        "games": games, "hero_win_rate": round(outcomes["hero_win"] / games, 3),
        "outcomes": dict(sorted(outcomes.items())),
        "mean_commands": round(sum(n for _, n in results) / games, 1),
        "seconds_per_game": round((time.perf_counter() - started) / games, 3),
    }


def alone_figures(games: int, hero_bot: str = "heuristic", evil_bot: str = "heuristic",
                  scenarios: tuple[str, ...] = (), evil_counts: tuple[int, ...] = (1, 2, 3),
                  station: str = "new") -> dict:
    """Hero win rates by scenario (every one unless named) and number of Evil players."""
    return {
        f"scenario={scenario}": {
            f"evil_players={evil}": scenario_figures(scenario, evil, games, hero_bot, evil_bot,
                                                     station)
            for evil in evil_counts
        }
        for scenario in scenarios or tuple(content().scenarios)
    }


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bots")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--hero", default="heuristic")
    parser.add_argument("--evil", default="heuristic")
    parser.add_argument("--scenario", action="append", choices=tuple(content().scenarios),
                        help="only this scenario (repeatable); every one by default")
    parser.add_argument("--evil-players", type=int, action="append", choices=(1, 2, 3),
                        help="only this many Evil players (repeatable); 1, 2 and 3 by default")
    parser.add_argument("--station", choices=("new", "classic"), default="new",
                        help="a new station each game (the default) or the scenario's classic map")
    args = parser.parse_args()
    figures = alone_figures(args.games, args.hero, args.evil, tuple(args.scenario or ()),
                            tuple(args.evil_players or (1, 2, 3)), args.station)
    print(json.dumps({"alone": figures}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
