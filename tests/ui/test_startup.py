"""The menu's first frame waits for nothing it does not show: no title's rules, content or words, no
save code, no screenshot tour, no pygame-gui manager (issue: start-up within 1.3x an empty
window; benchmarks/startup.py measures it). Of a title's table package it reads only the record
in its `__init__` (`scenes.programs`: the title's entries on the menu)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import re, sys, time
import game.i18n
read, catalog_of = set(), game.i18n.domain_translations
def reading(lang, domain):
    read.add(domain)
    return catalog_of(lang, domain)
game.i18n.domain_translations = reading
from scenes.app import App
from scenes.menu import MenuScene
app = App(data_dir=sys.argv[1])
app.push(MenuScene(app))
app.offer_resume()
app.frame(0.0, [])
record = re.compile(r"scenes\\.tables(\\.\\w+)?$")       # the table packages' program records
loaded = [name for name in sys.modules if name.startswith(("game.titles", "saves.gamefile", "saves.journal",
                                                            "scenes.tour", "scenes.tables", "scenes.newgame"))
          and not record.match(name)]
print(",".join(sorted(loaded)))
print(app.top._ui is None)
print(",".join(sorted(read)))
"""


def test_the_first_menu_frame_imports_nothing_the_menu_does_not_show(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=True)
    loaded, no_manager, catalogs = done.stdout.splitlines()[-3:]
    assert loaded == ""
    assert no_manager == "True"
    assert set(catalogs.split(",")) <= {"ui", "campaign", "saves", "engine"}     # no title's words


def test_a_pending_journal_is_still_offered_at_start(tmp_path):
    from scenes.app import App
    from scenes.menu import MenuScene
    (tmp_path / "journal").mkdir()
    (tmp_path / "journal" / "game.journal").write_text("not a journal", encoding="utf-8")
    app = App(data_dir=tmp_path, headless=True)
    try:
        app.push(MenuScene(app))
        app.offer_resume()
        assert app.top.name == "resume"
    finally:
        app.shutdown()
