"""What a seat may do now: the answers to the decision at the head of the queue.

`options` yields most decisions' commands lazily, so the rules can ask "is there more than one
answer?" cheaply.
`explain_illegal` says why a command that is not in the list was refused, in the player's words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any, NamedTuple

from game.engine.errors import RuleError
from game.engine.memo import per_state
from game.engine.queue import kind_of
from game.engine.types import Command
from game.i18n import tr
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity import queued as fx
from game.titles.heredity.actions import SPACE_FOR, explore_spots_in, level_links_in
from game.titles.heredity.combat import ally_joiners, weapon_space_kind, weapons
from game.titles.heredity.content import Attack
from game.titles.heredity.geometry import STRENGTH, Geometry, geometry, walks
from game.titles.heredity.recall import while_same


@per_state
def to_move(state: m.HeredityState) -> tuple[int, ...]:
    """Asked of one state by the players, the listing and the rules in turn."""
    effect = q.head(state)
    if state.outcome is not None or not q.is_decision(effect):
        return ()
    if isinstance(effect, fx.Actions):
        return tuple(s for s in range(state.players) if s not in state.done_seats)
    if effect.seat == m.SHARED:
        return tuple(range(state.players))
    return (effect.seat,)


def legal_commands(state: m.HeredityState, seat: int) -> list[Command]:
    """The answers to the decision waiting, and whenever the players are choosing, dropping
    what their members carry [DE: Fallen lassen: "jederzeit"]; during the family's actions the
    drops are among each member's actions."""
    if seat not in to_move(state):
        return []
    found: list[Command] = list(options(state, seat))
    effect = q.head(state)
    if found and not isinstance(effect, fx.Actions):
        carriers = _carriers(state)
        found += [drop for name in q.seat_members(state, seat) if name in carriers for drop in drops(state, seat, name)]
    return found


@while_same("members", "items")
def _carriers(state: m.HeredityState) -> frozenset[str]:
    """The members with something to drop, items or materials: asked first, for most carry
    nothing."""
    return frozenset([e.member for e in state.items if e.member] + [w.name for w in state.members if w.materials])


def options(state: m.HeredityState, seat: int) -> Iterable[Command]:
    """The decision's own answers (a decision with one answer is answered on the spot: dropping
    something is no answer to it)."""
    effect = q.head(state)
    if state.outcome is not None or not q.is_decision(effect):
        return ()
    return OPTIONS[type(effect)](state, effect, seat)


# ---- dropping, free at any time [DE: Fallen lassen] ------------------------------------------
@per_state
def in_use(state: m.HeredityState) -> tuple[frozenset[str], frozenset[str]]:
    """What the rules are in the middle of using, which cannot be dropped until they are done:
    (items, members whose materials pay for an action). An item whose action is being resolved
    (a repair, an upgrade, its field's action, its attack in a joint attack), items the players
    are choosing among (which to keep, which to hand back), and the materials of a member whose
    repair or upgrade waits for its disc."""
    items: set[str] = set()
    paying: set[str] = set()
    for effect in state.queue:
        if isinstance(effect, fx.Perform) and effect.section in ("repair", "upgrade"):
            items.add(effect.target)
            paying.add(effect.member)
        elif isinstance(effect, fx.Perform) and effect.section == "use":
            items.add(q.split_field(effect.weapon)[0])
        elif isinstance(effect, fx.Joint):
            items.update(q.split_field(weapon)[0] for weapon in (e.partition("|")[2] for e in effect.extra)
                         if weapon.startswith("item:"))
        elif isinstance(effect, fx.Target) and effect.section in ("drop_for", "swap_for", "repair"):
            items.add(effect.card)
            items.update(effect.extra)
        elif isinstance(effect, (fx.Step, fx.Rewrench)) and q.item(state, effect.card) is not None:
            items.add(effect.card)          # an item's own text (its field, its wrench) is running
    return frozenset(items), frozenset(paying)


def drops(state: m.HeredityState, seat: int, name: str) -> list[m.Drop]:
    """[DE: Fallen lassen] any number of items and materials, no disc, into the member's area."""
    if q.figure(state, name) is None:
        return []
    return _drops(state, seat, q.member(state, name), q.carried(state, name))


def _drops(state: m.HeredityState, seat: int, who: m.Member, held: list[m.Item]) -> list[m.Drop]:
    """`drops` of a member on the table, carrying `held`. What is in use is asked only of a
    member with something to drop: most carry nothing, and it reads the whole queue."""
    if not held and not who.materials:
        return []
    items, paying = in_use(state)
    found = [m.Drop(seat=seat, member=who.name, card=entry.card) for entry in held if entry.card not in items]
    if who.materials and who.name not in paying:
        found.append(m.Drop(seat=seat, member=who.name, card="material"))
    return found


# ---- the family's actions ------------------------------------------------------------------
def _actions(state, effect, seat) -> list[Command]:
    """Listed whole, not lazily: the members' actions are listed once per state anyway."""
    if seat in state.done_seats:
        return []
    found: list[Command] = [m.EndActions(seat=seat)]
    for name in q.seat_members(state, seat):
        found += member_actions(state, seat, name)
    return found


def seat_has_actions(state: m.HeredityState, seat: int) -> bool:
    return any(member_actions(state, seat, name) for name in q.seat_members(state, seat))


class Actor(NamedTuple):
    """A member on the table as the listing of their actions sees them: what every kind of
    action asks about the member, asked once."""

    seat: int
    name: str
    who: m.Member
    here: str                               # the area, by the name `geometry` gives it
    free: dict[str, tuple[str, ...]]        # free body spaces by kind
    held: list[m.Item]                      # the items they carry
    discs: int                              # discs still free


@per_state
def member_actions(state: m.HeredityState, seat: int, name: str) -> tuple[Command, ...]:
    """[DE: Überblick: Aktionen] every action a free disc and a free space allow, then the free
    ones: dropping [DE: Fallen lassen] and a chosen serious injury [DE: Schwere Verletzungen].
    Listed once per state: settling the family's turn asks whether a seat has any, the players
    then ask for all of them, of the same state."""
    spot = q.figure(state, name)
    if spot is None:
        return ()
    who = q.member(state, name)
    held = q.carried(state, name)
    geo = geometry(state)
    me = Actor(seat, name, who, geo.area[spot.area], q.body_free_spaces(who), held,
               q.discs_owned(state, name) - q.spent_discs(who, held))
    found: list[Command] = []
    if me.discs > 0:
        found += _leg_actions(state, geo, me)
        found += _marker_actions(state, me)
        found += _hand_actions(state, me)
        found += _attacks(state, me)
        found += _item_uses(state, me)
        found += [m.Act(seat=seat, member=name, action="ally", target=entry.card) for entry in _allies(state)
                  if name not in entry.discs]
    found += _drops(state, seat, who, held)
    found += _injuries(seat, who)
    return tuple(found)


@lru_cache(maxsize=4096)
def _injuries(seat: int, who: m.Member) -> tuple[m.Injure, ...]:
    """The serious injuries a member may choose: remembered by the member's value, for most
    members have none, and a member seldom changes while the family acts."""
    return tuple(m.Injure(seat=seat, member=who.name, part=b.part) for b in who.bodies if q.injurable(b))


@while_same("encounters")
def _allies(state: m.HeredityState) -> tuple[m.Encounter, ...]:
    """The allied encounters: seldom any, and asked of every member listed."""
    return tuple(entry for entry in state.encounters if entry.status == "allied")


def _leg_actions(state: m.HeredityState, geo: Geometry, me: Actor) -> list[m.Act]:
    legs = me.free.get("leg")
    if not legs:
        return []
    ends = walks(geo, me.here, q.full_areas(state), min(len(legs), me.discs))
    return [m.Act(seat=me.seat, member=me.name, action="move", target=area) for area in ends] \
        + [m.Act(seat=me.seat, member=me.name, action="explore", target=card)
           for _, card, _, _ in explore_spots_in(state, geo, me.here)] \
        + [m.Act(seat=me.seat, member=me.name, action="level", target=link.card)
           for link in level_links_in(state, geo, me.here)]


ACTION_OF = {"look": "look", "talk": "talk", "hand": "interact"}


def interactions(state: m.HeredityState, name: str, kind: str) -> list[str]:
    """Targets of look / talk / interact where the member stands."""
    return list(_interactions_in(state, geometry(state).area[q.area_of(state, name)]).get(kind, ()))


def _interactions_in(state: m.HeredityState, here: str) -> dict[str, list[str]]:
    """Targets of look / talk / interact in an area, by kind, but no kind a rule forbids there."""
    found = _interactions_by_area(state).get(here)
    if not found:
        return {}
    banned = q.forbidden_kinds(state, geometry(state), here)
    return {kind: targets for kind, targets in found.items() if kind not in banned}


@while_same("action_markers", "laid", "encounters", "figures", "terrain", "turned")
def _interactions_by_area(state: m.HeredityState) -> dict[str, dict[str, list[str]]]:
    """Targets of look / talk / interact by area and kind: action markers, new-action cards,
    neutral encounters standing there. Found in one pass per state: most areas have none, and
    what rules forbid is asked only of the areas that do."""
    geo = geometry(state)
    found: dict[str, dict[str, list[str]]] = {}

    def add(area: str, kind: str, target: str) -> None:
        found.setdefault(area, {}).setdefault(kind, []).append(target)

    for a in state.action_markers:
        if a.area in geo.area:
            add(geo.area[a.area], a.kind, a.id)
    for card in state.laid:
        side = q.side(state, card)
        if side.kind == "action" and side.action_def.area in geo.area:
            add(geo.area[side.action_def.area], side.action_def.kind, f"card:{card}")
        entry = q.encounter(state, card)
        if entry is not None and entry.status == "neutral":
            for area in dict.fromkeys(geo.area[f.area] for f in q.figures_of(state, card) if f.area in geo.area):
                for i, x in enumerate(side.encounter_def.interact):
                    add(area, x.kind, f"{card}#{i}")
    return found


def _marker_actions(state: m.HeredityState, me: Actor) -> list[m.Act]:
    here = _interactions_in(state, me.here)
    if not here:
        return []
    return [m.Act(seat=me.seat, member=me.name, action=action, target=target)
            for kind, action in ACTION_OF.items() if kind in here and me.free.get(kind)
            for target in here[kind]]


def _hand_actions(state: m.HeredityState, me: Actor) -> list[m.Act]:
    if not me.free.get("hand"):
        return []
    seat, name, who = me.seat, me.name, me.who
    together = _members_in(state).get(me.here, ())
    found = [m.Act(seat=seat, member=name, action="heal", target=other) for other in together
             if q.hurt_spaces(q.member(state, other))]
    for entry in me.held:
        if who.materials and any(entry.damage):
            found.append(m.Act(seat=seat, member=name, action="repair", target=entry.card))
        cost = q.item_side(state, entry.card).upgrade
        if cost and who.materials >= cost and entry.card not in state.turned:
            found.append(m.Act(seat=seat, member=name, action="upgrade", target=entry.card))
    for other in together:
        if other != name and (me.held or q.carried(state, other) or who.materials
                              or q.member(state, other).materials):
            found.append(m.Act(seat=seat, member=name, action="trade", target=other))
    materials, items = _lying(state)
    if materials.get(me.here) or me.here in items:
        found.append(m.Act(seat=seat, member=name, action="pickup"))
    return found


@while_same("figures", "terrain", "turned")
def _members_in(state: m.HeredityState) -> dict[str, tuple[str, ...]]:
    """The members on the table by area, in the family's order."""
    geo = geometry(state)
    found: dict[str, tuple[str, ...]] = {}
    for name in q.on_table(state):
        here = geo.area[q.area_of(state, name)]
        found[here] = found.get(here, ()) + (name,)
    return found


@while_same("ground", "items", "terrain", "turned")
def _lying(state: m.HeredityState) -> tuple[dict[str, int], frozenset[str]]:
    """What lies on the ground to be picked up: the materials by area, the areas with items."""
    geo = geometry(state)
    materials: dict[str, int] = {}
    for pile in state.ground:
        here = geo.area.get(pile.area)
        if here is not None:
            materials[here] = materials.get(here, 0) + pile.n
    return materials, frozenset(geo.area[e.area] for e in state.items if e.area and e.area in geo.area)


def attack_targets(state: m.HeredityState, name: str, weapon: str) -> tuple[str, ...]:
    attack = q.weapon_attack(state, name, weapon)
    if attack is None:
        return ()
    return _in_reach_from(state, geometry(state).area[q.area_of(state, name)], attack)


@per_state
def _in_reach_from(state: m.HeredityState, here: str, attack: Attack) -> tuple[str, ...]:
    """The foes an attack reaches from an area: punch and kick reach alike, and members
    standing together reach alike."""
    return _reach(geometry(state), here, attack, _foes_where(state), q.full_areas(state))


@lru_cache(maxsize=4096)
def _reach(geo: Geometry, here: str, attack: Attack, foes: tuple[tuple[str, str], ...],
           full: frozenset[str]) -> tuple[str, ...]:
    """`_in_reach_from` by what it reads: the foes stand still while the family acts, so a
    member's move leaves the other members' reach as it was."""
    return tuple(foe for foe, there in foes if q.in_reach(geo, attack, here, there, full))


@while_same("encounters", "figures")
def _foes_where(state: m.HeredityState) -> tuple[tuple[str, str], ...]:
    """The foes with the area each stands in: asked of every area a member attacks from."""
    return tuple((foe, q.area_of(state, foe)) for foe in q.foes(state))


def _attacks(state: m.HeredityState, me: Actor) -> list[m.Act]:
    return [m.Act(seat=me.seat, member=me.name, action="attack", target=target, weapon=weapon)
            for weapon, attack in _ready_weapons(state, me) for target in _in_reach_from(state, me.here, attack)]


BARE_HANDED = tuple((weapon, weapon_space_kind(weapon)) for weapon in ("punch", "kick"))   # with the space each needs


def _ready_weapons(state: m.HeredityState, me: Actor) -> list[tuple[str, Attack]]:
    """The member's weapons (`combat.weapons`) ready to strike (`weapon_ready`), with their
    attacks: punch and kick with a free hand or leg, an item's attack field holding no disc and
    no damage."""
    found = [(weapon, q.PUNCH_KICK) for weapon, kind in BARE_HANDED if me.free.get(kind)]
    for entry in me.held:
        for index, field in enumerate(q.item_side(state, entry.card).fields):
            if field.attack is not None and not entry.discs[index] and not entry.damage[index]:
                found.append((f"item:{entry.card}.{index}", field.attack))
    return found


def _item_uses(state: m.HeredityState, me: Actor) -> list[m.Act]:
    """Item fields with an action of their own, holding no disc and no damage."""
    found = []
    for entry in me.held:
        for index, field in enumerate(q.item_side(state, entry.card).fields):
            if field.action and field.attack is None and field.steps and not entry.discs[index] \
                    and not entry.damage[index]:
                found.append(m.Act(seat=me.seat, member=me.name, action="use", target=entry.card,
                                   weapon=f"item:{entry.card}.{index}"))
    return found


def weapon_ready(state: m.HeredityState, name: str, weapon: str) -> bool:
    kind = weapon_space_kind(weapon)
    if kind:
        return bool(q.free_body_spaces(state, name, kind))
    card, index = q.split_field(weapon)
    entry = q.item(state, card)
    return entry is not None and not entry.discs[index] and not entry.damage[index]


# ---- the other decisions -------------------------------------------------------------------
def _space(state, effect, seat):
    for space in q.free_body_spaces(state, effect.member, effect.target):
        yield m.Space(seat=seat, space=space)


def _joint(state, effect, seat):
    """[DE: Gemeinsam angreifen] other members may add an attack on the same target."""
    if effect.card:
        for name, weapon in ally_joiners(state, effect):
            yield m.Join(seat=seat, member=name, weapon=weapon)
        yield m.Strike(seat=seat)
        return
    joined = {e.partition("|")[0] for e in effect.extra}
    for name in q.on_table(state):
        if name in joined or q.discs_free(state, name) <= 0:
            continue
        for weapon in weapons(state, name):
            if weapon_ready(state, name, weapon) and effect.target in attack_targets(state, name, weapon):
                yield m.Join(seat=seat, member=name, weapon=weapon)
    yield m.Strike(seat=seat)


def _damage(state, effect, seat):
    for space in q.damage_options(state, effect.member):
        yield m.Damage(seat=seat, member=effect.member, space=space)


def _ask(state, effect, seat):
    yield m.Answer(seat=seat, yes=True)
    yield m.Answer(seat=seat, yes=False)


def member_choices(state: m.HeredityState, effect: fx.Member) -> list[str]:
    names = q.on_table(state) or list(m.MEMBERS)
    if effect.section == "damage":
        names = [n for n in names if not q.is_dying(state, n)]
    if effect.section == "heal":
        names = [n for n in names if q.healable(state, n)]
    return names


def _member(state, effect, seat):
    for name in member_choices(state, effect):
        yield m.ChooseMember(seat=seat, member=name)


def target_choices(state: m.HeredityState, effect: fx.Target) -> list[str]:
    if effect.section == "heal":
        return q.healable(state, effect.member)
    if effect.section == "repair":
        entry = q.item(state, effect.card)
        return [f"item:{effect.card}.{i}" for i, hurt in enumerate(entry.damage) if hurt] if entry else []
    return list(effect.extra)


def _target(state, effect, seat):
    for target in target_choices(state, effect):
        yield m.Target(seat=seat, target=target)


def _trade(state, effect, seat):
    for giver in (effect.member, effect.target):
        for entry in q.carried(state, giver):
            yield m.Give(seat=seat, giver=giver, card=entry.card)
        if q.member(state, giver).materials:
            yield m.Give(seat=seat, giver=giver, card="material")
    yield m.Done(seat=seat)


def _pickup(state, effect, seat):
    geo = geometry(state)
    here = q.area_of(state, effect.member)
    for entry in q.items_at(state, geo, here):
        if entry.card not in effect.extra:
            yield m.Take(seat=seat, card=entry.card)
    if q.materials_at(state, geo, here) and "material" not in effect.extra:
        yield m.Take(seat=seat, card="material")         # all of them at once, so once
    yield m.Done(seat=seat)


OPTIONS: dict[type[fx.AnyDecision], Callable[[m.HeredityState, Any, int], Iterable[Command]]] = {
    fx.Actions: _actions, fx.Space: _space, fx.Joint: _joint, fx.Damage: _damage, fx.Ask: _ask,
    fx.Member: _member, fx.Target: _target, fx.Trade: _trade, fx.Pickup: _pickup,
}


# ---- why a command was refused -------------------------------------------------------------
EXPECTED = {
    m.Act: {"actions"}, m.Drop: {kind_of(decision) for decision in OPTIONS}, m.Injure: {"actions"},
    m.EndActions: {"actions"},
    m.Space: {"space"}, m.Join: {"joint"}, m.Strike: {"joint"}, m.Damage: {"damage"},
    m.Answer: {"ask"}, m.ChooseMember: {"member"}, m.Target: {"target"},
    m.Give: {"trade"}, m.Take: {"pickup"}, m.Done: {"trade", "pickup"},
}


def explain_illegal(state: m.HeredityState, cmd: Command) -> RuleError:
    effect = q.head(state)
    if state.outcome is not None or effect is None:
        return RuleError("engine.game_over")
    seats = to_move(state)
    if cmd.seat not in seats:
        if isinstance(effect, fx.Actions) and cmd.seat in state.done_seats:
            return RuleError("heredity.seat_done")
        return RuleError("heredity.not_your_decision", seats=", ".join(str(s + 1) for s in seats))
    if effect.kind not in EXPECTED.get(type(cmd), ()):
        return RuleError("heredity.wrong_moment", expected=tr(f"heredity.decision.{effect.kind}"))
    member_name = getattr(cmd, "member", None)
    if member_name is not None and member_name not in m.MEMBERS:
        return RuleError("heredity.unknown_member", member=member_name)
    if isinstance(cmd, (m.Act, m.Drop, m.Injure)):
        return _explain_member_command(state, cmd)
    if isinstance(cmd, m.Space):
        return RuleError("heredity.space_not_free", space=cmd.space)
    if isinstance(cmd, m.Damage):
        return RuleError("heredity.no_damage_there", space=cmd.space)
    if isinstance(cmd, m.Join):
        return RuleError("heredity.cannot_join", member=cmd.member)
    if isinstance(cmd, m.Give):
        return RuleError("heredity.cannot_give", card=cmd.card)
    if isinstance(cmd, m.Take):
        return RuleError("heredity.nothing_to_take", card=cmd.card)
    return RuleError("heredity.not_an_option")


def _explain_member_command(state, cmd) -> RuleError:
    name = cmd.member
    if cmd.seat not in q.seats_of(state, name):
        return RuleError("heredity.not_your_member", member=name)
    if q.figure(state, name) is None:
        return RuleError("heredity.not_on_table", member=name)
    if isinstance(cmd, m.Drop):
        carried = cmd.card == "material" and q.member(state, name).materials > 0 or \
            any(held.card == cmd.card for held in q.carried(state, name))
        return RuleError("heredity.in_use" if carried else "heredity.not_carried", card=cmd.card)
    if isinstance(cmd, m.Injure):
        return RuleError("heredity.no_serious_injury", part=cmd.part)
    if q.discs_free(state, name) <= 0:
        return RuleError("heredity.no_discs", member=name)
    return _explain_act(state, cmd)


def _explain_act(state, cmd: m.Act) -> RuleError:
    kind = SPACE_FOR.get(cmd.action) or weapon_space_kind(cmd.weapon)
    if cmd.action not in SPACE_FOR and cmd.action not in ("attack", "use", "ally"):
        return RuleError("heredity.unknown_action", action=cmd.action)
    if kind and not q.free_body_spaces(state, cmd.member, kind):
        return RuleError("heredity.no_free_space", kind=tr(f"heredity.space.{kind}"))
    geo = geometry(state)
    if cmd.action == "move":
        return _explain_move(state, geo, cmd)
    if cmd.action == "attack":
        if cmd.target not in q.foes(state):
            return RuleError("heredity.not_a_foe", target=cmd.target)
        if q.weapon_attack(state, cmd.member, cmd.weapon) is None:
            return RuleError("heredity.no_such_weapon", weapon=cmd.weapon)
        if not weapon_ready(state, cmd.member, cmd.weapon):
            return RuleError("heredity.weapon_busy", weapon=cmd.weapon)
        return RuleError("heredity.out_of_reach", target=cmd.target)
    if cmd.action in ("look", "talk", "interact"):
        if q.forbidden(state, geo, {"interact": "hand"}.get(cmd.action, cmd.action), q.area_of(state, cmd.member)):
            return RuleError("heredity.forbidden_here")
        return RuleError("heredity.no_such_action_here")
    if cmd.action in ("heal", "trade"):
        return RuleError("heredity.not_together", member=cmd.target)
    if cmd.action in ("repair", "upgrade"):
        return RuleError("heredity.cannot_improve", card=cmd.target)
    if cmd.action == "explore":
        return RuleError("heredity.cannot_explore", card=cmd.target)
    if cmd.action == "pickup":
        return RuleError("heredity.nothing_to_take", card="")
    return RuleError("heredity.not_an_option")


def _explain_move(state, geo, cmd: m.Act) -> RuleError:
    if cmd.target not in geo.area:
        return RuleError("heredity.unknown_area", area=cmd.target)
    here = geo.area[q.area_of(state, cmd.member)]
    there = geo.area[cmd.target]
    if there == here:
        return RuleError("heredity.already_there")
    kinds = geo.neighbours[here].get(there)
    if kinds and not kinds & {"white", "green", "red"}:
        return RuleError("heredity.line_blocks", line=tr(f"heredity.line.{max(kinds, key=STRENGTH.__getitem__)}"))
    if there in q.full_areas(state):
        return RuleError("heredity.area_full")
    return RuleError("heredity.not_adjacent")
