"""Hostile and damaged files: each is refused with one clear reason (exit 2 at the harness),
never a traceback, never a hang, never a change to any file; the program offers damaged files
as damaged and lets the player delete or discard them, asking first."""

from __future__ import annotations

import contextlib
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import RuleError, new_game
from game.engine.playout import play_one
from game.titles.heredity.carry import DIED
from game.titles.heredity.content import content
from saves import campaign, gamefile
from saves.atomic import NotARegularFile, atomic_write
from saves.journal import Journal, recover
from saves.paths import campaigns_dir
from scenes import games
from scenes.loadgame import LoadScene
from scenes.menu import MenuScene
from scenes.resume import pending_resume
from scenes.tables.heredity.campaign import record_chapter
from scenes.tables.heredity.tour import WINNING_SEED
from tests.helpers import signed
from tests.ui.conftest import click, frame

ROOT = Path(__file__).resolve().parents[2]


def harness(*args, timeout: float = 30):
    done = subprocess.run([sys.executable, "-m", "game", *map(str, args)], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)
    return done.returncode, done.stderr


def a_save(tmp_path: Path, title: str = "raxxon", options: dict | None = None) -> Path:
    path = tmp_path / f"{title}.json"
    gamefile.save(new_game(title, 1, options or {}), path)
    return path


def with_bad_byte(data: bytes) -> bytes:
    at = data.index(b'"progress":"') + len(b'"progress":"')
    return data[:at] + b"\xff\xfe" + data[at:]


# ---- the harness -------------------------------------------------------------------------------------
def test_a_save_with_a_byte_that_is_not_text_is_refused(tmp_path):
    path = a_save(tmp_path)
    path.write_bytes(with_bad_byte(path.read_bytes()))
    before = path.read_bytes()
    code, err = harness("show", path)
    assert code == 2 and "saves.not_utf8" in err and "Traceback" not in err
    assert path.read_bytes() == before


def test_a_named_pipe_is_never_opened(tmp_path):
    """A pipe would block a reader until someone writes to it."""
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    code, err = harness("show", pipe, timeout=20)
    assert code == 2 and "not a regular file" in err


def test_new_does_not_replace_a_file_without_force(tmp_path):
    path = a_save(tmp_path)
    before = path.read_bytes()
    code, err = harness("new", "raxxon", "--seed", 9, "--out", path)
    assert code == 2 and "--force" in err and path.read_bytes() == before
    assert harness("new", "raxxon", "--seed", 9, "--out", path, "--force")[0] == 0
    assert path.read_bytes() != before


def test_a_save_naming_an_unknown_bot_is_refused_when_loaded(tmp_path):
    path = a_save(tmp_path, options={"players": 2})
    data = json.loads(path.read_text())
    data["seats"][1] = {"kind": "bot", "bot": "genius", "name": ""}
    path.write_bytes(signed(data))
    code, err = harness("show", path)
    assert code == 2 and "saves.unknown_bot" in err


def test_a_save_giving_alones_hero_the_search_bot_loads(tmp_path):
    """The search bot plays the hero too, on maps made up around his labyrinth."""
    path = a_save(tmp_path, "alone")
    data = json.loads(path.read_text())
    data["seats"][0] = {"kind": "bot", "bot": "search", "name": ""}
    path.write_bytes(signed(data))
    code, _ = harness("show", path)
    assert code == 0


@pytest.mark.parametrize("campaign", ["../../escape/evil.json", "/tmp/evil.json", "sub/evil.json", ".."])
def test_a_save_cannot_name_a_campaign_file_outside_the_campaigns_folder(tmp_path, campaign):
    """The table writes the campaign named in the save when a chapter ends: only a plain name."""
    path = a_save(tmp_path, "heredity")
    data = json.loads(path.read_text())
    data["campaign"] = campaign
    path.write_bytes(signed(data))
    with pytest.raises(RuleError) as refused:
        gamefile.load(path)
    assert refused.value.code == "saves.campaign_path"


def test_a_campaign_file_with_a_byte_that_is_not_text_is_refused(tmp_path):
    book = tmp_path / "book.json"
    book.write_bytes(b'{"format": "holdout-campaign", "version": 1, "name": "\xff"}')
    code, err = harness("new", "heredity", "--seed", 1, "--campaign", book, "--out", tmp_path / "out.json")
    assert code == 2 and "saves.not_utf8" in err and not (tmp_path / "out.json").exists()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=400), st.integers(min_value=0, max_value=2000))
def test_any_bytes_spliced_into_a_save_are_refused_or_loaded_never_a_crash(tmp_path, junk, at):
    data = a_save(tmp_path).read_bytes()
    at = min(at, len(data))
    damaged = data[:at] + junk + data[at:]
    path = tmp_path / "damaged.json"
    path.write_bytes(damaged)
    with contextlib.suppress(RuleError):         # refused is fine; anything else fails the test
        gamefile.load(path)
    assert path.read_bytes() == damaged


# ---- the autosave journal ------------------------------------------------------------------------------
def test_a_journal_with_a_byte_that_is_not_text_is_offered_as_damaged(app, data_dir):
    session = new_game("raxxon", 3, {"players": 2})
    path = games.journal_path(app, "raxxon-crashed")
    journal = Journal(session, path)
    journal._file.close()
    path.write_bytes(with_bad_byte(path.read_bytes()))
    with pytest.raises(RuleError):
        recover(path)
    resume = pending_resume(app)                  # the program starts: no crash, the dialog says why
    assert resume is not None and resume.recovered is None and "UTF-8" in resume.problem


def test_a_damaged_later_line_of_a_journal_is_dropped(app, data_dir):
    session = new_game("raxxon", 3, {"players": 2})
    path = games.journal_path(app, "raxxon-cut")
    journal = Journal(session, path)
    session.apply(session.legal_commands(0)[0])
    journal._file.close()
    path.write_bytes(path.read_bytes() + b'{"turn": "\xff"}\n')
    recovered = recover(path)
    assert recovered.dropped_lines == 1 and recovered.session.state == session.state


# ---- the program: delete and discard, asking first ------------------------------------------------------
def test_the_load_screen_deletes_an_unreadable_file_after_asking(app, data_dir):
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    gamefile.save(new_game("raxxon", 2, {"players": 1}), folder / "good.json")
    (folder / "bad.json").write_bytes(b"\xff not a save")
    app.reset(MenuScene(app))
    app.push(LoadScene(app))
    frame(app)
    bad = next(i for i, e in enumerate(app.top.entries) if e.path.name == "bad.json")
    click(app, app.top.row_rect(bad).center)
    assert not app.top.buttons.find("load").enabled
    click(app, app.top.buttons.find("delete").rect.center)
    assert (folder / "bad.json").exists()                      # only asked so far
    click(app, app.top.buttons.find("cancel").rect.center)
    assert (folder / "bad.json").exists()
    click(app, app.top.buttons.find("delete").rect.center)
    click(app, app.top.buttons.find("confirm").rect.center)
    assert not (folder / "bad.json").exists() and (folder / "good.json").exists()
    assert [e.path.name for e in app.top.entries] == ["good.json"]


def test_the_resume_dialog_discards_a_journal_after_asking(app, data_dir):
    session = new_game("raxxon", 3, {"players": 2})
    path = games.journal_path(app, "raxxon-crashed")
    Journal(session, path)._file.close()
    app.reset(MenuScene(app))
    app.push(pending_resume(app))
    frame(app)
    click(app, app.top.buttons.find("discard").rect.center)
    assert path.exists()
    click(app, app.top.buttons.find("cancel").rect.center)
    click(app, app.top.buttons.find("discard").rect.center)
    click(app, app.top.buttons.find("confirm").rect.center)
    assert not path.exists() and app.top.name == "menu"


def test_an_edited_history_or_a_fake_header_is_caught_by_the_checksum(tmp_path):
    """A save's moves or its summary changed by hand or by damage: refused with that reason,
    and the Load list shows it as damaged instead of its claims."""
    path = a_save(tmp_path)
    data = json.loads(path.read_text())
    for change in ({"outcome": "win"}, {"progress": "Day 9, all evacuated"}, {"commands": 40}):
        path.write_text(json.dumps({**data, **change}))
        for read in (gamefile.load, gamefile.summary):
            with pytest.raises(RuleError) as refused:
                read(path)
            assert refused.value.code == "saves.checksum"


JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=12),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                   max_size=4), max_leaves=12)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["raxxon", "zeds", "heredity", "alone"]),
       st.dictionaries(st.sampled_from(["type", "seat", "card", "cell", "unit", "to", "member", "action",
                                        "target", "weapon", "direction", "item", "index", "yes"]),
                       JSON_VALUES, max_size=5),
       st.binary(max_size=40))
def test_any_command_is_refused_with_a_reason_or_applied_never_a_crash(title, fields, junk):
    session = new_game(title, 1, {})
    before = session.state
    for raw in (fields, junk, junk.decode("latin-1")):
        try:
            session.apply(raw)
        except RuleError:
            assert session.state == before or session.command_count == 1


def test_a_command_with_bytes_that_are_not_text_exits_2(tmp_path):
    """A shell hands a byte that is not UTF-8 to Python as a lone surrogate."""
    path = a_save(tmp_path)
    done = subprocess.run([sys.executable.encode(), b"-m", b"game", b"apply", str(path).encode(),
                           b'{"type": "pass\xff", "seat": 0}'], cwd=ROOT, capture_output=True, timeout=60)
    assert done.returncode == 2 and b"not UTF-8" in done.stderr


# ---- links in the folders the program lists (issue 32, item 6) ------------------------------------------
LINKS = {"dangling": lambda link: link.symlink_to(link.parent / "gone"),
         "looping": lambda link: link.symlink_to(link.name)}
LISTED = (("journal", "linked.journal"), ("saves", "linked.json"), ("campaigns", "linked.json"))


def links_in_every_listed_folder(data_dir: Path, kind: str) -> None:
    for folder, name in LISTED:
        (data_dir / folder).mkdir(parents=True, exist_ok=True)
        LINKS[kind](data_dir / folder / name)


@pytest.mark.parametrize("kind", LINKS)
def test_a_link_that_leads_nowhere_in_a_listed_folder_is_offered_as_damaged(app, data_dir, kind):
    """A dangling or looping link in journal/ stopped every start; in campaigns/ the campaign
    screen. Each is listed as damaged, and set aside or deleted like any damaged file."""
    links_in_every_listed_folder(data_dir, kind)
    app.reset(MenuScene(app))
    app.offer_resume()                                    # the start
    assert app.top.name == "resume" and app.top.recovered is None and app.top.problem
    frame(app)
    click(app, app.top.buttons.find("keep").rect.center)            # keep aside: the link is renamed
    assert app.top.name == "menu" and (data_dir / "journal" / "linked.journal.unreadable").is_symlink()
    click(app, app.top.buttons.find("load").rect.center)
    assert [(e.path.name, e.summary) for e in app.top.entries] == [("linked.json", None)]
    click(app, app.top.buttons.find("delete").rect.center)
    click(app, app.top.buttons.find("confirm").rect.center)
    assert not (data_dir / "saves" / "linked.json").is_symlink() and app.top.entries == []
    app.reset(MenuScene(app))
    click(app, app.top.buttons.find("campaign").rect.center)
    assert app.top.name == "campaign" and [e.book for e in app.top.entries] == [None]
    frame(app)


@pytest.mark.parametrize("kind", LINKS)
def test_the_program_starts_with_a_link_that_leads_nowhere_in_every_listed_folder(data_dir, kind):
    """The whole start, as `holdout` runs it (it stops at its first frame drawn)."""
    links_in_every_listed_folder(data_dir, kind)
    done = subprocess.run([sys.executable, "-m", "scenes", "--data-dir", str(data_dir)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "HOLDOUT_LAUNCHED_AT": "0"})
    assert done.returncode == 0 and "first-frame-seconds" in done.stdout, done.stderr[-2000:]


# ---- shared or damaged campaign files (issue 32, item 9) ---------------------------------------------------
def a_campaign_record(outcome: str = "ch1_drive_off") -> dict:
    return {"outcome": outcome, "won": True, "attempts": 1, "start": {}, "result": {}}


DAMAGED_CAMPAIGNS = {
    "a chapter key that is not a number": {"one": a_campaign_record()},
    "a chapter this content does not have": {"9": a_campaign_record()},
    "a NUL in an outcome": {"1": a_campaign_record("ch1_drive_off\x00")},
    "an ending this content does not have": {"1": a_campaign_record("ch9_elsewhere")},
}


def a_damaged_campaign(path: Path, chapters: dict) -> None:
    book = json.loads(campaign.encode(campaign.new_campaign("heredity")))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({**book, "chapters": chapters}))


@pytest.fixture(scope="module")
def chapter_won():
    return play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")


@pytest.mark.parametrize("damage", DAMAGED_CAMPAIGNS)
def test_a_damaged_campaign_file_is_listed_as_unreadable_and_a_chapters_end_says_so(app, data_dir, damage,
                                                                                    chapter_won):
    path = campaigns_dir(data_dir) / "shared.json"
    a_damaged_campaign(path, DAMAGED_CAMPAIGNS[damage])
    before = path.read_bytes()
    with pytest.raises(RuleError):
        campaign.load(path)
    app.reset(MenuScene(app))
    click(app, app.top.buttons.find("campaign").rect.center)
    entry = app.top.entries[0]
    assert entry.book is None and entry.problem
    click(app, app.top.row_rect(0).center)
    frame(app)
    chapter_won.header.campaign = path.name
    record_chapter(app, chapter_won, "heredity-won")        # the chapter's end at the table
    assert any("could not" in message.lower() for message, _, _ in app.toasts)
    assert path.read_bytes() == before


def test_every_way_a_chapter_can_end_is_read_back(tmp_path):
    """The check of a campaign's outcomes refuses only what no chapter can end with."""
    for outcome in (*content().endings, DIED):
        path = tmp_path / f"{outcome}.json"
        a_damaged_campaign(path, {"1": a_campaign_record(outcome)})
        assert campaign.load(path).chapters["1"].outcome == outcome


def test_a_chapters_end_does_not_write_through_a_link_in_campaigns(app, data_dir, chapter_won):
    folder = campaigns_dir(data_dir)
    folder.mkdir(parents=True)
    (folder / "shared.json").symlink_to(folder / "elsewhere.json")
    chapter_won.header.campaign = "shared.json"
    record_chapter(app, chapter_won, "heredity-won")
    assert (folder / "shared.json").is_symlink() and not (folder / "elsewhere.json").exists()


def test_a_save_naming_its_campaign_with_a_nul_is_refused(tmp_path):
    path = a_save(tmp_path, "heredity")
    data = json.loads(path.read_text())
    data["campaign"] = "family\x00.json"
    path.write_bytes(signed(data))
    with pytest.raises(RuleError) as refused:
        gamefile.load(path)
    assert refused.value.code == "saves.campaign_path"


# ---- writing only regular files or new names (issue 32, item 11) -------------------------------------------
def test_an_atomic_write_replaces_only_a_regular_file(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "link").symlink_to(tmp_path / "target")
    (tmp_path / "folder").mkdir()
    for name in ("pipe", "link", "folder"):
        with pytest.raises(NotARegularFile):
            atomic_write(tmp_path / name, b"data")
    assert (tmp_path / "link").is_symlink() and not (tmp_path / "target").exists()
    assert stat.S_ISFIFO(os.lstat(tmp_path / "pipe").st_mode)
    atomic_write(tmp_path / "new", b"data")
    atomic_write(tmp_path / "new", b"again")
    assert (tmp_path / "new").read_bytes() == b"again"
