"""Runs every benchmark and prints one JSON object."""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--exe", help="also time the first frame of a built executable")
    args = parser.parse_args()
    from benchmarks import bots, engine, frames, idle, memory, saving, search_budget, startup

    report = {
        "python": sys.version.split()[0],
        "startup": startup.run(args.exe, repeats=3 if args.quick else 7),
        "engine": engine.run(games=100 if args.quick else 400),
        "saves": saving.run(commands=5000),
        "frames": frames.run(count=120 if args.quick else 400),
        "idle": idle.run(seconds=1.5 if args.quick else 3.0),
        "bots": {"alone": bots.alone_figures(games=100 if args.quick else 500)},
        "search": search_budget.run(decisions=4 if args.quick else 10, budget=1.0),
        "memory_over_an_evening": memory.run(games=3 if args.quick else 10),
    }
    report["peak_memory_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
