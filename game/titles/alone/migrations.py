"""Alone's saves written by older versions, upgraded (`Title.save_migrations`)."""

from __future__ import annotations

from collections.abc import Callable


def locate_sectors(document: dict) -> dict:
    """Version 4 → 5: Alone's state keeps the sector each of this round's Locate answers was asked
    from (it kept the floor), so that the hero's search bot can place the rooms he located. A
    version-4 snapshot holding such answers is not the fold any more and is left out: it only
    checks the events, which are the game (the next save writes it again)."""
    snapshot = document.get("snapshot")
    if isinstance(snapshot, dict) and snapshot.get("located"):
        document["snapshot"] = None
    return document


def state_grew(document: dict) -> dict:
    """Version 5 → 6: Alone's state keeps the creature a reaction card moved last and the extra
    dice of single creatures (the compendium's example card boosts "that creature" alone). An
    older Alone snapshot lacks them and is left out (the events are the game); its turns are
    as written."""
    document["snapshot"] = None
    return document


# Versions 3 → 4 changed no turn as written: from 4 on, some of Alone's commands write fewer of the
# queue's bookkeeping events (a reaction window opens straight for the first Evil player who can
# play, instead of being passed on to him step by step). A journal replays a turn of its own
# version to the very events; an older one's to the same told events and state, so a journal
# written before that change is recovered whole.
SAVE_MIGRATIONS: dict[int, Callable[[dict], dict]] = {4: locate_sectors, 5: state_grew}
