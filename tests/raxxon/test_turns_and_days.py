"""[EN: Player Actions], [EN: End of Day], [EN: End of the Game], [EN: Solo Rules]."""

import pytest

from game.engine import RuleError
from game.titles.raxxon import model as m
from game.titles.raxxon import queued as fx
from game.titles.raxxon.queries import card_type
from game.titles.raxxon.view import FaceDownCard, FaceDownPile, PopulationPile, RaxxonPile
from tests.raxxon.helpers import apply, continue_all, decision, game, of_type, types_in

NOBODY = [[0] * 5, [0] * 5]


def table(crowd, players=2, **more):
    names = ["thomas_heart", "mia_lee", "meryl_wolfe", "kd_james"][:players]
    setup = {"characters": more.pop("characters", names), "first_player": 0, "crowd": crowd}
    setup.update(more)
    return game(setup, players=players)


# ---- choosing and performing actions ----------------------------------------------------------
def actions_offered(tokens):
    """The actions Thomas may choose with `tokens` on his sheet (at the choose-action step)."""
    from msgspec.structs import replace

    from game.titles.raxxon.legal import legal_commands
    session = table([["hostile", "carrier"]], tokens=[tokens, [0] * 5])
    state = replace(session.state, queue=(fx.ChooseAction(),))
    return {c.action for c in legal_commands(state, 0) if isinstance(c, m.Act)}


def test_investigate_needs_no_token_and_is_always_available():
    # Thomas' 1–2 players side has 3, 3, 2, 3, 3 spaces.
    assert actions_offered([0, 2, 1, 2, 3]) == {0, 1, 2, 3, 4}
    assert actions_offered([3, 3, 2, 3, 3]) == {0}


def test_investigate_turns_the_card_face_up_for_everyone():
    """[DE: Charakterbogen (Untersuchung)] the sheet prints the flip icon after UNTERSUCHUNG:
    Investigate turns one face-down crowd card face up, for all to see, with no token."""
    session = table([["hostile", "carrier"]])
    events = apply(session, {"type": "act", "action": 0, "cell": [0, 1]})
    flipped = of_type(events, m.CardFlipped)[0]
    assert card_type(flipped.card) == "carrier" and (flipped.r, flipped.c) == (0, 1)
    shown = session.view().crowd[0][1]
    assert shown.face_up is True and shown.type == "carrier"
    assert not hasattr(session.view(), "investigated")
    assert session.state.tokens[0] == (0,) * 5
    assert not session.can_undo(0)                      # a card turned up cannot be taken back
    assert flipped.card not in session.title.hidden_from(session.state, None)


def test_investigate_triggers_the_cards_when_flipped_effects():
    """[EN: Game Icons, When Flipped] a second carrier turned face up by Investigate draws a
    Raxxon card, as any flip does."""
    session = table([["carrier:up", "carrier"]])
    events = apply(session, {"type": "act", "action": 0, "cell": [0, 1]})
    assert of_type(events, m.CardFlipped)
    assert of_type(events, m.RaxxonDrawn)


def test_what_was_seen_is_forgotten_once_the_card_leaves_the_crowd():
    session = table([["hostile", "carrier", "hostile"]])
    apply(session, {"type": "act", "action": 0, "cell": [0, 1]})        # seat 0 looks
    apply(session, {"type": "act", "action": 3, "cell": [0, 1]})        # Mia kills it
    assert session.state.seen == ()


def test_an_action_with_nothing_to_act_on_may_still_be_chosen():
    """[EN: Choosing an Available Action] a free token space is all an action needs."""
    session = table([["volatile:up", "carrier:up"]])
    apply(session, {"type": "act", "action": 1})                       # no row is evacuable
    assert session.state.tokens[0] == (1, 0, 0, 0, 0)
    assert of_type(session.events, m.ActionFoundNothing)
    session = table([["hostile:up"]])
    events = apply(session, {"type": "act", "action": 0})              # nothing face down
    assert of_type(events, m.ActionFoundNothing) and session.state.active == 1


def test_token_goes_on_the_leftmost_free_space_and_full_actions_are_unavailable():
    session = table([["hostile"] * 3, ["hostile"] * 3, ["hostile"] * 3], tokens=[[0, 1, 0, 0, 0], [0] * 5])
    apply(session, {"type": "continue"}, {"type": "place", "cell": [-1, 0]})
    apply(session, {"type": "act", "action": 2, "cell": [0, 0]}, {"type": "done"})
    assert session.state.tokens[0] == (0, 2, 0, 0, 0)
    with pytest.raises(RuleError):
        session.apply({"type": "act", "seat": 0, "action": 2, "cell": [0, 0]})   # not his turn


def test_refused_command_changes_nothing_and_names_the_reason():
    session = table([["hostile", "carrier"]], tokens=[[0, 3, 0, 0, 0], [0] * 5])
    before = (session.state, len(session.history))
    for command, code in [
        ({"type": "act", "seat": 1, "action": 0, "cell": [0, 0]}, "raxxon.not_your_decision"),
        ({"type": "flip", "seat": 0, "cell": [0, 0]}, "raxxon.wrong_moment"),
    ]:
        with pytest.raises(RuleError) as refused:
            session.apply(command)
        assert refused.value.code == code and refused.value.message()
    continue_all(session)
    assert decision(session) == "choose_action"
    for command, code in [
        ({"type": "act", "seat": 0, "action": 2, "cell": [0, 0]}, "raxxon.no_free_space"),
        ({"type": "act", "seat": 0, "action": 9}, "raxxon.no_such_action"),
        ({"type": "act", "seat": 0, "action": 0, "cell": [5, 5]}, "raxxon.no_card_there"),
    ]:
        state = session.state
        with pytest.raises(RuleError) as refused:
            session.apply(command)
        assert refused.value.code == code and session.state is state
    assert before[1] < len(session.history)


def test_stopping_during_consequences_is_a_pass():
    session = table([["hostile"] * 3], tokens=[[0, 2, 0, 0, 0], [0] * 5])
    apply(session, {"type": "continue"}, {"type": "place", "cell": [-1, 0]})
    apply(session, {"type": "pass"})
    assert session.state.passed == (True, False) and session.state.active == 1


def test_stopping_between_the_icons_of_one_consequence_is_a_pass():
    """[EN: Triggering Consequences] the turn may end after part of a consequence: Thomas'
    quarantine space flips, then would draw a Raxxon card; stopping after the flip draws none."""
    session = table([["hostile", "hostile"]], tokens=[[0, 0, 0, 1, 0], [0] * 5])
    events = apply(session, {"type": "continue"}, {"type": "flip", "cell": [0, 0]}, {"type": "pass"})
    assert of_type(events, m.CardFlipped) and not of_type(events, m.RaxxonDrawn)
    assert session.state.passed == (True, False) and session.state.active == 1


def test_passed_player_is_skipped_for_the_rest_of_the_day():
    session = table([["hostile"] * 3], players=3)
    apply(session, {"type": "pass"})
    assert session.state.active == 1
    apply(session, {"type": "act", "action": 0, "cell": [0, 0]})
    assert session.state.active == 2
    apply(session, {"type": "act", "action": 0, "cell": [0, 1]})
    assert session.state.active == 1      # seat 0 passed: skipped


# ---- end of day -----------------------------------------------------------------------------
def test_end_of_day_in_five_steps_with_infection_capped_at_four():
    """[EN: End of Day] the example: infected in crowd and uncontained count, at most 4 draws."""
    crowd = [["carrier", "volatile:up", "hostile"], ["chaotic", "innocent", "carrier:up"]]
    session = table(crowd, uncontained_quarantine=["volatile", "chaotic"], contained_quarantine=["carrier"],
                    tokens=[[0, 2, 0, 1, 1], [0, 1, 0, 0, 0]])
    supply = len(session.state.infection_supply)
    apply(session, {"type": "pass"})
    events = apply(session, {"type": "pass"})
    steps = [type(e) for e in events if type(e) in (
        m.EndOfDayBegan, m.CrowdRevealed, m.InfectionRose, m.PopulationGathered,
        m.QuarantineBreached, m.TokensCleared, m.DayStarted)]
    assert steps == [m.EndOfDayBegan, m.CrowdRevealed, *[m.InfectionRose] * 4, m.PopulationGathered,
                     m.QuarantineBreached, m.TokensCleared, m.DayStarted]
    assert len(session.state.infection_supply) == supply - 4
    # 1. flipping the crowd triggers no when-flipped effect
    assert not of_type(events, m.RaxxonDrawn) and not of_type(events, m.CardFlipped)
    state = session.state
    assert state.population_discard == () and state.contained_quarantine == ()
    assert types_in(session, "uncontained_quarantine") == ["carrier"]
    assert state.tokens == ((0,) * 5, (0,) * 5)
    assert state.day == 2 and len(state.crowd) == 9


def test_effects_waiting_when_the_day_ends_lapse():
    """[EN: Game Icons and Effects] the end-of-day icon ends the player actions phase at once:
    a celebrity killed together with the innocent whose Raxxon card ends the day never raises
    Raxxon's power. The Raxxon card still reaches its pile."""
    crowd = [["innocent", "celebrity", "hostile", "hostile"]] + [["hostile"] * 4] * 3
    session = table(crowd, raxxon_deck=["stampede"])
    apply(session, {"type": "act", "action": 2, "cell": [0, 0]}, {"type": "pick", "cell": [0, 1]},
          {"type": "done"})
    raxxon_first = next(c for c in session.legal_commands(0) if "Raxxon card" in session.label(c)
                        and "power" not in session.label(c))
    apply(session, raxxon_first, {"type": "choose", "index": 1})      # Stampede: clear the square
    assert session.state.day == 2 and session.state.power == 0
    assert "stampede" in session.state.raxxon_triggered


def test_next_day_starts_left_of_the_last_active_player():
    session = table([["hostile"] * 3], players=3)
    apply(session, {"type": "act", "action": 0, "cell": [0, 0]})   # seat 0
    apply(session, {"type": "pass"})                                # seat 1 passes
    apply(session, {"type": "pass"})                                # seat 2 passes
    apply(session, {"type": "pass"})                                # seat 0 passes last
    assert session.state.day == 2 and session.state.first_player == 1 and session.state.active == 1


def test_end_of_day_icon_starts_next_day_left_of_the_active_player():
    session = table([["carrier:up", "carrier:up", "carrier"]], players=3,
                    tokens=[[0] * 5, [0, 1, 0, 0, 0], [0] * 5], first_player=1)
    apply(session, {"type": "continue"})
    assert session.state.day == 2 and session.state.first_player == 2


# ---- winning -------------------------------------------------------------------------------------
def test_evacuating_the_last_healthy_card_wins_at_once():
    healthy = (["hostile"] * 15 + ["susceptible"] * 3 + ["celebrity"] * 3 + ["family"] * 3
               + ["familiar"] * 3 + ["innocent"] * 2)
    session = table([["innocent:up", "carrier"]], evacuation=healthy)
    events = apply(session, {"type": "act", "action": 1, "line": "col:0"})
    assert session.outcome() == "win" and of_type(events, m.GameEnded)


def test_intro_is_won_at_twenty():
    twenty_less_one = ["hostile"] * 10 + ["susceptible"] * 3 + ["familiar"] * 3 + ["innocent"] * 3
    session = game({"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
                    "crowd": [["celebrity:up"]], "evacuation": twenty_less_one}, difficulty="intro")
    apply(session, {"type": "act", "action": 1, "line": "row:0"})
    assert session.outcome() == "win"


# ---- solo ---------------------------------------------------------------------------------------
def test_solo_chooses_a_character_each_day():
    session = game(players=1)
    assert decision(session) == "choose_character"
    apply(session, {"type": "choose_character", "character": "kd_james"})
    assert len(session.state.crowd) == 9
    apply(session, {"type": "pass"}, {"type": "pass"})
    assert session.state.day == 2 and decision(session) == "choose_character"
    apply(session, {"type": "choose_character", "character": "kd_james"})


def test_solo_first_pass_clears_tokens_and_the_second_ends_the_day():
    session = game({"characters": ["thomas_heart"], "crowd": [["hostile"] * 3],
                    "tokens": [[0, 1, 0, 1, 0]], "first_player": 0}, players=1)
    apply(session, {"type": "pass"})
    assert session.state.tokens == ((0,) * 5,) and session.state.day == 1
    assert decision(session) == "choose_action"          # no tokens: straight to the action
    apply(session, {"type": "pass"})
    assert session.state.day == 2


def test_solo_raxxon_funding_needs_no_raxxon_draw():
    crowd = [["carrier:up", "innocent:up"]]
    solo = game({"characters": ["kd_james"], "crowd": crowd, "first_player": 0,
                 "raxxon_deck": ["sirens"]}, players=1)
    events = apply(solo, {"type": "act", "action": 3, "cell": [0, 0]}, {"type": "pick", "cell": [0, 0]})
    assert not of_type(events, m.RaxxonDrawn)
    assert "innocent" in types_in(solo, "evacuation")

    duo = game({"characters": ["kd_james", "mia_lee"], "crowd": crowd, "first_player": 0,
                "raxxon_deck": ["sirens"]}, players=2)
    events = apply(duo, {"type": "act", "action": 3, "cell": [0, 0]}, {"type": "pick", "cell": [0, 0]})
    assert [e.card for e in of_type(events, m.RaxxonDrawn)] == ["sirens"]


# ---- what players see ([EN: Looking At Cards]) --------------------------------------------------
def test_hidden_piles_show_counts_public_piles_show_cards():
    view = table([["hostile", "carrier:up"]], population_discard=["volatile"]).view()
    piles = view.piles
    for hidden in ("population_deck", "infection_supply", "raxxon_deck"):
        assert isinstance(piles[hidden], FaceDownPile)           # its count, nothing else
    for public in ("population_discard", "evacuation", "uncontained_quarantine", "contained_quarantine",
                   "raxxon_triggered", "raxxon_untriggered"):
        assert isinstance(piles[public], (PopulationPile, RaxxonPile))
    assert view.crowd[0][0] == FaceDownCard(face_up=False)
    assert view.crowd[0][1].type == "carrier"


def test_view_tells_nothing_about_face_down_cards():
    """[EN: Looking At Cards] face-down crowd cards show only their place: two tables that differ
    only in which cards lie face down look the same, the count of infected at large included."""
    def seen_from_the_table(face_down, deck):
        crowd = [face_down, ["p15:up", "p50:up"]]            # a hostile and a chaotic face up
        return table(crowd, population_deck=deck).view()

    infected = seen_from_the_table(["carrier", "volatile"], ["hostile", "innocent"])
    healthy = seen_from_the_table(["hostile", "innocent"], ["carrier", "volatile"])
    assert infected == healthy
    assert infected.infected_at_large == 1               # the face-up chaotic card


def test_a_card_turned_face_down_before_the_players_stays_known():
    """[EN: Looking At Cards] only the deck, the infection supply and the Raxxon deck are secret;
    a card the players saw face up and watched being turned down is not hidden from them."""
    session = table([["innocent:up", "volatile:up"]])
    apply(session, {"type": "act", "action": 5, "cell": [0, 0], "other": [0, 1]},
          {"type": "pick", "cell": [0, 1]})                  # Forceful Crowd Control
    turned = session.view().crowd[0][1]
    assert isinstance(turned, FaceDownCard) and turned.seen.type == "innocent"      # its own face stays hidden
