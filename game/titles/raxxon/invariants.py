"""What must hold after every event: checked by random playouts and on every loaded snapshot."""

from __future__ import annotations

from collections import Counter

from game.titles.raxxon import model as m
from game.titles.raxxon import queries as q
from game.titles.raxxon import queued as fx
from game.titles.raxxon.content import content

POPULATION_PILES = ("population_deck", "population_discard", "infection_supply", "evacuation",
                    "uncontained_quarantine", "contained_quarantine", "box")
RAXXON_PILES = ("raxxon_deck", "raxxon_triggered", "raxxon_untriggered")


def check_invariants(state: m.RaxxonState) -> list[str]:
    problems: list[str] = []
    population = Counter(cell.card for cell in state.crowd)
    for pile in POPULATION_PILES:
        population.update(getattr(state, pile))
    expected = set(content().population)
    if set(population) != expected or any(n != 1 for n in population.values()):
        missing = sorted(expected - set(population))[:5]
        twice = sorted(card for card, n in population.items() if n > 1)[:5]
        extra = sorted(set(population) - expected)[:5]
        problems.append(f"population cards: missing {missing}, twice {twice}, unknown {extra}")
    raxxon = Counter(card for pile in RAXXON_PILES for card in getattr(state, pile))
    if state.raxxon_current:
        raxxon[state.raxxon_current] += 1
    raxxon.update(state.raxxon_resolving)
    if set(raxxon) != set(content().raxxon) or any(n != 1 for n in raxxon.values()):
        problems.append("raxxon cards are not each in exactly one place")
    # A card still resolving is on its way to a pile: its filing is queued, or (one card at most)
    # has just left the queue and is being filed.
    waiting = {effect.card for effect in state.queue if isinstance(effect, fx.FileRaxxon)}
    stray = set(state.raxxon_resolving) - waiting
    if state.outcome is None and len(stray) > 1:
        problems.append("Raxxon cards resolving without their filing queued")
    if not 0 <= state.power <= m.POWER_LIMIT:
        problems.append(f"power {state.power} outside 0–{m.POWER_LIMIT}")
    if state.power == m.POWER_LIMIT and state.outcome != "loss_takeover":
        problems.append("power at the limit but the game goes on")
    problems += _crowd_problems(state)
    for seat in range(state.players):
        for index, act in enumerate(q.actions(state, seat), start=1):
            if not 0 <= state.tokens[seat][index - 1] <= len(q.spaces(state, act)):
                problems.append(f"seat {seat} action {index}: tokens out of range")
    hidden = {cell.card for cell in state.crowd if not cell.up}
    if any(card not in hidden for card in state.seen):
        problems.append("a card remembered as seen is not face down in the crowd")
    if any(not q.is_healthy(card) for card in state.evacuation):
        problems.append("an infected card in the evacuation pile")
    return problems


def _crowd_problems(state: m.RaxxonState) -> list[str]:
    if not state.crowd:
        return []
    problems = []
    positions = [(cell.r, cell.c) for cell in state.crowd]
    if len(set(positions)) != len(positions):
        problems.append("two crowd cards on one place")
    rows = {r for r, _ in positions}
    cols = {c for _, c in positions}
    if min(rows) != 0 or min(cols) != 0:
        problems.append("crowd not renumbered from (0, 0)")
    if max(rows) >= m.CROWD_LIMIT or max(cols) >= m.CROWD_LIMIT:
        problems.append("crowd larger than 6×6")
    return problems
