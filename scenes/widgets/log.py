"""The log panel: one line per happening, newest at the bottom, scrolled with the wheel.

A seat's move begins with the seat's name in its colour, beside a bar of that colour; what
followed from it is indented below. Small pictures of the cards, dice and tokens a line tells of
stand before its words. Entries are wrapped and rendered once into rows; a frame only blits the
visible ones, and the topmost shown is always whole. Where the table says so (`picked`: a
replay), the entries of the move under the mouse are underlaid and a click hands that move back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes import style
from scenes.widgets import panel

SIZE = 17
BAR = 3                     # the width of the mover's colour bar
MOVE_INDENT = 8             # a move's words, right of its bar
EVENT_INDENT = 18           # what followed from a move, under it
GAP = 5                     # between a name, the pictures and the words
MARKED = (242, 193, 78, 34)     # under the entries of the move the table shows (a replay's step): the accent
HOVERED = (255, 255, 255, 22)   # under the entries of the move a click would go to


@dataclass(frozen=True)
class Entry:
    """One line of the log as the panel shows it."""

    words: str
    kind: str = "event"                     # "command": a seat's move | "event" | "barrier": undo stops here
    who: str = ""                           # the seat that moved, by name (a move)
    colour: tuple[int, int, int] = style.TEXT   # that seat's colour
    icons: tuple[str, ...] = ()             # `game.engine.narration.ICONS`
    turn: int | None = None                 # the move it belongs to


class LogPanel:
    def __init__(self, rect: pygame.Rect, heading: str = "", picked: Callable[[int], None] | None = None) -> None:
        self.rect = rect
        self.heading = heading
        self.picked = picked                  # a click on an entry hands its move here (None: clicks do nothing)
        self.entries: list[Entry] = []
        self.rendered: list[list[pygame.Surface]] = []
        self.scroll = 0                       # rows hidden below the bottom (0: follow the end)
        self.marked: int | None = None        # the move whose entries are underlaid
        self.hovered: int | None = None       # the move under the mouse, where a click goes to it

    @property
    def body(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 12, self.rect.y + 40, self.rect.width - 24, self.rect.height - 50)

    def add(self, entry: Entry) -> None:
        self.entries.append(entry)
        self.rendered.append(render(entry, self.body.width))
        self.scroll = 0

    def truncate(self, count: int) -> None:
        del self.entries[count:]
        del self.rendered[count:]
        self.scroll = 0

    def sync(self, entries: list[Entry]) -> None:
        """Show exactly `entries`: what they share with the entries shown stays rendered, the
        rest is rendered anew."""
        kept = 0
        for old, new in zip(self.entries, entries, strict=False):
            if old != new:
                break
            kept += 1
        if kept == len(self.entries) == len(entries):
            return
        self.truncate(kept)
        for entry in entries[kept:]:
            self.add(entry)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            total = sum(len(rows) for rows in self.rendered)
            self.scroll = max(0, min(total - 1, self.scroll + event.y * 3))
            return True
        if self.picked is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.turn_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            turn = self.turn_at(event.pos)
            if turn is not None:
                self.picked(turn)
                return True
        return False

    def turn_at(self, pos) -> int | None:
        """The move of the entry shown at `pos` (None: none there, or a line of no move)."""
        for place, index, _ in self.visible():
            if place.collidepoint(pos):
                return self.entries[index].turn
        return None

    def visible(self) -> list[tuple[pygame.Rect, int, pygame.Surface]]:
        """The rows shown, top to bottom: where each is drawn, its entry, its picture. The newest
        row sits at the bottom (less the rows scrolled away); an entry the top edge would cut in
        two is left out whole."""
        body = self.body
        line_height = style.font(SIZE).get_linesize()
        rows = [(index, number, row) for index, entry_rows in enumerate(self.rendered)
                for number, row in enumerate(entry_rows)]
        end = len(rows) - self.scroll
        start = max(0, end - body.height // line_height)
        while start < end and rows[start][1] != 0:
            start += 1
        top = body.bottom - (end - start) * line_height
        return [(pygame.Rect(body.x, top + at * line_height, body.width, line_height), index, row)
                for at, (index, _, row) in enumerate(rows[start:end])]

    def key(self) -> tuple:
        """What it shows (the table redraws its still layer when this changes)."""
        return (len(self.entries), self.entries[-1:], self.scroll, self.marked, self.hovered)

    def draw(self, surface) -> None:
        panel.titled(surface, self.rect, self.heading, (22, 27, 34), size=18)
        for place, index, row in self.visible():
            turn = self.entries[index].turn
            if turn is not None and turn == self.marked:
                _underlay(surface, place, MARKED)
            elif turn is not None and turn == self.hovered:
                _underlay(surface, place, HOVERED)
            style.blit(surface, row, place.topleft)
        if self.scroll:
            style.draw_text(surface, "▼", (self.rect.right - 16, self.rect.bottom - 8), 16, style.ACCENT,
                            "bold", "bottomright")


def _underlay(surface, place: pygame.Rect, colour: tuple[int, int, int, int]) -> None:
    shade = pygame.Surface(place.size, pygame.SRCALPHA)
    shade.fill(colour)
    surface.blit(shade, place.topleft)


# ---- rendering one entry into rows ------------------------------------------------------------------
def render(entry: Entry, width: int) -> list[pygame.Surface]:
    """The rows of `entry` at `width` pixels: a move's name and pictures lead its first row."""
    line_height = style.font(SIZE).get_linesize()
    if entry.kind == "barrier":
        row = pygame.Surface((width, line_height), pygame.SRCALPHA)
        words = style.text(entry.words, SIZE - 2, style.TEXT_DIM)
        style.blit(row, words, words.get_rect(center=(width // 2, line_height // 2)).topleft)
        return [row]
    move = entry.kind == "command"
    indent = MOVE_INDENT if move else EVENT_INDENT
    lead: list[pygame.Surface] = []
    if entry.who:
        lead.append(style.text(entry.who, SIZE, entry.colour, "bold"))
    lead += [icon(name, line_height - 4) for name in entry.icons]
    lead_width = sum(image.get_width() + GAP for image in lead)
    lines = wrap_after(entry.words, width - indent - lead_width, width - indent) if entry.words else [""]
    rows = []
    for number, line in enumerate(lines):
        row = pygame.Surface((width, line_height), pygame.SRCALPHA)
        if move:
            pygame.draw.rect(row, entry.colour, (0, 0, BAR, line_height))
        x = indent
        if number == 0:
            for image in lead:
                style.blit(row, image, (x, (line_height - image.get_height()) // 2))
                x += image.get_width() + GAP
        if line:
            style.blit(row, style.text(line, SIZE, style.TEXT), (x, 0))
        rows.append(row)
    return rows


def wrap_after(words: str, first: int, rest: int) -> list[str]:
    """`words` in lines: the first no wider than `first` pixels (it follows a name and pictures),
    the others no wider than `rest`. The first is empty when not even the first word fits there."""
    if first >= rest:
        return style.wrap(words, SIZE, rest)
    parts = words.split(" ")
    taken = 0
    while taken < len(parts) and style.fits(" ".join(parts[:taken + 1]), first, SIZE):
        taken += 1
    head, tail = " ".join(parts[:taken]), " ".join(parts[taken:])
    return [head, *style.wrap(tail, SIZE, rest)] if tail else [head]


# ---- the pictures beside the words -------------------------------------------------------------------
CARD_FACE = (236, 232, 224)
CARD_BACK = (96, 70, 140)
TOKEN = (226, 178, 70)
DIE = (248, 246, 240)
INK = (34, 36, 42)
PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}


@lru_cache(maxsize=64)
def icon(name: str, height: int) -> pygame.Surface:
    """A picture `height` pixels high: "card", "card_back", "token", "die" or "die:N" (N pips)."""
    kind, _, value = name.partition(":")
    if kind in ("card", "card_back"):
        image = pygame.Surface((height * 3 // 4, height), pygame.SRCALPHA)
        face = image.get_rect()
        pygame.draw.rect(image, CARD_FACE if kind == "card" else CARD_BACK, face, border_radius=2)
        pygame.draw.rect(image, INK if kind == "card" else CARD_FACE, face, 1, border_radius=2)
        if kind == "card":
            pygame.draw.line(image, INK, (2, height // 3), (face.width - 3, height // 3))
        return image
    if kind == "die":
        image = pygame.Surface((height, height), pygame.SRCALPHA)
        pygame.draw.rect(image, DIE, image.get_rect(), border_radius=3)
        pygame.draw.rect(image, INK, image.get_rect(), 1, border_radius=3)
        step = height // 4
        for column, row in PIPS.get(int(value), []) if value.isdigit() else ():
            pygame.draw.circle(image, INK, (step + column * step, step + row * step), max(1, height // 10))
        return image
    image = pygame.Surface((height, height), pygame.SRCALPHA)     # a token
    pygame.draw.circle(image, TOKEN, (height // 2, height // 2), height // 2 - 1)
    pygame.draw.circle(image, INK, (height // 2, height // 2), height // 2 - 1, 1)
    return image
