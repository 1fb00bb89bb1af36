"""About Holdout: its version; the board games it plays, credited to their designers and
publishers as their rulebooks name them (`Title.credits`); that Holdout is an unofficial,
non-commercial implementation in its own words and pictures; then every component it bundles with
its licence (the list the release build writes, THIRD-PARTY.txt; from source, the installed
distributions), with how a player may replace the LGPL-licensed pygame-ce."""

from __future__ import annotations

import importlib.metadata as metadata
import sys
from pathlib import Path

import pygame

from game import __version__
from game.engine import get_title
from game.i18n import tr
from scenes import programs, style
from scenes.form import PANEL, FormScene
from scenes.widgets.button import Button

BUNDLED = ("pygame-ce", "pygame_gui", "python-i18n", "msgspec", "platformdirs")


def components() -> list[str]:
    """One line per bundled component: from the release's THIRD-PARTY.txt beside the program,
    else from the distributions installed for this Python."""
    listing = Path(sys.executable).parent / "THIRD-PARTY.txt"
    if getattr(sys, "frozen", False) and listing.is_file():
        lines = listing.read_text(encoding="utf-8").splitlines()
        return [line for line in lines if " — " in line]
    found = [f"Python {sys.version.split()[0]} — PSF-2.0"]
    for name in BUNDLED:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        fields = dist.metadata.json             # the metadata as a dict (3.10+), its keys lower case
        licence = fields.get("license_expression") or str(fields.get("license") or "").strip()[:40]
        found.append(f"{name} {dist.version} — {licence or '?'}")
    found.append("DejaVu fonts — Bitstream Vera / DejaVu licence")
    return found


GAME_COLUMN = 220         # the games' names at the left of the credits, who made them at the right


def credit(title_name: str) -> str:
    """Who made a title's game (its designers, its publishers), in the program's language; ""
    where that is not known."""
    made = get_title(title_name).credits
    if made is None:
        return ""
    designers = ", ".join(made.designers[:-1])
    designers = f"{designers}{tr('ui.about.and')}{made.designers[-1]}" if designers else made.designers[-1]
    if made.german_publisher:
        return tr("ui.about.credit_german", designers=designers, publisher=made.publisher,
                  german=made.german_publisher)
    return tr("ui.about.credit", designers=designers, publisher=made.publisher)


class AboutScene(FormScene):
    name = "about"
    heading_key = "ui.about.heading"

    def enter(self) -> None:
        self.lines = components()
        self.buttons.set([Button(pygame.Rect(PANEL.right - 260, PANEL.bottom - 100, 220, 70), tr("ui.about.close"),
                                 self.app.pop, name="close")])

    def draw_form(self, surface) -> None:
        """The version; the games and who made them; what Holdout is; the licences."""
        x, width = PANEL.x + 40, PANEL.width - 80
        style.draw_text(surface, tr("ui.about.version", version=__version__), (x, PANEL.y + 100), 24, style.ACCENT,
                        "bold")
        top = self.credits(surface, PANEL.y + 144)
        top += style.draw_wrapped(surface, tr("ui.about.unofficial"), pygame.Rect(x, top, width, 120), 18,
                                  style.TEXT) + 18
        top = self.section(surface, tr("ui.about.licences"), tr("ui.about.text"), top, 17)
        rows = pygame.Rect(x, top, width, PANEL.bottom - 120 - top)
        size = style.fit_wrapped_size("\n".join(self.lines), rows, 18, 10)
        style.draw_wrapped(surface, "\n".join(self.lines), rows, size, style.TEXT)

    @staticmethod
    def credits(surface, top: int) -> int:
        """Each game by name, and who made it; where the next part begins."""
        x, width = PANEL.x + 40, PANEL.width - 80
        style.draw_text(surface, tr("ui.about.games"), (x, top), 20, style.TEXT_DIM, "bold")
        top += 30
        for name in programs.playable_titles():
            style.draw_fitted(surface, tr(get_title(name).name_key), pygame.Rect(x, top, GAME_COLUMN - 16, 26), 19,
                              style.TEXT, "bold", "midleft", smallest=13)
            made = pygame.Rect(x + GAME_COLUMN, top + 1, width - GAME_COLUMN, 60)
            top += max(26, style.draw_wrapped(surface, credit(name), made, 18, style.TEXT, smallest=13)) + 6
        return top + 12

    @staticmethod
    def section(surface, heading: str, body: str, top: int, size: int) -> int:
        """A heading and its text, from `top`; where the next part begins."""
        x, width = PANEL.x + 40, PANEL.width - 80
        style.draw_text(surface, heading, (x, top), 20, style.TEXT_DIM, "bold")
        return top + 30 + style.draw_wrapped(surface, body, pygame.Rect(x, top + 30, width, 160), size, style.TEXT) + 18
