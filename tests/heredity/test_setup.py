"""Heredity's set-up [DE: Spielvorbereitung] and the `--setup` keys: a set-up that does not fit
the game is refused with one clear reason (the field and the value), never with a crash."""

import itertools
import json

import msgspec
import pytest

from game.cli import main
from game.engine.errors import RuleError
from game.titles.heredity import model as m
from game.titles.heredity.invariants import check_invariants
from game.titles.heredity.queries import control_problem
from game.titles.heredity.setup import default_control
from tests.heredity.helpers import game

KARMA = [f"90{i}" for i in range(1, 10)]
YARD = {"terrain": [{"card": "101"}], "figures": {"maeve": "101:a"}}


def refused(setup: dict, chapter: int = 1, players: int = 1) -> RuleError:
    with pytest.raises(RuleError) as caught:
        game(setup, chapter=chapter, players=players)
    return caught.value


@pytest.mark.parametrize("keys, detail", [
    ({"items": [{"card": "130b", "member": "maeve"}]}, "table.items.card = 130b"),            # no such card
    ({**YARD, "items": [{"card": "101", "member": "maeve"}]}, "table.items.card = 101"),       # not an item
    ({**YARD, "items": [{"card": "130", "member": "bob"}]}, "table.items.130.member = bob"),   # no such member
    ({**YARD, "items": [{"card": "130", "area": "101:z"}]}, "table.items.130.area = 101:z"),   # no such area
    ({**YARD, "items": [{"card": "130", "member": "maeve", "area": "101:a"}]}, "table.items.130"),
    ({**YARD, "items": [{"card": "130", "member": "maeve", "damage": [0]}]}, "table.items.130.damage = 0"),
    ({"terrain": [{"card": "101"}], "figures": {"bob": "101:a"}}, "table.figures = bob"),
    ({"terrain": [{"card": "101"}], "figures": {"maeve": "101:z"}}, "table.figures.maeve = 101:z"),
    ({"terrain": [{"card": "101"}], "figures": {"maeve": "101:a", "104.1": "101:b"}}, "table.figures = 104.1"),
    ({"terrain": [{"card": "101"}]}, "table.figures = {}"),                                    # nobody could act
    ({**YARD, "terrain": [{"card": "104"}]}, "table.terrain.card = 104"),                      # not terrain
    ({**YARD, "terrain": [{"card": "201"}]}, "table.terrain.card = 201"),                      # chapter 2's
    ({**YARD, "terrain": [{"card": "101"}, {"card": "102"}]}, "table.terrain = 102 at 0,0,0"),
    ({**YARD, "timeline": [{"card": "104"}]}, "table.timeline = 104"),                         # no family card
    ({**YARD, "timeline": [{"card": "17"}], "marker": 3}, "table.marker = 3"),
    ({**YARD, "encounters": {"104": "angry"}}, "table.encounters.104 = angry"),
    ({**YARD, "encounters": {"103": "hostile"}}, "table.encounters = 103"),                    # not an encounter
    ({**YARD, "materials": {"maeve": -2}}, "table.materials.maeve = -2"),
    ({**YARD, "materials": {"bob": 1}}, "table.materials = bob"),
    ({**YARD, "ground": {"101:z": 1}}, "table.ground = 101:z"),
    ({**YARD, "damage": {"maeve": ["head.9"]}}, "table.damage.maeve = head.9"),
    ({**YARD, "damage": {"maeve": ["nose"]}}, "table.damage.maeve = nose"),
    ({**YARD, "damage": {"maeve": ["legs.2"]}}, "table.damage.maeve = legs.2"),               # no damage symbol
    ({**YARD, "discs": {"maeve": ["legs.7"]}}, "table.discs.maeve = legs.7"),
    ({**YARD, "flipped": {"maeve": ["tail"]}}, "table.flipped.maeve = tail"),
    ({**YARD, "turned": ["104"]}, "table.turned = 104"),                                      # has no back
    ({**YARD, "counters": {"999": 1}}, "table.counters = 999"),
    ({**YARD, "figure_damage": {"maeve": -1}}, "table.figure_damage.maeve = -1"),
])
def test_a_wrong_table_is_refused_with_the_field_and_value(keys, detail):
    error = refused({"table": keys})
    assert error.code == "heredity.setup_bad" and error.params["detail"] == detail


@pytest.mark.parametrize("campaign, detail", [
    ({"items": [{"card": "999", "member": "maeve"}]}, "campaign.items.card = 999"),
    ({"items": [{"card": "132", "member": "maeve", "face": "b"}]}, "campaign.items.card = 132"),  # no back
    ({"items": [{"card": "130", "member": "bob"}]}, "campaign.items.130.member = bob"),
    ({"items": [{"card": "130", "member": "maeve", "damage": 2}]}, "campaign.items.130.damage = 2"),
    ({"materials": {"bob": 1}}, "campaign.materials = bob"),
    ({"karma": ["901"]}, "karma: nine karma cards"),
])
def test_a_wrong_campaign_is_refused_with_the_field_and_value(campaign, detail):
    error = refused({"campaign": {"karma": KARMA, **campaign}})
    assert error.code == "heredity.setup_bad" and error.params["detail"] == detail


@pytest.mark.parametrize("setup", [
    {"table": {"marker": "x"}},
    {"table": {"items": [{"card": 130, "member": "maeve"}]}},
    {"table": {"figures": ["maeve"]}},
    {"control": {"maeve": "0"}},
    {"table": {"bogus": 1}},
])
def test_a_set_up_of_the_wrong_shape_is_refused(setup):
    with pytest.raises((RuleError, msgspec.ValidationError)):
        game(setup)


def test_the_harness_refuses_an_unknown_card_cleanly(tmp_path, capsys):
    """The harness exits 2 with the reason, not 70 with a crash."""
    setup = tmp_path / "bad.json"
    setup.write_text(json.dumps({"table": {"items": [{"card": "130b", "member": "maeve"}]}}))
    code = main(["new", "heredity", "--seed", "1", "--setup", str(setup), "--out", str(tmp_path / "s.json")])
    assert code == 2
    told = capsys.readouterr()
    assert "heredity.setup_bad" in told.out + told.err and "130b" in told.out + told.err


# ---- who plays which member [DE: Spielvorbereitung 2] ----------------------------------------
def control(selena, brick, djamal, maeve) -> dict:
    return {"control": {"selena": selena, "brick": brick, "djamal": djamal, "maeve": maeve}}


def fits(players: int, seats: tuple[int, ...]) -> bool:
    """The rulebook's assignments, said directly: four players one member each; three one each
    and the fourth together (-1); two a child and an adult each; one all four."""
    played = [sorted(name for name, s in zip(m.MEMBERS, seats, strict=True) if s == seat) for seat in range(players)]
    together = [name for name, s in zip(m.MEMBERS, seats, strict=True) if s == m.SHARED]
    if players == 1:
        return True
    if players == 2:
        return all(len(mine) == 2 and sum(n in m.CHILDREN for n in mine) == 1 for mine in played)
    return all(len(mine) == 1 for mine in played) and len(together) == 4 - players


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_only_the_rulebooks_assignments_of_members_are_accepted(players):
    """[DE: Spielvorbereitung 2] every assignment of seats (or -1) to the four members."""
    for seats in itertools.product(range(m.SHARED, players), repeat=len(m.MEMBERS)):
        assert (control_problem(players, seats) == "") == fits(players, seats), seats
    assert control_problem(players, default_control(players)) == ""


@pytest.mark.parametrize("players, setup", [
    (3, control(0, 0, 1, m.SHARED)),        # player 3 plays no member
    (3, control(0, 1, 2, 2)),               # nobody is decided together, player 3 plays two
    (3, control(0, 1, m.SHARED, m.SHARED)),  # player 3 plays no member, two decided together
    (4, control(0, 1, 2, m.SHARED)),        # player 4 plays no member
    (4, control(0, 1, 2, 4)),               # no fifth seat
    (2, control(0, 1, 0, m.SHARED)),        # two players decide nothing together
    (2, control(0, 0, 1, 1)),               # both children with player 1
])
def test_an_assignment_against_the_rulebook_is_refused(players, setup):
    error = refused(setup, players=players)
    assert error.code == "heredity.setup_bad" and error.params["detail"].startswith("control")


def test_three_players_play_one_member_each_and_decide_the_fourth_together():
    """[DE: Spielvorbereitung 2] each of three players acts for their own member and for the
    member decided together, never for another player's."""
    session = game(control(2, 0, m.SHARED, 1), players=3)
    assert session.state.control == (2, 0, m.SHARED, 1)
    for seat, own in ((0, "brick"), (1, "maeve"), (2, "selena")):
        acting = {c.member for c in session.legal_commands(seat) if isinstance(c, m.Act)}
        assert acting == {own, "djamal"}, (seat, acting)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_program_starts_every_game_with_an_assignment_the_rules_accept(players):
    """The new-game screen and the campaign screen start chapters without a `control` key: the
    default assignment is used, which is one the rulebook allows."""
    for chapter in (1, 2):
        session = game(None, chapter=chapter, players=players)
        assert control_problem(players, session.state.control) == ""
        assert not check_invariants(session.state)
