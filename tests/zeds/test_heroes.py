"""The abilities of the base roster (Regel 5, "Beispiel für eine Aktionsphase": the hero cards)
and Mr. Johnson, who joins with "A Hero Arrives"."""

from game.titles.zeds import model as m
from tests.zeds.helpers import apply, decision, legal, of_type, table, unit, units_on

ACTIONS = {"event": "well_armed", "phase": "actions", "actions": 1}


def test_piazza_fires_by_distance_with_her_sharpshooting():
    """Elite-Scharfschütze: strength 2 at one space (her own 3 is better), 4 at two, 3 at three."""
    session = table(zeds=[("5/3", "suburbs:2"), ("5/3", "suburbs:1"), ("5/3", "suburbs:0")],
                    units=[("piazza", "suburbs:3")], round={**ACTIONS, "actions": 3}, dice=[2, 2] * 3, ammo=5)
    strengths = []
    for target in ("suburbs:2", "suburbs:1", "suburbs:0"):
        events = apply(session, {"type": "shoot", "unit": "piazza", "at": target, "pay": "bar"},
                       {"type": "overwatch", "units": []})
        strengths.append(of_type(events, m.CombatBegan)[0].combat.unit_strength)
    assert strengths == [3, 4, 3]


def test_piazza_may_pay_a_second_action_instead_of_ammo():
    """Ich mach das selbst!"""
    session = table(zeds=[("5/3", "suburbs:2")], units=[("piazza", "suburbs:4")], round={**ACTIONS, "actions": 1},
                    ammo=0, dice=[2, 2])
    shots = legal(session, "Shoot")
    assert {(c.pay, c.pay2) for c in shots} == {("player", "bar")}
    apply(session, shots[0])
    assert session.state.ammo == 0 and session.state.actions == 0 and session.state.player_actions == (False,)


def test_piazza_falls_back_after_firing_with_a_unit_from_her_space():
    """Feldposten: away from the zeds she fired at; obstinate civilians who go with her lose
    their marker."""
    session = table(zeds=[("5/3", "suburbs:6")], units=[("piazza", "suburbs:5"), ("civ1", "suburbs:5",
                    {"markers": ["obstinate"]})], round=ACTIONS, dice=[2, 2])
    apply(session, {"type": "shoot", "unit": "piazza", "at": "suburbs:6", "pay": "bar"})
    assert decision(session) == "overwatch"
    assert {c.units for c in legal(session)} == {(), ("piazza",), ("piazza", "civ1")}
    apply(session, {"type": "overwatch", "units": ["piazza", "civ1"]})
    assert units_on(session, "suburbs:5") == []
    assert unit(session, "piazza").space == unit(session, "civ1").space == "suburbs:4"
    assert "obstinate" not in unit(session, "civ1").markers


def test_hernandez_fortress_fires_from_the_centre_with_a_column_to_the_right():
    """Meine Festung (once per round): an extra fire, paid with ammo, one column right."""
    session = table(zeds=[("5/3", "highway:0")], round=ACTIONS, dice=[2, 2], ammo=2)
    specials = [c for c in legal(session, "Special") if c.ability == "fortress"]
    assert {c.unit for c in specials} == {"piazza", "hernandez", "schmidt", "hunt"}
    events = apply(session, {"type": "special", "ability": "fortress", "unit": "hunt", "at": "highway:0"})
    fight = of_type(events, m.CombatBegan)[0].combat
    assert [(s.reason, s.value) for s in fight.shifts] == [("fortress", 1)]
    assert session.state.ammo == 1 and session.state.actions == 1
    assert not [c for c in legal(session, "Special") if c.ability == "fortress"]


def test_hernandez_speech_gives_every_other_unit_in_town_an_extra_action_once_per_game():
    """Motivierende Ansprache (once per game), not for him."""
    session = table(units=[("civ1", "forest:0"), ("civ2", "forest:1")], round=ACTIONS)
    apply(session, {"type": "special", "ability": "speech"})
    bonus = dict(session.state.bonus)
    assert "civ1" in bonus and "schmidt" in bonus and "civ2" not in bonus and "hernandez" not in bonus
    assert {c.pay for c in legal(session, "Search") if c.unit == "civ1"} == {"unit", "player", "bar"}
    assert session.state.used_for_good == ("speech",)


def test_schmidt_determination_is_an_extra_action_only_for_him():
    """Deputy Schmidt's "Entschlossenheit" (once per round), Regel 5.1 a."""
    session = table(round={**ACTIONS, "actions": 0})
    apply(session, {"type": "special", "ability": "determination"})
    assert dict(session.state.bonus) == {"schmidt": 1}
    assert {c.unit for c in legal(session, "Search") if c.pay == "unit"} == {"schmidt"}
    assert not [c for c in legal(session, "Special") if c.ability == "determination"]


def test_schmidt_eagle_scout_shifts_every_melee():
    """Deputy Schmidt's "Eagle Scout": one column right in every melee (Regel 6.1 step 3)."""
    session = table(zeds=[("4/2", "forest:2")], units=[("schmidt", "forest:1")], round=ACTIONS, dice=[6, 6])
    events = apply(session, {"type": "move", "unit": "schmidt", "to": "forest:2", "pay": "bar"})
    assert [(s.reason, s.value) for s in of_type(events, m.CombatBegan)[0].combat.shifts] == [("eagle_scout", 1)]


def test_hunt_leads_a_civilian_on_his_space_or_next_to_it():
    """Geborener Anführer (once per round)."""
    session = table(units=[("hunt", "forest:3"), ("civ1", "forest:2"), ("civ2", "forest:5"), ("furies", "forest:3")],
                    round=ACTIONS)
    targets = {c.unit for c in legal(session, "Special") if c.ability == "born_leader"}
    assert targets == {"civ1", "furies"}
    apply(session, {"type": "special", "ability": "born_leader", "unit": "civ1"})
    assert dict(session.state.bonus) == {"civ1": 1}


def test_hunt_fires_two_spaces_with_a_column_to_the_left():
    """Sheriff Hunt's "Langstrecken-Fernkampf" (Regel 5.4, "Besonderer Fernkampf")."""
    session = table(zeds=[("5/3", "forest:2")], units=[("hunt", "forest:4")], round=ACTIONS, dice=[3, 3])
    events = apply(session, {"type": "shoot", "unit": "hunt", "at": "forest:2", "pay": "bar"})
    fight = of_type(events, m.CombatBegan)[0].combat
    assert (fight.start, [(s.reason, s.value) for s in fight.shifts], fight.column) == (4, [("long_range", -1)], 3)


def test_a_hero_arrives_mr_johnson_with_his_ammo():
    """"A Hero Arrives": the hero still in reserve joins in the centre; Mr. Johnson brings 3 ammo."""
    session = table(event_deck=["hero_arrives"], ammo=4)
    assert unit(session, "johnson").space == "centre"
    assert session.state.ammo == 7


def test_mr_johnson_fires_with_his_guns_two_columns_to_the_right():
    """Mr. Johnson's guns (research notes), Regel 6.1 step 3."""
    session = table(zeds=[("5/3", "forest:2")], units=[("johnson", "forest:1")], round=ACTIONS, dice=[3, 3])
    events = apply(session, {"type": "shoot", "unit": "johnson", "at": "forest:2", "pay": "bar"})
    assert [(s.reason, s.value) for s in of_type(events, m.CombatBegan)[0].combat.shifts] == [("guns", 2)]


def test_a_player_whose_hero_is_buried_takes_another_unit():
    """Regel 6.3, "Der Tod erlöst dich nicht"."""
    session = table(zeds=[("9/4", "forest:2"), ("8/4", "forest:2")],
                    units=[("hernandez", "forest:1", {"reduced": True})],
                    players=2, heroes=["hernandez", "hunt"], round=ACTIONS, dice=[1, 1, 1])
    apply(session, {"type": "move", "unit": "hernandez", "to": "forest:2", "pay": "bar", "seat": 0})
    assert decision(session) == "take" and session.to_move() == (0,)
    assert "hunt" not in session.view().decision.options
    apply(session, {"type": "choose_unit", "unit": "furies"})
    assert session.state.owners == ("furies", "hunt")


def test_piazza_is_not_offered_a_fall_back_with_nowhere_to_go():
    """Feldposten: she *may* fall back one space. Next to her start space, firing towards the
    town, the space behind her is the start space, which no unit may enter (Regel 5.2): there
    is no fall back to offer, and she is never sent to a saving roll for it."""
    session = table(zeds=[("5/3", "forest:5")], units=[("piazza", "forest:6")], round=ACTIONS, dice=[2, 2])
    apply(session, {"type": "shoot", "unit": "piazza", "at": "forest:5", "pay": "bar"})
    assert decision(session) == "actions"
    assert unit(session, "piazza").space == "forest:6"
