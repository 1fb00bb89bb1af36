"""Heredity's cards, icons and terrain, drawn from content data and cached.

Every picture is made once per card, side, size and language; the table only blits them. Card
faces print what the real cards print: the story (beige), the instructions (black), the timeline
effect (red), an encounter's values, an item's fields, the coloured bands at the bottom.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import pick, tr
from game.titles.heredity.content import content
from game.titles.heredity.shown import Mark
from game.titles.heredity.view import section_lines, steps_lines
from scenes import colour_science, iconmap, style
from scenes.widgets.card import blank
from scenes.widgets.token import badge

MEMBER_COLOURS = {
    "selena": (236, 196, 62),
    "brick": (212, 74, 62),
    "djamal": (72, 132, 214),
    "maeve": (86, 172, 98),
}
LINE_COLOURS = {
    "white": (236, 236, 228),
    "black": (14, 14, 16),
    "blue": (70, 158, 240),
    "green": (70, 206, 104),
    "red": (232, 58, 48),
}
LINE_WIDTHS = {"white": 2, "black": 7, "blue": 5, "green": 5, "red": 5}
BAND_COLOURS = {"blue": (64, 124, 206), "green": (72, 162, 86)}
ATTACH_COLOURS = {"yellow": (226, 188, 58), "purple": (146, 88, 186), "red": (196, 58, 58)}
# what each band says besides its colour (blue and green look alike to some): a blue band's card
# goes to the timeline's right end, a green one's to its left; the attach bands pair by shape
BAND_MARKS = {"blue": "▶", "green": "◀"}
ATTACH_MARKS = {"yellow": "●", "purple": "◆", "red": "▲"}
KIND_COLOURS = {
    "narrative": (112, 86, 58),
    "encounter": (128, 38, 40),
    "item": (66, 86, 108),
    "rule": (52, 52, 62),
    "action": (46, 102, 92),
    "karma": (86, 58, 118),
    "family": (60, 84, 58),
    "terrain": (70, 92, 58),
    "body": (70, 70, 80),
    "secret": (50, 50, 60),
    "overview": (50, 50, 60),
}
PAPER = (240, 233, 214)
INK = (36, 32, 30)
INK_SOFT = (92, 84, 76)
STORY = (232, 218, 186)
RULES = (34, 32, 36)
TIMELINE_RED = (118, 32, 30)
DAMAGE = (198, 44, 40)
VIOLET = (138, 84, 190)          # the violet action disc [DE: Spielmaterial]
MARK_COLOURS = {"standard": (96, 100, 110), "meltwater": (52, 108, 176), "fever": (176, 84, 40)}
SPECIAL_MARK = (60, 128, 120)    # a special marker of a chapter without a colour of its own
MATERIAL = (150, 106, 58)
ENEMY = (150, 40, 44)
KARMA_BACK = ((52, 46, 58), (98, 84, 104), (200, 184, 206))       # fill, frame, words
FIGURE_RINGS = {"member": (255, 255, 255), "hostile": (255, 90, 80), "neutral": (200, 200, 200),
                "allied": (120, 220, 130)}
FLIPPED = "↻"            # a body card turned to its back by a serious injury
SIGNS = {"item": "⚒", "level": "⇅", "immediate": "⚡", "explore": "▶"}     # the badges of what lies in an area
BADGE = (40, 44, 52)
IMMEDIATE = (150, 90, 30)
SPACE_COLOURS = {"look": (72, 118, 176), "talk": (136, 88, 168), "hand": (190, 128, 46), "leg": (70, 140, 86)}


# ---- icons ------------------------------------------------------------------------------------
@lru_cache(maxsize=512)
def icon(name: str, size: int, colour=INK) -> pygame.Surface:
    """A small drawn symbol: the four action kinds, time, defence, material, damage."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    DRAWERS[name](surface, size, colour)
    return iconmap.tag(surface, f"legend.heredity.{name}")


def _eye(s, n, c):
    box = pygame.Rect(n * 0.06, n * 0.26, n * 0.88, n * 0.48)
    pygame.draw.ellipse(s, c, box, max(2, n // 9))
    pygame.draw.circle(s, c, (n / 2, n / 2), n * 0.16)


def _bubble(s, n, c):
    box = pygame.Rect(n * 0.06, n * 0.1, n * 0.88, n * 0.6)
    pygame.draw.rect(s, c, box, max(2, n // 9), border_radius=int(n * 0.2))
    pygame.draw.polygon(s, c, [(n * 0.28, n * 0.66), (n * 0.22, n * 0.94), (n * 0.52, n * 0.66)])


def _hand(s, n, c):
    pygame.draw.rect(s, c, (n * 0.24, n * 0.46, n * 0.56, n * 0.48), border_radius=int(n * 0.14))
    for i, top in enumerate((0.18, 0.08, 0.1, 0.2)):
        pygame.draw.rect(s, c, (n * (0.24 + i * 0.145), n * top, n * 0.12, n * 0.5), border_radius=int(n * 0.06))
    pygame.draw.polygon(s, c, [(n * 0.26, n * 0.62), (n * 0.04, n * 0.42), (n * 0.12, n * 0.36), (n * 0.3, n * 0.5)])


def _foot(s, n, c):
    """A footprint: the sole and five toes."""
    pygame.draw.ellipse(s, c, (n * 0.26, n * 0.3, n * 0.46, n * 0.66))
    for x, y, r in ((0.3, 0.2, 0.09), (0.45, 0.12, 0.08), (0.58, 0.13, 0.07), (0.69, 0.19, 0.06), (0.76, 0.28, 0.05)):
        pygame.draw.circle(s, c, (n * x, n * y), n * r)


def _hourglass(s, n, c):
    pygame.draw.rect(s, c, (n * 0.16, n * 0.04, n * 0.68, n * 0.1))
    pygame.draw.rect(s, c, (n * 0.16, n * 0.86, n * 0.68, n * 0.1))
    pygame.draw.polygon(s, c, [(n * 0.22, n * 0.14), (n * 0.78, n * 0.14), (n * 0.5, n * 0.5)])
    pygame.draw.polygon(s, c, [(n * 0.5, n * 0.5), (n * 0.22, n * 0.86), (n * 0.78, n * 0.86)], max(1, n // 12))


def _shield(s, n, c):
    pygame.draw.polygon(s, c, [(n * 0.14, n * 0.12), (n * 0.86, n * 0.12), (n * 0.86, n * 0.5),
                               (n * 0.5, n * 0.94), (n * 0.14, n * 0.5)])


def _crate(s, n, c):
    box = pygame.Rect(n * 0.1, n * 0.16, n * 0.8, n * 0.68)
    pygame.draw.rect(s, c, box, border_radius=int(n * 0.08))
    pygame.draw.rect(s, (255, 255, 255, 120), box.inflate(-n * 0.3, -n * 0.3), max(1, n // 12))


def _damage(s, n, c):
    pygame.draw.rect(s, c, (n * 0.08, n * 0.08, n * 0.84, n * 0.84), border_radius=int(n * 0.16))
    width = max(2, n // 7)
    pygame.draw.line(s, (255, 255, 255), (n * 0.28, n * 0.28), (n * 0.72, n * 0.72), width)
    pygame.draw.line(s, (255, 255, 255), (n * 0.72, n * 0.28), (n * 0.28, n * 0.72), width)


def _drop(s, n, c):
    pygame.draw.polygon(s, c, [(n * 0.5, n * 0.04), (n * 0.86, n * 0.62), (n * 0.14, n * 0.62)])
    pygame.draw.circle(s, c, (n * 0.5, n * 0.64), n * 0.33)


DRAWERS = {"look": _eye, "talk": _bubble, "hand": _hand, "leg": _foot, "time": _hourglass,
           "defence": _shield, "material": _crate, "damage": _damage, "drop": _drop}


# ---- texts a card face prints -----------------------------------------------------------------
def attack_words(attack, lang: str) -> str:
    """An attack as a card prints it: melee or ranged, its base value, range and move."""
    if attack.kind == "melee":
        words = tr("heredity_table.card.melee", lang, base=attack.base)
    else:
        words = tr("heredity_table.card.ranged", lang, base=attack.base, range=attack.range)
    move = getattr(attack, "move", 0)
    return words + (tr("heredity_table.card.moves", lang, n=move) if move else "")


def face_blocks(card: str, face: str, lang: str) -> list[tuple[str, list[tuple[int, str]]]]:
    """The printed sections of a card side, top to bottom: (kind of box, lines with depth)."""
    side = content().side(card, face)
    blocks: list[tuple[str, list[tuple[int, str]]]] = []
    if side.story:
        blocks.append(("story", [(0, pick(side.story, lang))]))
    blocks += _kind_blocks(card, face, side, lang)
    if side.rules:
        blocks.append(("rules", section_lines(card, face, "rules", lang)))
    if side.timeline:
        blocks.append(("timeline", section_lines(card, face, "timeline", lang)))
    return blocks


def _kind_blocks(card, face, side, lang):
    if side.encounter:
        return _encounter_blocks(card, face, side.encounter, lang)
    if side.item:
        return [("stats", _item_lines(card, face, side.item, lang))]
    if side.karma:
        exchange = tr("heredity_table.card.exchange", lang, card=side.karma.exchange) if side.karma.exchange else ""
        return [("stats", [(0, exchange)])] if exchange else []
    if side.rule:
        return [("stats", _rule_lines(side.rule, lang))]
    if side.action:
        head = tr("heredity_table.card.new_action", lang, kind=tr(f"heredity.space.{side.action.kind}", lang),
                  area=side.action.area, label=pick(side.action.label, lang))
        return [("stats", [(0, head)]), ("rules", section_lines(card, face, "action", lang))]
    if side.kind == "body":
        return [("stats", [(0, _space_words(s, lang)) for s in side.spaces])]
    return []


def _space_words(space, lang) -> str:
    words = tr(f"heredity.space.{space.kind}", lang)
    return words + (tr("heredity_table.card.takes_damage", lang) if space.damage else "")


def _encounter_blocks(card, face, enc, lang):
    stats = [(0, f"{pick(enc.name, lang)} · {tr(f'heredity.status.{enc.status}', lang)}"),
             (0, tr("heredity_table.card.life_defence", lang, life=enc.life, defence=enc.defence))]
    if enc.attack:
        stats.append((0, attack_words(enc.attack, lang)))
    stats += [(0, f"{tr(f'heredity.space.{x.kind}', lang)}: {pick(x.label, lang)}") for x in enc.interact]
    blocks = [("stats", stats)]
    if enc.ally:
        blocks.append(("rules", [(0, tr("heredity_table.card.ally", lang))]
                       + [(d + 1, t) for d, t in section_lines(card, face, "ally", lang)]))
    if enc.defeated:
        blocks.append(("defeated", [(0, tr("heredity_table.card.defeated", lang))]
                       + [(d + 1, t) for d, t in section_lines(card, face, "defeated", lang)]))
    return blocks


def _item_lines(card, face, item, lang) -> list[tuple[int, str]]:
    lines = [(0, tr("heredity_table.card.item_head", lang, slot=tr(f"heredity_table.slot.{item.slot}", lang),
                    value=item.value))]
    for index, field in enumerate(item.fields):
        lines.append((0, field_words(field, index, lang)))
    passive = item.passive
    if passive:
        for key, value in (("defence", passive.defence), ("attack_bonus", passive.attack_bonus)):
            if value:
                lines.append((0, tr(f"heredity_table.card.{key}", lang, n=value)))
        if passive.no_harm:
            lines.append((0, tr("heredity_table.card.no_harm", lang)))
        if passive.protects:
            lines.append((0, tr("heredity_table.card.protects", lang,
                                hazard=tr(f"heredity.hazard.{passive.protects}", lang))))
    if item.wrench:
        lines.append((0, tr("heredity_table.card.wrench", lang)))
        lines += [(d + 1, t) for d, t in steps_lines(item.wrench, lang)]
    if item.upgrade:
        lines.append((0, tr("heredity_table.card.upgrade", lang, n=item.upgrade)))
    return lines


def field_words(field, index: int, lang: str) -> str:
    words = f"{index + 1}. "
    if field.action:
        words += pick(field.label, lang) if field.label else tr(f"heredity.space.{field.action}", lang)
        if field.attack:
            words += f" ({attack_words(field.attack, lang)})"
        words += f" · {tr(f'heredity.space.{field.action}', lang)}"
    if field.damage:
        words += (" · " if field.action else "") + tr("heredity_table.card.damage_field", lang)
    return words


def _rule_lines(rule, lang) -> list[tuple[int, str]]:
    areas = ", ".join(rule.areas)
    lines = []
    if rule.forbid:
        lines.append((0, tr("heredity_table.card.forbid", lang, kind=tr(f"heredity.space.{rule.forbid}", lang),
                            areas=areas)))
    if rule.harm:
        lines.append((0, tr("heredity_table.card.harm", lang, n=rule.harm, areas=areas)))
    return lines


# ---- card faces -----------------------------------------------------------------------------
BOX_COLOURS = {"story": (STORY, INK, "italic"), "rules": (RULES, (240, 236, 228), "regular"),
               "timeline": (TIMELINE_RED, (252, 236, 228), "regular"), "stats": (PAPER, INK, "bold"),
               "defeated": ((60, 58, 64), (236, 232, 226), "regular")}


def _header(surface, card: str, face: str, width: int, size: int, lang: str) -> int:
    side = content().side(card, face)
    height = size * 2 + 6
    pygame.draw.rect(surface, KIND_COLOURS.get(side.kind, INK), (0, 0, width, height),
                     border_top_left_radius=10, border_top_right_radius=10)
    number = f"{card}{'b' if face == 'b' else ''}"
    tag = style.text(number, size, INK, "bold")
    box = tag.get_rect(topleft=(6, 5)).inflate(10, 4)
    pygame.draw.rect(surface, (250, 248, 240), box, border_radius=4)
    style.blit(surface, tag, tag.get_rect(center=box.center))
    title = pick(side.title, lang)
    room = width - box.right - 10
    style.draw_fitted(surface, title, pygame.Rect(box.right + 6, 0, room, height), size + 2, (255, 255, 255),
                      "condensed_bold", "midleft", smallest=9)
    return height


def _block_height(lines, size: int, width: int, face: str) -> int:
    line = style.font(size, face).get_linesize()
    total = 0
    for depth, text in lines:
        total += line * len(style.wrap(text, size, width - depth * size, face))
    return total + 10


def _draw_block(surface, kind, lines, rect: pygame.Rect, size: int) -> int:
    fill, ink, face = BOX_COLOURS[kind]
    height = _block_height(lines, size, rect.width - 12, face)
    box = pygame.Rect(rect.x, rect.y, rect.width, height)
    pygame.draw.rect(surface, fill, box, border_radius=6)
    y = box.y + 5
    step = style.font(size, face).get_linesize()
    for depth, text in lines:
        indent = depth * size
        for line in style.wrap(text, size, rect.width - 12 - indent, face):
            style.blit(surface, style.text(line, size, ink, face), (box.x + 6 + indent, y))
            y += step
    return height


def _fits(blocks, size: int, width: int, room: int) -> bool:
    total = 0
    for kind, lines in blocks:
        total += _block_height(lines, size, width - 12, BOX_COLOURS[kind][2]) + 5
    return total <= room


@lru_cache(maxsize=384)
def card_face(card: str, face: str, width: int, height: int, lang: str, counter: int = 0) -> pygame.Surface:
    """A full card: header, printed sections at the largest size that fits, bands, markers."""
    side = content().side(card, face)
    if side.karma:
        return karma_face(card, width, height, lang)
    surface = blank((width, height), PAPER, 10)
    head = _header(surface, card, face, width, max(12, min(20, width // 18)), lang)
    blocks = face_blocks(card, face, lang)
    pad = 6
    room = height - head - 2 * pad - 16
    size = next((s for s in range(max(11, min(20, width // 17)), 8, -1) if _fits(blocks, s, width - 2 * pad, room)), 9)
    y = head + pad
    for kind, lines in blocks:
        if y >= height - 20:
            break
        y += _draw_block(surface, kind, lines, pygame.Rect(pad, y, width - 2 * pad, height - y), size) + 5
    _bands(surface, side, width, height)
    if counter:
        _counter_badge(surface, counter, width, height)
    pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), 1, border_radius=10)
    return surface


def _bands(surface, side, width: int, height: int) -> None:
    """[DE: Karten in die Zeitleiste legen; Karten an andere Karten anlegen] the coloured areas at
    the bottom: blue or green in both corners, yellow, purple or red in the middle, each with its
    mark (`BAND_MARKS`, `ATTACH_MARKS`)."""
    strip = max(12, height // 28)
    if side.band:
        colour = style.shade(BAND_COLOURS[side.band])
        left = pygame.Rect(0, height - strip, width // 4, strip)
        right = pygame.Rect(width - width // 4, height - strip, width // 4, strip)
        pygame.draw.rect(surface, colour, left, border_bottom_left_radius=10)
        pygame.draw.rect(surface, colour, right, border_bottom_right_radius=10)
        for box in (left, right):
            _mark(surface, BAND_MARKS[side.band], box, colour)
    if side.attach:
        colour = style.shade(ATTACH_COLOURS[side.attach])
        box = pygame.Rect(width * 3 // 8, height - strip, width // 4, strip)
        pygame.draw.rect(surface, colour, box)
        _mark(surface, ATTACH_MARKS[side.attach], box, colour)


def _mark(surface, mark: str, box: pygame.Rect, colour) -> None:
    ink = colour_science.best_ink(colour, (255, 255, 255), INK)
    style.draw_text(surface, mark, box.center, max(8, box.height - 2), ink, "bold", "center")


def _badge_radius(width: int) -> int:
    return max(11, width // 14)


def _badge_centre(width: int, height: int) -> tuple[int, int]:
    radius = _badge_radius(width)
    return width - radius - 6, height - radius - 14


def _counter_badge(surface, counter: int, width: int, height: int) -> None:
    radius = _badge_radius(width)
    centre = _badge_centre(width, height)
    pygame.draw.circle(surface, (250, 220, 120), centre, radius)
    pygame.draw.circle(surface, INK, centre, radius, 2)
    style.draw_text(surface, str(counter), centre, radius + 2, INK, "bold", "center")


@lru_cache(maxsize=384)
def card_mini(card: str, face: str, width: int, height: int, lang: str, counter: int = 0) -> pygame.Surface:
    """A card as it lies in the timeline: number and title, what it does there, its bands."""
    side = content().side(card, face)
    if side.karma:
        return karma_face(card, width, height, lang)
    surface = blank((width, height), PAPER, 8)
    head = _header(surface, card, face, width, 14, lang)
    body = pygame.Rect(6, head + 4, width - 12, height - head - 20)
    if counter:                 # the words end above the counter's badge
        body.height = min(body.height, _badge_centre(width, height)[1] - _badge_radius(width) - 2 - body.y)
    if side.encounter:
        _mini_encounter(surface, side.encounter, body, lang)
    else:
        lines = section_lines(card, face, "timeline", lang) if side.timeline else []
        words = " ".join(t for _, t in lines) or (pick(side.story, lang) if side.story else "")
        colour = TIMELINE_RED if lines else INK_SOFT
        style.draw_wrapped(surface, words, body, 14, colour, "condensed", 0, smallest=11)
    _bands(surface, side, width, height)
    if counter:
        _counter_badge(surface, counter, width, height)
    pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), 1, border_radius=8)
    return surface


def _mini_encounter(surface, enc, body: pygame.Rect, lang: str) -> None:
    style.draw_text(surface, pick(enc.name, lang), body.topleft, 15, ENEMY, "condensed_bold")
    y = body.y + 22
    style.blit(surface, icon("drop", 16, DAMAGE), (body.x, y))
    style.draw_text(surface, str(enc.life), (body.x + 19, y - 1), 16, INK, "bold")
    style.blit(surface, icon("defence", 16, (70, 90, 120)), (body.x + 48, y))
    style.draw_text(surface, str(enc.defence), (body.x + 67, y - 1), 16, INK, "bold")
    room = min(40, body.bottom - y - 22)
    if enc.attack and room >= style.font(13, "condensed_bold").get_linesize():   # a card laid low has no room
        style.draw_wrapped(surface, attack_words(enc.attack, lang), pygame.Rect(body.x, y + 22, body.width, room),
                           13, INK, "condensed_bold", 0)


@lru_cache(maxsize=64)
def karma_face(card: str, width: int, height: int, lang: str) -> pygame.Surface:
    """[DE: Karmakarten] the value in the middle; a skull in the lower left corner."""
    karma = content().side(card, "a").karma_def
    surface = blank((width, height), (232, 226, 242), 10)
    pygame.draw.rect(surface, KIND_COLOURS["karma"], surface.get_rect().inflate(-8, -8), 3, border_radius=8)
    style.draw_text(surface, card, (10, 8), max(11, width // 12), KIND_COLOURS["karma"], "bold")
    words = karma_value(karma, lang)
    size = style.fit_size(words, width - 12, max(18, height // 3), 6, "bold")
    style.draw_text(surface, words, (width // 2, height // 2), size, KIND_COLOURS["karma"], "bold", "center")
    if karma.skull:
        style.draw_text(surface, "☠", (12, height - 8), max(14, height // 6), INK, "bold", "bottomleft")
    if karma.exchange and height >= 160:
        style.draw_text(surface, tr("heredity_table.card.exchange", lang, card=karma.exchange),
                        (width // 2, height - 14), max(10, width // 16), INK_SOFT, "regular", "midbottom")
    return surface


def karma_value(karma, lang: str) -> str:
    if karma.sign == "miss":
        return tr("heredity_table.card.miss", lang)
    if karma.sign == "+" and karma.value == 0:
        return "±0"
    return f"{'×' if karma.sign == 'x' else karma.sign}{karma.value}"


# ---- family member cards and items -------------------------------------------------------------
def space_rects(count: int, rect: pygame.Rect) -> list[pygame.Rect]:
    """Where the action spaces of a body card lie, left to right under the card's name (shared
    with hit-testing)."""
    gap = 6
    size = min(rect.height - 38, (rect.width - 20) // 3 - gap)
    left = rect.centerx - (count * (size + gap) - gap) // 2 + 3
    return [pygame.Rect(left + i * (size + gap), rect.y + 21, size, size) for i in range(count)]


@lru_cache(maxsize=128)
def body_card(member: str, part: str, flipped: bool, kinds: tuple, marks: tuple, width: int, height: int,
              lang: str) -> pygame.Surface:
    """A member's head, torso or legs: empty action spaces with their kind, and the damage symbol
    under the spaces that may take damage [DE: Schaden an Familienmitgliedern]."""
    colour = MEMBER_COLOURS[member]
    fill = (228, 218, 204) if not flipped else (198, 168, 160)
    surface = blank((width, height), fill, 8)
    pygame.draw.rect(surface, colour, (0, 0, 6, height), border_top_left_radius=8, border_bottom_left_radius=8)
    name = tr(f"heredity.part.{part}", lang).capitalize()
    style.draw_text(surface, name, (12, 3), 15, INK, "bold")
    if flipped:                                 # [DE: Schwere Verletzungen] the card shows its back
        turned = style.draw_text(surface, FLIPPED, (width - 6, 2), 18, DAMAGE, "bold", "topright")
        iconmap.mark(surface, turned, "legend.heredity.flipped")
    for rect, kind, mark in zip(space_rects(len(kinds), pygame.Rect(0, 0, width, height)), kinds, marks, strict=True):
        pygame.draw.rect(surface, (250, 246, 238), rect, border_radius=rect.width // 4)
        pygame.draw.rect(surface, SPACE_COLOURS[kind], rect, 3, border_radius=rect.width // 4)
        glyph = icon(kind, int(rect.width * 0.6), SPACE_COLOURS[kind])
        style.blit(surface, glyph, glyph.get_rect(center=rect.center))
        if mark:
            drop = icon("drop", 12, DAMAGE)
            style.blit(surface, drop, drop.get_rect(midtop=(rect.centerx, rect.bottom + 3)))
    pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), 1, border_radius=8)
    return surface


def field_rects(count: int, rect: pygame.Rect) -> list[pygame.Rect]:
    """The fields of an item card in a row along its bottom (shared with hit-testing)."""
    size = min(26, rect.height // 3)
    return [pygame.Rect(rect.x + 6 + i * (size + 5), rect.bottom - size - 5, size, size) for i in range(count)]


@lru_cache(maxsize=128)
def item_card(card: str, face: str, width: int, height: int, lang: str) -> pygame.Surface:
    """An item beside a member: its name, one line of what it does, its fields; the zoom shows
    the whole card."""
    item = content().side(card, face).item_def
    surface = blank((width, height), (226, 230, 236), 8)
    pygame.draw.rect(surface, KIND_COLOURS["item"], (0, 0, width, 20), border_top_left_radius=8,
                     border_top_right_radius=8)
    name = pick(item.name, lang)
    style.draw_fitted(surface, name, pygame.Rect(5, 0, width - 10, 20), 15, (255, 255, 255), "condensed_bold",
                      "midleft", smallest=9)
    style.draw_fitted(surface, item_summary(item, lang), pygame.Rect(5, 22, width - 10, 18), 14, INK, "condensed",
                      "midleft", smallest=10)
    for rect, field in zip(field_rects(len(item.fields), pygame.Rect(0, 0, width, height)), item.fields, strict=True):
        pygame.draw.rect(surface, (250, 250, 250), rect, border_radius=5)
        colour = SPACE_COLOURS[field.action] if field.action else DAMAGE
        pygame.draw.rect(surface, colour, rect, 2, border_radius=5)
        if field.action:
            glyph = icon(field.action, rect.width - 8, colour)
            style.blit(surface, glyph, glyph.get_rect(center=rect.center))
        if field.damage:
            drop = icon("drop", 9, DAMAGE)
            style.blit(surface, drop, (rect.right - 8, rect.bottom - 9))
    pygame.draw.rect(surface, (0, 0, 0), surface.get_rect(), 1, border_radius=8)
    return surface


def item_summary(item, lang: str) -> str:
    parts = [attack_words(f.attack, lang) for f in item.fields if f.attack]
    parts += [pick(f.label, lang) for f in item.fields if f.action and not f.attack and f.label]
    passive = item.passive
    if passive and passive.defence:
        parts.append(tr("heredity_table.card.defence", lang, n=passive.defence))
    if passive and passive.no_harm:
        parts.append(tr("heredity_table.card.no_harm", lang))
    if passive and passive.protects:
        hazard = tr(f"heredity.hazard.{passive.protects}", lang)
        parts.append(tr("heredity_table.card.protects", lang, hazard=hazard))
    return " · ".join(parts)


@lru_cache(maxsize=16)
def empty_slot(slot: str, width: int, height: int, lang: str) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (255, 255, 255, 40), surface.get_rect(), 2, border_radius=8)
    words = tr(f"heredity_table.empty_slot.{slot}", lang)
    lines = style.wrap(words, 13, width - 8)
    top = height // 2 - len(lines) * 8
    for index, line in enumerate(lines):
        style.draw_text(surface, line, (width // 2, top + index * 16), 13, (160, 166, 174), "regular", "midtop")
    return surface


# ---- tokens -------------------------------------------------------------------------------------
def mark_token(mark: Mark, size: int) -> pygame.Surface:
    """Markers lying on an area or a figure [DE: Standardmarker, Spezialmarker]: their name and
    how many, in their kind's colour."""
    colour = MARK_COLOURS.get(mark.kind, SPECIAL_MARK if mark.special else MARK_COLOURS["standard"])
    return badge(f"{pick(mark.name)} ×{mark.n}", colour, size)



@lru_cache(maxsize=64)
def marker_token(kind: str, size: int) -> pygame.Surface:
    """An action marker on the terrain [DE: Marker und Figuren platzieren]."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    points = [(size * 0.5, 1), (size - 2, size * 0.27), (size - 2, size * 0.73), (size * 0.5, size - 1),
              (2, size * 0.73), (2, size * 0.27)]
    pygame.draw.polygon(surface, (246, 238, 214), points)
    pygame.draw.polygon(surface, SPACE_COLOURS[kind], points, max(2, size // 12))
    glyph = icon(kind, int(size * 0.58), SPACE_COLOURS[kind])
    style.blit(surface, glyph, glyph.get_rect(center=(size / 2, size / 2)))
    return surface
