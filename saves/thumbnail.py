"""A small picture of a game's table, kept beside its save for the Load list.

It lives next to the save in the saves folder, under the save's name with ".png"
(`saves/Sunday game.json` and `saves/Sunday game.png`), so that it goes wherever the save goes:
it is renamed and deleted with it, and a saves folder copied to another computer keeps its
pictures. A save without one (copied alone, written where pictures cannot be made) is listed all
the same. The program draws the picture (this package never draws); here it is written
atomically, as saves are, and read as anything from a file is: a regular file of at most
`MAX_BYTES`, a PNG whose header gives a size no larger than `MAX_SIDE` on either side (a small
file may claim a huge picture, which decoding would make), else no picture at all.
"""

from __future__ import annotations

import contextlib
import os
import struct
from pathlib import Path

from saves.atomic import atomic_write, read_limited
from saves.paths import bounded_name

SUFFIX = ".png"
MAX_BYTES = 512 * 1024
MAX_SIDE = 1024
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def thumbnail_path(save: Path) -> Path:
    """Where the picture of the save at `save` lives: beside it, by its name."""
    save = Path(save)
    return save.with_name(bounded_name(save.stem, SUFFIX))


def write_thumbnail(save: Path, png: bytes) -> None:
    """The picture `png` (a PNG file's bytes) beside the save, as a whole or not at all."""
    atomic_write(thumbnail_path(save), png)


def read_thumbnail(save: Path) -> bytes | None:
    """The picture beside the save, as a PNG file's bytes; None where there is none, or the
    file is no picture this list would show."""
    try:
        data = read_limited(thumbnail_path(save), MAX_BYTES)
    except (OSError, ValueError):
        return None
    return data if _plausible_png(data) else None


def _plausible_png(data: bytes) -> bool:
    """A PNG signature, then its header chunk naming a size of at most `MAX_SIDE` either way."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return False
    width, height = struct.unpack(">II", data[16:24])
    return 0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE


def move_thumbnail(save: Path, renamed: Path) -> None:
    """The picture follows its save to its new name. A picture found at that name (its save
    removed by hand) is of another game: it is replaced, or removed where this save has none.
    A picture that cannot be moved stays where it was; the save is listed without it."""
    try:
        os.replace(thumbnail_path(save), thumbnail_path(renamed))
    except FileNotFoundError:
        remove_thumbnail(renamed)
    except OSError:
        pass


def remove_thumbnail(save: Path) -> None:
    """The picture goes with its save (where the system lets it: a picture alone is harmless)."""
    with contextlib.suppress(OSError):
        thumbnail_path(save).unlink()
