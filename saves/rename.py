"""A save given a name of the player's choosing: the file is renamed in its folder, never
overwriting another, never while its game is open (in this window or another); its table's
picture follows it."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

from game.engine.errors import RuleError
from saves.lock import locked
from saves.paths import journal_file
from saves.thumbnail import move_thumbnail

MAX_NAME = 60
FORBIDDEN = set('/\\:*?"<>|')          # not in a file name on some system a save may travel to


def clean_name(name: str) -> str:
    """The name as a file name (spaces at the ends dropped); RuleError saves.bad_name if it
    cannot be one."""
    name = unicodedata.normalize("NFC", name).strip()
    if not name or name in (".", "..") or name.startswith("."):
        raise RuleError("saves.bad_name", name=name)
    if len(name) > MAX_NAME:
        raise RuleError("saves.name_too_long", limit=MAX_NAME)
    if any(ch in FORBIDDEN or unicodedata.category(ch).startswith("C") for ch in name):
        raise RuleError("saves.bad_name", name=name)
    return name


def rename_save(data_root: Path, path: Path, name: str) -> Path:
    """Rename the save at `path` to `name` (.json added); the new path. Refused, changing
    nothing, when the name is no file name, another save has it, or the game is open."""
    path = Path(path)
    target = path.with_name(clean_name(name) + path.suffix)
    if target == path:
        return path
    if target.exists() or target.is_symlink():
        raise RuleError("saves.name_taken", name=target.stem)
    with locked(journal_file(data_root, path.stem)):
        try:
            _move(path, target)
        except FileExistsError:
            raise RuleError("saves.name_taken", name=target.stem) from None
        except OSError as error:
            raise RuleError("saves.rename_failed", reason=error.strerror or str(error)) from None
        move_thumbnail(path, target)
    return target


def _move(path: Path, target: Path) -> None:
    """A new link then the old one gone: a link fails where the name is taken (a rename would
    replace that file on most systems). Where the folder takes no links, a rename after a look."""
    try:
        os.link(path, target)
    except FileExistsError:
        raise
    except OSError:
        if target.exists():
            raise FileExistsError(target) from None
        os.rename(path, target)
        return
    path.unlink()
