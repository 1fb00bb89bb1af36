"""The effect queue every title's rules run on.

A title's state holds `queue`: what happens next, head first. Some effects are decisions: they
wait for a command (their answers are the legal commands); every other effect resolves on its own.
`decide` answers the command, then `run` resolves effects until a decision with a real choice is at
the head or the game is over. The queue changes only through the four events below, so the state
is always the fold of its events; they are bookkeeping, never told in the log.

A title's effects are a tagged union, as its events are: one struct per kind of effect, derived
from `Effect` (or `Decision`), tagged with its kind and holding only the fields that kind reads.
The title names the union in its event union: `Queued[Effect] | Dequeued | HeadReplaced[Effect] |
QueueCleared`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from itertools import islice
from typing import Any, Generic, Protocol, TypeVar

import msgspec
from msgspec.structs import replace

from game.engine.types import Command, Event, EventList, nobody

E = TypeVar("E")


class QueueState(Protocol):
    """What the queue needs of a title's state: the effects waiting, head first, and how the
    game ended (None while it goes on)."""

    @property
    def queue(self) -> tuple[Any, ...]: ...

    @property
    def outcome(self) -> str | None: ...


S = TypeVar("S", bound=QueueState)


class Effect(msgspec.Struct, frozen=True, omit_defaults=True, tag_field="kind", gc=False):
    """One step on the queue: a struct per kind, tagged by its `kind` (`{"kind": "place", ...}`),
    its fields those the kind reads, a field at its default not written.

    A field its kind does not declare is ignored when a save is read, unlike an event's: effects
    were once one struct holding every kind's fields, so an older save may give a kind one it
    never read."""

    @property
    def kind(self) -> str:
        return kind_of(type(self))


def kind_of(effect_type: type[Effect]) -> str:
    """The kind of an effect class: the tag that names it in saves."""
    return str(effect_type.__struct_config__.tag)


class Decision(Effect, frozen=True):
    """An effect that waits for a command: its answers are the legal commands."""


class QueueEvent(Event, frozen=True):
    """The rules' own machinery: its effects may name anything a title keeps secret (a creature's
    hidden sector, a card in a hand), so nobody is told them; the log never shows them anyway."""

    bookkeeping = True
    reveals = False
    audience = nobody


class Queued(QueueEvent, Generic[E], tag="queued", frozen=True):
    """Effects put in front of the queue, in this order."""

    effects: tuple[E, ...]


class Dequeued(QueueEvent, tag="dequeued", frozen=True):
    """The head leaves the queue (it resolves, or its decision was answered)."""


class HeadReplaced(QueueEvent, Generic[E], tag="head_replaced", frozen=True):
    """The head decision changes (e.g. one more card picked, fewer left to pick)."""

    effect: E


class QueueCleared(QueueEvent, tag="queue_cleared", frozen=True):
    """Everything still waiting lapses."""


# The events without fields, made once: a command dequeues a few effects, each would make its own.
DEQUEUED = Dequeued()
QUEUE_CLEARED = QueueCleared()


# How each queue event changes the queue alone.
QUEUE_FOLDS: dict[type, Callable[[tuple[Any, ...], Any], tuple[Any, ...]]] = {
    Queued: lambda queue, event: event.effects + queue,
    Dequeued: lambda queue, event: queue[1:],
    HeadReplaced: lambda queue, event: (event.effect,) + queue[1:],
    QueueCleared: lambda queue, event: (),
}
QUEUE_EVENTS = tuple(QUEUE_FOLDS)


def evolve_queue(state: Any, event: Event) -> Any:
    """The fold of the four queue events (the state must have a `queue` tuple)."""
    step = QUEUE_FOLDS.get(type(event))
    if step is None:
        raise TypeError(f"not a queue event: {event!r}")
    return replace(state, queue=step(state.queue, event))


def fold_events(state: Any, events: Iterable[Event], evolve: Callable[[Any, Event], Any]) -> Any:
    """`state` after `events`, folded by the title's `evolve`; a run of queue events in a row is
    folded on the queue alone and written to the state once (a save replays two queue events in
    three, and writing the state is most of a fold's cost). Every title folds the queue's events
    with `evolve_queue`, so the state is the same."""
    queue = None            # the queue as folded so far, while queue events follow each other
    for event in events:
        step = QUEUE_FOLDS.get(type(event))
        if step is not None:
            queue = step(state.queue if queue is None else queue, event)
            continue
        if queue is not None:
            state, queue = replace(state, queue=queue), None
        state = evolve(state, event)
    return state if queue is None else replace(state, queue=queue)


def state_after(state: Any, events: Iterable[Event], evolve: Callable[[Any, Event], Any]) -> Any:
    """The state `events` lead to from `state`: the one they carry when an emitter wrote them
    (it folded them as it went), else their fold."""
    after = getattr(events, "state", None)
    return fold_events(state, events, evolve) if after is None else after


class Emitter(Generic[S]):
    """What `decide` writes its events through: each event is recorded and folded at once, so later
    rules in the same decision see the state it made. It also holds the command's random source.

    Effects reach the queue two ways: `queue(...)` puts them in front now; `push(...)` gathers the
    effects one step raises, in the order raised, and `flush()` (called by `run` after every step)
    puts them in front together.
    """

    def __init__(self, state: S, rng: random.Random, evolve: Callable[[S, Event], S]) -> None:
        self.state = state
        self.rng = rng
        self.events = EventList()
        self._evolve = evolve
        self.pushed: list[Any] = []

    def __call__(self, event: Event) -> None:
        self.events.append(event)
        self.state = self._evolve(self.state, event)

    def _queue_changed(self, event: QueueEvent, queue: tuple[Any, ...]) -> None:
        """Record a queue event and fold it here: every title folds the queue's events with
        `evolve_queue`, so going through the title's `evolve` would only find its way back here
        (these are over half the events of a command)."""
        self.events.append(event)
        state: Any = self.state             # a title's state struct (the protocol names only `queue`)
        self.state = replace(state, queue=queue)

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    # ---- the queue --------------------------------------------------------------------------
    @property
    def head(self) -> Any:
        queue = self.state.queue
        return queue[0] if queue else None

    def push(self, *effects: Any) -> None:
        self.pushed.extend(effects)

    def flush(self) -> None:
        if self.pushed:
            if self.state.outcome is None:
                effects = tuple(self.pushed)
                self._queue_changed(Queued(effects), effects + self.state.queue)
            self.pushed = []

    def queue(self, *effects: Any) -> None:
        self.push(*effects)
        self.flush()

    def dequeue(self) -> None:
        # `_queue_changed` written out: the queue's most frequent event (a few per command)
        state: Any = self.state
        self.events.append(DEQUEUED)
        self.state = replace(state, queue=state.queue[1:])

    def replace_head(self, effect: Any) -> None:
        self._queue_changed(HeadReplaced(effect), (effect,) + self.state.queue[1:])

    def clear_queue(self) -> None:
        self.pushed = []
        self._queue_changed(QUEUE_CLEARED, ())

    def finish(self) -> EventList:
        """The events, carrying the state they fold into (the engine need not fold again)."""
        self.events.state = self.state
        return self.events


# The rules' functions take the title's own emitter (a subclass of `Emitter[S]`) and its own effect
# struct: as parameters those are narrower than anything this module could name, so they are Any.
Resolver = Callable[[Any, Any], None]


@dataclass(frozen=True)
class QueueRules:
    """How one title runs its queue.

    `resolvers` resolve the effects that are not decisions, by their class (a title lists them in
    a dict, as its `evolve` lists its events); `answer` performs a command on the decision at the
    head. `choices(state)` lists the answers of the decision at the head: one with a single answer
    is answered on the spot and one with none is skipped, unless `waits(effect)`: such a decision
    waits for its seat whatever its answers are (Alone's reaction windows, whose answers are
    secret, so that the wait tells nobody else how many there are; Dawn of the Zeds' action
    phase, which its players end themselves). A decision is a `Decision` unless `is_decision`
    says otherwise (Raxxon's gated icons). `when_empty` may queue what comes next when the queue
    runs dry (True: it did); `settle` may deal with a decision before it is asked (True: the
    queue changed, look again).
    """

    resolvers: Mapping[type[Effect], Resolver]
    answer: Callable[[Any, Command], None]
    choices: Callable[[Any], Iterable[Command]]
    is_decision: Callable[[Any], bool] = lambda effect: isinstance(effect, Decision)
    when_empty: Callable[[Any], bool] = lambda em: False
    settle: Callable[[Any, Any], bool] = lambda em, effect: False
    waits: Callable[[Any], bool] = lambda effect: False
    limit: int = 20_000       # effects resolved for one command; more means content loops forever


def run(em: Emitter[Any], rules: QueueRules) -> None:
    """Resolve effects until a decision with a real choice is at the head, or the game is over."""
    resolvers, is_decision, choices = rules.resolvers, rules.is_decision, rules.choices
    for _ in range(rules.limit):
        state = em.state
        if state.outcome is not None:
            return
        if not state.queue:
            if rules.when_empty(em):
                continue
            return
        head = state.queue[0]
        if is_decision(head):
            if rules.settle(em, head):
                continue
            if rules.waits(head):
                return
            answers = choices(state)
            if not isinstance(answers, (list, tuple)):     # listed lazily: two tell enough
                answers = list(islice(answers, 2))
            if len(answers) > 1:
                return
            if answers:
                rules.answer(em, answers[0])
                if em.pushed:
                    em.flush()
            else:
                em.dequeue()
            continue
        em.dequeue()
        resolvers[type(head)](em, head)
        if em.pushed:       # most steps push nothing: spare them the call
            em.flush()
    raise RuntimeError("the effect queue does not settle: an effect loops without a decision")


def decide_with(emitter: Emitter[Any], command: Command, rules: QueueRules) -> EventList:
    """A title's `decide`: answer the command at the head, then run the queue."""
    rules.answer(emitter, command)
    emitter.flush()
    run(emitter, rules)
    return emitter.finish()
