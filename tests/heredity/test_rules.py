"""Rules beyond the rulebook's worked examples, each citing its section [DE]."""

import random

import pytest

from game.engine.errors import RuleError
from game.engine.queue import run
from game.engine.session import new_game
from game.titles.heredity import effects, rules
from game.titles.heredity import model as m
from game.titles.heredity import queued as fx
from game.titles.heredity.content import Step
from game.titles.heredity.emitter import Emitter
from game.titles.heredity.geometry import geometry
from game.titles.heredity.invariants import check_invariants
from game.titles.heredity.queries import discs_free, forbidden, is_dying, item, rule_harm
from game.titles.heredity.view import describe_event
from tests.heredity.helpers import apply, decision, game, member, of_type, table, timeline

DYING = {"maeve": ["head", "torso", "legs"]}
DYING_DAMAGE = {"maeve": ["head.0", "torso.0", "legs.0"]}


def test_new_cards_go_left_or_right_by_their_band():
    """[DE: Karten in die Zeitleiste legen] the fox (green) left, the clock (blue) right."""
    session = game()
    assert timeline(session) == ["104", "17", "103"]
    assert session.state.timeline[session.state.marker].card == "17"


def test_the_marker_wraps_and_returns_the_discs_on_the_family_card():
    """[DE: Zeitleiste abhandeln; Überblick: Aktionen] right end → left end; discs come back."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"},
                    timeline=[{"card": "17"}, {"card": "103"}], counters={"103": 7})
    apply(session, {"type": "act", "member": "maeve", "action": "move", "target": "101:c"},
          {"type": "space", "space": "legs.0"})
    assert discs_free(session.state, "maeve") == 2
    events = apply(session, {"type": "end_actions"})
    moves = [e.index for e in of_type(events, m.TimeMoved)]
    assert moves == [1, 0]
    assert of_type(events, m.DiscsReturned) and discs_free(session.state, "maeve") == 3


def test_a_card_turned_under_the_marker_keeps_its_place_and_is_read():
    """[DE: Karten in der Zeitleiste umdrehen] the clock runs out: its back ends the chapter."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"},
                    timeline=[{"card": "17"}, {"card": "103"}], marker=1, counters={"103": 1}, flags=["scouts_came"])
    assert session.outcome() == "ch1_overrun"
    assert "103" in session.state.turned and timeline(session) == ["17", "103"]


def test_a_turned_card_goes_where_the_marker_reaches_it_first():
    """[DE: Karten in der Zeitleiste umdrehen] back to its place or to the end its band names,
    whichever the marker reaches first."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"},
                    timeline=[{"card": "104"}, {"card": "103"}, {"card": "17"}], marker=2,
                    encounters={"104": "hostile"})
    em = Emitter(session.state, random.Random(1))
    effects.turn(em, "103")            # its back has a blue band: the right end comes sooner
    assert [slot.card for slot in em.state.timeline] == ["104", "17", "103"]
    assert em.state.timeline[em.state.marker].card == "17"


def test_lines_decide_moving_and_seeing():
    """[DE: Geländekarten, Bereiche] white/green: move; blue: see only; black: neither; red: 1 harm."""
    session = table(terrain=[{"card": "101"}, {"card": "102", "col": 1}, {"card": "107", "col": -1}],
                    figures={"maeve": "101:a"})
    geo = geometry(session.state)
    assert geo.moves("101:a")["101:b"] == 0                   # green door
    assert "101:c" not in geo.moves("101:b")                  # black wall
    assert "102:p" not in geo.moves("102:l") and geo.sees("102:l", "102:p")   # blue window
    assert geo.moves("107:f")["107:r"] == 1                   # red: harm
    assert not geo.sees("101:b", "102:k")                     # walls in between
    assert geo.distance("101:a", "101:b") == 1


def test_areas_join_across_cards_only_where_no_line_is_drawn():
    """[DE: Geländekarten, Hinweis] a card edge bounds an area only where a line is drawn."""
    session = table(terrain=[{"card": "101"}, {"card": "105", "row": -1}], figures={"maeve": "101:a"})
    geo = geometry(session.state)
    assert geo.same("101:a", "105:o") and not geo.same("101:c", "105:h")
    assert geo.moves("101:c")["105:h"] == 0


def test_ranged_attacks_do_not_cross_levels():
    """[DE: Reichweite im Fernkampf, Hinweis]"""
    session = table(terrain=[{"card": "102"}, {"card": "108", "level": 1}], figures={"maeve": "102:k"})
    assert geometry(session.state).distance("102:k", "108:c") is None


def test_encounters_take_the_shortest_way_with_the_least_harm():
    """[DE: Angriffe 1] two ways of two moves to Maeve; the one without the red line is taken."""
    session = table(chapter=2, karma=["909"],
                    terrain=[{"card": "201"}, {"card": "207", "col": -1}],
                    figures={"maeve": "201:m", "232.1": "207:t"},
                    timeline=[{"card": "17"}, {"card": "232"}], marker=1, encounters={"232": "hostile"})
    moved = [e for e in session.events if isinstance(e, m.FigureMoved) and e.figure == "232.1"]
    assert moved and moved[0].area in ("201:m",) and moved[0].harm == 0
    assert of_type(session.events, m.AttackResolved)[0].target == "maeve"


def test_a_full_area_cannot_be_entered():
    """[DE: Sonderfall: Volle Bereiche]"""
    session = table(terrain=[{"card": "101"}, {"card": "105", "row": -1}],
                    figures={"maeve": "105:h", "brick": "101:c"})
    targets = {c.target for c in session.legal_commands(0) if getattr(c, "member", "") == "brick"}
    assert "105:h" not in targets
    refused = session.title.explain_illegal(session.state, m.Act(seat=0, member="brick", action="move", target="105:h"))
    assert refused.code == "heredity.area_full"


def test_attacking_a_neutral_encounter_makes_it_hostile():
    """[DE: Neutrale Begegnungen]"""
    session = table(terrain=[{"card": "106"}, {"card": "109", "level": 1}],
                    figures={"maeve": "109:b", "142.1": "109:b"},
                    laid=["142"], encounters={"142": "neutral"})
    talks = [c for c in session.legal_commands(0) if getattr(c, "target", "").startswith("142#")]
    assert talks                                              # interacting is possible
    apply(session, {"type": "act", "member": "maeve", "action": "attack", "target": "142.1", "weapon": "punch"})
    while decision(session) == "space":
        apply(session, session.legal_commands(0)[0])
    assert session.state.encounters[0].status == "hostile"
    assert "142" in timeline(session) and "142" not in session.state.laid


def test_an_ally_attacks_with_the_discs_on_its_card():
    """[DE: Verbündete Begegnungen] a disc on the ally's card joins its attack: one karma card."""
    session = table(chapter=2, karma=["904"], terrain=[{"card": "201"}],
                    figures={"maeve": "201:l", "230.1": "201:l", "232.1": "201:l"},
                    timeline=[{"card": "17"}, {"card": "230"}, {"card": "232"}],
                    encounters={"230": "allied", "232": "hostile"})
    apply(session, {"type": "act", "member": "maeve", "action": "ally", "target": "230"})
    assert session.state.encounters[0].discs == ("maeve",)
    apply(session, {"type": "end_actions"})
    assert decision(session) == "joint"
    events = apply(session, {"type": "join", "member": "maeve", "weapon": "kick"})
    attack = of_type(events, m.AttackResolved)[0]
    assert attack.attackers == ("230.1", "maeve") and attack.base == 3 and attack.value == 5


def test_a_dying_member_draws_karma_and_a_skull_fails_the_chapter():
    """[DE: Sterbende Familienmitglieder]"""
    session = table(karma=["901"], terrain=[{"card": "101"}], figures={"maeve": "101:a"},
                    flipped=DYING, damage=DYING_DAMAGE)
    assert is_dying(session.state, "maeve")
    events = apply(session, {"type": "end_actions"})
    assert of_type(events, m.MemberDied) == [m.MemberDied("maeve")]
    assert session.outcome() == "died"


def test_a_dying_member_is_no_target():
    session = table(karma=["902"], terrain=[{"card": "101"}],
                    figures={"maeve": "101:a", "selena": "101:d", "104.1": "101:a"},
                    flipped=DYING, damage=DYING_DAMAGE,
                    timeline=[{"card": "104"}, {"card": "17"}], marker=0, encounters={"104": "hostile"})
    moved = [e for e in session.events if isinstance(e, m.FigureMoved) and e.figure == "104.1"]
    assert moved and moved[0].area == "101:d"


def test_a_second_item_for_a_taken_slot_means_dropping_one():
    """[DE: Erhalten] the head slot holds one item."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"},
                    items=[{"card": "242", "member": "maeve"}, {"card": "132", "area": "101:a"}], chapter=1)
    apply(session, {"type": "act", "member": "maeve", "action": "pickup"}, {"type": "space", "space": "torso.0"},
          {"type": "take", "card": "132"})
    assert decision(session) == "target"
    apply(session, {"type": "target", "target": "242"})
    carried = {i.card: (i.member, i.area) for i in session.state.items}
    assert carried["132"] == ("maeve", "") and carried["242"] == ("", "101:a")


def test_upgrade_repair_trade_and_drop():
    """[DE: Verbessern; Reparieren; Tauschen; Fallen lassen]"""
    session = table(terrain=[{"card": "101"}], figures={"brick": "101:a", "maeve": "101:a"},
                    items=[{"card": "131", "member": "brick", "damage": [1]}], materials={"brick": 3})
    apply(session, {"type": "act", "member": "brick", "action": "upgrade", "target": "131"},
          {"type": "space", "space": "torso.0"})
    assert "131" in session.state.turned and member(session, "brick").materials == 1
    apply(session, {"type": "act", "member": "brick", "action": "repair", "target": "131"})
    assert not any(i.damage[1] for i in session.state.items) and member(session, "brick").materials == 0
    apply(session, {"type": "act", "member": "maeve", "action": "trade", "target": "brick"},
          {"type": "space", "space": "torso.0"}, {"type": "give", "giver": "brick", "card": "131"}, {"type": "done"})
    assert session.state.items[0].member == "maeve"
    apply(session, {"type": "drop", "member": "maeve", "card": "131"})
    assert session.state.items[0].area == "101:a" and discs_free(session.state, "maeve") == 2


def test_the_wrench_runs_again_at_a_chapter_start():
    """[DE: Erhalten, Hinweis] a carried item's wrench effect runs when a new chapter begins."""
    carry = {"karma": [f"90{i}" for i in range(1, 10)], "items": [{"card": "242", "member": "selena"}]}
    session = game({"campaign": carry}, chapter=2)
    assert member(session, "selena").materials >= 1
    assert any(isinstance(e, m.MaterialMoved) and e.target == "member:selena" for e in session.events)


def test_karma_exchange_keeps_nine_cards_and_reshuffles():
    """[DE: Karmakarten] the exchanged card leaves, its replacement joins, all nine shuffled."""
    session = table(terrain=[{"card": "106"}, {"card": "109", "level": 1}],
                    figures={"maeve": "109:b", "142.1": "109:b"},
                    laid=["142"], encounters={"142": "neutral"})
    apply(session, {"type": "act", "member": "maeve", "action": "talk", "target": "142#0"})
    karma = session.state.karma_deck + session.state.karma_discard
    assert len(karma) == 9 and "905" not in karma and "914" in karma and "905" in session.state.removed


def test_seats_control_members_by_player_count():
    """[DE: Spielvorbereitung] 2 players: a child and an adult each; 3: the fourth together."""
    two = game(players=2).state.control
    for seat in (0, 1):
        names = [n for n, s in zip(m.MEMBERS, two, strict=True) if s == seat]
        assert sorted(n in m.CHILDREN for n in names) == [False, True]
    assert game(players=3).state.control[3] == m.SHARED


def test_new_action_cards_are_tied_to_their_area():
    """[DE: Neue Aktion] the cart's action is available at the workbench only."""
    session = table(terrain=[{"card": "106"}], figures={"djamal": "106:t", "maeve": "106:y"},
                    laid=["121"], materials={"djamal": 3})
    fix = [c for c in session.legal_commands(0) if getattr(c, "target", "") == "card:121"]
    assert [c.member for c in fix] == ["djamal"]
    apply(session, fix[0], {"type": "space", "space": "torso.0"})
    assert "cart_fixed" in session.state.flags and "121" in session.state.removed
    assert "123" in session.state.laid                 # the next action card lies out now


def test_new_rule_cards_forbid_until_removed():
    """[DE: Neue Regel] fog forbids looking at the reed bank while the card lies out."""
    session = table(chapter=2, terrain=[{"card": "201"}, {"card": "207", "col": -1}],
                    figures={"maeve": "207:t"}, laid=["219"])
    from game.titles.heredity.legal import interactions
    assert interactions(session.state, "maeve", "look") == []
    refused = session.title.explain_illegal(session.state, m.Act(seat=0, member="maeve", action="look", target="x"))
    assert refused.code == "heredity.forbidden_here"


def test_turning_a_terrain_card_keeps_material_and_only_markers_its_back_shows():
    """[DE: Marker und Figuren platzieren, Umdrehen]"""
    session = table(terrain=[{"card": "101"}, {"card": "105", "row": -1}], figures={"maeve": "105:o"},
                    ground={"105:h": 2})
    em = Emitter(session.state, random.Random(1))
    effects.turn_terrain(em, "105")
    assert [(p.area, p.n) for p in em.state.ground] == [("105:h", 2)]
    assert [a.id for a in em.state.action_markers if a.area.startswith("105:")] == ["105:b0"]


def test_several_figures_fall_one_by_one():
    """[DE: Mehrere Figuren] the defeated effect runs once every figure of the card is down."""
    session = table(karma=["904", "908"], terrain=[{"card": "101"}],
                    figures={"brick": "101:a", "141.1": "101:a", "141.2": "101:a"},
                    items=[{"card": "131", "member": "brick"}],
                    timeline=[{"card": "17"}, {"card": "141"}], encounters={"141": "hostile"})
    apply(session, {"type": "act", "member": "brick", "action": "attack", "target": "141.1", "weapon": "item:131.0"})
    assert "141" in timeline(session) and not any(f.id == "141.1" for f in session.state.figures)
    # the stick's field holds its disc now: a punch (1, karma +1) finishes the second dog
    apply(session, {"type": "act", "member": "brick", "action": "attack", "target": "141.2", "weapon": "punch"},
          {"type": "space", "space": "torso.0"})
    assert "141" in session.state.removed and "dogs_defeated" in session.state.flags


def test_moving_to_another_level_lays_the_card_apart():
    """[DE: In eine andere Ebene bewegen] 2b: the card is laid as a new level; 2a: back up."""
    session = table(terrain=[{"card": "102"}], figures={"maeve": "102:k"})
    apply(session, {"type": "act", "member": "maeve", "action": "level", "target": "108"},
          {"type": "space", "space": "legs.0"})
    cellar = next(p for p in session.state.terrain if p.card == "108")
    assert cellar.level == 1
    assert any(f.id == "maeve" and f.area == "108:c" for f in session.state.figures)
    apply(session, {"type": "act", "member": "maeve", "action": "level", "target": "102"},
          {"type": "space", "space": "legs.1"})
    assert any(f.id == "maeve" and f.area == "102:k" for f in session.state.figures)


def test_karma_signs():
    """[DE: Angriffe 3] +, −, × and a miss."""
    from game.titles.heredity.combat import attack_value
    assert [attack_value(3, card) for card in ("902", "907", "906", "905", "909")] == [4, 1, 6, 0, 3]


def test_an_empty_karma_deck_takes_the_shuffled_discard():
    """[DE: Karmakarten] the open discard becomes the new deck."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"})
    em = Emitter(session.state, random.Random(3))
    for _ in range(10):
        effects.draw_karma(em)
    shuffled = of_type(em.events, m.KarmaShuffled)
    assert len(shuffled) == 1 and sorted(shuffled[0].order) == sorted(f"90{i}" for i in range(1, 10))
    assert len(em.state.karma_deck) + len(em.state.karma_discard) == 9 and len(em.state.karma_discard) == 1


def test_defence_from_an_item_reduces_an_encounters_damage():
    """[DE: Angriffe 4] the jacket's defence 1 takes one off the fox's 3."""
    session = table(karma=["902"], terrain=[{"card": "101"}], figures={"maeve": "101:a", "104.1": "101:a"},
                    items=[{"card": "133", "member": "maeve"}],
                    timeline=[{"card": "104"}, {"card": "17"}], encounters={"104": "hostile"})
    attack = of_type(session.events, m.AttackResolved)[0]
    assert (attack.value, attack.damage) == (3, 2)


def test_heal_and_item_actions():
    """[DE: Heilen; Gegenstandsaktion ausführen]"""
    session = table(terrain=[{"card": "101"}], figures={"djamal": "101:a", "selena": "101:a"},
                    damage={"selena": ["legs.0"]}, items=[{"card": "135", "member": "djamal"}])
    apply(session, {"type": "act", "member": "djamal", "action": "heal", "target": "selena"},
          {"type": "space", "space": "torso.0"})
    assert not any(member(session, "selena").bodies[2].damage)
    apply(session, {"type": "act", "member": "djamal", "action": "use", "target": "135", "weapon": "item:135.0"})
    assert member(session, "djamal").materials == 1


def test_three_players_decide_the_fourth_member_together():
    """[DE: Spielvorbereitung] with three players every seat may act for Maeve."""
    session = game(players=3)
    assert session.to_move() == (0, 1, 2)
    for seat in (0, 1, 2):
        assert any(getattr(c, "member", "") == "maeve" for c in session.legal_commands(seat))
    assert not any(getattr(c, "member", "") == "selena" for c in session.legal_commands(1))


def _crowd(area: str, n: int, start: int = 1) -> dict:
    """n figures of the stranger (a neutral encounter that never acts) filling `area`."""
    return {f"142.{i}": area for i in range(start, start + n)}


def test_an_encounter_moves_through_a_full_area_but_does_not_stop_in_it():
    """[DE: Sonderfall: Volle Bereiche] a character may not enter a full area, but may move
    through it with several moves: the dog (move 2) crosses the crowded yard to Brick."""
    session = table(karma=["909"], terrain=[{"card": "101"}, {"card": "107", "col": -1}],
                    figures={"brick": "101:c", "141.1": "107:r", **_crowd("101:a", 8)},
                    timeline=[{"card": "141"}, {"card": "17"}], marker=0,
                    encounters={"141": "hostile", "142": "neutral"}, laid=["142"])
    moved = [e for e in session.events if isinstance(e, m.FigureMoved) and e.figure == "141.1"]
    assert [e.area for e in moved] == ["101:c"]
    assert of_type(session.events, m.AttackResolved)[0].target == "brick"


def test_an_encounter_stops_short_of_a_full_area_on_its_way():
    """[DE: Sonderfall: Volle Bereiche; Angriffe 1] the fox (move 1) would end in the full yard:
    it stays where it is and its attack lapses."""
    session = table(karma=["909"], terrain=[{"card": "101"}],
                    figures={"brick": "101:d", "104.1": "101:b", **_crowd("101:a", 8)},
                    timeline=[{"card": "104"}, {"card": "17"}], marker=0,
                    encounters={"104": "hostile", "142": "neutral"}, laid=["142"])
    assert not [e for e in session.events if isinstance(e, m.FigureMoved) and e.figure == "104.1"]
    assert not of_type(session.events, m.AttackResolved)
    assert decision(session) == "actions"


def test_a_member_moves_through_two_full_areas_with_three_discs():
    """[DE: Sonderfall: Volle Bereiche] "setzt für Familienmitglieder die benötigte Anzahl
    Aktionsscheiben ein": from the road through the full yard and the full well to the kitchen."""
    session = table(terrain=[{"card": "101"}, {"card": "102", "col": 1}, {"card": "107", "col": -1}],
                    figures={"maeve": "107:r", **_crowd("101:a", 8), **_crowd("101:c", 4, start=9)},
                    encounters={"142": "neutral"}, laid=["142"])
    moves = {c.target for c in session.legal_commands(0) if getattr(c, "action", "") == "move"}
    assert "102:k" in moves and "101:a" not in moves and "101:c" not in moves
    events = apply(session, {"type": "act", "member": "maeve", "action": "move", "target": "102:k"},
                   {"type": "space", "space": "legs.0"}, {"type": "space", "space": "legs.1"})
    assert [e.space for e in of_type(events, m.DiscPlaced)] == ["legs.0", "legs.1", "legs.2"]
    assert q_area(session, "maeve") == "102:k"


def q_area(session, fid: str) -> str:
    return next(f.area for f in session.state.figures if f.id == fid)


def test_a_disc_on_a_turned_item_lies_on_the_member():
    """[DE: Überblick: Aktionen, Hinweis] a card with discs that turns: its discs lie on the
    member, spent. Brick strikes with the stick, upgrades it: the club's space is free again."""
    session = table(karma=["909", "901"], terrain=[{"card": "101"}], figures={"brick": "101:b", "104.1": "101:b"},
                    items=[{"card": "131", "member": "brick"}], materials={"brick": 2},
                    timeline=[{"card": "104"}, {"card": "17"}], marker=1, encounters={"104": "hostile"})
    apply(session, {"type": "act", "member": "brick", "action": "attack", "target": "104.1", "weapon": "item:131.0"},
          {"type": "act", "member": "brick", "action": "upgrade", "target": "131"},
          {"type": "space", "space": "torso.0"})
    assert "131" in session.state.turned
    assert discs_free(session.state, "brick") == 1 and member(session, "brick").loose == 1
    club = m.Act(seat=0, member="brick", action="attack", target="104.1", weapon="item:131.0")
    assert club in session.legal_commands(0)


def test_cards_laid_in_the_timeline_before_time_starts_leave_the_marker_off():
    """[DE: Spielvorbereitung; Zeitleiste abhandeln] a chapter's first card may lay cards in the
    timeline; the marker lies nowhere until the card puts it on the family card."""
    from msgspec.structs import replace
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"})
    em = Emitter(replace(session.state, marker=-1, queue=()), random.Random(1))
    effects.place_in_timeline(em, "104")
    effects.place_in_timeline(em, "103")
    assert [slot.card for slot in em.state.timeline] == ["104", "17", "103"] and em.state.marker == -1
    em.queue(fx.Step(card="100", face="a", section="rules", path=(2,)))     # start_time
    effects.run_step(em, em.state.queue[0])
    assert em.state.marker == 1


def test_the_wire_on_the_road_cuts_the_family_but_not_the_dogs():
    """[DE: Neue Regel] card 118 hurts a member moving onto the road; a dog crossing the red
    line of the ditch takes only the line's 1 damage [DE: Bereiche, rote Linien]."""
    session = table(karma=["905"], terrain=[{"card": "101"}, {"card": "107", "col": -1}],
                    figures={"maeve": "101:d", "141.1": "107:f"}, laid=["118"],
                    timeline=[{"card": "17"}, {"card": "141"}], encounters={"141": "hostile"})
    apply(session, {"type": "act", "member": "maeve", "action": "move", "target": "107:r"},
          {"type": "space", "space": "legs.0"})
    assert decision(session) == "damage"
    apply(session, {"type": "damage", "member": "maeve", "space": "legs.1"}, {"type": "end_actions"})
    dog = next(f for f in session.state.figures if f.id == "141.1")
    assert dog.area == "107:r" and dog.damage == 1


def test_figures_placed_again_never_take_the_number_of_one_still_standing():
    """[DE: Mehrere Figuren] each figure of a card stands on its own: a figure placed later by
    the same card is a new one, not the survivor moved away with its damage forgotten."""
    session = table(terrain=[{"card": "101"}, {"card": "107", "col": -1}],
                    figures={"maeve": "101:a", "141.2": "107:f"}, figure_damage={"141.2": 1},
                    timeline=[{"card": "17"}, {"card": "141"}], encounters={"141": "hostile"})
    em = Emitter(session.state, random.Random(1))
    effects.op_figures(em, fx.Step(card="141"), effects.Step(op="figures", at=("107:r",)))
    run(em, rules.QUEUE_RULES)                      # the figure is placed once the queue runs
    standing = {f.id: (f.area, f.damage) for f in em.state.figures if f.id.startswith("141.")}
    assert standing["141.2"] == ("107:f", 1) and len(standing) == 2


def test_a_straight_line_may_start_and_end_anywhere_in_the_two_areas():
    """[DE: Reichweite im Fernkampf] "Es spielt dabei keine Rolle, wo in dem Bereich die Figuren
    stehen": from the gate a line runs up the yard's edge past the hen house's corner into the
    well, touching no wall, though no line between the cells' centres does."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:d"})
    geo = geometry(session.state)
    assert geo.sees("101:d", "101:c") and geo.sees("101:c", "101:d")
    assert not geo.sees("101:c", "101:b")                     # the hen house wall runs all along


def test_a_wrench_runs_once_when_first_equipped_not_when_picked_up_again():
    """[DE: Erhalten; Aufheben, Hinweis] Maeve finds her jacket: its wrench heals her once;
    dropped and picked up again, it does not heal her a second time."""
    session = table(terrain=[{"card": "101"}, {"card": "102", "col": 1}], figures={"maeve": "102:l"},
                    damage={"maeve": ["legs.0", "legs.1"]})
    apply(session, {"type": "act", "member": "maeve", "action": "look", "target": "102:a3"})
    assert decision(session) == "target"                       # which damage the wrench heals
    apply(session, {"type": "target", "target": "legs.0"})
    assert item(session.state, "133").member == "maeve"
    assert sum(member(session, "maeve").bodies[2].damage) == 1
    apply(session, {"type": "drop", "member": "maeve", "card": "133"},
          {"type": "act", "member": "maeve", "action": "pickup"}, {"type": "space", "space": "torso.0"},
          {"type": "take", "card": "133"})
    assert item(session.state, "133").member == "maeve"
    assert sum(member(session, "maeve").bodies[2].damage) == 1


SMOKE = {"terrain": [{"card": "101"}], "figures": {"maeve": "101:a", "selena": "101:a", "brick": "101:c"},
         "timeline": [{"card": "17"}, {"card": "145"}], "marker": 1}


def test_the_gas_mask_keeps_the_smoke_out():
    """[DE: Aktionen mit Gegenständen, Gasmaske] its passive effect holds while it is equipped and
    no damage lies on it: the smoke over the yard hurts Selena, not Maeve in the mask; Brick at
    the well is out of it."""
    session = table(**SMOKE, items=[{"card": "132", "member": "maeve"}])
    kept = [e for e in session.events if isinstance(e, m.DamageKeptOff)]
    assert [(e.member, e.card, e.hazard, e.n) for e in kept] == [("maeve", "132", "smoke", 1)]
    told = describe_event(session.state, kept[0], "en")
    assert told == "132 Gas mask keeps the smoke off Maeve: no damage (1 kept off)."
    assert decision(session) == "damage"
    assert session.view().decision.member == "selena"
    apply(session, {"type": "damage", "member": "selena", "space": "legs.0"})
    assert decision(session) == "actions"
    assert not any(any(b.damage) for b in member(session, "maeve").bodies)
    assert not any(any(b.damage) for b in member(session, "brick").bodies)


def test_a_damaged_gas_mask_protects_no_more():
    """[DE: Aktionen mit Gegenständen, Wichtig] damage on every field of an item: no effect."""
    session = table(**SMOKE, items=[{"card": "132", "member": "maeve", "damage": [0]}])
    hurt = []
    while decision(session) == "damage":
        shown = session.view().decision.member
        hurt.append(shown)
        apply(session, session.legal_commands(0)[0])
    assert sorted(hurt) == ["maeve", "selena"]


def test_the_oilskin_hood_keeps_off_the_cold():
    """[DE: Aktionen mit Gegenständen] chapter 2's cold and wet (a minus karma card) hurts the
    member the players choose, unless that member wears the oilskin hood."""
    keys = {"terrain": [{"card": "201"}], "figures": {"maeve": "201:l", "selena": "201:l"},
            "timeline": [{"card": "17", "under": ["234"]}], "items": [{"card": "242", "member": "maeve"}]}
    for chosen, hurt in (("maeve", False), ("selena", True)):
        session = table(karma=["907"], chapter=2, **keys)
        apply(session, {"type": "end_actions"})
        assert decision(session) == "member"
        apply(session, {"type": "choose_member", "member": chosen})
        assert (decision(session) == "damage") == hurt


# ---- dropping at any time [DE: Fallen lassen] ------------------------------------------------
FOX = {"terrain": [{"card": "101"}], "figures": {"maeve": "101:a", "brick": "101:a", "104.1": "101:a"},
       "timeline": [{"card": "104"}, {"card": "17"}], "encounters": {"104": "hostile"}}


def test_items_and_materials_may_be_dropped_while_the_players_choose_anything():
    """[DE: Fallen lassen] "jederzeit", without a disc: while the players choose whom the fox
    bites, and again while they place the damage, Maeve drops her rifle and a material into
    her area; the choice still waits for its answer."""
    session = table(karma=["902"], **FOX, items=[{"card": "130", "member": "maeve"}], materials={"maeve": 2})
    assert decision(session) == "target"
    drops = {(c.member, c.card) for c in session.legal_commands(0) if isinstance(c, m.Drop)}
    assert drops == {("maeve", "130"), ("maeve", "material")}
    apply(session, {"type": "drop", "member": "maeve", "card": "130"})
    assert decision(session) == "target" and item(session.state, "130").area == "101:a"
    apply(session, {"type": "target", "target": "maeve"})
    assert decision(session) == "damage"
    apply(session, {"type": "drop", "member": "maeve", "card": "material"})
    assert decision(session) == "damage" and member(session, "maeve").materials == 1
    assert [(p.area, p.n) for p in session.state.ground] == [("101:a", 1)]


def test_what_an_action_is_using_cannot_be_dropped_until_it_is_done():
    """[DE: Fallen lassen; Reparieren; Gemeinsam angreifen] Holdout's reading: an action once
    begun is finished with what it uses. The material paying for a repair waits with it for the
    disc's space; the rifle Maeve attacks with stays in her hands while Brick may still join."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"}, materials={"maeve": 1},
                    items=[{"card": "132", "member": "maeve", "damage": [0]}, {"card": "131", "member": "maeve"}])
    apply(session, {"type": "act", "member": "maeve", "action": "repair", "target": "132"})
    assert decision(session) == "space"
    drops = {c.card for c in session.legal_commands(0) if isinstance(c, m.Drop)}
    assert drops == {"131"}
    with pytest.raises(RuleError) as refused:
        session.check(m.Drop(seat=0, member="maeve", card="material"))
    assert refused.value.code == "heredity.in_use"

    session = table(karma=["902"], **{**FOX, "timeline": [{"card": "17"}, {"card": "104"}]},
                    items=[{"card": "130", "member": "maeve"}])
    apply(session, {"type": "act", "member": "maeve", "action": "attack", "target": "104.1", "weapon": "item:130.0"})
    assert decision(session) == "joint"
    assert not any(isinstance(c, m.Drop) and c.card == "130" for c in session.legal_commands(0))
    with pytest.raises(RuleError) as refused:
        session.check(m.Drop(seat=0, member="maeve", card="130"))
    assert refused.value.code == "heredity.in_use"


def test_a_pick_up_takes_the_materials_once():
    """[DE: Aufheben] all materials at once; dropping one during the pick-up does not offer
    taking them again (no endless drop and take)."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"}, ground={"101:a": 2},
                    items=[{"card": "130", "area": "101:a"}])
    apply(session, {"type": "act", "member": "maeve", "action": "pickup"},
          {"type": "space", "space": "torso.0"}, {"type": "take", "card": "material"})
    assert member(session, "maeve").materials == 2
    apply(session, {"type": "drop", "member": "maeve", "card": "material"})
    takes = [c.card for c in session.legal_commands(0) if isinstance(c, m.Take)]
    assert takes == ["130"]


# ---- the box's markers and the violet disc, as chapter 4 uses them ------------------------------------
THAW = [{"card": "401"}, {"card": "403", "col": 1}]
KARMA = ["901", "902", "903", "904", "914", "906", "907", "908", "909"]


def _run_steps(session, card: str, section: str, member: str = "") -> Emitter:
    """Run one section of a card's text on the session's table, as a card taken would."""
    em = Emitter(session.state, random.Random(1))
    effects.run_section(em, card, section, member)
    run(em, rules.QUEUE_RULES)
    return em


def test_the_violet_disc_is_a_fourth_disc_for_the_member_a_card_gives_it_to():
    """[DE: Spielmaterial: 13 Aktionsscheiben, je 3 in blau, gelb, rot und grün, 1 in violett]
    the rulebook lists the violet disc and leaves its use to the cards: card 451 gives it to the
    acting member, once a chapter; it is spent like the others and comes back with them."""
    session = table(chapter=4, terrain=THAW, figures={"maeve": "401:h", "brick": "401:y"},
                    timeline=[{"card": "17"}, {"card": "410"}], counters={"410": 9})
    em = _run_steps(session, "451", "rules", "maeve")
    assert em.state.violet == "maeve" and discs_free(em.state, "maeve") == 4
    assert describe_event(session.state, m.VioletGiven("maeve"), "en").startswith("Maeve takes the violet disc")
    again = Emitter(em.state, random.Random(1))
    effects.run_section(again, "451", "rules", "brick")
    run(again, rules.QUEUE_RULES)
    assert again.state.violet == "maeve" and discs_free(again.state, "brick") == 3
    mill = new_game("heredity", 1, {"chapter": 4, "players": 1},
                    {"campaign": {"karma": KARMA, "flags": ["sheltered_at_mill", "wren_trusts"]}})
    assert mill.state.violet == "maeve"                          # Wren works beside her
    for command in (("move", "401:y"), ("move", "401:g"), ("look", "401:a0"), ("move", "401:y")):
        apply(mill, {"type": "act", "member": "maeve", "action": command[0], "target": command[1]})
        while decision(mill) in ("space", "member", "target"):
            apply(mill, mill.legal_commands(0)[0])
    assert discs_free(mill.state, "maeve") == 0
    apply(mill, {"type": "end_actions"})
    assert discs_free(mill.state, "maeve") == 4


def test_a_special_marker_brings_its_chapters_rule_to_its_area():
    """[DE: Spielmaterial: Spezialmarker, je Kapitel; Neue Regel] chapter 4's meltwater marker
    on an area hurts a member moving in and forbids looking there, as a rule card would; the
    rule holds once however many markers lie there."""
    session = table(chapter=4, terrain=THAW, figures={"maeve": "401:y"})
    em = Emitter(session.state, random.Random(1))
    effects.op_mark(em, fx.Step(), Step(op="mark", value="meltwater", n=2, at=("403:l",)))
    state = em.state
    geo = geometry(state)
    assert state.marks == (m.Mark("meltwater", "403:l", 2),)
    assert rule_harm(state, geo, "403:l") == 1 and forbidden(state, geo, "look", "403:l")
    assert rule_harm(state, geo, "403:m") == 0 and not forbidden(state, geo, "look", "403:m")


def test_standard_markers_lie_on_areas_and_figures_and_leave_with_a_figure():
    """[DE: Spielmaterial: 24 Standardmarker] general-purpose markers: the terrace counts its
    sown rows, the loose horse its kind words; a figure that leaves takes its markers along.
    A marker on an area not yet explored is not laid."""
    session = table(chapter=4, terrain=THAW, figures={"maeve": "403:m", "426.1": "403:m"},
                    encounters={"426": "neutral"}, laid=["426"])
    em = Emitter(session.state, random.Random(1))
    for place in ("426.1", "426.1", "403:m", "406:t"):
        effects.op_mark(em, fx.Step(), Step(op="mark", value="standard", n=1, at=(place,)))
    assert sorted((x.at, x.n) for x in em.state.marks) == [("403:m", 1), ("426.1", 2)]
    assert effects.holds(em.state, fx.Step(), Step(op="if", mark="standard", at=("426.1",), marks_min=2))
    assert not effects.holds(em.state, fx.Step(), Step(op="if", mark="standard", at=("403:m",), marks_min=2))
    em(m.FigureRemoved("426.1"))
    assert [(x.at, x.n) for x in em.state.marks] == [("403:m", 1)]
    assert not check_invariants(em.state)


def test_an_effect_may_ask_for_an_items_value():
    """[DE: Aufbau einer Gegenstandskarte: 2 Wert des Gegenstands; Hinweis: "Einige
    Spieleffekte beziehen sich aber darauf"] the pedlar trades his map only with someone who
    carries an item worth 3 or more: the old rifle is, the stick with a nail is not."""
    drawn = {}
    for card in ("130", "131"):
        rifle = {"card": "130", "member": "maeve"} if card == "130" else {"card": "130", "area": "401:h"}
        session = table(chapter=4, terrain=[*THAW, {"card": "407", "col": 2}],
                        figures={"maeve": "407:b", "423.1": "407:b"}, encounters={"423": "neutral"},
                        laid=["423"], items=[rifle, {"card": "131", "member": "maeve"}])
        apply(session, {"type": "act", "member": "maeve", "action": "talk", "target": "423#0"})
        drawn[card] = "coast_map" in session.state.flags
    assert drawn == {"130": True, "131": False}
