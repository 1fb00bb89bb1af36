"""Engine commands per second in random playouts, per title (no invariant checks)."""

from __future__ import annotations

from game.engine import title_names
from game.engine.playout import playout

OPTIONS = {"raxxon": {"players": 2, "difficulty": "normal"}}


def run(games: int) -> dict:
    figures = {}
    for title in title_names():
        result = playout(title, games, 1, OPTIONS.get(title, {}))
        figures[title] = {"commands_per_second": result["commands_per_second"],
                          "mean_commands_per_game": result["mean_commands_per_game"],
                          "errors": result["errors"]}
    return figures
