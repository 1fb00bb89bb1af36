"""The log says what happened in words a player can follow (issue: a rules audit's findings)."""

from game.titles.raxxon import model as m
from game.titles.raxxon.content import content
from game.titles.raxxon.view import describe_event, where
from tests.raxxon.helpers import table


def test_a_place_outside_the_grid_is_named_by_its_side():
    assert where((-1, 2), "en") == "a new row above, column 3"
    assert where((1, -1), "en") == "row 2, a new column to the left"
    assert where((0, 0), "en") == "row 1, column 1"


def test_an_icon_with_nothing_to_act_on_says_nothing_happens():
    """[EN: Game Icons] a hostile returns only if one is in the evacuation pile; with none, the
    log says the icon did nothing instead of staying silent."""
    import random

    from game.titles.raxxon.rules import RESOLVERS, emitter
    em = emitter(table([["hostile", "carrier"]]).state, random.Random(1))
    RESOLVERS["hostile_back"](em, m.Effect("hostile_back"))
    said = [describe_event(em.state, e, "en") for e in em.events]
    assert len(said) == 1 and said[0].endswith(": nothing happens.")


def test_the_evening_names_the_cards_it_reveals():
    event = m.CrowdRevealed(("p01", "p02"))
    words = describe_event(table([["hostile"]]).state, event, "en")
    assert words.startswith("The crowd turns face up: ") and "," in words


def test_quarantine_breach_options_say_what_they_do():
    """The option that releases a card from the contained quarantine says so."""
    card = content().raxxon["quarantine_breach"]
    release = next(o for o in card.options if any(getattr(s, "op", "") == "release" for s in o.steps))
    assert "slip out" in release.label["en"] and "entwischen" in release.label["de"]
