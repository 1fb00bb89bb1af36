"""The Raxxon table: the board's piles and power track on the left, the crowd in the middle, the
character sheets and the log on the right, the prompt bar below.

Everything drawn comes from `self.view`; every gesture becomes a command from
`self.legal` (what the person to move may do now) and goes through `TableScene.send`.
"""

from __future__ import annotations

import pygame

from game.engine import RuleError
from game.i18n import language, tr
from game.titles.raxxon import model as m
from game.titles.raxxon.content import content
from game.titles.raxxon.legal import TARGETED_KINDS
from game.titles.raxxon.view import action_text, icon_name
from scenes import raxxon_art as art
from scenes.raxxon_panels import (ARROW, BOARD, CROWD, PILE, PILE_ORDER, RIGHT, SHEET_HEADER, SHEET_ROW, STRIP,
                                   RaxxonPanels, SheetRow)
from scenes.table import TableScene
from scenes.widgets.dragdrop import Drag
from scenes.widgets.prompt import Answer

SWAP_KINDS = ("swap", "swap_adjacent")
HINTS = ("choose_character", "choose_action", "place", "flip", "pick", "rx_pick", "gate")


class RaxxonTable(RaxxonPanels, TableScene):
    name = "raxxon"

    def __init__(self, app, session, game_id) -> None:
        super().__init__(app, session, game_id)
        self.selected_action: int | None = None
        self.first_pick: tuple[int, int] | None = None
        self.legal: list = []
        self.slots: dict[tuple[int, int], pygame.Rect] = {}
        self.arrows: dict[str, pygame.Rect] = {}
        self.piles: dict[str, pygame.Rect] = {}
        self.sheet_rows: list[SheetRow] = []
        self.character_cards: dict[str, pygame.Rect] = {}
        self.space_boxes: list[tuple[pygame.Rect, tuple[str, ...]]] = []
        self.card_size = (120, 168)

    # ---- what the person to move may do -------------------------------------------------------
    def on_view(self) -> None:
        seat = self.person_to_move()
        self.legal = self.session.legal_commands(seat) if seat is not None else []
        if self.selected_action is not None and not self.acts_of(self.selected_action):
            self.selected_action = None
            self.first_pick = None
        self.layout_crowd()
        self.layout_piles()
        self.layout_characters()

    @property
    def decision(self) -> dict:
        return self.view.get("decision") or {}

    def acts_of(self, action: int) -> list[m.Act]:
        return [c for c in self.legal if isinstance(c, m.Act) and c.action == action]

    def sheet(self, seat: int) -> dict:
        return self.view["sheets"][seat]

    def action_kind(self, seat: int, action: int) -> str:
        if action == 0:
            return "investigate"
        return self.sheet(seat)["actions"][action - 1]["kind"]

    def cell_commands(self) -> dict[tuple[int, int], object]:
        """What clicking each crowd place does now."""
        found: dict[tuple[int, int], object] = {}
        kind = self.decision.get("kind")
        for command in self.legal:
            if isinstance(command, (m.Flip, m.Place)) or (isinstance(command, m.Pick) and command.cell is not None):
                found[tuple(command.cell)] = command
            elif (isinstance(command, m.Act) and kind == "choose_action" and command.action == self.selected_action
                  and command.cell is not None):
                if command.other is None:
                    found[tuple(command.cell)] = command
                elif self.first_pick is None:
                    found.setdefault(tuple(command.cell), "first")
                    found.setdefault(tuple(command.other), "first")
                elif self.first_pick in (tuple(command.cell), tuple(command.other)):
                    partner = tuple(command.other) if tuple(command.cell) == self.first_pick else tuple(command.cell)
                    found[partner] = command
        return found

    def line_commands(self) -> dict[str, m.Act]:
        if self.selected_action is None:
            return {}
        return {c.line: c for c in self.acts_of(self.selected_action) if c.line}

    def pile_picks(self) -> set[str]:
        """Piles holding cards the decision may take (opened to choose)."""
        cards = {c.card for c in self.legal if isinstance(c, m.Pick) and c.card}
        return {name for name in ("uncontained_quarantine", "contained_quarantine")
                if any(card["card"] in cards for card in self.view["piles"][name].get("cards", []))}

    # ---- layout -----------------------------------------------------------------------------------
    def layout_crowd(self) -> None:
        """Size the cards to fill the crowd area; while a card is being placed, leave room for a
        ring of free places around the crowd."""
        rows = len(self.view["crowd"]) or 1
        cols = max((len(row) for row in self.view["crowd"]), default=1) or 1
        ring = 1 if self.decision.get("kind") == "place" else 0
        area = CROWD.inflate(-2 * ARROW - 24, -2 * ARROW - 24)
        gap = 10
        slots_down, slots_across = rows + 2 * ring, cols + 2 * ring
        height = min(210, (area.height - gap * (slots_down - 1)) // slots_down)
        width = int(height * 0.72)
        if width * slots_across + gap * (slots_across - 1) > area.width:
            width = (area.width - gap * (slots_across - 1)) // slots_across
            height = int(width / 0.72)
        self.card_size = (width, height)
        grid_w = slots_across * width + (slots_across - 1) * gap
        grid_h = slots_down * height + (slots_down - 1) * gap
        left = area.centerx - grid_w // 2 + ring * (width + gap) + ARROW // 2
        top = area.centery - grid_h // 2 + ring * (height + gap) + ARROW // 2
        self.slots = {
            (r, c): pygame.Rect(left + c * (width + gap), top + r * (height + gap), width, height)
            for r in range(-1, rows + 1) for c in range(-1, cols + 1)
        }
        self.arrows = {}
        for r in range(rows):
            rect = self.slots[(r, 0)]
            self.arrows[f"row:{r}"] = pygame.Rect(left - ARROW - 10, rect.centery - ARROW // 2, ARROW, ARROW)
        for c in range(cols):
            rect = self.slots[(0, c)]
            self.arrows[f"col:{c}"] = pygame.Rect(rect.centerx - ARROW // 2, top - ARROW - 10, ARROW, ARROW)

    def layout_piles(self) -> None:
        self.piles = {}
        y = BOARD.y + 40
        for row in PILE_ORDER:
            width = BOARD.width // len(row)
            for index, name in enumerate(row):
                x = BOARD.x + index * width + (width - PILE[0]) // 2
                self.piles[name] = pygame.Rect(x, y + 24, *PILE)
            y += PILE[1] + 84

    def layout_characters(self) -> None:
        self.character_cards = {}
        if self.decision.get("kind") != "choose_character":
            return
        width, height, gap = 292, 392, 14
        left = CROWD.centerx - (3 * width + 2 * gap) // 2
        top = CROWD.y + 64
        for index, name in enumerate(content().characters):
            self.character_cards[name] = pygame.Rect(left + (index % 3) * (width + gap),
                                                     top + (index // 3) * (height + gap), width, height)

    # ---- the prompt bar ----------------------------------------------------------------------------
    def set_prompt(self) -> None:
        decision = self.decision
        if not decision:
            self.prompt.set(tr(f"raxxon.outcome.{self.view['outcome']}") if self.view.get("outcome") else "", [])
            return
        seat = decision["seat"]
        who = self.seat_label(seat)
        if self.is_bot(seat):
            self.prompt.set(tr("ui.table.waiting_bot", who=who), [])
            return
        kind = decision["kind"]
        question = tr("ui.table.your_turn", who=who, what=tr(f"raxxon.decision.{kind}"))
        answers = [Answer(self.session.label(c), lambda c=c: self.send(c), primary=isinstance(c, (m.Continue, m.Done)),
                          name=type(c).__name__.lower())
                   for c in self.legal if isinstance(c, (m.Continue, m.Pass, m.Done, m.Choose, m.ChooseCharacter))]
        if kind == "choose_character":
            answers = []
        detail = self.hint(kind)
        if kind == "gate" and decision.get("upcoming"):
            detail = tr("raxxon.words.consequences") + ": " + ", ".join(icon_name(i) for i in decision["upcoming"])
        if kind == "choose_action" and self.selected_action is not None:
            detail = self.selected_text(seat)
            answers.insert(0, Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="cancel"))
            empty = [c for c in self.acts_of(self.selected_action) if c.cell is None and c.line is None]
            if empty:
                answers.insert(1, Answer(self.session.label(empty[0]), lambda c=empty[0]: self.send_and_clear(c),
                                         name="without_effect"))
        if "remaining" in decision:
            detail = f"{decision['remaining']} ×"
        self.prompt.set(question, answers, detail)

    @staticmethod
    def hint(kind: str) -> str:
        key = "pick" if kind.startswith("pick") or kind == "fund_optional" else kind
        return tr(f"raxxon.hint.{key}") if key in HINTS else ""

    def selected_text(self, seat: int) -> str:
        if self.selected_action == 0:
            return tr("raxxon.action.investigate.text")
        act = content().characters[self.sheet(seat)["character"]].actions[self.selected_action - 1]
        return action_text(act)

    def seat_label(self, seat: int) -> str:
        sheet = self.sheet(seat)
        who = tr("raxxon.words.player", n=seat + 1)
        name = sheet.get("name")
        bot = f" · {tr('ui.table.bot')}" if self.is_bot(seat) else ""
        return f"{who} ({name}){bot}" if name else f"{who}{bot}"

    def layer_extra(self) -> tuple:
        return (self.selected_action, self.first_pick)

    def cancel(self) -> bool:
        if self.selected_action is None and self.first_pick is None:
            return False
        self.selected_action = None
        self.first_pick = None
        self.set_prompt()
        return True

    # ---- input -----------------------------------------------------------------------------------------
    def press(self, pos) -> bool:
        """A press on a piece that may be dragged starts a drag (a click if it does not move)."""
        for place, rect in self.slots.items():
            if rect.collidepoint(pos) and self.card_view(place) is not None:
                legal, others = self.drop_targets(("cell", place))
                if legal or others:
                    image = self.card_image(place)
                    self.drag.press(Drag(("cell", place), image, rect, (pos[0] - rect.x, pos[1] - rect.y),
                                         legal, others), pos)
                return False
        deck = self.piles.get("population_deck")
        if deck is not None and deck.collidepoint(pos) and self.decision.get("kind") == "place":
            legal = {("cell", tuple(c.cell)): self.slots[tuple(c.cell)] for c in self.legal if isinstance(c, m.Place)}
            self.drag.press(Drag(("deck", None), art.card_back(*self.card_size), deck,
                                 (self.card_size[0] // 2, self.card_size[1] // 2), legal), pos)
        return False

    def click(self, pos) -> bool:
        for name, rect in self.character_cards.items():
            if rect.collidepoint(pos):
                return self.send_matching(lambda c: isinstance(c, m.ChooseCharacter) and c.character == name)
        for row in self.sheet_rows:
            if row.rect.collidepoint(pos):
                return self.choose_action_row(row.action)
        lines = self.line_commands()
        for line, rect in self.arrows.items():
            if rect.collidepoint(pos) and line in lines:
                self.send_and_clear(lines[line])
                return True
        targets = self.cell_commands()
        for place, rect in self.slots.items():
            if rect.collidepoint(pos):
                command = targets.get(place)
                if command == "first":
                    self.first_pick = place
                    return True
                if command is not None:
                    self.send_and_clear(command)
                    return True
                if self.card_view(place) is not None:
                    self.explain_click(place)
                return bool(self.card_view(place))
        for name, rect in self.piles.items():
            if rect.collidepoint(pos):
                self.open_pile(name)
                return True
        return False

    def choose_action_row(self, action: int) -> bool:
        if self.decision.get("kind") != "choose_action":
            return False
        acts = self.acts_of(action)
        if not acts:
            seat = self.person_to_move()
            kind = self.action_kind(seat, action)
            self.refuse(tr("raxxon.error.no_free_space") if action and kind else tr("raxxon.error.bad_target"))
            return True
        targetless = len(acts) == 1 and acts[0].cell is None and acts[0].line is None
        kind = self.action_kind(self.person_to_move(), action)
        if targetless and kind not in TARGETED_KINDS and kind != "investigate":
            self.send_and_clear(acts[0])        # quarantine, reveal...: the choices come next
            return True
        self.selected_action = None if self.selected_action == action else action
        self.first_pick = None
        self.set_prompt()
        return True

    def send_matching(self, test) -> bool:
        command = next((c for c in self.legal if test(c)), None)
        if command is None:
            return False
        self.send_and_clear(command)
        return True

    def send_and_clear(self, command) -> None:
        self.selected_action = None
        self.first_pick = None
        self.send(command)

    def explain_click(self, place) -> None:
        """A click on a card that is no target now: say why, if the rules can."""
        if self.selected_action is None:
            return
        command = m.Act(seat=self.person_to_move(), action=self.selected_action, cell=place)
        self.explain(command)

    def explain(self, command) -> None:
        try:
            self.session.check(command)
        except RuleError as error:
            self.refuse(error.message())

    # ---- drag and drop -------------------------------------------------------------------------------
    def drop_targets(self, source) -> tuple[dict, dict]:
        """Where a dragged piece may go now (lit), and the other places it could be dropped."""
        legal: dict = {}
        others: dict = {}
        kind, place = source
        if kind != "cell":
            return legal, others
        for target in [("cell", p) for p in self.slots if self.card_view(p) is not None and p != place]:
            command = self.drop_command(source, target)
            if command is not None:
                (legal if command in self.legal else others)[target] = self.slots[target[1]]
        for pile in ("contained_quarantine", "evacuation"):
            commands = self.drop_commands(source, ("pile", pile))
            if commands:
                (legal if commands[0] in self.legal else others)[("pile", pile)] = self.piles[pile]
        return legal, others

    def swap_action(self, seat: int) -> int | None:
        if self.selected_action is not None and self.action_kind(seat, self.selected_action) in SWAP_KINDS:
            return self.selected_action
        for index, action in enumerate(self.sheet(seat).get("actions", []), start=1):
            if action["kind"] in SWAP_KINDS and action["tokens"] < len(action["spaces"]):
                return index
        return None

    def drop_command(self, source, target):
        commands = self.drop_commands(source, target)
        return commands[0] if commands else None

    def drop_commands(self, source, target) -> list:
        """The command(s) a drop means; the first one decides whether it is legal."""
        seat = self.person_to_move()
        if seat is None:
            return []
        kind = self.decision.get("kind")
        _, place = source
        if target[0] == "cell":
            other = target[1]
            if kind == "choose_action":
                action = self.swap_action(seat)
                if action is not None:
                    first, second = sorted((place, other))
                    return [m.Act(seat=seat, action=action, cell=first, other=second)]
            return []
        pile = target[1]
        if kind in ("pick_quarantine", "rx_pick", "fund_optional", "pick_adjacent"):
            wanted = {"pick_quarantine": "contained_quarantine", "fund_optional": "evacuation"}.get(kind)
            if wanted in (None, pile):
                return [m.Pick(seat=seat, cell=place)]
            return []
        if kind != "choose_action":
            return []
        return self.action_by_drop(seat, place, pile)

    def action_by_drop(self, seat, place, pile) -> list:
        actions = self.sheet(seat).get("actions", [])
        wanted = ("fund", "quarantine") if pile == "contained_quarantine" else ("evacuate_card", "evacuate_group", "evacuate_line")
        for want in wanted:
            for index, action in enumerate(actions, start=1):
                if action["kind"] != want:
                    continue
                if want in ("fund", "evacuate_card", "evacuate_group"):
                    return [m.Act(seat=seat, action=index, cell=place)]
                if want == "quarantine":
                    return [m.Act(seat=seat, action=index), m.Pick(seat=seat, cell=place)]
                lines = [c for c in self.acts_of(index) if c.line and self.line_holds(c.line, place)]
                if len(lines) == 1:
                    return [lines[0]]
                return [m.Act(seat=seat, action=index, line=f"row:{place[0]}")]
        return []

    @staticmethod
    def line_holds(line: str, place) -> bool:
        kind, _, number = line.partition(":")
        return place[0 if kind == "row" else 1] == int(number)

    def dropped(self, source, target) -> None:
        if target is None:
            return
        if source[0] == "deck":
            command = next((c for c in self.legal if isinstance(c, m.Place) and ("cell", tuple(c.cell)) == target), None)
            if command is not None:
                self.send_and_clear(command)
            return
        commands = self.drop_commands(source, target)
        if not commands:
            self.refuse(tr("raxxon.error.bad_target"))
            return
        if commands[0] not in self.legal:
            self.explain(commands[0])
            if commands[0] in self.legal:
                return
            self.explain_fallback(commands[0])
            return
        for command in commands:
            if not self.send(command):
                break
        self.selected_action = None
        self.first_pick = None

    def explain_fallback(self, command) -> None:
        if self.prompt.warning:
            return
        self.refuse(tr("raxxon.error.bad_target"))

    def open_pile(self, name: str) -> None:
        from scenes.raxxon_piles import PileScene
        pile = self.view["piles"][name]
        if "cards" not in pile:
            self.app.toast(f"{tr(f'raxxon.pile.{name}')}: {pile['count']}")
            return
        self.app.push(PileScene(self.app, self, name))

    # ---- hover zoom ---------------------------------------------------------------------------------
    def update_zoom(self, pos) -> None:
        lang = language()
        for place, rect in self.slots.items():
            cell = self.card_view(place)
            if rect.collidepoint(pos) and cell is not None:
                card = cell.get("card") or (cell.get("seen") or {}).get("card")
                if card:
                    self.zoom.hover(("cell", place, card), lambda c=card: art.population_face(c, 260, 364, lang), rect)
                    return
        for name, rect in self.piles.items():
            top = self.pile_top(name)
            if rect.collidepoint(pos) and top:
                if name.startswith("raxxon"):
                    factory = lambda c=top: art.raxxon_face(c, 420, 600, lang)
                else:
                    factory = lambda c=top: art.population_face(c, 260, 364, lang)
                self.zoom.hover(("pile", name, top), factory, rect)
                return
        self.zoom.hover(None, None, pygame.Rect(0, 0, 0, 0))

    # ---- reading the view ----------------------------------------------------------------------------
    def card_view(self, place):
        r, c = place
        crowd = self.view["crowd"]
        if 0 <= r < len(crowd) and 0 <= c < len(crowd[r]):
            return crowd[r][c]
        return None

    def pile_top(self, name: str):
        cards = self.view["piles"][name].get("cards")
        if not cards:
            return None
        top = cards[-1]
        return top if isinstance(top, str) else top["card"]

    def card_image(self, place) -> pygame.Surface:
        cell = self.card_view(place)
        width, height = self.card_size
        lang = language()
        if cell.get("face_up"):
            return art.population_face(cell["card"], width, height, lang)
        seen = cell.get("seen")
        if seen and cell.get("investigated"):
            return art.population_face(seen["card"], width, height, lang)
        if seen:
            return art.seen_back(seen["card"], width, height, lang)
        return art.card_back(width, height)

    def sheet_seat(self) -> int:
        decision = self.decision
        return decision["seat"] if decision else self.view["active_seat"]

    def sheets_height(self) -> int:
        seats = self.session.title.seat_count(self.session.header.options)
        return SHEET_HEADER + 6 * SHEET_ROW + 8 + (seats - 1) * (STRIP + 6)

    def log_rect(self) -> pygame.Rect:
        top = RIGHT.y + self.sheets_height() + 10
        return pygame.Rect(RIGHT.x, top, RIGHT.width, RIGHT.bottom - top)
