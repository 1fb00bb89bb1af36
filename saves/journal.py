"""The autosave journal: one JSON line per applied command, flushed and fsynced at once.

The first line is a whole save (without snapshot) of the game as it was when the journal began;
every later line is `{"turn": {...}}` or `{"undo": true}`. After a crash, `recover` folds the
lines back into a session; a last line cut off mid-write is dropped, never fatal. A journal is
removed when its game is saved and closed on purpose, so one left behind means a crash.

A journal left by an older version is read as that version wrote it: its first line upgrades
like any save, its turns by the same steps (`gamefile.upgrade_turn`), and each is taken as
written (`Session.append_recorded`): its events are the game, as a save's are, while today's
rules might decide its command otherwise.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

import msgspec

from game.engine.errors import RuleError
from game.engine.session import Session, turn_type
from saves import gamefile
from saves.atomic import atomic_write, is_utf8, read_limited
from saves.paths import JOURNAL, newest_first

MAX_JOURNAL_BYTES = 64 * 1024 * 1024


class JournalLine(msgspec.Struct, forbid_unknown_fields=True):
    turn: msgspec.Raw = msgspec.Raw(b"null")
    undo: bool = False


class Journal:
    """Appends every turn and undo of a session to its journal file as it happens."""

    def __init__(self, session: Session, path: Path) -> None:
        self.path = Path(path)
        atomic_write(self.path, gamefile.encode(session, with_snapshot=False) + b"\n")
        self._file = self.path.open("ab")
        self._encoder = msgspec.json.Encoder()
        session.listeners.append(self.record)

    def record(self, kind: str, payload) -> None:
        """Append one line, on disk before this returns. A write that fails (a full disk) is
        cut back off, so the journal ends with its last whole line and the move is refused."""
        line = (b'{"turn":' + self._encoder.encode(payload) + b"}\n") if kind == "turn" else b'{"undo":true}\n'
        end = self._file.tell()
        try:
            self._file.write(line)
            self._file.flush()
            os.fsync(self._file.fileno())
        except OSError:
            with contextlib.suppress(OSError):
                self._file.truncate(end)
                self._file.seek(end)
            raise

    def close(self, remove: bool = True) -> None:
        """Stop recording; `remove` when the game has been saved or finished on purpose."""
        if not self._file.closed:
            self._file.close()
        if remove:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()


@dataclass
class Recovered:
    session: Session
    dropped_lines: int


def recover(path: Path) -> Recovered:
    """The session a journal describes. A torn or unreadable tail is dropped."""
    try:
        data = read_limited(Path(path), MAX_JOURNAL_BYTES)
    except ValueError:
        raise RuleError("saves.too_large", size=Path(path).stat().st_size, limit=MAX_JOURNAL_BYTES) from None
    except OSError as error:
        raise RuleError("saves.unreadable", detail=error.strerror or str(error)) from None
    first, _, rest = data.partition(b"\n")
    if not is_utf8(first):
        raise RuleError("saves.not_utf8")
    version = gamefile.version_of(first)
    session = gamefile.decode(first)
    lines = rest.split(b"\n")
    dropped = 0
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            entry = msgspec.json.decode(line, type=JournalLine)
            if entry.undo:
                session.take_back()        # the rules allowed it when it was recorded
            elif bytes(entry.turn) != b"null" and version == gamefile.VERSION:
                _replay_turn(session, _turn(session, version, entry.turn))
            elif bytes(entry.turn) != b"null":
                session.append_recorded(_turn(session, version, entry.turn))
        except (msgspec.ValidationError, msgspec.DecodeError, UnicodeDecodeError, RecursionError, RuleError):
            dropped = sum(1 for later in lines[index:] if later.strip())
            break
    return Recovered(session, dropped)


def _turn(session: Session, version: int, raw: msgspec.Raw):
    """A recorded turn, upgraded from the version that wrote it."""
    kind = turn_type(session.title)
    if version == gamefile.VERSION:
        return msgspec.json.decode(raw, type=kind)
    upgraded = gamefile.upgrade_turn(session.title.name, version, msgspec.json.decode(raw))
    return msgspec.convert(upgraded, type=kind, strict=True)


def _replay_turn(session: Session, turn) -> None:
    """Append a turn this version recorded: its command must still be legal and give the very
    events written (a line that does not is damaged, or not this game's)."""
    if turn.command is None:
        raise RuleError("saves.inconsistent", detail="turn without command")
    if list(session.apply(turn.command)) != list(turn.events):
        raise RuleError("saves.inconsistent", detail="events differ")


def pending_journals(folder: Path) -> list[Path]:
    """Every journal in `folder`, the newest first (a dangling link too: it is offered as damaged)."""
    return newest_first(folder, f"*{JOURNAL}")
