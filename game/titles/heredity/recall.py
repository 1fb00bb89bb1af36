"""State queries kept across states while the fields they read stay the same objects.

Every event makes a new state, so `game.engine.memo.per_state` forgets its answers at every
event; yet most events replace one or two fields of the state and leave the others the very same
objects (`msgspec.structs.replace` copies references): the queue's bookkeeping changes only the
queue, a disc only the members. A whole-state query that reads a few fields keeps its last answer
while those fields are the same objects, and is still remembered per state in front of that, so
asking it again of one state costs no more than before. The answers are shared: callers must not
change them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from operator import attrgetter, is_
from typing import Any, TypeVar

Answer = TypeVar("Answer")

_NEVER = object()       # what the fields were before the first question: no state holds it


def while_same(*fields: str) -> Callable[[Callable[[Any], Answer]], Callable[[Any], Answer]]:
    """`query(state)`, remembered for the last state asked (as `per_state` does, in the same
    call: these queries are asked tens of times per command), and kept from it while
    `state.<field>` is the same object for every field named. Holding those objects keeps their
    identities from being reused by new ones."""
    names = fields if len(fields) > 1 else fields * 2     # attrgetter of one name is no tuple
    read = attrgetter(*names)

    def wrap(query: Callable[[Any], Answer]) -> Callable[[Any], Answer]:
        # the state asked last, the fields read of the state the answer was made for, the answer;
        # kept in the closure's cells, which read faster than a list's items (these queries are
        # asked over twenty times per command)
        last_state: Any = _NEVER
        last_parts: tuple[Any, ...] = (_NEVER,) * len(names)
        answer: Any = None

        @functools.wraps(query)
        def kept(state: Any) -> Answer:
            nonlocal last_state, last_parts, answer
            if state is not last_state:
                parts = read(state)
                if not all(map(is_, parts, last_parts)):
                    last_parts, answer = parts, query(state)
                last_state = state
            return answer

        return kept

    return wrap
