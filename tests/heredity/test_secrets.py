"""What no player may see yet, and what everyone sees instead.

[DE: Spielvorbereitung 4, 5, 7] the chapter deck and the secret pile lie face down in their
order, the karma deck is shuffled face down; [DE: Überblick: Karten] players look only at the
cards they are told to take; [DE: Karmakarten] drawn karma cards lie on an open discard.
Heredity's players share everything, so an event carrying such a secret is seen whole by nobody
and told to everyone by its public part: the same event with the secret blanked.
"""

import json
import random
import re

import msgspec

from game.cli import main
from game.engine.queue import QueueEvent
from game.engine.types import NOBODY, seen_by
from game.titles.heredity import TITLE, effects
from game.titles.heredity import model as m
from game.titles.heredity.emitter import Emitter
from saves import gamefile
from tests.heredity.helpers import apply, decision, game, of_type, table
from tests.test_contract import strings_in

# Ada (142) waits in the loft; tending her wound exchanges karma card 905 [DE: Karmakarten].
ADA = {"terrain": [{"card": "106"}, {"card": "109", "level": 1}], "figures": {"maeve": "109:b", "142.1": "109:b"},
       "laid": ["142"], "encounters": {"142": "neutral"}}


def hidden(state) -> frozenset[str]:
    return TITLE.hidden_from(state, None)


# ---- the events --------------------------------------------------------------------------------
def test_the_set_up_tells_how_many_cards_lie_face_down_not_which():
    """[DE: Spielvorbereitung 4, 5, 7] the piles are counted, never listed."""
    session = game(players=2)
    before = TITLE.initial_state(session.header.options)
    set_up = session.history[0].events[0]
    assert set_up.audience(before) == NOBODY
    for seat in (None, 0, 1):
        told = seen_by(set_up, before, seat)
        assert type(told) is m.TableSetUp
        assert told.karma_deck == ("",) * 9
        assert told.deck == ("",) * len(set_up.deck) and told.secrets == ("",) * len(set_up.secrets)
        assert (told.members, told.timeline, told.control) == (set_up.members, set_up.timeline, set_up.control)
    assert session.log(None, "en")[0].text == "Chapter 1 begins (2 players)."


def test_a_shuffled_karma_deck_tells_how_many_cards_not_their_order():
    """[DE: Karmakarten] an empty deck takes the shuffled discard, face down."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"})
    em = Emitter(session.state, random.Random(3))
    for _ in range(9):
        effects.draw_karma(em)
    before = em.state
    effects.draw_karma(em)
    shuffle = of_type(em.events, m.KarmaShuffled)[0]
    told = seen_by(shuffle, before, None)
    assert shuffle.audience(before) == NOBODY and told == m.KarmaShuffled(("",) * 9)
    assert TITLE.describe_event(before, told, "en") == "The karma deck is shuffled (9 cards)."


def test_an_exchange_tells_the_card_that_leaves_not_the_one_joining_face_down():
    """[DE: Karmakarten] the exchanged card leaves the game; the new one goes onto the karma
    deck unseen and all nine are shuffled."""
    session = table(**ADA)
    events = apply(session, {"type": "act", "member": "maeve", "action": "talk", "target": "142#0"})
    exchange = of_type(events, m.KarmaExchanged)[0]
    assert (exchange.out, exchange.into) == ("905", "914")
    log = [line.text for line in session.log(None, "en")]
    assert "Karma miss is removed from the game." in log
    assert "The karma deck is shuffled (9 cards)." in log
    assert not any("914" in line or "Karma +1 joins" in line for line in log)


def test_an_exchange_is_told_by_its_public_part():
    before = table(**ADA).state
    exchange = m.KarmaExchanged("905", "914")
    assert exchange.audience(before) == NOBODY
    assert exchange.public_part(before) == m.KarmaExchanged("905", "")


# ---- what is hidden ----------------------------------------------------------------------------
def test_nobody_may_know_the_karma_deck_nor_the_cards_no_card_in_sight_names():
    """[DE: Kartennummer] card numbers printed on cards the players read are open: the
    exploring symbols of the farmyard and farmhouse [DE: Bewegen 2b; In eine andere Ebene
    bewegen], and 926, which the family card names [DE: Sterbende Familienmitglieder]. Every
    other card still face down, and every karma card in the deck, is hidden."""
    state = game(players=2).state
    secret = hidden(state)
    assert set(state.karma_deck) <= secret
    assert {"105", "106", "107", "108", "926"}.isdisjoint(secret)
    assert {"109", "144", "910"} <= secret
    assert secret.isdisjoint(state.read) and secret.isdisjoint(p.card for p in state.terrain)
    assert TITLE.hidden_from(state, 0) == TITLE.hidden_from(state, 1) == secret


def test_the_card_a_chapter_begins_with_is_no_secret():
    """[DE: Spielvorbereitung] a chapter begins with the top card of its deck; [DE: Einleitung]
    "Nehmt 100"."""
    state = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"}).state
    assert "100" in state.deck and "100" not in hidden(state) and "110" in hidden(state)


def test_a_drawn_karma_card_lies_open_until_it_is_shuffled_back():
    """[DE: Karmakarten] the discard is open; [DE: Begegnungen besiegen] defeating the stranger
    exchanges 909, and all nine, the card just drawn too, are shuffled face down."""
    session = table(karma=["902"], figure_damage={"142.1": 1}, **ADA)
    apply(session, {"type": "act", "member": "maeve", "action": "attack", "target": "142.1", "weapon": "punch"})
    while decision(session) == "space":
        apply(session, session.legal_commands(0)[0])
    state = session.state
    attack = of_type(session.history[-1].events, m.AttackResolved)[0]
    assert attack.karma == "902" and "909" in state.removed and "902" in state.karma_deck
    shown = session.view(None)
    assert shown.karma.last is None and shown.karma.discard == []
    assert shown.last_attack.karma == "" and shown.last_attack.damage == 2
    assert not strings_in(shown) & hidden(state)


def test_the_view_shows_the_top_of_the_open_discard():
    session = table(karma=["902"], terrain=[{"card": "101"}], figures={"maeve": "101:a", "104.1": "101:a"},
                    timeline=[{"card": "104"}, {"card": "17"}], encounters={"104": "hostile"})
    shown = session.view(None)
    assert shown.karma.discard == ["902"] and shown.karma.last.card == "902"
    assert shown.last_attack.karma == "902"


# ---- words ----------------------------------------------------------------------------------
def test_exploring_names_the_number_printed_by_the_symbol_not_the_cards_title():
    """[DE: Bewegen 2b; In eine andere Ebene bewegen] the symbol shows a card number; the card
    is read when it is laid."""
    session = table(terrain=[{"card": "101"}, {"card": "102", "col": 1}], figures={"maeve": "101:a", "brick": "102:k"})
    explore = m.Act(seat=0, member="maeve", action="explore", target="105")
    climb = m.Act(seat=0, member="brick", action="level", target="108")
    assert {explore, climb} <= set(session.legal_commands(0))
    assert session.label(explore, "en") == "Maeve: explore, lay card 105"
    assert session.label(climb, "en") == "Brick: to another level (108)"
    apply(session, explore, {"type": "space", "space": "legs.0"})
    assert any(line.text.startswith("Card 105 ") and len(line.text) > len("Card 105 is taken.")
               for line in session.log(None, "en"))


def test_turning_a_card_shows_its_back_and_cannot_be_undone():
    """[DE: Kartennummer, Wichtig] players look at a back only when told to turn the card."""
    session = table(terrain=[{"card": "101"}], figures={"brick": "101:a"},
                    items=[{"card": "131", "member": "brick"}], materials={"brick": 2})
    apply(session, {"type": "act", "member": "brick", "action": "upgrade", "target": "131"})
    seat = session.history[-1].command.seat
    assert session.can_undo(seat)
    apply(session, {"type": "space", "space": "torso.0"})
    assert "131" in session.state.turned and not session.can_undo(seat)


# ---- the harness -------------------------------------------------------------------------------
def harness(capsys, *args):
    assert main([str(a) for a in args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_harness_prints_no_hidden_card_over_a_stretch_of_a_game(tmp_path, capsys):
    """`apply` without --seat prints every event as the public sees it, `show` the public view:
    neither names a card hidden right after the event, the command or the view."""
    save = tmp_path / "game.json"
    harness(capsys, "new", "heredity", "--seed", 3, "--option", "chapter=1", "--option", "players=2", "--out", save)
    rng, printed_types = random.Random(3), set()
    for _ in range(80):
        session = gamefile.load(save)
        if session.outcome():
            break
        state, lines = session.state, len(session.log(None, "en"))
        legal = session.legal_commands(session.to_move()[0])
        command = legal[rng.randrange(len(legal))]
        printed = harness(capsys, "apply", save, msgspec.json.encode(command).decode())
        played = gamefile.load(save)
        events = [e for e in played.history[-1].events if not isinstance(e, QueueEvent)]
        assert len(printed) == len(events)          # a secret event is told by its public part
        for told, event in zip(printed, events, strict=True):
            state = TITLE.evolve(state, event)
            assert not strings_in(told) & hidden(state), told
            printed_types.add(told["type"])
        shown = harness(capsys, "show", save)
        assert not strings_in(shown) & hidden(played.state)
        new_lines = " ".join(line.text for line in played.log(None, "en")[lines:])
        assert not set(re.findall(r"\d+", new_lines)) & hidden(played.state)
    assert {"karma_drawn", "karma_shuffled", "card_taken"} <= printed_types


def test_the_harness_tells_an_exchange_without_the_card_joining_the_deck(tmp_path, capsys):
    save, setup = tmp_path / "game.json", tmp_path / "ada.json"
    setup.write_text(json.dumps({"table": ADA}))
    harness(capsys, "new", "heredity", "--seed", 1, "--setup", setup, "--out", save)
    printed = harness(capsys, "apply", save, json.dumps({"type": "act", "seat": 0, "member": "maeve",
                                                         "action": "talk", "target": "142#0"}))
    exchanged = [e for e in printed if e["type"] == "karma_exchanged"]
    shuffled = [e for e in printed if e["type"] == "karma_shuffled"]
    assert exchanged == [{"type": "karma_exchanged", "out": "905", "into": "",
                          "text": "Karma miss is removed from the game."}]
    assert shuffled and shuffled[0]["order"] == [""] * 9
    assert not strings_in(printed) & hidden(gamefile.load(save).state)
