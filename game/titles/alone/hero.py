"""The hero's turn: Bullet Time and the six actions (KBM S.5, S.12–15), items used through
them, missions and experience. Each action is taken apart into queue effects so that the Evil
players' instant windows open at the moments the rules name."""

from __future__ import annotations

from functools import cache, lru_cache

from msgspec.structs import replace

from game.engine.memo import per_state
from game.titles.alone import creatures
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.board import STAIRS, board_of, door_id
from game.titles.alone.content import ItemUse, card_of, content
from game.titles.alone.emitter import AloneEmitter


# ---- the turn ------------------------------------------------------------------------------------
def bullet_time(em: AloneEmitter) -> None:
    """[KBM S.5 BULLET TIME] 1 adrenaline for 2 actions this turn (the pilot: once a round free)."""
    free = em.state.character == "pilot" and "free_bullet_time" not in em.state.used
    em(m.BulletTimeUsed(free))


def actions_allowed(state: m.AloneState) -> int:
    return 2 if state.bullet else 1


def act(em: AloneEmitter, cmd: m.Act) -> None:
    """Declare an action (with an item, the item's use replaces it, KBM S.12); then resolve it."""
    state = em.state
    em(m.ActionTaken(cmd.action, cmd.item, dangerous=state.hero in state.danger))
    if cmd.item:
        spend(em, cmd.item, cmd.charges or 1)
    ACTIONS[cmd.action](em, cmd)
    em.push(fx.ActionDone())


def spend(em: AloneEmitter, card: str, charges: int) -> None:
    spec = q.item_def(card)
    if spec.permanent:
        return
    em(m.ItemSpent(card, charges))
    carried = q.held(em.state, card)
    if carried is not None and carried.charges <= 0:
        em(m.ItemDiscarded(card))


def use_of(state: m.AloneState, card: str) -> ItemUse:
    carried = q.held(state, card)
    return held_use(card, bool(carried and carried.upgraded))


@cache
def held_use(card: str, upgraded: bool) -> ItemUse:
    """What an item card copy does, plain or upgraded (remembered: the legal commands ask it of
    every item the hero holds)."""
    return content().uses[(card_of(card), upgraded)]


# ---- Move [KBM S.12 DIE BEWEGEN-AKTION] -------------------------------------------------------------
def _move(em: AloneEmitter, cmd: m.Act) -> None:
    steps = use_of(em.state, cmd.item).steps if cmd.item else 1
    step_towards(em, cmd.direction, steps - 1)


def step_towards(em: AloneEmitter, direction: str, more: int) -> None:
    em.push(fx.Opportunity(), fx.HeroStep(target=direction, n=more))


def hero_step(em: AloneEmitter, effect: fx.HeroStep) -> None:
    """The hero goes to the adjacent sector; entering a hidden one, the Evil players may play
    before it is revealed; changing floors takes the old floor's labyrinth away but the stairs."""
    here = q.board(em.state)
    old = em.state.hero
    new = dict(here.ways(old, em.state.blocked))[effect.target]
    if new not in em.state.revealed:
        em.window("before_reveal", (new,))
    em.push(fx.HeroArrive(n=effect.n))
    em.flush()                  # queued first: the hero stands in a hidden sector only until it is revealed
    em(m.HeroMoved(new))
    em.tell("stepped", side="floor" if effect.target == STAIRS else effect.target)
    if here.floor(new) != here.floor(old):
        left = tuple(s for s in em.state.revealed if here.floor(s) == here.floor(old) and s != old)
        if left:
            em(m.Hidden(left))
            em.tell("floor_left", count=len(left))


def hero_arrive(em: AloneEmitter, effect: fx.HeroArrive) -> None:
    em.reveal([em.state.hero])
    em.look()
    follow: list[fx.Effect] = []
    if door_directions(em.state, blocked=False):
        follow.append(fx.Block())
    if effect.n > 0:
        follow.append(fx.Step(n=effect.n))
    em.push(*follow)


def door_directions(state: m.AloneState, blocked: bool) -> list[str]:
    """Sides of the hero's sector with a door, blocked or not."""
    here = q.board(state)
    return [d for d, join in here.joins[state.hero].items()
            if join.door and (q.door_of(state, state.hero, d) in state.blocked) == blocked]


def block(em: AloneEmitter, direction: str) -> None:
    """[KBM S.7 BLOCKIERTE TÜREN] after each step the hero may block 1 door of his sector."""
    if direction:
        em(m.DoorChanged(q.door_of(em.state, em.state.hero, direction), blocked=True))
        em.tell("door_blocked", side=direction)


# ---- Explore [KBM S.13 DIE ERKUNDEN-AKTION] -----------------------------------------------------------
def explore_line(state: m.AloneState, direction: str, count: int, through_doors: bool) -> tuple[str, ...]:
    """Up to `count` sectors in a straight line: a door of the hero's own sector does not stop it,
    the next door does (a drone flies on); along stairs only the sector at the other end."""
    return explore_line_from(state.scenario, state.hero, direction, count, through_doors, state.blocked)


# Remembered by all it depends on: the hero's legal commands look along every side of his sector
# on every turn, and he stays where he is over many turns.
@lru_cache(maxsize=1 << 12)
def explore_line_from(scenario: str, start: str, direction: str, count: int, through_doors: bool,
                  blocked: tuple[str, ...]) -> tuple[str, ...]:
    here = board_of(scenario)
    if direction == STAIRS:
        return (here.stairs[start][0],) if start in here.stairs else ()
    found: list[str] = []
    sector, first = start, True
    while len(found) < count:
        join = here.joins[sector].get(direction)
        if join is None:
            break
        door = door_id(sector, join.to) if join.door else ""
        if door and (door in blocked or (not first and not through_doors)):
            break
        sector, first = join.to, False
        found.append(sector)
    return tuple(found)


def explore_reach(state: m.AloneState, item: str) -> tuple[int, bool]:
    """How far an Explore reaches: 2 sectors, a drone's more; the spore fog (a blue mission's
    nuisance) leaves only 1."""
    count, through = (use_of(state, item).sectors, True) if item else (2, False)
    if malus(state) == "explore_one":
        count = 1
    return count, through


def _explore(em: AloneEmitter, cmd: m.Act) -> None:
    count, through = explore_reach(em.state, cmd.item)
    line = explore_line(em.state, cmd.direction, count, through)
    hidden = tuple(s for s in line if s not in em.state.revealed)
    if hidden:
        em.window("before_reveal", hidden)
    labels = ("here", *(f"{cmd.direction}{i}" for i in range(1, len(line) + 1)))
    em.push(fx.Explored(sectors=(em.state.hero, *line), done=labels))


def explored(em: AloneEmitter, effect: fx.Explored) -> None:
    """Reveal them (creatures seen there cause no shock: they are not in the hero's sector), then
    the hero may take 1 danger token from his sector or one just explored."""
    em.reveal(effect.sectors[1:])
    em.look()
    candidates = [(label, s) for label, s in zip(effect.done, effect.sectors, strict=True) if s in em.state.danger]
    if candidates:
        em.push(fx.Clear(sectors=tuple(s for _, s in candidates), done=tuple(lb for lb, _ in candidates)))


def clear(em: AloneEmitter, effect: fx.Clear, where: str) -> None:
    if where:
        sector = effect.sectors[effect.done.index(where)]
        em.danger(sector, on=False)


# ---- Attack [KBM S.13 DIE ANGREIFEN-AKTION; S.10–11] -------------------------------------------------
def attack_dice(state: m.AloneState, cmd: m.Act) -> int:
    if not cmd.item:
        return 2 if state.has_skill("brawler") else content().sheet.basic_attack_dice
    use = use_of(state, cmd.item)
    if q.item_def(cmd.item).permanent:
        return use.dice
    return use.dice * max(1, cmd.charges)


def attack_target(state: m.AloneState, cmd: m.Act) -> tuple[str, bool]:
    """(what is attacked, whether the roll hits every creature there): a creature, or for an area
    item the hero's sector or, for a charge, the adjacent sector in `direction`."""
    if cmd.item and use_of(state, cmd.item).area:
        if use_of(state, cmd.item).adjacent:
            return dict(q.board(state).ways(state.hero, state.blocked))[cmd.direction], True
        return state.hero, True
    return cmd.target, False


def _attack(em: AloneEmitter, cmd: m.Act) -> None:
    target, area = attack_target(em.state, cmd)
    em.window("before_roll")
    em.push(fx.HeroRoll(value=attack_dice(em.state, cmd)), fx.HeroDamage(target=target, flag=area))


def hero_roll(em: AloneEmitter, effect: fx.HeroRoll) -> None:
    faces = em.roll(max(0, effect.value - em.state.shaken), "hero_attack")
    em(m.HitsScored(creatures.hits(em.state, faces, by_creature=False)))
    em.window("after_roll")


def hero_damage(em: AloneEmitter, effect: fx.HeroDamage) -> None:
    """The hits, less those the creature ignores, fall on the creature (or on every creature of
    the sector, one roll for all). A kill of a revealed creature gives experience (KBM S.11).
    Into a hidden sector the hero is told the same whatever lay there: that he cannot see."""
    amount = max(0, em.state.hits - em.state.guard)
    if effect.flag:
        victims = [c.id for c in em.state.in_sector(effect.target)]
        if effect.target not in em.state.revealed:
            em.tell("nothing_there")
    else:
        victims = [effect.target] if effect.target in {c.id for c in em.state.creatures} else []
    for creature_id in victims:
        creature = em.state.creature(creature_id)
        seen = creature.sector in em.state.revealed
        if creatures.damage(em, creature_id, amount) == "killed":
            killed(em, creature.kind, seen)


def killed(em: AloneEmitter, kind: str, seen: bool) -> None:
    """[KBM S.11 ERFAHRUNGSPUNKTE] 1 point in the kind's skill (a boss: 1 in two skills of the
    hero's choice); not for a hidden kill; at most 2 a skill."""
    advance_missions(em, kill=kind)
    if not seen:
        return
    spec = q.creature_def(kind)
    if spec.boss:
        em.push(fx.Xp(n=2))
    elif em.state.xp_of(spec.skill) < 2:
        em(m.XpGained(spec.skill))


def gain_skill(em: AloneEmitter, effect: fx.Xp, skill: str) -> None:
    em(m.XpGained(skill))
    if effect.n > 1:
        em.replace_head(replace(effect, n=effect.n - 1, done=(*effect.done, skill)))
    else:
        em.dequeue()


# ---- Locate [KBM S.14 DIE ORTEN-AKTION] -------------------------------------------------------------
def locate_count(state: m.AloneState, item: str) -> int:
    if item:
        return use_of(state, item).targets
    return 3 if state.has_skill("tracker") else 2


def _locate(em: AloneEmitter, cmd: m.Act) -> None:
    em.push(fx.Locate(n=locate_count(em.state, cmd.item), card=cmd.item))


def target_sectors(state: m.AloneState, target: str) -> list[str]:
    here = q.board(state)
    kind, _, name = target.partition(":")
    if kind == "room":
        return [here.rooms[name]]
    if kind == "creature":
        return [c.sector for c in state.creatures if c.kind == name]
    if kind == "switchbox":
        return [s for s, spec in here.sectors.items() if spec.switchbox]
    if kind == "stairs":
        return list(here.stairs)
    if kind == "danger":
        return list(state.danger)
    if kind == "mission":
        return mission_rooms(state)
    return []


def located(em: AloneEmitter, effect: fx.Locate, target: str) -> None:
    """The shortest distance to the nearest such element, blocked doors ignored, and whether it
    is on the hero's floor (no direction, but with a motion sensor)."""
    state = em.state
    here = q.board(state)
    distances = here.distances(state.hero, blocked=None)
    options = sorted((distances[s], s) for s in target_sectors(state, target) if s in distances)
    if not options:
        em(m.Located(target, -1, False))
    else:
        distance, sector = options[0]
        side = ""
        if effect.card and use_of(state, effect.card).direction and distance > 0:
            way = here.path(state.hero, sector, blocked=())
            side = here.direction(state.hero, way[1]) if len(way) > 1 else ""
        em(m.Located(target, distance, here.floor(sector) == here.floor(state.hero), side))
    if effect.n > 1:
        em.replace_head(replace(effect, n=effect.n - 1, done=(*effect.done, target)))
    else:
        em.dequeue()


# ---- Search [KBM S.15 DIE DURCHSUCHEN-AKTION] -------------------------------------------------------
def _search(em: AloneEmitter, cmd: m.Act) -> None:
    """1 item card; the first search of a room draws 3 and marks it on the hero sheet. Then any
    number of upgrades."""
    room = q.board(em.state).sectors[em.state.hero].room
    count = 1
    if room and room not in em.state.searched:
        em(m.Searched(room))
        count = 3
    for _ in range(count):
        draw_item(em)
    advance_missions(em, action="search")
    em.push(fx.Upgrade(flag=em.state.character == "technician"))


def draw_item(em: AloneEmitter, ammo: bool = False) -> bool:
    deck = [c for c in em.state.item_deck if not ammo or q.item_def(c).ammo]
    if not deck:
        return False
    card = deck[0]
    em(m.ItemGained(card, q.item_def(card).charges))
    return True


def upgrades(state: m.AloneState, any_material: bool) -> list[tuple[str, str]]:
    """[KBM S.15 AUSRÜSTUNG VERBESSERN] a charge from another item of the same material goes on
    the item's "upgraded" box (an item is upgraded once)."""
    found = []
    for target in state.items:
        if target.upgraded:
            continue
        material = q.item_def(target.card).material
        for source in state.items:
            if source.card != target.card and source.charges >= 1 and \
                    (any_material or q.item_def(source.card).material == material):
                found.append((target.card, source.card))
    return found


def upgrade(em: AloneEmitter, effect: fx.Upgrade, item: str, source: str) -> None:
    em(m.ItemUpgraded(item, source))
    carried = q.held(em.state, source)
    if carried is not None and carried.charges <= 0 and not q.item_def(source).permanent:
        em(m.ItemDiscarded(source))
    same = q.item_def(item).material == q.item_def(source).material
    em.replace_head(replace(effect, flag=effect.flag and same))


# ---- Interact [KBM S.15 DIE INTERAGIEREN-AKTION; S.8] -----------------------------------------------
def switchbox_reach(state: m.AloneState, item: str) -> int:
    """A repaired switchbox lights its sector and up to 2 more in a line (a blue mission's power
    cut: 1; a toolkit: more)."""
    reach = use_of(state, item).switchbox if item and use_of(state, item).switchbox else 2
    return 1 if malus(state) == "switchbox_one" else reach


def _interact(em: AloneEmitter, cmd: m.Act) -> None:
    state = em.state
    use = use_of(state, cmd.item) if cmd.item else None
    if cmd.target == "mission":
        advance_missions(em, action="interact")
    elif use is not None and (use.health or use.composure):
        em.regain(health=use.health, composure=use.composure)
    elif use is not None and use.adrenaline:
        em(m.Regained(adrenaline=use.adrenaline))
    elif use is not None and use.doors:
        for direction in (cmd.direction, cmd.target):
            if direction:
                door = q.door_of(state, state.hero, direction)
                em(m.DoorChanged(door, blocked=door not in em.state.blocked))
                em.tell("door_blocked" if door in em.state.blocked else "door_opened", side=direction)
    elif use is not None and use.light >= 0 and not use.switchbox:
        light_line(em, cmd.direction, use.light)
    else:
        light_line(em, cmd.direction, switchbox_reach(state, cmd.item))
    _first_aid(em)


def light_line(em: AloneEmitter, direction: str, reach: int) -> None:
    """The light comes on in the hero's sector and `reach` sectors in a line (light passes doors,
    stops at walls, KBM S.8; never along stairs)."""
    line = q.board(em.state).line(em.state.hero, direction, reach) if direction and reach else []
    em.light([em.state.hero, *line], on=True)


def _first_aid(em: AloneEmitter) -> None:
    state = em.state
    if state.character == "doctor" and "room_first_aid" not in state.used and \
            q.board(state).sectors[state.hero].room:
        em(m.AbilityUsed("room_first_aid"))
        em.regain(health=2)


# ---- missions [KBM S.1, S.18] --------------------------------------------------------------------------
@per_state
def malus(state: m.AloneState) -> str:
    """The blue mission's nuisance while it is not done (remembered: the hero's Explores ask it
    for every drone)."""
    for mission in state.missions:
        spec = content().missions[mission.id]
        if spec.malus and not mission.done:
            return spec.malus
    return ""


def active_missions(state: m.AloneState) -> list[m.MissionState]:
    """The start missions, and the final one once it has started (KBM S.1)."""
    return [x for x in state.missions if not x.done and (content().missions[x.id].colour != "red" or state.final)]


def step_room(mission: m.MissionState) -> str:
    spec = content().missions[mission.id]
    step = spec.steps[mission.progress]
    return step.room or mission.room


def mission_rooms(state: m.AloneState) -> list[str]:
    here = q.board(state)
    return [here.rooms[step_room(x)] for x in active_missions(state)
            if content().missions[x.id].steps[x.progress].action]


def mission_step_here(state: m.AloneState, action: str) -> list[m.MissionState]:
    room = q.board(state).sectors[state.hero].room
    if not room:
        return []
    return [x for x in active_missions(state)
            if content().missions[x.id].steps[x.progress].action == action and room == step_room(x)]


def advance_missions(em: AloneEmitter, action: str = "", kill: str = "") -> None:
    if action:
        due = mission_step_here(em.state, action)
    else:
        due = [x for x in active_missions(em.state) if content().missions[x.id].steps[x.progress].kill == kill]
    for mission in due:
        spec = content().missions[mission.id]
        done = mission.progress + 1 >= len(spec.steps)
        em(m.MissionAdvanced(mission.id, done))
        if done:
            completed(em, mission.id)


def completed(em: AloneEmitter, mission_id: str) -> None:
    spec = content().missions[mission_id]
    if spec.colour == "red":
        em(m.GameEnded("hero_win"))
        return
    reward = spec.reward
    for _ in range(reward.ammo):
        draw_item(em, ammo=True)
    for _ in range(reward.items):
        draw_item(em)
    em.regain(health=reward.health, composure=reward.composure)
    if not em.state.final:
        start_final(em)


def start_final(em: AloneEmitter) -> None:
    """[KBM S.18] the final mission starts: the difficulty's reward; a boss takes its room."""
    em(m.FinalStarted())
    level = content().difficulties[em.state.difficulty]
    if level.extra_rounds:
        em(m.MarkerMoved(max(0, em.state.marker - level.extra_rounds)))
    amount = content().sheet.regain
    if level.regain == "both":
        em.regain(health=amount, composure=amount)
    elif level.regain == "either":
        em.push(fx.Regain())
    final = next(x for x in em.state.missions if content().missions[x.id].colour == "red")
    boss = content().missions[final.id].boss
    if boss is not None:
        room = q.board(em.state).rooms[boss.room]
        creatures.spawn(em, boss.creature, room, seat=em.state.leader, noisy=False)


ACTIONS = {
    "move": _move,
    "explore": _explore,
    "attack": _attack,
    "locate": _locate,
    "search": _search,
    "interact": _interact,
}
