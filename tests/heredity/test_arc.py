"""The campaign as a family plays it: chapter after chapter from chapter 1, each win carried into
the next (`game/titles/heredity/arc.py`), the bots beside the guides that make the choices bots
do not (`guide.py`)."""

from functools import cache

import pytest

from game.engine.bots import bot_move
from game.titles.heredity import arc, guide
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity.carry import carry_over, chapters, is_win
from game.titles.heredity.content import Carry, content
from tests.heredity.helpers import table
from tests.heredity.test_chapters import act

KARMA = ("901", "902", "903", "904", "914", "906", "907", "908", "909")


@cache
def sample() -> arc.Walk:
    """A small walk: one bot game per way and every guide once, each ending won going on with up
    to two carries (the full walk is the slow test below, and `python -m benchmarks.campaign`)."""
    return arc.walk(1, spread=2)


def test_a_guide_slips_away_with_the_cart_from_chapter_ones_own_start():
    """The bots never brace the cart's axle; the guide gathers three materials, explores the barn,
    braces the axle, finds Swan and calls everyone to the cart."""
    session = arc.play(1, Carry(), 3, guide.slip_away(arc.start(1, Carry(), 3).state))
    assert session.outcome() == "ch1_slip_away"


def test_every_win_of_a_chapter_goes_on_into_the_next_and_breaks_nothing():
    """[issue 33, deliver 2] The campaign played as a family plays it, from chapter 1: every way
    into a chapter has won each chapter before it, every ending by which a chapter can be won is
    a way into the next, and no game on any way broke an invariant of the rules."""
    walk = sample()
    assert sorted(walk.entered) == chapters()
    for number in chapters()[1:]:
        assert all(len(way.endings) == number - 1 for way in walk.entered[number])
        wins = {e.id for e in content().chapters[number - 1].endings if e.kind == "win"}
        assert {way.endings[-1] for way in walk.entered[number]} == wins, number
    assert [problem for seen in walk.seen.values() for problem in seen.problems] == []


@pytest.mark.slow
def test_every_card_encounter_and_ending_comes_up_on_some_way_through_the_campaign():
    """[issue 33, deliver 2] Twelve bot games on every way, every guide once, each ending won
    going on with up to eight carries that take the later chapters' branches: every card of every
    chapter is read on some way, every encounter met, every ending reached, from chapter 1 on
    (about half a minute)."""
    walk = arc.walk(12, spread=8)
    nothing = {"cards": [], "encounters": [], "endings": []}
    assert arc.unseen(walk) == dict.fromkeys(chapters(), nothing)
    assert [problem for seen in walk.seen.values() for problem in seen.problems] == []


def through(*routes: guide.Route, seed: int = 3) -> Carry:
    """The carry after chapters 1, 2... each won by its route, from chapter 1's own start."""
    carry = Carry()
    for number, route in enumerate(routes, start=1):
        session = arc.start(number, carry, seed)
        route(session.state)(session)
        assert is_win(session.outcome()), (number, session.outcome())
        carry = carry_over(session.state)
    return carry


def taken(session) -> set[str]:
    return {e.card for e in session.events if isinstance(e, m.CardTaken)}


def test_chapter_threes_riders_come_in_a_campaign_whose_scouts_came_in_chapter_one():
    """[issue 33, found 1] Cole's scouts came in chapter 1; in chapter 3 the riders still come to
    the mill with four rounds of snow left, and their torches burn it if nobody stops them."""
    carry = through(guide.drive_off, guide.bridge)
    session = arc.play(3, carry, 3, guide.idle(arc.start(3, carry, 3).state))
    assert "340" in taken(session) and session.outcome() == "ch3_mill_burns"
    defended = arc.play(3, carry, 3, guide.defend_the_mill(arc.start(3, carry, 3).state))
    assert defended.outcome() == "ch3_defended" and "342" in taken(defended)      # Harlan: Cole fell


def fever(session) -> int:
    return sum(x.n for x in session.state.marks if (x.kind, x.at) == ("fever", "brick"))


def test_the_boy_healed_in_chapter_three_spares_brick_a_second_fever_in_chapter_four():
    """[issue 33, found 4] Chapter 4 starts Brick with a second fever marker while the miller's
    boy is still sick; nursed well in chapter 3, he is not."""
    healed = through(guide.drive_off, guide.bridge, guide.heal_the_boy)
    assert "boy_healed" in healed.flags
    assert fever(arc.start(4, healed, 3)) == 1


def test_the_gate_stays_open_when_the_boy_is_nursed_after_it_opened():
    """Ada's sister opens the gate to the child with Ada's bird; the boy nursed afterwards opens
    it again, which must not swing it shut."""
    carry = Carry(karma=KARMA, flags=("ada_helped",), secrets_taken=("919",))
    nurse = guide.Guide([guide.Goal("explore", "304"), guide.Goal("look", "marker:335"), guide.Goal("talk", "311#0"),
                         guide.Goal("explore", "303"), guide.Goal("talk", "marker:327"),
                         guide.Goal("interact", "card:328")], idle=True)
    session = arc.play(3, carry, 1, nurse)
    assert "boy_healed" in session.state.flags and "302" in session.state.turned


def medicine_then_roots(state) -> guide.Guide:
    """Chapter 4: the apothecary's chest fetched from the drowned hamlet, then the terraces sown."""
    return guide.Guide([guide.Goal("explore", "405"), guide.Goal("look", "marker:436"), *guide.roots(state).goals])


def begun(session):
    """The chapter once its start is played out: whatever it asks (who takes what it gives) is
    answered by the heuristic bot, until the family acts."""
    while q.head(session.state).kind != "actions":
        session.apply(bot_move(session, session.to_move()[0], "heuristic"))
    return session


def test_a_medicine_chest_carried_into_chapter_five_is_its_only_one_and_its_use_breaks_nothing():
    """[issue 33, found 5] Chapter 5 gave a second medicine chest beside the one chapter 4
    carried on, and the carried one's fever dose removed card 412 of chapter 4: the title's
    invariants then named an unknown card."""
    carry = through(guide.drive_off, guide.ferry, guide.heal_the_boy, medicine_then_roots, seed=4)
    assert "434" in {item.card for item in carry.items}
    session = begun(arc.start(5, carry, 4))
    chests = [i for i in session.state.items if content().cards[i.card].a.item.name["en"] == "Medicine chest"]
    assert len(chests) == 1
    holder = chests[0].member
    dose = m.Act(seat=0, member=holder, action="use", target="434", weapon="item:434.0")
    if dose in session.legal_commands(0):
        session.apply(dose)
    assert session.title.check_invariants(session.state) == [] and "412" not in session.state.removed


def test_wren_killed_in_chapter_three_the_story_leaves_her_out_of_the_mill():
    """[issue 33, found 6] The family that killed Wren and then beat the riders was told the
    mill opened its door to them, and chapter 4 began with Wren in the mill yard."""
    def kill_wren_and_defend(state):
        return guide.Guide([guide.Goal("attack", "311"), *guide.defend_the_mill(state).goals])
    carry = through(guide.drive_off, guide.bridge, kill_wren_and_defend)
    assert "wren_dead" in carry.flags
    fourth = arc.start(4, carry, 3)
    assert "408" not in taken(fourth) and "401" not in {p.card for p in fourth.state.terrain}
    assert "462" in taken(fourth)


def test_the_riders_beaten_after_wren_was_killed_the_family_winters_outside_the_mill():
    """The mill bars its doors to Wren's killers: beating Harlan ends the chapter outside it."""
    session = table(karma=["904"], chapter=3, terrain=[{"card": "301"}, {"card": "309", "col": -1}],
                    figures=dict.fromkeys(m.MEMBERS, "301:r") | {"342.1": "301:r"}, figure_damage={"342.1": 6},
                    items=[{"card": "131", "member": "brick"}], timeline=[{"card": "17"}, {"card": "342"}],
                    encounters={"342": "hostile"}, flags=["cole_defeated", "riders_at_mill", "wren_dead"])
    act(session, "brick", "attack", "342.1", weapon="item:131.0")
    assert session.outcome() == "ch3_held_outside"


def test_the_boathouse_gives_its_own_line_beside_the_pirates_rope():
    """[issue 33, found 6] With the pirates' rope already carried, the boathouse's rope was
    taken a second time and gave nothing."""
    carry = Carry(karma=KARMA, flags=("pirates_defeated",))
    boathouse = guide.Guide([guide.Goal("explore", "305"), guide.Goal("interact", "marker:357")], idle=True)
    session = arc.play(3, carry, 3, boathouse)
    assert {"350", "369"} <= {i.card for i in session.state.items if i.member}


def test_chapter_five_reads_the_supplies_chapter_four_kept():
    """[issue 33, found 2] Chapter 4 kept the family's supplies and no chapter read them: chapter
    5's larder gives a material for one, a healing for three, a round before the gale for five."""
    def gale(supplies: int) -> int:
        session = begun(arc.start(5, Carry(karma=KARMA, counters={"supplies": supplies}), 3))
        return next(c.n for c in session.state.counters if c.card == "510")
    assert gale(5) == gale(4) + 1 == gale(0) + 1


def test_swan_opens_every_chapter_and_adas_bird_opens_the_mill_gate_in_a_campaign():
    """[issue 33, found 10] The box is the story of Swan: every chapter's opening card tells of
    her, in both languages; the bird Ada carved for her in chapter 1 is what her sister Wren
    knows at the mill gate in chapter 3."""
    for chapter in content().chapters.values():
        story = content().cards[chapter.first].a.story
        assert "Swan" in story["en"] and "Swan" in story["de"]
    tend_ada = guide.Guide([guide.Goal("explore", "106"), guide.Goal("level", "109"), guide.Goal("look", "marker:124"),
                            guide.Goal("talk", "142#0"), *guide.drive_off(None).goals])
    carry = through(lambda state: tend_ada, guide.bridge)
    assert "919" in carry.secrets_taken
    session = arc.play(3, carry, 3, guide.sanctuary(arc.start(3, carry, 3).state))
    assert "321" in taken(session) and session.outcome() == "ch3_sanctuary"


def test_a_chapter_carries_its_story_flags_on_in_the_order_they_were_set():
    """[issue 33, deliver 4] The campaign tells the story in the order it happened: the flags a
    chapter set follow those it began with, in the order its cards set them."""
    first = arc.play(1, Carry(), 3, guide.slip_away(arc.start(1, Carry(), 3).state))
    carry = carry_over(first.state)
    assert list(carry.flags) == list(dict.fromkeys(e.flag for e in first.events if isinstance(e, m.FlagSet)))
    assert arc.start(2, carry, 3).state.flags[:len(carry.flags)] == carry.flags
