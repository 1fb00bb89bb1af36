"""The .po catalogs as translators edit them, read with Babel (the program reads the compiled .mo
files with the standard library's gettext)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from game.i18n import CATALOG_DIR


def po_files() -> list[Path]:
    return sorted(CATALOG_DIR.glob("*/LC_MESSAGES/*.po"))


def po_path(lang: str, domain: str) -> Path:
    return CATALOG_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


@cache
def po_catalog(lang: str, domain: str) -> Catalog:
    with po_path(lang, domain).open("rb") as handle:
        return read_po(handle, locale=lang, domain=domain)


def domains(lang: str) -> list[str]:
    return [path.stem for path in po_files() if path.parts[-3] == lang]


@cache
def forms(lang: str) -> dict[str, tuple[str, ...]]:
    """Every key of every domain in `lang` with its texts: one, or one per plural form; an entry
    in a grammatical form (a gettext context) as "context|key"."""
    entries: dict[str, tuple[str, ...]] = {}
    for domain in domains(lang):
        for message in po_catalog(lang, domain):
            if message.id:
                key = message.id[0] if message.pluralizable else message.id
                key = f"{message.context}|{key}" if message.context else key
                entries[key] = tuple(message.string) if message.pluralizable else (message.string,)
    return entries
