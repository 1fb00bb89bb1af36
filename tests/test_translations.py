"""Every visible string goes through the translation layer, German and English complete."""

import io
import re
from pathlib import Path

from babel.messages.mofile import write_mo

from game.i18n import LANGUAGES, has, pick, tr, trn
from tests.catalogs import domains, forms, po_catalog, po_files

ROOT = Path(__file__).resolve().parent.parent
KEY_IN_CODE = re.compile(r"""\b(trn?)\(\s*f?["']([a-z_]+\.[a-z_.{}]+)["']""")
FIELDS = re.compile(r"{(\w+)}")
PSEUDO_PLURAL = re.compile(r"\w\((?:s|e|n|en|er|nen)\)")


def test_every_language_has_every_domain_and_key():
    assert domains("en") == domains("de")
    english, german = set(forms("en")), set(forms("de"))
    assert sorted(english - german) == [] and sorted(german - english) == []


def test_every_entry_is_translated_with_every_plural_form():
    for lang in LANGUAGES:
        for domain in domains(lang):
            catalog = po_catalog(lang, domain)
            for message in catalog:
                if not message.id:
                    continue
                texts = message.string if message.pluralizable else (message.string,)
                assert all(texts) and not message.fuzzy, (lang, message.id)
                if message.pluralizable:
                    assert len(texts) == catalog.num_plurals and message.id[0] == message.id[1], (lang, message.id)


def test_placeholders_match_between_languages():
    """The same fields in every language; a plural entry's last form names them all (its
    singular may say "1" or "one" instead of {n})."""
    def fields(texts):
        return set(FIELDS.findall(" ".join(texts)))
    for key, english in forms("en").items():
        german = forms("de")[key]
        assert fields(english) == fields(german), key
        for texts in (english, german):
            assert fields(texts[-1:]) == fields(texts), key


def test_no_text_counts_with_a_pseudo_plural():
    """A count takes a real plural form ("1 card", "2 cards"), never "card(s)" or "Karte(n)"."""
    for lang in LANGUAGES:
        for key, texts in forms(lang).items():
            assert not any(PSEUDO_PLURAL.search(text) for text in texts), (lang, key, texts)
            assert not key.endswith("_one"), (lang, key)


def test_every_literal_key_used_in_code_exists_in_the_form_it_is_read():
    """`tr` reads an entry of one form; a plural entry is read by `trn` with its count."""
    wrong = []
    for package in ("game", "scenes"):
        for path in (ROOT / package).rglob("*.py"):
            for function, key in KEY_IN_CODE.findall(path.read_text(encoding="utf-8")):
                if "{" in key:
                    continue
                if key not in forms("en") or (function == "tr" and len(forms("en")[key]) > 1):
                    wrong.append(f"{path.relative_to(ROOT)}: {function} {key}")
    assert wrong == []


def test_catalogs_lie_where_gettext_looks_and_name_their_language_and_plural_rule():
    for path in po_files():
        lang, domain = path.parts[-3], path.stem
        assert lang in LANGUAGES and path.parts[-2] == "LC_MESSAGES"
        catalog = po_catalog(lang, domain)
        assert str(catalog.locale) == lang and catalog.plural_forms == "nplurals=2; plural=(n != 1);", path


def test_the_compiled_catalogs_are_those_of_the_po_files():
    """The program reads the committed .mo files: `make translations` after editing a .po (whose
    POT-Creation-Date header the .mo repeats: without it Babel would write the hour of compiling)."""
    stale = []
    for path in po_files():
        compiled = io.BytesIO()
        write_mo(compiled, po_catalog(path.parts[-3], path.stem))
        if path.with_suffix(".mo").read_bytes() != compiled.getvalue():
            stale.append(str(path.with_suffix(".mo").relative_to(ROOT)))
    assert stale == []


def test_content_text_in_both_languages():
    from game.titles.raxxon.content import content
    rax = content()
    texts = [t.name for t in rax.types.values()] + [c.role for c in rax.characters.values()]
    texts += [a.name for c in rax.characters.values() for a in c.actions]
    texts += [card.title for card in rax.raxxon.values()] + [card.story for card in rax.raxxon.values()]
    texts += [o.label for card in rax.raxxon.values() for o in card.options]
    for text in texts:
        assert set(text) == set(LANGUAGES), text
        assert pick(text, "de") and pick(text, "en")


def test_missing_key_falls_back_to_the_key():
    assert tr("nowhere.no_such_key") == "nowhere.no_such_key"


def test_every_playable_title_has_rules_help_in_both_languages():
    from game.paths import ASSETS
    from scenes.programs import playable_titles
    for title in playable_titles():
        for lang in LANGUAGES:
            assert (ASSETS / "rules" / f"{title}.{lang}.md").is_file(), (title, lang)


def test_every_option_value_has_a_label_in_both_languages():
    """The new-game screen names each choice (numbers stand for themselves)."""
    from game.engine import get_title
    from scenes.programs import playable_titles
    for title in playable_titles():
        for option in get_title(title).options:
            for value in option.choices:
                if isinstance(value, int):
                    continue
                for lang in LANGUAGES:
                    assert has(f"{title}.{option.name}.{value}", lang), (title, option.name, value, lang)


def test_a_count_takes_the_plural_form_of_its_language():
    assert trn("zeds.ui.top", 1, "en", round=3, phase="x").endswith("1 event card left")
    assert trn("zeds.ui.top", 2, "en", round=3, phase="x").endswith("2 event cards left")
    assert trn("zeds.ui.top", 0, "de", round=3, phase="x").endswith("noch 0 Ereigniskarten")
    assert trn("alone.log.revealed", 1, "de") == "1 Sektor kommt ins Labyrinth."
    assert trn("alone.log.revealed", 3, "de") == "3 Sektoren kommen ins Labyrinth."


def test_a_count_may_read_an_entry_of_one_form():
    """Keys chosen at run time may mix entries with and without plural forms."""
    assert trn("raxxon.action.fund.text", 1, "en") == tr("raxxon.action.fund.text", "en")


def test_every_playable_title_has_a_tagline_in_both_languages():
    from scenes.programs import playable_titles
    for title in playable_titles():
        for lang in LANGUAGES:
            assert has(f"{title}.tagline", lang), (title, lang)
