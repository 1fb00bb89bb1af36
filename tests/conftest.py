import os

# The whole suite runs headless, with no sound device, and never touches the player's own files.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("HOLDOUT_LANG", "en")

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("HOLDOUT_DATA_DIR", str(folder))
    return folder
