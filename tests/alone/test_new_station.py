"""A new station every game (issue: the secret map was the same from game to game): each
scenario is a recipe, and the program draws a secret map per game from the seed. Checked here on
thousands of draws against the recipe, with the map read back as the rules read it (`board_of`),
not by the generator's own checks."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import new_game
from game.engine.types import to_builtins
from game.titles.alone import model as m
from game.titles.alone.board import STAIRS, MapSpec, board_of, floor_of, made_up_id
from game.titles.alone.content import content
from game.titles.alone.mapgen import FAR_SECTORS, SPAWN_FAR, START_WAYS, SWITCHBOX_REACH, new_station

SCENARIOS = sorted(content().scenarios)


def drawn(scenario: str, seed: int):
    spec = new_station(content().scenarios[scenario], random.Random(seed))
    assert spec is not None, f"{scenario}: seed {seed} found no station"
    return spec, board_of(made_up_id(scenario, spec))


def problems_of(scenario: str, spec, board) -> list[str]:
    """What a drawn station breaks of its recipe and of the rules' needs."""
    recipe = content().scenarios[scenario]
    found = []
    classic = board_of(scenario)
    steps = board.distances(spec.start, blocked=None)
    if len(steps) != len(board.sectors):
        found.append("a sector cannot be reached from the start")
    if floor_of(spec.start) != floor_of(recipe.start) or board.sectors[spec.start].room:
        found.append("the start is not a corridor of the start floor")
    if len([d for d, _ in board.ways(spec.start) if d != STAIRS]) < START_WAYS or spec.start in board.stairs:
        found.append("the start is no crossing of three ways, or has stairs")
    for sector in board.sectors.values():
        for join in board.joins[sector.id].values():
            if join.door and not sector.room and not board.sectors[join.to].room:
                found.append(f"a door between the corridors {sector.id} and {join.to}")
    for sector in board.sectors.values():
        if sector.x > 5 or sector.y > 4:
            found.append(f"{sector.id} lies off a 6 by 5 sheet")
    if sorted(board.floors) != sorted(classic.floors):
        found.append("other floors than the scenario's")
    for colour, a, b in spec.stairs:
        if floor_of(a) == floor_of(b) or board.sectors[a].room or board.sectors[b].room:
            found.append(f"the {colour} stairs do not join two corridors of two floors")
    if sorted(floor_of(a) + floor_of(b) for _, a, b in spec.stairs) != \
            sorted(floor_of(s[0]) + floor_of(s[1]) for s in (st.sectors for st in recipe.stairs)):
        found.append("stairs join other floors than the recipe's")
    for room, definition in recipe.rooms.items():
        at = board.rooms.get(room)
        low, high = definition.steps
        if at is None or floor_of(at) != floor_of(definition.at) or not low <= steps[at] <= high:
            found.append(f"room {room} is not on its floor {low}-{high} steps from the start")
        elif definition.open and any(join.door for join in board.joins[at].values()):
            found.append(f"the open room {room} has a door")
    for floor in classic.floors:
        want = sum(1 for s in recipe.switchboxes if floor_of(s) == floor)
        have = sum(1 for s in spec.switchboxes if floor_of(s) == floor)
        if want != have:
            found.append(f"{have} switchboxes on {floor}, the recipe has {want}")
    if sum(1 for n in steps.values() if n >= SPAWN_FAR) < FAR_SECTORS:
        found.append("too little of the station lies far enough for every creature to spawn")
    return found


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_thousand_stations_each_keep_their_recipe(scenario):
    starts, maps = set(), set()
    for seed in range(1000):
        spec, board = drawn(scenario, seed)
        assert problems_of(scenario, spec, board) == [], f"seed {seed}"
        starts.add(spec.start)
        maps.add(json.dumps(spec.floors))
    assert len(maps) == 1000 and len(starts) >= 12        # the start's surroundings vary too


@pytest.mark.slow
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_ten_thousand_stations_each_keep_their_recipe(scenario):
    for seed in range(1000, 11000):
        spec, board = drawn(scenario, seed)
        assert problems_of(scenario, spec, board) == [], f"seed {seed}"


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_stations_are_built_in_loops_with_their_switchboxes_where_the_classic_map_has_them(scenario):
    """Drawn anywhere, dead ends and switchboxes made the new stations much harder for the hero
    than the classic maps (docs/architecture.md, Alone's balance): a drawn station has about as
    few dead-end corridors as the classic maps (0 to 3), and nearly every switchbox lies one step
    nearer to two further from the start than on the classic map, where it lights a whole line."""
    recipe = content().scenarios[scenario]
    classic = board_of(scenario).distances(recipe.start, blocked=None)
    dead_ends, placed, wanted = 0, 0, 0
    for seed in range(200):
        spec, board = drawn(scenario, seed)
        steps = board.distances(spec.start, blocked=None)
        dead_ends += sum(1 for s in board.sectors.values() if not s.room and len(board.joins[s.id]) == 1)
        for switchbox, classic_box in zip(sorted(spec.switchboxes), sorted(recipe.switchboxes), strict=True):
            wanted += 1
            lights = max(len(board.line(switchbox, d, SWITCHBOX_REACH)) for d in "nesw") == SWITCHBOX_REACH
            near = any(classic[box] - 1 <= steps[switchbox] <= classic[box] + 2
                       for box in recipe.switchboxes if floor_of(box) == floor_of(switchbox))
            placed += lights and near and floor_of(switchbox) == floor_of(classic_box)
    assert dead_ends / 200 <= 4
    assert placed / wanted >= 0.95


def test_the_classic_maps_keep_their_own_recipe():
    """The authored maps are the recipes' example: they keep every rule the drawn ones keep."""
    for scenario in SCENARIOS:
        board = board_of(scenario)
        recipe = content().scenarios[scenario]
        assert problems_of(scenario, MapSpec.of(recipe), board) == []


def test_a_new_game_plays_a_new_station_seen_whole_by_evil_and_not_by_the_hero():
    first, second = new_game("alone", 1, {"evil_players": 1}), new_game("alone", 2, {"evil_players": 1})
    assert first.state.scenario != second.state.scenario != "station"
    evil_map = {sector.id for sector in first.view(1).map}
    assert evil_map == set(board_of(first.state.scenario).sectors)
    for seat in (m.HERO, None):
        shown = json.dumps(to_builtins(first.view(seat))) + json.dumps([line.text for line in first.log(seat, "en")])
        assert "~" not in shown and first.view(seat).scenario == "station"
    again = new_game("alone", 1, {"evil_players": 1})
    assert again.state.scenario == first.state.scenario                  # the seed draws it


def test_the_classic_map_stays_an_option_and_a_set_up_file_plays_on_it():
    assert new_game("alone", 1, {"evil_players": 1, "station": "classic"}).state.scenario == "station"
    assert new_game("alone", 1, {"evil_players": 1}, {"hero": {"sector": "U:2,2"}}).state.scenario == "station"
    asked = new_game("alone", 1, {"evil_players": 1}, {"station": "new"})
    assert asked.state.scenario.startswith("station~")
