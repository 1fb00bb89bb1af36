"""The base game's set-up and the --setup keys."""

import json

import pytest

from game.cli import main
from game.engine import RuleError
from game.titles.zeds.content import content
from tests.zeds.helpers import decision, game


def test_the_base_set_up():
    """The research notes' base set-up: a zed on each start space, civilians in the villages
    (obstinate), one in the centre, one in reserve, the heroes in the centre, 4 ammo."""
    session = game(seed=3)
    state = session.state
    assert sorted(z.space for z in state.zeds) == ["forest:start", "highway:start", "mountain:start", "suburbs:start"]
    villages = [u for u in state.units if u.space in ("forest:4", "mountain:5", "highway:5", "suburbs:5", "suburbs:3")]
    assert len(villages) == 5 and all(u.markers == ("obstinate",) for u in villages)
    civilians = [u for u in state.units if u.id.startswith("civ")]
    assert sorted(u.space for u in civilians if u not in villages) == ["centre", "reserve"]
    assert {u.space for u in state.units if u.id in ("piazza", "hernandez", "schmidt", "hunt", "furies")} == {"centre"}
    assert state.ammo == 4 and decision(session) == "hero"


def test_the_event_deck_is_stacked_act_by_act_with_a_finale_at_the_bottom():
    """Regel 1.3 and the research notes: acts I–IV in order, the finale last."""
    session = game(seed=4)
    answer = session.legal_commands(0)[0]
    session.apply(answer)
    deck = (session.state.event,) + session.state.event_deck
    acts = [content().events[card].act for card in deck]
    assert acts == sorted(acts) and acts[-1] == 5 and len(deck) == 19
    assert acts.count(1) == 3 and acts.count(2) == 7 and acts.count(3) == 5 and acts.count(4) == 3


def test_each_player_chooses_an_own_hero():
    session = game(players=3, seed=2)
    for seat in range(3):
        assert session.to_move() == (seat,)
        session.apply(session.legal_commands(seat)[-1])
    assert len(set(session.state.owners)) == 3 and session.state.round == 1


@pytest.mark.parametrize("setup, detail", [
    ({"ammo": 21}, "ammo"),
    ({"dice": [7]}, "dice"),
    ({"heroes": ["schmidt", "hunt"]}, "heroes"),
    ({"zeds": [{"zed": "9/9", "space": "forest:3"}]}, "9/9"),
    ({"units": [{"unit": "hunt", "space": "forest:start"}]}, "start space"),
    ({"units": [{"unit": "hunt", "space": "forest:3"}], "zeds": [{"zed": "z01", "space": "forest:3"}]}, "same space"),
    ({"round": {"event": "brains_1"}}, "round.event"),
    ({"flags": ["fog"]}, "flags"),
    ({"event_deck": ["nope"]}, "event_deck"),
])
def test_a_wrong_set_up_is_refused_with_its_reason(setup, detail):
    with pytest.raises(RuleError) as refused:
        game(setup)
    assert refused.value.code == "zeds.setup_bad" and detail in refused.value.params["detail"]


def test_the_harness_builds_a_rulebook_situation_from_a_set_up_file(tmp_path, capsys):
    setup = tmp_path / "melee.json"
    setup.write_text(json.dumps({
        "heroes": ["schmidt"], "zeds": [{"zed": "4/2", "space": "forest:2"}],
        "units": [{"unit": "civ7", "space": "forest:1", "reduced": True, "hits": 1, "markers": ["well_armed"]}],
        "round": {"event": "well_armed", "phase": "actions", "actions": 1}, "dice": [4, 6, 4],
    }))
    save = tmp_path / "game.json"
    assert main(["new", "zeds", "--seed", "1", "--setup", str(setup), "--out", str(save)]) == 0
    assert main(["apply", str(save),
                 '{"type": "move", "seat": 0, "unit": "civ7", "to": "forest:2", "pay": "bar"}']) == 0
    capsys.readouterr()
    assert main(["show", str(save)]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["combat"]["column"]["name"]["de"] == "Zeds mehr" and shown["combat"]["loser"] == "zeds"
    assert main(["apply", str(save),
                 '{"type": "move", "seat": 0, "unit": "civ7", "to": "forest:2", "pay": "bar"}']) == 2
