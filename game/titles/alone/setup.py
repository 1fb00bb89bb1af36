"""Setting up a game of Alone [KBM S.1–4; S.18], and the `--setup` keys that build a situation
for a test or a rulebook example.

Setup keys (all optional):
  hero        {sector, health, composure, adrenaline}   where the hero stands and his tracks
  items       [card or {card, charges, upgraded}]        the hero's items instead of the level's
  revealed    [sector]       sectors already in the labyrinth (the hero's sector always is)
  lit         [sector]       lights on;  danger: [sector] danger tokens;  blocked: [door "A|B"]
  creatures   [{kind, sector, wounded}]                  creatures on the map (no set-up placing)
  hands       {seat: [card]} the Evil players' hands (the rest of their decks stays shuffled)
  decks       [deck, deck]   the two reaction decks (default: the `decks` option)
  item_deck   [card]         the top of the item deck, in order
  missions    {green: room}  the room drawn for a mission with candidate rooms
  round, turn, marker, nightmare, xp {skill: n}, dice [hit|half|blank...], leader
  station     "classic" (the default with a set-up file: its sectors are the classic map's) or "new"
Sectors are named `floor:x,y` ("U:2,2"); cards by design and copy ("wrath_frenzy#1").
With any of `creatures`, `hero`, `revealed`, the Evil players' set-up placing is skipped.

Without a set-up file the option `station` decides: "new" (the default) draws a new station from
the scenario's recipe (`mapgen.new_station`), "classic" plays the scenario's authored map.
"""

from __future__ import annotations

import random
from typing import Literal

import msgspec

from game.engine.errors import RuleError
from game.engine.queue import run
from game.titles.alone import model as m
from game.titles.alone import queued as fx
from game.titles.alone.board import board_of, made_up_id
from game.titles.alone.content import card_of, content, scenario_of
from game.titles.alone.mapgen import new_station

DECK_PAIRS = ("wrath+terror", "wrath+traps", "speed+terror", "speed+traps", "wrath+speed", "terror+traps")


class HeroSetup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    sector: str = ""
    health: int = 12
    composure: int = 12
    adrenaline: int = -1


class ItemSetup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    card: str
    charges: int = -1
    upgraded: bool = False


class CreatureSetup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: str
    sector: str
    wounded: bool = False


class AloneSetup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    hero: HeroSetup | None = None
    items: tuple[str | ItemSetup, ...] | None = None
    revealed: tuple[str, ...] = ()
    lit: tuple[str, ...] = ()
    danger: tuple[str, ...] = ()
    blocked: tuple[str, ...] = ()
    creatures: tuple[CreatureSetup, ...] | None = None
    hands: dict[str, tuple[str, ...]] = {}
    decks: tuple[str, str] | None = None
    item_deck: tuple[str, ...] = ()
    missions: dict[Literal["green", "blue", "red"], str] = {}
    round: int = 1
    turn: int = 1
    marker: int = 0
    nightmare: bool = False
    xp: dict[str, int] = {}
    dice: tuple[Literal["hit", "half", "blank"], ...] = ()
    leader: int = 1
    station: Literal["classic", "new"] = "classic"


def initial_state(options: dict) -> m.AloneState:
    """The table for these options; `decks` "random" leaves the pair to the set-up's draw."""
    pair = str(options["decks"])
    return m.AloneState(scenario=str(options["scenario"]), evil=int(options["evil_players"]),
                        difficulty=str(options["difficulty"]), character=str(options["character"]),
                        decks=() if pair == "random" else tuple(pair.split("+")),
                        station=str(options.get("station", "classic")))   # a save from before the option: classic


def _refuse(detail: str) -> RuleError:
    return RuleError("alone.setup_bad", detail=detail)


def setup(state: m.AloneState, given: AloneSetup | None, rng: random.Random) -> list:
    from game.titles.alone.emitter import AloneEmitter
    from game.titles.alone.flow import setup_evil
    from game.titles.alone.rules import QUEUE_RULES

    drawn = _station(state, given, rng)
    given = given or AloneSetup()
    state = msgspec.structs.replace(state, scenario=drawn or state.scenario)
    board = board_of(state.scenario)
    _check(state, given)
    state = msgspec.structs.replace(state, decks=tuple(given.decks or _decks(state, rng)))
    piles, hands, draws = _deal(state, given, rng)
    items, item_deck = _items(state, given, rng)
    missions = _missions(state, given, rng)
    hero = given.hero or HeroSetup()
    mid_game = given.creatures is not None or given.hero is not None or bool(given.revealed)
    em = AloneEmitter(state, rng)
    adrenaline = hero.adrenaline if hero.adrenaline >= 0 else 3
    em(m.GameSetUp(
        start=hero.sector or board.start, decks=state.decks, health=hero.health, composure=hero.composure,
        adrenaline=adrenaline,
        items=items, missions=missions, hands=hands, draws=draws, piles=piles, item_deck=item_deck,
        leader=given.leader, round=given.round, turn=given.turn, nightmare=given.nightmare, marker=given.marker,
        lit=given.lit, danger=given.danger, blocked=given.blocked,
        creatures=_creatures(given), revealed=given.revealed, xp=tuple(sorted(given.xp.items())), dice=given.dice,
        board=drawn,
    ))
    if mid_game:
        em.look()
        em.push(fx.TurnStart())
    else:
        setup_evil(em)
    em.flush()
    run(em, QUEUE_RULES)
    return em.finish()          # the events, carrying the state they fold into


def _station(state: m.AloneState, given: AloneSetup | None, rng: random.Random) -> str:
    """The board of a new station drawn for this game, or "" for the classic map: a set-up file
    names the classic map's sectors unless it asks for a new station."""
    wanted = given.station if given is not None else state.station
    if wanted != "new":
        return ""
    spec = new_station(content().scenarios[state.scenario], rng)
    return made_up_id(state.scenario, spec) if spec is not None else ""


def _check(state: m.AloneState, given: AloneSetup) -> None:
    board = board_of(state.scenario)
    named = [given.hero.sector] if given.hero and given.hero.sector else []
    named += [*given.revealed, *given.lit, *given.danger, *(c.sector for c in given.creatures or ())]
    for sector in named:
        if sector not in board.sectors:
            raise _refuse(f"no sector {sector}")
    for door in given.blocked:
        a, _, b = door.partition("|")
        if a not in board.sectors or b not in board.adjacent(a):
            raise _refuse(f"no door {door}")
    for creature in given.creatures or ():
        if creature.kind not in content().creatures:
            raise _refuse(f"no creature {creature.kind}")
    for skill in given.xp:
        if skill not in content().skills:
            raise _refuse(f"no skill {skill}")
    if not 1 <= given.leader <= state.evil:
        raise _refuse(f"no Evil seat {given.leader}")
    for seat in given.hands:                # a key from a file: a seat's number, written as text
        if not (seat.isascii() and seat.isdecimal() and 1 <= int(seat) <= state.evil):
            raise _refuse(f"no Evil seat {seat}")
    for deck in given.decks or ():
        if deck not in content().decks:
            raise _refuse(f"no deck {deck}")
    if given.decks and given.decks[0] == given.decks[1]:
        raise _refuse(f"the same deck twice: {given.decks[0]}")


def _decks(state: m.AloneState, rng: random.Random) -> tuple[str, ...]:
    """[KBM S.2] two of the four decks: the chosen pair, or a random one."""
    if state.decks:
        return state.decks
    return tuple(DECK_PAIRS[rng.randrange(len(DECK_PAIRS))].split("+"))


def _deal(state: m.AloneState, given: AloneSetup, rng: random.Random):
    """[KBM S.4 HANDKARTENLIMIT] 1 Evil player: 10 cards from either deck; 2: 6 each, each from
    his own deck (the leader's first); 3: 4 each, two with a deck of their own, the third from
    either. A free drawer's opening hand takes half from each deck (Holdout's reading)."""
    limit = content().sheet.hand_limits[state.evil - 1]
    draws = {1: ("",), 2: (state.decks[0], state.decks[1]), 3: (state.decks[0], state.decks[1], "")}[state.evil]
    piles = []
    for deck in state.decks:
        cards = content().deck_cards(deck)
        rng.shuffle(cards)
        piles.append(cards)
    fixed = {int(seat): list(cards) for seat, cards in given.hands.items()}
    for cards in fixed.values():
        for card in cards:
            index = next((i for i, d in enumerate(state.decks) if card in piles[i]), None)
            if index is None:
                raise _refuse(f"no card {card} in the decks {'+'.join(state.decks)}")
            piles[index].remove(card)
    hands = []
    for seat in range(1, state.evil + 1):
        if seat in fixed:
            hands.append(tuple(fixed[seat]))
            continue
        own = draws[seat - 1]
        taken = []
        for n in range(limit):
            pile = piles[state.decks.index(own) if own else n % 2]
            if pile:
                taken.append(pile.pop(0))
        hands.append(tuple(taken))
    return tuple(tuple(p) for p in piles), tuple(hands), draws


def _items(state: m.AloneState, given: AloneSetup, rng: random.Random):
    """[KBM S.18 SCHWIERIGKEITSGRAD] starting items by level: random ammunition and other items."""
    deck = content().item_cards()
    rng.shuffle(deck)
    if given.items is not None:
        held = []
        for entry in given.items:
            entry = ItemSetup(entry) if isinstance(entry, str) else entry
            if entry.card not in deck:
                raise _refuse(f"no item {entry.card}")
            deck.remove(entry.card)
            charges = entry.charges if entry.charges >= 0 else content().items[card_of(entry.card)].charges
            held.append(m.Held(entry.card, charges, entry.upgraded))
    else:
        level = content().difficulties[state.difficulty]
        ammo = [c for c in deck if content().items[card_of(c)].ammo][:level.ammo]
        others = [c for c in deck if not content().items[card_of(c)].ammo][:level.items]
        held = [m.Held(c, content().items[card_of(c)].charges) for c in ammo + others]
        for card in ammo + others:
            deck.remove(card)
    for card in reversed(given.item_deck):
        if card not in deck:
            raise _refuse(f"no item {card} left for the item deck")
        deck.remove(card)
        deck.insert(0, card)
    return tuple(held), tuple(deck)


def _missions(state: m.AloneState, given: AloneSetup, rng: random.Random) -> tuple[m.MissionState, ...]:
    """[KBM S.1] one green and one blue start mission, one red final mission; a mission with
    candidate rooms has one drawn for it, secretly."""
    found = []
    for colour in ("green", "blue", "red"):
        mission = next(content().missions[x] for x in scenario_of(state.scenario).missions
                       if content().missions[x].colour == colour)
        room = ""
        if mission.rooms:
            room = given.missions.get(colour) or mission.rooms[rng.randrange(len(mission.rooms))]
            if room not in mission.rooms:
                raise _refuse(f"mission {mission.id} has no room {room}")
        found.append(m.MissionState(mission.id, room))
    return tuple(found)


def _creatures(given: AloneSetup) -> tuple[m.Creature, ...]:
    counts: dict[str, int] = {}
    found = []
    for creature in given.creatures or ():
        counts[creature.kind] = counts.get(creature.kind, 0) + 1
        found.append(m.Creature(f"{creature.kind}{counts[creature.kind]}", creature.kind, creature.sector,
                                creature.wounded))
    return tuple(found)
