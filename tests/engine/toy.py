"""A tiny title used only to pin the engine's own behaviour: a race to 5 on a number line.

`step` moves one (deterministic), `roll` moves 1–3 (random: an undo barrier), `peek` shows the
next roll's secret (reveals: a barrier). Two seats alternate.
"""

from __future__ import annotations

from msgspec.structs import replace

from game.engine import EventList, OptionSpec, RuleError, State, Title
from game.engine.types import PublicCommand, PublicEvent, RevealingEvent


class ToyState(State, frozen=True):
    positions: tuple[int, ...] = (0, 0)
    turn: int = 0
    secret: int = 0
    winner: int = -1


class Step(PublicCommand, tag="step", frozen=True):
    pass


class Roll(PublicCommand, tag="roll", frozen=True):
    pass


class Peek(PublicCommand, tag="peek", frozen=True):
    pass


class Moved(PublicEvent, tag="moved", frozen=True):
    seat: int
    by: int


class Rolled(PublicEvent, tag="rolled", frozen=True):
    value: int


class Peeked(RevealingEvent, tag="peeked", frozen=True):
    secret: int


class Won(PublicEvent, tag="won", frozen=True):
    seat: int


def evolve(state, event):
    if isinstance(event, Moved):
        positions = list(state.positions)
        positions[event.seat] += event.by
        return replace(state, positions=tuple(positions), turn=1 - event.seat)
    if isinstance(event, Peeked):
        return replace(state, secret=event.secret)
    if isinstance(event, Won):
        return replace(state, winner=event.seat)
    return state


def decide(state, command, rng):
    events = EventList()
    if isinstance(command, Peek):
        events.append(Peeked(rng.randint(1, 3)))
        events.append(Moved(command.seat, 0))
    elif isinstance(command, Roll):
        value = rng.randint(1, 3)
        events += [Rolled(value), Moved(command.seat, value)]
    else:
        events.append(Moved(command.seat, 1))
    if state.positions[command.seat] + sum(e.by for e in events if isinstance(e, Moved)) >= 5:
        events.append(Won(command.seat))
    return events


def legal(state, seat):
    if state.winner >= 0 or seat != state.turn:
        return []
    return [Step(seat=seat), Roll(seat=seat), Peek(seat=seat)]


TITLE = Title(
    name="toy", name_key="toy.title",
    options=(OptionSpec("goal", (5,), 5, "toy.goal"),),
    content_version="1", command_type=Step | Roll | Peek, event_type=Moved | Rolled | Peeked | Won,
    state_type=ToyState, setup_type=dict,
    initial_state=lambda options: ToyState(), setup=lambda state, setup, rng: [],
    decide=decide, evolve=evolve, legal_commands=legal,
    explain_illegal=lambda state, command: RuleError("engine.not_legal"),
    view=lambda state, seat: {"positions": list(state.positions)},
    to_move=lambda state: () if state.winner >= 0 else (state.turn,),
    outcome=lambda state: None if state.winner < 0 else f"seat{state.winner}",
    seat_count=lambda options: 2,
    describe_command=lambda state, command, lang: type(command).__name__,
    describe_event=lambda state, event, lang: None,
    check_invariants=lambda state: [] if max(state.positions) <= 7 else ["too far"],
    progress=lambda state: str(state.positions),
    win_outcomes=frozenset({"seat0"}),
)
