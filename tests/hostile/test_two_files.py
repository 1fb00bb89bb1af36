"""A result written to two files, one after the other: a crash between the two writes loses
nothing, and two writers of one file at once take turns (issue 32, items 3 and 4).

A chapter's last move is journaled, then its campaign is written. The program is killed
between the two here (the campaign's write replaced by an exit), and each way the program later
finds the finished game, resumed, kept, listed by the campaign screen or loaded from a save,
brings the campaign up to date, once."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import msgspec
import pytest

from game.engine.playout import play_one
from saves import campaign, gamefile
from saves.journal import pending_journals, recover
from saves.paths import campaigns_dir, journal_dir
from scenes import games
from scenes.menu import MenuScene
from scenes.tables.heredity.campaign import CampaignScene
from scenes.tables.heredity.tour import WINNING_SEED
from tests.ui.conftest import click, frame

ROOT = Path(__file__).resolve().parents[2]
KILLED = 9
BOOK = "family.json"
MENDS = ("resume", "keep", "the campaign screen", "loading its save")


def killed_at_the_chapters_end(data_dir: Path) -> None:
    """Play chapter 1 of a new campaign to its end at a table in another process, which dies (as
    if killed) the moment its campaign would be written, after the last move is in the journal."""
    script = f"""
import os, sys
from pathlib import Path
from game.engine import new_game
from game.engine.playout import play_one
from saves import campaign
from scenes import games
from scenes.app import App
campaign.save(campaign.new_campaign("heredity"), Path(sys.argv[1]) / "campaigns" / "{BOOK}")
campaign.record = lambda *args, **kwargs: os._exit({KILLED})
played = play_one("heredity", {WINNING_SEED}, {{"chapter": 1, "players": 1}}, bot="heuristic")
app = App(data_dir=sys.argv[1], language="en", headless=True)
session = new_game("heredity", {WINNING_SEED}, {{"chapter": 1, "players": 1}})
session.header.campaign = "{BOOK}"
table = games.open_table(app, session, "heredity-chapter")
for turn in played.history[1:]:
    table.send(turn.command)
"""
    done = subprocess.run([sys.executable, "-c", script, str(data_dir)], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == KILLED, done.stderr[-2000:]


def attempts(data_dir: Path) -> int:
    book = campaign.load(campaigns_dir(data_dir) / BOOK)
    return book.chapters["1"].attempts if "1" in book.chapters else 0


def mend(app, data_dir: Path, how: str) -> None:
    app.reset(MenuScene(app))
    if how in ("resume", "keep"):
        app.offer_resume()
        click(app, app.top.buttons.find(how).rect.center)
    elif how == "the campaign screen":
        app.push(CampaignScene(app))
    else:
        app.offer_resume()
        click(app, app.top.buttons.find("keep").rect.center)
        # a save left by a Keep of before
        campaign.save(campaign.new_campaign("heredity"), campaigns_dir(data_dir) / BOOK)
        games.load(app, games.save_path(app, "heredity-chapter"))
    frame(app)


@pytest.mark.parametrize("how", MENDS)
def test_a_crash_between_a_chapters_last_move_and_its_campaign_loses_no_result(app, data_dir, how):
    killed_at_the_chapters_end(data_dir)
    journal = games.journal_path(app, "heredity-chapter")
    assert journal.exists() and recover(journal).session.outcome() is not None
    assert attempts(data_dir) == 0                                      # the result is not recorded
    mend(app, data_dir, how)
    book = campaign.load(campaigns_dir(data_dir) / BOOK)
    assert book.chapters["1"].won and len(book.carry.karma) == 9 and attempts(data_dir) == 1
    app.reset(MenuScene(app))                       # found again, kept, listed and loaded: merged once only
    app.offer_resume()
    if app.top.name == "resume":
        click(app, app.top.buttons.find("keep").rect.center)
    app.push(CampaignScene(app))
    frame(app)
    games.load(app, games.save_path(app, "heredity-chapter"))
    app.reset(MenuScene(app))
    assert attempts(data_dir) == 1 and not pending_journals(journal_dir(data_dir))


def test_the_same_game_found_again_is_merged_once_and_its_replay_counts_again(tmp_path):
    played = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    path = tmp_path / BOOK
    assert campaign.record(path, played)[1] and not campaign.record(path, played)[1]
    replayed = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    replayed.header.created = "2099-01-01T00:00:00+00:00"              # another game of the chapter
    assert campaign.record(path, replayed)[1]
    assert campaign.load(path).chapters["1"].attempts == 2


def test_a_version_2_campaign_takes_the_games_begun_before_its_last_write_as_merged(tmp_path):
    """Version 2 kept no list of games: found again, a game older than its last write is not
    counted twice; one begun later (a crash lost it) is merged."""
    played = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    book = campaign.add_save(campaign.new_campaign("heredity"), played)
    old = {**msgspec.to_builtins(book), "version": 2, "saved": "2030-01-01T00:00:00+00:00"}
    del old["games"], old["games_since"]
    path = tmp_path / BOOK
    path.write_bytes(msgspec.json.encode(old))
    played.header.created = "2029-12-31T00:00:00+00:00"
    assert not campaign.record(path, played, found=True)[1]
    played.header.created = "2030-01-02T00:00:00+00:00"
    assert campaign.record(path, played, found=True)[1] and campaign.load(path).chapters["1"].attempts == 2


def test_two_merges_of_one_campaign_at_once_both_count(tmp_path, monkeypatch):
    """Each merge reads the file, adds its game and writes it: without the file's lock, the
    second read the file before the first wrote it, and the first game was lost."""
    path = tmp_path / BOOK
    games_played = []
    for created in ("2030-01-01T00:00:00+00:00", "2030-01-02T00:00:00+00:00"):
        game = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
        game.header.created = created
        games_played.append(game)
    write = campaign.save

    def slow_write(book, where):             # a slow disk: the second merge comes meanwhile
        time.sleep(0.3)
        write(book, where)
    monkeypatch.setattr(campaign, "save", slow_write)
    merges = [threading.Thread(target=campaign.record, args=(path, game)) for game in games_played]
    for merge in merges:
        merge.start()
        time.sleep(0.05)
    for merge in merges:
        merge.join()
    book = campaign.load(path)
    assert book.chapters["1"].attempts == 2 and len(book.games) == 2


def test_the_harness_merges_a_chapter_once(tmp_path):
    played = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    save, book = tmp_path / "chapter.json", tmp_path / BOOK
    gamefile.save(played, save)
    for _ in range(2):
        done = subprocess.run([sys.executable, "-m", "game", "campaign", str(save), "--out", str(book)], cwd=ROOT,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    assert campaign.load(book).chapters["1"].attempts == 1


def test_a_campaign_file_the_player_removed_is_not_made_again(app, data_dir):
    played = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    played.header.campaign = "removed.json"
    gamefile.save(played, games.save_path(app, "finished"))
    played.header.campaign = None                          # begun without one: made at its end
    gamefile.save(played, games.save_path(app, "without"))
    assert campaign.catch_up(data_dir) == ["without.json"]
    assert not (campaigns_dir(data_dir) / "removed.json").exists()
