"""Heredity's cards, loaded from `content/*.toml` and checked against a schema.

Every card has two sides (`a` front, `b` back). A side has a `kind` and the sections the rulebook
names [DE: Erzählkarten]: the story (beige), rules and instructions (black), the timeline effect
(red). Steps are small tables (`{op = "take", card = "101"}`); the full list is in
`content/README.md`, which is the documentation for anyone loading a chapter they transcribed.
A wrong file names the card and the field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal, TypeVar

import msgspec

from game.engine.content import ContentError, load_toml

CONTENT_DIR = Path(__file__).resolve().parent / "content"
CONTENT_VERSION = "2"

Text = dict[str, str]
Source = Literal["rulebook", "research", "authored"]
Kind = Literal["overview", "body", "family", "narrative", "terrain", "encounter", "item", "rule",
               "action", "karma", "secret"]
SpaceKind = Literal["look", "talk", "hand", "leg"]
Hazard = Literal["", "smoke", "cold"]     # kinds of damage an item may protect from
Line = Literal["white", "black", "blue", "green", "red"]
Band = Literal["", "blue", "green"]
AttachBand = Literal["", "yellow", "purple", "red"]
Slot = Literal["head", "clothes", "shoes", "utility"]
Status = Literal["hostile", "neutral", "allied"]
Op = Literal[
    "take", "turn", "timeline", "attach", "remove", "terrain", "start_time", "damage",
    "heal", "material", "item", "figures", "status", "flag", "counter", "karma", "exchange",
    "marker", "move", "end", "if", "family_actions", "dying_check", "violet", "mark", "carry",
]
STANDARD_MARK = "standard"        # the general-purpose marker [DE: Spielmaterial: 24 Standardmarker]
LINE_CODES = {".": None, "w": "white", "k": "black", "b": "blue", "g": "green", "r": "red"}
GRID_COLS, GRID_ROWS = 4, 3
T = TypeVar("T")


class Strict(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    pass


class Step(Strict, frozen=True):
    """One instruction. `if` steps test the fields named below and run `then` or `else`."""

    op: Op
    card: str = ""            # take / turn / remove / terrain / item / exchange / status ...
    n: int = 0                # damage / heal / material / counter (signed)
    who: str = ""             # acting | choose | all | area:<area> | a member's name
    at: tuple[str, ...] = ()  # figures: areas; terrain: (col, row, level) as strings; move: area
    value: str = ""           # status / flag / end: the ending / marker kind / mark kind / carry "add"
    name: str = ""            # carry: the campaign counter
    cap: int = -1             # carry: the most the counter may hold
    hazard: Hazard = ""       # the kind of damage: an item that protects from it stops it
    # tests for `if` (each given one must hold), or `ask` the players
    ask: Text | None = None
    flag: str = ""
    not_flag: str = ""
    has_item: str = ""
    counter_max: int = -1
    karma: str = ""           # skull | plus | minus | times | miss | zero
    in_area: str = ""
    materials_min: int = 0
    gone: str = ""            # a card removed from the game (an encounter defeated)
    mark: str = ""            # markers of this kind on the places `at` (anywhere if none) ...
    marks_min: int = 0        # ... at least this many (at least one if 0)
    item_value_min: int = 0   # the acting member (else anyone) carries an item worth this much
    carried_min: int = -1     # the campaign counter `name` holds at least this much
    secret: str = ""          # this secret card (900-928) has left the secret pile
    then: tuple[Step, ...] = ()
    else_: tuple[Step, ...] = msgspec.field(default=(), name="else")


class SpaceDef(Strict, frozen=True):
    kind: SpaceKind
    damage: bool = False


class Attack(Strict, frozen=True):
    kind: Literal["melee", "ranged"]
    base: int
    range: int = 0
    move: int = 0


class FieldDef(Strict, frozen=True):
    """An item field: an action space (with `attack` or `steps`) and/or a damage space."""

    action: SpaceKind | None = None
    attack: Attack | None = None
    steps: tuple[Step, ...] = ()
    label: Text | None = None
    damage: bool = False


class Passive(Strict, frozen=True):
    defence: int = 0
    attack_bonus: int = 0
    no_harm: bool = False          # red lines do not hurt
    protects: Hazard = ""          # a kind of damage the wearer does not take


class ItemDef(Strict, frozen=True):
    name: Text
    slot: Slot
    value: int = 0
    fields: tuple[FieldDef, ...] = ()
    passive: Passive | None = None
    wrench: tuple[Step, ...] = ()
    upgrade: int = 0               # materials to turn the card to its (better) back


class Interaction(Strict, frozen=True):
    kind: SpaceKind
    label: Text
    steps: tuple[Step, ...]


class EncounterDef(Strict, frozen=True):
    name: Text
    status: Status
    life: int
    defence: int = 0
    attack: Attack | None = None
    defeated: tuple[Step, ...] = ()
    interact: tuple[Interaction, ...] = ()
    ally: tuple[Step, ...] = ()     # what an allied encounter does besides attacking


class Explore(Strict, frozen=True):
    edge: Literal["n", "s", "e", "w"]
    card: str
    enter: str
    cells: tuple[int, ...] = ()     # which cells of the edge; empty = the whole edge


class MarkerDef(Strict, frozen=True):
    area: str
    kind: Literal["look", "talk", "hand"]
    card: str = ""                  # "" = turn this terrain card


class LevelLink(Strict, frozen=True):
    area: str
    card: str
    to: str


class Immediate(Strict, frozen=True):
    area: str
    steps: tuple[Step, ...]


class Edges(Strict, frozen=True):
    n: str = "...."
    s: str = "...."
    e: str = "..."
    w: str = "..."


class KarmaDef(Strict, frozen=True):
    sign: Literal["+", "-", "x", "miss"]
    value: int = 0
    skull: bool = False
    exchange: str = ""              # the card that replaces this one when told to exchange it


class ActionDef(Strict, frozen=True):
    area: str
    kind: Literal["look", "talk", "hand"]
    label: Text
    steps: tuple[Step, ...]


class RuleDef(Strict, frozen=True):
    """A new rule while the card lies out [DE: Neue Regel]: forbid an action kind in areas,
    or hurt a family member who moves into them (encounters are not hurt)."""

    forbid: str = ""
    areas: tuple[str, ...] = ()
    harm: int = 0


class Side(Strict, frozen=True):
    kind: Kind
    title: Text
    story: Text | None = None
    rules: tuple[Step, ...] = ()
    timeline: tuple[Step, ...] = ()
    band: Band = ""
    attach: AttachBand = ""         # the coloured band at the bottom (hosting or to attach)
    # body cards
    member: str = ""
    part: str = ""
    spaces: tuple[SpaceDef, ...] = ()
    # terrain
    grid: tuple[str, ...] = ()
    lines: dict[str, Line] = {}
    edges: Edges | None = None
    explore: tuple[Explore, ...] = ()
    markers: tuple[MarkerDef, ...] = ()
    materials: dict[str, int] = {}
    start: dict[str, str] = {}
    immediate: tuple[Immediate, ...] = ()
    levels: tuple[LevelLink, ...] = ()
    gather: str = ""
    capacity: dict[str, int] = {}
    names: dict[str, Text] = {}     # names of areas, for the table and the log
    # the other kinds
    encounter: EncounterDef | None = None
    item: ItemDef | None = None
    karma: KarmaDef | None = None
    action: ActionDef | None = None
    rule: RuleDef | None = None

    # The table a side's kind calls for, which loading checks it has (`_side_problems`): for the
    # rules that know the side's kind.
    @property
    def encounter_def(self) -> EncounterDef:
        return _present(self.encounter, "encounter")

    @property
    def item_def(self) -> ItemDef:
        return _present(self.item, "item")

    @property
    def karma_def(self) -> KarmaDef:
        return _present(self.karma, "karma")

    @property
    def action_def(self) -> ActionDef:
        return _present(self.action, "action")


def _present(table: T | None, kind: str) -> T:
    if table is None:
        raise LookupError(f"a side without its {kind} table")
    return table


class Card(Strict, frozen=True):
    id: str
    source: Source
    a: Side
    b: Side | None = None
    note: str = ""

    @property
    def back(self) -> Side:
        """Side b, of a card that has one (a body card's back shows its serious injury)."""
        if self.b is None:
            raise LookupError(f"card {self.id} has no side b")
        return self.b


class Ending(Strict, frozen=True):
    id: str
    kind: Literal["win", "fail"]
    text: Text


class Carry(Strict, frozen=True):
    """What a chapter inherits from the one before (the campaign file holds the same): besides
    what the rulebook carries, campaign counters (`carry` steps) and the secret cards that left
    the secret pile, taken (still in play) or removed from the game."""

    items: tuple[CarriedItem, ...] = ()
    materials: dict[str, int] = {}
    karma: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    counters: dict[str, int] = {}
    secrets_taken: tuple[str, ...] = ()
    secrets_removed: tuple[str, ...] = ()


class CarriedItem(Strict, frozen=True):
    card: str
    member: str
    face: Literal["a", "b"] = "a"
    damage: int = 0


class SpecialMarker(Strict, frozen=True):
    """A chapter's own marker [DE: Spielmaterial: Spezialmarker, je Kapitel]: its name, and the
    rule it brings to an area it lies in: `harm` to a family member moving in, `forbid` an
    action kind there (as a rule card's)."""

    kind: str
    name: Text
    harm: int = 0
    forbid: str = ""


class ChapterDef(Strict, frozen=True):
    number: int
    title: Text
    first: str
    endings: tuple[Ending, ...]
    default_carry: Carry | None = None   # a plausible start when no campaign file is given
    markers: tuple[SpecialMarker, ...] = ()
    story_flags: tuple[str, ...] = ()    # flags no card reads: remembered for the family's story


class ChapterFile(Strict, frozen=True):
    chapter: ChapterDef
    card: tuple[Card, ...]


class CardFile(Strict, frozen=True):
    card: tuple[Card, ...]


# ---- loading ---------------------------------------------------------------------------------
def _load(path: Path, kind: type):
    return load_toml(path, kind, _which_card)


def _which_card(raw: dict, message: str) -> str:
    """The id of the card a schema error points into (`$.card[4]...`), for the reader."""
    match = re.search(r"\$\.card\[(\d+)\]", message)
    cards = raw.get("card", [])
    if match and int(match.group(1)) < len(cards) and isinstance(cards[int(match.group(1))], dict):
        return f"card {cards[int(match.group(1))].get('id', '?')}: "
    return ""


@dataclass(frozen=True)
class Content:
    cards: dict[str, Card]
    chapters: dict[int, ChapterDef]
    chapter_cards: dict[int, tuple[str, ...]]

    def side(self, card: str, face: str) -> Side:
        entry = self.cards[card]
        return entry.b if face == "b" and entry.b is not None else entry.a

    @property
    def endings(self) -> dict[str, Ending]:
        return {e.id: e for chapter in self.chapters.values() for e in chapter.endings}

    def special_marker(self, chapter: int, kind: str) -> SpecialMarker | None:
        found = self.chapters.get(chapter)
        return next((x for x in found.markers if x.kind == kind), None) if found else None


def load_content(directory: Path = CONTENT_DIR) -> Content:
    cards: dict[str, Card] = {}
    chapters: dict[int, ChapterDef] = {}
    chapter_cards: dict[int, tuple[str, ...]] = {}
    for name in ("base.toml", "secrets.toml"):
        for card in _load(directory / name, CardFile).card:
            cards[card.id] = card
    for path in sorted(directory.glob("chapter*.toml")):
        loaded = _load(path, ChapterFile)
        chapters[loaded.chapter.number] = loaded.chapter
        chapter_cards[loaded.chapter.number] = tuple(card.id for card in loaded.card)
        for card in loaded.card:
            if card.id in cards:
                raise ContentError(f"{path.name}: card {card.id} appears twice")
            cards[card.id] = card
    content = Content(cards, chapters, chapter_cards)
    problems = validate(content)
    if problems:
        raise ContentError("; ".join(problems[:10]))
    return content


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()


# ---- cross-checks the schema cannot express ---------------------------------------------------
def validate(content: Content) -> list[str]:
    problems: list[str] = []
    karma = [cid for cid, card in content.cards.items() if card.a.kind == "karma"]
    if len([cid for cid in karma if "901" <= cid <= "909"]) != 9:
        problems.append("karma: cards 901–909 must all be karma cards")
    for card in content.cards.values():
        if card.a.item and card.b and card.b.item and len(card.a.item.fields) != len(card.b.item.fields):
            problems.append(f"card {card.id}: an item's two sides need as many fields")
        for face, side in (("a", card.a), ("b", card.b)):
            if side is not None:
                problems += [f"card {card.id}{'b' if face == 'b' else ''}: {p}"
                             for p in _side_problems(content, card.id, side)]
    for number, chapter in content.chapters.items():
        if chapter.first not in content.chapter_cards[number]:
            problems.append(f"chapter {number}: first card {chapter.first} is not in the chapter")
        if not any(e.kind == "win" for e in chapter.endings) or not any(e.kind == "fail" for e in chapter.endings):
            problems.append(f"chapter {number}: needs a way to win and a way to fail")
        problems += _mark_problems(content, number, chapter)
    return problems


def _mark_problems(content: Content, number: int, chapter: ChapterDef) -> list[str]:
    """Every marker kind a chapter's steps name is the standard one or one the chapter lists."""
    kinds = {STANDARD_MARK} | {x.kind for x in chapter.markers}
    problems = []
    for card in content.chapter_cards[number]:
        for side in (content.cards[card].a, content.cards[card].b):
            for step in all_steps(side) if side else ():
                kind = step.value if step.op == "mark" else step.mark
                if (step.op == "mark" or step.mark) and kind not in kinds:
                    problems.append(f"card {card}: marker kind {kind!r} is not one of chapter {number}'s")
    return problems


def _side_problems(content: Content, card_id: str, side: Side) -> list[str]:
    problems = []
    if side.kind == "terrain":
        problems += _terrain_problems(side)
    if side.kind == "encounter" and side.encounter is None:
        problems.append("an encounter without its encounter table")
    elif side.encounter and not any(step.op == "remove" and step.card in ("", card_id)
                                    for step in side.encounter.defeated):
        problems.append("the defeated effect must remove the card [DE: Begegnungen besiegen]")
    if side.kind == "item" and side.item is None:
        problems.append("an item without its item table")
    if side.kind == "karma" and side.karma is None:
        problems.append("a karma card without its karma table")
    if side.kind == "action" and side.action is None:
        problems.append("a new-action card without its action table")
    for step in all_steps(side):
        if step.card and step.op not in ("end",) and step.card not in content.cards:
            problems.append(f"step {step.op} names unknown card {step.card}")
        if step.op == "end" and step.value not in content.endings and step.value != "died":
            problems.append(f"step end names unknown ending {step.value!r}")
        if (step.op == "carry" or step.carried_min >= 0) and not step.name:
            problems.append(f"step {step.op} needs the name of a campaign counter")
        if step.op == "mark" and not step.n:
            problems.append("step mark needs a number of markers (n)")
        if step.op == "violet" and step.who == "choose":
            problems.append("step violet names a member (or the acting one); the players do not choose")
    return problems


def _terrain_problems(side: Side) -> list[str]:
    problems = []
    if len(side.grid) != GRID_ROWS or any(len(row) != GRID_COLS for row in side.grid):
        return [f"grid must be {GRID_ROWS} rows of {GRID_COLS} letters"]
    letters = {ch for row in side.grid for ch in row}
    for pair in side.lines:
        if len(pair) != 2 or not set(pair) <= letters:
            problems.append(f"line {pair!r} names an area not in the grid")
    edges = side.edges or Edges()
    for name, length in (("n", GRID_COLS), ("s", GRID_COLS), ("e", GRID_ROWS), ("w", GRID_ROWS)):
        code = getattr(edges, name)
        if len(code) != length or any(ch not in LINE_CODES for ch in code):
            problems.append(f"edge {name} must be {length} of {''.join(LINE_CODES)}")
    named = [m.area for m in side.markers] + list(side.materials) + list(side.start.values())
    named += [i.area for i in side.immediate] + [link.area for link in side.levels]
    named += list(side.capacity) + ([side.gather] if side.gather else [])
    for area in named:
        if area not in letters:
            problems.append(f"area {area!r} is not in the grid")
    return problems


def all_steps(side: Side):
    sources = [side.rules, side.timeline]
    if side.encounter:
        sources += [side.encounter.defeated, side.encounter.ally]
        sources += [i.steps for i in side.encounter.interact]
    if side.item:
        sources += [side.item.wrench] + [f.steps for f in side.item.fields]
    if side.action:
        sources.append(side.action.steps)
    sources += [i.steps for i in side.immediate]
    stack = [step for steps in sources for step in steps]
    while stack:
        step = stack.pop()
        yield step
        stack.extend(step.then)
        stack.extend(step.else_)
