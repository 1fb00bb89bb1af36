"""How a game of Alone reads in the log and on a replay's slider (`game/engine/narration.py`):
the events that only repeat the move that caused them, the pictures beside a line, the rounds
and the big moments."""

from __future__ import annotations

from typing import Any

from game.titles.alone import model as m


def retells(told: Any, event: Any) -> bool:
    """Whether `event` only says again what `told` said. After a command: the hero's action, his
    step, Bullet Time, a door he blocks, an item upgraded, a skill learned; an Evil player's card
    played, drawn unseen or discarded, a creature spawned, moved or removed, a danger token, the
    side the hero hears a noise from. After a secret event an Evil player saw: what the hero is
    told of it (`Told`)."""
    if isinstance(event, m.Told):
        return _told_again(told, event)
    match told, event:
        case m.Act(), m.ActionTaken():
            return event.action == told.action
        case m.BulletTime(), m.BulletTimeUsed():
            return True
        case m.Block(), m.DoorChanged():
            return event.blocked
        case m.Upgrade(), m.ItemUpgraded():
            return (event.card, event.source) == (told.item, told.source)
        case m.Skill(), m.XpGained():
            return event.skill == told.skill
        case m.Play(), m.CardPlayed():
            return event.seat == told.seat
        case m.Discard(), m.CardDiscarded():
            return event.seat == told.seat
        case m.DrawFrom(), m.CardDrawn():
            return event.seat == told.seat and not event.card      # a card drawn unseen tells no more
        case m.Spawn(), m.CreatureSpawned():
            return (event.kind, event.sector) == (told.kind, told.to)
        case m.MoveCreature(), m.CreatureMoved():
            return event.creature == told.creature and not event.teleport
        case m.Teleport(), m.CreatureMoved():
            return event.creature == told.creature and event.teleport
        case m.Remove(), m.CreatureRemoved():
            return event.creature == told.creature
        case m.PlaceDanger() | m.LiftDanger(), m.DangerChanged():
            return event.sector == told.sector
    return False


def _told_again(told: Any, news: m.Told) -> bool:
    """Whether what the hero is told (`news`) repeats `told`: his own move or block, the side of
    a noise an Evil player chose, or a secret event an Evil player saw."""
    match told, news.what:
        case m.Act() | m.StepOn() | m.HeroMoved(), "stepped":
            return True
        case m.Block(), "door_blocked":
            return True
        case m.Choose(), "noise":
            return True
        case m.CreatureSpawned() | m.CreatureMoved(), "appears" | "moves":
            return news.creature == told.creature
        case m.CreatureMoved(), "leaves":
            return True
        case m.CreatureRemoved(), "vanishes":
            return news.creature == told.creature
        case m.CreatureHurt(), "killed" | "wounded":
            return news.creature == told.creature
        case m.DoorChanged(), "door_blocked" | "door_opened":
            return told.blocked == (news.what == "door_blocked")
        case m.LightChanged(), "light_on" | "light_off":
            return told.on == (news.what == "light_on")
        case m.DangerChanged(), "danger_placed" | "danger_removed":
            return told.on == (news.what == "danger_placed")
        case m.Revealed(), "sector":
            return True
        case m.Hidden(), "floor_left" | "forgotten":
            return True
    return False


CARDS = (m.CardDrawn, m.CardDiscarded, m.CardPlayed)
ITEMS = (m.ItemGained, m.ItemUpgraded, m.ItemDiscarded)


def log_icons(told: Any) -> tuple[str, ...]:
    """A die for each die rolled (their faces are symbols, not numbers), a card for the Evil
    players' cards (its back where the card stays hidden) and the hero's items, a token for
    the danger tokens."""
    if isinstance(told, m.DiceRolled):
        return ("die",) * len(told.faces)
    if isinstance(told, CARDS):
        return ("card",) if told.card else ("card_back",)
    if isinstance(told, ITEMS):
        return ("card",)
    if isinstance(told, m.Reshuffled):
        return ("card_back",)
    if isinstance(told, m.DangerChanged) or (isinstance(told, m.Told) and told.what.startswith("danger")):
        return ("token",)
    return ()


def begins_round(event: Any) -> bool:
    """The set-up begins round 1 (no RoundBegan tells it), RoundBegan each round after."""
    return isinstance(event, (m.GameSetUp, m.RoundBegan))


def big_moment(event: Any) -> str | None:
    """The game's end (good when the hero escapes), a mission done, the Nightmare."""
    if isinstance(event, m.GameEnded):
        return "good" if event.outcome == "hero_win" else "bad"
    if isinstance(event, m.MissionAdvanced) and event.done:
        return "good"
    if isinstance(event, m.NightmareBegan):
        return "bad"
    return None
