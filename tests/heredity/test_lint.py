"""[issue 33, deliver 3] The content linter (`game/titles/heredity/lint.py`) holds the campaign's
cards to one story: each rule finds the defect it is for, and the campaign has none."""

import msgspec

from game.titles.heredity import lint
from game.titles.heredity import model as m
from game.titles.heredity.content import Content, Step, all_steps, content
from tests.heredity.helpers import apply, game, of_type


def test_the_campaign_has_no_content_problem():
    assert lint.problems(content()) == []


def changed(card: str, face: str = "a", **fields) -> Content:
    """The campaign with one side of one card changed."""
    loaded = content()
    entry = loaded.cards[card]
    side = msgspec.structs.replace(getattr(entry, face), **fields)
    return Content({**loaded.cards, card: msgspec.structs.replace(entry, **{face: side})}, loaded.chapters,
                   loaded.chapter_cards)


def test_a_flag_no_card_reads_is_found():
    found = lint.flags_unread(changed("114", rules=(Step(op="flag", value="well_dry"),)))
    assert any("'well_dry'" in problem for problem in found)


def test_a_once_guard_an_earlier_chapter_sets_is_found():
    """[found 1] chapter 1's scouts and chapter 3's riders once shared the flag 'raiders'."""
    riders = content().cards["340"].a
    rules = tuple(msgspec.structs.replace(s, value="scouts_came") if s.op == "flag" else s for s in riders.rules)
    timeline = content().cards["310"].a.timeline
    guard = tuple(msgspec.structs.replace(s, not_flag="scouts_came") if s.not_flag == "riders_at_mill" else s
                  for s in timeline)
    loaded = changed("340", rules=rules)
    card = msgspec.structs.replace(loaded.cards["310"], a=msgspec.structs.replace(loaded.cards["310"].a,
                                                                                  timeline=guard))
    loaded = Content({**loaded.cards, "310": card}, loaded.chapters, loaded.chapter_cards)
    assert any("'scouts_came'" in problem for problem in lint.guards_set_before(loaded))


def test_an_exchange_of_a_card_an_earlier_chapter_may_have_exchanged_must_say_what_it_does_instead():
    """[found 3] card 909 left the deck in chapter 1 when the stranger was killed: a later
    exchange of 909 without an `else` did nothing, silently."""
    found = lint.exchanges_unsure(changed("329", rules=(Step(op="exchange", card="909"),)))
    assert any("card 329" in problem and "909" in problem for problem in found)


def test_a_card_naming_a_card_of_another_chapter_and_an_item_doing_so_when_carried_on_are_found():
    """[found 5] the medicine chest of chapter 4, carried into chapter 5, removed card 412."""
    found = lint.cards_outside(changed("519", rules=(Step(op="remove", card="412"),)))
    assert any("card 519" in problem for problem in found)
    chest = content().cards["434"].a.item
    unguarded = msgspec.structs.replace(chest.fields[0], steps=(Step(op="remove", card="412"),))
    item = msgspec.structs.replace(chest, fields=(unguarded, *chest.fields[1:]))
    assert any("card 434" in problem for problem in lint.cards_outside(changed("434", item=item)))


def test_a_counter_no_later_chapter_reads_is_found():
    """[found 2] chapter 4 kept the family's supplies and no chapter read them."""
    found = lint.counters_unread(changed("446", rules=(Step(op="carry", name="firewood", n=1),)))
    assert any("'firewood'" in problem for problem in found)


def test_an_item_named_as_another_is_found():
    """[found 5] chapter 5 gave a second medicine chest beside the one chapter 4 carried on."""
    rope, chest = content().cards["350"].a.item, content().cards["434"].a.item
    found = lint.items_twice(changed("350", item=msgspec.structs.replace(rope, name=dict(chest.name))))
    assert any("350" in problem and "434" in problem for problem in found)


def test_an_item_given_by_two_cards_is_found():
    """[found 6] the boathouse gave the pirates' rope a second time: nothing."""
    found = lint.items_given_twice(changed("357", rules=(Step(op="take", card="350"),)))
    assert any("item 350" in problem for problem in found)


# ---- the karma of the family's deeds [found 3] ------------------------------------------------
KINDNESS = {"138", "218", "329", "361", "452"}       # Ada tended, the bell rung, the boy nursed...
HARM = {"142", "143", "204", "237", "311", "422", "526", "527"}    # people robbed, killed, stolen from


def worth(card: str) -> float:
    """How much a karma card helps an attack, roughly: a bonus, a malus, ×2 on a base of about
    three, a miss as bad as it gets; a skull costs a dying member's life."""
    karma = content().cards[card].a.karma
    value = {"+": karma.value, "-": -karma.value, "x": 3 * (karma.value - 1), "miss": -4}[karma.sign]
    return value - karma.skull


def test_a_kindness_makes_the_karma_deck_better_and_a_harm_makes_it_worse():
    """Healing the miller's boy once exchanged +2 for −1 with a skull, robbing Ines −1 for ±0."""
    exchanged = {}
    for cid, card in content().cards.items():
        for side in (card.a, card.b):
            for step in all_steps(side) if side else ():
                if step.op == "exchange":
                    exchanged.setdefault(cid, []).append(step.card)
    assert set(exchanged) == KINDNESS | HARM
    for cid, cards in exchanged.items():
        for out in cards:
            into = content().cards[out].a.karma.exchange
            assert (worth(into) > worth(out)) == (cid in KINDNESS), (cid, out, into)


def test_an_exchange_whose_card_an_earlier_chapter_took_does_what_the_card_says_instead():
    """The stranger killed in chapter 1 took 909 out of the deck (918 came in): Wren killed in
    chapter 3 exchanges 904 instead."""
    karma = ["901", "902", "903", "904", "914", "906", "907", "908", "918"]
    session = game({"campaign": {"karma": karma}, "karma": ["906"],
                    "table": {"terrain": [{"card": "301"}, {"card": "302", "col": 1}],
                              "figures": {"brick": "302:o", "311.1": "302:o"}, "figure_damage": {"311.1": 3},
                              "items": [{"card": "131", "member": "brick"}],
                              "timeline": [{"card": "17"}, {"card": "311"}], "encounters": {"311": "hostile"}}},
                   chapter=3)
    events = apply(session, {"type": "act", "member": "brick", "action": "attack", "target": "311.1",
                             "weapon": "item:131.0"})
    assert [e.out for e in of_type(events, m.KarmaExchanged)] == ["904"]
