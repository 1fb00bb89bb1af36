"""How the Raxxon table paints its still layer: the piles and power track, the crowd, the character
sheets, the character choice and the Raxxon card being resolved; and the token-space tooltip drawn
over it each frame. Mixed into `RaxxonTable`, which lays the places out."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import language, pick, tr
from game.titles.raxxon import model as m
from game.titles.raxxon.content import content
from game.titles.raxxon.view import CrowdCard, FaceDownCard, RaxxonView, SheetView, action_text, icon_name
from scenes import style
from scenes.table import TOP_BAR, TableScene
from scenes.tables.raxxon import PROGRAM, art
from scenes.tables.raxxon.places import RaxxonPlace
from scenes.widgets import card as cards
from scenes.widgets import token as tokens_widget
from scenes.widgets.track import track

BOARD = pygame.Rect(12, 76, 440, 880)
CROWD = pygame.Rect(462, 76, 936, 880)
RIGHT = pygame.Rect(1408, 76, 500, 880)
SHEET_HEADER = 58
SHEET_ROW = 78
STRIP = 44
PILE = (92, 128)
ARROW = 34
SPACE_WIDTH = 44
PILE_ORDER = (
    ("population_deck", "population_discard", "infection_supply"),
    ("evacuation", "uncontained_quarantine", "contained_quarantine"),
    ("raxxon_deck", "raxxon_triggered", "raxxon_untriggered"),
)
PAPER, INK, INK_SOFT = (236, 230, 214), (40, 30, 30), (90, 80, 80)



def raxxon_card_rect() -> pygame.Rect:
    """The Raxxon card being resolved, large over the crowd."""
    rect = pygame.Rect(0, 0, 440, 620)
    rect.center = CROWD.center
    return rect

class RaxxonBoard(TableScene):
    if TYPE_CHECKING:           # what the table (`table.py`) lays out and reads for the board
        slots: dict[m.Pos, pygame.Rect]
        sheet_rects: list[tuple[int, pygame.Rect, bool]]

        def card_view(self, place: m.Pos) -> CrowdCard | None: ...

        def card_image(self, place: m.Pos, size: tuple[int, int] | None = None) -> pygame.Surface: ...

        def pile_top(self, name: str) -> str | None: ...

        def seat_label(self, seat: int) -> str: ...

        @staticmethod
        def row_rect(sheet: pygame.Rect, action: int) -> pygame.Rect: ...

    @property
    def raxxon_view(self) -> RaxxonView:
        """The holder's view: the table lays out and draws only while it shows one."""
        assert isinstance(self.view, RaxxonView)
        return self.view

    def sheet(self, seat: int) -> SheetView:
        return self.raxxon_view.sheets[seat]

    def laid_out(self, place: RaxxonPlace) -> pygame.Rect:
        """Where the layout put `place`: the board draws only what it laid out."""
        rect = self.hits.rect(place)
        if rect is None:
            raise LookupError(f"{place} is drawn but was not laid out")
        return rect

    def draw_board(self, surface) -> None:
        lit = self.shown_lit()
        self.draw_piles(surface, lit)
        self.draw_crowd(surface, lit)
        self.draw_sheets(surface)
        if self.hits.rects(("character", next(iter(content().characters)))):
            self.draw_character_choice(surface)
        if self.raxxon_view.raxxon_current:
            self.draw_raxxon_card(surface, self.raxxon_view.raxxon_current)

    def progress_words(self) -> str:
        """The top bar's day, evacuation and power; before day 1 (the characters being chosen) no day."""
        view = self.raxxon_view
        if not view.day:
            return tr("raxxon.progress_choosing", power=view.power)
        return tr("raxxon.progress", day=view.day, evacuated=view.evacuated, target=view.win_target, power=view.power)

    def draw_top_info(self, surface) -> None:
        style.draw_text(surface, "RAXXON", (20, TOP_BAR.centery), 34, PROGRAM.colour, "serif_bold", "midleft")
        view = self.raxxon_view
        style.draw_text(surface, self.progress_words(), (210, TOP_BAR.centery), 22, style.TEXT, "bold", "midleft")
        style.draw_text(surface, tr(f"raxxon.difficulty.{view.difficulty}"), (760, TOP_BAR.centery), 18,
                        style.TEXT_DIM, "regular", "midleft")

    # ---- the board: piles, power, tonight's infection ----------------------------------------------
    def draw_piles(self, surface, lit) -> None:
        style.panel(surface, BOARD, (24, 29, 36), style.BORDER, 12)
        lang = language()
        view = self.raxxon_view
        for name in (name for row in PILE_ORDER for name in row):
            rect = self.laid_out(("pile", name))
            count: int | str = view.piles[name].count
            if name == "evacuation":
                count = f"{view.evacuated}/{view.win_target}"
            cards.pile(surface, rect, tr(f"raxxon.pile.{name}"), count, self.pile_image(name, lang),
                       lit=("pile", name) in lit or ("pile", name) in self.picked)
        self.draw_power(surface)
        self.draw_tonight(surface)

    def pile_image(self, name: str, lang: str) -> pygame.Surface | None:
        top = self.pile_top(name)
        if self.raxxon_view.piles[name].count == 0:
            return None
        if top:
            face = art.raxxon_face if name.startswith("raxxon_") else art.population_face
            return face(top, *PILE, lang)
        return art.raxxon_back(*PILE) if name == "raxxon_deck" else art.card_back(*PILE)

    def draw_power(self, surface) -> None:
        """[EN: Raxxon's Power] 0 to 8; at 8 Raxxon takes over."""
        y = BOARD.bottom - 112
        style.draw_text(surface, tr("raxxon.icon.power").replace("+1", "").strip(), (BOARD.x + 20, y - 28), 17,
                        style.TEXT_DIM, "bold")
        size = (BOARD.width - 40) // 9
        track(surface, pygame.Rect(BOARD.x + 20, y, 9 * size - 6, size - 6), range(m.POWER_LIMIT + 1),
              self.raxxon_view.power, art.RAXXON, danger=(m.POWER_LIMIT,), text_size=18)

    def tonight_words(self) -> str:
        """How often the infection rises tonight. The view counts only the infected the players know
        of; unknown face-down cards may add more (with none known: they alone may make it rise)."""
        view = self.raxxon_view
        tonight = min(4, view.infected_at_large)
        unknown = any(isinstance(cell, FaceDownCard) and cell.seen is None for row in view.crowd for cell in row)
        if unknown and not tonight:
            return tr("raxxon.words.tonight_maybe")
        return tr("raxxon.words.tonight_at_least" if unknown and tonight < 4 else "raxxon.words.tonight", n=tonight)

    def draw_tonight(self, surface) -> None:
        tonight = min(4, self.raxxon_view.infected_at_large)
        words = "☾  " + self.tonight_words()
        style.draw_fitted(surface, words, pygame.Rect(BOARD.x + 20, BOARD.bottom - 40, BOARD.width - 40, 28), 17,
                          style.DANGER if tonight else style.TEXT_DIM, "bold", "midleft")

    # ---- the crowd ------------------------------------------------------------------------------------
    def draw_crowd(self, surface, lit) -> None:
        style.panel(surface, CROWD, (20, 25, 31), style.BORDER, 14)
        drag = self.drag.drag
        dragging = drag.source[1] if drag is not None and drag.moved else None
        for place, rect in self.slots.items():
            cell = self.card_view(place)
            if cell is None:
                if ("cell", place) in lit:
                    cards.empty_target(surface, rect)
                continue
            if dragging == ("cell", place):
                pygame.draw.rect(surface, style.OUTLINE, rect, 2, border_radius=8)
                continue
            style.drop_shadow(surface, rect, 8)
            style.blit(surface, self.card_image(place), rect)
            if ("cell", place) in self.picked:
                style.glow(surface, rect, (255, 255, 255), 10, 4)
            elif ("cell", place) in lit:
                style.glow(surface, rect)
        for place in lit:
            if place[0] == "line":
                rect = self.laid_out(place)
                pygame.draw.rect(surface, style.ACCENT, rect, border_radius=8)
                glyph = "▶" if place[1].startswith("row") else "▼"
                style.draw_text(surface, glyph, rect.center, 20, style.TEXT_DARK, "bold", "center")

    def draw_moving(self, surface) -> None:
        """A token space under the mouse says what its consequences are."""
        super().draw_moving(surface)
        for box, icons in self.space_boxes:
            if box.collidepoint(self.mouse):
                lines = [icon_name(name) for name in icons]
                width = max(style.font(17).size(line)[0] for line in lines) + 60
                tip = pygame.Rect(0, 0, width, 14 + 30 * len(lines))
                tip.topright = (box.right, box.bottom + 6)
                tip.clamp_ip(pygame.Rect(0, 0, 1920, 1080))
                style.panel(surface, tip, (30, 34, 42), style.ACCENT, 8, 2)
                for index, (name, line) in enumerate(zip(icons, lines, strict=True)):
                    y = tip.y + 8 + index * 30
                    style.blit(surface, art.icon(name, 24), (tip.x + 10, y))
                    style.draw_text(surface, line, (tip.x + 42, y + 12), 17, style.TEXT, "regular", "midleft")
                return

    # ---- sheets ----------------------------------------------------------------------------------------
    def draw_sheets(self, surface) -> None:
        self.space_boxes: list[tuple[pygame.Rect, tuple]] = []
        for seat, rect, expanded in self.sheet_rects:
            (self.draw_sheet if expanded else self.draw_sheet_strip)(surface, seat, rect)

    def draw_sheet_strip(self, surface, seat, rect) -> None:
        sheet = self.sheet(seat)
        style.panel(surface, rect, style.PANEL, style.BORDER, 8)
        label = pygame.Rect(rect.x + 12, rect.y, rect.width - 130, rect.height)    # its right end: tokens or "passed"
        style.draw_fitted(surface, self.seat_label(seat), label, 17, style.TEXT, "bold", "midleft", smallest=12)
        tokens = sum(a.tokens for a in sheet.actions)
        state = tr("raxxon.words.passed") if sheet.passed else f"● × {tokens}"
        style.draw_text(surface, state, (rect.right - 12, rect.centery), 16, style.TEXT_DIM, "regular", "midright")

    def draw_sheet(self, surface, seat, rect) -> None:
        sheet = self.sheet(seat)
        active = seat == self.raxxon_view.active_seat
        style.panel(surface, rect, PAPER, style.ACCENT if active else style.BORDER, 10, 3 if active else 1)
        if not sheet.character:
            style.draw_fitted(surface, self.seat_label(seat), pygame.Rect(rect.x + 14, rect.y + 8, rect.width - 28, 30),
                              20, style.TEXT_DARK, "bold", "midleft", smallest=13)
            return
        character = content().characters[sheet.character]
        style.draw_text(surface, character.name.upper(), (rect.x + 14, rect.y + 8), 22, INK, "serif_bold")
        style.draw_text(surface, pick(character.role), (rect.x + 14, rect.y + 36), 15, INK_SOFT, "italic")
        player = pygame.Rect(rect.right - 12 - rect.width // 3, rect.y + 8, rect.width // 3, 20)
        style.draw_fitted(surface, self.named(seat, tr("raxxon.words.player", n=seat + 1)), player, 15, INK_SOFT,
                          "bold", "topright", smallest=11)
        if sheet.passed:
            style.draw_text(surface, tr("raxxon.words.passed"), (rect.right - 12, rect.y + 32), 14, style.DANGER,
                            "bold", "topright")
        rows: list[tuple[str, str, list[list[str]], int]] = [
            (tr("raxxon.action.investigate.name"), tr("raxxon.action.investigate.text"), [], 0)]
        rows += [(pick(act.name), action_text(act), shown.spaces, shown.tokens)
                 for act, shown in zip(character.actions, sheet.actions, strict=True)]
        for index, row in enumerate(rows):
            self.draw_action_row(surface, self.row_rect(rect, index), index, *row)

    def draw_action_row(self, surface, row, index, name, words, spaces, tokens) -> None:
        place = ("action", index)
        available, selected = place in self.lit, place in self.picked
        fill = (255, 232, 160) if selected else ((248, 242, 226) if available else (226, 220, 204))
        pygame.draw.rect(surface, fill, row, border_radius=8)
        if available or selected:
            pygame.draw.rect(surface, (150, 100, 10) if selected else (200, 150, 40), row, 2, border_radius=8)
        text_area = pygame.Rect(row.x + 8, row.y + 4, row.width - 16 - len(spaces) * SPACE_WIDTH, row.height - 8)
        title = pygame.Rect(text_area.x, text_area.y, text_area.width, 21)
        if index == 0:
            free = style.draw_text(surface, tr("raxxon.words.investigate_free"), (row.right - 10, row.y + 5), 14,
                                   (120, 100, 60), "italic", "topright")
            title.width = free.left - 8 - title.x
        style.draw_fitted(surface, name, title, 17, INK, "bold", "topleft", smallest=12)
        style.draw_wrapped(surface, words, pygame.Rect(text_area.x, text_area.y + 21, text_area.width,
                                                       text_area.height - 19), 15, (70, 64, 60), "condensed", -1,
                           smallest=11)
        if index == 0:
            return
        x = row.right - len(spaces) * SPACE_WIDTH - 4
        for number, icons in enumerate(spaces):
            box = pygame.Rect(x + number * SPACE_WIDTH, row.y + 4, SPACE_WIDTH - 6, row.height - 8)
            self.space_boxes.append((box, tuple(icons)))
            pygame.draw.rect(surface, (214, 206, 188), box, border_radius=6)
            diameter = min(18, (box.width - 4) // max(1, len(icons)) - 1)
            art.icon_row(surface, icons, (box.x + 2, box.y + 3), diameter, 1)
            tokens_widget.token_space(surface, (box.centerx, box.bottom - 13), 10, filled=number < tokens)

    # ---- overlays ----------------------------------------------------------------------------------------
    def draw_character_choice(self, surface) -> None:
        style.veil(surface, 90)
        style.draw_text(surface, tr("raxxon.decision.choose_character"), (CROWD.centerx, CROWD.y + 30), 30,
                        style.ACCENT, "bold", "center")
        for name, character in content().characters.items():
            rect = self.laid_out(("character", name))
            free = ("character", name) in self.lit
            style.panel(surface, rect, PAPER if free else (120, 116, 108), style.ACCENT if free else style.BORDER,
                        12, 3 if free else 1)
            style.draw_text(surface, character.name, (rect.x + 14, rect.y + 10), 22, INK, "serif_bold")
            style.draw_text(surface, pick(character.role), (rect.x + 14, rect.y + 40), 15, INK_SOFT, "italic")
            y = rect.y + 70
            for act in character.actions:
                style.draw_text(surface, "• " + pick(act.name), (rect.x + 14, y), 16, (50, 40, 40), "bold")
                y += 22
                used = style.draw_wrapped(surface, action_text(act), pygame.Rect(rect.x + 28, y, rect.width - 40, 46),
                                          12, (80, 74, 70), "condensed", 0, smallest=9)
                y += max(used, 14) + 4

    def draw_raxxon_card(self, surface, card: str) -> None:
        rect = raxxon_card_rect()
        style.veil(surface, 110)
        style.drop_shadow(surface, rect, 16)
        style.blit(surface, art.raxxon_face(card, rect.width, rect.height, language()), rect)
