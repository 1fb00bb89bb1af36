"""What a release carries besides the program: its version, its icon, the licences of everything
bundled (gathered from the installed distributions)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

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


def leave_out():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import leave_out
    finally:
        sys.path.pop(0)
    return leave_out


# Every module of the program imported (as the build's hidden imports bundle them), then the smoke
# tour played: every scene drawn, bots moving at every table.
IMPORTS_ALONG_THE_SMOKE = """
import json, pkgutil, sys, tempfile
import game, saves, scenes
for package in (game, saves, scenes):
    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if not module.name.endswith("__main__"):
            __import__(module.name)
from scenes.app import main
code = main(["--smoke", "--data-dir", tempfile.mkdtemp()])
print(json.dumps(sorted(sys.modules)))
sys.exit(code)
"""


def test_the_program_imports_nothing_the_release_leaves_out():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", IMPORTS_ALONG_THE_SMOKE], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    imported = json.loads(done.stdout.splitlines()[-1])
    left_out = leave_out().MODULES
    assert "ssl" in left_out and "pickle" in left_out
    assert [name for name in imported if name.split(".")[0] in left_out or name in left_out] == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_release_keeps_the_pygame_gui_fonts_its_ui_managers_know(tmp_path, language):
    import pygame_gui

    from game import i18n
    from scenes.app import App
    from scenes.menu import MenuScene
    with i18n.speaking(i18n.language()):            # the app sets the language: the next test's as it was
        app = App(data_dir=tmp_path, language=language, headless=True)
        try:
            fonts = MenuScene(app).ui.get_theme().get_font_dictionary()
            known = {where.resource for paths in fonts.known_font_paths.values() for where, _ in paths
                     if getattr(where, "package", None) == "pygame_gui.data"}
        finally:
            app.shutdown()
    kept = set(leave_out().PYGAME_GUI_FONTS)
    assert known == kept
    shipped = [path.name for path in (Path(pygame_gui.__file__).parent / "data").iterdir()]
    unused = {name for name in shipped if leave_out().unused_font(f"pygame_gui/data/{name}")}
    assert "NotoSansSC-Regular.otf" in unused and set(shipped) - unused >= kept
    assert not leave_out().unused_font("assets/fonts/DejaVuSans.ttf")


def installs(target: str) -> list[str]:
    """The pip installs `make TARGET` runs on a fresh clone (a dry run, every step taken anew)."""
    done = subprocess.run(["make", "--dry-run", "--always-make", target], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, check=True)
    return [line for line in done.stdout.splitlines() if "pip install" in line]


def test_playing_installs_only_what_the_program_needs_and_testing_the_tools_too():
    assert [line.split()[-1] for line in installs("play")] == ["."]
    for target in ("test", "test-fast", "lint", "package"):
        assert installs(target)[-1].endswith("'.[test,build]'"), target


def test_the_licence_is_an_spdx_expression():
    """A licence table is deprecated by setuptools, which warned of it on every install."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"
    assert project["build-system"]["requires"] == ["setuptools>=77"]     # the first to read one
