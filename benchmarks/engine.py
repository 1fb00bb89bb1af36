"""Engine commands per CPU second in random playouts, per title (no invariant checks), each read
against OpenSpiel's block dominoes measured in the same run when its environment exists: before
the first title and after each, so that every title sits between two measures of the anchor on a
machine whose load changes.

Two figures per title:
- `core`: the loop the anchor runs — the legal commands, a random pick, `decide` and the state it
  makes — which is also the step of the search bot's rollouts (`search.advance`).
- `session`: the same play through `Session`, as a table plays: every command checked against the
  legal list, its turn recorded, its undo state kept, the bot's own random source made.

Each is read against the anchor in two units: per action (the anchor's every action, its deal's
chance actions included) and per decision (a player's actions alone). A Holdout command is always
a player's decision, so per decision is the fair unit; per action is the one first measured.
"""

from __future__ import annotations

import random
import time

from benchmarks import anchor
from game.engine import title_names
from game.engine.playout import playout
from game.engine.queue import state_after
from game.engine.registry import get_title
from game.engine.rng import rng_for
from game.engine.search import advance

OPTIONS = {"raxxon": {"players": 2, "difficulty": "normal"}}


def new_state(title, options: dict, seed: int):
    """A new game's state as the rules make it (the anchor's `new_initial_state`): the set-up's
    events fold into it, without the `Session` a table keeps around it."""
    state = title.initial_state(options)
    return state_after(state, title.setup(state, None, rng_for(seed, 0)), title.evolve)


def core_rate(title_name: str, games: int, seed: int = 1) -> float:
    """Commands per CPU second of random play on bare states (set-up included, as the anchor's)."""
    title = get_title(title_name)
    options = title.resolve_options(OPTIONS.get(title_name, {}))
    commands = 0
    start = time.process_time()
    for game in range(games):
        rng = random.Random(seed + game)
        state = new_state(title, options, seed + game)
        while title.outcome(state) is None:
            legal = title.legal_commands(state, title.to_move(state)[0])
            state = advance(title, state, legal[rng.randrange(len(legal))], rng)
            commands += 1
    return commands / (time.process_time() - start)


def session_rate(title_name: str, games: int) -> dict:
    start = time.process_time()
    result = playout(title_name, games, 1, OPTIONS.get(title_name, {}))
    return {"commands_per_cpu_second": round(result["commands"] / (time.process_time() - start), 1),
            "mean_commands_per_game": result["mean_commands_per_game"], "errors": result["errors"]}


def times_anchor(commands_per_second: float, around: list[anchor.AnchorRate]) -> dict:
    """A title's rate over the anchor's, measured just before and just after it, in both units."""
    actions = sum(rate.actions for rate in around) / len(around)
    decisions = sum(rate.decisions for rate in around) / len(around)
    return {"per_action": round(commands_per_second / actions, 2),
            "per_decision": round(commands_per_second / decisions, 2)}


def anchor_figures(rates: list[anchor.AnchorRate]) -> dict:
    return {"openspiel_block_dominoes_per_cpu_second": {
        "actions": [rate.actions for rate in rates], "decisions": [rate.decisions for rate in rates]}}


def run(games: int) -> dict:
    first = anchor.rate()
    rates = [first] if first else []
    figures: dict = {"anchor": {"unavailable": "make bench-anchor builds its environment"}}
    for title in title_names():
        core = core_rate(title, games)
        session = session_rate(title, games)
        figures[title] = {"core_commands_per_cpu_second": round(core, 1), "session": session}
        after = anchor.rate() if rates else None
        if after:
            rates.append(after)
            figures[title]["core_times_anchor"] = times_anchor(core, rates[-2:])
            session["times_anchor"] = times_anchor(session["commands_per_cpu_second"], rates[-2:])
    if rates:
        figures["anchor"] = anchor_figures(rates)
    return figures
