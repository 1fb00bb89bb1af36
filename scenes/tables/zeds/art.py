"""Dawn of the Zeds' counters and cards, drawn from view data and cached.

The cached functions take hashable values (what the view says about one piece or card) and return
a surface made once per look and size; the table only blits them. The `*_picture` functions read
a piece's or card's view and call them.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
from msgspec import UNSET

from game.i18n import language, pick, tr, trn
from game.titles.zeds.view import (
    CellView,
    CombatView,
    EventView,
    SpaceView,
    StoryCardView,
    UnitView,
    ZedView,
    space_name,
)
from scenes import iconmap, style
from scenes.widgets.card import blank
from scenes.widgets.dice import die
from scenes.widgets.token import pips

PATH_COLOURS = {
    "forest": (62, 124, 70),
    "mountain": (138, 104, 70),
    "highway": (78, 112, 150),
    "suburbs": (128, 86, 146),
}
ZED_FULL = (112, 150, 64)
ZED_REDUCED = (70, 92, 48)
UNIT_COLOURS = {"hero": (46, 92, 160), "heroic": (30, 128, 128), "civilian": (176, 140, 84)}
UNIT_REDUCED = {"hero": (34, 60, 100), "heroic": (24, 82, 84), "civilian": (112, 90, 58)}
MARKER_LOOK = {                       # letter and colour of each marker's tag
    "obstinate": ("O", (196, 170, 60)),
    "well_armed": ("W", (200, 110, 40)),
    "leader": ("L", (90, 160, 210)),
    "keep_calm": ("K", (150, 110, 200)),
}
CARD_FACE = (240, 234, 220)
EVENT_BAND = (150, 40, 34)
FINALE_BAND = (40, 110, 60)
BRAINS_BAND = (120, 30, 90)
SKIPPED = (97, 93, 86)           # the skipped phases: dimmer than the live ones, still 4.5:1 on their tab
STORY_BAND = (70, 60, 110)


# ---- counters --------------------------------------------------------------------------------
@lru_cache(maxsize=512)
def zed_counter(strength: int, other: int, reduced: bool, hits: int, capacity: int, resistant: bool,
                size: int) -> pygame.Surface:
    """A zed: its strength large; the small number is the other side (reduced, or ✖ on the
    reduced side: the last hit kills); hits as pips along the bottom."""
    radius = max(4, size // 8)
    fill = ZED_REDUCED if reduced else ZED_FULL
    surface = blank((size, size), fill, radius)
    if reduced:
        for step in range(-size, size, max(6, size // 6)):
            pygame.draw.line(surface, (58, 76, 40), (step, size), (step + size, 0), 2)
    pygame.draw.rect(surface, (20, 28, 14), surface.get_rect(), 2, border_radius=radius)
    style.draw_text(surface, str(strength), (size // 2, int(size * 0.44)), int(size * 0.52), (255, 255, 255),
                    "bold", "center")
    corner = "✖" if reduced else str(other)
    badge = max(14, size // 4)
    ring = pygame.draw.circle(surface, (30, 40, 22), (size - badge // 2 - 3, badge // 2 + 3), badge // 2)
    iconmap.mark(surface, ring, "legend.zeds.last_hit" if reduced else "legend.zeds.other_side")
    style.draw_text(surface, corner, (size - badge // 2 - 3, badge // 2 + 4), max(9, badge - 4), (230, 236, 210),
                    "condensed_bold", "center")
    if resistant:
        disc = pygame.draw.circle(surface, (40, 40, 44), (size // 5, int(size * 0.5)), size // 8)
        iconmap.mark(surface, disc, "legend.zeds.resistant")
        style.draw_text(surface, "R", (size // 5, int(size * 0.5)), max(8, size // 6), (255, 220, 120), "bold",
                        "center")
    hit_pips(surface, size, hits, capacity)
    return surface


def hit_pips(surface: pygame.Surface, size: int, hits: int, capacity: int) -> None:
    """The hits a counter took, as pips along its bottom, out of those it can take."""
    diameter = max(7, size // 7)
    y = size - max(6, size // 8)
    pips(surface, size // 2, y, hits, capacity, diameter)
    width = capacity * (diameter + 2)
    if capacity:
        row = pygame.Rect(size // 2 - width // 2, y - diameter // 2, width, diameter)
        iconmap.mark(surface, row, "legend.zeds.hits")


@lru_cache(maxsize=512)
def unit_counter(label: str, kind: str, strength: int, reduced: bool, hits: int, capacity: int,
                 markers: tuple[str, ...], owner: int | None, bonus: int, size: int) -> pygame.Surface:
    """A hero or civilians unit: short name on top, strength large, hit pips, marker tags on
    the left, the owning player top right, extra actions as a +n badge."""
    radius = max(4, size // 8)
    fill = (UNIT_REDUCED if reduced else UNIT_COLOURS)[kind]
    surface = blank((size, size), fill, radius)
    if reduced:
        for step in range(-size, size, max(6, size // 6)):
            pygame.draw.line(surface, tuple(max(0, c - 18) for c in fill), (step, size), (step + size, 0), 2)
    pygame.draw.rect(surface, (12, 16, 24), surface.get_rect(), 2, border_radius=radius)
    band = max(12, size // 4)
    pygame.draw.rect(surface, (16, 20, 28), (2, 2, size - 4, band), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    words = label.upper()
    style.draw_fitted(surface, words, pygame.Rect(3, 2, size - 6, band), max(9, band - 2), (255, 255, 255),
                      "condensed_bold", smallest=7)
    style.draw_text(surface, str(strength), (size // 2, int(size * 0.56)), int(size * 0.46),
                    (255, 255, 255), "bold", "center")
    tag = max(8, size // 6)
    for index, marker in enumerate(markers[:3]):
        letter, colour = MARKER_LOOK[marker]
        box = pygame.Rect(3, band + 4 + index * (tag + 1), tag, tag)
        pygame.draw.rect(surface, colour, box, border_radius=2)
        style.draw_text(surface, letter, box.center, max(7, tag - 2), (20, 20, 20), "bold", "center")
        iconmap.mark(surface, box, f"legend.zeds.{marker}")
    if bonus:
        extra = style.draw_text(surface, f"+{bonus}", (size - 3, band + 2), max(9, size // 4), (255, 230, 120), "bold",
                                "topright")
        iconmap.mark(surface, extra, "legend.zeds.bonus")
    hit_pips(surface, size, hits, capacity)
    if owner is not None:
        badge = pygame.Rect(0, 0, size // 3 + 2, size // 4)
        badge.bottomright = (size - 2, size - 2)
        pygame.draw.rect(surface, style.ACCENT, badge, border_radius=4)
        iconmap.mark(surface, badge, "legend.zeds.owner")
        style.draw_text(surface, f"P{owner + 1}", badge.center, max(8, badge.height - 3), style.TEXT_DARK, "bold",
                        "center")
    return surface


@lru_cache(maxsize=64)
def special_marker(who: str, name: str, once_per_game: bool, used: bool, width: int, height: int) -> pygame.Surface:
    """A hero's special action marker: whose it is, its name (or "used"), 1× when once per game."""
    surface = blank((width, height), (34, 36, 40) if used else (52, 60, 74), 8)
    pygame.draw.rect(surface, style.BORDER, surface.get_rect(), 1, border_radius=8)
    style.draw_fitted(surface, who, pygame.Rect(6, 2, width - (32 if once_per_game else 12), 17), 13, style.TEXT_DIM,
                      "condensed_bold", "midleft", smallest=9)
    if once_per_game:
        once = style.draw_text(surface, "1×", (width - 6, 4), 13, style.ACCENT, "condensed_bold", "topright")
        iconmap.mark(surface, once, "legend.zeds.once")
    name = tr("zeds.ui.special_used") if used else name
    style.draw_wrapped(surface, name, pygame.Rect(6, 21, width - 10, height - 23), 14,
                       style.TEXT_DIM if used else style.TEXT, "condensed_bold", 0, smallest=9)
    return surface


# ---- cards -----------------------------------------------------------------------------------
def _band_colour(kind: str):
    return {"finale": FINALE_BAND, "brains": BRAINS_BAND}.get(kind, EVENT_BAND)


def bar_chip(surface, rect: pygame.Rect, item: str, state: str) -> None:
    """One item of the event card's zed bar: a path in its colour, or a special token."""
    colour: tuple[int, ...] = PATH_COLOURS.get(item, (90, 90, 96))
    if item.startswith("coop"):
        colour = (40, 90, 170)
    if state == "done":
        colour = tuple(c // 2 + 60 for c in colour)
    pygame.draw.rect(surface, colour, rect, border_radius=6)
    if state == "current":
        pygame.draw.rect(surface, style.ACCENT, rect.inflate(4, 4), 3, border_radius=8)
    words = tr(f"zeds.ui.bar.{item}")
    style.draw_fitted(surface, words, rect.inflate(-6, 0), max(10, rect.height // 2), (255, 255, 255),
                      "condensed_bold", smallest=8)
    if state == "done":
        tick = style.draw_text(surface, "✓", (rect.right - 3, rect.y + 1), max(9, rect.height // 3), (255, 255, 255),
                               "bold", "topright")
        iconmap.mark(surface, tick, "legend.zeds.done")


@lru_cache(maxsize=64)
def event_card(name: str, act: int, kind: str, text: str, bar: tuple[tuple[str, str], ...], actions: int,
               effect_phase: str, phase: str, width: int, height: int, lang: str) -> pygame.Surface:
    """The active event card: name, act, the phase bar (the three skipped tabs, the zed phase
    with its bar items, the action phase with its number), and the event text."""
    radius = max(8, width // 24)
    surface = blank((width, height), CARD_FACE, radius)
    header = max(34, height // 9)
    pygame.draw.rect(surface, _band_colour(kind), (0, 0, width, header), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    stars = "★" * min(act, 4) if kind != "finale" else tr("zeds.ui.finale", lang)
    style.draw_fitted(surface, name, pygame.Rect(12, 0, width - 90, header), max(14, header // 2), (255, 255, 255),
                      "condensed_bold", "midleft", smallest=10)
    shown = style.draw_text(surface, stars, (width - 10, header // 2), max(12, header // 2 - 2), (255, 220, 120),
                            "bold", "midright")
    if kind != "finale":
        iconmap.mark(surface, shown, "legend.zeds.act")
    scale = width / 420
    tabs_top = header + int(8 * scale)
    _phase_tabs(surface, pygame.Rect(8, tabs_top, width - 16, int(112 * scale)), bar, actions, effect_phase, phase,
                lang)
    body = pygame.Rect(12, tabs_top + int(122 * scale), width - 24, height - tabs_top - int(130 * scale))
    style.draw_wrapped(surface, text, body, max(12, int(17 * scale)), (40, 36, 34), "regular", 1)
    pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), 1, border_radius=radius)
    return surface


def _phase_tabs(surface, rect: pygame.Rect, bar, actions: int, effect_phase: str, phase: str, lang: str) -> None:
    small = max(10, rect.height // 9)
    skipped = pygame.Rect(rect.x, rect.y, int(rect.width * 0.17), rect.height)
    pygame.draw.rect(surface, (224, 218, 204), skipped, border_radius=6)
    for index, key in enumerate(("prfn", "infection", "supply")):
        y = skipped.y + 6 + index * (skipped.height - 12) // 3
        style.draw_text(surface, tr(f"zeds.ui.tab.{key}", lang), (skipped.centerx, y + 4), small, SKIPPED,
                        "condensed", "midtop")
    style.draw_text(surface, "—", (skipped.centerx, skipped.bottom - 4), small, SKIPPED, "bold", "midbottom")
    acts = pygame.Rect(rect.right - int(rect.width * 0.2), rect.y, int(rect.width * 0.2), rect.height)
    zeds = pygame.Rect(skipped.right + 6, rect.y, acts.x - skipped.right - 12, rect.height)
    _tab(surface, zeds, tr("zeds.ui.tab.zeds", lang), phase in ("zeds", "brains"), effect_phase == "zeds", small)
    _tab(surface, acts, tr("zeds.ui.tab.actions", lang), phase == "actions", effect_phase == "actions", small)
    style.draw_text(surface, str(actions), (acts.centerx, acts.centery + small // 2), int(acts.height * 0.45),
                    (40, 36, 34), "bold", "center")
    if not bar:
        return
    rows = 2 if len(bar) > 2 else 1
    per_row = (len(bar) + rows - 1) // rows
    chip_h = (zeds.height - small - 16 - (rows - 1) * 4) // rows
    chip_w = (zeds.width - 8 - (per_row - 1) * 4) // per_row
    for index, (item, state) in enumerate(bar):
        row, column = divmod(index, per_row)
        chip = pygame.Rect(zeds.x + 4 + column * (chip_w + 4), zeds.y + small + 10 + row * (chip_h + 4), chip_w, chip_h)
        bar_chip(surface, chip, item, state)


def _tab(surface, rect, label: str, active: bool, has_effect: bool, size: int) -> None:
    fill = (255, 236, 170) if has_effect else (232, 226, 212)
    pygame.draw.rect(surface, fill, rect, border_radius=6)
    pygame.draw.rect(surface, style.ACCENT if active else (180, 172, 156), rect, 3 if active else 1, border_radius=6)
    style.draw_text(surface, label, (rect.centerx, rect.y + 4), size, (60, 50, 40), "condensed_bold", "midtop")


@lru_cache(maxsize=64)
def story_card(name: str, where: str, timing: str, text: str, width: int, height: int, lang: str) -> pygame.Surface:
    """A story card: its name, its location ("where?"), keep or immediate, its text."""
    radius = max(6, width // 14)
    surface = blank((width, height), (236, 230, 238), radius)
    header = max(24, height // 7)
    pygame.draw.rect(surface, STORY_BAND, (0, 0, width, header), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    style.draw_fitted(surface, name, pygame.Rect(6, 0, width - 12, header), max(11, header // 2), (255, 255, 255),
                      "condensed_bold", smallest=8)
    small = max(11, min(17, width // 16))
    where_words = tr("zeds.ui.story_where", lang, where=_where(where, lang))
    style.draw_text(surface, where_words, (8, header + 4), small, (90, 60, 130), "condensed_bold")
    style.draw_text(surface, tr(f"zeds.ui.story_{timing}", lang), (8, header + small + 8), small, (120, 90, 60),
                    "condensed_bold")
    body = pygame.Rect(8, header + 2 * small + 16, width - 16, height - header - 2 * small - 20)
    if body.height >= 3 * small:        # a small card names itself; its text shows when zoomed
        style.draw_wrapped(surface, text, body, small, (40, 36, 44), "condensed", 0)
    pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), 1, border_radius=radius)
    return surface


def _where(where: str, lang: str) -> str:
    if where in PATH_COLOURS:
        return tr(f"zeds.bar.{where}", lang)
    return tr(f"zeds.ui.where.{where}", lang)


@lru_cache(maxsize=128)
def piece_card(title: str, lines: tuple[str, ...], abilities: tuple[tuple[str, str], ...], colour: tuple,
               width: int) -> pygame.Surface:
    """The hover zoom of a counter: its name, its numbers line by line, its abilities."""
    body = pygame.Rect(14, 0, width - 28, 0)
    wrapped = [row for line in lines for row in style.wrap(line, 17, body.width)]
    heights = [style.font(17).get_linesize()] * len(wrapped)
    for _name, text in abilities:
        heights.append(style.font(17, "bold").get_linesize())
        rows = len(style.wrap(text, 15, body.width, "condensed"))
        heights.append(rows * (style.font(15, "condensed").get_linesize() + 1) + 6)
    height = 58 + sum(heights) + 14
    surface = blank((width, height), (30, 34, 42), 12)
    pygame.draw.rect(surface, colour, (0, 0, width, 46), border_top_left_radius=12, border_top_right_radius=12)
    style.draw_fitted(surface, title, pygame.Rect(14, 0, width - 24, 46), 24, (255, 255, 255), "bold", "midleft",
                      smallest=12)
    y = 56
    for row in wrapped:
        style.draw_text(surface, row, (body.x, y), 17, style.TEXT)
        y += style.font(17).get_linesize()
    for name, text in abilities:
        y += 4
        style.draw_text(surface, name, (body.x, y), 17, style.ACCENT, "bold")
        y += style.font(17, "bold").get_linesize()
        y += style.draw_wrapped(surface, text, pygame.Rect(body.x, y, body.width, 400), 15, style.TEXT_DIM,
                                "condensed", 1) + 2
    pygame.draw.rect(surface, style.ACCENT, surface.get_rect(), 2, border_radius=12)
    return surface


# ---- pictures of what the view shows -----------------------------------------------------------
def short_label(unit: UnitView) -> str:
    """The name a counter has room for: a hero's last name, "Civ 3" for civilians."""
    if unit.kind == "civilian":
        return tr("zeds.ui.civilians_short", n=unit.id.removeprefix("civ"))
    return pick(unit.name).split()[-1]


def zed_picture(zed: ZedView, size: int) -> pygame.Surface:
    other = zed.reduced if zed.side == "full" else zed.full
    return zed_counter(zed.strength, other, zed.side == "reduced", zed.hits, zed.hits_per_side, zed.resistant, size)


def unit_picture(unit: UnitView, size: int) -> pygame.Surface:
    return unit_counter(short_label(unit), unit.kind, unit.strength, unit.side == "reduced", unit.hits,
                        unit.hits_per_side, unit.markers, unit.owner, unit.bonus_actions, size)


def zed_zoom(zed: ZedView) -> pygame.Surface:
    lines: tuple[str, ...] = (tr("zeds.ui.piece.strengths", full=zed.full, reduced=zed.reduced),
                              tr(f"zeds.ui.piece.side_{zed.side}"),
                              tr("zeds.ui.piece.hits", hits=zed.hits, capacity=zed.hits_per_side))
    if zed.resistant:
        lines += (tr("zeds.ui.piece.resistant"),)
    card = piece_card(tr("zeds.ui.piece.zed", strength=zed.strength), lines, (), ZED_FULL, 340)
    return _with_counter(zed_picture(zed, 120), card)


def unit_zoom(unit: UnitView) -> pygame.Surface:
    lang = language()
    lines: tuple[str, ...] = (tr(f"zeds.ui.piece.kind_{unit.kind}"),
                              tr("zeds.ui.piece.strengths", full=unit.full, reduced=unit.reduced),
                              tr(f"zeds.ui.piece.side_{unit.side}"),
                              tr("zeds.ui.piece.hits", hits=unit.hits, capacity=unit.hits_per_side),
                              tr("zeds.ui.piece.move", move=unit.move))
    if unit.markers:
        lines += (tr("zeds.ui.piece.markers", markers=", ".join(tr(f"zeds.marker.{x}") for x in unit.markers)),)
    if unit.owner is not None:
        lines += (tr("zeds.ui.piece.owner", n=unit.owner + 1),)
    if unit.bonus_actions:
        lines += (tr("zeds.ui.piece.bonus", n=unit.bonus_actions),)
    abilities = tuple((pick(a.name, lang), pick(a.text, lang)) for a in unit.abilities)
    card = piece_card(pick(unit.name, lang), lines, abilities, UNIT_COLOURS[unit.kind], 380)
    return _with_counter(unit_picture(unit, 120), card)


def _with_counter(counter: pygame.Surface, card: pygame.Surface) -> pygame.Surface:
    surface = pygame.Surface((card.get_width(), card.get_height() + counter.get_height() + 10), pygame.SRCALPHA)
    style.blit(surface, counter, counter.get_rect(midtop=(card.get_width() // 2, 0)))
    style.blit(surface, card, (0, counter.get_height() + 10))
    return surface


def event_picture(event: EventView, phase: str, width: int, height: int) -> pygame.Surface:
    """The event card in play; `phase`: the phase the game is in, marked on the card's tabs."""
    lang = language()
    bar = tuple((item.item, item.state) for item in event.zed_bar)
    return event_card(pick(event.name, lang), event.act, event.kind, pick(event.text, lang), bar,
                      event.actions, event.effect.phase, phase, width, height, lang)


def story_picture(card: StoryCardView, width: int, height: int) -> pygame.Surface:
    lang = language()
    return story_card(pick(card.name, lang), card.where, card.timing, pick(card.text, lang), width, height, lang)


def space_card(space: SpaceView) -> pygame.Surface:
    """A space told in words: its kind, its mob, its defence advantage, whether units search there."""
    lines = [tr(f"zeds.ui.kind.{space.kind}")]
    if len(space.zeds) > 1:
        lines.append(tr("zeds.ui.mob", n=space.zed_strength))
    if space.defence:
        lines.append(tr("zeds.ui.defence", n=space.defence))
    if space.named:
        lines.append(tr("zeds.ui.searchable"))
    colour = PATH_COLOURS[space.path] if space.path else (90, 90, 110)
    return piece_card(space_name(space.id), tuple(lines), (), colour, 340)


# ---- the combat panel ------------------------------------------------------------------------------
def combat_panel(surface, rect: pygame.Rect, combat: CombatView, unit: str) -> None:
    """The combat the view shows: who fights whom, the table's columns with the shifts, the dice,
    the result (`unit`: the unit's name)."""
    style.drop_shadow(surface, rect, 14)
    style.panel(surface, rect, (28, 24, 26), (200, 70, 60), 14, 3, floats=True)
    title = tr(f"zeds.ui.combat.{combat.kind}", space=space_name(combat.space))
    style.draw_text(surface, title, (rect.x + 18, rect.y + 12), 24, style.TEXT, "bold")
    versus = tr(f"zeds.ui.combat.versus_{combat.kind}", zeds=combat.zed_strength, unit=unit,
                strength=combat.unit_strength, attacker=tr(f"zeds.ui.combat.by_{combat.attacker}"))
    style.draw_text(surface, versus, (rect.x + 18, rect.y + 46), 18, style.TEXT_DIM)
    _columns(surface, pygame.Rect(rect.x + 18, rect.y + 76, rect.width - 36, 104), combat)
    shifts = ", ".join(f"{s.value:+d} " + tr(f"zeds.shift.{s.reason}") for s in combat.shifts)
    words = tr("zeds.ui.combat.shifts", shifts=shifts or tr("zeds.words.no_shifts"))
    style.draw_text(surface, words, (rect.x + 18, rect.y + 188), 17, style.TEXT)
    _dice(surface, rect, combat)
    _result(surface, pygame.Rect(rect.x + 260, rect.y + 218, rect.width - 280, 100), combat, unit)


def _columns(surface, area, combat: CombatView) -> None:
    """The table's columns, the start column marked, the column after the shifts lit, and the
    row the dice read in each column."""
    columns = combat.columns
    width = (area.width - (len(columns) - 1) * 4) // len(columns)
    start, final = combat.start.index, combat.column.index
    row = combat.row
    for index, name in enumerate(columns):
        box = pygame.Rect(area.x + index * (width + 4), area.y + 26, width, area.height - 46)
        chosen = index == final
        pygame.draw.rect(surface, (92, 76, 34) if chosen else (44, 44, 50), box, border_radius=6)
        pygame.draw.rect(surface, style.ACCENT if chosen else style.BORDER, box, 3 if chosen else 1, border_radius=6)
        words = pick(name)
        style.draw_fitted(surface, words, pygame.Rect(box.x + 3, box.y + 4, width - 6, 18), 14, style.TEXT,
                          "condensed_bold", "midtop", smallest=9)
        if row is not UNSET:
            _cell(surface, box, row.cells[index], combat.kind, chosen)
        if index == start:
            style.draw_text(surface, tr("zeds.ui.combat.start") + " ▼", (box.centerx, area.y), 13, style.TEXT_DIM,
                            "condensed_bold", "midtop")
    if final != start:
        y = area.y + 21
        left = area.x + min(start, final) * (width + 4) + width // 2
        right = area.x + max(start, final) * (width + 4) + width // 2
        pygame.draw.line(surface, style.ACCENT, (left, y), (right, y), 3)
        tip = right if final > start else left
        style.draw_text(surface, "▶" if final > start else "◀", (tip, y), 16, style.ACCENT, "bold", "center")
    if row is not UNSET:
        legend = tr(f"zeds.ui.combat.legend_{'ranged' if combat.kind == 'ranged' else 'melee'}",
                    low=row.low, high=row.high)
        style.draw_text(surface, legend, (area.x, area.bottom - 16), 14, style.TEXT_DIM, "condensed")


def _cell(surface, box, cell: CellView, kind: str, chosen: bool) -> None:
    """Hits on the zeds (and on the unit, in red for who loses) where the dice read this column."""
    colour = style.TEXT if chosen else style.TEXT_DIM
    size = 24 if chosen else 18
    if kind == "ranged":
        style.draw_text(surface, str(cell.zeds), (box.centerx, box.bottom - 6), size, colour, "bold", "midbottom")
        return
    parts = [style.text(str(cell.zeds), size, style.DANGER if cell.loser == "zeds" else colour, "bold"),
             style.text("/", size, colour, "bold"),
             style.text(str(cell.unit), size, style.DANGER if cell.loser == "unit" else colour, "bold")]
    x = box.centerx - sum(part.get_width() for part in parts) // 2
    for part in parts:
        style.blit(surface, part, (x, box.bottom - 6 - part.get_height()))
        x += part.get_width()


DIE = 56


def die_rects(panel: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where the combat panel at `panel` draws `count` dice."""
    return [pygame.Rect(panel.x + 18 + index * (DIE + 8), panel.y + 244, DIE, DIE) for index in range(count)]


def _dice(surface, panel: pygame.Rect, combat: CombatView) -> None:
    x, y = panel.x + 18, panel.y + 218
    style.draw_text(surface, tr("zeds.ui.combat.dice"), (x, y), 16, style.TEXT_DIM, "bold")
    rects = die_rects(panel, len(combat.dice))
    for value, rect in zip(combat.dice, rects, strict=True):
        style.blit(surface, die(value, DIE), rect)
    if rects:
        style.draw_text(surface, f"= {combat.total}", (rects[-1].right + 12, y + 54), 28, style.TEXT, "bold",
                        "midleft")
    if combat.rerolled:
        style.draw_text(surface, tr("zeds.ui.combat.rerolled"), (x, y + 88), 14, style.TEXT_DIM, "italic")


def _result(surface, area, combat: CombatView, unit: str) -> None:
    result = combat.result
    if result is UNSET:                     # not resolved yet
        style.draw_wrapped(surface, tr("zeds.ui.combat.waiting"), area, 18, style.ACCENT, "bold")
        return
    counted = result.unit if combat.kind == "ambush" else result.zeds    # the hits the sentence counts
    lines = [(trn(f"zeds.ui.combat.result_{combat.kind}", counted, unit=unit, hits=result.unit), style.TEXT)]
    if combat.tide_turned is True:
        lines.append((tr("zeds.ui.combat.tide_turned"), style.GOOD))
    if combat.kind == "melee":
        loser = combat.retreats
        lines.append((tr(f"zeds.ui.combat.loser_{loser}", unit=unit), style.GOOD if loser == "zeds" else style.DANGER))
    elif combat.kind == "ranged":
        lines.append((tr("zeds.ui.combat.no_retreat"), style.TEXT_DIM))
    y = area.y
    for words, colour in lines:
        y += style.draw_wrapped(surface, words, pygame.Rect(area.x, y, area.width, 60), 19, colour, "bold") + 4
