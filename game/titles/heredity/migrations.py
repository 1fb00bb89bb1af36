"""Heredity's saves written by older versions, upgraded (`Title.save_migrations`,
`Title.turn_migrations`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

BIRD = "919"            # the secret card the box gained in version 8: the bird Ada carves for Swan


def snapshot_left_out(document: dict) -> dict:
    """Version 7 → 8: a snapshot written before the secret pile gained the bird is not the fold
    any more and is left out (the events are the game; the next save writes it again)."""
    document["snapshot"] = None
    return document


def bird_in_secret_pile(turn: Any) -> Any:
    """Version 7 → 8 of one turn: a set-up written before the box gained the bird lays it nowhere,
    and a game without it does not add up; it goes to the bottom of the secret pile, where no
    card of that game asks for it."""
    if not isinstance(turn, dict) or not isinstance(turn.get("events"), list):
        return turn
    return {**turn, "events": [_with_bird(event) for event in turn["events"]]}


def _with_bird(event: Any) -> Any:
    if not isinstance(event, dict) or event.get("type") != "table_set_up" or not isinstance(event.get("secrets"), list):
        return event
    if BIRD in _strings_in(event):
        return event
    return {**event, "secrets": [*event["secrets"], BIRD]}


def _strings_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    return set().union(*(_strings_in(item) for item in items))


SAVE_MIGRATIONS: dict[int, Callable[[dict], dict]] = {7: snapshot_left_out}
TURN_MIGRATIONS: dict[int, Callable[[Any], Any]] = {7: bird_in_secret_pile}
