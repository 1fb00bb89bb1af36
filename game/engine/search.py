"""The search bot: it thinks ahead on tables its seat cannot tell from the real one.

For each decision it weighs the heuristic bot's choice against the next best few (found by asking
the heuristic again without the commands it already chose). It plays rounds: each round takes a
world from `worlds` (a table its seat cannot tell from the real one: the title's `redeal` draws
everything hidden from the seat anew) and, for each command weighed, applies it there and plays
the game to its end with the heuristic bot at every seat, each seeing only its own view of that
world. Every command of a round meets the same world and the same dice (common random numbers):
what differs between their ends is what the command did, so a few rounds tell more than many
unpaired tries. Playing on with the heuristic (a rollout) rather than at random matters here:
random play loses every game of these titles, and a try that always ends the same tells nothing.
Where a title has a value curve (`Title.estimate`), a rollout stops after `rollout_horizon`
commands and scores the table by it: in a long game many short rollouts tell more within the
budget than a few played to the end.

The search keeps the heuristic's choice unless another command did better over enough rounds by
more than the rounds' spread: a search that follows its noise plays worse than no search.
Commands clearly worse are dropped from later rounds.

The search never reads the real state: it is handed the worlds, and a title's `redeal` gives the
same worlds for any two tables that differ only in what the seat may not know (the hidden cards
are sorted before they are shuffled), so what it decides depends on the seat's view alone.

A search is run in slices (`think`), which may stop within a rollout, so that a table keeps
drawing while a bot thinks. Its budget is wall time from its first slice: the bot moves about that
long after it began to think, however much of that time the table spent drawing between slices.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field

from game.engine.queue import state_after
from game.engine.title import Title
from game.engine.types import Command, State

WEIGHED = 4                # the heuristic's choice and its next best three
ROLLOUT_LIMIT = 2_000      # commands in one rollout: a game that runs on that long counts as lost
MIN_ROUNDS = 4             # rounds before a command may overrule the heuristic's choice
SPREADS = 2.0              # by more than this many standard errors of the paired differences
FINISHED = object()        # what a round gives when it has no more commands to play


def reward(title: Title, outcome: str | None, seat: int) -> float:
    """1 for a game won by the seat's side, else 0."""
    if outcome is None:
        return 0.0
    return 1.0 if title.side_won(outcome, seat) else 0.0


def ranked(bot: Callable[[Sequence[Command]], Command], legal: Sequence[Command], count: int) -> list[Command]:
    """The heuristic's first `count` choices: its choice, then its choice without that one...
    A heuristic chooses among any part of the legal commands it is offered (the contract tests
    rank every legal list whole); one that does not is a defect, and raises here."""
    left: list[Command] = list(legal)
    found: list[Command] = []
    while left and len(found) < count:
        choice = bot(left)
        if choice not in left:
            raise ValueError(f"the heuristic chose {choice!r}, which it was not offered")
        found.append(choice)
        left.remove(choice)
    return found


@dataclass
class Weighed:
    """A command and what its rollouts ended with, round by round."""

    command: Command
    values: list[float] = field(default_factory=list)
    dropped: bool = False


@dataclass
class Search:
    """One decision of `seat`, thought about in slices until `budget` seconds have passed since the
    first slice and `at_least` rounds are played, but never past twice the budget (or until
    `rounds` rounds are played, for tests and measurements that must not depend on the machine).
    `commands` are those weighed, the heuristic's own choice first; `spent` is the time spent
    thinking, within the slices."""

    title: Title
    seat: int
    commands: Sequence[Command]
    worlds: Callable[[random.Random], State]
    rng: random.Random
    budget: float = 1.0
    rounds: int | None = None
    at_least: int = 0
    weighed: list[Weighed] = field(init=False)
    spent: float = field(init=False, default=0.0)
    started: float | None = field(init=False, default=None)     # when the first slice began
    played: int = field(init=False, default=0)
    _round: Generator[None, None, None] | None = field(init=False, default=None)   # a round under way

    def __post_init__(self) -> None:
        self.weighed = [Weighed(command) for command in self.commands]

    @property
    def done(self) -> bool:
        if sum(1 for w in self.weighed if not w.dropped) <= 1:
            return True
        if self.rounds is not None:
            return self.played >= self.rounds
        if self.started is None:
            return False
        elapsed = time.perf_counter() - self.started
        return elapsed >= self.budget and (self.played >= self.at_least or elapsed >= 2 * self.budget)

    def think(self, seconds: float | None = None) -> bool:
        """Think on for up to `seconds` more (None: until done); True when the search is done."""
        spent_before = self.spent
        start = time.perf_counter()
        if self.started is None:
            self.started = start
        while not self.done:
            if self._round is None:
                self._round = self._play_round()
            if next(self._round, FINISHED) is FINISHED:
                self._round = None
            elapsed = time.perf_counter() - start
            self.spent = spent_before + elapsed
            if seconds is not None and elapsed >= seconds:
                break
        return self.done

    def best(self) -> Command:
        """The heuristic's choice, unless another did clearly better in the rounds played."""
        default = self.weighed[0]
        best, best_gain = default, 0.0
        for other in self.weighed[1:]:
            gain, spread = self.difference(other)
            if len(other.values) >= MIN_ROUNDS and gain > SPREADS * spread and gain > best_gain:
                best, best_gain = other, gain
        return best.command

    def difference(self, other: Weighed) -> tuple[float, float]:
        """The mean of `other`'s value minus the heuristic choice's over the rounds both played,
        and the standard error of that mean. Rollouts played to the end are worth all or nothing,
        and a few rounds may all agree by chance: their error is at least one round's worth, 1/n.
        Rollouts scored by the title's `estimate` differ by degrees, and their spread is what the
        rounds show."""
        pairs = list(zip(other.values, self.weighed[0].values, strict=False))
        if not pairs:
            return 0.0, math.inf
        diffs = [a - b for a, b in pairs]
        mean = sum(diffs) / len(diffs)
        variance = sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
        floor = 1 / len(diffs) if self.title.estimate is None else 0.0
        return mean, max(math.sqrt(variance / len(diffs)), floor)

    def _play_round(self) -> Generator[None, None, None]:
        """Each command still weighed, on one world with one set of dice; each yield is one
        command of a rollout played."""
        world = self.worlds(self.rng)
        dice = self.rng.getrandbits(64)
        for weighed in self.weighed:
            if not weighed.dropped:
                value = yield from self._play_out(world, weighed.command, random.Random(dice))
                weighed.values.append(value)
        self.played += 1
        for other in self.weighed[1:]:
            gain, spread = self.difference(other)
            if len(other.values) >= MIN_ROUNDS and gain + SPREADS * spread < 0:
                other.dropped = True

    def _play_out(self, world: State, command: Command, rng: random.Random) -> Generator[None, None, float]:
        title = self.title
        state = advance(title, world, command, rng)
        horizon = title.rollout_horizon if title.estimate is not None else ROLLOUT_LIMIT
        for _ in range(horizon):
            outcome = title.outcome(state)
            if outcome is not None:
                return reward(title, outcome, self.seat)
            yield
            state = rollout_step(title, state, rng)
        outcome = title.outcome(state)
        if outcome is not None:
            return reward(title, outcome, self.seat)
        return title.estimate(state, self.seat) if title.estimate is not None else 0.0


def rollout_step(title: Title, state: State, rng: random.Random) -> State:
    """One command of a rollout: the heuristic bot (random play where the title has none) moves
    for whoever is to move, seeing only that seat's view."""
    seat = title.to_move(state)[0]
    legal = title.legal_commands(state, seat)
    bot = title.heuristic_bot
    if bot is None:
        choice = legal[rng.randrange(len(legal))]
    else:
        choice = bot(title.heuristic_view(state, seat), seat, legal, rng)
    return advance(title, state, choice, rng)


def advance(title: Title, state: State, command: Command, rng: random.Random) -> State:
    """The state after `command`, its dice drawn straight from `rng`. A table's command gets a
    source of its own (`rng_for`) so that its game replays from (seed, commands); nothing
    replays a rollout, and seeding a source per command cost about 7 µs of a command's 50 to
    100. The commands weighed in a round still meet the same dice: each starts its rollout
    from the round's seed (`_play_round`)."""
    return state_after(state, title.decide(state, command, rng), title.evolve)
