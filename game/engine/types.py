"""Base types of commands, events and game states.

Commands and events are tagged msgspec Structs: `{"type": "evacuate", "seat": 0, ...}` in JSON,
decoded strictly (unknown fields and wrong types are refused). States are frozen Structs too.
"""

from __future__ import annotations

from typing import ClassVar

import msgspec


class Command(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """What a seat asks for. Every command names the seat that asks."""

    seat: int


class Event(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    """What happened. `evolve` folds events into states; nothing random happens in `evolve`.

    `reveals` marks events that show hidden information (an undo barrier). `bookkeeping` marks
    events that only move the rules' own machinery (queues, prompts) and are not told in the log.
    """

    reveals: ClassVar[bool] = False
    bookkeeping: ClassVar[bool] = False


class State(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Base of every title's state."""


def to_builtins(value: object) -> object:
    return msgspec.to_builtins(value)
