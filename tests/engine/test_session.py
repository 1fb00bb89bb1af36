"""The engine's own contract, pinned on a tiny title: randomness, barriers, undo, refusals."""

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


def test_undo_goes_back_one_command_until_a_barrier():
    session = new()
    start = session.state
    session.apply({"type": "step", "seat": 0})
    session.apply({"type": "step", "seat": 1})
    session.undo()
    session.undo()
    assert session.state == start and session.command_count == 0
    with pytest.raises(RuleError) as refused:
        session.undo()
    assert refused.value.code == "engine.nothing_to_undo"


@pytest.mark.parametrize("barrier", ["roll", "peek"])
def test_random_draws_and_reveals_are_undo_barriers(barrier):
    session = new()
    session.apply({"type": "step", "seat": 0})
    session.apply({"type": barrier, "seat": 1})
    assert not session.can_undo()
    with pytest.raises(RuleError) as refused:
        session.undo()
    assert refused.value.code == "engine.undo_barrier"


def test_a_loaded_game_undoes_back_to_its_last_barrier_and_no_further():
    session = new()
    session.apply({"type": "step", "seat": 0})
    session.apply({"type": "roll", "seat": 1})          # a barrier
    states = []
    for seat in (0, 1, 0):
        states.append(session.state)
        session.apply({"type": "step", "seat": seat})
    loaded = Session.from_history(session.title, session.header, list(session.history))
    for before in reversed(states):
        loaded.undo()
        assert loaded.state == before
    assert not loaded.can_undo()
    with pytest.raises(RuleError):
        loaded.undo()


def test_listeners_hear_every_turn_and_undo():
    session = new()
    heard = []
    session.listeners.append(lambda kind, payload: heard.append(kind))
    session.apply({"type": "step", "seat": 0})
    session.undo()
    assert heard == ["turn", "undo"]


def test_playout_counts_games_and_finds_broken_invariants():
    result = playout("toy", 30, 1, check=True)
    assert result["games"] == 30 and result["errors"] == 0
    assert result["wins"] + result["losses"] == 30 and result["commands"] > 0
