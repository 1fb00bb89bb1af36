"""Heredity's state, commands and events: frozen, tagged, JSON-serialisable values (the effects
on its queue are in `queued.py`).

Names used throughout:
- a *member* is one of the four family members ("selena", "brick", "djamal", "maeve");
- a *part* is one of a member's three cards ("head", "torso", "legs"), each with action spaces;
- a *space* names where a disc or a damage marker lies: "head.0", "legs.2", or an item field
  "item:105.1" (card 105, its second field);
- an *area* is named by a card and a letter of that card's grid ("101:a"). Areas joined across
  cards are one area: card texts may use any of its names, a command names it as `geometry`
  does (`Geometry.area`, e.g. the barnyard "106:y" joined to the porch is "102:p");
- a *figure* is a member's name or an encounter figure "120.1" (card 120, figure 1).
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from game.engine.queue import Dequeued, HeadReplaced, Queued
from game.engine.types import HIDDEN, Event, PublicCommand, PublicEvent, RevealingEvent, State, nobody
from game.titles.heredity.queued import SHARED as SHARED  # the seat of what every seat may answer
from game.titles.heredity.queued import Effect

MEMBERS = ("selena", "brick", "djamal", "maeve")
CHILDREN = ("selena", "brick")
PARTS = ("head", "torso", "legs")
DISCS = 3
FAMILY_CARD = "17"
DEATH_CARD = "926"   # the family card's dying check: a skull takes it [DE: Sterbende Familienmitglieder]
KARMA_SIZE = 9


# gc=False: the state's parts hold no reference cycle (see `game.engine.types.Command`).
class Placed(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """A terrain card on the table: grid column and row on its level."""

    card: str
    col: int
    row: int
    level: int = 0


class Slot(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """A card in the timeline and the cards attached under it, top to bottom."""

    card: str
    under: tuple[str, ...] = ()


class Figure(msgspec.Struct, frozen=True, gc=False, array_like=True):
    id: str
    area: str
    damage: int = 0


class ActionMarker(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """An action marker on the terrain: `card` is the card it names ("" = turn the terrain card)."""

    id: str
    area: str
    kind: str
    card: str = ""


class Pile(msgspec.Struct, frozen=True, gc=False, array_like=True):
    area: str
    n: int


class Body(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """One of a member's three cards: which side is up, and a disc / damage per action space."""

    part: str
    flipped: bool = False
    discs: tuple[bool, ...] = ()
    damage: tuple[bool, ...] = ()


class Member(msgspec.Struct, frozen=True, gc=False):
    name: str
    bodies: tuple[Body, ...] = ()
    loose: int = 0          # discs spent that lie on the member (their space was turned away)
    ally_discs: int = 0     # discs lying on an allied encounter card
    materials: int = 0


class Item(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """An item card: carried by `member`, or lying in `area`; a disc and damage per field."""

    card: str
    member: str = ""
    area: str = ""
    discs: tuple[bool, ...] = ()
    damage: tuple[bool, ...] = ()
    wrenched: bool = False


class Encounter(msgspec.Struct, frozen=True, gc=False, array_like=True):
    card: str
    status: str              # hostile | neutral | allied
    discs: tuple[str, ...] = ()   # members whose disc lies on an allied card


class Counter(msgspec.Struct, frozen=True, gc=False, array_like=True):
    card: str
    n: int


class Mark(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """`n` markers of `kind` (the standard marker, or one of the chapter's special markers) on a
    place `at`: an area or a figure [DE: Spielmaterial: Standardmarker, Spezialmarker]."""

    kind: str
    at: str
    n: int


class HeredityState(State, frozen=True):
    chapter: int
    players: int
    control: tuple[int, ...] = ()            # seat per member (MEMBERS order); SHARED = all seats
    deck: tuple[str, ...] = ()               # chapter cards not yet taken
    read: tuple[str, ...] = ()               # taken and read, lying nowhere in particular
    removed: tuple[str, ...] = ()            # back in the box
    turned: tuple[str, ...] = ()             # cards showing their back
    terrain: tuple[Placed, ...] = ()
    timeline: tuple[Slot, ...] = ()
    marker: int = -1                         # timeline index of the time marker; -1 before time
    laid: tuple[str, ...] = ()               # new-rule and new-action cards beside the table
    encounters: tuple[Encounter, ...] = ()
    figures: tuple[Figure, ...] = ()
    action_markers: tuple[ActionMarker, ...] = ()
    ground: tuple[Pile, ...] = ()            # materials lying in areas
    members: tuple[Member, ...] = ()
    items: tuple[Item, ...] = ()
    karma_deck: tuple[str, ...] = ()         # top first
    karma_discard: tuple[str, ...] = ()      # open, newest last
    secrets: tuple[str, ...] = ()            # secret cards not in play
    last_karma: str = ""
    flags: tuple[str, ...] = ()
    counters: tuple[Counter, ...] = ()
    marks: tuple[Mark, ...] = ()             # markers on areas and figures
    violet: str = ""                         # the member the violet disc was given to
    carried: tuple[Counter, ...] = ()        # campaign counters by name (`card` holds the name)
    reading: str = ""                        # the card last taken, for the reader
    done_seats: tuple[int, ...] = ()         # seats that ended their actions this round
    last_attack: AttackResolved | None = None
    queue: tuple[Effect, ...] = ()
    outcome: str | None = None


# ---- commands --------------------------------------------------------------------------------
class Act(PublicCommand, tag="act", frozen=True):
    """A member uses a disc: `action` with its `target` (an area, marker, figure, item, member)
    and `weapon` for attacks ("punch", "kick" or an item card)."""

    member: str
    action: str
    target: str = ""
    weapon: str = ""


class Space(PublicCommand, tag="space", frozen=True):
    """Which free action space takes the disc."""

    space: str


class Join(PublicCommand, tag="join", frozen=True):
    """Join the attack being prepared with another member's attack."""

    member: str
    weapon: str


class Strike(PublicCommand, tag="strike", frozen=True):
    """Resolve the attack with everyone who joined."""


class Damage(PublicCommand, tag="damage", frozen=True):
    """Put one damage marker on `space`, or "flip:<part>" for a serious injury."""

    member: str
    space: str


class Answer(PublicCommand, tag="answer", frozen=True):
    """IF asked of the players: yes runs the IF branch, no the OTHERWISE branch."""

    yes: bool


class ChooseMember(PublicCommand, tag="choose_member", frozen=True):
    member: str


class Target(PublicCommand, tag="target", frozen=True):
    """Choose a figure, an area or a card the rules ask for."""

    target: str


class Give(PublicCommand, tag="give", frozen=True):
    """In a trade: hand one item (or one material, `card` = "material") to the other member."""

    giver: str
    card: str


class Take(PublicCommand, tag="take", frozen=True):
    """Picking up: one item, or every material (`card` = "material")."""

    card: str


class Done(PublicCommand, tag="done", frozen=True):
    """Finish trading or picking up."""


class Drop(PublicCommand, tag="drop", frozen=True):
    """Drop an item (or one material, `card` = "material") where the member stands: no disc."""

    member: str
    card: str


class Injure(PublicCommand, tag="injure", frozen=True):
    """A voluntary serious injury: a card with two damage turns for the space on its back."""

    member: str
    part: str


class EndActions(PublicCommand, tag="end_actions", frozen=True):
    """This seat takes no more actions this round."""


HeredityCommand = (Act | Space | Join | Strike | Damage | Answer | ChooseMember | Target
                   | Give | Take | Done | Drop | Injure | EndActions)


# ---- events ----------------------------------------------------------------------------------
def blanked(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Cards lying face down, as the players see them: how many, not which."""
    return ("",) * len(cards)


class TableSetUp(Event, tag="table_set_up", frozen=True):
    """The whole table at the start: a chapter's set-up, or a situation built by `--setup`.

    [DE: Spielvorbereitung 4, 5, 7] the chapter deck and the secret pile lie face down in their
    order, the karma deck is shuffled face down: everyone is told how many cards they hold."""

    control: tuple[int, ...]
    deck: Annotated[tuple[str, ...], HIDDEN]
    members: tuple[Member, ...]
    karma_deck: Annotated[tuple[str, ...], HIDDEN]
    secrets: Annotated[tuple[str, ...], HIDDEN]
    items: tuple[Item, ...] = ()
    flags: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    read: tuple[str, ...] = ()
    turned: tuple[str, ...] = ()
    terrain: tuple[Placed, ...] = ()
    timeline: tuple[Slot, ...] = ()
    marker: int = -1
    laid: tuple[str, ...] = ()
    encounters: tuple[Encounter, ...] = ()
    figures: tuple[Figure, ...] = ()
    action_markers: tuple[ActionMarker, ...] = ()
    ground: tuple[Pile, ...] = ()
    counters: tuple[Counter, ...] = ()
    karma_discard: tuple[str, ...] = ()
    carried: tuple[Counter, ...] = ()

    audience = nobody
    reveals = False


class CardTaken(RevealingEvent, tag="card_taken", frozen=True):
    card: str
    barrier = "heredity.undo_card_read"


class CardTurned(RevealingEvent, tag="card_turned", frozen=True):
    """[DE: Kartennummer, Wichtig] a back is looked at only when the card is turned: turning
    shows something new, and cannot be taken back."""

    card: str
    barrier = "heredity.undo_card_read"


class TimelinePlaced(PublicEvent, tag="timeline_placed", frozen=True):
    """A card goes into the timeline at `index` (0 = left end); the marker keeps its card."""

    card: str
    index: int


class CardAttached(PublicEvent, tag="card_attached", frozen=True):
    card: str
    host: str


class CardRemoved(PublicEvent, tag="card_removed", frozen=True):
    """Back into the box, from wherever it lay, with the cards attached under it. A timeline
    closes the gap; a marker that lay on the card now lies on the next one."""

    card: str
    with_under: tuple[str, ...] = ()


class CardLaid(PublicEvent, tag="card_laid", frozen=True):
    """Laid out beside the table: a new rule, a new action, a neutral encounter."""

    card: str


class CardRead(PublicEvent, tag="card_read", frozen=True):
    """A card leaves the timeline or the table's edge for the pile of read cards."""

    card: str


class TerrainPlaced(PublicEvent, tag="terrain_placed", frozen=True):
    card: str
    col: int
    row: int
    level: int


class TimeMoved(PublicEvent, tag="time_moved", frozen=True):
    index: int


class DiscsReturned(PublicEvent, tag="discs_returned", frozen=True):
    pass


class FigurePlaced(PublicEvent, tag="figure_placed", frozen=True):
    figure: str
    area: str


class FigureMoved(PublicEvent, tag="figure_moved", frozen=True):
    figure: str
    area: str
    harm: int = 0


class FigureRemoved(PublicEvent, tag="figure_removed", frozen=True):
    figure: str


class ActionMarkerRemoved(PublicEvent, tag="action_marker_removed", frozen=True):
    marker: str


class ActionMarkerAdded(PublicEvent, tag="action_marker_added", frozen=True):
    marker: ActionMarker


class MaterialMoved(PublicEvent, tag="material_moved", frozen=True):
    """`source` and `target`: "member:NAME", "area:AREA" or "supply"."""

    source: str
    target: str
    n: int


class ItemMoved(PublicEvent, tag="item_moved", frozen=True):
    """An item comes to a member or an area (from the deck, the read pile, a member or an area)."""

    card: str
    member: str = ""
    area: str = ""


class ItemsSwapped(PublicEvent, tag="items_swapped", frozen=True):
    """In a trade, two items of the same slot change hands at once."""

    card: str
    other: str


class WrenchDone(PublicEvent, tag="wrench_done", frozen=True):
    card: str


class DiscPlaced(PublicEvent, tag="disc_placed", frozen=True):
    member: str
    space: str


class AllyDiscPlaced(PublicEvent, tag="ally_disc_placed", frozen=True):
    member: str
    card: str


class DamagePlaced(PublicEvent, tag="damage_placed", frozen=True):
    member: str
    space: str


class DamageKeptOff(PublicEvent, tag="damage_kept_off", frozen=True):
    """An item the member wears protects from this kind of damage: none is placed."""

    member: str
    card: str
    hazard: str
    n: int


class DamageRemoved(PublicEvent, tag="damage_removed", frozen=True):
    member: str
    space: str


class SeriousInjury(PublicEvent, tag="serious_injury", frozen=True):
    """The card turns; its damage goes back to the supply and its discs lie on the member."""

    member: str
    part: str


class FigureDamaged(PublicEvent, tag="figure_damaged", frozen=True):
    figure: str
    n: int


class AttackResolved(PublicEvent, tag="attack_resolved", frozen=True):
    attackers: tuple[str, ...]
    target: str
    base: int
    karma: str
    value: int
    damage: int


class KarmaDrawn(RevealingEvent, tag="karma_drawn", frozen=True):
    card: str
    barrier = "engine.undo_drawn"


class KarmaShuffled(Event, tag="karma_shuffled", frozen=True):
    """The discard shuffled into a new deck (below what is left), or all nine after an exchange.
    The deck lies face down [DE: Karmakarten]: everyone is told how many cards, not their order."""

    order: Annotated[tuple[str, ...], HIDDEN]

    audience = nobody
    reveals = False


class KarmaExchanged(Event, tag="karma_exchanged", frozen=True):
    """[DE: Karmakarten] `out` leaves the game; `into` goes onto the karma deck without being
    looked at [DE: Überblick: Karten], and all nine are shuffled: everyone is told `out` only."""

    out: str
    into: Annotated[str, HIDDEN]

    audience = nobody
    reveals = False


class StatusChanged(PublicEvent, tag="status_changed", frozen=True):
    """A neutral encounter made hostile or allied enters the timeline at `index`; one made
    neutral leaves it for the table's edge."""

    card: str
    status: str
    index: int = -1


class EncounterAdded(PublicEvent, tag="encounter_added", frozen=True):
    card: str
    status: str


class FlagSet(PublicEvent, tag="flag_set", frozen=True):
    flag: str
    on: bool = True


class CounterSet(PublicEvent, tag="counter_set", frozen=True):
    card: str
    n: int


class MarkSet(PublicEvent, tag="mark_set", frozen=True):
    """The markers of `kind` on `at` now number `n` (0: none lie there)."""

    kind: str
    at: str
    n: int


class VioletGiven(PublicEvent, tag="violet_given", frozen=True):
    """The violet action disc goes to `member`: a disc beyond the three of their colour."""

    member: str


class CarriedSet(PublicEvent, tag="carried_set", frozen=True):
    """A campaign counter now holds `n`; it carries into the next chapter."""

    name: str
    n: int


class SeatDone(PublicEvent, tag="seat_done", frozen=True):
    seat: int


class FamilyActionsEnded(PublicEvent, tag="family_actions_ended", frozen=True):
    pass


class MemberDied(PublicEvent, tag="member_died", frozen=True):
    member: str


class ChapterEnded(PublicEvent, tag="chapter_ended", frozen=True):
    outcome: str


HeredityEvent = (
    TableSetUp | CardTaken | CardTurned | TimelinePlaced | CardAttached | CardRemoved | CardLaid | CardRead
    | TerrainPlaced | TimeMoved | DiscsReturned | FigurePlaced | FigureMoved | FigureRemoved
    | ActionMarkerRemoved | ActionMarkerAdded | MaterialMoved | ItemMoved | ItemsSwapped | WrenchDone | DiscPlaced
    | AllyDiscPlaced | DamagePlaced | DamageKeptOff | DamageRemoved | SeriousInjury | FigureDamaged | AttackResolved
    | KarmaDrawn | KarmaShuffled | KarmaExchanged | StatusChanged | EncounterAdded | FlagSet
    | CounterSet | MarkSet | VioletGiven | CarriedSet | SeatDone | FamilyActionsEnded | MemberDied | ChapterEnded
    | Queued[Effect] | Dequeued | HeadReplaced[Effect]
)
