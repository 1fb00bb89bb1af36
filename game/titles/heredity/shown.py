"""What a seat is shown of a Heredity game: the structs `view.view` builds, frozen as the events are.

`to_builtins` gives a view as JSON (the harness prints it, the golden playthroughs write it value by
value), so its sequences are lists: a tuple would stay a tuple there. A field written as `null`
when it has no value is a field without a default; a field only some cards or decisions have is
left out of the JSON where they do not (`omit_defaults`, or a decision kind of its own).
"""

from __future__ import annotations

import msgspec

from game.engine.types import Command
from game.titles.heredity import model as m
from game.titles.heredity.content import Text


class Shown(msgspec.Struct, frozen=True, kw_only=True):
    """A part of the view."""


# ---- a card, with what its side prints -----------------------------------------------------------
class Attack(Shown, frozen=True, kw_only=True):
    """An attack an item field prints."""

    kind: str
    base: int
    range: int


class EncounterAttack(Attack, frozen=True, kw_only=True):
    """An encounter's attack, and how far its figures move to make it."""

    move: int


class Interaction(Shown, frozen=True, kw_only=True):
    kind: str
    label: Text


class EncounterValues(Shown, frozen=True, kw_only=True):
    name: Text
    life: int
    defence: int
    attack: EncounterAttack | None
    interact: list[Interaction]


class ItemField(Shown, frozen=True, kw_only=True):
    action: str | None
    damage: bool
    label: Text | None
    attack: Attack | None


class ItemValues(Shown, frozen=True, kw_only=True):
    name: Text
    slot: str
    value: int
    upgrade: int
    fields: list[ItemField]


class ActionValues(Shown, frozen=True, kw_only=True):
    """A new action a laid card gives [DE: Neue Aktion]."""

    area: str
    kind: str
    label: Text


class RuleValues(Shown, frozen=True, kw_only=True):
    """A new rule a laid card makes [DE: Neue Regel]."""

    forbid: str | None
    areas: list[str]
    harm: int


class KarmaValues(Shown, frozen=True, kw_only=True):
    sign: str
    value: int
    skull: bool


class CardView(Shown, frozen=True, kw_only=True, omit_defaults=True):
    """A card as the side it shows prints it; the values of its kind only on a card of that kind,
    and its counter only while one lies on it."""

    card: str
    face: str
    kind: str
    title: Text | None
    story: Text | None
    band: str | None
    attach: str | None
    source: str
    encounter: EncounterValues | None = None
    item: ItemValues | None = None
    action: ActionValues | None = None
    rule: RuleValues | None = None
    karma: KarmaValues | None = None
    counter: int = 0


class TimelineCard(CardView, frozen=True, kw_only=True):
    """A card in the timeline: the cards attached under it, top to bottom, and whether the time
    marker lies on it."""

    under: list[CardView]
    marker: bool


class CarriedItem(CardView, frozen=True, kw_only=True):
    """An item a member carries, on the `side` of their panel its `slot` puts it: a disc and a
    damage marker per field, and whether it works."""

    item: ItemValues
    side: str
    slot: str
    discs: list[bool]
    damage: list[bool]
    works: bool


# ---- the terrain ------------------------------------------------------------------------------
class Edges(Shown, frozen=True, kw_only=True):
    """A terrain card's edge lines, a letter per cell along each side ("." none; `content.LINE_CODES`)."""

    n: str
    s: str
    e: str
    w: str


class ExploreSpot(Shown, frozen=True, kw_only=True):
    """A card that may be explored from `edge` (over `cells` of it; all where none), `open` while
    it is still in the chapter deck."""

    edge: str
    card: str
    cells: list[int]
    open: bool


class LevelSymbol(Shown, frozen=True, kw_only=True):
    """[DE: Ebene] the symbol in `area` leading to area `to` of card `card`."""

    area: str
    card: str
    to: str


class TerrainCard(Shown, frozen=True, kw_only=True):
    card: str
    face: str
    col: int
    row: int
    level: int
    title: Text
    grid: list[str]
    cell_size: list[int]
    lines: dict[str, str]
    edges: Edges
    explore: list[ExploreSpot]
    levels: list[LevelSymbol]
    immediate: list[str]
    names: dict[str, Text]


class ActionMarker(Shown, frozen=True, kw_only=True):
    id: str
    kind: str


class Area(Shown, frozen=True, kw_only=True):
    """An area as the geometry joins it (`parts`: its names on each card), with what lies and
    stands in it."""

    id: str
    parts: list[str]
    level: int
    cells: list[list[int]]
    neighbours: dict[str, list[str]]
    capacity: int
    full: bool
    materials: int
    items: list[str]
    markers: list[ActionMarker]
    figures: list[str]


class Terrain(Shown, frozen=True, kw_only=True):
    cards: list[TerrainCard]
    areas: list[Area]


# ---- the family, the encounters, the markers -----------------------------------------------------
class BodySpace(Shown, frozen=True, kw_only=True):
    """An action space of a body card ("torso.0"): its kind, whether damage may be put on it, and
    what lies on it."""

    id: str
    kind: str
    damage_mark: bool
    disc: bool
    damage: bool


class Body(Shown, frozen=True, kw_only=True):
    part: str
    card: str
    flipped: bool
    spaces: list[BodySpace]


class MemberView(Shown, frozen=True, kw_only=True):
    """A family member: the seat that plays them (`model.SHARED`: every seat), where they stand
    (None: off the table), their cards, items, material and discs."""

    name: str
    seat: int
    area: str | None
    bodies: list[Body]
    items: list[CarriedItem]
    materials: int
    discs_free: int
    discs_loose: int
    discs_on_ally: int
    violet: bool
    dying: bool


class Figure(Shown, frozen=True, kw_only=True):
    id: str
    area: str
    damage: int


class EncounterView(Shown, frozen=True, kw_only=True):
    """An encounter in play, the members whose discs lie on it (an ally's), and its figures."""

    card: str
    status: str
    discs: list[str]
    figures: list[Figure]


class Mark(Shown, frozen=True, kw_only=True):
    """`n` markers of `kind` on `at` (an area as the geometry names it, or a figure)."""

    kind: str
    at: str
    n: int
    name: Text
    special: bool


class Karma(Shown, frozen=True, kw_only=True):
    """[DE: Karmakarten] the face-down deck by its count, the open discard, its top card."""

    deck: int
    discard: list[str]
    last: CardView | None


# ---- the decision waiting, one struct per kind ------------------------------------------------------
class Decision(Shown, frozen=True, kw_only=True, tag_field="kind"):
    """What the rules wait for: the seats that may answer, and the member it is about, where it is
    about one. Tagged with the kind of the effect waiting (`queued.py`)."""

    seats: list[int]
    member: str | None

    @property
    def kind(self) -> str:
        return str(self.__struct_config__.tag)


class ActionsDecision(Decision, tag="actions", frozen=True, kw_only=True):
    """The family's actions."""


class PickupDecision(Decision, tag="pickup", frozen=True, kw_only=True):
    """What `member` picks up."""


class Choosing(Decision, frozen=True, kw_only=True):
    """A choice among `options` for `purpose` (the section of the rules asking)."""

    purpose: str
    options: list[str]


class TargetDecision(Choosing, tag="target", frozen=True, kw_only=True):
    """A figure, area, space or item chosen."""


class MemberDecision(Choosing, tag="member", frozen=True, kw_only=True):
    """A member chosen, for the item `card` where it is about one."""

    card: str | None


class Placing(Decision, frozen=True, kw_only=True):
    """Spaces `member` takes `remaining` discs or damage markers on; of `space_kind` where only
    one kind will do."""

    remaining: int
    space_kind: str | None


class DamageDecision(Placing, tag="damage", frozen=True, kw_only=True):
    """Where `member` takes damage: any space that takes it (`space_kind` None)."""


class Moving(Shown, frozen=True, kw_only=True):
    """A member shown where a move puts them while its disc is placed."""

    member: str
    to: str


class SpaceDecision(Placing, tag="space", frozen=True, kw_only=True):
    """Which space takes a disc; while a move is paid for, the member and where they go."""

    moving: Moving | None


class JointDecision(Decision, tag="joint", frozen=True, kw_only=True):
    """Who joins the attack on `target` (`joined`: "member|weapon" of each attacker so far), an
    ally's attack where `ally` names its card."""

    target: str
    joined: list[str]
    ally: str | None


class AskDecision(Decision, tag="ask", frozen=True, kw_only=True):
    """The `question` the card `card` asks the players."""

    card: str
    question: Text


class TradeDecision(Decision, tag="trade", frozen=True, kw_only=True):
    """Two members hand items to each other."""

    members: list[str]


AnyDecision = (ActionsDecision | PickupDecision | TargetDecision | MemberDecision | DamageDecision | SpaceDecision
               | JointDecision | AskDecision | TradeDecision)


# ---- the whole view ---------------------------------------------------------------------------------
class HeredityView(Shown, frozen=True, kw_only=True):
    """Everything a seat sees [DE: Überblick: Karten]; `legal`: the seat's commands (none for the
    public view)."""

    title: str
    chapter: int
    chapter_title: Text
    players: int
    outcome: str | None
    outcome_kind: str | None
    terrain: Terrain
    timeline: list[TimelineCard]
    marker: int
    laid: list[CardView]
    encounters: list[EncounterView]
    members: list[MemberView]
    reading: CardView | None
    karma: Karma
    last_attack: m.AttackResolved | None
    deck: int
    secrets: int
    removed: list[str]
    flags: list[str]
    marks: list[Mark]
    violet: str | None
    carried: dict[str, int]
    decision: AnyDecision | None
    legal: list[Command]
