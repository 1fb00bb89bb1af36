"""The picture beside a save: written atomically under the save's name, read only when it is a
PNG of a sensible size, renamed and removed with its save."""

from game.engine import new_game
from saves import gamefile
from saves.paths import MAX_NAME_BYTES
from saves.rename import rename_save
from saves.thumbnail import MAX_BYTES, read_thumbnail, remove_thumbnail, thumbnail_path, write_thumbnail
from tests.helpers import png_claiming


def test_the_picture_lives_beside_its_save_and_is_read_back(tmp_path):
    save = tmp_path / "saves" / "Sunday game.json"
    picture = png_claiming(384, 216)
    write_thumbnail(save, picture)
    assert thumbnail_path(save) == save.with_name("Sunday game.png")
    assert read_thumbnail(save) == picture
    assert [p.name for p in save.parent.iterdir()] == ["Sunday game.png"]     # no temporary file left


def test_a_long_name_gets_a_picture_name_the_file_system_takes(tmp_path):
    save = tmp_path / ("n" * 250 + ".json")
    write_thumbnail(save, png_claiming(10, 10))
    assert len(thumbnail_path(save).name.encode()) <= MAX_NAME_BYTES and read_thumbnail(save) is not None


def test_what_is_no_sensible_picture_is_not_read(tmp_path):
    save = tmp_path / "game.json"
    for data in (b"", b"GIF89a", png_claiming(0, 5), png_claiming(5000, 10), b"\x89PNG\r\n\x1a\n" * 2,
                 png_claiming(20, 20) + b"x" * MAX_BYTES):
        thumbnail_path(save).write_bytes(data)
        assert read_thumbnail(save) is None
    thumbnail_path(save).unlink()
    thumbnail_path(save).mkdir()
    assert read_thumbnail(save) is None


def test_the_picture_follows_a_renamed_save_and_a_stale_one_is_dropped(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    pictured, plain = folder / "pictured.json", folder / "plain.json"
    for save in (pictured, plain):
        gamefile.save(new_game("raxxon", 2, {"players": 1}), save)
    write_thumbnail(pictured, png_claiming(4, 4))
    write_thumbnail(folder / "gone.json", png_claiming(8, 8))     # its save was removed by hand
    rename_save(tmp_path, pictured, "kept")
    assert read_thumbnail(folder / "kept.json") == png_claiming(4, 4)
    rename_save(tmp_path, plain, "gone")
    assert not thumbnail_path(folder / "gone.json").exists()       # no other game's picture for it
    remove_thumbnail(folder / "kept.json")
    remove_thumbnail(folder / "kept.json")
    assert sorted(p.name for p in folder.iterdir()) == ["gone.json", "kept.json"]
