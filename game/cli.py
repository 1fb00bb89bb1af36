"""The text harness: `python -m game titles | new | legal | apply | show | undo | playout | campaign`.

A stable contract for tests and outside tools (see docs/architecture.md). Output is JSON on
stdout. Refused input (an illegal command, a bad save or set-up file, an unknown option) exits
with status 2 and one line on stderr naming the reason; the harness never prints a traceback.

Heredity campaigns (saves/campaign.py):
  python -m game campaign SAVE --out CAMPAIGN
      merges a finished chapter save into the campaign file CAMPAIGN (created if missing):
      its outcome, and when won the carry-over (items, materials, karma deck, story flags).
  python -m game new heredity --option chapter=N --campaign CAMPAIGN --seed S --out SAVE
      starts chapter N from the campaign: its recorded start when the chapter is replayed,
      otherwise what the won chapter before it carried over. The carry goes into the set-up
      (key `campaign`), so the save alone replays the chapter; the save names its campaign.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
import tomllib
from pathlib import Path

from game.engine import RuleError, get_title, new_game, title_names
from game.engine.bots import BOT_KINDS
from game.engine.playout import playout
from game.engine.types import to_builtins
from game.i18n import tr

REFUSED = 2
INTERNAL = 70
MAX_SETUP_BYTES = 1024 * 1024


class Refused(Exception):
    """A reason to stop with exit status 2."""


def _options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise Refused(f"option {pair!r} is not name=value")
        options[name.strip()] = value.strip()
    return options


def _read_setup(path: str | None) -> dict | None:
    """The set-up file, read as saves are: a regular file only (a pipe is never waited on, a
    device never read), at most MAX_SETUP_BYTES."""
    if path is None:
        return None
    from saves.atomic import read_limited
    try:
        raw = read_limited(Path(path), MAX_SETUP_BYTES)
        data = tomllib.loads(raw.decode("utf-8")) if path.endswith(".toml") else json.loads(raw)
    except ValueError as error:       # too large, not UTF-8, not JSON or TOML
        reason = f"over {MAX_SETUP_BYTES} bytes" if isinstance(error.args[0], int) else error
        raise Refused(f"set-up file {path}: {reason}") from None
    except (OSError, RecursionError) as error:
        raise Refused(f"set-up file {path}: {getattr(error, 'strerror', None) or error}") from None
    if not isinstance(data, dict):
        raise Refused(f"set-up file {path}: the top level must be an object")
    return data


def _load(path: str):
    from saves import gamefile
    return gamefile.load(Path(path))


def _save(session, path: str) -> None:
    from saves import gamefile
    gamefile.save(session, Path(path))


def _print(value) -> None:
    sys.stdout.write(json.dumps(value, ensure_ascii=False) + "\n")


def cmd_titles(args) -> None:
    listed = []
    for name in title_names():
        title = get_title(name)
        listed.append({
            "name": name,
            "display_name": tr(title.name_key),
            "options": [{"name": spec.name, "choices": list(spec.choices), "default": spec.default}
                        for spec in title.options],
        })
    _print(listed)


def cmd_new(args) -> None:
    setup = _read_setup(args.setup)
    options = _options(args.option)
    if args.campaign:
        setup = _campaign_setup(args.title, options, setup, args.campaign)
    if Path(args.out).exists() and not args.force:
        raise Refused(f"{args.out} exists: give --force to replace it")
    session = new_game(args.title, args.seed, options, setup)
    # a save names its campaign by file name only: the program keeps campaigns in its own folder
    session.header.campaign = Path(args.campaign).name if args.campaign else None
    _save(session, args.out)
    _print({"saved": args.out, "to_move": list(session.to_move()), "outcome": session.outcome()})


def _campaign_setup(title: str, options: dict, setup: dict | None, path: str) -> dict:
    from saves import campaign
    if title not in title_names() or get_title(title).campaign is None:
        known = ", ".join(name for name in title_names() if get_title(name).campaign is not None)
        raise Refused(f"--campaign is for {known}, not {title}")
    if setup and "campaign" in setup:
        raise Refused("the set-up file and --campaign both give the campaign")
    chapter = int(get_title(title).resolve_options(options)["chapter"])
    carry = campaign.setup_for(campaign.load(Path(path)), chapter)
    return {**(setup or {}), **({"campaign": carry} if carry else {})}


def cmd_campaign(args) -> None:
    from saves import campaign
    merged, _ = campaign.record(Path(args.out), _load(args.save))       # once, holding the file's lock
    _print({"saved": args.out, "carry": to_builtins(merged.carry),
            "chapters": {k: {"outcome": r.outcome, "won": r.won, "attempts": r.attempts}
                         for k, r in merged.chapters.items()}})


def _commands_json(session, commands) -> list[dict]:
    out = []
    for command in commands:
        entry = to_builtins(command)
        entry["label"] = session.label(command)
        out.append(entry)
    return out


def _seat(session, seat: int | None) -> int | None:
    if seat is not None and not 0 <= seat < len(session.header.seats):
        raise Refused(f"--seat {seat}: this game has seats 0 to {len(session.header.seats) - 1}")
    return seat


def cmd_legal(args) -> None:
    session = _load(args.save)
    _print(_commands_json(session, session.legal_commands(_seat(session, args.seat))))


def _rewritten(save: str):
    """The save's lock, for a command that rewrites it: only a regular file is rewritten, so a
    link, a pipe or a device is refused before a lock is made beside it."""
    from saves.lock import locked
    if not _is_regular(Path(save)):
        raise Refused(f"not a regular file: {save}")
    return locked(Path(save))                # a second writer at the same moment is refused


def _is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return True                          # missing: loading it says so


def cmd_apply(args) -> None:
    with _rewritten(args.save):
        session = _load(args.save)
        seat = _seat(session, args.seat)
        session.apply(args.command)
        _save(session, args.save)
    told = []
    for seen in session.told_last(seat):
        entry = to_builtins(seen.event)
        if seen.text:
            entry["text"] = seen.text
        told.append(entry)
    _print(told)


def cmd_show(args) -> None:
    session = _load(args.save)
    seat = _seat(session, args.seat)
    view = to_builtins(session.view(seat))      # a title's view structs, as JSON
    view["to_move"] = list(session.to_move())
    if seat is not None:              # undo is a seat's: the public view has none
        refusal = session.undo_refusal(seat)
        view["can_undo"] = refusal is None
        if refusal is not None:
            view["undo_refused"] = refusal.message()
    view["commands"] = session.command_count
    _print(view)


def cmd_undo(args) -> None:
    if args.seat is None:
        raise Refused("undo needs --seat N: a seat takes back only its own last move")
    with _rewritten(args.save):
        session = _load(args.save)
        turn = session.undo(_seat(session, args.seat))
        _save(session, args.save)
    _print({"undone": to_builtins(turn.command), "commands": session.command_count})


def cmd_playout(args) -> None:
    result = playout(args.title, args.games, args.seed, _options(args.option), args.bot, args.check)
    if not args.verbose:
        result.pop("first_errors", None) if not result["errors"] else None
    _print(result)


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m game", description="Holdout's rules harness.")
    sub = top.add_subparsers(dest="verb", required=True)
    sub.add_parser("titles", help="list titles and their options").set_defaults(run=cmd_titles)

    new = sub.add_parser("new", help="start a game and write its save")
    new.add_argument("title")
    new.add_argument("--seed", type=int, required=True)
    new.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    new.add_argument("--setup", metavar="FILE", help="JSON or TOML fixing what is otherwise random")
    new.add_argument("--out", required=True, metavar="SAVE")
    new.add_argument("--force", action="store_true", help="replace SAVE if it exists")
    new.add_argument("--campaign", metavar="CAMPAIGN", help="heredity: start the chapter from this campaign file")
    new.set_defaults(run=cmd_new)

    camp = sub.add_parser("campaign", help="heredity: merge a finished chapter save into a campaign file")
    camp.add_argument("save")
    camp.add_argument("--out", required=True, metavar="CAMPAIGN")
    camp.set_defaults(run=cmd_campaign)

    legal = sub.add_parser("legal", help="the legal commands, each with a label")
    legal.add_argument("save")
    legal.add_argument("--seat", type=int)
    legal.set_defaults(run=cmd_legal)

    apply = sub.add_parser("apply", help="apply a command (JSON), rewrite the save, print the events "
                                         "the seat may see (without --seat: the public part)")
    apply.add_argument("save")
    apply.add_argument("command")
    apply.add_argument("--seat", type=int)
    apply.set_defaults(run=cmd_apply)

    show = sub.add_parser("show", help="what a seat sees, as JSON (without --seat: the public view)")
    show.add_argument("save")
    show.add_argument("--seat", type=int)
    show.set_defaults(run=cmd_show)

    undo = sub.add_parser("undo", help="take back the seat's own last command, where the rules allow it")
    undo.add_argument("save")
    undo.add_argument("--seat", type=int, help="the seat taking its move back (required)")
    undo.set_defaults(run=cmd_undo)

    play = sub.add_parser("playout", help="bot games played to the end")
    play.add_argument("title")
    play.add_argument("--games", type=int, default=100)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    play.add_argument("--bot", choices=BOT_KINDS, default="random")
    play.add_argument("--check", action="store_true", help="check invariants after every event")
    play.add_argument("--verbose", action="store_true", help="always include the first errors")
    play.set_defaults(run=cmd_playout)
    return top


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        args.run(args)
    except RuleError as error:
        print(f"refused: {error.code}: {error.message()}", file=sys.stderr)
        return REFUSED
    except Refused as error:
        print(f"refused: {error}", file=sys.stderr)
        return REFUSED
    except OSError as error:
        print(f"refused: {error.strerror or error}: {getattr(error, 'filename', '')}", file=sys.stderr)
        return REFUSED
    except Exception as error:  # the harness promises one line, never a traceback
        print(f"internal error: {type(error).__name__}: {error}", file=sys.stderr)
        return INTERNAL
    return 0
