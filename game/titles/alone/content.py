"""Alone's content, loaded from `content/*.toml` and checked against the schema below: the rules'
numbers (sheet, dice, creatures, skills, difficulty), the characters and items, the reaction decks,
and the scenarios with their maps and missions.

A wrong file names the entry and the field. A player who owns the game may replace a file with a
transcription of their own copy in the same schema (bump `CONTENT_VERSION`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

import msgspec

from game.engine.content import ContentError, load_toml

CONTENT_DIR = Path(__file__).resolve().parent / "content"
CONTENT_VERSION = "2"

Text = dict[str, str]
Source = Literal["rulebook", "research", "authored"]
Action = Literal["move", "explore", "attack", "locate", "search", "interact"]
Trigger = Literal["move", "explore", "attack", "locate", "search", "interact", "health", "composure"]
Timing = Literal["", "before_reveal", "before_roll", "after_roll", "after_loss"]
Material = Literal["mechanics", "electronics", "chemistry"]
Face = Literal["hit", "half", "blank"]
ACTIONS: tuple[Action, ...] = ("move", "explore", "attack", "locate", "search", "interact")


class Strict(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    pass


# ---- the rules' numbers -------------------------------------------------------------------------
class Range(Strict, frozen=True):
    low: int
    high: int
    pool: int


class Sheet(Strict, frozen=True):
    health: int
    composure: int
    adrenaline: tuple[Range, ...]
    turns: int
    rounds: int
    reaction_fields: int
    danger_fields: tuple[int, ...]
    basic_attack_dice: int
    nightmare_composure_loss: int
    hand_limits: tuple[int, int, int]
    cards_per_turn: int
    creatures_per_floor: int
    danger_per_floor: int
    regain: int
    setup_danger: int
    setup_creatures: int
    source: Source


class Dice(Strict, frozen=True):
    faces: tuple[Face, ...]
    source: Source


class CreatureDef(Strict, frozen=True):
    id: str
    name: Text
    skill: str
    dark: int                 # attack dice in a dark sector
    lit: int                  # ... in a lit sector
    wound: int                # damage of one attack that wounds it
    kill: int                 # damage of one attack that kills it once wounded
    shock: int                # composure the hero loses when it is revealed in his sector
    spawn: int                # minimum distance from the hero when it spawns
    tokens: int               # how many of its kind there are
    source: Source
    steps: int = 0            # at most this many sectors per move effect (0: no limit)
    fast: bool = False        # one sector more when a card moves it
    boss: bool = False        # placed by a mission only; XP in two skills
    note: str = ""


class Nightmare(Strict, frozen=True):
    dice: int
    shock: int
    spawn: int
    source: Source


class SkillDef(Strict, frozen=True):
    id: str
    name: Text
    text: Text
    source: Source


class DifficultyDef(Strict, frozen=True):
    id: str
    name: Text
    ammo: int                 # random ammunition cards to start with
    items: int                # other random items to start with
    extra_rounds: int         # reward when the final mission starts
    regain: Literal["both", "either", "none"]
    source: Source
    note: str = ""


class RulesFile(Strict, frozen=True):
    sheet: Sheet
    dice: Dice
    creature: tuple[CreatureDef, ...]
    nightmare: Nightmare
    skill: tuple[SkillDef, ...]
    difficulty: tuple[DifficultyDef, ...]


# ---- characters and items ----------------------------------------------------------------------
class CharacterDef(Strict, frozen=True):
    id: str
    name: Text
    ability: Literal["free_bullet_time", "any_material", "steady_first_shock", "room_first_aid"]
    text: Text
    source: Source


class ItemUse(Strict, frozen=True):
    """What using an item does; an upgraded item's values replace these where it names them."""

    dice: int = 0             # attack: dice per charge (or in all, for a permanent item)
    per_use: int = 1          # attack: charges one attack may spend
    range: int = 0            # attack: sectors away in line of sight
    area: bool = False        # attack: every creature in the target sector
    adjacent: bool = False    # attack: an adjacent sector, hidden or not
    steps: int = 0            # move: steps, a door may be blocked after each
    sectors: int = 0          # explore: sectors revealed in a line, doors do not stop it
    targets: int = 0          # locate: targets named
    direction: bool = False   # locate: also the side the shortest way leaves by
    light: int = -1           # interact: light your sector and this many in a line (-1: no light)
    health: int = 0
    composure: int = 0
    adrenaline: int = 0
    doors: int = 0            # interact: doors of your sector blocked or opened
    switchbox: int = 0        # interact at a switchbox: sectors lit in the line instead of 2


class ItemDef(Strict, frozen=True):
    id: str
    name: Text
    material: Material
    charges: int
    action: Action
    source: Source
    copies: int = 1
    ammo: bool = False
    permanent: bool = False
    upgraded: ItemUse = ItemUse()
    note: str = ""
    # the plain use, flattened into the card (see `use`)
    dice: int = 0
    per_use: int = 1
    range: int = 0
    area: bool = False
    adjacent: bool = False
    steps: int = 0
    sectors: int = 0
    targets: int = 0
    direction: bool = False
    light: int = -1
    health: int = 0
    composure: int = 0
    adrenaline: int = 0
    doors: int = 0
    switchbox: int = 0

    def use(self, upgraded: bool) -> ItemUse:
        plain = ItemUse(**{f: getattr(self, f) for f in ItemUse.__struct_fields__})
        if not upgraded:
            return plain
        changed = {f: getattr(self.upgraded, f) for f in ItemUse.__struct_fields__
                   if getattr(self.upgraded, f) != getattr(ItemUse(), f)}
        return msgspec.structs.replace(plain, **changed)


class HeroesFile(Strict, frozen=True):
    character: tuple[CharacterDef, ...]
    item: tuple[ItemDef, ...]


# ---- reaction cards ------------------------------------------------------------------------------
class Op(Strict, frozen=True):
    """One effect of a reaction card (see `content/reactions.toml`)."""

    op: Literal["move", "spawn", "respawn", "teleport", "danger", "lose", "boost", "dark", "draw",
                "ignore_hits", "fewer_dice", "strike", "either"]
    creatures: int = 1
    steps: int = 1
    count: int = 1
    dist: int = 0
    where: Literal["hidden", "explored", "hero"] = "hidden"
    health: int = 0
    composure: int = 0
    if_danger: bool = False
    dice: int = 0
    options: tuple[tuple[Op, ...], ...] = ()
    # boost: True for the creature the card moved or let spawn before it ("that creature",
    # KBM S.5's example card), False for every creature
    that: bool = False


class CardDef(Strict, frozen=True):
    id: str
    deck: str
    trigger: Trigger
    name: Text
    effect: tuple[Op, ...]
    dangerous: tuple[Op, ...]
    source: Source
    instant: Timing = ""
    note: str = ""


class DeckDef(Strict, frozen=True):
    id: str
    name: Text
    colour: str
    copies: int


class ReactionsFile(Strict, frozen=True):
    card: tuple[CardDef, ...]
    deck: tuple[DeckDef, ...]


# ---- scenarios ---------------------------------------------------------------------------------
class FloorDef(Strict, frozen=True):
    id: str
    name: Text
    grid: tuple[str, ...]


class StairDef(Strict, frozen=True):
    colour: str
    sectors: tuple[str, str]


class RoomDef(Strict, frozen=True):
    at: str                       # where it lies on the scenario's classic map
    name: Text
    # On a new station (`mapgen.new_station`): the steps from the start to it, at least and at
    # most (doors open, stairs too), and whether its passages are all open (no doors).
    steps: tuple[int, int] = (2, 12)
    open: bool = False


class BossDef(Strict, frozen=True):
    creature: str
    room: str


class Step(Strict, frozen=True):
    action: Action | Literal[""] = ""
    room: str = ""            # "" with an action: the room drawn for the mission
    kill: str = ""            # a creature kind to kill instead of an action


class Reward(Strict, frozen=True):
    items: int = 0
    ammo: int = 0
    health: int = 0
    composure: int = 0


class MissionDef(Strict, frozen=True):
    id: str
    colour: Literal["green", "blue", "red"]
    name: Text
    text: Text
    steps: tuple[Step, ...]
    source: Source
    rooms: tuple[str, ...] = ()
    reward: Reward = Reward()
    malus: Literal["", "explore_one", "switchbox_one"] = ""
    boss: BossDef | None = None
    note: str = ""


class ScenarioDef(Strict, frozen=True):
    id: str
    name: Text
    start: str
    stairs: tuple[StairDef, ...]
    switchboxes: tuple[str, ...]
    missions: tuple[str, str, str]
    floor: tuple[FloorDef, ...]
    rooms: dict[str, RoomDef]
    source: Source
    note: str = ""


class ScenariosFile(Strict, frozen=True):
    scenario: tuple[ScenarioDef, ...]
    mission: tuple[MissionDef, ...]


@dataclass(frozen=True)
class Content:
    sheet: Sheet
    dice: Dice
    creatures: dict[str, CreatureDef]
    nightmare: Nightmare
    skills: dict[str, SkillDef]
    difficulties: dict[str, DifficultyDef]
    characters: dict[str, CharacterDef]
    items: dict[str, ItemDef]
    cards: dict[str, CardDef]
    decks: dict[str, DeckDef]
    scenarios: dict[str, ScenarioDef]
    missions: dict[str, MissionDef]
    # What each item does, plain and upgraded, by (item id, upgraded): built once, as the rules ask
    # it for every item in the hero's hands whenever his legal commands are listed.
    uses: dict[tuple[str, bool], ItemUse]

    def item_cards(self) -> list[str]:
        """Every item card of the deck, one id per copy: `medkit#2`."""
        return [f"{item.id}#{n}" for item in self.items.values() for n in range(1, item.copies + 1)]

    def deck_cards(self, deck: str) -> list[str]:
        """Every reaction card of a deck, one id per copy: `wrath_frenzy#1`."""
        copies = self.decks[deck].copies
        return [f"{card.id}#{n}" for card in self.cards.values() if card.deck == deck for n in range(1, copies + 1)]


# A board id with this mark is a map made up for the hero's search (`board.made_up_id`); the part
# before it names the scenario whose rooms, floors and missions it keeps.
MADE_UP = "~"


def scenario_of(board_id: str) -> ScenarioDef:
    """The scenario a board id belongs to (a scenario's own or one made up from it)."""
    return content().scenarios[board_id.partition(MADE_UP)[0]]


def card_of(card_id: str) -> str:
    """The design a card copy is of: `wrath_frenzy#2` -> `wrath_frenzy`."""
    return card_id.partition("#")[0]


def _named(path: str, kind: type):
    return load_toml(CONTENT_DIR / path, kind)


@cache
def content() -> Content:
    rules: RulesFile = _named("rules.toml", RulesFile)
    heroes: HeroesFile = _named("heroes.toml", HeroesFile)
    reactions: ReactionsFile = _named("reactions.toml", ReactionsFile)
    scenarios: ScenariosFile = _named("scenarios.toml", ScenariosFile)
    found = Content(
        sheet=rules.sheet, dice=rules.dice, creatures={c.id: c for c in rules.creature},
        nightmare=rules.nightmare, skills={s.id: s for s in rules.skill},
        difficulties={d.id: d for d in rules.difficulty},
        characters={c.id: c for c in heroes.character}, items={i.id: i for i in heroes.item},
        cards={c.id: c for c in reactions.card}, decks={d.id: d for d in reactions.deck},
        scenarios={s.id: s for s in scenarios.scenario}, missions={m.id: m for m in scenarios.mission},
        uses={(i.id, upgraded): i.use(upgraded) for i in heroes.item for upgraded in (False, True)},
    )
    _check(found)
    return found


def _check(found: Content) -> None:
    """What the schema cannot say: names that must point at something."""
    for creature in found.creatures.values():
        if creature.skill not in found.skills:
            raise ContentError(f"rules.toml: creature {creature.id}: no skill {creature.skill}")
    for card in found.cards.values():
        if card.deck not in found.decks:
            raise ContentError(f"reactions.toml: card {card.id}: no deck {card.deck}")
    for scenario in found.scenarios.values():
        for named_mission in scenario.missions:
            if named_mission not in found.missions:
                raise ContentError(f"scenarios.toml: scenario {scenario.id}: no mission {named_mission}")
        colours = sorted(found.missions[m].colour for m in scenario.missions)
        if colours != ["blue", "green", "red"]:
            raise ContentError(f"scenarios.toml: scenario {scenario.id}: one green, one blue, one red mission")
        for mission_id in scenario.missions:
            mission = found.missions[mission_id]
            named = [s.room for s in mission.steps if s.room] + list(mission.rooms)
            named += [mission.boss.room] if mission.boss else []
            for room in named:
                if room not in scenario.rooms:
                    raise ContentError(f"scenarios.toml: mission {mission.id}: no room {room} in {scenario.id}")
