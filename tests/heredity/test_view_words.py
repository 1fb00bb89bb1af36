"""The words a card prints, as the table shows them, and what the view gives for drawing."""

from game.titles.heredity.content import content
from game.titles.heredity.shown import LevelSymbol
from game.titles.heredity.view import section_lines
from tests.heredity.helpers import table


def _sections(side):
    named = [s for s in ("rules", "timeline") if getattr(side, s)]
    if side.encounter:
        named += [s for s in ("defeated", "ally") if getattr(side.encounter, s)]
    if side.item and side.item.wrench:
        named.append("wrench")
    if side.action:
        named.append("action")
    return named


def test_every_instruction_of_every_card_reads_in_both_languages():
    for card_id, card in content().cards.items():
        for face, side in (("a", card.a), ("b", card.b)):
            if side is None:
                continue
            for section in _sections(side):
                for lang in ("en", "de"):
                    lines = section_lines(card_id, face, section, lang)
                    assert lines, (card_id, face, section)
                    assert all("heredity." not in text for _, text in lines), (card_id, section, lines)


def test_conditions_and_questions_indent_their_branches():
    lines = section_lines("110", "a", "rules", "en")
    assert lines[0] == (0, "ASK: Plan to leave with the cart?")
    assert (1, "Put 1 marker on 103.") in lines
    timeline = section_lines("103", "a", "timeline", "en")
    assert timeline[1][1].startswith("IF not “the scouts found the farm”") and timeline[2] == (1, "Take card 115.")


def test_a_condition_that_only_has_an_otherwise_reads_as_the_case_in_which_something_happens():
    """Meltwater (card 410) falls on an area that has none yet: it said "IF at least 1 meltwater
    marker lies on Low meadow: OTHERWISE: Put 1 ...", a condition with nothing after it."""
    for lang, unless in (("en", "UNLESS at least 1 meltwater marker lies on Low meadow (403:l):"),
                         ("de", "SOFERN NICHT mindestens 1 Marker (Schmelzwasser) auf Untere Wiese (403:l) liegt:")):
        lines = section_lines("410", "a", "timeline", lang)
        at = lines.index((1, unless))
        assert lines[at + 1][0] == 2 and lines[at + 1][1].startswith(("Put 1", "Legt 1"))
        assert all(text not in ("OTHERWISE:", "ANDERNFALLS:") for _, text in lines)


def test_level_symbols_name_the_area_they_lead_to():
    session = table(terrain=[{"card": "102"}, {"card": "108", "level": 1}],
                    figures={"maeve": "102:k", "selena": "102:k", "brick": "102:l", "djamal": "102:l"})
    cards = {c.card: c for c in session.view(0).terrain.cards}
    assert cards["102"].levels == [LevelSymbol(area="102:k", card="108", to="108:c")]
