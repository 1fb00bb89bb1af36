"""The search bot: it thinks ahead on tables its seat cannot tell from the real one.

For each decision it tries the legal commands against each other: one try takes a world from
`worlds` (a table its seat cannot tell from the real one: the title's `redeal` draws everything
hidden from the seat anew), applies the command there and plays the game on to its end with the
title's heuristic bot at every seat, each seeing only its own view of that world. The command
whose tries end best for the seat wins; the tries are shared out by UCB1, so the promising
commands get most of them. Playing on with the heuristic (a rollout) rather than at random
matters here: random play loses every game of these titles, and a try that always ends the same
tells nothing.

The search never reads the real state: it is handed the worlds, and a title's `redeal` gives the
same worlds for any two tables that differ only in what the seat may not know (the hidden cards
are sorted before they are shuffled), so what it decides depends on the seat's view alone.

A search is run in slices (`think`), so that a table keeps drawing while a bot thinks.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.rng import TrackedRandom
from game.engine.title import Title
from game.engine.types import Command, State

EXPLORATION = 0.7          # UCB1's constant: rewards are 0..1, most tries of a good move end alike
ROLLOUT_LIMIT = 2_000      # commands in one try: a game that runs on that long counts as lost
MIN_TRIES_TO_DIFFER = 8    # tries a command needs before it may overrule the heuristic's choice
MARGIN = 0.15              # by this much more of its tries won
FINISHED = object()        # what a try gives when it has no more commands to play


def reward(title: Title, outcome: str | None, seat: int) -> float:
    """1 for a game won by the seat's side, else 0 (the title's `side_won` for a game of sides)."""
    if outcome is None:
        return 0.0
    return 1.0 if title.side_won(outcome, seat) else 0.0


@dataclass
class Candidate:
    command: Command
    tries: int = 0
    total: float = 0.0

    def mean(self) -> float:
        return self.total / self.tries if self.tries else 0.0


@dataclass
class Search:
    """One decision of `seat`, thought about in slices until `budget` seconds are spent (or
    `tries` tries made, for tests and measurements that must not depend on the machine)."""

    title: Title
    seat: int
    legal: Sequence[Command]
    worlds: Callable[[random.Random], State]
    rng: random.Random
    budget: float = 1.0
    tries: int | None = None
    default: Command | None = None      # what the heuristic would do, from the seat's view
    candidates: list[Candidate] = field(init=False)
    spent: float = field(init=False, default=0.0)
    made: int = field(init=False, default=0)
    _trying: Generator[None, None, None] | None = field(init=False, default=None)   # a try under way

    def __post_init__(self) -> None:
        self.candidates = [Candidate(command) for command in self.legal]

    @property
    def done(self) -> bool:
        if len(self.candidates) <= 1:
            return True
        if self.tries is not None:
            return self.made >= self.tries
        return self.spent >= self.budget

    def think(self, seconds: float | None = None) -> bool:
        """Think on for up to `seconds` more (None: until done); True when the search is done.
        A slice may end in the middle of a try: the try goes on in the next slice."""
        spent_before = self.spent
        start = time.perf_counter()
        while not self.done:
            if self._trying is None:
                self._trying = self._try_once()
            if next(self._trying, FINISHED) is FINISHED:
                self._trying = None
            elapsed = time.perf_counter() - start
            self.spent = spent_before + elapsed
            if seconds is not None and elapsed >= seconds:
                break
        return self.done

    def best(self) -> Command:
        """The heuristic's own choice, unless another command's tries ended clearly better: a
        few tries are noisy, and a search that follows its noise plays worse than no search."""
        default = self.default_candidate()
        challengers = [c for c in self.candidates if c is not default and c.tries >= MIN_TRIES_TO_DIFFER]
        if not challengers:
            return default.command
        best = max(challengers, key=lambda c: (c.mean(), c.tries))
        return best.command if best.mean() - default.mean() > MARGIN else default.command

    def default_candidate(self) -> Candidate:
        for candidate in self.candidates:
            if candidate.command == self.default:
                return candidate
        return self.candidates[0]

    def _try_once(self) -> Generator[None, None, None]:
        """One try, a command at a time (each yield is one command played on)."""
        candidate = self._pick()
        world = self.worlds(self.rng)
        value = yield from self._play_out(world, candidate.command)
        candidate.tries += 1
        candidate.total += value
        self.made += 1

    def _pick(self) -> Candidate:
        default = self.default_candidate()
        if not default.tries:
            return default
        untried = [c for c in self.candidates if not c.tries]
        if untried:
            return untried[self.rng.randrange(len(untried))]
        log_made = math.log(self.made)
        return max(self.candidates,
                   key=lambda c: c.mean() + EXPLORATION * math.sqrt(log_made / c.tries))

    def _play_out(self, world: State, command: Command) -> Generator[None, None, float]:
        title, rng = self.title, self.rng
        state = _advance(title, world, command, rng)
        bot = title.heuristic_bot
        for _ in range(ROLLOUT_LIMIT):
            outcome = title.outcome(state)
            if outcome is not None:
                return reward(title, outcome, self.seat)
            yield
            seat = title.to_move(state)[0]
            legal = title.legal_commands(state, seat)
            choice = bot(title.view(state, seat), seat, legal, rng) if bot else legal[rng.randrange(len(legal))]
            state = _advance(title, state, choice, rng)
        return 0.0


def _advance(title: Title, state: State, command: Command, rng: random.Random) -> State:
    """The state after `command`, with dice of the search's own drawing."""
    events: Any = title.decide(state, command, TrackedRandom(rng.getrandbits(64)))
    after = getattr(events, "state", None)
    if after is None:
        for event in events:
            state = title.evolve(state, event)
        return state
    return after
