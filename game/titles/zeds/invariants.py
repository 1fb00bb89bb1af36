"""What must hold after every event: checked by random playouts and on loaded snapshots.

Random playouts check these after every single event, so the checks are written to be cheap:
sets and counts against facts about the content computed once.
"""

from __future__ import annotations

from functools import lru_cache

from game.titles.zeds import model as m
from game.titles.zeds.content import CENTRE, content


@lru_cache(maxsize=1)
def _facts() -> dict:
    c = content()
    return {
        "zeds": frozenset(c.zeds),
        "units": frozenset(c.units),
        "events": frozenset(c.events),
        "story": frozenset(c.story),
        "zed_spaces": frozenset(sid for sid in c.spaces if sid != CENTRE),
        "unit_spaces": frozenset(sid for sid, spot in c.spaces.items() if spot.kind != "start"),
        "villages": frozenset(sid for sid, spot in c.spaces.items() if spot.kind == "village"),
        "capacity": {uid: unit.hits_per_side for uid, unit in c.units.items()},
        "civilians": frozenset(uid for uid, unit in c.units.items() if unit.kind == "civilian"),
        "zed_capacity": c.zed_hits_per_side,
    }


def check_invariants(state: m.ZedsState) -> list[str]:
    facts = _facts()
    problems = _zed_problems(state, facts) + _unit_problems(state, facts) + _card_problems(state, facts)
    if not 0 <= state.ammo <= m.AMMO_LIMIT:
        problems.append(f"ammo {state.ammo} outside 0–{m.AMMO_LIMIT}")
    if state.actions < 0 or any(n <= 0 for _, n in state.bonus):
        problems.append("negative actions")
    if len(state.owners) != state.players or len(state.player_actions) != state.players:
        problems.append("per-seat tuples do not match the players")
    # The next round is always the queue's last effect; it leaves the queue before it resolves,
    # so between rounds (and before the first) the queue is empty for a moment.
    if state.outcome is None and not state.queue and state.phase not in ("setup", "organisation"):
        problems.append("the game goes on but nothing is queued")
    return problems


def _zed_problems(state: m.ZedsState, facts: dict) -> list[str]:
    problems = []
    ids = [z.id for z in state.zeds]
    if len(ids) + len(state.bag) != len(facts["zeds"]) or set(ids).union(state.bag) != facts["zeds"]:
        problems.append("zeds are not each exactly once on the map or in the bag")
    if list(state.bag) != sorted(state.bag):
        problems.append("the bag is not kept sorted")
    per_space: dict[str, int] = {}
    for z in state.zeds:
        per_space[z.space] = per_space.get(z.space, 0) + 1
        if not 0 <= z.hits < facts["zed_capacity"]:
            problems.append(f"zed {z.id} has {z.hits} hits")
    for spot, n in per_space.items():
        if spot not in facts["zed_spaces"]:
            problems.append(f"a zed on {spot}")
        elif n > 2:
            problems.append(f"{n} zeds on {spot}")
    return problems


def _unit_problems(state: m.ZedsState, facts: dict) -> list[str]:
    problems = []
    if len(state.units) != len(facts["units"]) or {u.id for u in state.units} != facts["units"]:
        problems.append("units are not each exactly once")
    per_space: dict[str, int] = {}
    for u in state.units:
        if u.space not in (m.CEMETERY, m.RESERVE):
            per_space[u.space] = per_space.get(u.space, 0) + 1
        if not 0 <= u.hits < facts["capacity"][u.id]:
            problems.append(f"unit {u.id} has {u.hits} hits")
        if "obstinate" in u.markers and (u.id not in facts["civilians"] or u.space not in facts["villages"]):
            problems.append(f"unit {u.id} is obstinate outside a village")
    for spot, n in per_space.items():
        if spot not in facts["unit_spaces"]:
            problems.append(f"a unit on {spot}")
        elif spot != CENTRE and n > 2:
            problems.append(f"{n} units on {spot}")
    shared = set(per_space).intersection(z.space for z in state.zeds)
    if shared:
        # Where zeds and units meet, what comes of it is queued; the effect resolving there has
        # just left the queue, so one such space may be waiting for what it raises.
        unsettled = shared - {getattr(e, "space", "") for e in state.queue}
        if len(unsettled) > 1:
            problems.append(f"zeds and units share {sorted(unsettled)} with nothing queued there")
    return problems


def _card_problems(state: m.ZedsState, facts: dict) -> list[str]:
    problems = []
    events = state.event_deck + state.event_discard + state.event_box + ((state.event,) if state.event else ())
    if len(events) != len(facts["events"]) or set(events) != facts["events"]:
        problems.append("event cards are not each in exactly one place")
    story = state.story_deck + state.story_discard + state.story_kept + ((state.story,) if state.story else ())
    if len(story) != len(facts["story"]) or set(story) != facts["story"]:
        problems.append("story cards are not each in exactly one place")
    return problems
