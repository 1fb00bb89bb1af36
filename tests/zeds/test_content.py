"""The content files: counts the rules rely on, sources marked, and errors that name the entry."""

import shutil
from pathlib import Path

import pytest

from game.titles.zeds.content import CONTENT_DIR, ContentError, content, load_content


def test_the_a_side_map():
    """Regel 4 ("Wege"): four paths of a start space, six spaces and a town space; the centre."""
    c = content()
    assert list(c.path_spaces) == ["forest", "mountain", "highway", "suburbs"]
    assert all(len(ids) == 8 for ids in c.path_spaces.values())
    kinds = {sid: spot.kind for sid, spot in c.spaces.items()}
    assert [kinds[f"forest:{n}"] for n in ("start", 6, 5, 4, 3, 2, 1, 0)] == \
        ["start", "plain", "plain", "village", "named", "plain", "plain", "town"]
    assert sum(1 for kind in kinds.values() if kind == "village") == 5
    assert c.spaces["forest:3"].name["de"] == "Die Farm" and c.spaces["mountain:2"].name["de"] == "Campingplatz"
    assert (c.spaces["centre"].defence, c.spaces["forest:0"].defence, c.spaces["forest:4"].defence,
            c.spaces["forest:5"].defence) == (2, 2, 1, 0)


def test_the_counters_and_the_roster():
    c = content()
    assert len(c.zeds) == 34 and c.zed_hits_per_side == 3
    heroes = [uid for uid, unit in c.units.items() if unit.kind != "civilian"]
    assert heroes == ["piazza", "hernandez", "schmidt", "hunt", "furies", "johnson"]
    assert [c.units[u].move for u in heroes] == [5, 4, 4, 4, 3, 4]
    assert sum(1 for unit in c.units.values() if unit.kind == "civilian") == 7
    assert c.units["johnson"].start == "reserve"


def test_the_decks():
    c = content()
    assert sorted(card.kind for card in c.events.values() if card.act == 5) == ["finale", "finale"]
    assert sum(1 for card in c.events.values() if card.kind == "brains") == 2
    assert len(c.story) == 8


def test_every_entry_names_its_source():
    c = content()
    entries = list(c.events.values()) + list(c.story.values()) + list(c.zeds.values()) + list(c.units.values()) \
        + list(c.spaces.values())
    assert {entry.source for entry in entries} <= {"rulebook", "research", "authored"}


def _broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    text = (folder / name).read_text(encoding="utf-8")
    assert old in text
    (folder / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_a_wrong_field_names_the_entry_and_the_field(tmp_path):
    folder = _broken(tmp_path, "events.toml", "actions = 3", 'actions = "three"')
    with pytest.raises(ContentError) as error:
        load_content(folder)
    assert "events.toml" in str(error.value) and "'hunting_cabin'" in str(error.value) and "actions" in str(error.value)


def test_a_wrong_reference_names_the_entry(tmp_path):
    folder = _broken(tmp_path, "story.toml", 'space = "mountain:2"', 'space = "mountain:9"')
    with pytest.raises(ContentError) as error:
        load_content(folder)
    assert "story lake, effect.space" in str(error.value)


def test_a_wrong_count_is_refused(tmp_path):
    folder = _broken(tmp_path, "zeds.toml", "{ full = 9, reduced = 4, copies = 1",
                     "{ full = 9, reduced = 4, copies = 2")
    with pytest.raises(ContentError) as error:
        load_content(folder)
    assert "want 34 counters" in str(error.value)
