"""Questions about a Heredity state that the rules, the legal-command list, the view and the bots
share. Nothing here changes anything."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Literal, TypeGuard, TypeVar

from game.engine.queue import Decision, kind_of
from game.titles.heredity import model as m
from game.titles.heredity import queued as fx
from game.titles.heredity.content import Attack, EncounterDef, ItemDef, Passive, Side, Step, Text, content
from game.titles.heredity.geometry import Geometry, geometry
from game.titles.heredity.recall import while_same

D = TypeVar("D", bound=Decision)

PUNCH_KICK = Attack(kind="melee", base=1)     # [DE: Angriffe, Wichtig] on the overview card


# ---- cards -----------------------------------------------------------------------------------
def face(state: m.HeredityState, card: str) -> Literal["a", "b"]:
    return "b" if card in state.turned else "a"


def side(state: m.HeredityState, card: str) -> Side:
    return content().side(card, face(state, card))


def steps_at(card: str, face_: str, section: str, path: tuple[int, ...]) -> Step:
    steps = section_steps(card, face_, section)
    step = steps[path[0]]
    for branch, index in zip(path[1::2], path[2::2], strict=True):
        step = (step.then if branch == 0 else step.else_)[index]
    return step


def section_steps(card: str, face_: str, section: str) -> tuple[Step, ...]:
    """The steps of one section of a card side: rules, timeline, defeated, ally, wrench, action,
    interact:<i>, field:<i>, immediate:<i>."""
    s = content().side(card, face_)
    name, _, index = section.partition(":")
    if name in ("rules", "timeline"):
        return getattr(s, name)
    if name in ("defeated", "ally"):
        return getattr(s.encounter_def, name)
    if name == "interact":
        return s.encounter_def.interact[int(index)].steps
    if name == "wrench":
        return s.item_def.wrench
    if name == "field":
        return s.item_def.fields[int(index)].steps
    if name == "action":
        return s.action_def.steps
    if name == "immediate":
        return s.immediate[int(index)].steps
    raise KeyError(section)


def is_face_down(state: m.HeredityState, card: str) -> bool:
    """Still in the chapter deck, the secret pile or the karma deck: nobody has read it."""
    return card in state.deck or card in state.secrets or card in state.karma_deck


def head(state: m.HeredityState) -> fx.Effect | None:
    return state.queue[0] if state.queue else None


def waiting(state: m.HeredityState) -> fx.Effect:
    """The effect at the head of the queue, where a command is answered: while the chapter runs
    the rules always wait for one."""
    effect = head(state)
    if effect is None:
        raise LookupError("the effect queue is empty")
    return effect


def question(effect: fx.Ask) -> Text:
    """What an `ask` decision asks: the question of the `if` step it stands for."""
    ask = steps_at(effect.card, effect.face, effect.section, effect.path).ask
    if ask is None:
        raise LookupError(f"card {effect.card}: the step at {effect.path} asks nothing")
    return ask


def is_decision(effect: fx.Effect | None) -> TypeGuard[fx.AnyDecision]:
    return isinstance(effect, Decision)


def asked(state: m.HeredityState, kind: type[D]) -> D:
    """The decision waiting, of the kind that the command answering it says it is."""
    effect = waiting(state)
    if not isinstance(effect, kind):
        raise LookupError(f"{kind_of(kind)} asked, {effect.kind} waits")
    return effect


def timeline_index(state: m.HeredityState, card: str) -> int:
    for index, slot in enumerate(state.timeline):
        if slot.card == card:
            return index
    return -1


def counter(state: m.HeredityState, card: str) -> int:
    for entry in state.counters:
        if entry.card == card:
            return entry.n
    return 0


# ---- members ---------------------------------------------------------------------------------
@cache
def body_card(member: str, part: str) -> str:
    for card_id, card in content().cards.items():
        if card.a.kind == "body" and card.a.member == member and card.a.part == part:
            return card_id
    raise KeyError((member, part))


def member(state: m.HeredityState, name: str) -> m.Member:
    return state.members[m.MEMBERS.index(name)]


def body(state: m.HeredityState, name: str, part: str) -> m.Body:
    return member(state, name).bodies[m.PARTS.index(part)]


def body_spaces(part_body: m.Body, name: str):
    card = content().cards[body_card(name, part_body.part)]
    return (card.back if part_body.flipped else card.a).spaces


def controller(state: m.HeredityState, name: str) -> int:
    return state.control[m.MEMBERS.index(name)]


def control_problem(players: int, control: tuple[int, ...]) -> str:
    """[DE: Spielvorbereitung 2] who plays which member, seat per member (MEMBERS order; SHARED:
    decided together). Four players: one member each; three: one each, the fourth decided
    together; two: a child (Selena, Brick) and an adult (Djamal, Maeve) each; one: all four.
    Returns what is wrong ("" when the assignment fits)."""
    if len(control) != len(m.MEMBERS) or any(not m.SHARED <= s < players for s in control):
        return "a seat per member"
    if players == 4 and sorted(control) != [0, 1, 2, 3]:
        return "one member each"
    if players == 3 and sorted(control) != [m.SHARED, 0, 1, 2]:
        return "one member each, the fourth decided together (-1)"
    if players == 2:
        for seat in (0, 1):
            mine = [name for name, s in zip(m.MEMBERS, control, strict=True) if s == seat]
            if sorted(name in m.CHILDREN for name in mine) != [False, True]:
                return "a child and an adult each"
    return ""


def seat_members(state: m.HeredityState, seat: int) -> tuple[str, ...]:
    return _members_of(state.control, seat)


@cache
def _members_of(control: tuple[int, ...], seat: int) -> tuple[str, ...]:
    """The members a seat answers for under this control (a game has one control)."""
    return tuple(name for name, owner in zip(m.MEMBERS, control, strict=True) if owner in (seat, m.SHARED))


def seats_of(state: m.HeredityState, name: str) -> tuple[int, ...]:
    owner = controller(state, name)
    return tuple(range(state.players)) if owner == m.SHARED else (owner,)


def discs_used(state: m.HeredityState, name: str) -> int:
    return spent_discs(member(state, name), carried(state, name))


def spent_discs(who: m.Member, held: list[m.Item]) -> int:
    """The discs a member spent: on the member, their body cards and the items they carry."""
    return _discs_on(who) + sum(sum(item.discs) for item in held)


@lru_cache(maxsize=4096)
def _discs_on(who: m.Member) -> int:
    """The member's spent discs but those on items: remembered by the member's value."""
    return who.loose + who.ally_discs + sum(sum(b.discs) for b in who.bodies)


def discs_free(state: m.HeredityState, name: str) -> int:
    return discs_owned(state, name) - discs_used(state, name)


def discs_owned(state: m.HeredityState, name: str) -> int:
    """The three discs of the member's colour, and the violet one if a card gave it to them."""
    return m.DISCS + (state.violet == name)


def free_body_spaces(state: m.HeredityState, name: str, kind: str) -> tuple[str, ...]:
    return body_free_spaces(member(state, name)).get(kind, ())


@lru_cache(maxsize=4096)
def body_free_spaces(who: m.Member) -> dict[str, tuple[str, ...]]:
    """The member's free body spaces by kind, found in one pass over the bodies: listing the
    actions asks for most kinds in turn. Remembered by the member's value: a member seldom
    changes while the family acts (one disc per action), and never between most events."""
    found: dict[str, list[str]] = {}
    for part_body in who.bodies:
        for index, space in enumerate(body_spaces(part_body, who.name)):
            if not part_body.discs[index] and not part_body.damage[index]:
                found.setdefault(space.kind, []).append(f"{part_body.part}.{index}")
    return {kind: tuple(spaces) for kind, spaces in found.items()}


def is_dying(state: m.HeredityState, name: str) -> bool:
    """[DE: Sterbende Familienmitglieder] "alle 3 Karten des Familienmitglieds sind umgedreht und
    liegen auf allen verfügbaren Feldern dieses Familienmitglieds [Schaden]". The rule says
    fields (Feldern), not action spaces (Aktionsfelder), and goes on "ihr könnt keine weiteren
    [Schaden] legen": the damage fields of the member's equipped items, where damage may go too
    [DE: Schaden an Familienmitgliedern, "Alternativ ... auf Gegenstände"], must be covered as
    well."""
    bodies = member(state, name).bodies
    return all(b.flipped for b in bodies) and not free_damage_fields(state, name)


def free_damage_fields(state: m.HeredityState, name: str) -> list[str]:
    """Body spaces and item fields of the member showing the damage symbol and holding none."""
    found = []
    for part_body in member(state, name).bodies:
        found += _free_body_damage(state, name, part_body)
    return found + _free_item_damage(state, name)


def _free_body_damage(state: m.HeredityState, name: str, part_body: m.Body) -> list[str]:
    spaces = body_spaces(part_body, name)
    return [f"{part_body.part}.{i}" for i, s in enumerate(spaces) if s.damage and not part_body.damage[i]]


def _free_item_damage(state: m.HeredityState, name: str) -> list[str]:
    found = []
    for entry in carried(state, name):
        for index, field in enumerate(item_side(state, entry.card).fields):
            if field.damage and not entry.damage[index]:
                found.append(f"item:{entry.card}.{index}")
    return found


def damage_options(state: m.HeredityState, name: str) -> list[str]:
    """Where one more damage may go [DE: Schaden an Familienmitgliedern, Schwere Verletzungen]:
    a free space, a card with none turned over, or a free item field."""
    if is_dying(state, name):
        return []
    options = []
    for part_body in member(state, name).bodies:
        free = _free_body_damage(state, name, part_body)
        options += free
        if not part_body.flipped and not free:
            options.append(f"flip:{part_body.part}")
    return options + _free_item_damage(state, name)


def injurable(part_body: m.Body) -> bool:
    """[DE: Schwere Verletzungen] a card with two damage may be turned by choice."""
    return not part_body.flipped and sum(part_body.damage) >= 2


def healable(state: m.HeredityState, name: str) -> list[str]:
    return list(hurt_spaces(member(state, name)))


@lru_cache(maxsize=4096)
def hurt_spaces(who: m.Member) -> tuple[str, ...]:
    """The member's body spaces holding damage, remembered by the member's value."""
    return tuple(f"{part_body.part}.{i}" for part_body in who.bodies for i, hurt in enumerate(part_body.damage) if hurt)


# ---- items -----------------------------------------------------------------------------------
def item_side(state: m.HeredityState, card: str) -> ItemDef:
    return side(state, card).item_def


def carried(state: m.HeredityState, name: str) -> list[m.Item]:
    return [item for item in state.items if item.member == name]


def item(state: m.HeredityState, card: str) -> m.Item | None:
    for entry in state.items:
        if entry.card == card:
            return entry
    return None


def item_works(state: m.HeredityState, entry: m.Item) -> bool:
    """[DE: Gegenstandsaktion ausführen, Wichtig] damage on every damage field stops the passive."""
    fields = item_side(state, entry.card).fields
    marked = [i for i, f in enumerate(fields) if f.damage]
    return not marked or not all(entry.damage[i] for i in marked)


def protector(state: m.HeredityState, name: str, hazard: str) -> str:
    """The working item of the member's that protects from `hazard` ("" if none does)."""
    for entry in carried(state, name):
        effect = item_side(state, entry.card).passive
        if effect is not None and effect.protects == hazard and item_works(state, entry):
            return entry.card
    return ""


def passive(state: m.HeredityState, name: str) -> Passive:
    defence = bonus = 0
    no_harm = False
    for entry in carried(state, name):
        effect = item_side(state, entry.card).passive
        if effect is None or not item_works(state, entry):
            continue
        defence += effect.defence
        bonus += effect.attack_bonus
        no_harm = no_harm or effect.no_harm
    return Passive(defence=defence, attack_bonus=bonus, no_harm=no_harm)     # protection: `protector`


def slot_conflicts(state: m.HeredityState, name: str, card: str) -> list[str]:
    """Items the member would have to choose between to carry `card` [DE: Erhalten]."""
    slot = item_side(state, card).slot
    same = [e.card for e in carried(state, name) if item_side(state, e.card).slot == slot and e.card != card]
    limit = 3 if slot == "utility" else 1
    return same if len(same) >= limit else []


def weapon_attack(state: m.HeredityState, name: str, weapon: str) -> Attack | None:
    """The attack `weapon` gives the member; None where it gives none: a weapon the member does
    not carry, or one a command from outside wrote wrong ("item:x", "sword", a field it lacks)."""
    if weapon in ("punch", "kick"):
        return PUNCH_KICK
    card, dot, index = weapon.removeprefix("item:").partition(".")
    if not weapon.startswith("item:") or not dot or not (index.isascii() and index.isdecimal()):
        return None
    entry = item(state, card)
    if entry is None or entry.member != name:
        return None
    fields = item_side(state, card).fields
    return fields[int(index)].attack if int(index) < len(fields) else None


def split_field(space: str) -> tuple[str, int]:
    """"item:105.1" -> ("105", 1)."""
    card, _, index = space[len("item:"):].partition(".")
    return card, int(index)


# ---- the table -------------------------------------------------------------------------------
def figure(state: m.HeredityState, fid: str) -> m.Figure | None:
    return _figures_by_id(state).get(fid)


@while_same("figures")
def _figures_by_id(state: m.HeredityState) -> dict[str, m.Figure]:
    """Every figure by its id, built once per state: the rules look figures up by id many times
    per command."""
    return {entry.id: entry for entry in state.figures}


def area_of(state: m.HeredityState, fid: str) -> str:
    entry = figure(state, fid)
    return entry.area if entry else ""


def on_table(state: m.HeredityState) -> list[str]:
    figures = _figures_by_id(state)
    return [name for name in m.MEMBERS if name in figures]


def encounter(state: m.HeredityState, card: str) -> m.Encounter | None:
    for entry in state.encounters:
        if entry.card == card:
            return entry
    return None


def status(state: m.HeredityState, card: str) -> str:
    """The status of an encounter in play: hostile, neutral or allied."""
    entry = encounter(state, card)
    if entry is None:
        raise LookupError(f"encounter {card} is not in play")
    return entry.status


def figure_card(fid: str) -> str:
    return fid.split(".")[0]


def is_member(fid: str) -> bool:
    return fid in m.MEMBERS


def encounter_def(state: m.HeredityState, card: str) -> EncounterDef:
    return side(state, card).encounter_def


def figures_of(state: m.HeredityState, card: str) -> tuple[m.Figure, ...]:
    return _figures_by_card(state).get(card, ())


@while_same("figures")
def _figures_by_card(state: m.HeredityState) -> dict[str, tuple[m.Figure, ...]]:
    """The encounters' figures by card, in table order, built once per state."""
    found: dict[str, list[m.Figure]] = {}
    for f in state.figures:
        if not is_member(f.id):
            found.setdefault(figure_card(f.id), []).append(f)
    return {card: tuple(figures) for card, figures in found.items()}


@while_same("figures", "terrain", "turned")
def full_areas(state: m.HeredityState) -> frozenset[str]:
    """[DE: Sonderfall: Volle Bereiche] areas holding as many figures as fit."""
    geo = geometry(state)
    counts: dict[str, int] = {}
    for f in state.figures:
        key = geo.area.get(f.area)
        if key is not None:
            counts[key] = counts.get(key, 0) + 1
    return frozenset(area for area, n in counts.items() if n >= geo.capacity(area))


def materials_at(state: m.HeredityState, geo: Geometry, area: str) -> int:
    here = geo.area[area]
    return sum(p.n for p in state.ground if geo.area.get(p.area) == here)


def items_at(state: m.HeredityState, geo: Geometry, area: str) -> list[m.Item]:
    here = geo.area[area]
    return [e for e in state.items if e.area and geo.area.get(e.area) == here]


def in_reach(geo: Geometry, attack: Attack, source: str, target: str, full: frozenset[str]) -> bool:
    """[DE: Angriffe 1; Reichweite im Fernkampf; Volle Bereiche] melee: the same area, or next
    to a full one; ranged: within range, in a straight line past no wall, on the same level."""
    if not source or not target:
        return False
    a, b = geo.area[source], geo.area[target]
    if attack.kind == "melee":
        return a == b or (b in full and b in geo.moves(a))
    distance = geo.distance(a, b)
    return distance is not None and distance <= attack.range and geo.sees(a, b)


def hostile_targets(state: m.HeredityState) -> list[str]:
    """Who a hostile encounter may attack: members on the table not dying, and allies
    [DE: Sterbende Familienmitglieder; Verbündete Begegnungen]."""
    found = [name for name in on_table(state) if not is_dying(state, name)]
    for entry in state.encounters:
        if entry.status == "allied":
            found += [f.id for f in figures_of(state, entry.card)]
    return found


@while_same("encounters", "figures")
def foes(state: m.HeredityState) -> tuple[str, ...]:
    """Figures family members (and allies) may attack: hostile and neutral encounters."""
    return tuple(f.id for entry in state.encounters if entry.status in ("hostile", "neutral")
                 for f in figures_of(state, entry.card))


# ---- rules in force --------------------------------------------------------------------------
def forbidden(state: m.HeredityState, geo: Geometry, kind: str, area: str) -> bool:
    """[DE: Neue Regel] a laid-out rule card, or a special marker lying here, forbidding this
    kind of action here."""
    return kind in forbidden_kinds(state, geo, area)


def forbidden_kinds(state: m.HeredityState, geo: Geometry, area: str) -> set[str]:
    """The kinds of action laid-out rule cards and the special markers lying here forbid here."""
    kinds = {special.forbid for special in special_marks_in(state, geo, area) if special.forbid}
    for card in state.laid:
        rule = side(state, card).rule
        if rule and rule.forbid and any(geo.same(a, area) for a in rule.areas if a in geo.area):
            kinds.add(rule.forbid)
    return kinds


def rule_harm(state: m.HeredityState, geo: Geometry, area: str) -> int:
    harm = 0
    for card in state.laid:
        rule = side(state, card).rule
        if rule and rule.harm and any(geo.same(a, area) for a in rule.areas if a in geo.area):
            harm += rule.harm
    return harm + sum(special.harm for special in special_marks_in(state, geo, area))


def special_marks_in(state: m.HeredityState, geo: Geometry, area: str) -> list:
    """The chapter's special markers lying in `area`, one entry per kind (a kind's rule holds
    once, however many of its markers lie there)."""
    kinds = {x.kind for x in state.marks if x.at in geo.area and geo.same(x.at, area)}
    found = (content().special_marker(state.chapter, kind) for kind in sorted(kinds))
    return [special for special in found if special is not None]


def marks_on(state: m.HeredityState, kind: str, places: tuple[str, ...], geo: Geometry) -> int:
    """How many markers of `kind` lie on these places (areas or figures), or anywhere."""
    total = 0
    for x in state.marks:
        if x.kind != kind:
            continue
        on_area = x.at in geo.area and any(p in geo.area and geo.same(x.at, p) for p in places)
        if not places or x.at in places or on_area:
            total += x.n
    return total


def carried_value(state: m.HeredityState, name: str) -> int:
    return next((c.n for c in state.carried if c.card == name), 0)


