"""A tiny title with secrets, to pin what the engine and the table do with them: each of two seats
is dealt a secret card (1–9) that only it may see; in turn each names a number, four times."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec.structs import replace

from game.engine import OptionSpec, State, Title
from game.engine.types import HIDDEN, Event, PublicCommand, PublicEvent, its_seat

TURNS = 4


class HandsState(State, frozen=True):
    cards: tuple[int, ...] = (0, 0)
    turn: int = 0


class Name(PublicCommand, tag="name", frozen=True):
    value: int


class Dealt(Event, tag="dealt", frozen=True):
    seat: int
    card: Annotated[int, HIDDEN]
    audience = its_seat
    reveals = False           # dealt at set-up: nothing to take back


class Named(PublicEvent, tag="named", frozen=True):
    seat: int
    value: int


def evolve(state: HandsState, event) -> HandsState:
    if isinstance(event, Dealt):
        cards = list(state.cards)
        cards[event.seat] = event.card
        return replace(state, cards=tuple(cards))
    return replace(state, turn=state.turn + 1)


def setup(state, given, rng):
    return [Dealt(seat, rng.randint(1, 9)) for seat in (0, 1)]


class HandsView(msgspec.Struct, frozen=True, kw_only=True):
    """What a seat sees: the turn, its own card (None for the public), and no decision to show."""

    turn: int
    mine: int | None
    decision: None = None


def view(state: HandsState, seat) -> HandsView:
    return HandsView(turn=state.turn, mine=state.cards[seat] if seat is not None else None)


def describe_event(state, event, lang):
    if isinstance(event, Dealt):
        return f"Seat {event.seat + 1} gets card {event.card or '?'}"
    return f"Seat {event.seat + 1} names {event.value}"


TITLE = Title(
    name="hands", name_key="hands.title", options=(OptionSpec("players", (2,), 2, "hands.players"),),
    content_version="1", command_type=Name, event_type=Dealt | Named, state_type=HandsState, setup_type=dict,
    initial_state=lambda options: HandsState(), setup=setup,
    decide=lambda state, command, rng: [Named(command.seat, command.value)], evolve=evolve,
    legal_commands=lambda state, seat: [Name(seat=seat, value=v) for v in (1, 2, 3)]
    if state.turn < TURNS and seat == state.turn % 2 else [],
    view=view, to_move=lambda state: () if state.turn >= TURNS else (state.turn % 2,),
    describe_command=lambda state, command, lang: f"Name {command.value}", describe_event=describe_event,
    progress=lambda state: f"{state.turn}/{TURNS}",
    outcome=lambda state: "win" if state.turn >= TURNS else None,
    hidden_from=lambda state, seat: frozenset(),
    view_groups=lambda options, seats: tuple(frozenset({s}) for s in range(seats)),
)
