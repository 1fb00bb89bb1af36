"""Fits a title's value curve (`game/titles/<title>/value.py`) on heuristic games and prints the
weights to paste into it, with how well they predict games they were not fitted on.

Games are played as the search's rollouts play them (`game.engine.search.rollout_step`, heuristic
bots at every seat), at the options `benchmarks/search_strength.py` measures the search at. Every
`--every`th state of a game is a sample: its `features` and whether the game was won. The curve is
a logistic regression (Newton's method, a little L2 so it always converges); seeds from
`--first-seed` on are fitted, the next fifth of as many are held out.

    python -m tools.fit_value TITLE [--games N] [--every K] [--first-seed S]
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import sys
from types import ModuleType

from benchmarks.search_strength import TABLES
from game.engine import new_game
from game.engine.curve import chance
from game.engine.search import reward, rollout_step

SEAT = 0          # whose chance is fitted: the first seat's side (Alone's hero; the others are co-operative)
L2 = 1e-3


def samples(title_name: str, value: ModuleType, seed: int, every: int) -> list[tuple[tuple[float, ...], float]]:
    """(features, won) for every `every`th state of one heuristic game."""
    session = new_game(title_name, seed, TABLES[title_name])
    title, state = session.title, session.state
    rng = random.Random(seed)
    seen: list[tuple[float, ...]] = []
    for step in range(20_000):
        if title.outcome(state) is not None:
            break
        if step % every == 0:
            seen.append(value.features(state, SEAT))
        state = rollout_step(title, state, rng)
    won = reward(title, title.outcome(state), SEAT)
    return [(x, won) for x in seen]


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the systems here are a few rows)."""
    n = len(vector)
    rows = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[col][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit(data: list[tuple[tuple[float, ...], float]], iterations: int = 25) -> list[float]:
    n = len(data[0][0])
    weights = [0.0] * n
    for _ in range(iterations):
        gradient = [-L2 * w for w in weights]
        hessian = [[L2 if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, y in data:
            p = chance(weights, x)
            for i in range(n):
                gradient[i] += (y - p) * x[i]
                for j in range(n):
                    hessian[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return weights


def scores(weights: list[float], data: list[tuple[tuple[float, ...], float]]) -> dict:
    base = sum(y for _, y in data) / len(data)
    predicted = [(chance(weights, x), y) for x, y in data]
    loss = sum(-math.log(max(1e-12, p if y else 1 - p)) for p, y in predicted)
    base_loss = sum(-math.log(base if y else 1 - base) for _, y in data)
    right = sum((p >= 0.5) == bool(y) for p, y in predicted)
    return {"samples": len(data), "win_share": round(base, 3), "log_loss": round(loss / len(data), 4),
            "log_loss_of_the_win_share": round(base_loss / len(data), 4), "accuracy": round(right / len(data), 3)}


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.fit_value")
    parser.add_argument("title", choices=sorted(TABLES))
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--first-seed", type=int, default=50_000)
    args = parser.parse_args()
    value = importlib.import_module(f"game.titles.{args.title}.value")
    held_out = max(1, args.games // 5)
    fitted: list = []
    tested: list = []
    for seed in range(args.first_seed, args.first_seed + args.games + held_out):
        (fitted if seed < args.first_seed + args.games else tested).extend(samples(args.title, value, seed, args.every))
    weights = fit(fitted)
    print(json.dumps({"title": args.title, "games": args.games, "held_out_games": held_out,
                      "weights": dict(zip(value.NAMES, (round(w, 4) for w in weights), strict=True)),
                      "fitted": scores(weights, fitted), "held_out": scores(weights, tested)}, indent=2))
    print("WEIGHTS = (" + ", ".join(f"{w:.4f}" for w in weights) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
