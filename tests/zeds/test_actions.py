"""The action phase (Regel 5): where actions come from, moving, searching and firing."""

import pytest

from game.engine import RuleError
from game.titles.zeds import model as m
from game.titles.zeds.view import describe_event
from tests.zeds.helpers import apply, decision, legal, of_type, table, zeds_on

ACTIONS = {"event": "well_armed", "phase": "actions", "actions": 1}


def refusal(session, command: dict) -> str:
    with pytest.raises(RuleError) as refused:
        apply(session, command)
    return refused.value.code


def destinations(session, unit_id: str) -> set[str]:
    return {c.to for c in legal(session, "Move") if c.unit == unit_id}


def test_actions_come_from_the_bar_the_player_actions_and_extra_actions():
    """Regel 5.1: the bar is shared, each player has one player action of their own."""
    session = table(players=2, round=ACTIONS)
    assert session.to_move() == (0, 1)
    pays = {c.pay for c in session.legal_commands(1) if isinstance(c, m.Search)}
    assert pays == {"player", "bar"}
    apply(session, {"type": "search", "unit": "furies", "pay": "player", "seat": 1})
    assert session.state.player_actions == (True, False)
    assert {c.pay for c in session.legal_commands(1) if isinstance(c, m.Search)} == {"bar"}
    apply(session, {"type": "search", "unit": "furies", "pay": "bar", "seat": 0})
    assert not [c for c in session.legal_commands(1) if isinstance(c, m.Search)]
    assert refusal(session, {"type": "search", "unit": "furies", "pay": "bar", "seat": 1}) == "zeds.no_bar_action"


def test_the_phase_ends_when_every_player_is_done_and_unused_actions_lapse():
    """Regel 5.1 step 3."""
    session = table(players=2, round=ACTIONS)
    apply(session, {"type": "end_actions", "seat": 1})
    assert session.to_move() == (0,)
    events = apply(session, {"type": "end_actions", "seat": 0})
    assert of_type(events, m.RoundEnded)
    assert session.state.player_actions == (True, True)


def test_movement_points_by_unit():
    """Regel 5.2: heroes 4 (Captain Piazza's card: 5), heroic civilians 3, civilians 2."""
    session = table(units=[("schmidt", "forest:4"), ("piazza", "mountain:4"), ("furies", "highway:3"),
                           ("civ2", "suburbs:3"), ("hernandez", "cemetery")], round=ACTIONS)
    assert "forest:start" not in destinations(session, "schmidt")
    assert {"forest:6", "forest:5", "forest:0"} <= destinations(session, "schmidt")
    assert "centre" not in destinations(session, "schmidt")
    assert "centre" in destinations(session, "piazza")
    assert "highway:0" in destinations(session, "furies") and "centre" not in destinations(session, "furies")
    assert destinations(session, "civ2") == {"suburbs:5", "suburbs:4", "suburbs:2", "suburbs:1"}


def test_traffic_control_makes_entering_the_centre_free():
    """Mayor Hernandez's "Verkehrsleitung": the centre costs no movement point."""
    session = table(units=[("civ2", "forest:0")], round=ACTIONS)
    assert {"centre", "mountain:0", "mountain:1", "suburbs:1"} <= destinations(session, "civ2")


def test_obstinate_civilians_do_not_move_but_search_and_fire():
    """Regel 4.3, 5.3, 5.4."""
    session = table(zeds=[("5/3", "suburbs:4")], units=[("civ1", "suburbs:5", {"markers": ["obstinate"]})],
                    round=ACTIONS)
    assert not destinations(session, "civ1")
    assert any(c.unit == "civ1" for c in legal(session, "Search"))
    assert any(c.unit == "civ1" for c in legal(session, "Shoot"))
    assert refusal(session, {"type": "move", "unit": "civ1", "to": "suburbs:6", "pay": "bar"}) == "zeds.obstinate"


def test_start_spaces_full_spaces_and_the_stacking_limit():
    """Regel 5.2: never a start space; at most two units at the end of a move (the centre
    takes any number); units may pass each other."""
    session = table(units=[("schmidt", "forest:6"), ("civ1", "forest:4"), ("civ2", "forest:4")], round=ACTIONS)
    assert refusal(session, {"type": "move", "unit": "schmidt", "to": "forest:start",
                            "pay": "bar"}) == "zeds.start_space"
    assert refusal(session, {"type": "move", "unit": "schmidt", "to": "forest:4", "pay": "bar"}) == "zeds.space_full"
    assert "forest:3" in destinations(session, "schmidt")
    assert refusal(session, {"type": "move", "unit": "schmidt", "to": "forest:0", "pay": "bar"}) == "zeds.too_far"


def test_entering_a_zed_space_ends_the_move_with_a_melee():
    """Regel 5.2, "Einen Nahkampf auslösen"."""
    session = table(zeds=[("4/2", "highway:2")], units=[("schmidt", "centre")], round=ACTIONS, dice=[6, 6])
    assert "highway:3" not in destinations(session, "schmidt")
    events = apply(session, {"type": "move", "unit": "schmidt", "to": "highway:2", "pay": "bar"})
    fight = of_type(events, m.CombatBegan)[0].combat
    assert (fight.attacker, fight.origin) == ("unit", "highway:1")
    assert not [s for s in fight.shifts if s.reason == "defence"]


def test_search_only_on_named_spaces_with_the_search_table():
    """Regel 5.3: one die: 1–3 nothing, 4–5 one ammo, 6 two ammo."""
    session = table(units=[("schmidt", "forest:3"), ("civ1", "forest:5")], round={**ACTIONS, "actions": 3},
                    dice=[3, 5, 6], ammo=4)
    assert refusal(session, {"type": "search", "unit": "civ1", "pay": "bar"}) == "zeds.not_named"
    found = []
    for _ in range(3):
        events = apply(session, {"type": "search", "unit": "schmidt", "pay": "bar"})
        found.append(of_type(events, m.AmmoChanged)[0].delta)
    assert found == [0, 1, 2]


def test_ammo_never_goes_above_twenty():
    """Regel 5.3, "Munition verwalten": never more than 20 ammo; the rest is lost."""
    session = table(units=[("schmidt", "forest:3")], round=ACTIONS, dice=[6], ammo=19)
    apply(session, {"type": "search", "unit": "schmidt", "pay": "bar"})
    assert session.state.ammo == 20
    assert session.log(0, "en")[-1].text == "The search finds 2 ammo, 1 lost to the cap (now 20)."
    assert session.log(0, "de")[-1].text == ("Die Suche findet 2 Munition, 1 geht über der Obergrenze verloren "
                                             "(jetzt 20).")


def test_mayor_hernandez_adds_one_to_searches_in_town():
    """Hernandez's "Schlüssel zur Stadt": +1 for every other unit searching in the town."""
    session = table(units=[("schmidt", "forest:0")], round={**ACTIONS, "actions": 2}, dice=[3, 3])
    events = apply(session, {"type": "search", "unit": "schmidt", "pay": "bar"})
    assert of_type(events, m.AmmoChanged)[0].delta == 1
    counted = of_type(events, m.SearchCounted)[0]             # the log shows the bonus
    assert (counted.die, counted.bonus) == (3, 1)
    assert "3 + 1 = 4" in describe_event(session.state, counted, "en")
    events = apply(session, {"type": "search", "unit": "hernandez", "pay": "bar"})
    assert of_type(events, m.AmmoChanged)[0].delta == 0
    assert not of_type(events, m.SearchCounted)


def test_a_scavenger_rolls_two_dice_keeps_one_and_a_double_counts_twice():
    """Regel 5.3: two-dice abilities: choose one die; a double gives the result twice."""
    session = table(units=[("johnson", "mountain:4")], round={**ACTIONS, "actions": 2}, dice=[2, 6, 5, 5], ammo=0)
    apply(session, {"type": "search", "unit": "johnson", "pay": "bar"})
    assert decision(session) == "search_die"
    apply(session, {"type": "choose_die", "die": 1})
    assert session.state.ammo == 2
    apply(session, {"type": "search", "unit": "johnson", "pay": "bar"})
    assert session.state.ammo == 4


def test_fire_costs_an_action_and_one_ammo_and_reaches_an_adjacent_path_space():
    """Regel 5.4, 6.1: the column is the shooter's strength; hits go to the zeds; no retreat."""
    session = table(zeds=[("5/3", "forest:2")], units=[("schmidt", "forest:1")], round=ACTIONS, dice=[5, 5], ammo=2)
    events = apply(session, {"type": "shoot", "unit": "schmidt", "at": "forest:2", "pay": "bar"})
    fight = of_type(events, m.CombatBegan)[0].combat
    assert (fight.kind, fight.start, fight.column) == ("ranged", 3, 3)
    assert session.state.ammo == 1
    assert of_type(events, m.CombatResolved)[0].zed_hits == 3
    assert zeds_on(session, "forest:2") == [3]                     # flipped, and still there


def test_no_fire_from_or_onto_a_start_space_nor_through_the_centre():
    """Regel 5.4, "Einschränkung"."""
    session = table(zeds=[("5/3", "forest:start"), ("5/3", "mountain:0"), ("5/3", "highway:2")],
                    units=[("piazza", "forest:6"), ("hunt", "forest:0")], round=ACTIONS)
    assert refusal(session, {"type": "shoot", "unit": "piazza", "at": "forest:start", "pay": "bar"}) \
        == "zeds.start_space_target"
    assert refusal(session, {"type": "shoot", "unit": "hunt", "at": "mountain:0", "pay": "bar"}) == "zeds.no_target"
    from_centre = {c.at for c in legal(session, "Shoot") if c.unit == "furies"}
    assert from_centre == set()                                    # the Furies never fire
    assert {c.at for c in legal(session, "Shoot") if c.unit == "schmidt"} == {"mountain:0"}
    assert {c.at for c in legal(session, "Shoot") if c.unit == "piazza"} == set()


def test_without_ammo_there_is_no_fire():
    """Regel 5.4: no ammo, no fire; the Farmingdale Furies never fire (their card)."""
    session = table(zeds=[("5/3", "forest:2")], units=[("schmidt", "forest:1")], round=ACTIONS, ammo=0)
    assert refusal(session, {"type": "shoot", "unit": "schmidt", "at": "forest:2", "pay": "bar"}) == "zeds.no_ammo"
    assert refusal(session, {"type": "shoot", "unit": "furies", "at": "forest:2", "pay": "bar"}) == "zeds.cannot_fire"


def test_refusals_name_the_reason():
    """Regel 5.1, 5.2: a refused action says why (zeds.error.*)."""
    session = table(units=[("civ1", "cemetery")], round=ACTIONS)
    assert refusal(session, {"type": "move", "unit": "civ1", "to": "centre", "pay": "bar"}) == "zeds.unit_not_in_play"
    assert refusal(session, {"type": "move", "unit": "schmidt", "to": "forest:0",
                            "pay": "cash"}) == "zeds.unknown_payment"
    assert refusal(session, {"type": "move", "unit": "schmidt", "to": "forest:0",
                            "pay": "unit"}) == "zeds.no_unit_action"
    assert refusal(session, {"type": "move", "unit": "schmidt", "to": "moon", "pay": "bar"}) == "zeds.no_such_space"
    assert refusal(session, {"type": "play_story", "card": "adrenaline"}) == "zeds.story_not_held"
    apply(session, {"type": "move", "unit": "schmidt", "to": "forest:0", "pay": "player"})
    assert refusal(session, {"type": "move", "unit": "piazza", "to": "forest:0",
                            "pay": "player"}) == "zeds.no_player_action"
