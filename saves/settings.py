"""The player's settings, kept between starts in `settings.json` of the data folder.

A damaged or unknown settings file is ignored (defaults are used) and left as it is; it is only
replaced, atomically, when the player changes a setting.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import msgspec

from game.engine.session import clean_seat_name
from saves.atomic import atomic_write, read_limited
from saves.paths import settings_file

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)   # 0: no animation; otherwise a speed factor
BOT_PACES = (0.5, 1.0, 2.0, 4.0)          # how long a bot's move stays on show: 1 is `BOT_DELAY`
READING_PACES = (1.0, 1.5, 2.5)            # how long a message stays on show: 1 is `TOAST_SECONDS`
PALETTES = ("usual", "colour_blind")
MOST_NAMES = 8                            # players' names kept, by seat: more than any title seats


class Settings(msgspec.Struct, forbid_unknown_fields=True):
    language: Literal["", "en", "de"] = ""        # "" follows the system
    window: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    volume: float = 0.6
    animation: float = 1.0
    bot_pace: float = 1.0
    reading: float = 1.0                          # the reader's pace: a message's time on show, as a factor
    palette: str = "usual"                        # one of PALETTES ("colour_blind": told apart by every eye)
    names: list[str] = []                         # the names last given at New game, by seat ("": none)


def load_settings(root: Path) -> Settings:
    path = settings_file(root)
    try:
        settings = msgspec.json.decode(read_limited(path, 64 * 1024), type=Settings)
    except (OSError, ValueError, msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return Settings()
    settings.volume = min(1.0, max(0.0, settings.volume))
    if settings.animation not in ANIMATION_SPEEDS:
        settings.animation = 1.0
    if tuple(settings.window) not in WINDOW_SIZES:
        settings.window = (1600, 900)
    if settings.bot_pace not in BOT_PACES:
        settings.bot_pace = 1.0
    if settings.reading not in READING_PACES:
        settings.reading = 1.0
    if settings.palette not in PALETTES:
        settings.palette = "usual"
    settings.names = [clean_seat_name(name) for name in settings.names[:MOST_NAMES]]
    return settings


def save_settings(root: Path, settings: Settings) -> None:
    atomic_write(settings_file(root), msgspec.json.format(msgspec.json.encode(settings)))
