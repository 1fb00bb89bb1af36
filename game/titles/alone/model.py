"""Alone's state, commands and events: frozen, tagged, JSON-serialisable values (the effects on
its queue are in `queued.py`).

Seat 0 is the hero; seats 1..k the Evil players. The state holds the whole secret map (where every
creature, light, danger token and blocked door is) and what of it the hero's labyrinth shows
(`revealed`). Events that only the Evil players may see name them as their audience; what the hero
perceives is told by events of its own, in the hero's frame (see `view.py`).
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec.structs import replace

from game.engine import types as engine_types
from game.engine.queue import Dequeued, HeadReplaced, QueueCleared, Queued
from game.engine.types import (
    HIDDEN,
    PUBLIC,
    WITHHELD,
    Audience,
    Command,
    Event,
    PublicCommand,
    PublicEvent,
    RevealingEvent,
    State,
    its_seat,
    nobody,
)
from game.titles.alone.content import Action
from game.titles.alone.queued import HERO as HERO  # the hero's seat
from game.titles.alone.queued import Effect


# gc=False: the state's parts hold no reference cycle (see `game.engine.types.Command`).
class Part(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """A piece of the state."""


class Creature(Part, frozen=True, array_like=True):
    id: str                      # kind and token number: "worm2"
    kind: str
    sector: str
    wounded: bool = False


class Held(Part, frozen=True, array_like=True):
    """An item the hero carries: its card (`medkit#1`), charges left, upgraded or not."""

    card: str
    charges: int
    upgraded: bool = False


class Played(Part, frozen=True, array_like=True):
    """A reaction card on the hero sheet's fields this round."""

    card: str
    seat: int
    standard: bool               # played face down as a standard reaction
    fields: int                  # 1, or 2 for the second card of a turn (a combo)


class MissionState(Part, frozen=True, array_like=True):
    id: str
    room: str = ""               # the room drawn for it at set-up ("" if its steps name rooms)
    progress: int = 0            # steps done
    done: bool = False


class AloneState(State, frozen=True):
    scenario: str                             # the board: a scenario's classic map, or one drawn (`board_of`)
    evil: int                                 # number of Evil players (seats 1..evil)
    difficulty: str
    character: str
    decks: tuple[str, ...] = ()               # the two reaction decks in play
    station: str = "classic"                  # "new": a station drawn at set-up from the scenario's recipe
    # the hero
    hero: str = ""
    health: int = 0
    composure: int = 0
    adrenaline: int = 0
    items: tuple[Held, ...] = ()
    xp: tuple[tuple[str, int], ...] = ()      # skill -> experience points (2 unlock it)
    searched: tuple[str, ...] = ()            # rooms searched for the first time
    used: tuple[str, ...] = ()                # once-per-round abilities used this round
    # time
    round: int = 1
    marker: int = 0                           # spaces the round marker has moved left
    turn: int = 1
    nightmare: bool = False
    # the secret map
    lit: tuple[str, ...] = ()
    danger: tuple[str, ...] = ()
    blocked: tuple[str, ...] = ()             # blocked doors
    creatures: tuple[Creature, ...] = ()
    revealed: tuple[str, ...] = ()            # the hero's labyrinth
    origins: tuple[tuple[str, str], ...] = ()  # floor -> the first sector the hero saw there (his frame)
    # missions
    missions: tuple[MissionState, ...] = ()   # green, blue, red
    final: bool = False                       # the final (red) mission has started
    # this round's Locate answers: target, distance, on the hero's floor, the sector he asked from
    located: tuple[tuple[str, int, bool, str], ...] = ()
    # the Evil players
    leader: int = 1
    hands: tuple[tuple[str, ...], ...] = ()   # per Evil seat (index seat - 1)
    draws: tuple[str, ...] = ()               # per Evil seat: the deck it draws from ("" free choice)
    piles: tuple[tuple[str, ...], ...] = ()   # per deck in play: its draw pile, top first
    discards: tuple[tuple[str, ...], ...] = ()
    fields: tuple[Played, ...] = ()
    item_deck: tuple[str, ...] = ()
    item_discard: tuple[str, ...] = ()
    # the turn being played
    actions: tuple[str, ...] = ()             # hero actions taken this turn (reaction triggers)
    dangerous: tuple[str, ...] = ()           # ... of them, those taken in a sector with a danger token
    losses: tuple[str, ...] = ()              # health / composure lost this turn
    played: int = 0                           # reaction cards played this turn
    bullet: bool = False                      # Bullet Time this turn
    moved: tuple[str, ...] = ()               # creatures moved this turn (lights out)
    boost: int = 0                            # extra attack dice for creatures this turn
    boosts: tuple[tuple[str, int], ...] = ()  # extra attack dice of single creatures this turn
    acted: str = ""                           # the creature the card in play last moved or let spawn
    shaken: int = 0                           # dice fewer for the hero's next attack roll
    guard: int = 0                            # hits the attacked creature ignores
    hits: int = 0                             # hits of the hero's attack being resolved
    queue: tuple[Effect, ...] = ()
    dice: tuple[str, ...] = ()                # faces fixed by --setup, used before random ones
    outcome: str | None = None

    def creature(self, cid: str) -> Creature:
        return next(c for c in self.creatures if c.id == cid)

    def in_sector(self, sector: str) -> list[Creature]:
        return [c for c in self.creatures if c.sector == sector]

    def hand(self, seat: int) -> tuple[str, ...]:
        return self.hands[seat - 1]

    def evil_seats(self) -> tuple[int, ...]:
        return tuple(range(1, self.evil + 1))

    def xp_of(self, skill: str) -> int:
        return dict(self.xp).get(skill, 0)

    def has_skill(self, skill: str) -> bool:
        return self.xp_of(skill) >= 2

    def origin(self, floor: str) -> str | None:
        return dict(self.origins).get(floor)

    def with_creature(self, creature: Creature) -> AloneState:
        return replace(self, creatures=tuple(creature if c.id == creature.id else c for c in self.creatures))


# ---- commands: the hero ------------------------------------------------------------------------
class BulletTime(PublicCommand, tag="bullet_time", frozen=True):
    """Spend 1 adrenaline at the start of the turn for a second action (KBM S.5)."""


class Act(PublicCommand, tag="act", frozen=True):
    """Take an action: with `item` it is the item's use (KBM S.12). `direction` for move, explore,
    a switchbox, a light or a charge; `target` a creature attacked, or `mission` to interact for it;
    `charges` spent from ammunition."""

    action: Action
    item: str = ""
    direction: str = ""
    target: str = ""
    charges: int = 0


class StepOn(PublicCommand, tag="step_on", frozen=True):
    """One more step of a multi-step move (a jetpack), or stop (`direction` "")."""

    direction: str = ""


class Block(PublicCommand, tag="block", frozen=True):
    """After a step: block a door of the new sector (`direction`), or none ("")."""

    direction: str = ""


class Clear(PublicCommand, tag="clear", frozen=True):
    """After exploring: remove the danger token from this sector (hero frame), or none ("")."""

    where: str = ""


class Target(PublicCommand, tag="target", frozen=True):
    """Locate: name a target."""

    target: str


class Upgrade(PublicCommand, tag="upgrade", frozen=True):
    """Search: upgrade `item` with a charge from `source`."""

    item: str
    source: str


class Skill(PublicCommand, tag="skill", frozen=True):
    """A boss's experience: a skill to gain a point in."""

    skill: str


class Regain(PublicCommand, tag="regain", frozen=True):
    """The difficulty's reward: 3 health or 3 composure."""

    track: str


# ---- commands: the Evil players ------------------------------------------------------------------
class EvilCommand(Command, frozen=True):
    """A command about the secret map: told only to the Evil players (the hero learns what it
    does through the events of perception)."""

    def audience(self, state) -> Audience:
        return frozenset(range(1, state.evil + 1))


class Play(Command, tag="play", frozen=True):
    """Play a reaction card from the hand, face up, or face down as a standard reaction (the
    others then see only that a card was played face down)."""

    card: Annotated[str, HIDDEN]
    standard: bool = False

    def audience(self, state) -> Audience:
        """The leader's card face up is on the table at once; face down, or another Evil player's
        waiting for the leader's leave (KBM S.2: hands are never shown), only its player knows it
        (the card is told when it lands on the fields, `CardPlayed`)."""
        return PUBLIC if not self.standard and self.seat == state.leader else frozenset({self.seat})


class Approve(PublicCommand, tag="approve", frozen=True):
    """The leader lets another Evil player's card be played, or not (KBM S.2)."""

    yes: bool


class MoveCreature(EvilCommand, tag="move_creature", frozen=True):
    creature: str
    to: str
    # The sectors it passes on the way, where the Evil player chooses another way than the one
    # the rules take (`queries.other_ways`: one that shows the hero something else, KBM S.6);
    # () for that way.
    via: tuple[str, ...] = ()
    # A blocked door of the sector the move ends in, opened with the move's last step instead of
    # passing it [KBM S.7 BLOCKIERTE TÜREN: "1 Bewegungsschritt aufwenden, um eine blockierte Tür
    # in ihrem Sektor wieder zu öffnen"]; "" for none.
    opening: str = ""


class Spawn(EvilCommand, tag="spawn", frozen=True):
    kind: str
    to: str


class Remove(EvilCommand, tag="remove", frozen=True):
    """Take a creature off the map (to spawn one anew)."""

    creature: str


class Teleport(EvilCommand, tag="teleport", frozen=True):
    creature: str
    to: str


class PlaceDanger(EvilCommand, tag="place_danger", frozen=True):
    sector: str


class LiftDanger(EvilCommand, tag="lift_danger", frozen=True):
    """Round end: take a danger token off a full floor to make room (KBM S.16)."""

    sector: str


class Choose(EvilCommand, tag="choose", frozen=True):
    """An entry of a list: an option of a card, the side a noise is told from, a seat."""

    index: int


class Discard(Command, tag="discard", frozen=True):
    card: Annotated[str, HIDDEN]

    audience = its_seat


class DrawFrom(PublicCommand, tag="draw_from", frozen=True):
    deck: str


class Done(PublicCommand, tag="done", frozen=True):
    """Stop: no more creatures to move, tokens to place, cards to discard, items to upgrade."""


class Pass(PublicCommand, tag="pass", frozen=True):
    """Play no (more) reaction card now."""


AloneCommand = (
    BulletTime | Act | StepOn | Block | Clear | Target | Upgrade | Skill | Regain | Play | Approve
    | MoveCreature | Spawn | Remove | Teleport | PlaceDanger | LiftDanger | Choose | Discard | DrawFrom
    | Done | Pass
)


# ---- events ---------------------------------------------------------------------------------------
class Secret(Event, frozen=True):
    """What only the Evil players see: the secret map. The hero learns of it only what the rules
    tell him by the public events of perception below."""

    reveals = False

    def audience(self, state) -> Audience:
        return frozenset(range(1, state.evil + 1))


class Private(Event, frozen=True):
    """A card only the seat holding it sees; the others learn that a card changed hands."""

    seat: int
    card: Annotated[str, HIDDEN]

    audience = its_seat


ROOMS_HIDDEN = engine_types.Hidden(lambda missions: tuple(replace(m, room="") for m in missions))


class GameSetUp(Event, tag="game_set_up", frozen=True):
    """The table at the start: nobody sees all of it (the hands are each seat's own, the decks
    face down, the mission's room and the map are the Evil players'). Everyone is told what lies
    open: the hero's items and missions, how many cards each pile and hand holds."""

    start: Annotated[str, HIDDEN]
    decks: tuple[str, ...]
    health: int
    composure: int
    adrenaline: int
    items: tuple[Held, ...]
    missions: Annotated[tuple[MissionState, ...], ROOMS_HIDDEN]
    hands: Annotated[tuple[tuple[str, ...], ...], HIDDEN]
    draws: tuple[str, ...]
    piles: Annotated[tuple[tuple[str, ...], ...], HIDDEN]
    item_deck: Annotated[tuple[str, ...], HIDDEN]
    leader: int = 1
    # only from a --setup file: a table in the middle of a game
    round: int = 1
    turn: int = 1
    nightmare: bool = False
    marker: int = 0
    lit: Annotated[tuple[str, ...], WITHHELD] = ()
    danger: Annotated[tuple[str, ...], WITHHELD] = ()
    blocked: Annotated[tuple[str, ...], WITHHELD] = ()
    creatures: Annotated[tuple[Creature, ...], WITHHELD] = ()
    revealed: Annotated[tuple[str, ...], WITHHELD] = ()
    xp: tuple[tuple[str, int], ...] = ()
    dice: Annotated[tuple[str, ...], WITHHELD] = ()
    # the secret map drawn for this game (`board.made_up_id`); "" for the scenario's classic map
    board: Annotated[str, WITHHELD] = ""

    audience = nobody
    reveals = False


class Reshuffled(Event, tag="reshuffled", frozen=True):
    """A pile shuffled into a new draw pile ("items" or a reaction deck): nobody sees the order."""

    pile: str
    order: Annotated[tuple[str, ...], HIDDEN]

    audience = nobody
    reveals = False


class OriginSet(Secret, tag="origin_set", frozen=True):
    """The first sector the hero sees on a floor: his map of that floor is drawn around it."""

    floor: str
    sector: str
    bookkeeping = True


class HeroMoved(Secret, tag="hero_moved", frozen=True):
    sector: str


class Revealed(Secret, tag="revealed", frozen=True):
    sectors: tuple[str, ...]
    reveals = True
    barrier = "alone.undo_explored"


class Hidden(Secret, tag="hidden", frozen=True):
    sectors: tuple[str, ...]


class LightChanged(Secret, tag="light_changed", frozen=True):
    sectors: tuple[str, ...]
    on: bool


class DangerChanged(Secret, tag="danger_changed", frozen=True):
    sector: str
    on: bool


class DoorChanged(Secret, tag="door_changed", frozen=True):
    door: str
    blocked: bool


class CreatureSpawned(Secret, tag="creature_spawned", frozen=True):
    creature: str
    kind: str
    sector: str


class CreatureMoved(Secret, tag="creature_moved", frozen=True):
    creature: str
    path: tuple[str, ...]             # every sector it passed, the last where it stops
    teleport: bool = False


class CreatureRemoved(Secret, tag="creature_removed", frozen=True):
    creature: str


class CreatureHurt(Secret, tag="creature_hurt", frozen=True):
    creature: str
    killed: bool


class CardDrawn(Private, tag="card_drawn", frozen=True):
    """A reaction card from a face-down deck into a hand: its player sees it, so the draw cannot
    be taken back (the decks were shuffled at set-up: drawing again would show the next card)."""

    deck: str
    reveals = True
    barrier = "engine.undo_drawn"


class CardDiscarded(Private, tag="card_discarded", frozen=True):
    reveals = False


class CardPlayed(Event, tag="card_played", frozen=True):
    """A card onto the hero sheet's fields: face up everyone reads it; face down (a standard
    reaction) the others see its back and who played it."""

    seat: int
    card: Annotated[str, HIDDEN]
    standard: bool
    fields: int
    dangerous: bool = False
    reveals = True          # a card from a hand, face up: the others had not seen it

    def audience(self, state) -> Audience:
        """Face down, only its player knows it (KBM S.2: not the other Evil players either)."""
        return frozenset({self.seat}) if self.standard else PUBLIC

    def reveals_at(self, state) -> bool:
        return not self.standard


class Told(RevealingEvent, tag="told", frozen=True):
    """What the hero perceives of something that happened on the secret map, in words anyone may
    read (never a sector of the map, only sides and kinds): `what` names the kind of news."""

    what: str
    kind: str = ""                    # a creature kind, a room, a target...
    side: str = ""                    # n/e/s/w/stairs/floor/here/unknown
    count: int = 0
    wounded: bool = False
    creature: str = ""                # a revealed creature's id
    barrier = "alone.undo_perceived"


class TurnBegan(PublicEvent, tag="turn_began", frozen=True):
    round: int
    turn: int


class BulletTimeUsed(PublicEvent, tag="bullet_time_used", frozen=True):
    free: bool


class ActionTaken(PublicEvent, tag="action_taken", frozen=True):
    action: str
    item: str = ""
    dangerous: bool = False           # taken in a sector with a danger token


class Lost(PublicEvent, tag="lost", frozen=True):
    """The hero loses health or composure (what a track at 0 cannot lose goes to the other)."""

    health: int
    composure: int
    cause: str


class Regained(PublicEvent, tag="regained", frozen=True):
    health: int = 0
    composure: int = 0
    adrenaline: int = 0


class DiceRolled(RevealingEvent, tag="dice_rolled", frozen=True):
    """Every roll is open (KBM S.10)."""

    faces: tuple[str, ...]
    purpose: str
    fixed: int = 0                    # faces taken from --setup
    barrier = "engine.undo_dice"


UNSEEN_CREATURE = "?"       # a creature named to those who may not see it


def _unseen(creature: str) -> str:
    return UNSEEN_CREATURE if creature else ""


CREATURE_HIDDEN = engine_types.Hidden(_unseen)


class Boosted(Event, tag="boosted", frozen=True):
    """This turn: creatures attack with more dice (or one creature alone), the hero's next roll
    has fewer, the attacked creature ignores hits. The hero is told of a boosted creature out of
    his labyrinth that one is, not which."""

    boost: int = 0
    shaken: int = 0
    guard: int = 0
    creature: Annotated[str, CREATURE_HIDDEN] = ""
    reveals = False

    def audience(self, state) -> Audience:
        if not self.creature or state.creature(self.creature).sector in state.revealed:
            return PUBLIC
        return frozenset(range(1, state.evil + 1))


class HitsScored(PublicEvent, tag="hits_scored", frozen=True):
    """The hits of the hero's attack roll (half hits counted when his sector is lit)."""

    hits: int


class MarkerMoved(PublicEvent, tag="marker_moved", frozen=True):
    """The round marker moves: back to the right for an extra round (KBM S.18)."""

    marker: int


class ItemGained(RevealingEvent, tag="item_gained", frozen=True):
    """An item card from the face-down item deck (KBM S.12): drawn, it cannot be taken back."""

    card: str
    charges: int
    barrier = "engine.undo_drawn"


class ItemSpent(PublicEvent, tag="item_spent", frozen=True):
    card: str
    charges: int


class ItemUpgraded(PublicEvent, tag="item_upgraded", frozen=True):
    card: str
    source: str


class ItemDiscarded(PublicEvent, tag="item_discarded", frozen=True):
    card: str


class Searched(PublicEvent, tag="searched", frozen=True):
    room: str


class Located(RevealingEvent, tag="located", frozen=True):
    """Locate's answer, read off the secret map (KBM S.14): the hero cannot unlearn it."""

    target: str
    distance: int                     # -1: none on the map
    same_floor: bool
    side: str = ""
    barrier = "engine.undo_answered"


class XpGained(PublicEvent, tag="xp_gained", frozen=True):
    skill: str


class MissionAdvanced(PublicEvent, tag="mission_advanced", frozen=True):
    mission: str
    done: bool


class FinalStarted(PublicEvent, tag="final_started", frozen=True):
    pass


class AbilityUsed(PublicEvent, tag="ability_used", frozen=True):
    ability: str


class FieldsCleared(PublicEvent, tag="fields_cleared", frozen=True):
    """Round end: the played cards go to their decks' discard piles."""


class RoundEnded(PublicEvent, tag="round_ended", frozen=True):
    round: int
    tokens: int                       # danger tokens the Evil players may place


class NightmareBegan(PublicEvent, tag="nightmare_began", frozen=True):
    pass


class RoundBegan(PublicEvent, tag="round_began", frozen=True):
    round: int
    leader: int
    marker: int


class GameEnded(PublicEvent, tag="game_ended", frozen=True):
    outcome: str


AloneEvent = (
    GameSetUp | Reshuffled | OriginSet | HeroMoved | Revealed | Hidden | LightChanged | DangerChanged
    | DoorChanged | CreatureSpawned | CreatureMoved | CreatureRemoved | CreatureHurt | CardDrawn
    | CardDiscarded | CardPlayed | Told | TurnBegan | BulletTimeUsed | ActionTaken | Lost | Regained
    | DiceRolled | Boosted | HitsScored | MarkerMoved | ItemGained | ItemSpent | ItemUpgraded | ItemDiscarded
    | Searched | Located
    | XpGained | MissionAdvanced | FinalStarted | AbilityUsed | FieldsCleared | RoundEnded | NightmareBegan
    | RoundBegan | GameEnded | Queued[Effect] | Dequeued | HeadReplaced[Effect] | QueueCleared
)
