"""Where the program's own read-only files are, from source, an install or a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path


def program_root() -> Path:
    """The folder holding the packages `game`, `scenes` and `assets`."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


ASSETS = program_root() / "assets"
