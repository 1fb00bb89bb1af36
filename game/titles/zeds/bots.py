"""Dawn of the Zeds' heuristic bot: it plays through `legal_commands` like a person.

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

from functools import lru_cache

from game.titles.zeds import board
from game.titles.zeds import combat as calc
from game.titles.zeds import model as m
from game.titles.zeds.content import CENTRE, PATHS, TOWN_INDEX, content

# How much a zed group threatens the town by the steps it still needs to enter the centre.
STEP_WEIGHT = {1: 12.0, 2: 7.0, 3: 4.0, 4: 2.5, 5: 1.6, 6: 1.0, 7: 0.6, 8: 0.4}
PAY_ORDER = {"unit": 0, "bar": 1, "player": 2}


@lru_cache(maxsize=None)
def _two_dice() -> tuple[tuple[int, float], ...]:
    return tuple((total, (6 - abs(total - 7)) / 36) for total in range(2, 13))


@lru_cache(maxsize=None)
def win_chance(column: int, reroll: bool) -> float:
    """The chance your unit wins a melee on this column (with a reroll after a loss)."""
    win = sum(p for total, p in _two_dice() if calc.melee_result(column, total)[2] == "zeds")
    return win + (1 - win) * win if reroll else win


@lru_cache(maxsize=None)
def expected_fire_hits(column: int) -> float:
    return sum(p * calc.ranged_hits(column, total) for total, p in _two_dice())


# ---- reading the board -----------------------------------------------------------------------
def _groups_on(state: m.ZedsState, path: str) -> list[tuple[int, list[m.Zed]]]:
    """The zed groups on a path by index, the one nearest the centre first."""
    found: dict[int, list[m.Zed]] = {}
    for z in board.path_zeds(state, path):
        found.setdefault(board.index_of(z.space), []).append(z)
    return sorted(found.items(), reverse=True)


def _danger(index: int, zeds: list[m.Zed]) -> float:
    return board.mob_strength(zeds) * STEP_WEIGHT[TOWN_INDEX + 1 - index]


def _defence_odds(state: m.ZedsState, unit: m.Unit, spot: str, zed_strength: int) -> float:
    """The chance `unit` standing on `spot` beats zeds of `zed_strength` walking in."""
    start = calc.melee_start(zed_strength, board.unit_strength(unit))
    shifts = calc.melee_shifts(state, unit, "zeds", spot)
    column = calc.shifted(start, shifts)
    return win_chance(column, board.has(unit.id, "martial_arts"))


def _hold(state: m.ZedsState, path: str, where: dict[str, str]) -> float:
    """How well the units (at `where`: unit -> space) hold `path`: the danger of each zed group
    times the chance that the first unit between it and the centre stops it."""
    units = {u.id: u for u in state.units}
    danger_left = 0.0
    for index, zeds in _groups_on(state, path):
        guards = [units[uid] for uid, spot in where.items()
                  if board.path_of(spot) == path and board.index_of(spot) > index]
        danger = _danger(index, zeds)
        if not guards:
            danger_left += danger
            continue
        nearest = min(board.index_of(where[g.id]) for g in guards)
        front = [g for g in guards if board.index_of(where[g.id]) == nearest]
        spot = where[front[0].id]
        odds = max(_defence_odds(state, g, spot, board.mob_strength(zeds)) for g in front)
        danger_left += danger * (1 - odds)
    return danger_left


def _positions(state: m.ZedsState) -> dict[str, str]:
    return {u.id: u.space for u in state.units if board.on_map(u) and u.space != CENTRE}


class Table:
    """What the bot knows about the board while it weighs one decision's commands."""

    def __init__(self, state: m.ZedsState) -> None:
        self.state = state
        self.where = _positions(state)
        self.held = {path: _hold(state, path, self.where) for path in PATHS}
        self.moves: dict[tuple[str, str], float] = {}

    def move_worth(self, unit_id: str, to: str) -> float:
        """The danger a move covers: only the paths it leaves and enters change."""
        key = (unit_id, to)
        if key not in self.moves:
            where = dict(self.where)
            before = where.pop(unit_id, CENTRE)
            if to != CENTRE:
                where[unit_id] = to
            paths = {board.path_of(spot) for spot in (before, to) if spot != CENTRE}
            self.moves[key] = sum(self.held[p] - _hold(self.state, p, where) for p in paths) - 0.1
        return self.moves[key]


# ---- scoring the action phase ----------------------------------------------------------------
def _score_move(state: m.ZedsState, cmd: m.Move, table: Table) -> float:
    if board.zeds_at(state, cmd.to):
        return _score_attack(state, cmd)
    return table.move_worth(cmd.unit, cmd.to)


def _score_attack(state: m.ZedsState, cmd: m.Move) -> float:
    unit = board.unit(state, cmd.unit)
    zeds = board.zeds_at(state, cmd.to)
    start = calc.melee_start(board.mob_strength(zeds), board.unit_strength(unit))
    column = calc.shifted(start, calc.melee_shifts(state, unit, "unit", cmd.to))
    odds = win_chance(column, board.has(unit.id, "martial_arts"))
    danger = _danger(board.index_of(cmd.to), zeds)
    return odds * danger * 0.6 - (1 - odds) * (board.unit_strength(unit) + 2.0)


def _score_shot(state: m.ZedsState, cmd: m.Shoot) -> float:
    shooter = board.unit(state, cmd.unit)
    distance = board.fire_targets(state, shooter.space, board.fire_range(cmd.unit))[cmd.at]
    column = calc.shifted(calc.clamp(calc.fire_strength(shooter, distance) - 1),
                          calc.fire_shifts(shooter, distance, False))
    zeds = board.zeds_at(state, cmd.at)
    hits = expected_fire_hits(column)
    # Six hits destroy a zed; half its danger is gone once it is flipped to its weaker side.
    worth = hits * _danger(board.index_of(cmd.at), zeds) / (2.0 * len(zeds))
    ammo_cost = 0.0 if cmd.pay2 else (3.75 if state.ammo <= 2 else 1.5)
    return worth - ammo_cost - (1.2 if cmd.pay2 else 0.0)


def _score_search(state: m.ZedsState, cmd: m.Search) -> float:
    want = 3.0 if state.ammo < 3 else 1.5 if state.ammo < 8 else 0.4 if state.ammo < 16 else 0.0
    spot = board.unit(state, cmd.unit).space
    keys = cmd.unit != "hernandez" and board.in_play(state, "hernandez") and board.is_town(spot)
    expected = sum(calc.search_ammo(die + (1 if keys else 0)) for die in range(1, 7)) / 6
    return want * expected * (1.6 if board.has(cmd.unit, "scavenger") else 1.0)


def _score_special(state: m.ZedsState, cmd: m.Special) -> float:
    if cmd.ability == "fortress":
        return _score_shot(state, m.Shoot(seat=cmd.seat, unit=cmd.unit, at=cmd.at, pay="bar"))
    if cmd.ability == "speech":
        return 10.0 if state.round >= 6 else -1.0
    return 20.0


def _score(state: m.ZedsState, cmd, table: Table) -> float:
    if isinstance(cmd, m.EndActions):
        return 0.0
    if isinstance(cmd, m.PlayStory):
        return 15.0
    if isinstance(cmd, m.Special):
        return _score_special(state, cmd)
    pay_bonus = -0.01 * PAY_ORDER[cmd.pay]
    if isinstance(cmd, m.Move):
        return _score_move(state, cmd, table) + pay_bonus
    if isinstance(cmd, m.Shoot):
        return _score_shot(state, cmd) + pay_bonus
    return _score_search(state, cmd) + pay_bonus


def _act(state: m.ZedsState, legal) -> m.Command:
    table = Table(state)
    return max(legal, key=lambda cmd: _score(state, cmd, table))


# ---- the other decisions ---------------------------------------------------------------------
def _hits_left(zed: m.Zed) -> int:
    capacity = content().zed_hits_per_side
    return capacity - zed.hits + (0 if zed.reduced else capacity)


def _pick_zed(state: m.ZedsState, effect: m.Effect, legal) -> m.Command:
    """Hits go where they finish a zed soonest; otherwise the first choice."""
    if effect.purpose != "hit":
        return legal[0]
    return min(legal, key=lambda cmd: (_hits_left(board.zed(state, cmd.zed)), -board.zed_strength(board.zed(state, cmd.zed))))


def _unit_worth(state: m.ZedsState, unit_id: str) -> float:
    unit = board.unit(state, unit_id)
    return board.unit_strength(unit) + (1.5 if board.has(unit_id, "tough") else 0) \
        + (1 if board.has(unit_id, "martial_arts") else 0)


def _pick_unit(state: m.ZedsState, effect: m.Effect, legal) -> m.Command:
    if effect.purpose in ("defender", "retreat_attacker", "ambush", "smell", "well_armed", "keep_calm"):
        return max(legal, key=lambda cmd: _unit_worth(state, cmd.unit))
    return legal[0]


def _quietest_path(state: m.ZedsState, paths) -> str:
    return min(paths, key=lambda path: sum(_danger(i, zeds) for i, zeds in _groups_on(state, path)))


def _pick_path(state: m.ZedsState, effect: m.Effect, legal) -> m.Command:
    quiet = _quietest_path(state, [cmd.path for cmd in legal])
    return next(cmd for cmd in legal if cmd.path == quiet)


def _pick_space(state: m.ZedsState, effect: m.Effect, legal) -> m.Command:
    if effect.purpose in ("place", "fresh_start", "retreat_start"):
        quiet = _quietest_path(state, [board.path_of(cmd.space) for cmd in legal])
        return next(cmd for cmd in legal if board.path_of(cmd.space) == quiet)
    return legal[0]


def _confirm(state: m.ZedsState, effect: m.Effect, legal) -> m.Command:
    yes = next(cmd for cmd in legal if cmd.yes)
    no = next(cmd for cmd in legal if not cmd.yes)
    if effect.purpose == "reroll":
        fight = state.combat
        return yes if calc.melee_result(fight.column, sum(fight.dice))[2] == "unit" else no
    if effect.purpose == "evade":
        units = board.units_at(state, effect.space)
        zeds = board.mob_strength(board.zeds_at(state, effect.space))
        best = max(_defence_odds(state, u, effect.space, zeds) for u in units)
        return yes if best < 0.45 else no
    return yes


def _overwatch(state: m.ZedsState, effect: m.Effect, legal) -> m.Command:
    return legal[0]


def _pick_die(state: m.ZedsState, effect: m.Effect, legal) -> m.Command:
    return max(legal, key=lambda cmd: int(effect.options[cmd.die]))


DECIDERS = {
    "pick_zed": _pick_zed,
    "pick_unit": _pick_unit,
    "pick_path": _pick_path,
    "pick_space": _pick_space,
    "confirm": _confirm,
    "overwatch": _overwatch,
    "pick_die": _pick_die,
}


def heuristic_bot(state: m.ZedsState, seat: int, legal, rng) -> m.Command:
    effect = state.queue[0]
    if effect.kind == "actions":
        return _act(state, legal)
    return DECIDERS[effect.kind](state, effect, legal)
