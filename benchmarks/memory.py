"""Memory over a long evening: one program run plays all-bot games of Dawn of the Zeds at the table,
one after another, each followed by a look at its replay and a return to the menu; the process's
resident memory is read at the menu after each game.

    python -m benchmarks.memory [--games N] [--bot heuristic|search] [--search-seconds S]

Each game goes as at a drawing table: the bots move through the table (`TableScene.bot_move`),
a frame is drawn after every command, the game-over screen shows, its Replay is stepped through
to the end and closed, and its Menu button leaves the table (saving the game); the main loop then
runs a moment at the menu, where it rests. The search bot, the
default, thinks `--search-seconds` per decision instead of its second, so that ten games take
minutes, not hours. Figures: the resident memory (MB) at the menu before the first game and after
each, and the last game's end beside the second's start (the first fills what any game needs
once: fonts, card pictures, the rules' content).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

PAGE = os.sysconf("SC_PAGE_SIZE")
FRAME = 1 / 60
REST = 0.3          # seconds the main loop runs at the menu after a game: it draws, then rests


def resident_mb() -> float:
    """The process's resident memory now (Linux: /proc/self/statm), in MB."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * PAGE / 1e6


def at_the_menu_mb() -> float:
    gc.collect()
    return round(resident_mb(), 1)


def play_game(app, seed: int, bot: str) -> int:
    """One all-bot solo game at the table to its end, its replay stepped through, then a moment at
    the menu (the program draws, then rests). Returns the commands played."""
    commands = play_to_the_menu(app, seed, bot)
    app.loop(REST)          # nothing here holds the table any more, as in the program
    return commands


def play_to_the_menu(app, seed: int, bot: str) -> int:
    from game.engine.session import SeatInfo
    from scenes import games
    table = games.start(app, "zeds", {"players": 1}, [SeatInfo(kind="bot", bot=bot)], seed=seed)
    app.frame(FRAME, [])
    while not table.session.outcome():
        table.bot_move(table.session.to_move()[0], whole=True)
        app.frame(FRAME, [])
    over = app.top
    over.replay()
    replay = app.top
    while replay.step < replay.replay.last:
        replay.go(replay.step + 1)
        app.frame(FRAME, [])
    replay.close()
    app.frame(FRAME, [])
    next(button for button in over.buttons.buttons if button.name == "menu").action()
    return table.session.command_count


def run(games: int = 10, bot: str = "search", search_seconds: float = 0.05) -> dict:
    from functools import partial

    from game.engine import bots
    from scenes import table
    from scenes.app import App
    from scenes.menu import MenuScene
    table.start_search = partial(bots.start_search, budget=search_seconds)   # the table's bots think less
    bots.MEASURED_ROUNDS = 0
    with tempfile.TemporaryDirectory() as data:
        app = App(data_dir=data, language="en", headless=True)
        app.settings.animation = 1.0
        app.reset(MenuScene(app))
        app.frame(FRAME, [])
        at_menu = [at_the_menu_mb()]
        commands, seconds = [], []
        for seed in range(games):
            start = time.perf_counter()
            commands.append(play_game(app, 1000 + seed, bot))
            seconds.append(round(time.perf_counter() - start, 1))
            at_menu.append(at_the_menu_mb())
        app.shutdown()
    second_began = at_menu[1] if games >= 2 else at_menu[0]
    return {"games": games, "bot": bot, "search_seconds": search_seconds, "commands": commands,
            "seconds_per_game": seconds, "at_menu_mb": at_menu,
            "last_against_second_start": round(at_menu[-1] / second_began, 3)}


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.memory")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--bot", choices=("heuristic", "search"), default="search")
    parser.add_argument("--search-seconds", type=float, default=0.05)
    args = parser.parse_args()
    print(json.dumps(run(args.games, args.bot, args.search_seconds), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
