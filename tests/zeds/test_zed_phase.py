"""The zed phase (Regel 4, 4.6) and the co-operative zed events (Regel 3)."""

from game.titles.zeds import model as m
from tests.zeds.helpers import apply, decision, of_type, table, unit, units_on, zeds_on


def test_an_empty_path_gets_a_new_zed_on_its_start_space_which_does_not_move():
    """Regel 4.1: no zeds on the path: draw and place one on its start space."""
    session = table(round={"event": "night_mountain", "activate": ["mountain"]}, zed_draws=["7/5"])
    placed = of_type(session.events, m.ZedPlaced)
    assert [(e.zed, e.space) for e in placed] == [(session.state.zeds[0].id, "mountain:start")]
    assert zeds_on(session, "mountain:start") == [7]
    assert not of_type(session.events, m.ZedsMoved)


def test_every_zed_on_the_path_moves_nearest_to_the_centre_first():
    """Regel 4.1 step 1: the zeds nearest the centre move first, then those behind them."""
    session = table(zeds=[("5/3", "suburbs:start"), ("6/3", "suburbs:3"), ("4/2", "suburbs:5")],
                    round={"event": "night_suburbs", "activate": ["suburbs"]})
    assert [e.to for e in of_type(session.events, m.ZedsMoved)] == ["suburbs:2", "suburbs:4", "suburbs:6"]


def test_a_full_space_lets_only_one_of_two_equal_zeds_in_and_you_choose_which():
    """Regel 4.1, 4.6: only as many zeds move as fit; the weaker stays (equal: your choice)."""
    # A co-operative move activates the strongest group only: the mob of two 5s; ahead of it
    # waits a 4, so only one of them fits.
    session = table(zeds=[("5/3", "forest:4"), ("5/3", "forest:4"), ("4/2", "forest:3")],
                    players=2, round={"event": "well_armed", "activate": ["coop_move"]})
    assert decision(session) == "mover"
    goes, stays = session.view().decision.options
    apply(session, {"type": "choose_zed", "zed": goes})
    assert zeds_on(session, "forest:3") == [5, 4]
    assert next(z for z in session.state.zeds if z.id == stays).space == "forest:4"


def test_zeds_that_cannot_enter_a_full_space_stay_put():
    """Regel 4.6: "Kann kein Zed das neue Feld betreten, bleiben sie einfach stehen." """
    session = table(zeds=[("5/3", "forest:4"), ("6/3", "forest:3"), ("6/3", "forest:3")],
                    round={"event": "night_forest", "activate": ["forest"]})
    assert zeds_on(session, "forest:2") == [6, 6]
    assert zeds_on(session, "forest:3") == [5]


def test_a_new_zed_for_a_full_space_goes_back_towards_the_start():
    """Regel 4.6: "lege sie 1 Feld weiter hinten". "The Living Dead!" puts two new zeds in
    St. Thomas, where one zed stands already: the second one lands a space further back."""
    session = table(zeds=[("5/3", "forest:4")], event_deck=["spread"], story_deck=["living_dead"])
    placed = [e.space for e in of_type(session.events, m.ZedPlaced)]
    assert placed[:3] == ["mountain:start", "forest:4", "forest:5"]


def test_a_full_start_space_sends_the_new_zed_to_another_start_space_of_your_choice():
    """Regel 4.6, "Start-Felder": another start space of your choice."""
    zeds = [("4/2", "forest:start"), ("4/2", "forest:3"), ("4/2", "forest:5"),
            ("5/3", "mountain:start"), ("5/3", "mountain:3"), ("5/3", "mountain:4"),
            ("6/3", "highway:start"), ("6/3", "highway:start"), ("6/3", "highway:3"),
            ("6/4", "suburbs:start"), ("6/4", "suburbs:start")]
    session = table(zeds=zeds, players=2, round={"event": "well_armed", "activate": ["coop_place"]})
    # The Suburbs path has the fewest zeds, but its start space is full.
    assert decision(session) == "place"
    assert session.view().decision.options == ("forest:start", "mountain:start")
    apply(session, {"type": "choose_space", "space": "mountain:start"})
    assert len(zeds_on(session, "mountain:start")) == 2


def test_when_every_start_space_is_full_the_new_zed_stays_in_the_bag():
    """Regel 4.6, "Start-Felder": all full, the zed goes back into the bag."""
    zeds = [(s, f"{p}:start") for p in ("forest", "mountain", "highway", "suburbs") for s in ("4/2", "5/3")]
    session = table(zeds=zeds, players=2, round={"event": "well_armed", "activate": ["coop_place"]})
    events = apply(session, {"type": "choose_path", "path": "forest"})
    assert [e.reason for e in of_type(events, m.ZedNotPlaced)] == ["no_room"]
    assert len(session.state.zeds) == 8


def test_solo_play_ignores_the_co_operative_icons():
    """Regel 3: skip the co-operative zed events in a solo game."""
    session = table(zeds=[("9/4", "forest:5")], round={"event": "well_armed", "activate": ["coop_move", "coop_place"]})
    assert not of_type(session.events, m.ZedsMoved) and not of_type(session.events, m.ZedPlaced)
    assert len(of_type(session.events, m.BarItemBegan)) == 2


def test_co_operative_move_skips_zeds_that_cannot_move():
    """Regel 3.1 step 2: if the strongest cannot move, the next weaker one that can moves."""
    session = table(zeds=[("9/4", "forest:5"), ("5/3", "forest:4"), ("5/3", "forest:4"), ("6/3", "mountain:5")],
                    players=2, round={"event": "well_armed", "activate": ["coop_move"]})
    # The 9 is blocked by the full space ahead and the mob (10) is the strongest that can move.
    assert zeds_on(session, "forest:3") == [5, 5]
    assert zeds_on(session, "forest:5") == [9] and zeds_on(session, "mountain:5") == [6]


def test_zeds_walking_in_on_units_start_a_melee_and_obstinate_civilians_lose_their_marker():
    """Regel 4.2, 4.3: zeds entering a village attack the obstinate civilians there."""
    session = table(zeds=[("5/3", "suburbs:6")], units=[("civ1", "suburbs:5", {"markers": ["obstinate"]})],
                    round={"event": "night_suburbs", "activate": ["suburbs"]}, dice=[6, 6])
    assert "obstinate" not in unit(session, "civ1").markers
    fight = of_type(session.events, m.CombatBegan)[0].combat
    assert (fight.attacker, fight.unit, fight.space) == ("zeds", "civ1", "suburbs:5")


def test_a_no_entry_marker_keeps_zeds_and_units_out():
    """Regel 4.4: "Explosion in the Mine!": the units there take a hit and retreat; nobody
    enters the Mine for the rest of the round."""
    session = table(zeds=[("5/3", "mountain:5")], units=[("civ7", "mountain:4")],
                    event_deck=["mine_blast", "hunting_cabin"], round=None, dice=[6])
    assert unit(session, "civ7").space == "mountain:3" and unit(session, "civ7").hits == 1
    assert "mountain:4" in session.state.no_entry
    mountain_moves = [e for e in of_type(session.events, m.ZedsMoved) if e.to.startswith("mountain")]
    assert not mountain_moves                           # the zed on #5 cannot step into the Mine
    moves = [c for c in session.legal_commands(0) if isinstance(c, m.Move)]
    assert not any(c.to == "mountain:4" for c in moves)
    apply(session, {"type": "end_actions"})
    assert session.state.no_entry == ()


def test_mr_johnsons_traps_hit_the_zeds_and_let_him_fall_back():
    """Regel 4.4: a zed entering Mr. Johnson's space; on 4–6 it takes a hit and he falls back."""
    session = table(zeds=[("5/3", "highway:4")], units=[("johnson", "highway:3")],
                    round={"event": "night_highway", "activate": ["highway"]}, dice=[5])
    assert decision(session) == "traps"
    events = apply(session, {"type": "answer", "yes": True})
    assert [e.result for e in of_type(events, m.ZedHit)] == ["marked"]
    assert unit(session, "johnson").space == "highway:2"
    assert not of_type(events, m.CombatBegan)
    assert zeds_on(session, "highway:3") == [5]


def test_failed_traps_leave_mr_johnson_to_fight():
    """Regel 4.4: on 1–3 the traps fail and the melee is fought."""
    session = table(zeds=[("5/3", "highway:4")], units=[("johnson", "highway:3")],
                    round={"event": "night_highway", "activate": ["highway"]}, dice=[2, 6, 6])
    events = apply(session, {"type": "answer", "yes": True})
    assert of_type(events, m.CombatBegan)[0].combat.unit == "johnson"
    assert units_on(session, "highway:3") == ["johnson"]


def test_the_living_dead_rise_as_one_mob_and_fight_one_melee():
    """Regel 4.6 (a mob's strengths add up) and "The Living Dead!": two new zeds appear as a mob
    in St. Thomas, where a unit stands: one melee against both, not one per zed."""
    # The Spread's own zed (2) goes to the story path's start; the mob is the next two: 3 and 4.
    session = table(units=[("civ1", "forest:4")], event_deck=["spread"], story_deck=["living_dead"],
                    zed_draws=["2/1", "3/2", "4/2"])
    fights = [e.combat for e in of_type(session.events, m.CombatBegan)]
    assert len(fights) == 1 and fights[0].space == "forest:4"
    assert len(fights[0].zeds) == 2 and fights[0].zed_strength == 7      # one melee at 3 + 4


def test_log_tells_two_zeds_of_equal_strength_apart_by_where_they_come_from():
    """Two zeds of strength 4 moving in one phase: each line names the space it leaves (what the
    map shows), so "Zeds (4) advance …" is never said of two counters alike."""
    from game.titles.zeds.view import describe_event
    session = table(zeds=[("4/2", "forest:3"), ("4/2", "forest:5")])
    state = session.state
    near, far = (z.id for z in sorted(state.zeds[:2], key=lambda z: z.space))
    said = [describe_event(state, m.ZedsMoved((zed,), to, "advance"), "en")
            for zed, to in ((near, "forest:2"), (far, "forest:4"))]
    assert said[0] != said[1]
    assert said[0].startswith("Zeds (4) advance from The Farm") and "Forest path #5" in said[1]
