"""Who must act, what they may do now, and why anything else is refused.

At a decision the answers are the only legal commands. In the action phase every player who is
not done may act (Regel 5.1: in any order); a player action belongs to its player, the action
bar and special actions to the whole table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from game.engine.errors import RuleError
from game.engine.types import Command
from game.i18n import tr
from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.actions import listens_to_speech
from game.titles.zeds.content import CENTRE, content


def head(state: m.ZedsState) -> fx.Effect | None:
    return state.queue[0] if state.queue else None


def purpose_of(decision: fx.Effect) -> str:
    """What a decision is for, as the players are told it: its purpose, else its kind."""
    return getattr(decision, "purpose", "") or decision.kind


def to_move(state: m.ZedsState) -> tuple[int, ...]:
    effect = head(state)
    if state.outcome is not None or effect is None:
        return ()
    if isinstance(effect, fx.Actions):
        return tuple(seat for seat in range(state.players) if not state.done[seat])
    return (effect.seat,)


def legal_commands(state: m.ZedsState, seat: int) -> list[Command]:
    effect = head(state)
    if effect is None or seat not in to_move(state):
        return []
    return list(ANSWERS[type(effect)](state, effect, seat))


# ---- answers to decisions --------------------------------------------------------------------
def _overwatch(state, effect, seat):
    yield m.Overwatch(seat=seat, units=())
    yield m.Overwatch(seat=seat, units=(effect.unit,))
    for other in board.units_at(state, effect.space):
        if other.id != effect.unit:
            yield m.Overwatch(seat=seat, units=(effect.unit, other.id))


ANSWERS: dict[type, Callable[[m.ZedsState, Any, int], Iterable[Command]]] = {
    fx.PickPath: lambda s, e, seat: (m.ChoosePath(seat=seat, path=o) for o in e.options),
    fx.PickSpace: lambda s, e, seat: (m.ChooseSpace(seat=seat, space=o) for o in e.options),
    fx.PickZed: lambda s, e, seat: (m.ChooseZed(seat=seat, zed=o) for o in e.options),
    fx.PickUnit: lambda s, e, seat: (m.ChooseUnit(seat=seat, unit=o) for o in e.options),
    fx.PickDie: lambda s, e, seat: (m.ChooseDie(seat=seat, die=i) for i in range(len(e.options))),
    fx.Confirm: lambda s, e, seat: (m.Answer(seat=seat, yes=True), m.Answer(seat=seat, yes=False)),
    fx.Overwatch: _overwatch,
    fx.Actions: lambda s, e, seat: action_options(s, seat),
}


# ---- the action phase ------------------------------------------------------------------------
def sources(state: m.ZedsState, seat: int, unit_id: str) -> tuple[str, ...]:
    """Regel 5.1: the actions that may pay for `unit_id`: its own extra actions, this player's
    player action, the action bar."""
    return unit_sources(shared_sources(state, seat), bonus_actions(state, unit_id))


def unit_sources(shared: tuple[str, ...], own: int) -> tuple[str, ...]:
    """`sources` of a unit with `own` extra actions left, given the `shared` ones."""
    return ("unit", *shared) if own > 0 else shared


def shared_sources(state: m.ZedsState, seat: int) -> tuple[str, ...]:
    """The actions that may pay for any unit: this player's player action, the action bar."""
    if state.player_actions[seat]:
        return ("player", "bar") if state.actions > 0 else ("player",)
    return ("bar",) if state.actions > 0 else ()


def bonus_actions(state: m.ZedsState, unit_id: str) -> int:
    """The unit's own extra actions left (`bonus` names each unit once; scanning it costs less
    than making it a dict for every unit whose actions are listed)."""
    for uid, n in state.bonus:
        if uid == unit_id:
            return n
    return 0


def _available(state: m.ZedsState, seat: int, unit_id: str, source: str) -> int:
    if source == "unit":
        return bonus_actions(state, unit_id)
    if source == "player":
        return 1 if state.player_actions[seat] else 0
    return state.actions


def double_payments(state: m.ZedsState, seat: int, unit_id: str) -> tuple[tuple[str, str], ...]:
    """Captain Piazza's "I'll do it myself": two actions instead of one action and one ammo."""
    pays = sources(state, seat, unit_id)
    return tuple((a, b) for a, b in combinations_with_replacement(pays, 2)
                 if a != b or _available(state, seat, unit_id, a) >= 2)


def action_options(state: m.ZedsState, seat: int) -> list[Command]:
    commands = _units_actions(state, seat)
    commands += _specials(state, seat)
    commands += _stories(state, seat)
    commands.append(m.EndActions(seat=seat))
    return commands


def _units_actions(state: m.ZedsState, seat: int) -> list[Command]:
    """Every unit's moves, searches and shots; none once no action is left to pay for them
    (often so: the player may still play specials and kept cards before ending the phase)."""
    shared = shared_sources(state, seat)
    if not shared and not state.bonus:
        return []
    own = dict(state.bonus)                     # asked of every unit: looked up once
    occupied = board.occupancy(state)
    free_centre = board.in_play(state, "hernandez")
    commands: list[Command] = []
    for unit in state.units:
        if board.on_map(unit):
            pays = unit_sources(shared, own.get(unit.id, 0))
            if pays:
                commands += _unit_actions(state, seat, unit, pays, occupied, free_centre)
    return commands


def _unit_actions(state, seat, unit: m.Unit, pays, occupied, free_centre: bool) -> tuple[Command, ...]:
    """What `unit` may do: where it may move (`free_centre`: Mayor Hernandez is in play, see
    `board.walk_ends`), whether it may search, where it may fire."""
    zed_spaces, full = occupied
    move, fire = board.reach(unit.id)
    spots = () if "obstinate" in unit.markers else board.walk_ends(
        unit.space, move, free_centre, state.no_entry, zed_spaces, full)
    targets = board.shots(unit.space, fire, zed_spaces) if fire else ()
    doubles = double_payments(state, seat, unit.id) if targets and board.has(unit.id, "do_it_myself") else ()
    return _unit_commands(seat, unit.id, spots, board.is_named(unit.space), targets, pays, state.ammo > 0, doubles)


@lru_cache(maxsize=1024)
def _unit_commands(seat: int, unit_id: str, spots: tuple[str, ...], searches: bool, targets: tuple[str, ...],
                   pays: tuple[str, ...], armed: bool, doubles: tuple[tuple[str, str], ...]) -> tuple[Command, ...]:
    """A unit's moves to `spots`, its searches, its shots at `targets` (with ammo when `armed`,
    or with two actions, `doubles`), each paid each way it may be. Remembered: in an action
    phase a unit's options mostly stay the same from command to command, and making the
    commands costs more than looking them up."""
    moves = _moves(seat, unit_id, pays)
    commands: list[Command] = [move for spot in spots for move in moves[spot]]
    if searches:
        commands += [m.Search(seat=seat, unit=unit_id, pay=pay) for pay in pays]
    for target in targets:
        if armed:
            commands += [m.Shoot(seat=seat, unit=unit_id, at=target, pay=pay) for pay in pays]
        commands += [m.Shoot(seat=seat, unit=unit_id, at=target, pay=pay, pay2=pay2) for pay, pay2 in doubles]
    return tuple(commands)


class _Moves(dict):
    """One unit's moves to each space, paid each way it may be, made when first asked for: a unit
    moves among the same few spaces all game, while what it may reach changes all the time."""

    def __init__(self, seat: int, unit_id: str, pays: tuple[str, ...]) -> None:
        super().__init__()
        self.seat, self.unit_id, self.pays = seat, unit_id, pays

    def __missing__(self, spot: str) -> tuple[m.Move, ...]:
        moves = self[spot] = tuple(m.Move(seat=self.seat, unit=self.unit_id, to=spot, pay=pay) for pay in self.pays)
        return moves


@lru_cache(maxsize=256)
def _moves(seat: int, unit_id: str, pays: tuple[str, ...]) -> _Moves:
    return _Moves(seat, unit_id, pays)


def _specials(state, seat) -> Iterator[Command]:
    """Regel 5.1 a: special actions of heroes in play, once per round (or game)."""
    if "determination" not in state.used and board.in_play(state, "schmidt"):
        yield m.Special(seat=seat, ability="determination")
    if "born_leader" not in state.used and board.in_play(state, "hunt"):
        for target in leader_targets(state):
            yield m.Special(seat=seat, ability="born_leader", unit=target)
    if board.in_play(state, "hernandez"):
        if "fortress" not in state.used and state.ammo > 0:
            for shooter, target in fortress_shots(state):
                yield m.Special(seat=seat, ability="fortress", unit=shooter, at=target)
        if "speech" not in state.used_for_good and any(listens_to_speech(u) for u in state.units):
            yield m.Special(seat=seat, ability="speech")


def leader_targets(state: m.ZedsState) -> list[str]:
    """Sheriff Hunt's "Born Leader": a civilian unit on his space or next to it."""
    near = board.neighbourhood(board.unit(state, "hunt").space)
    return [u.id for u in state.units if u.space in near and board.info(u.id).civilian]


def fortress_shots(state: m.ZedsState) -> list[tuple[str, str]]:
    zed_spaces = frozenset(board.zed_spaces(state))
    return [(u.id, target) for u in board.units_at(state, CENTRE) if board.reach(u.id).fire
            for target in board.shots(CENTRE, board.reach(u.id).fire, zed_spaces)]


def _stories(state, seat) -> Iterator[Command]:
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


def explain_illegal(state: m.ZedsState, cmd: Command) -> RuleError:
    seats = to_move(state)
    effect = head(state)
    if effect is None or cmd.seat not in seats:
        return RuleError("zeds.not_your_turn", seat=", ".join(str(s + 1) for s in seats) or "-")
    wanted = EXPECTED.get(type(cmd), "actions")
    if wanted != effect.kind:
        return RuleError("zeds.wrong_moment", expected=tr(f"zeds.decision.{purpose_of(effect)}"))
    if not isinstance(effect, fx.Actions):
        return RuleError("zeds.not_an_option", expected=tr(f"zeds.decision.{purpose_of(effect)}"))
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
