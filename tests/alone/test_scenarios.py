"""Every scenario's secret map is sound, and its missions can be done: the checks a scenario
author (and a content pack) must pass."""

from __future__ import annotations

import random

import pytest

from game.engine import new_game
from game.titles.alone import model as m
from game.titles.alone.board import board_of
from game.titles.alone.content import content
from tests.alone.test_rulebook_examples import act, evil_rests

SCENARIOS = sorted(content().scenarios)


def test_there_are_at_least_two_scenarios():
    assert len(SCENARIOS) >= 2


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_sector_can_be_reached_from_the_start(scenario):
    board = board_of(scenario)
    start = content().scenarios[scenario].start
    assert set(board.distances(start)) == set(board.sectors)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_stairs_join_two_floors_and_rooms_and_switchboxes_lie_on_sectors(scenario):
    spec = content().scenarios[scenario]
    board = board_of(scenario)
    for stairs in spec.stairs:
        first, second = stairs.sectors
        assert board.floor(first) != board.floor(second)
        assert second in board.adjacent(first) and first in board.adjacent(second)
    for room in spec.rooms.values():
        assert room.at in board.sectors
    for sector in spec.switchboxes:
        assert sector in board.sectors


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_room_a_mission_names_is_on_the_map(scenario):
    spec = content().scenarios[scenario]
    for mission_id in spec.missions:
        mission = content().missions[mission_id]
        named = [s.room for s in mission.steps if s.room] + list(mission.rooms)
        named += [mission.boss.room] if mission.boss else []
        assert set(named) <= set(spec.rooms), mission_id
        for step in mission.steps:
            assert bool(step.action) != bool(step.kill), (mission_id, step)
            if step.kill:
                assert step.kill in content().creatures


def start_the_outposts_final(session) -> None:
    """From the reactor (A:5,1): its mission done, on to the airlock, whose mission starts the final."""
    act(session, "interact", target="mission")
    evil_rests(session)
    for side in ("w", "s", "w", "w", "n"):                     # to the airlock
        act(session, "move", direction=side)
        evil_rests(session)
    act(session, "interact", target="mission")
    evil_rests(session)


def test_the_brood_mother_waits_in_the_hatchery_and_killing_her_wins():
    """[KBM S.18; S.11] Outpost Kestrel: the blue mission (the reactor, then the airlock) starts
    the final one, which wakes its boss in the hatchery; the hero wins the moment she dies."""
    setup = {"hero": {"sector": "A:5,1"}, "items": [{"card": "shells#1", "charges": 3}], "dice": ["hit"] * 12}
    session = new_game("alone", 5, {"evil_players": 1, "scenario": "outpost"}, setup)
    start_the_outposts_final(session)
    assert session.state.final
    boss = next(c for c in session.state.creatures if c.kind == "brood")
    assert boss.sector == board_of("outpost").rooms["hatchery"]
    for side in ("s", "e", "e", "s"):                          # to the hatchery
        act(session, "move", direction=side)
        evil_rests(session)
    act(session, "attack", target=boss.id, item="shells#1", charges=2)   # 4 hits: 1 + 1 kill her at once
    evil_rests(session)
    assert session.outcome() == "hero_win"


def test_evil_never_spawns_or_removes_a_boss():
    assert {k for k, spec in content().creatures.items() if spec.boss} == {"brood"}
    for seed in range(5):
        session = new_game("alone", seed, {"evil_players": 1, "scenario": "outpost"})
        rng = random.Random(seed)
        for _ in range(400):
            if session.outcome():
                break
            seat = session.to_move()[0]
            legal = session.legal_commands(seat)
            bosses = {c.id for c in session.state.creatures if c.kind == "brood"}
            assert not [c for c in legal if isinstance(c, m.Spawn) and c.kind == "brood"]
            assert not [c for c in legal if isinstance(c, m.Remove) and c.creature in bosses]
            session.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("evil", [1, 2, 3])
def test_random_games_of_every_scenario_end_without_error(evil):
    for scenario in SCENARIOS:
        for seed in range(3):
            session = new_game("alone", seed, {"evil_players": evil, "scenario": scenario})
            rng = random.Random(seed)
            for _ in range(20_000):
                if session.outcome():
                    break
                seat = session.to_move()[0]
                legal = session.legal_commands(seat)
                session.apply(legal[rng.randrange(len(legal))])
            assert session.outcome() in ("hero_win", "evil_win")
