"""The log panel: every event told in words, newest at the bottom, scrolled with the wheel.

Lines are wrapped and rendered once; a frame only blits the visible ones.
"""

from __future__ import annotations

import pygame

from scenes import style
from scenes.widgets import panel

KIND_COLOURS = {
    "event": style.TEXT,
    "command": style.ACCENT,
    "barrier": style.TEXT_DIM,
    "refusal": style.DANGER,
    "heading": style.INFO,
}
SIZE = 17


class LogPanel:
    def __init__(self, rect: pygame.Rect, heading: str = "") -> None:
        self.rect = rect
        self.heading = heading
        self.entries: list[tuple[str, str]] = []
        self.rendered: list[list[pygame.Surface]] = []
        self.scroll = 0                       # lines hidden below the bottom (0: follow the end)

    @property
    def body(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 12, self.rect.y + 40, self.rect.width - 24, self.rect.height - 50)

    def add(self, words: str, kind: str = "event") -> None:
        self.entries.append((words, kind))
        colour = KIND_COLOURS.get(kind, style.TEXT)
        face = "bold" if kind in ("command", "heading") else "regular"
        lines = style.wrap(words, SIZE, self.body.width - 8, face)
        self.rendered.append([style.text(line, SIZE, colour, face) for line in lines])
        self.scroll = 0

    def truncate(self, count: int) -> None:
        del self.entries[count:]
        del self.rendered[count:]
        self.scroll = 0

    def sync(self, entries: list[tuple[str, str]]) -> None:
        """Show exactly `entries` (words, kind): what they share with the lines shown stays
        rendered, the rest is rendered anew."""
        kept = 0
        for old, new in zip(self.entries, entries, strict=False):
            if old != new:
                break
            kept += 1
        if kept == len(self.entries) == len(entries):
            return
        self.truncate(kept)
        for words, kind in entries[kept:]:
            self.add(words, kind)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            total = sum(len(lines) for lines in self.rendered)
            self.scroll = max(0, min(total - 1, self.scroll + event.y * 3))
            return True
        return False

    def draw(self, surface) -> None:
        panel.titled(surface, self.rect, self.heading, (22, 27, 34), size=18)
        body = self.body
        line_height = style.font(SIZE).get_linesize()
        visible = body.height // line_height
        flat = [line for lines in self.rendered for line in lines]
        end = len(flat) - self.scroll
        start = max(0, end - visible)
        y = body.bottom - (end - start) * line_height
        for image in flat[start:end]:
            style.blit(surface, image, (body.x, y))
            y += line_height
        if self.scroll:
            style.draw_text(surface, "▼", (self.rect.right - 16, self.rect.bottom - 8), 16, style.ACCENT,
                            "bold", "bottomright")
