"""How a Raxxon game reads in the log and on a replay's slider (`game/engine/narration.py`): the
events that only repeat the move that caused them, the pictures beside a line, the days and the
big moments."""

from __future__ import annotations

from typing import Any

from game.engine.narration import icons_by_class
from game.titles.raxxon import model as m


def retells(told: Any, event: Any) -> bool:
    """Whether `event` only says again what `told` (the command that caused it) said: the token
    a chosen action puts on the sheet, the consequence being triggered, a pass, a character
    chosen, a Raxxon option, two cards swapped, a new card put where the player placed it (face
    down: nothing more is told)."""
    match told, event:
        case m.Act(), m.TokenPlaced():
            return event.seat == told.seat and event.action == told.action
        case m.Act(), m.CardsSwapped():
            return told.other is not None and {event.a, event.b} == {told.cell, told.other}
        case m.Continue(), m.ConsequenceTriggered():
            return True
        case m.Pass(), m.PlayerPassed():
            return event.seat == told.seat
        case m.ChooseCharacter(), m.CharacterChosen():
            return event.seat == told.seat and event.character == told.character
        case m.Choose(), m.RaxxonOptionChosen():
            return event.option == told.index
        case m.Place(), m.CardAdded():
            return (event.r, event.c) == tuple(told.cell)
    return False


CARD_FACES = (m.CardInvestigated, m.CardFlipped, m.CrowdCardsOut, m.InfectionRose, m.RaxxonDrawn,
              m.CrowdRevealed, m.HostileReturned, m.QuarantineMoved, m.QuarantineBreached)
CARD_BACKS = (m.CardAdded, m.CrowdDealt, m.CardsTurnedDown, m.LineShuffledOntoDeck)
TOKENS = (m.TokenPlaced, m.ConsequenceTriggered, m.PowerChanged, m.TokensCleared)


# A card's face for cards shown, its back for cards moved face down, a token for the sheets' tokens
# and Raxxon's power.
log_icons = icons_by_class(CARD_FACES, CARD_BACKS, TOKENS)


def begins_round(event: Any) -> bool:
    return isinstance(event, m.DayStarted)


def big_moment(event: Any) -> str | None:
    """The game won or lost, and the quarantine breached."""
    if isinstance(event, m.GameEnded):
        return "good" if event.outcome == "win" else "bad"
    if isinstance(event, m.QuarantineBreached):
        return "bad"
    return None
