"""The rulebook's worked examples, built with --setup keys and played through the engine."""

from game.titles.zeds import model as m
from game.titles.zeds.content import content
from tests.zeds.helpers import apply, decision, legal, of_type, table, unit, units_on, zeds_on


def test_double_activation_on_the_forest_path_with_the_stacking_limit():
    """Regel 4.6, "Beispiel für Weg-Aktivierungen und Ansammlungslimit im Basis-Spiel"."""
    session = table(
        zeds=[("6/3", "forest:5", {"reduced": True}), ("2/1", "forest:5", {"hits": 1}),
              ("3/2", "forest:6"), ("4/2", "forest:6")],
        units=[("schmidt", "forest:4"), ("civ3", "forest:4", {"markers": ["obstinate"]}),
               ("piazza", "forest:3")],
        round={"event": "night_highway", "activate": ["forest", "forest"]},
        # 1st melee: 10 → 3/0, Schmidt wins. 2nd melee: 2 → 0/3, he loses; his toughness
        # shrugs off all three hits. Action phase: 8 → 2/1; toughness saves the hit.
        dice=[5, 5, 1, 1, 4, 5, 6, 4, 4, 5],
    )
    # First activation: the mob on #5 enters the village; the civilians lose their marker.
    assert decision(session) == "defender"
    assert "obstinate" not in unit(session, "civ3").markers
    events = apply(session, {"type": "choose_unit", "unit": "schmidt"})
    fight = of_type(events, m.CombatBegan)[0].combat
    assert (fight.start, [s.reason for s in fight.shifts], fight.column) == (2, ["eagle_scout", "defence"], 4)
    assert decision(session) == "reroll"
    apply(session, {"type": "answer", "yes": False})
    # Result 3/0: all three hits on the strength-3 zed kill it.
    for _ in range(3):
        assert decision(session) == "hit"
        three = next(z for z in session.state.zeds if z.space == "forest:4" and z.reduced)
        events = apply(session, {"type": "choose_zed", "zed": three.id})
    assert of_type(events, m.ZedHit)[-1].result == "killed"
    # The strength-2 zed retreated to #5; of the mob on #6 only the stronger 4 joins it.
    retreat, advance = of_type(events, m.ZedsMoved)[:2]
    assert (retreat.why, retreat.zeds, retreat.to) == ("retreat", ("z01",), "forest:5")
    assert (advance.why, content().zeds[advance.zeds[0]].full, advance.to) == ("advance", 4, "forest:5")
    assert zeds_on(session, "forest:6") == [3]

    # Second activation: the new mob (4 + 2) enters the village again and beats Schmidt; he
    # and the civilians retreat; only one place is left at The Farm (Piazza is there): the
    # civilians stay with her.
    assert zeds_on(session, "forest:4") == [4, 2]
    assert decision(session) == "defender"
    apply(session, {"type": "choose_unit", "unit": "schmidt"}, {"type": "answer", "yes": False})
    assert decision(session) == "units_first"
    apply(session, {"type": "choose_unit", "unit": "civ3"})
    assert units_on(session, "forest:3") == ["civ3", "piazza"]
    assert units_on(session, "forest:2") == ["schmidt"]
    assert zeds_on(session, "forest:4") == [4, 2]
    assert zeds_on(session, "forest:5") == [3]       # the 3 finally moves up

    # Action phase: Schmidt takes the village back; the zeds retreat to #5, where only one
    # place is free: the stronger 4 stays, the 2 goes on to #6.
    assert decision(session) == "actions"
    apply(session, {"type": "move", "unit": "schmidt", "to": "forest:4", "pay": "player"},
          {"type": "answer", "yes": False})
    two = next(z for z in session.state.zeds if z.space == "forest:4" and z.id == "z01")
    four = next(z for z in session.state.zeds if z.space == "forest:4" and z.id != "z01")
    apply(session, {"type": "choose_zed", "zed": two.id}, {"type": "choose_zed", "zed": four.id})
    assert zeds_on(session, "forest:5") == [4, 3]
    assert zeds_on(session, "forest:6") == [2]
    assert units_on(session, "forest:4") == ["schmidt"]


def test_the_complete_melee():
    """Regel 6.4, "Beispiel eines kompletten Nahkampfes"."""
    session = table(
        zeds=[("4/2", "forest:2"), ("5/1", "forest:2", {"reduced": True, "hits": 2})],
        units=[("civ7", "forest:1", {"reduced": True, "hits": 1, "markers": ["well_armed"]})],
        round={"event": "well_armed", "phase": "actions", "actions": 1},
        dice=[4, 6, 4],
    )
    events = apply(session, {"type": "move", "unit": "civ7", "to": "forest:2", "pay": "bar"})
    fight = session.state.combat
    # Strength 2 against 5: Zeds ×2; Well Armed moves it one to the right: Zeds more.
    assert (fight.zed_strength, fight.unit_strength, fight.start) == (5, 2, 1)
    assert [(s.reason, s.value) for s in fight.shifts] == [("well_armed", 1)]
    assert fight.column == 2 and fight.dice == (4, 6)
    assert (fight.zed_hits, fight.unit_hits, fight.loser) == (2, 1, "zeds")
    # Two hits: the first kills the nearly destroyed 1, the second lands on the 4.
    assert decision(session) == "hit"
    one = next(z for z in session.state.zeds if z.reduced)
    events = apply(session, {"type": "choose_zed", "zed": one.id})
    hits = [type(e).__name__ for e in events if isinstance(e, (m.ZedHit, m.UnitHit))]
    assert hits == ["ZedHit", "ZedHit", "UnitHit"]                 # the zeds first, then your unit
    assert one.id in session.state.bag
    four = next(z for z in session.state.zeds if z.id != one.id and z.space in ("forest:2", "forest:3"))
    assert four.hits == 1
    # The civilians take their last hit; the saving roll of 4 brings them, reduced, to the centre.
    saves = [e for e in of_type(events, m.DiceRolled) if e.purpose == "save"]
    assert [e.values for e in saves] == [(4,)]
    civ = unit(session, "civ7")
    assert (civ.space, civ.reduced, civ.hits) == ("centre", True, 0)
    # The zeds lost: the survivor shambles back to #3, The Farm.
    assert zeds_on(session, "forest:3") == [4]
    assert zeds_on(session, "forest:2") == []


def test_co_operative_zed_movement_with_three_extra_activations():
    """Regel 3.1, "Beispiel für Zeds kooperative Bewegung": four players, three activations."""
    session = table(
        zeds=[("4/2", "forest:start"), ("8/4", "forest:start"), ("9/4", "suburbs:6"),
              ("4/3", "highway:4"), ("5/3", "highway:4"), ("6/3", "highway:3")],
        players=4, round={"event": "well_armed", "activate": ["coop_move"]},
    )
    # 1. The strongest mob (12) on the Forest start space moves one space.
    assert zeds_on(session, "forest:6") == [8, 4]
    # 2. Tie at 9: the Highway mob is nearer the centre; only its 5 fits beside the 6.
    assert zeds_on(session, "highway:4") == [4]
    # 3. That new mob (11) counts as not activated and is now the strongest: it moves on.
    assert zeds_on(session, "highway:2") == [6, 5]
    assert zeds_on(session, "highway:3") == []
    assert zeds_on(session, "suburbs:6") == [9]
    assert decision(session) == "actions"


def test_co_operative_zed_placement_with_three_new_zeds():
    """Regel 3.2, "Beispiel für Zeds kooperative Platzierung"."""
    session = table(
        zeds=[("5/3", "forest:5"), ("5/3", "forest:3"), ("6/3", "highway:5"), ("6/3", "highway:2"),
              ("7/5", "suburbs:4")],
        players=4, round={"event": "well_armed", "activate": ["coop_place"]},
    )
    # 1. The Mountain path has no zed: the first new zed goes to its start space.
    assert len(zeds_on(session, "mountain:start")) == 1
    # 2. Mountain and Suburbs now tie with one zed each: your choice.
    assert decision(session) == "coop_place"
    assert session.view().decision.options == ("mountain", "suburbs")
    apply(session, {"type": "choose_path", "path": "suburbs"})
    # 3. The Mountain path has the fewest zeds again.
    assert len(zeds_on(session, "suburbs:start")) == 1
    assert len(zeds_on(session, "mountain:start")) == 2
    assert decision(session) == "actions"


def test_an_action_phase():
    """Regel 5, "Beispiel für eine Aktionsphase": solo, "Rule #1: Stay in Shape!" (one action),
    a strength-9 zed on East Irek, obstinate strength-3 civilians on Beauxville, 4 ammo."""
    session = table(
        zeds=[("9/4", "suburbs:5")],
        units=[("civ1", "suburbs:3", {"markers": ["obstinate"]}), ("civ3", "centre")],
        round={"event": "stay_in_shape", "phase": "actions"}, ammo=4,
        dice=[3, 3, 5],            # Piazza's fire: 6 on the column of strength 4; the search: 5
    )
    # Step 1 and 2a: one action on the bar and the player action, two in all.
    assert (session.state.actions, session.state.player_actions) == (1, (True,))
    # (1) The player action takes Captain Piazza from the centre to Beauxville (#3).
    apply(session, {"type": "move", "unit": "piazza", "to": "suburbs:3", "pay": "player"})
    assert units_on(session, "suburbs:3") == ["civ1", "piazza"]
    # (2) The bar's action: long-range fire at the 9, two spaces away: her strength is 4.
    events = apply(session, {"type": "shoot", "unit": "piazza", "at": "suburbs:5", "pay": "bar"})
    fight = of_type(events, m.CombatBegan)[0].combat
    assert (fight.kind, fight.unit_strength, fight.column) == ("ranged", 4, 3)
    assert session.state.ammo == 3
    assert decision(session) == "overwatch"
    apply(session, {"type": "overwatch", "units": []})
    # (3) Determination: one action for Schmidt alone; #3 is full, so #2 is as far as he gets.
    apply(session, {"type": "special", "ability": "determination"})
    reach = {c.to for c in legal(session, "Move") if c.unit == "schmidt" and c.pay == "unit"}
    assert "suburbs:2" in reach and not {"suburbs:3", "suburbs:4"} & reach
    apply(session, {"type": "move", "unit": "schmidt", "to": "suburbs:2", "pay": "unit"})
    # (4) Born Leader: the civilians in the centre search (the mayor's keys add 1: 5 + 1 = 6).
    apply(session, {"type": "special", "ability": "born_leader", "unit": "civ3"},
          {"type": "search", "unit": "civ3", "pay": "unit"})
    assert session.state.ammo == 5
    # "Und das ist auch schon alles": only the once-per-game speech is left (no zed is next to
    # the centre for the fortress).
    left = legal(session)
    assert {type(c).__name__ for c in left} == {"Special", "EndActions"}
    assert {c.ability for c in left if isinstance(c, m.Special)} == {"speech"}


def test_adding_hits_to_a_normal_zed():
    """Regel 6.2, "Beispiel Treffer zufügen": a normal zed shows ♥ ♥ ☺ on its full side and
    ♥ ♥ ✖ on its reduced side: two markers, the flip, two markers, then it is killed."""
    session = table(zeds=[("2/1", "forest:2")], units=[("furies", "forest:1"), ("schmidt", "forest:4")],
                    round={"event": "well_armed", "phase": "actions", "actions": 2},
                    dice=[6, 6, 6, 6])           # the Furies' melee: 12 → 5/0; Schmidt's fire: 12 → 3
    events = apply(session, {"type": "move", "unit": "furies", "to": "forest:2", "pay": "bar"})
    assert [e.result for e in of_type(events, m.ZedHit)] == ["marked", "marked", "flipped", "marked", "marked"]
    assert zeds_on(session, "forest:3") == [1]                      # reduced, two markers, retreated
    events = apply(session, {"type": "shoot", "unit": "schmidt", "at": "forest:3", "pay": "bar"})
    assert [e.result for e in of_type(events, m.ZedHit)] == ["killed"]
    assert not session.state.zeds
