"""The round (Regel 1, 7): event cards, Brains! cards, the finale, the loss, the organisation."""

from game.titles.zeds import model as m
from tests.zeds.helpers import apply, decision, game, of_type, table, unit, zeds_on


def test_a_round_runs_zed_phase_action_phase_organisation_and_skips_the_rest():
    """Regel 1.1: the base game skips PRFN, infection and supply; zeds, actions, organisation."""
    session = game({"heroes": ["furies"], "event_deck": ["hunting_cabin"]})
    phases = [e.phase for e in of_type(session.events, m.PhaseBegan)]
    assert phases == ["zeds", "actions"]
    assert session.view().event.skipped_phases == ("prfn", "infection", "supply")
    events = apply(session, {"type": "end_actions"})
    assert [e.phase for e in of_type(events, m.PhaseBegan)][:2] == ["organisation", "zeds"]
    assert of_type(events, m.RoundEnded)[0].card == "hunting_cabin"
    assert session.state.event_discard == ("hunting_cabin",)


def test_the_zed_bar_activates_its_paths_left_to_right():
    """Regel 4.1: "Night Assault: Highway" shows the Highway path twice: a double activation."""
    session = game({"heroes": ["furies"], "event_deck": ["night_highway"],
                    "zeds": [{"zed": "5/3", "space": "highway:4"}]})
    assert [e.path for e in of_type(session.events, m.PathActivated)] == ["highway", "highway"]
    assert zeds_on(session, "highway:2") == [5]


def test_a_brains_card_replaces_the_round():
    """Regel 1.2: no normal round; every path in the order you choose; then the next card."""
    session = game({"heroes": ["furies"], "event_deck": ["brains_1", "hunting_cabin"],
                    "zeds": [{"zed": "5/3", "space": "forest:4"}], "units": []})
    assert session.state.phase == "brains"
    assert decision(session) == "activate_order"
    for path in ("suburbs", "forest", "highway"):
        apply(session, {"type": "choose_path", "path": path})
    activated = [e.path for e in of_type(session.events, m.PathActivated)]
    assert activated[:4] == ["suburbs", "forest", "highway", "mountain"]
    phases = [e.phase for e in of_type(session.events, m.PhaseBegan)]
    assert phases == ["brains", "organisation", "zeds", "actions"]
    assert session.state.event == "hunting_cabin"


def test_on_a_brains_card_zeds_that_win_step_forward_again():
    """Brains! (Regel 1.2, 6.1): a zed that wins a melee advances again at once."""
    session = game({
        "heroes": ["furies"], "event_deck": ["brains_1"],
        "zeds": [{"zed": "9/4", "space": "forest:4"}],
        "units": [{"unit": "civ3", "space": "forest:3"}],
        "dice": [1, 1, 6],           # the melee: 2, the zeds win; the civilians' saving roll
    })
    apply(session, {"type": "choose_path", "path": "forest"})
    moves = [(e.why, e.to) for e in of_type(session.events, m.ZedsMoved)]
    assert moves == [("advance", "forest:3"), ("advance", "forest:2")]
    assert zeds_on(session, "forest:2") == [9]


def test_the_finale_wins_when_the_action_phase_begins():
    """Regel 1.3: the finale card says you have won."""
    session = table(round={"event": "good_night", "activate": []})
    assert session.outcome() == "win"
    assert session.state.phase == "actions"


def test_a_zed_entering_the_town_centre_loses_at_once_without_a_melee():
    """Regel 1.3, 4.5: even with units in the centre there is no melee."""
    session = table(zeds=[("5/3", "mountain:0")], round={"event": "night_mountain", "activate": ["mountain"]})
    assert session.outcome() == "loss"
    assert not of_type(session.events, m.CombatBegan)
    assert of_type(session.events, m.GameEnded)[0].space == "mountain:0"
    assert len([u for u in session.state.units if u.space == "centre"]) >= 5


def test_the_organisation_phase_readies_markers_but_not_once_per_game_ones():
    """Regel 7.1: the action counter goes to 0, player and special actions turn ready again;
    a once-per-game special action stays used."""
    session = table(round={"event": "well_armed", "phase": "actions", "actions": 2},
                    event_deck=["hunting_cabin"])
    apply(session, {"type": "special", "ability": "speech"}, {"type": "special", "ability": "determination"},
          {"type": "search", "unit": "furies", "pay": "player"})
    assert session.state.player_actions == (False,)
    apply(session, {"type": "end_actions"})
    state = session.state
    assert state.player_actions == (True,) and state.used == () and state.bonus == ()
    assert state.used_for_good == ("speech",)
    assert state.actions == 3                       # the next card's counter
    assert unit(session, "schmidt").space == "centre"
