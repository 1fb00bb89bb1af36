"""What a release carries besides the program: its version, its icon, the licences of everything
bundled (gathered from the installed distributions)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game import __version__

ROOT = Path(__file__).resolve().parents[1]


def test_the_program_says_its_version():
    done = subprocess.run([sys.executable, "-m", "scenes", "--version"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == f"Holdout {__version__}"


def test_the_version_lives_in_one_place():
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert 'dynamic = ["version"]' in pyproject and 'attr = "game.__version__"' in pyproject


def test_the_licences_of_everything_bundled_are_gathered(tmp_path):
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import gather_licences
    finally:
        sys.path.pop(0)
    listing = gather_licences.write(tmp_path).read_text(encoding="utf-8")
    for component in ("Python", "pygame-ce", "pygame_gui", "msgspec", "platformdirs", "DejaVu", "SDL2"):
        assert component in listing, component
    assert "LGPL" in listing and "replace" in listing
    assert (tmp_path / "LICENSES" / "Python-LICENSE.txt").is_file()
    assert any((tmp_path / "LICENSES").glob("msgspec-*"))


def test_the_icon_is_drawn_and_committed():
    import pygame
    icon = pygame.image.load(str(ROOT / "assets" / "icon.png"))
    assert icon.get_size() == (256, 256)
