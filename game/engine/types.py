"""Base types of commands, events and game states.

Commands and events are tagged msgspec Structs: `{"type": "evacuate", "seat": 0, ...}` in JSON,
decoded strictly (unknown fields and wrong types are refused). States are frozen Structs too.

Secrets fail closed. Every command and event class declares who may see it (`audience`), and
every event class whether it shows a seat something it could not know (`reveals`, an undo
barrier); there is no default. A class declares by defining them, or by its base: the engine's
`PublicCommand`, `PublicEvent` and `RevealingEvent`, or a title's own base (Alone's `Secret`,
told to the Evil players only). `undeclared` names what a class leaves out, and a `Title` refuses
a union holding such a class, so an undeclared class stops the program at its start instead of
telling everyone what it carries.

Those outside the audience are told the `public_part`: by default the same value with every
field marked `Hidden` blanked (`Annotated[tuple[str, ...], HIDDEN]`: each card becomes "", so
the count still shows), or nothing when no field is marked.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any, ClassVar

import msgspec
from msgspec.structs import replace

# Who may see an event: None is everyone (a public event); a frozenset names the seats that see
# all of it (an empty one: nobody, e.g. the order of a shuffled deck).
Audience = frozenset[int] | None
PUBLIC: Audience = None
NOBODY: Audience = frozenset()


def blank(value: Any) -> Any:
    """A secret value as those who may not see it are told it: a text becomes "", a number 0, a
    tuple keeps its length (how many cards lie face down shows, not which)."""
    if isinstance(value, str):
        return ""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return 0
    if isinstance(value, tuple):
        return tuple(blank(item) for item in value)
    if value is None:
        return None
    raise TypeError(f"no blank for {type(value).__name__}: give Hidden a function")


class Hidden:
    """A mark on a field that only the audience may read: the others are told it as `blanked(value)`
    (`blank` unless the mark names another way, e.g. a crowd whose face-up cards stay seen)."""

    def __init__(self, blanked: Callable[[Any], Any] = blank) -> None:
        self.blanked = blanked


HIDDEN = Hidden()
WITHHELD = Hidden(lambda value: type(value)())      # left out whole: not even how many


def hidden_fields(cls: type[msgspec.Struct]) -> tuple[tuple[str, Hidden], ...]:
    """The fields of `cls` marked `Hidden`, with their marks (read once per class)."""
    found = _HIDDEN_FIELDS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls, include_extras=True)
        found = tuple((name, mark) for name in cls.__struct_fields__
                      for mark in getattr(hints[name], "__metadata__", ()) if isinstance(mark, Hidden))
        _HIDDEN_FIELDS[cls] = found
    return found


_HIDDEN_FIELDS: dict[type, tuple[tuple[str, Hidden], ...]] = {}


def derived_public_part(value: Any) -> Any:
    """`value` with its `Hidden` fields blanked; None when it marks none (then the others are told
    nothing of it)."""
    marked = hidden_fields(type(value))
    if not marked:
        return None
    return replace(value, **{name: mark.blanked(getattr(value, name)) for name, mark in marked})


# Commands, events, effects, states and the parts of states are immutable trees of tuples: none
# can be part of a reference cycle, so the cyclic garbage collector is told not to track them
# (`gc=False`, inherited by every subclass). A game keeps every turn's events and the states undo
# may go back to, and each collection walked them all: a Session played about 5 % slower.
class Command(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True, kw_only=True, gc=False):
    """What a seat asks for. Every command names the seat that asks.

    A command is told in the log like an event (see `Event`): to its `audience`, which every
    command class declares; the others read its `public_part`, or nothing.
    """

    seat: int

    def audience(self, state: Any) -> Audience:
        return NOBODY              # never used: `undeclared` refuses a class that does not declare

    def public_part(self, state: Any) -> Command | None:
        return derived_public_part(self)


class Event(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True, gc=False):
    """What happened. `evolve` folds events into states; nothing random happens in `evolve`.

    Every event class declares `audience` (who may see all of it, asked with the state just
    before the event; the others are told its `public_part`, or nothing) and `reveals` (it shows
    some seat something that seat could not know: a card turned or drawn, a die rolled, an
    answer from a secret map; the command that caused it cannot be taken back). `bookkeeping`
    marks events that only move the rules' own machinery (queues, prompts) and are not told in
    the log.
    """

    reveals: ClassVar[bool]
    # what a revealing event showed, as the player's reason it cannot be taken back (an error code)
    barrier: ClassVar[str] = "engine.undo_revealed"
    bookkeeping: ClassVar[bool] = False

    def audience(self, state: Any) -> Audience:
        return NOBODY              # never used: `undeclared` refuses a class that does not declare

    def public_part(self, state: Any) -> Event | None:
        return derived_public_part(self)

    def reveals_at(self, state: Any) -> bool:
        """Whether this event, happening at `state`, shows a seat something new. A class that
        `reveals` only sometimes (cards killed: only those lying face down were unknown) says
        when here; asked only of classes that declare `reveals = True`."""
        return True


def told_news(evolve: Callable[[Any, Any], Any], state: Any, events: list[Event]) -> bool:
    """Whether `events` (happening in this order from `state`) show some seat something it
    could not know: then the command that caused them cannot be taken back."""
    revealing = [event for event in events if event.reveals]
    if not revealing:
        return False
    if all(type(event).reveals_at is Event.reveals_at for event in revealing):
        return True
    for event in events:
        if event.reveals and event.reveals_at(state):
            return True
        state = evolve(state, event)
    return False


def everyone(self: Any, state: Any) -> Audience:
    """An `audience`: every seat sees it whole."""
    return PUBLIC


def nobody(self: Any, state: Any) -> Audience:
    """An `audience`: no seat sees it whole (a deck's order); everyone is told its public part."""
    return NOBODY


def its_seat(self: Any, state: Any) -> Audience:
    """An `audience`: only the seat it names (`self.seat`) sees it whole (a card into a hand)."""
    return frozenset({self.seat})


class PublicCommand(Command, frozen=True):
    """A command every seat sees whole."""

    audience = everyone


class PublicEvent(Event, frozen=True):
    """An event every seat sees whole and none learns a secret from."""

    audience = everyone
    reveals = False


class RevealingEvent(Event, frozen=True):
    """An event every seat sees whole that shows what was hidden (a card turned face up, dice)."""

    audience = everyone
    reveals = True


def undeclared(cls: type) -> list[str]:
    """What a command or event class leaves to a default: `audience`, and for events `reveals`."""
    base = Event if issubclass(cls, Event) else Command
    own = [vars(klass) for klass in cls.__mro__ if issubclass(klass, base) and klass is not base]
    wanted = ["audience", "reveals"] if base is Event else ["audience"]
    return [name for name in wanted if not any(name in names for names in own)]


def union_members(union: Any) -> tuple[type, ...]:
    """The classes of a command or event union (generic ones by their origin)."""
    members = typing.get_args(union) or (union,)
    return tuple(typing.get_origin(member) or member for member in members)


class State(msgspec.Struct, frozen=True, forbid_unknown_fields=True, gc=False):
    """Base of every title's state."""


class EventList(list):
    """The events of one decision, carrying the state they fold into (saves folding twice)."""

    state: Any = None           # the title's own state type; None: not known


def seen_by(event: Any, state: Any, seat: int | None) -> Any:
    """An event or command as `seat` may see it (None: the public, who sees only what everyone
    sees); None when the seat learns nothing of it."""
    audience = event.audience(state)
    if audience is PUBLIC or (seat is not None and seat in audience):
        return event
    return event.public_part(state)


def to_builtins(value: object) -> Any:
    return msgspec.to_builtins(value)
