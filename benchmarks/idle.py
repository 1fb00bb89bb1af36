"""CPU used while nothing happens: the program's own processor time over a few seconds of its main
loop (`App.loop`) at the menu and at each table waiting for a person, as a percentage of one core.

    python -m benchmarks.idle [--seconds S]            # headless (SDL dummy driver)
    xvfb-run -a python -m benchmarks.idle --window     # a real window on an X server

The program's own time only (an X server's work is not counted). Measured on the development
machine (2 cores) before and after the main loop learnt to rest:

    before (redrawing 60 frames a second):  dummy driver 20-23 %, Xvfb window 90-92 %
    after  (waiting for input or a timer):  dummy driver 0.7-1.0 %, Xvfb window 1.4-1.9 %
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time

TABLES = {
    "raxxon": ("raxxon", {"players": 1}),
    "zeds": ("zeds", {"players": 1}),
    "heredity": ("heredity", {"chapter": 1, "players": 1}),
    "alone": ("alone", {}),
}


def busy(app, seconds: float) -> float:
    """Percent of one core the program used over `seconds` of its main loop."""
    app.loop(0.5)                          # settle: the first frames, the pictures cached
    cpu, wall = time.process_time(), time.perf_counter()
    app.loop(seconds)
    return round(100 * (time.process_time() - cpu) / (time.perf_counter() - wall), 1)


def run(seconds: float = 3.0, window: bool = False) -> dict:
    if not window:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.engine import new_game
    from scenes import games
    from scenes.app import App
    from scenes.menu import MenuScene

    figures = {}
    with tempfile.TemporaryDirectory() as data:
        app = App(data_dir=data, language="en", headless=not window)
        app.reset(MenuScene(app))
        figures["menu"] = busy(app, seconds)
        for name, (title, options) in TABLES.items():
            games.open_table(app, new_game(title, 4, options), f"idle-{name}")
            figures[name] = busy(app, seconds)
        app.shutdown()
    return {"percent_of_one_core": figures, "seconds": seconds,
            "driver": "x11 window" if window else "dummy"}


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.idle")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--window", action="store_true", help="open a real window (needs a display)")
    args = parser.parse_args()
    print(json.dumps(run(args.seconds, args.window), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
