"""Raxxon's state, commands and events: frozen, tagged, JSON-serialisable values (the effects
on its queue are in `queued.py`).

Positions in the crowd are (row, column) with the crowd's top-left card at (0, 0): the grid is
renumbered whenever it grows or shrinks, so every position a command names is one the player
sees now.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from game.engine.queue import Dequeued, HeadReplaced, QueueCleared, Queued
from game.engine.types import HIDDEN, Event, Hidden, PublicCommand, PublicEvent, RevealingEvent, State, nobody
from game.titles.raxxon.queued import Effect, Pos

PILES = (
    "population_deck", "population_discard", "infection_supply", "evacuation",
    "uncontained_quarantine", "contained_quarantine", "raxxon_deck", "raxxon_triggered",
    "raxxon_untriggered", "box",
)
PUBLIC_PILES = frozenset({
    "population_discard", "evacuation", "uncontained_quarantine", "contained_quarantine",
    "raxxon_triggered", "raxxon_untriggered", "box",
})
POWER_LIMIT = 8
CROWD_LIMIT = 6
END_OF_DAY_INFECTION_CAP = 4
DIFFICULTY_INFECTED = {"intro": 9, "normal": 15, "hard": 18, "expert": 21}
WIN_EVACUATED = {"intro": 20, "normal": 30, "hard": 30, "expert": 30}


# gc=False: the state's parts hold no reference cycle (see `game.engine.types.Command`).
class Cell(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """One card in the crowd."""

    r: int
    c: int
    card: str
    up: bool = False

    @property
    def pos(self) -> Pos:
        return (self.r, self.c)


class Peek(msgspec.Struct, frozen=True, gc=False, array_like=True):
    """The card an Investigate showed privately in saves made before Investigate flipped the card
    (kept so those saves load; no rule makes one now)."""

    r: int
    c: int
    card: str


class RaxxonState(State, frozen=True):
    players: int
    difficulty: str
    day: int = 0
    characters: tuple[str, ...] = ()      # per seat; "" while not chosen
    first_player: int = 0
    active: int = 0
    last_active: int = 0
    passed: tuple[bool, ...] = ()
    solo_passes: int = 0
    tokens: tuple[tuple[int, ...], ...] = ()   # per seat: tokens on each of the 5 actions
    power: int = 0
    crowd: tuple[Cell, ...] = ()
    population_deck: tuple[str, ...] = ()      # top card first
    population_discard: tuple[str, ...] = ()
    infection_supply: tuple[str, ...] = ()
    evacuation: tuple[str, ...] = ()
    uncontained_quarantine: tuple[str, ...] = ()
    contained_quarantine: tuple[str, ...] = ()
    box: tuple[str, ...] = ()                  # cards the intro difficulty leaves out
    raxxon_deck: tuple[str, ...] = ()
    raxxon_triggered: tuple[str, ...] = ()
    raxxon_untriggered: tuple[str, ...] = ()
    raxxon_current: str = ""                   # drawn and triggered, its option not chosen yet
    # Cards whose chosen option is resolving, innermost last: each goes to its pile afterwards.
    raxxon_resolving: tuple[str, ...] = ()
    queue: tuple[Effect, ...] = ()
    outcome: str | None = None
    peek: Peek | None = None
    # Face-down crowd cards the players know and have kept track of since: seen face up before
    # an effect turned them face down (or looked at in a save from before Investigate flipped).
    seen: tuple[str, ...] = ()


# ---- commands --------------------------------------------------------------------------------
class ChooseCharacter(PublicCommand, tag="choose_character", frozen=True):
    character: str


class Continue(PublicCommand, tag="continue", frozen=True):
    """Resolve the next consequence."""


class Pass(PublicCommand, tag="pass", frozen=True):
    """Take no (further) turn today."""


class Act(PublicCommand, tag="act", frozen=True):
    """Take action `action` of the sheet (0 is Investigate), with its first target if it has one."""

    action: int
    cell: tuple[int, int] | None = None
    other: tuple[int, int] | None = None
    line: str | None = None


class Pick(PublicCommand, tag="pick", frozen=True):
    """Choose a crowd card (`cell`) or a card in a public pile (`card`)."""

    cell: tuple[int, int] | None = None
    card: str | None = None


class Done(PublicCommand, tag="done", frozen=True):
    """Stop choosing (take no more cards)."""


class Place(PublicCommand, tag="place", frozen=True):
    cell: tuple[int, int]


class Flip(PublicCommand, tag="flip", frozen=True):
    cell: tuple[int, int]


class Choose(PublicCommand, tag="choose", frozen=True):
    """Choose an entry of a list: a Raxxon card option, or which effect resolves first."""

    index: int


RaxxonCommand = ChooseCharacter | Continue | Pass | Act | Pick | Done | Place | Flip | Choose


# ---- events ----------------------------------------------------------------------------------
def blanked(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Cards as the players see the back of them: one blank per card, so the count still shows."""
    return ("",) * len(cards)


def backs_blanked(cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """Crowd cells as the players see them: a face-down card shows only its place."""
    return tuple(cell if cell.up else Cell(cell.r, cell.c, "", False) for cell in cells)


class SecretEvent(Event, frozen=True):
    """[EN: Looking At Cards] an event that moves cards face down, or into a face-down pile in an
    order nobody knows. At this cooperative table nobody sees more than another: nobody sees all of
    it, and everyone is told its `public_part`, the same event with its `Hidden` fields blanked
    (a face-down card shows only its place, a face-down pile how many cards it holds)."""

    audience = nobody
    reveals = False


FACE_DOWN = Hidden(lambda cells: backs_blanked(cells))


class GameSetUp(SecretEvent, tag="game_set_up", frozen=True):
    population_deck: Annotated[tuple[str, ...], HIDDEN]
    infection_supply: Annotated[tuple[str, ...], HIDDEN]
    box: tuple[str, ...]
    raxxon_deck: Annotated[tuple[str, ...], HIDDEN]
    first_player: int
    characters: tuple[str, ...] = ()
    # Only from a --setup file: a table in the middle of a game.
    day: int = 0
    crowd: Annotated[tuple[Cell, ...], FACE_DOWN] = ()
    population_discard: tuple[str, ...] = ()
    evacuation: tuple[str, ...] = ()
    uncontained_quarantine: tuple[str, ...] = ()
    contained_quarantine: tuple[str, ...] = ()
    raxxon_triggered: tuple[str, ...] = ()
    raxxon_untriggered: tuple[str, ...] = ()
    tokens: tuple[tuple[int, ...], ...] = ()
    passed: tuple[bool, ...] = ()
    power: int = 0


class CharacterChosen(PublicEvent, tag="character_chosen", frozen=True):
    seat: int
    character: str


class DayStarted(PublicEvent, tag="day_started", frozen=True):
    day: int
    first_player: int


class CrowdDealt(SecretEvent, tag="crowd_dealt", frozen=True):
    cells: Annotated[tuple[Cell, ...], FACE_DOWN]


class TurnStarted(PublicEvent, tag="turn_started", frozen=True):
    seat: int


class PlayerPassed(PublicEvent, tag="player_passed", frozen=True):
    seat: int


class TokenPlaced(PublicEvent, tag="token_placed", frozen=True):
    seat: int
    action: int


class NothingHappened(PublicEvent, tag="nothing_happened", frozen=True):
    """An icon resolved with nothing to act on (no hostile to return, no card to add)."""

    icon: str


class StepFoundNothing(PublicEvent, tag="step_found_nothing", frozen=True):
    """A Raxxon card's option step had nothing to act on (no card of the kind it names)."""

    card: str
    option: int
    step: int


class ActionFoundNothing(PublicEvent, tag="action_found_nothing", frozen=True):
    """A chosen action had nothing to act on (no face-down card, no evacuable row...)."""

    seat: int
    action: int


class TokensCleared(PublicEvent, tag="tokens_cleared", frozen=True):
    seats: tuple[int, ...]


class ConsequenceTriggered(PublicEvent, tag="consequence_triggered", frozen=True):
    icon: str


class CardInvestigated(RevealingEvent, tag="card_investigated", frozen=True):
    """A private look, from saves made before Investigate flipped the card (kept so they load)."""

    barrier = "raxxon.undo_card_seen"

    r: int
    c: int
    card: str


class CrowdCardsOut(PublicEvent, frozen=True):
    """Crowd cards leaving for a face-up pile, named to everyone: one that lay face down unseen is
    shown by it ([EN: Killing Cards]: its when-killed icon resolves "whether the card was face-up
    or facedown"), so only then may the command not be taken back."""

    reveals = True
    barrier = "raxxon.undo_card_seen"

    def reveals_at(self, state) -> bool:
        leaving = set(getattr(self, "cells", ()))
        return any(cell.pos in leaving and not cell.up and cell.card not in state.seen for cell in state.crowd)


class CardsEvacuated(CrowdCardsOut, tag="cards_evacuated", frozen=True):
    cells: tuple[tuple[int, int], ...]
    cards: tuple[str, ...]


class CardsKilled(CrowdCardsOut, tag="cards_killed", frozen=True):
    cells: tuple[tuple[int, int], ...]
    cards: tuple[str, ...]


class CardFlipped(RevealingEvent, tag="card_flipped", frozen=True):
    """A face-down crowd card turned face up."""

    barrier = "raxxon.undo_card_seen"

    r: int
    c: int
    card: str


class CardsTurnedDown(PublicEvent, tag="cards_turned_down", frozen=True):
    """Face-up crowd cards turned face down."""

    cells: tuple[tuple[int, int], ...]


class PeekEnded(PublicEvent, tag="peek_ended", frozen=True):
    bookkeeping = True


class CardsSwapped(PublicEvent, tag="cards_swapped", frozen=True):
    a: tuple[int, int]
    b: tuple[int, int]


class CardAdded(SecretEvent, tag="card_added", frozen=True):
    """[EN: Game Icons] the card is drawn without looking at it: only its place shows."""

    r: int
    c: int
    card: Annotated[str, HIDDEN]


class DiscardReshuffled(SecretEvent, tag="discard_reshuffled", frozen=True):
    order: Annotated[tuple[str, ...], HIDDEN]


class InfectionRose(RevealingEvent, tag="infection_rose", frozen=True):
    """A card from the face-down infection supply: drawn, it cannot be taken back."""

    barrier = "engine.undo_drawn"

    card: str


class PowerChanged(PublicEvent, tag="power_changed", frozen=True):
    power: int


class HostileReturned(PublicEvent, tag="hostile_returned", frozen=True):
    card: str


class CardsQuarantined(CrowdCardsOut, tag="cards_quarantined", frozen=True):
    cells: tuple[tuple[int, int], ...] = ()
    cards: tuple[str, ...] = ()          # the crowd cards at `cells`, then cards from uncontained
    from_uncontained: tuple[str, ...] = ()


class QuarantineMoved(PublicEvent, tag="quarantine_moved", frozen=True):
    cards: tuple[str, ...]
    source: str
    target: str


class LineShuffledOntoDeck(SecretEvent, tag="line_shuffled_onto_deck", frozen=True):
    cells: tuple[tuple[int, int], ...]
    order: Annotated[tuple[str, ...], HIDDEN]


class RaxxonDrawn(RevealingEvent, tag="raxxon_drawn", frozen=True):
    barrier = "engine.undo_drawn"
    card: str
    triggered: bool


class RaxxonDeckRenewed(SecretEvent, tag="raxxon_deck_renewed", frozen=True):
    source: str
    order: Annotated[tuple[str, ...], HIDDEN]


class RaxxonOptionChosen(PublicEvent, tag="raxxon_option_chosen", frozen=True):
    """The option the active player chose. The card stays in play while the option resolves;
    `RaxxonFiled` then puts it on `pile`. Saves made before that rule carry `filed_now`: their
    card went to its pile at once."""

    card: str
    option: int
    pile: str
    filed_now: bool = True


class RaxxonFiled(PublicEvent, tag="raxxon_filed", frozen=True):
    """A Raxxon card whose option has resolved goes to the pile the option names."""

    card: str
    pile: str


class UntriggeredShuffledIn(SecretEvent, tag="untriggered_shuffled_in", frozen=True):
    order: Annotated[tuple[str, ...], HIDDEN]


class EndOfDayBegan(PublicEvent, tag="end_of_day_began", frozen=True):
    day: int


class CrowdRevealed(RevealingEvent, tag="crowd_revealed", frozen=True):
    barrier = "raxxon.undo_card_seen"
    cards: tuple[str, ...]


class PopulationGathered(SecretEvent, tag="population_gathered", frozen=True):
    """Crowd, uncontained quarantine and discard shuffled into the population deck."""

    order: Annotated[tuple[str, ...], HIDDEN]


class QuarantineBreached(PublicEvent, tag="quarantine_breached", frozen=True):
    cards: tuple[str, ...]


class GameEnded(PublicEvent, tag="game_ended", frozen=True):
    outcome: str


# bookkeeping: the rules' own machinery, not told in the log
class ActiveSeat(PublicEvent, tag="active_seat", frozen=True):
    seat: int
    bookkeeping = True


RaxxonEvent = (
    GameSetUp | CharacterChosen | DayStarted | CrowdDealt | TurnStarted | PlayerPassed | TokenPlaced
    | ActionFoundNothing | NothingHappened | StepFoundNothing | TokensCleared | ConsequenceTriggered
    | CardInvestigated | CardsEvacuated
    | CardsKilled
    | CardFlipped | CardsTurnedDown | PeekEnded | CardsSwapped | CardAdded | DiscardReshuffled | InfectionRose
    | PowerChanged
    | HostileReturned | CardsQuarantined | QuarantineMoved | LineShuffledOntoDeck | RaxxonDrawn
    | RaxxonDeckRenewed | RaxxonOptionChosen | RaxxonFiled | UntriggeredShuffledIn | EndOfDayBegan
    | CrowdRevealed | PopulationGathered | QuarantineBreached | GameEnded | ActiveSeat
    | Queued[Effect] | Dequeued | HeadReplaced[Effect] | QueueCleared
)
