"""An error nothing expected, caught by the main loop (`App.crashed`): the game in play is kept
(its journal has every move; the next start, or the menu from here, offers it back), a crash
report is written into the data folder (version, system, the screens open, the game, the
traceback), and this screen says so and offers the menu.

A damaged unpack is told by name: a file of the program's own that is missing (a card content
file, a font) is named, with what to do."""

from __future__ import annotations

import contextlib
import platform
import sys
import time
import traceback
from pathlib import Path

import pygame

from game import __version__
from game.i18n import tr
from game.paths import program_root
from saves.atomic import atomic_write
from scenes import style
from scenes.form import PANEL, FormScene
from scenes.widgets.button import Button

REPORTS = "crash-reports"


def missing_file(error: BaseException) -> str | None:
    """The program's own file whose absence caused `error` (through its causes), or None."""
    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, FileNotFoundError):
            named = str(seen.filename) if seen.filename else str(seen)
            if str(program_root()) in named:
                return seen.filename or named.rstrip(".").rpartition(": ")[2].strip("'")
        seen = seen.__cause__ or seen.__context__
    return None


def games_in_play(app) -> list[str]:
    """The games open at a table in the scene stack (a replay's is none), as title and game id."""
    return [f"{scene.title_name} ({scene.game_id})" for scene in app.stack
            if hasattr(scene, "control") and not scene.control.closed]


def report_text(app, error: BaseException) -> str:
    games = games_in_play(app)
    build = "frozen build" if getattr(sys, "frozen", False) else "from source"
    lines = [
        f"Holdout {__version__} crash report",
        f"When: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"System: {platform.platform()}; Python {platform.python_version()}; pygame-ce {pygame.version.ver}; "
        f"SDL {'.'.join(map(str, pygame.get_sdl_version()))}; {build}",
        f"Game: {', '.join(games) if games else 'none'}",
        f"Screens: {' > '.join(getattr(scene, 'name', type(scene).__name__) for scene in app.stack)}",
        "",
        *traceback.format_exception(error),
    ]
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def write_report(app, error: BaseException) -> tuple[Path | None, str]:
    """The report written into the data folder: its path, or None and the reason it could not be
    (then it goes to the error stream instead, where a person starting Holdout from a terminal
    sees it)."""
    text = report_text(app, error)
    folder = app.data_root / REPORTS
    path = folder / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    for number in range(2, 100):
        if not path.exists():
            break
        path = folder / f"crash-{time.strftime('%Y%m%d-%H%M%S')}-{number}.txt"
    try:
        atomic_write(path, text.encode("utf-8", "backslashreplace"))
    except OSError as failure:
        sys.stderr.write(text)
        return None, failure.strerror or str(failure)
    return path, ""


def keep_games(app) -> None:
    """Every table in the stack stops writing without removing its journal, which keeps its game
    for the next start; one whose journal could not be written tries its save first."""
    for scene in app.stack:
        control = getattr(scene, "control", None)
        if control is not None and not control.closed:             # as `games_in_play`
            if control.journal is None:
                with contextlib.suppress(Exception):                # the game may be what failed
                    control.write_save()
            control.close_files(keep_journal=True)


class ErrorScene(FormScene):
    name = "error"
    heading_key = "ui.crash.heading"

    def __init__(self, app, error: BaseException, report: Path | None, problem: str, kept: bool) -> None:
        super().__init__(app)
        self.error = error
        self.report = report
        self.problem = problem
        self.kept = kept

    def enter(self) -> None:
        self.buttons.set([
            Button(pygame.Rect(PANEL.right - 360, PANEL.bottom - 100, 320, 70), tr("ui.crash.menu"), self.to_menu,
                   primary=True, name="menu"),
            Button(pygame.Rect(PANEL.x + 40, PANEL.bottom - 100, 220, 70), tr("ui.crash.quit"), self.app.quit,
                   name="quit"),
        ])

    def to_menu(self) -> None:
        from scenes.menu import MenuScene
        self.app.reset(MenuScene(self.app))
        self.app.offer_resume()

    def words(self) -> str:
        missing = missing_file(self.error)
        said = [tr("ui.crash.missing", path=missing) if missing else tr("ui.crash.text")]
        if self.kept:
            said.append(tr("ui.crash.kept"))
        said.append(tr("ui.crash.report", path=str(self.report)) if self.report else
                    tr("ui.crash.no_report", reason=self.problem))
        return "\n\n".join(said)

    def draw_form(self, surface) -> None:
        body = pygame.Rect(PANEL.x + 40, PANEL.y + 120, PANEL.width - 80, PANEL.height - 260)
        style.draw_wrapped(surface, self.words(), body, 24, style.TEXT, smallest=14)
