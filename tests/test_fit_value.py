"""`tools/fit_value.py` fits the search's value curves: on samples drawn from a known logistic
curve it finds that curve again, and it scores a curve against the samples' win share."""

from __future__ import annotations

import math
import random

from tools.fit_value import fit, scores


def test_the_fit_finds_the_curve_the_samples_were_drawn_from():
    rng = random.Random(7)
    truth = (-0.5, 2.0, -1.5)
    data = []
    for _ in range(4000):
        x = (1.0, rng.uniform(-1, 1), rng.uniform(-1, 1))
        p = 1 / (1 + math.exp(-sum(w * v for w, v in zip(truth, x, strict=True))))
        data.append((x, 1.0 if rng.random() < p else 0.0))
    found = fit(data)
    assert all(abs(f - t) < 0.25 for f, t in zip(found, truth, strict=True))
    measured = scores(found, data)
    assert measured["log_loss"] < measured["log_loss_of_the_win_share"]
