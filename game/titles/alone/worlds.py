"""Another table the hero could not tell from this one, for his search bot [KBM S.2 ENTHÜLLT UND
VERBORGEN]: he knows his labyrinth and what stands in it, the cards face up, and how many cards
each hand, pile and discard pile holds. Everything else is drawn anew:

- the secret map, made up around his labyrinth (`mapgen`); its sectors are named on the new map,
  so nothing of the real map's size or position passes into the new table; a room he has located
  this round lies as the answer said (its distance from where he asked, its floor);
- where the creatures and danger tokens he has not seen lie: on sectors he has not seen (how many of
  each there are is kept: the hero sees the reactions that bring them, though not always which);
- the lights and blocked doors out of his sight: none;
- a mission's room he has not seen: one of its candidates he has not seen.

(`redeal` deals the Evil hands, draw piles and discard piles anew and shuffles the item deck.)

What he knows is read from his labyrinth (`view.labyrinth`'s facts, sector by sector) and the
counts; the real map's hidden parts are never read, so two tables the hero sees alike give the same
new table.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.board import floor_of, made_up_id
from game.titles.alone.content import content, scenario_of
from game.titles.alone.mapgen import MadeUp, RoomLocated, Seen, make_map
from game.titles.alone.view import exits, frame


def hero_map(state: m.AloneState, rng: random.Random) -> m.AloneState:
    """The table on a map made up around the hero's labyrinth, the pieces he has not seen placed
    anew on it."""
    labyrinth = _labyrinth(state)
    scenario = scenario_of(state.scenario)
    made = make_map(scenario, list(labyrinth.values()), {floor for floor, _ in state.origins}, rng,
                    _rooms_located(state, labyrinth))
    named = {sector: made.place(s.floor, s.x, s.y) for sector, s in labyrinth.items()}
    unseen = made.unseen
    real_sectors = q.board(state).sectors
    hidden: dict[str, str] = {}

    def name(sector: str) -> str:
        """A sector of the real map named on the new one (one the hero has not seen: anywhere
        he has not seen)."""
        if sector not in real_sectors:
            return sector
        return named[sector] if sector in named else hidden.setdefault(sector, rng.choice(unseen))

    seen_danger = [named[s] for s in state.danger if s in named]
    danger = seen_danger + _spread(sum(1 for s in state.danger if s not in named), unseen, seen_danger,
                                   content().sheet.danger_per_floor, rng, distinct=True)
    creatures = _creatures(state, named, unseen, rng)
    world = replace(
        state, scenario=made_up_id(scenario.id, made.spec), hero=name(state.hero),
        revealed=tuple(sorted(named[s] for s in state.revealed)),
        origins=tuple((floor, made.place(floor, 0, 0)) for floor, _ in state.origins),
        lit=tuple(sorted(named[s] for s in state.lit if s in labyrinth)), danger=tuple(sorted(danger)),
        blocked=made.blocked, creatures=creatures, missions=_missions(state, labyrinth, rng),
        located=tuple((target, distance, same, named.get(asked) or _hidden_on(made, real_sectors[asked].floor))
                      for target, distance, same, asked in state.located),
    )
    return replace(world, queue=tuple(_effect_named(e, name) for e in state.queue))


def _rooms_located(state: m.AloneState, labyrinth: dict[str, Seen]) -> tuple[RoomLocated, ...]:
    """This round's Locate answers for rooms he has not seen, asked from a sector still in his
    labyrinth (he stood there), where in his frame."""
    seen_rooms = {s.room for s in labyrinth.values() if s.room}
    found = []
    for target, distance, same, asked in state.located:
        room = target.removeprefix("room:")
        if target.startswith("room:") and distance >= 0 and asked in labyrinth and room not in seen_rooms:
            at = labyrinth[asked]
            found.append(RoomLocated(room, distance, same, (at.floor, at.x, at.y)))
    return tuple(found)


def _hidden_on(made: MadeUp, floor: str) -> str:
    """Where a Locate was asked from that has left his labyrinth since: a sector of that floor he
    has not seen (the answer tells its floor only), the same on every made-up table."""
    return next((s for s in made.unseen if floor_of(s) == floor), made.place(floor, 0, 0))


def _creatures(state: m.AloneState, named: dict[str, str], unseen: list[str],
               rng: random.Random) -> tuple[m.Creature, ...]:
    """Those in the labyrinth where they stand, the others anywhere he has not seen, no floor
    over its limit (a boss, which the limit does not count, anywhere)."""
    in_labyrinth = [named[c.sector] for c in state.creatures
                    if c.sector in named and not q.creature_def(c.kind).boss]
    hidden = [c for c in state.creatures if c.sector not in named]
    counted = [c for c in hidden if not q.creature_def(c.kind).boss]
    places = iter(_spread(len(counted), unseen, in_labyrinth, q.floor_limit(state), rng, distinct=False))
    moved = {c.id: next(places) if c in counted else rng.choice(unseen) for c in hidden}
    return tuple(replace(c, sector=named[c.sector]) if c.sector in named else replace(c, sector=moved[c.id])
                 for c in state.creatures)


def _spread(count: int, unseen: list[str], taken: list[str], per_floor: int, rng: random.Random,
            distinct: bool) -> list[str]:
    """`count` sectors drawn among the unseen ones, no floor holding more than `per_floor` with
    those `taken` already (each sector once if `distinct`)."""
    used = Counter(floor_of(s) for s in taken)
    found: list[str] = []
    for _ in range(count):
        free = [s for s in unseen if used[floor_of(s)] < per_floor and not (distinct and s in found)]
        chosen = rng.choice(free or unseen)
        found.append(chosen)
        used[floor_of(chosen)] += 1
    return found


def _labyrinth(state: m.AloneState) -> dict[str, Seen]:
    """What the hero knows of each revealed sector, in his frame (what `view.labyrinth` shows)."""
    here = q.board(state)
    found = {}
    for sector in state.revealed:
        spec = here.sectors[sector]
        floor, x, y = frame(state, sector)
        found[sector] = Seen(floor, x, y, spec.room, spec.switchbox,
                             here.stairs[sector][1] if sector in here.stairs else None, exits(state, sector))
    return found


def _missions(state: m.AloneState, labyrinth: dict[str, Seen], rng: random.Random) -> tuple[m.MissionState, ...]:
    """A mission's room stays where the hero has seen it; else it is one of the mission's
    candidates he has not seen (he would have seen its marker)."""
    seen_rooms = {s.room for s in labyrinth.values() if s.room}
    found = []
    for mission in state.missions:
        if mission.room and mission.room not in seen_rooms:
            unseen = [r for r in content().missions[mission.id].rooms if r not in seen_rooms]
            mission = replace(mission, room=rng.choice(unseen))
        found.append(mission)
    return tuple(found)


def _effect_named(effect: fx.Effect, name: Callable[[str], str]) -> fx.Effect:
    """An effect waiting on the queue, the sectors it names (its `sectors`, a `target` that is
    a sector), where it has those fields, named on the new map."""
    changes: dict[str, Any] = {}
    if hasattr(effect, "sectors"):
        changes["sectors"] = tuple(name(s) for s in effect.sectors)
    if hasattr(effect, "target"):
        changes["target"] = name(effect.target)
    if all(getattr(effect, field) == value for field, value in changes.items()):
        return effect
    return replace(effect, **changes)
