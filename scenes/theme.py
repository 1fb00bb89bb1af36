"""pygame-gui's theme: `assets/theme.json`, with the bundled fonts' absolute paths filled in so the
program finds them wherever it runs (from source, installed, or frozen)."""

from __future__ import annotations

import json

from game.paths import ASSETS
from scenes import style


def theme() -> dict:
    data = json.loads((ASSETS / "theme.json").read_text(encoding="utf-8"))
    paths = {
        "regular_path": str(style.FONT_DIR / style.FONT_FILES["regular"]),
        "bold_path": str(style.FONT_DIR / style.FONT_FILES["bold"]),
        "italic_path": str(style.FONT_DIR / style.FONT_FILES["italic"]),
        "bold_italic_path": str(style.FONT_DIR / style.FONT_FILES["bold"]),
    }
    for block in data.values():
        if isinstance(block, dict) and "font" in block:
            block["font"].update(paths)
    return data
