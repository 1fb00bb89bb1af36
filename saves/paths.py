"""Where a player's files live: the platform's user data folder, or the one they name.

`--data-dir` (passed in as `override`) wins over `HOLDOUT_DATA_DIR`, which wins over the
platformdirs default.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "holdout"


def data_dir(override: str | os.PathLike | None = None) -> Path:
    if override:
        folder = Path(override)
    elif os.environ.get("HOLDOUT_DATA_DIR"):
        folder = Path(os.environ["HOLDOUT_DATA_DIR"])
    else:
        folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return folder.expanduser().resolve()


def saves_dir(root: Path) -> Path:
    return root / "saves"


def journal_dir(root: Path) -> Path:
    return root / "journal"


def campaigns_dir(root: Path) -> Path:
    return root / "campaigns"


def settings_file(root: Path) -> Path:
    return root / "settings.json"
