"""The campaign played as a family plays it: chapter 1 from its own start, then each chapter from
what a win of the chapter before carried on, chapter after chapter to the finale.

`walk` plays `games` bot games of chapter 1 and each of its guides (`guide.ROUTES`: the choices
the bots do not make; a guide that lost is given a second deal). Every ending won there goes on
into the next chapter, from up to `spread` of the carries that won it, picked so that together
they take as many of the later chapters' branches as they can (`onward`); and so on to the
finale. What came up on any way is gathered per chapter (`Seen`: the cards read, the encounters
met, the endings reached, and whatever broke an invariant), and `unseen` lists what never did.
`tests/heredity/test_arc.py` walks a small sample, and the whole campaign in the slow suite;
`python -m benchmarks.campaign` prints the report.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

import msgspec

from game.engine import new_game
from game.engine.bots import bot_move, bot_rng, start_search
from game.engine.session import Session
from game.titles.heredity import guide
from game.titles.heredity import model as m
from game.titles.heredity.carry import carry_over, chapter_after, chapters, is_win
from game.titles.heredity.content import Carry, content

COMMAND_LIMIT = 20_000


@dataclass(frozen=True)
class Way:
    """One way through the campaign so far: the ending won in each chapter, and what the next
    chapter starts with."""

    endings: tuple[str, ...]
    carry: Carry


@dataclass
class Seen:
    """What came up in one chapter, over every game played of it."""

    games: int = 0
    wins: int = 0
    cards: set[str] = field(default_factory=set)
    encounters: set[str] = field(default_factory=set)
    endings: Counter = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)

    def add(self, session: Session) -> None:
        self.games += 1
        self.wins += is_win(session.outcome())
        self.endings[session.outcome()] += 1
        for event in session.events:
            if isinstance(event, (m.CardTaken, m.TerrainPlaced)):
                self.cards.add(event.card)
            elif isinstance(event, m.EncounterAdded):
                self.encounters.add(event.card)
        problems = session.title.check_invariants(session.state)
        self.problems += [f"seed {session.header.seed}: {p}" for p in problems]


@dataclass
class Walk:
    """The campaign walked: per chapter, the ways that entered it and what came up in it."""

    entered: dict[int, list[Way]] = field(default_factory=dict)
    seen: dict[int, Seen] = field(default_factory=dict)

    def chapter(self, number: int) -> Seen:
        return self.seen.setdefault(number, Seen())


Player = Callable[[Session], None]


def bots(kind: str = "heuristic", rounds: int | None = None) -> Player:
    """Bots of `kind` in every seat play the chapter to its end (a search bot thinks a fixed
    number of `rounds` per decision where given, so figures do not depend on the machine)."""
    def play(session: Session) -> None:
        while session.outcome() is None and session.command_count < COMMAND_LIMIT:
            seat = session.to_move()[0]
            if kind == "search" and rounds is not None and len(session.legal_commands(seat)) > 1:
                thought = start_search(session, seat, bot_rng(session.header.seed, session.command_count),
                                       rounds=rounds)
                thought.think()
                session.apply(thought.best())
            else:
                session.apply(bot_move(session, seat, kind))
    return play


def start(chapter: int, carry: Carry, seed: int, players: int = 1) -> Session:
    """Chapter `chapter` set up from `carry` as the campaign gives it (an empty carry: the
    chapter's own start, as chapter 1 has in a new campaign)."""
    setup = {"campaign": msgspec.to_builtins(carry)} if carry.karma else None
    return new_game("heredity", seed, {"chapter": chapter, "players": players}, setup)


def play(chapter: int, carry: Carry, seed: int, player: Player, players: int = 1) -> Session:
    session = start(chapter, carry, seed, players)
    player(session)
    return session


def walk(games: int, player: Player | None = None, players: int = 1, first_seed: int = 0,
         spread: int = 2, routes: bool = True) -> Walk:
    """Every way through the campaign the bots win (and, with `routes`, the guides of
    `guide.ROUTES` reach), from chapter 1 to the finale: every ending won goes on into the next
    chapter, with up to `spread` carries of different stories (`onward`)."""
    player = player or bots()
    result = Walk()
    ways = [Way((), Carry())]
    for number in chapters():
        result.entered[number] = ways
        won: list[tuple[Way, str, list[Carry]]] = []
        for way in ways:
            by_ending: dict[str, list[Carry]] = {}
            for session in games_of(number, way.carry, games, player, players, first_seed, routes):
                result.chapter(number).add(session)
                if is_win(session.outcome()):
                    by_ending.setdefault(session.outcome(), []).append(carry_over(session.state))
            won += [(way, ending, carries) for ending, carries in by_ending.items()]
        following = chapter_after(number)
        if following is None:
            break
        ways = onward(won, following, spread)
    return result


def games_of(chapter: int, carry: Carry, games: int, player: Player, players: int, first_seed: int,
             routes: bool):
    """The bots' games of a chapter from one carry, then each of the chapter's guides: once, and
    on a second deal when the first was lost (a guide walks into what the deal holds)."""
    for seed in range(first_seed, first_seed + games):
        yield play(chapter, carry, seed, player, players)
    for route in guide.ROUTES.get(chapter, ()) if routes else ():
        for seed in (first_seed, first_seed + 1):
            session = start(chapter, carry, seed, players)
            route(cast(m.HeredityState, session.state))(session)
            yield session
            if is_win(session.outcome()):
                break


def onward(won: list[tuple[Way, str, list[Carry]]], following: int, spread: int) -> list[Way]:
    """The ways into chapter `following`: every ending won goes on, with up to `spread` of the
    carries that won it on any way, chosen so that together they take as many of the later
    chapters' branches as they can: each carry is picked for the most branches it takes that the
    ones picked before did not (Ada helped with her dog kept, Wren beside the family and no answer
    on the radio...)."""
    def opened(carry: Carry) -> tuple[str, ...]:
        return cast(m.HeredityState, start(following, carry, 0).state).flags
    by_ending: dict[str, list[tuple[Way, Carry, frozenset]]] = {}
    for way, ending, carries in won:
        by_ending.setdefault(ending, []).extend((way, carry, branches(carry, following, opened(carry)))
                                                for carry in carries)
    ways = []
    for ending, candidates in by_ending.items():
        taken: frozenset = frozenset()
        for rank in range(spread):
            way, carry, takes = max(candidates, key=lambda candidate: len(candidate[2] - taken))
            if rank and not takes - taken:
                break
            taken |= takes
            ways.append(Way(way.endings + (ending,), carry))
    return ways


def branches(carry: Carry, following: int, flags: tuple[str, ...]) -> frozenset[tuple]:
    """The branches a carry takes of the `if` steps of chapter `following` and the chapters after
    it that ask only what a carry holds (story flags, as that chapter's start leaves them:
    `flags`; secret cards that left the pile): each such step, and which way it goes. A step that
    asks anything else (what happens during the chapter) is not followed."""
    found = set()
    gone = set(carry.secrets_taken) | set(carry.secrets_removed)

    def follow(steps, where: tuple) -> None:
        for index, step in enumerate(steps):
            if step.op != "if" or not carried_only(step):
                continue
            holds = ((not step.flag or step.flag in flags) and step.not_flag not in flags
                     and (not step.secret or step.secret in gone))
            here = (*where, index, holds)
            found.add(here)
            follow(step.then if holds else step.else_, here)
    for number in (n for n in chapters() if n >= following):
        for card in content().chapter_cards[number]:
            for face, side in (("a", content().cards[card].a), ("b", content().cards[card].b)):
                if side is not None:
                    follow(side.rules, (card, face))
    return frozenset(found)


def carried_only(step) -> bool:
    """Whether an `if` step asks only what a carry holds: flags and secret cards."""
    return (bool(step.flag or step.not_flag or step.secret) and not step.has_item and step.counter_max < 0
            and not step.karma and not step.in_area and not step.materials_min and not step.gone and not step.mark
            and not step.item_value_min and step.carried_min < 0)


def unseen(walk_: Walk) -> dict[int, dict[str, list[str]]]:
    """Per chapter, what never came up on any way: its cards, its encounters, its endings."""
    report = {}
    for number in chapters():
        seen = walk_.seen.get(number, Seen())
        cards = content().chapter_cards[number]
        encounters = [c for c in cards if content().cards[c].a.kind == "encounter"]
        endings = [e.id for e in content().chapters[number].endings]
        report[number] = {
            "cards": [c for c in cards if c not in seen.cards],
            "encounters": [c for c in encounters if c not in seen.encounters],
            "endings": [e for e in endings if e not in seen.endings],
        }
    return report
