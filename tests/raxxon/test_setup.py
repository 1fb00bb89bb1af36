"""[EN: Setup], [EN: Crowd Setup], [DE: Raxxon-Stapel, Schwierigkeitsgrad-Tabelle]."""

import pytest

from game.titles.raxxon.queries import card_type, is_healthy, win_target
from tests.raxxon.helpers import game

INTRO_BOX = {"hostile": 5, "family": 3, "celebrity": 2, "chaotic": 4, "carrier": 4, "volatile": 4}


@pytest.mark.parametrize("difficulty, dealt, supply, target", [
    ("intro", 9, 9, 20), ("normal", 15, 15, 30), ("hard", 18, 12, 30), ("expert", 21, 9, 30),
])
def test_difficulty_sets_infected_in_deck_supply_and_target(difficulty, dealt, supply, target):
    session = game(players=2, difficulty=difficulty)
    state = session.state
    in_play = list(state.population_deck) + [cell.card for cell in state.crowd]
    assert sum(1 for card in in_play if not is_healthy(card)) == dealt
    assert len(state.infection_supply) == supply
    assert all(not is_healthy(card) for card in state.infection_supply)
    assert win_target(state) == target


def test_intro_puts_its_cards_in_the_box():
    state = game(players=2, difficulty="intro").state
    counted = {}
    for card in state.box:
        counted[card_type(card)] = counted.get(card_type(card), 0) + 1
    assert counted == INTRO_BOX
    healthy = [c for c in list(state.population_deck) + [x.card for x in state.crowd] if is_healthy(c)]
    assert len(healthy) == 20


def test_raxxon_deck_shuffled_and_power_zero():
    state = game().state
    assert len(state.raxxon_deck) == 40 and state.power == 0
    assert game(seed=2).state.raxxon_deck != state.raxxon_deck


def test_each_player_chooses_a_different_character_then_day_one_starts():
    session = game(players=3)
    assert session.view().decision.kind == "choose_character"
    session.apply({"type": "choose_character", "seat": 0, "character": "thomas_heart"})
    taken = list(session.legal_commands(1))
    assert all(c.character != "thomas_heart" for c in taken)
    session.apply({"type": "choose_character", "seat": 1, "character": "mia_lee"})
    session.apply({"type": "choose_character", "seat": 2, "character": "kd_james"})
    assert session.state.day == 1 and len(session.state.crowd) == 12


@pytest.mark.parametrize("players, rows, cols", [(1, 3, 3), (2, 3, 3), (3, 4, 3), (4, 4, 4)])
def test_crowd_grid_by_player_count(players, rows, cols):
    names = ["thomas_heart", "mia_lee", "meryl_wolfe", "kd_james"][:players]
    session = game({"characters": names}, players=players)
    if players == 1:
        session.apply({"type": "choose_character", "seat": 0, "character": "mia_lee"})
    crowd = session.view().crowd
    assert len(crowd) == rows and all(len(row) == cols for row in crowd)
    assert all(not cell.face_up for row in crowd for cell in row)


def test_short_deck_deals_rows_until_it_runs_out():
    """[EN: Crowd Setup] not enough cards: deal successive rows until the deck is empty."""
    every_other_healthy = (["hostile"] * 10 + ["susceptible"] * 3 + ["celebrity"] * 3
                           + ["family"] * 3 + ["familiar"] * 3 + ["innocent"] * 3)
    session = game({"characters": ["thomas_heart", "mia_lee"], "population_deck": ["hostile"] * 5,
                    "evacuation": every_other_healthy}, players=2)
    crowd = session.view().crowd
    assert [sum(1 for cell in row if cell) for row in crowd] == [3, 2]
    assert session.state.population_deck == ()


def test_an_impossible_setup_is_refused_when_the_game_is_made(tmp_path):
    """An infected card can never be evacuated ([EN: Evacuation]): `new --setup` refuses such a
    table at once, with the reason, and writes nothing (before, `show` refused it later)."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    from game.engine.errors import RuleError
    with pytest.raises(RuleError) as refused:
        game({"characters": ["thomas_heart", "mia_lee"], "first_player": 0, "crowd": [["hostile"]],
              "evacuation": ["carrier"]}, players=2)
    assert refused.value.code == "raxxon.setup_infected_evacuated"
    out = tmp_path / "game.json"
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({"characters": ["thomas_heart", "mia_lee"], "evacuation": ["carrier"]}))
    command = ["new", "raxxon", "--seed", "1", "--setup", str(setup), "--out", str(out)]
    done = subprocess.run([sys.executable, "-m", "game", *command],
                          cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True)
    assert done.returncode == 2 and "infected" in done.stderr and not out.exists()


def test_more_tokens_than_the_sheet_side_has_spaces_is_refused():
    """[EN: Choosing an Available Action] a token goes on an empty space: Thomas Heart's Cordon
    has two spaces on the 1–2 player side, so three tokens there are no table a game reaches."""
    from game.engine.errors import RuleError
    with pytest.raises(RuleError) as refused:
        game({"characters": ["thomas_heart", "mia_lee"], "first_player": 0, "crowd": [["hostile"]],
              "tokens": [[0, 0, 3, 0, 0], [0, 0, 0, 0, 0]]}, players=2)
    assert refused.value.code == "raxxon.setup_too_many_tokens"
    assert "(3; at most 2)" in refused.value.message("en")
