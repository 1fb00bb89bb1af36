import os

# The whole suite runs headless, with no sound device, and never touches the player's own files.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("HOLDOUT_LANG", "en")

import pytest

# Long tests the fast lane (`make test-fast`: -m "not slow") leaves to the full run, each beside a
# quicker one that checks the same in the fast lane; CPU seconds as docs/measurements.md gives them.
# A test renamed since simply runs in the fast lane again.
FULL_RUN_ONLY = {
    # 12.6 s: plays Alone games until a creature the hero sees walks round a corner; the Evil
    # player's creature walking along its path stays
    "tests/ui/test_motion.py::test_the_hero_sees_a_creature_walk_round_a_corner_of_his_labyrinth",
    # 2.8 s: the whole screenshot tour in English; German, whose words run longer, stays
    "tests/ui/test_text_fits.py::test_every_text_fits_its_box_and_overlaps_none[en]",
    # 2.1 s: 48 whole games for a bot's strength (Raxxon's is in the full run too); the zeds'
    # checked playouts stay
    "tests/zeds/test_playout.py::test_the_heuristic_bot_beats_the_random_bot",
}


@pytest.hookimpl(tryfirst=True)          # before -m reads the marks
def pytest_collection_modifyitems(items):
    for item in items:
        if item.nodeid in FULL_RUN_ONLY:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("HOLDOUT_DATA_DIR", str(folder))
    return folder
