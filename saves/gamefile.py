"""The game save file: a header, every turn's command and events, and a snapshot of the state.

    {"format": "holdout-save", "version": 2, "title": ..., "content_version": ..., "seed": ...,
     "options": {...}, "setup": {...} | null, "seats": [...], "created": ..., "saved": ...,
     "app_version": ..., "campaign": null, "progress": "...", "outcome": null, "commands": N,
     "turns": [{"command": {...} | null, "events": [...], "barrier": bool}, ...],
     "snapshot": {...} | null}

Loading refuses, with a reason and without touching any file: anything over the size limit, text
that is not JSON, nesting too deep, wrong types or unknown fields, another format, a newer
version, an unknown title or card content, and a history that does not add up. An older version
is upgraded by the steps in `MIGRATIONS`. The snapshot must equal the fold of the events.

Versions: 1, the first; 2, Dawn of the Zeds moves its effect queue by the engine's queue events
instead of writing it whole (`queue_changed`); 3, a `checksum` of the turns and of the header's
summary (progress, outcome, commands), so that damage to the history, or a header that does not
agree with it, is caught on loading and on the Load list. Editing a save stays possible: a file
without a valid checksum is refused with that reason, and an older version is read as it was.
"""

from __future__ import annotations

import gc
import hashlib
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec

from game import __version__
from game.engine.bots import bot_kinds
from game.engine.errors import RuleError
from game.engine.registry import get_title
from game.engine.session import MAX_SEAT_NAME, Header, SeatInfo, Session, is_seat_name, turn_type
from game.engine.title import Title
from game.i18n import LANGUAGES, language, speaking
from saves.atomic import atomic_write, is_utf8, read_limited

FORMAT = "holdout-save"
VERSION = 8
MAX_SAVE_BYTES = 20 * 1024 * 1024


# ---- older versions ----------------------------------------------------------------------------
# Versions 1 → 2 (Dawn of the Zeds' effect queue), 3 → 4 (Alone's reaction windows), 4 → 5 and
# 5 → 6 (Alone's state grew), 6 → 7 (Dawn of the Zeds' single answers queued) and 7 → 8
# (Heredity's secret card 919) are each title's own: its `Title.save_migrations` and
# `turn_migrations`. 2 → 3 added the checksum, which a file of an older version is read without.
def _document_as_written(document: dict) -> dict:
    """A version step that changes nothing every save holds (its title's own steps may)."""
    return document


# version -> the step every save of that version takes towards the next (then its title's own).
MIGRATIONS: dict[int, Callable[[dict], dict]] = dict.fromkeys(range(1, VERSION), _document_as_written)


def _title_of(document: dict) -> Title | None:
    """The title a save names, when it is one this program has (else the save is refused later)."""
    name = document.get("title")
    try:
        return get_title(name) if isinstance(name, str) else None
    except RuleError:
        return None


def _title_step(title: Title | None, version: int, document: dict) -> dict:
    """The title's own upgrade of a save of `version` to the next: the whole file, then each turn."""
    if title is None:
        return document
    if version in title.save_migrations:
        document = title.save_migrations[version](document)
    turns = document.get("turns")
    if version in title.turn_migrations and isinstance(turns, list):
        document["turns"] = [title.turn_migrations[version](turn) for turn in turns]
    return document


def upgrade_turn(title: str, version: int, turn: Any) -> Any:
    """One turn written by `version` (plain JSON data), as the current version writes it."""
    steps = get_title(title).turn_migrations
    while version < VERSION:
        step = steps.get(version)
        turn = step(turn) if step else turn
        version += 1
    return turn


class SaveEnvelope(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    title: str
    content_version: str
    seed: int
    options: dict[str, int | str]
    seats: list[SeatInfo]
    created: str
    app_version: str
    turns: msgspec.Raw
    setup: dict[str, Any] | None = None
    saved: str = ""
    campaign: str | None = None
    progress: str = ""
    outcome: str | None = None
    commands: int = 0
    snapshot: msgspec.Raw = msgspec.Raw(b"null")
    checksum: str = ""
    progress_by_language: dict[str, str] = {}


def checksum(turns: bytes | msgspec.Raw, progress: str, outcome: str | None, commands: int,
             progress_by_language: dict[str, str] | None = None) -> str:
    """SHA-256 of the turns as written and of the header's summary of them."""
    digest = hashlib.sha256(turns)
    digest.update(msgspec.json.encode([progress, outcome, commands, progress_by_language or {}]))
    return digest.hexdigest()


def progress_in_every_language(session: Session) -> dict[str, str]:
    """The summary the Load list shows, written in each language so that the list speaks the
    player's language without replaying the game."""
    found = {}
    for lang in LANGUAGES:
        with speaking(lang):
            found[lang] = session.title.progress(session.state)
    return found


class SaveSummary(msgspec.Struct):
    """What the load screen lists, read without replaying the game: what the game is (its title,
    its options with their defaults filled in, who sits where, its campaign file if it is a
    campaign's chapter) and how far it got."""

    path: str
    title: str
    saved: str
    progress: str
    outcome: str | None
    commands: int
    options: dict[str, int | str]
    seats: list[SeatInfo]
    campaign: str | None


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def encode(session: Session, with_snapshot: bool = True) -> bytes:
    header = session.header
    turns = msgspec.json.encode(session.history)
    progress, outcome, commands = session.title.progress(session.state), session.outcome(), session.command_count
    by_language = progress_in_every_language(session)
    document = {
        "format": FORMAT,
        "version": VERSION,
        "title": header.title,
        "content_version": header.content_version,
        "seed": header.seed,
        "options": header.options,
        "setup": header.setup,
        "seats": header.seats,
        "created": header.created,
        "saved": now(),
        "app_version": __version__,
        "campaign": header.campaign,
        "progress": progress,
        "outcome": outcome,
        "commands": commands,
        "turns": msgspec.Raw(turns),
        "snapshot": session.state if with_snapshot else None,
        "progress_by_language": by_language,
        "checksum": checksum(turns, progress, outcome, commands, by_language),
    }
    return msgspec.json.encode(document)


def save(session: Session, path: Path) -> None:
    atomic_write(Path(path), encode(session))


def _refuse(code: str, **params) -> RuleError:
    return RuleError(f"saves.{code}", **params)


class VersionProbe(msgspec.Struct):
    """Only what every version of the format shares: read first, the rest by version."""

    format: str
    version: int


def _decode_strict(data: bytes, kind: type):
    try:
        return msgspec.json.decode(data, type=kind)
    except RecursionError:
        raise _refuse("too_deep") from None
    except msgspec.ValidationError as error:
        raise _refuse("bad_field", detail=str(error)) from None
    except msgspec.DecodeError as error:
        raise _refuse("not_json", detail=str(error)) from None


def version_of(data: bytes) -> int:
    """The format version a save was written with (refused if it is none this program reads)."""
    probe = _decode_strict(data, VersionProbe)
    if probe.format != FORMAT:
        raise _refuse("not_a_save")
    if probe.version > VERSION:
        raise _refuse("newer_version", version=probe.version, supported=VERSION)
    return probe.version


def _envelope(data: bytes) -> SaveEnvelope:
    """The header and the raw turns, read in one pass; a file of this version must carry its
    checksum. Only a file that is not this version's envelope is read again, for the reason
    (another format, a newer version) or for its upgrade."""
    try:
        envelope = msgspec.json.decode(data, type=SaveEnvelope)
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
        envelope = None
    if envelope is None or envelope.format != FORMAT or envelope.version != VERSION:
        version = version_of(data)
        if version == VERSION:
            return _decode_strict(data, SaveEnvelope)     # raises the field's reason
        return _decode_strict(_migrate(data, version), SaveEnvelope)
    if envelope.checksum != checksum(envelope.turns, envelope.progress, envelope.outcome, envelope.commands,
                                     envelope.progress_by_language):
        raise _refuse("checksum")
    return envelope


def _migrate(data: bytes, version: int) -> bytes:
    """Run every upgrade step from `version` to the current one on the plain JSON data."""
    try:
        document = msgspec.json.decode(data)
    except RecursionError:
        raise _refuse("too_deep") from None
    except msgspec.DecodeError as error:
        raise _refuse("not_json", detail=str(error)) from None
    title = _title_of(document) if isinstance(document, dict) else None
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise _refuse("old_version", version=version)
        document = _title_step(title, version, step(document))
        version += 1
    document["version"] = VERSION
    return msgspec.json.encode(document)


def decode(data: bytes) -> Session:
    """The game a save holds. The garbage collector waits meanwhile: decoding and folding make
    many objects and free few, and its passes over them were two fifths of a load."""
    with gc_paused():
        return _decode(data)


@contextmanager
def gc_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _decode(data: bytes) -> Session:
    envelope = _envelope(data)
    try:
        title = get_title(envelope.title)
    except RuleError:
        raise _refuse("unknown_title", title=envelope.title) from None
    if envelope.content_version != title.content_version:
        raise _refuse("content_version", title=envelope.title, version=envelope.content_version)
    try:
        options = title.resolve_options(envelope.options)
        turns = msgspec.json.decode(envelope.turns, type=types.GenericAlias(list, turn_type(title)))
        snapshot = msgspec.json.decode(envelope.snapshot, type=title.state_type | None)
    except RecursionError:
        raise _refuse("too_deep") from None
    except (msgspec.ValidationError, msgspec.DecodeError) as error:
        raise _refuse("bad_field", detail=str(error)) from None
    except RuleError as error:
        raise _refuse("bad_field", detail=error.message("en")) from None
    if not turns or turns[0].command is not None:
        raise _refuse("no_history")
    if len(envelope.seats) != title.seat_count(options):
        raise _refuse("bad_field", detail="seats")
    _check_seat_names(envelope.seats)
    allowed = bot_kinds(title)
    for seat in envelope.seats:
        if seat.kind == "bot" and seat.bot not in allowed:
            raise _refuse("unknown_bot", bot=seat.bot, known=", ".join(allowed))
    if envelope.campaign is not None and not is_plain_name(envelope.campaign):
        raise _refuse("campaign_path", name=envelope.campaign)
    header = Header(envelope.title, envelope.seed, options, envelope.setup, envelope.seats,
                    envelope.content_version, created=envelope.created,
                    app_version=envelope.app_version, campaign=envelope.campaign)
    return _rebuild(title, header, turns, snapshot)


def _rebuild(title, header: Header, turns: list, snapshot) -> Session:
    """Fold the events; a snapshot, when present, must equal the fold.

    Events are the truth. Folding a long game is fast (benchmarks/: a few milliseconds per
    thousand commands), so the snapshot is a check against tampering or damage, never trusted on
    its own. Folding events from a file nobody vouches for may fail in any way the rules code can:
    that is caught here, at the file boundary, and reported as a history that does not add up.
    """
    try:
        session = Session.from_history(title, header, turns)
    except Exception as error:  # hostile or damaged history: refuse, never crash
        raise _refuse("inconsistent", detail=type(error).__name__) from None
    if snapshot is not None and snapshot != session.state:
        raise _refuse("inconsistent", detail="snapshot")
    try:
        problems = title.check_invariants(session.state)
    except Exception as error:  # a table naming what its content lacks (a unit, a card): the same
        raise _refuse("inconsistent", detail=type(error).__name__) from None
    if problems:
        raise _refuse("inconsistent", detail=problems[0])
    return session


def _check_seat_names(seats: list[SeatInfo]) -> None:
    """A player's name from a file is shown on the Load list, the prompt and the log: one too
    long or holding control characters is refused (a file never cuts what it holds)."""
    if not all(is_seat_name(seat.name) for seat in seats):
        raise _refuse("bad_seat_name", limit=MAX_SEAT_NAME)


def is_plain_name(name: str) -> bool:
    """A file name with no folder in it: what a save may name its campaign by, so that the
    file written when a chapter ends stays in the data folder's campaigns folder. No control
    character either (a NUL is no file name at all)."""
    return (name not in ("", ".", "..") and Path(name).name == name and "/" not in name and "\\" not in name
            and name.isprintable())


def load(path: Path) -> Session:
    return decode(_read(Path(path)))


def _read(path: Path) -> bytes:
    try:
        data = read_limited(path, MAX_SAVE_BYTES)
    except ValueError as error:
        raise _refuse("too_large", size=error.args[0], limit=MAX_SAVE_BYTES) from None
    except FileNotFoundError:
        raise _refuse("missing", path=str(path)) from None
    except OSError as error:
        raise _refuse("unreadable", detail=error.strerror or str(error)) from None
    if not data.strip():
        raise _refuse("empty")
    if not is_utf8(data):
        raise _refuse("not_utf8")
    return data


def summary(path: Path) -> SaveSummary:
    """The header of a save, for a list; raises RuleError with the reason for a bad file."""
    envelope = _envelope(_read(Path(path)))
    try:
        title = get_title(envelope.title)
    except RuleError:
        raise _refuse("unknown_title", title=envelope.title) from None
    try:
        options = title.resolve_options(envelope.options)
    except RuleError as error:
        raise _refuse("bad_field", detail=error.message("en")) from None
    _check_seat_names(envelope.seats)
    progress = envelope.progress_by_language.get(language(), envelope.progress)
    return SaveSummary(str(path), envelope.title, envelope.saved or envelope.created, progress, envelope.outcome,
                       envelope.commands, options, envelope.seats, envelope.campaign)
