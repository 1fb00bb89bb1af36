"""The creatures on the secret map: spawning, moving, teleporting, the noise they make, their
attacks and the light they put out. Rules cited from the Evil compendium (KBM S.n)."""

from __future__ import annotations

from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.board import STAIRS
from game.titles.alone.emitter import AloneEmitter


def spawn(em: AloneEmitter, kind: str, sector: str, seat: int, noisy: bool = True) -> None:
    """[KBM S.6 KREATUREN AUFTAUCHEN LASSEN] a creature appears; it makes noise where it appears.
    Revealed at once in a revealed sector (no shock: never in the hero's sector). It takes any of
    its kind's free tokens, drawn at random: the number the hero sees tells nothing of how many
    of its kind lie hidden (the lowest free number would: "Spore 2" means a Spore 1 somewhere)."""
    free = q.free_tokens(em.state, kind)
    if not free:
        return
    creature = free[0] if len(free) == 1 else em.rng.choice(free)
    em(m.CreatureSpawned(creature, kind, sector))
    if sector in em.state.revealed:
        em.tell("appears", kind=kind, creature=creature)
    if noisy:
        noise(em, sector, seat)


def remove(em: AloneEmitter, creature_id: str) -> None:
    creature = em.state.creature(creature_id)
    seen = creature.sector in em.state.revealed
    em(m.CreatureRemoved(creature_id))
    if seen:
        em.tell("vanishes", kind=creature.kind, creature=creature_id)


def move(em: AloneEmitter, creature_id: str, to: str, steps: int, seat: int, opening: str = "",
         via: tuple[str, ...] = ()) -> None:
    """[KBM S.6 KREATUREN BEWEGEN; S.7] a creature moves along its shortest way, or the way `via`
    the sectors the Evil player chose (opening blocked doors costs a step; `opening`: a door of
    the sector it ends in, opened with the last step); the hero sees it wherever the labyrinth
    shows it. A hidden creature entering a revealed sector is revealed at once; revealed right in
    the hero's sector, it shocks him. It makes noise where it stops."""
    creature = em.state.creature(creature_id)
    ways, openings = q.creature_reach(em.state, creature, steps)
    if via:
        way = next(w for w in q.other_ways(em.state, creature, steps)[to] if w.path[1:-1] == via)
    else:
        way = openings[(to, opening)] if opening else ways[to]
    for door in way.opens:
        em(m.DoorChanged(door, blocked=False))
        if any(side in em.state.revealed for side in door.split("|")):
            em.tell("door_opened")
    em(m.CreatureMoved(creature_id, way.path))
    _tell_way(em, creature, way.path)
    noise(em, to, seat)


def _tell_way(em: AloneEmitter, creature: m.Creature, path: tuple[str, ...]) -> None:
    """What the hero sees of a move: where it crosses his labyrinth. A creature that only passes
    through and goes on out of it is told by its kind alone (its token would let him follow it)."""
    here = q.board(em.state)
    revealed = set(em.state.revealed)
    stays = path[-1] in revealed
    for a, b in zip(path, path[1:], strict=False):
        if a in revealed and b not in revealed:
            em.tell("leaves", kind=creature.kind, side=_side(here, a, b))   # where it goes is secret now
        elif b in revealed and a not in revealed:
            in_hero = b == em.state.hero
            em.tell("appears", kind=creature.kind, wounded=creature.wounded, creature=creature.id if stays else "",
                    side="here" if in_hero else "")
            if in_hero:
                em.shocked(creature.kind)
        elif b in revealed:
            em.tell("moves", kind=creature.kind, creature=creature.id, side="here" if b == em.state.hero else "")


def _side(here, a: str, b: str) -> str:
    direction = here.direction(a, b)
    return "floor" if direction == STAIRS else direction


def teleport(em: AloneEmitter, creature_id: str, to: str) -> None:
    """[KBM S.20 Glossar, Teleportation] no noise, no minimum distance."""
    em(m.CreatureMoved(creature_id, (em.state.creature(creature_id).sector, to), teleport=True))


def noise(em: AloneEmitter, sector: str, seat: int) -> None:
    """[KBM S.7 GERÄUSCHE MITTEILEN] the side of his sector a shortest way from the noise reaches
    the hero by; several: the Evil player tells one; the other floor: only that. Blocked doors stop
    noise."""
    state = em.state
    here = q.board(state)
    if sector == state.hero:
        em.tell("noise", side="here")
    elif here.floor(sector) != here.floor(state.hero):
        em.tell("noise", side="floor")
    else:
        sides = here.arrival_sides(sector, state.hero, state.blocked)
        if not sides:
            em.tell("noise", side="unknown")
        elif len(sides) == 1:
            em.tell("noise", side=sides[0])
        else:
            em.push(fx.Noise(seat=seat, sectors=tuple(sides)))


# ---- attacks ------------------------------------------------------------------------------------------
def hits(state: m.AloneState, faces, by_creature: bool, abilities: bool = True) -> int:
    """[KBM S.10 TREFFER ODER FEHLSCHLAG?] hits count; half hits count for a creature when the
    hero's sector holds a danger token (unless his Breather skill says otherwise: not for an
    attack no ability changes, `abilities` False), for the hero when his sector is lit."""
    if by_creature:
        halves = state.hero in state.danger and not (abilities and state.has_skill("breather"))
    else:
        halves = q.lit(state, state.hero)
    return sum(1 for f in faces if f == "hit" or (f == "half" and halves))


def attack_hero(em: AloneEmitter, creature_id: str, first: bool) -> None:
    """[KBM S.10] a creature in the hero's sector attacks: dice for dark or light; each hit costs
    1 health. The first attack of a turn rolls a die fewer against a hero with Reflexes."""
    if creature_id not in {c.id for c in em.state.creatures}:
        return
    creature = em.state.creature(creature_id)
    if creature.sector != em.state.hero:
        return
    reflexes = 1 if first and em.state.has_skill("reflexes") else 0
    boost = em.state.boost + dict(em.state.boosts).get(creature_id, 0)
    dice = max(0, q.attack_dice(em.state, creature.kind, creature.sector) + boost - reflexes)
    faces = em.roll(dice, f"attack:{creature.kind}")
    em.lose(health=hits(em.state, faces, by_creature=True), cause=f"attack:{creature.kind}")


def opportunity(em: AloneEmitter) -> None:
    """[KBM S.10 GELEGENHEITSANGRIFFE] leaving a sector with creatures: one attack, 1 die each,
    one fewer if the sector is lit; cards and abilities do not change it (the danger token's half
    hits are the sector's, not an effect)."""
    count = len(em.state.in_sector(em.state.hero))
    if not count:
        return
    dice = count - (1 if q.lit(em.state, em.state.hero) else 0)
    faces = em.roll(dice, "opportunity")
    em.lose(health=hits(em.state, faces, by_creature=True, abilities=False), cause="opportunity")


def lights_out(em: AloneEmitter) -> None:
    """[KBM S.9 DAS LICHT AUSSCHALTEN] a creature that moved this turn and stands in a lit sector
    other than the hero's puts the light out there."""
    state = em.state
    dark = sorted({c.sector for c in state.creatures if c.id in state.moved and c.sector != state.hero
                   and q.lit(state, c.sector)})
    em.light(dark, on=False)


# ---- damage to creatures ---------------------------------------------------------------------------
def damage(em: AloneEmitter, creature_id: str, amount: int) -> str:
    """[KBM S.11 SCHADEN GEGEN KREATUREN] two thresholds: enough for the first wounds it, the
    second kills a wounded one, both at once kill an unwounded one; less is lost. Returns
    "killed", "wounded" or ""."""
    creature = em.state.creature(creature_id)
    spec = q.creature_def(creature.kind)
    seen = creature.sector in em.state.revealed
    if creature.wounded:
        killed, wounded = amount >= spec.kill, False
    else:
        killed, wounded = amount >= spec.wound + spec.kill, amount >= spec.wound
    if not (killed or wounded):
        if seen:
            em.tell("unhurt", kind=creature.kind, creature=creature_id)
        return ""
    em(m.CreatureHurt(creature_id, killed))
    if seen:
        em.tell("killed" if killed else "wounded", kind=creature.kind, creature=creature_id)
    return "killed" if killed else "wounded"
