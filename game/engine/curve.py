"""The logistic curve a title's `value.py` scores a table by: a chance in (0, 1) from weighted
numbers read off the state. Fitted by `tools/fit_value.py`, read by the search's rollouts."""

from __future__ import annotations

import math
from collections.abc import Sequence

LIMIT = 30.0       # beyond ±30 the curve is 0 or 1 to fifteen places; exp() of more may overflow


def chance(weights: Sequence[float], numbers: Sequence[float]) -> float:
    z = sum(w * x for w, x in zip(weights, numbers, strict=True))
    return 1 / (1 + math.exp(-max(-LIMIT, min(LIMIT, z))))
