"""Dawn of the Zeds' set-up, and the `--setup` keys that fix what is otherwise random.

Without a set-up file the base game is dealt as the research notes record it: one random zed
on each start space, a random normal civilian unit with the Obstinate marker in each village,
one more in the town centre and the last in reserve, every hero and heroic civilian in the
town centre (Mr. Johnson in reserve), 4 ammo, the event deck built act by act with a finale at
the bottom, the story deck shuffled. Then each player chooses a hero of their own.

Setup keys (all optional; JSON or TOML object; the package docstring lists them too):
  heroes      one unit id per seat: each player's own hero (otherwise chosen at the start)
  ammo        0–20 (default 4)
  event_deck  event card ids, top first; cards not named are left out, and a finale is put
              at the bottom when none is named
  story_deck  story card ids, top first; the others are shuffled in below
  story_kept  story cards held for later
  zeds        the zeds on the map: [{zed, space, reduced, hits, resistant}, ...] where `zed` is
              a counter id ("z07") or its strengths ("6/3": the next unused counter of that
              kind); every other zed is in the bag. Without it: one random zed per start space.
  units       units placed by hand: [{unit, space, reduced, hits, markers}, ...]; `space` may
              also be "reserve" or "cemetery". With it, heroes and heroic civilians not named
              start where they usually do and normal civilians not named wait in reserve.
  dice        the next dice rolled, in order (1–6 each); random dice follow
  zed_draws   the next zeds drawn from the bag, in order (ids or strengths as above)
  flags       round effects in force: no_terrain, evade, spread, brains
  round       start inside a round: {event, phase, activate, actions, number}
              event: the active card (taken out of the deck); phase: "zeds" or "actions";
              activate: for the zed phase, the bar items still to resolve (default: the card's
              bar; the card's start-of-phase text counts as done); actions: the action counter
              (default: the card's); number: the round number (default 1)
"""

from __future__ import annotations

import random

import msgspec

from game.engine.errors import RuleError
from game.engine.queue import run
from game.titles.zeds import board
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.content import CENTRE, PATHS, content
from game.titles.zeds.emitter import Emitter
from game.titles.zeds.rules import QUEUE_RULES, bar_effects, event_effect

DEFAULT_AMMO = 4
FLAGS = ("no_terrain", "evade", "spread", "brains")


class ZedSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    zed: str
    space: str
    reduced: bool = False
    hits: int = 0
    resistant: bool = False


class UnitSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    unit: str
    space: str
    reduced: bool = False
    hits: int = 0
    markers: list[str] = []


class RoundSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    event: str
    phase: str = "zeds"
    activate: list[str] | None = None
    actions: int | None = None
    number: int = 1


class ZedsSetup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    heroes: list[str] | None = None
    ammo: int = DEFAULT_AMMO
    event_deck: list[str] | None = None
    story_deck: list[str] | None = None
    story_kept: list[str] = []
    zeds: list[ZedSpec] | None = None
    units: list[UnitSpec] | None = None
    dice: list[int] = []
    zed_draws: list[str] = []
    flags: list[str] = []
    round: RoundSpec | None = None


def initial_state(options: dict) -> m.ZedsState:
    return m.ZedsState(players=int(options["players"]))


def _bad(detail: str) -> RuleError:
    return RuleError("zeds.setup_bad", detail=detail)


# ---- zeds ------------------------------------------------------------------------------------
class _Counters:
    """Hands out zed counters by id or by strengths ("6/3"), each at most once."""

    def __init__(self, pool=None) -> None:
        self.unused = dict.fromkeys(content().zeds if pool is None else pool)

    def take(self, name: str) -> str:
        if name in self.unused:
            del self.unused[name]
            return name
        for zid in self.unused:
            counter = content().zeds[zid]
            if f"{counter.full}/{counter.reduced}" == name:
                del self.unused[zid]
                return zid
        raise _bad(f"zed {name!r} (unknown or used twice)")


def _zeds(given: ZedsSetup, counters: _Counters, rng: random.Random) -> tuple[m.Zed, ...]:
    if given.zeds is None:
        pool = list(counters.unused)
        rng.shuffle(pool)
        return tuple(m.Zed(counters.take(pool[i]), board.start_of(path)) for i, path in enumerate(PATHS))
    placed = []
    for spec in given.zeds:
        if spec.space not in content().spaces or spec.space == CENTRE:
            raise _bad(f"zed space {spec.space!r}")
        if not 0 <= spec.hits < content().zed_hits_per_side:
            raise _bad(f"zed hits {spec.hits}")
        placed.append(m.Zed(counters.take(spec.zed), spec.space, spec.reduced, spec.hits, spec.resistant))
    return tuple(placed)


# ---- units -----------------------------------------------------------------------------------
def _villages() -> list[str]:
    return [sid for sid, spot in content().spaces.items() if spot.kind == "village"]


def _dealt_units(rng: random.Random) -> list[m.Unit]:
    """The research notes' base set-up: heroes in the centre, civilians dealt at random to the
    villages (Obstinate), one to the centre, one in reserve."""
    units = [m.Unit(u.id, CENTRE if u.start == "centre" else m.RESERVE)
             for u in content().units.values() if u.kind != "civilian"]
    civilians = [u.id for u in content().units.values() if u.kind == "civilian"]
    rng.shuffle(civilians)
    villages = _villages()
    for index, uid in enumerate(civilians):
        if index < len(villages):
            units.append(m.Unit(uid, villages[index], markers=("obstinate",)))
        else:
            units.append(m.Unit(uid, CENTRE if index == len(villages) else m.RESERVE))
    return sorted(units, key=lambda u: list(content().units).index(u.id))


def _placed_units(specs: list[UnitSpec]) -> list[m.Unit]:
    named = {}
    for spec in specs:
        info = content().units.get(spec.unit)
        if info is None or spec.unit in named:
            raise _bad(f"unit {spec.unit!r} (unknown or named twice)")
        if spec.space not in content().spaces and spec.space not in (m.CEMETERY, m.RESERVE):
            raise _bad(f"unit space {spec.space!r}")
        if spec.space in content().spaces and board.is_start(spec.space):
            raise _bad(f"unit {spec.unit} on a start space")
        if not 0 <= spec.hits < info.hits_per_side:
            raise _bad(f"unit {spec.unit} hits {spec.hits}")
        if set(spec.markers) - {"obstinate", "well_armed", "leader", "keep_calm"}:
            raise _bad(f"unit {spec.unit} markers {spec.markers}")
        named[spec.unit] = m.Unit(spec.unit, spec.space, spec.reduced, spec.hits, tuple(spec.markers))
    units = []
    for uid, info in content().units.items():
        usual = CENTRE if info.start == "centre" else m.RESERVE
        units.append(named.get(uid, m.Unit(uid, usual)))
    return units


def _check_board(zeds, units) -> None:
    zed_count: dict[str, int] = {}
    for z in zeds:
        zed_count[z.space] = zed_count.get(z.space, 0) + 1
    unit_count: dict[str, int] = {}
    for u in units:
        if u.space in content().spaces and u.space != CENTRE:
            unit_count[u.space] = unit_count.get(u.space, 0) + 1
    if any(n > 2 for n in zed_count.values()) or any(n > 2 for n in unit_count.values()):
        raise _bad("more than two zeds or two units on a space")
    if set(zed_count) & set(unit_count):
        raise _bad("zeds and units on the same space")


# ---- cards -----------------------------------------------------------------------------------
def _event_deck(given: ZedsSetup, rng: random.Random) -> tuple[list[str], list[str]]:
    """Regel 1.3 and the research notes: each act shuffled on its own (normal cards drawn to the
    act's count, plus its special cards), acts stacked I to IV, a random finale at the bottom.
    The card of a round the set-up starts in is not in the deck."""
    cards = content().events
    current = given.round.event if given.round else ""
    finales = [cid for cid, card in cards.items() if card.kind == "finale"]
    if given.event_deck is not None:
        deck = [cid for cid in given.event_deck if cid != current]
        if any(cid not in cards for cid in deck) or len(set(deck)) != len(deck):
            raise _bad("event_deck")
    else:
        deck = [cid for act in range(1, 5) for cid in _act_cards(act, rng) if cid != current]
    if current not in finales and not any(cid in finales for cid in deck):
        deck.append(finales[rng.randrange(len(finales))])
    return deck, [cid for cid in cards if cid not in deck and cid != current]


def _act_cards(act: int, rng: random.Random) -> list[str]:
    cards = content().events
    normal = [cid for cid, card in cards.items() if card.act == act and card.kind == "normal"]
    special = [cid for cid, card in cards.items() if card.act == act and card.kind in ("special", "brains")]
    rng.shuffle(normal)
    rng.shuffle(special)
    chosen = normal[: content().deck.normal[act - 1]] + special[: content().deck.special[act - 1]]
    rng.shuffle(chosen)
    return chosen


def _story_deck(given: ZedsSetup, rng: random.Random) -> list[str]:
    named = list(given.story_deck or [])
    kept = list(given.story_kept)
    if any(card not in content().story for card in named + kept) or len(set(named + kept)) != len(named + kept):
        raise _bad("story_deck / story_kept")
    rest = [card for card in content().story if card not in named and card not in kept]
    rng.shuffle(rest)
    return named + rest


# ---- putting it together ---------------------------------------------------------------------
def setup(state: m.ZedsState, given: ZedsSetup | None, rng: random.Random) -> list:
    given = given or ZedsSetup()
    _check_values(state, given)
    em = Emitter(state, rng)
    em(_table(given, rng))
    choosers = [] if given.heroes else [fx.ChooseHero(seat=seat) for seat in range(state.players)]
    em.queue(*choosers, *_round_rest(given.round), fx.Round(seat=0))
    run(em, QUEUE_RULES)
    return em.finish()          # the events, carrying the state they fold into


def _table(given: ZedsSetup, rng: random.Random) -> m.GameSetUp:
    """The table as set up: pieces, resources, decks, and a round in progress if asked for."""
    counters = _Counters()
    zeds = _zeds(given, counters, rng)
    bag = tuple(sorted(counters.unused))
    in_bag = _Counters(bag)
    draws = tuple(in_bag.take(name) for name in given.zed_draws)
    units = _placed_units(given.units) if given.units is not None else _dealt_units(rng)
    _check_board(zeds, units)
    deck, box = _event_deck(given, rng)
    spec = given.round
    actions = 0
    if spec is not None:
        actions = content().events[spec.event].actions if spec.actions is None else spec.actions
    return m.GameSetUp(
        zeds=zeds, bag=bag, units=tuple(units), ammo=given.ammo, event_deck=tuple(deck), event_box=tuple(box),
        story_deck=tuple(_story_deck(given, rng)), owners=tuple(given.heroes or ()),
        story_kept=tuple(given.story_kept), dice=tuple(given.dice), draws=draws,
        round=spec.number if spec else 0, event=spec.event if spec else "", actions=actions,
        flags=tuple(given.flags),
    )


def _round_rest(spec: RoundSpec | None) -> list[fx.Effect]:
    """The rest of a round a --setup file starts in."""
    if spec is None:
        return []
    card = content().events[spec.event]
    later = [fx.Organisation(seat=0)]
    if spec.phase == "actions":
        return [fx.Phase(purpose="actions", seat=0), fx.Actions(seat=0),
                *event_effect(card, "actions", "end"), *later]
    tokens = card.zeds if spec.activate is None else spec.activate
    return [fx.Phase(purpose="zeds", seat=0), *bar_effects(tokens),
            *event_effect(card, "zeds", "end"), fx.ZedsEnd(), fx.ActionsPhase(), *later]


def _check_values(state: m.ZedsState, given: ZedsSetup) -> None:
    if given.heroes is not None:
        heroes = [uid for uid, info in content().units.items() if info.kind in ("hero", "heroic")]
        if len(given.heroes) != state.players or len(set(given.heroes)) != len(given.heroes) \
                or any(uid not in heroes for uid in given.heroes):
            raise _bad("heroes")
    if not 0 <= given.ammo <= m.AMMO_LIMIT:
        raise _bad("ammo")
    if any(not 1 <= die <= 6 for die in given.dice):
        raise _bad("dice")
    if set(given.flags) - set(FLAGS):
        raise _bad("flags")
    spec = given.round
    if spec is not None:
        card = content().events.get(spec.event)
        if card is None or card.kind == "brains" or (card.kind == "finale" and spec.phase == "actions"):
            raise _bad("round.event (no Brains! card; a finale only from its zed phase)")
        tokens = ("forest", "mountain", "highway", "suburbs", "all", "story_twice", "coop_move", "coop_place")
        if spec.phase not in ("zeds", "actions") or any(t not in tokens for t in spec.activate or ()):
            raise _bad("round")
        if spec.actions is not None and spec.actions < 0 or spec.number < 1:
            raise _bad("round")
