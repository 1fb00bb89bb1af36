"""About Holdout: its version, and every component it bundles with its licence (the list the
release build writes, THIRD-PARTY.txt; from source, the installed distributions), with how a
player may replace the LGPL-licensed pygame-ce."""

from __future__ import annotations

import importlib.metadata as metadata
import sys
from pathlib import Path

import pygame

from game import __version__
from game.i18n import tr
from scenes import style
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


class AboutScene(FormScene):
    name = "about"
    heading_key = "ui.about.heading"

    def enter(self) -> None:
        self.lines = components()
        self.buttons.set([Button(pygame.Rect(PANEL.right - 260, PANEL.bottom - 100, 220, 70), tr("ui.about.close"),
                                 self.app.pop, name="close")])

    def draw_form(self, surface) -> None:
        x, y = PANEL.x + 40, PANEL.y + 110
        style.draw_text(surface, tr("ui.about.version", version=__version__), (x, y), 26, style.ACCENT, "bold")
        used = style.draw_wrapped(surface, tr("ui.about.text"), pygame.Rect(x, y + 44, PANEL.width - 80, 160), 20,
                                  style.TEXT)
        top = y + 44 + used + 16
        style.draw_text(surface, tr("ui.about.bundled"), (x, top), 20, style.TEXT_DIM, "bold")
        rows = pygame.Rect(x, top + 32, PANEL.width - 80, PANEL.bottom - 120 - (top + 32))
        size = style.fit_wrapped_size("\n".join(self.lines), rows, 21, 10)
        style.draw_wrapped(surface, "\n".join(self.lines), rows, size, style.TEXT)
