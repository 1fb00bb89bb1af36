"""The arithmetic of a combat (Regel 6.1): start column, column shifts, table results.

Pure functions; the rules in `fight.py` put them together and roll the dice.
"""

from __future__ import annotations

from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds.content import content

LAST_COLUMN = 6
EVEN = 3
UNIT_MARKERS = ("well_armed", "leader")     # +1 in melee and fire until the cemetery


def melee_start(zed_strength: int, unit_strength: int) -> int:
    """Regel 6.1 step 2: Zeds ×3 (0), Zeds ×2, Zeds more, Even (3), Player more, ×2, ×3 (6)."""
    zeds, unit = zed_strength, unit_strength
    if zeds >= 3 * unit:
        return 0
    if zeds >= 2 * unit:
        return 1
    if zeds > unit:
        return 2
    if unit >= 3 * zeds:
        return 6
    if unit >= 2 * zeds:
        return 5
    if unit > zeds:
        return 4
    return EVEN


def clamp(column: int) -> int:
    return max(0, min(LAST_COLUMN, column))


def shifted(start: int, shifts) -> int:
    """Regel 6.1 step 3: the shifts add up; the table ends where it ends."""
    return clamp(start + sum(shift.value for shift in shifts))


def _row(rows, total: int):
    for row in rows:
        if row.low <= total <= row.high:
            return row
    raise ValueError(f"no table row for {total}")


def melee_result(column: int, total: int) -> tuple[int, int, str]:
    """Regel 6.1 step 4: (hits on the zeds, hits on the unit, the loser)."""
    row = _row(content().tables.melee.rows, total)
    zed_hits, unit_hits = row.cells[column]
    return zed_hits, unit_hits, "unit" if column <= row.unit_loses_up_to else "zeds"


def ranged_hits(column: int, total: int) -> int:
    return _row(content().tables.ranged.rows, total).hits[column]


def search_ammo(value: int) -> int:
    """Regel 5.3: the search table; modified rolls beyond 6 read as 6."""
    return _row(content().tables.search.rows, max(1, min(6, value))).ammo


def terrain(state: m.ZedsState, space_id: str) -> int:
    """Regel 6.1 step 3: the defence advantage of a space; none during a night assault."""
    return 0 if "no_terrain" in state.flags else board.space(space_id).defence


def marker_shifts(unit: m.Unit) -> list[m.Shift]:
    return [m.Shift(marker, 1) for marker in UNIT_MARKERS if marker in unit.markers]


def melee_shifts(state: m.ZedsState, unit: m.Unit, attacker: str, space_id: str,
                 charge: bool = False) -> list[m.Shift]:
    """Regel 6.1 step 3 for a melee: the unit's abilities and markers, and when it defends only
    the best defence advantage (here: the space's)."""
    shifts = marker_shifts(unit)
    eagle = board.info(unit.id).abilities.get("eagle_scout")
    if eagle is not None:
        shifts.append(m.Shift("eagle_scout", eagle.shift))
    if attacker == "unit":
        if "keep_calm" in unit.markers:
            shifts.append(m.Shift("keep_calm", content().events["keep_calm"].effect.shift))
        if charge:
            shifts.append(m.Shift("charge", content().story["bulldozer"].effect.shift))
    else:
        defence = terrain(state, space_id)
        if defence:
            shifts.append(m.Shift("defence", defence))
    return shifts


def fire_strength(unit: m.Unit, distance: int) -> int:
    """Regel 6.1 step 2 for fire: the shooter's strength; Captain Piazza's sharpshooting sets
    it by distance (next door she takes whichever is better)."""
    strength = board.unit_strength(unit)
    sharp = board.info(unit.id).abilities.get("sharpshooter")
    if sharp is None:
        return strength
    by_distance = sharp.strengths[distance - 1]
    return max(strength, by_distance) if distance == 1 else by_distance


def fire_shifts(unit: m.Unit, distance: int, fortress: bool) -> list[m.Shift]:
    shifts = marker_shifts(unit)
    abilities = board.info(unit.id).abilities
    if "guns" in abilities:
        shifts.append(m.Shift("guns", abilities["guns"].shift))
    if "long_range" in abilities and distance == abilities["long_range"].range:
        shifts.append(m.Shift("long_range", abilities["long_range"].shift))
    if fortress:
        shifts.append(m.Shift("fortress", content().units["hernandez"].abilities["fortress"].shift))
    return shifts
