"""Dawn of the Zeds' state, commands and events: frozen, tagged, JSON-serialisable values (the
effects on its queue are in `queued.py`).

Spaces are named `<path>:<number>` with the number printed on the board (`forest:2` is the
rulebook's "Feld #2 des Wald-Wegs"), `<path>:start` for start spaces and `centre` for the town
centre. A unit off the map is in `cemetery` (eliminated) or `reserve` (not yet in play).
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from game.engine.queue import Dequeued, HeadReplaced, QueueCleared, Queued
from game.engine.types import (
    WITHHELD,
    Event,
    Hidden,
    PublicCommand,
    PublicEvent,
    RevealingEvent,
    State,
    everyone,
    nobody,
)
from game.titles.zeds.queued import Effect

CEMETERY = "cemetery"
UNSEEN = "?"                             # a card face down, as a secret event's public part shows it
RESERVE = "reserve"
AMMO_LIMIT = 20                          # Regel 5.3, "Munition verwalten"
PAY_SOURCES = ("unit", "player", "bar")  # Regel 5.1: an extra action, a player action, the bar


# gc=False: the state's parts hold no reference cycle (see `game.engine.types.Command`).
class Zed(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """A zed counter on the map; `hits` are the markers on its current side."""

    id: str
    space: str
    reduced: bool = False
    hits: int = 0
    resistant: bool = False


class Unit(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """A hero or civilian unit, on the map or off it (`cemetery`, `reserve`)."""

    id: str
    space: str
    reduced: bool = False
    hits: int = 0
    markers: tuple[str, ...] = ()     # obstinate, well_armed, leader, keep_calm


class Shift(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """One column shift of a combat and why it applies (+ is to the right, good for you)."""

    reason: str
    value: int


class Combat(msgspec.Struct, frozen=True, gc=False, omit_defaults=True):
    """The combat being fought, or the last one, as the table shows it (Regel 6.1)."""

    number: int
    kind: str                     # melee | ranged | ambush
    space: str
    attacker: str                 # zeds | unit | event
    unit: str = ""
    zeds: tuple[str, ...] = ()
    zed_strength: int = 0
    unit_strength: int = 0
    start: int = 0                # column index: melee 0 = Zeds ×3 … 6 = Player ×3; ranged 0 = strength 1
    shifts: tuple[Shift, ...] = ()
    column: int = 0
    origin: str = ""              # where an attacking unit came from (its retreat direction)
    dice: tuple[int, ...] = ()
    rerolled: bool = False
    resolved: bool = False
    zed_hits: int = 0
    unit_hits: int = 0
    loser: str = ""               # zeds | unit ("" for ranged fire and ambushes)
    tide_turned: bool = False     # the story card "Last-Stand Grit" changed the result


class ZedsState(State, frozen=True):
    players: int
    round: int = 0
    phase: str = "setup"                       # setup | zeds | actions | organisation | brains
    zeds: tuple[Zed, ...] = ()                 # the zeds on the map
    bag: tuple[str, ...] = ()                  # the zeds bag (sorted: a bag has no order)
    units: tuple[Unit, ...] = ()               # every unit, wherever it is
    owners: tuple[str, ...] = ()               # per seat: that player's own hero ("" if none)
    ammo: int = 0
    event: str = ""                            # the active event card
    event_deck: tuple[str, ...] = ()           # top first
    event_discard: tuple[str, ...] = ()
    event_box: tuple[str, ...] = ()            # cards left out of this game
    bar_index: int = -1                        # the zed-bar item being resolved
    story_deck: tuple[str, ...] = ()           # top first
    story_discard: tuple[str, ...] = ()
    story_kept: tuple[str, ...] = ()
    story: str = ""                            # the story card being resolved
    location: str = ""                         # its path (Regel 2, "Handlungsort")
    actions: int = 0                           # the action bar (Regel 5.1)
    player_actions: tuple[bool, ...] = ()      # per seat: player action marker still ready
    done: tuple[bool, ...] = ()                # per seat: finished with this action phase
    bonus: tuple[tuple[str, int], ...] = ()    # extra actions only a given unit may use
    used: tuple[str, ...] = ()                 # special actions used this round
    used_for_good: tuple[str, ...] = ()        # once-per-game special actions used
    flags: tuple[str, ...] = ()                # no_terrain, evade, spread, brains (this round)
    no_entry: tuple[str, ...] = ()             # spaces under a No Entry marker
    owed: tuple[str, ...] = ()                 # spaces owed a new zed ("Spread" event)
    combat: Combat | None = None
    fights: int = 0                            # combats fought so far
    dice: tuple[int, ...] = ()                 # fixed dice from --setup, used before random ones
    draws: tuple[str, ...] = ()                # fixed zed draws from --setup
    queue: tuple[Effect, ...] = ()
    outcome: str | None = None


def current_combat(state: ZedsState) -> Combat:
    """The combat being fought: the rules ask for it only while there is one."""
    if state.combat is None:
        raise LookupError("no combat is being fought")
    return state.combat


# ---- commands --------------------------------------------------------------------------------
class ChoosePath(PublicCommand, tag="choose_path", frozen=True):
    path: str


class ChooseSpace(PublicCommand, tag="choose_space", frozen=True):
    space: str


class ChooseZed(PublicCommand, tag="choose_zed", frozen=True):
    zed: str


class ChooseUnit(PublicCommand, tag="choose_unit", frozen=True):
    unit: str


class ChooseDie(PublicCommand, tag="choose_die", frozen=True):
    """Keep die `die` (0 or 1) of a two-dice roll."""

    die: int


class Answer(PublicCommand, tag="answer", frozen=True):
    """Yes or no to an offer: roll again, play a kept card, set off traps, fall back."""

    yes: bool


class Overwatch(PublicCommand, tag="overwatch", frozen=True):
    """After Captain Piazza fires: the units falling back with her (none: she stays)."""

    units: tuple[str, ...] = ()


class Move(PublicCommand, tag="move", frozen=True):
    unit: str
    to: str
    pay: str


class Search(PublicCommand, tag="search", frozen=True):
    unit: str
    pay: str


class Shoot(PublicCommand, tag="shoot", frozen=True):
    """Ranged fire at `at`; `pay2` is a second action spent instead of ammo (Captain Piazza)."""

    unit: str
    at: str
    pay: str
    pay2: str = ""


class Special(PublicCommand, tag="special", frozen=True):
    """A hero's special action; `unit` and `at` name its target where it has one."""

    ability: str
    unit: str = ""
    at: str = ""


class PlayStory(PublicCommand, tag="play_story", frozen=True):
    card: str
    unit: str = ""


class EndActions(PublicCommand, tag="end_actions", frozen=True):
    """This player is done with the action phase; unused actions lapse."""


# The field of each "choose" command that names the chosen option.
CHOICE_FIELDS = {ChoosePath: "path", ChooseSpace: "space", ChooseZed: "zed", ChooseUnit: "unit"}

ZedsCommand = (ChoosePath | ChooseSpace | ChooseZed | ChooseUnit | ChooseDie | Answer | Overwatch
               | Move | Search | Shoot | Special | PlayStory | EndActions)


# ---- events ----------------------------------------------------------------------------------
def face_down(cards: tuple[str, ...]) -> tuple[str, ...]:
    return (UNSEEN,) * len(cards)


FACE_DOWN = Hidden(face_down)            # how many cards, not which


class GameSetUp(Event, tag="game_set_up", frozen=True):
    """The table as set up. Nobody sees the order of the decks or which event cards stay in the
    box (Regel 1.3: drawing is random), nor the dice and draws a --setup file fixed: everyone is
    told everything on the table, the decks and the box face down (how many cards)."""

    zeds: tuple[Zed, ...]
    bag: tuple[str, ...]
    units: tuple[Unit, ...]
    ammo: int
    event_deck: Annotated[tuple[str, ...], FACE_DOWN]
    event_box: Annotated[tuple[str, ...], FACE_DOWN]
    story_deck: Annotated[tuple[str, ...], FACE_DOWN]
    owners: tuple[str, ...] = ()
    story_kept: tuple[str, ...] = ()
    dice: Annotated[tuple[int, ...], WITHHELD] = ()
    draws: Annotated[tuple[str, ...], WITHHELD] = ()
    # Only from a --setup file that starts inside a round:
    round: int = 0
    event: str = ""
    actions: int = 0
    flags: tuple[str, ...] = ()

    audience = nobody
    reveals = False


class OwnerSet(PublicEvent, tag="owner_set", frozen=True):
    """A player takes a hero or heroic civilian as their own (at set-up or after a death)."""

    seat: int
    unit: str


class RoundStarted(PublicEvent, tag="round_started", frozen=True):
    round: int


class EventDrawn(RevealingEvent, tag="event_drawn", frozen=True):
    card: str
    barrier = "engine.undo_drawn"


class PhaseBegan(PublicEvent, tag="phase_began", frozen=True):
    phase: str


class BarItemBegan(PublicEvent, tag="bar_item_began", frozen=True):
    index: int
    item: str


class PathActivated(PublicEvent, tag="path_activated", frozen=True):
    path: str


class StoryDeckRenewed(Event, tag="story_deck_renewed", frozen=True):
    """The story discard shuffled into a new deck: everyone sees how many cards, nobody their order."""

    order: Annotated[tuple[str, ...], FACE_DOWN]

    audience = nobody
    reveals = False


class StoryDrawn(RevealingEvent, tag="story_drawn", frozen=True):
    card: str
    barrier = "engine.undo_drawn"


class StoryLocated(PublicEvent, tag="story_located", frozen=True):
    path: str


class StoryKept(PublicEvent, tag="story_kept", frozen=True):
    card: str


class StoryDiscarded(PublicEvent, tag="story_discarded", frozen=True):
    card: str


class StoryPlayed(PublicEvent, tag="story_played", frozen=True):
    card: str


class ZedPlaced(RevealingEvent, tag="zed_placed", frozen=True):
    """A new zed drawn from the bag and put on `space`."""

    zed: str
    space: str
    reduced: bool = False
    barrier = "engine.undo_drawn"


class EffectSkipped(PublicEvent, tag="effect_skipped", frozen=True):
    """Regel 1.2: an effect with nothing to act on is skipped; the log says so. `card`: the
    story or event card whose effect it is, if one is being resolved."""

    purpose: str
    card: str = ""


class SearchCounted(PublicEvent, tag="search_counted", frozen=True):
    """Regel 5.3: the search die with what is added to it (Mayor Hernandez's keys)."""

    die: int
    bonus: int


class ZedNotPlaced(PublicEvent, tag="zed_not_placed", frozen=True):
    reason: str                      # bag_empty | no_room


class ZedsMoved(PublicEvent, tag="zeds_moved", frozen=True):
    zeds: tuple[str, ...]
    to: str
    why: str                         # advance | retreat


class ZedReturned(PublicEvent, tag="zed_returned", frozen=True):
    """A zed leaves the map for the bag without being killed."""

    zed: str
    why: str                         # no_room | renewed


class ZedHit(PublicEvent, tag="zed_hit", frozen=True):
    zed: str
    result: str                      # marked | flipped | killed


class ZedFlipped(PublicEvent, tag="zed_flipped", frozen=True):
    """Turned back to its full side, keeping its hits ("What's That Smell?")."""

    zed: str


class ZedMarked(PublicEvent, tag="zed_marked", frozen=True):
    zed: str


class ZedHitsCleared(PublicEvent, tag="zed_hits_cleared", frozen=True):
    pass


class UnitMoved(PublicEvent, tag="unit_moved", frozen=True):
    unit: str
    to: str
    why: str                         # move | retreat | fall_back | arrive


class UnitHit(PublicEvent, tag="unit_hit", frozen=True):
    unit: str
    result: str                      # marked | flipped | killed


class HitsAvoided(PublicEvent, tag="hits_avoided", frozen=True):
    piece: str
    n: int
    why: str                         # tough | resistant


class UnitSaved(PublicEvent, tag="unit_saved", frozen=True):
    unit: str


class UnitEliminated(PublicEvent, tag="unit_eliminated", frozen=True):
    unit: str


class MarkerPlaced(PublicEvent, tag="marker_placed", frozen=True):
    unit: str
    marker: str


class MarkerRemoved(PublicEvent, tag="marker_removed", frozen=True):
    unit: str
    marker: str


class DiceRolled(Event, tag="dice_rolled", frozen=True):
    """Dice thrown in `decide`; `queued` of them came from the --setup dice queue (drawn from no
    random source, yet no less a throw that cannot be taken back)."""

    reveals = True
    barrier = "engine.undo_dice"
    audience = everyone

    values: tuple[int, ...]
    purpose: str                     # melee | ranged | reroll | search | save | tough | resistant | traps
    queued: int = 0


class CombatBegan(PublicEvent, tag="combat_began", frozen=True):
    combat: Combat


class CombatResolved(PublicEvent, tag="combat_resolved", frozen=True):
    zed_hits: int
    unit_hits: int
    loser: str
    tide_turned: bool = False


class AmmoChanged(PublicEvent, tag="ammo_changed", frozen=True):
    ammo: int
    delta: int
    why: str                         # search | fire | loot | story | arrival
    lost: int = 0                    # ammo found beyond the cap of 20, lost (Regel 5.3)


class ActionsSet(PublicEvent, tag="actions_set", frozen=True):
    actions: int


class ActionSpent(PublicEvent, tag="action_spent", frozen=True):
    seat: int
    source: str                      # unit | player | bar
    unit: str


class SpecialUsed(PublicEvent, tag="special_used", frozen=True):
    ability: str
    unit: str
    once: bool = False               # once per game


class BonusGranted(PublicEvent, tag="bonus_granted", frozen=True):
    units: tuple[str, ...]


class SeatDone(PublicEvent, tag="seat_done", frozen=True):
    seat: int


class FlagSet(PublicEvent, tag="flag_set", frozen=True):
    flag: str


class FlagCleared(PublicEvent, tag="flag_cleared", frozen=True):
    flag: str


class NoEntryPlaced(PublicEvent, tag="no_entry_placed", frozen=True):
    space: str


class ZedOwed(PublicEvent, tag="zed_owed", frozen=True):
    space: str


class OwedPaid(PublicEvent, tag="owed_paid", frozen=True):
    space: str
    bookkeeping = True


class RoundEnded(PublicEvent, tag="round_ended", frozen=True):
    """The organisation phase: the event card is discarded, every marker made ready (Regel 7)."""

    card: str


class GameEnded(PublicEvent, tag="game_ended", frozen=True):
    outcome: str                     # win | loss
    space: str = ""                  # where the zed came from that entered the centre


ZedsEvent = (
    GameSetUp | OwnerSet | RoundStarted | EventDrawn | PhaseBegan | BarItemBegan | PathActivated
    | StoryDeckRenewed | StoryDrawn | StoryLocated | StoryKept | StoryDiscarded | StoryPlayed
    | ZedPlaced | ZedNotPlaced | EffectSkipped | SearchCounted | ZedsMoved | ZedReturned | ZedHit | ZedFlipped
    | ZedMarked
    | ZedHitsCleared | UnitMoved | UnitHit | HitsAvoided | UnitSaved | UnitEliminated | MarkerPlaced
    | MarkerRemoved | DiceRolled | CombatBegan | CombatResolved | AmmoChanged | ActionsSet
    | ActionSpent | SpecialUsed | BonusGranted | SeatDone | FlagSet | FlagCleared | NoEntryPlaced
    | ZedOwed | OwedPaid | RoundEnded | GameEnded
    | Queued[Effect] | Dequeued | HeadReplaced[Effect] | QueueCleared
)
