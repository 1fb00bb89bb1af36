"""Story cards (Regel 2) and what the event cards do (Regel 1.2)."""

from game.titles.zeds import model as m
from tests.zeds.helpers import answer_all, apply, decision, legal, of_type, table, unit, zeds_on

ACTIONS = {"event": "well_armed", "phase": "actions", "actions": 1}
AMBUSH = ["under_our_feet", "hunting_cabin"]


def test_a_story_card_naming_a_path_sets_the_location_and_is_kept_for_later():
    """Regel 2: the location, the event at the location, then "keep"."""
    session = table(units=[("civ4", "suburbs:3")], event_deck=AMBUSH, story_deck=["adrenaline"], dice=[6, 6])
    assert of_type(session.events, m.StoryLocated)[0].path == "suburbs"
    assert of_type(session.events, m.CombatBegan)[0].combat.unit == "civ4"
    assert session.state.story_kept == ("adrenaline",)


def test_most_or_fewest_zeds_ties_are_your_choice():
    """Regel 2: "Mit den meisten/wenigsten Zeds … Gleichstand: du darfst wählen"."""
    session = table(zeds=[("5/3", "forest:5"), ("5/3", "mountain:5")], event_deck=AMBUSH, story_deck=["lake"])
    assert decision(session) == "locate"
    assert session.view().decision.options == ("forest", "mountain")
    apply(session, {"type": "choose_path", "path": "mountain"})
    assert of_type(session.events, m.StoryLocated)[-1].path == "mountain"


def test_your_choice_offers_every_path():
    """Regel 2, "Deine Wahl": you choose the location among all paths."""
    session = table(event_deck=AMBUSH, story_deck=["bulldozer"])
    assert session.view().decision.options == ("forest", "mountain", "highway", "suburbs")


def test_an_immediate_story_card_resolves_and_is_discarded():
    """Regel 2, "Sofort": "Zeds from the Lake" puts a new zed on the Campground."""
    session = table(zeds=[("5/3", "forest:5")], event_deck=AMBUSH, story_deck=["lake"])
    assert [e.space for e in of_type(session.events, m.ZedPlaced)][0] == "mountain:2"
    assert session.state.story_discard == ("lake",)


def test_bad_ammo_costs_one_ammo():
    """Regel 2, "Sofort": "Bad Ammo" costs one ammo at once."""
    session = table(event_deck=AMBUSH, story_deck=["bad_ammo"], ammo=3)
    assert session.state.ammo == 2


def test_an_empty_story_deck_takes_the_shuffled_discard():
    """The rulebook is silent; the discard is shuffled into a new deck."""
    session = table(event_deck=["under_our_feet", "spread", "the_gun"], story_deck=["lake", "bad_ammo"],
                    story_kept=["bulldozer", "organised", "adrenaline", "coordinator", "living_dead", "last_stand"])
    for _ in range(2):
        answer_all(session)
        apply(session, {"type": "end_actions"})
    renewed = of_type(session.events, m.StoryDeckRenewed)
    assert len(renewed) == 1 and sorted(renewed[0].order) == ["bad_ammo", "lake"]


def test_kept_cards_are_played_when_their_text_allows():
    """Regel 2, "Behalten": adrenaline adds actions, the coordinator calls civilians, the
    organised civilians get a leader."""
    session = table(units=[("civ1", "forest:3"), ("civ2", "reserve")], round=ACTIONS,
                    story_kept=["adrenaline", "coordinator", "organised"])
    plays = {(c.card, c.unit) for c in legal(session, "PlayStory")}
    assert ("adrenaline", "") in plays and ("coordinator", "civ2") in plays and ("organised", "civ1") in plays
    apply(session, {"type": "play_story", "card": "adrenaline"})
    assert session.state.actions == 3
    apply(session, {"type": "play_story", "card": "coordinator", "unit": "civ2"})
    assert unit(session, "civ2").space == "centre"
    apply(session, {"type": "play_story", "card": "organised", "unit": "civ1"})
    assert "leader" in unit(session, "civ1").markers
    assert session.state.story_kept == () and len(session.state.story_discard) == 3


def test_the_killer_bulldozer_joins_a_melee_your_unit_starts():
    """Regel 2, "Behalten": "Killer Bulldozer" is played when your unit starts a melee."""
    session = table(zeds=[("5/3", "forest:2")], units=[("furies", "forest:1")], round=ACTIONS,
                    story_kept=["bulldozer"], dice=[6, 6])
    apply(session, {"type": "move", "unit": "furies", "to": "forest:2", "pay": "bar"})
    assert decision(session) == "charge"
    events = apply(session, {"type": "answer", "yes": True})
    assert ("charge", 2) in [(s.reason, s.value) for s in of_type(events, m.CombatBegan)[0].combat.shifts]
    assert session.state.story_kept == ()


def test_last_stand_grit_turns_a_lost_defence_around():
    """Regel 2, "Behalten": "Last-Stand Grit" after attacking zeds won."""
    session = table(zeds=[("5/3", "forest:2")], units=[("furies", "forest:1")], story_kept=["last_stand"],
                    round={"event": "night_forest", "activate": ["forest"]}, dice=[1, 1])
    assert decision(session) == "last_stand"
    events = apply(session, {"type": "answer", "yes": True})
    assert of_type(events, m.CombatResolved)[0] == m.CombatResolved(1, 0, "zeds", tide_turned=True)
    assert unit(session, "furies").hits == 0 and zeds_on(session, "forest:2") == [5]


def test_stay_in_shape_lets_units_fall_back_instead_of_fighting():
    """"Rule #1: Stay in Shape!": a new zed on an empty start space; units may fall back."""
    session = table(zeds=[("5/3", "suburbs:2"), ("4/2", "forest:start"), ("4/2", "mountain:start"),
                          ("4/2", "highway:start")],
                    units=[("civ1", "suburbs:1")], event_deck=["stay_in_shape"])
    assert zeds_on(session, "suburbs:start")
    assert decision(session) == "evade"
    apply(session, {"type": "answer", "yes": True})
    assert unit(session, "civ1").space == "suburbs:0" and not of_type(session.events, m.CombatBegan)


def test_well_armed_civilians_get_their_marker():
    """Regel 1.2: "Well-Armed Civilians" (the marker of the rulebook's melee example)."""
    session = table(units=[("civ1", "forest:3"), ("civ2", "forest:2")], event_deck=["well_armed"])
    assert decision(session) == "well_armed"
    apply(session, {"type": "choose_unit", "unit": "civ2"})
    assert "well_armed" in unit(session, "civ2").markers


def test_right_under_our_feet_hits_a_unit_on_the_even_column_without_a_retreat():
    """Regel 1.2, 2: "Right Under Our Feet" at the story card's location."""
    session = table(units=[("schmidt", "suburbs:3")], event_deck=AMBUSH, story_deck=["adrenaline"], dice=[1, 1, 6, 6])
    events = apply(session, {"type": "answer", "yes": False})
    fight = of_type(session.events, m.CombatBegan)[0].combat
    assert (fight.kind, fight.start, [s.reason for s in fight.shifts]) == ("ambush", 3, ["eagle_scout", "defence"])
    assert of_type(events, m.CombatResolved)[0].unit_hits == 3
    assert unit(session, "schmidt").space == "suburbs:3"


def test_the_spread_leaves_a_new_zed_where_a_civilian_falls():
    """Regel 1.2: "The Spread of Zed Disease"."""
    session = table(zeds=[("9/4", "highway:4")], units=[("civ3", "highway:3")], event_deck=["spread"],
                    story_deck=["bad_ammo"], dice=[1, 1, 2])
    assert unit(session, "civ3").space == "cemetery"
    assert [e.space for e in of_type(session.events, m.ZedOwed)] == ["highway:3"]
    assert len(zeds_on(session, "highway:3")) == 2


def test_you_kidding_me_reinforces_every_start_space_and_heals_every_zed():
    """Regel 1.2, 4.1: "You Kidding Me?", then every path in your order."""
    session = table(zeds=[("5/3", "forest:4", {"hits": 2})], event_deck=["you_kidding"])
    assert len(of_type(session.events, m.ZedPlaced)) == 4
    assert of_type(session.events, m.ZedHitsCleared)
    assert decision(session) == "activate_order"


def test_tough_zeds_mark_the_strongest_zed_resistant():
    """Regel 1.2: "Tough Zeds"."""
    session = table(zeds=[("9/4", "forest:5")], event_deck=["tough_zeds"])
    assert [z.resistant for z in session.state.zeds if z.id == "z34"] == [True]


def test_a_resistant_zed_shrugs_off_hits_on_one_to_three():
    """Regel 6.2 with "Tough Zeds": a hit on a Resistant zed is lost on 1–3."""
    session = table(zeds=[("5/3", "forest:2", {"resistant": True})], units=[("furies", "forest:1")],
                    round=ACTIONS, dice=[6, 6, 2, 5, 5, 5])
    events = apply(session, {"type": "move", "unit": "furies", "to": "forest:2", "pay": "bar"})
    assert of_type(events, m.HitsAvoided)[0].why == "resistant"
    assert [e.result for e in of_type(events, m.ZedHit)] == ["marked", "marked", "flipped"]


def test_what_smell_puts_a_reduced_zed_on_a_unit_that_turns_full_if_it_wins():
    """Regel 1.2: "What's That Smell?" at the end of the action phase."""
    session = table(units=[("civ3", "forest:3")], round={"event": "what_smell", "phase": "actions", "actions": 0},
                    zed_draws=["6/3"], dice=[1, 1, 5])
    apply(session, {"type": "end_actions"})
    assert [e.reduced for e in of_type(session.events, m.ZedPlaced)][-1] is True
    assert of_type(session.events, m.ZedFlipped)


def test_i_hate_when_that_happens_swaps_weak_zeds_for_new_ones():
    """Regel 1.2: "I Hate When That Happens"."""
    session = table(zeds=[("5/3", "forest:5", {"reduced": True}), ("9/4", "mountain:5")], event_deck=["hate_that"],
                    zed_draws=["8/4"])
    returned = of_type(session.events, m.ZedReturned)
    assert [e.why for e in returned] == ["renewed"]
    assert of_type(session.events, m.ZedPlaced)[0].space == "forest:5"


def test_keep_calm_gives_a_hero_two_columns_when_he_attacks():
    """Regel 1.2, 6.1: "Keep Calm and Kill Zeds"."""
    session = table(zeds=[("5/3", "forest:2")], units=[("hunt", "forest:1")],
                    round={"event": "keep_calm", "phase": "zeds", "activate": []}, dice=[6, 6])
    assert decision(session) == "keep_calm"
    apply(session, {"type": "choose_unit", "unit": "hunt"})
    events = apply(session, {"type": "move", "unit": "hunt", "to": "forest:2", "pay": "bar"})
    assert ("keep_calm", 2) in [(s.reason, s.value) for s in of_type(events, m.CombatBegan)[0].combat.shifts]


def test_the_hunting_cabin_gives_ammo_to_a_unit_on_the_campground():
    """Regel 1.2: "A Hunting Cabin" at the end of the action phase."""
    session = table(units=[("civ1", "mountain:2")], round={"event": "hunting_cabin", "phase": "actions"}, ammo=4)
    events = apply(session, {"type": "end_actions"})
    assert [(e.why, e.delta, e.ammo) for e in of_type(events, m.AmmoChanged)][0] == ("loot", 2, 6)
