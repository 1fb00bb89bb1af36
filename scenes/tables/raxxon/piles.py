"""A face-up Raxxon pile opened on the table: every card in it, newest last; cards the pending
decision may take (`("pilecard", card)` places lit on the table) are lit and can be clicked."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import language, tr
from scenes import style
from scenes.focus import Choice
from scenes.places import HitMap
from scenes.scene import Scene
from scenes.tables.raxxon import art
from scenes.tables.raxxon.places import pile_cards
from scenes.widgets.button import Button, ButtonRow

if TYPE_CHECKING:
    from scenes.tables.raxxon.table import RaxxonTable

PANEL = pygame.Rect(160, 110, 1600, 840)
CARDS = pygame.Rect(PANEL.x + 10, PANEL.y + 70, PANEL.width - 20, PANEL.height - 160)   # under the title, above Close


class PileScene(Scene):
    name = "pile"
    opaque = False

    def __init__(self, app, table: RaxxonTable, pile: str) -> None:
        super().__init__(app)
        self.table = table
        self.pile = pile
        self.scroll = 0

    def enter(self) -> None:
        self.buttons = ButtonRow()
        self.buttons.set([Button(pygame.Rect(PANEL.right - 240, PANEL.bottom - 80, 210, 60), tr("ui.rules.close"),
                                 self.close, name="close", hint="Esc")])

    def close(self) -> None:
        """Closed without taking a card: the pile is put down again on the table."""
        self.app.pop()
        if self.table.picked[-1:] == (("pile", self.pile),):
            self.table.cancel()

    def cards(self) -> list[str]:
        return pile_cards(self.table.raxxon_view, self.pile)

    def size(self) -> tuple[int, int]:
        return (300, 430) if self.pile.startswith("raxxon") else (150, 210)

    def rects(self) -> list[tuple[str, pygame.Rect]]:
        width, height = self.size()
        per_row = max(1, (PANEL.width - 60) // (width + 14))
        out = []
        for index, card in enumerate(self.cards()):
            x = PANEL.x + 30 + (index % per_row) * (width + 14)
            y = PANEL.y + 80 + (index // per_row) * (height + 14) - self.scroll
            out.append((card, pygame.Rect(x, y, width, height)))
        return out

    @property
    def hits(self) -> HitMap:
        """The opened cards as places, like the table's (`("pilecard", card)`)."""
        found = HitMap()
        for card, rect in self.rects():
            found.add(("pilecard", card), rect)
        return found

    def picks(self) -> set[str]:
        return {place[1] for place in self.table.lit if place[0] == "pilecard"}

    def focus_choices(self) -> list[Choice]:
        """The cards that may be taken, and Close."""
        picks = self.picks()
        cards = [Choice(("place", ("pilecard", card)), rect.clip(CARDS), partial(self.take, card))
                 for card, rect in self.rects() if card in picks and CARDS.colliderect(rect)]
        return cards + super().focus_choices()

    def take(self, card: str) -> None:
        self.app.pop()
        self.table.click_place(("pilecard", card))

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 80)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            picks = self.picks()
            for card, rect in self.rects():
                if rect.collidepoint(event.pos) and card in picks:
                    self.take(card)
                    return True
        return self.buttons.handle(event)

    def draw(self, surface) -> None:
        style.veil(surface, 170)
        style.panel(surface, PANEL, (22, 27, 34), style.ACCENT, 16, 2)
        words = f"{tr(f'raxxon.pile.{self.pile}')} · {len(self.cards())}"
        style.draw_text(surface, words, (PANEL.x + 30, PANEL.y + 24), 30, style.TEXT, "bold")
        clip = surface.get_clip()
        surface.set_clip(CARDS)
        lang = language()
        picks = self.picks()
        for card, rect in self.rects():
            if self.pile.startswith("raxxon"):
                style.blit(surface, art.raxxon_face(card, rect.width, rect.height, lang), rect)
            else:
                style.blit(surface, art.population_face(card, rect.width, rect.height, lang), rect)
            if card in picks:
                style.glow(surface, rect)
        surface.set_clip(clip)
        self.buttons.draw(surface)
