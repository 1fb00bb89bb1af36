"""Each chapter of the campaign can be won by each of its intended ways, played through the same
commands a person gives: whatever the story asks on the way (damage, a target) is answered
with the first choice offered."""

from game.titles.heredity import model as m
from tests.heredity.helpers import apply, decision, game, table

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
    """Three materials, the barn explored from the porch, the axle braced, everyone called."""
    session = game(chapter=1, seed=3)
    act(session, "brick", "interact", "101:a0")                 # the well: two materials
    act(session, "brick", "move", "102:k")
    act(session, "brick", "move", "102:p")
    next_round(session)
    act(session, "brick", "pickup")
    apply(session, {"type": "take", "card": "material"})
    settle(session)
    act(session, "brick", "explore", "106")
    act(session, "brick", "move", "106:t")
    next_round(session)
    act(session, "brick", "interact", "106:a0")                 # the cart: a new action
    act(session, "brick", "interact", "card:121")               # brace the axle: three materials
    assert "cart_fixed" in session.state.flags
    act(session, "brick", "move", "102:p")               # the barnyard is one area with the porch
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
    """Six materials from the hut and the dock, the bridge explored from the pier and mended,
    the family led across."""
    session = game(chapter=2, seed=3)
    act(session, "djamal", "move", "202:h")
    act(session, "djamal", "look", "202:a0")                    # the fare board: one material
    act(session, "djamal", "move", "202:d")
    act(session, "maeve", "move", "202:p")
    act(session, "maeve", "explore", "206")
    act(session, "maeve", "interact", "206:a0")                 # the gap: a new action
    next_round(session)
    act(session, "djamal", "interact", "202:a1")                # loose planks: two materials
    act(session, "selena", "move", "201:m")
    act(session, "selena", "move", "202:p")
    act(session, "selena", "move", "206:b")
    act(session, "maeve", "interact", "card:222")               # six materials, pooled
    assert "bridge_fixed" in session.state.flags
    act(session, "maeve", "move", "206:r")
    act(session, "maeve", "talk", "card:224")
    assert session.outcome() == "ch2_bridge"
