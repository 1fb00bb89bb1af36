"""Rules queries remembered per state.

A state never changes, so neither does a query's answer about it; yet listing one state's legal
commands asks the same queries many times (the board's geometry, which areas are full, a
member's free spaces). A query wrapped in `per_state` keeps its answers for the last state it was
asked about, told apart by identity (comparing two states costs more than most queries). Its
first argument may be any part of a state that never changes either (a crowd, the creatures on
the map): such a part outlives the many states of the commands that leave it as it is. The
answers are shared: a remembered query returns values its callers must not change (tuples,
frozensets).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

Query = TypeVar("Query", bound=Callable[..., Any])


def per_state(query: Query) -> Query:
    """`query(state, *args)`, remembered for the last state by identity and the other arguments
    by equality. Holding that state keeps its identity from being reused by a new one.

    The rules ask these queries tens of times per command, so the wrapper is made for the
    query's arity: one slot for a query of the state alone, a dict by argument for one more
    argument, a dict by argument tuple beyond."""
    parameters = inspect.signature(query).parameters.values()
    plain = all(p.kind is p.POSITIONAL_OR_KEYWORD and p.default is p.empty for p in parameters)
    arity = len(parameters) if plain else -1
    if arity == 1:
        return _remember_one(query)
    if arity == 2:
        return _remember_by_argument(query)
    return _remember_by_arguments(query)


def _remember_one(query: Query) -> Query:
    last: Any = None
    answer: Any = None

    @functools.wraps(query)
    def remembered(state: Any) -> Any:
        nonlocal last, answer
        if state is not last:
            answer = query(state)
            last = state
        return answer

    return remembered  # type: ignore[return-value]


def _remember_by_argument(query: Query) -> Query:
    last: Any = None
    answers: dict[Any, Any] = {}

    @functools.wraps(query)
    def remembered(state: Any, argument: Any) -> Any:
        nonlocal last, answers
        if state is not last:
            last, answers = state, {}
        try:
            return answers[argument]
        except KeyError:
            answer = answers[argument] = query(state, argument)
            return answer

    return remembered  # type: ignore[return-value]


def _remember_by_arguments(query: Query) -> Query:
    last: Any = None
    answers: dict[tuple, Any] = {}

    @functools.wraps(query)
    def remembered(state: Any, *args: Any) -> Any:
        nonlocal last, answers
        if state is not last:
            last, answers = state, {}
        try:
            return answers[args]
        except KeyError:
            answer = answers[args] = query(state, *args)
            return answer

    return remembered  # type: ignore[return-value]
