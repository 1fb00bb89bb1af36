"""Save files, the bad-file corpus, atomic writes and the autosave journal."""

import json
import os
from pathlib import Path

import msgspec
import pytest

from game.engine import RuleError, new_game
from game.engine.bots import bot_move
from game.engine.session import SeatInfo, Session, fold
from game.titles.alone.board import board_of
from saves import gamefile
from saves.atomic import atomic_write
from saves.journal import Journal, pending_journals, recover
from saves.paths import data_dir
from tests.helpers import signed


def played(steps=40, seed=5):
    session = new_game("raxxon", seed, {"players": 2, "difficulty": "intro"})
    import random
    rng = random.Random(seed)
    for _ in range(steps):
        if session.outcome():
            break
        legal = session.legal_commands(session.to_move()[0])
        session.apply(legal[rng.randrange(len(legal))])
    return session


def good_bytes():
    return gamefile.encode(played())


def corpus(tmp_path: Path) -> dict[str, bytes]:
    good = good_bytes()
    document = json.loads(good)
    newer = dict(document, version=gamefile.VERSION + 1)
    unknown = dict(document, title="chess")
    wrong_types = dict(document, seed="seven")
    unknown_field = dict(document, extra=1)
    bad_turn = dict(document, turns=[{"command": None, "events": [{"type": "teleport"}], "barrier": True}])
    lying_snapshot = dict(document, snapshot=dict(document["snapshot"], power=99), turns=document["turns"][:1])
    return {
        "empty": b"",
        "blank": b"   \n",
        "truncated": good[: len(good) // 2],
        "not json": b"this is not a save at all",
        "wrong types": json.dumps(wrong_types).encode(),
        "unknown field": json.dumps(unknown_field).encode(),
        "unknown title": signed(unknown),
        "newer version": json.dumps(newer).encode(),
        "unknown event": signed(bad_turn),
        "lying snapshot": signed(lying_snapshot),
        "a list": b"[1, 2, 3]",
        "deep nesting": b"[" * 10_000 + b"]" * 10_000,
        "deep in a field": b'{"format": ' + b"[" * 10_000 + b"]" * 10_000 + b"}",
        "deep in the setup": good.replace(b'"setup":null', b'"setup":{"a":' + b"[" * 10_000 + b"]" * 10_000 + b"}"),
        "50 MB": b'{"format": "holdout-save", "pad": "' + b"x" * (50 * 1024 * 1024) + b'"}',
    }


@pytest.fixture(scope="module")
def bad_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("bad")
    paths = {}
    for name, data in corpus(folder).items():
        path = folder / (name.replace(" ", "_") + ".json")
        path.write_bytes(data)
        paths[name] = path
    return folder, paths


@pytest.mark.parametrize("name", [
    "empty", "blank", "truncated", "not json", "wrong types", "unknown field", "unknown title",
    "newer version", "unknown event", "lying snapshot", "a list", "deep nesting", "deep in a field",
    "deep in the setup", "50 MB",
])
def test_bad_save_is_refused_with_a_reason_and_nothing_changes(bad_files, name):
    folder, paths = bad_files
    before = {p: (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.iterdir()}
    with pytest.raises(RuleError) as refused:
        gamefile.load(paths[name])
    assert refused.value.code.startswith("saves.")
    message = refused.value.message()
    assert message and "\n" not in message and len(message) < 400
    assert {p: (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.iterdir()} == before


def test_reasons_name_what_is_wrong(bad_files):
    _, paths = bad_files
    reasons = {}
    for name in ("empty", "newer version", "unknown title", "50 MB", "deep in the setup", "not json",
                 "lying snapshot"):
        with pytest.raises(RuleError) as refused:
            gamefile.load(paths[name])
        reasons[name] = refused.value.code
    assert reasons == {"empty": "saves.empty", "newer version": "saves.newer_version",
                       "unknown title": "saves.unknown_title", "50 MB": "saves.too_large",
                       "deep in the setup": "saves.too_deep", "not json": "saves.not_json",
                       "lying snapshot": "saves.inconsistent"}


def test_save_and_load_round_trip(tmp_path):
    session = played()
    path = tmp_path / "game.json"
    gamefile.save(session, path)
    loaded = gamefile.load(path)
    assert loaded.state == session.state and loaded.command_count == session.command_count
    summary = gamefile.summary(path)
    assert summary.title == "raxxon" and summary.commands == session.command_count and summary.progress


def test_an_older_version_runs_its_migration(tmp_path, monkeypatch):
    document = json.loads(good_bytes())
    document["version"] = 0
    document["renamed_seed"] = document.pop("seed")

    def upgrade(old):
        old["seed"] = old.pop("renamed_seed")
        return old
    monkeypatch.setitem(gamefile.MIGRATIONS, 0, upgrade)
    loaded = gamefile.decode(json.dumps(document).encode())
    assert loaded.header.seed == 5


def test_a_failed_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    atomic_write(path, b"old")

    def broken_fsync(fd):
        raise OSError("disk full")
    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write(path, b"new and longer")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


# ---- autosave journal -------------------------------------------------------------------------
def test_journal_recovers_every_command(tmp_path):
    session = new_game("raxxon", 8, {"players": 1, "difficulty": "intro"})
    journal = Journal(session, tmp_path / "g.journal")
    import random
    rng = random.Random(2)
    for _ in range(30):
        if session.outcome():
            break
        legal = session.legal_commands(session.to_move()[0])
        command = legal[rng.randrange(len(legal))]
        session.apply(command)
        if session.can_undo(command.seat) and rng.random() < 0.2:
            session.undo(command.seat)
    recovered = recover(journal.path)
    assert recovered.session.state == session.state and recovered.dropped_lines == 0
    assert pending_journals(tmp_path) == [journal.path]
    journal.close(remove=True)
    assert pending_journals(tmp_path) == []


def test_journal_cut_off_mid_line_drops_only_the_torn_line(tmp_path):
    session = new_game("raxxon", 8, {"players": 2, "difficulty": "intro"})
    journal = Journal(session, tmp_path / "g.journal")
    states = []
    for _ in range(6):
        session.apply(session.legal_commands(session.to_move()[0])[-1])
        states.append(session.state)
    journal.close(remove=False)
    data = journal.path.read_bytes()
    journal.path.write_bytes(data[: len(data) - 25])          # the process died mid-write
    recovered = recover(journal.path)
    assert recovered.dropped_lines == 1
    assert recovered.session.state == states[-2]


OLDER_SAVES = Path(__file__).parent / "older_saves"


def test_a_journal_an_older_version_wrote_is_recovered_whole(tmp_path):
    """An Alone game of 120 heuristic commands journalled by format 3, whose rules wrote more of
    the queue's bookkeeping events for some commands: each turn replays to the same told
    events and the same state, so a crash just before updating loses nothing."""
    path = tmp_path / "alone.journal"
    path.write_bytes((OLDER_SAVES / "alone-v3.journal").read_bytes())
    assert gamefile.version_of(path.read_bytes().partition(b"\n")[0]) < gamefile.VERSION
    recovered = recover(path)
    assert recovered.dropped_lines == 0 and recovered.session.command_count == 120


@pytest.mark.parametrize("title", ["raxxon", "zeds", "heredity", "alone"])
def test_a_save_and_a_journal_of_format_6_load_to_the_same_game(title, tmp_path):
    """A heuristic game per title, its last five commands left out so that effects still wait on
    the queue, written by format 6 as a save and as a journal (raxxon: seed 4, three players,
    expert; zeds: seed 4, two players; heredity: seed 0, chapter 2, two players; alone: seed 1,
    two Evil players, Outpost Kestrel, wrath+speed): the effects its queue events and snapshot
    carry decode, a snapshot kept is the state as written, and the journal recovers it whole.
    Today's rules reach the save's state by its commands from its set-up (Alone's stations have
    changed since, so not from its seed), but for Heredity, whose chapter 2 has changed since:
    its game is its events, and format 8 lays the secret card the box gained in its pile."""
    save = OLDER_SAVES / f"{title}-v6.json"
    loaded = gamefile.load(save)
    if title != "heredity":
        set_up = fold(loaded.title, loaded.title.initial_state(loaded.header.options), loaded.history[0].events)
        again = Session(loaded.title, loaded.header, loaded.history[:1], set_up, states_before=[])
        for turn in loaded.history[1:]:
            again.apply(turn.command)
        assert again.state == loaded.state
        snapshot = json.loads(save.read_bytes())["snapshot"]
        assert json.loads(msgspec.json.encode(loaded.state)) == snapshot
    else:
        assert "919" in loaded.state.secrets
    path = tmp_path / f"{title}.journal"
    path.write_bytes((OLDER_SAVES / f"{title}-v6.journal").read_bytes())
    recovered = recover(path)
    assert recovered.dropped_lines == 0
    assert recovered.session.command_count == loaded.command_count
    assert recovered.session.state == loaded.state


def test_data_dir_override_order(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLDOUT_DATA_DIR", str(tmp_path / "env"))
    assert data_dir() == (tmp_path / "env").resolve()
    assert data_dir(tmp_path / "flag") == (tmp_path / "flag").resolve()
    monkeypatch.delenv("HOLDOUT_DATA_DIR")
    assert "holdout" in str(data_dir()).lower()


def test_a_killed_process_is_resumed_exactly_where_it_stopped(tmp_path):
    """A real process applies commands with its journal and is killed with SIGKILL mid-game."""
    import signal
    import subprocess
    import sys
    script = f"""
import os, random, signal
from game.engine import new_game
from saves.journal import Journal
session = new_game("raxxon", 21, {{"players": 3, "difficulty": "hard"}})
journal = Journal(session, {str(tmp_path / 'killed.journal')!r})
rng = random.Random(4)
for _ in range(40):
    legal = session.legal_commands(session.to_move()[0])
    session.apply(legal[rng.randrange(len(legal))])
print(session.command_count, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == -signal.SIGKILL
    played = int(done.stdout.split()[0])
    recovered = recover(tmp_path / "killed.journal")
    assert recovered.session.command_count == played and recovered.dropped_lines == 0
    again = new_game("raxxon", 21, {"players": 3, "difficulty": "hard"})
    for turn in recovered.session.history[1:]:
        again.apply(turn.command)
    assert again.state == recovered.session.state


def test_the_load_list_speaks_the_players_language(tmp_path):
    """A save writes its summary in every language: the list need not replay the game."""
    from game.i18n import speaking
    path = tmp_path / "game.json"
    gamefile.save(played(), path)
    with speaking("de"):
        german = gamefile.summary(path).progress
    with speaking("en"):
        english = gamefile.summary(path).progress
    assert german != english and german.startswith("Tag") and english.startswith("Day")


def _an_alone_game_with_a_locate_answer():
    """The first seed whose bot game asks Locate before it ends (which seeds do depends on the station)."""
    for seed in range(1000, 1050):
        session = new_game("alone", seed, {"evil_players": 1}, seats=[SeatInfo(kind="bot", bot="heuristic")] * 2)
        while not session.state.located and session.to_move():
            session.apply(bot_move(session, session.to_move()[0], "heuristic"))
        if session.state.located:
            return session
    raise AssertionError("no bot game of seeds 1000-1049 asked Locate")


def test_an_alone_save_of_format_4_with_locate_answers_loads(tmp_path):
    """Format 4 kept the floor each Locate was asked from, format 5 the sector: the older save's
    snapshot no longer equals the fold, and is left out instead of refusing the game."""
    session = _an_alone_game_with_a_locate_answer()
    document = json.loads(gamefile.encode(session))
    board = board_of(session.state.scenario)
    document["version"] = 4
    document["snapshot"]["located"] = [[*entry[:3], board.floor(entry[3])] for entry in document["snapshot"]["located"]]
    loaded = gamefile.decode(json.dumps(document).encode())
    assert loaded.state == session.state
