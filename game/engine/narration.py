"""The log of a game as one seat may read it.

Every command and event is told from the state just before it, in the words of its title, and
only as far as the seat may see it (`seen_by`): a secret event is told by its public part, or not
at all. Seats whose players gave their names are called by them (`game.i18n.naming`). The
Session keeps one `Narrator` per seat and language, so a table's log grows by one turn per
command instead of being told again from the start.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.types import Event, seen_by
from game.i18n import naming, tr


@dataclass(frozen=True)
class LogLine:
    text: str
    kind: str = "event"      # command | event | barrier


@dataclass(frozen=True)
class Told:
    """One event as a seat saw it, with its log line (None: bookkeeping, or nothing to say)."""

    event: Event
    text: str | None


class Walk:
    """The one walk through events as a seat saw them: iterating gives, for each event the seat
    sees, the state just before it and the event as the seat saw it (its public part where it is
    secret); `state` is then the state after the last. The log, the harness's output, the game's
    summary and the replay all read events this way."""

    def __init__(self, title, state, events: Iterable[Event], seat: int | None) -> None:
        self.title, self.state, self.events, self.seat = title, state, events, seat

    def __iter__(self) -> Iterator[tuple[Any, Event]]:
        for event in self.events:
            seen = seen_by(event, self.state, self.seat)
            if seen is not None:
                yield self.state, seen
            self.state = self.title.evolve(self.state, event)


def tell_events(title, state, events: Iterable[Event], seat: int | None, lang: str | None = None,
                names: Sequence[str] = ()) -> list[Told]:
    """What `seat` sees of `events` (which happen in this order from `state`), each told; seats
    called by their players' `names` where given."""
    with naming(names):
        return [Told(seen, None if seen.bookkeeping else title.describe_event(before, seen, lang))
                for before, seen in Walk(title, state, events, seat)]


def tell_turn(title, state, turn, seat: int | None, lang: str | None = None,
              names: Sequence[str] = ()) -> tuple[list[LogLine], Any]:
    """The log lines of one turn for `seat`, and the state after the turn; seats called by their
    players' `names` where given."""
    with naming(names):
        return _tell_turn(title, state, turn, seat, lang)


def _tell_turn(title, state, turn, seat: int | None, lang: str | None) -> tuple[list[LogLine], Any]:
    lines = []
    if turn.command is not None:
        command = seen_by(turn.command, state, seat)
        if command is not None:
            lines.append(LogLine(title.describe_command(state, command, lang), "command"))
    walk = Walk(title, state, turn.events, seat)
    for before, seen in walk:
        text = None if seen.bookkeeping else title.describe_event(before, seen, lang)
        if text:
            lines.append(LogLine(text))
    if turn.barrier and turn.command is not None:
        lines.append(LogLine(tr("engine.log.barrier", lang), "barrier"))
    return lines, walk.state


class Narrator:
    """The log of one seat in one language, told turn by turn as the history grows."""

    def __init__(self, title, seat: int | None, lang: str | None, initial_state, names: Sequence[str] = ()) -> None:
        self.title = title
        self.seat = seat
        self.lang = lang
        self.names = names
        self.turns: list[list[LogLine]] = []
        self.state = initial_state          # the state after the last turn told

    def catch_up(self, history) -> None:
        for turn in history[len(self.turns):]:
            lines, self.state = tell_turn(self.title, self.state, turn, self.seat, self.lang, self.names)
            self.turns.append(lines)

    def undone(self, history, state_now) -> None:
        """The last turn was taken back: forget it, if it was told."""
        if len(self.turns) > len(history):
            del self.turns[len(history):]
            self.state = state_now

    def lines(self) -> list[LogLine]:
        return [line for turn in self.turns for line in turn]
