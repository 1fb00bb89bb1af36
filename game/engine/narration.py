"""The log of a game as one seat may read it.

Every command and event is told from the state just before it, in the words of its title, and
only as far as the seat may see it (`seen_by`): a secret event is told by its public part, or not
at all. Seats whose players gave their names are called by them (`game.i18n.naming`). The
Session keeps one `Narrator` per seat and language, so a table's log grows by one turn per
command instead of being told again from the start.

One line per happening: a command the seat saw is told once, by the seat that gave it (its
`actor`), and an event that only says again what the command or an earlier event of its turn
said (`Title.retells`: "Player 2 places a token on Sedate" after "Sedate: row 1, column 1", or
what the hero is told of a creature killed after the Evil players saw it killed) is not told
again; what followed from it is told line by line. Each line names the turn it belongs to, so
that a replay can go there, and may show small pictures beside its words (`Title.log_icons`,
from `ICONS`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.engine.types import Event, seen_by
from game.i18n import naming

# What a log line may show beside its words (`Title.log_icons`), drawn by the table's log panel:
# a card face up, a card face down, a token, a die by the number it shows ("die:4"), or a die
# whose face no number names ("die").
ICONS = ("card", "card_back", "token", "die")


def icons_by_class(faces: tuple[type, ...], backs: tuple[type, ...],
                   tokens: tuple[type, ...]) -> Callable[[Any], tuple[str, ...]]:
    """A title's `log_icons` where the kind of event alone says the picture: a card's face, its
    back, or a token."""
    def log_icons(told: Any) -> tuple[str, ...]:
        if isinstance(told, faces):
            return ("card",)
        if isinstance(told, backs):
            return ("card_back",)
        if isinstance(told, tokens):
            return ("token",)
        return ()
    return log_icons


@dataclass(frozen=True)
class LogLine:
    """One happening, told."""

    text: str
    kind: str = "event"            # "command": a seat's move, told as given; "event": what followed
    turn: int = 0                  # the turn it tells (its index in the game's history)
    actor: int | None = None       # the seat whose move it is (commands only)
    icons: tuple[str, ...] = ()


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


def states_told(title, state, events: Iterable[Event], seat: int | None) -> list[Any]:
    """The game's state just after each event of `events` (from `state`) that `seat` sees, in step
    with `tell_events`: a table telling them one by one shows the game as told so far (through
    the seat's view, which hides what it always hides)."""
    states = []
    for event in events:
        seen = seen_by(event, state, seat)
        state = title.evolve(state, event)
        if seen is not None:
            states.append(state)
    return states


def tell_events(title, state, events: Iterable[Event], seat: int | None, lang: str | None = None,
                names: Sequence[str] = ()) -> list[Told]:
    """What `seat` sees of `events` (which happen in this order from `state`), each told; seats
    called by their players' `names` where given."""
    with naming(names):
        return [Told(seen, None if seen.bookkeeping else title.describe_event(before, seen, lang))
                for before, seen in Walk(title, state, events, seat)]


def tell_turn(title, state, turn, index: int, seat: int | None, lang: str | None = None,
              names: Sequence[str] = ()) -> tuple[list[LogLine], Any]:
    """The log lines of turn `index` (from `state`, the state before it) for `seat`, and the state
    after the turn; seats called by their players' `names` where given. An event that only says
    again what the command or an earlier event of the turn said (`Title.retells`) is not told;
    its pictures join that line."""
    with naming(names):
        return _tell_turn(title, state, turn, index, seat, lang)


def _tell_turn(title, state, turn, index: int, seat: int | None, lang: str | None) -> tuple[list[LogLine], Any]:
    lines: list[LogLine] = []
    said: list[tuple[Any, int]] = []          # what the turn has told so far, and its line
    command = seen_by(turn.command, state, seat) if turn.command is not None else None
    if command is not None:
        said.append((command, 0))
        lines.append(LogLine(title.describe_command(state, command, lang), "command", index, command.seat,
                             title.log_icons(command)))
    walk = Walk(title, state, turn.events, seat)
    for before, seen in walk:
        if seen.bookkeeping:
            continue
        told_at = next((at for earlier, at in said if title.retells(earlier, seen)), None)
        if told_at is not None:         # told by that line, which may also have told what follows
            said.append((seen, told_at))
            lines[told_at] = replace(lines[told_at], icons=lines[told_at].icons + title.log_icons(seen))
            continue
        text = title.describe_event(before, seen, lang)
        if text:
            said.append((seen, len(lines)))
            lines.append(LogLine(text, "event", index, icons=title.log_icons(seen)))
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
        for index in range(len(self.turns), len(history)):
            lines, self.state = tell_turn(self.title, self.state, history[index], index, self.seat, self.lang,
                                          self.names)
            self.turns.append(lines)

    def undone(self, history, state_now) -> None:
        """The last turn was taken back: forget it, if it was told."""
        if len(self.turns) > len(history):
            del self.turns[len(history):]
            self.state = state_now

    def lines(self) -> list[LogLine]:
        return [line for turn in self.turns for line in turn]
