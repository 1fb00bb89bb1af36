"""Alone's pieces and cards, drawn from content data and cached per size and language: creature
tokens, the hero's figure, reaction cards (face and back), item cards, creature and mission
cards for the hover zoom."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import pick, tr
from game.titles.alone import cardtext
from game.titles.alone.content import card_of, content
from scenes import colour_science, iconmap, style
from scenes.widgets import card as cards
from scenes.widgets import token

CREATURE_LOOK = {               # kind -> (letter, colour)
    "spore": ("S", (122, 150, 62)),
    "parasite": ("P", (176, 92, 40)),
    "cultist": ("C", (120, 70, 150)),
    "hybrid": ("H", (60, 120, 140)),
    "worm": ("W", (150, 56, 70)),
}
BOSS_LOOK = ("B", (90, 30, 40))
HERO = (236, 226, 200)
HERO_RING = (242, 193, 78)
MISSION = {"green": (86, 168, 96), "blue": (84, 140, 214), "red": (206, 74, 64)}
STAIRS = {"red": (206, 74, 64), "blue": (84, 140, 214), "green": (86, 168, 96), "yellow": (222, 190, 70)}
ACTION_GLYPH = {"move": "➜", "explore": "◎", "attack": "✸", "locate": "⊕", "search": "⚲", "interact": "⚙",
                "health": "♥", "composure": "✦"}
MATERIAL = {"mechanics": (150, 124, 92), "electronics": (70, 130, 180), "chemistry": (110, 160, 80)}
PAPER = (240, 236, 226)
INK = (36, 34, 38)


def creature_look(kind: str) -> tuple[str, tuple]:
    if kind in CREATURE_LOOK:
        letter, colour = CREATURE_LOOK[kind]
        return letter, style.shade(colour)
    spec = content().creatures.get(kind)
    return BOSS_LOOK if spec is not None and spec.boss else (kind[:1].upper(), (110, 110, 110))


@lru_cache(maxsize=128)
def creature(kind: str, wounded: bool, size: int) -> pygame.Surface:
    """A creature token seen from above; a wounded one wears a red slash."""
    letter, colour = creature_look(kind)
    surface = style.copy(token.figure(letter, colour, (30, 20, 20), size))
    if wounded:
        pygame.draw.line(surface, (230, 40, 40), (size * 0.2, size * 0.8), (size * 0.8, size * 0.2),
                         max(2, size // 8))
    return surface


@lru_cache(maxsize=16)
def hero(size: int, initial: str) -> pygame.Surface:
    surface = style.copy(token.figure(initial, HERO, HERO_RING, size))
    pygame.draw.circle(surface, (255, 255, 255), (size / 2, size / 2), size / 2 - 1, 1)
    return surface


# each reaction deck's shape, on its cards' headers and backs and beside its pile: which deck a
# card is from must not rest on its colour alone (Terror's green and Wrath's red look alike to
# many); decks a scenario adds without a shape show a dot
DECK_SYMBOL = {"wrath": "▲", "speed": "◆", "terror": "●", "traps": "■"}


def deck_colour(deck: str) -> tuple[int, int, int]:
    """The deck's colour, dark enough for white words on it at 4.5:1."""
    colour = pygame.Color(content().decks[deck].colour)
    return colour_science.darkened(style.shade((colour.r, colour.g, colour.b)), (255, 255, 255), 4.5)


def deck_label(deck: str) -> tuple[int, int, int]:
    """The deck's colour for its name on a dark panel (4.5:1)."""
    return colour_science.lightened(deck_colour(deck), style.PANEL_LIGHT, 4.5)


def deck_symbol(deck: str) -> str:
    return DECK_SYMBOL.get(deck, "•")


# ---- reaction cards --------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def reaction_face(card: str, width: int, height: int, lang: str) -> pygame.Surface:
    """A reaction card: its deck's colour, its name, the trigger icon, and its text when the card
    is large enough to read (the hover zoom shows it large)."""
    spec = content().cards[card_of(card)]
    colour = deck_colour(spec.deck)
    radius = max(6, width // 12)
    surface = cards.blank((width, height), PAPER, radius)
    band = max(20, height // 7)
    pygame.draw.rect(surface, colour, (0, 0, width, band), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    name = pick(spec.name, lang)
    style.draw_fitted(surface, name, pygame.Rect(6, 0, width - 12 - band, band), max(11, band * 3 // 5),
                      (255, 255, 255), "condensed_bold", "midleft", smallest=8)
    style.draw_text(surface, deck_symbol(spec.deck), (width - 4 - band // 2, band // 2), max(10, band * 3 // 5),
                    (255, 255, 255), "bold", "center")
    glyph = ACTION_GLYPH[spec.trigger]
    readable = height >= 200             # large enough for the whole text; else the trigger only
    icon = max(18, min(width // 3, height // 4)) if readable else 18
    centre = (6 + icon // 2 + 3, band + icon // 2 + 6)
    iconmap.mark(surface, pygame.draw.circle(surface, colour, centre, icon // 2 + 3), f"legend.alone.{spec.trigger}")
    style.draw_text(surface, glyph, centre, int(icon * 0.7), (255, 255, 255), "bold", "center")
    if spec.instant:
        flash = style.draw_text(surface, "⚡", (width - 6, band + 4), max(12, icon // 2), (222, 150, 30), "bold",
                                "topright")
        iconmap.mark(surface, flash, "legend.alone.instant")
    top = band + icon + (14 if readable else 8)
    if readable:
        _reaction_text(surface, card, pygame.Rect(8, top, width - 16, height - top - 6), lang, colour)
    else:
        trigger = tr(f"alone.trigger.{spec.trigger}", lang)
        badge = max(16, height // 6)            # a small card on a field carries its player's badge below
        box = pygame.Rect(5, top, width - 10, height - top - 4 - badge)
        small = style.fit_wrapped_size(trigger, box, max(9, width // 9), 7, "bold")
        style.draw_wrapped(surface, trigger, box, small, INK, "bold")
    pygame.draw.rect(surface, (0, 0, 0, 90), surface.get_rect(), 1, border_radius=radius)
    return surface


def _reaction_text(surface, card: str, body: pygame.Rect, lang: str, colour) -> None:
    """Trigger, effect and the dangerous part, at the largest size at which all of it fits."""
    effect, dangerous = cardtext.card_text(card, lang)
    trigger = cardtext.trigger_words(card, lang)
    size = max(12, body.width // 17)
    while size > 8 and _reaction_height(trigger, effect, dangerous, size, body.width) > body.height:
        size -= 1
    used = style.draw_wrapped(surface, trigger, body, size, colour, "bold")
    body = style.below(body, used + 6)
    used = style.draw_wrapped(surface, effect, body, size, INK)
    body = style.below(body, used + 6)
    pygame.draw.line(surface, (190, 120, 110), (body.x, body.top - 3), (body.right, body.top - 3), 1)
    label = tr("alone.words.dangerous", lang)
    style.draw_text(surface, "⚠ " + label, (body.x, body.top), size, (170, 50, 40), "bold")
    body = style.below(body, size + 6)
    style.draw_wrapped(surface, dangerous, body, size - 1, (90, 50, 46), "italic")


def _reaction_height(trigger: str, effect: str, dangerous: str, size: int, width: int) -> int:
    """How tall _reaction_text's words stand at `size` (mirrors its spacing)."""
    def tall(words: str, points: int, face: str) -> int:
        return len(style.wrap(words, points, width, face)) * (style.font(points, face).get_linesize() + 2)
    return (tall(trigger, size, "bold") + 6 + tall(effect, size, "regular") + 6 + size + 6
            + tall(dangerous, size - 1, "italic"))


@lru_cache(maxsize=32)
def reaction_back(deck: str, width: int, height: int, lang: str) -> pygame.Surface:
    colour = deck_colour(deck)
    fill = (colour[0] // 2, colour[1] // 2, colour[2] // 2)
    label = f"{deck_symbol(deck)} {pick(content().decks[deck].name, lang).upper()}"
    return cards.back(width, height, label, fill, colour, (236, 226, 220), hatched=True)


@lru_cache(maxsize=8)
def hand_back(width: int, height: int) -> pygame.Surface:
    """A card in an Evil hand as the others see it: which deck it is from stays unsaid."""
    return cards.back(width, height, "", (52, 40, 62), (110, 90, 130), (200, 190, 210), hatched=True)


@lru_cache(maxsize=8)
def standard_back(width: int, height: int) -> pygame.Surface:
    """A card played face down: the hero sees only its back."""
    return cards.back(width, height, "?", (40, 34, 44), (90, 80, 100), (200, 190, 210), hatched=True)


# ---- items -------------------------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def item_face(card: str, charges: int, upgraded: bool, width: int, height: int, lang: str) -> pygame.Surface:
    """An item card: material colour, name, what one use does, its charges as pips (a
    permanent item shows none), and the upgraded box marked."""
    spec = cardtext.item_def(card)
    colour = MATERIAL[spec.material]
    radius = max(6, width // 12)
    surface = cards.blank((width, height), (230, 228, 220), radius)
    band = max(20, height // 7)
    pygame.draw.rect(surface, colour, (0, 0, width, band), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    name = pick(spec.name, lang)
    style.draw_fitted(surface, name, pygame.Rect(5, 0, width - 10, band), max(11, band * 3 // 5), (255, 255, 255),
                      "condensed_bold", smallest=8)
    glyph = ACTION_GLYPH[spec.action]
    icon = max(16, min(width // 4, height // 5))
    iconmap.mark(surface, style.draw_text(surface, glyph, (8, band + 4), icon, colour, "bold"),
                 f"legend.alone.{spec.action}")
    wide = width > height       # on the sheet: the action and charges make a column left of the words
    if spec.permanent:
        at = (8, band + icon + 8) if wide else (width - 8, band + 4)
        endless = style.draw_text(surface, "∞", at, icon, colour, "bold", "topleft" if wide else "topright")
        iconmap.mark(surface, endless, "legend.alone.permanent")
    elif wide:
        for row in range(0, charges, 3):
            shown = min(3, charges - row)
            token.pips(surface, 8 + shown * 6, band + icon + 14 + row * 4, shown, shown, 10, colour)
        iconmap.mark(surface, pygame.Rect(4, band + icon + 8, 24, (charges + 2) // 3 * 4 + 12), "legend.alone.charges")
    else:
        token.pips(surface, width - 8 - charges * 7, band + 6 + icon // 3, charges, charges, 10, colour)
        iconmap.mark(surface, pygame.Rect(width - 14 - charges * 14, band, charges * 12 + 12, icon // 3 + 12),
                     "legend.alone.charges")
    badge_room = max(12, width // 8) + 6 if upgraded else 0
    if wide:
        left = icon + 22
        body = pygame.Rect(left, band + 4, width - left - 6, height - band - 8 - badge_room)
        small = max(9, min(14, height // 8))
    else:
        body = pygame.Rect(6, band + icon + 8, width - 12, height - band - icon - 10 - badge_room)
        small = max(9, min(15, width // 11))
    words = cardtext.item_text(card, upgraded, lang)
    if height < 220:
        small = style.fit_wrapped_size(words, body, small, 8)
    used = style.draw_wrapped(surface, words, body, small, INK)
    if height >= 220 and not upgraded:     # the large card tells what an upgrade would give
        body = style.below(body, used + 8)
        style.draw_wrapped(surface, cardtext.upgrade_text(card, lang), body, small - 1, (90, 90, 96), "italic")
    if upgraded:
        mark = token.badge("▲ " + tr("alone.words.upgraded", lang), colour, max(10, small))
        style.blit(surface, mark, mark.get_rect(bottomright=(width - 4, height - 4)))
    pygame.draw.rect(surface, (0, 0, 0, 90), surface.get_rect(), 1, border_radius=radius)
    return surface


# ---- cards for the zoom -----------------------------------------------------------------------------
@lru_cache(maxsize=32)
def creature_card(kind: str, nightmare: bool, width: int, height: int, lang: str) -> pygame.Surface:
    """What a creature can do: its dice in the dark and in light, damage to wound and kill, the
    shock it gives, how far away it spawns (in Nightmare, with the Nightmare's changes)."""
    spec = content().creatures[kind]
    letter, colour = creature_look(kind)
    surface = cards.blank((width, height), (226, 222, 214), 12)
    band = 54
    pygame.draw.rect(surface, colour, (0, 0, width, band), border_top_left_radius=12, border_top_right_radius=12)
    style.blit(surface, token.figure(letter, colour, (255, 255, 255), 40), (8, 7))
    name = pick(spec.name, lang)
    style.draw_fitted(surface, name, pygame.Rect(56, 0, width - 64, band), 26, (255, 255, 255), "bold", "midleft",
                      smallest=12)
    night = content().nightmare
    bonus = night.dice if nightmare else 0
    rows = [
        ("dark", spec.dark + bonus), ("lit", spec.lit + bonus if spec.lit else 0), ("wound", spec.wound),
        ("kill", spec.kill), ("shock", spec.shock + (night.shock if nightmare and spec.shock else 0)),
        ("spawn", max(0, spec.spawn + (night.spawn if nightmare else 0))),
    ]
    y = band + 12
    for key, value in rows:
        style.draw_text(surface, tr(f"alone.stat.{key}", lang), (14, y), 18, INK)
        style.draw_text(surface, str(value), (width - 16, y), 20, INK, "bold", "topright")
        y += 30
    skill = pick(content().skills[spec.skill].name, lang) if spec.skill in content().skills else ""
    if skill:
        style.draw_wrapped(surface, tr("alone.stat.skill", lang, skill=skill), pygame.Rect(14, y + 4, width - 28, 60),
                           16, (70, 70, 80), "italic")
    return surface


def mission_header(colour: str) -> tuple[int, int, int]:
    """A mission's colour under its white name (4.5:1)."""
    return colour_science.darkened(style.shade(MISSION[colour]), (255, 255, 255), 4.5)


@lru_cache(maxsize=32)
def mission_card(mission: str, width: int, height: int, lang: str) -> pygame.Surface:
    spec = content().missions[mission]
    colour = mission_header(spec.colour)
    surface = cards.blank((width, height), (232, 228, 218), 12)
    pygame.draw.rect(surface, colour, (0, 0, width, 48), border_top_left_radius=12, border_top_right_radius=12)
    name = pick(spec.name, lang)
    style.draw_fitted(surface, name, pygame.Rect(10, 0, width - 20, 48), 24, (255, 255, 255), "bold", smallest=12)
    style.draw_wrapped(surface, pick(spec.text, lang), pygame.Rect(14, 62, width - 28, height - 70), 18, INK)
    return surface
