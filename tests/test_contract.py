"""The engine contract, held against every registered title and a sample of its options.

- random games keep the title's invariants after every event, and end;
- every legal command is accepted (and folds to the state `decide` returned); a command from a
  seat that may not act, or one outside the list, is refused with a RuleError that says why;
- a game replays to the same state from its events, and to the same events from (seed, commands);
- a save loads back to the same game;
- nothing a seat is shown (its view, the events the harness prints for it, its legal commands)
  names anything the title says is hidden from that seat (`Title.hidden_from`);
- bots are handed their seat's view, never the state; a heuristic chooses among any part of the
  legal commands (the search ranks its choices so);
- what the rules remember between states (`per_state`, queries kept while the fields they read
  are the same objects) answers as a state built afresh would;
- every command and event class declares who may see it (and whether it reveals something);
- undo is a seat's own: after every command every other seat's undo is refused, and after a
  command that told some seat something it could not know every seat's is; a refused undo
  changes nothing.

The checks run over samples of each title's options. The fast lane's samples meet every choice
of each option with every choice of every other option (all pairs: Raxxon 16, Heredity 20, Dawn
of the Zeds 4, Alone 31), each check playing a third of its count there; the full run adds the
defaults and each choice alone (36 samples) at the whole count, and thousands of games (500
checked games per such sample: 3,500 of Raxxon, 2,000 of Dawn of the Zeds, 4,000 of Heredity;
2,040 of Alone, 120 per sample). Replays and saves are checked at random moments of random games
(hypothesis). What the rules remember between states is checked along 3 games of each title (10
per option sample in the slow suite).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import RuleError, get_title, new_game, title_names
from game.engine import bots as engine_bots
from game.engine.narration import tell_events
from game.engine.playout import playout
from game.engine.queue import Dequeued, QueueCleared, evolve_queue, fold_events
from game.engine.rng import rng_for
from game.engine.search import ranked
from game.engine.session import Session, fold
from game.engine.types import Command, Event, State, seen_by, to_builtins, undeclared, union_members
from game.i18n import has
from saves import gamefile


def option_samples(name: str) -> list[dict]:
    """The defaults, and each choice of each option with the others at their defaults."""
    title = get_title(name)
    defaults = title.resolve_options(None)
    samples = [defaults]
    for spec in title.options:
        for choice in spec.choices:
            sample = {**defaults, spec.name: choice}
            if sample not in samples:
                samples.append(sample)
    return samples


def option_pairs(name: str) -> list[dict]:
    """Samples in which each choice of each option meets each choice of every other option at
    least once (all pairs; a title of one option: each choice), the defaults first. Greedy: each
    further sample starts from a pair no sample has yet, and each other option takes the choice
    that meets the most choices not yet met (Alone's six options make 31 samples; no fewer than
    28 could, its 7 decks by 4 levels)."""
    title = get_title(name)
    order = [spec.name for spec in title.options]
    choices = {spec.name: spec.choices for spec in title.options}

    def met(*chosen: tuple) -> tuple:
        """What a sample meets: one choice, or two of two options in the options' order."""
        return tuple(sorted(chosen, key=lambda one: order.index(one[0])))

    def gain(one: tuple, sample: dict) -> int:
        """How many of what is unmet a choice would meet, beside the choices a sample holds."""
        return (met(one) in unmet) + sum(met(one, chosen) in unmet for chosen in sample.items())

    def position(unmet_one: tuple) -> list:
        return [(order.index(option), choices[option].index(choice)) for option, choice in unmet_one]

    unmet = {met((a, x)) for a in order for x in choices[a]}
    unmet |= {met((a, x), (b, y)) for a, b in combinations(order, 2) for x in choices[a] for y in choices[b]}
    samples, sample = [], title.resolve_options(None)
    while True:
        samples.append(sample)
        unmet -= {met(one) for one in sample.items()} | {met(*two) for two in combinations(sample.items(), 2)}
        if not unmet:
            return samples
        sample = dict(min(unmet, key=position))
        for option in (option for option in order if option not in sample):
            sample[option] = max(choices[option], key=lambda choice: gain((option, choice), sample))
        sample = {option: sample[option] for option in order}


FULL, FAST = 1, 3              # the share of each check's count a sample plays


@dataclass(frozen=True)
class Sample:
    """A title and options to hold to the contract, and the share of each check's count it plays."""
    name: str
    options: dict
    share: int

    def scaled(self, count: int) -> int:
        return -(-count // self.share)


def case_id(name: str, options: dict) -> str:
    return f"{name}-" + "-".join(f"{k}={v}" for k, v in options.items())


def sampled(name: str, options: dict, share: int, *marks) -> object:
    kind = "" if share == FULL else "pairs-"
    return pytest.param(Sample(name, options, share), id=kind + case_id(name, options), marks=marks)


# The full run holds every title to the contract at its defaults and at each choice alone, every
# check at its whole count; the fast lane at all pairs of choices, each check at a third of it.
CASES = [(name, options) for name in title_names() for options in option_samples(name)]
IDS = [case_id(name, options) for name, options in CASES]
SAMPLES = [sampled(name, options, FULL, pytest.mark.slow) for name, options in CASES]
SAMPLES += [sampled(name, options, FAST) for name in title_names() for options in option_pairs(name)]


@dataclass
class Step:
    session: Session
    seat: int
    legal: list


def walk(name: str, options: dict, seed: int, steps: int):
    """A random game of `steps` commands at most; yields before every command."""
    session = new_game(name, seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        if session.outcome():
            return
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        yield Step(session, seat, legal)
        session.apply(legal[rng.randrange(len(legal))])


def strings_in(value) -> set[str]:
    """Every string in a JSON-like value (or a view's structs), keys included."""
    found: set[str] = set()
    stack = [to_builtins(value)]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found.update(k for k in item if isinstance(k, str))
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


# ---- random games --------------------------------------------------------------------------
@pytest.mark.parametrize("sample", SAMPLES)
def test_random_games_keep_the_invariants_after_every_event_and_end(sample):
    games = sample.scaled(3)
    result = playout(sample.name, games, 11, sample.options, check=True)
    assert result["errors"] == 0, result["first_errors"]
    assert result["wins"] + result["losses"] == games


# Checked games per option sample in the slow suite: Alone's games are long and it has many
# option samples (17), so fewer per sample still make thousands (its own suite plays more).
SLOW_GAMES = {"alone": 120}


@pytest.mark.slow
@pytest.mark.parametrize("name, options", CASES, ids=IDS)
def test_hundreds_of_random_games_per_sample_keep_the_invariants(name, options):
    games = SLOW_GAMES.get(name, 500)
    result = playout(name, games, 5000, options, check=True)
    assert result["errors"] == 0, result["first_errors"]
    assert result["wins"] + result["losses"] == games


# ---- legal and illegal commands ----------------------------------------------------------------
@pytest.mark.parametrize("sample", SAMPLES)
def test_every_legal_command_is_accepted_and_every_other_refused(sample):
    checked = 0
    for step in walk(sample.name, sample.options, 3, sample.scaled(60)):
        session, state, title = step.session, step.session.state, step.session.title
        for command in step.legal[:40]:
            events = title.decide(state, command, random.Random(checked))
            after = getattr(events, "state", None)
            assert after is None or fold(title, state, events) == after
            checked += 1
        waiting = set(session.to_move())
        for seat in range(len(session.header.seats)):
            if seat in waiting:
                continue
            for command in step.legal[:3]:
                foreign = msgspec.structs.replace(command, seat=seat)
                if foreign in session.legal_commands(seat):
                    continue
                with pytest.raises(RuleError) as refused:
                    session.check(foreign)
                assert refused.value.message("en") and refused.value.message("de")
    assert checked > 0


# ---- replay, saves ---------------------------------------------------------------------------------
MOMENTS = st.tuples(st.integers(0, 10_000), st.integers(0, 150))      # (seed, commands played)


def game_at(name: str, options: dict, seed: int, steps: int) -> Session:
    session = None
    for step in walk(name, options, seed, steps):
        session = step.session
    return session if session is not None else new_game(name, seed, options)


def at_some_moments(sample: Sample, check) -> None:
    """Runs `check(session)` on games of the sample stopped at random moments (six, scaled)."""
    @settings(max_examples=sample.scaled(6), deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(MOMENTS)
    def at(moment):
        check(game_at(sample.name, sample.options, *moment))

    at()


@pytest.mark.parametrize("sample", SAMPLES)
def test_a_game_replays_from_its_events_and_from_seed_and_commands(sample):
    def replays(session):
        title = session.title
        assert fold(title, title.initial_state(session.header.options), session.events) == session.state
        again = new_game(sample.name, session.header.seed, session.header.options)
        for turn in session.history[1:]:
            again.apply(turn.command)
        assert again.events == session.events and again.state == session.state

    at_some_moments(sample, replays)


@pytest.mark.parametrize("sample", SAMPLES)
def test_a_save_loads_back_to_the_same_game(sample):
    def loads_back(session):
        loaded = gamefile.decode(gamefile.encode(session))
        assert loaded.state == session.state
        assert to_builtins(loaded.history) == to_builtins(session.history)
        assert gamefile.decode(gamefile.encode(session, with_snapshot=False)).state == session.state

    at_some_moments(sample, loads_back)


# ---- remembered answers ------------------------------------------------------------------------------
def afresh(state):
    """An equal state sharing no object with `state`: whatever the rules remember of a state by
    identity, or of its fields by identity, is asked anew of it."""
    return msgspec.json.decode(msgspec.json.encode(state), type=type(state))


def answers_along(name: str, options: dict, seed: int, steps: int) -> list[tuple]:
    """(state, seat, legal commands, view, events of a few commands) at every step of a random
    game, asked of the states in the order play meets them, so that what the rules keep from
    one state to the next is used as in play."""
    found = []
    for step in walk(name, options, seed, steps):
        state, title, seat = step.session.state, step.session.title, step.seat
        tried = [step.legal[i] for i in sorted({0, len(step.legal) // 2, len(step.legal) - 1})]
        events = [(command, list(title.decide(state, command, random.Random(seed)))) for command in tried]
        found.append((state, seat, step.legal, title.view(state, seat), events))
    return found


def assert_remembered_answers_hold(name: str, options: dict, seeds: range, steps: int) -> int:
    """Along random games, each state's legal commands, views and the events of a few commands
    are those of the same state built afresh, asked after the game: a query kept across states
    on too little of what it reads would have answered from an earlier state. Returns the
    states checked."""
    title = get_title(name)
    checked = 0
    for seed in seeds:
        for state, seat, legal, view, tried in answers_along(name, options, seed, steps):
            twin = afresh(state)
            assert title.legal_commands(twin, seat) == legal, f"seed {seed}: legal commands"
            assert title.view(twin, seat) == view, f"seed {seed}: view"
            for command, events in tried:
                assert list(title.decide(twin, command, random.Random(seed))) == events, f"seed {seed}: {command!r}"
            checked += 1
    return checked


@pytest.mark.parametrize("name", title_names())
def test_remembered_answers_are_those_of_a_state_built_afresh(name):
    title = get_title(name)
    assert assert_remembered_answers_hold(name, title.resolve_options(None), range(3), 150) > 0


@pytest.mark.slow
@pytest.mark.parametrize("name, options", CASES, ids=IDS)
def test_remembered_answers_hold_over_many_games_per_sample(name, options):
    assert assert_remembered_answers_hold(name, options, range(100, 110), 300) > 0


# ---- secrets -------------------------------------------------------------------------------------------
def assert_nothing_hidden_in(strings: set[str], hidden: frozenset[str], where: str) -> None:
    leaked = strings & hidden
    assert not leaked, f"{where} shows hidden {sorted(leaked)[:5]}"


def assert_view_hides(session: Session, seat: int | None, where: str) -> None:
    hidden = session.title.hidden_from(session.state, seat)
    assert_nothing_hidden_in(strings_in(session.view(seat)), hidden, f"{where}: the view of seat {seat}")
    if seat is not None:
        legal = strings_in([to_builtins(c) for c in session.legal_commands(seat)])
        assert_nothing_hidden_in(legal, hidden, f"{where}: the legal commands of seat {seat}")


def assert_events_hide(session: Session, before, seat: int | None, where: str) -> None:
    """Each event the seat is told (what the harness prints) names nothing hidden from it once
    the event has happened (a card drawn and shuffled back in one command was seen meanwhile)."""
    title, state = session.title, before
    for event in session.history[-1].events:
        seen = seen_by(event, state, seat)
        state = title.evolve(state, event)
        if seen is not None:
            assert_nothing_hidden_in(strings_in(to_builtins(seen)), title.hidden_from(state, seat),
                                     f"{where}: {type(event).__name__} told to seat {seat}")


@pytest.mark.parametrize("sample", SAMPLES)
def test_no_seat_is_shown_what_is_hidden_from_it(sample):
    seats = [None] + list(range(get_title(sample.name).seat_count(sample.options)))
    session = new_game(sample.name, 8, sample.options)
    rng = random.Random(8)
    for number in range(sample.scaled(150)):
        for seat in seats:
            assert_view_hides(session, seat, f"before command {number}")
        if session.outcome():
            return
        before = session.state
        legal = session.legal_commands(session.to_move()[0])
        session.apply(legal[rng.randrange(len(legal))])
        for seat in seats:
            assert_events_hide(session, before, seat, f"command {number}")


def test_the_public_view_is_what_a_seatless_show_prints():
    for name in title_names():
        session = new_game(name, 1, None)
        assert session.view() == session.view(None) == session.title.view(session.state, None)


@pytest.mark.parametrize("name", title_names())
def test_every_title_folds_the_queues_events_as_the_engine_does(name):
    """The emitter and `fold_events` fold queue events themselves, on the promise that every
    title's `evolve` would give the same state."""
    session = new_game(name, 3, None)
    state, title = session.state, session.title
    for event in (Dequeued(), QueueCleared()):
        assert title.evolve(state, event) == evolve_queue(state, event)
    events = session.history[0].events
    assert fold_events(title.initial_state(session.header.options), events, title.evolve) == state


# ---- bots ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", title_names())
def test_a_bot_is_handed_its_seats_view_and_nothing_else(name, monkeypatch):
    handed = []

    def spy(view, seat, legal, rng):
        handed.append((view, seat, list(legal), rng))
        return legal[0]

    title = get_title(name)
    monkeypatch.setattr(engine_bots, "bot_for", lambda title, kind: spy)
    for step in walk(name, title.resolve_options(None), 4, 20):
        session = step.session
        command = engine_bots.bot_move(session, step.seat, "heuristic")
        view, seat, legal, rng = handed[-1]
        assert command == step.legal[0]
        if title.heuristic_reads_view:
            assert view == title.view(session.state, step.seat) and not isinstance(view, State)
        else:
            assert view is None            # a bot that scores the commands alone is handed no view
        assert seat == step.seat and legal == step.legal and isinstance(rng, random.Random)



@pytest.mark.parametrize("name, options", CASES, ids=IDS)
def test_a_heuristic_chooses_among_any_part_of_the_legal_commands(name, options):
    """The search bot weighs the heuristic's next best choices by asking it again without those
    it chose (`search.ranked`): down to the last command of a legal list, it chooses one offered."""
    for step in walk(name, options, 0, 120):
        assert len(heuristic_ranking(step)) == len(step.legal)


def heuristic_ranking(step: Step) -> list:
    """Every legal command, ranked by the title's heuristic as the search ranks its first few."""
    title = step.session.title
    heuristic = engine_bots.bot_for(title, "heuristic")
    view = title.heuristic_view(step.session.state, step.seat)
    rng = random.Random(1)
    return ranked(lambda left: heuristic(view, step.seat, left, rng), step.legal, len(step.legal))

# ---- secrets fail closed ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", title_names())
def test_every_command_and_event_class_declares_who_may_see_it(name):
    """No class is told to everyone by default: each declares its audience (and each event
    whether it reveals something), itself or by the base it chose."""
    title = get_title(name)
    classes = union_members(title.command_type) + union_members(title.event_type)
    assert len(classes) > 10
    assert {cls.__name__: undeclared(cls) for cls in classes if undeclared(cls)} == {}


@pytest.mark.parametrize("name", title_names())
def test_what_others_are_told_of_a_secret_is_derived_from_its_marked_fields(name):
    """No class writes its public part by hand: it is the value with its `Hidden` fields blanked."""
    title = get_title(name)
    written = [cls.__name__ for cls in union_members(title.command_type) + union_members(title.event_type)
               if cls.public_part is not Event.public_part and cls.public_part is not Command.public_part]
    assert written == []


@pytest.mark.parametrize("name", title_names())
def test_every_reason_a_move_cannot_be_taken_back_is_worded_in_both_languages(name):
    title = get_title(name)
    codes = {cls.barrier for cls in union_members(title.event_type) if cls.reveals} | {"engine.undo_chance"}
    for code in codes:
        domain, _, key = code.partition(".")
        for lang in ("en", "de"):
            assert has(f"{domain}.error.{key}", lang), (code, lang)


# ---- undo: a seat's own, never past what a seat was told -----------------------------------------------
def told_to(title, state, events, seat) -> list:
    return [to_builtins(told.event) for told in tell_events(title, state, events, seat, "en")]


def learned_something(session: Session, before, command, events, index: int, seed: int) -> int | None:
    """A seat the events told something it could not know, or None: on tables that seat cannot
    tell from this one (`Title.redeal`: what is hidden from it dealt anew), the same command
    would not have told it all it was told (a card drawn, a die, an answer read off a map)."""
    title = session.title
    for seat in range(len(session.header.seats)):
        told = told_to(title, before, events, seat)
        if not told:
            continue
        for trial in range(2):
            world = title.redeal(before, seat, random.Random(seed * 7919 + index * 31 + trial))
            if command not in title.legal_commands(world, command.seat):
                continue
            other = told_to(title, world, title.decide(world, command, rng_for(session.header.seed, index)), seat)
            if not is_subsequence(told, other):
                return seat
    return None


def is_subsequence(told: list, other: list) -> bool:
    """Whether everything in `told` is in `other`, in order. What the other table tells beyond it
    is no news here: the seat heard nothing of it (a token placed out of the hero's sight)."""
    rest = iter(other)
    return all(any(event == candidate for candidate in rest) for event in told)


def assert_undo_rule_holds(name: str, options: dict, seed: int, steps: int) -> int:
    """Along a random game, after every command: another seat's undo is refused; after a command
    that told a seat something new, every seat's is; a refused undo changes nothing; the seat's
    own undo, where allowed, gives back the state before, and the command is given again.
    Returns how many commands told a seat something."""
    session = new_game(name, seed, options)
    seats = range(len(session.header.seats))
    rng = random.Random(seed)
    secrets = 0
    for _ in range(steps):
        if session.outcome():
            break
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        command = legal[rng.randrange(len(legal))]
        before, index = session.state, len(session.history)
        events = session.apply(command)
        after, length = session.state, len(session.history)
        learner = learned_something(session, before, command, events, index, seed)
        secrets += learner is not None
        for other in seats:
            refusal = session.undo_refusal(other)
            if other != command.seat or learner is not None or session.outcome():
                assert refusal is not None, f"seat {other} may take back {command!r} (told seat {learner})"
                with pytest.raises(RuleError):
                    session.undo(other)
                assert session.state is after and len(session.history) == length
        if session.undo_refusal(command.seat) is None:
            session.undo(command.seat)
            assert session.state == before
            session.apply(command)
            assert session.state == after
    return secrets


@pytest.mark.parametrize("sample", SAMPLES)
def test_undo_is_a_seats_own_and_never_passes_what_a_seat_was_told(sample):
    assert_undo_rule_holds(sample.name, sample.options, 5, sample.scaled(80))


@pytest.mark.slow
@pytest.mark.parametrize("name, options", CASES, ids=IDS)
def test_undo_rule_holds_over_many_games_per_sample(name, options):
    told = sum(assert_undo_rule_holds(name, options, seed, 300) for seed in range(200, 212))
    assert told > 0                       # the games did tell secrets: the check checked something
