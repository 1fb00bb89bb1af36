"""A data folder nothing can be written in: read-only, a file where the folder should be, or a
path under a regular file (issue 32, item 8). New game, Load, Rename, Resume, Discard, Keep aside
and the campaign's start each go on or refuse with the system's reason; none crashes, and nothing
in the folder changes. The errors are the operating system's own: permissions where they hold,
a read-only bind mount where one can be made, and where neither stops a writer (root), the
write refused at the OS call with the read-only file system's errno."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import new_game
from saves import campaign, gamefile
from saves.journal import Journal
from saves.paths import campaigns_dir, journal_dir, saves_dir
from scenes.app import App
from scenes.leaving import NotSavedScene
from scenes.menu import MenuScene
from scenes.resume import ResumeScene, pending_resume
from tests.hostile.conftest import give_back_writing, make_read_only
from tests.ui.conftest import click, frame

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("read-only", "a file", "under a file")


def fill(root: Path) -> None:
    """A save, a crashed game's journal, a damaged journal and a campaign."""
    gamefile.save(new_game("raxxon", 2, {"players": 1}), saves_dir(root) / "sunday.json")
    Journal(new_game("raxxon", 3, {"players": 1}), journal_dir(root) / "raxxon-crashed.journal").close(remove=False)
    (journal_dir(root) / "raxxon-damaged.journal").write_bytes(b"\xff not a journal")
    os.utime(journal_dir(root) / "raxxon-crashed.journal", (1, 1))        # the damaged one is newer
    campaign.save(campaign.new_campaign("heredity"), campaigns_dir(root) / "family.json")


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()} \
        if root.is_dir() else {}


def toasted(app, words: str) -> bool:
    return any(words in message for message, _, _ in app.toasts)


@pytest.fixture(params=KINDS)
def unwritable(request, tmp_path, monkeypatch):
    """(the program started on a data folder nothing can be written in, that folder, its kind)."""
    kind = request.param
    root = tmp_path / "data"
    if kind == "read-only":
        fill(root)
        make_read_only(root, monkeypatch)
    elif kind == "a file":
        root.write_bytes(b"not a folder")
    else:
        (tmp_path / "file").write_bytes(b"a file")
        root = tmp_path / "file" / "data"
    app = App(data_dir=str(root), language="en", headless=True)
    yield app, root, kind
    app.shutdown()
    monkeypatch.undo()
    if kind == "read-only":
        give_back_writing(root)


# ---- what a player does, each step checked where it can be done ------------------------------------
def start_a_new_game(app) -> None:
    """New game from the menu: the table plays with autosave off, and leaving says the save failed."""
    app.reset(MenuScene(app))
    frame(app)
    click(app, app.top.buttons.find("new").rect.center)
    click(app, app.top.buttons.find("start").rect.center)
    table = app.top
    assert table.name == "raxxon" and table.control.journal is None and toasted(app, "Autosave is off")
    assert table.send(table.session.legal_commands(0)[0])
    app.quit()                                          # closing the window: the save fails, it asks
    assert isinstance(app.top, NotSavedScene) and app.running
    click(app, app.top.buttons.find("leave").rect.center)
    assert not app.running
    app.running = True


def start_a_campaign(app) -> None:
    """A new campaign: its file cannot be written, and the screen says why."""
    app.reset(MenuScene(app))
    frame(app)
    click(app, app.top.buttons.find("campaign").rect.center)
    click(app, app.top.buttons.find("new").rect.center)
    assert app.top.name == "campaign" and toasted(app, "could not be written")


def load_rename_and_resume(app) -> None:
    """A read-only folder still holds its games: each is read and played; each change refused."""
    app.reset(MenuScene(app))
    frame(app)
    click(app, app.top.buttons.find("load").rect.center)
    assert [entry.path.name for entry in app.top.entries] == ["sunday.json"]
    click(app, app.top.buttons.find("rename").rect.center)
    app.top.naming.set_text("monday")
    click(app, app.top.buttons.find("rename_confirm").rect.center)
    assert app.top.name == "load" and toasted(app, "cannot write in the folder")
    click(app, app.top.buttons.find("rename_cancel").rect.center)
    click(app, app.top.buttons.find("load").rect.center)
    assert app.top.name == "raxxon" and app.top.control.journal is None
    app.top.control.close_files(keep_journal=False)
    app.reset(MenuScene(app))
    app.offer_resume()
    damaged = app.top
    assert damaged.name == "resume" and damaged.recovered is None
    app.toasts.clear()
    click(app, damaged.buttons.find("keep").rect.center)            # keep aside: a rename, refused
    assert app.top is damaged and toasted(app, "could not be changed")
    app.toasts.clear()
    click(app, damaged.buttons.find("discard").rect.center)
    click(app, damaged.buttons.find("confirm").rect.center)
    assert app.top is damaged and toasted(app, "could not be changed")
    app.reset(MenuScene(app))
    crashed = ResumeScene(app, journal_dir(app.data_root) / "raxxon-crashed.journal")
    app.push(crashed)
    frame(app)
    click(app, crashed.buttons.find("discard").rect.center)
    click(app, crashed.buttons.find("confirm").rect.center)
    assert app.top is crashed
    click(app, crashed.buttons.find("cancel").rect.center)
    click(app, crashed.buttons.find("keep").rect.center)            # as a save: cannot be written
    assert app.top is crashed and toasted(app, "could not be saved")
    click(app, crashed.buttons.find("resume").rect.center)
    assert app.top.name == "raxxon" and app.top.control.journal is None
    app.top.control.close_files(keep_journal=False)
    app.reset(MenuScene(app))


def every_action(app, root: Path, kind: str) -> None:
    before = snapshot(root)
    start_a_new_game(app)
    start_a_campaign(app)
    if kind == "read-only":
        load_rename_and_resume(app)
    else:
        assert pending_resume(app) is None
    assert snapshot(root) == before


def test_nothing_crashes_in_a_data_folder_nothing_can_be_written_in(unwritable):
    app, root, kind = unwritable
    every_action(app, root, kind)


@pytest.mark.skipif(shutil.which("unshare") is None or sys.platform != "linux", reason="needs Linux' unshare")
def test_nothing_crashes_on_a_read_only_mount(tmp_path):
    """The same, on a real read-only file system: a bind mount in a mount namespace of its own."""
    root = tmp_path / "data"
    fill(root)
    script = ("import sys; from tests.hostile.test_read_only import on_mount; on_mount(sys.argv[1])")
    done = subprocess.run(["unshare", "-m", "sh", "-c", 'mount --bind -o ro "$1" "$1" && exec "$2" -c "$3" "$1"',
                           "sh", str(root), sys.executable, script], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    if "mount:" in done.stderr or "unshare:" in done.stderr:
        pytest.skip(f"no read-only mount here: {done.stderr.strip()[:200]}")
    assert done.returncode == 0 and "read-only mount: ok" in done.stdout, done.stderr[-3000:]


def on_mount(folder: str) -> None:
    """Run inside the mount namespace, where `folder` is mounted read-only."""
    root = Path(folder)
    assert not os.access(root, os.W_OK)
    app = App(data_dir=folder, language="en", headless=True)
    every_action(app, root, "read-only")
    app.shutdown()
    print("read-only mount: ok")
