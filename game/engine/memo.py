"""Rules queries remembered per state.

A state never changes, so neither does a query's answer about it; yet listing one state's legal
commands asks the same queries many times (the board's geometry, which areas are full, a
member's free spaces). A query wrapped in `per_state` keeps its answers for the last state it was
asked about, told apart by identity (comparing two states costs more than most queries). The
answers are shared: a remembered query returns values its callers must not change (tuples,
frozensets).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

Query = TypeVar("Query", bound=Callable[..., Any])


def per_state(query: Query) -> Query:
    """`query(state, *args)`, remembered for the last state by identity and the other arguments
    by equality. Holding that state keeps its identity from being reused by a new one."""
    last_state: list[Any] = [None]
    answers: dict[tuple, Any] = {}

    @functools.wraps(query)
    def remembered(state: Any, *args: Any) -> Any:
        if state is not last_state[0]:
            last_state[0] = state
            answers.clear()
        try:
            return answers[args]
        except KeyError:
            answer = answers[args] = query(state, *args)
            return answer

    return remembered  # type: ignore[return-value]
