"""Who must act, what they may do now, and why anything else is refused.

At a decision the answers are the only legal commands. In the action phase every player who is
not done may act (Regel 5.1: in any order); a player action belongs to its player, the action
bar and special actions to the whole table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations_with_replacement
from typing import Any

from game.engine.errors import RuleError
from game.i18n import tr
from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds.actions import speech_listeners
from game.titles.zeds.content import CENTRE, content


def head(state: m.ZedsState) -> m.Effect | None:
    return state.queue[0] if state.queue else None


def to_move(state: m.ZedsState) -> tuple[int, ...]:
    effect = head(state)
    if state.outcome is not None or effect is None:
        return ()
    if effect.kind == "actions":
        return tuple(seat for seat in range(state.players) if not state.done[seat])
    return (effect.seat,)


def legal_commands(state: m.ZedsState, seat: int) -> list[m.Command]:
    effect = head(state)
    if effect is None or seat not in to_move(state):
        return []
    return list(ANSWERS[effect.kind](state, effect, seat))


# ---- answers to decisions --------------------------------------------------------------------
def _overwatch(state, effect, seat):
    yield m.Overwatch(seat=seat, units=())
    yield m.Overwatch(seat=seat, units=(effect.unit,))
    for other in board.units_at(state, effect.space):
        if other.id != effect.unit:
            yield m.Overwatch(seat=seat, units=(effect.unit, other.id))


ANSWERS = {
    "pick_path": lambda s, e, seat: (m.ChoosePath(seat=seat, path=o) for o in e.options),
    "pick_space": lambda s, e, seat: (m.ChooseSpace(seat=seat, space=o) for o in e.options),
    "pick_zed": lambda s, e, seat: (m.ChooseZed(seat=seat, zed=o) for o in e.options),
    "pick_unit": lambda s, e, seat: (m.ChooseUnit(seat=seat, unit=o) for o in e.options),
    "pick_die": lambda s, e, seat: (m.ChooseDie(seat=seat, die=i) for i in range(len(e.options))),
    "confirm": lambda s, e, seat: (m.Answer(seat=seat, yes=True), m.Answer(seat=seat, yes=False)),
    "overwatch": _overwatch,
    "actions": lambda s, e, seat: action_options(s, seat),
}


# ---- the action phase ------------------------------------------------------------------------
def sources(state: m.ZedsState, seat: int, unit_id: str) -> list[str]:
    """Regel 5.1: the actions that may pay for `unit_id`: its own extra actions, this player's
    player action, the action bar."""
    found = []
    if bonus_actions(state, unit_id) > 0:
        found.append("unit")
    if state.player_actions[seat]:
        found.append("player")
    if state.actions > 0:
        found.append("bar")
    return found


def bonus_actions(state: m.ZedsState, unit_id: str) -> int:
    """The unit's own extra actions left (`bonus` names each unit once; scanning it costs less
    than making it a dict for every unit whose actions are listed)."""
    return next((n for uid, n in state.bonus if uid == unit_id), 0)


def _available(state: m.ZedsState, seat: int, unit_id: str, source: str) -> int:
    if source == "unit":
        return bonus_actions(state, unit_id)
    if source == "player":
        return 1 if state.player_actions[seat] else 0
    return state.actions


def double_payments(state: m.ZedsState, seat: int, unit_id: str) -> list[tuple[str, str]]:
    """Captain Piazza's "I'll do it myself": two actions instead of one action and one ammo."""
    pays = sources(state, seat, unit_id)
    return [(a, b) for a, b in combinations_with_replacement(pays, 2)
            if a != b or _available(state, seat, unit_id, a) >= 2]


def action_options(state: m.ZedsState, seat: int) -> Iterator[m.Command]:
    occupied = board.occupancy(state)
    for unit in state.units:
        if board.on_map(unit):
            pays = sources(state, seat, unit.id)
            if pays:
                yield from _unit_actions(state, seat, unit, pays, occupied)
    yield from _specials(state, seat)
    yield from _stories(state, seat)
    yield m.EndActions(seat=seat)


def _unit_actions(state, seat, unit: m.Unit, pays, occupied) -> Iterator[m.Command]:
    if "obstinate" not in unit.markers:
        for spot in board.reachable(state, unit, occupied):
            for pay in pays:
                yield m.Move(seat=seat, unit=unit.id, to=spot, pay=pay)
    if board.space(unit.space).named:
        for pay in pays:
            yield m.Search(seat=seat, unit=unit.id, pay=pay)
    if board.can_fire(unit.id):
        yield from _shots(state, seat, unit, pays, occupied[0])


def _shots(state, seat, unit: m.Unit, pays, zed_spaces) -> Iterator[m.Command]:
    targets = board.fire_targets(unit.space, board.fire_range(unit.id), zed_spaces)
    doubles = double_payments(state, seat, unit.id) if board.has(unit.id, "do_it_myself") else []
    for target in targets:
        if state.ammo > 0:
            for pay in pays:
                yield m.Shoot(seat=seat, unit=unit.id, at=target, pay=pay)
        for pay, pay2 in doubles:
            yield m.Shoot(seat=seat, unit=unit.id, at=target, pay=pay, pay2=pay2)


def _specials(state, seat) -> Iterator[m.Command]:
    """Regel 5.1 a: special actions of heroes in play, once per round (or game)."""
    if board.in_play(state, "schmidt") and "determination" not in state.used:
        yield m.Special(seat=seat, ability="determination")
    if board.in_play(state, "hunt") and "born_leader" not in state.used:
        for target in leader_targets(state):
            yield m.Special(seat=seat, ability="born_leader", unit=target)
    if board.in_play(state, "hernandez"):
        if "fortress" not in state.used and state.ammo > 0:
            for shooter, target in fortress_shots(state):
                yield m.Special(seat=seat, ability="fortress", unit=shooter, at=target)
        if "speech" not in state.used_for_good and speech_listeners(state):
            yield m.Special(seat=seat, ability="speech")


def leader_targets(state: m.ZedsState) -> list[str]:
    """Sheriff Hunt's "Born Leader": a civilian unit on his space or next to it."""
    here = board.unit(state, "hunt").space
    near = {here, *content().neighbours[here]}
    return [u.id for u in state.units if u.space in near and board.info(u.id).civilian]


def fortress_shots(state: m.ZedsState) -> list[tuple[str, str]]:
    zed_spaces = board.zed_spaces(state)
    return [(u.id, target) for u in board.units_at(state, CENTRE) if board.can_fire(u.id)
            for target in board.fire_targets(CENTRE, board.fire_range(u.id), zed_spaces)]


def _stories(state, seat) -> Iterator[m.Command]:
    for card in state.story_kept:
        kind = content().story[card].effect.kind
        if kind == "more_actions":
            yield m.PlayStory(seat=seat, card=card)
        for target in STORY_TARGETS.get(kind, lambda s: [])(state):
            yield m.PlayStory(seat=seat, card=card, unit=target)


STORY_TARGETS = {
    "volunteers": lambda s: [u.id for u in s.units if u.space == m.RESERVE and board.info(u.id).civilian],
    "leader": lambda s: [u.id for u in s.units if board.on_map(u) and board.info(u.id).kind == "civilian"
                         and "leader" not in u.markers],
}


# ---- why a command was refused ---------------------------------------------------------------
EXPECTED = {
    m.ChoosePath: "pick_path", m.ChooseSpace: "pick_space", m.ChooseZed: "pick_zed",
    m.ChooseUnit: "pick_unit", m.ChooseDie: "pick_die", m.Answer: "confirm", m.Overwatch: "overwatch",
}


def explain_illegal(state: m.ZedsState, cmd: m.Command) -> RuleError:
    seats = to_move(state)
    effect = head(state)
    if effect is None or cmd.seat not in seats:
        return RuleError("zeds.not_your_turn", seat=", ".join(str(s + 1) for s in seats) or "-")
    wanted = EXPECTED.get(type(cmd), "actions")
    if wanted != effect.kind:
        return RuleError("zeds.wrong_moment", expected=tr(f"zeds.decision.{effect.purpose or effect.kind}"))
    if effect.kind != "actions":
        return RuleError("zeds.not_an_option", expected=tr(f"zeds.decision.{effect.purpose}"))
    return EXPLAIN[type(cmd)](state, cmd)


def _explain_unit(state, cmd) -> RuleError | None:
    unit = board.find_unit(state, cmd.unit)
    if unit is None:
        return RuleError("zeds.unknown_unit", unit=cmd.unit)
    if not board.on_map(unit):
        return RuleError("zeds.unit_not_in_play", unit=cmd.unit)
    if cmd.pay not in m.PAY_SOURCES:
        return RuleError("zeds.unknown_payment", pay=cmd.pay)
    if cmd.pay not in sources(state, cmd.seat, cmd.unit):
        return RuleError(f"zeds.no_{cmd.pay}_action")
    return None


def _explain_move(state, cmd: m.Move) -> RuleError:
    problem = _explain_unit(state, cmd)
    if problem:
        return problem
    unit = board.unit(state, cmd.unit)
    if "obstinate" in unit.markers:
        return RuleError("zeds.obstinate")
    if cmd.to not in content().spaces:
        return RuleError("zeds.no_such_space", space=cmd.to)
    if board.is_start(cmd.to):
        return RuleError("zeds.start_space")
    if cmd.to in state.no_entry:
        return RuleError("zeds.no_entry")
    if cmd.to == unit.space:
        return RuleError("zeds.already_there")
    if board.unit_room(state, cmd.to) <= 0 and not board.zeds_at(state, cmd.to):
        return RuleError("zeds.space_full")
    return RuleError("zeds.too_far", move=board.info(cmd.unit).move)


def _explain_search(state, cmd: m.Search) -> RuleError:
    return _explain_unit(state, cmd) or RuleError("zeds.not_named")


def _explain_shoot(state, cmd: m.Shoot) -> RuleError:
    problem = _explain_unit(state, cmd)
    if problem:
        return problem
    if not board.can_fire(cmd.unit):
        return RuleError("zeds.cannot_fire")
    if cmd.pay2 and (not board.has(cmd.unit, "do_it_myself")
                     or (cmd.pay, cmd.pay2) not in double_payments(state, cmd.seat, cmd.unit)):
        return RuleError("zeds.no_second_action")
    if not cmd.pay2 and state.ammo <= 0:
        return RuleError("zeds.no_ammo")
    if cmd.at in content().spaces and board.is_start(cmd.at):
        return RuleError("zeds.start_space_target")
    return RuleError("zeds.no_target", range=board.fire_range(cmd.unit))


def _explain_special(state, cmd: m.Special) -> RuleError:
    owners = {"determination": "schmidt", "born_leader": "hunt", "fortress": "hernandez", "speech": "hernandez"}
    if cmd.ability not in owners:
        return RuleError("zeds.no_such_special", ability=cmd.ability)
    if not board.in_play(state, owners[cmd.ability]):
        return RuleError("zeds.hero_not_in_play", unit=owners[cmd.ability])
    if cmd.ability in state.used or cmd.ability in state.used_for_good:
        return RuleError("zeds.special_used")
    if cmd.ability == "fortress" and state.ammo <= 0:
        return RuleError("zeds.no_ammo")
    return RuleError("zeds.special_target")


def _explain_story(state, cmd: m.PlayStory) -> RuleError:
    if cmd.card not in state.story_kept:
        return RuleError("zeds.story_not_held")
    if content().story[cmd.card].effect.kind not in ("more_actions", *STORY_TARGETS):
        return RuleError("zeds.story_not_now")
    return RuleError("zeds.story_target")


EXPLAIN: dict[type, Callable[[m.ZedsState, Any], RuleError]] = {
    m.Move: _explain_move,
    m.Search: _explain_search,
    m.Shoot: _explain_shoot,
    m.Special: _explain_special,
    m.PlayStory: _explain_story,
}
