"""Attacks [DE: Angriffe; Reichweite im Fernkampf; Begegnungen besiegen; Gemeinsam angreifen]
and what encounters do when the time marker reaches them [DE: Begegnungskarten]."""

from __future__ import annotations

from functools import lru_cache

from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity import queued as fx
from game.titles.heredity.content import Attack, content
from game.titles.heredity.effects import draw_karma, hurt, run_section
from game.titles.heredity.emitter import Emitter
from game.titles.heredity.geometry import Geometry, geometry, paths


def _present(attack: Attack | None, who: str) -> Attack:
    """An attack the rules know is there: a figure's that attacks (`figure_attack` passes over
    those without one), a weapon's a member attacks with (only weapons with one are offered)."""
    if attack is None:
        raise LookupError(f"{who} has no attack")
    return attack


def attack_value(base: int, karma_card: str) -> int:
    """[DE: Angriffe 3] base and karma card: +, −, × or a miss (0)."""
    karma = content().side(karma_card, "a").karma_def
    if karma.sign == "+":
        return base + karma.value
    if karma.sign == "-":
        return base - karma.value
    if karma.sign == "x":
        return base * karma.value
    return 0


def strike(em: Emitter, attackers: tuple[str, ...], target: str, base: int) -> None:
    """[DE: Angriffe 2–5] one karma card for the whole (joint) attack; defence reduces the
    damage; a positive value hits."""
    card = draw_karma(em)
    value = attack_value(base, card)
    defence = _defence(em.state, target)
    damage = max(0, value - defence) if value > 0 else 0
    em(m.AttackResolved(attackers, target, base, card, value, damage))
    if not damage:
        return
    if q.is_member(target):
        hurt(em, target, damage)
    else:
        em(m.FigureDamaged(target, damage))
        check_defeated(em, target)


def _defence(state: m.HeredityState, target: str) -> int:
    if q.is_member(target):
        return q.passive(state, target).defence
    return q.encounter_def(state, q.figure_card(target)).defence


def check_defeated(em: Emitter, fid: str) -> None:
    """[DE: Begegnungen besiegen] damage at least its life points defeats a figure; the card's
    defeated effect runs once every figure of the card is defeated."""
    figure = q.figure(em.state, fid)
    card = q.figure_card(fid)
    if figure is None or figure.damage < q.encounter_def(em.state, card).life:
        return
    em(m.FigureRemoved(fid))
    if not q.figures_of(em.state, card):
        run_section(em, card, "defeated")


# ---- family attacks ------------------------------------------------------------------------
def weapon_space_kind(weapon: str) -> str:
    return {"punch": "hand", "kick": "leg"}.get(weapon, "")


def joint_base(state: m.HeredityState, joined: tuple[str, ...]) -> tuple[tuple[str, ...], int]:
    """[DE: Gemeinsam angreifen] the base values add up; item passives may add to them."""
    attackers, base = [], 0
    for entry in joined:
        who, _, weapon = entry.partition("|")
        attackers.append(who)
        if weapon == "ally":
            base += _present(q.encounter_def(state, q.figure_card(who)).attack, who).base
        else:
            base += _present(q.weapon_attack(state, who, weapon), who).base + q.passive(state, who).attack_bonus
    return tuple(attackers), base


def resolve_joint(em: Emitter, effect: fx.Joint) -> None:
    attackers, base = joint_base(em.state, effect.extra)
    if q.figure(em.state, effect.target) is not None:
        strike(em, attackers, effect.target, base)


# ---- encounters acting ---------------------------------------------------------------------
def encounter_turn(em: Emitter, effect: fx.EncounterTurn) -> None:
    """[DE: Mehrere Figuren] each figure attacks in turn, the one nearest a family member
    first; on a tie the players choose."""
    state = em.state
    left = [f.id for f in q.figures_of(state, effect.card) if f.id not in effect.extra]
    if not left:
        return
    geo = geometry(state)
    nearest = _nearest_figures(state, geo, left)
    if len(nearest) > 1:
        em.queue(fx.Target(section="first_figure", card=effect.card, target=",".join(effect.extra),
                           extra=tuple(nearest)))
        return
    act_figure(em, effect.card, nearest[0], effect.extra)


def act_figure(em: Emitter, card: str, fid: str, done: tuple[str, ...]) -> None:
    em.queue(_attack_of(em.state, card)(member=fid), fx.EncounterTurn(card=card, extra=done + (fid,)))


def _attack_of(state: m.HeredityState, card: str) -> type[fx.FigureAttack]:
    """A hostile encounter's figures attack the family and allies, an ally's the hostile ones."""
    return fx.FigureAttack if q.status(state, card) == "hostile" else fx.AllyAttack


def _nearest_figures(state, geo: Geometry, figures: list[str]) -> list[str]:
    members = [q.area_of(state, n) for n in q.on_table(state)]
    best, found = None, []
    for fid in figures:
        reach = paths(geo, q.area_of(state, fid))
        steps = min((reach[geo.area[a]][0] for a in members if geo.area[a] in reach), default=999)
        if best is None or steps < best:
            best, found = steps, [fid]
        elif steps == best:
            found.append(fid)
    return found


def targets_in_reach(state, fid: str, attack: Attack, candidates: list[str]) -> list[str]:
    geo = geometry(state)
    full = q.full_areas(state)
    here = q.area_of(state, fid)
    return [t for t in candidates if q.in_reach(geo, attack, here, q.area_of(state, t), full)]


def candidates_for(state, fid: str) -> list[str]:
    """Hostile encounters attack the family and allies; allies attack hostile encounters."""
    if q.status(state, q.figure_card(fid)) == "hostile":
        return q.hostile_targets(state)
    return [t for t in q.foes(state) if q.status(state, q.figure_card(t)) == "hostile"]


def figure_attack(em: Emitter, effect: fx.FigureAttack) -> None:
    """[DE: Angriffe 1] attack a target in reach; with none, move (if the card shows a move
    value) by the shortest way toward the nearest possible target, then attack if it can."""
    state = em.state
    fid = effect.member
    if q.figure(state, fid) is None:
        return
    attack = q.encounter_def(state, q.figure_card(fid)).attack
    if attack is None:
        return
    candidates = candidates_for(state, fid)
    in_reach = targets_in_reach(state, fid, attack, candidates)
    if in_reach:
        choose_victim(em, fid, in_reach)
        return
    if effect.n or not attack.move:
        return                                       # the attack lapses
    # [DE: Verbündete Begegnungen] "Ihr entscheidet ... was das Ziel ihres Angriffs ist":
    # an ally goes for any hostile it can reach, a hostile for the nearest
    allied = q.status(state, q.figure_card(fid)) == "allied"
    hunted = hunt_targets(state, fid, attack, candidates, nearest_only=not allied)
    if len(hunted) > 1:
        em.queue(fx.Target(section="hunt", member=fid, extra=tuple(hunted)))
    elif hunted:
        hunt(em, fid, hunted[0])


def choose_victim(em: Emitter, fid: str, victims: list[str]) -> None:
    if len(victims) > 1:
        em.queue(fx.Target(section="victim", member=fid, extra=tuple(victims)))
    else:
        attack_target(em, fid, victims[0])


def attack_target(em: Emitter, fid: str, target: str) -> None:
    """A hostile attacks alone; an allied encounter may be joined by the discs on its card."""
    card = q.figure_card(fid)
    if q.status(em.state, card) == "allied":
        em.queue(fx.Joint(card=card, target=target, extra=(f"{fid}|ally",)))
        return
    strike(em, (fid,), target, _present(q.encounter_def(em.state, card).attack, fid).base)


def attack_areas(state, geo: Geometry, attack: Attack, target: str, full: frozenset[str]) -> frozenset[str]:
    """Areas from which `attack` reaches `target`."""
    return _areas_reaching(geo, attack, q.area_of(state, target), full)


@lru_cache(maxsize=4096)
def _areas_reaching(geo: Geometry, attack: Attack, where: str, full: frozenset[str]) -> frozenset[str]:
    """`attack_areas` by what it reads: every hunting figure asks it of every target it might
    go for, turn after turn, while the targets mostly stand where they stood."""
    return frozenset(a for a in geo.members if q.in_reach(geo, attack, a, where, full))


def hunt_targets(state, fid: str, attack: Attack, candidates: list[str], nearest_only: bool = True) -> list[str]:
    """The targets the figure can reach at all, attacking from an area with room
    [DE: Sonderfall: Volle Bereiche]; with `nearest_only`, those fewest moves away."""
    geo = geometry(state)
    full = q.full_areas(state)
    start = geo.area[q.area_of(state, fid)]
    reach = paths(geo, start)
    best, found = None, []
    for target in candidates:
        steps = min((reach[a][0] for a in attack_areas(state, geo, attack, target, full)
                     if a in reach and a not in full), default=None)
        if steps is None:
            continue
        if not nearest_only:
            found.append(target)
        elif best is None or steps < best:
            best, found = steps, [target]
        elif steps == best:
            found.append(target)
    return found


def stops(state, fid: str, target: str) -> dict[str, int]:
    """Where the figure may end its move toward `target`: on a shortest way with the least harm,
    at most its move value along it, as far as it gets without stopping in a full area [DE:
    Sonderfall: Volle Bereiche]. Maps each possible stop to the harm taken."""
    geo = geometry(state)
    full = q.full_areas(state)
    attack = _present(q.encounter_def(state, q.figure_card(fid)).attack, fid)
    start = geo.area[q.area_of(state, fid)]
    ahead = paths(geo, start)
    goals = [a for a in attack_areas(state, geo, attack, target, full) if a in ahead and a not in full]
    best = min(ahead[a] for a in goals)
    behind: dict[str, tuple[int, int]] = {}
    for goal in goals:
        if ahead[goal] == best:
            for area, cost in paths(geo, goal).items():
                if area not in behind or cost < behind[area]:
                    behind[area] = cost
    walk = min(attack.move, best[0])
    way = {}
    for area, (steps, harm) in ahead.items():
        back = behind.get(area)
        on_way = back is not None and (steps + back[0], harm + back[1]) == best
        if on_way and steps <= walk and (area == start or area not in full):
            way[area] = (steps, harm)
    farthest = max(steps for steps, _ in way.values())
    return {area: harm for area, (steps, harm) in way.items() if steps == farthest}


def hunt(em: Emitter, fid: str, target: str) -> None:
    options = stops(em.state, fid, target)
    if list(options) == [geometry(em.state).area[q.area_of(em.state, fid)]]:
        return                                       # full areas ahead: it stays, the attack lapses
    if len(options) > 1:
        em.queue(fx.Target(section="path", member=fid, target=target, extra=tuple(sorted(options))))
    else:
        move_figure(em, fid, next(iter(options)), options[next(iter(options))])


def move_figure(em: Emitter, fid: str, area: str, harm: int) -> None:
    """The encounter moves; crossing red lines hurts it (and may defeat it). Then it attacks if
    it now can, without moving again."""
    em(m.FigureMoved(fid, area, harm))
    if harm:
        em(m.FigureDamaged(fid, harm))
        check_defeated(em, fid)
    if q.figure(em.state, fid) is not None:
        em.queue(_attack_of(em.state, q.figure_card(fid))(member=fid, n=1))


def ally_turn(em: Emitter, effect: fx.AllyTurn) -> None:
    """[DE: Verbündete Begegnungen] the players decide how the ally acts: its own effect, then
    its attack, which the discs on its card may join."""
    if q.encounter_def(em.state, effect.card).ally:
        run_section(em, effect.card, "ally")
    em.queue(fx.EncounterTurn(card=effect.card))


def ally_joiners(state, effect: fx.Joint) -> list[tuple[str, str]]:
    """Members whose disc lies on the ally's card and who can reach the target."""
    entry = q.encounter(state, effect.card)
    joined = {e.partition("|")[0] for e in effect.extra}
    found = []
    for name in entry.discs if entry else ():
        if name in joined:
            continue
        for weapon in weapons(state, name):
            attack = _present(q.weapon_attack(state, name, weapon), name)
            if q.in_reach(geometry(state), attack, q.area_of(state, name), q.area_of(state, effect.target),
                          q.full_areas(state)):
                found.append((name, weapon))
    return found


def weapons(state, name: str) -> list[str]:
    """Punch, kick and every attack field of the member's items."""
    found = ["punch", "kick"]
    for entry in q.carried(state, name):
        for index, field in enumerate(q.item_side(state, entry.card).fields):
            if field.attack is not None:
                found.append(f"item:{entry.card}.{index}")
    return found
