"""Raxxon's cards and character sheets, loaded from `content/*.toml` and checked against a schema.

A wrong file names the entry and the field. The schema is the documentation for anyone who wants
to replace a file with a transcription of their own copy: see `content/README.md`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal, get_args

import msgspec

from game.engine.content import ContentError, load_toml

CONTENT_DIR = Path(__file__).resolve().parent / "content"
CONTENT_VERSION = "1"

Icon = Literal["add", "flip", "infect", "raxxon", "power", "end_of_day", "hostile_back"]
ICONS: tuple[str, ...] = get_args(Icon)
Text = dict[str, str]
Source = Literal["rulebook", "research", "authored"]
Health = Literal["healthy", "infected"]
Face = Literal["up", "down", "any"]
Pile = Literal["population_deck", "population_discard", "infection_supply", "evacuation",
               "uncontained_quarantine", "contained_quarantine", "raxxon_deck", "raxxon_triggered",
               "raxxon_untriggered"]


class Strict(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    pass


# ---- population cards ------------------------------------------------------------------------
class FlipEffect(Strict, frozen=True):
    count: int
    effects: tuple[Icon, ...]


class PopulationType(Strict, frozen=True):
    id: str
    health: Health
    count: int
    intro_removed: int
    colour: str
    name: Text
    source: Source
    on_flip: tuple[FlipEffect, ...] = ()
    on_kill: tuple[Icon, ...] = ()
    note: str = ""


class PopulationFile(Strict, frozen=True):
    type: tuple[PopulationType, ...]


# ---- character sheets ------------------------------------------------------------------------
ActionKind = Literal[
    "evacuate_line", "evacuate_group", "evacuate_card", "kill_group", "kill_line", "kill_card",
    "quarantine", "swap", "swap_adjacent", "flip_down", "flip_down_type", "reveal",
    "shuffle_line_to_deck", "fund",
]


class ActionDef(Strict, frozen=True):
    kind: ActionKind
    name: Text
    small: tuple[tuple[Icon, ...], ...]   # consequences of each token space, 1–2 players side
    large: tuple[tuple[Icon, ...], ...]   # the same, 3–4 players side
    count: int = 1                        # cards an action may take (quarantine, reveal, flip_down)
    optional_extra: int = 0               # cards more with the optional Raxxon icon
    flip_down_after: bool = False         # swap: may then turn one face-up card face down
    type: str = ""                        # flip_down_type: which population type


class CharacterDef(Strict, frozen=True):
    id: str
    name: str
    role: Text
    source: Source
    actions: tuple[ActionDef, ...]
    note: str = ""


class CharacterFile(Strict, frozen=True):
    character: tuple[CharacterDef, ...]


# ---- Raxxon cards ----------------------------------------------------------------------------
class Filter(Strict, frozen=True):
    type: str = ""
    health: Health | None = None
    face: Face = "up"


class PileCount(Strict, frozen=True):
    pile: Pile
    n: int


class Trigger(Strict, frozen=True):
    """Every field given must hold (`any` needs one of its triggers, `all` each of them)."""

    always: bool = False
    face_up: FaceUpCount | None = None
    face_down_min: int | None = None
    crowd_min: int | None = None
    power_min: int | None = None
    power_max: int | None = None
    pile_min: PileCount | None = None
    pile_max: PileCount | None = None
    evacuated_min: int | None = None
    day_min: int | None = None
    triggered_has: str | None = None
    character: str | None = None
    any: tuple[Trigger, ...] = ()
    all: tuple[Trigger, ...] = ()


class FaceUpCount(Strict, frozen=True):
    type: str = ""
    health: Health | None = None
    min: int = 1


StepOp = Literal[
    "kill", "kill_all", "evacuate", "evacuate_all", "quarantine", "quarantine_all", "contain",
    "release", "discard_quarantined", "flip_down", "flip_down_all", "shuffle_untriggered",
    "lower_power",
]


class Step(Strict, frozen=True):
    op: StepOp
    type: str = ""
    health: Health | None = None
    face: Face = "up"
    count: int = 1


class OptionDef(Strict, frozen=True):
    label: Text
    steps: tuple[Icon | Step, ...] = ()
    file: Literal["triggered", "untriggered"] = "triggered"


class RaxxonCard(Strict, frozen=True):
    id: str
    title: Text
    source: Source
    trigger: Trigger
    story: Text
    options: tuple[OptionDef, ...]
    note: str = ""


class RaxxonFile(Strict, frozen=True):
    card: tuple[RaxxonCard, ...]


# ---- loading ---------------------------------------------------------------------------------
def _load(name: str, kind: type, directory: Path):
    return load_toml(directory / name, kind)


@dataclass(frozen=True)
class PopulationCard:
    id: str
    type: PopulationType
    healthy: bool               # read from the type once: the rules ask it of every card in sight


@dataclass(frozen=True)
class Content:
    types: dict[str, PopulationType]
    population: dict[str, PopulationCard]        # card id -> card, in deck-building order
    characters: dict[str, CharacterDef]
    raxxon: dict[str, RaxxonCard]

    def card_type(self, card_id: str) -> PopulationType:
        return self.population[card_id].type


def build(types: PopulationFile, characters: CharacterFile, raxxon: RaxxonFile) -> Content:
    population: dict[str, PopulationCard] = {}
    for kind in types.type:
        for _ in range(kind.count):
            card_id = f"p{len(population) + 1:02d}"
            population[card_id] = PopulationCard(card_id, kind, kind.health == "healthy")
    content = Content(
        types={kind.id: kind for kind in types.type},
        population=population,
        characters={c.id: c for c in characters.character},
        raxxon={card.id: card for card in raxxon.card},
    )
    problems = validate(content)
    if problems:
        raise ContentError("; ".join(problems))
    return content


def validate(content: Content) -> list[str]:
    """Cross-checks the schema cannot express: counts, references, sheet shapes."""
    problems = []
    healthy = sum(1 for card in content.population.values() if card.healthy)
    if len(content.population) != 60 or healthy != 30:
        problems.append(f"population: want 60 cards (30 healthy), found {len(content.population)} ({healthy})")
    if len(content.raxxon) != 40:
        problems.append(f"raxxon: want 40 cards, found {len(content.raxxon)}")
    for kind in content.types.values():
        if not 0 <= kind.intro_removed <= kind.count:
            problems.append(f"population type {kind.id}: intro_removed out of range")
    for character in content.characters.values():
        if len(character.actions) != 5:
            problems.append(f"character {character.id}: want 5 actions besides investigate")
        for action in character.actions:
            if not action.small or not action.large:
                problems.append(f"character {character.id}, action {action.kind}: no token spaces")
            if action.kind == "flip_down_type" and action.type not in content.types:
                problems.append(f"character {character.id}: unknown type {action.type!r}")
    for card in content.raxxon.values():
        if not card.options:
            problems.append(f"raxxon card {card.id}: no options")
        for name in _trigger_refs(card.trigger):
            if name not in content.raxxon and name not in content.characters:
                problems.append(f"raxxon card {card.id}: trigger names unknown {name!r}")
        for option in card.options:
            for step in option.steps:
                if isinstance(step, Step) and step.type and step.type not in content.types:
                    problems.append(f"raxxon card {card.id}: unknown type {step.type!r}")
    return problems


def _trigger_refs(trigger: Trigger):
    if trigger.triggered_has:
        yield trigger.triggered_has
    if trigger.character:
        yield trigger.character
    for sub in trigger.any + trigger.all:
        yield from _trigger_refs(sub)


def load_content(directory: Path = CONTENT_DIR) -> Content:
    return build(
        _load("population.toml", PopulationFile, directory),
        _load("characters.toml", CharacterFile, directory),
        _load("raxxon_cards.toml", RaxxonFile, directory),
    )


@lru_cache(maxsize=1)
def content() -> Content:
    return load_content()
