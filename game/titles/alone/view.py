"""What each seat of an Alone game may see, and every command and event told in words.

[KBM S.2 ENTHÜLLT UND VERBORGEN] the hero knows only the labyrinth: the revealed sectors and what
stands in them. His view never names a sector of the secret map: the labyrinth is drawn in his own
frame, each floor around the first sector he saw there (so the map's size and position never leak).
The public view (no seat) is the hero's: everything on the table. An Evil player sees the whole
secret map and his own hand; of the other hands, only how many cards they hold.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, Literal, NamedTuple

import msgspec

from game.i18n import pick, seat_called, tr, trn
from game.titles.alone import hero as rules_hero
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.board import DIRECTIONS, Exit, Sector, board_of, door_id
from game.titles.alone.cardtext import counted, either_labels
from game.titles.alone.content import card_of, content, scenario_of


# ---- the view: structs, printed by the harness as JSON (`to_builtins`) -------------------------------
# Lists, not tuples: `to_builtins` keeps a tuple a tuple, which the JSON the harness prints (and
# tests read back) makes a list. What only some seats may know lives in a subclass (`EvilView`, a
# decision's particulars) that the other seats are never handed: their views have no field to fill.
class Square(NamedTuple):
    """A square of a map: its floor, and x and y on it (in the hero's frame from the first sector
    he saw on that floor; on the secret map, the map's own)."""

    floor: str
    x: int
    y: int


class CreatureView(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    kind: str
    wounded: bool


class SectorView(msgspec.Struct, frozen=True, kw_only=True):
    """What both maps show of a sector: its square (the hero's frame, or the secret map's) and
    what stands and lies in it."""

    floor: str
    x: int
    y: int
    room: str                            # "" for a corridor
    lit: bool
    danger: bool
    switchbox: bool
    stairs: str | None                   # the stairs' colour
    hero: bool
    sight: bool                          # in the hero's line of sight
    creatures: list[CreatureView]

    @property
    def square(self) -> Square:
        return Square(self.floor, self.x, self.y)

    def sides(self) -> dict[str, Exit]:
        """n/e/s/w -> how the side is passed; a side not named is a wall."""
        raise NotImplementedError


class LabyrinthSector(SectorView, frozen=True, kw_only=True):
    """A sector of the hero's labyrinth, in his frame."""

    exits: dict[str, Exit]
    mission: bool                        # a room a mission marks

    def sides(self) -> dict[str, Exit]:
        return self.exits


class JoinView(msgspec.Struct, frozen=True, kw_only=True):
    to: str
    door: bool
    blocked: bool


class MapSector(SectorView, frozen=True, kw_only=True):
    """A sector of the secret map, at its place on the map."""

    id: str
    joins: dict[str, JoinView]
    revealed: bool                       # in the hero's labyrinth

    def sides(self) -> dict[str, Exit]:
        return {d: "blocked" if j.blocked else ("door" if j.door else "open") for d, j in self.joins.items()}


class HeldItem(msgspec.Struct, frozen=True, kw_only=True):
    card: str                            # the copy: "medkit#1"
    item: str                            # its design: "medkit"
    charges: int
    upgraded: bool


class HeroSheet(msgspec.Struct, frozen=True, kw_only=True):
    character: str
    health: int
    composure: int
    adrenaline: int
    xp: dict[str, int]
    skills: list[str]
    items: list[HeldItem]
    searched: list[str]                  # rooms searched for the first time
    used: list[str]                      # once-per-round abilities used this round


class MissionView(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    colour: str
    progress: int
    steps: int
    done: bool
    room: str                            # the room drawn for it: "" where its steps name rooms, and for
                                         # the hero until he has seen it
    active: bool


class PlayedCard(msgspec.Struct, frozen=True, kw_only=True):
    card: str                            # "" for a card face down, but to the player who played it
    seat: int
    standard: bool                       # face down
    fields: int


class ThisTurn(msgspec.Struct, frozen=True, kw_only=True):
    boost: int
    shaken: int
    guard: int


class LocateAnswer(msgspec.Struct, frozen=True, kw_only=True):
    target: str
    distance: int                        # -1: none found
    same_floor: bool                     # as the floor the hero stands on now


class HandCount(msgspec.Struct, frozen=True, kw_only=True):
    seat: int
    count: int


class PileCount(msgspec.Struct, frozen=True, kw_only=True):
    deck: str
    count: int
    discard: int


class Decision(msgspec.Struct, frozen=True, kw_only=True):
    """What waits, as every seat sees it: its kind and whose it is ("evil" for a decision of an
    Evil player shown to another seat). Its particulars go to the deciding seat only."""

    kind: str
    seat: int


class ClearDecision(Decision, frozen=True, kw_only=True):
    where: list[str]                     # the labels cleared so far


class CountedDecision(Decision, frozen=True, kw_only=True):
    left: int


class LocateDecision(CountedDecision, frozen=True, kw_only=True):
    named: list[str]                     # the targets named so far


class TimedDecision(Decision, frozen=True, kw_only=True):
    timing: str                          # the reaction window's timing


class ApproveDecision(TimedDecision, frozen=True, kw_only=True, omit_defaults=True):
    asks: int                            # the Evil player asking the leader's leave
    standard: bool                       # for a card face down
    trigger: str | None = None           # a card face up: its trigger, the only thing the leader learns of it


class NoiseDecision(Decision, frozen=True, kw_only=True):
    sides: list[str]


class EitherDecision(Decision, frozen=True, kw_only=True):
    card: str


class AloneView(msgspec.Struct, frozen=True, kw_only=True):
    """What the hero sees, and the public: everything on the table."""

    title: Literal["alone"]
    seat: int | None
    role: Literal["public", "hero", "evil"]
    scenario: str
    difficulty: str
    evil_players: int
    round: int
    turn: int
    turns: int
    marker: int
    rounds: int
    nightmare: bool
    outcome: str | None
    hero: HeroSheet
    missions: list[MissionView]
    final: bool
    fields: list[PlayedCard]
    fields_total: int
    danger_fields: list[int]
    played: int
    actions: list[str]                   # the hero's actions this turn
    bullet: bool
    this_turn: ThisTurn
    located: list[LocateAnswer]
    leader: int
    decks: list[str]
    hands: list[HandCount]
    piles: list[PileCount]
    item_deck: int
    labyrinth: list[LabyrinthSector]
    decision: Decision | None            # None: the game is over


class EvilView(AloneView, frozen=True, kw_only=True):
    """What an Evil player sees besides: the secret map, his own hand and the discards."""

    hand: list[str]
    map: list[MapSector]
    board: str                           # the map's board: its scenario's, or one a search made up
    hero_sector: str
    discards: list[list[str]]
    supply: dict[str, int]               # creatures on the map, by kind


# ---- the hero's frame --------------------------------------------------------------------------------
def frame(state: m.AloneState, sector: str) -> Square:
    """A revealed sector's square in the hero's frame."""
    here = q.board(state)
    spec = here.sectors[sector]
    origin = state.origin(spec.floor) or sector
    base = here.sectors[origin]
    return Square(spec.floor, spec.x - base.x, spec.y - base.y)


def exits(state: m.AloneState, sector: str) -> dict[str, Exit]:
    """A revealed sector's sides as the hero sees them (no side: a wall)."""
    here = q.board(state)
    found: dict[str, Exit] = {}
    for direction in DIRECTIONS:
        join = here.joins[sector].get(direction)
        if join is None:
            continue
        door = q.door_of(state, sector, direction) if join.door else ""
        found[direction] = "blocked" if door in state.blocked else ("door" if door else "open")
    return found


def _creature(c: m.Creature) -> CreatureView:
    return CreatureView(id=c.id, kind=c.kind, wounded=c.wounded)


def labyrinth(state: m.AloneState) -> list[LabyrinthSector]:
    here = q.board(state)
    seen = q.sight(state)
    marked = set(rules_hero.mission_rooms(state))
    found = []
    for sector in state.revealed:
        spec = here.sectors[sector]
        floor, x, y = frame(state, sector)
        found.append(LabyrinthSector(
            floor=floor, x=x, y=y, room=spec.room, lit=sector in state.lit, danger=sector in state.danger,
            switchbox=spec.switchbox, stairs=here.stairs[sector][1] if sector in here.stairs else None,
            exits=exits(state, sector), creatures=[_creature(c) for c in state.in_sector(sector)],
            hero=sector == state.hero, sight=sector in seen, mission=spec.room != "" and sector in marked))
    return sorted(found, key=lambda s: (s.floor, s.y, s.x))


def secret_map(state: m.AloneState) -> list[MapSector]:
    """The Evil players' map: every sector with its place on the map."""
    seen = q.sight(state)
    lit, danger, revealed, blocked = set(state.lit), set(state.danger), set(state.revealed), set(state.blocked)
    creatures: dict[str, list[CreatureView]] = {}
    for creature in state.creatures:
        creatures.setdefault(creature.sector, []).append(_creature(creature))
    found = []
    for spec, stairs, joins in _map_layout(state.scenario):
        sector = spec.id
        found.append(MapSector(
            id=sector, floor=spec.floor, x=spec.x, y=spec.y, room=spec.room, lit=sector in lit,
            danger=sector in danger, switchbox=spec.switchbox, stairs=stairs,
            joins={d: JoinView(to=to, door=door, blocked=door and name in blocked) for d, to, door, name in joins},
            revealed=sector in revealed, sight=sector in seen, hero=sector == state.hero,
            creatures=creatures.get(sector, [])))
    return found


@lru_cache(maxsize=64)     # one per board: a search makes up boards of its own
def _map_layout(scenario: str) -> tuple[tuple[Sector, str | None, tuple[tuple[str, str, bool, str], ...]], ...]:
    """What the secret map shows that never changes: every sector, its stairs' colour and its
    joins (side, neighbour, door or not, the door's id), built once: every Evil view lists them."""
    here = board_of(scenario)
    return tuple(
        (spec, here.stairs[sector][1] if sector in here.stairs else None,
         tuple((d, j.to, j.door, door_id(sector, j.to)) for d, j in here.joins[sector].items()))
        for sector, spec in here.sectors.items())


# ---- the view ------------------------------------------------------------------------------------------
def _hero(state: m.AloneState) -> HeroSheet:
    return HeroSheet(
        character=state.character, health=state.health, composure=state.composure, adrenaline=state.adrenaline,
        xp=dict(state.xp), skills=[s for s in content().skills if state.has_skill(s)],
        items=[HeldItem(card=h.card, item=card_of(h.card), charges=h.charges, upgraded=h.upgraded)
               for h in state.items],
        searched=list(state.searched), used=list(state.used))


def _missions(state: m.AloneState, evil: bool) -> list[MissionView]:
    found = []
    for mission in state.missions:
        spec = content().missions[mission.id]
        room = mission.room if evil or q.board(state).rooms.get(mission.room) in state.revealed else ""
        found.append(MissionView(id=mission.id, colour=spec.colour, progress=mission.progress, steps=len(spec.steps),
                                 done=mission.done, room=room, active=spec.colour != "red" or state.final))
    return found


def _locate_answers(state: m.AloneState) -> list[LocateAnswer]:
    """This round's Locate answers; `same_floor` is about the floor the hero stands on now (a
    station has two floors)."""
    here = q.board(state)
    floor = here.floor(state.hero)
    return [LocateAnswer(target=target, distance=distance, same_floor=same if here.floor(asked) == floor else not same)
            for target, distance, same, asked in state.located]


def _fields(state: m.AloneState, seat: int | None) -> list[PlayedCard]:
    """The cards on the reaction fields: one played face down shows only its back, but to the
    player who played it (KBM S.2: hands are never shown, to the other Evil players neither)."""
    return [PlayedCard(card=p.card if not p.standard or seat == p.seat else "", seat=p.seat, standard=p.standard,
                       fields=p.fields) for p in state.fields]


# the decisions that count down (`left`): what is still to move, spawn, place, draw or take
COUNTED = (fx.Move, fx.Spawn, fx.Teleport, fx.Danger, fx.Redraw, fx.Place, fx.SetupDanger, fx.SetupSpawn, fx.Xp,
           fx.Step)


def _decision(state: m.AloneState, seat: int | None) -> Decision | None:
    effect = q.head(state)
    if state.outcome is not None or effect is None or not q.is_decision(effect):
        return None
    if seat != effect.seat:
        return Decision(kind=effect.kind if effect.seat == m.HERO else "evil", seat=effect.seat)
    return _particulars(effect)


def _particulars(effect: fx.AnyDecision) -> Decision:
    """The decision as the seat that makes it sees it."""
    kind, seat = effect.kind, effect.seat
    if isinstance(effect, fx.Clear):
        return ClearDecision(kind=kind, seat=seat, where=list(effect.done))
    if isinstance(effect, fx.Locate):
        return LocateDecision(kind=kind, seat=seat, left=effect.n, named=list(effect.done))
    if isinstance(effect, COUNTED):
        return CountedDecision(kind=kind, seat=seat, left=effect.n)
    if isinstance(effect, fx.Window):
        return TimedDecision(kind=kind, seat=seat, timing=effect.timing)
    if isinstance(effect, fx.Approve):
        # hands stay secret between Evil players: the leader learns the trigger only
        trigger = None if effect.flag else q.card_def(effect.card).trigger
        return ApproveDecision(kind=kind, seat=seat, timing=effect.timing, asks=effect.n, standard=effect.flag,
                               trigger=trigger)
    if isinstance(effect, fx.Noise):
        return NoiseDecision(kind=kind, seat=seat, sides=list(effect.sectors))
    if isinstance(effect, fx.Either):
        return EitherDecision(kind=kind, seat=seat, card=effect.card)
    return Decision(kind=kind, seat=seat)


def view(state: m.AloneState, seat: int | None = None) -> AloneView:
    if seat is not None and seat != m.HERO:
        return EvilView(**_shown(state, seat, "evil"), **_secret(state, seat))
    return AloneView(**_shown(state, seat, "public" if seat is None else "hero"))


def _shown(state: m.AloneState, seat: int | None, role: str) -> dict[str, Any]:
    """The fields of every seat's view (`AloneView`'s), as the seat sees them."""
    sheet = content().sheet
    return {
        "title": "alone", "seat": seat, "role": role, "scenario": scenario_of(state.scenario).id,
        "difficulty": state.difficulty, "evil_players": state.evil, "round": state.round, "turn": state.turn,
        "turns": sheet.turns, "marker": state.marker, "rounds": sheet.rounds, "nightmare": state.nightmare,
        "outcome": state.outcome, "hero": _hero(state), "missions": _missions(state, role == "evil"),
        "final": state.final, "fields": _fields(state, seat), "fields_total": sheet.reaction_fields,
        "danger_fields": list(sheet.danger_fields), "played": state.played, "actions": list(state.actions),
        "bullet": state.bullet, "this_turn": ThisTurn(boost=state.boost, shaken=state.shaken, guard=state.guard),
        "located": _locate_answers(state), "leader": state.leader, "decks": list(state.decks),
        "hands": [HandCount(seat=s, count=len(state.hand(s))) for s in state.evil_seats()],
        "piles": [PileCount(deck=d, count=len(state.piles[i]), discard=len(state.discards[i]))
                  for i, d in enumerate(state.decks)],
        "item_deck": len(state.item_deck), "labyrinth": labyrinth(state), "decision": _decision(state, seat),
    }


def _secret(state: m.AloneState, seat: int) -> dict[str, Any]:
    """The fields only an Evil player's view has (`EvilView`'s)."""
    return {
        "hand": list(state.hand(seat)), "map": secret_map(state), "board": state.scenario,
        "hero_sector": state.hero, "discards": [list(d) for d in state.discards],
        "supply": {k: sum(1 for c in state.creatures if c.kind == k) for k in content().creatures},
    }


def hidden_from(state: m.AloneState, seat: int | None = None) -> frozenset[str]:
    """What `seat` may not learn now: for the hero (and the public) every sector of the secret
    map, every creature out of the labyrinth, every reaction card not face up on the sheet and the
    item deck; for an Evil player the other hands, the cards the others played face down and the
    order of the decks."""
    evil = seat is not None and seat != m.HERO
    decks = {c for pile in state.piles for c in pile} | set(state.item_deck)
    others = {c for s in state.evil_seats() if s != seat for c in state.hand(s)}
    if evil:
        theirs = {p.card for p in state.fields if p.standard and p.seat != seat}
        return frozenset(decks | others | theirs)
    here = q.board(state)
    sectors = set(here.sectors) | {door for s in here.sectors for door in here.doors_of(s)}
    creatures = {c.id for c in state.creatures if c.sector not in state.revealed}
    face_down = {p.card for p in state.fields if p.standard} | {c for d in state.discards for c in d}
    return frozenset(sectors | creatures | face_down | decks | others)


# ---- words -----------------------------------------------------------------------------------------------
def creature_name(kind: str, lang=None) -> str:
    return pick(content().creatures[kind].name, lang) if kind in content().creatures else kind


def creature_words(creature: str, lang=None) -> str:
    """"Worm 2" for the token `worm2`."""
    kind = creature.rstrip("0123456789")
    return f"{creature_name(kind, lang)} {creature[len(kind):]}".strip()


def item_name(card: str, lang=None) -> str:
    return pick(content().items[card_of(card)].name, lang)


def card_name(card: str, lang=None) -> str:
    return pick(content().cards[card_of(card)].name, lang)


def room_name(state: m.AloneState, room: str, lang=None) -> str:
    return pick(scenario_of(state.scenario).rooms[room].name, lang)


def side_words(side: str, lang=None) -> str:
    """Where the hero perceived something: a side of his sector, here, the stairs, the other
    floor, nowhere he can tell (a noise with no way to him), or, with no side, a sector of his
    labyrinth out of his sight (which his map shows)."""
    return tr(f"alone.side.{side or 'labyrinth'}", lang)


def target_words(state: m.AloneState, target: str, lang=None) -> str:
    kind, _, name = target.partition(":")
    if kind == "room":
        return room_name(state, name, lang)
    if kind == "creature":
        return creature_name(name, lang)
    return tr(f"alone.target.{kind}", lang)


def _move_words(state: m.AloneState, cmd: m.MoveCreature, lang=None) -> str:
    """A creature's move; one that opens a door of the sector it ends in names that door's side
    (and says no move at all when the creature stays)."""
    creature, place = creature_words(cmd.creature, lang), place_words(state, cmd.to, lang)
    if cmd.via:
        passing = tr("alone.words.and", lang).join(place_words(state, sector, lang) for sector in cmd.via)
        return tr("alone.command.move_creature_via", lang, creature=creature, place=place, via=passing)
    if not cmd.opening:
        return tr("alone.command.move_creature", lang, creature=creature, place=place)
    beyond = next(side for side in cmd.opening.split("|") if side != cmd.to)
    side = side_words(q.board(state).direction(cmd.to, beyond), lang)
    if state.creature(cmd.creature).sector == cmd.to:
        return tr("alone.command.open_door", lang, creature=creature, side=side)
    return tr("alone.command.move_creature_opening", lang, creature=creature, place=place, side=side)


def place_words(state: m.AloneState, sector: str, lang=None) -> str:
    """A sector for the Evil players: the room's name, or the corridor's place on the map."""
    spec = q.board(state).sectors[sector]
    if spec.room:
        return room_name(state, spec.room, lang)
    floor = pick(next(f.name for f in scenario_of(state.scenario).floor if f.id == spec.floor), lang)
    return tr("alone.words.corridor_at", lang, floor=floor, x=spec.x + 1, y=spec.y + 1)


def where_words(label: str, lang=None) -> str:
    """A sector the hero just explored, named from where he stands: "here", "n2" (2 north)."""
    if label == "here":
        return tr("alone.words.where_here", lang)
    side, distance = label.rstrip("0123456789"), int(label[len(label.rstrip("0123456789")):])
    if side == "stairs":
        return tr("alone.words.where_stairs", lang)
    return tr("alone.words.where_line", lang, sectors=counted("sectors", distance, lang), side=side_words(side, lang))


def describe_command(state: m.AloneState, cmd, lang=None) -> str:
    handler = COMMAND_WORDS.get(type(cmd))
    return handler(state, cmd, lang) if handler else type(cmd).__name__


def _act_words(state: m.AloneState, cmd: m.Act, lang) -> str:
    words = tr(f"alone.action.{cmd.action}", lang)
    if cmd.direction:
        words += " · " + side_words(cmd.direction, lang)
    if cmd.target and cmd.target != "mission":
        words += " · " + creature_words(cmd.target, lang)
    if cmd.target == "mission":
        words += " · " + tr("alone.words.for_mission", lang)
    if cmd.item:
        words += " · " + item_name(cmd.item, lang)
        if cmd.charges > 1:
            words += f" ×{cmd.charges}"
    return words


def _play_words(state: m.AloneState, cmd: m.Play, lang) -> str:
    """A card played face down, one played face up, or (told to those who may not see it) a
    card another Evil player asks the leader's leave to play."""
    if cmd.standard:
        return tr("alone.command.standard", lang)
    if not cmd.card:
        return tr("alone.command.play_asked", lang)
    return tr("alone.command.play", lang, card=card_name(cmd.card, lang))


COMMAND_WORDS: dict[type, Callable[[Any, Any, Any], str]] = {
    m.BulletTime: lambda s, c, lang: tr("alone.command.bullet_time", lang),
    m.Act: _act_words,
    m.StepOn: lambda s, c, lang: tr("alone.command.step", lang, side=side_words(c.direction, lang))
    if c.direction else tr("alone.command.stop", lang),
    m.Block: lambda s, c, lang: tr("alone.command.block", lang, side=side_words(c.direction, lang))
    if c.direction else tr("alone.command.no_block", lang),
    m.Clear: lambda s, c, lang: tr("alone.command.clear", lang, where=where_words(c.where, lang)) if c.where
    else tr("alone.command.no_clear", lang),
    m.Target: lambda s, c, lang: tr("alone.command.target", lang, target=target_words(s, c.target, lang)),
    m.Upgrade: lambda s, c, lang: tr("alone.command.upgrade", lang, item=item_name(c.item, lang),
                                     source=item_name(c.source, lang)),
    m.Skill: lambda s, c, lang: tr("alone.command.skill", lang, skill=pick(content().skills[c.skill].name, lang)),
    m.Regain: lambda s, c, lang: tr(f"alone.command.regain_{c.track}", lang),
    m.Play: _play_words,
    m.Approve: lambda s, c, lang: tr("alone.command.approve" if c.yes else "alone.command.refuse", lang),
    m.MoveCreature: lambda s, c, lang: _move_words(s, c, lang),
    m.Spawn: lambda s, c, lang: tr("alone.command.spawn", lang, kind=creature_name(c.kind, lang),
                                   place=place_words(s, c.to, lang)),
    m.Remove: lambda s, c, lang: tr("alone.command.remove", lang, creature=creature_words(c.creature, lang)),
    m.Teleport: lambda s, c, lang: tr("alone.command.teleport", lang, creature=creature_words(c.creature, lang),
                                      place=place_words(s, c.to, lang)),
    m.PlaceDanger: lambda s, c, lang: tr("alone.command.place_danger", lang, place=place_words(s, c.sector, lang)),
    m.LiftDanger: lambda s, c, lang: tr("alone.command.lift_danger", lang, place=place_words(s, c.sector, lang)),
    m.Choose: lambda s, c, lang: _choose_words(s, c, lang),
    m.Discard: lambda s, c, lang: tr("alone.command.discard", lang, card=card_name(c.card, lang) if c.card else "…"),
    m.DrawFrom: lambda s, c, lang: tr("alone.command.draw_from", lang,
                                      deck=pick(content().decks[c.deck].name, lang)),
    m.Done: lambda s, c, lang: tr("alone.command.done", lang),
    m.Pass: lambda s, c, lang: tr("alone.command.pass", lang),
}


def _choose_words(state: m.AloneState, cmd: m.Choose, lang) -> str:
    effect = q.head(state)
    if isinstance(effect, fx.Noise):
        return tr("alone.command.noise_side", lang, side=side_words(effect.sectors[cmd.index], lang))
    if isinstance(effect, fx.Either):
        return either_labels(effect.card, lang)[cmd.index]
    if isinstance(effect, fx.Assign):
        return tr("alone.command.assign", lang, who=evil_player(state.evil_seats()[cmd.index], lang))
    return tr("alone.command.option", lang, n=cmd.index + 1)


def describe_event(state: m.AloneState, event, lang=None) -> str | None:
    """One log line, told from the state just before the event, from the event's own fields only
    (a redacted event is told by what it still says)."""
    if event.bookkeeping:
        return None
    handler = EVENT_WORDS.get(type(event))
    return handler(state, event, lang) if handler else None


def _told(state: m.AloneState, e: m.Told, lang) -> str:
    kind = e.kind
    if e.what == "sector":
        name = tr("alone.words.corridor", lang) if kind == "corridor" else room_name(state, kind, lang)
        key = "alone.told.sector_lit" if e.count else "alone.told.sector"
        return tr(key, lang, name=name)
    name = creature_words(e.creature, lang) if e.creature else (creature_name(kind, lang) if kind else "")
    wounded = tr("alone.words.wounded", lang) if e.wounded else ""
    return trn(f"alone.told.{e.what}", e.count, lang, name=name, side=side_words(e.side, lang),
              wounded=wounded).replace("  ", " ").strip()


def _boosted(e: m.Boosted, lang) -> str:
    if not e.creature:
        return tr("alone.log.boosted", lang, boost=e.boost, shaken=e.shaken, guard=e.guard)
    if e.creature == m.UNSEEN_CREATURE:
        return trn("alone.log.boosted_unseen", e.boost, lang)
    return trn("alone.log.boosted_creature", e.boost, lang, creature=creature_words(e.creature, lang))


def _lost(state, e: m.Lost, lang) -> str:
    return tr("alone.log.lost", lang, health=e.health, composure=e.composure,
              cause=tr(f"alone.cause.{e.cause.partition(':')[0] or 'card'}", lang))


def _located(state, e: m.Located, lang) -> str:
    target = target_words(state, e.target, lang)
    if e.distance < 0:
        return tr("alone.log.located_none", lang, target=target)
    floor = tr("alone.words.same_floor" if e.same_floor else "alone.words.other_floor", lang)
    side = (" · " + side_words(e.side, lang)) if e.side else ""
    return trn("alone.log.located", e.distance, lang, target=target, floor=floor) + side


def _dice(state, e: m.DiceRolled, lang) -> str:
    faces = " ".join(tr(f"alone.face.{f}", lang) for f in e.faces) or "—"
    return tr("alone.log.dice", lang, faces=faces)


def evil_player(seat: int, lang) -> str:
    """An Evil player as the log names him: by the name his player gave, else "Evil player 2"."""
    return seat_called(seat, tr("alone.ui.evil_player", lang, n=seat))


def _card_played(state, e: m.CardPlayed, lang) -> str:
    if e.standard or not e.card:
        return tr("alone.log.played_standard", lang, who=evil_player(e.seat, lang))
    key = "alone.log.played_dangerous" if e.dangerous else "alone.log.played"
    return tr(key, lang, who=evil_player(e.seat, lang), card=card_name(e.card, lang))


EVENT_WORDS: dict[type, Callable[[Any, Any, Any], str | None]] = {
    m.GameSetUp: lambda s, e, lang: trn("alone.log.set_up", s.evil, lang,
                                        scenario=pick(scenario_of(s.scenario).name, lang)),
    m.Reshuffled: lambda s, e, lang: trn("alone.log.reshuffled", len(e.order), lang),
    m.HeroMoved: lambda s, e, lang: tr("alone.log.hero_moved", lang, place=place_words(s, e.sector, lang)),
    m.Revealed: lambda s, e, lang: trn("alone.log.revealed", len(e.sectors), lang),
    m.Hidden: lambda s, e, lang: trn("alone.log.hidden", len(e.sectors), lang),
    m.LightChanged: lambda s, e, lang: trn("alone.log.light_on" if e.on else "alone.log.light_off",
                                           len(e.sectors), lang),
    m.DangerChanged: lambda s, e, lang: tr("alone.log.danger_on" if e.on else "alone.log.danger_off", lang,
                                           place=place_words(s, e.sector, lang)),
    m.DoorChanged: lambda s, e, lang: tr("alone.log.door_blocked" if e.blocked else "alone.log.door_opened", lang),
    m.CreatureSpawned: lambda s, e, lang: tr("alone.log.spawned", lang, creature=creature_words(e.creature, lang),
                                             place=place_words(s, e.sector, lang)),
    m.CreatureMoved: lambda s, e, lang: tr("alone.log.teleported" if e.teleport else "alone.log.creature_moved",
                                           lang, creature=creature_words(e.creature, lang),
                                           place=place_words(s, e.path[-1], lang)),
    m.CreatureRemoved: lambda s, e, lang: tr("alone.log.removed", lang, creature=creature_words(e.creature, lang)),
    m.CreatureHurt: lambda s, e, lang: tr("alone.log.killed" if e.killed else "alone.log.wounded", lang,
                                          creature=creature_words(e.creature, lang)),
    m.CardDrawn: lambda s, e, lang: tr("alone.log.drawn", lang, who=evil_player(e.seat, lang),
                                       card=card_name(e.card, lang) if e.card else tr("alone.words.a_card", lang)),
    m.CardDiscarded: lambda s, e, lang: tr("alone.log.discarded", lang, who=evil_player(e.seat, lang),
                                           card=card_name(e.card, lang) if e.card else tr("alone.words.a_card", lang)),
    m.CardPlayed: _card_played,
    m.Told: _told,
    m.TurnBegan: lambda s, e, lang: tr("alone.log.turn", lang, round=e.round, turn=e.turn),
    m.BulletTimeUsed: lambda s, e, lang: tr("alone.log.bullet_free" if e.free else "alone.log.bullet", lang),
    m.ActionTaken: lambda s, e, lang: tr("alone.log.action", lang, action=tr(f"alone.action.{e.action}", lang))
    + (" · " + item_name(e.item, lang) if e.item else "") + (" ⚠" if e.dangerous else ""),
    m.Lost: _lost,
    m.Regained: lambda s, e, lang: tr("alone.log.regained", lang, health=e.health, composure=e.composure,
                                      adrenaline=e.adrenaline),
    m.DiceRolled: _dice,
    m.Boosted: lambda s, e, lang: _boosted(e, lang),
    m.HitsScored: lambda s, e, lang: trn("alone.log.hits", e.hits, lang),
    m.MarkerMoved: lambda s, e, lang: tr("alone.log.extra_round", lang),
    m.ItemGained: lambda s, e, lang: tr("alone.log.item_gained", lang, item=item_name(e.card, lang)),
    m.ItemSpent: lambda s, e, lang: None,
    m.ItemUpgraded: lambda s, e, lang: tr("alone.log.upgraded", lang, item=item_name(e.card, lang),
                                          source=item_name(e.source, lang)),
    m.ItemDiscarded: lambda s, e, lang: tr("alone.log.item_discarded", lang, item=item_name(e.card, lang)),
    m.Searched: lambda s, e, lang: tr("alone.log.searched", lang, room=room_name(s, e.room, lang)),
    m.Located: _located,
    m.XpGained: lambda s, e, lang: tr("alone.log.xp", lang, skill=pick(content().skills[e.skill].name, lang)),
    m.MissionAdvanced: lambda s, e, lang: tr("alone.log.mission_done" if e.done else "alone.log.mission_step", lang,
                                             mission=pick(content().missions[e.mission].name, lang)),
    m.FinalStarted: lambda s, e, lang: tr("alone.log.final", lang),
    m.AbilityUsed: lambda s, e, lang: tr(f"alone.ability.{e.ability}", lang),
    m.FieldsCleared: lambda s, e, lang: tr("alone.log.fields_cleared", lang),
    m.RoundEnded: lambda s, e, lang: trn("alone.log.round_ended", e.tokens, lang, round=e.round),
    m.NightmareBegan: lambda s, e, lang: tr("alone.log.nightmare", lang),
    m.RoundBegan: lambda s, e, lang: tr("alone.log.round_began", lang, round=e.round, who=evil_player(e.leader, lang)),
    m.GameEnded: lambda s, e, lang: tr(f"alone.outcome.{e.outcome}", lang),
}


def progress(state: m.AloneState) -> str:
    return tr("alone.progress", None, round=state.round, turn=state.turn, health=state.health,
              composure=state.composure)
