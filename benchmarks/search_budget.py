"""How much the search bot thinks within its budget: rounds played per decision (each round plays
every weighed command once, to the end of the game or to the title's rollout horizon), on
decisions of heuristic games, per title. The speed of the rules and of the heuristic bots is what
buys these rounds; the search overrules the heuristic only after `MIN_ROUNDS`. Figures printed,
nothing asserted.

    python -m benchmarks.search_budget [--decisions N] [--budget SECONDS]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from benchmarks.search_strength import TABLES
from game.engine import new_game
from game.engine.bots import bot_move, bot_rng, start_search
from game.engine.search import MIN_ROUNDS

EVERY = 5          # a search on every fifth decision of the game, so its whole length is sampled


def rounds_per_decision(title: str, decisions: int, budget: float, seed: int = 7) -> dict:
    played: list[int] = []
    thinking: list[float] = []
    session = new_game(title, seed, TABLES[title])
    while len(played) < decisions:
        if session.outcome():
            seed += 1
            session = new_game(title, seed, TABLES[title])
        seat = session.to_move()[0]
        if session.command_count % EVERY == 0 and len(session.legal_commands(seat)) > 1:
            search = start_search(session, seat, bot_rng(seed, session.command_count), budget=budget)
            search.at_least = 0            # what the budget alone buys (a table thinks on to MEASURED_ROUNDS)
            started = time.process_time()
            search.think()
            thinking.append(time.process_time() - started)
            played.append(search.played)
        session.apply(bot_move(session, seat, "heuristic"))
    return {"decisions": decisions, "rounds_median": statistics.median(played), "rounds_max": max(played),
            "decisions_reaching_min_rounds": sum(1 for p in played if p >= MIN_ROUNDS),
            "cpu_seconds_per_decision": round(statistics.mean(thinking), 3)}


def run(decisions: int, budget: float) -> dict:
    return {"budget_seconds": budget, "min_rounds_to_overrule": MIN_ROUNDS,
            **{title: rounds_per_decision(title, decisions, budget) for title in TABLES}}


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.search_budget")
    parser.add_argument("--decisions", type=int, default=10)
    parser.add_argument("--budget", type=float, default=1.0)
    args = parser.parse_args()
    print(json.dumps(run(args.decisions, args.budget), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
