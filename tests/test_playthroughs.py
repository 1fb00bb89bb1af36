"""Each title's golden playthrough still plays, shows and tells exactly as written down, and what is
written down is whole: read back, it gives every seat's view and log after every turn.

A difference means the rules, a view or the log changed. If the change is intended, rewrite the
transcripts with `python -m tests.playthrough` and read their diff before committing."""

import difflib
import json
from collections import defaultdict
from itertools import groupby

import pytest

from game.engine import title_names
from tests.playthrough import LACKING, path_of, played, said, transcript, view_values, written

SHOWN = 40           # lines of the difference a failure shows


@pytest.mark.parametrize("name", title_names())
def test_the_golden_playthrough_is_unchanged(name):
    committed = path_of(name).read_text(encoding="utf-8").splitlines()
    played_now = transcript(name)
    difference = list(difflib.unified_diff(committed, played_now, "written", "played", n=1, lineterm=""))
    if difference:
        pytest.fail("\n".join([f"{name} (rewrite: python -m tests.playthrough):", *difference[:SHOWN]]), pytrace=False)


def read_back(lines: list[str]) -> list[dict]:
    """Per turn, what the transcript says each seat (None: the public) sees and was told so far:
    {seat: (its view's values by written path, its whole log)}."""
    public: dict = {}
    own: dict = defaultdict(dict)
    logs: dict = {None: []}
    turns = []
    for _turn, entries in groupby(map(json.loads, lines), key=lambda entry: entry["turn"]):
        told: dict = defaultdict(list)
        for entry in entries:
            seat = entry.get("seat")
            if "log" in entry:
                told[seat].extend([] if entry["log"] is None else [entry["log"]])
            if "view" in entry:
                values, path = public if seat is None else own[seat], entry["view"]
                if "is" in entry:
                    values[path] = entry["is"]
                elif "removed" in entry and seat is not None:
                    values[path] = LACKING
                else:
                    del values[path]
        seats = {None, *own, *told}
        before = list(logs[None])             # a seat first named now was told the public log so far
        for seat in seats:
            logs[seat] = logs.get(seat, before) + (told[seat] if seat in told else told[None])
        turns.append({seat: (patched(public, own.get(seat, {})), list(logs[seat])) for seat in seats})
    return turns


def patched(public: dict, own: dict) -> dict:
    """A seat's view: the public one where the seat has no values of its own."""
    values = {path: value for path, value in public.items() if path not in own}
    values.update({path: value for path, value in own.items() if value is not LACKING})
    return values


def as_json(values: dict) -> str:
    """Values compared as JSON writes them (True is not 1)."""
    return json.dumps(sorted(values.items()))


@pytest.mark.parametrize("name", title_names())
def test_the_transcript_holds_every_seats_whole_view_and_log_after_every_turn(name):
    turns = read_back(path_of(name).read_text(encoding="utf-8").splitlines())
    for number, (session, _) in enumerate(played(name)):
        for seat in [None, *range(len(session.header.seats))]:
            view, log = turns[number].get(seat, turns[number][None])
            shown = {written(path): value for path, value in view_values(session, seat).items()}
            assert as_json(view) == as_json(shown), f"turn {number}: the view of seat {seat}"
            assert log == [said(line) for line in session.log(seat, "en")], f"turn {number}: the log of seat {seat}"
    assert number == len(turns) - 1
