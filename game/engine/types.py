"""Base types of commands, events and game states.

Commands and events are tagged msgspec Structs: `{"type": "evacuate", "seat": 0, ...}` in JSON,
decoded strictly (unknown fields and wrong types are refused). States are frozen Structs too.
"""

from __future__ import annotations

from typing import Any, ClassVar

import msgspec

# Who may see an event: None is everyone (a public event); a frozenset names the seats that see
# all of it (an empty one: nobody, e.g. the order of a shuffled deck).
Audience = frozenset[int] | None
PUBLIC: Audience = None
NOBODY: Audience = frozenset()


class Command(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """What a seat asks for. Every command names the seat that asks.

    A command is told in the log like an event (see `Event`): to everyone unless its `audience`
    says otherwise; the others read its `public_part`, or nothing.
    """

    seat: int

    def audience(self, state: Any) -> Audience:
        return PUBLIC

    def public_part(self, state: Any) -> Command | None:
        return None


class Event(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    """What happened. `evolve` folds events into states; nothing random happens in `evolve`.

    `reveals` marks events that show hidden information (an undo barrier). `bookkeeping` marks
    events that only move the rules' own machinery (queues, prompts) and are not told in the log.

    Secrets: `audience` says who may see all of an event (everyone, unless the event says
    otherwise); the others are told its `public_part`, the same event with its secrets blanked,
    or nothing. Both are asked with the state just before the event.
    """

    reveals: ClassVar[bool] = False
    bookkeeping: ClassVar[bool] = False

    def audience(self, state: Any) -> Audience:
        return PUBLIC

    def public_part(self, state: Any) -> Event | None:
        return None


class State(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
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
