"""Chapter 5, "What We Leave", the campaign's finale: each of its endings reached through the
commands a person gives, and what earlier chapters remember changing what happens (the coast or
the valley home by chapter 4's choice; Ash, Wren, Cole and Harlan by chapters 1 to 4)."""

from game.titles.heredity import model as m
from tests.heredity.helpers import apply, decision, game, member, table, timeline
from tests.heredity.test_chapters import act, next_round, settle

KARMA = ["901", "902", "903", "904", "914", "906", "907", "908", "909"]


def chapter_five_with(*flags: str, seed: int = 3, materials: dict | None = None):
    carry = {"karma": KARMA, "flags": list(flags), "materials": materials or {}}
    return game({"campaign": carry}, chapter=5, seed=seed)


def terrain(session) -> set[str]:
    return {p.card for p in session.state.terrain}


def test_the_valley_community_with_the_seed_grain():
    """The chapter's own start (the valley, seed grain kept): the seed offered to Ines wins her
    trust, and sowing it where the long house goes up founds the community."""
    session = game(chapter=5, seed=3)
    act(session, "maeve", "move", "501:y")
    act(session, "maeve", "move", "502:m")
    act(session, "maeve", "talk", "513#1")                      # offer the seed grain
    assert {"seed_shared", "ines_trusts"} <= set(session.state.flags) and "533" in session.state.laid
    assert session.state.encounters[[e.card for e in session.state.encounters].index("513")].status == "allied"
    act(session, "selena", "interact", "card:533")              # Selena starts in the yard
    assert session.outcome() == "ch5_community" and "field_sown" in session.state.flags


def test_the_valley_community_earned_by_work():
    """Strangers to Ines are asked to prove themselves: pitching the newcomers' camp (two
    materials) earns the trust, three more raise the long house."""
    session = chapter_five_with("stayed_in_valley", materials={"maeve": 5})
    act(session, "maeve", "move", "501:y")
    act(session, "maeve", "move", "502:m")
    act(session, "maeve", "talk", "513#0")                      # who you are: prove it
    assert "asked_ines" in session.state.flags and "534" in session.state.laid
    next_round(session)
    act(session, "maeve", "interact", "card:534")
    assert "ines_trusts" in session.state.flags and member(session, "maeve").materials == 3
    act(session, "maeve", "move", "501:y")
    next_round(session)
    act(session, "maeve", "interact", "card:533")
    assert session.outcome() == "ch5_community" and "long_house" in session.state.flags


def test_the_lighthouse_relit_by_the_family_that_answered():
    """Chapter 4's signal answered: Ines knows the family's voices at once; the oil from under
    the tower stairs lights the lamp."""
    session = chapter_five_with("followed_signal", "signal_answered")
    assert {"503", "504"} <= terrain(session) and "501" not in terrain(session)
    act(session, "maeve", "move", "504:y")
    act(session, "maeve", "talk", "513#0")
    assert "ines_trusts" in session.state.flags and "531" in session.state.laid
    act(session, "selena", "move", "504:t")
    act(session, "selena", "look", "504:a2")                    # the oil store: lamp oil
    settle(session)
    next_round(session)
    act(session, "selena", "level", "508")
    act(session, "selena", "interact", "card:531")
    assert session.outcome() == "ch5_community" and "lamp_lit" in session.state.flags


def test_the_home_held_when_harlan_falls():
    """Cole beaten on the ridge (chapter 1) sends Harlan; his fall ends the hunt."""
    session = table(karma=["904"], chapter=5, terrain=[{"card": "501"}, {"card": "502", "col": 1},
                                                       {"card": "506", "col": 2}],
                    figures=dict.fromkeys(m.MEMBERS, "506:r") | {"542.1": "506:r"}, figure_damage={"542.1": 10},
                    items=[{"card": "131", "member": "brick"}], timeline=[{"card": "17"}, {"card": "542"}],
                    encounters={"542": "hostile"}, flags=["cole_defeated", "raiders_came"])
    act(session, "brick", "attack", "542.1", weapon="item:131.0")
    assert session.outcome() == "ch5_home_held" and "raiders_broken" in session.state.flags


def test_the_children_carry_on():
    """With the gale four rounds off, whoever stands by the cart can send the children on."""
    session = table(chapter=5, terrain=[{"card": "501"}, {"card": "502", "col": 1}],
                    figures={"maeve": "502:t", "selena": "501:y", "brick": "501:y", "djamal": "501:h"},
                    laid=["562"], flags=["parting_near"])
    act(session, "maeve", "interact", "card:562")
    assert decision(session) == "ask"
    apply(session, {"type": "answer", "yes": True})
    assert session.outcome() == "ch5_children_carry_on" and "children_went_on" in session.state.flags


def test_the_gale_ends_a_chapter_left_unfinished():
    session = table(chapter=5, terrain=[{"card": "501"}], figures={"maeve": "501:y"},
                    timeline=[{"card": "17"}, {"card": "510"}], marker=1, counters={"510": 1},
                    flags=["raiders_came", "parting_near"])
    assert session.outcome() == "ch5_storm"


def test_the_roofs_burn_when_nobody_stops_the_firebrands():
    """Doing nothing: the raiders come with seven rounds left and the oil on the roofs catches
    three rounds later."""
    session = game(chapter=5, seed=2)
    while session.outcome() is None:
        next_round(session)
    assert session.outcome() == "ch5_burned" and "raiders_came" in session.state.flags


def test_the_coast_or_the_valley_by_chapter_four():
    """Chapter 4's choice lays the start: the coast road and the lighthouse when the family
    followed the signal; the homestead and the ford when it stayed, or when the chapter is played
    without a campaign."""
    coast = chapter_five_with("followed_signal")
    valley = chapter_five_with("stayed_in_valley")
    alone = game(chapter=5, seed=3)
    assert terrain(coast) == {"503", "504"} and "reached_the_coast" in coast.state.flags
    assert terrain(valley) == terrain(alone) == {"501", "502"}
    assert "found_by_the_signal" in valley.state.flags and "523" in coast.state.laid and "522" in valley.state.laid


def test_a_coast_map_lays_the_flats_at_once():
    assert "507" in terrain(chapter_five_with("followed_signal", "coast_map"))
    assert "507" not in terrain(chapter_five_with("followed_signal"))


def test_ash_and_wren_come_along_if_earlier_chapters_kept_them():
    """Ada helped in chapter 1 and Ash unhurt through chapter 2: the old dog runs with the family;
    Wren, if she joined in chapter 4, speaks for them to Ines."""
    with_them = chapter_five_with("ada_helped", "wren_joined", "stayed_in_valley")
    without = chapter_five_with("stayed_in_valley")
    hurt = chapter_five_with("ada_helped", "ash_hurt", "ash_left_behind")
    assert {"516", "517"} <= set(timeline(with_them)) and not {"516", "517"} & set(timeline(without))
    assert "517" not in timeline(hurt) and "518" in hurt.state.read
    for session in (with_them, without):
        act(session, "maeve", "move", "501:y")
        act(session, "maeve", "move", "502:m")
        act(session, "maeve", "talk", "513#0")
    assert "ines_trusts" in with_them.state.flags and "asked_ines" not in with_them.state.flags
    assert "ines_trusts" not in without.state.flags and "asked_ines" in without.state.flags


def test_who_leads_the_raiders_depends_on_chapters_one_and_three():
    """Cole or Harlan beaten at the mill: a new face, Teague; otherwise Harlan if Cole fell on the
    ridge, else Cole himself."""
    led = {}
    valley = [{"card": "501"}, {"card": "502", "col": 1}]
    for flags in ([], ["cole_defeated"], ["cole_defeated", "harlan_defeated"], ["cole_killed"]):
        session = game({"campaign": {"karma": KARMA, "flags": flags},
                        "table": {"terrain": valley, "figures": {"maeve": "501:y"},
                                  "timeline": [{"card": "17"}, {"card": "510"}], "marker": 1, "counters": {"510": 8}}},
                       chapter=5)
        led[tuple(flags)] = {e.card for e in session.state.encounters} & {"541", "542", "543"}
        assert "506" in terrain(session) and "545" in timeline(session)
    assert led[()] == {"543"} and led[("cole_defeated",)] == {"542"}
    assert led[("cole_defeated", "harlan_defeated")] == led[("cole_killed",)] == {"541"}
