"""Dawn of the Zeds' refusals: commands out of turn, out of place or malformed are refused with
the reason the rules give; replaying never rolls a die (the contract every title keeps is
`tests/test_contract.py`)."""

import random

import pytest

from game.engine import RuleError, get_title, new_game
from game.engine.bots import random_bot
from game.engine.session import fold
from game.titles.zeds import model as m

TITLE = get_title("zeds")


def random_states(seeds=range(12), players=(1, 2, 4), steps=160):
    """Sessions stopped at random points of random games, with their seat to move."""
    picker = random.Random(99)
    for seed in seeds:
        count = players[seed % len(players)]
        session = new_game("zeds", seed, {"players": count})
        stop = picker.randrange(1, steps)
        for _ in range(stop):
            if session.outcome():
                break
            seat = session.to_move()[0]
            session.apply(random_bot(session.state, seat, session.legal_commands(seat), picker))
        if not session.outcome():
            yield session


def _refused(session, command) -> str:
    with pytest.raises(RuleError) as refused:
        session.check(session.parse_command(command))
    return refused.value.code


def test_commands_out_of_turn_or_out_of_place_are_refused():
    for session in random_states(seeds=range(6)):
        seat = session.to_move()[0]
        kind = session.view().decision.kind
        assert _refused(session, {"type": "end_actions", "seat": 9}) == "zeds.not_your_turn"
        wrong = {"type": "choose_die", "seat": seat, "die": 0} if kind != "pick_die" else \
            {"type": "end_actions", "seat": seat}
        assert _refused(session, wrong) == "zeds.wrong_moment"
        if kind == "actions":
            assert _refused(session, {"type": "move", "seat": seat, "unit": "nobody", "to": "centre",
                                      "pay": "bar"}) == "zeds.unknown_unit"
            assert _refused(session, {"type": "special", "seat": seat, "ability": "fly"}) == "zeds.no_such_special"
        elif kind.startswith("pick_") and kind != "pick_die":
            field = {"pick_path": "path", "pick_space": "space", "pick_zed": "zed", "pick_unit": "unit"}[kind]
            command = {"type": kind.replace("pick", "choose"), "seat": seat, field: "nowhere"}
            assert _refused(session, command) == "zeds.not_an_option"


def test_malformed_commands_are_refused_before_the_rules_see_them():
    session = new_game("zeds", 1, {"players": 1})
    for raw in ({"type": "move", "seat": 0}, {"type": "fly", "seat": 0}, {"type": "answer", "seat": 0, "yes": 3},
                '{"type": "move"', {"type": "end_actions", "seat": 0, "extra": 1}):
        with pytest.raises(RuleError) as refused:
            session.parse_command(raw)
        assert refused.value.code == "engine.bad_command"


def test_replaying_the_events_never_rolls_a_die():
    session = new_game("zeds", 5, {"players": 2})
    picker = random.Random(5)
    while not session.outcome():
        seat = session.to_move()[0]
        session.apply(random_bot(session.state, seat, session.legal_commands(seat), picker))
    replayed = fold(TITLE, TITLE.initial_state(session.header.options), session.events)
    assert replayed == session.state
    rolls = [e for e in session.events if isinstance(e, m.DiceRolled)]
    assert rolls and all(all(1 <= v <= 6 for v in e.values) for e in rolls)
