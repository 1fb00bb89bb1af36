"""Saves and autosave journals of Dawn of the Zeds written before version 2 of the save format,
when the rules wrote their whole effect queue in one `queue_changed` event, still load."""

import json
import random

from game.engine import get_title, new_game
from game.engine.queue import QUEUE_EVENTS
from game.engine.types import to_builtins
from saves import gamefile
from saves.journal import Journal, recover

TITLE = get_title("zeds")


def played(commands: int, seed: int = 4, players: int = 2):
    session = new_game("zeds", seed, {"players": players})
    rng = random.Random(seed)
    for _ in range(commands):
        if session.outcome():
            break
        legal = session.legal_commands(session.to_move()[0])
        session.apply(legal[rng.randrange(len(legal))])
    return session


def old_events(state, events) -> tuple[list[dict], object]:
    """`events` (from `state`) as version 1 wrote them: each run of queue events one
    `queue_changed` holding the queue it left; and the state after them."""
    written: list[dict] = []
    left = None
    for event in events:
        if isinstance(event, QUEUE_EVENTS):
            state = TITLE.evolve(state, event)
            left = state.queue
            continue
        if left is not None:
            written.append({"type": "queue_changed", "queue": to_builtins(left)})
            left = None
        written.append(to_builtins(event))
        state = TITLE.evolve(state, event)
    if left is not None:
        written.append({"type": "queue_changed", "queue": to_builtins(left)})
    return written, state


def old_turns(session, turns: list[dict]) -> list[dict]:
    state = TITLE.initial_state(session.header.options)
    written = []
    for turn, entry in zip(session.history, turns, strict=True):
        events, state = old_events(state, turn.events)
        written.append({**entry, "events": events})
    return written


def as_version_1(document: dict, session) -> dict:
    return {**document, "version": 1, "turns": old_turns(session, document["turns"])}


def test_a_queue_change_becomes_the_queue_cleared_then_its_effects_queued():
    turn = {"command": None, "barrier": True, "events": [
        {"type": "queue_changed", "queue": [{"kind": "round", "seat": 0}]},
        {"type": "round_started", "round": 1},
        {"type": "queue_changed", "queue": []},
    ]}
    assert gamefile.upgrade_turn("zeds", 1, turn)["events"] == [
        {"type": "queue_cleared"},
        {"type": "queued", "effects": [{"kind": "round", "seat": 0}]},
        {"type": "round_started", "round": 1},
        {"type": "queue_cleared"},
    ]
    assert gamefile.upgrade_turn("raxxon", 1, turn) == turn


def test_a_version_1_save_loads_as_the_same_game():
    session = played(80)
    document = json.loads(gamefile.encode(session))
    old = as_version_1(document, session)
    assert any(e["type"] == "queue_changed" for turn in old["turns"] for e in turn["events"])
    loaded = gamefile.decode(json.dumps(old).encode())
    assert loaded.state == session.state and loaded.command_count == session.command_count
    assert [line.text for line in loaded.log(None, "en")] == [line.text for line in session.log(None, "en")]
    assert gamefile.decode(gamefile.encode(loaded)).state == session.state


def test_a_version_1_journal_recovers_the_same_game(tmp_path):
    session = played(0)
    journal = Journal(session, tmp_path / "zeds.journal")
    rng = random.Random(9)
    for _ in range(60):
        legal = session.legal_commands(session.to_move()[0])
        session.apply(legal[rng.randrange(len(legal))])
    journal.close(remove=False)
    first, *lines = journal.path.read_bytes().decode().splitlines()
    header = json.loads(first)
    written = old_turns(session, header["turns"] + [json.loads(line)["turn"] for line in lines])
    old = [json.dumps({**header, "version": 1, "turns": written[:1]})]
    old += [json.dumps({"turn": turn}) for turn in written[1:]]
    journal.path.write_text("\n".join(old) + "\n")
    recovered = recover(journal.path)
    assert recovered.dropped_lines == 0
    assert recovered.session.state == session.state
    assert recovered.session.command_count == session.command_count == 60


def test_an_old_journal_line_that_does_not_add_up_is_dropped_with_the_rest(tmp_path):
    session = played(0)
    journal = Journal(session, tmp_path / "zeds.journal")
    for _ in range(3):
        session.apply(session.legal_commands(session.to_move()[0])[0])
    journal.close(remove=False)
    first, *lines = journal.path.read_bytes().decode().splitlines()
    header = json.loads(first)
    written = old_turns(session, header["turns"] + [json.loads(line)["turn"] for line in lines])
    last_queue = [e for e in written[2]["events"] if e["type"] == "queue_changed"][-1]
    last_queue["queue"] = last_queue["queue"][1:]
    old = [json.dumps({**header, "version": 1, "turns": written[:1]})]
    old += [json.dumps({"turn": turn}) for turn in written[1:]]
    journal.path.write_text("\n".join(old) + "\n")
    recovered = recover(journal.path)
    assert recovered.dropped_lines == 2
