"""The Raxxon table: the board's piles and power track on the left, the crowd in the middle, the
character sheets and the log on the right, the prompt bar below.

Everything drawn comes from `self.view` (`board.py` paints it); which place gives which command is
`places.routes`, and the shared table (`scenes/table.py`) turns clicks and drags into commands.
"""

from __future__ import annotations

import math
from collections import Counter

import pygame

from game.i18n import language, tr, trn
from game.titles.raxxon import model as m
from game.titles.raxxon.content import content
from game.titles.raxxon.view import (
    ChooseCharacterDecision,
    CountedPick,
    CrowdCard,
    DecisionView,
    FaceDownPile,
    FaceUpCard,
    GateDecision,
    action_text,
    icon_name,
)
from scenes import style
from scenes.places import Place, Route
from scenes.tables.raxxon import art, places
from scenes.tables.raxxon.board import (
    ARROW,
    BOARD,
    CROWD,
    PILE,
    PILE_ORDER,
    RIGHT,
    SHEET_HEADER,
    SHEET_ROW,
    STRIP,
    RaxxonBoard,
    raxxon_card_rect,
)
from scenes.widgets.grid import Grid
from scenes.widgets.story import PhaseStory, Step

INTO_PILE = {m.CardsEvacuated: "evacuation", m.CardsKilled: "population_discard",
             m.CardsQuarantined: "contained_quarantine", m.LineShuffledOntoDeck: "population_deck"}
HINTS = ("choose_character", "choose_action", "place", "flip", "pick", "rx_pick", "gate")
CHARACTER_CARD = (292, 392)


class RaxxonTable(RaxxonBoard):
    MAIN_DECISIONS = frozenset({"choose_character", "choose_action", "gate"})
    name = "raxxon"

    def __init__(self, app, session, game_id, control=None) -> None:
        super().__init__(app, session, game_id, control)
        self.slots: dict[m.Pos, pygame.Rect] = {}
        self.card_size = (120, 168)

    # ---- what may be done, by which places ----------------------------------------------------
    def routes(self, command) -> list[Route]:
        return places.routes(self.raxxon_view, command)

    @property
    def decision(self) -> DecisionView | None:
        return self.raxxon_view.decision

    def prefer(self, commands: list) -> list:
        """A card dropped on another swaps them with the swap action picked, else the first one."""
        if all(isinstance(c, m.Act) and c.other is not None for c in commands):
            picked = [p[1] for p in self.picked if p[0] == "action"]
            return [next((c for c in commands if c.action in picked), commands[0])]
        return commands

    def explain(self, place: Place) -> m.Act | str | None:
        """The rules' reason why a place answers nothing now, where a command stands for it."""
        seat, kind = self.person_to_move(), place[0]
        if seat is None:
            return None
        if kind == "action":
            if self.decision_kind() != "choose_action":
                return None
            return tr("raxxon.error.no_free_space" if place[1] and places.action_kind(self.raxxon_view, seat, place[1])
                      else "raxxon.error.bad_target")
        picked = self.picked[-1] if self.picked else None
        if picked is None or (kind == "cell" and self.card_view(place[1]) is None):
            return None
        if picked[0] == "action" and kind == "cell":
            return m.Act(seat=seat, action=picked[1], cell=place[1])
        if picked[0] == "cell" and kind == "cell":
            swap = self.swap_action(seat)
            first, second = sorted((picked[1], place[1]))
            return m.Act(seat=seat, action=swap, cell=first, other=second) if swap else None
        if picked[0] == "cell" and kind == "pile":
            return self.act_by_drop(seat, picked[1], place[1])
        return None

    def swap_action(self, seat: int) -> int | None:
        for index, action in enumerate(self.sheet(seat).actions, start=1):
            if action.kind in ("swap", "swap_adjacent") and action.tokens < len(action.spaces):
                return index
        return None

    def act_by_drop(self, seat: int, pos: m.Pos, pile: str) -> m.Act | None:
        """The action a card dropped on `pile` stands for, to ask the rules why it may not."""
        wanted = ("fund", "quarantine") if pile == "contained_quarantine" else ("evacuate_card", "evacuate_group")
        for index, action in enumerate(self.sheet(seat).actions, start=1):
            if action.kind in wanted:
                return m.Act(seat=seat, action=index, cell=None if action.kind == "quarantine" else pos)
        return None

    def drop_zones(self, place: Place) -> list[Place]:
        cards: list[Place] = [places.cell(p) for p in self.slots if self.card_view(p) is not None]
        return cards + [places.EVACUATION, places.CONTAINED]

    def drop_refusal(self, piece: Place, place: Place | None) -> str:
        """Why a card may not go onto a pile: what the pile's action on this sheet takes."""
        seat = self.person_to_move()
        kinds = {a.kind for a in self.sheet(seat).actions} if seat is not None else set()
        if place == places.CONTAINED and "quarantine" in kinds:
            return tr("raxxon.error.not_face_up_infected")
        if place == places.EVACUATION and kinds & {"evacuate_card", "evacuate_group"}:
            return tr("raxxon.error.not_face_up_healthy")
        return tr("raxxon.error.bad_target")

    def use_place(self, place: Place) -> bool:
        if place[0] == "pile":
            self.open_pile(place[1])
            return True
        if place[0] == "action" and self.picked:
            # another action while one is armed: that one instead (one given by its click alone
            # begins no longer route, so the shared table would not pick it up)
            self.picked, self.offered = (), []
            self.relight()
            return place in self.lit and self.click_place(place)
        return False

    def usable_places(self) -> list[Place]:
        """The piles: a click opens one to look through."""
        return [place for place, _ in self.hits.entries if place[0] == "pile"]

    def picked_changed(self) -> None:
        if self.picked[-1:] and self.picked[-1][0] == "pile" and self.app.top is self:
            self.open_pile(self.picked[-1][1])

    def open_pile(self, name: str) -> None:
        from scenes.tables.raxxon.piles import PileScene
        pile = self.raxxon_view.piles[name]
        if isinstance(pile, FaceDownPile):
            self.app.toast(f"{tr(f'raxxon.pile.{name}')}: {pile.count}")
            return
        self.app.push(PileScene(self.app, self, name))

    # ---- layout -----------------------------------------------------------------------------------
    def layout(self) -> None:
        self.layout_piles()
        self.layout_crowd()
        self.layout_sheets()
        self.layout_characters()
        card = self.raxxon_view.raxxon_current
        if card:                # it lies over the crowd: the cards under it are not to be pointed at
            self.hits.add(("raxxon_card", card), raxxon_card_rect())

    def layout_crowd(self) -> None:
        """Size the cards to fill the crowd area; while a card is being placed, leave room for a
        ring of free places around the crowd."""
        crowd = self.raxxon_view.crowd
        rows = len(crowd) or 1
        cols = max((len(row) for row in crowd), default=1) or 1
        ring = 1 if self.decision_kind() == "place" else 0
        area = CROWD.inflate(-2 * ARROW - 24, -2 * ARROW - 24).move(ARROW // 2, ARROW // 2)
        grid = Grid.fit(area, rows + 2 * ring, cols + 2 * ring, 0.72, tallest=210).shifted(ring, ring)
        self.card_size = (grid.width, grid.height)
        self.slots = {(r, c): grid.cell(r, c) for r in range(-1, rows + 1) for c in range(-1, cols + 1)}
        for place, rect in self.slots.items():
            if self.card_view(place) is not None or ("cell", place) in self.index.next_places(()):
                self.hits.add(("cell", place), rect)
        for r in range(rows):
            rect = self.slots[(r, 0)]
            self.hits.add(("line", f"row:{r}"), pygame.Rect(grid.left - ARROW - 10, rect.centery - ARROW // 2, ARROW,
                                                             ARROW))
        for c in range(cols):
            rect = self.slots[(0, c)]
            self.hits.add(("line", f"col:{c}"), pygame.Rect(rect.centerx - ARROW // 2, grid.top - ARROW - 10, ARROW,
                                                             ARROW))

    def layout_piles(self) -> None:
        y = BOARD.y + 40
        for row in PILE_ORDER:
            width = BOARD.width // len(row)
            for index, name in enumerate(row):
                x = BOARD.x + index * width + (width - PILE[0]) // 2
                self.hits.add(("pile", name), pygame.Rect(x, y + 24, *PILE))
            y += PILE[1] + 84

    def layout_sheets(self) -> None:
        """The deciding player's sheet open, the others as strips; its rows are places while the
        player chooses an action."""
        self.sheet_rects: list[tuple[int, pygame.Rect, bool]] = []
        expanded = self.sheet_seat()
        big = SHEET_HEADER + 6 * SHEET_ROW + 8
        y = RIGHT.y
        choosing = self.decision_kind() == "choose_action" and self.person_to_move() is not None
        for seat in range(len(self.raxxon_view.sheets)):
            height = big if seat == expanded else STRIP
            rect = pygame.Rect(RIGHT.x, y, RIGHT.width, height)
            self.sheet_rects.append((seat, rect, seat == expanded))
            if seat == expanded and choosing and self.sheet(seat).character:
                for action in range(6):
                    self.hits.add(("action", action), self.row_rect(rect, action))
            y += height + 6

    @staticmethod
    def row_rect(sheet: pygame.Rect, action: int) -> pygame.Rect:
        return pygame.Rect(sheet.x + 6, sheet.y + SHEET_HEADER + action * SHEET_ROW, sheet.width - 12, SHEET_ROW - 4)

    def layout_characters(self) -> None:
        decision = self.decision
        if not isinstance(decision, ChooseCharacterDecision) or self.is_bot(decision.seat):
            return
        width, height = CHARACTER_CARD
        left = CROWD.centerx - (3 * width + 2 * 14) // 2
        for index, name in enumerate(content().characters):
            rect = pygame.Rect(left + (index % 3) * (width + 14), CROWD.y + 64 + (index // 3) * (height + 14),
                               width, height)
            self.hits.add(("character", name), rect)

    def sheet_seat(self) -> int:
        decision = self.decision
        return decision.seat if decision else self.raxxon_view.active_seat

    def sheets_height(self) -> int:
        seats = self.session.title.seat_count(self.session.header.options)
        return SHEET_HEADER + 6 * SHEET_ROW + 8 + (seats - 1) * (STRIP + 6)

    def log_rect(self) -> pygame.Rect:
        top = RIGHT.y + self.sheets_height() + 10
        return pygame.Rect(RIGHT.x, top, RIGHT.width, RIGHT.bottom - top)

    # ---- the prompt bar ----------------------------------------------------------------------------
    def question(self) -> tuple[str, str]:
        decision, outcome = self.decision, self.raxxon_view.outcome
        if decision is None:
            return (tr(f"raxxon.outcome.{outcome}") if outcome else ""), ""
        seat, kind = decision.seat, decision.kind
        if self.is_bot(seat):
            return tr("ui.table.waiting_bot", who=self.seat_label(seat)), ""
        question = tr("ui.table.your_turn", who=self.seat_label(seat), what=tr(f"raxxon.decision.{kind}"))
        detail = self.hint(kind)
        if isinstance(decision, GateDecision) and decision.upcoming:    # the one Continue triggers, then those queued
            icons = [decision.icon, *decision.upcoming]
            detail = tr("raxxon.words.consequences") + ": " + ", ".join(icon_name(i) for i in icons)
        if kind == "choose_action" and self.picked[:1] and self.picked[0][0] == "action":
            detail = self.action_words(seat, self.picked[0][1])
        if isinstance(decision, CountedPick):
            detail = f"{decision.remaining} ×"
        return question, detail

    def is_primary(self, command) -> bool:
        return isinstance(command, (m.Continue, m.Done))

    def prompt_label(self, place, commands) -> str:
        return self.session.label(commands[0])

    @staticmethod
    def hint(kind: str) -> str:
        key = "pick" if kind.startswith("pick") or kind == "fund_optional" else kind
        return tr(f"raxxon.hint.{key}") if key in HINTS else ""

    def action_words(self, seat: int, action: int) -> str:
        if action == 0:
            return tr("raxxon.action.investigate.text")
        character = self.sheet(seat).character
        assert character is not None            # only a chosen character's rows beyond Investigate are picked
        return action_text(content().characters[character].actions[action - 1])

    def seat_label(self, seat: int) -> str:
        who = self.named(seat, tr("raxxon.words.player", n=seat + 1))
        name = self.sheet(seat).name
        bot = f" · {tr('ui.table.bot')}" if self.is_bot(seat) else ""
        return f"{who} ({name}){bot}" if name else f"{who}{bot}"

    # ---- motion -------------------------------------------------------------------------------------
    def moved_by(self, told) -> list[tuple[Place, Place]]:
        """Two crowd cards swapping places cross over (the cells keep their names); crowd cards
        evacuated, killed, quarantined or shuffled onto the deck fly into their pile."""
        moves: list[tuple[Place, Place]] = []
        for event in self.day_events(told):
            if isinstance(event, m.CardsSwapped):
                a, b = places.cell(event.a), places.cell(event.b)
                moves += [(a, b), (b, a)]
            elif type(event) in INTO_PILE:
                moves += [(places.cell(cell), ("pile", INTO_PILE[type(event)])) for cell in event.cells]
        return moves

    def arrived_by(self, told) -> list[tuple[Place, Place]]:
        """A card drawn onto the crowd flies there from the population deck; a card going from
        pile to pile (an infection, a hostile sent back, the quarantine moved) flies between them."""
        arrivals: list[tuple[Place, Place]] = []
        for event in self.day_events(told):
            if isinstance(event, m.CardAdded):
                # Added left of or above the crowd, it is the first row or column once laid out.
                arrivals.append((("pile", "population_deck"), ("cell", (max(event.r, 0), max(event.c, 0)))))
            elif isinstance(event, m.InfectionRose):
                arrivals.append((("pile", "infection_supply"), ("pile", "population_discard")))
            elif isinstance(event, m.HostileReturned):
                arrivals.append((("pile", "evacuation"), ("pile", "population_discard")))
            elif isinstance(event, m.QuarantineMoved) and event.source != event.target:
                arrivals.append((("pile", event.source), ("pile", event.target)))
            elif isinstance(event, m.CardsQuarantined) and event.from_uncontained:
                arrivals.append((("pile", "uncontained_quarantine"), ("pile", "contained_quarantine")))
        return arrivals

    @staticmethod
    def day_events(told) -> list:
        """The events of the command up to the end of day: the end of day itself gathers every
        card anew and is told step by step, not flown."""
        events = []
        for seen in told:
            if isinstance(seen.event, m.EndOfDayBegan):
                break
            events.append(seen.event)
        return events

    def turned_by(self, told) -> list[pygame.Rect]:
        """Crowd cards turned face up or face down turn over where they lie."""
        cells: list[Place] = []
        for seen in told:
            if isinstance(seen.event, m.CardFlipped):
                cells.append(places.cell((seen.event.r, seen.event.c)))
            elif isinstance(seen.event, m.CardsTurnedDown):
                cells += [places.cell(cell) for cell in seen.event.cells]
        return self.rects_of(cells)

    def popped_by(self, told):
        """An action token set on the open sheet pops in (a sheet that closed as the turn passed
        on shows no row to pop in)."""
        rects = []
        open_sheet = next(((seat, rect) for seat, rect, expanded in self.sheet_rects if expanded), None)
        for seen in told:
            if isinstance(seen.event, m.TokenPlaced) and open_sheet and seen.event.seat == open_sheet[0]:
                rects.append(self.row_rect(open_sheet[1], seen.event.action))
        return rects

    # ---- the end of day, told step by step ------------------------------------------------------------
    def phase_story(self, told):
        """[EN: End of Day] the crowd revealed, each infection draw, the population gathered, the
        quarantine breached and the new day, each with its places lit; then the day in figures."""
        start = next((i for i, seen in enumerate(told) if isinstance(seen.event, m.EndOfDayBegan)), None)
        if start is None:
            return None
        night = told[start:]
        steps, shown = [], None
        for seen in night[1:]:
            if isinstance(seen.event, m.CrowdRevealed):
                shown = self.revealed_crowd(seen.event.cards)
            elif isinstance(seen.event, m.PopulationGathered):
                shown = None
            if seen.text:
                steps.append(Step(seen.text, self.night_places(seen.event), shown))
        count = Counter(type(seen.event) for seen in night)
        revealed = sum(len(seen.event.cards) for seen in night if isinstance(seen.event, m.CrowdRevealed))
        gathered = sum(len(seen.event.order) for seen in night if isinstance(seen.event, m.PopulationGathered))
        breached = sum(len(seen.event.cards) for seen in night if isinstance(seen.event, m.QuarantineBreached))
        view = self.raxxon_view
        totals = [tr("raxxon.story.revealed", n=revealed), tr("raxxon.story.infections", n=count[m.InfectionRose]),
                  tr("raxxon.story.gathered", n=gathered), tr("raxxon.story.breached", n=breached),
                  tr("raxxon.story.quarantine", uncontained=view.piles["uncontained_quarantine"].count,
                     contained=view.piles["contained_quarantine"].count),
                  tr("raxxon.story.evacuated", n=view.evacuated, target=view.win_target),
                  tr("raxxon.story.power", power=view.power, limit=view.power_limit)]
        return PhaseStory(tr("raxxon.story.heading", day=night[0].event.day), steps, totals)

    def revealed_crowd(self, cards: tuple[str, ...]) -> tuple[pygame.Surface, pygame.Rect]:
        """[EN: End of Day] the face-down cards as they were revealed (as the event told them),
        laid out over the crowd: the table already shows the next day's crowd, face down."""
        picture = pygame.Surface(CROWD.size)
        area = picture.get_rect()
        style.panel(picture, area, (20, 25, 31), style.ACCENT, 14, 2)
        infected = sum(1 for card in cards if content().population[card].type.health != "healthy")
        heading = trn("raxxon.story.revealed_crowd", len(cards), infected=infected)
        style.draw_text(picture, heading, (24, 20), style.fit_size(heading, area.width - 48, 22), style.TEXT, "bold")
        cols = math.ceil(math.sqrt(len(cards)))
        rows = math.ceil(len(cards) / cols)
        grid = Grid.fit(area.inflate(-48, -96).move(0, 24), rows, cols, 0.72, tallest=300)
        lang = language()
        for index, card in enumerate(cards):
            rect = grid.cell(*divmod(index, cols))
            style.drop_shadow(picture, rect, 8)
            picture.blit(art.population_face(card, rect.width, rect.height, lang), rect)
        return picture, CROWD.copy()

    def night_places(self, event) -> tuple:
        """Where a step of the end of day happens on the table."""
        crowd = tuple(place for place, _ in self.hits.entries if place[0] == "cell")
        piles: dict[type, tuple[str, ...]] = {
            m.InfectionRose: ("infection_supply", "population_discard"),
            m.PopulationGathered: ("population_deck",),
            m.QuarantineBreached: ("contained_quarantine", "uncontained_quarantine")}
        if isinstance(event, (m.CrowdRevealed, m.CrowdDealt)):
            return crowd
        return tuple(("pile", name) for name in piles.get(type(event), ()))

    # ---- hover zoom ---------------------------------------------------------------------------------
    def zoom_picture(self, place: Place):
        lang = language()
        if place[0] == "cell":
            card = self.known_card(place[1])
            return (card, lambda: art.population_face(card, 260, 364, lang)) if card else None
        top = self.pile_top(place[1]) if place[0] == "pile" else None
        if top is None:
            return None
        if place[1].startswith("raxxon"):
            return top, lambda: art.raxxon_face(top, 420, 600, lang)
        return top, lambda: art.population_face(top, 260, 364, lang)

    # ---- reading the view ------------------------------------------------------------------------------
    def card_view(self, place: m.Pos) -> CrowdCard | None:
        r, c = place
        crowd = self.raxxon_view.crowd
        if 0 <= r < len(crowd) and 0 <= c < len(crowd[r]):
            return crowd[r][c]
        return None

    def known_card(self, place: m.Pos) -> str | None:
        """The crowd card at `place` if the players know it: face up, or seen before it was turned down."""
        cell = self.card_view(place)
        if isinstance(cell, FaceUpCard):
            return cell.card
        return cell.seen.card if cell is not None and cell.seen is not None else None

    def pile_top(self, name: str) -> str | None:
        cards = places.pile_cards(self.raxxon_view, name)
        return cards[-1] if cards else None

    def card_image(self, place: m.Pos, size: tuple[int, int] | None = None) -> pygame.Surface:
        cell = self.card_view(place)
        width, height = size or self.card_size
        lang = language()
        if isinstance(cell, FaceUpCard):
            return art.population_face(cell.card, width, height, lang)
        if cell is not None and cell.seen is not None:
            return art.seen_back(cell.seen.card, width, height, lang)
        return art.card_back(width, height)

    def drag_image(self, place: Place) -> pygame.Surface | None:
        if place[0] == "cell" and self.card_view(place[1]) is not None:
            return self.card_image(place[1])
        if place == ("pile", "population_deck"):
            return art.card_back(*self.card_size)
        return None
