"""Engine commands per second in random playouts, per title (no invariant checks), each read
against OpenSpiel's block dominoes measured in the same run when its environment exists."""

from __future__ import annotations

from benchmarks import anchor
from game.engine import title_names
from game.engine.playout import playout

OPTIONS = {"raxxon": {"players": 2, "difficulty": "normal"}}


def run(games: int) -> dict:
    dominoes = anchor.actions_per_second()
    figures: dict = {"anchor": {"openspiel_block_dominoes_actions_per_second": dominoes}
                     if dominoes else {"unavailable": "make bench-anchor builds its environment"}}
    for title in title_names():
        result = playout(title, games, 1, OPTIONS.get(title, {}))
        figures[title] = {"commands_per_second": result["commands_per_second"],
                          "mean_commands_per_game": result["mean_commands_per_game"],
                          "errors": result["errors"]}
        if dominoes:
            figures[title]["times_anchor"] = round(result["commands_per_second"] / dominoes, 2)
    return figures
