"""The engine's own contract, pinned on a tiny title: randomness, barriers, undo, refusals."""

import msgspec
import pytest

from game.engine import RuleError, Session, registry
from game.engine.playout import playout


@pytest.fixture(autouse=True)
def toy_title(monkeypatch):
    monkeypatch.setitem(registry.TITLE_MODULES, "toy", "tests.engine.toy")
    registry._loaded.pop("toy", None)
    yield
    registry._loaded.pop("toy", None)


def new(seed=3):
    return Session.new("toy", seed)


def test_a_command_not_in_the_legal_list_is_refused_and_changes_nothing():
    session = new()
    state = session.state
    with pytest.raises(RuleError) as refused:
        session.apply({"type": "step", "seat": 1})
    assert refused.value.code == "engine.not_legal" and session.state is state
    with pytest.raises(RuleError) as refused:
        session.apply({"type": "jump", "seat": 0})
    assert refused.value.code == "engine.bad_command"
    with pytest.raises(RuleError) as refused:
        session.apply('{"type": "step", "seat": "zero"}')
    assert refused.value.code == "engine.bad_command"


def test_same_seed_and_command_number_roll_the_same():
    first, second = new(9), new(9)
    for session in (first, second):
        session.apply({"type": "step", "seat": 0})
        session.apply({"type": "roll", "seat": 1})
    assert first.events == second.events
    other = new(10)
    other.apply({"type": "step", "seat": 0})
    rolls = {str(new(seed).apply({"type": "roll", "seat": 0})) for seed in range(20)}
    assert len(rolls) > 1


def test_a_seat_takes_back_its_own_last_command_and_no_other_seats():
    session = new()
    start = session.state
    session.apply({"type": "step", "seat": 0})
    after_first = session.state
    session.apply({"type": "step", "seat": 1})
    for refused_seat in (0,):
        with pytest.raises(RuleError) as refused:
            session.undo(refused_seat)
        assert refused.value.code == "engine.undo_not_yours" and session.command_count == 2
    session.undo(1)
    assert session.state == after_first and session.undo_refusal(1).code == "engine.undo_not_yours"
    session.undo(0)
    assert session.state == start and session.command_count == 0
    with pytest.raises(RuleError) as refused:
        session.undo(0)
    assert refused.value.code == "engine.nothing_to_undo"


@pytest.mark.parametrize("barrier, code", [("roll", "engine.undo_chance"), ("peek", "engine.undo_revealed")])
def test_random_draws_and_reveals_are_undo_barriers_for_every_seat(barrier, code):
    session = new()
    session.apply({"type": "step", "seat": 0})
    session.apply({"type": barrier, "seat": 1})
    state = session.state
    for seat in (0, 1):
        assert not session.can_undo(seat)
        with pytest.raises(RuleError) as refused:
            session.undo(seat)
        assert session.state is state and session.command_count == 2
    assert refused.value.code == code and refused.value.message("de") != refused.value.message("en")


def test_the_end_of_the_game_cannot_be_taken_back():
    session = new()
    for seat in (0, 1) * 5:
        if session.outcome():
            break
        session.apply({"type": "step", "seat": seat})
    assert session.outcome()
    winner = session.history[-1].command.seat
    assert session.undo_refusal(winner).code == "engine.undo_game_over"


def test_a_loaded_game_undoes_back_to_its_last_barrier_and_no_further():
    session = new()
    session.apply({"type": "step", "seat": 0})
    session.apply({"type": "roll", "seat": 1})          # a barrier
    states = []
    for seat in (0, 1, 0):
        states.append(session.state)
        session.apply({"type": "step", "seat": seat})
    loaded = Session.from_history(session.title, session.header, list(session.history))
    for before, seat in zip(reversed(states), (0, 1, 0), strict=True):
        loaded.undo(seat)
        assert loaded.state == before
    assert not loaded.can_undo(0) and not loaded.can_undo(1)
    with pytest.raises(RuleError):
        loaded.undo(1)


def test_a_save_written_before_an_event_counted_as_revealing_loads_with_its_barrier():
    """A turn saved as undoable whose events show a secret (by today's rules) is a barrier once
    loaded: an older save cannot open a way round the rule."""
    session = new()
    session.apply({"type": "step", "seat": 0})
    session.apply({"type": "peek", "seat": 1})
    history = list(session.history)
    history[-1] = msgspec.structs.replace(history[-1], barrier=False)
    loaded = Session.from_history(session.title, session.header, history)
    assert loaded.history[-1].barrier and loaded.undo_refusal(1).code == "engine.undo_revealed"


def test_listeners_hear_every_turn_and_undo():
    session = new()
    heard = []
    session.listeners.append(lambda kind, payload: heard.append(kind))
    session.apply({"type": "step", "seat": 0})
    session.undo(0)
    assert heard == ["turn", "undo"]


def test_a_refused_undo_tells_no_listener():
    session = new()
    heard = []
    session.apply({"type": "step", "seat": 0})
    session.listeners.append(lambda kind, payload: heard.append(kind))
    with pytest.raises(RuleError):
        session.undo(1)
    assert heard == []


def test_playout_counts_games_and_finds_broken_invariants():
    result = playout("toy", 30, 1, check=True)
    assert result["games"] == 30 and result["errors"] == 0
    assert result["wins"] + result["losses"] == 30 and result["commands"] > 0
