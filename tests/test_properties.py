"""Property tests over random games of every title (hypothesis):
load(save(x)) is x, replaying events gives the state, (seed, commands) gives the same events."""

import random

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import new_game, title_names
from game.engine.session import fold
from saves import gamefile

OPTIONS = {"raxxon": st.fixed_dictionaries({
    "players": st.integers(1, 4), "difficulty": st.sampled_from(["intro", "normal", "hard", "expert"])})}


def random_session(title, seed, options, steps, walk_seed):
    session = new_game(title, seed, options)
    rng = random.Random(walk_seed)
    for _ in range(steps):
        if session.outcome():
            break
        legal = session.legal_commands(session.to_move()[0])
        session.apply(legal[rng.randrange(len(legal))])
    return session


def games():
    return st.sampled_from(title_names()).flatmap(lambda title: st.tuples(
        st.just(title), st.integers(0, 10_000), OPTIONS.get(title, st.just({})),
        st.integers(0, 120), st.integers(0, 10_000)))


FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(games())
def test_load_of_save_gives_the_same_game(game):
    session = random_session(*game)
    loaded = gamefile.decode(gamefile.encode(session))
    assert loaded.state == session.state
    assert [msgspec.to_builtins(t) for t in loaded.history] == [msgspec.to_builtins(t) for t in session.history]
    without_snapshot = gamefile.decode(gamefile.encode(session, with_snapshot=False))
    assert without_snapshot.state == session.state


@FAST
@given(games())
def test_replaying_the_events_gives_the_same_state(game):
    session = random_session(*game)
    replayed = fold(session.title, session.title.initial_state(session.header.options), session.events)
    assert replayed == session.state


@FAST
@given(games())
def test_seed_and_commands_give_the_same_events(game):
    session = random_session(*game)
    again = new_game(session.title.name, session.header.seed, session.header.options)
    for turn in session.history[1:]:
        again.apply(turn.command)
    assert again.events == session.events


@FAST
@given(games(), st.integers(0, 10_000))
def test_every_legal_command_is_accepted_and_others_refused(game, pick_seed):
    session = random_session(*game)
    if session.outcome():
        return
    seat = session.to_move()[0]
    legal = session.legal_commands(seat)
    title, state = session.title, session.state
    rng = random.Random(pick_seed)
    for command in rng.sample(legal, min(5, len(legal))):
        events = title.decide(state, command, random.Random(0))
        assert fold(title, state, events) == getattr(events, "state", fold(title, state, events))
    other_seat = (seat + 1) % len(session.header.seats)
    if other_seat != seat:
        for command in legal[:3]:
            foreign = msgspec.structs.replace(command, seat=other_seat)
            try:
                session.check(foreign)
            except Exception as error:
                assert type(error).__name__ == "RuleError" and error.message()
            else:
                raise AssertionError(f"{foreign} accepted from the wrong seat")
