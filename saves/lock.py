"""One writer per game: a lock on a small file beside the game's save or journal, held while a
table (or a harness command) writes that game. A second Holdout window, or a second harness
command at the same moment, is refused with a reason instead of writing over the first.

The operating system drops the lock when its holder exits, even when it is killed, so a crash
never leaves a game locked.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from game.engine.errors import RuleError

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


class GameLock:
    """Held from `acquire` until `release` (or the process ends)."""

    def __init__(self, fd: int, path: Path) -> None:
        self.fd = fd
        self.path = path

    @classmethod
    def acquire(cls, game_file: Path) -> GameLock:
        """Lock `game_file`'s game, or raise RuleError saves.locked if another holds it."""
        path = Path(game_file).with_name(Path(game_file).name + ".lock")
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        if not _try_lock(fd):
            os.close(fd)
            raise RuleError("saves.locked", name=Path(game_file).name)
        return cls(fd, path)

    def release(self) -> None:
        # Closing drops the lock. The file stays: removing it could let two later holders lock
        # two different files of the same name.
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


@contextlib.contextmanager
def locked(game_file: Path) -> Iterator[GameLock]:
    lock = GameLock.acquire(game_file)
    try:
        yield lock
    finally:
        lock.release()
