"""Heredity's terrain as the map shows it: the cards' areas in shades of one colour, the walls and
paths between them, the cards' numbers and names, the strips where exploring lays a new card, and
the level captions. The rest of the table's pictures is in `art.py`."""

from __future__ import annotations

import pygame

from game.i18n import pick, tr
from game.titles.heredity.shown import TerrainCard
from scenes import iconmap, style
from scenes.tables.heredity.art import LINE_COLOURS, LINE_WIDTHS
from scenes.widgets.token import badge, tint

TERRAIN = (92, 104, 76)
MAP_BACKGROUND = (20, 25, 31)
ARROWS = {"n": "▲", "s": "▼", "e": "▶", "w": "◀"}


def area_colour(area: str) -> tuple[int, int, int]:
    """Neighbouring areas in slightly different shades, so an area reads as one piece."""
    shade = sum(ord(ch) * (i + 3) for i, ch in enumerate(area)) % 7 - 3
    return (TERRAIN[0] + shade * 6, TERRAIN[1] + shade * 5, TERRAIN[2] + shade * 4)


def terrain_image(layout, lang: str) -> pygame.Surface:
    """Everything on the terrain that only changes when a card is laid or turned: the areas,
    their lines and names, card numbers, exploring symbols and where an explored card would go."""
    surface = pygame.Surface(layout.rect.size)
    surface.fill(MAP_BACKGROUND)
    shift = (-layout.rect.x, -layout.rect.y)
    for area in layout.areas:
        for rect in layout.area_cells(area):
            surface.fill(area_colour(area), rect.move(shift))
    for rect in layout.card_rects.values():
        pygame.draw.rect(surface, (60, 68, 50), rect.move(shift), 1)
    for segment in layout.segments():
        _draw_segment(surface, layout, segment, shift)
    for card in layout.cards:
        _card_tag(surface, layout.card_rects[card.card].move(shift), card, lang)
        _names(surface, layout, card, shift, lang)
    for ghost in layout.ghosts:
        _ghost(surface, layout, ghost, shift, lang)
    _level_captions(surface, layout, shift, lang)
    return surface


def _draw_segment(surface, layout, segment, shift) -> None:
    start = layout.cell_rect(segment.level, *segment.start).move(shift).topleft
    end = layout.cell_rect(segment.level, *segment.end).move(shift).topleft
    width = max(2, LINE_WIDTHS[segment.line] * layout.cell // 80)
    colour = LINE_COLOURS[segment.line]
    if segment.line == "blue":                  # a window: a line with glass panes across it
        pygame.draw.line(surface, colour, start, end, width)
        pygame.draw.line(surface, (220, 240, 255), start, end, max(1, width // 3))
        return
    pygame.draw.line(surface, colour, start, end, width)
    if segment.line == "green":                 # a door: a gap in a wall
        pygame.draw.circle(surface, colour, start, width // 2 + 1)
        pygame.draw.circle(surface, colour, end, width // 2 + 1)


def _card_tag(surface, rect, card: TerrainCard, lang: str) -> None:
    words = f"{card.card}{'b' if card.face == 'b' else ''} · {pick(card.title, lang)}"
    image = style.text(words, 14, (230, 226, 210), "condensed_bold")
    box = image.get_rect(bottomright=(rect.right - 4, rect.bottom - 3)).inflate(8, 2)
    style.blit(surface, tint(box.size, (0, 0, 0, 120)), box)
    style.blit(surface, image, image.get_rect(center=box.center))


def _names(surface, layout, card: TerrainCard, shift, lang: str) -> None:
    """Each area's name once, at its first cell on this card."""
    band = layout.name_band()       # the pieces stand below it
    size = next(s for s in range(band, 7, -1) if style.font(s, "condensed_bold").get_height() <= band - 1)
    for local, name in card.names.items():
        letter = local.split(":")[1]
        first = next(((x, y) for y, row in enumerate(card.grid) for x, ch in enumerate(row) if ch == letter), None)
        if first is None:
            continue
        cell = layout.cell_rect(card.level, card.col * 4 + first[0], card.row * 3 + first[1]).move(shift)
        image = style.text(pick(name, lang), size, (250, 246, 230), "condensed_bold")
        box = image.get_rect(topleft=(cell.x + 4, cell.y + 1)).inflate(6, 0)
        style.blit(surface, tint(box.size, (0, 0, 0, 110)), box)
        style.blit(surface, image, image.get_rect(center=box.center))


def _ghost(surface, layout, ghost, shift, lang: str) -> None:
    """[DE: Bewegen 2b] the symbol on the card's edge, and the place the new card will take."""
    rect = layout.ghost_rects[ghost.card].move(shift)
    for i in range(0, rect.width, 16):
        pygame.draw.line(surface, (150, 160, 140), (rect.x + i, rect.y), (rect.x + min(i + 8, rect.width), rect.y), 2)
        pygame.draw.line(surface, (150, 160, 140), (rect.x + i, rect.bottom - 1),
                         (rect.x + min(i + 8, rect.width), rect.bottom - 1), 2)
    for i in range(0, rect.height, 16):
        pygame.draw.line(surface, (150, 160, 140), (rect.x, rect.y + i), (rect.x, rect.y + min(i + 8, rect.height)), 2)
        pygame.draw.line(surface, (150, 160, 140), (rect.right - 1, rect.y + i),
                         (rect.right - 1, rect.y + min(i + 8, rect.height)), 2)
    words = "? " + tr("heredity_table.map.unexplored", lang, card=ghost.card)
    style.draw_fitted(surface, words, rect.inflate(-8, 0), 16, (176, 184, 166), "condensed_bold", smallest=9)
    _explore_tab(surface, layout, ghost, shift)


def _explore_tab(surface, layout, ghost, shift) -> None:
    card = layout.card_rects[ghost.source].move(shift)
    along = ghost.cells or tuple(range(4 if ghost.edge in "ns" else 3))
    cell = layout.cell
    if ghost.edge in "ns":
        centre_x = card.x + (min(along) + max(along) + 1) * cell // 2
        centre = (centre_x, card.top if ghost.edge == "n" else card.bottom)
    else:
        centre_y = card.y + (min(along) + max(along) + 1) * cell // 2
        centre = (card.left if ghost.edge == "w" else card.right, centre_y)
    image = iconmap.tag(badge(f"{ARROWS[ghost.edge]} {ghost.card}", (40, 44, 52), 13), "legend.heredity.explore")
    # the tab lies just outside the card, where it leads: the area names inside stay clear
    outside = {"n": "midbottom", "s": "midtop", "w": "midright", "e": "midleft"}[ghost.edge]
    style.blit(surface, image, image.get_rect(**{outside: centre}))


def _level_captions(surface, layout, shift, lang: str) -> None:
    for level in layout.levels[1:]:
        box = layout.level_rect(level).move(shift)
        style.draw_text(surface, tr("heredity_table.map.level", lang, n=level), (box.x, box.y - 4), 16,
                        style.TEXT_DIM, "bold", "bottomleft")
