"""Start to the first drawn menu frame, from source and (if given) from the built executable."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def first_frame(command: list[str]) -> float:
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, HOLDOUT_LAUNCHED_AT=f"{time.time():.6f}", HOLDOUT_DATA_DIR=data)
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    for line in done.stdout.splitlines():
        if line.startswith("first-frame-seconds"):
            return float(line.split()[1])
    raise RuntimeError(f"no first frame reported: {done.stderr[-500:]}")


def run(exe: str | None, repeats: int) -> dict:
    """Holdout's first menu frame against the floor (an empty window of the same size drawing
    one frame with the same libraries), taken in turns so that both meet the same machine."""
    source, floor = [], []
    for _ in range(repeats):
        source.append(first_frame([sys.executable, "-m", "scenes"]))
        floor.append(first_frame([sys.executable, str(ROOT / "benchmarks" / "empty_window.py")]))
    result = {"from_source_seconds_median": round(statistics.median(source), 3),
              "from_source_seconds_max": round(max(source), 3),
              "empty_window_floor_seconds_median": round(statistics.median(floor), 3),
              "times_the_floor": round(statistics.median(source) / statistics.median(floor), 2)}
    if exe:
        built = [first_frame([str(Path(exe).resolve())]) for _ in range(repeats)]
        result["from_executable_seconds_median"] = round(statistics.median(built), 3)
        result["from_executable_seconds_max"] = round(max(built), 3)
    return result
