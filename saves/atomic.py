"""Atomic writes: a new file in the same folder, flushed to disk, then renamed over the old one.

A crash at any moment leaves either the old file or the new one, never a mix.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

from saves.paths import MAX_NAME_BYTES, bounded_name

TEMPORARY_TAIL = 20         # what the temporary file's name adds: a dot, mkstemp's letters, ".tmp"


def atomic_write(path: Path, data: bytes) -> None:
    """Write `data` to `path` as a whole or not at all. Only a regular file is replaced, or a
    new name written: a device, a pipe, a socket, a folder or a link there is refused
    (NotARegularFile) and stays as it is."""
    path = Path(path)
    _refuse_unless_regular(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    prefix = "." + bounded_name(path.name, ".", MAX_NAME_BYTES - TEMPORARY_TAIL)
    handle, temporary = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the platform lets a folder be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class NotARegularFile(OSError):
    """A named pipe, a device or a folder where a file was expected: never read (a pipe would
    block the program for as long as nobody writes to it), never replaced."""


def _refuse_unless_regular(path: Path) -> None:
    try:
        mode = os.lstat(path).st_mode
    except OSError:                 # a new name (or a folder the write will fail in anyway)
        return
    if not stat.S_ISREG(mode):
        raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))


def read_limited(path: Path, limit: int) -> bytes:
    """The file's bytes, refusing (ValueError) anything over `limit` before reading it all, and
    anything but a regular file (NotARegularFile) without waiting on it."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(Path(path), flags)
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))
        size = os.fstat(fd).st_size
        if size > limit:
            raise ValueError(size)
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise ValueError(len(data))
    return data


def is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
