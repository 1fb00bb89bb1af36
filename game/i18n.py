"""The one translation layer: every visible string goes through `tr` (or `trn`, for a count).

Catalogs are gettext files `assets/translations/<lang>/LC_MESSAGES/<domain>.po`, compiled to the
`.mo` files read here by the standard library (`make translations`; docs/architecture.md). A msgid is
a key `domain.path.to.entry`, its first part naming the file; an entry with a count has a plural
form per language, read with `trn`. Where a sentence needs a word in a grammatical form (a
seat named as the subject, "der Held", or after "an", "den Helden"), the entry has one text per
gettext context (`msgctxt "object"`), read with `trc`. Content files carry their own text as
`{en = "...", de = "..."}` tables, read with `pick`.
"""

from __future__ import annotations

import contextlib
import gettext
import locale
import os
from collections.abc import Iterator, Mapping, Sequence
from functools import cache

from game.paths import ASSETS

LANGUAGES = ("en", "de")
DEFAULT_LANGUAGE = "en"
CATALOG_DIR = ASSETS / "translations"

_current: dict[str, str | None] = {"lang": None}
_seat_names: list[Sequence[str]] = [()]       # the names players gave the seats of the game being told


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


@contextlib.contextmanager
def naming(names: Sequence[str]) -> Iterator[None]:
    """Seats called by the names their players gave them for a moment (a game's log and labels
    are told within it): `seat_called` reads them."""
    _seat_names.append(names)
    try:
        yield
    finally:
        _seat_names.pop()


def seat_called(seat: int, words: str) -> str:
    """How a title's words name `seat`: by the name its player gave it while a game names its
    seats (`naming`), else by `words` (the title's own: "Player 2", "Evil player 1")."""
    names = _seat_names[-1]
    return names[seat] if 0 <= seat < len(names) and names[seat] else words


def set_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    _current["lang"] = lang


def _domain_of(key: str) -> str:
    return key.partition(".")[0]


@cache
def domain_translations(lang: str, domain: str) -> gettext.NullTranslations:
    """One domain's compiled catalog in one language; a file is read when a key of its domain is
    first asked for, so the menu's first frame waits for no title's words. A missing file answers
    every key with the key itself, as gettext does."""
    try:
        with (CATALOG_DIR / lang / "LC_MESSAGES" / f"{domain}.mo").open("rb") as handle:
            return gettext.GNUTranslations(handle)
    except FileNotFoundError:
        return gettext.NullTranslations()


def _lookup(key: str, lang: str, n: int | None, context: str | None = None) -> str | None:
    """The entry's text in `lang`, None where the catalog lacks it (gettext then answers the key:
    the msgids are the keys, never a text). With a count, an entry of one form (its words do not
    change with the count, as in some of a family of keys chosen at run time) is read as it stands.
    With a context, the entry's text in that grammatical form."""
    found = domain_translations(lang, _domain_of(key))
    if context is not None:
        text = found.pgettext(context, key)
        return None if text == key else text
    text = key if n is None else found.ngettext(key, key, n)
    if text == key:
        text = found.gettext(key)
    return None if text == key else text


def has(key: str, lang: str | None = None) -> bool:
    return _lookup(key, lang or language(), None) is not None


def _text(key: str, lang: str | None, n: int | None, params: Mapping[str, object],
          context: str | None = None) -> str:
    """A key missing in the language falls back to English, then to the key itself, so a gap shows
    on screen instead of crashing; a test keeps both catalogs complete."""
    lang = lang or language()
    text = _lookup(key, lang, n, context) or _lookup(key, DEFAULT_LANGUAGE, n, context) or key
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def tr(key: str, lang: str | None = None, /, **params: object) -> str:
    """The text for `key` in `lang` (default: the current language), filled with `params`."""
    return _text(key, lang, None, params)


def trn(key: str, n: int, lang: str | None = None, /, **params: object) -> str:
    """The form of the plural entry `key` that the count `n` takes in `lang` ("1 card", "2 cards";
    "1 Karte", "2 Karten"), filled with `n` and `params`."""
    return _text(key, lang, n, {"n": n, **params})


def trc(context: str, key: str, lang: str | None = None, /, **params: object) -> str:
    """The text for `key` in the grammatical form `context` names ("subject": "der Held",
    "object": "den Helden"), filled with `params`."""
    return _text(key, lang, None, params, context)


# The forms a seat's name takes (`Title.seat_words`): on a label, as a sentence's subject, and
# as its object (German: after "an", the accusative).
SEAT_FORMS = ("label", "subject", "object")


def pick(text: Mapping[str, str] | str, lang: str | None = None) -> str:
    """Choose one language from a content text table."""
    if isinstance(text, str):
        return text
    lang = lang or language()
    return text.get(lang) or text.get(DEFAULT_LANGUAGE) or next(iter(text.values()), "")
