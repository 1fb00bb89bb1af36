"""Each chapter of the campaign can be won by each of its intended ways, played through the same
commands a person gives: whatever the story asks on the way (damage, a target) is answered
with the first choice offered."""

from game.titles.heredity import model as m
from tests.heredity.helpers import apply, decision, game, member, table, timeline

AUTO = {
    "space": lambda legal: legal[0], "damage": lambda legal: legal[0], "target": lambda legal: legal[0],
    "member": lambda legal: legal[0], "joint": lambda legal: next(c for c in legal if isinstance(c, m.Strike)),
}


def settle(session) -> None:
    """Answer every decision the script does not name until the family acts again."""
    while session.outcome() is None and decision(session) in AUTO:
        seat = session.to_move()[0]
        apply(session, AUTO[decision(session)](session.legal_commands(seat)))


def act(session, member: str, action: str, target: str = "", **extra) -> None:
    settle(session)
    assert decision(session) == "actions", decision(session)
    apply(session, {"type": "act", "member": member, "action": action, "target": target, **extra})
    settle(session)


def next_round(session) -> None:
    """Every seat ends its actions; the timeline runs until the family card again."""
    settle(session)
    while session.outcome() is None and decision(session) == "actions":
        apply(session, {"type": "end_actions"})
        settle(session)
        if decision(session) == "actions":
            break


def test_chapter_one_slip_away_with_the_cart():
    """Three materials, the barn explored from the porch, the axle braced; the cart waits for
    Swan, whom Selena finds in the hayloft; then everyone is called."""
    session = game(chapter=1, seed=3)
    act(session, "brick", "interact", "101:a0")                 # the well: two materials
    act(session, "brick", "move", "102:k")
    act(session, "brick", "move", "102:p")
    for step in ("101:c", "102:k", "102:p"):
        act(session, "selena", "move", step)
    next_round(session)
    act(session, "brick", "pickup")
    apply(session, {"type": "take", "card": "material"})
    settle(session)
    act(session, "brick", "explore", "106")
    act(session, "brick", "move", "106:t")
    act(session, "selena", "move", "106:s")
    act(session, "selena", "level", "109")
    act(session, "selena", "move", "109:b")
    next_round(session)
    act(session, "brick", "interact", "106:a0")                 # the cart: a new action
    act(session, "brick", "interact", "card:121")               # brace the axle: three materials
    assert "cart_fixed" in session.state.flags
    act(session, "brick", "move", "102:p")               # the barnyard is one area with the porch
    next_round(session)
    act(session, "brick", "talk", "card:123")
    assert session.outcome() is None and "147" in session.state.read          # not without Swan
    act(session, "selena", "look", "109:a1")                    # Swan in the hay, beside a stranger
    assert "swan_found" in session.state.flags
    next_round(session)
    act(session, "brick", "talk", "card:123")
    assert session.outcome() == "ch1_slip_away"


def test_chapter_one_drive_off_cole():
    """Cole on the road, the whole family at him: the joint attack defeats him and wins."""
    session = table(karma=["906"], chapter=1, terrain=[{"card": "101"}, {"card": "107", "col": -1}],
                    figures=dict.fromkeys(m.MEMBERS, "107:r") | {"140.1": "107:r"},
                    items=[{"card": "131", "member": "brick"}, {"card": "130", "member": "maeve"}],
                    laid=["118"], timeline=[{"card": "17"}, {"card": "140"}], encounters={"140": "hostile"})
    apply(session, {"type": "act", "member": "brick", "action": "attack", "target": "140.1",
                    "weapon": "item:131.0"},
          {"type": "join", "member": "maeve", "weapon": "item:130.0"},
          {"type": "join", "member": "djamal", "weapon": "punch"})
    settle(session)
    assert session.outcome() == "ch1_drive_off"
    assert "118" in session.state.removed


def test_chapter_two_ferry_for_ada():
    """Ada's name pays the fare; from the pier the family boards."""
    session = game(chapter=2, seed=3)
    act(session, "djamal", "move", "202:h")
    act(session, "djamal", "move", "202:d")
    act(session, "djamal", "talk", "204#1")
    assert "fare_paid" in session.state.flags and "223" in session.state.laid
    act(session, "maeve", "move", "202:p")
    act(session, "maeve", "talk", "card:223")
    assert session.outcome() == "ch2_ferry"


def test_chapter_two_across_the_mended_bridge():
    """Eight materials (the three the family carries, the fare board's, the dock's planks, the tin
    box under the gravel), the bridge explored from the pier and mended, the family led across."""
    session = game(chapter=2, seed=3)
    act(session, "djamal", "move", "202:h")
    act(session, "djamal", "look", "202:a0")                    # the fare board: one material
    act(session, "djamal", "move", "202:d")
    act(session, "maeve", "move", "202:p")
    act(session, "maeve", "explore", "206")
    act(session, "maeve", "interact", "206:a0")                 # the gap: a new action
    act(session, "selena", "explore", "205")
    act(session, "selena", "interact", "205:a1")                # under the gravel: two materials
    next_round(session)
    act(session, "djamal", "interact", "202:a1")                # loose planks: two materials
    act(session, "maeve", "interact", "card:222")               # eight materials, pooled
    assert "bridge_fixed" in session.state.flags
    act(session, "maeve", "move", "206:r")
    act(session, "maeve", "talk", "card:224")
    assert session.outcome() == "ch2_bridge"


# ---- chapter 3, "The Winter Mill" ---------------------------------------------------------------
def test_chapter_three_sanctuary_for_adas_friends():
    """With Ada helped (the chapter's own start), asking Wren opens the gate; whoever then
    stands in the yard settles the family in for the winter."""
    session = game(chapter=3, seed=3)
    act(session, "maeve", "move", "302:o")
    act(session, "maeve", "talk", "311#0")                      # ask for shelter: Ada's sister
    assert "gate_open" in session.state.flags and "302" in session.state.turned
    act(session, "selena", "move", "302:o")
    act(session, "selena", "move", "302:y")                     # the wall is a door now
    act(session, "selena", "talk", "card:325")
    assert session.outcome() == "ch3_sanctuary"


def test_chapter_three_over_the_pass_with_the_rope():
    """The cairn shows the way up; across the scree, whoever holds the rope leads the climb."""
    session = table(chapter=3, terrain=[{"card": "301"}, {"card": "304", "row": -1}, {"card": "307", "row": -2}],
                    figures={"maeve": "307:c"}, items=[{"card": "350", "member": "maeve"}])
    act(session, "maeve", "look", "307:a0")                     # the cairn: a new action
    assert "341" in session.state.laid
    act(session, "maeve", "move", "307:p")                      # a red line: one damage
    act(session, "maeve", "interact", "card:341")
    assert session.outcome() == "ch3_pass" and "crossed_the_pass" in session.state.flags


def test_chapter_three_over_the_pass_by_cutting_steps():
    """Without a rope, five materials cut the steps instead."""
    session = table(chapter=3, terrain=[{"card": "301"}, {"card": "304", "row": -1}, {"card": "307", "row": -2}],
                    figures={"maeve": "307:p"}, materials={"maeve": 5}, laid=["341"])
    act(session, "maeve", "interact", "card:341")
    assert session.outcome() == "ch3_pass" and member(session, "maeve").materials == 0


def test_chapter_three_defend_the_mill_against_harlan():
    """Cole beaten in chapter 1, his brother leads the riders; he falls and the mill is saved."""
    session = table(karma=["904"], chapter=3, terrain=[{"card": "301"}, {"card": "309", "col": -1}],
                    figures=dict.fromkeys(m.MEMBERS, "301:r") | {"342.1": "301:r"}, figure_damage={"342.1": 6},
                    items=[{"card": "131", "member": "brick"}], timeline=[{"card": "17"}, {"card": "342"}],
                    encounters={"342": "hostile"}, flags=["cole_defeated", "riders_at_mill"])
    act(session, "brick", "attack", "342.1", weapon="item:131.0")   # 3 + 2 against defence 2
    assert session.outcome() == "ch3_defended" and "harlan_defeated" in session.state.flags


def test_chapter_three_the_mill_burns_while_nobody_acts():
    """Doing nothing: the riders come with the snow four rounds off, and their torches burn the
    mill three rounds later."""
    session = game(chapter=3, seed=2)
    while session.outcome() is None:
        next_round(session)
    assert session.outcome() == "ch3_mill_burns" and "riders_at_mill" in session.state.flags


def test_chapter_three_snowed_in_when_the_clock_runs_out():
    """The fire put out, the first snow's last round closes the valley."""
    session = table(chapter=3, terrain=[{"card": "301"}], figures={"maeve": "301:r"},
                    timeline=[{"card": "17"}, {"card": "310"}], marker=1, counters={"310": 1}, flags=["riders_at_mill"])
    assert session.outcome() == "ch3_snowed_in"


def test_chapter_three_the_fire_doused_the_snow_closes_the_valley():
    """Djamal waits on the pond's shore; when the riders' torches land he carries water to the
    thatch, and the family holds out until the snow."""
    session = game(chapter=3, seed=5)
    act(session, "djamal", "explore", "305")
    act(session, "djamal", "move", "305:s")
    while "349" not in session.state.laid:
        next_round(session)
    act(session, "djamal", "interact", "card:349")
    assert "345" in session.state.removed and "fire_doused" in session.state.flags
    while session.outcome() is None:
        next_round(session)
    assert session.outcome() == "ch3_snowed_in"


KARMA = ["901", "902", "903", "904", "914", "906", "907", "908", "909"]


def chapter_three_with(*flags: str, seed: int = 3, secrets: tuple[str, ...] = ()):
    return game({"campaign": {"karma": KARMA, "flags": list(flags), "secrets_taken": list(secrets)}}, chapter=3,
                seed=seed)


def test_chapter_three_remembers_whether_ada_was_helped():
    """Chapter 1's choice: Ada's dog runs with the family, and her sister opens the gate when
    Swan shows the bird Ada carved for her (secret card 919); to strangers Wren only names the
    work that would earn them a place."""
    helped, strangers = chapter_three_with("ada_helped", secrets=("919",)), chapter_three_with()
    assert "313" in timeline(helped) and "313" not in timeline(strangers)
    for session in (helped, strangers):
        act(session, "maeve", "move", "302:o")
        act(session, "maeve", "talk", "311#0")
    assert "gate_open" in helped.state.flags and "325" in helped.state.laid
    assert "gate_open" not in strangers.state.flags and "asked_wren" in strangers.state.flags
    assert "302" not in strangers.state.turned


def test_chapter_three_the_ferrymans_token_vouches_for_the_family():
    """Chapter 2's ferry: the ferryman's token opens the gate as Ada's name would."""
    session = chapter_three_with("crossed_by_ferry", "fare_paid")
    act(session, "maeve", "move", "302:o")
    assert "vouched" in session.state.flags
    act(session, "maeve", "talk", "311#0")
    assert "gate_open" in session.state.flags


def test_chapter_three_cole_or_his_brother_leads_the_riders():
    """Chapter 1's fight: Cole beaten on the ridge sends his brother Harlan; Cole not beaten
    comes himself."""
    led = {}
    for flags in ([], ["cole_defeated"]):
        session = table(chapter=3, terrain=[{"card": "301"}], figures={"maeve": "301:r"},
                        timeline=[{"card": "17"}, {"card": "310"}], marker=1, counters={"310": 5}, flags=flags)
        led[tuple(flags)] = {e.card for e in session.state.encounters} & {"342", "343"}
        assert "309" in {p.card for p in session.state.terrain}
    assert led[()] == {"343"} and led[("cole_defeated",)] == {"342"}


# ---- chapter 4, "The Thaw" ----------------------------------------------------------------------
THAW = [{"card": "401"}, {"card": "403", "col": 1}]


def test_chapter_four_roots_three_rows_sown():
    """With seed grain, each sowing puts a standard marker on the terrace; the third row roots
    the family in the valley."""
    session = table(chapter=4, terrain=[*THAW, {"card": "406", "col": 1, "row": -1}],
                    figures={"maeve": "406:t", "selena": "406:t"}, flags=["seed_grain"], laid=["439"])
    act(session, "maeve", "interact", "card:439")
    act(session, "maeve", "interact", "card:439")
    assert session.outcome() is None and session.view().marks[0].n == 2
    act(session, "selena", "interact", "card:439")
    assert session.outcome() == "ch4_roots" and "stayed_in_valley" in session.state.flags


def test_chapter_four_coast_road_after_answering_the_signal():
    """Someone answered the lighthouse on the radio: on the coast road the family decides to go."""
    session = table(chapter=4, terrain=[*THAW, {"card": "407", "col": 2}], figures={"maeve": "407:c"},
                    flags=["signal_answered"], laid=["460"])
    act(session, "maeve", "talk", "card:460")
    assert session.outcome() == "ch4_coast_road" and "followed_signal" in session.state.flags


def test_chapter_four_answer_the_lighthouse_at_the_mast():
    """The mast's set, wired up with two materials, answers: the family may follow the signal."""
    session = table(chapter=4, terrain=[*THAW, {"card": "404", "row": -1}], figures={"maeve": "404:m"},
                    materials={"maeve": 2}, laid=["432"])
    act(session, "maeve", "interact", "card:432")
    assert "signal_answered" in session.state.flags and member(session, "maeve").materials == 0


def test_chapter_four_flooded_when_the_meltwater_runs_out():
    session = table(chapter=4, terrain=THAW, figures={"maeve": "401:h"},
                    timeline=[{"card": "17"}, {"card": "410"}], marker=1, counters={"410": 1})
    assert session.outcome() == "ch4_flooded"


def test_chapter_four_fever_wins_without_medicine():
    """The miller's boy still sick in chapter 3: Brick starts with two fever markers; the two
    minus cards of the karma deck bring the fourth."""
    session = game({"campaign": {"karma": KARMA, "flags": ["boy_sick"]}, "karma": ["903", "907"]}, chapter=4)
    assert _fever(session) == 2
    while session.outcome() is None:
        next_round(session)
    assert session.outcome() == "ch4_fever"


def test_chapter_four_medicine_breaks_the_fever():
    """The apothecary's chest doses Brick's fever: its markers and the fever card go."""
    session = game({"campaign": {"karma": KARMA, "items": [{"card": "434", "member": "maeve"}]}}, chapter=4)
    assert _fever(session) == 1
    act(session, "maeve", "use", "434", weapon="item:434.0")
    assert "412" in session.state.removed and "437" in session.state.read and _fever(session) == 0


def test_chapter_four_starts_where_chapter_three_ended():
    """Over the pass, the family wakes in the shepherd's hut; at the mill Wren, who trusts them,
    works beside Maeve: the violet disc is Maeve's fourth."""
    pass_ = game({"campaign": {"karma": KARMA, "flags": ["crossed_the_pass"]}}, chapter=4)
    mill = game({"campaign": {"karma": KARMA, "flags": ["sheltered_at_mill", "wren_trusts"]}}, chapter=4)
    assert "402" in {p.card for p in pass_.state.terrain} and "401" not in {p.card for p in pass_.state.terrain}
    assert "401" in {p.card for p in mill.state.terrain}
    assert mill.state.violet == "maeve" and "wren_joined" in mill.state.flags and not pass_.state.violet
    assert mill.view(0).members[3].discs_free == 4


def test_chapter_four_harlan_beaten_means_no_riders():
    """Chapter 3's defence: with Harlan fallen nobody rides in the thaw; otherwise the last
    riders come and cut open a sack of supplies."""
    came = {}
    for flags in (["harlan_defeated"], []):
        session = table(chapter=4, terrain=THAW, figures={"maeve": "401:h"}, flags=flags,
                        timeline=[{"card": "17"}, {"card": "410"}], marker=1, counters={"410": 6})
        came[bool(flags)] = "420" in {e.card for e in session.state.encounters}
    assert came == {True: False, False: True}


def _fever(session) -> int:
    return sum(x.n for x in session.state.marks if (x.kind, x.at) == ("fever", "brick"))
