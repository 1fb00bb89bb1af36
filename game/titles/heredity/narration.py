"""How a Heredity chapter reads in the log and on a replay's slider (`game/engine/narration.py`):
the events that only repeat the move that caused them, the pictures beside a line, the rounds
and the big moments."""

from __future__ import annotations

from typing import Any

from game.engine.narration import icons_by_class
from game.titles.heredity import model as m
from game.titles.heredity.content import content


def retells(told: Any, event: Any) -> bool:
    """Whether `event` only says again what `told` (the command that caused it) said: the disc a
    member's action takes, the member moving where the action sent them, damage put where it was
    asked, a serious injury taken, what a member drops, a seat done for the round."""
    match told, event:
        case m.Act(), m.DiscPlaced():
            return event.member == told.member
        case m.Space(), m.DiscPlaced():
            return True
        case m.Act(action="move"), m.FigureMoved():
            return (event.figure, event.area) == (told.member, told.target)
        case m.Damage(), m.DamagePlaced():
            return (event.member, event.space) == (told.member, told.space)
        case m.Injure(), m.SeriousInjury():
            return (event.member, event.part) == (told.member, told.part)
        case m.Drop(card="material"), m.MaterialMoved():
            return event.source == f"member:{told.member}"
        case m.Drop(), m.ItemMoved():
            return event.card == told.card
        case m.EndActions(), m.SeatDone():
            return event.seat == told.seat
    return False


CARD_FACES = (m.CardTaken, m.CardTurned, m.TimelinePlaced, m.CardLaid, m.EncounterAdded, m.KarmaDrawn,
              m.ItemMoved, m.ItemsSwapped)
CARD_BACKS = (m.KarmaShuffled, m.KarmaExchanged)
TOKENS = (m.DiscPlaced, m.AllyDiscPlaced, m.DamagePlaced, m.FigureDamaged, m.MaterialMoved, m.ActionMarkerAdded)


# A card's face for cards taken, turned, laid and drawn, its back for the karma deck shuffled, a
# token for discs, damage, materials and markers.
log_icons = icons_by_class(CARD_FACES, CARD_BACKS, TOKENS)


def begins_round(event: Any) -> bool:
    """A round begins when the time marker reaches the family: they take back their discs."""
    return isinstance(event, m.DiscsReturned)


def big_moment(event: Any) -> str | None:
    """A member's death, and the chapter's end (good when it is won)."""
    if isinstance(event, m.MemberDied):
        return "bad"
    if isinstance(event, m.ChapterEnded):
        ending = content().endings.get(event.outcome)
        return "good" if ending is not None and ending.kind == "win" else "bad"
    return None
