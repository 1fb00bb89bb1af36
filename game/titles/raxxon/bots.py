"""Raxxon's heuristic bot: greedy, reading only what its seat sees.

It is handed the seat's view (a `view.RaxxonView`, read by attribute), never the state, and reads
nothing else but the public content (sheets, card types, Raxxon cards) and the crowd's geometry.
It scores each legal command by what it does now (people evacuated, infected taken out of the
crowd) against what it costs (the consequences the new token will trigger on later turns, the
icons a Raxxon option carries), and passes when taking another turn costs more than the best
action is worth. Face-down cards are judged by the odds the public piles give:
`tests/raxxon/test_bots.py` checks that reshuffling the hidden cards changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import combinations
from typing import Any

from game.titles.raxxon import model as m
from game.titles.raxxon.content import ActionDef, CharacterDef, Step, content
from game.titles.raxxon.crowd import neighbours, position_lines
from game.titles.raxxon.legal import TARGETED_KINDS
from game.titles.raxxon.view import (
    CrowdCard,
    DecisionView,
    FaceUpCard,
    FundOptionalDecision,
    GateDecision,
    OrderDecision,
    PickAdjacentDecision,
    PickFlipDownAfterDecision,
    PickFlipDownDecision,
    PickQuarantineDecision,
    PickRevealDecision,
    PopulationFace,
    PopulationPile,
    RaxxonOptionDecision,
    RaxxonView,
    RxPickDecision,
    SheetView,
)

Pos = m.Pos

CHARACTER_PREFERENCE = ("thomas_heart", "kd_james", "mia_lee", "ray_okafor", "meryl_wolfe", "vera_lindqvist")
EVACUATED = 10.0
INFECTED_REMOVED = 5.0
HEALTHY_KILLED = -6.0
TURNS_AHEAD = 1.5      # how often a new token's consequence is expected to trigger again today


def heuristic_bot(view: RaxxonView, seat: int, legal: Sequence, rng: random.Random):
    table = Table(view)
    scored = [(score(table, seat, command), index) for index, command in enumerate(legal)]
    best = max(value for value, _ in scored)
    choices = [legal[index] for value, index in scored if value >= best - 1e-9]
    return choices[rng.randrange(len(choices))]


# ---- the view, read once per decision ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Known:
    """A crowd card as the players know it: its type and health when face up or kept track of
    (`seen`), nothing else when face down. Whether it is known, and known to be infected, is
    worked out once: the bot asks it of every card of every line it weighs."""

    up: bool
    type: str | None = None
    healthy: bool = False            # known to be healthy
    seen: bool = False
    known: bool = field(init=False)
    infected: bool = field(init=False)
    tally: tuple[int, int, int, int] = field(init=False)     # what it adds to its lines' `Tally`

    def __post_init__(self) -> None:
        known = self.type is not None                                     # frozen: set once here
        object.__setattr__(self, "known", known)
        object.__setattr__(self, "infected", known and not self.healthy)
        object.__setattr__(self, "tally", (int(self.up and self.healthy), int(known and not self.healthy),
                                           int(known and self.up), int(known and not self.up)))


def known_card(shown: CrowdCard) -> Known:
    if isinstance(shown, FaceUpCard):
        return Known(True, shown.type, shown.healthy)
    seen = shown.seen
    return Known(False, seen.type, seen.healthy, True) if seen else Known(False)


class Table:
    """What the bot reads off its view: the crowd by position, piles, sheets and the decision."""

    def __init__(self, view: RaxxonView) -> None:
        self.view = view
        self.crowd: dict[Pos, Known] = {
            (r, c): known_card(shown)
            for r, row in enumerate(view.crowd) for c, shown in enumerate(row) if shown is not None
        }
        self.power = view.power
        self.power_limit = view.power_limit
        self.players = view.players
        # each action's value, once per decision: passing is weighed against the best action,
        # which scores every action the list then scores again
        self.act_values: dict[m.Act, float] = {}
        self.token_costs: dict[tuple[int, int], float] = {}

    @property
    def decision(self) -> DecisionView:
        """The decision the bot is asked (a bot is asked only while the game goes on)."""
        if self.view.decision is None:
            raise LookupError("the game is over: nothing to decide")
        return self.view.decision

    def count(self, pile: str) -> int:
        return self.view.piles[pile].count

    def cards(self, pile: str) -> list[PopulationFace]:
        """The cards of a face-up population pile, each with its type and health."""
        shown = self.view.piles[pile]
        if not isinstance(shown, PopulationPile):
            raise TypeError(f"{pile} is no face-up pile of population cards")
        return shown.cards

    def sheet(self, seat: int) -> SheetView:
        return self.view.sheets[seat]

    def character(self, seat: int) -> CharacterDef:
        """The seat's character: only a seat that chose one has actions to weigh."""
        name = self.sheet(seat).character
        if name is None:
            raise LookupError(f"seat {seat} has not chosen a character")
        return content().characters[name]

    def action(self, seat: int, index: int) -> ActionDef:
        """Action `index` of the seat's sheet, counting Investigate as 0."""
        return self.character(seat).actions[index - 1]

    def tokens(self, seat: int, index: int) -> int:
        return self.sheet(seat).actions[index - 1].tokens

    def spaces(self, seat: int, index: int) -> list[list[str]]:
        return self.sheet(seat).actions[index - 1].spaces

    def token_cost(self, seat: int, index: int) -> float:
        """What the token an action would take costs in the turns ahead: the same for every target."""
        cost = self.token_costs.get((seat, index))
        if cost is None:
            space = self.spaces(seat, index)[self.tokens(seat, index)]
            cost = self.token_costs[(seat, index)] = consequence_cost(self, space) * TURNS_AHEAD
        return cost

    def consequences(self, seat: int) -> list[str]:
        """The icons above every token placed on the seat's sheet, in the order they trigger."""
        return [icon for shown in self.sheet(seat).actions for space in shown.spaces[: shown.tokens] for icon in space]

    @cached_property
    def lines(self) -> dict[str, list[Pos]]:
        return dict(position_lines(self.crowd))

    @cached_property
    def line_tallies(self) -> dict[str, Tally]:
        """Each line's `Tally` as the crowd lies (a swap changes only the lines it touches)."""
        return {name: _line_tally([self.crowd[p] for p in line]) for name, line in self.lines.items()}

    @cached_property
    def line_worths(self) -> dict[str, tuple[int, float]]:
        return {name: _worth(tally) for name, tally in self.line_tallies.items()}

    @cached_property
    def line_totals(self) -> tuple[int, float]:
        """The longest evacuable line and the lines' summed nearness, as the crowd lies (what a
        swap's lines are weighed against)."""
        worths = self.line_worths.values()
        return max(w[0] for w in worths), sum(w[1] for w in worths)

    @cached_property
    def lines_through(self) -> dict[Pos, tuple[str, ...]]:
        found: dict[Pos, list[str]] = {}
        for name, line in self.lines.items():
            for pos in line:
                found.setdefault(pos, []).append(name)
        return {pos: tuple(names) for pos, names in found.items()}

    def face_up_count(self, type_id: str) -> int:
        return sum(1 for card in self.crowd.values() if card.up and card.type == type_id)

    @cached_property
    def infected_odds(self) -> float:
        """Chance that a face-down crowd card (or the deck's top) is infected, from public counts."""
        total_infected = sum(1 for card in content().population.values() if not card.healthy)
        seen = sum(1 for pile in ("population_discard", "uncontained_quarantine", "contained_quarantine", "box")
                   for card in self.cards(pile) if not card.healthy)
        seen += sum(1 for card in self.crowd.values() if card.infected)
        hidden_infected = total_infected - seen - self.count("infection_supply")
        hidden = self.count("population_deck") + sum(1 for card in self.crowd.values() if not card.known)
        return max(0.0, min(1.0, hidden_infected / hidden)) if hidden else 0.0

    @cached_property
    def expected_at_large(self) -> float:
        """Infected at large as the players can reckon it: those they know of, plus the odds for
        every face-down crowd card they have not seen."""
        unknown = sum(1 for card in self.crowd.values() if not card.known)
        return self.view.infected_at_large + self.infected_odds * unknown


# ---- icon costs -------------------------------------------------------------------------------
def icon_value(table: Table, icon: str) -> float:
    power, limit = table.power, table.power_limit
    if icon == "power":
        return -3.0 - 4.0 * (power >= limit - 2) - 100.0 * (power >= limit - 1)
    if icon == "infect":
        supply = table.count("infection_supply")
        return -100.0 if supply == 0 else -2.0 - 8.0 / supply
    if icon == "raxxon":
        return -1.5 - 2.0 * (power >= limit - 3)
    if icon == "add":
        return -1.0
    if icon == "flip":
        return 0.5
    if icon == "hostile_back":
        return -3.0 if any(card.type == "hostile" for card in table.cards("evacuation")) else 0.0
    if icon == "end_of_day":
        return -1.0 - 2.0 * min(table.expected_at_large, 4)
    return 0.0


def consequence_cost(table: Table, icons) -> float:
    return sum(icon_value(table, icon) for icon in icons)


def loses_now(table: Table, icon: str) -> bool:
    return (icon == "power" and table.power >= table.power_limit - 1) or (
        icon == "infect" and not table.count("infection_supply"))


# ---- card values --------------------------------------------------------------------------------
def removal_value(table: Table) -> float:
    """Taking one infected card out of the crowd: worth most when it lowers tonight's infection
    (capped at 4) and when the infection supply is short."""
    if table.expected_at_large > m.END_OF_DAY_INFECTION_CAP:
        return 1.0
    return INFECTED_REMOVED * (0.6 + 2.0 / max(1, table.count("infection_supply")))


def kill_value(table: Table, card: Known) -> float:
    if card.type is None:                      # not known
        odds = table.infected_odds
        return odds * removal_value(table) + (1 - odds) * HEALTHY_KILLED
    if card.infected:
        return removal_value(table)
    return HEALTHY_KILLED + sum(icon_value(table, icon) for icon in content().types[card.type].on_kill)


# A line's tally: its cards, then how many are face up and healthy, known infected, known face
# up and known face down. Its worth follows from the tally alone, so a swap weighs the lines it
# touches by adjusting their tallies instead of reading their cards again.
Tally = tuple[int, int, int, int, int]


def _line_tally(cards: list[Known]) -> Tally:
    clear = infected = up_known = down_known = 0
    for card in cards:
        clear += card.tally[0]
        infected += card.tally[1]
        up_known += card.tally[2]
        down_known += card.tally[3]
    return len(cards), clear, infected, up_known, down_known


def _replaced(tally: Tally, out: Known, into: Known) -> Tally:
    """The tally of a line whose card `out` is replaced by `into`."""
    size, clear, infected, up_known, down_known = tally
    gone, come = out.tally, into.tally
    return (size, clear - gone[0] + come[0], infected - gone[1] + come[1], up_known - gone[2] + come[2],
            down_known - gone[3] + come[3])


def _worth(tally: Tally) -> tuple[int, float]:
    """A line's length if it can be evacuated (all face up and healthy; else 0), and its nearness:
    how much of it is known not infected, face-up cards counting twice (0 with an infected card)."""
    size, clear, infected, up_known, down_known = tally
    nearness = 0.0 if infected else ((up_known * 1.0 + down_known * 0.5) / size) ** 2 * size
    return (size if clear == size else 0), nearness


# ---- scoring each kind of command --------------------------------------------------------------
def score(table: Table, seat: int, command) -> float:
    return SCORES[type(command)](table, seat, command)


# How each kind of command is scored (every command is a struct of its own type).
SCORES: dict[type, Callable[[Table, int, Any], float]] = {
    m.ChooseCharacter: lambda table, seat, command: -CHARACTER_PREFERENCE.index(command.character),
    m.Continue: lambda table, seat, command: _continue_value(table, seat),
    m.Pass: lambda table, seat, command: _pass_value(table, seat),
    m.Act: lambda table, seat, command: _act_value(table, seat, command),
    m.Choose: lambda table, seat, command: _choose_value(table, command),
    m.Place: lambda table, seat, command: _place_value(table, command.cell),
    m.Flip: lambda table, seat, command: _flip_value(table, command.cell),
    m.Pick: lambda table, seat, command: _pick_value(table, command),
    m.Done: lambda table, seat, command: _done_value(table),
}


def _continue_value(table: Table, seat: int) -> float:
    gate = table.decision
    assert isinstance(gate, GateDecision)      # Continue answers a gate only
    if loses_now(table, gate.icon):
        return -1000.0
    return best_action_value(table, seat) + consequence_cost(table, [gate.icon, *gate.upcoming])


def _pass_value(table: Table, seat: int) -> float:
    if isinstance(table.decision, GateDecision):
        return 0.0
    return 0.0 if best_action_value(table, seat) <= 0 else -1.0


def best_action_value(table: Table, seat: int) -> float:
    values = [_act_value(table, seat, act) for act in _candidate_acts(table, seat)]
    return max(values, default=0.0)


def _candidate_acts(table: Table, seat: int) -> list[m.Act]:
    """The actions the seat could take on its next choice, each with every target it could pick."""
    acts: list[m.Act] = []
    for index, shown in enumerate(table.sheet(seat).actions, start=1):
        if shown.tokens < len(shown.spaces):
            acts += TARGETS[shown.kind](table, seat, index)
    return acts


def _cells_where(test):
    def targets(table: Table, seat: int, index: int) -> list[m.Act]:
        return [m.Act(seat=seat, action=index, cell=pos) for pos, card in table.crowd.items() if test(card)]
    return targets


def _every_line(table: Table, seat: int, index: int) -> list[m.Act]:
    return [m.Act(seat=seat, action=index, line=name) for name in table.lines]


def _evacuable_lines(table: Table, seat: int, index: int) -> list[m.Act]:
    """The lines whose worth counts their length: every card face up and healthy."""
    return [m.Act(seat=seat, action=index, line=name) for name, (length, _) in table.line_worths.items() if length]


def _no_target(table: Table, seat: int, index: int) -> list[m.Act]:
    return [m.Act(seat=seat, action=index)]


def _every_pair(table: Table, seat: int, index: int) -> list[m.Act]:
    return [m.Act(seat=seat, action=index, cell=a, other=b) for a, b in combinations(table.crowd, 2)]


def _neighbour_pairs(table: Table, seat: int, index: int) -> list[m.Act]:
    return [m.Act(seat=seat, action=index, cell=(r, c), other=other)
            for (r, c) in table.crowd for other in ((r, c + 1), (r + 1, c)) if other in table.crowd]


# What each kind of action may target, as `legal.ACTION_TARGETS` offers it, read off the view.
TARGETS = {
    "evacuate_line": _evacuable_lines,
    "evacuate_group": _cells_where(lambda card: card.up and card.healthy),
    "evacuate_card": _cells_where(lambda card: card.up and card.healthy),
    "kill_group": _cells_where(lambda card: True),
    "kill_line": _every_line,
    "kill_card": _cells_where(lambda card: True),
    "quarantine": _no_target,
    "swap": _every_pair,
    "swap_adjacent": _neighbour_pairs,
    "flip_down": _no_target,
    "flip_down_type": _no_target,
    "reveal": _no_target,
    "shuffle_line_to_deck": _every_line,
    "fund": _cells_where(lambda card: card.up and card.infected),
}


def _act_value(table: Table, seat: int, command: m.Act) -> float:
    value = table.act_values.get(command)
    if value is None:
        value = table.act_values[command] = _weigh_act(table, seat, command)
    return value


def _weigh_act(table: Table, seat: int, command: m.Act) -> float:
    if command.action == 0:
        return _investigate_value(table, seat, command.cell) if command.cell else -3.0
    act = table.action(seat, command.action)
    cost = table.token_cost(seat, command.action)
    if act.kind in TARGETED_KINDS and command.cell is None and command.line is None:
        return cost - 1.0                 # a token spent on nothing
    return ACTION_VALUES[act.kind](table, command, act) + cost


def _investigate_value(table: Table, seat: int, pos: Pos) -> float:
    """Flipping is free but for the when-flipped effects it may trigger and the consequences
    another turn will. A card the players kept track of is worth flipping back up when it is
    healthy (it can then be evacuated) and best left face down when it is infected."""
    card = table.crowd[pos]
    if card.seen and card.infected:
        return -2.0
    cost = consequence_cost(table, table.consequences(seat))
    value = 8.0 if cost == 0 else 3.0 + 0.5 * cost
    return value + 1.0 if card.seen else value


def _line_cards(table: Table, command) -> list[Known]:
    return [table.crowd[p] for p in table.lines.get(command.line, [])]


def _value_evacuate_line(table, command, act):
    return EVACUATED * len(_line_cards(table, command))


def _value_evacuate_group(table, command, act):
    extra = [p for p in neighbours(command.cell)
             if p in table.crowd and table.crowd[p].up and table.crowd[p].healthy]
    return EVACUATED * (1 + len(extra))


def _value_evacuate_card(table, command, act):
    return EVACUATED


def _value_kill_group(table, command, act):
    centre = kill_value(table, table.crowd[command.cell])
    extra = sum(max(0.0, kill_value(table, table.crowd[p]))
                for p in neighbours(command.cell) if p in table.crowd)
    return centre + extra


def _value_kill_line(table, command, act):
    return sum(kill_value(table, card) for card in _line_cards(table, command))


def _value_kill_card(table, command, act):
    return kill_value(table, table.crowd[command.cell])


def _value_quarantine(table, command, act):
    infected = sum(1 for card in table.crowd.values() if card.up and card.infected)
    infected += table.count("uncontained_quarantine")
    return INFECTED_REMOVED * min(infected, act.count) - 0.5


def _value_swap(table, command, act):
    a, b = command.cell, command.other
    crowd = table.crowd
    if not crowd[a].known and not crowd[b].known:
        return -1.0                       # moving two unknown cards changes nothing we can tell
    tallies: dict[str, Tally] = {}          # the lines the swap touches (one through both keeps its tally)
    for pos, out, into in ((a, crowd[a], crowd[b]), (b, crowd[b], crowd[a])):
        for name in table.lines_through[pos]:
            tallies[name] = _replaced(tallies.get(name, table.line_tallies[name]), out, into)
    worths = [_worth(tallies[name]) if name in tallies else worth for name, worth in table.line_worths.items()]
    longest, nearness = table.line_totals
    gain = (max(w[0] for w in worths) - longest) * EVACUATED * 0.8
    return gain + (sum(w[1] for w in worths) - nearness) * 1.5 - 0.5


def _value_flip_down(table, command, act):
    return 3.0 if table.face_up_count("hostile") >= 3 else -2.0


def _value_reveal(table, command, act):
    """Turning up cards known to be healthy makes rows evacuable; unknown ones are a gamble."""
    hidden = [card for card in table.crowd.values() if not card.up]
    healthy_seen = sum(1 for card in hidden if card.seen and card.healthy)
    unknown = sum(1 for card in hidden if not card.seen)
    useful = min(act.count, healthy_seen) * 4.0
    return useful + min(max(0, act.count - healthy_seen), unknown) * (1.0 - table.infected_odds * 2.0)


def _value_shuffle_line(table, command, act):
    value = 0.0
    for card in _line_cards(table, command):
        if card.known:
            value += INFECTED_REMOVED * 0.8 if card.infected else -3.0
        else:
            value += table.infected_odds * 2.0 - 1.0
    return value


def _value_fund(table, command, act):
    healthy_up = any(card.up and card.healthy for card in table.crowd.values())
    return INFECTED_REMOVED + (EVACUATED * 0.6 if healthy_up and table.power < table.power_limit - 2 else 0.0)


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


# ---- Raxxon cards -------------------------------------------------------------------------------
def _choose_value(table: Table, command: m.Choose) -> float:
    decision = table.decision
    if isinstance(decision, OrderDecision):
        return -command.index
    assert isinstance(decision, RaxxonOptionDecision)     # else Choose picks a Raxxon card's option
    option = content().raxxon[decision.card].options[command.index]
    return sum(_step_value(table, step) for step in option.steps) + (0.5 if option.file == "untriggered" else 0)


def _step_value(table: Table, step) -> float:
    if isinstance(step, str):
        return icon_value(table, step)
    if step.op.startswith("evacuate"):
        return EVACUATED * min(step.count, len(step_targets(table, step)))
    if step.op.startswith("quarantine") or step.op == "contain":
        return INFECTED_REMOVED * 0.8 * min(step.count, len(step_targets(table, step)))
    if step.op.startswith("kill"):
        values = sorted((kill_value(table, table.crowd[pos]) for pos in step_targets(table, step)), reverse=True)
        return sum(values if step.op.endswith("_all") else values[: step.count])
    if step.op == "lower_power":
        return 4.0 * step.count
    if step.op == "release":
        return -3.0 * min(step.count, table.count("contained_quarantine"))
    if step.op == "discard_quarantined":
        return -1.0
    if step.op.startswith("flip_down"):
        return -1.0
    return 0.0


def step_targets(table: Table, step: Step) -> list:
    """What a Raxxon card step may take as far as the players can tell: quarantined cards, or
    crowd positions whose known face matches (a face-down card matches a step naming no type
    or health, never one that does: nobody can tell)."""
    if step.op == "contain":
        return table.cards("uncontained_quarantine")
    if step.op == "release":
        return table.cards("contained_quarantine")
    if step.op == "discard_quarantined":
        return table.cards("uncontained_quarantine") + table.cards("contained_quarantine")
    return [pos for pos, card in table.crowd.items() if _step_takes(step, card)]


def _step_takes(step: Step, card: Known) -> bool:
    if step.face == "up" and not card.up or step.face == "down" and card.up:
        return False
    if step.type or step.health:
        if card.type is None or (step.type and card.type != step.type):
            return False
        if step.health and content().types[card.type].health != step.health:
            return False
    if step.op.startswith("evacuate"):
        return card.up and card.healthy
    if step.op.startswith("quarantine"):
        return card.up and card.infected
    if step.op.startswith("flip_down"):
        return card.up
    return True


def _rx_step(decision: RxPickDecision) -> Step:
    """The Raxxon card step a pick decision resolves (`rx_pick` is made for steps only)."""
    step = content().raxxon[decision.card].options[decision.option].steps[decision.step]
    if not isinstance(step, Step):
        raise TypeError(f"{decision.card}: step {decision.step} is an icon, not a step")
    return step


# ---- placing, flipping, picking -----------------------------------------------------------------
def _place_value(table: Table, pos: Pos) -> float:
    """Keep new face-down cards out of rows and columns that are nearly evacuable."""
    r, c = pos
    hurt = 0.0
    for name in (f"row:{r}", f"col:{c}"):
        cards = [table.crowd[p] for p in table.lines.get(name, [])]
        if not any(card.up and card.infected for card in cards):
            hurt += sum(1 for card in cards if card.up)
    return -hurt


def _flip_value(table: Table, pos: Pos) -> float:
    """Flip a card known to be healthy where it finishes an evacuable row or column; a card known
    to be infected only to quarantine it."""
    target = table.crowd[pos]
    if target.seen and target.infected:
        return 0.5
    value = 0.0
    for line in table.lines.values():
        if pos in line:
            others = [table.crowd[p] for p in line if p != pos]
            if all(card.known and card.healthy for card in others):
                value += len(line) * (1.0 if all(card.up for card in others) else 0.5)
    if target.seen:
        value += 2.0
    return value


def _pick_value(table: Table, command: m.Pick) -> float:
    decision = table.decision
    card = table.crowd.get(command.cell) if command.cell is not None else None
    if isinstance(decision, PickAdjacentDecision):
        if table.action(table.view.active_seat, decision.action).kind == "evacuate_group":
            return EVACUATED
        assert card is not None                # an adjacent pick names a crowd card
        return kill_value(table, card)
    if isinstance(decision, PickQuarantineDecision):
        act = table.action(table.view.active_seat, decision.action)
        taken = act.count + act.optional_extra - decision.remaining
        cost = icon_value(table, "raxxon") if taken >= act.count and not decision.optional else 0.0
        return INFECTED_REMOVED + cost + (0.5 if card is not None else 0.0)
    if isinstance(decision, PickRevealDecision):
        assert command.cell is not None        # a reveal picks a crowd card
        return 1.0 + _flip_value(table, command.cell)
    if isinstance(decision, (PickFlipDownDecision, PickFlipDownAfterDecision)):
        assert card is not None                # so does a flip down
        if card.type == "hostile" and table.face_up_count("hostile") >= 3:
            return 1.0
        return -1.0
    if isinstance(decision, FundOptionalDecision):
        return EVACUATED + (icon_value(table, "raxxon") if table.players > 1 else 0.0)
    if isinstance(decision, RxPickDecision):
        return _rx_pick_value(table, decision, command, card)
    return 0.0


def _rx_pick_value(table: Table, decision: RxPickDecision, command: m.Pick, card: Known | None) -> float:
    if card is not None and _rx_step(decision).op.startswith("kill"):
        return kill_value(table, card)
    if command.card:
        return 0.0 if content().population[command.card].healthy else 1.0
    return 0.0


def _done_value(table: Table) -> float:
    if isinstance(table.decision, (PickAdjacentDecision, PickFlipDownDecision, PickFlipDownAfterDecision)):
        return 0.0
    return 0.1
