"""A phase told step by step: after a command that ran a whole phase by itself (Raxxon's end of
day, the Dawn of the Zeds zed phase, a Heredity timeline step), a panel over the log shows what
happened one step at a time, the places of each step lit on the table, then a one-screen summary.

A step may carry a picture of what the table no longer shows (Raxxon's crowd as it was revealed,
before it was gathered into the deck): it lies over the table while that step is on, and a click
on it is a click on the panel.

It steps by itself at the animation pace, or at once on a click on it or Space; Esc or its Skip
button goes straight to the end and closes it. It covers only the log; while its steps are told the
table shows the game as told so far (`scenes/table_motion.py`), where a click tells the next step,
and from the summary on the table is the game now and acts as always. Its words are the log lines
of the command as the holder was told them (`seen_by`), so it never shows more than that seat's log.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import tr
from scenes import style
from scenes.places import Place
from scenes.widgets.button import Button

STEP_SECONDS = 1.6          # one step on show at animation speed 1
HEADER = 44
FOOTER = 56
LINE_GAP = 6


@dataclass
class Step:
    """One thing that happened: its words, where on the table it happened, and what the table no
    longer shows of it (a picture and where it goes over the table while the step is on: the
    crowd revealed at nightfall, gathered into the deck since)."""

    text: str
    places: tuple[Place, ...] = ()
    picture: tuple[pygame.Surface, pygame.Rect] | None = None
    # the game as told up to this step: the state after its event, and how many of the command's
    # events that is (the shared table fills them in: `Motions.start_story`)
    state: Any = None
    upto: int = 0


@dataclass
class PhaseStory:
    """A phase to tell: its heading, its steps in order, and the summary's lines."""

    heading: str
    steps: list[Step]
    totals: list[str] = field(default_factory=list)


class StoryPanel:
    def __init__(self, story: PhaseStory, rect: pygame.Rect, speed: float) -> None:
        self.story = story
        self.rect = rect
        self.step_seconds = STEP_SECONDS / speed
        self.index = 0                   # the step on show; len(steps): the summary
        self.waited = 0.0
        self.closed = False
        self.pressed = False             # a press on the panel: its release is the panel's too
        self.skip = Button(pygame.Rect(rect.right - 132, rect.bottom - 48, 120, 40), tr("ui.story.skip"),
                           self.close, name="story_skip", hint="Esc")
        self.picture: pygame.Surface | None = None
        self.drawn_for: int | None = None         # the step the picture shows

    @property
    def at_end(self) -> bool:
        return self.index >= len(self.story.steps)

    def places(self) -> tuple[Place, ...]:
        """The places of the step on show (none on the summary)."""
        return () if self.at_end else self.story.steps[self.index].places

    def next(self) -> None:
        """The next step; past the summary, the panel closes."""
        if self.at_end:
            self.close()
            return
        self.index += 1
        self.waited = 0.0

    def to_summary(self) -> None:
        """Every step told at once: the summary is on show."""
        self.index = len(self.story.steps)

    def close(self) -> None:
        self.index = len(self.story.steps)
        self.closed = True

    def update(self, dt: float) -> None:
        if self.at_end:
            return
        self.waited += dt
        if self.waited >= self.step_seconds:
            self.next()

    def wake_in(self) -> float | None:
        """Seconds to the next step; None on the summary, which waits for the player."""
        return None if self.at_end else max(0.0, self.step_seconds - self.waited)

    def handle(self, event) -> bool:
        """Space or a click on the panel: the next step; Esc or Skip: closed at once. Anything
        else is the table's."""
        if self.skip.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.next()
            return True
        if event.type == pygame.MOUSEMOTION and self.shows_at(event.pos):
            return True                     # no zoom of the table's pieces hidden under the picture
        if event.type == pygame.MOUSEBUTTONDOWN and (self.rect.collidepoint(event.pos) or self.shows_at(event.pos)):
            self.pressed = True
            if event.button == 1:
                self.next()
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.pressed:
            self.pressed = False            # the end of its own click (a drag let go here is the table's)
            return True
        return False

    def shows_at(self, pos) -> bool:
        """Whether the picture of the step on show lies at `pos` (a click there is the panel's:
        the table under it is hidden)."""
        shown = None if self.at_end else self.story.steps[self.index].picture
        return shown is not None and shown[1].collidepoint(pos)

    def draw(self, surface) -> None:
        shown = None if self.at_end else self.story.steps[self.index].picture
        if shown is not None:
            surface.blit(*shown)        # no shadow: blending one under so large a picture costs a frame's time
        if self.picture is None or self.index != self.drawn_for:
            self.picture = self.paint()
            self.drawn_for = self.index
        style.drop_shadow(surface, self.rect, 12)
        surface.blit(self.picture, self.rect)
        self.skip.label = tr("ui.story.close") if self.at_end else tr("ui.story.skip")
        self.skip.draw(surface)

    def paint(self) -> pygame.Surface:
        picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        area = picture.get_rect()
        style.panel(picture, area, (30, 34, 44), style.ACCENT, 10, 2)
        style.draw_text(picture, self.story.heading, (12, 10), style.fit_size(self.story.heading, area.width - 24, 20),
                        style.TEXT, "bold")
        body = pygame.Rect(12, HEADER, area.width - 24, area.height - HEADER - FOOTER)
        if self.at_end:
            style.draw_text(picture, tr("ui.story.summary"), body.topleft, 16, style.ACCENT, "bold")
            totals = [(line, style.TEXT) for line in self.story.totals]
            self.draw_lines(picture, totals, body.inflate(0, -26).move(0, 13))
            hint = tr("ui.story.close_hint")
        else:
            count = tr("ui.story.step", n=self.index + 1, of=len(self.story.steps))
            style.draw_text(picture, count, body.topleft, 16, style.ACCENT, "bold")
            shown = [(step.text, style.TEXT_DIM) for step in self.story.steps[:self.index]]
            shown.append((self.story.steps[self.index].text, style.TEXT))
            self.draw_lines(picture, shown, body.inflate(0, -26).move(0, 13), newest_last=True)
            hint = tr("ui.story.step_hint")
        room = self.skip.rect.x - self.rect.x - 24
        style.draw_text(picture, hint, (12, area.bottom - 28), style.fit_size(hint, room, 14, 9), style.TEXT_DIM,
                        "regular", "midleft")
        return picture

    @staticmethod
    def draw_lines(picture, lines: list[tuple[str, tuple]], area: pygame.Rect, newest_last: bool = False) -> None:
        """Wrapped lines top down; when they do not fit, the oldest give way (`newest_last`)."""
        heights = [len(style.wrap(words, 17, area.width)) * (style.font(17).get_linesize() + 2) + LINE_GAP
                   for words, _ in lines]
        start = 0
        while newest_last and start < len(lines) - 1 and sum(heights[start:]) > area.height:
            start += 1
        y = area.y
        for (words, colour), height in zip(lines[start:], heights[start:], strict=True):
            if y + height - LINE_GAP > area.bottom:
                break
            style.draw_wrapped(picture, words, pygame.Rect(area.x, y, area.width, height), 17, colour)
            y += height
