"""Dawn of the Zeds' saves written by older versions, upgraded (`Title.turn_migrations`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def queue_events(turn: Any) -> Any:
    """Version 1 → 2 of one turn: Dawn of the Zeds wrote its whole effect queue in one
    `queue_changed` event; the same fold by the engine's queue events is the queue cleared, then
    the effects queued. Anything that is not a turn as written is left for the strict decoding
    to refuse."""
    if not isinstance(turn, dict) or not isinstance(turn.get("events"), list):
        return turn
    events = []
    for event in turn["events"]:
        if isinstance(event, dict) and event.get("type") == "queue_changed":
            events.append({"type": "queue_cleared"})
            if event.get("queue"):
                events.append({"type": "queued", "effects": event["queue"]})
        else:
            events.append(event)
    return {**turn, "events": events}


# Versions 6 → 7 changed no turn as written: from 7 on, a decision with a single answer is queued
# and answered by the queue, as every title's is, where it was taken on the spot without a queue event.
TURN_MIGRATIONS: dict[int, Callable[[Any], Any]] = {1: queue_events}
