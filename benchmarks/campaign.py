"""The Heredity campaign played as a family plays it, chapter after chapter from chapter 1
(`game/titles/heredity/arc.py`). Figures printed as JSON, nothing asserted.

    python -m benchmarks.campaign coverage [--games N] [--spread S]
        The walk: N bot games on every way and every guide once; each ending won goes on with up
        to S carries of different stories. Per chapter: the ways into it, the games played and
        won, each ending and how often, and what never came up on any way (cards, encounters,
        endings). `tests/heredity/test_arc.py` holds the walk at 12 and 8 to nothing unseen.

    python -m benchmarks.campaign rates [--bot heuristic|search] [--rounds R] [--games N]
                                        [--players 1 2 3 4] [--chapters 1 2 3 4 5] [--first-seed S]
        How often a bot wins each chapter entered from the campaign: game n starts from way
        n mod (ways) into the chapter (the ways a walk of 2 bot games and the guides found;
        chapter 1 from its own start), with bots of one kind in every seat. A search bot thinks
        R rounds a decision (16: what it plays at the table at the least), so the figures do not
        depend on the machine.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import sys
import time

from game.titles.heredity import arc
from game.titles.heredity.carry import chapters, is_win

ENTRY_WALK = 2          # bot games per way of the walk that finds the ways into each chapter


def coverage(games: int, spread: int) -> dict:
    started = time.perf_counter()
    walk = arc.walk(games, spread=spread)
    unseen = arc.unseen(walk)
    return {
        "games_per_way": games, "spread": spread, "seconds": round(time.perf_counter() - started, 1),
        "chapters": {number: {
            "ways_in": len(walk.entered.get(number, [])), "games": seen.games, "won": seen.wins,
            "endings": dict(seen.endings.most_common()), "unseen": unseen[number], "problems": seen.problems[:5],
        } for number, seen in sorted(walk.seen.items())},
    }


def rates(bot: str, rounds: int | None, games: int, players: list[int], numbers: list[int], first_seed: int,
          log=None) -> dict:
    entries = arc.walk(ENTRY_WALK).entered
    player = arc.bots(bot, rounds)
    table: dict = {}
    for number in numbers:
        ways = entries.get(number) or []
        for count in players:
            started, won = time.perf_counter(), 0
            for seed in range(first_seed, first_seed + games):
                way = ways[seed % len(ways)]
                outcome = arc.play(number, way.carry, seed, player, count).outcome()
                won += is_win(outcome)
                if log:
                    print(json.dumps({"chapter": number, "players": count, "seed": seed, "way": way.endings,
                                      "outcome": outcome}), file=log, flush=True)
            rate = won / games
            table.setdefault(number, {})[count] = {
                "games": games, "won": won, "win_rate": round(rate, 3),
                "standard_error": round(math.sqrt(rate * (1 - rate) / games), 3), "ways_in": len(ways),
                "seconds": round(time.perf_counter() - started, 1)}
    return {"bot": bot, "rounds_per_decision": rounds, "chapters": table}


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.campaign")
    sub = parser.add_subparsers(dest="what", required=True)
    walk = sub.add_parser("coverage")
    walk.add_argument("--games", type=int, default=12)
    walk.add_argument("--spread", type=int, default=8)
    rate = sub.add_parser("rates")
    rate.add_argument("--bot", choices=("heuristic", "search"), default="heuristic")
    rate.add_argument("--rounds", type=int, default=16)
    rate.add_argument("--games", type=int, default=100)
    rate.add_argument("--players", type=int, nargs="+", default=[1, 2, 3, 4])
    rate.add_argument("--chapters", type=int, nargs="+", default=chapters())
    rate.add_argument("--first-seed", type=int, default=1000)
    rate.add_argument("--log", help="write each game's outcome to this file as it ends")
    args = parser.parse_args()
    if args.what == "coverage":
        result = coverage(args.games, args.spread)
    else:
        with open(args.log, "a") if args.log else contextlib.nullcontext() as log:
            result = rates(args.bot, args.rounds if args.bot == "search" else None, args.games, args.players,
                           args.chapters, args.first_seed, log)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
