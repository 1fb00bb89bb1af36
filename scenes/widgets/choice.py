"""A row of segments, one of which is chosen: options, seats, settings."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes import style

LABEL_WIDTH = 260


class ChoiceRow:
    def __init__(self, rect: pygame.Rect, label: str, choices: Sequence[tuple[object, str]], selected,
                 on_change: Callable[[object], None], name: str = "", label_width: int = LABEL_WIDTH) -> None:
        self.rect = rect
        self.label = label
        self.choices = list(choices)
        self.selected = selected
        self.on_change = on_change
        self.name = name
        self.hover = -1
        label_width = label_width if label else 0
        width = (rect.width - label_width) // max(1, len(self.choices))
        self.segments = [pygame.Rect(rect.x + label_width + i * width, rect.y, width - 6, rect.height)
                         for i in range(len(self.choices))]

    def segment_for(self, value) -> pygame.Rect | None:
        for (choice, _), segment in zip(self.choices, self.segments, strict=True):
            if choice == value:
                return segment
        return None

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, s in enumerate(self.segments) if s.collidepoint(event.pos)), -1)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for (value, _), segment in zip(self.choices, self.segments, strict=True):
                if segment.collidepoint(event.pos):
                    self.choose(value)
                    return True
        return False

    def choose(self, value) -> None:
        if value != self.selected:
            self.selected = value
            self.on_change(value)

    def draw(self, surface) -> None:
        if self.label:
            style.draw_text(surface, self.label, (self.rect.x, self.rect.centery), 22, style.TEXT_DIM,
                            "bold", "midleft")
        for index, ((value, words), segment) in enumerate(zip(self.choices, self.segments, strict=True)):
            chosen = value == self.selected
            fill = style.ACCENT if chosen else ((58, 68, 82) if index == self.hover else style.PANEL_LIGHT)
            pygame.draw.rect(surface, fill, segment, border_radius=8)
            pygame.draw.rect(surface, (255, 230, 160) if chosen else style.OUTLINE, segment, 2, border_radius=8)
            colour = style.TEXT_DARK if chosen else style.TEXT
            _draw_words(surface, words, segment, colour)


WRAP_GAIN = 3         # points two lines must gain over one before a label is wrapped
WRAPPED_LARGEST = 18  # the largest size of a label on two lines


def _draw_words(surface, words: str, segment: pygame.Rect, colour) -> None:
    """On one line while it reads well (14 px or more) and two lines would not be clearly larger
    (a long name beside short ones was shrunk to one small line, while one a little longer
    wrapped at the others' size); else on two, as large as fits."""
    box = segment.inflate(-10, -6)
    size = style.fit_size(words, segment.width - 12, 20, 14, "bold")
    one_line = style.font(size, "bold").size(words)[0] <= segment.width - 12
    # measured only where two lines could be clearly larger (rows are drawn every frame, and most
    # labels fit one line large enough)
    may_gain = not one_line or size + WRAP_GAIN <= WRAPPED_LARGEST
    wrapped = style.fit_wrapped_size(words, box, WRAPPED_LARGEST, 9, "bold", spacing=0) if may_gain else 0
    if one_line and size + WRAP_GAIN > wrapped:
        style.draw_text(surface, words, segment.center, size, colour, "bold", "center")
        return
    size = wrapped
    lines = style.wrap(words, size, box.width, "bold")
    tall = len(lines) * style.font(size, "bold").get_linesize()
    top = segment.centery - tall // 2
    style.draw_wrapped(surface, words, pygame.Rect(box.x, top, box.width, tall + 2), size, colour, "bold",
                       spacing=0, align="center")
