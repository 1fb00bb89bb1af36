"""Reading a title's content files: TOML checked strictly against the title's msgspec schema.
A mistake is a ContentError naming the file (and, where the title can tell, the entry)."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path

import msgspec


class ContentError(ValueError):
    pass


def load_toml(path: Path, kind: type, entry_of: Callable[[dict, str], str] = lambda raw, message: ""):
    """The file at `path` as a `kind`; `entry_of(raw, message)` names the entry a schema error
    points into, as a prefix for the message."""
    try:
        with path.open("rb") as handle:
            raw = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ContentError(f"{path.name}: {error}") from None
    try:
        return msgspec.convert(raw, type=kind, strict=True)
    except msgspec.ValidationError as error:
        raise ContentError(f"{path.name}: {entry_of(raw, str(error))}{error}") from None
