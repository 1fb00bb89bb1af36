"""Where the rulebook is silent and the research notes decide, the reading is kept where a player
who owns the game can find it: in the card's or table's `note` and in the rules help's section
on Holdout's readings, in English and German."""

from pathlib import Path

from game.titles.zeds.content import content

RULES = Path(__file__).resolve().parents[2] / "assets" / "rules"


def _readings(lang: str) -> str:
    text = (RULES / f"zeds.{lang}.md").read_text(encoding="utf-8")
    heading = {"en": "## Where Holdout decides", "de": "## Wo Holdout entscheidet"}[lang]
    return text.split(heading, 1)[1].split("\n## ", 1)[0]


def test_the_furies_reading_is_in_their_note_and_the_rules_help():
    """Regel 5.2 moves heroic civilians 3; the notes' card says 4 and forbids firing."""
    import tomllib
    units = tomllib.loads((Path(__file__).resolve().parents[2] / "game" / "titles" / "zeds" / "content"
                           / "units.toml").read_text(encoding="utf-8"))
    note = next(hero for hero in units["hero"] if hero["id"] == "furies")["note"]
    assert "firing" in note and "movement 3" in note and "5.2" in note
    assert "Farmingdale Furies cannot fire" in _readings("en") and "move 3" in _readings("en")
    assert "Farmingdale Furies können nicht schießen" in _readings("de")


def test_stay_in_shape_names_the_card_it_is_taken_to_be():
    """Regel 5's example draws "Rule #1: Stay in Shape!" (one action); the notes list no such card."""
    note = content().events["stay_in_shape"].note
    assert "Rule #7: Cardio" in note and "authored" in note
    assert "Rule #7: Cardio" in _readings("en") and "Rule #7: Cardio" in _readings("de")


def test_each_table_taken_from_the_notes_says_so():
    tables = content().tables
    assert "2/2" in tables.melee.note
    assert "transcription" in tables.ranged.note
    assert "Holdout's reading" in tables.search.note
    assert "+1 or +2" in _readings("en") and "+1 oder +2" in _readings("de")
    assert "fire table" in _readings("en") and "Schusstabelle" in _readings("de")
