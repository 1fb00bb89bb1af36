"""The program's own fixture for the tests that drive it, and data folders nothing can be written in."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from tests.ui.conftest import app  # noqa: F401

REAL_OPEN = os.open
WRITING = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def make_read_only(folder: Path, monkeypatch) -> None:
    """`folder` and everything in it made read-only. Where permissions do not stop a writer
    (the tests run as root), the OS calls that would write under it are refused at the call
    itself with the error a read-only file system gives."""
    for path in sorted([folder, *folder.rglob("*")], reverse=True):
        path.chmod(path.stat().st_mode & ~0o222)
    if os.access(folder, os.W_OK):
        refuse_writes_under(folder, monkeypatch)


def give_back_writing(folder: Path) -> None:
    """Write permission back, so that the test's folder can be removed."""
    for path in [folder, *folder.rglob("*")]:
        path.chmod(path.stat().st_mode | 0o200)


def refuse_writes_under(folder: Path, monkeypatch) -> None:
    root = str(folder)

    def inside(path) -> bool:
        if isinstance(path, int):
            return False
        name = os.path.abspath(os.fsdecode(path))
        return name == root or name.startswith(root + os.sep)

    def refuse(path):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), os.fsdecode(path))

    def guarded(real, paths: int):
        """`real`, refused when one of its first `paths` arguments lies under the folder (an
        os.open only when it opens for writing)."""
        def call(*args, **kwargs):
            if real is REAL_OPEN and not args[1] & WRITING:
                return real(*args, **kwargs)
            for path in args[:paths]:
                if inside(path):
                    refuse(path)
            return real(*args, **kwargs)
        return call
    for name, paths in (("open", 1), ("mkdir", 1), ("unlink", 1), ("remove", 1), ("rmdir", 1), ("rename", 2),
                        ("replace", 2), ("link", 2)):
        monkeypatch.setattr(os, name, guarded(getattr(os, name), paths))
