"""Card primitives and the instructions cards give [DE: Überblick: Karten; Die Zeitleiste;
Erzählkarten; Geländekarten]: take, turn, place in the timeline, attach, remove, lay out, the
terrain, and every step op of `content.Step`.

Each function emits events through an `Emitter` and queues what must follow; nothing here waits
for a player (decisions are queued as effects and answered in `rules`).
"""

from __future__ import annotations

from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity import queued as fx
from game.titles.heredity.content import STANDARD_MARK, Step, content
from game.titles.heredity.emitter import Emitter
from game.titles.heredity.geometry import geometry, paths


# ---- running card text ---------------------------------------------------------------------
def section_effects(card: str, face: str, section: str, member: str = "",
                    prefix: tuple[int, ...] = (), steps=None) -> list[fx.Step]:
    steps = q.section_steps(card, face, section) if steps is None else steps
    return [fx.Step(card=card, face=face, section=section, path=prefix + (i,), member=member)
            for i in range(len(steps))]


def run_section(em: Emitter, card: str, section: str, member: str = "", face: str = "") -> None:
    """[DE: Regeln und Anweisungen] queue a section's steps, top to bottom, before what waits."""
    em.queue(*section_effects(card, face or q.face(em.state, card), section, member))


def seat_for(state: m.HeredityState, member: str) -> int:
    return q.controller(state, member) if member in m.MEMBERS else m.SHARED


# ---- taking and placing cards --------------------------------------------------------------
def take(em: Emitter, card: str, member: str = "") -> None:
    """[DE: Symbole, Karte nehmen] take card N and resolve it completely before going on. A card
    already in play or out of the game is not taken again."""
    state = em.state
    if card not in state.deck and card not in state.secrets and card not in state.read:
        return
    em(m.CardTaken(card))
    side = q.side(em.state, card)
    if side.kind == "item":
        gain_item(em, card, member)
    elif side.kind == "terrain":
        place_terrain(em, card, 0, 0, 0)
        run_section(em, card, "rules", member)
    elif side.kind == "encounter":
        if q.encounter(em.state, card) is None:
            em(m.EncounterAdded(card, side.encounter_def.status))
        em.queue(*section_effects(card, q.face(em.state, card), "rules", member),
                 fx.EncounterIn(card=card))
    elif side.kind in ("rule", "action"):
        em.queue(*section_effects(card, q.face(em.state, card), "rules", member),
                 fx.Lay(card=card))
    else:
        run_section(em, card, "rules", member)


def place_in_timeline(em: Emitter, card: str) -> None:
    """[DE: Karten in die Zeitleiste legen] blue band: the right end; green band: the left end."""
    band = q.side(em.state, card).band
    em(m.TimelinePlaced(card, 0 if band == "green" else len(em.state.timeline)))


def attach(em: Emitter, card: str, otherwise: tuple[Step, ...], effect: fx.Step) -> None:
    """[DE: Karten an andere Karten anlegen] under the card with the same band that the marker
    lies on, or reaches first; with none, the card says what to do instead."""
    band = q.side(em.state, card).attach
    state = em.state
    size = len(state.timeline)
    start = max(state.marker, 0)
    for step in range(size):
        slot = state.timeline[(start + step) % size]
        if slot.card != card and band and q.side(state, slot.card).attach == band:
            em(m.CardAttached(card, slot.card))
            return
    em.queue(*section_effects(effect.card, effect.face, effect.section, effect.member,
                              effect.path + (1,), otherwise))


def remove(em: Emitter, card: str) -> None:
    """[DE: Karten aus der Zeitleiste entfernen] into the box; the timeline closes up and a
    marker that lay on the card lies on the next one. Attached cards go with their host (the
    rulebook is silent; they only modify it). An encounter's figures leave the terrain."""
    state = em.state
    if card in state.removed:
        return
    under = next((slot.under for slot in state.timeline if slot.card == card), ())
    on_marker = 0 <= state.marker < len(state.timeline) and state.timeline[state.marker].card == card
    em(m.CardRemoved(card, under))
    if on_marker and em.state.timeline and em.state.timeline[em.state.marker].card == m.FAMILY_CARD:
        em(m.DiscsReturned())


def turn(em: Emitter, card: str, member: str = "") -> None:
    """[DE: Symbole, Karte umdrehen; Karten in der Zeitleiste umdrehen] the other side shows and
    is read. In the timeline the card goes back to its place, or to the end its new band names
    if the marker reaches that first; a card the marker lies on keeps its place."""
    state = em.state
    if any(p.card == card for p in state.terrain):
        turn_terrain(em, card, member)
        return
    index = q.timeline_index(state, card)
    em(m.CardTurned(card))
    new = q.side(em.state, card)
    if index >= 0 and index != state.marker and new.band:
        _reposition(em, card, index, new.band)
    elif card in state.laid and new.kind not in ("rule", "action", "encounter"):
        em(m.CardRead(card))
    run_section(em, card, "rules", member)


def _reposition(em: Emitter, card: str, index: int, band: str) -> None:
    order = [slot.card for slot in em.state.timeline]
    marker_card = order[em.state.marker]
    moved = [c for c in order if c != card]
    moved.insert(0 if band == "green" else len(moved), card)
    if _reach(moved, marker_card, card) < _reach(order, marker_card, card):
        em(m.TimelinePlaced(card, moved.index(card)))


def _reach(order: list[str], marker_card: str, card: str) -> int:
    """How many moves the marker needs to reach `card`."""
    return (order.index(card) - order.index(marker_card)) % len(order)


def lay(em: Emitter, card: str) -> None:
    """[DE: Neue Regel; Neue Aktion] beside the table until turned or removed."""
    if card in em.state.read:
        em(m.CardLaid(card))


def encounter_in(em: Emitter, card: str) -> None:
    """[DE: Begegnungskarten] hostile and allied encounters go into the timeline, neutral ones
    beside it."""
    status = q.status(em.state, card)
    if status == "neutral":
        if card in em.state.read:
            em(m.CardLaid(card))
    elif q.timeline_index(em.state, card) < 0:
        place_in_timeline(em, card)


def set_status(em: Emitter, card: str, status: str) -> None:
    """[DE: Neutrale Begegnungen] a neutral encounter made hostile lies in the timeline now."""
    entry = q.encounter(em.state, card)
    if entry is None:
        em(m.EncounterAdded(card, status))
        return
    if entry.status == status:
        return
    index = -1
    if status != "neutral" and q.timeline_index(em.state, card) < 0:
        index = 0 if q.side(em.state, card).band == "green" else len(em.state.timeline)
    em(m.StatusChanged(card, status, index))


# ---- terrain -------------------------------------------------------------------------------
def place_terrain(em: Emitter, card: str, col: int, row: int, level: int) -> None:
    """[DE: Marker und Figuren platzieren] action markers, materials and start positions."""
    em(m.TerrainPlaced(card, col, row, level))
    face = q.face(em.state, card)
    side = q.side(em.state, card)
    for index, marker in enumerate(side.markers):
        em(m.ActionMarkerAdded(m.ActionMarker(f"{card}:{face}{index}", f"{card}:{marker.area}",
                                              marker.kind, marker.card)))
    for letter, n in side.materials.items():
        em(m.MaterialMoved("supply", f"area:{card}:{letter}", n))
    for name, letter in side.start.items():
        em(m.FigurePlaced(name, f"{card}:{letter}"))


def turn_terrain(em: Emitter, card: str, member: str = "") -> None:
    """[DE: Wenn ihr eine Geländekarte umdreht] material and characters stay where they were
    (or stand on the back's ☒ position); an action marker stays only if the back shows it."""
    state = em.state
    old_face = q.face(state, card)
    back_face = "a" if old_face == "b" else "b"
    back = content().side(card, back_face)
    letters = {ch for row in back.grid for ch in row}
    fallback = back.gather or back.grid[0][0]

    def new_area(area: str, figure: bool = False) -> str:
        letter = area.split(":")[1]
        if figure and back.gather:
            return f"{card}:{back.gather}"
        return f"{card}:{letter if letter in letters else fallback}"

    em(m.CardTurned(card))
    for f in state.figures:
        if f.area.startswith(f"{card}:") and new_area(f.area, True) != f.area:
            em(m.FigureMoved(f.id, new_area(f.area, True)))
    for pile in state.ground:
        if pile.area.startswith(f"{card}:") and new_area(pile.area) != pile.area:
            em(m.MaterialMoved(f"area:{pile.area}", f"area:{new_area(pile.area)}", pile.n))
    for entry in state.items:
        if entry.area.startswith(f"{card}:") and new_area(entry.area) != entry.area:
            em(m.ItemMoved(entry.card, area=new_area(entry.area)))
    kept = [a for a in state.action_markers if a.area.startswith(f"{card}:")]
    for marker in kept:
        em(m.ActionMarkerRemoved(marker.id))
    unused = list(enumerate(back.markers))
    for marker in kept:
        match = next(((i, d) for i, d in unused if d.kind == marker.kind), None)
        if match:
            unused.remove(match)
            index, definition = match
            em(m.ActionMarkerAdded(m.ActionMarker(f"{card}:{back_face}{index}", f"{card}:{definition.area}",
                                                  definition.kind, definition.card)))
    run_section(em, card, "rules", member)


def place_figure(em: Emitter, fid: str, area: str) -> None:
    """[DE: Sonderfall: Volle Bereiche; Goldene Regel] an encounter placed in a full area goes
    to a neighbouring area with room across a white or green line, else to the nearest area with
    room; where several qualify the players choose."""
    choices = placement_areas(em.state, area)
    if len(choices) > 1:
        em.queue(fx.Target(section="place", member=fid, extra=tuple(choices)))
    else:
        em(m.FigurePlaced(fid, choices[0]))


def placement_areas(state: m.HeredityState, area: str) -> list[str]:
    """Where a figure meant for `area` may stand: the area itself while it has room."""
    geo = geometry(state)
    full = q.full_areas(state)
    if geo.area[area] not in full:
        return [area]
    neighbours = [a for a, kinds in sorted(geo.neighbours[geo.area[area]].items())
                  if kinds & {"white", "green"} and a not in full]
    if neighbours:
        return neighbours
    room = {a: steps for a, (steps, _) in paths(geo, area).items() if a not in full}
    if not room:
        return [area]                   # nowhere has room: it stands where the card says
    nearest = min(room.values())
    return sorted(a for a, steps in room.items() if steps == nearest)


# ---- items and materials -------------------------------------------------------------------
def gain_item(em: Emitter, card: str, member: str) -> None:
    """[DE: Erhalten] gained through an action: that member; otherwise the players choose."""
    if member in m.MEMBERS:
        equip(em, card, member)
    else:
        em.queue(fx.Member(section="item", card=card))


def equip(em: Emitter, card: str, member: str) -> None:
    """The item goes to the member; a taken slot means dropping one of them [DE: Erhalten]."""
    conflicts = q.slot_conflicts(em.state, member, card)
    if conflicts:
        em.queue(fx.Target(section="drop_for", card=card, member=member,
                           seat=seat_for(em.state, member), extra=tuple(conflicts) + (card,)))
        return
    em(m.ItemMoved(card, member=member))
    wrench(em, card, member)


def wrench(em: Emitter, card: str, member: str, again: bool = False) -> None:
    """[DE: Erhalten, Schraubenschlüssel] once on first equipping, and at each chapter start."""
    entry = q.item(em.state, card)
    if entry is None or (entry.wrenched and not again):
        return
    if not entry.wrenched:
        em(m.WrenchDone(card))
    if q.item_side(em.state, card).wrench:
        run_section(em, card, "wrench", member)


def drop_item(em: Emitter, card: str, member: str) -> None:
    """[DE: Fallen lassen] the item lies in the member's area."""
    em(m.ItemMoved(card, area=q.area_of(em.state, member)))


# ---- damage and karma ----------------------------------------------------------------------
def hurt(em: Emitter, member: str, n: int, hazard: str = "") -> None:
    """[DE: Schaden an Familienmitgliedern] the member's players place n damage markers."""
    if n <= 0 or q.is_dying(em.state, member):
        return
    card = q.protector(em.state, member, hazard) if hazard else ""
    if card:
        em(m.DamageKeptOff(member, card, hazard, n))
        return
    em.queue(fx.Damage(member=member, n=n, seat=seat_for(em.state, member)))


def draw_karma(em: Emitter) -> str:
    """[DE: Karmakarten] draw onto the open discard; an empty deck takes the shuffled discard."""
    if not em.state.karma_deck:
        order = list(em.state.karma_discard)
        em.rng.shuffle(order)
        em(m.KarmaShuffled(tuple(order)))
    card = em.state.karma_deck[0]
    em(m.KarmaDrawn(card))
    return card


def exchangeable(state: m.HeredityState, card: str) -> bool:
    """The card is in the karma deck and its replacement still in the secret pile."""
    into = content().side(card, "a").karma_def.exchange
    return card in state.karma_deck + state.karma_discard and into in state.secrets


def exchange_karma(em: Emitter, card: str) -> None:
    """[DE: Karmakarten] the card leaves the game, its replacement joins, all nine are shuffled."""
    if not exchangeable(em.state, card):
        return
    em(m.KarmaExchanged(card, content().side(card, "a").karma_def.exchange))
    order = list(em.state.karma_deck + em.state.karma_discard)
    em.rng.shuffle(order)
    em(m.KarmaShuffled(tuple(order)))


# ---- step ops ([DE: Regeln und Anweisungen]) -----------------------------------------------
def who_members(em: Emitter, effect: fx.Step, who: str) -> list[str]:
    """Members a step names: acting, all, area:<area>, or a name ("choose" is a decision)."""
    state = em.state
    if who in m.MEMBERS:
        return [who]
    if who == "all":
        return q.on_table(state)
    if who.startswith("area:"):
        geo = geometry(state)
        area = who[5:]
        return [n for n in q.on_table(state) if area in geo.area and geo.same(q.area_of(state, n), area)]
    if effect.member in m.MEMBERS:
        return [effect.member]
    return []


def _target_or_choose(em: Emitter, effect: fx.Step, step: Step, purpose: str, act) -> None:
    if step.who == "choose" or (step.who in ("", "acting") and effect.member not in m.MEMBERS):
        em.queue(fx.Member(section=purpose, card=step.card, n=step.n, target=step.hazard))
        return
    for name in who_members(em, effect, step.who):
        act(name)


def op_take(em, effect, step):
    take(em, step.card, effect.member)


def op_turn(em, effect, step):
    turn(em, step.card or effect.card, effect.member)


def op_timeline(em, effect, step):
    card = step.card or effect.card
    if q.timeline_index(em.state, card) < 0:
        place_in_timeline(em, card)


def op_attach(em, effect, step):
    attach(em, step.card or effect.card, step.else_, effect)


def op_remove(em, effect, step):
    remove(em, step.card or effect.card)


def op_terrain(em, effect, step):
    col, row, level = (int(x) for x in (step.at or ("0", "0", "0")))
    if not any(p.card == step.card for p in em.state.terrain):
        if step.card not in em.state.read:
            em(m.CardTaken(step.card))
        place_terrain(em, step.card, col, row, level)


def op_start_time(em, effect, step):
    """[DE: Zeitleiste abhandeln] the marker goes on the family card."""
    em(m.TimeMoved(q.timeline_index(em.state, m.FAMILY_CARD)))
    em(m.DiscsReturned())


def op_damage(em, effect, step):
    _target_or_choose(em, effect, step, "damage", lambda name: hurt(em, name, step.n, step.hazard))


def op_heal(em, effect, step):
    def heal(name):
        for _ in range(step.n):
            em.queue(fx.Target(section="heal", member=name, seat=seat_for(em.state, name)))
    _target_or_choose(em, effect, step, "heal", heal)


def op_material(em, effect, step):
    if step.n < 0:
        pay_materials(em, -step.n)
        return
    _target_or_choose(em, effect, step, "material",
                      lambda name: em(m.MaterialMoved("supply", f"member:{name}", step.n)))


def pay_materials(em: Emitter, n: int) -> None:
    """Materials the family pays together, taken from the members in turn."""
    for name in m.MEMBERS:
        have = q.member(em.state, name).materials
        paid = min(have, n)
        if paid:
            em(m.MaterialMoved(f"member:{name}", "supply", paid))
            n -= paid


def op_item(em, effect, step):
    gain_item(em, step.card, effect.member if step.who in ("", "acting") else step.who)


def op_figures(em, effect, step):
    """New figures are numbered after the highest still standing, so none replaces another
    [DE: Mehrere Figuren]."""
    card = step.card or effect.card
    start = max((int(f.id.split(".")[1]) for f in q.figures_of(em.state, card)), default=0)
    # one at a time: where a figure may go depends on the figures placed before it
    em.queue(*(fx.Place(member=f"{card}.{start + offset}", target=area)
               for offset, area in enumerate(step.at, start=1)))


def op_status(em, effect, step):
    set_status(em, step.card or effect.card, step.value)


def op_flag(em, effect, step):
    if step.value.startswith("!"):
        em(m.FlagSet(step.value[1:], False))
    else:
        em(m.FlagSet(step.value, True))


def op_counter(em, effect, step):
    card = step.card or effect.card
    em(m.CounterSet(card, max(0, q.counter(em.state, card) + step.n)))


def op_karma(em, effect, step):
    draw_karma(em)


def op_exchange(em, effect, step):
    """A card an earlier exchange took out of the deck says what happens instead (`else`)."""
    if exchangeable(em.state, step.card):
        exchange_karma(em, step.card)
    else:
        branch(em, effect, step, False)


def op_marker(em, effect, step):
    for index, area in enumerate(step.at):
        em(m.ActionMarkerAdded(m.ActionMarker(f"{effect.card}:x{'-'.join(map(str, effect.path))}.{index}", area,
                                              step.value, step.card)))


def op_move(em, effect, step):
    area = step.at[0]
    if step.card:
        for f in q.figures_of(em.state, step.card):
            em(m.FigureMoved(f.id, area))
        return
    for name in who_members(em, effect, step.who or "all"):
        em(m.FigureMoved(name, area))


def op_violet(em, effect, step):
    """The violet action disc [DE: Spielmaterial: 1 Aktionsscheibe in Violett] goes to the
    member the card names (or the acting one), once a chapter: it stays with them, returning to
    them with their own discs, so nobody ever holds more discs than they own."""
    if em.state.violet:
        return
    names = who_members(em, effect, step.who or "acting")
    if names:
        em(m.VioletGiven(names[0]))


def op_mark(em, effect, step):
    """[DE: Spielmaterial: Standardmarker, Spezialmarker] add (or take away) markers of a kind
    on areas or figures; `who` puts them on members' figures."""
    places = list(step.at) or [name for name in who_members(em, effect, step.who) if q.area_of(em.state, name)]
    kind = step.value or STANDARD_MARK
    laid = {p.card for p in em.state.terrain}
    standing = {f.id for f in em.state.figures}
    for place in [p for p in places if p in standing or p.split(":")[0] in laid]:   # not yet explored: none
        have = next((x.n for x in em.state.marks if (x.kind, x.at) == (kind, place)), 0)
        if max(0, have + step.n) != have:
            em(m.MarkSet(kind, place, max(0, have + step.n)))


def op_carry(em, effect, step):
    """A campaign counter: set to `n`, or with `value = "add"` changed by `n`; never below 0
    nor above `cap`. It carries into the next chapter."""
    now = q.carried_value(em.state, step.name)
    value = now + step.n if step.value == "add" else step.n
    value = max(0, min(value, step.cap) if step.cap >= 0 else value)
    if value != now or not any(c.card == step.name for c in em.state.carried):
        em(m.CarriedSet(step.name, value))


def op_end(em, effect, step):
    em(m.ChapterEnded(step.value))


def op_if(em, effect, step):
    """[DE: Wenn und Andernfalls] the IF branch when the condition holds, else OTHERWISE."""
    if step.ask is not None:
        em.queue(fx.Ask(card=effect.card, face=effect.face, section=effect.section,
                        path=effect.path, member=effect.member, seat=seat_for(em.state, effect.member)))
        return
    branch(em, effect, step, holds(em.state, effect, step))


def branch(em: Emitter, effect: fx.Step | fx.Ask, step: Step, yes: bool) -> None:
    steps = step.then if yes else step.else_
    em.queue(*section_effects(effect.card, effect.face, effect.section, effect.member,
                              effect.path + (0 if yes else 1,), steps))


def holds(state: m.HeredityState, effect: fx.Step | fx.Ask, step: Step) -> bool:
    tests = []
    if step.flag:
        tests.append(step.flag in state.flags)
    if step.not_flag:
        tests.append(step.not_flag not in state.flags)
    if step.has_item:
        entry = q.item(state, step.has_item)
        tests.append(entry is not None and bool(entry.member))
    if step.counter_max >= 0:
        tests.append(q.counter(state, step.card or effect.card) <= step.counter_max)
    if step.karma:
        tests.append(karma_is(state.last_karma, step.karma))
    if step.in_area:
        geo = geometry(state)
        tests.append(step.in_area in geo.area and any(
            geo.same(q.area_of(state, n), step.in_area) for n in q.on_table(state)))
    if step.materials_min:
        tests.append(sum(x.materials for x in state.members) >= step.materials_min)
    if step.gone:
        tests.append(step.gone in state.removed)
    return all(tests) and all(_new_tests(state, effect, step))


def _new_tests(state: m.HeredityState, effect: fx.Step | fx.Ask, step: Step):
    """Markers, an item's value, campaign counters and secret cards."""
    if step.mark:
        places = tuple(effect.member if p == "acting" else p for p in step.at)
        yield q.marks_on(state, step.mark, places, geometry(state)) >= max(1, step.marks_min)
    if step.item_value_min:
        yield any(q.item_side(state, entry.card).value >= step.item_value_min
                  for entry in state.items if entry.member and entry.member == (effect.member or entry.member))
    if step.carried_min >= 0:
        yield q.carried_value(state, step.name) >= step.carried_min
    if step.secret:
        yield step.secret not in state.secrets


def karma_is(card: str, kind: str) -> bool:
    if not card:
        return False
    karma = content().side(card, "a").karma_def
    return {
        "skull": karma.skull,
        "plus": karma.sign == "+" and karma.value > 0,
        "minus": karma.sign == "-",
        "times": karma.sign == "x",
        "miss": karma.sign == "miss",
        "zero": karma.sign == "+" and karma.value == 0,
    }[kind]


def op_family_actions(em, effect, step):
    """[DE: Überblick: Aktionen] with the marker on the family card the family acts."""
    em.queue(fx.Actions())


def op_dying_check(em, effect, step):
    """[DE: Sterbende Familienmitglieder] a karma card per dying member; a skull: take 926."""
    for name in q.on_table(em.state):
        if q.is_dying(em.state, name):
            card = draw_karma(em)
            if karma_is(card, "skull"):
                em(m.MemberDied(name))
                take(em, m.DEATH_CARD, name)
                return


OPS = {
    "take": op_take, "turn": op_turn, "timeline": op_timeline, "attach": op_attach,
    "remove": op_remove, "terrain": op_terrain, "start_time": op_start_time, "damage": op_damage,
    "heal": op_heal, "material": op_material, "item": op_item, "figures": op_figures,
    "status": op_status, "flag": op_flag, "counter": op_counter, "karma": op_karma,
    "exchange": op_exchange, "marker": op_marker, "move": op_move, "end": op_end, "if": op_if,
    "family_actions": op_family_actions, "dying_check": op_dying_check, "violet": op_violet,
    "mark": op_mark, "carry": op_carry,
}


def run_step(em: Emitter, effect: fx.Step) -> None:
    step = q.steps_at(effect.card, effect.face, effect.section, effect.path)
    OPS[step.op](em, effect, step)
