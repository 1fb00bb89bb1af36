"""One writer per game: a lock on a small file beside the game's save or journal, held while a
table (or a harness command) writes that game. A second Holdout window, or a second harness
command at the same moment, is refused with a reason instead of writing over the first.

The operating system drops the lock when its holder exits, even when it is killed, so a crash
never leaves a game locked. Its holder removes the lock file when it lets go, so none stays
behind in the data folder; `sweep` removes those a crash left. Removing a lock file is safe
because only the one holding it removes it, and whoever locks a file looks afterwards whether
the name still leads to the file it locked (else it was removed meanwhile, and it locks the new
one).

A lock that cannot be made at all (a read-only data folder, a data folder that is a file) is
refused as `saves.lock_failed` with the system's reason, never an error of the system's own.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from game.engine.errors import RuleError
from saves.paths import bounded_name

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

SUFFIX = ".lock"
RETRY = 0.05            # seconds between two tries of a lock waited for
# never follow a link where the lock file should be: a dangling one would create its target
OPEN_FLAGS = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)


def lock_path(game_file: Path) -> Path:
    """The lock file of `game_file`'s game: beside it, its name shortened where too long."""
    game_file = Path(game_file)
    return game_file.with_name(bounded_name(game_file.name, SUFFIX))


class GameLock:
    """Held from `acquire` until `release` (or the process ends)."""

    def __init__(self, fd: int, path: Path) -> None:
        self.fd = fd
        self.path = path

    @classmethod
    def acquire(cls, game_file: Path, wait: float = 0.0) -> GameLock:
        """Lock `game_file`'s game, waiting up to `wait` seconds while another holds it; then
        RuleError saves.locked. RuleError saves.lock_failed when no lock can be made there."""
        name = Path(game_file).name
        path = lock_path(game_file)
        deadline = time.monotonic() + wait
        while True:
            try:
                fd = _locked_file(path)
            except (OSError, ValueError) as error:       # ValueError: a NUL in the name
                raise RuleError("saves.lock_failed", folder=str(path.parent), reason=_reason(error)) from None
            if fd is not None:
                return cls(fd, path)
            if time.monotonic() >= deadline:
                raise RuleError("saves.locked", name=name)
            time.sleep(RETRY)

    def release(self) -> None:
        """Let go, removing the lock file first (while still holding it: see the module's note).
        Where an open file cannot be removed (Windows), it stays for `sweep`."""
        if self.fd < 0:
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        os.close(self.fd)
        self.fd = -1


def _locked_file(path: Path) -> int | None:
    """The descriptor of the lock file at `path`, locked; None while another holds it."""
    while True:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, OPEN_FLAGS, 0o644)
        if not _try_lock(fd):
            os.close(fd)
            return None
        if _same_file(fd, path):
            return fd
        os.close(fd)              # its holder removed it meanwhile: lock the one there now


def _same_file(fd: int, path: Path) -> bool:
    try:
        named = os.stat(path, follow_symlinks=False)
    except FileNotFoundError:
        return False
    opened = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (opened.st_dev, opened.st_ino)


def _reason(error: Exception) -> str:
    return getattr(error, "strerror", None) or str(error)


@contextlib.contextmanager
def locked(game_file: Path, wait: float = 0.0) -> Iterator[GameLock]:
    lock = GameLock.acquire(game_file, wait)
    try:
        yield lock
    finally:
        lock.release()


def sweep(folder: Path) -> None:
    """Remove the lock files in `folder` that nobody holds (a crash left them, or an older
    Holdout, which kept them). One held, or one that cannot be removed, stays."""
    with contextlib.suppress(OSError):
        for path in list(Path(folder).glob(f"*{SUFFIX}")):
            with contextlib.suppress(OSError):
                fd = _locked_file(path)
                if fd is not None:
                    GameLock(fd, path).release()
