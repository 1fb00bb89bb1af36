"""How the Heredity table paints: the timeline with the karma piles, the terrain with its pieces,
the family, the card being read, and over them the lit places, figures and free discs; each frame
the karma card just drawn. The base of `HeredityTable`, which lays the places out into the
board's `map`, `panels`, `pieces` and card rectangles from each view.

What only changes with the view (cards, terrain, panels) is painted once into `self.still`; the
table's layer adds the pieces and lights when a choice changes (see `TableScene.draw`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import language, pick, tr
from game.titles.heredity import model as m
from game.titles.heredity import shown as sh
from scenes import iconmap, style
from scenes.table import SCREEN, TOP_BAR, TableScene
from scenes.tables.heredity import PROGRAM, art, terrain
from scenes.tables.heredity.family import MemberPanel, draw_member
from scenes.tables.heredity.map import MapLayout
from scenes.tables.heredity.places import (
    Area,
    Disc,
    Figure,
    Ground,
    Immediate,
    Item,
    Level,
    Mark,
    Marker,
    Place,
    Reading,
)
from scenes.widgets import card as cards
from scenes.widgets import panel, token

TIMELINE = pygame.Rect(12, 72, 1088, 200)
MAP = pygame.Rect(12, 280, 1088, 680)
FAMILY = pygame.Rect(1110, 72, 798, 556)
READER = pygame.Rect(1110, 636, 394, 324)
LOG = pygame.Rect(1514, 636, 394, 324)
BOARD = pygame.Rect(0, TOP_BAR.bottom + 1, 1920, 904)
KARMA = pygame.Rect(TIMELINE.right - 206, TIMELINE.y + 32, 196, 160)
LAID_HEIGHT = 96
LIT_AREA = (242, 193, 78, 60)


@dataclass
class Flash:
    """[DE: Karmakarten] the karma card just drawn, shown large with the attack it decided for
    `left` seconds more."""

    card: str
    lines: list[str]
    left: float


class HeredityBoard(TableScene):
    still: pygame.Surface | None = None
    painted_for: tuple | None = None
    terrain: tuple = (None, None)

    def __init__(self, app, session, game_id, control=None) -> None:
        super().__init__(app, session, game_id, control)
        # where `HeredityTable.layout` puts what the view shows, for the board to paint
        self.map = MapLayout(sh.Terrain(cards=[], areas=[]), MAP)
        self.panels: dict[str, MemberPanel] = {}
        self.pieces: list[tuple[Place, pygame.Rect]] = []      # what stands in the areas, figures too
        self.timeline_rects: list[tuple[sh.TimelineCard, pygame.Rect, list[tuple[sh.CardView, pygame.Rect]]]] = []
        self.laid_rects: list[tuple[sh.CardView, pygame.Rect]] = []
        self.faces: dict[str, tuple[str, int]] = {}
        self.flash: Flash | None = None

    if TYPE_CHECKING:           # what the table (`table.py`) reads of its view and seats for the board
        def aim(self) -> str | None: ...

        def selected(self) -> str | None: ...

        def all_cards(self) -> list[sh.CardView]: ...

        def seat_label(self, seat: int) -> str: ...

        def encounter_name(self, card: str) -> str: ...

    @property
    def shown(self) -> sh.HeredityView:
        """The holder's view, which the board is laid out and drawn from: the table has one
        whenever it shows the board (`TableScene.view` is None only while it is hidden)."""
        view = self.view
        if not isinstance(view, sh.HeredityView):
            raise LookupError("the Heredity board has no view while the table is hidden")
        return view

    @property
    def decision(self) -> sh.AnyDecision | None:
        return self.shown.decision

    @property
    def reading(self) -> Reading:
        return Reading.of(self.shown)

    def draw_top_info(self, surface) -> None:
        style.draw_text(surface, "HEREDITY", (20, TOP_BAR.centery), 32, PROGRAM.colour, "serif_bold",
                        "midleft")
        view = self.shown
        title = tr("heredity_table.chapter", n=view.chapter, title=pick(view.chapter_title))
        style.draw_text(surface, title, (250, TOP_BAR.centery - 10), 21, style.TEXT, "bold", "midleft")
        counts = tr("heredity_table.counts", deck=view.deck, secrets=view.secrets, removed=len(view.removed))
        style.draw_text(surface, counts, (250, TOP_BAR.centery + 13), 15, style.TEXT_DIM, "regular", "midleft")

    def draw_board(self, surface) -> None:
        lang = language()
        if self.still is None or self.painted_for != (id(self.view), lang):
            self.still = self.paint(lang)
        style.blit(surface, self.still, BOARD, BOARD)
        self.draw_lights(surface)
        self.draw_figures(surface)
        self.draw_discs(surface)

    def draw_moving(self, surface) -> None:
        super().draw_moving(surface)
        if self.flash:
            self.draw_flash(surface, self.flash)

    # ---- the still picture ---------------------------------------------------------------------------
    def paint(self, lang: str) -> pygame.Surface:
        """The still picture, painted anew (into the one painted before)."""
        still = self.still or pygame.Surface(SCREEN.size)
        style.clear(still)
        self.paint_timeline(still, lang)
        self.paint_map(still, lang)
        for member in self.shown.members:
            area = self.reading.here(member.name) if member.area else ""
            where = self.area_words(area, lang) if area else tr("heredity_table.member.off_table")
            draw_member(still, self.panels[member.name], member, self.seat_label(member.seat), where, lang)
        self.paint_reader(still, lang)
        self.painted_for = (id(self.view), lang)
        return still

    def paint_timeline(self, layer, lang) -> None:
        panel.titled(layer, TIMELINE, tr("heredity_table.timeline"), radius=12, size=18, right=KARMA.x - 40)
        for slot, rect, under in self.timeline_rects:
            for card, box in reversed(under):
                self.paint_tucked(layer, card, box, lang)
            style.drop_shadow(layer, rect, 8)
            face, counter = self.faces[slot.card]
            style.blit(layer, art.card_mini(slot.card, face, rect.width, rect.height, lang, counter), rect)
            entry = next((e for e in self.shown.encounters if e.card == slot.card), None)
            for index, name in enumerate(entry.discs if entry else []):       # discs on an ally
                style.blit(layer, token.disc(art.MEMBER_COLOURS[name], 20), (rect.x + 6 + index * 22, rect.bottom - 30))
            if slot.marker:
                pygame.draw.rect(layer, style.ACCENT, rect.inflate(8, 8), 3, border_radius=10)
                glass = art.icon("time", 26, style.ACCENT)
                style.blit(layer, glass, glass.get_rect(midbottom=(rect.centerx, rect.y - 2)))
        self.paint_karma(layer, lang)

    def paint_tucked(self, layer, card: sh.CardView, box: pygame.Rect, lang) -> None:
        """[DE: Karten an andere Karten anlegen] an attached card shows its title below its host."""
        pygame.draw.rect(layer, art.STORY, box, border_radius=6)
        pygame.draw.rect(layer, style.shade(art.ATTACH_COLOURS.get(card.attach or "", style.BORDER)), box, 2,
                         border_radius=6)
        mark = art.ATTACH_MARKS.get(card.attach or "", "")      # the band it shares with its host, by shape too
        words = " ".join(part for part in ("↳", mark, card.card, pick(card.title or {}, lang)) if part)
        style.draw_fitted(layer, words, box.inflate(-10, 0), 14, art.INK, "condensed_bold", "midleft", smallest=9)

    def karma_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        return pygame.Rect(KARMA.x, KARMA.y + 6, 86, 120), pygame.Rect(KARMA.x + 106, KARMA.y + 6, 86, 120)

    def paint_karma(self, layer, lang) -> None:
        """[DE: Karmakarten] the face-down deck, and the open discard with the card drawn last."""
        karma = self.shown.karma
        deck, discard = self.karma_rects()
        back = cards.back(deck.width, deck.height, tr("heredity_table.karma"), *art.KARMA_BACK, "serif_bold")
        cards.pile(layer, deck, tr("heredity_table.karma_deck"), karma.deck, back if karma.deck else None)
        last = art.karma_face(karma.last.card, discard.width, discard.height, lang) if karma.last else None
        cards.pile(layer, discard, tr("heredity_table.karma_discard"), len(karma.discard), last)

    def paint_map(self, layer, lang) -> None:
        style.panel(layer, MAP, (20, 25, 31), style.BORDER, 12)
        if self.terrain[0] != (self.map.signature, lang):
            self.terrain = ((self.map.signature, lang), terrain.terrain_image(self.map, lang))
        style.blit(layer, self.terrain[1], self.map.rect)
        for place, rect in self.pieces:
            image = self.piece_image(place, rect.width)
            if image is not None:
                style.blit(layer, image, rect)
            if isinstance(place, Ground):
                count = token.badge(f"×{self.reading.areas[place.area].materials}", (40, 44, 52), 13)
                style.blit(layer, count, count.get_rect(bottomright=rect.bottomright).move(6, 4))
        for card, rect in self.laid_rects:
            face, counter = self.faces[card.card]
            style.blit(layer, art.card_mini(card.card, face, rect.width, rect.height, lang, counter), rect)

    def piece_image(self, place, size: int) -> pygame.Surface | None:
        """What lies in an area, figures aside (they are drawn over the lights)."""
        if isinstance(place, Marker):
            marker = next(x for a in self.shown.terrain.areas for x in a.markers if x.id == place.marker)
            return art.marker_token(marker.kind, size)
        if isinstance(place, Ground):
            return art.icon("material", size, art.MATERIAL)
        if isinstance(place, Mark):
            mark = next(x for x in self.shown.marks if (x.kind, x.at) == (place.mark, place.area))
            return art.mark_token(mark, 13)
        if isinstance(place, Item):
            return iconmap.tag(token.badge(f"{art.SIGNS['item']} {place.card}", art.KIND_COLOURS["item"], 13),
                               "legend.heredity.item")
        if isinstance(place, Level):
            return iconmap.tag(token.badge(f"{art.SIGNS['level']} {place.card}", art.BADGE, 13),
                               "legend.heredity.level")
        if isinstance(place, Immediate):
            return iconmap.tag(token.badge(art.SIGNS["immediate"], art.IMMEDIATE, 13), "legend.heredity.immediate")
        return None

    def area_words(self, area: str, lang) -> str:
        for card in self.shown.terrain.cards:
            for local, name in card.names.items():
                if self.reading.area(local) == area:
                    return pick(name, lang)
        return area

    def reader_card(self) -> sh.CardView | None:
        """The card a decision concerns (the card asking, the encounter acting), else the card
        taken last."""
        card, aim = self.decision_card(), self.aim()
        if card is None and aim and aim not in m.MEMBERS:
            card = aim.split(".")[0]
        return next((c for c in self.all_cards() if c.card == card), None) or self.shown.reading

    def decision_card(self) -> str | None:
        """The card the decision waiting names: the card asking, the item a member is chosen for."""
        decision = self.decision
        return decision.card if isinstance(decision, (sh.AskDecision, sh.MemberDecision)) else None

    def paint_reader(self, layer, lang) -> None:
        card = self.reader_card()
        if card is None:
            style.panel(layer, READER, (24, 29, 36), style.BORDER, 10)
            style.draw_wrapped(layer, tr("heredity_table.reader_empty"), READER.inflate(-30, -30), 18, style.TEXT_DIM)
            return
        face, counter = self.faces.get(card.card, (card.face, card.counter))
        style.blit(layer, art.card_face(card.card, face, READER.width, READER.height, lang, counter), READER)

    # ---- over the still picture: lights, figures, discs ---------------------------------------------
    def draw_lights(self, surface) -> None:
        """Lit areas are tinted (while a figure is dragged, the ones it may go to); the rest glows."""
        drag = self.drag.drag if self.drag.active else None
        dragging = drag is not None
        lit = {target[0] for target in drag.legal} if drag else self.shown_lit()
        for place in lit:
            for rect in self.hits.rects(place) if isinstance(place, Area) else ():
                style.blit(surface, token.tint(rect.size, LIT_AREA), rect)
                if not dragging:
                    pygame.draw.rect(surface, style.ACCENT, rect, 3)
        if not dragging:
            self.draw_lit(surface, skip=("area",))
        selected = self.selected()
        if selected:
            style.glow(surface, self.panels[selected].rect.inflate(-8, -8), (255, 255, 255), 12, 2)
        aim = self.aim()
        aimed = self.hits.rect(Figure("figure", aim)) if aim else None
        if aimed is not None:
            for grow, width in ((6, 3), (11, 2)):
                pygame.draw.circle(surface, style.DANGER, aimed.center, aimed.width // 2 + grow, width)

    def draw_figures(self, surface) -> None:
        """Figures; a ring on the members who may act while nobody is selected."""
        drag = self.drag.drag if self.drag.active else None
        dragged = drag.source[1] if drag else None
        starts = self.index.starts() if not self.picked else set()
        for place, rect in self.pieces:
            if not isinstance(place, Figure):
                continue
            if place == dragged:
                pygame.draw.circle(surface, style.BORDER, rect.center, rect.width // 2, 2)
                continue
            style.blit(surface, self.figure_image(place.figure, rect.width), rect)
            if place in starts:
                pygame.draw.circle(surface, style.ACCENT, rect.center, rect.width // 2 + 3, 2)
            figure = next((f for e in self.shown.encounters for f in e.figures if f.id == place.figure), None)
            if figure and figure.damage:
                style.blit(surface, token.badge(f"−{figure.damage}", art.DAMAGE, 12), (rect.right - 10, rect.y - 6))
            self.draw_figure_marks(surface, place.figure, rect)

    def draw_figure_marks(self, surface, fid: str, rect: pygame.Rect) -> None:
        """[DE: Standardmarker, Spezialmarker] markers lying on a figure, stacked under it (above it
        they would cover the area's name)."""
        for index, mark in enumerate(x for x in self.shown.marks if x.at == fid):
            token = art.mark_token(mark, 12)
            style.blit(surface, token, token.get_rect(midtop=(rect.centerx, rect.bottom - 6 + 16 * index)))

    def figure_image(self, fid: str, size: int) -> pygame.Surface:
        if fid in m.MEMBERS:
            return token.figure(fid[0].upper(), art.MEMBER_COLOURS[fid], art.FIGURE_RINGS["member"], size)
        card = fid.split(".")[0]
        status = next(e.status for e in self.shown.encounters if e.card == card)
        colour = art.ENEMY if status == "hostile" else (110, 110, 118)
        return token.figure(self.encounter_name(card)[0].upper(), colour, art.FIGURE_RINGS[status], size)

    def draw_discs(self, surface) -> None:
        """Free discs above each panel; ringed while the rules ask which space takes one."""
        drag = self.drag.drag if self.drag.active else None
        asking = isinstance(self.decision, sh.SpaceDecision) and not self.picked
        for name, member_panel in self.panels.items():
            disc = Disc("disc", name)
            for rect in self.hits.rects(disc):
                colour = art.VIOLET if rect == member_panel.violet else art.MEMBER_COLOURS[name]
                if drag is None or drag.origin != rect:
                    style.blit(surface, token.disc(colour, rect.width), rect)
                if asking and disc in self.lit:
                    pygame.draw.circle(surface, style.ACCENT, rect.center, rect.width // 2 + 3, 2)

    @staticmethod
    def draw_flash(surface, flash: Flash) -> None:
        """[DE: Karmakarten] the karma card just drawn, large, with the attack it decided."""
        box = pygame.Rect(0, 0, 380, TIMELINE.height)
        box.topright = TIMELINE.topright
        style.drop_shadow(surface, box, 14)
        style.panel(surface, box, (28, 24, 36), art.KIND_COLOURS["karma"], 14, 3)
        style.blit(surface, art.karma_face(flash.card, 120, 168, language()), (box.right - 134, box.y + 16))
        title = tr("heredity_table.karma_drawn")
        style.draw_fitted(surface, title, pygame.Rect(box.x + 14, box.y + 8, box.width - 164, 30), 20, style.ACCENT,
                          "bold", "midleft", smallest=14)
        words = " ".join(flash.lines) or tr("heredity_table.karma_no_attack")
        style.draw_wrapped(surface, words, pygame.Rect(box.x + 14, box.y + 44, box.width - 160, box.height - 52), 17,
                           style.TEXT)
