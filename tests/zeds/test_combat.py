"""Fighting a combat (Regel 6): columns, shifts, hits, saving rolls and retreats."""

import pytest

from game.titles.zeds import combat as calc
from game.titles.zeds import model as m
from game.titles.zeds.content import content
from tests.zeds.helpers import apply, decision, of_type, table, unit, units_on, zeds_on

ACTIONS = {"event": "well_armed", "phase": "actions", "actions": 2}


@pytest.mark.parametrize("zeds, unit_strength, column", [
    (9, 3, 0), (8, 3, 1), (6, 3, 1), (5, 3, 2), (4, 4, 3), (5, 4, 2), (5, 9, 4), (4, 8, 5), (3, 8, 5),
    (3, 9, 6), (1, 6, 6),
])
def test_the_start_column_compares_the_strengths(zeds, unit_strength, column):
    """Regel 6.1 step 2: Zeds ×3, ×2, more, Even, Player more, ×2, ×3."""
    assert calc.melee_start(zeds, unit_strength) == column


def test_shifts_add_up_and_stop_at_the_edge_of_the_table():
    """Regel 6.1 step 3: ◀1, ◀1 and 1▶ make ◀1; the table ends where it ends."""
    shifts = [m.Shift("a", -1), m.Shift("b", -1), m.Shift("c", 1)]
    assert calc.shifted(3, shifts) == 2
    assert calc.shifted(6, [m.Shift("d", 2)]) == 6 and calc.shifted(0, [m.Shift("e", -1)]) == 0


def test_the_melee_table_of_the_rulebook():
    """Regel 6.1 step 4, the rulebook's table: left hits on the zeds, right on the unit."""
    assert calc.melee_result(2, 10) == (2, 1, "zeds")      # the full example: Zeds more, 10
    assert calc.melee_result(0, 11) == (1, 2, "unit")
    assert calc.melee_result(5, 2) == (1, 3, "unit")
    assert calc.melee_result(4, 7) == (2, 1, "zeds")


@pytest.mark.parametrize("column, total", [(6, 2), (5, 3), (4, 6), (3, 7), (2, 9), (1, 10), (0, 12)])
def test_on_the_diagonal_of_even_results_the_zeds_lose(column, total):
    """Regel 6.1 step 4: the highlighted number marks the loser. The rulebook does not print
    which side is marked in the 2/2 cells of the diagonal; the research notes' reading of the
    player aid is that your unit wins on the diagonal and to the right of it."""
    assert calc.melee_result(column, total) == (2, 2, "zeds")


def test_an_even_fight_on_a_seven_sends_the_zeds_back():
    """Regel 6.1 step 4, 6.4.1: Even column, roll 7: 2/2, the zeds lose and retreat."""
    session = table(zeds=[("6/3", "forest:2", {"reduced": True})], units=[("civ1", "forest:1")],
                    round=ACTIONS, dice=[3, 4])
    apply(session, {"type": "move", "unit": "civ1", "to": "forest:2", "pay": "bar"})
    fight = session.state.combat
    assert (fight.start, fight.column, sum(fight.dice), fight.loser) == (3, 3, 7, "zeds")
    assert zeds_on(session, "forest:3") == [3] and unit(session, "civ1").space == "forest:2"
    assert unit(session, "civ1").reduced


def test_defence_advantage_counts_only_when_defending_and_only_the_best_one():
    """Regel 6.1 step 3: 1 on named spaces outside the town, 2 on town spaces; never for zeds."""
    session = table(zeds=[("4/2", "forest:4")], units=[("civ5", "forest:3")],
                    round={"event": "night_highway", "activate": ["forest"]}, dice=[6, 6])
    shifts = of_type(session.events, m.CombatBegan)[0].combat.shifts
    assert [(s.reason, s.value) for s in shifts] == [("defence", 1)]
    session = table(zeds=[("4/2", "forest:1")], units=[("civ5", "forest:0")],
                    round={"event": "night_highway", "activate": ["forest"]}, dice=[6, 6])
    assert [(s.reason, s.value) for s in of_type(session.events, m.CombatBegan)[0].combat.shifts] == [("defence", 2)]


def test_a_night_assault_takes_the_defence_advantage_away():
    """Regel 6.1 step 3 with a night assault: no defence advantage this zed phase."""
    session = table(zeds=[("4/2", "highway:1")], units=[("civ5", "highway:0")], flags=["no_terrain"],
                    round={"event": "night_highway", "activate": ["highway"]}, dice=[6, 6])
    assert of_type(session.events, m.CombatBegan)[0].combat.shifts == ()


def test_with_two_units_on_the_space_you_choose_the_defender_and_both_retreat_if_it_loses():
    """Regel 4.1 (Hinweis), 6.4.1: only the defender takes hits; all your units there retreat."""
    session = table(zeds=[("9/4", "suburbs:2")], units=[("civ1", "suburbs:1"), ("civ2", "suburbs:1")],
                    round={"event": "night_suburbs", "activate": ["suburbs"]}, dice=[1, 1, 6])
    assert decision(session) == "defender"
    apply(session, {"type": "choose_unit", "unit": "civ1"})
    assert unit(session, "civ2").hits == 0 and unit(session, "civ2").space == "suburbs:0"
    assert unit(session, "civ1").space == "centre"           # killed, saved by the roll of 6
    assert zeds_on(session, "suburbs:1") == [9]


def test_hits_flip_a_zed_and_kill_it_into_the_bag():
    """Regel 6.2: ♥♥ then the flip on the full side, ♥♥ then the cross on the reduced side."""
    session = table(zeds=[("5/3", "forest:2", {"reduced": True, "hits": 1})], units=[("furies", "forest:1")],
                    round=ACTIONS, dice=[6, 6])
    events = apply(session, {"type": "move", "unit": "furies", "to": "forest:2", "pay": "bar"})
    assert [e.result for e in of_type(events, m.ZedHit)] == ["marked", "killed"]
    assert not session.state.zeds and len(session.state.bag) == 34


@pytest.mark.parametrize("roll, space, reduced", [(3, "cemetery", False), (4, "centre", True), (6, "centre", True)])
def test_the_saving_roll_of_a_civilian_unit(roll, space, reduced):
    """Regel 6.3: 1–3 the cemetery; 4–6 the centre, civilians on the reduced side, no hits."""
    session = table(zeds=[("9/4", "highway:2")], units=[("civ3", "highway:1", {"reduced": True})],
                    round={"event": "night_highway", "activate": ["highway"]}, dice=[1, 1, roll])
    civ = unit(session, "civ3")
    assert (civ.space, civ.reduced, civ.hits) == (space, reduced, 0)


def test_a_saved_hero_comes_back_on_the_full_side():
    """Regel 6.3: heroes come back to the centre on their full side."""
    session = table(zeds=[("9/4", "highway:2"), ("8/4", "highway:2")],
                    units=[("hernandez", "highway:1", {"reduced": True})],
                    round={"event": "night_highway", "activate": ["highway"]}, dice=[1, 1, 5])
    hero = unit(session, "hernandez")
    assert (hero.space, hero.reduced) == ("centre", False)


def test_the_loser_retreats_even_if_the_winner_died():
    """Regel 6.4.1: "Selbst wenn der Gewinner des Kampfes auch gleichzeitig getötet wurde"."""
    session = table(zeds=[("2/1", "forest:2")],
                    units=[("civ7", "forest:1", {"reduced": True, "hits": 1, "markers": ["well_armed"]})],
                    round=ACTIONS, dice=[3, 4, 1])
    events = apply(session, {"type": "move", "unit": "civ7", "to": "forest:2", "pay": "bar"})
    assert of_type(events, m.CombatResolved)[0] == m.CombatResolved(2, 1, "zeds")
    assert unit(session, "civ7").space == "cemetery"
    assert zeds_on(session, "forest:3") == [2]


def test_an_attacking_unit_retreats_the_way_it_came():
    """Regel 6.4.4: attackers retreat towards the space they came from, defenders to the centre."""
    session = table(zeds=[("9/4", "forest:3")], units=[("schmidt", "forest:4")], round=ACTIONS,
                    dice=[1, 1, 1, 1, 6, 6, 6, 6])
    apply(session, {"type": "move", "unit": "schmidt", "to": "forest:3", "pay": "bar"},
          {"type": "answer", "yes": True})
    assert session.state.combat.loser == "unit"
    assert unit(session, "schmidt").space == "forest:4"


def test_retreating_into_zeds_starts_a_new_melee_with_the_retreating_side_attacking():
    """Regel 6.4.3: the Furies lose at The Farm, retreat towards the centre onto a zed and
    attack it there (a co-operative move walks only the strongest zed in)."""
    session = table(zeds=[("9/4", "forest:4"), ("2/1", "forest:2")], units=[("furies", "forest:3")], players=2,
                    round={"event": "night_forest", "activate": ["coop_move"]}, dice=[1, 1, 6, 6, 6, 6, 6, 6])
    fights = [e.combat for e in of_type(session.events, m.CombatBegan)]
    assert [(f.space, f.attacker, f.origin) for f in fights] == [("forest:3", "zeds", ""),
                                                                 ("forest:2", "unit", "forest:3")]
    assert unit(session, "furies").space == "forest:2"


def test_retreating_zeds_fill_spaces_and_the_stronger_stays_nearer_the_centre():
    """Regel 6.4.5, 4.6: one place free behind them: the stronger zed takes it, the weaker
    goes on to the next space with room."""
    session = table(zeds=[("5/3", "mountain:3"), ("2/1", "mountain:3"), ("4/2", "mountain:4")],
                    units=[("furies", "mountain:2")], round=ACTIONS, dice=[6, 6])
    apply(session, {"type": "move", "unit": "furies", "to": "mountain:3", "pay": "bar"})
    apply(session, {"type": "choose_zed", "zed": "z01"}, {"type": "choose_zed", "zed": "z01"})
    assert zeds_on(session, "mountain:4") == [5, 4]
    assert zeds_on(session, "mountain:5") == [2]


def test_a_zed_with_no_room_down_to_its_start_goes_to_another_start_space():
    """Regel 4.6, "Start-Felder": a full start space: another of your choice."""
    zeds = [("5/3", "forest:6"), ("4/2", "forest:start"), ("4/2", "forest:start")]
    session = table(zeds=zeds, units=[("furies", "forest:5")], round=ACTIONS, dice=[6, 6])
    apply(session, {"type": "move", "unit": "furies", "to": "forest:6", "pay": "bar"})
    assert decision(session) == "retreat_start"
    assert session.view().decision.options == ("mountain:start", "highway:start", "suburbs:start")
    apply(session, {"type": "choose_space", "space": "highway:start"})
    assert zeds_on(session, "highway:start") == [3]


def test_martial_arts_let_schmidt_roll_again_and_the_new_roll_counts():
    """Deputy Schmidt's "Kampfkünste"."""
    session = table(zeds=[("5/3", "forest:2")], units=[("schmidt", "forest:1")], round=ACTIONS, dice=[1, 1, 6, 6])
    apply(session, {"type": "move", "unit": "schmidt", "to": "forest:2", "pay": "bar"})
    assert decision(session) == "reroll"
    apply(session, {"type": "answer", "yes": True})
    fight = session.state.combat
    assert fight.dice == (6, 6) and fight.rerolled and fight.loser == "zeds"


def test_tough_heroes_shrug_off_hits_on_four_to_six():
    """Deputy Schmidt's and Sheriff Hunt's "Hartnäckig": a die per hit."""
    session = table(zeds=[("9/4", "forest:2"), ("8/4", "forest:2")], units=[("hunt", "forest:1")],
                    round=ACTIONS, dice=[1, 1, 5, 2, 1, 6])
    events = apply(session, {"type": "move", "unit": "hunt", "to": "forest:2", "pay": "bar"},
                   {"type": "answer", "yes": False})
    assert of_type(events, m.HitsAvoided)[0].n == 2
    assert [e.result for e in of_type(events, m.UnitHit)] == ["flipped", "killed"]


def test_two_zeds_cut_off_from_their_start_space_take_the_free_places_stronger_first():
    """Regel 4.6, 6.4.5: the stronger zed chooses first; the weaker takes what is left."""
    zeds = [("5/3", "forest:6"), ("4/2", "forest:6"), ("6/3", "forest:start"), ("6/3", "forest:start"),
            ("7/5", "mountain:start"), ("7/5", "highway:start"), ("6/4", "suburbs:start"), ("6/4", "suburbs:start")]
    session = table(zeds=zeds, units=[("furies", "forest:5")], round=ACTIONS, dice=[6, 6])
    apply(session, {"type": "move", "unit": "furies", "to": "forest:6", "pay": "bar"})
    weaker = next(z.id for z in session.state.zeds if z.space == "forest:6" and content().zeds[z.id].full == 4)
    apply(session, {"type": "choose_zed", "zed": weaker}, {"type": "choose_zed", "zed": weaker})
    assert decision(session) == "retreat_start"
    assert session.view().decision.options == ("mountain:start", "highway:start")
    apply(session, {"type": "choose_space", "space": "highway:start"})
    assert zeds_on(session, "highway:start") == [7, 5] and zeds_on(session, "mountain:start") == [7, 4]
    assert weaker in {z.id for z in session.state.zeds if z.space == "mountain:start"}
    assert session.title.check_invariants(session.state) == []


def test_two_units_retreating_onto_zeds_get_there_together_and_you_choose_which_one_attacks():
    """Regel 6.4.3, 6.4.1, 6.1: both your units retreat from a lost defence onto the zeds on
    the next space; the whole group is back before the new melee, in which one unit of your
    choice attacks (units never combine their strength)."""
    session = table(zeds=[("9/4", "suburbs:4"), ("2/1", "suburbs:2")],
                    units=[("civ1", "suburbs:3"), ("civ2", "suburbs:3")], players=2,
                    round={"event": "well_armed", "activate": ["coop_move"]}, dice=[4, 4, 6, 6])
    apply(session, {"type": "choose_unit", "unit": "civ1"})          # 8 on Zeds ×3: 0/2, civ1 loses
    assert units_on(session, "suburbs:2") == ["civ1", "civ2"] and zeds_on(session, "suburbs:3") == [9]
    assert decision(session) == "retreat_attacker"
    events = apply(session, {"type": "choose_unit", "unit": "civ2"})
    fight = of_type(events, m.CombatBegan)[0].combat
    assert (fight.space, fight.attacker, fight.unit, fight.origin) == ("suburbs:2", "unit", "civ2", "suburbs:3")
    # 12 on Player more: 4/0. The 2 is flipped and retreats next to the 9, where no unit waits.
    assert zeds_on(session, "suburbs:3") == [9, 1] and units_on(session, "suburbs:2") == ["civ1", "civ2"]
    assert len(of_type(session.events, m.CombatBegan)) == 2
