"""What a person playing Alone's hero waits for against the Evil bot: from his command to his
next prompt, and from the table opening to his first turn (the Evil set-up), in wall-clock
seconds at the bots' pace 1×, the bot's thinking included; beside it, how long the Evil bot's
decisions in between take, so that a wait that tells the hero something shows as a spread.

The table runs headless, frames drawn at 60 a second of real time, the hero's commands given by
his heuristic bot through `TableScene.send` as a person's click would.

    python -m benchmarks.evil_pace --actions 30
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAME = 1 / 60


def _run_frames_until(app, done, limit: float = 60.0) -> float:
    """Frames of real time until `done()`; the seconds it took."""
    start = time.perf_counter()
    last = start
    while not done():
        now = time.perf_counter()
        app.frame(now - last, [])
        last = now
        left = FRAME - (time.perf_counter() - now)
        if left > 0:
            time.sleep(left)
        if now - start > limit:
            raise RuntimeError("the hero's turn never came")
    return time.perf_counter() - start


def measure(actions: int, seed: int = 1, kind: str = "search") -> dict:
    from game.engine import new_game
    from game.engine.bots import bot_move
    from game.engine.session import SeatInfo
    from game.titles.alone import model as m
    from scenes import games
    from scenes.app import App

    app = App(data_dir=tempfile.mkdtemp(), language="en", headless=True)
    app.settings.animation = 1.0
    session = new_game("alone", seed, {"evil_players": 1},
                       seats=[SeatInfo(), SeatInfo(kind="bot", bot=kind)])
    table = games.open_table(app, session, "bench-evil-pace")
    table.pace.speed = 1.0

    def heros_turn() -> bool:
        return bool(session.outcome()) or session.to_move() == (m.HERO,)

    setup = _run_frames_until(app, heros_turn)
    waits, evil_moves = [], []
    while len(waits) < actions and not session.outcome():
        command = bot_move(session, m.HERO, "heuristic")
        table.send(command)
        before = session.command_count
        wait = _run_frames_until(app, heros_turn)
        if isinstance(command, m.Act):          # an action, not a further step of one (a door, a step on)
            waits.append(wait)
            evil_moves.append(session.command_count - before)
    app.shutdown()
    per_move = [w / n for w, n in zip(waits, evil_moves, strict=True) if n]
    per_move = per_move or [0.0]
    return {
        "evil_bot": kind,
        "setup_s": round(setup, 2),
        "hero_actions": len(waits),
        "wait_after_action_s": {"median": round(statistics.median(waits), 2), "max": round(max(waits), 2)},
        "evil_decisions_per_action": {"median": statistics.median(evil_moves), "max": max(evil_moves)},
        "seconds_per_evil_decision": {"min": round(min(per_move), 3), "max": round(max(per_move), 3)},
    }


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.evil_pace")
    parser.add_argument("--actions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    report = [measure(args.actions, args.seed, kind) for kind in ("search", "heuristic")]
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
