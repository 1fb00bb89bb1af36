"""How a Dawn of the Zeds game reads in the log and on a replay's slider
(`game/engine/narration.py`): the events that only repeat the move that caused them, the
pictures beside a line, the rounds and the big moments."""

from __future__ import annotations

from typing import Any

from game.titles.zeds import model as m


def retells(told: Any, event: Any) -> bool:
    """Whether `event` only says again what `told` (the command that caused it) said: the action
    it spends, the unit it moves where it was sent, the special action or story card it uses,
    the hero it takes, the player done with the phase."""
    match told, event:
        case m.Move() | m.Search() | m.Shoot(), m.ActionSpent():
            return event.unit == told.unit
        case m.Move(), m.UnitMoved():
            return event.why == "move" and (event.unit, event.to) == (told.unit, told.to)
        case m.Special(), m.SpecialUsed():
            return event.ability == told.ability
        case m.PlayStory(), m.StoryPlayed():
            return event.card == told.card
        case m.ChooseUnit(), m.OwnerSet():
            return event.seat == told.seat and event.unit == told.unit
        case m.EndActions(), m.SeatDone():
            return event.seat == told.seat
    return False


CARD_FACES = (m.EventDrawn, m.StoryDrawn, m.StoryKept, m.StoryPlayed, m.StoryDiscarded)
TOKENS = (m.ZedPlaced, m.AmmoChanged, m.MarkerPlaced, m.NoEntryPlaced)


def log_icons(told: Any) -> tuple[str, ...]:
    """Each die as it fell, a card's face for event and story cards, a token for a new zed,
    ammo and markers."""
    if isinstance(told, m.DiceRolled):
        return tuple(f"die:{value}" for value in told.values)
    if isinstance(told, CARD_FACES):
        return ("card",)
    if isinstance(told, m.StoryDeckRenewed):
        return ("card_back",)
    if isinstance(told, TOKENS):
        return ("token",)
    return ()


def begins_round(event: Any) -> bool:
    return isinstance(event, m.RoundStarted)


def big_moment(event: Any) -> str | None:
    """The town held or fallen, and a unit lost."""
    if isinstance(event, m.GameEnded):
        return "good" if event.outcome == "win" else "bad"
    if isinstance(event, m.UnitEliminated):
        return "bad"
    return None
