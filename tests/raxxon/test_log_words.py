"""The log says what happened in words a player can follow (issue: a rules audit's findings)."""

from game.titles.raxxon import model as m
from game.titles.raxxon import queued as fx
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
    RESOLVERS[fx.HostileBack](em, fx.HostileBack())
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


def test_a_flip_icon_with_every_card_face_up_says_nothing_happens():
    """[EN: Game Icons] the flip icon turns a face-down crowd card face up; with none left face
    down it does nothing, and the log says so rather than passing over it in silence. Thomas
    Heart's Quarantine token (1–2 player side: flip, then draw a Raxxon card) triggers it."""
    from tests.raxxon.helpers import apply, decision, game, of_type
    session = game({"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
                    "crowd": [["hostile:up", "innocent:up"]], "tokens": [[0, 0, 0, 1, 0], [0, 0, 0, 0, 0]],
                    "power": 3, "raxxon_deck": ["raxxons_lawyers"]})
    events = apply(session, {"type": "continue"})
    assert [e.icon for e in of_type(events, m.NothingHappened)] == ["flip"]
    assert "Flip a face-down card: nothing happens." in [line.text for line in session.log(0)]
    assert decision(session) == "gate"                      # the Raxxon card icon comes next


def test_a_raxxon_card_step_with_nothing_to_take_says_so():
    """[EN: Game Icons and Effects] Raxxon's Lawyers, "fight it in court": its first step moves
    cards out of an empty contained quarantine, which does nothing; the log names the step."""
    from tests.raxxon.helpers import apply, decision, game, of_type
    session = game({"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
                    "crowd": [["hostile:up", "innocent:up"]], "tokens": [[0, 0, 0, 1, 0], [0, 0, 0, 0, 0]],
                    "power": 3, "raxxon_deck": ["raxxons_lawyers"]})
    apply(session, {"type": "continue"})
    apply(session, {"type": "continue"})
    assert decision(session) == "raxxon_option"
    events = apply(session, {"type": "choose", "index": 1})
    assert of_type(events, m.StepFoundNothing)
    said = [line.text for line in session.log(0)]
    assert any(text.startswith("Raxxon's Lawyers: Move") and text.endswith("nothing happens.") for text in said)


def test_every_card_and_sheet_text_reads_as_words():
    """Every action and Raxxon card step in both languages is filled in (no bare catalog key,
    as "any face" once showed) and counts of one are singular."""
    import re

    from game.titles.raxxon.view import action_text, step_text, trigger_text
    for lang in ("en", "de"):
        texts = [action_text(act, lang) for sheet in content().characters.values() for act in sheet.actions]
        for card in content().raxxon.values():
            texts.append(trigger_text(card.trigger, lang))
            texts += [step_text(step, lang) for option in card.options for step in option.steps]
        for text in texts:
            assert "raxxon." not in text, text
            assert not re.search(r"\b1 (cards|Karten)\b|: 0 more|: 0 weitere", text), text
