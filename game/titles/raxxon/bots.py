"""Raxxon's heuristic bot: greedy, reading only what the players see.

It scores each legal command by what it does now (people evacuated, infected taken out of the
crowd) against what it costs (the consequences the new token will trigger on later turns, the
icons a Raxxon option carries), and passes when taking another turn costs more than the best
action is worth. Face-down cards are judged by the odds the public piles give, never by what
they are: `tests/raxxon/test_bots.py` checks that reshuffling the hidden cards changes nothing.
"""

from __future__ import annotations

import random
from typing import Sequence

from game.titles.raxxon import model as m
from game.titles.raxxon import queries as q
from game.titles.raxxon.content import content
from game.titles.raxxon.crowd import by_pos, line_cells, lines, neighbours
from game.titles.raxxon.legal import TARGETED_KINDS

CHARACTER_PREFERENCE = ("thomas_heart", "kd_james", "mia_lee", "ray_okafor", "meryl_wolfe", "vera_lindqvist")
EVACUATED = 10.0
INFECTED_REMOVED = 5.0
HEALTHY_KILLED = -6.0
TURNS_AHEAD = 1.5      # how often a new token's consequence is expected to trigger again today


def heuristic_bot(state: m.RaxxonState, seat: int, legal: Sequence, rng: random.Random):
    scored = [(score(state, seat, command), index) for index, command in enumerate(legal)]
    best = max(value for value, _ in scored)
    choices = [legal[index] for value, index in scored if value >= best - 1e-9]
    return choices[rng.randrange(len(choices))]


# ---- what the public piles say about face-down cards -----------------------------------------
def infected_odds(state: m.RaxxonState) -> float:
    """Chance that a face-down crowd card (or the deck's top) is infected, from public counts."""
    total_infected = sum(1 for card in content().population.values() if not card.healthy)
    seen = sum(1 for pile in ("population_discard", "uncontained_quarantine", "contained_quarantine", "box")
               for card in getattr(state, pile) if not q.is_healthy(card))
    seen += sum(1 for cell in state.crowd if known(state, cell) and not q.is_healthy(cell.card))
    hidden_infected = total_infected - seen - len(state.infection_supply)
    hidden = len(state.population_deck) + sum(1 for cell in state.crowd if not known(state, cell))
    return max(0.0, min(1.0, hidden_infected / hidden)) if hidden else 0.0


def expected_at_large(state: m.RaxxonState) -> float:
    """Infected at large as the players can reckon it: those they know of, plus the odds for
    every face-down crowd card they have not seen."""
    unknown = sum(1 for cell in state.crowd if not known(state, cell))
    return q.known_infected_at_large(state) + infected_odds(state) * unknown


# ---- icon costs -------------------------------------------------------------------------------
def icon_value(state: m.RaxxonState, icon: str) -> float:
    if icon == "power":
        return -3.0 - 4.0 * (state.power >= m.POWER_LIMIT - 2) - 100.0 * (state.power >= m.POWER_LIMIT - 1)
    if icon == "infect":
        supply = len(state.infection_supply)
        return -100.0 if supply == 0 else -2.0 - 8.0 / supply
    if icon == "raxxon":
        return -1.5 - 2.0 * (state.power >= m.POWER_LIMIT - 3)
    if icon == "add":
        return -1.0
    if icon == "flip":
        return 0.5
    if icon == "hostile_back":
        return -3.0 if any(q.card_type(card) == "hostile" for card in state.evacuation) else 0.0
    if icon == "end_of_day":
        return -1.0 - 2.0 * min(expected_at_large(state), 4)
    return 0.0


def consequence_cost(state: m.RaxxonState, icons) -> float:
    return sum(icon_value(state, icon) for icon in icons)


def loses_now(state: m.RaxxonState, icon: str) -> bool:
    return (icon == "power" and state.power >= m.POWER_LIMIT - 1) or (
        icon == "infect" and not state.infection_supply)


# ---- card values --------------------------------------------------------------------------------
def known(state: m.RaxxonState, cell: m.Cell) -> bool:
    """Face up, or looked at by the players while face down: its type is public knowledge."""
    return cell.up or cell.card in state.seen


def removal_value(state: m.RaxxonState) -> float:
    """Taking one infected card out of the crowd: worth most when it lowers tonight's infection
    (capped at 4) and when the infection supply is short."""
    at_large = expected_at_large(state)
    if at_large > m.END_OF_DAY_INFECTION_CAP:
        return 1.0
    return INFECTED_REMOVED * (0.6 + 2.0 / max(1, len(state.infection_supply)))


def kill_value(state: m.RaxxonState, cell: m.Cell) -> float:
    if not known(state, cell):
        odds = infected_odds(state)
        return odds * removal_value(state) + (1 - odds) * HEALTHY_KILLED
    kind = q.population(cell.card).type
    if kind.health == "infected":
        return removal_value(state)
    return HEALTHY_KILLED + sum(icon_value(state, icon) for icon in kind.on_kill)


def evacuable(cells) -> bool:
    return bool(cells) and all(cell.up and q.is_healthy(cell.card) for cell in cells)


def best_line(state_crowd) -> int:
    return max((len(cells) for _, cells in lines(state_crowd) if evacuable(cells)), default=0)


def near_lines(state, crowd) -> float:
    """How close the rows and columns are to being evacuable: the share of cards known to be
    healthy (face up counts full, seen face down half), squared; a known infected card spoils it."""
    total = 0.0
    for _, cells in lines(crowd):
        if any(known(state, cell) and not q.is_healthy(cell.card) for cell in cells):
            continue
        good = sum(1.0 if cell.up else 0.5 for cell in cells if known(state, cell))
        total += (good / len(cells)) ** 2 * len(cells)
    return total


# ---- scoring each kind of command --------------------------------------------------------------
def score(state: m.RaxxonState, seat: int, command) -> float:
    effect = q.head(state)
    if isinstance(command, m.ChooseCharacter):
        return -CHARACTER_PREFERENCE.index(command.character)
    if isinstance(command, m.Continue):
        return _continue_value(state, seat, effect)
    if isinstance(command, m.Pass):
        return _pass_value(state, seat, effect)
    if isinstance(command, m.Act):
        return _act_value(state, seat, command)
    if isinstance(command, m.Choose):
        return _choose_value(state, effect, command)
    if isinstance(command, m.Place):
        return _place_value(state, command.cell)
    if isinstance(command, m.Flip):
        return _flip_value(state, command.cell)
    if isinstance(command, m.Pick):
        return _pick_value(state, seat, effect, command)
    if isinstance(command, m.Done):
        return _done_value(state, effect)
    return 0.0


def _continue_value(state, seat, effect) -> float:
    if loses_now(state, effect.kind):
        return -1000.0
    remaining = [e.kind for e in state.queue if e.gated]
    return best_action_value(state, seat) + consequence_cost(state, remaining)


def _pass_value(state, seat, effect) -> float:
    if effect.gated:
        return 0.0
    return 0.0 if best_action_value(state, seat) <= 0 else -1.0


def best_action_value(state, seat) -> float:
    values = [_act_value(state, seat, act) for act in _candidate_acts(state, seat)]
    return max(values, default=0.0)


def _candidate_acts(state, seat):
    from game.titles.raxxon.legal import ACTION_TARGETS
    for index, act in enumerate(q.actions(state, seat), start=1):
        if q.has_free_space(state, seat, index):
            yield from ACTION_TARGETS[act.kind](state, seat, index, act)


def _act_value(state, seat, command: m.Act) -> float:
    if command.action == 0:
        return _investigate_value(state, seat, command) if command.cell else -3.0
    act = q.action(state, seat, command.action)
    space = q.spaces(state, act)[state.tokens[seat][command.action - 1]]
    cost = consequence_cost(state, space) * TURNS_AHEAD
    if act.kind in TARGETED_KINDS and command.cell is None and command.line is None:
        return cost - 1.0                 # a token spent on nothing
    return ACTION_VALUES[act.kind](state, command, act) + cost


def _investigate_value(state, seat, command) -> float:
    """Looking is free but for the consequences another turn will trigger."""
    cell = by_pos(state.crowd)[tuple(command.cell)]
    if cell.card in state.seen:
        return -2.0
    cost = consequence_cost(state, q.consequences(state, seat))
    return 8.0 if cost == 0 else 3.0 + 0.5 * cost


def _line_cells(state, command):
    return line_cells(state.crowd, command.line)


def _value_evacuate_line(state, command, act):
    return EVACUATED * len(_line_cells(state, command))


def _value_evacuate_group(state, command, act):
    grid = by_pos(state.crowd)
    extra = [grid[p] for p in neighbours(tuple(command.cell)) if p in grid and grid[p].up and q.is_healthy(grid[p].card)]
    return EVACUATED * (1 + len(extra))


def _value_evacuate_card(state, command, act):
    return EVACUATED


def _value_kill_group(state, command, act):
    grid = by_pos(state.crowd)
    centre = kill_value(state, grid[tuple(command.cell)])
    extra = sum(max(0.0, kill_value(state, grid[p])) for p in neighbours(tuple(command.cell)) if p in grid)
    return centre + extra


def _value_kill_line(state, command, act):
    return sum(kill_value(state, cell) for cell in _line_cells(state, command))


def _value_kill_card(state, command, act):
    return kill_value(state, by_pos(state.crowd)[tuple(command.cell)])


def _value_quarantine(state, command, act):
    infected = sum(1 for cell in state.crowd if cell.up and not q.is_healthy(cell.card))
    infected += len(state.uncontained_quarantine)
    return INFECTED_REMOVED * min(infected, act.count) - 0.5


def _value_swap(state, command, act):
    grid = dict(by_pos(state.crowd))
    a, b = tuple(command.cell), tuple(command.other)
    first, second = grid[a], grid[b]
    if not known(state, first) and not known(state, second):
        return -1.0                       # moving two unknown cards changes nothing we can tell
    grid[a] = m.Cell(a[0], a[1], second.card, second.up)
    grid[b] = m.Cell(b[0], b[1], first.card, first.up)
    swapped = tuple(grid.values())
    gain = (best_line(swapped) - best_line(state.crowd)) * EVACUATED * 0.8
    return gain + (near_lines(state, swapped) - near_lines(state, state.crowd)) * 1.5 - 0.5


def _value_flip_down(state, command, act):
    hostile = q.face_up_count(state, "hostile")
    return 3.0 if hostile >= 3 else -2.0


def _value_reveal(state, command, act):
    """Turning up cards known to be healthy makes rows evacuable; unknown ones are a gamble."""
    hidden = [cell for cell in state.crowd if not cell.up]
    healthy_seen = sum(1 for cell in hidden if cell.card in state.seen and q.is_healthy(cell.card))
    unknown = sum(1 for cell in hidden if cell.card not in state.seen)
    useful = min(act.count, healthy_seen) * 4.0
    return useful + min(max(0, act.count - healthy_seen), unknown) * (1.0 - infected_odds(state) * 2.0)


def _value_shuffle_line(state, command, act):
    value = 0.0
    for cell in _line_cells(state, command):
        if known(state, cell):
            value += INFECTED_REMOVED * 0.8 if not q.is_healthy(cell.card) else -3.0
        else:
            value += infected_odds(state) * 2.0 - 1.0
    return value


def _value_fund(state, command, act):
    healthy_up = any(cell.up and q.is_healthy(cell.card) for cell in state.crowd)
    return INFECTED_REMOVED + (EVACUATED * 0.6 if healthy_up and state.power < m.POWER_LIMIT - 2 else 0.0)


ACTION_VALUES = {
    "evacuate_line": _value_evacuate_line,
    "evacuate_group": _value_evacuate_group,
    "evacuate_card": _value_evacuate_card,
    "kill_group": _value_kill_group,
    "kill_line": _value_kill_line,
    "kill_card": _value_kill_card,
    "quarantine": _value_quarantine,
    "swap": _value_swap,
    "swap_adjacent": _value_swap,
    "flip_down": _value_flip_down,
    "flip_down_type": _value_flip_down,
    "reveal": _value_reveal,
    "shuffle_line_to_deck": _value_shuffle_line,
    "fund": _value_fund,
}


def _choose_value(state, effect, command: m.Choose) -> float:
    if effect.kind == "order":
        return -command.index
    option = content().raxxon[effect.card].options[command.index]
    return sum(_step_value(state, step) for step in option.steps) + (0.5 if option.file == "untriggered" else 0)


def _step_value(state, step) -> float:
    if isinstance(step, str):
        return icon_value(state, step)
    if step.op.startswith("evacuate"):
        return EVACUATED * min(step.count, len(q.step_candidates(state, step)))
    if step.op.startswith("quarantine") or step.op == "contain":
        return INFECTED_REMOVED * 0.8 * min(step.count, len(q.step_candidates(state, step)))
    if step.op.startswith("kill"):
        cells = [by_pos(state.crowd)[pos] for pos in q.step_candidates(state, step)]
        values = sorted((kill_value(state, cell) for cell in cells), reverse=True)
        return sum(values if step.op.endswith("_all") else values[: step.count])
    if step.op == "lower_power":
        return 4.0 * step.count
    if step.op == "release":
        return -3.0 * min(step.count, len(state.contained_quarantine))
    if step.op == "discard_quarantined":
        return -1.0
    if step.op.startswith("flip_down"):
        return -1.0
    return 0.0


def _place_value(state, cell) -> float:
    """Keep new face-down cards out of rows and columns that are nearly evacuable."""
    r, c = cell
    hurt = 0.0
    for name, cells in lines(state.crowd):
        kind, _, index = name.partition(":")
        if (kind == "row" and int(index) == r) or (kind == "col" and int(index) == c):
            if not any(x.up and not q.is_healthy(x.card) for x in cells):
                hurt += sum(1 for x in cells if x.up)
    return -hurt


def _flip_value(state, cell) -> float:
    """Flip a card known to be healthy where it finishes an evacuable row or column; a card known
    to be infected only to quarantine it."""
    target = by_pos(state.crowd)[tuple(cell)]
    if target.card in state.seen and not q.is_healthy(target.card):
        return 0.5
    value = 0.0
    for name, cells in lines(state.crowd):
        if any((x.r, x.c) == tuple(cell) for x in cells):
            others = [x for x in cells if (x.r, x.c) != tuple(cell)]
            if all(known(state, x) and q.is_healthy(x.card) for x in others):
                value += len(cells) * (1.0 if all(x.up for x in others) else 0.5)
    if target.card in state.seen:
        value += 2.0
    return value


def _pick_value(state, seat, effect, command: m.Pick) -> float:
    kind = effect.kind
    grid = by_pos(state.crowd)
    cell = grid.get(tuple(command.cell)) if command.cell is not None else None
    if kind == "pick_adjacent":
        act = q.action(state, state.active, effect.action)
        if act.kind == "evacuate_group":
            return EVACUATED
        return kill_value(state, cell)
    if kind == "pick_quarantine":
        act = q.action(state, state.active, effect.action)
        taken = act.count + act.optional_extra - effect.n
        cost = icon_value(state, "raxxon") if taken >= act.count and not effect.optional else 0.0
        return INFECTED_REMOVED + cost + (0.5 if cell is not None else 0.0)
    if kind == "pick_reveal":
        return 1.0 + _flip_value(state, command.cell)
    if kind in ("pick_flip_down", "pick_flip_down_after"):
        if q.card_type(cell.card) == "hostile" and q.face_up_count(state, "hostile") >= 3:
            return 1.0
        return -1.0
    if kind == "fund_optional":
        return EVACUATED + (icon_value(state, "raxxon") if state.players > 1 else 0.0)
    if kind == "rx_pick":
        step = q.raxxon_step(effect)
        if cell is not None and step.op.startswith("kill"):
            return kill_value(state, cell)
        if command.card:
            return 0.0 if q.is_healthy(command.card) else 1.0
        return 0.0
    return 0.0


def _done_value(state, effect) -> float:
    if effect.kind == "pick_adjacent":
        return 0.0
    if effect.kind in ("pick_flip_down", "pick_flip_down_after"):
        return 0.0
    return 0.1
