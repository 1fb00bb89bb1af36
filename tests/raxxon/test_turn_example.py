"""The rulebook's turn example (DE: Zugbeispiel, Thomas Heart): built with --setup keys.

The example is played on the 1–2 player side of Thomas Heart's sheet (the `small` token spaces):
a two-player game. On the 3–4 player side the same tokens sit under other icons, so the example's
consequences hold on the small side only (`test_the_example_is_played_on_the_one_to_two_player_side`).
"""

from game.titles.raxxon import model as m
from tests.raxxon.helpers import apply, card_at, decision, game, of_type

CROWD = [
    ["innocent:up", "hostile:up", "hostile"],
    ["carrier", "volatile:up", "hostile"],
    ["hostile", "carrier", "hostile:up"],
]


def thomas_with_three_tokens():
    # 1. Thomas Heart's turn begins: Targeted Air Strike used twice (A), Quarantine once (B).
    return game({
        "characters": ["thomas_heart", "mia_lee"], "first_player": 0, "crowd": CROWD,
        "tokens": [[0, 2, 0, 1, 0], [0, 0, 0, 0, 0]],
        "raxxon_deck": ["looters"],
    })


def test_he_may_pass_instead_of_triggering_consequences():
    session = thomas_with_three_tokens()
    assert decision(session) == "gate"
    apply(session, {"type": "pass"})
    assert session.state.passed == (True, False)
    assert session.state.active == 1


def test_consequences_trigger_top_to_bottom_then_he_acts():
    session = thomas_with_three_tokens()
    # 2. He goes on: add a card (A), add another (B), flip a face-down card (C), draw Raxxon (D).
    events = apply(session, {"type": "continue"})
    assert decision(session) == "place"
    events += apply(session, {"type": "place", "cell": [-1, 0]})
    # The second card has one best place: next to the first added card and the crowd's top row.
    events += apply(session, {"type": "continue"})
    assert [(e.r, e.c) for e in of_type(events, m.CardAdded)] == [(-1, 0), (0, 1)]
    events += apply(session, {"type": "continue"})
    assert decision(session) == "flip"
    events += apply(session, {"type": "flip", "cell": [2, 2]})
    events += apply(session, {"type": "continue"})
    told = [type(e) for e in events if type(e) in (m.CardAdded, m.CardFlipped, m.RaxxonDrawn)]
    assert told == [m.CardAdded, m.CardAdded, m.CardFlipped, m.RaxxonDrawn]
    assert [e.icon for e in of_type(events, m.ConsequenceTriggered)] == ["add", "add", "flip", "raxxon"]
    # The tokens stay where they are.
    assert session.state.tokens[0] == (0, 2, 0, 1, 0)
    if decision(session) == "raxxon_option":   # Looters triggers always: choose an option
        apply(session, {"type": "choose", "index": 0})
    assert decision(session) == "choose_action"

    # 3. Forceful Crowd Control: a token on its leftmost free space; swap the healthy innocent
    #    card with the infected volatile card. (Rows shifted down by one: two cards were added
    #    above row 1.)
    innocent, volatile = card_at(session, 1, 0), card_at(session, 2, 1)
    apply(session, {"type": "act", "action": 5, "cell": [1, 0], "other": [2, 1]})
    assert session.state.tokens[0] == (0, 2, 0, 1, 1)
    assert card_at(session, 1, 0) == volatile and card_at(session, 2, 1) == innocent
    assert decision(session) == "pick_flip_down_after"
    events = apply(session, {"type": "done"})
    # 4. The new token's consequence does not trigger now: the turn passes to the next player.
    assert not of_type(events, m.ConsequenceTriggered)
    assert session.state.active == 1


def test_the_example_is_played_on_the_one_to_two_player_side():
    """[DE: Zugbeispiel; Charakterbögen] two players use the 1–2 player side; the icons the
    example's tokens trigger are that side's, and the 3–4 player side's differ."""
    from game.titles.raxxon import queries as q
    session = thomas_with_three_tokens()
    assert session.state.players == 2
    air_strike = q.action(session.state, 0, 2)
    assert q.spaces(session.state, air_strike) == air_strike.small
    sheet = q.actions(session.state, 0)
    assert any(act.small[:2] != act.large[:2] for act in sheet[1:4])
