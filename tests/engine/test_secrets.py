"""Each seat is told only what it may see: its log, the events the harness prints for it, its view;
the public (no seat) sees only what every seat sees. Pinned with a tiny title where each seat holds
a secret card (`tests/engine/hands.py`)."""

import json

import pytest

from game import cli
from game.engine import new_game, registry
from game.engine.types import to_builtins


@pytest.fixture(autouse=True)
def hands_title(monkeypatch):
    monkeypatch.setitem(registry.TITLE_MODULES, "hands", "tests.engine.hands")


def texts(session, seat):
    return [line.text for line in session.log(seat, "en")]


def test_each_seat_reads_its_own_secret_and_never_the_others():
    session = new_game("hands", 7, None)
    first, second = session.state.cards
    assert f"Seat 1 gets card {first}" in texts(session, 0) and f"gets card {second}" not in " ".join(texts(session, 0))
    assert f"Seat 2 gets card {second}" in texts(session, 1) and f"gets card {first}" not in " ".join(texts(session, 1))
    assert texts(session, None)[:2] == ["Seat 1 gets card ?", "Seat 2 gets card ?"]


def test_the_log_follows_commands_and_undo_for_every_seat():
    session = new_game("hands", 7, None)
    before = {seat: texts(session, seat) for seat in (None, 0, 1)}
    session.apply(session.legal_commands(0)[1])
    assert texts(session, 1)[-2:] == ["Name 2", "Seat 1 names 2"]
    session.undo(0)
    assert {seat: texts(session, seat) for seat in (None, 0, 1)} == before


def test_told_events_are_the_seats_own():
    session = new_game("hands", 7, None)
    session.apply(session.legal_commands(0)[0])
    told = session.told_last(1)
    assert [to_builtins(t.event) for t in told] == [{"type": "named", "seat": 0, "value": 1}]
    assert session.view(0).mine == session.state.cards[0] and session.view(None).mine is None


def test_the_harness_prints_what_the_seat_may_see(tmp_path, capsys):
    save = str(tmp_path / "hands.json")
    assert cli.main(["new", "hands", "--seed", "7", "--out", save]) == 0
    capsys.readouterr()
    state = new_game("hands", 7, None).state
    assert cli.main(["show", save, "--seat", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["mine"] == state.cards[1]
    assert cli.main(["show", save]) == 0
    assert json.loads(capsys.readouterr().out)["mine"] is None
    assert cli.main(["show", save, "--seat", "5"]) == 2
    assert "seats 0 to 1" in capsys.readouterr().err
