"""What the event cards and story cards do (Regel 1.2, 2). The texts are in the content files;
here is each effect kind. An effect that cannot be carried out is skipped (Regel 1.2)."""

from __future__ import annotations

from game.engine.queue import Effect
from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.content import CENTRE, PATHS, EventEffect, content
from game.titles.zeds.emitter import Chosen, Emitter, Resolver


def gain_ammo(em: Emitter, delta: int, why: str) -> None:
    """Regel 5.3: never more than 20 ammo (the rest is lost), never less than none."""
    ammo = max(0, min(m.AMMO_LIMIT, em.state.ammo + delta))
    em(m.AmmoChanged(ammo, ammo - em.state.ammo, why, max(0, em.state.ammo + delta - m.AMMO_LIMIT)))


def card_choice(em: Emitter, purpose: str, options, card: str = "") -> None:
    """A card effect's choice of a unit; with none to choose from, the effect is skipped (Regel
    1.2) and the log says so, naming the card (`card`, else the event card in play)."""
    options = tuple(options)
    if not options:
        skipped(em, purpose, card)
        return
    em.push(fx.PickUnit(purpose=purpose, options=options))


def skipped(em: Emitter, purpose: str, card: str = "") -> None:
    """Regel 1.2: an effect with nothing to act on is skipped, aloud."""
    em(m.EffectSkipped(purpose, card or em.state.event))


# ---- event cards -----------------------------------------------------------------------------
def _event_effect(em: Emitter, effect: fx.EventEffect) -> None:
    card = content().events[em.state.event]
    EVENT_EFFECTS[card.effect.kind](em, card.effect)


def _fresh_start(em: Emitter, effect: EventEffect) -> None:
    """A new zed on an empty start space of your choice, else on one holding the weakest zed;
    this round your units may fall back instead of fighting."""
    starts = [board.start_of(path) for path in PATHS]
    options = [spot for spot in starts if not board.zeds_at(em.state, spot)]
    if not options:
        weakest = min(board.zed_strength(z) for z in em.state.zeds if z.space in starts)
        options = [spot for spot in starts
                   if any(board.zed_strength(z) == weakest for z in board.zeds_at(em.state, spot))]
    em(m.FlagSet("evade"))
    em.push(fx.PickSpace(purpose="fresh_start", options=tuple(options)))


def _fresh_start_chosen(em: Emitter, spot: str, effect: fx.PickSpace) -> None:
    em.push(fx.PlaceNew(space=spot))


def _loot(em: Emitter, effect: EventEffect) -> None:
    if board.units_at(em.state, effect.space):
        gain_ammo(em, effect.ammo, "loot")


def _normal_civilians(state: m.ZedsState, without: str) -> list[str]:
    return [u.id for u in state.units if board.on_map(u) and board.info(u.id).kind == "civilian"
            and without not in u.markers]


def _well_armed(em: Emitter, effect: EventEffect) -> None:
    card_choice(em, "well_armed", _normal_civilians(em.state, "well_armed"))


def _well_armed_chosen(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    em(m.MarkerPlaced(unit_id, "well_armed"))


def _night_assault(em: Emitter, effect: EventEffect) -> None:
    em(m.FlagSet("no_terrain"))
    em.push(fx.PlaceNew(space=board.start_of(effect.path)))


def _ambush(em: Emitter, effect: EventEffect) -> None:
    em.push(fx.DrawStory(), fx.AmbushTarget(), fx.StoryEnd())


def _ambush_target(em: Emitter, effect: fx.AmbushTarget) -> None:
    spaces = content().path_spaces[em.state.location]
    card_choice(em, "ambush", [u.id for u in em.state.units if u.space in spaces])


def _ambush_chosen(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    em.push(fx.Ambush(unit=unit_id))


def _spread(em: Emitter, effect: EventEffect) -> None:
    em(m.FlagSet("spread"))
    em.push(fx.DrawStory(), fx.LocationZed(), fx.StoryEnd())


def _location_zed(em: Emitter, effect: fx.LocationZed) -> None:
    em.push(fx.PlaceNew(space=board.start_of(em.state.location)))


def _reinforce(em: Emitter, effect: EventEffect) -> None:
    em.push(*(fx.PlaceNew(space=board.start_of(path)) for path in PATHS), fx.ClearHits())


def _clear_hits(em: Emitter, effect: fx.ClearHits) -> None:
    em(m.ZedHitsCleared())


def _hero_arrives(em: Emitter, effect: EventEffect) -> None:
    """Regel 1.3 ("Ziehe 1 neuen Helden"): a random hero never yet in play, into the centre."""
    waiting = [u.id for u in em.state.units if u.space == m.RESERVE and board.info(u.id).kind == "hero"]
    if not waiting:
        skipped(em, "hero_arrives")
        return
    hero = waiting[em.rng.randrange(len(waiting))] if len(waiting) > 1 else waiting[0]
    em(m.UnitMoved(hero, CENTRE, "arrive"))
    stockpile = board.info(hero).abilities.get("stockpile")
    if stockpile is not None:
        gain_ammo(em, stockpile.ammo, "arrival")


def _blast(em: Emitter, effect: EventEffect) -> None:
    """Every unit on the space takes a hit and retreats; a No Entry marker (Regel 4.4) stays
    there until the organisation phase (Regel 7)."""
    em(m.NoEntryPlaced(effect.space))
    units = board.units_at(em.state, effect.space)
    if units:
        em.push(*(fx.HitUnit(space=effect.space, unit=u.id, n=1) for u in units),
                fx.RetreatUnits(space=effect.space, origin="in"),
                fx.Settle(space=effect.space))


def _tough_zeds(em: Emitter, effect: EventEffect) -> None:
    em.push(fx.PlaceNew(space=board.start_of(effect.path)), fx.Resistant())


def _resistant(em: Emitter, effect: fx.Resistant) -> None:
    """The strongest zed on the map gets the marker (ties: your choice)."""
    zeds = [z for z in em.state.zeds if not z.resistant]
    if not zeds:
        skipped(em, "resistant")
        return
    strongest = max(board.zed_strength(z) for z in zeds)
    em.push(fx.PickZed(purpose="resistant", options=tuple(z.id for z in zeds if board.zed_strength(z) == strongest)))


def _resistant_chosen(em: Emitter, zed_id: str, effect: fx.PickZed) -> None:
    em(m.ZedMarked(zed_id))


def _smell(em: Emitter, effect: EventEffect) -> None:
    card_choice(em, "smell", [u.id for u in em.state.units if board.on_map(u) and u.space != CENTRE])


def _smell_chosen(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    spot = board.unit(em.state, unit_id).space
    em.push(fx.PlaceNew(space=spot, flag=True, card="what_smell"))


def _renew_weak(em: Emitter, effect: EventEffect) -> None:
    """Weak zeds swapped for new ones at full strength, nearest the centre first; each new zed
    is drawn before the old one goes back, so it is never the same counter."""
    weak = [z for z in em.state.zeds if board.zed_strength(z) <= effect.strength]
    if not weak:
        skipped(em, "renew_weak")
    for old in sorted(weak, key=lambda z: board.distance_to_centre(z.space)):
        new = em.draw_zed()
        if new is None:
            return
        em(m.ZedReturned(old.id, "renewed"))
        em(m.ZedPlaced(new, old.space))


def _keep_calm(em: Emitter, effect: EventEffect) -> None:
    heroes = [u.id for u in em.state.units if board.on_map(u) and board.info(u.id).kind == "hero"]
    card_choice(em, "keep_calm", heroes)


def _keep_calm_chosen(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    em(m.MarkerPlaced(unit_id, "keep_calm"))


EVENT_EFFECTS = {
    "none": lambda em, effect: None,
    "fresh_start": _fresh_start,
    "loot": _loot,
    "well_armed": _well_armed,
    "night_assault": _night_assault,
    "ambush": _ambush,
    "spread": _spread,
    "reinforce": _reinforce,
    "hero_arrives": _hero_arrives,
    "blast": _blast,
    "tough_zeds": _tough_zeds,
    "smell": _smell,
    "renew_weak": _renew_weak,
    "keep_calm": _keep_calm,
    "win": lambda em, effect: em(m.GameEnded("win")),
}


# ---- story cards (Regel 2) -------------------------------------------------------------------
def _draw_story(em: Emitter, effect: fx.DrawStory) -> None:
    """Regel 2 steps 1–2: draw the top card (an empty deck takes the shuffled discard; the
    rulebook is silent) and find its location."""
    if not em.state.story_deck:
        order = list(em.state.story_discard)
        em.rng.shuffle(order)
        em(m.StoryDeckRenewed(tuple(order)))
    card = em.state.story_deck[0]
    em(m.StoryDrawn(card))
    where = content().story[card].where
    if where in PATHS:
        em(m.StoryLocated(where))
        return
    counts = {path: len(board.path_zeds(em.state, path)) for path in PATHS}
    wanted = {"most": max(counts.values()), "fewest": min(counts.values())}.get(where)
    paths = tuple(path for path in PATHS if wanted is None or counts[path] == wanted)
    em.push(fx.PickPath(purpose="locate", options=paths))


def _locate(em: Emitter, path: str, effect: fx.PickPath) -> None:
    em(m.StoryLocated(path))


def _story_end(em: Emitter, effect: fx.StoryEnd) -> None:
    """Regel 2 steps 3–4: after the event's effect, the story card: "immediately" resolves and
    is discarded, "keep" is held for later."""
    card = content().story[em.state.story]
    if card.timing == "keep":
        em(m.StoryKept(card.id))
        return
    if card.effect.kind == "zeds_appear":
        # a mob: `n` says how many of its zeds are still to come (Regel 4.6: one melee for all)
        count = card.effect.count
        em.push(*(fx.PlaceNew(space=card.effect.space, n=count - 1 - i) for i in range(count)))
    elif card.effect.kind == "lose_ammo":
        gain_ammo(em, -card.effect.count, "story")
    em.push(fx.StoryDiscard(card=card.id))


def _story_discard(em: Emitter, effect: fx.StoryDiscard) -> None:
    em(m.StoryDiscarded(effect.card))


# What resolves each kind of effect of this module.
RESOLVERS: dict[type[Effect], Resolver] = {
    fx.EventEffect: _event_effect,
    fx.AmbushTarget: _ambush_target,
    fx.LocationZed: _location_zed,
    fx.ClearHits: _clear_hits,
    fx.Resistant: _resistant,
    fx.DrawStory: _draw_story,
    fx.StoryEnd: _story_end,
    fx.StoryDiscard: _story_discard,
}


# What each decision's answer does, by the decision's purpose.
CHOSEN: dict[str, Chosen] = {
    "fresh_start": _fresh_start_chosen,
    "well_armed": _well_armed_chosen,
    "ambush": _ambush_chosen,
    "resistant": _resistant_chosen,
    "smell": _smell_chosen,
    "keep_calm": _keep_calm_chosen,
    "locate": _locate,
}
