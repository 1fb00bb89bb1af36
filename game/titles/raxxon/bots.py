"""Raxxon's heuristic bot (filled in below)."""

from __future__ import annotations


def heuristic_bot(state, seat, legal, rng):
    return legal[rng.randrange(len(legal))]
