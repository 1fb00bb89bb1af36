"""A chapter's story read at the table: before play, what its opening card and the cards read
with it tell (and, for a chapter begun away from the family's campaign, that it starts from the
chapter's own default carry-over); at its end, what its last cards tell, and its ending. A panel
over the card reader and the log, a page at a time (`pages.py`); the rest of the table stays in
view, and bots wait until the panel is closed (Begin, Space on the last page, or Esc)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import pick, tr
from game.titles.heredity import model as m
from game.titles.heredity.content import content
from game.titles.heredity.view import ending_text
from scenes import style
from scenes.tables.heredity.pages import Pager, Paragraph, draw_page, lay_out
from scenes.widgets.button import Button, ButtonRow

HEADER, FOOTER = 46, 56
TEXT_SIZE = 17


class ChapterStory:
    def __init__(self, heading: str, paragraphs: list[Paragraph], rect: pygame.Rect, close_label: str,
                 on_close: Callable[[], None] | None = None) -> None:
        self.heading = heading
        self.rect = rect
        self.body = pygame.Rect(rect.x + 18, rect.y + HEADER, rect.width - 36, rect.height - HEADER - FOOTER)
        self.pager = Pager(lay_out(paragraphs, self.body.width, self.body.height), "chapter_story")
        self.close_label = close_label
        self.on_close = on_close
        self.closed = False
        self.buttons = ButtonRow()
        self.set_buttons()

    def bar(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 18, self.rect.bottom - FOOTER + 6, 200, FOOTER - 14)

    def set_buttons(self) -> None:
        bar = self.bar()
        done = Button(pygame.Rect(self.rect.right - 238, bar.y, 220, bar.height), self.close_label, self.close,
                      primary=True, name="chapter_story_close")
        self.buttons.set([*self.pager.buttons(bar, self.set_buttons), done])

    def close(self) -> None:
        self.closed = True
        if self.on_close is not None:
            self.on_close()

    def handle(self, event) -> bool:
        """Its buttons; Space or Enter turns the page (on the last, closes); Esc closes; the
        mouse over the panel is the panel's."""
        if self.buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            if self.pager.index < len(self.pager.pages) - 1:
                self.pager.turn(1)
                self.set_buttons()
            else:
                self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        pos = getattr(event, "pos", None)
        return pos is not None and event.type != pygame.MOUSEBUTTONUP and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        style.drop_shadow(surface, self.rect, 12)
        style.panel(surface, self.rect, (30, 34, 44), style.ACCENT, 10, 2)
        style.draw_fitted(surface, self.heading, pygame.Rect(self.rect.x + 18, self.rect.y + 10, self.rect.width - 36,
                                                             30), 21, style.TEXT, "bold", "midleft", smallest=15)
        draw_page(surface, self.pager.page(), self.body)
        self.pager.draw_count(surface, self.bar())
        self.buttons.draw(surface)


def stories(events) -> list[Paragraph]:
    """The cards read among `events`, in order, each by its title and its story (terrain and
    items tell none)."""
    found = []
    for event in events:
        side = content().cards[event.card].a if isinstance(event, m.CardTaken) else None
        if side is not None and side.story:
            found += [Paragraph(pick(side.title), TEXT_SIZE, style.ACCENT, "bold", gap=10, keep=True),
                      Paragraph(pick(side.story), TEXT_SIZE, style.TEXT)]
    return found


def chapter_heading(session) -> str:
    number = session.header.options["chapter"]
    return tr("heredity_table.chapter", n=number, title=pick(content().chapters[number].title))


def opening(session, rect: pygame.Rect) -> ChapterStory:
    """The chapter's opening, as its set-up read it; a chapter after the first begun without the
    family's campaign says it starts from its own default carry-over."""
    setup = session.header.setup or {}
    note = []
    if session.header.options["chapter"] > 1 and not setup.get("campaign"):
        note = [Paragraph(tr("heredity.note.chapter", value=session.header.options["chapter"]), 16, style.TEXT_DIM)]
    return ChapterStory(chapter_heading(session), note + stories(session.history[0].events), rect,
                        tr("heredity_table.story.begin"))


def closing(session, rect: pygame.Rect, then: Callable[[], None]) -> ChapterStory:
    """What the last command's cards told, and the chapter's ending."""
    ending = Paragraph(ending_text(session.outcome()), TEXT_SIZE + 1, style.TEXT, "bold", gap=12)
    return ChapterStory(chapter_heading(session), stories(session.history[-1].events) + [ending], rect,
                        tr("heredity_table.story.end"), then)
