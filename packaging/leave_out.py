"""What the release leaves out of what PyInstaller would bundle, read by `build.spec` and checked by
`tests/test_packaging.py`.

PyInstaller bundles every module some bundled module could import and every data file a library's
hook names. Of those, Holdout never uses:

- pygame-gui's fonts for Chinese, Japanese, Korean, Arabic, Hebrew and Georgian (29 of the 61 MB
  archive): a UI manager loads the default font of its language and a symbols font, and Holdout's
  managers speak English (`scenes.scene.Scene.ui`); every text of its own is drawn in DejaVu;
- the standard library's network, process and XML stack (ssl with OpenSSL's libssl, asyncio,
  multiprocessing, http, urllib.request, xmlrpc, xml): Holdout opens no connection and starts no
  process; PyInstaller only followed imports that code of the standard library makes;
- pickle, which Holdout never reads or writes (`tests/test_layers.py`).

Kept although a first look might leave them out: decimal (msgspec's core imports it, and C's
`_decimal` loads faster than the pure `_pydecimal`), hashlib's OpenSSL (a save's SHA-256 takes a
fifth of the time of Python's own), the Asian codecs (a system whose locale is not UTF-8 names its
file names in one of them), ctypes (`scenes.heap` returns a left table's memory through it).
"""

from __future__ import annotations

MODULES = ("ssl", "asyncio", "multiprocessing", "http", "urllib.request", "xmlrpc", "xml", "pickle")

# The pygame-gui fonts its UI managers load for English: the default font's four faces (their
# paths are known to it; the regular one is read when a manager is made) and the symbols font.
PYGAME_GUI_FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf",
                    "FiraCode-Regular.ttf")
FONT_ENDINGS = (".ttf", ".otf")


def unused_font(destination: str) -> bool:
    """Whether a bundled data file (its path in the build) is a pygame-gui font Holdout never loads."""
    folder, _, name = destination.replace("\\", "/").rpartition("/")
    return folder == "pygame_gui/data" and name.endswith(FONT_ENDINGS) and name not in PYGAME_GUI_FONTS
