"""Raxxon's cards, sheets and icons, drawn from content data and cached.

Every picture is made once per size; the table only blits them.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import pick, tr
from game.titles.raxxon.content import content
from game.titles.raxxon.view import step_text, trigger_text
from scenes import colour_science, iconmap, style
from scenes.widgets import card as cards

ICON_LOOK = {
    "add": ("✚", (96, 110, 128)),
    "flip": ("⟳", (40, 140, 140)),
    "infect": ("☣", (190, 60, 52)),
    "raxxon": ("⚠", (222, 128, 40)),
    "power": ("⚡", (128, 64, 170)),
    "end_of_day": ("☾", (46, 62, 120)),
    "hostile_back": ("↩", (60, 100, 170)),
    "kill": ("☠", (60, 60, 66)),
}
HEALTH_SIGN = {True: "♥", False: "☣"}       # a population card's badge: healthy, infected
HEALTHY = (70, 150, 80)
INFECTED = (190, 60, 52)
CARD_FACE = (242, 238, 228)
CARD_BACK = (44, 54, 70)
RAXXON = (150, 40, 96)


def header_colour(colour: str) -> tuple[int, int, int]:
    """A kind's colour under white words: darkened where white would read below 4.5:1 on it (the
    greens and the orange of the crowd's kinds)."""
    shade = pygame.Color(colour)
    return colour_science.darkened((shade.r, shade.g, shade.b), (255, 255, 255), 4.5)


@lru_cache(maxsize=256)
def icon(name: str, diameter: int) -> pygame.Surface:
    glyph, colour = ICON_LOOK[name]
    surface = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    radius = diameter // 2
    pygame.draw.circle(surface, colour, (radius, radius), radius)
    pygame.draw.circle(surface, (255, 255, 255, 90), (radius, radius), radius, max(1, diameter // 14))
    image = style.text(glyph, max(8, int(diameter * 0.62)), (255, 255, 255), "bold")
    style.blit(surface, image, image.get_rect(center=(radius, radius + 1)))
    return iconmap.tag(surface, f"legend.raxxon.{name}")


def icon_row(surface, names, pos, diameter: int, gap: int = 3) -> int:
    x, y = pos
    for name in names:
        style.blit(surface, icon(name, diameter), (x, y))
        x += diameter + gap
    return x


@lru_cache(maxsize=512)
def population_face(card: str, width: int, height: int, lang: str) -> pygame.Surface:
    kind = content().population[card].type
    healthy = kind.health == "healthy"
    colour = pygame.Color(kind.colour)
    radius = max(6, width // 12)
    surface = cards.blank((width, height), CARD_FACE, radius)
    band = max(22, height // 6)
    pygame.draw.rect(surface, header_colour(kind.colour), (0, 0, width, band), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    name = pick(kind.name, lang).upper()
    style.draw_fitted(surface, name, pygame.Rect(band + 2, 0, width - band - 6, band), max(10, band // 2 + 2),
                      (255, 255, 255), "condensed_bold", "midleft", smallest=7)
    badge = style.shade(HEALTHY if healthy else INFECTED)
    disc = pygame.draw.circle(surface, badge, (band // 2 + 2, band // 2), band // 2 - 2)
    style.draw_text(surface, HEALTH_SIGN[healthy], (band // 2 + 2, band // 2 + 1), max(9, band // 2 + 2),
                    (255, 255, 255), "bold", "center")
    iconmap.mark(surface, disc, "legend.raxxon.healthy" if healthy else "legend.raxxon.infected")
    scene = pygame.Rect(4, band + 3, width - 8, int(height * 0.72) - band - 6)
    portrait(surface, scene, kind.id, healthy, colour)
    word = tr(f"raxxon.words.{kind.health}", lang)
    label = style.text(word, max(9, height // 13), badge, "bold")
    plate = label.get_rect(midbottom=(width // 2, scene.bottom - 1)).inflate(10, 2)
    pygame.draw.rect(surface, CARD_FACE, plate, border_radius=6)
    style.blit(surface, label, label.get_rect(center=plate.center))
    _effect_strip(surface, kind, width, height)
    pygame.draw.rect(surface, (0, 0, 0, 80), surface.get_rect(), 1, border_radius=radius)
    return surface


SKIN = (62, 70, 82)
SICK = (96, 128, 74)


def portrait(surface, rect: pygame.Rect, type_id: str, healthy: bool, colour) -> None:
    """A small scene of who the card is: people drawn from circles and rounded shapes, the
    infected ones sickly, each type with its own sign (a star, a raised fist, spores...)."""
    tint = pygame.Surface(rect.size, pygame.SRCALPHA)
    tint.fill((colour.r, colour.g, colour.b, 40))
    style.blit(surface, tint, rect)
    unit = rect.height / 10
    base = rect.bottom - unit * 1.6
    centre = rect.centerx
    body = SKIN if healthy else SICK
    if type_id == "family":
        _person(surface, centre - unit * 1.6, base, unit, body)
        _person(surface, centre + unit * 1.8, base, unit * 0.7, body)
    elif type_id == "innocent":
        _person(surface, centre, base, unit * 0.75, body)
    elif type_id == "familiar":
        _person(surface, centre - unit * 1.2, base, unit, body)
        _dog(surface, centre + unit * 2.2, base, unit, body)
    else:
        _person(surface, centre, base, unit, body, sick=not healthy)
        SIGNS.get(type_id, lambda *a: None)(surface, centre, base, unit)


def _person(surface, x, base, unit, colour, sick=False) -> None:
    head = (int(x), int(base - unit * 5.6))
    shoulders = pygame.Rect(0, 0, int(unit * 4.2), int(unit * 4.4))
    shoulders.midbottom = (int(x), int(base))
    pygame.draw.rect(surface, colour, shoulders, border_top_left_radius=int(unit * 2),
                     border_top_right_radius=int(unit * 2))
    pygame.draw.circle(surface, colour, head, int(unit * 1.4))
    if sick:
        for side in (-1, 1):
            pygame.draw.circle(surface, (210, 50, 40), (head[0] + side * int(unit * 0.55), head[1]),
                               max(1, int(unit * 0.22)))


def _dog(surface, x, base, unit, colour) -> None:
    """A dog sitting beside its owner: body, head with an ear, front legs and a tail."""
    width = max(2, int(unit * 0.45))
    torso = pygame.Rect(0, 0, int(unit * 2.6), int(unit * 1.5))
    torso.midbottom = (int(x), int(base - unit * 1.0))
    pygame.draw.ellipse(surface, colour, torso)
    head = (torso.right - int(unit * 0.1), torso.top - int(unit * 0.5))
    pygame.draw.circle(surface, colour, head, int(unit * 0.75))
    pygame.draw.polygon(surface, colour, [(head[0] - int(unit * 0.5), head[1] - int(unit * 0.3)),
                                          (head[0] - int(unit * 0.2), head[1] - int(unit * 1.4)),
                                          (head[0] + int(unit * 0.2), head[1] - int(unit * 0.5))])
    pygame.draw.ellipse(surface, colour,
                        pygame.Rect(head[0], head[1] - int(unit * 0.1), int(unit * 1.1), int(unit * 0.6)))
    for offset in (1.7, 2.3):
        leg = torso.left + int(unit * offset)
        pygame.draw.line(surface, colour, (leg, torso.bottom - 2), (leg, int(base)), width)
    pygame.draw.line(surface, colour, (torso.left + 2, torso.centery),
                     (torso.left - int(unit * 0.9), torso.top - int(unit * 0.4)), width)


def _star(surface, x, base, unit) -> None:
    style.draw_text(surface, "★", (int(x + unit * 2.6), int(base - unit * 7)), max(10, int(unit * 2.6)),
                    (226, 176, 40), "bold", "center")


def _fist(surface, x, base, unit) -> None:
    start = (int(x + unit * 1.6), int(base - unit * 3.6))
    end = (int(x + unit * 3.0), int(base - unit * 7.0))
    pygame.draw.line(surface, SKIN, start, end, max(2, int(unit * 0.8)))
    pygame.draw.circle(surface, SKIN, end, int(unit * 0.8))


def _cough(surface, x, base, unit) -> None:
    for step, size in enumerate((0.45, 0.35, 0.25)):
        pygame.draw.circle(surface, (150, 160, 170), (int(x + unit * (2.0 + step * 0.9)), int(base - unit * 5.2)),
                           max(1, int(unit * size)))


def _spores(surface, x, base, unit) -> None:
    for dx, dy in ((-2.6, -6.4), (2.4, -6.8), (-3.0, -3.4), (2.9, -3.0), (0.2, -8.2)):
        pygame.draw.circle(surface, (150, 110, 40), (int(x + unit * dx), int(base + unit * dy)),
                           max(1, int(unit * 0.4)))


def _zigzag(surface, x, base, unit) -> None:
    for side in (-1, 1):
        points = [(int(x + side * unit * (2.0 + i * 0.5)), int(base - unit * (8.0 - i * 0.9) + (i % 2) * unit * 0.6))
                  for i in range(5)]
        pygame.draw.lines(surface, (120, 70, 160), False, points, max(1, int(unit * 0.3)))


def _burst(surface, x, base, unit) -> None:
    import math
    cx, cy = x, base - unit * 5.6
    for index in range(10):
        angle = index * math.tau / 10
        inner = (int(cx + math.cos(angle) * unit * 2.0), int(cy + math.sin(angle) * unit * 2.0))
        outer = (int(cx + math.cos(angle) * unit * 2.9), int(cy + math.sin(angle) * unit * 2.9))
        pygame.draw.line(surface, (200, 70, 50), inner, outer, max(1, int(unit * 0.3)))


SIGNS = {"celebrity": _star, "hostile": _fist, "susceptible": _cough, "carrier": _spores,
         "chaotic": _zigzag, "volatile": _burst}


def _effect_strip(surface, kind, width: int, height: int) -> None:
    strip = pygame.Rect(4, int(height * 0.72), width - 8, int(height * 0.26))
    pygame.draw.rect(surface, (226, 221, 208), strip, border_radius=6)
    diameter = max(12, min(22, strip.height // 2 - 2))
    x, y = strip.x + 4, strip.y + 3
    if kind.on_kill:
        x = icon_row(surface, ["kill"], (x, y), diameter)
        style.draw_text(surface, "»", (x, y + diameter // 2), diameter, (60, 60, 60), "bold", "midleft")
        icon_row(surface, list(kind.on_kill), (x + diameter // 2 + 4, y), diameter)
    for row, entry in enumerate(kind.on_flip):
        y = strip.y + 3 + row * (diameter + 3)
        x = icon_row(surface, ["flip"], (strip.x + 4, y), diameter)
        style.draw_text(surface, f"{entry.count}»", (x, y + diameter // 2), diameter - 2, (50, 50, 50), "bold",
                        "midleft")
        icon_row(surface, list(entry.effects), (x + diameter + 4, y), diameter)


def card_back(width: int, height: int) -> pygame.Surface:
    return cards.back(width, height, "RAXXON", CARD_BACK, (62, 76, 98), (120, 136, 160), hatched=True)


@lru_cache(maxsize=256)
def seen_back(card: str, width: int, height: int, lang: str) -> pygame.Surface:
    """A face-down card the players looked at: the back, with a tab of what they saw."""
    surface = style.copy(card_back(width, height))
    kind = content().population[card].type
    healthy = kind.health == "healthy"
    tab = pygame.Rect(4, height - max(26, height // 5) - 4, width - 8, max(26, height // 5))
    pygame.draw.rect(surface, header_colour(kind.colour), tab, border_radius=6)
    pygame.draw.rect(surface, (255, 255, 255), tab, 2, border_radius=6)
    words = f"{'♥' if healthy else '☣'} {pick(kind.name, lang)}"
    style.draw_fitted(surface, words, tab.inflate(-8, 0), max(10, tab.height // 2 + 2), (255, 255, 255),
                      "condensed_bold", smallest=7)
    style.draw_text(surface, "◉", (width // 2, height // 3), max(12, width // 4),
                    (200, 210, 230), "bold", "center")
    return surface


@lru_cache(maxsize=128)
def raxxon_face(card_id: str, width: int, height: int, lang: str) -> pygame.Surface:
    card = content().raxxon[card_id]
    radius = max(8, width // 14)
    surface = cards.blank((width, height), (246, 240, 244), radius)
    header = max(34, height // 9)
    pygame.draw.rect(surface, RAXXON, (0, 0, width, header), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    title = pick(card.title, lang).upper()
    style.draw_wrapped(surface, title, pygame.Rect(6, 2, width - 12, header - 4), max(12, header // 2),
                       (255, 255, 255), "condensed_bold", 0, "center", smallest=8, middle=True)
    pad = max(8, width // 28)
    body = pygame.Rect(pad, header + pad // 2, width - 2 * pad, height - header - pad)
    small = max(10, min(18, width // 24))
    trigger = tr("raxxon.trigger.label", lang) + ": " + trigger_text(card.trigger, lang)
    used = style.draw_wrapped(surface, trigger, body, small, (110, 30, 70), "bold")
    body = style.below(body, used + 4)
    used = style.draw_wrapped(surface, pick(card.story, lang), body, small - 1, (70, 70, 80), "italic")
    body = style.below(body, used + 6)
    for index, option in enumerate(card.options):
        steps = [step_text(step, lang) for step in option.steps]
        if option.file == "untriggered":
            steps.append(tr("raxxon.pile.raxxon_untriggered", lang) + " ↩")
        lines = style.wrap(" · ".join(steps) or "—", small - 1, body.width - 16)
        box_height = small + 10 + len(lines) * (style.font(small - 1).get_linesize())
        box = pygame.Rect(body.x, body.top, body.width, box_height)
        if box.bottom > height - 4:
            break
        pygame.draw.rect(surface, (236, 226, 234), box, border_radius=6)
        pygame.draw.rect(surface, (200, 170, 190), box, 1, border_radius=6)
        style.draw_text(surface, f"{index + 1} · {pick(option.label, lang)}", (box.x + 8, box.y + 4), small,
                        RAXXON, "bold")
        y = box.y + small + 8
        for line in lines:
            style.draw_text(surface, line, (box.x + 8, y), small - 1, (40, 40, 48))
            y += style.font(small - 1).get_linesize()
        body.top = box.bottom + 6
    pygame.draw.rect(surface, (0, 0, 0, 90), surface.get_rect(), 1, border_radius=radius)
    return surface


@lru_cache(maxsize=16)
def raxxon_back(width: int, height: int) -> pygame.Surface:
    radius = max(8, width // 14)
    surface = cards.blank((width, height), RAXXON, radius)
    pygame.draw.rect(surface, (190, 80, 140), surface.get_rect().inflate(-10, -10), 2, border_radius=radius)
    style.draw_text(surface, "⚠", (width // 2, height // 2 - height // 10), height // 3, (255, 220, 240),
                    "bold", "center")
    style.draw_text(surface, "RAXXON", (width // 2, int(height * 0.72)), max(10, width // 6), (255, 220, 240),
                    "condensed_bold", "center")
    return surface
