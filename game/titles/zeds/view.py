"""What a seat sees of a Dawn of the Zeds game, and every command and event told in words.

Everything on the table is public and every seat sees the same. Hidden from everyone: the cards
in the event deck and the story deck (their counts show), the event cards left in the box, which
zed comes out of the bag next, and whatever a --setup file fixed of the dice and draws to come
(see the events' `public_part` in `model.py`). The view carries what a table needs to draw the
game from it alone: every space with its pieces, the event card and its bar, actions, ammo, kept
story cards, the combat with its columns, shifts and dice, and the pending decision.

The view is frozen msgspec structs, read by attribute (the table's scenes and the bots, checked
by mypy); `to_builtins` gives it as JSON, as the harness prints it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, Literal

from msgspec import UNSET, Struct, UnsetType
from msgspec.structs import replace

from game.engine import queue
from game.i18n import pick, seat_called, tr, trn
from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.content import CENTRE, PATHS, MeleeRow, RangedRow, Text, content
from game.titles.zeds.legal import bonus_actions, fortress_shots, head, leader_targets, purpose_of, to_move

SKIPPED_PHASES = ("prfn", "infection", "supply")      # Regel 1.1: not in the base game
COMBAT_ROLLS = ("melee", "ranged", "ambush", "reroll")  # two dice read as their sum

Side = Literal["full", "reduced"]


# ---- what the view holds ---------------------------------------------------------------------
class ZedView(Struct, frozen=True):
    id: str
    strength: int
    full: int
    reduced: int
    side: Side
    hits: int
    hits_per_side: int
    resistant: bool


class AbilityView(Struct, frozen=True):
    """An ability as the unit's card prints it."""

    id: str
    name: Text
    text: Text
    special: str | None           # round | game: a special action, once a round or once a game


class UnitView(Struct, frozen=True):
    id: str
    name: Text
    kind: str                     # hero | heroic | civilian
    strength: int
    full: int
    reduced: int
    side: Side
    hits: int
    hits_per_side: int
    move: int
    markers: tuple[str, ...]
    owner: int | None             # the seat whose own hero it is
    bonus_actions: int
    space: str
    abilities: tuple[AbilityView, ...]


class SpaceView(Struct, frozen=True):
    """A space: what never changes about it, then what is on it now."""

    id: str
    name: Text | None
    path: str | None
    index: int
    number: int | None
    kind: str
    defence: int
    named: bool
    village: bool
    town: bool
    start: bool
    centre: bool
    limit: int | None
    no_entry: bool
    units: tuple[UnitView, ...]
    zeds: tuple[ZedView, ...]
    zed_strength: int


class PathView(Struct, frozen=True):
    id: str
    name: Text
    zed_count: int
    spaces: tuple[SpaceView, ...]           # from the start space to the town space


class CemeteryView(Struct, frozen=True):
    name: Text
    units: tuple[UnitView, ...]


class MapView(Struct, frozen=True):
    paths: tuple[PathView, ...]
    centre: SpaceView
    cemetery: CemeteryView
    reserve: tuple[UnitView, ...]


class Count(Struct, frozen=True):
    """A pile shown by its size alone."""

    count: int


class BarItemView(Struct, frozen=True):
    index: int
    item: str                     # a path, or a special token (all, story_twice, coop_move, coop_place)
    state: Literal["done", "current", "waiting"]


class EventEffectView(Struct, frozen=True):
    kind: str
    phase: str
    timing: str


class EventView(Struct, frozen=True):
    id: str
    name: Text
    act: int
    kind: str
    text: Text
    source: str
    zed_bar: tuple[BarItemView, ...]
    actions: int
    effect: EventEffectView
    skipped_phases: tuple[str, ...]


class StoryCardView(Struct, frozen=True):
    id: str
    name: Text
    where: str
    timing: str
    text: Text
    effect: str


class StoryView(Struct, frozen=True):
    deck: int
    discard: tuple[str, ...]
    kept: tuple[StoryCardView, ...]
    current: StoryCardView | None             # the card being resolved
    location: str | None                      # its path


class SpecialView(Struct, frozen=True):
    ability: str
    unit: str
    once_per_game: bool
    used: bool
    in_play: bool


class ActionsView(Struct, frozen=True):
    bar: int
    player_actions: tuple[bool, ...]          # per seat: the player action still ready
    done: tuple[bool, ...]                    # per seat: finished with this action phase
    bonus: dict[str, int]                     # extra actions only the unit named may use
    specials: tuple[SpecialView, ...]
    leader_targets: tuple[str, ...]
    fortress_shots: tuple[tuple[str, str], ...]   # (shooter, target space)


class ColumnView(Struct, frozen=True):
    index: int
    name: Text


class ShiftView(Struct, frozen=True):
    reason: str
    value: int


class CellView(Struct, frozen=True):
    zeds: int
    unit: int
    loser: Literal["unit", "zeds"] | None


class RowView(Struct, frozen=True):
    low: int
    high: int
    cells: tuple[CellView, ...]


class HitsView(Struct, frozen=True):
    zeds: int
    unit: int


class CombatView(Struct, frozen=True):
    """The combat being fought, or the last one. The row is there once two dice are rolled, the
    result and who lost once it is resolved: until then the keys are left out (UNSET), while a
    resolved combat without a loser says so (None)."""

    number: int
    kind: str                     # melee | ranged | ambush
    space: str
    attacker: str                 # zeds | unit | event
    unit: str | None
    zeds: tuple[str, ...]
    zed_strength: int
    unit_strength: int
    start: ColumnView
    shifts: tuple[ShiftView, ...]
    column: ColumnView
    dice: tuple[int, ...]
    total: int
    rerolled: bool
    resolved: bool
    columns: tuple[Text, ...]
    row: RowView | UnsetType = UNSET
    result: HitsView | UnsetType = UNSET
    loser: str | None | UnsetType = UNSET
    retreats: str | None | UnsetType = UNSET
    tide_turned: bool | UnsetType = UNSET


class SeatView(Struct, frozen=True):
    seat: int
    hero: str | None


# The pending decision: one struct per kind, tagged by it ("kind"); each holds what its kind has.
# A field that may be empty (omit_defaults) is left out when it is, as it always was in the JSON.
class DecisionView(Struct, frozen=True, tag_field="kind"):
    purpose: str
    seats: tuple[int, ...]
    prompt: str

    @property
    def kind(self) -> str:
        return str(self.__struct_config__.tag)


class PickDecision(DecisionView, frozen=True):
    """A decision answered by one of its options (paths, spaces, zeds, units or dice)."""

    options: tuple[str, ...]


class ActionsDecision(DecisionView, frozen=True, tag="actions"):
    pass


class PickPathDecision(PickDecision, frozen=True, tag="pick_path"):
    pass


class PickSpaceDecision(PickDecision, frozen=True, tag="pick_space"):
    pass


class PickZedDecision(PickDecision, frozen=True, tag="pick_zed", omit_defaults=True):
    space: str = ""               # where the zeds stand, when it is one space
    hits_left: int | None = None  # hits still to deal out, one zed at a time


class PickUnitDecision(PickDecision, frozen=True, tag="pick_unit", omit_defaults=True):
    space: str = ""               # where the units stand, when it is one space


class PickDieDecision(PickDecision, frozen=True, tag="pick_die"):
    unit: str                     # who searches


class ConfirmDecision(DecisionView, frozen=True, tag="confirm", omit_defaults=True):
    space: str
    unit: str = ""                # the unit it is about, if one


class OverwatchDecision(DecisionView, frozen=True, tag="overwatch"):
    space: str
    unit: str


Decision = (ActionsDecision | PickPathDecision | PickSpaceDecision | PickZedDecision | PickUnitDecision
            | PickDieDecision | ConfirmDecision | OverwatchDecision)


class ZedsView(Struct, frozen=True):
    title: str
    players: int
    round: int
    phase: str
    outcome: str | None
    ammo: int
    ammo_limit: int
    map: MapView
    bag: Count
    event: EventView | None
    event_deck: Count
    event_discard: tuple[str, ...]
    story: StoryView
    actions: ActionsView
    seats: tuple[SeatView, ...]
    flags: tuple[str, ...]
    no_entry: tuple[str, ...]
    combat: CombatView | None
    decision: Decision | None


# ---- pieces and spaces -----------------------------------------------------------------------
def zed_view(zed: m.Zed) -> ZedView:
    counter = content().zeds[zed.id]
    return ZedView(id=zed.id, strength=board.zed_strength(zed), full=counter.full, reduced=counter.reduced,
                   side="reduced" if zed.reduced else "full", hits=zed.hits,
                   hits_per_side=content().zed_hits_per_side, resistant=zed.resistant)


def unit_view(state: m.ZedsState, unit: m.Unit) -> UnitView:
    info = board.info(unit.id)
    owner = state.owners.index(unit.id) if unit.id in state.owners else None
    return UnitView(
        id=unit.id, name=info.name, kind=info.kind, strength=board.unit_strength(unit),
        full=info.full, reduced=info.reduced, side="reduced" if unit.reduced else "full",
        hits=unit.hits, hits_per_side=info.hits_per_side, move=info.move, markers=unit.markers,
        owner=owner, bonus_actions=bonus_actions(state, unit.id), space=unit.space,
        abilities=_abilities_view(unit.id),
    )


@cache
def _abilities_view(unit_id: str) -> tuple[AbilityView, ...]:
    """A unit's abilities as its card prints them (frozen: every view shares them)."""
    return tuple(AbilityView(id=a.id, name=a.name, text=a.text, special=a.special or None)
                 for a in board.info(unit_id).abilities.values())


def space_view(state: m.ZedsState, space_id: str, units: list[m.Unit], zeds: list[m.Zed]) -> SpaceView:
    """A space with the `units` and `zeds` on it."""
    empty = _empty_space(space_id, space_id in state.no_entry)
    if not units and not zeds:
        return empty
    return replace(empty, units=tuple(unit_view(state, u) for u in units), zeds=tuple(zed_view(z) for z in zeds),
                   zed_strength=board.mob_strength(zeds))


@cache
def _empty_space(space_id: str, no_entry: bool) -> SpaceView:
    """An empty space as `space_view` shows it (most are empty; frozen, every view shares it)."""
    spot = board.space(space_id)
    return SpaceView(
        id=space_id, name=spot.name, path=spot.path or None, index=spot.index,
        number=spot.number, kind=spot.kind, defence=spot.defence, named=spot.named,
        village=spot.kind == "village", town=spot.kind in ("town", "centre"),
        start=spot.kind == "start", centre=space_id == CENTRE, limit=spot.limit,
        no_entry=no_entry, units=(), zeds=(), zed_strength=0,
    )


def map_view(state: m.ZedsState) -> MapView:
    units: dict[str, list[m.Unit]] = {}
    for unit in state.units:
        units.setdefault(unit.space, []).append(unit)
    zeds = board.zed_groups(state)

    def shown(space_id: str) -> SpaceView:
        return space_view(state, space_id, units.get(space_id, []), zeds.get(space_id, []))

    return MapView(
        paths=tuple(PathView(id=path, name=_path_text(path), zed_count=len(board.path_zeds(state, path)),
                             spaces=tuple(shown(sid) for sid in content().path_spaces[path]))
                    for path in PATHS),
        centre=shown(CENTRE),
        cemetery=CemeteryView(name=content().map.cemetery.name,
                              units=tuple(unit_view(state, u) for u in units.get(m.CEMETERY, []))),
        reserve=tuple(unit_view(state, u) for u in units.get(m.RESERVE, [])),
    )


@cache
def _path_text(path: str) -> Text:
    """A path's name in every language."""
    return next(p.name for p in content().map.path if p.id == path)


# ---- cards -----------------------------------------------------------------------------------
def event_view(state: m.ZedsState) -> EventView | None:
    if not state.event:
        return None
    card = content().events[state.event]
    over = state.phase in ("actions", "organisation")       # the zed phase is over: its bar is done
    bar = tuple(BarItemView(index=i, item=token, state=_bar_state(i, state.bar_index, over))
                for i, token in enumerate(card.zeds))
    return EventView(
        id=card.id, name=card.name, act=card.act, kind=card.kind, text=card.text, source=card.source,
        zed_bar=bar, actions=card.actions,
        effect=EventEffectView(kind=card.effect.kind, phase=card.effect.phase, timing=card.effect.timing),
        skipped_phases=SKIPPED_PHASES,
    )


def _bar_state(index: int, current: int, over: bool) -> Literal["done", "current", "waiting"]:
    if over or index < current:
        return "done"
    return "current" if index == current else "waiting"


def story_view(card_id: str) -> StoryCardView:
    card = content().story[card_id]
    return StoryCardView(id=card.id, name=card.name, where=card.where, timing=card.timing, text=card.text,
                         effect=card.effect.kind)


# ---- the action phase ------------------------------------------------------------------------
SPECIAL_HEROES = (("determination", "schmidt"), ("born_leader", "hunt"), ("fortress", "hernandez"),
                  ("speech", "hernandez"))


def specials_view(state: m.ZedsState) -> tuple[SpecialView, ...]:
    shown = []
    for ability, hero in SPECIAL_HEROES:
        once = board.info(hero).abilities[ability].special == "game"
        used = ability in (state.used_for_good if once else state.used)
        shown.append(SpecialView(ability=ability, unit=hero, once_per_game=once, used=used,
                                 in_play=board.in_play(state, hero)))
    return tuple(shown)


def actions_view(state: m.ZedsState) -> ActionsView:
    return ActionsView(
        bar=state.actions, player_actions=state.player_actions, done=state.done,
        bonus=dict(state.bonus), specials=specials_view(state),
        leader_targets=tuple(leader_targets(state)) if board.in_play(state, "hunt") else (),
        fortress_shots=tuple(fortress_shots(state)) if board.in_play(state, "hernandez") else (),
    )


# ---- combat and decisions --------------------------------------------------------------------
def column_name(kind: str, index: int) -> Text:
    """A melee column by its printed name; a ranged column is the shooter's strength."""
    if kind == "ranged":
        return {"en": str(index + 1), "de": str(index + 1)}
    return content().tables.melee.columns[index]


def columns_view(kind: str) -> tuple[Text, ...]:
    """Every column of the combat's table by name, left (bad for you) to right."""
    return tuple(column_name(kind, index) for index in range(len(content().tables.melee.columns)))


def table_row(kind: str, total: int) -> RowView:
    """The table row the dice total reads: per column, the hits on the zeds and on the unit,
    and who loses there (a ranged row has hits on the zeds only and no loser)."""
    row: RangedRow | MeleeRow
    cells: tuple[CellView, ...]
    if kind == "ranged":
        row = next(r for r in content().tables.ranged.rows if r.low <= total <= r.high)
        cells = tuple(CellView(zeds=hits, unit=0, loser=None) for hits in row.hits)
    else:
        row = next(r for r in content().tables.melee.rows if r.low <= total <= r.high)
        loses_up_to = row.unit_loses_up_to
        cells = tuple(CellView(zeds=zeds, unit=unit, loser="unit" if index <= loses_up_to else "zeds")
                      for index, (zeds, unit) in enumerate(row.cells))
    return RowView(low=row.low, high=row.high, cells=cells)


def combat_view(state: m.ZedsState) -> CombatView | None:
    fight = state.combat
    if fight is None:
        return None
    shown = CombatView(
        number=fight.number, kind=fight.kind, space=fight.space, attacker=fight.attacker,
        unit=fight.unit or None, zeds=fight.zeds, zed_strength=fight.zed_strength,
        unit_strength=fight.unit_strength,
        start=ColumnView(index=fight.start, name=column_name(fight.kind, fight.start)),
        shifts=tuple(ShiftView(reason=s.reason, value=s.value) for s in fight.shifts),
        column=ColumnView(index=fight.column, name=column_name(fight.kind, fight.column)),
        dice=fight.dice, total=sum(fight.dice), rerolled=fight.rerolled, resolved=fight.resolved,
        columns=columns_view(fight.kind),
    )
    if len(fight.dice) == 2:
        shown = replace(shown, row=table_row(fight.kind, sum(fight.dice)))
    if fight.resolved:
        shown = replace(shown, result=HitsView(zeds=fight.zed_hits, unit=fight.unit_hits), loser=fight.loser or None,
                        retreats=fight.loser or None, tide_turned=fight.tide_turned)
    return shown


def decision_view(state: m.ZedsState) -> Decision | None:
    effect = head(state)
    if state.outcome is not None or effect is None or not isinstance(effect, queue.Decision):
        return None             # over, or between two events of one command (a table telling it): nothing asked
    purpose = purpose_of(effect)
    asked = (purpose, to_move(state), tr(f"zeds.decision.{purpose}"))
    match effect:
        case fx.Actions():
            return ActionsDecision(*asked)
        case fx.PickPath():
            return PickPathDecision(*asked, options=effect.options)
        case fx.PickSpace():
            return PickSpaceDecision(*asked, options=effect.options)
        case fx.PickZed():
            return PickZedDecision(*asked, options=effect.options, space=effect.space,
                                   hits_left=effect.n if purpose == "hit" else None)
        case fx.PickUnit():
            return PickUnitDecision(*asked, options=effect.options, space=effect.space)
        case fx.PickDie():
            return PickDieDecision(*asked, options=effect.options, unit=effect.unit)
        case fx.Confirm():
            return ConfirmDecision(*asked, space=effect.space, unit=effect.unit)
        case fx.Overwatch():
            return OverwatchDecision(*asked, space=effect.space, unit=effect.unit)
    raise LookupError(f"the queue's head waits for no command: {effect.kind}")


def hidden_from(state: m.ZedsState, seat: int | None = None) -> frozenset[str]:
    """The cards no seat may know now: those still in the decks, and those left in the box."""
    return frozenset(state.event_deck + state.event_box + state.story_deck)


def view(state: m.ZedsState, seat: int | None = None) -> ZedsView:
    return ZedsView(
        title="zeds",
        players=state.players,
        round=state.round,
        phase=state.phase,
        outcome=state.outcome,
        ammo=state.ammo,
        ammo_limit=m.AMMO_LIMIT,
        map=map_view(state),
        bag=Count(len(state.bag)),
        event=event_view(state),
        event_deck=Count(len(state.event_deck)),
        event_discard=state.event_discard,
        story=StoryView(deck=len(state.story_deck), discard=state.story_discard,
                        kept=tuple(story_view(card) for card in state.story_kept),
                        current=story_view(state.story) if state.story else None,
                        location=state.location or None),
        actions=actions_view(state),
        seats=tuple(SeatView(seat=s, hero=state.owners[s] or None) for s in range(state.players)),
        flags=state.flags,
        no_entry=state.no_entry,
        combat=combat_view(state),
        decision=decision_view(state),
    )


# ---- words -----------------------------------------------------------------------------------
def space_name(space_id: str, lang=None) -> str:
    if space_id in (m.CEMETERY, m.RESERVE):
        return tr(f"zeds.words.{space_id}", lang)
    spot = board.space(space_id)
    if spot.path:
        path = path_name(spot.path, lang)
        label = tr("zeds.words.start", lang) if spot.kind == "start" else f"#{spot.number}"
        return f"{pick(spot.name, lang)} ({path} {label})" if spot.name else f"{path} {label}"
    return pick(spot.name, lang)


def path_name(path: str, lang=None) -> str:
    return pick(_path_text(path), lang)


def unit_name(unit_id: str, lang=None) -> str:
    return pick(board.info(unit_id).name, lang)


def _zed_strength(state: m.ZedsState, zed_id: str) -> int:
    zed = board.find_zed(state, zed_id)
    return board.zed_strength(zed) if zed else content().zeds[zed_id].full


def zed_name(state: m.ZedsState, zed_id: str, lang=None) -> str:
    return tr("zeds.words.zed", lang, strength=_zed_strength(state, zed_id))


def zed_list(state: m.ZedsState, zed_ids, lang=None) -> str:
    return " + ".join(str(_zed_strength(state, z)) for z in zed_ids)


def _zeds_moved(state: m.ZedsState, e: m.ZedsMoved, lang=None) -> str:
    """Zeds moving, named by their strengths and the space they leave, so that two mobs of equal
    strength moving in one phase are told apart by what the map shows."""
    here = board.find_zed(state, e.zeds[0]) if e.zeds else None
    zeds = zed_list(state, e.zeds, lang)
    if here is None:
        return _t(f"zeds_{e.why}", lang, zeds=zeds, space=space_name(e.to, lang))
    return _t(f"zeds_{e.why}_from", lang, zeds=zeds, origin=space_name(here.space, lang),
              space=space_name(e.to, lang))


def _card_name(card: str, lang=None) -> str:
    """A story or event card's name."""
    found = content().story.get(card) or content().events.get(card)
    return pick(found.name, lang) if found else card


def _pay(source: str, lang=None) -> str:
    return tr(f"zeds.pay.{source}", lang)


def _option_name(state: m.ZedsState, purpose: str, value: str, lang=None) -> str:
    if purpose in ("activate_order", "locate", "coop_place"):
        return path_name(value, lang)
    if purpose in ("place", "fresh_start", "coop_group", "retreat_start"):
        return space_name(value, lang)
    if purpose in ("mover", "hit", "retreat_first", "resistant"):
        return zed_name(state, value, lang)
    return unit_name(value, lang)


def describe_command(state: m.ZedsState, cmd, lang=None) -> str:
    effect = head(state)
    purpose = getattr(effect, "purpose", "")
    if type(cmd) in m.CHOICE_FIELDS:
        value = getattr(cmd, m.CHOICE_FIELDS[type(cmd)])
        return tr(f"zeds.command.{purpose}", lang, choice=_option_name(state, purpose, value, lang))
    if isinstance(cmd, m.ChooseDie) and isinstance(effect, fx.PickDie):
        return tr("zeds.command.search_die", lang, die=effect.options[cmd.die])
    if isinstance(cmd, m.Answer):
        return tr(f"zeds.command.{purpose}.{'yes' if cmd.yes else 'no'}", lang)
    if isinstance(cmd, m.Overwatch):
        if not cmd.units:
            return tr("zeds.command.overwatch.stay", lang)
        return tr("zeds.command.overwatch.fall_back", lang, units=", ".join(unit_name(u, lang) for u in cmd.units))
    return ACTION_WORDS[type(cmd)](state, cmd, lang)


def _shoot_words(state, cmd: m.Shoot, lang) -> str:
    pay = _pay(cmd.pay, lang) + (f" + {_pay(cmd.pay2, lang)}" if cmd.pay2 else " + " + tr("zeds.words.one_ammo", lang))
    return tr("zeds.command.shoot", lang, unit=unit_name(cmd.unit, lang), space=space_name(cmd.at, lang), pay=pay)


def _special_words(state, cmd: m.Special, lang) -> str:
    target = ""
    if cmd.unit:
        target = unit_name(cmd.unit, lang)
    if cmd.at:
        target = tr("zeds.words.fires_at", lang, unit=target, space=space_name(cmd.at, lang))
    return tr(f"zeds.command.special.{cmd.ability}", lang, target=target)


def _story_words(state, cmd: m.PlayStory, lang) -> str:
    card = pick(content().story[cmd.card].name, lang)
    if cmd.unit:
        return tr("zeds.command.play_story_on", lang, card=card, unit=unit_name(cmd.unit, lang))
    return tr("zeds.command.play_story", lang, card=card)


ACTION_WORDS: dict[type, Callable[[m.ZedsState, Any, str | None], str]] = {
    m.Move: lambda s, c, lang: tr("zeds.command.move", lang, unit=unit_name(c.unit, lang),
                                  space=space_name(c.to, lang), pay=_pay(c.pay, lang)),
    m.Search: lambda s, c, lang: tr("zeds.command.search", lang, unit=unit_name(c.unit, lang), pay=_pay(c.pay, lang)),
    m.Shoot: _shoot_words,
    m.Special: _special_words,
    m.PlayStory: _story_words,
    m.EndActions: lambda s, c, lang: tr("zeds.command.end_actions", lang),
}


def describe_event(state: m.ZedsState, event, lang=None) -> str | None:
    """One log line for `event`, told from the state just before it; None for bookkeeping."""
    if event.bookkeeping:
        return None
    return EVENT_WORDS[type(event)](state, event, lang)


def _t(key: str, lang, **params) -> str:
    return tr(f"zeds.log.{key}", lang, **params)


def _player(seat: int, lang) -> str:
    """A hero player: by the name they gave, else "Player 2"."""
    return seat_called(seat, tr("zeds.ui.player", lang, n=seat + 1))


def _moved_words(s, e: m.UnitMoved, lang) -> str:
    return _t(f"unit_{e.why}", lang, unit=unit_name(e.unit, lang), space=space_name(e.to, lang))


def _combat_words(s, e: m.CombatBegan, lang) -> str:
    fight = e.combat
    shifts = ", ".join(f"{tr(f'zeds.shift.{x.reason}', lang)} {x.value:+d}" for x in fight.shifts) \
        or tr("zeds.words.no_shifts", lang)
    return _t(f"combat_{fight.kind}", lang, unit=unit_name(fight.unit, lang), space=space_name(fight.space, lang),
              zeds=fight.zed_strength, strength=fight.unit_strength,
              start=pick(column_name(fight.kind, fight.start), lang), shifts=shifts,
              column=pick(column_name(fight.kind, fight.column), lang))


def _resolved_words(s, e: m.CombatResolved, lang) -> str:
    if s.combat.kind == "ranged":
        return trn("zeds.log.fire_result", e.zed_hits, lang)
    if s.combat.kind == "ambush":
        return trn("zeds.log.ambush_result", e.unit_hits, lang)
    key = "tide_turned" if e.tide_turned else f"melee_lost_{e.loser}"
    return _t(key, lang, zeds=e.zed_hits, unit=e.unit_hits)


def _hit_words(s, e, lang) -> str:
    if isinstance(e, m.ZedHit):
        return _t(f"zed_hit_{e.result}", lang, zed=zed_name(s, e.zed, lang))
    return _t(f"unit_hit_{e.result}", lang, unit=unit_name(e.unit, lang))


def _piece_name(s, piece: str, lang) -> str:
    return unit_name(piece, lang) if piece in content().units else zed_name(s, piece, lang)


def _ammo_words(s, e: m.AmmoChanged, lang) -> str:
    if e.lost:
        found = e.delta + e.lost
        if e.why == "search":
            return _t("ammo_search_capped", lang, found=found, lost=e.lost, ammo=e.ammo)
        return _t("ammo_capped", lang, why=tr(f"zeds.ammo_why.{e.why}", lang), found=found, lost=e.lost, ammo=e.ammo)
    if e.delta == 0:
        return _t("ammo_unchanged", lang, why=tr(f"zeds.ammo_why.{e.why}", lang), ammo=e.ammo)
    return _t(f"ammo_{e.why}", lang, delta=abs(e.delta), ammo=e.ammo)


def _setup_words(s, e: m.GameSetUp, lang) -> str:
    return trn("zeds.log.set_up", s.players, lang, ammo=e.ammo,
               events=trn("zeds.count.event_cards", len(e.event_deck), lang))


EVENT_WORDS: dict[type, Callable[[m.ZedsState, Any, str | None], str | None]] = {
    m.GameSetUp: _setup_words,
    m.OwnerSet: lambda s, e, lang: _t("owner_set" if e.unit else "owner_none", lang, who=_player(e.seat, lang),
                                      unit=unit_name(e.unit, lang) if e.unit else ""),
    m.RoundStarted: lambda s, e, lang: _t("round_started", lang, round=e.round),
    m.EventDrawn: lambda s, e, lang: _t("event_drawn", lang, card=pick(content().events[e.card].name, lang),
                                        act=content().events[e.card].act),
    m.PhaseBegan: lambda s, e, lang: _t(f"phase_{e.phase}", lang),
    m.BarItemBegan: lambda s, e, lang: _t("bar_item_solo" if s.players == 1 and e.item.startswith("coop")
                                          else "bar_item", lang, n=e.index + 1, item=tr(f"zeds.bar.{e.item}", lang)),
    m.PathActivated: lambda s, e, lang: _t("path_activated", lang, path=path_name(e.path, lang)),
    m.StoryDeckRenewed: lambda s, e, lang: trn("zeds.log.story_renewed", len(e.order), lang),
    m.StoryDrawn: lambda s, e, lang: _t("story_drawn", lang, card=pick(content().story[e.card].name, lang)),
    m.StoryLocated: lambda s, e, lang: _t("story_located", lang, path=path_name(e.path, lang)),
    m.StoryKept: lambda s, e, lang: _t("story_kept", lang, card=pick(content().story[e.card].name, lang)),
    m.StoryDiscarded: lambda s, e, lang: _t("story_discarded", lang, card=pick(content().story[e.card].name, lang)),
    m.StoryPlayed: lambda s, e, lang: _t("story_played", lang, card=pick(content().story[e.card].name, lang)),
    m.ZedPlaced: lambda s, e, lang: _t("zed_placed_reduced" if e.reduced else "zed_placed", lang,
                                       strength=content().zeds[e.zed].strength(e.reduced),
                                       space=space_name(e.space, lang)),
    m.ZedNotPlaced: lambda s, e, lang: _t(f"zed_not_placed_{e.reason}", lang),
    m.EffectSkipped: lambda s, e, lang: _t("skipped_card", lang, card=_card_name(e.card, lang)) if e.card
    else _t("skipped", lang),
    m.SearchCounted: lambda s, e, lang: _t("search_counted", lang, die=e.die, bonus=e.bonus, total=e.die + e.bonus),
    m.ZedsMoved: _zeds_moved,
    m.ZedReturned: lambda s, e, lang: _t(f"zed_returned_{e.why}", lang, zed=zed_name(s, e.zed, lang)),
    m.ZedHit: _hit_words,
    m.ZedFlipped: lambda s, e, lang: _t("zed_full_again", lang, strength=content().zeds[e.zed].full),
    m.ZedMarked: lambda s, e, lang: _t("zed_resistant", lang, zed=zed_name(s, e.zed, lang)),
    m.ZedHitsCleared: lambda s, e, lang: _t("zed_hits_cleared", lang),
    m.UnitMoved: _moved_words,
    m.UnitHit: _hit_words,
    m.HitsAvoided: lambda s, e, lang: trn(f"zeds.log.avoided_{e.why}", e.n, lang,
                                            piece=_piece_name(s, e.piece, lang)),
    m.UnitSaved: lambda s, e, lang: _t("unit_saved", lang, unit=unit_name(e.unit, lang)),
    m.UnitEliminated: lambda s, e, lang: _t("unit_eliminated", lang, unit=unit_name(e.unit, lang)),
    m.MarkerPlaced: lambda s, e, lang: _t("marker_placed", lang, unit=unit_name(e.unit, lang),
                                          marker=tr(f"zeds.marker.{e.marker}", lang)),
    m.MarkerRemoved: lambda s, e, lang: _t("marker_removed", lang, unit=unit_name(e.unit, lang),
                                           marker=tr(f"zeds.marker.{e.marker}", lang)),
    m.DiceRolled: lambda s, e, lang: _t("dice_total" if e.purpose in COMBAT_ROLLS else "dice", lang,
                                        purpose=tr(f"zeds.dice.{e.purpose}", lang),
                                        values=" ".join(map(str, e.values)), total=sum(e.values)),
    m.CombatBegan: _combat_words,
    m.CombatResolved: _resolved_words,
    m.AmmoChanged: _ammo_words,
    m.ActionsSet: lambda s, e, lang: _t("actions_set", lang, n=e.actions),
    m.ActionSpent: lambda s, e, lang: _t("action_spent", lang, who=_player(e.seat, lang), pay=_pay(e.source, lang),
                                         unit=unit_name(e.unit, lang)),
    m.SpecialUsed: lambda s, e, lang: _t("special_used", lang, unit=unit_name(e.unit, lang),
                                         ability=pick(board.info(e.unit).abilities[e.ability].name, lang)),
    m.BonusGranted: lambda s, e, lang: _t("bonus_granted", lang, units=", ".join(unit_name(u, lang) for u in e.units)
                                          or tr("zeds.words.nobody", lang)),
    m.SeatDone: lambda s, e, lang: _t("seat_done", lang, who=_player(e.seat, lang)),
    m.FlagSet: lambda s, e, lang: _t(f"flag_{e.flag}", lang),
    m.FlagCleared: lambda s, e, lang: _t(f"flag_cleared_{e.flag}", lang),
    m.NoEntryPlaced: lambda s, e, lang: _t("no_entry", lang, space=space_name(e.space, lang)),
    m.ZedOwed: lambda s, e, lang: _t("zed_owed", lang, space=space_name(e.space, lang)),
    m.RoundEnded: lambda s, e, lang: _t("round_ended", lang, round=s.round),
    m.GameEnded: lambda s, e, lang: tr(f"zeds.outcome.{e.outcome}", lang),
}


def progress(state: m.ZedsState) -> str:
    card = pick(content().events[state.event].name) if state.event else "-"
    return trn("zeds.progress", len(state.event_deck), None, round=state.round, card=card, ammo=state.ammo,
               zeds=trn("zeds.count.zeds", len(state.zeds)))
