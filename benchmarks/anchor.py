"""OpenSpiel's block dominoes measured in the same run, when its environment exists: the anchor
the engine's random-play rate is read against (ratios hold from machine to machine, seconds do
not). The environment is kept apart from the game's (`make bench-anchor` makes it)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PYTHON = ROOT / ".bench-anchor" / "bin" / "python"


class AnchorRate(NamedTuple):
    """Block dominoes per CPU second: every action (its deal's chance actions too), and the
    players' decisions alone."""

    actions: float
    decisions: float


def anchor_python() -> Path | None:
    chosen = Path(os.environ.get("HOLDOUT_ANCHOR_PYTHON") or DEFAULT_PYTHON)
    return chosen if chosen.exists() else None


def rate(seconds: float = 3.0) -> AnchorRate | None:
    python = anchor_python()
    if python is None:
        return None
    done = subprocess.run([str(python), str(ROOT / "benchmarks" / "dominoes_anchor.py"), str(seconds)],
                          capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        return None
    actions, decisions = done.stdout.split()[-2:]
    return AnchorRate(float(actions), float(decisions))
