"""A campaign file: what carries from chapter to chapter, beside the chapter saves, for a title whose
games make a campaign (its `Title.campaign`: Heredity's). Heredity's:

    {"format": "holdout-campaign", "version": 3, "title": "heredity", "created": ..., "saved": ...,
     "carry": {"items": [...], "materials": {...}, "karma": [...], "flags": [...],
               "counters": {"supplies": 3}, "secrets_taken": [...], "secrets_removed": [...]},
     "flags": [...],
     "chapters": {"1": {"outcome": "ch1_drive_off", "won": true, "attempts": 1,
                        "start": {...carry...}, "result": {...carry...} | null}},
     "games": ["<created>/<seed>/<commands>", ...], "games_since": ""}

Adding a chapter result merges field by field (`MERGE`, as Ren'Py's persistent store does):
`flags` is the union of the flags of the ways the campaign keeps; per chapter, `attempts` add up,
`start` keeps the first carry the chapter began with (so a chapter can be replayed from its start)
and `outcome`, `won` and `result` are the family's best way through the chapter: a win is kept
against any later loss, and a later win takes its place only when the player chose so before the
replay began (the set-up key `replace`); a chapter never won shows its latest loss. `carry`, what
the next chapter starts with, is the result of the highest chapter won. Only a finished chapter
can be added.

Each chapter game is merged once: `games` keeps every game merged (`game_key`), so a game found
finished again (resumed or kept after a crash, listed among the saves) is not counted twice. A
crash between a chapter's last move (in the journal) and its campaign's write is mended by
`catch_up`, which merges every finished chapter game of the data folder not merged yet.

Reading is size-limited and strictly typed; a newer version is refused, an older one upgraded by
`MIGRATIONS`. Writing is atomic (`saves.atomic`), and a merge holds the file's lock (`record`):
two merges at once take turns instead of one losing the other's update.

What a chapter carries, which chapters there are and how they may end are the title's
(`CampaignRules`); the file names its title and is read by it.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

import msgspec

from game.engine.errors import RuleError
from game.engine.registry import get_title
from game.engine.session import Session
from game.engine.title import CampaignRules
from saves import gamefile, journal
from saves.atomic import atomic_write, is_utf8, read_limited
from saves.gamefile import now
from saves.lock import locked
from saves.paths import JOURNAL, campaigns_dir, journal_dir, newest_first, saves_dir

FORMAT = "holdout-campaign"
VERSION = 3
MAX_CAMPAIGN_BYTES = 1024 * 1024
LOCK_WAIT = 10.0            # seconds a merge waits for another merge of the same file


def _from_version_1(head: dict) -> dict:
    """Version 1 knew no campaign counters nor secret cards: a carry without them has none, which
    is what the fields default to, so the file reads as it is."""
    return head


def _from_version_2(head: dict) -> dict:
    """Version 2 kept no list of the games it merged: a game begun before its last write is taken
    as merged then (it was, unless a crash lost it, and that cannot be told now)."""
    return {**head, "games": [], "games_since": head.get("saved", "")}


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _from_version_1, 2: _from_version_2}


class Carried(Protocol):
    """What a title's carry holds that the file reads: the story flags it carries."""

    @property
    def flags(self) -> tuple[str, ...]: ...


C = TypeVar("C", bound=Carried)


class ChapterRecord(msgspec.Struct, Generic[C], forbid_unknown_fields=True):
    outcome: str
    won: bool
    attempts: int
    start: C
    result: C | None = None


class Campaign(msgspec.Struct, Generic[C], forbid_unknown_fields=True):
    format: str
    version: int
    title: str
    created: str
    saved: str
    carry: C                         # the title's carry (`CampaignRules.carry_type`)
    flags: tuple[str, ...] = ()
    chapters: dict[str, ChapterRecord[C]] = {}
    games: tuple[str, ...] = ()      # the chapter games merged, by `game_key`
    games_since: str = ""            # games begun before this were merged before `games` was kept


def rules_of(title: str) -> CampaignRules:
    """How `title`'s games make a campaign; a title this program has not, or whose games make
    none, is refused."""
    try:
        rules = get_title(title).campaign
    except RuleError:
        raise RuleError("saves.unknown_title", title=title) from None
    if rules is None:
        raise RuleError("saves.campaign_wrong_title", title=title)
    return rules


def new_campaign(title: str) -> Campaign:
    stamp = now()
    return Campaign(FORMAT, VERSION, title, stamp, stamp, rules_of(title).carry_type())


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


def add_chapter(campaign: Campaign[C], chapter: int, outcome: str, start: C, result: C,
                replace: bool = False) -> Campaign[C]:
    """The campaign after one finished chapter, merged field by field."""
    won = outcome in get_title(campaign.title).win_outcomes
    record = ChapterRecord(outcome, won, 1, start, result if won else None)
    kept = _merge_record(campaign.chapters.get(str(chapter)), record, replace)
    chapters_ = {**campaign.chapters, str(chapter): kept}
    carry = campaign.carry
    best = max((int(k) for k, r in chapters_.items() if r.won), default=0)
    if kept.won and kept.result is not None and chapter >= best:
        carry = kept.result
    kept_now = won and kept.result is result                             # a win the campaign keeps
    flags = result.flags if kept_now else ()
    return msgspec.structs.replace(campaign, version=VERSION, saved=now(), carry=carry, chapters=chapters_,
                                   flags=MERGE["flags"](campaign.flags, flags))


def game_key(session) -> str:
    """A chapter game as `games` names it: when it began, its seed, and how many commands it took
    to its end (a game taken back past its end and ended again is another result)."""
    return f"{session.header.created}/{session.header.seed}/{session.command_count}"


def merged(campaign: Campaign, session, found: bool = False) -> bool:
    """Whether the game is in the campaign already. `found`: finished long ago, found again (not
    at its end): one begun before the campaign kept its games counts as merged."""
    return game_key(session) in campaign.games or (found and session.header.created < campaign.games_since)


def add_save(campaign: Campaign, session) -> Campaign:
    """Merge a finished chapter save into the campaign, once: a game merged already changes nothing."""
    if merged(campaign, session):
        return campaign
    if session.title.name != campaign.title:
        raise RuleError("saves.campaign_wrong_title", title=session.title.name)
    outcome = session.outcome()
    if outcome is None:
        raise RuleError("saves.campaign_unfinished")
    rules = rules_of(campaign.title)
    setup = session.header.setup or {}
    start = (msgspec.convert(setup.get("campaign") or {}, type=rules.carry_type) if setup.get("campaign")
             else _first_carry(session, rules))
    book = add_chapter(campaign, int(session.header.options["chapter"]), outcome, start,
                       rules.carry_over(session.state), replace=bool(setup.get("replace")))
    return msgspec.structs.replace(book, games=(*book.games, game_key(session)))


def _first_carry(session, rules: CampaignRules) -> Any:
    """A chapter begun without a campaign file started from what its set-up held."""
    state = session.title.initial_state(session.header.options)
    return rules.carry_over(session.title.evolve(state, session.history[0].events[0]))


def start_for(campaign: Campaign, chapter: int) -> Any:
    """What chapter `chapter` starts with: its recorded start when replayed, otherwise the carry
    of the chapter before, which must have been won."""
    record = campaign.chapters.get(str(chapter))
    if record is not None:
        return record.start
    rules = rules_of(campaign.title)
    previous = rules.chapter_before(chapter)
    if previous is None:
        return rules.carry_type()
    before = campaign.chapters.get(str(previous))
    if before is None or not before.won:
        raise RuleError("saves.campaign_not_reached", chapter=chapter, before=previous)
    return before.result or campaign.carry


def setup_for(campaign: Campaign, chapter: int) -> dict | None:
    """The `campaign` set-up key for a chapter (None: the chapter's own start)."""
    rules = rules_of(campaign.title)
    if chapter not in rules.chapters():
        raise rules.no_chapter(chapter)
    carry = start_for(campaign, chapter)
    if not rules.starts_from(carry):
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
    if not isinstance(head.get("title"), str):
        raise RuleError("saves.bad_field", detail="title")
    rules = rules_of(head["title"])
    try:
        book = msgspec.convert(head, type=types.GenericAlias(Campaign, rules.carry_type), strict=True)
    except msgspec.ValidationError as error:
        raise RuleError("saves.bad_field", detail=str(error)) from None
    _check_chapters(book, rules)
    return book


def _check_chapters(book: Campaign, rules: CampaignRules) -> None:
    """Every chapter key names a chapter of this content and every outcome one of its endings: a
    campaign file shared from another content, or damaged, is refused with the reason, never half
    read (its keys are read as chapter numbers)."""
    numbers = {str(n) for n in rules.chapters()}
    outcomes = rules.outcomes()
    for key, record in book.chapters.items():
        if key not in numbers:
            raise RuleError("saves.campaign_bad_chapter", chapter=key)
        if record.outcome not in outcomes:
            raise RuleError("saves.campaign_bad_outcome", outcome=record.outcome)


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


def load_or_new(path: Path, title: str) -> Campaign:
    return load(path) if Path(path).exists() else new_campaign(title)


def record(path: Path, session, found: bool = False) -> tuple[Campaign, bool]:
    """Merge a finished chapter game into the campaign file at `path` (made if missing), holding
    its lock; the campaign as it is then, and whether the game was new to it (`merged`)."""
    with locked(path, wait=LOCK_WAIT):
        book = load_or_new(path, session.title.name)
        if merged(book, session, found):
            return book, False
        book = add_save(book, session)
        save(book, path)
    return book, True


def default_name(game_id: str, title: str) -> str:
    """The campaign file a chapter begun without one starts: named as its game (where that is a
    plain, printable name: not a file name that is not UTF-8)."""
    name = f"{game_id}.json"
    return name if gamefile.is_plain_name(name) else f"{title}-campaign.json"


def catch_up(root: Path) -> list[str]:
    """Merge every finished chapter game among the data folder's saves and journals into its
    campaign where it is not yet (a crash between the chapter's last move and the campaign's
    write). The names of the campaign files changed; a game or campaign file that cannot be
    read, or written, is left as it is (the campaign screen lists a damaged one), and so is a
    game whose campaign file is gone (the player removed it: it is not made again)."""
    changed = []
    for game_id, session in _finished_chapters(root):
        name = session.header.campaign or default_name(game_id, session.title.name)
        path = campaigns_dir(root) / name
        if session.header.campaign and not path.exists():
            continue
        try:
            _, added = record(path, session, found=True)
        except (RuleError, OSError):
            continue
        if added:
            changed.append(name)
    return changed


def _finished_chapters(root: Path) -> Iterator[tuple[str, Session]]:
    """Every finished chapter game among the saves and the journals, with its game id."""
    readers = [(path.stem, lambda path=path: _chapter_save(path)) for path in newest_first(saves_dir(root), "*.json")]
    readers += [(path.name.removesuffix(JOURNAL), lambda path=path: journal.recover(path).session)
                for path in journal.pending_journals(journal_dir(root))]
    for game_id, read in readers:
        try:
            session = read()
        except RuleError:
            continue
        if session is not None and session.title.campaign is not None and session.outcome() is not None:
            yield game_id, session


def _chapter_save(path: Path) -> Session | None:
    """The save's game where its header says it is a finished chapter of a campaign (only those
    are read whole)."""
    summary = gamefile.summary(path)
    chapter = get_title(summary.title).campaign is not None and summary.outcome is not None
    return gamefile.load(path) if chapter else None
