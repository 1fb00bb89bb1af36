"""Giving memory back to the system once a table is left.

A table's pictures (its still layer, the snapshot each motion slides from, card faces) are large C
allocations. Freed, glibc keeps their pages in its heap for later rather than returning them, so
the program went on holding what its busiest game had needed: at the menu after a game of Dawn of
the Zeds, 75 MB of a 200 MB process was such free heap. And a table is freed only by the garbage
collector, since the table and its widgets refer to each other.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from functools import cache


def give_back() -> None:
    """Free what is no longer reachable and return the heap's free pages to the system (glibc's
    `malloc_trim`; elsewhere the collection alone). About 70 ms after a game: the program calls
    it when it would rest anyway."""
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # only here: the first frame needs none of it
    return getattr(ctypes.CDLL(None), "malloc_trim", None)       # None with a C library without it (musl)
