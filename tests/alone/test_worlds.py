"""The hero's search bot thinks on tables he could not tell from the real one [KBM S.2 ENTHÜLLT UND
VERBORGEN]: a secret map made up around his labyrinth, the pieces he has not seen placed anew on
it, every Evil card dealt anew (`game/titles/alone/worlds.py`, `mapgen.py`, `redeal.py`)."""

from __future__ import annotations

import random
from collections import Counter

import msgspec
import pytest

from game.engine import new_game
from game.engine.bots import bot_move, start_search
from game.engine.search import rollout_step
from game.titles.alone import model as m
from game.titles.alone.board import MapSpec, board_of, made_up_id
from game.titles.alone.content import MADE_UP, scenario_of
from game.titles.alone.invariants import check_invariants
from game.titles.alone.mapgen import RoomLocated, Seen, make_map, new_station
from game.titles.alone.redeal import redeal

TABLES = [("station", 1, 3), ("outpost", 2, 8)]      # scenario, Evil players, seed


def _hero_tables(scenario: str, evil: int, seed: int, every: int = 5, most: int = 12):
    """Tables of a heuristic game at the hero's decisions, every few commands."""
    session = new_game("alone", seed, {"scenario": scenario, "evil_players": evil})
    found = []
    while not session.outcome() and len(found) < most:
        seat = session.to_move()[0]
        if seat == m.HERO and session.command_count % every == 0:
            found.append(session.state)
        session.apply(bot_move(session, seat, "heuristic"))
    return session.title, found


@pytest.mark.parametrize(("scenario", "evil", "seed"), TABLES)
def test_the_hero_sees_the_made_up_table_as_he_sees_the_real_one(scenario, evil, seed):
    title, tables = _hero_tables(scenario, evil, seed)
    assert len(tables) >= 6
    for n, state in enumerate(tables):
        world = redeal(state, m.HERO, random.Random(n))
        assert world.scenario != state.scenario and scenario_of(world.scenario).id == scenario
        assert title.view(world, m.HERO) == title.view(state, m.HERO)
        assert title.legal_commands(world, m.HERO) == title.legal_commands(state, m.HERO)
        assert check_invariants(world) == []


@pytest.mark.parametrize(("scenario", "evil", "seed"), TABLES)
def test_tables_the_hero_sees_alike_give_the_same_made_up_table(scenario, evil, seed):
    """Nothing hidden from him is read: a table with every hidden thing elsewhere (the map, the
    creatures out of sight, the mission rooms he has not seen, the Evil cards) gives the same."""
    _, tables = _hero_tables(scenario, evil, seed)
    for n, state in enumerate(tables[::3]):
        elsewhere = redeal(state, m.HERO, random.Random(100 + n))
        assert redeal(elsewhere, m.HERO, random.Random(n)) == redeal(state, m.HERO, random.Random(n))


def test_the_made_up_map_is_a_whole_map_of_the_scenario():
    """Every room of the scenario on it, its stair pairs joining its two floors, as many
    switchboxes on each floor, and every sector reachable from the hero's."""
    _, tables = _hero_tables("station", 1, 4)
    scenario = scenario_of("station")
    wanted_switchboxes = Counter(s.partition(":")[0] for s in scenario.switchboxes)
    maps = set()
    for n, state in enumerate(tables):
        world = redeal(state, m.HERO, random.Random(n))
        board = board_of(world.scenario)
        maps.add(world.scenario)
        assert set(board.rooms) == set(scenario.rooms)
        pairs = {(a, b, colour) for a, (b, colour) in board.stairs.items()}
        assert sorted(colour for a, b, colour in pairs) == sorted(s.colour for s in scenario.stairs for _ in "ab")
        assert all(board.floor(a) != board.floor(b) for a, b, _ in pairs)
        assert Counter(s.floor for s in board.sectors.values() if s.switchbox) == wanted_switchboxes
        assert set(board.distances(world.hero, None)) == set(board.sectors)
    assert len(maps) == len(tables)                  # drawn anew each time


@pytest.mark.parametrize("scenario", ["station", "outpost"])
def test_made_up_maps_have_about_as_many_sectors_and_joins_as_the_scenarios_map(scenario):
    """Made up with nothing seen, twenty maps average within two sectors of the classic map and
    within two sectors and three joins of the new stations a game deals: a map of more sectors
    lays its rooms further apart than the real one, and the hero's search would weigh his walks
    on it. (Built in loops, the new stations have a few joins more than the classic maps.)"""
    def size(board) -> tuple[int, int]:
        joins = sum(len(board.joins[sector]) for sector in board.sectors) // 2
        return len(board.sectors), joins

    def average(sizes: list[tuple[int, int]]) -> tuple[float, float]:
        return sum(s for s, _ in sizes) / len(sizes), sum(j for _, j in sizes) / len(sizes)

    rng = random.Random(5)
    made = average([size(board_of(made_up_id(scenario, make_map(scenario_of(scenario), [], set(), rng).spec)))
                    for _ in range(20)])
    dealt = average([size(board_of(made_up_id(scenario, new_station(scenario_of(scenario), rng))))
                     for _ in range(20)])
    assert abs(made[0] - size(board_of(scenario))[0]) <= 2
    assert abs(made[0] - dealt[0]) <= 2 and abs(made[1] - dealt[1]) <= 3


@pytest.mark.parametrize(("distance", "same_floor"), [(1, True), (3, True), (4, False)])
def test_a_room_located_this_round_lies_where_the_answer_puts_it(distance, same_floor):
    """[KBM S.14 Orten] the answer gives a room's distance from where the hero asked and whether it
    is on that floor; on a made-up map the room lies so wherever a sector does, or his search would
    walk as if he had never asked (seen: one sector of the lower deck, its four sides open)."""
    seen = Seen("U", 0, 0, exits=dict.fromkeys(("n", "e", "s", "w"), "open"))
    answer = RoomLocated("bridge", distance, same_floor, ("U", 0, 0))
    rng, placed, possible = random.Random(distance), 0, 0
    for _ in range(10):
        made = make_map(scenario_of("station"), [seen], {"U"}, rng, (answer,))
        board = board_of(made_up_id("station", made.spec))
        asked, room = made.place("U", 0, 0), board.rooms["bridge"]
        steps = board.distances(asked, None)
        fitting = {s for s in board.sectors
                   if steps.get(s) == distance and (board.floor(s) == "U") == same_floor}
        free = [s for s in made.unseen if s not in board.rooms.values() and s not in board.stairs
                and not board.sectors[s].switchbox]       # the stairs and switchboxes take theirs first
        placed += room in fitting
        possible += room in fitting or bool(fitting.intersection(free))
        assert room in fitting or not fitting.intersection(free)
    assert placed == possible >= 4        # and the maps had room for it often enough to tell


def test_a_made_up_board_is_written_out_in_its_id():
    """Whoever holds the id can build the board again: the id is the map itself."""
    state = _hero_tables("outpost", 1, 5, most=3)[1][-1]
    world = redeal(state, m.HERO, random.Random(1))
    spec = msgspec.json.decode(world.scenario.partition(MADE_UP)[2], type=MapSpec)
    assert made_up_id("outpost", spec) == world.scenario
    board = board_of(world.scenario)
    assert board.rooms == spec.rooms and board.start == spec.start
    assert sorted(board.stairs) == sorted(end for _, *ends in spec.stairs for end in ends)


def test_an_evil_view_names_the_board_its_map_is_of_and_every_view_the_scenario():
    state = _hero_tables("station", 1, 6, most=2)[1][-1]
    world = redeal(state, m.HERO, random.Random(2))
    title = new_game("alone", 1, {}).title
    assert title.view(world, 1).board == world.scenario and title.view(state, 1).board == state.scenario
    assert world.scenario != state.scenario and state.scenario.startswith("station~")   # a new station
    assert {title.view(world, seat).scenario for seat in (None, 0, 1)} == {"station"}


def test_rollouts_from_made_up_tables_keep_every_invariant_to_the_end():
    title, tables = _hero_tables("outpost", 2, 11, every=23, most=3)
    for n, state in enumerate(tables):
        rng = random.Random(n)
        world = redeal(state, m.HERO, rng)
        while title.outcome(world) is None:
            world = rollout_step(title, world, rng)
            assert check_invariants(world) == []
        assert world.outcome in ("hero_win", "evil_win")


def test_the_hero_has_a_search_bot_that_plays_his_legal_commands():
    session = new_game("alone", 7, {"evil_players": 1})
    while session.to_move()[0] != m.HERO or len(session.legal_commands(m.HERO)) < 2:
        session.apply(bot_move(session, session.to_move()[0], "heuristic"))
    search = start_search(session, m.HERO, random.Random(3), rounds=4)
    search.think()
    assert search.played == 4 and search.best() in session.legal_commands(m.HERO)


@pytest.mark.slow
def test_a_table_of_search_bots_plays_a_whole_game_keeping_every_invariant():
    """The hero's and the Evil players' searches side by side, from the first command to the end."""
    session = new_game("alone", 21, {"evil_players": 2, "scenario": "outpost"})
    while not session.outcome():
        seat = session.to_move()[0]
        search = start_search(session, seat, random.Random(session.command_count), rounds=2)
        search.think()
        session.apply(search.best())
        assert session.title.check_invariants(session.state) == []
    assert session.outcome() in ("hero_win", "evil_win")
