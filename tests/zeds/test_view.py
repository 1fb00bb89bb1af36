"""The view carries everything a table needs to draw the game."""

from game.titles.zeds.view import CellView, ColumnView, HitsView, ShiftView, ZedView
from tests.zeds.helpers import apply, table

ACTIONS = {"event": "well_armed", "phase": "actions", "actions": 2}


def test_every_space_shows_its_place_its_kind_and_its_pieces():
    session = table(zeds=[("6/3", "forest:4", {"hits": 2, "resistant": True})],
                    units=[("civ1", "forest:3", {"markers": ["leader"], "hits": 1})], round=ACTIONS)
    shown = session.view(0)
    forest = shown.map.paths[0]
    assert forest.name["de"] == "Wald-Weg" and forest.zed_count == 1
    village = forest.spaces[3]
    assert (village.id, village.index, village.number, village.village, village.defence) == ("forest:4", 3, 4, True, 1)
    assert village.zeds == (ZedView(id=village.zeds[0].id, strength=6, full=6, reduced=3, side="full", hits=2,
                                    hits_per_side=3, resistant=True),)
    farm = forest.spaces[4]
    civ = farm.units[0]
    assert (civ.id, civ.strength, civ.hits, civ.hits_per_side, civ.markers) == ("civ1", 3, 1, 2, ("leader",))
    assert forest.spaces[0].start and forest.spaces[7].town and shown.map.centre.limit is None
    assert {u.id for u in shown.map.reserve} >= {"johnson", "civ2"}


def test_the_event_card_actions_and_resources():
    session = table(round=ACTIONS, story_kept=["adrenaline"], ammo=7)
    shown = session.view(0)
    assert shown.event.id == "well_armed" and [i.item for i in shown.event.zed_bar] == \
        ["forest", "mountain", "coop_move"]
    assert shown.actions.bar == 2 and shown.actions.player_actions == (True,)
    assert shown.ammo == 7 and shown.bag.count == 34
    assert shown.story.kept[0].id == "adrenaline"
    assert {s.ability for s in shown.actions.specials} == {"determination", "born_leader", "fortress", "speech"}
    assert shown.decision.kind == "actions" and shown.decision.prompt


def test_the_combat_shows_columns_shifts_dice_result_and_who_retreats():
    session = table(zeds=[("4/2", "forest:2"), ("5/1", "forest:2", {"reduced": True, "hits": 2})],
                    units=[("civ7", "forest:1", {"reduced": True, "hits": 1, "markers": ["well_armed"]})],
                    round=ACTIONS, dice=[4, 6, 4])
    apply(session, {"type": "move", "unit": "civ7", "to": "forest:2", "pay": "bar"})
    fight = session.view(0).combat
    assert fight.start == ColumnView(index=1, name={"en": "Zeds ×2", "de": "Zeds x2"})
    assert fight.shifts == (ShiftView(reason="well_armed", value=1),)
    assert fight.column.name["de"] == "Zeds mehr"
    assert (fight.dice, fight.total, fight.result, fight.retreats) == ((4, 6), 10, HitsView(zeds=2, unit=1), "zeds")
    assert session.view(0).decision.purpose == "hit" and session.view(0).decision.hits_left == 2


def test_the_combat_carries_its_table_row_so_the_table_can_show_where_the_result_came_from():
    session = table(zeds=[("4/2", "forest:2"), ("5/1", "forest:2", {"reduced": True, "hits": 2})],
                    units=[("civ7", "forest:1", {"reduced": True, "hits": 1, "markers": ["well_armed"]})],
                    round=ACTIONS, dice=[4, 6, 4])
    apply(session, {"type": "move", "unit": "civ7", "to": "forest:2", "pay": "bar"})
    fight = session.view(0).combat
    assert [c["en"] for c in fight.columns][:3] == ["Zeds ×3", "Zeds ×2", "Zeds more"]
    row = fight.row
    assert (row.low, row.high) == (10, 11)
    assert row.cells[2] == CellView(zeds=2, unit=1, loser="zeds")      # the rulebook's example cell
    assert row.cells[0].loser == "unit"


def test_a_fire_row_has_hits_on_the_zeds_only():
    session = table(zeds=[("4/2", "forest:2")], units=[("piazza", "forest:1")], round=ACTIONS, dice=[6, 6])
    apply(session, {"type": "shoot", "unit": "piazza", "at": "forest:2", "pay": "bar"})
    fight = session.view(0).combat
    assert fight.kind == "ranged" and [c["en"] for c in fight.columns] == ["1", "2", "3", "4", "5", "6", "7"]
    assert {cell.loser for cell in fight.row.cells} == {None}
    assert fight.row.cells[fight.column.index].zeds == fight.result.zeds
