"""Dawn of the Zeds' heuristic bot: it plays through `legal_commands` like a person and reads
only what its seat sees (the view), the public content (`content()`, the map's questions in
`board`) and the rules' own arithmetic (`combat`).

In the action phase it scores every legal command and takes the best one:
- the town is held path by path: each path's *danger* grows with the strength of its leading
  zeds and shrinks with their distance to the centre; a unit standing between them and the
  centre *holds* the path with the chance it has to win the melee when they walk in (its
  strength, abilities and defence advantage count). A move is worth the danger it covers.
- fire is worth the expected hits on the zeds, weighted by their danger; a melee the unit
  starts is worth its chance of winning against what losing costs;
- searching is worth the ammo it is expected to find, more when ammo runs low;
- special actions that only add actions are always taken, extra actions are spent first.
At the other decisions it takes a sensible fixed choice (kill the weakest-held zed first,
defend with the strongest unit, roll again after a lost roll, fall back from hopeless fights).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, cached_property, lru_cache
from typing import Any

from game.engine.types import Command
from game.titles.zeds import board
from game.titles.zeds import combat as calc
from game.titles.zeds import model as m
from game.titles.zeds.content import CENTRE, PATHS, TOWN_INDEX
from game.titles.zeds.view import (
    ConfirmDecision,
    Decision,
    PickDieDecision,
    SpaceView,
    UnitView,
    ZedsView,
    ZedView,
)

# How much a zed group threatens the town by the steps it still needs to enter the centre.
STEP_WEIGHT = {1: 12.0, 2: 7.0, 3: 4.0, 4: 2.5, 5: 1.6, 6: 1.0, 7: 0.6, 8: 0.4}
PAY_ORDER = {"unit": 0, "bar": 1, "player": 2}


@cache
def _two_dice() -> tuple[tuple[int, float], ...]:
    return tuple((total, (6 - abs(total - 7)) / 36) for total in range(2, 13))


@cache
def win_chance(column: int, reroll: bool) -> float:
    """The chance your unit wins a melee on this column (with a reroll after a loss)."""
    win = sum(p for total, p in _two_dice() if calc.melee_result(column, total)[2] == "zeds")
    return win + (1 - win) * win if reroll else win


@cache
def expected_fire_hits(column: int) -> float:
    return sum(p * calc.ranged_hits(column, total) for total, p in _two_dice())


@lru_cache(maxsize=8192)
def melee_odds(attacker: str, unit_id: str, strength: int, markers: tuple[str, ...], spot: str, zed_strength: int,
               flags: tuple[str, ...]) -> float:
    """The chance the unit `unit_id` (`strength`, `markers`) on `spot` wins a melee against zeds
    of `zed_strength` while `flags` are in force; `attacker` is zeds or unit. Remembered: the
    bot asks the same odds for every move it weighs, decision after decision; up to a bound, since
    the markers and flags make new questions game after game (some 900 a game of search bots)."""
    start = calc.melee_start(zed_strength, strength)
    shifts = calc.melee_shifts(unit_id, markers, attacker, spot, flags)
    return win_chance(calc.shifted(start, shifts), board.has(unit_id, "martial_arts"))


@cache
def expected_search_ammo(bonus: int) -> float:
    """Regel 5.3: the ammo one search die finds on average, `bonus` added to it."""
    return sum(calc.search_ammo(die + bonus) for die in range(1, 7)) / 6


def danger(index: int, zed_strength: int) -> float:
    return zed_strength * STEP_WEIGHT[TOWN_INDEX + 1 - index]


# ---- reading the view ------------------------------------------------------------------------
class Table:
    """What the bot reads off its view while it weighs one decision's commands: the spaces by
    id, the pieces on the map by id, and how well the units hold each path where they stand."""

    def __init__(self, view: ZedsView) -> None:
        self.view = view
        self.flags = view.flags
        paths = view.map.paths
        self.spaces: dict[str, SpaceView] = {s.id: s for path in paths for s in path.spaces}
        self.spaces[CENTRE] = view.map.centre
        self.units: dict[str, UnitView] = {u.id: u for s in self.spaces.values() for u in s.units}
        self.zeds: dict[str, ZedView] = {z.id: z for s in self.spaces.values() for z in s.zeds}
        # The zed groups of each path, (index, strength), the one nearest the centre first.
        self.groups = {path.id: sorted(((s.index, s.zed_strength) for s in path.spaces if s.zeds), reverse=True)
                       for path in paths}
        self.where = {uid: u.space for uid, u in self.units.items() if u.space != CENTRE}
        self.moves: dict[tuple[str, str], float] = {}
        self.holds_after: dict[tuple[str, str, str], float] = {}

    # ---- odds --------------------------------------------------------------------------------
    def defence_odds(self, unit: UnitView, spot: str, zed_strength: int) -> float:
        """The chance `unit` standing on `spot` beats zeds of `zed_strength` walking in."""
        return melee_odds("zeds", unit.id, unit.strength, unit.markers, spot, zed_strength, self.flags)

    def attack_odds(self, unit: UnitView, spot: str) -> float:
        """The chance `unit` wins the melee it starts by moving onto the zeds on `spot`."""
        return melee_odds("unit", unit.id, unit.strength, unit.markers, spot, self.spaces[spot].zed_strength,
                          self.flags)

    # ---- holding the paths -------------------------------------------------------------------
    def hold(self, path: str, guards: list[tuple[int, str]]) -> float:
        """How well the units on `path` (`guards`: (index, unit) for each) hold it: the danger of
        each zed group times the chance that the first unit between it and the centre stops it."""
        danger_left = 0.0
        for index, strength in self.groups[path]:
            threat = danger(index, strength)
            nearest = min([at for at, _ in guards if at > index], default=None)
            if nearest is None:
                danger_left += threat
                continue
            spot = board.at_index(path, nearest)
            odds = max(self.defence_odds(self.units[uid], spot, strength) for at, uid in guards if at == nearest)
            danger_left += threat * (1 - odds)
        return danger_left

    @cached_property
    def guards(self) -> dict[str, list[tuple[int, str]]]:
        """The units standing on each path where they are, (index, unit)."""
        return {path: [(board.index_of(spot), uid) for uid, spot in self.where.items() if board.path_of(spot) == path]
                for path in PATHS}

    @cached_property
    def held(self) -> dict[str, float]:
        return {path: self.hold(path, self.guards[path]) for path in PATHS}

    def move_worth(self, unit_id: str, to: str) -> float:
        """The danger a move covers: only the paths it leaves and enters change."""
        key = (unit_id, to)
        if key not in self.moves:
            before = self.where.get(unit_id, CENTRE)
            paths = {board.path_of(spot) for spot in (before, to) if spot != CENTRE}
            self.moves[key] = sum(self.held[p] - self._hold_after(p, unit_id, to) for p in paths) - 0.1
        return self.moves[key]

    def _hold_after(self, path: str, unit_id: str, to: str) -> float:
        """How well `path` is held once `unit_id` has moved to `to`. Remembered by where on the
        path the unit ends, if it does: every move that takes it off the path holds it the same."""
        entered = to if to != CENTRE and board.path_of(to) == path else CENTRE
        key = (path, unit_id, entered)
        if key not in self.holds_after:
            self.holds_after[key] = self.hold(path, self._guards_after(path, unit_id, entered))
        return self.holds_after[key]

    def _guards_after(self, path: str, unit_id: str, entered: str) -> list[tuple[int, str]]:
        """The units on `path` once `unit_id` has moved: onto `entered`, or off the path (CENTRE)."""
        staying = [(at, uid) for at, uid in self.guards[path] if uid != unit_id]
        return staying + [(board.index_of(entered), unit_id)] if entered != CENTRE else staying

    def path_danger(self, path: str) -> float:
        return sum(danger(index, strength) for index, strength in self.groups[path])

    def space_danger(self, spot: str) -> float:
        return danger(board.index_of(spot), self.spaces[spot].zed_strength)


# ---- scoring the action phase ----------------------------------------------------------------
def _score_move(cmd: m.Move, table: Table) -> float:
    if table.spaces[cmd.to].zeds:
        return _score_attack(cmd, table)
    return table.move_worth(cmd.unit, cmd.to)


def _score_attack(cmd: m.Move, table: Table) -> float:
    unit = table.units[cmd.unit]
    odds = table.attack_odds(unit, cmd.to)
    return odds * table.space_danger(cmd.to) * 0.6 - (1 - odds) * (unit.strength + 2.0)


def _score_shot(cmd: m.Shoot, table: Table) -> float:
    shooter = table.units[cmd.unit]
    zed_spaces = {s for s, space in table.spaces.items() if space.zeds}
    distance = board.fire_targets(shooter.space, board.fire_range(cmd.unit), zed_spaces)[cmd.at]
    strength = calc.fire_strength(cmd.unit, shooter.strength, distance)
    column = calc.shifted(calc.fire_start(strength), calc.fire_shifts(cmd.unit, shooter.markers, distance, False))
    hits = expected_fire_hits(column)
    # Six hits destroy a zed; half its danger is gone once it is flipped to its weaker side.
    worth = hits * table.space_danger(cmd.at) / (2.0 * len(table.spaces[cmd.at].zeds))
    ammo = table.view.ammo
    ammo_cost = 0.0 if cmd.pay2 else (3.75 if ammo <= 2 else 1.5)
    return worth - ammo_cost - (1.2 if cmd.pay2 else 0.0)


def _score_search(cmd: m.Search, table: Table) -> float:
    ammo = table.view.ammo
    want = 3.0 if ammo < 3 else 1.5 if ammo < 8 else 0.4 if ammo < 16 else 0.0
    bonus = calc.keys_bonus(cmd.unit, table.units[cmd.unit].space, "hernandez" in table.units)
    return want * expected_search_ammo(bonus) * (1.6 if board.has(cmd.unit, "scavenger") else 1.0)


def _score_special(cmd: m.Special, table: Table) -> float:
    if cmd.ability == "fortress":
        return _score_shot(m.Shoot(seat=cmd.seat, unit=cmd.unit, at=cmd.at, pay="bar"), table)
    if cmd.ability == "speech":
        return 10.0 if table.view.round >= 6 else -1.0
    return 20.0


def _paid(score):
    """A unit's action, scored a little higher the cheaper its way of paying."""
    return lambda cmd, table: score(cmd, table) - 0.01 * PAY_ORDER[cmd.pay]


SCORES: dict[type, Callable[[Any, Table], float]] = {
    m.EndActions: lambda cmd, table: 0.0,
    m.PlayStory: lambda cmd, table: 15.0,
    m.Special: _score_special,
    m.Move: _paid(_score_move),
    m.Shoot: _paid(_score_shot),
    m.Search: _paid(_score_search),
}


def _act(table: Table, decision: Decision, legal) -> Command:
    return max(legal, key=lambda cmd: SCORES[type(cmd)](cmd, table))


# ---- the other decisions ---------------------------------------------------------------------
def _hits_left(zed: ZedView) -> int:
    capacity = zed.hits_per_side
    return capacity - zed.hits + (0 if zed.side == "reduced" else capacity)


def _pick_zed(table: Table, decision: Decision, legal) -> Command:
    """Hits go where they finish a zed soonest; otherwise the first choice."""
    if decision.purpose != "hit":
        return legal[0]
    return min(legal, key=lambda cmd: (_hits_left(table.zeds[cmd.zed]), -table.zeds[cmd.zed].strength))


def _unit_worth(unit: UnitView) -> float:
    return unit.strength + (1.5 if board.has(unit.id, "tough") else 0) \
        + (1 if board.has(unit.id, "martial_arts") else 0)


def _pick_unit(table: Table, decision: Decision, legal) -> Command:
    if decision.purpose in ("defender", "retreat_attacker", "ambush", "smell", "well_armed", "keep_calm"):
        return max(legal, key=lambda cmd: _unit_worth(table.units[cmd.unit]))
    return legal[0]


def _quietest_path(table: Table, paths) -> str:
    return min(paths, key=table.path_danger)


def _pick_path(table: Table, decision: Decision, legal) -> Command:
    quiet = _quietest_path(table, [cmd.path for cmd in legal])
    return next(cmd for cmd in legal if cmd.path == quiet)


def _pick_space(table: Table, decision: Decision, legal) -> Command:
    if decision.purpose in ("place", "fresh_start", "retreat_start"):
        quiet = _quietest_path(table, [board.path_of(cmd.space) for cmd in legal])
        return next(cmd for cmd in legal if board.path_of(cmd.space) == quiet)
    return legal[0]


def _confirm(table: Table, decision: ConfirmDecision, legal) -> Command:
    """Yes or no as the bot would answer; offered only one of them (the search asks for its next
    best choice without the first), that one."""
    wanted = _says_yes(table, decision)
    return next((cmd for cmd in legal if cmd.yes == wanted), legal[0])


def _says_yes(table: Table, decision: ConfirmDecision) -> bool:
    """Roll again after a lost roll, fall back from a hopeless fight, take every other offer."""
    fight = table.view.combat
    if decision.purpose == "reroll" and fight is not None:
        return calc.melee_result(fight.column.index, fight.total)[2] == "unit"
    if decision.purpose == "evade":
        spot = table.spaces[decision.space]
        return max(table.defence_odds(u, spot.id, spot.zed_strength) for u in spot.units) < 0.45
    return True


def _overwatch(table: Table, decision: Decision, legal) -> Command:
    return legal[0]


def _pick_die(table: Table, decision: PickDieDecision, legal) -> Command:
    return max(legal, key=lambda cmd: int(decision.options[cmd.die]))


# Each takes the decision of its kind.
DECIDERS: dict[str, Callable[[Table, Any, Any], Command]] = {
    "actions": _act,
    "pick_zed": _pick_zed,
    "pick_unit": _pick_unit,
    "pick_path": _pick_path,
    "pick_space": _pick_space,
    "confirm": _confirm,
    "overwatch": _overwatch,
    "pick_die": _pick_die,
}


def heuristic_bot(view: ZedsView, seat: int, legal, rng) -> Command:
    decision = view.decision
    assert decision is not None, "a bot is asked only while a decision waits"
    return DECIDERS[decision.kind](Table(view), decision, legal)
