"""[EN: Game Icons and Effects] and [EN: Clarifications], one rule per test."""

from game.titles.raxxon import model as m
from tests.raxxon.helpers import apply, card_at, decision, game, of_type, types_in

THOMAS, MIA = 0, 1
AIR_STRIKE, QUARANTINE = 2, 4


def table(crowd, **more):
    setup = {"characters": ["thomas_heart", "mia_lee"], "first_player": 0, "crowd": crowd}
    setup.update(more)
    return game(setup)


# ---- adjacency and lines ([EN: Crowd Setup, Example: Adjacency], [EN: Rows/Columns]) ----------
def test_adjacent_means_above_below_left_right_never_diagonal_or_across_a_gap():
    session = table([
        ["hostile", "hostile", None, "hostile"],
        ["hostile", "carrier", "hostile", None],
        [None, "hostile", None, "hostile"],
    ])
    apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [1, 1]})
    offered = sorted(tuple(c.cell) for c in session.legal_commands(0) if isinstance(c, m.Pick))
    assert offered == [(0, 1), (1, 0), (1, 2), (2, 1)]


def test_a_row_spans_gaps_and_a_single_card_is_a_row():
    session = table([["innocent:up", None, "hostile:up"], [None, None, None], ["family:up", None, None]],
                    characters=["thomas_heart", "mia_lee"])
    lines = sorted(c.line for c in session.legal_commands(0) if isinstance(c, m.Act) and c.action == 1 and c.line)
    assert lines == ["col:0", "col:2", "row:0", "row:2"]
    events = apply(session, {"type": "act", "action": 1, "line": "row:0"})
    assert len(of_type(events, m.CardsEvacuated)[0].cards) == 2


def test_evacuate_only_rows_all_face_up_and_healthy():
    session = table([["innocent:up", "hostile"], ["carrier:up", "hostile:up"]])
    evacuations = [c for c in session.legal_commands(0) if isinstance(c, m.Act) and c.action == 1]
    assert evacuations == [m.Act(seat=0, action=1)]          # chosen, it would find nothing
    error = _refusal(session, {"type": "act", "seat": 0, "action": 1, "line": "row:0"})
    assert error.code == "raxxon.line_not_evacuable"


def _refusal(session, command):
    try:
        session.apply(command)
    except Exception as error:  # RuleError
        return error
    raise AssertionError("the command was accepted")


# ---- killing ----------------------------------------------------------------------------------
def test_killed_cards_go_to_discard_and_when_killed_resolves_face_down_too():
    session = table([["susceptible", "hostile"]], infection_supply=["carrier"])
    supply = len(session.state.infection_supply)
    events = apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]}, {"type": "done"})
    assert of_type(events, m.CardsKilled)[0].cards == (session.state.population_discard[0],)
    assert len(of_type(events, m.InfectionRose)) == 1          # susceptible: when killed, infect
    assert len(session.state.infection_supply) == supply - 1


def test_simultaneous_effects_in_the_order_the_active_player_chooses():
    session = table([["susceptible", "celebrity", "hostile"]])
    apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 1]}, {"type": "pick", "cell": [0, 0]})
    events = apply(session, {"type": "done"})
    assert decision(session) == "order"
    labels = [session.label(c) for c in session.legal_commands(0)]
    assert any("Raxxon power" in label for label in labels) and any("infection" in label for label in labels)
    power_first = next(c for c in session.legal_commands(0) if "power" in session.label(c))
    events = apply(session, power_first)
    kinds = [type(e) for e in events if type(e) in (m.PowerChanged, m.InfectionRose)]
    assert kinds == [m.PowerChanged, m.InfectionRose]


# ---- infection, power, hostile ------------------------------------------------------------------
def test_infection_moves_the_supply_top_face_up_to_the_discard():
    session = table([["susceptible"]], infection_supply=["volatile", "carrier"])
    apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]})
    assert types_in(session, "population_discard")[-1] == "volatile"
    assert session.view().piles["population_discard"].cards[-1].type == "volatile"


def test_an_empty_infection_supply_loses_at_once():
    everyone_infected = ["carrier"] * 10 + ["chaotic"] * 10 + ["volatile"] * 10
    session = table([["susceptible", "hostile"]], population_discard=everyone_infected,
                    infection_supply=[])
    events = apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]}, {"type": "done"})
    assert session.outcome() == "loss_overrun"
    assert of_type(events, m.GameEnded)[0].outcome == "loss_overrun"
    assert session.legal_commands(0) == [] and session.to_move() == ()


def test_power_reaching_eight_loses():
    session = table([["celebrity", "hostile"]], power=7)
    apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]}, {"type": "done"})
    assert session.state.power == 8 and session.outcome() == "loss_takeover"


def test_hostile_back_moves_a_hostile_from_evacuation_to_discard():
    session = table([["familiar", "innocent"]], evacuation=["hostile", "innocent"])
    apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]}, {"type": "done"})
    assert types_in(session, "evacuation") == ["innocent"]
    assert "hostile" in types_in(session, "population_discard")


def test_hostile_back_with_no_hostile_evacuated_does_nothing():
    session = table([["familiar", "innocent"]], evacuation=["innocent"])
    events = apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]}, {"type": "done"})
    assert not of_type(events, m.HostileReturned)


# ---- add to crowd -----------------------------------------------------------------------------
def test_added_card_goes_next_to_as_many_cards_as_possible():
    session = table([["family", "hostile"], ["hostile", None]], population_deck=["innocent"])
    apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]}, {"type": "done"})
    # The family card is killed: add a card. Two empty cells touch two cards each; the player
    # chooses between them, and nowhere else.
    assert decision(session) == "place"
    assert sorted(tuple(c.cell) for c in session.legal_commands(0)) == [(0, 0), (1, 1)]
    error = _refusal(session, {"type": "place", "seat": 0, "cell": [2, 0]})
    assert error.code == "raxxon.place_not_allowed"
    apply(session, {"type": "place", "cell": [1, 1]})
    assert len(session.state.crowd) == 3 and session.state.population_deck[:0] == ()


def test_added_card_never_makes_the_crowd_wider_than_six():
    row = [["hostile"] * 6]
    session = table(row + [["family"]], population_deck=["innocent"])
    apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [1, 0]})
    cells = session.state.queue[0].cells if decision(session) == "place" else [
        (e.r, e.c) for e in of_type(session.events, m.CardAdded)]
    assert all(0 <= c < 6 for _, c in cells)
    assert all(-1 <= r <= 1 for r, _ in cells)


def test_added_card_into_an_empty_crowd_goes_alone_in_the_middle():
    session = table([["family"]], population_deck=["innocent"])
    apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]})
    assert [(e.r, e.c) for e in of_type(session.events, m.CardAdded)] == [(0, 0)]
    assert len(session.state.crowd) == 1


def test_empty_deck_takes_the_reshuffled_discard():
    everyone = (["hostile"] * 14 + ["susceptible"] * 3 + ["celebrity"] * 3 + ["family"] * 2
                + ["familiar"] * 3 + ["innocent"] * 2)
    session = table([["family", "hostile"]], population_deck=[], population_discard=["innocent"],
                    evacuation=everyone, infection_supply=["carrier"] * 10 + ["chaotic"] * 10
                    + ["volatile"] * 10)
    events = apply(session, {"type": "act", "action": AIR_STRIKE, "cell": [0, 0]}, {"type": "done"})
    reshuffled = of_type(events, m.DiscardReshuffled)
    assert len(reshuffled) == 1 and sorted(reshuffled[0].order) == sorted(reshuffled[0].order)
    assert len(reshuffled[0].order) == 2           # the killed family card and the innocent one
    events = apply(session, {"type": "place", "cell": [0, 1]})
    assert len(of_type(events, m.CardAdded)) == 1 and len(session.state.population_deck) == 1


def test_nothing_is_added_when_deck_and_discard_are_both_empty():
    session = table([["hostile", "hostile"]], population_deck=[],
                    evacuation=(["hostile"] * 13 + ["susceptible"] * 3 + ["celebrity"] * 3
                                + ["family"] * 3 + ["familiar"] * 3 + ["innocent"] * 3),
                    infection_supply=["carrier"] * 10 + ["chaotic"] * 10 + ["volatile"] * 10,
                    tokens=[[0, 1, 0, 0, 0], [0, 0, 0, 0, 0]])
    # Thomas' first air strike space adds a card: with nothing to add, nothing happens.
    events = apply(session, {"type": "continue"})
    assert not of_type(events, m.CardAdded) and decision(session) == "choose_action"


# ---- flip ---------------------------------------------------------------------------------------
def test_flip_lets_the_active_player_choose_and_all_face_up_does_nothing():
    session = table([["hostile:up", "hostile"], ["hostile", "hostile:up"]],
                    tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]])
    apply(session, {"type": "continue"})
    assert decision(session) == "flip"
    apply(session, {"type": "flip", "cell": [0, 1]})
    assert session.view().crowd[0][1].face_up
    session = table([["hostile:up", "hostile:up"]], tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]])
    events = apply(session, {"type": "continue"})
    assert not of_type(events, m.CardFlipped) and decision(session) == "choose_action"


# ---- when flipped: the carrier count ([EN: Example: When Flipped]) ---------------------------
def test_second_carrier_face_up_draws_a_raxxon_card():
    session = table([["carrier:up", "carrier"], ["hostile", "hostile"]],
                    tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]], raxxon_deck=["second_wave"])
    apply(session, {"type": "continue"})
    events = apply(session, {"type": "flip", "cell": [0, 1]})
    drawn = of_type(events, m.RaxxonDrawn)
    assert [d.card for d in drawn] == ["second_wave"]


def test_third_carrier_face_up_ends_the_day():
    session = table([["carrier:up", "carrier:up"], ["carrier", "hostile"]],
                    tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]])
    apply(session, {"type": "continue"})
    events = apply(session, {"type": "flip", "cell": [1, 0]})
    assert of_type(events, m.EndOfDayBegan)
    assert session.state.day == 2


def test_fourth_carrier_matches_no_count_and_does_nothing():
    session = table([["carrier:up", "carrier:up"], ["carrier:up", "carrier"]],
                    tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]])
    events = apply(session, {"type": "continue"})
    assert of_type(events, m.CardFlipped)      # the only face-down card flips on its own
    assert not of_type(events, m.RaxxonDrawn) and not of_type(events, m.EndOfDayBegan)


# ---- Raxxon cards -----------------------------------------------------------------------------
def test_a_raxxon_card_whose_trigger_fails_goes_to_the_untriggered_pile():
    session = table([["carrier:up", "carrier"]], tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]],
                    raxxon_deck=["susceptibility"])
    apply(session, {"type": "continue"})
    assert session.state.raxxon_untriggered == ("susceptibility",)


def test_a_triggered_raxxon_card_offers_its_options_and_is_filed_as_it_says():
    session = table([["susceptible:up", "carrier:up"], ["carrier", "hostile"]],
                    tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]], raxxon_deck=["susceptibility"])
    apply(session, {"type": "continue"}, {"type": "flip", "cell": [1, 0]})   # second carrier
    assert decision(session) == "raxxon_option"
    assert session.view().raxxon_current == "susceptibility"
    apply(session, {"type": "choose", "index": 1})        # Raxxon steps in: power +1
    assert session.state.power == 1
    assert session.state.raxxon_untriggered == ("susceptibility",)   # the card says so


def test_option_with_a_kill_takes_the_matching_card():
    session = table([["susceptible:up", "carrier:up"], ["carrier", "hostile"]],
                    tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]], raxxon_deck=["susceptibility"])
    apply(session, {"type": "continue"}, {"type": "flip", "cell": [1, 0]}, {"type": "choose", "index": 0})
    assert "susceptible" in types_in(session, "population_discard")


# A Raxxon card drawn at Thomas' first quarantine consequence (flip, then draw a Raxxon card).
QUARANTINED_ONCE = [[0, 0, 0, 1, 0], [0, 0, 0, 0, 0]]


def draw_at_consequence(session, flip_at):
    """Trigger Thomas' flip (at `flip_at`) and Raxxon consequences."""
    apply(session, {"type": "continue"}, {"type": "flip", "cell": flip_at}, {"type": "continue"})


def test_a_raxxon_card_is_filed_only_after_its_option_resolved():
    """[EN: Game Icons and Effects] resolve the chosen option's effects, then place the card in
    its pile: while its effects wait for the player, it is still the card in play."""
    session = table([["carrier:up", "carrier:up", "hostile"], ["hostile", "hostile:up", "hostile:up"]],
                    tokens=QUARANTINED_ONCE, raxxon_deck=["rumours"])
    draw_at_consequence(session, [0, 2])
    apply(session, {"type": "choose", "index": 0})       # Raxxon picks up a carrier, power +1
    assert decision(session) == "rx_pick"
    assert "rumours" not in session.state.raxxon_triggered
    assert session.view().raxxon_resolving == ["rumours"]
    apply(session, {"type": "pick", "cell": [0, 0]})
    assert session.state.power == 1 and session.state.raxxon_triggered == ("rumours",)
    assert session.view().raxxon_resolving == []


def test_a_raxxon_card_drawn_while_another_resolves_finds_that_one_in_no_pile():
    """[EN: Game Icons and Effects] the card still resolving is in no pile yet: a second card
    drawn meanwhile from an empty deck cannot renew the deck with it."""
    from game.titles.raxxon.content import content
    others = [card for card in content().raxxon if card != "panic"]
    crowd = [["carrier:up", "carrier", "hostile", "hostile"], ["hostile", "hostile", "hostile", "hostile"]]
    session = table(crowd, tokens=QUARANTINED_ONCE, raxxon_deck=["panic"], raxxon_triggered=others)
    draw_at_consequence(session, [1, 3])
    apply(session, {"type": "choose", "index": 1})       # check faces: flip, flip
    events = apply(session, {"type": "flip", "cell": [0, 1]})    # the second carrier: draw
    renewed = of_type(events, m.RaxxonDeckRenewed)
    assert renewed and "panic" not in renewed[0].order
    assert of_type(events, m.RaxxonDrawn)[0].card != "panic"


def test_a_raxxon_card_resolving_when_the_day_ends_goes_to_its_pile():
    """[EN: Game Icons and Effects] the end-of-day icon stops the card's other effects at once;
    the card itself is placed where its option files it."""
    crowd = [["carrier:up", "carrier:up", "carrier", "hostile"], ["hostile", "hostile", "hostile", "hostile"]]
    session = table(crowd, tokens=QUARANTINED_ONCE, raxxon_deck=["panic"])
    draw_at_consequence(session, [1, 3])
    apply(session, {"type": "choose", "index": 1})       # check faces: flip, flip
    events = apply(session, {"type": "flip", "cell": [0, 2]})    # the third carrier: end of day
    assert of_type(events, m.EndOfDayBegan) and len(of_type(events, m.CardFlipped)) == 1
    assert session.state.day == 2 and session.state.raxxon_triggered == ("panic",)
    assert session.view().raxxon_resolving == []


def test_a_saved_option_from_before_that_rule_still_files_its_card_at_once():
    """Saves hold `raxxon_option_chosen` events without `filed_now`: they fold as they did."""
    import msgspec
    from msgspec.structs import replace

    from game.titles.raxxon.evolve import evolve
    state = table([["hostile"]], raxxon_deck=["sirens"]).state
    state = replace(state, raxxon_deck=state.raxxon_deck[1:], raxxon_current="sirens")
    saved = b'{"type": "raxxon_option_chosen", "card": "sirens", "option": 0, "pile": "raxxon_triggered"}'
    folded = evolve(state, msgspec.json.decode(saved, type=m.RaxxonEvent))
    assert folded.raxxon_triggered == ("sirens",) and folded.raxxon_resolving == ()
    assert folded.raxxon_current == ""


def test_optional_raxxon_icon_draws_only_when_used():
    crowd = [["carrier:up", "volatile:up", "chaotic:up"], ["hostile", "hostile", "hostile"]]
    used = table(crowd, raxxon_deck=["second_wave"])
    apply(used, {"type": "act", "action": QUARANTINE})
    apply(used, {"type": "pick", "cell": [0, 0]}, {"type": "pick", "cell": [0, 1]})
    events = apply(used, {"type": "pick", "cell": [0, 2]})          # the optional third card
    assert len(used.state.contained_quarantine) == 3
    assert [e.card for e in of_type(events, m.RaxxonDrawn)] == ["second_wave"]

    declined = table(crowd, raxxon_deck=["second_wave"])
    apply(declined, {"type": "act", "action": QUARANTINE})
    apply(declined, {"type": "pick", "cell": [0, 0]}, {"type": "pick", "cell": [0, 1]})
    events = apply(declined, {"type": "done"})
    assert not of_type(events, m.RaxxonDrawn)


def test_the_decision_shows_the_raxxon_step_resolving_and_whether_the_optional_icon_is_in_use():
    """Both are public: the option was chosen aloud, the extra card would be taken in plain view."""
    session = table([["carrier:up", "carrier:up", "hostile"], ["hostile", "hostile:up", "hostile:up"]],
                    tokens=QUARANTINED_ONCE, raxxon_deck=["rumours"])
    draw_at_consequence(session, [0, 2])
    apply(session, {"type": "choose", "index": 0})       # Raxxon picks up a carrier, power +1
    shown = session.view().decision
    assert (shown.kind, shown.card, shown.option, shown.step) == ("rx_pick", "rumours", 0, 0)

    crowd = [["carrier:up", "volatile:up", "chaotic:up"], ["hostile", "hostile", "hostile"]]
    quarantining = table(crowd)
    apply(quarantining, {"type": "act", "action": QUARANTINE}, {"type": "pick", "cell": [0, 0]})
    shown = quarantining.view().decision
    assert (shown.kind, shown.remaining, shown.optional) == ("pick_quarantine", 2, False)


def test_quarantine_takes_face_up_infected_from_crowd_or_uncontained_only():
    session = table([["carrier:up", "innocent:up", "volatile"]], uncontained_quarantine=["chaotic"])
    apply(session, {"type": "act", "action": QUARANTINE})
    picks = session.legal_commands(0)
    cells = {tuple(c.cell) for c in picks if isinstance(c, m.Pick) and c.cell}
    cards = [c.card for c in picks if isinstance(c, m.Pick) and c.card]
    assert cells == {(0, 0)} and len(cards) == 1
    apply(session, {"type": "pick", "card": cards[0]})
    assert session.state.uncontained_quarantine == () and len(session.state.contained_quarantine) == 1


def test_end_of_day_icon_ends_player_actions_at_once():
    session = table([["carrier:up", "carrier:up", "carrier"]], tokens=[[0, 0, 1, 0, 0], [0, 0, 0, 0, 0]])
    events = apply(session, {"type": "continue"})
    assert of_type(events, m.EndOfDayBegan) and session.state.day == 2


# ---- swapping -------------------------------------------------------------------------------
def test_crowd_control_swaps_and_may_turn_one_face_up_card_down():
    session = table([["innocent:up", "volatile:up"]])
    a, b = card_at(session, 0, 0), card_at(session, 0, 1)
    apply(session, {"type": "act", "action": 5, "cell": [0, 0], "other": [0, 1]})
    assert (card_at(session, 0, 0), card_at(session, 0, 1)) == (b, a)
    apply(session, {"type": "pick", "cell": [0, 0]})
    assert not session.view().crowd[0][0].face_up


def test_swap_of_neighbours_only_for_adjacent_cards():
    session = game({"characters": ["mia_lee", "thomas_heart"], "first_player": 0,
                    "crowd": [["hostile", "hostile"], ["hostile", "hostile"]]})
    error = _refusal(session, {"type": "act", "seat": 0, "action": 5, "cell": [0, 0], "other": [1, 1]})
    assert error.code == "raxxon.not_adjacent"
