"""The effect queue every title runs on, pinned with a tiny queue of its own: effects are typed
per kind, resolvers are found by an effect's class, and a decision with a single answer is
answered by the queue (one with none skipped) unless the title says it waits."""

import random

import msgspec
import pytest

from game.engine.queue import Decision, Dequeued, Effect, Emitter, Queued, QueueRules, decide_with, kind_of, run
from game.engine.types import PublicCommand, PublicEvent, State


class Said(PublicEvent, tag="said", frozen=True):
    word: str


class Pick(PublicCommand, tag="pick", frozen=True):
    word: str


class Ask(Decision, tag="ask", frozen=True):
    options: tuple[str, ...] = ()


class Hold(Decision, tag="hold", frozen=True):
    """A decision that waits whatever its answers (as Alone's reaction windows do)."""

    options: tuple[str, ...] = ()


class Say(Effect, tag="say", frozen=True):
    word: str = ""


Step = Ask | Hold | Say


class Table(State, frozen=True):
    queue: tuple[Step, ...] = ()
    outcome: str | None = None


def evolve(state: Table, event) -> Table:
    return state


def answer(em: Emitter[Table], cmd: Pick) -> None:
    em.dequeue()
    em(Said(cmd.word))


RULES = QueueRules(
    resolvers={Say: lambda em, effect: em(Said(effect.word))},
    answer=answer,
    choices=lambda state: [Pick(seat=0, word=w) for w in state.queue[0].options],
    waits=lambda effect: isinstance(effect, Hold),
)


def ran(*effects: Step) -> Emitter[Table]:
    em = Emitter(Table(queue=effects), random.Random(0), evolve)
    run(em, RULES)
    return em


def said(em: Emitter[Table]) -> list[str]:
    return [event.word for event in em.events if isinstance(event, Said)]


def test_an_effect_is_resolved_by_its_class_and_a_decision_waits_for_a_real_choice():
    em = ran(Say(word="a"), Ask(options=("b", "c")), Say(word="d"))
    assert said(em) == ["a"] and em.head == Ask(options=("b", "c"))


def test_a_decision_with_one_answer_is_answered_by_the_queue_and_one_with_none_is_skipped():
    em = ran(Ask(options=("b",)), Ask(), Say(word="d"))
    assert said(em) == ["b", "d"] and em.state.queue == ()
    assert sum(isinstance(event, Dequeued) for event in em.events) == 3


def test_a_decision_the_title_says_waits_waits_with_a_single_answer():
    em = ran(Hold(options=("b",)), Say(word="d"))
    assert said(em) == [] and isinstance(em.head, Hold)
    em = Emitter(em.state, random.Random(0), evolve)
    decide_with(em, Pick(seat=0, word="b"), RULES)
    assert said(em) == ["b", "d"]


def test_effects_are_a_tagged_union_by_kind_that_reads_older_fields_it_has_not():
    assert (kind_of(Ask), Say(word="x").kind) == ("ask", "say")
    queued = Queued((Say(word="x"), Ask(options=("b",)), Ask()))
    data = msgspec.json.encode(queued)
    assert data == (b'{"type":"queued","effects":[{"kind":"say","word":"x"},{"kind":"ask","options":["b"]},'
                    b'{"kind":"ask"}]}')
    assert msgspec.json.decode(data, type=Queued[Step]) == queued
    older = b'{"type":"queued","effects":[{"kind":"say","word":"x","seat":2}]}'     # one struct held every field
    assert msgspec.json.decode(older, type=Queued[Step]).effects == (Say(word="x"),)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type":"queued","effects":[{"kind":"shout"}]}', type=Queued[Step])

