"""Zeds on the move: activating paths, stepping forward, new zeds, the co-operative zed events
(Regel 3, 4, 4.6)."""

from __future__ import annotations

from game.engine.queue import Effect
from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.content import CENTRE, PATHS
from game.titles.zeds.emitter import Chosen, Emitter, Resolver


# ---- the zed bar -----------------------------------------------------------------------------
def _bar(em: Emitter, effect: fx.Bar) -> None:
    """Regel 4.1: the items of the zed bar, left to right; a path shown twice is activated twice
    (the items are separate). Co-operative icons count only with more hero players (Regel 3)."""
    token = effect.path
    em(m.BarItemBegan(effect.n, token))
    extra = em.state.players - 1
    if token in PATHS:
        em.push(fx.Activate(path=token))
    elif token == "all":
        em.push(fx.ActivateNext(options=PATHS))
    elif token == "story_twice":
        em.push(fx.DrawStory(), fx.ActivateLocation(), fx.ActivateLocation(),
                fx.StoryEnd())
    elif token == "coop_move" and extra:
        em.push(fx.CoopMove(n=extra))
    elif token == "coop_place" and extra:
        em.push(fx.CoopPlace(n=extra))


def _activate_next(em: Emitter, effect: fx.ActivateNext) -> None:
    """Brains! cards: "activate every path" in the order you choose."""
    em.push(fx.PickPath(purpose="activate_order", options=effect.options))


def _activate_chosen(em: Emitter, path: str, effect: fx.PickPath) -> None:
    em.push(fx.Activate(path=path))
    rest = tuple(p for p in effect.options if p != path)
    if rest:
        em.push(fx.ActivateNext(options=rest))


def _activate_location(em: Emitter, effect: fx.ActivateLocation) -> None:
    """Regel 4.1, "2x Handlungsort": the story card's path, activated (twice, by two items)."""
    em.push(fx.Activate(path=em.state.location))


def _activate(em: Emitter, effect: fx.Activate) -> None:
    """Regel 4.1: an empty path gets a new zed on its start space; otherwise its zeds move."""
    em(m.PathActivated(effect.path))
    zeds = board.path_zeds(em.state, effect.path)
    if not zeds:
        em.push(fx.PlaceNew(space=board.start_of(effect.path)))
    else:
        em.push(fx.Advance(path=effect.path, zeds=tuple(z.id for z in zeds)))


def _advance(em: Emitter, effect: fx.Advance) -> None:
    """Regel 4.1 step 1–2: each zed moves once, the group nearest the town centre first; a melee
    is fought before the next group moves. `zeds` are the ones that have not moved yet."""
    pending = [z for z in em.state.zeds if z.id in effect.zeds]
    if not pending:
        return
    front = max(board.index_of(z.space) for z in pending)
    group = [z for z in pending if board.index_of(z.space) == front]
    rest = tuple(z.id for z in pending if z not in group)
    if rest:
        # Queued before the group steps: a melee the step starts goes in front of it.
        em.queue(fx.Advance(path=effect.path, zeds=rest))
    step_group(em, group)


def step_group(em: Emitter, group: list[m.Zed]) -> None:
    """A zed or mob steps towards the centre (Regel 4.1, 4.6): into the centre the game is lost
    (Regel 4.5); into a full space as many as fit go, the weaker left behind."""
    here = group[0].space
    ahead = board.step_in(here)
    if ahead == CENTRE:
        em(m.GameEnded("loss", space=here))
        return
    room = board.zed_room(em.state, ahead)
    if room <= 0:
        return
    if room >= len(group):
        move_zeds(em, [z.id for z in group], ahead)
        return
    strongest = max(board.zed_strength(z) for z in group)
    movers = tuple(z.id for z in group if board.zed_strength(z) == strongest)
    em.push(fx.PickZed(purpose="mover", options=movers, space=ahead))


def _mover_chosen(em: Emitter, zed_id: str, effect: fx.PickZed) -> None:
    move_zeds(em, [zed_id], effect.space)


def move_zeds(em: Emitter, zed_ids, to: str) -> None:
    """Onto units: the contact is queued first, so that no state shows them together without it."""
    if board.units_at(em.state, to):
        em.queue(fx.Contact(space=to))
    em(m.ZedsMoved(tuple(zed_ids), to, "advance"))


def can_step(state: m.ZedsState, here: str) -> bool:
    ahead = board.step_in(here)
    return ahead == CENTRE or board.zed_room(state, ahead) > 0


# ---- new zeds --------------------------------------------------------------------------------
def placement_spot(state: m.ZedsState, wanted: str) -> str | None:
    """Regel 4.6: a new zed for a full space goes one space further back, until there is room;
    None when even the start space is full."""
    spot: str | None = wanted
    while spot is not None and not board.is_start(spot):
        if board.zed_room(state, spot) > 0:
            return spot
        spot = board.step_out(spot)
    return spot if spot is not None and board.zed_room(state, spot) > 0 else None


def free_starts(state: m.ZedsState) -> list[str]:
    return [board.start_of(path) for path in PATHS if board.zed_room(state, board.start_of(path)) > 0]


def _place_new(em: Emitter, effect: fx.PlaceNew) -> None:
    """Draw a new normal zed and put it on `space` (Regel 1.3, 4.6); `flag`: reduced side up.
    A full start space sends it to another start space of your choice, all full to the bag."""
    if not em.state.bag:
        em(m.ZedNotPlaced("bag_empty"))
        return
    spot = placement_spot(em.state, effect.space)
    options = [spot] if spot else free_starts(em.state)
    if not options:
        em(m.ZedNotPlaced("no_room"))
        return
    em.push(fx.PickSpace(purpose="place", options=tuple(options), flag=effect.flag, card=effect.card, n=effect.n))


def _place_chosen(em: Emitter, spot: str, effect: fx.PickSpace) -> None:
    zed_id = em.draw_zed()
    assert zed_id is not None               # `_place_new` asks only while the bag holds a zed
    if board.units_at(em.state, spot) and not _contact_pending(em.state, spot):
        # Queued before the zed lands among the units, so that no state shows them without it.
        smell = [fx.SmellCheck(zeds=(zed_id,), n=em.state.fights)] if effect.card == "what_smell" else []
        mob = _still_to_come(em, effect.n)
        em.queue(*mob, fx.Contact(space=spot), *smell)
    em(m.ZedPlaced(zed_id, spot, effect.flag))


def _contact_pending(state: m.ZedsState, space: str) -> bool:
    return any(isinstance(e, fx.Contact) and e.space == space for e in state.queue)


def _still_to_come(em: Emitter, count: int) -> list[fx.PlaceNew]:
    """Regel 4.6: zeds placed together onto units are one mob and fight one melee at their summed
    strength, so the mob's other zeds land before the melee: they are taken off the queue here
    and put back in front of it."""
    coming = [e for e in em.state.queue[:count] if isinstance(e, fx.PlaceNew)]
    for _ in coming:
        em.dequeue()
    return coming


# ---- co-operative zed events (Regel 3) -------------------------------------------------------
def _coop_move(em: Emitter, effect: fx.CoopMove) -> None:
    """Regel 3.1: the strongest zed or mob that has not been activated yet and can move steps
    forward; ties go to the one nearer the centre, then to your choice. A newly formed mob
    counts as not activated. `groups` are the zeds activated so far, group by group."""
    done = [set(group) for group in effect.groups]
    candidates = []
    for here, zeds in board.zed_groups(em.state).items():
        ids = {z.id for z in zeds}
        if any(ids <= group for group in done) or not can_step(em.state, here):
            continue
        candidates.append((board.mob_strength(zeds), -board.distance_to_centre(here), here))
    if not candidates:
        return
    best = max(candidates)[:2]
    spaces = tuple(here for *rank, here in candidates if tuple(rank) == best)
    em.push(fx.PickSpace(purpose="coop_group", options=spaces, n=effect.n, groups=effect.groups))


def _coop_group_chosen(em: Emitter, here: str, effect: fx.PickSpace) -> None:
    group = board.zeds_at(em.state, here)
    if effect.n > 1:
        # Queued before the group steps: a melee the step starts goes in front of it.
        em.queue(fx.CoopMove(n=effect.n - 1,
                             groups=effect.groups + (tuple(sorted(z.id for z in group)),)))
    step_group(em, group)


def _coop_place(em: Emitter, effect: fx.CoopPlace) -> None:
    """Regel 3.2: one new zed at a time, on the start space of the path with the fewest zeds
    (ties: your choice)."""
    counts = {path: len(board.path_zeds(em.state, path)) for path in PATHS}
    fewest = min(counts.values())
    paths = tuple(path for path in PATHS if counts[path] == fewest)
    em.push(fx.PickPath(purpose="coop_place", options=paths, n=effect.n))


def _coop_place_chosen(em: Emitter, path: str, effect: fx.PickPath) -> None:
    em.push(fx.PlaceNew(space=board.start_of(path)))
    if effect.n > 1:
        em.push(fx.CoopPlace(n=effect.n - 1))


# What resolves each kind of effect of this module.
RESOLVERS: dict[type[Effect], Resolver] = {
    fx.Bar: _bar,
    fx.ActivateNext: _activate_next,
    fx.ActivateLocation: _activate_location,
    fx.Activate: _activate,
    fx.Advance: _advance,
    fx.PlaceNew: _place_new,
    fx.CoopMove: _coop_move,
    fx.CoopPlace: _coop_place,
}


# What each decision's answer does, by the decision's purpose.
CHOSEN: dict[str, Chosen] = {
    "activate_order": _activate_chosen,
    "mover": _mover_chosen,
    "place": _place_chosen,
    "coop_group": _coop_group_chosen,
    "coop_place": _coop_place_chosen,
}
