"""The terrain as the table lays it out: lines resolved as the rules read them, explorable
cards at the edges, every piece's place inside its area."""

import pygame

from game.engine import new_game
from scenes.tables.heredity.map import MapLayout

RECT = pygame.Rect(0, 0, 1088, 680)


def layout(setup=None):
    view = new_game("heredity", 7, {"chapter": 1, "players": 1}, setup).view(0)
    return MapLayout(view.terrain, RECT), view


def lines_between(plan, a, b):
    """The line kinds drawn where cells of area a touch cells of area b."""
    cells = {(x, y): area.id for area in plan.areas.values() for x, y in area.cells}
    found = set()
    for segment in plan.segments():
        (x1, y1), (x2, _) = segment.start, segment.end
        sides = [((x1 - 1, y1), (x1, y1))] if x1 == x2 else [((x1, y1 - 1), (x1, y1))]
        for one, two in sides:
            if {cells.get(one), cells.get(two)} == {a, b}:
                found.add(segment.line)
    return found


def test_lines_follow_the_cards_and_the_stronger_edge_wins():
    plan, _ = layout()
    assert lines_between(plan, "101:a", "101:b") == {"green"}       # yard to hen house: a door
    assert lines_between(plan, "101:c", "101:b") == {"black"}       # well to hen house: a wall
    assert lines_between(plan, "101:c", "102:k") == {"green"}       # the kitchen door, across two cards
    assert lines_between(plan, "102:l", "102:p") == {"blue"}        # a window


def test_cards_still_to_explore_lie_as_strips_at_their_edges():
    plan, _ = layout()
    assert {g.card for g in plan.ghosts} == {"105", "106", "107"}
    orchard = plan.ghost_rects["105"]
    assert orchard.bottom <= plan.card_rects["101"].top and orchard.height < plan.cell


def test_areas_joined_across_cards_draw_no_line_and_every_piece_finds_a_place():
    setup = {"table": {"terrain": [{"card": "101"}, {"card": "105", "row": -1}],
                       "figures": {"selena": "105:o", "maeve": "101:a", "brick": "101:c", "djamal": "101:d"},
                       "timeline": [{"card": "17"}]}}
    plan, view = layout(setup)
    orchard = next(a for a in view.terrain.areas if "105:o" in a.parts)
    assert "101:a" in orchard.parts                               # one area over two cards
    assert lines_between(plan, orchard.id, orchard.id) == set()
    assert len(plan.slots(orchard.id)) == 4 * len(orchard.cells)
    cells = plan.area_cells(orchard.id)
    assert all(any(cell.contains(slot) for cell in cells) for slot in plan.slots(orchard.id))
