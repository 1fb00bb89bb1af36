"""The Heredity campaign file: what carries from chapter to chapter, beside the chapter saves.

    {"format": "holdout-campaign", "version": 2, "title": "heredity", "created": ..., "saved": ...,
     "carry": {"items": [...], "materials": {...}, "karma": [...], "flags": [...],
               "counters": {"supplies": 3}, "secrets_taken": [...], "secrets_removed": [...]},
     "flags": [...],
     "chapters": {"1": {"outcome": "ch1_drive_off", "won": true, "attempts": 1,
                        "start": {...carry...}, "result": {...carry...} | null}}}

Adding a chapter result merges field by field (`MERGE`, as Ren'Py's persistent store does):
`flags` is the union of the flags of the ways the campaign keeps; per chapter, `attempts` add up,
`start` keeps the first carry the chapter began with (so a chapter can be replayed from its start)
and `outcome`, `won` and `result` are the family's best way through the chapter: a win is kept
against any later loss, and a later win takes its place only when the player chose so before the
replay began (the set-up key `replace`); a chapter never won shows its latest loss. `carry`, what
the next chapter starts with, is the result of the highest chapter won. Only a finished chapter
can be added.

Reading is size-limited and strictly typed; a newer version is refused, an older one upgraded by
`MIGRATIONS`. Writing is atomic (`saves.atomic`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from game.engine.errors import RuleError
from game.titles.heredity.carry import carry_over, chapter_before, chapters, is_win
from game.titles.heredity.content import Carry
from saves.atomic import atomic_write, is_utf8, read_limited
from saves.gamefile import now

FORMAT = "holdout-campaign"
VERSION = 2
MAX_CAMPAIGN_BYTES = 1024 * 1024


def _from_version_1(head: dict) -> dict:
    """Version 1 knew no campaign counters nor secret cards: a carry without them has none, which
    is what the fields default to, so the file reads as it is."""
    return head


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _from_version_1}


class ChapterRecord(msgspec.Struct, forbid_unknown_fields=True):
    outcome: str
    won: bool
    attempts: int
    start: Carry
    result: Carry | None = None


class Campaign(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    title: str
    created: str
    saved: str
    carry: Carry
    flags: tuple[str, ...] = ()
    chapters: dict[str, ChapterRecord] = {}


def new_campaign() -> Campaign:
    stamp = now()
    return Campaign(FORMAT, VERSION, "heredity", stamp, stamp, Carry())


# ---- merging ---------------------------------------------------------------------------------
def _merge_record(old: ChapterRecord | None, new: ChapterRecord, replace: bool = False) -> ChapterRecord:
    """The family's best way through a chapter: a win is never undone by a replay lost, and a
    replay won takes its place only with `replace`, chosen before the replay began."""
    if old is None:
        return new
    kept = new if not old.won or (new.won and replace) else old
    return ChapterRecord(outcome=kept.outcome, won=kept.won, attempts=old.attempts + new.attempts,
                         start=old.start, result=kept.result)


MERGE: dict[str, Callable[[Any, Any], Any]] = {
    "flags": lambda old, new: tuple(sorted(set(old) | set(new))),
}


def add_chapter(campaign: Campaign, chapter: int, outcome: str, start: Carry, result: Carry,
                replace: bool = False) -> Campaign:
    """The campaign after one finished chapter, merged field by field."""
    won = is_win(outcome)
    record = ChapterRecord(outcome, won, 1, start, result if won else None)
    kept = _merge_record(campaign.chapters.get(str(chapter)), record, replace)
    chapters_ = {**campaign.chapters, str(chapter): kept}
    carry = campaign.carry
    best = max((int(k) for k, r in chapters_.items() if r.won), default=0)
    if kept.won and kept.result is not None and chapter >= best:
        carry = kept.result
    flags = result.flags if won and kept.result is result else ()        # a win the campaign keeps
    return Campaign(campaign.format, VERSION, campaign.title, campaign.created, now(), carry,
                    MERGE["flags"](campaign.flags, flags), chapters_)


def add_save(campaign: Campaign, session) -> Campaign:
    """Merge a finished chapter save into the campaign."""
    if session.title.name != "heredity":
        raise RuleError("saves.campaign_wrong_title", title=session.title.name)
    outcome = session.outcome()
    if outcome is None:
        raise RuleError("saves.campaign_unfinished")
    setup = session.header.setup or {}
    start = msgspec.convert(setup.get("campaign") or {}, type=Carry) if setup.get("campaign") else _first_carry(session)
    return add_chapter(campaign, int(session.header.options["chapter"]), outcome, start, carry_over(session.state),
                       replace=bool(setup.get("replace")))


def _first_carry(session) -> Carry:
    """A chapter begun without a campaign file started from what its set-up held."""
    state = session.title.initial_state(session.header.options)
    return carry_over(session.title.evolve(state, session.history[0].events[0]))


def start_for(campaign: Campaign, chapter: int) -> Carry:
    """What chapter `chapter` starts with: its recorded start when replayed, otherwise the carry
    of the chapter before, which must have been won."""
    record = campaign.chapters.get(str(chapter))
    if record is not None:
        return record.start
    previous = chapter_before(chapter)
    if previous is None:
        return Carry()
    before = campaign.chapters.get(str(previous))
    if before is None or not before.won:
        raise RuleError("saves.campaign_not_reached", chapter=chapter, before=previous)
    return before.result or campaign.carry


def setup_for(campaign: Campaign, chapter: int) -> dict | None:
    """The `campaign` set-up key for a chapter (None: the chapter's own start)."""
    if chapter not in chapters():
        raise RuleError("heredity.no_chapter", chapter=chapter, known=", ".join(map(str, chapters())))
    carry = start_for(campaign, chapter)
    if not carry.karma:
        return None
    return msgspec.to_builtins(carry)


# ---- files -----------------------------------------------------------------------------------
def encode(campaign: Campaign) -> bytes:
    return msgspec.json.encode(campaign)


def save(campaign: Campaign, path: Path) -> None:
    atomic_write(Path(path), encode(campaign))


def decode(data: bytes) -> Campaign:
    if not is_utf8(data):
        raise RuleError("saves.not_utf8")
    try:
        head = msgspec.json.decode(data, type=dict)
    except RecursionError:
        raise RuleError("saves.too_deep") from None
    except (msgspec.ValidationError, msgspec.DecodeError) as error:
        raise RuleError("saves.not_json", detail=str(error)) from None
    if head.get("format") != FORMAT:
        raise RuleError("saves.campaign_not_campaign")
    version = head.get("version")
    if not isinstance(version, int):
        raise RuleError("saves.bad_field", detail="version")
    if version > VERSION:
        raise RuleError("saves.newer_version", version=version, supported=VERSION)
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise RuleError("saves.old_version", version=version)
        head = step(head)
        version += 1
    head["version"] = VERSION
    try:
        return msgspec.convert(head, type=Campaign, strict=True)
    except msgspec.ValidationError as error:
        raise RuleError("saves.bad_field", detail=str(error)) from None


def load(path: Path) -> Campaign:
    try:
        data = read_limited(Path(path), MAX_CAMPAIGN_BYTES)
    except ValueError as error:
        raise RuleError("saves.too_large", size=error.args[0], limit=MAX_CAMPAIGN_BYTES) from None
    except FileNotFoundError:
        raise RuleError("saves.missing", path=str(path)) from None
    except OSError as error:
        raise RuleError("saves.unreadable", detail=error.strerror or str(error)) from None
    return decode(data)


def load_or_new(path: Path) -> Campaign:
    return load(path) if Path(path).exists() else new_campaign()
