"""The Dawn of the Zeds table: the A-side map on the left (four paths running from their start
spaces to the town centre), the strip below it (cemetery, reserve, bag and decks, story cards),
the event card, the actions and the ammo on the right above the log, the prompt bar below.

Everything drawn comes from `self.view`; every gesture becomes one of `self.legal` (what the
person to move may do now) and goes through `TableScene.send`. Drag a unit to move it (onto
zeds: a melee); click a zed and then a lit unit to fire; click a unit to see all it may do.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import RuleError
from game.i18n import pick, tr
from game.titles.zeds import model as m
from game.titles.zeds.view import space_name
from scenes import style
from scenes import zeds_art as art
from scenes import zeds_panels as panels
from scenes.zeds_panels import MAP, RIGHT
from scenes.table import TOP_BAR, TableScene
from scenes.widgets.dragdrop import Drag
from scenes.widgets.prompt import Answer

EVENT = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.width, 300)
ACTIONS = pygame.Rect(RIGHT.x, EVENT.bottom + 8, RIGHT.width, 262)
LANE_H, LANE_GAP = 168, 10
LABEL_W = 100
SPACE_W, SPACE_GAP = 136, 6
SPACE_TOP = 42                   # header and name above the counters
TIP_SECONDS = 0.5                # the mouse rests this long before a space explains itself
COUNTER = 64
PAIR_COUNTER = 56                # when a space shows two rows of counters
SMALL_COUNTER = 44
PAY_ORDER = ("unit", "player", "bar")
ACTION_COMMANDS = (m.Move, m.Search, m.Shoot, m.Special, m.PlayStory, m.EndActions)
PICKS = {"pick_unit": "unit", "pick_zed": "zed", "pick_space": "space", "pick_path": "path"}


@dataclass(frozen=True)
class Piece:
    kind: str                    # unit | zed
    id: str
    space: str
    rect: pygame.Rect


class ZedsTable(TableScene):
    name = "zeds"

    def __init__(self, app, session, game_id) -> None:
        super().__init__(app, session, game_id)
        self.legal: list = []
        self.space_rects: dict[str, pygame.Rect] = {}
        self.lane_rects: dict[str, pygame.Rect] = {}
        self.label_rects: dict[str, pygame.Rect] = {}
        self.pieces: list[Piece] = []
        self.special_rects: dict[str, pygame.Rect] = {}
        self.story_rects: dict[str, pygame.Rect] = {}
        self.pay_rects: dict[str, pygame.Rect] = {}
        self.seat_rects: dict[int, pygame.Rect] = {}  # player markers of others who may act now
        self.acting: int | None = None            # the seat whose actions this table takes (hot seat)
        self.combat_close = pygame.Rect(0, 0, 0, 0)
        self.selected: str | None = None          # a unit whose choices are lit
        self.fire_at: str | None = None           # a zed space whose shooters are lit
        self.mode: tuple[str, str] | None = None  # ("special", ability) or ("story", card): targets lit
        self.ask: list = []                       # two commands one click could mean: the bar asks
        self.pay_choice: str | None = None        # "player" or "bar": pay with it first (before a unit's own)
        self.save_ammo = False                    # Captain Piazza: a second action instead of ammo
        self.confirm_end = False
        self.combat_closed = 0                    # the last combat number put away
        self.resting = 0.0                        # seconds the mouse has not moved
        self.zoom_blocked = None                  # the piece just clicked: no zoom over its targets
        self.layout_map()

    # ---- the fixed map ---------------------------------------------------------------------------
    def layout_map(self) -> None:
        paths = self.session.view(None)["map"]["paths"]
        x0 = MAP.x + 10
        top = MAP.y + 8
        spaces_x = x0 + LABEL_W + 8
        centre_x = spaces_x + 8 * SPACE_W + 7 * SPACE_GAP + 16
        for lane, path in enumerate(paths):
            y = top + lane * (LANE_H + LANE_GAP)
            self.lane_rects[path["id"]] = pygame.Rect(x0, y, centre_x - x0 - 8, LANE_H)
            self.label_rects[path["id"]] = pygame.Rect(x0, y, LABEL_W, LANE_H)
            for index, space in enumerate(path["spaces"]):
                self.space_rects[space["id"]] = pygame.Rect(spaces_x + index * (SPACE_W + SPACE_GAP), y,
                                                            SPACE_W, LANE_H)
        self.space_rects["centre"] = pygame.Rect(centre_x, top, MAP.right - 10 - centre_x,
                                                 4 * LANE_H + 3 * LANE_GAP)

    def log_rect(self) -> pygame.Rect:
        top = ACTIONS.bottom + 8
        return pygame.Rect(RIGHT.x, top, RIGHT.width, RIGHT.bottom - top)

    # ---- reading the view ------------------------------------------------------------------------
    @property
    def decision(self) -> dict:
        return self.view.get("decision") or {}

    def spaces(self):
        for path in self.view["map"]["paths"]:
            yield from path["spaces"]
        yield self.view["map"]["centre"]

    def space_view(self, space_id: str) -> dict:
        return next(space for space in self.spaces() if space["id"] == space_id)

    def units_by_id(self) -> dict[str, dict]:
        found = {}
        for space in self.spaces():
            for unit in space["units"]:
                found[unit["id"]] = unit
        for unit in self.view["map"]["cemetery"]["units"] + self.view["map"]["reserve"]:
            found[unit["id"]] = unit
        return found

    def zeds_by_id(self) -> dict[str, dict]:
        return {zed["id"]: zed for space in self.spaces() for zed in space["zeds"]}

    @staticmethod
    def unit_label(unit: dict) -> str:
        return panels.short_label(unit)

    def seat_label(self, seat: int) -> str:
        hero = self.view["seats"][seat]["hero"]
        who = tr("zeds.ui.player", n=seat + 1)
        if hero:
            who += f" ({pick(self.units_by_id()[hero]['name'])})"
        return who + (f" · {tr('ui.table.bot')}" if self.is_bot(seat) else "")

    # ---- what the person to move may do ----------------------------------------------------------
    def person_to_move(self) -> int | None:
        """In the action phase players act in any order (Regel 5.1): the one whose player marker
        was clicked last acts here while they may, else the first person who may."""
        if self.acting in self.session.to_move() and not self.is_bot(self.acting):
            return self.acting
        return super().person_to_move()

    def other_acting_seats(self) -> list[int]:
        """The other people who may act now: clicking their player marker hands them the table."""
        if self.decision.get("kind") != "actions":
            return []
        seat = self.person_to_move()
        return [s for s in self.session.to_move() if s != seat and not self.is_bot(s)]

    def act_as(self, seat: int) -> None:
        self.acting = seat
        self.selected = self.fire_at = self.mode = None
        self.ask = []
        self.confirm_end = False
        self.pay_choice = None
        self.refresh()

    def on_view(self) -> None:
        if self.decision.get("kind") != "actions":
            self.acting = None                    # the next action phase starts with the first again
        seat = self.person_to_move()
        self.legal = self.session.legal_commands(seat) if seat is not None else []
        self.drop_stale_choices()
        self.layout_pieces()

    def drop_stale_choices(self) -> None:
        if self.decision.get("kind") != "actions" or not self.legal:
            self.selected = self.fire_at = self.mode = None
            self.ask = []
            self.confirm_end = False
        if self.selected and not (self.moves_of(self.selected) or self.shots_of(self.selected)
                                  or self.search_of(self.selected)):
            self.selected = None
        if self.fire_at and not self.shooters_at(self.fire_at):
            self.fire_at = None
        if self.mode and not self.mode_commands():
            self.mode = None

    def pay_order(self) -> tuple[str, ...]:
        """A unit's own extra actions first, then the player action, then the bar; a marker the
        player clicked (the bar or their player action) comes before all of them."""
        if self.pay_choice:
            return (self.pay_choice,) + tuple(p for p in PAY_ORDER if p != self.pay_choice)
        return PAY_ORDER

    def cheapest(self, commands) -> object | None:
        """Of commands that differ only in how they pay, the one the payment order prefers."""
        order = self.pay_order()
        ranked = sorted(commands, key=lambda c: (bool(getattr(c, "pay2", "")) != self.save_ammo,
                                                 order.index(c.pay), order.index(getattr(c, "pay2", "") or c.pay)))
        return ranked[0] if ranked else None

    def moves_of(self, unit_id: str) -> dict[str, m.Move]:
        by_space: dict[str, list] = {}
        for command in self.legal:
            if isinstance(command, m.Move) and command.unit == unit_id:
                by_space.setdefault(command.to, []).append(command)
        return {space: self.cheapest(found) for space, found in by_space.items()}

    def shot_of(self, commands) -> m.Shoot | list[m.Shoot] | None:
        """The shot a click fires: the cheapest; when it spends two actions instead of ammo and
        the two may be paid in several ways, all of those (the prompt bar asks which)."""
        best = self.cheapest(commands)
        doubles = [c for c in commands if c.pay2]
        if best is not None and best.pay2 and len(doubles) > 1:
            return doubles
        return best

    def shots_of(self, unit_id: str) -> dict[str, m.Shoot | list[m.Shoot]]:
        by_space: dict[str, list] = {}
        for command in self.legal:
            if isinstance(command, m.Shoot) and command.unit == unit_id:
                by_space.setdefault(command.at, []).append(command)
        return {space: self.shot_of(found) for space, found in by_space.items()}

    def shooters_at(self, space_id: str) -> dict[str, m.Shoot | list[m.Shoot]]:
        by_unit: dict[str, list] = {}
        for command in self.legal:
            if isinstance(command, m.Shoot) and command.at == space_id:
                by_unit.setdefault(command.unit, []).append(command)
        return {unit: self.shot_of(found) for unit, found in by_unit.items()}

    def search_of(self, unit_id: str) -> m.Search | None:
        return self.cheapest([c for c in self.legal if isinstance(c, m.Search) and c.unit == unit_id])

    def has_double_pay(self, unit_id: str) -> bool:
        return any(isinstance(c, m.Shoot) and c.unit == unit_id and c.pay2 for c in self.legal)

    def specials(self) -> dict[str, list[m.Special]]:
        found: dict[str, list] = {}
        for command in self.legal:
            if isinstance(command, m.Special):
                found.setdefault(command.ability, []).append(command)
        return found

    def story_plays(self) -> dict[str, list[m.PlayStory]]:
        found: dict[str, list] = {}
        for command in self.legal:
            if isinstance(command, m.PlayStory):
                found.setdefault(command.card, []).append(command)
        return found

    def mode_commands(self) -> list:
        if self.mode is None:
            return []
        kind, key = self.mode
        return (self.specials() if kind == "special" else self.story_plays()).get(key, [])

    def choice_commands(self) -> dict[tuple[str, str], object]:
        """At a decision (not the action phase): what clicking each piece, space or path means."""
        field = PICKS.get(self.decision.get("kind"))
        if field is None:
            return {}
        return {(field, getattr(c, field)): c for c in self.legal if hasattr(c, field)}

    def lit(self) -> dict[tuple[str, str], object]:
        """Everything lit now, keyed ("unit"|"zed"|"space"|"path", id), with what a click sends
        (a command, or "select"/"fire_at" for a first click that lights the next targets)."""
        if self.decision.get("kind") != "actions":
            return self.choice_commands()
        if self.mode is not None:
            return self.mode_targets()
        if self.fire_at is not None:
            return {("unit", unit): shot for unit, shot in self.shooters_at(self.fire_at).items()}
        if self.selected is not None:
            found: dict = {("space", space): move for space, move in self.moves_of(self.selected).items()}
            for space, shot in self.shots_of(self.selected).items():
                if ("space", space) in found:
                    shot = [found[("space", space)], *(shot if isinstance(shot, list) else [shot])]
                found[("space", space)] = shot
            return found
        return {}

    def mode_targets(self) -> dict[tuple[str, str], object]:
        commands = self.mode_commands()
        if self.mode == ("special", "fortress"):
            if self.selected is None:
                return {("unit", c.unit): "select" for c in commands}
            return {("space", c.at): c for c in commands if c.unit == self.selected}
        return {("unit", c.unit): c for c in commands}

    # ---- layout of the pieces --------------------------------------------------------------------
    def layout_pieces(self) -> None:
        self.pieces = []
        for space in self.spaces():
            rect = self.space_rects[space["id"]]
            entries = [("zed", z["id"]) for z in space["zeds"]] + [("unit", u["id"]) for u in space["units"]]
            if space["centre"]:
                self.place_grid(entries, space["id"], rect.inflate(-20, 0).move(0, 28), 2)
            else:
                self.place_in_space(entries, space["id"], rect)
        self.place_strip_units()

    def place_in_space(self, entries, space_id: str, rect: pygame.Rect) -> None:
        """Zeds above units; one row of large counters, or two rows of smaller ones."""
        area = pygame.Rect(rect.x, rect.y + SPACE_TOP, rect.width, rect.height - SPACE_TOP - 4)
        rows = [entries] if len(entries) <= 2 else [entries[:2], entries[2:]]
        zeds = [e for e in entries if e[0] == "zed"]
        if len(entries) > 2 and 0 < len(zeds) <= 2:
            rows = [zeds, [e for e in entries if e[0] == "unit"]]
        size = COUNTER if len(rows) == 1 else PAIR_COUNTER
        height = len(rows) * size + (len(rows) - 1) * 4
        y = area.centery - height // 2
        for row in rows:
            width = len(row) * size + (len(row) - 1) * 4
            x = area.centerx - width // 2
            for kind, pid in row:
                self.pieces.append(Piece(kind, pid, space_id, pygame.Rect(x, y, size, size)))
                x += size + 4
            y += size + 4

    def place_grid(self, entries, space_id: str, area: pygame.Rect, columns: int, size: int = COUNTER) -> None:
        gap = 8
        left = area.centerx - (columns * size + (columns - 1) * gap) // 2
        for index, (kind, pid) in enumerate(entries):
            row, column = divmod(index, columns)
            rect = pygame.Rect(left + column * (size + gap), area.y + 12 + row * (size + 6), size, size)
            self.pieces.append(Piece(kind, pid, space_id, rect))

    def place_strip_units(self) -> None:
        boxes = panels.strip_boxes()
        for name, units in (("cemetery", self.view["map"]["cemetery"]["units"]), ("reserve", self.view["map"]["reserve"])):
            box = boxes[name]
            per_row = max(1, (box.width - 16) // (SMALL_COUNTER + 6))
            for index, unit in enumerate(units):
                row, column = divmod(index, per_row)
                rect = pygame.Rect(box.x + 10 + column * (SMALL_COUNTER + 6), box.y + 34 + row * (SMALL_COUNTER + 6),
                                   SMALL_COUNTER, SMALL_COUNTER)
                self.pieces.append(Piece("unit", unit["id"], name, rect))

    def piece_at(self, pos) -> Piece | None:
        return next((piece for piece in reversed(self.pieces) if piece.rect.collidepoint(pos)), None)

    def space_at(self, pos) -> str | None:
        return next((space for space, rect in self.space_rects.items() if rect.collidepoint(pos)), None)

    def piece_rect(self, kind: str, pid: str) -> pygame.Rect | None:
        return next((p.rect for p in self.pieces if p.kind == kind and p.id == pid), None)

    def target_rect(self, key) -> pygame.Rect | None:
        kind, pid = key
        if kind == "space":
            return self.space_rects.get(pid)
        if kind == "path":
            return self.label_rects.get(pid)
        return self.piece_rect(kind, pid)

    # ---- the prompt bar --------------------------------------------------------------------------
    def set_prompt(self) -> None:
        decision = self.decision
        if not decision:
            outcome = self.view.get("outcome")
            self.prompt.set(tr(f"zeds.outcome.{outcome}") if outcome else "", [])
            return
        seat = self.person_to_move()
        if seat is None:
            self.prompt.set(tr("ui.table.waiting_bot", who=self.seat_label(decision["seats"][0])), [])
            return
        if decision["kind"] == "actions":
            self.prompt_actions(seat)
            return
        question = tr("ui.table.your_turn", who=self.seat_label(seat), what=decision["prompt"])
        detail = tr("zeds.ui.hint.pick") if decision["kind"] in PICKS else ""
        if "hits_left" in decision:
            detail = tr("zeds.ui.hits_left", n=decision["hits_left"]) + " · " + detail
        answers = [Answer(self.session.label(c), lambda c=c: self.send(c), name=f"answer:{index}")
                   for index, c in enumerate(self.legal)] if len(self.legal) <= 6 else []
        self.prompt.set(question, answers, detail)

    def prompt_actions(self, seat: int) -> None:
        actions = self.view["actions"]
        player = tr("zeds.ui.ready") if actions["player_actions"][seat] else tr("zeds.ui.used")
        question = tr("zeds.ui.your_actions", who=self.seat_label(seat), bar=actions["bar"], player=player)
        others = self.other_acting_seats()
        if others:
            question += " · " + tr("zeds.ui.others_may_act", players=", ".join(str(s + 1) for s in others))
        answers: list[Answer] = []
        if self.ask:
            answers = [Answer(self.session.label(c), lambda c=c: self.send_action(c), name=f"ask:{type(c).__name__}")
                       for c in self.ask]
        elif self.selected:
            search = self.search_of(self.selected)
            if search is not None:
                answers.append(Answer(tr("zeds.ui.search"), lambda c=search: self.send_action(c), name="search"))
            if self.has_double_pay(self.selected) and self.view["ammo"] > 0:
                words = tr("zeds.ui.save_ammo_on" if self.save_ammo else "zeds.ui.save_ammo_off")
                answers.append(Answer(words, self.toggle_save_ammo, name="save_ammo"))
        if self.selected or self.fire_at or self.mode or self.ask:
            answers.append(Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="cancel"))
        end = next((c for c in self.legal if isinstance(c, m.EndActions)), None)
        if end is not None:
            label = tr("zeds.ui.end_anyway") if self.confirm_end else tr("zeds.ui.end_actions")
            answers.append(Answer(label, lambda c=end: self.end_actions(c), primary=True, name="end"))
        detail = tr("zeds.ui.unused", n=actions["bar"]) if self.confirm_end else self.action_hint()
        self.prompt.set(question, answers, detail)

    def action_hint(self) -> str:
        units = self.units_by_id()
        if self.mode is not None:
            return tr(f"zeds.ui.hint.{self.mode[0]}")
        if self.fire_at is not None:
            return tr("zeds.ui.hint.fire_at", space=space_name(self.fire_at))
        if self.selected is not None:
            return tr("zeds.ui.hint.selected", unit=pick(units[self.selected]["name"]))
        return tr("zeds.ui.hint.actions")

    def toggle_save_ammo(self) -> None:
        self.save_ammo = not self.save_ammo
        self.set_prompt()

    def end_actions(self, command) -> None:
        actions = self.view["actions"]
        seat = command.seat
        unused = actions["bar"] > 0 or actions["player_actions"][seat]
        if unused and not self.confirm_end:
            self.confirm_end = True
            self.set_prompt()
            return
        self.send_action(command)

    def cancel(self) -> bool:
        if not (self.selected or self.fire_at or self.mode or self.ask or self.confirm_end):
            return False
        self.selected = self.fire_at = self.mode = None
        self.ask = []
        self.confirm_end = False
        self.set_prompt()
        return True

    def layer_extra(self) -> tuple:
        return (self.selected, self.fire_at, self.mode, tuple(map(id, self.ask)), self.pay_choice, self.save_ammo,
                self.confirm_end, self.combat_closed, self.acting)

    # ---- sending -----------------------------------------------------------------------------------
    def send_action(self, command) -> bool:
        """An action-phase command: the combat panel of an earlier fight is put away first."""
        combat = self.view.get("combat")
        if combat and isinstance(command, ACTION_COMMANDS):
            self.combat_closed = combat["number"]
        self.selected = self.fire_at = self.mode = None
        self.ask = []
        self.confirm_end = False
        return self.send(command)

    def some_payment(self) -> str:
        """A way to pay that is there now, so a refusal names the real reason (or, with none
        left, says that no action is left)."""
        actions = self.view["actions"]
        ready = {"player": actions["player_actions"][self.person_to_move()], "bar": actions["bar"] > 0}
        return next((pay for pay in self.pay_order() if ready.get(pay)), "player")

    def explain(self, command) -> None:
        try:
            self.session.check(command)
        except RuleError as error:
            self.refuse(error.message())

    # ---- input ---------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.resting = 0.0
            self.update_zoom(event.pos)
        return super().handle(event)

    def update(self, dt: float) -> None:
        self.resting += dt
        super().update(dt)

    def handle_board(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return False                          # the zoom already followed the mouse in `handle`
        return super().handle_board(event)

    def press(self, pos) -> bool:
        """A press on a unit that may move starts a drag (a click if the mouse does not move)."""
        piece = self.piece_at(pos)
        if piece is None or piece.kind != "unit" or self.decision.get("kind") != "actions" or self.mode:
            return False
        if piece.space in (m.CEMETERY, m.RESERVE):
            return False
        moves = self.moves_of(piece.id)
        legal = {("space", space): self.space_rects[space] for space in moves}
        others = {("space", space): rect for space, rect in self.space_rects.items() if ("space", space) not in legal}
        image = self.counter_image("unit", piece.id, COUNTER)
        grab = (pos[0] - piece.rect.x, pos[1] - piece.rect.y)
        self.drag.press(Drag(("unit", piece.id), image, piece.rect, grab, legal, others), pos)
        return False

    def dropped(self, source, target) -> None:
        unit_id = source[1]
        if target is None:
            self.refuse(tr("zeds.ui.drop_on_space"))
            return
        if target[1] == self.units_by_id()[unit_id]["space"]:
            return                                  # put back where it stood: nothing to say
        move = self.moves_of(unit_id).get(target[1])
        if move is not None:
            self.send_action(move)
            return
        self.explain(m.Move(seat=self.person_to_move(), unit=unit_id, to=target[1], pay=self.some_payment()))

    def click(self, pos) -> bool:
        piece = self.piece_at(pos)
        if piece is not None:
            # what the click lights up sits next to the piece: keep the zoom from covering it
            self.zoom_blocked = (piece.kind, piece.id)
            self.zoom.hover(None, None, pygame.Rect(0, 0, 0, 0))
        if self.combat_close.collidepoint(pos) and self.combat_shown():
            self.combat_closed = self.view["combat"]["number"]
            return True
        if self.decision.get("kind") == "actions" and self.click_panels(pos):
            return True
        key = self.clicked_key(pos)
        if key is None:
            return False
        target = self.lit().get(key)
        if target is not None:
            self.use(key, target)
            return True
        if self.decision.get("kind") == "actions":
            return self.click_unlit(key)
        return False

    def clicked_key(self, pos):
        piece = self.piece_at(pos)
        if piece is not None:
            lit = self.lit()
            # a zed stands for its space when the space is what may be chosen
            if piece.kind == "zed" and (piece.kind, piece.id) not in lit:
                return ("space", piece.space)
            if piece.kind == "unit" and ("unit", piece.id) not in lit and ("space", piece.space) in lit:
                return ("space", piece.space)
            return (piece.kind, piece.id)
        for path, rect in self.label_rects.items():
            if rect.collidepoint(pos):
                return ("path", path)
        space = self.space_at(pos)
        return ("space", space) if space else None

    def use(self, key, target) -> None:
        if target == "select":
            self.selected = key[1]
            self.set_prompt()
        elif isinstance(target, list):
            self.ask = target
            self.set_prompt()
        elif isinstance(target, ACTION_COMMANDS):
            self.send_action(target)
        else:
            self.send(target)

    def click_unlit(self, key) -> bool:
        """In the action phase: a click on a unit selects it, on zeds lights their shooters, on
        anything else says why it is not possible."""
        kind, pid = key
        if kind == "unit" and self.mode is None:
            self.selected = None if self.selected == pid else pid
            self.fire_at = None
            self.ask = []
            self.set_prompt()
            return True
        if kind == "space" and self.space_view(pid)["zeds"] and self.selected is None and self.mode is None:
            if self.shooters_at(pid):
                self.fire_at = pid
                self.set_prompt()
            else:
                self.explain_no_shooter(pid)
            return True
        if kind == "space" and self.selected is not None:
            self.explain(m.Move(seat=self.person_to_move(), unit=self.selected, to=pid, pay=self.some_payment()))
            return True
        return False

    def explain_no_shooter(self, space_id: str) -> None:
        if self.view["ammo"] <= 0:
            self.refuse(tr("zeds.error.no_ammo"))
        else:
            self.refuse(tr("zeds.ui.no_shooter", space=space_name(space_id)))

    def click_panels(self, pos) -> bool:
        for ability, rect in self.special_rects.items():
            if rect.collidepoint(pos):
                return self.use_special(ability)
        for card, rect in self.story_rects.items():
            if rect.collidepoint(pos):
                return self.use_story(card)
        for seat, rect in self.seat_rects.items():
            if rect.collidepoint(pos):
                self.act_as(seat)
                return True
        for source, rect in self.pay_rects.items():
            if rect.collidepoint(pos):
                self.pay_choice = None if self.pay_choice == source else source
                self.set_prompt()
                return True
        return False

    def use_special(self, ability: str) -> bool:
        commands = self.specials().get(ability, [])
        if not commands:
            self.refuse(tr("zeds.ui.special_not_now"))
            return True
        if len(commands) == 1 and not commands[0].unit:
            self.send_action(commands[0])
            return True
        self.selected = self.fire_at = None
        self.mode = ("special", ability)
        shooters = {c.unit for c in commands}
        if ability == "fortress" and len(shooters) == 1:
            self.selected = shooters.pop()
        self.set_prompt()
        return True

    def use_story(self, card: str) -> bool:
        commands = self.story_plays().get(card, [])
        if not commands:
            self.refuse(tr("zeds.error.story_not_now"))
            return True
        if len(commands) == 1 and not commands[0].unit:
            self.send_action(commands[0])
            return True
        self.selected = self.fire_at = None
        self.mode = ("story", card)
        self.set_prompt()
        return True

    # ---- hover zoom -----------------------------------------------------------------------------------
    def update_zoom(self, pos) -> None:
        piece = self.piece_at(pos)
        if piece is not None and (piece.kind, piece.id) == self.zoom_blocked:
            return
        self.zoom_blocked = None
        if piece is not None:
            self.zoom.hover((piece.kind, piece.id, id(self.view)), lambda p=piece: self.piece_zoom(p), piece.rect)
            return
        if EVENT.collidepoint(pos) and self.view.get("event"):
            self.zoom.hover(("event", self.view["event"]["id"], id(self.view)), self.event_zoom, EVENT)
            return
        for card, rect in self.story_rects.items():
            if rect.collidepoint(pos):
                self.zoom.hover(("story", card), lambda c=card: self.story_zoom(c), rect)
                return
        self.zoom.hover(None, None, pygame.Rect(0, 0, 0, 0))

    def piece_zoom(self, piece: Piece) -> pygame.Surface:
        if piece.kind == "zed":
            return panels.zed_zoom(self.zeds_by_id()[piece.id])
        return panels.unit_zoom(self.units_by_id()[piece.id])

    def event_zoom(self) -> pygame.Surface:
        return panels.event_image(self.view, 600, 430)

    def story_zoom(self, card: str) -> pygame.Surface:
        shown = panels.story_by_id(self.view, card)
        return panels.story_image(shown, 300, 420)

    # ---- drawing --------------------------------------------------------------------------------------
    def counter_image(self, kind: str, pid: str, size: int) -> pygame.Surface:
        if kind == "zed":
            zed = self.zeds_by_id()[pid]
            other = zed["reduced"] if zed["side"] == "full" else zed["full"]
            return art.zed_counter(zed["strength"], other, zed["side"] == "reduced", zed["hits"],
                                   zed["hits_per_side"], zed["resistant"], size)
        unit = self.units_by_id()[pid]
        return art.unit_counter(self.unit_label(unit), unit["kind"], unit["strength"], unit["side"] == "reduced",
                                unit["hits"], unit["hits_per_side"], tuple(unit["markers"]), unit["owner"],
                                unit["bonus_actions"], size)

    def draw_top_info(self, surface) -> None:
        style.draw_text(surface, "DAWN OF THE ZEDS", (20, TOP_BAR.centery), 30, (170, 210, 110), "serif_bold",
                        "midleft")
        view = self.view
        info = tr("zeds.ui.top", round=view["round"], phase=tr(f"zeds.ui.phase.{view['phase']}"),
                  deck=view["event_deck"]["count"])
        style.draw_text(surface, info, (400, TOP_BAR.centery), 22, style.TEXT, "bold", "midleft")
        players = tr("zeds.ui.solo") if view["players"] == 1 else tr("zeds.ui.coop", n=view["players"])
        style.draw_text(surface, players, (1030, TOP_BAR.centery), 18, style.TEXT_DIM, "regular", "midleft")

    def draw_board(self, surface) -> None:
        lit = self.lit()
        dragging = self.drag.drag.source if self.drag.active else None
        panels.draw_map(surface, self, lit)
        self.story_rects = panels.draw_strip(surface, self)
        for piece in self.pieces:
            if dragging == ("unit", piece.id):
                pygame.draw.rect(surface, style.BORDER, piece.rect, 2, border_radius=8)
                continue
            style.drop_shadow(surface, piece.rect, 6)
            surface.blit(self.counter_image(piece.kind, piece.id, piece.rect.width), piece.rect)
            if (piece.kind, piece.id) in lit:
                style.glow(surface, piece.rect, style.ACCENT, 10, 3)
            if piece.kind == "unit" and piece.id == self.selected:
                style.glow(surface, piece.rect, (255, 255, 255), 10, 4)
        self.special_rects, self.pay_rects, self.seat_rects = panels.draw_actions(surface, ACTIONS, self)
        panels.draw_event(surface, EVENT, self.view)
        self.combat_close = pygame.Rect(0, 0, 0, 0)
        if self.combat_shown():
            self.combat_close = panels.draw_combat(surface, self)

    def combat_shown(self) -> bool:
        combat = self.view.get("combat")
        return bool(combat) and combat["number"] > self.combat_closed

    def draw_moving(self, surface) -> None:
        """The piece or space under the mouse: outlined, and a space says what it is."""
        if self.drag.active:
            return
        piece = self.piece_at(self.mouse)
        if piece is not None:
            pygame.draw.rect(surface, (255, 255, 255), piece.rect.inflate(4, 4), 2, border_radius=8)
            return
        space = self.space_at(self.mouse)
        if space is not None and self.resting >= TIP_SECONDS:
            panels.space_tip(surface, self, space)
