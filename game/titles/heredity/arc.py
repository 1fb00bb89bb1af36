"""The campaign played as a family plays it: chapter 1 from its own start, then each chapter from
what a win of the chapter before carried on, chapter after chapter to the finale.

`walk` plays `games` seeds of chapter 1 with bots. Every ending a game won there is a way on: the
next chapter is played from the carry of a game that won it (and, with `spread`, of a few more
whose carries differ in what a later chapter reads), and so on to the finale, so every way the
chapters branch is played. What came up on any way is gathered per chapter (`Seen`: the cards
taken, the encounters met, the endings reached, and whatever broke an invariant), and `unseen`
lists what never did. `tests/heredity/test_arc.py` walks a small sample;
`python -m benchmarks.campaign` prints the full report.
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
from game.titles.heredity.content import Carry, all_steps, content

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
         spread: int = 1, routes: bool = True) -> Walk:
    """Every way through the campaign the bots win (and, with `routes`, the guides of
    `guide.ROUTES` reach), from chapter 1 to the finale."""
    player = player or bots()
    result = Walk()
    ways = [Way((), Carry())]
    for number in chapters():
        result.entered[number] = ways
        following = []
        for way in ways:
            won: dict[str, list[Carry]] = {}
            for session in games_of(number, way.carry, games, player, players, first_seed, routes):
                result.chapter(number).add(session)
                if is_win(session.outcome()):
                    won.setdefault(session.outcome(), []).append(carry_over(session.state))
            for ending, carries in won.items():
                following += [Way(way.endings + (ending,), carry) for carry in varied(carries, number, spread)]
        if chapter_after(number) is None:
            break
        ways = following
    return result


def games_of(chapter: int, carry: Carry, games: int, player: Player, players: int, first_seed: int,
             routes: bool):
    """The bots' games of a chapter from one carry, then each of the chapter's guides once."""
    for seed in range(first_seed, first_seed + games):
        yield play(chapter, carry, seed, player, players)
    for route in guide.ROUTES.get(chapter, ()) if routes else ():
        session = start(chapter, carry, first_seed, players)
        route(cast(m.HeredityState, session.state))(session)
        yield session


def varied(carries: list[Carry], chapter: int, spread: int) -> list[Carry]:
    """Up to `spread` of the carries, the first of each different story a later chapter reads."""
    chosen: dict[frozenset[str], Carry] = {}
    later = read_later(chapter)
    for carry in carries:
        chosen.setdefault(frozenset(carry.flags) & later, carry)
        if len(chosen) == spread:
            break
    return list(chosen.values())


def read_later(chapter: int) -> frozenset[str]:
    """The story flags a chapter after `chapter` reads."""
    flags = set()
    for number in (n for n in chapters() if n > chapter):
        for card in content().chapter_cards[number]:
            for side in (content().cards[card].a, content().cards[card].b):
                for step in all_steps(side) if side else ():
                    flags |= {step.flag, step.not_flag} - {""}
    return frozenset(flags)


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
