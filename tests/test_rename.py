"""Renaming a save: the player's name becomes the file's, and a bad name, a name taken or an
open game is refused with the reason, changing nothing (saves/rename.py)."""

from __future__ import annotations

import pytest

from game.engine import RuleError, new_game
from saves import gamefile
from saves.lock import locked
from saves.paths import journal_dir, saves_dir
from saves.rename import rename_save


def saved(root, name="raxxon-20261124-101010-5"):
    folder = saves_dir(root)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    gamefile.save(new_game("raxxon", 5, {"players": 2, "difficulty": "normal"}), path)
    return path


def test_a_save_takes_the_name_given_and_still_loads(tmp_path):
    path = saved(tmp_path)
    renamed = rename_save(tmp_path, path, "  Friday night — Mia & Tom ")
    assert renamed.name == "Friday night — Mia & Tom.json" and not path.exists()
    assert gamefile.load(renamed).header.title == "raxxon"


@pytest.mark.parametrize("name, code", [("", "saves.bad_name"), ("  ", "saves.bad_name"), ("..", "saves.bad_name"),
                                        (".hidden", "saves.bad_name"), ("a/b", "saves.bad_name"),
                                        ("a\\b", "saves.bad_name"), ("tab\there", "saves.bad_name"),
                                        ("x" * 61, "saves.name_too_long")])
def test_a_name_that_cannot_be_a_file_name_is_refused(tmp_path, name, code):
    path = saved(tmp_path)
    with pytest.raises(RuleError) as refused:
        rename_save(tmp_path, path, name)
    assert refused.value.code == code and path.exists()
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_another_saves_name_is_refused_and_neither_file_changes(tmp_path):
    path, other = saved(tmp_path), saved(tmp_path, "Taken")
    before = other.read_bytes()
    with pytest.raises(RuleError) as refused:
        rename_save(tmp_path, path, "Taken")
    assert refused.value.code == "saves.name_taken"
    assert other.read_bytes() == before and path.exists()


def test_an_open_game_is_not_renamed(tmp_path):
    path = saved(tmp_path)
    with locked(journal_dir(tmp_path) / f"{path.stem}.journal"), pytest.raises(RuleError) as refused:
        rename_save(tmp_path, path, "Elsewhere")
    assert refused.value.code == "saves.locked" and path.exists()
