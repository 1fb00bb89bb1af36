"""Alone's heuristic bots: legal, finishing, reading only their seat's view, and making the moves
a player would expect of them in plain situations built through `--setup`."""

from __future__ import annotations

import copy
import random

import pytest

from game.engine import new_game
from game.engine.bots import bot_move
from game.engine.types import Command, to_builtins
from game.titles.alone import model as m
from game.titles.alone.bots import heuristic_bot
from game.titles.alone.view import EvilView


def _bot_game(evil: int, seed: int) -> tuple[str, int]:
    session = new_game("alone", seed, {"evil_players": evil})
    rng = random.Random(seed)
    for count in range(5000):
        if session.outcome():
            return session.outcome(), count
        seat = session.to_move()[0]
        session.apply(bot_move(session, seat, "heuristic", rng))     # apply refuses an illegal command
    return "unfinished", 5000


@pytest.mark.parametrize("evil", [1, 2, 3])
def test_heuristic_bots_on_every_seat_play_a_game_to_its_end(evil):
    for seed in range(3):
        outcome, _ = _bot_game(evil, seed)
        assert outcome in ("hero_win", "evil_win")


def test_the_bots_choice_is_a_function_of_the_seats_view_and_its_random_source():
    session = new_game("alone", 4, {"evil_players": 2})
    rng = random.Random(4)
    for _ in range(150):
        if session.outcome():
            break
        seat = session.to_move()[0]
        view, legal = session.view(seat), session.legal_commands(seat)
        first = heuristic_bot(copy.deepcopy(view), seat, legal, random.Random(9))
        again = heuristic_bot(copy.deepcopy(view), seat, legal, random.Random(9))
        assert first == again and first in legal
        session.apply(bot_move(session, seat, "heuristic", rng))


def test_the_hero_bot_never_reads_what_only_evil_sees():
    """The hero's view holds no secret map; the bot must work from the labyrinth alone."""
    session = new_game("alone", 6, {"evil_players": 1})
    rng = random.Random(6)
    for _ in range(200):
        if session.outcome():
            break
        seat = session.to_move()[0]
        view = session.view(seat)
        if seat == m.HERO:
            assert not isinstance(view, EvilView)
            assert not {"map", "hand", "hero_sector", "supply", "discards"} & set(to_builtins(view))
        session.apply(heuristic_bot(view, seat, session.legal_commands(seat), rng))


def _hero_move(setup: dict) -> Command:
    session = new_game("alone", 1, {"evil_players": 1}, setup)
    assert session.to_move()[0] == m.HERO
    return heuristic_bot(session.view(m.HERO), m.HERO, session.legal_commands(m.HERO), random.Random(1))


def test_the_hero_bot_takes_a_mission_step_where_he_stands():
    """Spore fog is cleared at the generator (its first step): standing there, he does it."""
    command = _hero_move({"hero": {"sector": "U:5,2", "adrenaline": 0}, "revealed": ["U:5,2"]})
    assert isinstance(command, m.Act) and command.action == "interact" and command.target == "mission"


def test_the_hero_bot_leaves_a_creature_he_cannot_hurt_much():
    """Bare hands roll one die: one opportunity attack costs less than a whole turn in its reach."""
    command = _hero_move({"hero": {"sector": "U:2,2", "adrenaline": 0}, "items": [],
                          "creatures": [{"kind": "worm", "sector": "U:2,2"}]})
    assert isinstance(command, m.Act) and command.action == "move"


def test_the_hero_bot_spends_adrenaline_on_bullet_time():
    command = _hero_move({"hero": {"sector": "U:2,2", "adrenaline": 2}})
    assert isinstance(command, m.BulletTime)


def test_the_evil_bot_brings_a_creature_towards_the_hero():
    """A face-down card lets Evil move a creature one sector or let one spawn: the bot does one or
    the other towards the hero, never away from him and never nothing."""
    setup = {"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "spore", "sector": "U:2,4"}],
             "hands": {"1": ["wrath_frenzy#1", "wrath_frenzy#2", "wrath_lurk#1"]}}
    session = new_game("alone", 2, {"evil_players": 1}, setup)
    session.apply(next(c for c in session.legal_commands(m.HERO) if isinstance(c, m.Act) and c.action == "search"))
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Play) and c.standard))
    assert session.view(1).decision.kind == "standard"
    command = heuristic_bot(session.view(1), 1, session.legal_commands(1), random.Random(2))
    if isinstance(command, m.MoveCreature):
        assert command.to == "U:2,3"
    else:
        assert isinstance(command, m.Spawn)
        spawns = [c for c in session.legal_commands(1) if isinstance(c, m.Spawn)]
        assert command.to in {c.to for c in spawns}
