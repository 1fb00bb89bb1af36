"""Text laid out in pages of whole lines: nothing shrunk, nothing cut with "…". The campaign
screen's views, the campaign files and the chapter's opening and closing story each show a page
at a time, with buttons to turn them; every line of them can be read on some page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import tr
from scenes import style
from scenes.widgets.button import Button

LINE_SPACING = 2


@dataclass(frozen=True)
class Paragraph:
    """Words wrapped to the page's width, `gap` pixels below what comes before; or a picture
    (the karma deck's faces) of its own height. A heading `keep`s with the line after it."""

    words: str = ""
    size: int = 18
    colour: tuple = style.TEXT
    face: str = "regular"
    gap: int = 0
    picture: pygame.Surface | None = None
    keep: bool = False


@dataclass(frozen=True)
class Placed:
    """One line (or picture) of a page, and how far down the page it lies."""

    paragraph: Paragraph
    words: str
    y: int


def lay_out(paragraphs: list[Paragraph], width: int, height: int) -> list[list[Placed]]:
    """The paragraphs in pages `height` high: a paragraph goes on over the page break line by
    line, a heading never ends a page, and a gap never opens one."""
    rows = [_rows(paragraph, width) for paragraph in paragraphs]
    pages: list[list[Placed]] = [[]]
    y = 0
    for index, paragraph in enumerate(paragraphs):
        y += paragraph.gap if pages[-1] else 0
        following = paragraphs[index + 1] if index + 1 < len(paragraphs) else None
        if paragraph.keep and following and rows[index + 1] and pages[-1] and \
                y + sum(tall for _, tall in rows[index]) + following.gap + rows[index + 1][0][1] > height:
            pages.append([])
            y = 0
        for words, tall in rows[index]:
            if y + tall > height and pages[-1]:
                pages.append([])
                y = 0
            pages[-1].append(Placed(paragraph, words, y))
            y += tall
    return pages


def _rows(paragraph: Paragraph, width: int) -> list[tuple[str, int]]:
    """A paragraph's lines with their heights (a picture is one row)."""
    if paragraph.picture is not None:
        return [("", paragraph.picture.get_height())]
    tall = style.font(paragraph.size, paragraph.face).get_linesize() + LINE_SPACING
    return [(line, tall) for line in style.wrap(paragraph.words, paragraph.size, width, paragraph.face)]


def draw_page(surface: pygame.Surface, page: list[Placed], rect: pygame.Rect) -> None:
    for placed in page:
        paragraph = placed.paragraph
        if paragraph.picture is not None:
            style.blit(surface, paragraph.picture, (rect.x, rect.y + placed.y))
        elif placed.words:
            style.draw_text(surface, placed.words, (rect.x, rect.y + placed.y), paragraph.size, paragraph.colour,
                            paragraph.face, box=rect)


class Pager:
    """Which page is on show (of a laid-out text, or of any list cut into pages), and the buttons
    that turn it (none for one page)."""

    def __init__(self, pages: list[list], name: str) -> None:
        self.pages = pages
        self.name = name
        self.index = 0

    def turn(self, by: int) -> None:
        self.index = max(0, min(len(self.pages) - 1, self.index + by))

    def page(self) -> list:
        return self.pages[self.index]

    def buttons(self, at: pygame.Rect, then) -> list[Button]:
        """‹ and › at the two ends of `at`, when there is more than one page; `then` is called
        after a turn (to lay out the buttons anew)."""
        if len(self.pages) < 2:
            return []
        side = at.height

        def turner(by: int) -> Callable[[], None]:
            def turn() -> None:
                self.turn(by)
                then()
            return turn
        return [Button(pygame.Rect(at.x, at.y, side, side), "‹", turner(-1), enabled=self.index > 0,
                       name=f"{self.name}:back"),
                Button(pygame.Rect(at.right - side, at.y, side, side), "›", turner(1),
                       enabled=self.index < len(self.pages) - 1, name=f"{self.name}:on")]

    def draw_count(self, surface: pygame.Surface, at: pygame.Rect) -> None:
        if len(self.pages) > 1:
            style.draw_text(surface, tr("campaign.page", n=self.index + 1, of=len(self.pages)), at.center, 16,
                            style.TEXT_DIM, "regular", "center")
