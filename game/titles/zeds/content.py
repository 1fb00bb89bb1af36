"""Dawn of the Zeds' map, counters, units, cards and tables, loaded from `content/*.toml`.

Each file is checked against a schema when it is loaded; a wrong file names the entry and the
field. `content/README.md` documents the schema for anyone replacing a file with a transcription
of their own copy. Every entry carries `source`: "rulebook", "research" or "authored".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal, get_args

import msgspec

from game.engine.content import ContentError, load_toml

CONTENT_DIR = Path(__file__).resolve().parent / "content"
CONTENT_VERSION = "1"

Text = dict[str, str]
Source = Literal["rulebook", "research", "authored"]
PathId = Literal["forest", "mountain", "highway", "suburbs"]
PATHS: tuple[str, ...] = get_args(PathId)
CENTRE = "centre"
PATH_LENGTH = 8            # start space, six path spaces, town space (Regel 4, "Wege")
TOWN_INDEX = PATH_LENGTH - 1
ZED_COUNT = 34


class Strict(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    pass


# ---- the map ---------------------------------------------------------------------------------
SpaceKind = Literal["start", "plain", "named", "village", "town"]


class SpaceDef(Strict, frozen=True):
    kind: SpaceKind
    source: Source
    name: Text | None = None


class PathDef(Strict, frozen=True):
    id: PathId
    name: Text
    source: Source
    spaces: tuple[SpaceDef, ...]


class Box(Strict, frozen=True):
    name: Text
    source: Source


class MapFile(Strict, frozen=True):
    centre: Box
    cemetery: Box
    path: tuple[PathDef, ...]


# ---- zeds ------------------------------------------------------------------------------------
class ZedCounterDef(Strict, frozen=True):
    full: int
    reduced: int
    copies: int
    source: Source


class ZedsFile(Strict, frozen=True):
    hits_per_side: int
    hits_source: Source
    counters: tuple[ZedCounterDef, ...]


# ---- units -----------------------------------------------------------------------------------
AbilityId = Literal[
    "sharpshooter", "overwatch", "do_it_myself", "keys_to_town", "traffic_control", "fortress",
    "speech", "determination", "eagle_scout", "tough", "martial_arts", "born_leader",
    "long_range", "brawlers", "stockpile", "scavenger", "guns", "traps",
]


class Ability(Strict, frozen=True):
    id: AbilityId
    name: Text
    text: Text
    source: Source
    shift: int = 0                       # columns, + to the right
    range: int = 0                       # long-range fire: farthest target
    strengths: tuple[int, ...] = ()      # sharpshooter: strength at 1, 2, 3 spaces
    avoid_from: int = 0                  # tough / traps: succeeds on this roll or higher
    bonus: int = 0                       # keys to the town: added to search rolls
    ammo: int = 0                        # stockpile: ammo on coming into play
    special: Literal["", "round", "game"] = ""


class HeroDef(Strict, frozen=True):
    id: str
    name: Text
    role: Text
    kind: Literal["hero", "heroic"]
    full: int
    reduced: int
    move: int
    hits_per_side: int
    start: Literal["centre", "reserve"]
    source: Source
    abilities: tuple[Ability, ...] = ()
    note: str = ""


class CivilianCounterDef(Strict, frozen=True):
    full: int
    reduced: int
    copies: int
    source: Source


class UnitsFile(Strict, frozen=True):
    civilian_move: int
    civilian_hits_per_side: int
    civilian_source: Source
    civilians: tuple[CivilianCounterDef, ...]
    hero: tuple[HeroDef, ...]


# ---- cards -----------------------------------------------------------------------------------
BarToken = Literal["forest", "mountain", "highway", "suburbs", "all", "story_twice", "coop_move",
                   "coop_place"]
EventEffectKind = Literal[
    "none", "fresh_start", "loot", "well_armed", "night_assault", "ambush", "spread", "reinforce",
    "hero_arrives", "blast", "tough_zeds", "smell", "renew_weak", "keep_calm", "win",
]


class EventEffect(Strict, frozen=True):
    kind: EventEffectKind
    phase: Literal["zeds", "actions"]
    timing: Literal["start", "end"]
    path: str = ""
    space: str = ""
    ammo: int = 0
    shift: int = 0
    strength: int = 0


class EventCard(Strict, frozen=True):
    id: str
    name: Text
    act: int
    kind: Literal["normal", "special", "brains", "finale"]
    zeds: tuple[BarToken, ...]
    actions: int
    effect: EventEffect
    text: Text
    source: Source
    note: str = ""


class DeckDef(Strict, frozen=True):
    normal: tuple[int, int, int, int]
    special: tuple[int, int, int, int]
    source: Source


class EventsFile(Strict, frozen=True):
    deck: DeckDef
    card: tuple[EventCard, ...]


StoryEffectKind = Literal["charge", "zeds_appear", "leader", "more_actions", "volunteers",
                          "turn_the_tide", "lose_ammo"]


class StoryEffect(Strict, frozen=True):
    kind: StoryEffectKind
    space: str = ""
    count: int = 0
    shift: int = 0


class StoryCard(Strict, frozen=True):
    id: str
    name: Text
    where: str                           # a path id, "most", "fewest" or "choice"
    timing: Literal["immediate", "keep"]
    effect: StoryEffect
    text: Text
    source: Source
    note: str = ""


class StoryFile(Strict, frozen=True):
    card: tuple[StoryCard, ...]


# ---- tables ----------------------------------------------------------------------------------
class MeleeRow(Strict, frozen=True):
    low: int
    high: int
    cells: tuple[tuple[int, int], ...]
    unit_loses_up_to: int


class MeleeTable(Strict, frozen=True):
    source: Source
    loser_source: Source
    columns: tuple[Text, ...]
    rows: tuple[MeleeRow, ...]
    note: str = ""                   # where a reading of the notes decides what the rulebook does not


class RangedRow(Strict, frozen=True):
    low: int
    high: int
    hits: tuple[int, ...]


class RangedTable(Strict, frozen=True):
    source: Source
    rows: tuple[RangedRow, ...]
    note: str = ""


class SearchRow(Strict, frozen=True):
    low: int
    high: int
    ammo: int


class SearchTable(Strict, frozen=True):
    source: Source
    rows: tuple[SearchRow, ...]
    note: str = ""


class SavingRoll(Strict, frozen=True):
    source: Source
    saved_from: int


class TablesFile(Strict, frozen=True):
    melee: MeleeTable
    ranged: RangedTable
    search: SearchTable
    saving_roll: SavingRoll


# ---- what the rules use ----------------------------------------------------------------------
@dataclass(frozen=True)
class Space:
    """One space of the map; `index` counts from the start space (0) to the town space (7)."""

    id: str
    path: str              # "" for the town centre
    index: int             # 8 for the town centre
    kind: str              # start | plain | named | village | town | centre
    name: Text | None
    source: str

    @property
    def number(self) -> int | None:
        """The number printed on the board: #6 next to the start … #0 for the town space."""
        return TOWN_INDEX - self.index if self.path and self.index > 0 else None

    @property
    def named(self) -> bool:
        """Regel 5.3: a named space is a village, a town space, the centre or another named one."""
        return self.kind in ("named", "village", "town", "centre")

    @property
    def defence(self) -> int:
        """Regel 6.1 step 3: 1 on named spaces outside the town, 2 on town spaces."""
        return 2 if self.kind in ("town", "centre") else 1 if self.named else 0

    @property
    def limit(self) -> int | None:
        """Regel 4.6, 5.2: two zeds and two units per space; the centre takes any number."""
        return None if self.kind == "centre" else 2


@dataclass(frozen=True)
class UnitInfo:
    id: str
    name: Text
    kind: str              # hero | heroic | civilian
    full: int
    reduced: int
    move: int
    hits_per_side: int
    start: str             # centre | reserve | village (normal civilians are dealt at set-up)
    abilities: dict[str, Ability]
    role: Text | None
    source: str

    @property
    def civilian(self) -> bool:
        """Regel 1.3 ("Zivilisten"): normal and heroic civilians both count as civilians."""
        return self.kind in ("civilian", "heroic")

    def strength(self, reduced: bool) -> int:
        return self.reduced if reduced else self.full


@dataclass(frozen=True)
class ZedCounter:
    id: str
    full: int
    reduced: int
    source: str

    def strength(self, reduced: bool) -> int:
        return self.reduced if reduced else self.full


@dataclass(frozen=True)
class Content:
    map: MapFile
    spaces: dict[str, Space]
    path_spaces: dict[str, tuple[str, ...]]     # path -> space ids from start to town space
    neighbours: dict[str, tuple[str, ...]]
    zeds: dict[str, ZedCounter]
    zed_hits_per_side: int
    units: dict[str, UnitInfo]
    events: dict[str, EventCard]
    deck: DeckDef
    story: dict[str, StoryCard]
    tables: TablesFile


def _load(name: str, kind: type, directory: Path):
    return load_toml(directory / name, kind, _entry_name)


def _entry_name(raw: dict, message: str) -> str:
    """ "card 'hunting_cabin': " for an error at `$.card[3]...`, so the entry is named by id."""
    match = re.search(r"\$\.(\w+)\[(\d+)\]", message)
    if not match:
        return ""
    entries = raw.get(match.group(1))
    if not isinstance(entries, list) or int(match.group(2)) >= len(entries):
        return ""
    entry = entries[int(match.group(2))]
    name = entry.get("id") if isinstance(entry, dict) else None
    return f"{match.group(1)} {name!r}: " if name else ""


def space_id(path: str, index: int) -> str:
    return f"{path}:start" if index == 0 else f"{path}:{TOWN_INDEX - index}"


def _spaces(map_file: MapFile) -> tuple[dict[str, Space], dict[str, tuple[str, ...]]]:
    spaces = {CENTRE: Space(CENTRE, "", PATH_LENGTH, "centre", map_file.centre.name, map_file.centre.source)}
    path_spaces: dict[str, tuple[str, ...]] = {}
    for path in map_file.path:
        ids = []
        for index, entry in enumerate(path.spaces):
            sid = space_id(path.id, index)
            spaces[sid] = Space(sid, path.id, index, entry.kind, entry.name, entry.source)
            ids.append(sid)
        path_spaces[path.id] = tuple(ids)
    return spaces, path_spaces


def _neighbours(path_spaces: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """Regel 1.3 ("Angrenzend"): each path is a chain; every town space touches the centre."""
    links: dict[str, list[str]] = {CENTRE: []}
    for ids in path_spaces.values():
        for index, sid in enumerate(ids):
            links[sid] = [ids[i] for i in (index - 1, index + 1) if 0 <= i < len(ids)]
        links[ids[-1]].append(CENTRE)
        links[CENTRE].append(ids[-1])
    return {sid: tuple(near) for sid, near in links.items()}


def _units(units: UnitsFile) -> dict[str, UnitInfo]:
    found = {}
    for hero in units.hero:
        found[hero.id] = UnitInfo(hero.id, hero.name, hero.kind, hero.full, hero.reduced, hero.move,
                                  hero.hits_per_side, hero.start,
                                  {ability.id: ability for ability in hero.abilities}, hero.role, hero.source)
    number = 0
    for counter in units.civilians:
        for _ in range(counter.copies):
            number += 1
            uid = f"civ{number}"
            name = {"en": f"Civilians {number}", "de": f"Zivilisten {number}"}
            found[uid] = UnitInfo(uid, name, "civilian", counter.full, counter.reduced, units.civilian_move,
                                  units.civilian_hits_per_side, "village", {}, None, counter.source)
    return found


def _zeds(zeds: ZedsFile) -> dict[str, ZedCounter]:
    found: dict[str, ZedCounter] = {}
    for counter in zeds.counters:
        for _ in range(counter.copies):
            zid = f"z{len(found) + 1:02d}"
            found[zid] = ZedCounter(zid, counter.full, counter.reduced, counter.source)
    return found


def build(map_file: MapFile, zeds: ZedsFile, units: UnitsFile, events: EventsFile, story: StoryFile,
          tables: TablesFile) -> Content:
    spaces, path_spaces = _spaces(map_file)
    content = Content(
        map=map_file, spaces=spaces, path_spaces=path_spaces, neighbours=_neighbours(path_spaces),
        zeds=_zeds(zeds), zed_hits_per_side=zeds.hits_per_side, units=_units(units),
        events={card.id: card for card in events.card}, deck=events.deck,
        story={card.id: card for card in story.card}, tables=tables,
    )
    problems = validate(content)
    if problems:
        raise ContentError("; ".join(problems))
    return content


def validate(content: Content) -> list[str]:
    """Cross-checks the schema cannot express: counts, shapes, references."""
    problems = _map_problems(content) + _card_problems(content) + _table_problems(content.tables)
    if len(content.zeds) != ZED_COUNT:
        problems.append(f"zeds: want {ZED_COUNT} counters, found {len(content.zeds)}")
    for zed in content.zeds.values():
        if not 0 < zed.reduced <= zed.full:
            problems.append(f"zed {zed.id}: reduced strength must be between 1 and the full strength")
    for unit in content.units.values():
        if not 0 < unit.reduced <= unit.full or unit.hits_per_side < 1:
            problems.append(f"unit {unit.id}: strengths or hits out of range")
        sharp = unit.abilities.get("sharpshooter")
        if sharp is not None and len(sharp.strengths) != sharp.range:
            problems.append(f"unit {unit.id}, ability sharpshooter: want one strength per space of range")
    return problems


def _map_problems(content: Content) -> list[str]:
    problems = []
    if tuple(path.id for path in content.map.path) != PATHS:
        problems.append(f"map: want the paths {', '.join(PATHS)} in that order")
    for path in content.map.path:
        kinds = [entry.kind for entry in path.spaces]
        if len(kinds) != PATH_LENGTH or kinds[0] != "start" or kinds[-1] != "town" \
                or "start" in kinds[1:] or "town" in kinds[:-1]:
            problems.append(f"map, path {path.id}: want a start space, six spaces and a town space")
        for index, entry in enumerate(path.spaces):
            if (entry.name is None) != (entry.kind in ("start", "plain")):
                problems.append(f"map, path {path.id}, space {index}: named kinds need a name, others none")
    return problems


def _card_problems(content: Content) -> list[str]:
    problems = []
    for card in content.events.values():
        effect = card.effect
        if effect.path and effect.path not in PATHS:
            problems.append(f"event {card.id}, effect.path: unknown path {effect.path!r}")
        if effect.space and effect.space not in content.spaces:
            problems.append(f"event {card.id}, effect.space: unknown space {effect.space!r}")
        if not 1 <= card.act <= 5 or (card.act == 5) != (card.kind == "finale"):
            problems.append(f"event {card.id}, act: acts 1–4, and 5 for the finale only")
    for act in range(4):
        for kind, wanted in (("normal", content.deck.normal[act]), ("special", content.deck.special[act])):
            kinds = ("normal",) if kind == "normal" else ("special", "brains")
            have = sum(1 for c in content.events.values() if c.act == act + 1 and c.kind in kinds)
            if have < min(wanted, 1):
                problems.append(f"events: act {act + 1} has no {kind} card")
    if not any(card.kind == "finale" for card in content.events.values()):
        problems.append("events: no finale card")
    if not any(card.timing == "immediate" for card in content.story.values()):
        problems.append("story: want at least one immediate card (the deck must never run dry)")
    for story in content.story.values():
        if story.where not in PATHS + ("most", "fewest", "choice"):
            problems.append(f"story {story.id}, where: unknown location {story.where!r}")
        if story.effect.space and story.effect.space not in content.spaces:
            problems.append(f"story {story.id}, effect.space: unknown space {story.effect.space!r}")
    return problems


def _table_problems(tables: TablesFile) -> list[str]:
    problems = []
    columns = len(tables.melee.columns)
    for name, rows, low, high in (("melee", tables.melee.rows, 2, 12), ("ranged", tables.ranged.rows, 2, 12),
                                  ("search", tables.search.rows, 1, 6)):
        covered = [value for row in rows for value in range(row.low, row.high + 1)]
        if covered != list(range(low, high + 1)):
            problems.append(f"tables, {name}: the rows must cover {low}–{high} once, in order")
    for melee in tables.melee.rows:
        if len(melee.cells) != columns or not -1 <= melee.unit_loses_up_to < columns:
            problems.append(f"tables, melee row {melee.low}: want {columns} cells and a loser column")
    for ranged in tables.ranged.rows:
        if len(ranged.hits) != columns:
            problems.append(f"tables, ranged row {ranged.low}: want {columns} cells")
    return problems


def load_content(directory: Path = CONTENT_DIR) -> Content:
    return build(
        _load("map.toml", MapFile, directory),
        _load("zeds.toml", ZedsFile, directory),
        _load("units.toml", UnitsFile, directory),
        _load("events.toml", EventsFile, directory),
        _load("story.toml", StoryFile, directory),
        _load("tables.toml", TablesFile, directory),
    )


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()
