"""Raxxon's set-up [EN: Setup 1–9], and the `--setup` file that fixes what is otherwise random.

Setup keys (all optional; JSON or TOML object):
  first_player        seat that starts (otherwise random)
  characters          one character id per seat (otherwise each player chooses in turn;
                      solo: chosen at the start of each day)
  crowd               rows of cells, top row first: null for a gap, or a card with ":up" when face
                      up. A card is a card id ("p07") or a type ("carrier"): the next unused card of
                      that type. A crowd starts the game in the middle of a day, at `first_player`'s
                      turn (characters are then required).
  population_deck, infection_supply, population_discard, evacuation, uncontained_quarantine,
  contained_quarantine, box
                      lists of cards as above (decks top first)
  raxxon_deck, raxxon_triggered, raxxon_untriggered
                      lists of Raxxon card ids (deck top first)
  tokens              per seat, the number of tokens on each of the five actions
  passed              per seat, whether that player has passed today
  power, day          the Raxxon power track and the day number

Population cards no list names are dealt as usual: without a given deck, the difficulty decides
how many infected cards join the healthy ones (intro first puts its cards in the box); with a
given deck, every unnamed healthy card is shuffled in below the named ones and every unnamed
infected card goes to the infection supply. Unnamed Raxxon cards are shuffled below the deck.
"""

from __future__ import annotations

import random

import msgspec

from game.engine.errors import RuleError
from game.engine.queue import run
from game.titles.raxxon import model as m
from game.titles.raxxon import queued as fx
from game.titles.raxxon.content import content


class RaxxonSetup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    first_player: int | None = None
    characters: list[str] | None = None
    crowd: list[list[str | None]] | None = None
    population_deck: list[str] | None = None
    infection_supply: list[str] | None = None
    population_discard: list[str] | None = None
    evacuation: list[str] | None = None
    uncontained_quarantine: list[str] | None = None
    contained_quarantine: list[str] | None = None
    box: list[str] | None = None
    raxxon_deck: list[str] | None = None
    raxxon_triggered: list[str] | None = None
    raxxon_untriggered: list[str] | None = None
    tokens: list[list[int]] | None = None
    passed: list[bool] | None = None
    power: int = 0
    day: int | None = None


def initial_state(options: dict) -> m.RaxxonState:
    players = int(options["players"])
    return m.RaxxonState(players=players, difficulty=str(options["difficulty"]))


class _Cards:
    """Hands out population cards by id or by type, each card at most once."""

    def __init__(self) -> None:
        self.unused = dict.fromkeys(content().population)

    def take(self, name: str) -> str:
        if name in content().population:
            if name not in self.unused:
                raise RuleError("raxxon.setup_card_twice", card=name)
            del self.unused[name]
            return name
        for card in self.unused:
            if content().population[card].type.id == name:
                del self.unused[card]
                return card
        raise RuleError("raxxon.setup_unknown_card", card=name)


def _parse_cell(text: str) -> tuple[str, bool]:
    name, _, face = text.partition(":")
    if face not in ("", "up", "down"):
        raise RuleError("raxxon.setup_unknown_card", card=text)
    return name, face == "up"


def setup(state: m.RaxxonState, given: RaxxonSetup | None, rng: random.Random) -> list:
    from game.titles.raxxon.rules import QUEUE_RULES, emitter  # the rules import this module's neighbours

    given = given or RaxxonSetup()
    _check_shape(state, given)
    cards = _Cards()
    piles: dict[str, tuple[str, ...]] = {}
    crowd: list[m.Cell] = []
    for r, row in enumerate(given.crowd or []):
        for c, text in enumerate(row):
            if text is not None:
                name, up = _parse_cell(text)
                crowd.append(m.Cell(r, c, cards.take(name), up))
    for pile in ("population_deck", "infection_supply", "population_discard", "evacuation",
                 "uncontained_quarantine", "contained_quarantine", "box"):
        listed = getattr(given, pile)
        if listed is not None:
            piles[pile] = tuple(cards.take(name) for name in listed)
    _check_reachable(state, given, piles)
    _deal_rest(state, given, cards, piles, rng)
    raxxon = _raxxon_piles(given, rng)
    first = given.first_player if given.first_player is not None else rng.randrange(state.players)
    mid_day = bool(crowd) or bool(given.day)
    event = m.GameSetUp(
        population_deck=piles["population_deck"], infection_supply=piles["infection_supply"],
        box=piles.get("box", ()), raxxon_deck=raxxon["raxxon_deck"], first_player=first,
        characters=tuple(given.characters or ()), day=given.day or (1 if mid_day else 0),
        crowd=tuple(crowd), population_discard=piles.get("population_discard", ()),
        evacuation=piles.get("evacuation", ()),
        uncontained_quarantine=piles.get("uncontained_quarantine", ()),
        contained_quarantine=piles.get("contained_quarantine", ()),
        raxxon_triggered=raxxon["raxxon_triggered"], raxxon_untriggered=raxxon["raxxon_untriggered"],
        tokens=tuple(tuple(row) for row in given.tokens or ()),
        passed=tuple(given.passed or ()), power=given.power,
    )
    em = emitter(state, rng)
    em(event)
    if mid_day:
        em.queue(fx.BeginTurn())
    else:
        choosers = [] if given.characters or state.players == 1 else [
            fx.ChooseCharacter(seat=seat) for seat in range(state.players)]
        em.queue(*choosers, fx.DayOne())
    run(em, QUEUE_RULES)
    return em.finish()          # the events, carrying the state they fold into


def _check_shape(state: m.RaxxonState, given: RaxxonSetup) -> None:
    seats = state.players
    if given.first_player is not None and not 0 <= given.first_player < seats:
        raise RuleError("raxxon.setup_bad", detail="first_player")
    if given.characters is not None and (len(given.characters) != seats
                                         or any(c not in content().characters for c in given.characters)):
        raise RuleError("raxxon.setup_bad", detail="characters")
    if (given.crowd or given.day) and given.characters is None:
        raise RuleError("raxxon.setup_bad", detail="characters (needed with a crowd)")
    if given.crowd is not None and (len(given.crowd) > m.CROWD_LIMIT
                                    or any(len(row) > m.CROWD_LIMIT for row in given.crowd)):
        raise RuleError("raxxon.setup_bad", detail="crowd larger than 6×6")
    if given.tokens is not None and (len(given.tokens) != seats
                                     or any(len(row) != 5 or min(row) < 0 for row in given.tokens)):
        raise RuleError("raxxon.setup_bad", detail="tokens")
    if given.passed is not None and len(given.passed) != seats:
        raise RuleError("raxxon.setup_bad", detail="passed")
    if not 0 <= given.power < m.POWER_LIMIT:
        raise RuleError("raxxon.setup_bad", detail="power")


def _check_reachable(state: m.RaxxonState, given: RaxxonSetup, piles: dict[str, tuple[str, ...]]) -> None:
    """A table no game could reach is refused when the game is made, with the reason in the
    player's words: [EN: Evacuation] only face-up healthy cards are ever evacuated, and
    [EN: Choosing an Available Action] a sheet holds no more tokens than the side in play has spaces."""
    for card in piles.get("evacuation", ()):
        if not content().population[card].healthy:
            raise RuleError("raxxon.setup_infected_evacuated",
                            card=f"{card} ({content().population[card].type.id})")
    for seat, row in enumerate(given.tokens or ()):
        sheet = content().characters[given.characters[seat]] if given.characters else None
        if sheet is None:
            continue
        for index, (count, act) in enumerate(zip(row, sheet.actions, strict=True), start=1):
            room = len(act.small if state.players <= 2 else act.large)
            if count > room:
                raise RuleError("raxxon.setup_too_many_tokens", seat=seat + 1, action=index, n=count, room=room)


def _deal_rest(state, given: RaxxonSetup, cards: _Cards, piles: dict, rng: random.Random) -> None:
    """[EN: Setup 1, 3–5] the cards no list named."""
    healthy = [card for card in cards.unused if content().population[card].healthy]
    infected = [card for card in cards.unused if not content().population[card].healthy]
    rng.shuffle(healthy)
    rng.shuffle(infected)
    box = list(piles.get("box", ()))
    if state.difficulty == "intro" and given.box is None:
        for kind in content().types.values():
            pool = healthy if kind.health == "healthy" else infected
            for card in [c for c in pool if content().population[c].type.id == kind.id][: kind.intro_removed]:
                pool.remove(card)
                box.append(card)
    piles["box"] = tuple(box)
    if given.population_deck is not None:
        piles["population_deck"] = piles["population_deck"] + tuple(healthy)
        piles["infection_supply"] = piles.get("infection_supply", ()) + tuple(infected)
        return
    dealt = m.DIFFICULTY_INFECTED[state.difficulty]
    deck = healthy + infected[:dealt]
    rng.shuffle(deck)
    piles["population_deck"] = tuple(deck)
    piles["infection_supply"] = piles.get("infection_supply", ()) + tuple(infected[dealt:])


def _raxxon_piles(given: RaxxonSetup, rng: random.Random) -> dict[str, tuple[str, ...]]:
    unused = dict.fromkeys(content().raxxon)
    piles = {}
    for pile in ("raxxon_deck", "raxxon_triggered", "raxxon_untriggered"):
        listed = []
        for card in getattr(given, pile) or ():
            if card not in unused:
                raise RuleError("raxxon.setup_unknown_card", card=card)
            del unused[card]
            listed.append(card)
        piles[pile] = tuple(listed)
    rest = list(unused)
    rng.shuffle(rest)
    piles["raxxon_deck"] += tuple(rest)
    return piles
