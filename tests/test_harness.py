"""The harness contract (DESIGN: The harness): JSON out, exit 2 with one line for refusals."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, expect=0):
    done = subprocess.run([sys.executable, "-m", "game", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == expect, done.stderr
    if expect == 0:
        return json.loads(done.stdout)
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("refused: ")
    return lines[0]


@pytest.fixture
def save(tmp_path):
    path = tmp_path / "game.json"
    run("new", "raxxon", "--seed", 7, "--option", "players=3", "--option", "difficulty=hard", "--out", path)
    return path


def test_titles_lists_options():
    titles = {t["name"]: t for t in run("titles")}
    assert {o["name"] for o in titles["raxxon"]["options"]} == {"players", "difficulty"}


def test_new_legal_apply_show_undo(save):
    legal = run("legal", save)
    assert legal and all("label" in command for command in legal)
    choice = {k: v for k, v in legal[0].items() if k != "label"}
    events = run("apply", save, json.dumps(choice))
    assert any(e["type"] == "character_chosen" and e["text"] for e in events)
    shown = run("show", save)
    for key in ("day", "active_seat", "power", "outcome", "crowd", "piles"):
        assert key in shown
    for pile in ("population_deck", "population_discard", "infection_supply", "evacuation",
                 "uncontained_quarantine", "contained_quarantine", "raxxon_deck", "raxxon_triggered",
                 "raxxon_untriggered"):
        assert "count" in shown["piles"][pile]
    assert shown["commands"] == 1
    assert "can_undo" not in shown                      # undo is a seat's: the public view has none
    assert run("show", save, "--seat", 0)["can_undo"] is True
    assert run("show", save, "--seat", 1)["undo_refused"]
    run("undo", save, "--seat", 0)
    assert run("show", save)["commands"] == 0


def test_seat_filter(save):
    assert run("legal", save, "--seat", 1) == []
    assert run("legal", save, "--seat", 0)


def test_show_crowd_cells_after_day_one_starts(tmp_path):
    path = tmp_path / "g.json"
    run("new", "raxxon", "--seed", 3, "--out", path,
        "--setup", _setup(tmp_path, {"characters": ["thomas_heart", "mia_lee"]}))
    crowd = run("show", path)["crowd"]
    assert len(crowd) == 3 and all(cell == {"face_up": False} for row in crowd for cell in row)


def _setup(tmp_path, data):
    path = tmp_path / "setup.json"
    path.write_text(json.dumps(data))
    return path


def test_illegal_command_exits_2_with_one_line_and_changes_nothing(save):
    before = save.read_bytes()
    line = run("apply", save, '{"type": "pass", "seat": 0}', expect=2)
    assert "raxxon.wrong_moment" in line
    run("apply", save, '{"type": "fly"}', expect=2)
    run("apply", save, "not json", expect=2)
    assert save.read_bytes() == before


@pytest.mark.parametrize("content", [b"", b"{", b'{"format": "holdout-save", "version": 99}', b"[]"])
def test_bad_save_exits_2(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    for verb in ("show", "legal"):
        run(verb, path, expect=2)
    run("undo", path, "--seat", 0, expect=2)
    assert path.read_bytes() == content


def test_bad_options_and_setup_exit_2(tmp_path):
    run("new", "raxxon", "--seed", 1, "--option", "players=9", "--out", tmp_path / "x.json", expect=2)
    run("new", "raxxon", "--seed", 1, "--option", "colour=red", "--out", tmp_path / "x.json", expect=2)
    run("new", "chess", "--seed", 1, "--out", tmp_path / "x.json", expect=2)
    run("new", "raxxon", "--seed", 1, "--setup", _setup(tmp_path, {"power": "high"}),
        "--out", tmp_path / "x.json", expect=2)
    run("new", "raxxon", "--seed", 1, "--setup",
        _setup(tmp_path, {"crowd": [["dragon"]], "characters": ["kd_james", "mia_lee"]}),
        "--out", tmp_path / "x.json", expect=2)
    assert not (tmp_path / "x.json").exists()


def test_undo_at_a_barrier_exits_2(tmp_path):
    path = tmp_path / "g.json"
    run("new", "raxxon", "--seed", 3, "--out", path)
    assert "engine.nothing_to_undo" in run("undo", path, "--seat", 0, expect=2)


def test_undo_is_a_seats_own_and_a_refusal_changes_nothing(save):
    """[Undo] `undo SAVE --seat N` takes back seat N's own last move only; refused: exit 2, one
    line, the save as it was. Without --seat the harness names it."""
    legal = run("legal", save, "--seat", 0)
    run("apply", save, json.dumps({k: v for k, v in legal[0].items() if k != "label"}))
    before = save.read_bytes()
    line = run("undo", save, "--seat", 1, expect=2)
    assert "engine.undo_not_yours" in line
    line = run("undo", save, expect=2)
    assert "--seat" in line
    assert save.read_bytes() == before


def test_playout_reports_the_contract_fields():
    result = run("playout", "raxxon", "--games", 5, "--seed", 2, "--option", "players=2", "--check")
    for key in ("games", "wins", "losses", "errors", "commands", "commands_per_second",
                "mean_commands_per_game"):
        assert key in result
    assert result["games"] == 5 and result["errors"] == 0
