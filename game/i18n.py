"""The one translation layer: every visible string goes through `tr`.

Catalogs are TOML files `assets/translations/<domain>.<lang>.toml`. A key is `domain.path.to.entry`;
the first part names the file. Content files carry their own text as `{en = "...", de = "..."}`
tables, read with `pick`.
"""

from __future__ import annotations

import contextlib
import locale
import os
import tomllib
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path

from game.paths import ASSETS

LANGUAGES = ("en", "de")
DEFAULT_LANGUAGE = "en"
CATALOG_DIR = ASSETS / "translations"

_current: dict[str, str | None] = {"lang": None}


def system_language() -> str:
    """German where the system speaks German, English otherwise."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            return "de" if value.lower().startswith("de") else DEFAULT_LANGUAGE
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "de" if code.lower().startswith("de") else DEFAULT_LANGUAGE


def language() -> str:
    lang = _current["lang"]
    if lang is None:
        wanted = os.environ.get("HOLDOUT_LANG", "")
        lang = _current["lang"] = wanted if wanted in LANGUAGES else system_language()
    return lang


@contextlib.contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Words in `lang` for a moment (a save writes its summary in every language)."""
    before = _current["lang"]
    _current["lang"] = lang
    try:
        yield
    finally:
        _current["lang"] = before


def set_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    _current["lang"] = lang


def _flatten(prefix: str, table: Mapping, out: dict[str, str]) -> None:
    for key, value in table.items():
        full = f"{prefix}.{key}"
        if isinstance(value, Mapping):
            _flatten(full, value, out)
        else:
            out[full] = str(value)


@cache
def domain_catalog(lang: str, domain: str) -> dict[str, str]:
    """The keys of one domain (one file) in one language; a file is read when a key of its
    domain is first asked for, so the menu's first frame waits for no title's words."""
    entries: dict[str, str] = {}
    path = CATALOG_DIR / f"{domain}.{lang}.toml"
    if path.is_file():
        with path.open("rb") as handle:
            _flatten(domain, tomllib.load(handle), entries)
    return entries


def catalog(lang: str) -> dict[str, str]:
    """Every key of every domain in one language."""
    entries: dict[str, str] = {}
    for path in sorted(CATALOG_DIR.glob(f"*.{lang}.toml")):
        entries.update(domain_catalog(lang, path.name[: -len(f".{lang}.toml")]))
    return entries


def _lookup(key: str, lang: str) -> str | None:
    return domain_catalog(lang, key.partition(".")[0]).get(key)


def has(key: str, lang: str | None = None) -> bool:
    return _lookup(key, lang or language()) is not None


def tr(key: str, lang: str | None = None, /, **params: object) -> str:
    """The text for `key` in `lang` (default: the current language), filled with `params`.

    A key missing in the language falls back to English, then to the key itself, so a gap shows
    on screen instead of crashing; a test keeps both catalogs complete.
    """
    lang = lang or language()
    if params.get("n") == 1 and has(key + "_one", lang):
        key += "_one"           # the singular: "1 sector", "1 Sektor"
    text = _lookup(key, lang) or _lookup(key, DEFAULT_LANGUAGE) or key
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def pick(text: Mapping[str, str] | str, lang: str | None = None) -> str:
    """Choose one language from a content text table."""
    if isinstance(text, str):
        return text
    lang = lang or language()
    return text.get(lang) or text.get(DEFAULT_LANGUAGE) or next(iter(text.values()), "")


def catalog_files() -> list[Path]:
    return sorted(CATALOG_DIR.glob("*.toml"))
