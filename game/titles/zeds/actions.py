"""The action phase (Regel 5): spending actions on moves, searches and fire, special actions,
kept story cards. Each handler gets a legal command (see `legal.py`); the phase stays at the
head of the queue, behind what the command raised, until every player is done."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.cards import gain_ammo
from game.titles.zeds.combat import keys_bonus, search_ammo
from game.titles.zeds.content import CENTRE, content
from game.titles.zeds.emitter import Chosen, Emitter
from game.titles.zeds.fight import next_retreat_spot


def _move(em: Emitter, cmd: m.Move) -> None:
    """Regel 5.2: one action moves a unit; onto zeds it starts a melee and the move ends."""
    origin = board.came_from(em.state, board.unit(em.state, cmd.unit), cmd.to)
    em(m.ActionSpent(cmd.seat, cmd.pay, cmd.unit))
    if board.zeds_at(em.state, cmd.to):
        # Queued before the unit steps in, so that no state shows them together without the fight.
        em.queue(fx.Attack(space=cmd.to, unit=cmd.unit, origin=origin))
    em(m.UnitMoved(cmd.unit, cmd.to, "move"))


def _search(em: Emitter, cmd: m.Search) -> None:
    """Regel 5.3: one die on the search table; a scavenger rolls two and keeps one."""
    em(m.ActionSpent(cmd.seat, cmd.pay, cmd.unit))
    dice = em.roll(2 if board.has(cmd.unit, "scavenger") else 1, "search")
    if len(dice) == 2 and dice[0] != dice[1]:
        em.push(fx.PickDie(purpose="search_die", options=tuple(map(str, dice)), unit=cmd.unit))
    else:
        found(em, cmd.unit, dice[0], doubled=len(dice) == 2)


def _die_chosen(em: Emitter, die: str, effect: fx.PickDie) -> None:
    found(em, effect.unit, int(die), doubled=False)


def found(em: Emitter, unit_id: str, die: int, doubled: bool) -> None:
    """Regel 5.3: Mayor Hernandez's keys add 1 for other units in the town; a double (before
    any modifier) counts twice."""
    bonus = keys_bonus(unit_id, board.unit(em.state, unit_id).space, board.in_play(em.state, "hernandez"))
    if bonus:
        em(m.SearchCounted(die, bonus))
    gain_ammo(em, search_ammo(die + bonus) * (2 if doubled else 1), "search")


def _shoot(em: Emitter, cmd: m.Shoot) -> None:
    """Regel 5.4: one action and one ammo (Captain Piazza may pay a second action instead)."""
    shooter = board.unit(em.state, cmd.unit)
    distance = board.fire_targets(shooter.space, board.fire_range(cmd.unit), board.zed_spaces(em.state))[cmd.at]
    em(m.ActionSpent(cmd.seat, cmd.pay, cmd.unit))
    if cmd.pay2:
        em(m.ActionSpent(cmd.seat, cmd.pay2, cmd.unit))
    else:
        gain_ammo(em, -1, "fire")
    em.push(fx.Fire(space=cmd.at, unit=cmd.unit, n=distance))
    if board.has(cmd.unit, "overwatch") and shooter.space != CENTRE:
        away = "out" if board.index_of(cmd.at) > board.index_of(shooter.space) else "in"
        # She *may* fall back: with only a start space behind her there is nowhere to go.
        if next_retreat_spot(em.state, shooter.space, away) is not None:
            em.push(fx.Overwatch(purpose="overwatch", unit=cmd.unit, space=shooter.space, origin=away))


def _overwatch(em: Emitter, units: tuple[str, ...], effect: fx.Overwatch) -> None:
    """Captain Piazza's overwatch: fall back one space, away from the zeds she fired at (the
    rulebook does not say which way), with any of your units there. It is offered only when
    there is a space to fall back to (see `_shoot`)."""
    if not units:
        return
    for unit_id in units:
        if "obstinate" in board.unit(em.state, unit_id).markers:
            em(m.MarkerRemoved(unit_id, "obstinate"))
    em.push(fx.RetreatUnits(space=effect.space, units=units, origin=effect.origin, card="fall_back"))


def _special(em: Emitter, cmd: m.Special) -> None:
    """Regel 5.1 a: a special action costs no action; its marker turns to "Aus!"."""
    SPECIALS[cmd.ability](em, cmd)


def _determination(em: Emitter, cmd: m.Special) -> None:
    em(m.SpecialUsed("determination", "schmidt"))
    em(m.BonusGranted(("schmidt",)))


def _born_leader(em: Emitter, cmd: m.Special) -> None:
    em(m.SpecialUsed("born_leader", "hunt"))
    em(m.BonusGranted((cmd.unit,)))


def _fortress(em: Emitter, cmd: m.Special) -> None:
    """An extra fire costs resources (Regel 1.3, "zusätzliche Aktion"): one ammo."""
    em(m.SpecialUsed("fortress", "hernandez"))
    gain_ammo(em, -1, "fire")
    distance = board.fire_targets(CENTRE, board.fire_range(cmd.unit), board.zed_spaces(em.state))[cmd.at]
    em.push(fx.Fire(space=cmd.at, unit=cmd.unit, n=distance, flag=True))


def _speech(em: Emitter, cmd: m.Special) -> None:
    em(m.SpecialUsed("speech", "hernandez", once=True))
    em(m.BonusGranted(tuple(speech_listeners(em.state))))


def speech_listeners(state: m.ZedsState) -> list[str]:
    return [u.id for u in state.units if listens_to_speech(u)]


def listens_to_speech(unit: m.Unit) -> bool:
    """Mayor Hernandez's "Rousing Speech" reaches every other unit in the town."""
    return board.on_map(unit) and board.is_town(unit.space) and unit.id != "hernandez"


SPECIALS = {
    "determination": _determination,
    "born_leader": _born_leader,
    "fortress": _fortress,
    "speech": _speech,
}


def _play_story(em: Emitter, cmd: m.PlayStory) -> None:
    """Regel 2: a kept card is played when its text allows, then discarded."""
    em(m.StoryPlayed(cmd.card))
    kind = content().story[cmd.card].effect.kind
    if kind == "more_actions":
        em(m.ActionsSet(em.state.actions + content().story[cmd.card].effect.count))
    elif kind == "volunteers":
        em(m.UnitMoved(cmd.unit, CENTRE, "arrive"))
    elif kind == "leader":
        em(m.MarkerPlaced(cmd.unit, "leader"))


def _end_actions(em: Emitter, cmd: m.EndActions) -> None:
    """Regel 5.1 step 3: unused actions lapse; the phase ends when every player is done."""
    em(m.SeatDone(cmd.seat))
    if all(em.state.done):
        em.dequeue()


ACTIONS: dict[type, Callable[[Emitter, Any], None]] = {
    m.Move: _move,
    m.Search: _search,
    m.Shoot: _shoot,
    m.Special: _special,
    m.PlayStory: _play_story,
    m.EndActions: _end_actions,
}


# What each decision's answer does, by the decision's purpose.
CHOSEN: dict[str, Chosen] = {
    "search_die": _die_chosen,
    "overwatch": _overwatch,
}
