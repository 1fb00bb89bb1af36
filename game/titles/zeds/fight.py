"""Fighting (Regel 6): zeds walking in on units, melee and ranged combat, hits, saving rolls,
retreats and falling back, and the hello effects of the base game (Regel 4.4)."""

from __future__ import annotations

from game.engine.queue import Effect
from game.titles.zeds import board
from game.titles.zeds import combat as calc
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.content import CENTRE, content
from game.titles.zeds.emitter import Chosen, Emitter, Resolver
from game.titles.zeds.zedphase import free_starts, step_group

RESISTANT_UP_TO = 3      # "Tough Zeds": a Resistant zed loses a hit on 1–3


def contested(state: m.ZedsState, space: str) -> bool:
    return bool(board.units_at(state, space)) and bool(board.zeds_at(state, space))


def _unit_ids(state: m.ZedsState, space: str) -> tuple[str, ...]:
    return tuple(u.id for u in board.units_at(state, space))


# ---- zeds walk in ----------------------------------------------------------------------------
def _contact(em: Emitter, effect: fx.Contact) -> None:
    """Regel 4.2–4.4: zeds have entered a space with your units. Obstinate civilians in a
    village lose their marker; Mr. Johnson may spring his traps; then a unit defends."""
    space = effect.space
    if not contested(em.state, space):
        return
    if board.space(space).kind == "village":
        for unit in board.units_at(em.state, space):
            if "obstinate" in unit.markers:
                em(m.MarkerRemoved(unit.id, "obstinate"))
    if any(unit.id == "johnson" for unit in board.units_at(em.state, space)):
        em.push(fx.Offer(purpose="traps", space=space))
    if "evade" in em.state.flags:
        em.push(fx.Offer(purpose="evade", space=space))
    em.push(fx.Defend(space=space))


def _offer(em: Emitter, effect: fx.Offer) -> None:
    """A yes-or-no offer, made only while the space is still contested."""
    if contested(em.state, effect.space):
        em.push(fx.Confirm(purpose=effect.purpose, space=effect.space))


def _traps(em: Emitter, yes: bool, effect: fx.Confirm) -> None:
    """Mr. Johnson's traps (Regel 4.4): on a good roll the zeds take a hit and he falls back."""
    if not yes:
        return
    roll = em.roll(1, "traps")[0]
    if roll >= board.info("johnson").abilities["traps"].avoid_from:
        em.push(fx.HitZeds(space=effect.space, n=1),
                fx.RetreatUnits(space=effect.space, units=("johnson",), card="fall_back"))


def _evade(em: Emitter, yes: bool, effect: fx.Confirm) -> None:
    """"Rule #1: Stay in Shape!": the units fall back instead of fighting (not a lost melee)."""
    if yes:
        em.push(fx.RetreatUnits(space=effect.space, card="fall_back"))


def _defend(em: Emitter, effect: fx.Defend) -> None:
    """Regel 4.1 (Hinweis), 6.1: with several units on the space you choose who fights."""
    if contested(em.state, effect.space):
        em.push(fx.PickUnit(purpose="defender", options=_unit_ids(em.state, effect.space), space=effect.space))


def _defender(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    em.push(fx.Melee(space=effect.space, unit=unit_id, purpose="zeds"))


def _attack(em: Emitter, effect: fx.Attack) -> None:
    """Regel 5.2: a unit moved onto zeds starts a melee; a kept "Killer Bulldozer" may join."""
    if "bulldozer" in em.state.story_kept:
        em.push(fx.Confirm(purpose="charge", space=effect.space, unit=effect.unit, origin=effect.origin))
    else:
        em.push(fx.Melee(space=effect.space, unit=effect.unit, origin=effect.origin, purpose="unit"))


def _charge(em: Emitter, yes: bool, effect: fx.Confirm) -> None:
    if yes:
        em(m.StoryPlayed("bulldozer"))
    em.push(fx.Melee(space=effect.space, unit=effect.unit, origin=effect.origin, purpose="unit", flag=yes))


# ---- melee -----------------------------------------------------------------------------------
def _melee(em: Emitter, effect: fx.Melee) -> None:
    """Regel 6.1: start column from the strengths, the shifts, 2 dice. `purpose` is the attacker."""
    unit = board.find_unit(em.state, effect.unit)
    zeds = board.zeds_at(em.state, effect.space)
    if unit is None or unit.space != effect.space or not zeds:
        return
    zed_strength, unit_strength = board.mob_strength(zeds), board.unit_strength(unit)
    start = calc.melee_start(zed_strength, unit_strength)
    shifts = tuple(calc.melee_shifts(unit.id, unit.markers, effect.purpose, effect.space, em.state.flags,
                                     charge=effect.flag))
    em(m.CombatBegan(m.Combat(
        number=em.state.fights + 1, kind="melee", space=effect.space, attacker=effect.purpose, unit=unit.id,
        zeds=tuple(z.id for z in zeds), zed_strength=zed_strength, unit_strength=unit_strength, start=start,
        shifts=shifts, column=calc.shifted(start, shifts), origin=effect.origin,
    )))
    em.roll(2, "melee")
    offer_reroll(em, unit.id)
    em.push(fx.MeleeResult(space=effect.space))


def offer_reroll(em: Emitter, unit_id: str) -> None:
    """Schmidt's and Hunt's martial arts: once per melee, roll again; the new roll counts."""
    if board.has(unit_id, "martial_arts"):
        em.push(fx.Confirm(purpose="reroll", unit=unit_id, space=m.current_combat(em.state).space))


def _reroll(em: Emitter, yes: bool, effect: fx.Confirm) -> None:
    if yes:
        em.roll(2, "reroll")


def _melee_result(em: Emitter, effect: fx.MeleeResult) -> None:
    """Regel 6.1 step 4; a kept "Last-Stand Grit" may turn a lost defence around."""
    fight = m.current_combat(em.state)
    zed_hits, unit_hits, loser = calc.melee_result(fight.column, sum(fight.dice))
    if fight.attacker == "zeds" and loser == "unit" and "last_stand" in em.state.story_kept:
        em.push(fx.Confirm(purpose="last_stand", space=fight.space))
        return
    em(m.CombatResolved(zed_hits, unit_hits, loser))
    aftermath(em)


def _last_stand(em: Emitter, yes: bool, effect: fx.Confirm) -> None:
    if yes:
        em(m.StoryPlayed("last_stand"))
        em(m.CombatResolved(1, 0, "zeds", tide_turned=True))
    else:
        fight = m.current_combat(em.state)
        em(m.CombatResolved(*calc.melee_result(fight.column, sum(fight.dice))))
    aftermath(em)


def aftermath(em: Emitter) -> None:
    """Regel 6.1 steps 5–6: hits to the zeds first, then to the unit; the loser retreats even if
    the winner died."""
    fight = m.current_combat(em.state)
    em.push(fx.HitZeds(space=fight.space, n=fight.zed_hits),
            fx.HitUnit(space=fight.space, unit=fight.unit, n=fight.unit_hits))
    if fight.loser == "zeds":
        em.push(fx.RetreatZeds(space=fight.space))
    else:
        em.push(fx.RetreatUnits(space=fight.space, origin=unit_retreat_way(fight)))
    em.push(fx.Settle(space=fight.space, purpose=fight.loser))


def unit_retreat_way(fight: m.Combat) -> str:
    """Regel 6.4.4: defenders retreat towards the centre, attackers the way they came."""
    return "in" if fight.attacker != "unit" else board.retreat_direction(fight.space, fight.origin)


# ---- ranged fire and ambushes ----------------------------------------------------------------
def _fire(em: Emitter, effect: fx.Fire) -> None:
    """Regel 5.4, 6.1: the shooter's strength is the column; hits go to the zeds only and nobody
    retreats (Regel 6.4.2). `n` is the distance, `flag` Mayor Hernandez's fortress."""
    shooter = board.unit(em.state, effect.unit)
    zeds = board.zeds_at(em.state, effect.space)
    strength = calc.fire_strength(shooter.id, board.unit_strength(shooter), effect.n)
    start = calc.fire_start(strength)
    shifts = tuple(calc.fire_shifts(shooter.id, shooter.markers, effect.n, effect.flag))
    em(m.CombatBegan(m.Combat(
        number=em.state.fights + 1, kind="ranged", space=effect.space, attacker="unit", unit=shooter.id,
        zeds=tuple(z.id for z in zeds), zed_strength=board.mob_strength(zeds), unit_strength=strength,
        start=start, shifts=shifts, column=calc.shifted(start, shifts),
    )))
    dice = em.roll(2, "ranged")
    hits = calc.ranged_hits(m.current_combat(em.state).column, sum(dice))
    em(m.CombatResolved(hits, 0, ""))
    em.push(fx.HitZeds(space=effect.space, n=hits))


def _ambush(em: Emitter, effect: fx.Ambush) -> None:
    """"Right Under Our Feet": a melee attack on the Even column with the unit's shifts and its
    defence advantage; obstinate civilians lose their marker."""
    unit = board.unit(em.state, effect.unit)
    if "obstinate" in unit.markers:
        em(m.MarkerRemoved(unit.id, "obstinate"))
    shifts = tuple(calc.melee_shifts(unit.id, unit.markers, "event", unit.space, em.state.flags))
    em(m.CombatBegan(m.Combat(
        number=em.state.fights + 1, kind="ambush", space=unit.space, attacker="event", unit=unit.id,
        unit_strength=board.unit_strength(unit), start=calc.EVEN, shifts=shifts,
        column=calc.shifted(calc.EVEN, shifts),
    )))
    em.roll(2, "ambush")
    offer_reroll(em, unit.id)
    em.push(fx.AmbushResult(space=unit.space))


def _ambush_result(em: Emitter, effect: fx.AmbushResult) -> None:
    fight = m.current_combat(em.state)
    unit_hits = calc.melee_result(fight.column, sum(fight.dice))[1]
    em(m.CombatResolved(0, unit_hits, ""))
    em.push(fx.HitUnit(space=fight.space, unit=fight.unit, n=unit_hits),
            fx.Settle(space=fight.space))


# ---- hits ------------------------------------------------------------------------------------
def _hit_zeds(em: Emitter, effect: fx.HitZeds) -> None:
    """Regel 6.2: a mob's hits are shared out as you like, one hit at a time."""
    zeds = board.zeds_at(em.state, effect.space)
    if effect.n > 0 and zeds:
        em.push(fx.PickZed(purpose="hit", options=tuple(z.id for z in zeds), space=effect.space, n=effect.n))


def _hit_chosen(em: Emitter, zed_id: str, effect: fx.PickZed) -> None:
    hit_zed(em, board.zed(em.state, zed_id))
    if effect.n > 1:
        em.push(fx.HitZeds(space=effect.space, n=effect.n - 1))


def hit_zed(em: Emitter, zed: m.Zed) -> None:
    """Regel 6.2: a heart takes a marker, the last hit of a side flips or kills; a killed zed
    goes back to the bag. A Resistant zed ("Tough Zeds") loses each hit on 1–3."""
    if zed.resistant and em.roll(1, "resistant")[0] <= RESISTANT_UP_TO:
        em(m.HitsAvoided(zed.id, 1, "resistant"))
        return
    em(m.ZedHit(zed.id, _hit_result(zed.hits, zed.reduced, board.hit_capacity(zed))))


def _hit_result(hits: int, reduced: bool, capacity: int) -> str:
    if hits + 1 < capacity:
        return "marked"
    return "killed" if reduced else "flipped"


def _hit_unit(em: Emitter, effect: fx.HitUnit) -> None:
    """Regel 6.2: hits on one unit; a tough unit rolls for each (4–6 shrugs it off); the last
    hit brings a saving roll (Regel 6.3), and hits beyond it are lost."""
    unit = board.find_unit(em.state, effect.unit)
    if effect.n <= 0 or unit is None or unit.space != effect.space:
        return
    hits = effect.n
    tough = board.info(unit.id).abilities.get("tough")
    if tough is not None:
        avoided = sum(1 for roll in em.roll(hits, "tough") if roll >= tough.avoid_from)
        if avoided:
            em(m.HitsAvoided(unit.id, avoided, "tough"))
        hits -= avoided
    capacity = board.hit_capacity(unit)
    for _ in range(hits):
        unit = board.unit(em.state, unit.id)
        result = _hit_result(unit.hits, unit.reduced, capacity)
        em(m.UnitHit(unit.id, result))
        if result == "killed":
            saving_roll(em, unit.id)
            return


def saving_roll(em: Emitter, unit_id: str) -> None:
    """Regel 6.3: 1–3 the cemetery, 4–6 the town centre. "Der Tod erlöst dich nicht": a player
    whose own hero is buried takes another one. During "Spread" a normal civilian leaves a
    new zed behind."""
    where = board.unit(em.state, unit_id).space
    roll = em.roll(1, "save")[0]
    if roll >= content().tables.saving_roll.saved_from:
        em(m.UnitSaved(unit_id))
    else:
        em(m.UnitEliminated(unit_id))
        for seat, owned in enumerate(em.state.owners):
            if owned == unit_id:
                em.push(fx.TakeUnit(seat=seat))
    if "spread" in em.state.flags and board.info(unit_id).kind == "civilian":
        em(m.ZedOwed(where))


def _save(em: Emitter, effect: fx.Save) -> None:
    saving_roll(em, effect.unit)


def _take_unit(em: Emitter, effect: fx.TakeUnit) -> None:
    taken = set(em.state.owners)
    options = [u.id for u in em.state.units if board.on_map(u) and u.id not in taken
               and board.info(u.id).kind in ("hero", "heroic")]
    if options:
        em.push(fx.PickUnit(purpose="take", options=tuple(options), seat=effect.seat))
    else:
        em(m.OwnerSet(effect.seat, ""))


def _take_chosen(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    em(m.OwnerSet(effect.seat, unit_id))


# ---- after a combat --------------------------------------------------------------------------
def _settle(em: Emitter, effect: fx.Settle) -> None:
    """After a combat: zeds owed by "Spread" appear; on a Brains! card zeds that won step
    forward again at once (`purpose` is the loser)."""
    for spot in em.state.owed:
        em(m.OwedPaid(spot))
        em.push(fx.PlaceNew(space=spot))
    zeds = board.zeds_at(em.state, effect.space)
    if "brains" in em.state.flags and effect.purpose == "unit" and zeds:
        step_group(em, zeds)


def _smell_check(em: Emitter, effect: fx.SmellCheck) -> None:
    """"What's That Smell?": the new zed, if it fought, survived and won, turns full side up."""
    fight, zed = em.state.combat, board.find_zed(em.state, effect.zeds[0])
    if fight and fight.number > effect.n and fight.loser == "unit" and zed is not None and zed.reduced:
        em(m.ZedFlipped(zed.id))


# ---- retreats --------------------------------------------------------------------------------
def _retreat_zeds(em: Emitter, effect: fx.RetreatZeds) -> None:
    """Regel 6.4.4–6.4.5, 4.6: zeds retreat towards their start space, filling spaces up to the
    stacking limit; the stronger stays nearer the centre (equal strengths: your choice)."""
    zeds = sorted(board.zeds_at(em.state, effect.space), key=board.zed_strength, reverse=True)
    if not zeds:
        return
    ids = [z.id for z in zeds]
    together = len(zeds) == 1 or board.zed_room(em.state, _zed_retreat_spot(em.state, effect.space) or "") >= 2
    if not together and board.zed_strength(zeds[0]) == board.zed_strength(zeds[1]):
        em.push(fx.PickZed(purpose="retreat_first", options=tuple(ids), space=effect.space))
    else:
        em.push(fx.ZedRetreat(space=effect.space, zeds=tuple(ids)))


def _retreat_first(em: Emitter, zed_id: str, effect: fx.PickZed) -> None:
    order = (zed_id,) + tuple(z for z in effect.options if z != zed_id)
    em.push(fx.ZedRetreat(space=effect.space, zeds=order))


def _zed_retreat_spot(state: m.ZedsState, space: str) -> str | None:
    """The first space behind `space` with room for a zed (a unit's space has room: zeds and
    units never share a space after a melee); None if even the start space is full."""
    spot = board.step_out(space)
    while spot is not None and not board.is_start(spot):
        if board.zed_room(state, spot) > 0:
            return spot
        spot = board.step_out(spot)
    return spot if spot is not None and board.zed_room(state, spot) > 0 else None


def _zed_retreat(em: Emitter, effect: fx.ZedRetreat) -> None:
    """One zed of a retreating group (`zeds` in order, the stronger first). Retreating onto
    units starts a melee with the zeds attacking (Regel 6.4.3), once the whole group is back."""
    first, rest = effect.zeds[0], effect.zeds[1:]
    later = [fx.ZedRetreat(space=effect.space, zeds=rest)] if rest else []
    spot = _zed_retreat_spot(em.state, effect.space)
    if spot is None:
        # The stronger zed chooses its start space before the weaker one looks for room.
        if free_starts(em.state):
            em.push(fx.PickSpace(purpose="retreat_start", options=tuple(free_starts(em.state)), zeds=(first,)))
        else:
            em(m.ZedReturned(first, "no_room"))
        em.push(*later)
        return
    em.push(*later)
    _zed_back(em, first, spot)


def _retreat_start(em: Emitter, spot: str, effect: fx.PickSpace) -> None:
    _zed_back(em, effect.zeds[0], spot)


def _zed_back(em: Emitter, zed_id: str, spot: str) -> None:
    """Onto units: the contact is queued first (behind the rest of the group, pushed before)."""
    if board.units_at(em.state, spot):
        em.queue(fx.Contact(space=spot))
    em(m.ZedsMoved((zed_id,), spot, "retreat"))


def _retreat_units(em: Emitter, effect: fx.RetreatUnits) -> None:
    """Regel 6.4.1: every unit of the loser on the space retreats (`units` narrows it down, as
    for falling back). `origin` is the direction ("in" towards the centre, "out"); `card` is
    "fall_back" when they fall back (Regel 6.4.6) instead of retreating. When only one of two
    fits on the next free space, you choose which (Regel 6.4.5)."""
    units = [u.id for u in board.units_at(em.state, effect.space) if not effect.units or u.id in effect.units]
    way = effect.origin or "in"
    if len(units) == 2 and _one_place_left(em.state, effect.space, way):
        em.push(fx.PickUnit(purpose="units_first", options=tuple(units), space=effect.space, origin=way,
                            card=effect.card))
        return
    if units:
        em.push(fx.UnitRetreat(space=effect.space, units=tuple(units), origin=way, card=effect.card))


def _one_place_left(state: m.ZedsState, space: str, way: str) -> bool:
    spot = next_retreat_spot(state, space, way)
    return spot is not None and spot != CENTRE and not board.zeds_at(state, spot) \
        and board.unit_room(state, spot) == 1


def _units_first(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    order = (unit_id,) + tuple(u for u in effect.options if u != unit_id)
    em.push(fx.UnitRetreat(space=effect.space, units=order, origin=effect.origin, card=effect.card))


def next_retreat_spot(state: m.ZedsState, space: str, way: str) -> str | None:
    """Regel 6.4.5: past full and No Entry spaces, up to a space with room or with zeds; None
    when the way out ends at a start space."""
    spot = space
    while True:
        following = board.step_in(spot) if way == "in" else board.step_out(spot)
        if following is None or board.is_start(following):
            return None
        spot = following
        if spot in state.no_entry:
            continue
        if spot == CENTRE or board.zeds_at(state, spot) or board.unit_room(state, spot) > 0:
            return spot


def _unit_retreat(em: Emitter, effect: fx.UnitRetreat) -> None:
    """The units of a retreating group (`units`, in order; `unit` in older saves) retreat or
    fall back one after the other. Units that end on zeds attack them once the whole group is
    back (Regel 6.4.3), as retreating zeds do: the unit still waiting is never caught in that
    fight. A unit whose way ends at a start space is cut off: it takes a saving roll (the
    rulebook is silent)."""
    first, *rest = effect.units or (effect.unit,)
    later = [fx.UnitRetreat(space=effect.space, units=tuple(rest), origin=effect.origin,
                            card=effect.card)] if rest else []
    unit = board.find_unit(em.state, first)
    if unit is None or unit.space != effect.space:
        em.push(*later)
        return
    spot = next_retreat_spot(em.state, effect.space, effect.origin)
    if spot is None:
        em.push(fx.Save(unit=unit.id), *later)
        return
    em.push(*later)
    if board.zeds_at(em.state, spot):
        # Queued (behind the rest of the group) before the unit lands among the zeds.
        em.queue(fx.RetreatAttack(space=spot, origin=_previous(spot, effect.origin)))
    em(m.UnitMoved(unit.id, spot, effect.card or "retreat"))


def _retreat_attack(em: Emitter, effect: fx.RetreatAttack) -> None:
    """Regel 6.4.3: units that retreated onto zeds attack them. Your units never combine their
    strength (Regel 6.1): with two of them there you choose the one that fights; if it loses,
    both retreat again (Regel 6.4.1)."""
    if contested(em.state, effect.space):
        em.push(fx.PickUnit(purpose="retreat_attacker", options=_unit_ids(em.state, effect.space),
                            space=effect.space, origin=effect.origin))


def _retreat_attacker(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    em.push(fx.Melee(space=effect.space, unit=unit_id, origin=effect.origin, purpose="unit"))


def _previous(spot: str, way: str) -> str:
    """The space a unit moving `way` came from when it entered `spot`."""
    return (board.step_out(spot) if way == "in" else board.step_in(spot)) or spot


# What resolves each kind of effect of this module.
RESOLVERS: dict[type[Effect], Resolver] = {
    fx.Contact: _contact,
    fx.Offer: _offer,
    fx.Defend: _defend,
    fx.Attack: _attack,
    fx.Melee: _melee,
    fx.MeleeResult: _melee_result,
    fx.Fire: _fire,
    fx.Ambush: _ambush,
    fx.AmbushResult: _ambush_result,
    fx.HitZeds: _hit_zeds,
    fx.HitUnit: _hit_unit,
    fx.Save: _save,
    fx.TakeUnit: _take_unit,
    fx.Settle: _settle,
    fx.SmellCheck: _smell_check,
    fx.RetreatZeds: _retreat_zeds,
    fx.ZedRetreat: _zed_retreat,
    fx.RetreatUnits: _retreat_units,
    fx.UnitRetreat: _unit_retreat,
    fx.RetreatAttack: _retreat_attack,
}


# What each decision's answer does, by the decision's purpose.
CHOSEN: dict[str, Chosen] = {
    "traps": _traps,
    "evade": _evade,
    "defender": _defender,
    "charge": _charge,
    "reroll": _reroll,
    "last_stand": _last_stand,
    "hit": _hit_chosen,
    "take": _take_chosen,
    "retreat_first": _retreat_first,
    "retreat_start": _retreat_start,
    "units_first": _units_first,
    "retreat_attacker": _retreat_attacker,
}
