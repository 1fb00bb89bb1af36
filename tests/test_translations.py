"""Every visible string goes through the translation layer, German and English complete."""

import re
import tomllib
from pathlib import Path

from game.i18n import LANGUAGES, catalog, catalog_files, has, pick, tr

ROOT = Path(__file__).resolve().parent.parent
KEY_IN_CODE = re.compile(r"""\btr\(\s*f?["']([a-z_]+\.[a-z_.{}]+)["']""")


def test_every_language_has_every_key():
    english, german = set(catalog("en")), set(catalog("de"))
    assert sorted(english - german) == [] and sorted(german - english) == []


def test_placeholders_match_between_languages():
    fields = re.compile(r"{(\w+)}")
    for key, text in catalog("en").items():
        assert set(fields.findall(text)) == set(fields.findall(catalog("de")[key])), key


def test_every_literal_key_used_in_code_exists():
    missing = []
    for package in ("game", "scenes"):
        for path in (ROOT / package).rglob("*.py"):
            for key in KEY_IN_CODE.findall(path.read_text(encoding="utf-8")):
                if "{" not in key and key not in catalog("en"):
                    missing.append(f"{path.relative_to(ROOT)}: {key}")
    assert missing == []


def test_catalog_files_are_valid_toml_named_domain_dot_language():
    for path in catalog_files():
        domain, lang, suffix = path.name.rsplit(".", 2)
        assert lang in LANGUAGES and suffix == "toml"
        tomllib.loads(path.read_text(encoding="utf-8"))


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
    from scenes.games import playable_titles
    for title in playable_titles():
        for lang in LANGUAGES:
            assert (ASSETS / "rules" / f"{title}.{lang}.md").is_file(), (title, lang)


def test_every_option_value_has_a_label_in_both_languages():
    """The new-game screen names each choice (numbers stand for themselves)."""
    from game.engine import get_title
    from scenes.games import playable_titles
    for title in playable_titles():
        for option in get_title(title).options:
            for value in option.choices:
                if isinstance(value, int):
                    continue
                for lang in LANGUAGES:
                    assert has(f"{title}.{option.name}.{value}", lang), (title, option.name, value, lang)


def test_a_count_of_one_takes_the_keys_singular_form():
    """`tr` uses a key's `_one` form when the count `n` is 1: no "1 event cards left"."""
    assert tr("zeds.ui.top", "en", round=3, phase="x", deck=1, n=1).endswith("1 event card left")
    assert tr("zeds.ui.top", "en", round=3, phase="x", deck=2, n=2).endswith("2 event cards left")
    assert tr("alone.log.revealed", "de", n=1) == "1 Sektor kommt ins Labyrinth."
    for lang in LANGUAGES:
        for key in catalog(lang):
            if key.endswith("_one"):
                assert key[: -len("_one")] in catalog(lang), (lang, key)


def test_every_playable_title_has_a_tagline_in_both_languages():
    from scenes.games import playable_titles
    for title in playable_titles():
        for lang in LANGUAGES:
            assert has(f"{title}.tagline", lang), (title, lang)
