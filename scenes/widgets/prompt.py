"""The prompt bar: what the game waits for, in words, with a button for each answer the bar
offers (the board offers the rest: lit cards, lit cells)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes import style
from scenes.widgets.button import Button


@dataclass
class Answer:
    label: str
    run: Callable[[], object]
    primary: bool = False
    name: str = ""
    hint: str = ""
    command: object = None            # the command it gives, when it gives one
    enabled: bool = True
    width: int = 0                    # its button's width (0: as its label needs)
    tooltip: str = ""


QUESTION_ONE_LINE = 18     # the smallest size a question is shrunk to on one line before it wraps


def answer_width(label: str) -> int:
    """The width of an answer's button that its label needs."""
    return max(150, min(420, style.font(19, "bold").size(label)[0] + 44))


class PromptBar:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.question = ""
        self.detail = ""
        self.warning = ""
        # the program's last message (a toast: "Saved"), in its colour, until the next move
        self.notice: tuple[str, tuple] | None = None
        self.buttons: list[Button] = []
        self.reserve = 0                  # pixels at the right end kept for another control
        # pixels along the bottom kept for another control (a replay's slider): the buttons and the
        # question, on one line and with no detail, share the rest
        self.keep_below = 0

    def set(self, question: str, answers: list[Answer], detail: str = "") -> None:
        self.question = question
        self.detail = detail
        self.warning = ""
        self.layout(answers)

    def layout(self, answers: list[Answer]) -> None:
        self.buttons = []
        if not answers:
            return
        gap = 12
        right = self.rect.right - 16 - self.reserve
        widths = [a.width or answer_width(a.label) for a in answers]
        total = sum(widths) + gap * (len(widths) - 1)
        available = self.rect.width - 620 - self.reserve
        if total > available:
            scale = available / total
            widths = [max(90, int(w * scale)) for w in widths]
        x = right - (sum(widths) + gap * (len(widths) - 1))
        margin = 8 if self.keep_below else 16
        for answer, width in zip(answers, widths, strict=True):
            rect = pygame.Rect(x, self.rect.y + margin, width, self.rect.height - self.keep_below - 2 * margin)
            self.buttons.append(Button(rect, answer.label, answer.run, primary=answer.primary, enabled=answer.enabled,
                                       name=answer.name, hint=answer.hint, command=answer.command,
                                       tooltip=answer.tooltip))
            x += width + gap

    def primary(self) -> Button | None:
        return next((b for b in self.buttons if b.primary), None)

    def handle(self, event) -> bool:
        return any(button.handle(event) for button in list(self.buttons))

    def words_area(self) -> pygame.Rect:
        """Where the question and its detail go: left of the buttons and the reserved end."""
        left = self.buttons[0].rect.left - 20 if self.buttons else self.rect.right - 20 - self.reserve
        return pygame.Rect(self.rect.x + 20, self.rect.y + 10, left - self.rect.x - 20, self.rect.height - 20)

    def draw(self, surface) -> None:
        style.panel(surface, self.rect, (26, 31, 39), style.ACCENT if self.buttons else style.BORDER, 12, 2)
        if self.keep_below:
            area = self.words_area()
            line = pygame.Rect(area.x, self.rect.y + 8, area.width, self.rect.height - self.keep_below - 16)
            style.draw_fitted(surface, self.question, line, 26, style.TEXT, "bold", "midleft",
                              smallest=QUESTION_ONE_LINE)
        else:
            self.draw_words(surface)
        for button in self.buttons:
            button.draw(surface)

    def draw_words(self, surface) -> None:
        """The question, on one line where it fits, and under it why the last gesture gave
        nothing, else the program's last message, else the hint."""
        area = self.words_area()
        if style.fits(self.question, area.width, QUESTION_ONE_LINE, "bold"):
            style.draw_fitted(surface, self.question, pygame.Rect(area.x, area.y + 2, area.width, 36), 26,
                              style.TEXT, "bold", "midleft", smallest=QUESTION_ONE_LINE)
            top = area.y + 42
        else:       # many answer buttons leave a long question too little room: it takes two lines
            top = area.y + style.draw_wrapped(surface, self.question, pygame.Rect(area.x, area.y, area.width, 58),
                                              22, style.TEXT, "bold", 0, smallest=15) + 4
        below = pygame.Rect(area.x, top, area.width, area.bottom - top)
        if self.warning:
            style.draw_wrapped(surface, self.warning, below, 18, style.DANGER, "bold", 0, smallest=13)
        elif self.notice:
            style.draw_wrapped(surface, self.notice[0], below, 18, self.notice[1], "bold", 0, smallest=13)
        elif self.detail:
            style.draw_wrapped(surface, self.detail, below, 18, style.TEXT_DIM, spacing=0, smallest=13)
