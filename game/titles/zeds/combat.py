"""The arithmetic of a combat (Regel 6.1) and of a search (Regel 5.3): start column, column
shifts, table results, ammo found.

Pure functions of plain values (unit ids, markers, strengths, space ids, the round's flags) and
the content, so that the rules in `fight.py` and `actions.py` and the bot reading a view share
them; the rules put them together and roll the dice.
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


def keys_bonus(unit_id: str, space_id: str, mayor_in_play: bool) -> int:
    """Regel 5.3, Mayor Hernandez's keys: other units searching in the town add to the roll."""
    if unit_id == "hernandez" or not mayor_in_play or not board.is_town(space_id):
        return 0
    return content().units["hernandez"].abilities["keys_to_town"].bonus


def defence_advantage(space_id: str, flags) -> int:
    """Regel 6.1 step 3: the defence advantage of a space; none during a night assault."""
    return 0 if "no_terrain" in flags else board.space(space_id).defence


def marker_shifts(markers) -> list[m.Shift]:
    return [m.Shift(marker, 1) for marker in UNIT_MARKERS if marker in markers]


def melee_shifts(unit_id: str, markers, attacker: str, space_id: str, flags, charge: bool = False) -> list[m.Shift]:
    """Regel 6.1 step 3 for a melee of the unit `unit_id` with `markers` on `space_id`: its
    abilities and markers, and when it defends only the best defence advantage (here: the
    space's). `attacker` is zeds, unit or event; `flags` are the round's effects in force."""
    shifts = marker_shifts(markers)
    eagle = board.info(unit_id).abilities.get("eagle_scout")
    if eagle is not None:
        shifts.append(m.Shift("eagle_scout", eagle.shift))
    if attacker == "unit":
        if "keep_calm" in markers:
            shifts.append(m.Shift("keep_calm", content().events["keep_calm"].effect.shift))
        if charge:
            shifts.append(m.Shift("charge", content().story["bulldozer"].effect.shift))
    else:
        defence = defence_advantage(space_id, flags)
        if defence:
            shifts.append(m.Shift("defence", defence))
    return shifts


def fire_strength(unit_id: str, strength: int, distance: int) -> int:
    """Regel 6.1 step 2 for fire: the shooter's strength; Captain Piazza's sharpshooting sets
    it by distance (next door she takes whichever is better)."""
    sharp = board.info(unit_id).abilities.get("sharpshooter")
    if sharp is None:
        return strength
    by_distance = sharp.strengths[distance - 1]
    return max(strength, by_distance) if distance == 1 else by_distance


def fire_start(strength: int) -> int:
    """Regel 6.1 step 2 for fire: the column of the shooter's strength (strength 1 is column 0)."""
    return clamp(strength - 1)


def fire_shifts(unit_id: str, markers, distance: int, fortress: bool) -> list[m.Shift]:
    shifts = marker_shifts(markers)
    abilities = board.info(unit_id).abilities
    if "guns" in abilities:
        shifts.append(m.Shift("guns", abilities["guns"].shift))
    if "long_range" in abilities and distance == abilities["long_range"].range:
        shifts.append(m.Shift("long_range", abilities["long_range"].shift))
    if fortress:
        shifts.append(m.Shift("fortress", content().units["hernandez"].abilities["fortress"].shift))
    return shifts
