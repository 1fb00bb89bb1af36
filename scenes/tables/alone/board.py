"""How the Alone table paints its still layer: the map (the hero's labyrinth, or for an Evil
player the secret map), the hero sheet with its tracks, actions, items and reaction fields, the
piles and the creatures in reserve, the Evil player's hand or, for the hero, how many cards each
Evil player holds; and the Locate panel when the hero names targets. Mixed into `AloneTable`,
which lays the places out; the fixed geometry is here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.i18n import language, pick, tr, trn
from game.titles.alone.content import content
from game.titles.alone.view import (
    AloneView,
    CountedDecision,
    Decision,
    EvilView,
    HeldItem,
    HeroSheet,
    LabyrinthSector,
    MapSector,
    MissionView,
    PlayedCard,
    SectorView,
    Square,
    creature_name,
)
from scenes import colour_science, iconmap, style
from scenes.places import Place
from scenes.table import TOP_BAR, TableScene
from scenes.tables.alone import PROGRAM, art
from scenes.tables.alone.maps import MapLayout
from scenes.widgets import panel
from scenes.widgets.token import badge, tint
from scenes.widgets.track import track

MAP = pygame.Rect(12, 76, 1150, 600)
PILES = pygame.Rect(12, 686, 300, 272)
HAND = pygame.Rect(322, 686, 840, 272)
SHEET = pygame.Rect(1172, 76, 736, 600)
LOG = pygame.Rect(1172, 686, 736, 272)
INNER = SHEET.inflate(-24, 0)
TRACKS = pygame.Rect(INNER.x + 150, SHEET.y + 62, INNER.width - 150, 24)
ROUNDS = pygame.Rect(INNER.x, SHEET.y + 152, INNER.width, 26)
ACTIONS = pygame.Rect(INNER.x, SHEET.y + 186, INNER.width, 40)
ITEMS = pygame.Rect(INNER.x, SHEET.y + 236, INNER.width, 136)
FIELDS = pygame.Rect(INNER.x, SHEET.y + 384, INNER.width, 136)
SHEET_CARD = (80, 112)
ITEM_WIDTH = 168         # an item card on the sheet lies wide enough to read
SKILLS = pygame.Rect(INNER.x, SHEET.y + 530, INNER.width, 26)
MISSIONS = pygame.Rect(INNER.x, SHEET.y + 562, INNER.width, 30)
CARD_ASPECT = 0.71
PILE = (50, 70)
PILE_STEP = 142          # from a draw pile to its discard pile
TOKEN_SHARE = 0.4               # of a tile's side: one figure on it
TRACK_COLOURS = {"health": (190, 64, 60), "composure": (84, 130, 200), "adrenaline": (222, 160, 50)}
LIT = (204, 192, 150)


def label_colour(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A track's or deck's colour lightened until its name reads at 4.5:1 on the lighter panel."""
    return colour_science.lightened(colour, style.PANEL_LIGHT, 4.5)

DARK = (50, 56, 66)
HIDDEN = (30, 34, 40)
DOOR = (150, 104, 60)
BLOCKED = (214, 60, 50)


DIE = 24                    # the side of a die of the last roll


def draw_face(surface, face: str, box: pygame.Rect) -> None:
    pygame.draw.rect(surface, (240, 236, 226), box, border_radius=5)
    style.draw_text(surface, tr(f"alone.face.{face}"), box.center, 16, style.TEXT_DARK, "bold", "center")


def face_picture(face: str) -> pygame.Surface:
    """A die of the hero's roll showing `face`, alone (for a tumbling die)."""
    picture = pygame.Surface((DIE, DIE), pygame.SRCALPHA)
    draw_face(picture, face, picture.get_rect())
    return picture


class AloneBoard(TableScene):
    if TYPE_CHECKING:           # what the table (`table.py`) lays out for the board to draw
        maps: MapLayout
        pieces: list[tuple[Place, pygame.Rect]]
        creature_looks: dict[str, tuple[str, bool]]
        exit_arrows: dict[str, pygame.Rect]
        action_rects: dict[str, pygame.Rect]
        item_rects: list[tuple[HeldItem, pygame.Rect]]
        field_rects: list[pygame.Rect]
        played_rects: list[tuple[PlayedCard, pygame.Rect]]
        turn_box: pygame.Rect
        skill_rects: dict[str, pygame.Rect]
        mission_rects: list[tuple[MissionView, pygame.Rect]]
        pile_rects: dict[tuple[str, str], pygame.Rect]
        supply_rects: dict[str, pygame.Rect]
        supply_top: int
        reserve: dict[str, int]
        hand_rects: list[tuple[str, pygame.Rect]]
        other_hands: list[tuple[int, int, pygame.Rect]]
        target_rects: dict[Place, pygame.Rect]
        known: set[Square]
        heard: list[str]
        last_roll: tuple[str, ...]
        news: list[str]

        def heard_rect(self, side: str) -> pygame.Rect | None: ...

    # ---- reading the view -------------------------------------------------------------------------
    @property
    def alone_view(self) -> AloneView:
        """The holder's view: the table lays out and draws only while it shows one."""
        assert isinstance(self.view, AloneView)
        return self.view

    @property
    def evil_view(self) -> EvilView | None:
        """The view with the secret map and the hand, at an Evil player's table."""
        view = self.alone_view
        return view if isinstance(view, EvilView) else None

    @property
    def evil(self) -> bool:
        return self.evil_view is not None

    @property
    def decision(self) -> Decision | None:
        return self.alone_view.decision

    @property
    def sectors(self) -> Sequence[SectorView]:
        """The map drawn: an Evil player's secret map, else the hero's labyrinth."""
        evil = self.evil_view
        return evil.map if evil is not None else self.alone_view.labyrinth

    def hand_limit(self) -> int:
        return content().sheet.hand_limits[self.alone_view.evil_players - 1]

    def room_name(self, room: str) -> str:
        return pick(content().scenarios[self.alone_view.scenario].rooms[room].name)

    def hero_initial(self) -> str:
        return pick(content().characters[self.alone_view.hero.character].name)[:1]

    def target_words(self, target: str) -> str:
        kind, _, name = target.partition(":")
        if kind == "room":
            return self.room_name(name)
        if kind == "creature":
            return creature_name(name)
        return tr(f"alone.target.{kind}")

    def modifiers(self) -> list[str]:
        """This turn's changes to the dice, in words for the badges beside the fields."""
        turn = self.alone_view.this_turn
        changes = (("boost", turn.boost), ("shaken", turn.shaken), ("guard", turn.guard))
        return [trn(f"alone.ui.mod_{name}", value) for name, value in changes if value]

    # ---- the top bar --------------------------------------------------------------------------------
    def draw_top_info(self, surface) -> None:
        view = self.alone_view
        style.draw_text(surface, "ALONE", (20, TOP_BAR.centery), 32, PROGRAM.colour, "serif_bold", "midleft")
        scenario = pick(content().scenarios[view.scenario].name)
        key = "alone.ui.top_nightmare" if view.round > view.rounds else "alone.ui.top"   # rounds past the track
        info = tr(key, scenario=scenario, round=view.round, rounds=view.rounds, turn=view.turn, turns=view.turns)
        style.draw_text(surface, info, (170, TOP_BAR.centery), 22, style.TEXT, "bold", "midleft")
        role = tr(f"alone.ui.role_{view.role}", n=view.seat or 0)
        buttons = self.top_buttons.buttons[0].rect.left - 20
        style.draw_text(surface, role, (buttons, TOP_BAR.centery), 18, style.TEXT_DIM, "regular", "midright")

    def draw_board(self, surface) -> None:
        lit = self.shown_lit()
        self.draw_map(surface)
        self.draw_sheet(surface)
        self.draw_piles(surface)
        self.draw_hand(surface)
        self.draw_lit(surface, skip=("exit",))
        self.draw_exits(surface, lit)
        locate = self.hits.rect(("locate_panel",))
        if locate is not None:
            self.draw_locate(surface, locate, lit)

    # ---- the map ------------------------------------------------------------------------------------
    def draw_map(self, surface) -> None:
        heading = tr("alone.ui.secret_map") if self.evil else tr("alone.ui.labyrinth")
        panel.titled(surface, MAP, heading)
        floors = {f.id: pick(f.name) for f in content().scenarios[self.alone_view.scenario].floor}
        for floor, box in self.maps.panels.items():
            style.draw_text(surface, floors[floor], (box.rect.centerx, box.rect.y + 34), 18, style.TEXT_DIM, "bold",
                            "midtop")
        if not self.evil:
            for floor, box in self.maps.panels.items():
                if not any(s.floor == floor for s in self.sectors):
                    style.draw_text(surface, tr("alone.ui.not_seen"), box.rect.center, 18, style.TEXT_DIM, "italic",
                                    "center")
        if not self.evil:
            self.draw_unseen_beyond(surface)
        for sector in self.sectors:
            self.draw_joins(surface, sector)
        for sector in self.sectors:
            self.draw_sector(surface, sector)
        self.draw_pieces(surface)

    def draw_unseen_beyond(self, surface) -> None:
        """For the hero, each square a way out of his labyrinth leads to and he has not seen: an
        outline with a question mark, once however many of his sectors lead there."""
        beyond = {Square(s.floor, s.x + STEP[d][0], s.y + STEP[d][1])
                  for s in self.sectors for d in s.sides() if d in STEP} - self.known
        for floor, x, y in sorted(beyond):
            square = self.maps.tile(floor, x, y)
            pygame.draw.rect(surface, (70, 76, 88), square, 1, border_radius=6)
            style.draw_text(surface, "?", square.center, max(12, square.width // 3), (80, 88, 100), "bold", "center")

    def sector_tile(self, sector: SectorView) -> pygame.Rect:
        return self.maps.tile(sector.floor, sector.x, sector.y)

    def draw_joins(self, surface, sector: SectorView) -> None:
        """Passages and doors in the gaps between squares (for the hero, also to a square he has
        not seen)."""
        tile = self.sector_tile(sector)
        width = max(6, tile.width // 5)
        for direction, kind in sector.sides().items():
            dx, dy = STEP[direction]
            beyond = Square(sector.floor, sector.x + dx, sector.y + dy)
            neighbour = self.maps.tile(*beyond)
            if direction not in ("e", "s") and (isinstance(sector, MapSector) or beyond in self.known):
                continue                    # drawn from the other side
            bridge = _bridge(tile, neighbour, width)
            pygame.draw.rect(surface, (92, 98, 110), bridge)
            if kind in ("door", "blocked"):
                door = bridge.inflate(4, 4) if dx else bridge.inflate(4, 4)
                pygame.draw.rect(surface, DOOR, door, border_radius=2)
                if kind == "blocked":
                    pygame.draw.line(surface, BLOCKED, door.topleft, door.bottomright, 3)
                    pygame.draw.line(surface, BLOCKED, door.bottomleft, door.topright, 3)

    def draw_sector(self, surface, sector: SectorView) -> None:
        tile = self.sector_tile(sector)
        hidden = isinstance(sector, MapSector) and not sector.revealed
        marked = isinstance(sector, LabyrinthSector) and sector.mission
        fill = LIT if sector.lit else DARK
        if hidden:
            fill = (fill[0] // 2 + 8, fill[1] // 2 + 8, fill[2] // 2 + 10)
        radius = max(4, tile.width // 10)
        pygame.draw.rect(surface, fill, tile, border_radius=radius)
        edge = (150, 140, 190) if sector.room else (80, 86, 98)
        pygame.draw.rect(surface, edge, tile, 2 if sector.room else 1, border_radius=radius)
        ink = style.TEXT_DARK if sector.lit and not hidden else style.TEXT
        small = max(9, tile.width // 8)
        corner = max(10, tile.width // 5)
        if sector.room:
            # the name keeps clear of the mission star (top left), the danger token (top right) and,
            # in the hero's sector, the arrow of a way north (over the middle of its top side)
            left = tile.x + (corner + 6 if marked else 3)
            right = _danger_rect(tile).left - 2 if sector.danger else tile.right - 3
            north = self.exit_arrows.get("n") if sector.hero else None
            top = north.bottom + 1 if north is not None and north.colliderect(tile) else tile.y + 3
            room = pygame.Rect(left, top, right - left, small + 4)
            style.draw_fitted(surface, self.room_name(sector.room), room, small, ink, "condensed_bold", "midtop",
                              smallest=7)
        if sector.switchbox:
            switch = style.draw_text(surface, "⚡", (tile.x + 3, tile.bottom - 2), corner, (230, 180, 40), "bold",
                                     "bottomleft")
            iconmap.mark(surface, switch, "legend.alone.switchbox")
        if sector.stairs and not (sector.hero and "stairs" in self.exit_arrows):
            # (in the hero's sector the arrow up or down the stairs stands on their corner instead)
            colour = art.STAIRS.get(sector.stairs, (200, 200, 200))
            box = pygame.Rect(0, 0, corner + 4, corner + 4)
            box.bottomright = (tile.right - 3, tile.bottom - 3)
            pygame.draw.rect(surface, colour, box, border_radius=3)
            style.draw_text(surface, "⇅", box.center, corner, (255, 255, 255), "bold", "center")
            iconmap.mark(surface, box, "legend.alone.stairs")
        if marked:
            star = style.draw_text(surface, "★", (tile.x + 4, tile.y + 2), corner, (242, 193, 78), "bold")
            iconmap.mark(surface, star, "legend.alone.mission")
        if sector.danger:
            _danger_token(surface, self.danger_rect(sector, tile))
        if hidden:
            pygame.draw.rect(surface, (0, 0, 0), tile, 1, border_radius=radius)

    def danger_rect(self, sector: SectorView, tile: pygame.Rect) -> pygame.Rect:
        """Where a danger token lies: on the secret map where the table laid it out to be lifted."""
        laid = self.hits.rect(("danger", sector.id)) if isinstance(sector, MapSector) else None
        return laid or _danger_rect(tile)

    def draw_pieces(self, surface) -> None:
        for place, rect in self.pieces:
            if place[0] == "hero":
                style.blit(surface, art.hero(rect.width, self.hero_initial()), rect)
            else:
                kind, wounded = self.creature_looks[place[1]]
                style.blit(surface, art.creature(kind, wounded, rect.width), rect)

    def draw_exits(self, surface, lit) -> None:
        """The arrows on the sides of the hero's sector: bright where a click leads on now."""
        for direction, rect in self.exit_arrows.items():
            place = ("exit", direction)
            shown = place in lit or place in self.lit
            colour = style.ACCENT if shown else (120, 126, 136)
            pygame.draw.circle(surface, (20, 22, 28), rect.center, rect.width // 2)
            pygame.draw.circle(surface, colour, rect.center, rect.width // 2, 3)
            glyph = {"n": "▲", "e": "▶", "s": "▼", "w": "◀", "stairs": "⇅"}[direction]
            style.draw_text(surface, glyph, rect.center, rect.width // 2, colour, "bold", "center")
            iconmap.mark(surface, rect, "legend.alone.exit")
            if shown:
                for other in self.hits.rects(place):
                    if other != rect:
                        style.glow(surface, other, style.ACCENT, 8, 2)
        for side in self.heard:
            heard = self.exit_arrows.get(side) or self.heard_rect(side)
            if heard is not None:
                noise = style.draw_text(surface, "))))", heard.move(0, -heard.height).center, 18, (250, 120, 90),
                                        "bold", "center")
                iconmap.mark(surface, noise, "legend.alone.noise")

    # ---- the hero sheet -----------------------------------------------------------------------------
    def draw_sheet(self, surface) -> None:
        hero = self.alone_view.hero
        panel.titled(surface, SHEET, "")
        character = content().characters[hero.character]
        style.draw_text(surface, pick(character.name), (INNER.x, SHEET.y + 10), 22, style.TEXT, "bold")
        style.draw_wrapped(surface, pick(character.text), pygame.Rect(INNER.x, SHEET.y + 38, INNER.width, 20), 14,
                           style.TEXT_DIM, "italic")
        self.draw_tracks(surface, hero)
        self.draw_rounds(surface)
        self.draw_actions(surface)
        self.draw_items(surface)
        self.draw_fields(surface)
        self.draw_skills(surface, hero)
        self.draw_missions(surface)

    def draw_tracks(self, surface, hero: HeroSheet) -> None:
        tracks = (("health", hero.health), ("composure", hero.composure), ("adrenaline", hero.adrenaline))
        for row, (name, value) in enumerate(tracks):
            rect = TRACKS.move(0, row * 28)
            label = tr(f"alone.ui.{name}")
            style.draw_text(surface, label, (INNER.x, rect.centery), 17, label_colour(TRACK_COLOURS[name]), "bold",
                            "midleft")
            top = 12 if name != "adrenaline" else 6
            track(surface, rect if name != "adrenaline" else pygame.Rect(rect.x, rect.y, rect.width * 7 // 13,
                                                                         rect.height),
                  range(top + 1), value, TRACK_COLOURS[name], text_size=13)

    def draw_rounds(self, surface) -> None:
        view = self.alone_view
        label = tr("alone.ui.round", round=view.round)
        style.draw_text(surface, label, (INNER.x, ROUNDS.centery), 16, style.TEXT_DIM, "bold", "midleft")
        turns = pygame.Rect(ROUNDS.x + 150, ROUNDS.y, ROUNDS.width - 150 - 150, ROUNDS.height)
        track(surface, turns, range(1, view.turns + 1), view.turn, (70, 76, 90), text_size=13)
        if view.nightmare:
            mark = badge(tr("alone.ui.nightmare"), (120, 30, 50), 16)
            style.blit(surface, mark, mark.get_rect(midright=(ROUNDS.right, ROUNDS.centery)))
        elif view.bullet:
            mark = badge(tr("alone.ui.bullet_time"), (160, 110, 30), 16)
            style.blit(surface, mark, mark.get_rect(midright=(ROUNDS.right, ROUNDS.centery)))

    def draw_actions(self, surface) -> None:
        taken = self.alone_view.actions
        for name, rect in self.action_rects.items():
            done = name in taken
            fill = (60, 66, 78) if not done else (40, 44, 52)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            pygame.draw.rect(surface, style.OUTLINE, rect, 1, border_radius=8)
            words = f"{art.ACTION_GLYPH[name]} {tr(f'alone.action.{name}')}"
            style.draw_fitted(surface, words, rect.inflate(-10, 0), 17, style.TEXT_DIM if done else style.TEXT, "bold",
                              smallest=10)
            if done:
                pygame.draw.line(surface, style.TEXT_DIM, (rect.x + 8, rect.centery), (rect.right - 8, rect.centery), 1)

    def draw_items(self, surface) -> None:
        style.draw_text(surface, tr("alone.ui.items"), (ITEMS.x, ITEMS.y - 2), 14, style.TEXT_DIM, "bold")
        lang = language()
        for held, rect in self.item_rects:
            face = art.item_face(held.card, held.charges, held.upgraded, rect.width, rect.height, lang)
            style.blit(surface, face, rect)

    def draw_fields(self, surface) -> None:
        view = self.alone_view
        style.draw_text(surface, tr("alone.ui.fields", n=view.played), (FIELDS.x, FIELDS.y - 2), 14,
                        style.TEXT_DIM, "bold")
        lang = language()
        for number, rect in enumerate(self.field_rects, start=1):
            danger = number in view.danger_fields
            pygame.draw.rect(surface, (36, 40, 48), rect, border_radius=8)
            pygame.draw.rect(surface, style.DANGER if danger else style.OUTLINE, rect, 2, border_radius=8)
            if danger:
                sign = style.draw_text(surface, "⚠", rect.center, rect.width // 3, (120, 50, 46), "bold", "center")
                iconmap.mark(surface, sign, "legend.alone.danger_field")
        for card, rect in self.played_rects:
            image = art.reaction_face(card.card, rect.width, rect.height, lang) if card.card \
                else art.standard_back(rect.width, rect.height)
            style.blit(surface, image, rect)
            who = badge(tr("alone.ui.evil_short", n=card.seat), (70, 40, 80), 12)
            style.blit(surface, who, who.get_rect(midbottom=(rect.centerx, rect.bottom - 3)))
        facedown = self.hits.rect(("facedown",))
        if facedown is not None:
            style.blit(surface, art.standard_back(facedown.width, facedown.height), facedown)
            style.draw_text(surface, tr("alone.ui.face_down"), (facedown.centerx, facedown.bottom + 2), 12,
                            style.TEXT_DIM, "bold", "midtop")
        self.draw_turn_state(surface)

    def draw_turn_state(self, surface) -> None:
        """Right of the fields: this turn's changes to the dice, and the last roll."""
        x, y = self.turn_box.x, self.turn_box.y
        for words in self.modifiers():
            mark = badge(words, (90, 50, 60), 14)
            style.blit(surface, mark, (x, y))
            y += mark.get_height() + 4
        if self.last_roll:
            style.draw_text(surface, tr("alone.ui.last_roll"), (x, y + 4), 13, style.TEXT_DIM, "bold")
            for face, box in zip(self.last_roll, self.roll_boxes(), strict=False):
                draw_face(surface, face, box)

    def roll_boxes(self) -> list[pygame.Rect]:
        """Where the last roll's dice are drawn (eight at most), below this turn's changes to the dice."""
        x = self.turn_box.x
        y = self.turn_box.y + sum(badge(words, (90, 50, 60), 14).get_height() + 4 for words in self.modifiers()) + 22
        return [pygame.Rect(x + (index % 4) * 28, y + (index // 4) * 28, DIE, DIE)
                for index in range(min(8, len(self.last_roll)))]

    def draw_skills(self, surface, hero: HeroSheet) -> None:
        for skill, rect in self.skill_rects.items():
            points = hero.xp.get(skill, 0)
            unlocked = skill in hero.skills
            fill = (60, 110, 70) if unlocked else (44, 50, 60)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            name = pick(content().skills[skill].name)
            room = pygame.Rect(rect.x + 6, rect.y, rect.width - 34, rect.height)      # the pips at the right
            style.draw_fitted(surface, name, room, 14, style.TEXT, "bold", "midleft", smallest=9)
            for pip in range(2):
                centre = (rect.right - 22 + pip * 11, rect.centery)
                pygame.draw.circle(surface, style.ACCENT if pip < points or unlocked else (90, 96, 106), centre, 4)

    def draw_missions(self, surface) -> None:
        for mission, rect in self.mission_rects:
            colour = style.shade(art.MISSION[mission.colour])
            fill = (40, 46, 54) if mission.active else (30, 34, 40)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
            name = pick(content().missions[mission.id].name)
            mark = "✔ " if mission.done else ""
            words = f"{mark}{name} {mission.progress}/{mission.steps}"
            if mission.room:
                words += " · " + self.room_name(mission.room)
            ink = style.TEXT if mission.active else style.TEXT_DIM
            style.draw_fitted(surface, words, rect.inflate(-12, 0), 15, ink, "bold", "midleft", smallest=9)

    # ---- piles, reserve, hands ------------------------------------------------------------------------------
    def draw_piles(self, surface) -> None:
        panel.titled(surface, PILES, tr("alone.ui.piles"))
        lang = language()
        for (kind, deck), rect in self.pile_rects.items():
            pile = next(p for p in self.alone_view.piles if p.deck == deck)
            count = pile.count if kind == "deck" else pile.discard
            if count:
                style.blit(surface, art.reaction_back(deck, rect.width, rect.height, lang), rect)
                if kind == "discard":       # a discard pile lies face up: shown dimmed, its count beside
                    style.blit(surface, tint(rect.size, (0, 0, 0, 120)), rect)
            else:
                pygame.draw.rect(surface, style.OUTLINE, rect, 2, border_radius=8)
            room = (PILES.right if kind == "discard" else rect.right + PILE_STEP - rect.width) - rect.right - 14
            beside = pygame.Rect(rect.right + 8, rect.y, room, rect.height - 2)
            if kind == "deck":
                style.draw_fitted(surface, art.deck_symbol(deck) + " " + pick(content().decks[deck].name), beside, 15,
                                  art.deck_label(deck), "bold",
                                  "topleft", smallest=10)
            style.draw_fitted(surface, trn(f"alone.ui.{kind}", count), beside, 13, style.TEXT_DIM, "bold",
                              "bottomleft", smallest=9)
        if self.supply_rects:
            style.draw_text(surface, tr("alone.ui.reserve"), (PILES.x + 12, self.supply_top - 22), 14, style.TEXT_DIM,
                            "bold")
        for kind, rect in self.supply_rects.items():
            free = self.reserve[kind]
            image = art.creature(kind, False, rect.width)
            if not free:
                image = style.copy(image)
                image.set_alpha(90)
            style.blit(surface, image, rect)
            style.draw_text(surface, str(free), (rect.centerx, rect.bottom + 1), 13, style.TEXT_DIM, "bold", "midtop")

    def draw_hand(self, surface) -> None:
        lang = language()
        evil = self.evil_view
        if evil is not None:
            panel.titled(surface, HAND, trn("alone.ui.your_hand", len(evil.hand), limit=self.hand_limit()))
            for card, rect in self.hand_rects:
                style.drop_shadow(surface, rect, 8)
                style.blit(surface, art.reaction_face(card, rect.width, rect.height, lang), rect)
        else:
            panel.titled(surface, HAND, tr("alone.ui.evil_hands"))
        for seat, count, rect in self.other_hands:
            leader = " ★" if seat == self.alone_view.leader else ""
            style.draw_text(surface, trn("alone.ui.evil_hand", count, seat=seat) + leader, (rect.x, rect.y), 15,
                            style.TEXT, "bold")
            back = art.hand_back(50, 70)
            for index in range(min(count, 10)):
                style.blit(surface, back, (rect.x + index * 18, rect.y + 24))
        if evil is None and self.news:
            box = pygame.Rect(HAND.x + 440, HAND.y + 40, HAND.width - 456, HAND.height - 52)
            style.draw_text(surface, tr("alone.ui.news"), (box.x, box.y - 4), 14, style.TEXT_DIM, "bold")
            style.draw_wrapped(surface, " · ".join(self.news[-6:]), box.move(0, 18), 15, style.TEXT)

    # ---- Locate -------------------------------------------------------------------------------------------
    def draw_locate(self, surface, box: pygame.Rect, lit) -> None:
        style.drop_shadow(surface, box, 12)
        decision = self.decision
        left = decision.left if isinstance(decision, CountedDecision) else 0
        panel.titled(surface, box, tr("alone.ui.locate", n=left), fill=(30, 34, 44))
        for place, rect in self.target_rects.items():
            pygame.draw.rect(surface, (58, 64, 78), rect, border_radius=8)
            words = self.target_words(place[1])
            style.draw_fitted(surface, words, rect.inflate(-12, 0), 17, style.TEXT, "bold", smallest=10)
            if place in lit:
                style.glow(surface, rect, style.ACCENT, 8, 2)


STEP = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}


def _bridge(tile: pygame.Rect, neighbour: pygame.Rect, width: int) -> pygame.Rect:
    """The strip of floor joining two neighbouring tiles across their gap."""
    if tile.centery == neighbour.centery:
        left, right = sorted((tile, neighbour), key=lambda r: r.x)
        return pygame.Rect(left.right, tile.centery - width // 2, right.x - left.right, width)
    top, bottom = sorted((tile, neighbour), key=lambda r: r.y)
    return pygame.Rect(tile.centerx - width // 2, top.bottom, width, bottom.y - top.bottom)


def _danger_rect(tile: pygame.Rect) -> pygame.Rect:
    size = max(14, tile.width // 4)
    return pygame.Rect(tile.right - size - 3, tile.y + 3, size, size)


def _danger_token(surface, rect: pygame.Rect) -> None:
    points = [(rect.centerx, rect.y), (rect.right, rect.bottom), (rect.x, rect.bottom)]
    pygame.draw.polygon(surface, (236, 120, 40), points)
    pygame.draw.polygon(surface, (60, 20, 10), points, 2)
    style.draw_text(surface, "!", (rect.centerx, rect.centery + rect.height // 6), max(9, rect.height * 2 // 3),
                    (40, 10, 0), "bold", "center")
    iconmap.mark(surface, rect, "legend.alone.danger")
