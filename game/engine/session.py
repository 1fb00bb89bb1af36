"""A game in progress: the title's pure functions plus the history that folds into the state.

The history is a list of turns, one per command (turn 0 is the set-up): the command, the events
it caused and whether it is an undo barrier. The state is always the fold of every event.

Undo is a rule of the engine, per seat: a seat takes back only its own last command (with the
automatic steps that followed it), and never a command after which some seat was told something
it could not know (a barrier: a card turned or drawn, a die rolled, an answer from a secret map,
anything chance decided), never another seat's command, never once the game is over.
"""

from __future__ import annotations

import types
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import msgspec

from game import __version__
from game.engine.errors import RuleError
from game.engine.narration import LogLine, Narrator, Told, states_told, tell_events
from game.engine.queue import fold_events, state_after
from game.engine.registry import get_title
from game.engine.rng import rng_for
from game.engine.title import Title
from game.engine.types import Command, Event, State, told_news
from game.i18n import naming

_TURN_TYPES: dict[str, type] = {}


def turn_type(title: Title) -> type:
    """The strict type of one history entry of `title`, for saves and journals."""
    if title.name not in _TURN_TYPES:
        _TURN_TYPES[title.name] = _make_turn_type(title)
    return _TURN_TYPES[title.name]


def _make_turn_type(title: Title) -> type:
    return msgspec.defstruct(
        f"{title.name.capitalize()}Turn",
        [
            ("command", title.command_type | None),
            ("events", types.GenericAlias(list, title.event_type)),   # list[title.event_type]
            ("barrier", bool),
        ],
        frozen=True,
        forbid_unknown_fields=True,
        gc=False,               # see `State`: a turn is kept for the whole game, and holds no cycle
    )


class SeatInfo(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Who plays a seat: a person, or a bot ("random", "heuristic" or "search"); `name`, the
    name the person gave (empty: none, and the seat is called by the title's words)."""

    kind: str = "person"
    bot: str = ""
    name: str = ""


# The most characters of a player's name: the prompt, the hand-over and a seat's label have room
# for it beside the title's words.
MAX_SEAT_NAME = 20


def is_seat_name(name: str) -> bool:
    """Whether a seat may carry `name`: at most `MAX_SEAT_NAME` characters, none a control or
    format character (a NUL, a line break, a right-to-left override)."""
    return len(name) <= MAX_SEAT_NAME and not any(unicodedata.category(ch).startswith("C") for ch in name)


def clean_seat_name(typed: str) -> str:
    """A typed or remembered name as a seat carries it: without control and format characters,
    spaces at the ends dropped, cut to `MAX_SEAT_NAME` characters."""
    name = "".join(ch for ch in unicodedata.normalize("NFC", typed) if not unicodedata.category(ch).startswith("C"))
    return name.strip()[:MAX_SEAT_NAME].strip()


@dataclass
class Header:
    title: str
    seed: int
    options: dict
    setup: dict | None
    seats: list[SeatInfo]
    content_version: str
    created: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    app_version: str = __version__
    campaign: str | None = None


def fold(title: Title, state: State, events: Iterable[Event]) -> State:
    return fold_events(state, events, title.evolve)


def parse_setup(title: Title, setup: dict | None) -> Any:
    if setup is None:
        return None
    try:
        return msgspec.convert(setup, type=title.setup_type, strict=True)
    except msgspec.ValidationError as error:
        raise RuleError("engine.bad_setup", detail=str(error)) from None


class Session:
    """One game: `.state`, `.events`, `.legal_commands(seat)`, `.apply(cmd)`, `.undo()`, `.view(seat)`."""

    def __init__(self, title: Title, header: Header, history: list, state: State,
                 states_before: list[State]) -> None:
        self.title = title
        self.header = header
        self.history = history
        self.state = state
        # The state before each of the last turns, as far back as undo may go (the last barrier):
        # undo pops from the end, and never past a barrier.
        self._states_before = states_before
        self._legal_cache: tuple[State, int, list[Command]] | None = None
        self.listeners: list[Callable[[str, Any], None]] = []
        self._turn = turn_type(title)
        self._narrators: dict[tuple[int | None, str | None], Narrator] = {}
        self._last_told: tuple[State, list[Event]] | None = None   # the last command's state before, events

    # ---- creating ------------------------------------------------------------------------------
    @classmethod
    def new(cls, title_name: str, seed: int, options: dict | None = None, setup: dict | None = None,
            seats: list[SeatInfo] | None = None) -> Session:
        title = get_title(title_name)
        options = title.resolve_options(options)
        setup_value = parse_setup(title, setup)
        count = title.seat_count(options)
        seats = list(seats) if seats else [SeatInfo() for _ in range(count)]
        if len(seats) != count:
            raise RuleError("engine.bad_seats", wanted=count, given=len(seats))
        state = title.initial_state(options)
        events = title.setup(state, setup_value, rng_for(seed, 0))
        state = state_after(state, events, title.evolve)
        if setup:
            _refuse_impossible(title, state)
        header = Header(title.name, seed, options, setup, seats, title.content_version)
        history = [turn_type(title)(None, list(events), True)]
        return cls(title, header, history, state, states_before=[])

    @classmethod
    def from_history(cls, title: Title, header: Header, history: list) -> Session:
        """A session from saved turns, folding their events. The states before the turns since
        the last barrier are kept on the way, so that the first undo after a load is instant."""
        state = title.initial_state(header.options)
        undoable: list[State] = []
        kept = []
        for turn in history:
            if not turn.barrier and told_news(title.evolve, state, turn.events):
                # written before the rules knew these events for what they show: a barrier now
                turn = msgspec.structs.replace(turn, barrier=True)
            kept.append(turn)
            undoable = [] if turn.barrier else undoable
            if not turn.barrier:
                undoable.append(state)
            state = fold(title, state, turn.events)
        return cls(title, header, kept, state, states_before=undoable)

    # ---- reading -------------------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        return [event for turn in self.history for event in turn.events]

    @property
    def command_count(self) -> int:
        return len(self.history) - 1

    def to_move(self) -> tuple[int, ...]:
        return self.title.to_move(self.state)

    def outcome(self) -> str | None:
        return self.title.outcome(self.state)

    def view(self, seat: int | None = None) -> Any:
        """What `seat` may see now; None: the public view (what every seat sees)."""
        return self.title.view(self.state, seat)

    @property
    def seat_names(self) -> tuple[str, ...]:
        """The name each seat's player gave ("" where none): the log and labels call seats by them."""
        return tuple(seat.name for seat in self.header.seats)

    def log(self, seat: int | None, lang: str | None = None) -> list[LogLine]:
        """The whole log as `seat` may read it (None: the public log), in `lang`."""
        key = (seat, lang)
        narrator = self._narrators.get(key)
        if narrator is None:
            narrator = self._narrators[key] = Narrator(self.title, seat, lang,
                                                       self.title.initial_state(self.header.options),
                                                       self.seat_names)
        narrator.catch_up(self.history)
        return narrator.lines()

    def told_last(self, seat: int | None, lang: str | None = None) -> list[Told]:
        """The events of the last command applied in this session, as `seat` may see them."""
        if self._last_told is None:
            return []
        before, events = self._last_told
        return tell_events(self.title, before, events, seat, lang, self.seat_names)

    def states_told(self, seat: int | None) -> list[State]:
        """The state after each event of the last command `seat` saw, in step with `told_last`."""
        if self._last_told is None:
            return []
        before, events = self._last_told
        return states_told(self.title, before, events, seat)

    def legal_commands(self, seat: int | None = None) -> list[Command]:
        """Every command `seat` may give now; with no seat, those of every seat that must act."""
        if seat is None:
            return [cmd for s in self.to_move() for cmd in self.legal_commands(s)]
        cache = self._legal_cache
        if cache is not None and cache[0] is self.state and cache[1] == seat:
            return cache[2]
        legal = [] if self.outcome() else self.title.legal_commands(self.state, seat)
        self._legal_cache = (self.state, seat, legal)
        return legal

    def label(self, command: Command, lang: str | None = None) -> str:
        with naming(self.seat_names):
            return self.title.describe_command(self.state, command, lang)

    def parse_command(self, raw: Command | dict | str | bytes) -> Command:
        if isinstance(raw, Command):
            return raw
        try:
            if isinstance(raw, (str, bytes)):
                return msgspec.json.decode(raw, type=self.title.command_type)
            return msgspec.convert(raw, type=self.title.command_type, strict=True)
        except (msgspec.ValidationError, msgspec.DecodeError) as error:
            raise RuleError("engine.bad_command", detail=str(error)) from None
        except UnicodeError:              # bytes that are not UTF-8 (a shell passes them as surrogates)
            raise RuleError("engine.bad_command", detail="not UTF-8 text") from None

    # ---- changing ------------------------------------------------------------------------------
    def check(self, command: Command) -> None:
        """Raise the player's reason if `command` is not legal now; change nothing."""
        if self.outcome():
            raise RuleError("engine.game_over")
        if command not in self.legal_commands(command.seat):
            raise self.title.explain_illegal(self.state, command) or RuleError("engine.not_legal")

    def apply(self, raw: Command | dict | str | bytes) -> list[Event]:
        command = self.parse_command(raw)
        self.check(command)
        rng = rng_for(self.header.seed, len(self.history))
        before = self.state
        events = self.title.decide(before, command, rng)
        after = state_after(before, events, self.title.evolve)
        barrier = rng.used or told_news(self.title.evolve, before, events)
        turn = self._turn(command, list(events), barrier)
        self._record("turn", turn)          # written to the journal first: an unsaved move is no move
        self.history.append(turn)
        self._states_before = [] if barrier else self._states_before
        if not barrier:
            self._states_before.append(before)
        self.state = after
        self._last_told = (before, turn.events)
        return turn.events

    def append_recorded(self, turn: Any) -> None:
        """A turn an earlier version of the program recorded, taken as written: its events are
        the game (its command, decided by today's rules, might go otherwise). Refused, changing
        nothing, when its command is not one the table before it allows, or its events do not
        fold into a table the title's invariants accept: a damaged line, not this game."""
        if turn.command is None or turn.command not in self.legal_commands(turn.command.seat):
            raise RuleError("saves.inconsistent", detail="a command the table did not allow")
        before = self.state
        try:
            after = state_after(before, turn.events, self.title.evolve)
            problems = self.title.check_invariants(after)
            if not problems and not self.title.outcome(after):     # the table after must be playable
                for seat in self.title.to_move(after):
                    self.title.legal_commands(after, seat)
        except Exception:  # recorded events that do not fold into a table: a damaged line, not this game
            raise RuleError("saves.inconsistent", detail="events do not fold into a table") from None
        if problems:
            raise RuleError("saves.inconsistent", detail=problems[0])
        if not turn.barrier and told_news(self.title.evolve, before, turn.events):
            turn = msgspec.structs.replace(turn, barrier=True)
        self.history.append(turn)
        self._states_before = [] if turn.barrier else [*self._states_before, before]
        self.state = after
        self._last_told = (before, turn.events)

    def undo_refusal(self, seat: int) -> RuleError | None:
        """Why `seat` may not take back the last command now (None: it may)."""
        if len(self.history) <= 1:
            return RuleError("engine.nothing_to_undo")
        if self.outcome():
            return RuleError("engine.undo_game_over")
        turn = self.history[-1]
        if turn.command.seat != seat:
            return RuleError("engine.undo_not_yours")
        if turn.barrier:
            return RuleError(barrier_code(turn))
        return None

    def can_undo(self, seat: int) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: int) -> Any:
        """`seat` takes back its last command; a refusal (`undo_refusal`) changes nothing."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise refusal
        self._record("undo", self.history[-1])
        return self.take_back()

    def take_back(self) -> Any:
        """The last turn goes, whoever gave it: only for replaying an undo the journal recorded,
        which the rules allowed when it was made."""
        if len(self.history) <= 1:
            raise RuleError("engine.nothing_to_undo")
        turn = self.history.pop()
        if self._states_before:
            self.state = self._states_before.pop()
        else:                    # a journal older than the barrier this turn now counts as
            self.state = fold(self.title, self.title.initial_state(self.header.options), self.events)
        self._last_told = None
        for narrator in self._narrators.values():
            narrator.undone(self.history, self.state)
        return turn

    def _record(self, kind: str, payload: Any) -> None:
        """Tell the listeners (the autosave journal) before the game moves on; a listener that
        cannot write (a full disk, a folder made read-only) refuses the move, which then never
        happened: nothing is lost that the player was told was done."""
        for listener in self.listeners:
            try:
                listener(kind, payload)
            except OSError as error:
                raise RuleError("engine.not_recorded", reason=error.strerror or str(error)) from None


def barrier_code(turn) -> str:
    """The player's reason a barrier turn cannot be taken back: what its first revealing event
    showed (`Event.barrier`), or chance (a random number drawn with nothing shown)."""
    revealing = [event for event in turn.events if event.reveals]
    plain = [event for event in revealing if type(event).reveals_at is Event.reveals_at]
    found = (plain or revealing)[:1]
    return found[0].barrier if found else "engine.undo_chance"


def _refuse_impossible(title: Title, state: State) -> None:
    """A set-up the rules could never reach (an infected card evacuated, a card twice) is
    refused when the game is made, with its first problem, not later by `show` or a load."""
    problems = title.check_invariants(state)
    if problems:
        raise RuleError("engine.setup_impossible", reason=problems[0])


def new_game(title: str, seed: int, options: dict | None = None, setup: dict | None = None,
             seats: list[SeatInfo] | None = None) -> Session:
    return Session.new(title, seed, options, setup, seats)
