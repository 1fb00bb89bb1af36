"""The Alone table: the map on the left (the hero's labyrinth as he discovers it, or for an Evil
player the whole secret map), the hero sheet on the right, the piles and the hand below the map,
the log below the sheet, the prompt bar at the bottom.

Each seat sees only its own view: the hero never sees the secret map or a card face down, an
Evil player sees his own hand; the platform hides the table and hands the screen over between
them (`Title.view_groups`). Which place gives which command is `places.routes`; the shared table
(`scenes/table.py`) turns clicks and drags into commands: click an exit arrow to walk (or drag the
hero), an action or an item and then its target; an Evil player drags a card onto the sheet's
fields, a creature onto a sector, a creature from the reserve onto where it spawns.
"""

from __future__ import annotations

from typing import get_args

import pygame

from game.i18n import language, pick, tr
from game.titles.alone import cardtext
from game.titles.alone import model as m
from game.titles.alone.cardtext import either_labels
from game.titles.alone.content import Face, content
from game.titles.alone.view import (
    ApproveDecision,
    CountedDecision,
    Decision,
    EitherDecision,
    HeldItem,
    LabyrinthSector,
    MapSector,
    MissionView,
    PlayedCard,
    SectorView,
    Square,
    TimedDecision,
)
from scenes.places import Place, Route
from scenes.tables.alone import art, places
from scenes.tables.alone.board import (
    ACTIONS,
    FIELDS,
    HAND,
    ITEM_WIDTH,
    ITEMS,
    LOG,
    MAP,
    MISSIONS,
    PILE,
    PILE_STEP,
    PILES,
    SHEET_CARD,
    SKILLS,
    STEP,
    TOKEN_SHARE,
    AloneBoard,
    face_picture,
)
from scenes.tables.alone.maps import MapLayout

FACES = get_args(Face)          # the faces of the hero's dice
EVIL_COLOURS = ((196, 136, 226), (226, 122, 176), (150, 150, 236))
HERO_DECISIONS = ("hero_turn", "step", "block", "clear", "upgrade", "locate", "xp", "regain")
NEWS = 8                        # lines of what the hero perceived lately, kept for the news box


class AloneTable(AloneBoard):
    MAIN_DECISIONS = frozenset({"hero_turn", "window"})
    name = "alone"
    drag_to_explain = True

    def __init__(self, app, session, game_id, control=None) -> None:
        super().__init__(app, session, game_id, control)
        self.maps = MapLayout(MAP)
        self.pieces: list[tuple[Place, pygame.Rect]] = []
        self.creature_looks: dict[str, tuple[str, bool]] = {}
        self.exit_arrows: dict[str, pygame.Rect] = {}
        self.action_rects: dict[str, pygame.Rect] = {}
        self.item_rects: list[tuple[HeldItem, pygame.Rect]] = []
        self.field_rects: list[pygame.Rect] = []
        self.played_rects: list[tuple[PlayedCard, pygame.Rect]] = []
        self.turn_box = pygame.Rect(0, 0, 0, 0)
        self.skill_rects: dict[str, pygame.Rect] = {}
        self.mission_rects: list[tuple[MissionView, pygame.Rect]] = []
        self.pile_rects: dict[tuple[str, str], pygame.Rect] = {}
        self.supply_rects: dict[str, pygame.Rect] = {}
        self.supply_top = 0
        self.reserve: dict[str, int] = {}
        self.hand_rects: list[tuple[str, pygame.Rect]] = []
        self.other_hands: list[tuple[int, int, pygame.Rect]] = []
        self.target_rects: dict[Place, pygame.Rect] = {}
        self.known: set[Square] = set()
        self.heard: list[str] = []              # sides the hero heard a noise from since he last acted
        self.last_roll: tuple[str, ...] = ()
        self.news: list[str] = []

    def log_rect(self) -> pygame.Rect:
        return LOG

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The hero's moves in the log in his figure's gold, the Evil players' in shades of violet."""
        return art.HERO_RING if seat == m.HERO else EVIL_COLOURS[(seat - 1) % len(EVIL_COLOURS)]

    # ---- what may be done, by which places ----------------------------------------------------------
    def routes(self, command) -> list[Route]:
        return places.routes(self.alone_view, command)

    def prompt_label(self, place, commands) -> str:
        name = place[1]
        if name in ("face_up", "face_down", "discard", "doors_done"):
            return tr(f"alone.ui.prompt_{name}")
        return self.answer_label(commands[0])

    def answer_label(self, command) -> str:
        if isinstance(command, m.Choose) and isinstance(self.decision, EitherDecision):
            return either_labels(self.decision.card)[command.index]
        if isinstance(command, m.MoveCreature) and not command.via and any(
                isinstance(c, m.MoveCreature) and c.via and c.to == command.to for c in self.offered):
            return tr("alone.ui.shortest_way", what=self.session.label(command))
        return self.session.label(command)

    def is_primary(self, command) -> bool:
        return isinstance(command, (m.Pass, m.Done)) or (isinstance(command, m.Approve) and command.yes)

    def prefer(self, commands: list) -> list:
        """A drop of a card on the fields plays it face up; the prompt asks only between charges."""
        return commands

    # ---- layout --------------------------------------------------------------------------------------------
    def layout(self) -> None:
        self.layout_map()
        self.layout_sheet()
        self.layout_piles()
        self.layout_hand()
        self.layout_locate()

    def layout_map(self) -> None:
        floors = [f.id for f in content().scenarios[self.alone_view.scenario].floor]
        area = MAP.inflate(-24, -64).move(0, 22)
        self.maps = MapLayout.fit(area, floors, self.sectors, ring=0 if self.evil else 1)
        self.known = {s.square for s in self.sectors}
        self.pieces = []
        self.creature_looks = {}
        for sector in self.sectors:
            self.hits.add(self.sector_place(sector), self.sector_tile(sector))
        self.layout_exits()
        for sector in self.sectors:
            tile, place = self.sector_tile(sector), self.sector_place(sector)
            if isinstance(sector, MapSector) and sector.danger:
                size = max(14, tile.width // 4)
                self.hits.add(("danger", sector.id), pygame.Rect(tile.right - size - 3, tile.y + 3, size, size),
                              on=place)
            self.layout_pieces(sector, tile, place)
        for direction, arrow in self.exit_arrows.items():      # on top of everything on the map
            self.hits.add(("exit", direction), arrow)

    @staticmethod
    def sector_place(sector: SectorView) -> Place:
        return ("sector", sector.id) if isinstance(sector, MapSector) else places.tile_place(sector.square)

    def layout_pieces(self, sector: SectorView, tile: pygame.Rect, place: Place) -> None:
        """The hero and the creatures standing in a sector, side by side in its middle."""
        pieces: list[Place] = [("hero",)] if sector.hero else []
        for creature in sector.creatures:
            pieces.append(("creature", creature.id))
            self.creature_looks[creature.id] = (creature.kind, creature.wounded)
        if not pieces:
            return
        columns = 1 if len(pieces) == 1 else 2
        rows = -(-len(pieces) // columns)
        size = int(tile.width * (TOKEN_SHARE if rows <= 2 else 0.3))
        top = tile.centery - rows * size // 2 + (tile.height // 12 if sector.room else 0)
        for index, piece in enumerate(pieces):
            row, column = divmod(index, columns)
            count = min(columns, len(pieces) - row * columns)
            left = tile.centerx - count * size // 2
            rect = pygame.Rect(left + column * size, top + row * size, size, size)
            self.pieces.append((piece, rect))
            self.hits.add(piece, rect, on=place)

    def layout_exits(self) -> None:
        """Arrows on the sides of the hero's sector that some command goes through; each also
        answers for the square it points to (under the pieces there), so the hero can be dropped
        there. The arrows themselves are added last, on top."""
        self.exit_arrows = {}
        here = self.hero_tile()
        if here is None:
            return
        wanted = {p[1] for o in self.index.options for step in o.route.steps for p in step if p[0] == "exit"}
        tile = self.sector_tile(here)
        size = max(26, min(40, tile.width * 3 // 10))
        for direction in ("n", "e", "s", "w", "stairs"):
            if direction not in wanted:
                continue
            arrow = pygame.Rect(0, 0, size, size)
            if direction == "stairs":
                arrow.bottomright = (tile.right - 2, tile.bottom - 2)
                target = self.stairs_tile()
            else:
                dx, dy = STEP[direction]
                arrow.center = (tile.centerx + dx * tile.width // 2, tile.centery + dy * tile.height // 2)
                target = self.maps.tile(here.floor, here.x + dx, here.y + dy)
            self.exit_arrows[direction] = arrow
            if target is not None:
                self.hits.add(("exit", direction), target)

    def hero_tile(self) -> LabyrinthSector | None:
        """The hero's sector, on the hero's (or the public) table."""
        return places.hero_tile(self.alone_view) if not self.evil else None

    def stairs_tile(self) -> pygame.Rect | None:
        other = places.where_tile(self.alone_view, "stairs1")
        return self.maps.tile(*places.square_of(other)) if other else None

    def heard_rect(self, side: str) -> pygame.Rect | None:
        here = self.hero_tile()
        if here is None or side not in STEP:
            return None
        tile = self.sector_tile(here)
        dx, dy = STEP[side]
        rect = pygame.Rect(0, 0, 30, 30)
        rect.center = (tile.centerx + dx * tile.width // 2, tile.centery + dy * tile.height // 2)
        return rect

    def layout_sheet(self) -> None:
        hero = self.alone_view.hero
        width = (ACTIONS.width - 5 * 8) // 6
        self.action_rects = {}
        for index, action in enumerate(("move", "explore", "attack", "locate", "search", "interact")):
            rect = pygame.Rect(ACTIONS.x + index * (width + 8), ACTIONS.y, width, ACTIONS.height)
            self.action_rects[action] = rect
            self.hits.add(("action", action), rect)
        self.item_rects = []
        card_w, card_h = self.sheet_card(len(hero.items))
        for index, held in enumerate(hero.items):
            rect = pygame.Rect(ITEMS.x + index * (card_w + 8), ITEMS.y + 18, card_w, card_h)
            self.item_rects.append((held, rect))
            self.hits.add(("item", held.card), rect)
        self.layout_fields()
        self.skill_rects = {}
        skills = list(content().skills)
        width = (SKILLS.width - (len(skills) - 1) * 8) // len(skills)
        for index, skill in enumerate(skills):
            rect = pygame.Rect(SKILLS.x + index * (width + 8), SKILLS.y, width, SKILLS.height)
            self.skill_rects[skill] = rect
            self.hits.add(("skill", skill), rect)
        for track, row in (("health", 0), ("composure", 1)):
            self.hits.add(("track", track), pygame.Rect(FIELDS.x, 138 + row * 28, FIELDS.width, 24))
        self.mission_rects = []
        missions = self.alone_view.missions
        width = (MISSIONS.width - (len(missions) - 1) * 8) // max(1, len(missions))
        for index, mission in enumerate(missions):
            rect = pygame.Rect(MISSIONS.x + index * (width + 8), MISSIONS.y, width, MISSIONS.height)
            self.mission_rects.append((mission, rect))
            self.hits.add(("mission", mission.id), rect)

    @staticmethod
    def sheet_card(count: int) -> tuple[int, int]:
        """Item cards lie wide so their words can be read in place; many items share the row."""
        width = min(ITEM_WIDTH, (ITEMS.width - (count - 1) * 8) // max(1, count))
        return width, SHEET_CARD[1]

    def layout_fields(self) -> None:
        """The reaction fields (a card played as the second of a turn takes two), the place for
        a card played face down, and the turn's dice beside them."""
        width, height = SHEET_CARD
        total = self.alone_view.fields_total
        self.field_rects = [pygame.Rect(FIELDS.x + i * (width + 8), FIELDS.y + 18, width, height) for i in range(total)]
        self.played_rects = []
        used = 0
        for played in self.alone_view.fields:
            if used < total:
                self.played_rects.append((played, self.field_rects[used]))
                self.hits.add(("played", len(self.played_rects) - 1), self.field_rects[used])
            used += played.fields
        if used < total:
            self.hits.add(places.FIELDS, self.field_rects[used])
        right = self.field_rects[-1].right + 12
        if any(places.FACE_DOWN in step for o in self.index.options for step in o.route.steps):
            self.hits.add(places.FACE_DOWN, pygame.Rect(right, FIELDS.y + 18, width, height - 16))
            right += width + 12
        self.turn_box = pygame.Rect(right, FIELDS.y + 18, FIELDS.right - right, height)

    def layout_piles(self) -> None:
        self.pile_rects = {}
        for index, deck in enumerate(self.alone_view.decks):
            y = PILES.y + 40 + index * (PILE[1] + 10)
            for column, kind in enumerate(("deck", "discard")):
                rect = pygame.Rect(PILES.x + 14 + column * PILE_STEP, y, *PILE)
                self.pile_rects[(kind, deck)] = rect
                self.hits.add((kind, deck), rect)
        self.supply_rects = {}
        self.reserve = {}
        evil = self.evil_view
        if evil is None:
            return
        kinds = [k for k, spec in content().creatures.items() if not spec.boss]
        self.supply_top = PILES.y + 40 + 2 * (PILE[1] + 10) + 22
        for index, kind in enumerate(kinds):
            self.reserve[kind] = content().creatures[kind].tokens - evil.supply.get(kind, 0)
            rect = pygame.Rect(PILES.x + 16 + index * 56, self.supply_top, 34, 34)
            self.supply_rects[kind] = rect
            self.hits.add(("supply", kind), rect)

    def layout_hand(self) -> None:
        self.hand_rects = []
        self.other_hands = []
        evil = self.evil_view
        if evil is None:
            for index, hand in enumerate(self.alone_view.hands):
                self.other_hands.append((hand.seat, hand.count,
                                         pygame.Rect(HAND.x + 16, HAND.y + 40 + index * 76, 400, 70)))
            return
        cards = evil.hand
        inner = HAND.inflate(-24, -46).move(0, 16)
        height = inner.height
        # a full hand gets narrower cards side by side, not a fan: no card's words run under the next
        width = min(int(height * 0.71), (inner.width + 8) // max(1, len(cards)) - 8)
        step = width + 8
        for index, card in enumerate(cards):
            rect = pygame.Rect(inner.x + index * step, inner.y, width, height)
            self.hand_rects.append((card, rect))
            self.hits.add(("card", card), rect)

    def layout_locate(self) -> None:
        self.target_rects = {}
        if self.decision_kind() != "locate" or self.evil or self.person_to_move() is None:
            return
        targets = [p for p in self.index.next_places(()) if p[0] == "target"]
        columns = 4
        rows = -(-len(targets) // columns)
        box = pygame.Rect(MAP.x + 40, 0, MAP.width - 80, 56 + rows * 52)
        box.bottom = MAP.bottom - 16
        self.hits.add(("locate_panel",), box)
        width = (box.width - 24 - (columns - 1) * 10) // columns
        for index, place in enumerate(targets):
            row, column = divmod(index, columns)
            rect = pygame.Rect(box.x + 12 + column * (width + 10), box.y + 44 + row * 52, width, 42)
            self.target_rects[place] = rect
            self.hits.add(place, rect)

    # ---- the prompt bar --------------------------------------------------------------------------------
    def question(self) -> tuple[str, str]:
        outcome, decision = self.alone_view.outcome, self.decision
        if outcome:
            return tr(f"alone.outcome.{outcome}"), ""
        if decision is None:
            return "", ""
        seat, kind = decision.seat, decision.kind
        if self.person_to_move() is None:
            return tr("ui.table.waiting_bot", who=self.seat_name(seat)), ""
        question = tr("ui.table.your_turn", who=self.seat_name(seat), what=tr(f"alone.decision.{kind}"))
        return question, self.hint(decision)

    def hint(self, decision: Decision) -> str:
        kind = decision.kind
        chosen = self.picked_words(self.picked[0]) if kind == "hero_turn" and self.picked else ""
        if chosen:          # an action or item card chosen: its target is next
            return tr("alone.hint.picked", what=chosen)
        if kind == "evil":          # another Evil player's decision, hidden: nothing to do meanwhile
            return ""
        if kind == "window":
            timing = decision.timing if isinstance(decision, TimedDecision) else ""
            return tr(f"alone.timing.{timing or 'end'}")
        if kind in ("move", "spawn", "teleport", "danger", "discard", "place", "setup_danger", "setup_spawn"):
            return tr(f"alone.hint.{kind}", n=decision.left if isinstance(decision, CountedDecision) else 0)
        if isinstance(decision, ApproveDecision):
            if decision.standard:
                return tr("alone.hint.approve_face_down", n=decision.asks)
            return tr("alone.hint.approve", n=decision.asks, trigger=tr(f"alone.trigger.{decision.trigger}"))
        return tr(f"alone.hint.{kind}")

    @staticmethod
    def picked_words(place) -> str:
        """The action or item card the hero chose, by name."""
        if place[0] == "action":
            return tr(f"alone.action.{place[1]}")
        if place[0] == "item":
            return pick(cardtext.item_def(place[1]).name)
        return ""

    # ---- motion ----------------------------------------------------------------------------------------
    def moved_by(self, told):
        """A creature moved goes there (also into a sector where pieces are drawn smaller): the
        Evil players are told each move, the hero those he sees within his labyrinth."""
        moved = [seen.event.creature for seen in told if isinstance(seen.event, m.CreatureMoved)
                 or (isinstance(seen.event, m.Told) and seen.event.what == "moves")]
        return [(("creature", creature), ("creature", creature)) for creature in dict.fromkeys(moved)]

    def passes(self, place, old, new, told):
        """A creature walking goes through the sectors it passed: those the Evil players are told;
        for the hero, the way through his labyrinth as long as the moves he saw, where there is
        one way that long (a teleport goes straight)."""
        start, end = self.sector_at(old.center), self.sector_at(new.center)
        if place[0] != "creature" or start is None or end is None:
            return ()
        moves = [seen.event for seen in told if getattr(seen.event, "creature", "") == place[1]]
        paths = [event.path for event in moves if isinstance(event, m.CreatureMoved)]
        if any(event.teleport for event in moves if isinstance(event, m.CreatureMoved)):
            return ()
        route: list[SectorView]
        if paths:       # told the way: the Evil players' secret map
            by_id = {sector.id: sector for sector in self.sectors if isinstance(sector, MapSector)}
            route = [by_id[sector] for path in paths for sector in path if sector in by_id]
        else:
            seen_moves = sum(1 for event in moves if isinstance(event, m.Told) and event.what == "moves")
            route = self.way_through(start, end, seen_moves)
        tiles = [self.sector_tile(sector) for sector in route if sector is not start and sector is not end]
        return tuple((tile.centerx - new.width // 2, tile.centery - new.height // 2) for tile in tiles)

    def sector_at(self, point) -> SectorView | None:
        return next((sector for sector in self.sectors if self.sector_tile(sector).collidepoint(point)), None)

    def way_through(self, start: SectorView, end: SectorView, steps: int) -> list[SectorView]:
        """The sectors between `start` and `end` through passages and doors of the sectors the
        hero knows, when the shortest way takes `steps` steps (else none: no way is shown)."""
        known = {sector.square: sector for sector in self.sectors}
        came_from = {start.square: start}
        frontier = [start]
        while frontier:
            here = frontier.pop(0)
            for direction, kind in here.sides().items():
                dx, dy = STEP.get(direction, (0, 0))
                there = known.get(Square(here.floor, here.x + dx, here.y + dy))
                if kind != "blocked" and there is not None and there.square not in came_from:
                    came_from[there.square] = here
                    frontier.append(there)
        if end.square not in came_from:
            return []
        way = [end]
        while way[-1] is not start:
            way.append(came_from[way[-1].square])
        return way[::-1] if len(way) - 1 == steps else []

    def turned_by(self, told):
        """A creature wounded but standing turns to its wounded side where it stands."""
        return self.rects_of([("creature", seen.event.creature) for seen in told
                              if isinstance(seen.event, m.CreatureHurt) and not seen.event.killed])

    def popped_by(self, told):
        """A creature spawning appears with a pop."""
        return self.rects_of([("creature", seen.event.creature) for seen in told
                              if isinstance(seen.event, m.CreatureSpawned)])

    def rolled_by(self, told):
        """The dice of a roll tumble beside the fields before they settle."""
        if not any(isinstance(seen.event, m.DiceRolled) for seen in told):
            return []
        return [(box, FACES, face_picture) for box in self.roll_boxes()]

    # ---- what the hero perceived lately -------------------------------------------------------------------
    def react(self, told) -> None:
        super().react(told)
        last = self.session.history[-1].command if self.session.history else None
        if last is not None and last.seat == self.holder:
            self.heard = []
        for seen in told:
            event = seen.event
            if isinstance(event, m.Told) and event.what == "noise" and event.side in STEP:
                self.heard.append(event.side)
            if isinstance(event, m.DiceRolled):
                self.last_roll = event.faces
            if isinstance(event, (m.Told, m.Located)) and seen.text:
                self.news = (self.news + [seen.text])[-NEWS:]

    # ---- why a place answers nothing ---------------------------------------------------------------------
    def explain(self, place: Place) -> m.Act | str | None:
        kind = place[0]
        decision = self.decision_kind()
        if kind == "action" and decision == "hero_turn":
            if place[1] in self.alone_view.actions:
                return tr("alone.ui.action_taken")
            return m.Act(seat=m.HERO, action=place[1])
        if kind == "card" and decision not in ("window", "discard"):
            return tr("alone.ui.no_window")
        if kind in ("sector", "exit") and self.picked:
            return tr("alone.ui.not_that_way")
        return None

    def drop_zones(self, place: Place) -> list[Place]:
        evil = self.evil_view
        if place[0] == "card":
            return [places.FIELDS] if self.hits.rect(places.FIELDS) else []
        if place[0] in ("creature", "supply"):
            return [("sector", s.id) for s in evil.map] if evil is not None else []
        if place == ("hero",):
            return [("exit", d) for d in self.exit_arrows]
        return []

    def drop_refusal(self, piece: Place, place: Place | None) -> str:
        if piece[0] == "card":
            return tr("alone.ui.no_window")
        return tr("alone.ui.not_that_way")

    def may_drop(self, piece: Place, place: Place) -> bool:
        return place[0] not in ("action",)

    # ---- pictures ---------------------------------------------------------------------------------------
    def held(self, card: str) -> HeldItem:
        """An item on the hero's sheet, by its card."""
        return next(held for held, _ in self.item_rects if held.card == card)

    def drag_image(self, place: Place) -> pygame.Surface | None:
        rect = self.hits.rect(place)
        if rect is None:
            return None
        lang = language()
        if place[0] == "card":
            return art.reaction_face(place[1], rect.width, rect.height, lang)
        if place[0] == "item":
            held = self.held(place[1])
            return art.item_face(place[1], held.charges, held.upgraded, rect.width, rect.height, lang)
        if place[0] == "creature":
            kind, wounded = self.creature_looks[place[1]]
            return art.creature(kind, wounded, rect.width)
        if place[0] == "supply":
            return art.creature(place[1], False, rect.width)
        if place == ("hero",):
            return art.hero(rect.width, self.hero_initial())
        return None

    def zoom_picture(self, place: Place):
        lang = language()
        kind = place[0]
        if kind == "card":
            return place[1], lambda: art.reaction_face(place[1], 300, 420, lang)
        if kind == "played":
            card = self.alone_view.fields[place[1]].card
            return (card, lambda: art.reaction_face(card, 300, 420, lang)) if card else None
        if kind == "item":
            held = self.held(place[1])
            return (place[1], held.charges, held.upgraded), \
                lambda: art.item_face(place[1], held.charges, held.upgraded, 240, 336, lang)
        if kind in ("creature", "supply"):
            creature = self.creature_looks.get(place[1], (place[1], False))[0] if kind == "creature" else place[1]
            night = self.alone_view.nightmare
            return (creature, night), lambda: art.creature_card(creature, night, 260, 300, lang)
        if kind == "mission":
            return place[1], lambda: art.mission_card(place[1], 320, 220, lang)
        return None
