"""[Undo] Alone's secrets cannot be read and then taken back: a Locate answer, a reaction card
drawn (the decks were shuffled at set-up, so a draw taken back would show the next card), a
sector explored; and the hero never takes back an Evil player's move, nor they his."""

import random

import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from game.titles.alone import model as m


def play_until(session, wanted, seed=1, limit=600):
    """Random play until a command `wanted` picks is legal; returns it (not applied)."""
    rng = random.Random(seed)
    for _ in range(limit):
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        found = [command for command in legal if wanted(command)]
        if found:
            return found[0]
        session.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("never legal")


@pytest.mark.parametrize("seed", range(3))
def test_a_locate_answer_cannot_be_taken_back(seed):
    session = new_game("alone", seed, {"evil_players": 1})
    target = play_until(session, lambda c: isinstance(c, m.Target), seed)
    events = session.apply(target)
    assert any(isinstance(event, m.Located) for event in events)
    assert session.undo_refusal(m.HERO).code == "engine.undo_answered"


@pytest.mark.parametrize("seed", range(3))
def test_a_reaction_card_drawn_cannot_be_put_back_to_draw_from_the_other_deck(seed):
    session = new_game("alone", seed, {"evil_players": 1})
    draw = play_until(session, lambda c: isinstance(c, m.DrawFrom), seed)
    session.apply(draw)
    refusal = session.undo_refusal(draw.seat)
    assert refusal is not None and refusal.code == "engine.undo_drawn"


def test_the_hero_cannot_take_back_the_evil_players_secret_set_up():
    """In a hot-seat game the hero holds the screen after the Evil player's set-up spawns: they
    are the Evil player's, and the hero's undo is refused (the Evil player is never overruled)."""
    session = new_game("alone", 2, {"evil_players": 1}, seats=[SeatInfo(), SeatInfo()])
    rng = random.Random(2)
    while session.to_move()[0] != m.HERO:
        legal = session.legal_commands(session.to_move()[0])
        session.apply(legal[rng.randrange(len(legal))])
    assert session.history[-1].command.seat != m.HERO
    assert session.undo_refusal(m.HERO).code == "engine.undo_not_yours"


def test_a_hero_step_into_a_known_sector_can_be_taken_back_by_him_alone():
    """A move that shows nothing new is the hero's to take back, and nobody else's."""
    for seed in range(20):
        session = new_game("alone", seed, {"evil_players": 1})
        rng = random.Random(seed)
        for _ in range(400):
            if session.outcome():
                break
            seat = session.to_move()[0]
            legal = session.legal_commands(seat)
            command = legal[rng.randrange(len(legal))]
            before = session.state
            session.apply(command)
            if command.seat == m.HERO and not session.history[-1].barrier:
                assert session.undo_refusal(1).code == "engine.undo_not_yours"
                session.undo(m.HERO)
                assert session.state == before
                return
    raise AssertionError("no undoable hero move found")
