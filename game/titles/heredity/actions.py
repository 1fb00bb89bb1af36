"""The family's actions [DE: Überblick: Aktionen; Aktionen auf dem Gelände; Aktionen mit
Gegenständen]: which space a disc needs, and what each action does once the disc lies there."""

from __future__ import annotations

from functools import lru_cache

from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity import queued as fx
from game.titles.heredity.combat import weapon_space_kind
from game.titles.heredity.content import LevelLink
from game.titles.heredity.effects import (
    drop_item,
    equip,
    hurt,
    place_terrain,
    run_section,
    seat_for,
    set_status,
    take,
    turn_terrain,
    wrench,
)
from game.titles.heredity.emitter import Emitter
from game.titles.heredity.geometry import Geometry, geometry, walks

# the body space each action needs [DE: Aktionsfelder]
SPACE_FOR = {
    "move": "leg", "explore": "leg", "level": "leg",
    "look": "look", "talk": "talk",
    "interact": "hand", "heal": "hand", "repair": "hand", "upgrade": "hand", "trade": "hand",
    "pickup": "hand",
}


def discs_needed(state: m.HeredityState, cmd: m.Act) -> int:
    """A move through full areas takes a leg disc per area crossed [DE: Sonderfall: Volle
    Bereiche]."""
    if cmd.action == "move":
        return _walk(state, cmd.member, cmd.target)[0]
    return 1


def _walk(state: m.HeredityState, name: str, target: str) -> tuple[int, int]:
    """(moves, harm) of the member's best way to `target` through full areas."""
    geo = geometry(state)
    limit = len(geo.members)
    return walks(geo, q.area_of(state, name), q.full_areas(state), limit)[geo.area[target]]


def begin(em: Emitter, cmd: m.Act) -> None:
    """The disc first (a space decision where there is a choice), then the action."""
    seat = seat_for(em.state, cmd.member)
    follow: list[fx.Effect] = []
    if cmd.action == "ally":
        em(m.AllyDiscPlaced(cmd.member, cmd.target))
        return
    if cmd.action in ("attack", "use") and cmd.weapon.startswith("item:"):
        em(m.DiscPlaced(cmd.member, cmd.weapon))
    else:
        kind = SPACE_FOR.get(cmd.action) or weapon_space_kind(cmd.weapon)
        follow.append(fx.Space(member=cmd.member, target=kind, n=discs_needed(em.state, cmd), seat=seat))
    if cmd.action == "attack":
        if q.status(em.state, q.figure_card(cmd.target)) == "neutral":
            set_status(em, q.figure_card(cmd.target), "hostile")    # [DE: Neutrale Begegnungen]
        follow.append(fx.Joint(member=cmd.member, target=cmd.target, extra=(f"{cmd.member}|{cmd.weapon}",)))
    else:
        follow.append(fx.Perform(member=cmd.member, section=cmd.action, target=cmd.target,
                                 weapon=cmd.weapon, seat=seat))
    em.queue(*follow)


def perform(em: Emitter, effect: fx.Perform) -> None:
    PERFORM[effect.section](em, effect)


# ---- moving --------------------------------------------------------------------------------
def _move(em: Emitter, effect: fx.Perform) -> None:
    """[DE: Bewegen 2a] into a neighbouring area (or through full ones); red lines hurt 1."""
    harm = _walk(em.state, effect.member, effect.target)[1]
    arrive(em, effect.member, effect.target, harm)


def arrive(em: Emitter, name: str, area: str, harm: int = 0) -> None:
    """[DE: Bewegen 3] moving in: harm from red lines and rule cards, then immediate effects."""
    em(m.FigureMoved(name, area, harm))
    geo = geometry(em.state)
    total = (0 if q.passive(em.state, name).no_harm else harm) + q.rule_harm(em.state, geo, area)
    hurt(em, name, total)
    for local in geo.members[geo.area[area]]:
        card, letter = local.split(":")
        for index, entry in enumerate(q.side(em.state, card).immediate):
            if entry.area == letter:
                run_section(em, card, f"immediate:{index}", name)


ExploreSpot = tuple[str, str, str, tuple[int, int, int]]


def explore_spots(state: m.HeredityState, name: str) -> list[ExploreSpot]:
    """[DE: Bewegen 2b] edges of the member's area showing a card not yet laid, whose place is
    free: (card shown, card to lay, area to enter, place)."""
    geo = geometry(state)
    return explore_spots_in(state, geo, geo.area[q.area_of(state, name)])


def explore_spots_in(state: m.HeredityState, geo: Geometry, area: str) -> list[ExploreSpot]:
    """`explore_spots` of an area named as `geometry` names it."""
    return [spot for spot in _explore_edges(geo).get(area, ()) if spot[1] in state.deck]


@lru_cache(maxsize=512)
def _explore_edges(geo: Geometry) -> dict[str, tuple[ExploreSpot, ...]]:
    """Per area, the explore entries on its edges whose place no card takes, in table order:
    those depend on the layout alone, so they are found once per geometry (a geometry stands for
    one layout); whether the card to lay is still in the deck is asked of each state."""
    found: dict[str, list[ExploreSpot]] = {}
    for card, _face, _col, _row, _level in geo.layout:
        for entry in geo.sides[card].explore:
            spot = geo.neighbour_slot(card, entry.edge)
            if spot in geo.card_at:
                continue
            for area in dict.fromkeys(geo.area[local] for local in geo.edge_cells(card, entry.edge, entry.cells)):
                found.setdefault(area, []).append((card, entry.card, entry.enter, spot))
    return {area: tuple(spots) for area, spots in found.items()}


def _explore(em: Emitter, effect: fx.Perform) -> None:
    for _, card, enter, (level, col, row) in explore_spots(em.state, effect.member):
        if card == effect.target:
            em(m.CardTaken(card))
            place_terrain(em, card, col, row, level)
            arrive(em, effect.member, f"{card}:{enter}")
            return


def level_links(state: m.HeredityState, name: str) -> list[LevelLink]:
    """[DE: In eine andere Ebene bewegen] the level symbols in the member's area."""
    geo = geometry(state)
    return level_links_in(state, geo, geo.area[q.area_of(state, name)])


def level_links_in(state: m.HeredityState, geo: Geometry, area: str) -> list[LevelLink]:
    """`level_links` of an area named as `geometry` names it."""
    return [link for link in _level_symbols(geo).get(area, ()) if link.card in state.deck or link.card in geo.sides]


@lru_cache(maxsize=512)
def _level_symbols(geo: Geometry) -> dict[str, tuple[LevelLink, ...]]:
    """Per area, the level symbols lying in it: found once per geometry, like `_explore_edges`."""
    found: dict[str, list[LevelLink]] = {}
    for area, locals_ in geo.members.items():
        for local in locals_:
            card, letter = local.split(":")
            found.setdefault(area, []).extend(link for link in geo.sides[card].levels if link.area == letter)
    return {area: tuple(links) for area, links in found.items() if links}


def _level(em: Emitter, effect: fx.Perform) -> None:
    link = next(link for link in level_links(em.state, effect.member) if link.card == effect.target)
    if link.card not in geometry(em.state).sides:
        em(m.CardTaken(link.card))
        level = 1 + max(p.level for p in em.state.terrain)
        place_terrain(em, link.card, 0, 0, level)
    arrive(em, effect.member, f"{link.card}:{link.to}")


# ---- look, talk, interact ------------------------------------------------------------------
def _interact(em: Emitter, effect: fx.Perform) -> None:
    """[DE: Anschauen, Unterhalten, Interagieren] an action marker (take its card or turn the
    terrain card, then the marker is gone), a new-action card, or a neutral encounter."""
    target = effect.target
    if target.startswith("card:"):
        run_section(em, target[5:], "action", effect.member)
        return
    if "#" in target:
        card, _, index = target.partition("#")
        run_section(em, card, f"interact:{index}", effect.member)
        return
    marker = next(a for a in em.state.action_markers if a.id == target)
    em(m.ActionMarkerRemoved(marker.id))
    if marker.card:
        take(em, marker.card, effect.member)
    else:
        turn_terrain(em, marker.area.split(":")[0], effect.member)


# ---- hands ---------------------------------------------------------------------------------
def _heal(em: Emitter, effect: fx.Perform) -> None:
    """[DE: Heilen] one damage off oneself or another member in the same area."""
    em.queue(fx.Target(section="heal", member=effect.target, seat=seat_for(em.state, effect.member)))


def _repair(em: Emitter, effect: fx.Perform) -> None:
    """[DE: Reparieren] one material for one damage off an own item."""
    em(m.MaterialMoved(f"member:{effect.member}", "supply", 1))
    em.queue(fx.Target(section="repair", member=effect.member, card=effect.target,
                       seat=seat_for(em.state, effect.member)))


def _upgrade(em: Emitter, effect: fx.Perform) -> None:
    """[DE: Verbessern] pay the materials, turn the item; a wrench on the new side runs once."""
    cost = q.item_side(em.state, effect.target).upgrade
    em(m.MaterialMoved(f"member:{effect.member}", "supply", cost))
    em(m.CardTurned(effect.target))
    wrench(em, effect.target, effect.member, again=True)


def _trade(em: Emitter, effect: fx.Perform) -> None:
    """[DE: Tauschen] any number of items and materials, for one action of one of the two."""
    em.queue(fx.Trade(member=effect.member, target=effect.target, seat=seat_for(em.state, effect.member)))


def _pickup(em: Emitter, effect: fx.Perform) -> None:
    """[DE: Aufheben] any number of items and materials lying in the area, for one action."""
    em.queue(fx.Pickup(member=effect.member, seat=seat_for(em.state, effect.member)))


def _use(em: Emitter, effect: fx.Perform) -> None:
    """[DE: Gegenstandsaktion ausführen] the field's action."""
    card, index = q.split_field(effect.weapon)
    run_section(em, card, f"field:{index}", effect.member)


PERFORM = {
    "move": _move, "explore": _explore, "level": _level, "look": _interact, "talk": _interact,
    "interact": _interact, "heal": _heal, "repair": _repair, "upgrade": _upgrade, "trade": _trade,
    "pickup": _pickup, "use": _use,
}


# ---- trading and picking up ----------------------------------------------------------------
def give(em: Emitter, giver: str, receiver: str, card: str) -> None:
    """[DE: Tauschen] an item for a taken slot is a swap: the giver's slot is freed by giving,
    so the receiver hands back the item it replaces (with three utility items, the players
    choose which)."""
    if card == "material":
        em(m.MaterialMoved(f"member:{giver}", f"member:{receiver}", 1))
        return
    swapped = q.slot_conflicts(em.state, receiver, card)
    if len(swapped) > 1:
        em.queue(fx.Target(section="swap_for", card=card, member=receiver,
                           seat=seat_for(em.state, receiver), extra=tuple(swapped)))
    elif swapped:
        em(m.ItemsSwapped(card, swapped[0]))
    else:
        em(m.ItemMoved(card, member=receiver))


def pick_up(em: Emitter, name: str, card: str) -> None:
    if card == "material":
        geo = geometry(em.state)
        here = geo.area[q.area_of(em.state, name)]
        for pile in em.state.ground:
            if geo.area.get(pile.area) == here:
                em(m.MaterialMoved(f"area:{pile.area}", f"member:{name}", pile.n))
        return
    equip(em, card, name)


def drop(em: Emitter, name: str, card: str) -> None:
    """[DE: Fallen lassen] free, at any time the players are choosing (`legal.drops`)."""
    if card == "material":
        em(m.MaterialMoved(f"member:{name}", f"area:{q.area_of(em.state, name)}", 1))
    else:
        drop_item(em, card, name)
