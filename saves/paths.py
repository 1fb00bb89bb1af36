"""Where a player's files live: the platform's user data folder, or the one they name.

`--data-dir` (passed in as `override`) wins over `HOLDOUT_DATA_DIR`, which wins over the
platformdirs default.
"""

from __future__ import annotations

import hashlib
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


JOURNAL = ".journal"


def journal_file(root: Path, game_id: str) -> Path:
    """The autosave journal of the game `game_id` (its save's name without ".json")."""
    return journal_dir(root) / bounded_name(game_id, JOURNAL)


def campaigns_dir(root: Path) -> Path:
    return root / "campaigns"


def settings_file(root: Path) -> Path:
    return root / "settings.json"


MAX_NAME_BYTES = 255        # the longest file name most file systems take


def bounded_name(name: str, suffix: str, limit: int = MAX_NAME_BYTES) -> str:
    """`name + suffix`, or where that is longer than `limit` bytes (a file name's most: a save
    named with 250 characters, then ".journal.lock"), the name's beginning, "~", a hash of the
    whole name and the suffix: the same name always gives the same file."""
    whole = name + suffix
    if len(os.fsencode(whole)) <= limit:
        return whole
    digest = hashlib.sha256(os.fsencode(name)).hexdigest()[:16]
    room = limit - len(os.fsencode(f"~{digest}{suffix}"))
    head = name
    while len(os.fsencode(head)) > room:
        head = head[:-1]
    return f"{head}~{digest}{suffix}"


def newest_first(folder: Path, pattern: str) -> list[Path]:
    """The entries of `folder` matching `pattern`, the newest first. Never an error: a folder
    that cannot be read lists nothing, and an entry whose time cannot be read (a dangling or
    looping link) is listed by the link's own time, so that it can be set aside or removed."""
    try:
        paths = list(Path(folder).glob(pattern))
    except OSError:
        return []
    return sorted(paths, key=_modified, reverse=True)


def _modified(path: Path) -> float:
    for follow in (True, False):
        try:
            return path.stat(follow_symlinks=follow).st_mtime
        except OSError:
            continue
    return 0.0
