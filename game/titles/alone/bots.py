"""Alone's heuristic bots: each reads only its seat's view (and the public content).

The hero bot walks his own labyrinth (the hero's frame: floor, x, y) towards what his missions
need, searches rooms the first time, fights what stands in his sector and spends adrenaline on
Bullet Time. The Evil bot sees the secret map: it brings creatures and danger tokens close to the
hero, plays a card whenever one answers the hero's action, and keeps its hand otherwise.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence

from game.engine.types import Command
from game.titles.alone import model as m
from game.titles.alone.board import board_of, door_id
from game.titles.alone.content import card_of, content
from game.titles.alone.view import AloneView, EvilView, LabyrinthSector, Square

STEP = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
HEAL_BELOW = 8                   # the hero uses a healing item once a track is this low
FIGHT_DICE = 3                   # the hero stands and fights with at least this many dice
STANDARD_CHANCE = 0.7            # how often Evil spends a card face down when nothing else answers


# ---- the hero ----------------------------------------------------------------------------------------
def heuristic_bot(view: AloneView, seat: int, legal: Sequence[Command], rng: random.Random) -> Command:
    kind = view.decision.kind if view.decision else ""
    if isinstance(view, EvilView):
        return EVIL_CHOICES.get(kind, _any)(view, list(legal), rng)
    return HERO_CHOICES.get(kind, _any)(view, list(legal), rng)


def _any(view: AloneView, legal: list, rng: random.Random) -> Command:
    return legal[rng.randrange(len(legal))]


class Labyrinth:
    """The hero's labyrinth as his view shows it, with ways through it."""

    def __init__(self, view: AloneView) -> None:
        self.sectors: dict[Square, LabyrinthSector] = {s.square: s for s in view.labyrinth}
        self.here = next((key for key, s in self.sectors.items() if s.hero), None)

    def neighbour(self, key: Square, direction: str) -> Square | None:
        if direction == "stairs":
            return None                 # the stairs lead to the other floor's own frame
        dx, dy = STEP[direction]
        return Square(key.floor, key.x + dx, key.y + dy)

    def open_sides(self, key: Square) -> list[str]:
        return [d for d, kind in self.sectors[key].exits.items() if kind != "blocked"]

    def unknown_sides(self, key: Square) -> list[str]:
        return [d for d in self.open_sides(key) if self.neighbour(key, d) not in self.sectors]

    def safe(self, key: Square) -> bool:
        """No creature and no danger token (which turns the creatures' half hits into hits)."""
        return not self.sectors[key].creatures and not self.sectors[key].danger

    def first_step(self, goal: Callable[[Square], bool]) -> str | None:
        """The side to leave by on a shortest known way to a sector meeting `goal`."""
        if self.here is None:
            return None
        seen: dict[Square, str] = {self.here: ""}
        queue = deque([self.here])
        while queue:
            key = queue.popleft()
            if goal(key) and key != self.here:
                return seen[key]
            for side in self.open_sides(key):
                nxt = self.neighbour(key, side)
                if nxt is not None and nxt in self.sectors and nxt not in seen and (goal(nxt) or self.safe(nxt)):
                    seen[nxt] = seen[key] or side
                    queue.append(nxt)
        return None


def _wanted_rooms(view: AloneView) -> set[str]:
    """Rooms the hero's missions still need. A candidate room of a secret mission room that he
    has seen without its marker is not it."""
    known = {s.room: s for s in view.labyrinth if s.room}
    wanted = set()
    for mission in view.missions:
        if mission.done or not mission.active:
            continue
        if view.final and mission.colour != "red":
            continue                                      # only the final mission wins the game
        spec = content().missions[mission.id]
        step = spec.steps[min(mission.progress, len(spec.steps) - 1)]
        if step.kill and spec.boss is not None:
            wanted.add(spec.boss.room)                    # the boss waits in its room
        elif step.room:
            wanted.add(step.room)
        elif mission.room:
            wanted.add(mission.room)
        else:
            wanted.update(r for r in spec.rooms if r not in known or known[r].mission)
    return wanted


def _quarry(view: AloneView) -> set[str]:
    """Creature kinds whose kill is the next step of an active mission."""
    kinds = set()
    for mission in view.missions:
        if mission.active and not mission.done:
            spec = content().missions[mission.id]
            kinds.add(spec.steps[min(mission.progress, len(spec.steps) - 1)].kill)
    return kinds - {""}


def _other_floor(view: AloneView, wanted: set[str]) -> bool:
    """This round's Locate answers put every wanted room on the other floor."""
    answers = {entry.target: entry for entry in view.located}
    found = [answers.get(f"room:{room}") for room in wanted]
    return bool(found) and all(a is not None and a.distance >= 0 and not a.same_floor for a in found)


def _unlocated(view: AloneView, wanted: set[str]) -> bool:
    answers = {entry.target for entry in view.located}
    known = {s.room for s in view.labyrinth}
    return any(f"room:{room}" not in answers and room not in known for room in wanted)


def _hero_turn(view: AloneView, legal: list, rng: random.Random) -> Command:
    acts = [c for c in legal if isinstance(c, m.Act)]
    maze = Labyrinth(view)
    here = maze.sectors.get(maze.here) if maze.here else None
    bullet = next((c for c in legal if isinstance(c, m.BulletTime)), None)
    if bullet is not None and view.hero.adrenaline >= 1:
        return bullet                                    # two actions: adrenaline refills each round
    for act in acts:
        if act.action == "interact" and act.target:
            return act                                   # a mission step: always worth it
    quarry = _quarry(view)
    hunted = [a for a in acts if a.action == "attack" and here
              and any(c.id == a.target and c.kind in quarry for c in here.creatures)]
    if hunted and _attack_dice(view, max(hunted, key=lambda act: _attack_dice(view, act))) >= 2:
        return max(hunted, key=lambda act: _attack_dice(view, act))   # the final mission's kill
    if here and here.creatures:
        attack = _best_attack(view, acts)
        if attack is not None and (_attack_dice(view, attack) >= FIGHT_DICE or not _can_leave(acts)):
            return attack
        flight = _move_towards(view, maze, acts, rng)
        if flight is not None:
            return flight                                # one opportunity attack beats a whole attack
    if here and here.switchbox and not here.lit:
        repair = [a for a in acts if a.action == "interact" and not a.item and not a.target]
        if repair:
            return repair[rng.randrange(len(repair))]   # light: fewer creature dice, his half hits count
    healing = _healing(view, acts)
    if healing is not None:
        return healing
    if quarry and not _armed(view):
        search = next((a for a in acts if a.action == "search" and not a.item), None)
        if search is not None:
            return search                                # a boss needs a weapon: look for one
    if here and here.room and here.room not in view.hero.searched and not view.final:
        search = next((a for a in acts if a.action == "search" and not a.item), None)
        if search is not None:
            return search
    if view.final and _unlocated(view, _wanted_rooms(view)):
        locate = next((a for a in acts if a.action == "locate"), None)
        if locate is not None:
            return locate
    move = _move_towards(view, maze, acts, rng)
    if move is not None:
        return move
    for action in ("search", "locate", "explore"):
        found = [a for a in acts if a.action == action]
        if found:
            return found[0]
    return acts[rng.randrange(len(acts))] if acts else legal[rng.randrange(len(legal))]


def _best_attack(view: AloneView, acts: list) -> m.Act | None:
    """The attack rolling the most dice: an item's charges before the bare hands."""
    attacks = [a for a in acts if a.action == "attack"]
    if not attacks:
        return None
    return max(attacks, key=lambda act: _attack_dice(view, act))


def _attack_dice(view: AloneView, act: m.Act) -> int:
    if not act.item:
        return 2 if "brawler" in view.hero.skills else 1
    held = {h.card: h for h in view.hero.items}
    spec = content().items[card_of(act.item)]
    use = spec.use(held[act.item].upgraded) if act.item in held else spec.use(False)
    return use.dice * max(1, act.charges or 1)


def _armed(view: AloneView) -> bool:
    """An item that attacks with at least 2 dice and still has a charge (or needs none)."""
    for held in view.hero.items:
        spec = content().items[held.item]
        if spec.action == "attack" and spec.use(held.upgraded).dice >= 2 and (spec.permanent or held.charges):
            return True
    return False


def _can_leave(acts: list) -> bool:
    return any(a.action == "move" for a in acts)


def _healing(view: AloneView, acts: list) -> m.Act | None:
    """An item that gives back health or composure, once the hero is hurt enough to need it."""
    hero = view.hero
    if min(hero.health, hero.composure) > HEAL_BELOW:
        return None
    for act in acts:
        if act.item and act.action == "interact":
            spec = content().items[card_of(act.item)]
            if spec.health or spec.composure:
                return act
    return None


def _move_towards(view: AloneView, maze: Labyrinth, acts: list, rng: random.Random) -> m.Act | None:
    moves = {a.direction: a for a in acts if a.action == "move" and not a.item}
    if not moves or maze.here is None:
        return None
    wanted = _wanted_rooms(view)
    side = maze.first_step(lambda key: maze.sectors[key].room in wanted or maze.sectors[key].mission)
    if side in moves:
        return moves[side]
    if _other_floor(view, wanted):
        if "stairs" in moves:
            return moves["stairs"]
        side = maze.first_step(lambda key: bool(maze.sectors[key].stairs))
        if side in moves:
            return moves[side]
    unknown = [d for d in maze.unknown_sides(maze.here) if d in moves]
    if unknown:
        return moves[rng.choice(unknown)]
    side = maze.first_step(lambda key: bool(maze.unknown_sides(key)))
    if side in moves:
        return moves[side]
    if "stairs" in moves and rng.random() < 0.5:
        return moves["stairs"]
    options = sorted(moves)
    return moves[rng.choice(options)]


def _stop_stepping(view: AloneView, legal: list, rng: random.Random) -> Command:
    return next((c for c in legal if isinstance(c, m.StepOn) and not c.direction), legal[0])


def _block(view: AloneView, legal: list, rng: random.Random) -> Command:
    """Block the door towards a creature he can see, if any."""
    maze = Labyrinth(view)
    for command in legal:
        if isinstance(command, m.Block) and command.direction and maze.here is not None:
            beyond = maze.neighbour(maze.here, command.direction)
            if beyond is not None and beyond in maze.sectors and maze.sectors[beyond].creatures:
                return command
    return next((c for c in legal if isinstance(c, m.Block) and not c.direction), legal[0])


def _clear(view: AloneView, legal: list, rng: random.Random) -> Command:
    clears = [c for c in legal if isinstance(c, m.Clear) and c.where]
    here = [c for c in clears if c.where == "here"]
    return (here or clears or legal)[0]


def _locate(view: AloneView, legal: list, rng: random.Random) -> Command:
    """Name the rooms the missions need first, then the stairs, then anything."""
    answered = {entry.target for entry in view.located}
    wanted = {f"room:{room}" for room in _wanted_rooms(view)} - answered
    targets = [c for c in legal if isinstance(c, m.Target)]
    for command in targets:
        if command.target in wanted:
            return command
    for command in targets:
        if command.target == "stairs":
            return command
    return (targets or legal)[rng.randrange(len(targets or legal))]


def _upgrade(view: AloneView, legal: list, rng: random.Random) -> Command:
    upgrades = [c for c in legal if isinstance(c, m.Upgrade)]
    return upgrades[0] if upgrades else legal[0]


def _regain(view: AloneView, legal: list, rng: random.Random) -> Command:
    hero = view.hero
    track = "health" if hero.health <= hero.composure else "composure"
    return next((c for c in legal if isinstance(c, m.Regain) and c.track == track), legal[0])


HERO_CHOICES: dict[str, Callable[[AloneView, list, random.Random], Command]] = {
    "hero_turn": _hero_turn, "step": _stop_stepping, "block": _block, "clear": _clear, "locate": _locate,
    "upgrade": _upgrade, "regain": _regain,
}


# ---- the Evil players --------------------------------------------------------------------------------
class SecretMap:
    """The secret map as an Evil player's view shows it: where the creatures stand and how far
    every sector is from the hero."""

    def __init__(self, view: EvilView) -> None:
        self.hero = view.hero_sector
        self.creature_at = {c.id: s.id for s in view.map for c in s.creatures}
        blocked = [door_id(s.id, join.to) for s in view.map for join in s.joins.values() if join.blocked]
        # The map's layout is its scenario's (public content), so the ways its view shows are the
        # board's: its distances, remembered by the hero's sector and the blocked doors, are the
        # ones a walk over the view would find, without walking it again for every decision.
        self._to_hero = board_of(view.board).distances(self.hero, blocked)

    def to_hero(self, sector: str) -> int:
        return self._to_hero.get(sector, 99)


def _evil_window(view: EvilView, legal: list, rng: random.Random) -> Command:
    """A card that answers the hero's action is always played; otherwise a card face down now and
    then, while creatures could use the push."""
    plays = [c for c in legal if isinstance(c, m.Play)]
    face_up = [c for c in plays if not c.standard]
    if face_up:
        return face_up[rng.randrange(len(face_up))]
    face_down = [c for c in plays if c.standard]
    if face_down and len(view.hand) > 2 and rng.random() < STANDARD_CHANCE:
        return face_down[rng.randrange(len(face_down))]
    return next((c for c in legal if isinstance(c, m.Pass)), legal[0])


def _approve(view: EvilView, legal: list, rng: random.Random) -> Command:
    return next((c for c in legal if isinstance(c, m.Approve) and c.yes), legal[0])


def _creature_step(view: EvilView, legal: list, rng: random.Random) -> Command:
    """Bring creatures to the hero: the move or spawn ending nearest to him that gains ground;
    Done when none does."""
    secret = SecretMap(view)

    def gain(command) -> float:
        kind = type(command)
        if kind is m.Spawn:             # most of a reaction's commands: asked first
            return 6 - secret.to_hero(command.to)
        if kind is m.MoveCreature and command.opening:
            # a door opened is a way opened: the hero is as near as the sector beyond it, one more
            before = secret.to_hero(secret.creature_at.get(command.creature, command.to))
            beyond = next(side for side in command.opening.split("|") if side != command.to)
            return before - min(secret.to_hero(command.to), 1 + secret.to_hero(beyond))
        if kind is m.MoveCreature or kind is m.Teleport:
            before = secret.to_hero(secret.creature_at.get(command.creature, command.to))
            return before - secret.to_hero(command.to) + (2 if command.to == secret.hero else 0)
        if kind is m.Remove:
            return secret.to_hero(secret.creature_at.get(command.creature, secret.hero)) - 6
        return 0.0
    scored = [(gain(c) + rng.random() * 0.1, i) for i, c in enumerate(legal)
              if not isinstance(c, (m.Done, m.Pass))]
    if scored:
        best, index = max(scored)
        if best > 0.5 or not any(isinstance(c, (m.Done, m.Pass)) for c in legal):
            return legal[index]
    return next(c for c in legal if isinstance(c, (m.Done, m.Pass)))


def _danger(view: EvilView, legal: list, rng: random.Random) -> Command:
    """Danger tokens as near the hero as the rules allow; lift the farthest to make room."""
    secret = SecretMap(view)
    places = [c for c in legal if isinstance(c, m.PlaceDanger)]
    if places:
        return min(places, key=lambda c: (secret.to_hero(c.sector), rng.random()))
    lifts = [c for c in legal if isinstance(c, m.LiftDanger)]
    if lifts:
        return max(lifts, key=lambda c: secret.to_hero(c.sector))
    return legal[0]


def _discard(view: EvilView, legal: list, rng: random.Random) -> Command:
    """Keep the hand when allowed; over the limit, let go of a random card."""
    done = next((c for c in legal if isinstance(c, m.Done)), None)
    if done is not None:
        return done
    return legal[rng.randrange(len(legal))]


def _redraw(view: EvilView, legal: list, rng: random.Random) -> Command:
    piles = {p.deck: p.count + p.discard for p in view.piles}
    draws = [c for c in legal if isinstance(c, m.DrawFrom)]
    if draws:
        return max(draws, key=lambda c: (piles.get(c.deck, 0), rng.random()))
    return legal[0]


EVIL_CHOICES: dict[str, Callable[[EvilView, list, random.Random], Command]] = {
    "window": _evil_window, "approve": _approve, "standard": _creature_step, "move": _creature_step,
    "spawn": _creature_step, "respawn": _creature_step, "teleport": _creature_step, "setup_spawn": _creature_step,
    "danger": _danger, "setup_danger": _danger, "discard": _discard, "redraw": _redraw,
}
