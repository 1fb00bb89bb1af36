"""Colours, fonts and the small drawing helpers every scene shares.

Text is rendered once per (text, font, colour) and cached: drawing a frame blits surfaces and
never lays out the same words twice. The cache holds at most `TEXT_BYTES` of pictures, the least
recently drawn going first: every log line and prompt of a game is a text of its own, and a cache
counted in texts had kept 116 MB of them after four games.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Hashable
from functools import cache, lru_cache

import pygame

from game.paths import ASSETS
from scenes import iconmap, textmap

LOGICAL_SIZE = (1920, 1080)
FONT_DIR = ASSETS / "fonts"

BACKGROUND = (18, 22, 28)
PANEL = (30, 36, 44)
PANEL_LIGHT = (40, 47, 57)
BORDER = (62, 72, 86)           # a panel's edge: the panel's fill already shows where it is
OUTLINE = (116, 128, 146)       # the outline of an empty place or pile: 3:1 on the panels (WCAG 1.4.11)
TEXT = (236, 232, 224)
TEXT_DIM = (160, 166, 174)
TEXT_DARK = (24, 26, 30)
ACCENT = (242, 193, 78)          # what may be chosen now
ACCENT_SOFT = (242, 193, 78, 70)
DANGER = (223, 122, 114)       # 4.5:1 on PANEL_LIGHT, as words of warning need
GOOD = (96, 184, 110)
INFO = (92, 156, 220)
SHADOW = (0, 0, 0, 110)
# each seat's moves in the log, in seat order: distinct on the dark panels and from ACCENT's "choose this"
SEAT_COLOURS = ((108, 176, 240), (236, 138, 92), (126, 200, 120), (212, 128, 208))

# The palettes a player may choose (Settings): "usual", and one whose meaningful colours stay
# apart under protanopia, deuteranopia and tritanopia, after Okabe & Ito 2008, "Color Universal
# Design" (their orange, sky blue, bluish green, vermillion, reddish purple) and Tol 2021's
# "muted" scheme where four must part, each lightened or darkened to keep its contrast.
# `use_palette` sets the colours below; a table's own colours go through `shade`.
PALETTES = ("usual", "colour_blind")
USUAL = {"DANGER": DANGER, "GOOD": GOOD, "SEAT_COLOURS": SEAT_COLOURS}
COLOUR_BLIND = {
    "DANGER": (238, 132, 88),
    "GOOD": (102, 186, 236),
    # four seats ΔE2000 ≥ 14 apart to every eye, each 4.5:1 on the panels (searched among the two schemes)
    "SEAT_COLOURS": ((79, 158, 202), (170, 170, 0), (239, 107, 123), (153, 221, 255)),
}
# a table's colour -> its colour in the colour-blind palette (Alone's reaction decks, Heredity's bands)
SHADES = {
    (184, 52, 44): (136, 34, 85),       # Alone's decks: four told apart by every eye (ΔE2000 ≥ 15),
    (47, 109, 181): (120, 60, 170),     # after Tol's "muted" scheme: Wrath wine, Speed indigo,
    (60, 138, 74): (34, 136, 51),       # Terror green,
    (122, 60, 154): (204, 121, 167),    # Traps rose
    (122, 150, 62): (221, 204, 119),    # Alone's creatures, five apart (ΔE2000 ≥ 20): spore sand,
    (176, 92, 40): (204, 102, 119),     # parasite rose,
    (120, 70, 150): (0, 114, 178),      # cultist blue,
    (60, 120, 140): (136, 204, 238),    # hybrid cyan,
    (150, 56, 70): (136, 34, 85),       # worm wine
    (86, 168, 96): (0, 158, 115),       # Alone's missions: green, blue, red as Okabe & Ito's
    (84, 140, 214): (0, 114, 178),
    (206, 74, 64): (213, 94, 0),
    (64, 124, 206): (0, 114, 178),      # Heredity's blue band: blue
    (72, 162, 86): (0, 158, 115),       # Heredity's green band: bluish green
    (146, 88, 186): (204, 121, 167),    # Heredity's purple attach band: reddish purple, far from the blue band
    (196, 58, 58): (213, 94, 0),        # Heredity's red attach band: vermillion, far from the green band
    (120, 200, 120): (86, 180, 233),    # Dawn of the Zeds' village edge: sky blue, far from the yellow glow
    (70, 150, 80): (0, 114, 178),       # Raxxon's healthy: blue
    (190, 60, 52): (213, 94, 0),        # Raxxon's infected: vermillion
}
palette = "usual"


def use_palette(name: str) -> None:
    """Draw from now on in the palette `name` (an unknown name: the usual one)."""
    global palette
    palette = name if name in PALETTES else "usual"
    globals().update(COLOUR_BLIND if palette == "colour_blind" else USUAL)


def shade(colour):
    """A table's meaningful colour as the palette chosen draws it."""
    if palette != "colour_blind":
        return colour
    return SHADES.get(tuple(colour[:3]), colour)


FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "condensed": "DejaVuSansCondensed.ttf",
    "condensed_bold": "DejaVuSansCondensed-Bold.ttf",
    "serif_bold": "DejaVuSerif-Bold.ttf",
    "italic": "DejaVuSans-Oblique.ttf",
}


# What no font draws: control characters (a NUL from a damaged file) and lone surrogates (a file
# name that is not UTF-8, as Python reads it); a tab and a newline are laid out, not drawn.
UNDRAWABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def printable(words: str) -> str:
    """`words` as a font can draw them: each character none can draw shown as �."""
    return UNDRAWABLE.sub(REPLACEMENT, words)


class Font(pygame.font.Font):
    """The one way text is measured and drawn: any string, whatever a file or the system held,
    goes through `printable`, and one of zero-width characters only draws as nothing (pygame
    refuses both)."""

    def size(self, text) -> tuple[int, int]:
        return super().size(printable(text))

    def render(self, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
        shown = printable(text)
        try:
            return super().render(shown, antialias, color, bgcolor, wraplength)
        except pygame.error:            # "Text has zero width"
            return pygame.Surface((0, self.get_linesize()), pygame.SRCALPHA)


@cache
def font(size: int, face: str = "regular") -> Font:
    return Font(str(FONT_DIR / FONT_FILES[face]), size)


SOFT_HYPHEN = "\u00ad"       # where a long German word may break ("Selbst\u00adbeherrschung")


TEXT_BYTES = 16_000_000       # rendered texts kept: some 500 log lines, many screens' worth of labels


class Pictures:
    """Surfaces kept by key until they hold more than `budget` bytes of pixels; then the least
    recently asked for go first."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.kept: dict[Hashable, pygame.Surface] = {}      # the least recently asked for first
        self.bytes = 0

    def get(self, key: Hashable) -> pygame.Surface | None:
        picture = self.kept.pop(key, None)
        if picture is not None:
            self.kept[key] = picture
        return picture

    def put(self, key: Hashable, picture: pygame.Surface) -> None:
        self.kept[key] = picture
        self.bytes += picture_bytes(picture)
        while self.bytes > self.budget and len(self.kept) > 1:
            self.bytes -= picture_bytes(self.kept.pop(next(iter(self.kept))))

    def clear(self) -> None:
        self.kept.clear()
        self.bytes = 0


def picture_bytes(picture: pygame.Surface) -> int:
    return picture.get_pitch() * picture.get_height()


_texts = Pictures(TEXT_BYTES)


def text(words: str, size: int, colour=TEXT, face: str = "regular") -> pygame.Surface:
    key = (words, size, colour, face)
    image = _texts.get(key)
    if image is None:
        image = font(size, face).render(words.replace(SOFT_HYPHEN, ""), True, colour)
        textmap.rendered(image, words, size)
        _texts.put(key, image)
    return image


def forget_fonts() -> None:
    """pygame.quit() invalidates every font: drop the caches that hold them (tests restart)."""
    font.cache_clear()
    _texts.clear()
    _wrap.cache_clear()
    _veil.cache_clear()


def forget_pictures(package: str) -> None:
    """Drop what the modules of `package` remember (a title's card faces, counters and zooms: the
    cached functions of its table's package), so that a table left gives back what it drew; its
    next game draws them again (Dawn of the Zeds' event cards alone were 25 MB)."""
    for name, module in list(sys.modules.items()):
        if name == package or name.startswith(package + "."):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                    value.cache_clear()


def wrap(words: str, size: int, width: int, face: str = "regular") -> list[str]:
    """Break `words` into lines no wider than `width` pixels (hard breaks on newlines)."""
    return list(_wrap(words, size, width, face))


@lru_cache(maxsize=2048)
def _wrap(words: str, size: int, width: int, face: str) -> tuple[str, ...]:
    def measure(words: str) -> tuple[int, int]:
        return font(size, face).size(words.replace(SOFT_HYPHEN, ""))
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            for part in _hyphen_parts(word) if measure(word)[0] > width else [word]:
                joiner = "" if line.endswith(("-", SOFT_HYPHEN)) and part is not word else " "
                trial = f"{line}{joiner}{part}" if line else part
                if measure(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(_broken(line))
                    line = part
        lines.append(line)
    return tuple(lines)


def _hyphen_parts(word: str) -> list[str]:
    """A long compound word ("Bevölkerungs-Ablagestapel") may break after its hyphens and its
    soft hyphens."""
    parts = word.replace(SOFT_HYPHEN, SOFT_HYPHEN + "|").replace("-", "-|").split("|")
    return [part for part in parts if part]


def _broken(line: str) -> str:
    """A line that ends at a soft hyphen shows it as a hyphen."""
    return line[:-1] + "-" if line.endswith(SOFT_HYPHEN) else line


def clear(surface: pygame.Surface, colour=BACKGROUND) -> None:
    """Fill the whole surface to paint it anew (the texts it showed are gone)."""
    surface.fill(colour)
    textmap.forget(surface)


def blit(target: pygame.Surface, source: pygame.Surface, dest, area=None, floats: bool = False) -> pygame.Rect:
    """`target.blit`, carrying the texts drawn on `source` along on the text map. `floats`: it
    hovers for a moment (a dragged piece, a zoomed card) and may lie over any text."""
    shown = target.blit(source, dest, area)
    size = pygame.Rect(area).size if area is not None else source.get_size()
    landed = pygame.Rect((dest[0], dest[1]), size)
    textmap.carry(target, source, landed, area, floats=floats)
    iconmap.carry(target, source, landed, area, floats)
    return shown


def copy(surface: pygame.Surface) -> pygame.Surface:
    """`surface.copy()`, with the texts drawn on it."""
    twin = surface.copy()
    textmap.carry(twin, surface, twin.get_rect(), covers=False)
    iconmap.carry(twin, surface, twin.get_rect())
    return twin


def draw_text(surface, words: str, pos, size: int = 20, colour=TEXT, face="regular", anchor="topleft",
              box: pygame.Rect | None = None) -> pygame.Rect:
    """One line as it is; `box`: where it must fit (if not said: the panel it begins in, or the
    surface's visible part)."""
    image = text(words, size, colour, face)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if textmap.keeps(False):
        letters = textmap.ink(image, rect)
        where = pygame.Rect(box) if box else textmap.box_for(surface, letters)
        textmap.mark(surface, textmap.Placed(words, letters, where, size))
    return rect


def draw_fitted(surface, words: str, box: pygame.Rect, size: int = 20, colour=TEXT, face="regular",
                anchor="center", smallest: int = 11) -> pygame.Rect:
    """One line inside `box`: at `size` if it fits, else smaller down to `smallest`, else cut
    with "…" (the text map keeps the whole, for its tooltip). `anchor` places it in the box."""
    box = pygame.Rect(box)
    size = fit_size(words, box.width, size, smallest, face)
    shown = cut_to(words, size, box.width, face)
    image = text(shown, size, colour, face)
    rect = image.get_rect(**{anchor: getattr(box, anchor)})
    surface.blit(image, rect)
    _note(surface, shown, textmap.ink(image, rect), box, size, words)
    return rect


def cut_to(words: str, size: int, width: int, face: str = "regular") -> str:
    """`words`, or as much of them as fits in `width` followed by "…"."""
    measure = font(size, face).size
    plain = words.replace(SOFT_HYPHEN, "")
    if measure(plain)[0] <= width:
        return words
    low, high = 0, len(plain)
    while low < high:       # the longest beginning that fits with its "…"
        middle = (low + high + 1) // 2
        if measure(plain[:middle].rstrip() + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    head = plain[:low]
    space = head.rfind(" ")
    if low < len(plain) and plain[low] != " " and space > len(head) // 2:
        head = head[:space]         # end at a whole word when that keeps more than half the room
    return head.rstrip() + "…"


def _note(surface, shown: str, rect: pygame.Rect, box: pygame.Rect, size: int, words: str) -> None:
    cut = shown != words
    if textmap.keeps(cut):
        textmap.mark(surface, textmap.Placed(shown, rect, box, size, words.replace(SOFT_HYPHEN, "") if cut else ""))


def draw_wrapped(surface, words: str, rect: pygame.Rect, size: int = 18, colour=TEXT, face="regular",
                 spacing: int = 2, align="left", smallest: int | None = None, middle: bool = False) -> int:
    """Draw `words` wrapped inside `rect`, smaller down to `smallest` (default: `size`) when they
    need more room, their last line cut with "…" when even that is too little (the text map keeps
    the whole, for its tooltip); `middle`: the lines centred in the box's height. Returns the
    height used."""
    rect = pygame.Rect(rect)
    size = fit_wrapped_size(words, rect, size, smallest or size, face, spacing)
    height = font(size, face).get_linesize()
    lines = wrap(words, size, rect.width, face)
    room = max(1, (rect.height + spacing) // (height + spacing))
    if len(lines) > room:
        lines = lines[:room - 1] + [" ".join(lines[room - 1:])]
    y = rect.top
    if middle:
        y += max(0, rect.height - len(lines) * (height + spacing) + spacing) // 2
    for line in lines:
        shown = cut_to(line, size, rect.width, face)
        image = text(shown, size, colour, face)
        x = rect.left if align == "left" else rect.centerx - image.get_width() // 2
        surface.blit(image, (x, y))
        _note(surface, shown, textmap.ink(image, image.get_rect(topleft=(x, y))), rect, size,
              words if shown != line else shown)
        y += height + spacing
    return y - rect.top


def below(rect: pygame.Rect, used: int) -> pygame.Rect:
    """What is left of `rect` under its first `used` pixels (its bottom stays)."""
    return pygame.Rect(rect.x, rect.y + used, rect.width, max(0, rect.height - used))


def fits(words: str, width: int, size: int, face: str = "regular") -> bool:
    return font(size, face).size(words.replace(SOFT_HYPHEN, ""))[0] <= width


def fit_size(words: str, width: int, largest: int, smallest: int = 10, face="regular") -> int:
    for size in range(largest, smallest - 1, -1):
        if font(size, face).size(words)[0] <= width:
            return size
    return smallest


def fit_wrapped_size(words: str, rect: pygame.Rect, largest: int, smallest: int = 8, face="regular",
                     spacing: int = 2) -> int:
    """The largest size at which `words` wrap inside `rect`: every line as narrow as the box and
    all lines within its height (the smallest size when none does)."""
    measure = font(largest, face).size
    for size in range(largest, smallest - 1, -1):
        measure = font(size, face).size
        lines = wrap(words, size, rect.width, face)
        tall = len(lines) * (font(size, face).get_linesize() + spacing) - spacing
        if tall <= rect.height and all(measure(line)[0] <= rect.width for line in lines):
            return size
    return smallest


def panel(surface, rect, colour=PANEL, border=BORDER, radius=10, width=1, floats: bool = False):
    """A filled box; `floats`: it lies over the table for a while (a combat, a pop-up)."""
    textmap.cover(surface, pygame.Rect(rect), "a panel", floats)
    textmap.panel(surface, rect)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def glow(surface, rect, colour=ACCENT, radius=12, width=4):
    """The outline that says: this may be chosen now, with thick corner marks, a shape no edge
    of a place has (Dawn of the Zeds' village edge is of a colour that looks like it to some)."""
    outline = pygame.Rect(rect).inflate(10, 10)
    pygame.draw.rect(surface, colour, outline, width, border_radius=radius)
    corner_marks(surface, outline.inflate(6, 6), colour, width + 2)


def corner_marks(surface, rect: pygame.Rect, colour, width: int) -> None:
    """An L at each corner of `rect`, a fifth of its shorter side long (between 8 and 24 px)."""
    arm = max(8, min(24, min(rect.width, rect.height) // 5))
    for x, y, dx, dy in ((rect.left, rect.top, 1, 1), (rect.right - 1, rect.top, -1, 1),
                         (rect.left, rect.bottom - 1, 1, -1), (rect.right - 1, rect.bottom - 1, -1, -1)):
        pygame.draw.line(surface, colour, (x, y), (x + dx * arm, y), width)
        pygame.draw.line(surface, colour, (x, y), (x, y + dy * arm), width)


@lru_cache(maxsize=64)
def shadow_surface(width: int, height: int, radius: int) -> pygame.Surface:
    shade = pygame.Surface((width + 12, height + 12), pygame.SRCALPHA)
    for step in range(6):
        alpha = 18 + step * 6
        pygame.draw.rect(shade, (0, 0, 0, alpha), pygame.Rect(step, step, width + 12 - 2 * step,
                                                              height + 12 - 2 * step), border_radius=radius + 6 - step)
    return shade


def drop_shadow(surface, rect, radius=10):
    rect = pygame.Rect(rect)
    surface.blit(shadow_surface(rect.width, rect.height, radius), (rect.x - 3, rect.y + 2))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    shade = pygame.Surface(size)
    shade.fill((8, 10, 14))
    shade.set_alpha(alpha)
    return shade


def veil(surface, alpha: int = 150):
    """Darken everything below an overlay (its texts are no longer the ones to read)."""
    textmap.forget(surface)
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))


def meaningful_pairs():
    """The theme's colours that mean different things, each with its second cue (the tables'
    own are in each table's `colours`)."""
    from itertools import combinations

    from scenes.colour_science import Pair
    return (
        Pair("good / danger message", GOOD, DANGER, "the message's words; a refusal sounds"),
        Pair("what may be chosen / what is picked", ACCENT, (255, 255, 255), "the picked one's place in the prompt"),
        *(Pair(f"seat {a + 1} / seat {b + 1} in the log", SEAT_COLOURS[a], SEAT_COLOURS[b],
               "the seat's name begins each of its lines")
          for a, b in combinations(range(len(SEAT_COLOURS)), 2)),
    )
