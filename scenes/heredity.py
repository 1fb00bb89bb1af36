"""The Heredity table: the timeline along the top, the terrain below it, the family on the right,
the card being read and the log under the family, the prompt bar at the bottom.

Everything drawn comes from `self.view`. Every gesture becomes one of the legal commands of the
people who may act now (`self.legal`) and goes through `TableScene.send`:

- drag a figure to a lit area (or a face-down card at the edge, or a level symbol) to move it;
- drag a disc onto an action space or an item field: the actions that space allows are offered,
  and the disc lands on that very space;
- click a figure to select that member and light what they can do; click a lit place to do it;
- decisions (which space, where damage goes, which target, IF/OTHERWISE, trades) light their
  places and offer their answers in the prompt bar.

The cards, terrain and panels are painted into `self.still` when the view changes; the table's
layer (see `TableScene.draw`) adds the pieces and lights when a choice changes, and a frame only
draws what moves on top: the light under the mouse, a drag, the karma card just drawn.
"""

from __future__ import annotations

import pygame

from game.engine import RuleError
from game.i18n import language, pick, tr
from game.titles.heredity import model as m
from game.titles.heredity.content import content
from game.titles.heredity.view import ending_text
from saves import campaign
from saves.paths import campaigns_dir
from scenes import heredity_art as art
from scenes import style
from scenes.heredity_family import MemberPanel, draw_member
from scenes.heredity_map import MapLayout
from scenes.heredity_targets import Places, is_leg_act, space_kind
from scenes.table import SCREEN, TOP_BAR, TableScene
from scenes.widgets.dragdrop import Drag
from scenes.widgets.prompt import Answer

TIMELINE = pygame.Rect(12, 72, 1088, 200)
MAP = pygame.Rect(12, 280, 1088, 680)
FAMILY = pygame.Rect(1110, 72, 798, 556)
READER = pygame.Rect(1110, 636, 394, 324)
LOG = pygame.Rect(1514, 636, 394, 324)
BOARD = pygame.Rect(0, TOP_BAR.bottom + 1, 1920, 904)
KARMA = pygame.Rect(TIMELINE.right - 206, TIMELINE.y + 32, 196, 160)
LAID_HEIGHT = 96
ZOOM_CELL = 90                  # terrain drawn with smaller cells zooms under the resting mouse
FLASH_SECONDS = 3.0
ANSWER_KINDS = (m.Answer, m.Strike, m.Done, m.Join, m.Give, m.Take, m.ChooseMember, m.Target, m.Space, m.Damage)


class HeredityTable(TableScene):
    name = "heredity"

    def __init__(self, app, session, game_id) -> None:
        super().__init__(app, session, game_id)
        self.legal: list = []
        self.places: Places | None = None
        self.selected: str | None = None        # the member whose actions are lit
        self.choices: list = []                 # commands offered after a gesture meant several
        self.intent: tuple[str, str] | None = None   # (member, space) a disc was put on
        self.hits: list[tuple[tuple, pygame.Rect]] = []
        self.lit: dict[tuple, list] = {}
        self.map: MapLayout | None = None
        self.panels: dict[str, MemberPanel] = {}
        self.figure_rects: dict[str, pygame.Rect] = {}
        self.token_rects: list[tuple[tuple, pygame.Rect]] = []
        self.timeline_rects: list[tuple[dict, pygame.Rect, list[tuple[dict, pygame.Rect]]]] = []
        self.laid_rects: list[tuple[dict, pygame.Rect]] = []
        self.disc_rects: dict[tuple[str, int], pygame.Rect] = {}
        self.faces: dict[str, tuple[str, int]] = {}
        self.terrain = (None, None)
        self.still = pygame.Surface(SCREEN.size)
        self.flash: list | None = None          # [karma card, lines, seconds left]
        self.aim: str | None = None             # the figure a decision is about

    def log_rect(self) -> pygame.Rect:
        return LOG

    # ---- what the people at the table may do ---------------------------------------------------
    def on_view(self) -> None:
        self.legal = self.person_commands()
        self.places = Places(self.view)
        self.choices = [c for c in self.choices if c in self.legal]
        if self.selected and not self.member_acts(self.selected):
            self.selected = None
        self.aim = self.decision_aim()
        self.layout()
        self.light()
        self.paint()

    def person_commands(self) -> list:
        """Every person who must act may act at once (the family's actions are simultaneous). A
        choice all players share is offered once; each player ends their own actions."""
        found, seen = [], set()
        for seat in self.session.to_move():
            if self.is_bot(seat):
                continue
            for command in self.session.legal_commands(seat):
                same = (type(command), *(getattr(command, f) for f in command.__struct_fields__ if f != "seat"))
                if isinstance(command, m.EndActions) or same not in seen:
                    seen.add(same)
                    found.append(command)
        return found

    @property
    def decision(self) -> dict:
        return self.view.get("decision") or {}

    def acting(self) -> bool:
        return self.decision.get("kind") == "actions" and bool(self.legal)

    def member_acts(self, name: str) -> list:
        return [c for c in self.legal if isinstance(c, m.Act) and c.member == name]

    def candidates(self) -> list:
        """The commands a click may give now: what was offered, the selected member's, or all."""
        if self.choices:
            return self.choices
        if self.acting() and self.selected:
            return self.member_acts(self.selected)
        return self.legal

    def commands_at(self, key) -> list:
        """What a click on `key` gives: only a lit place answers (with no member selected while
        the family acts, nothing is lit, and a click on a member selects them)."""
        return self.lit.get(key, [])

    def decision_aim(self) -> str | None:
        """The figure a decision is about: the one attacked together, or the one attacking."""
        decision = self.decision
        if decision.get("kind") == "joint":
            return decision.get("target")
        if decision.get("kind") == "target" and decision.get("purpose") in ("hunt", "path", "victim", "place"):
            return decision.get("member")
        return None

    def light(self) -> None:
        """The places that glow: all answers of a decision, or what a selected member can do."""
        self.lit = {}
        if self.acting() and not self.choices and not self.selected:
            return
        for command in self.candidates():
            for key in self.places.of(command):
                self.lit.setdefault(key, []).append(command)

    # ---- layout ---------------------------------------------------------------------------------
    def layout(self) -> None:
        self.hits = []
        self.faces = {}
        view = self.view
        map_rect = MAP.copy()
        if view["laid"]:
            map_rect.height -= LAID_HEIGHT + 8
        self.map = MapLayout(view["terrain"], map_rect)
        self.layout_tokens()
        self.layout_family()
        self.layout_timeline()
        self.layout_laid()
        for area in view["terrain"]["areas"]:
            self.hits += [(("area", area["id"]), box) for box in self.map.area_boxes(area["id"])]
        self.hits += [(("ghost", card), rect) for card, rect in self.map.ghost_rects.items()]

    def layout_tokens(self) -> None:
        """Pieces in each area: figures first, then markers, material, items, symbols."""
        self.figure_rects = {}
        self.token_rects = []
        symbols = self.area_symbols()
        for area in self.view["terrain"]["areas"]:
            pieces = [("figure", f) for f in area["figures"]] + [("marker", x["id"]) for x in area["markers"]]
            pieces += [("ground", area["id"])] if area["materials"] else []
            pieces += [("item", card) for card in area["items"]] + symbols.get(area["id"], [])
            slots = self.map.slots(area["id"])
            for index, piece in enumerate(pieces):
                slot = slots[min(index, len(slots) - 1)]
                size = int(min(slot.width, slot.height) * 0.95)
                rect = pygame.Rect(0, 0, size, size)
                rect.center = slot.center
                if index >= len(slots):
                    rect.move_ip(4 * (index - len(slots) + 1), 4 * (index - len(slots) + 1))
                if piece[0] == "figure":
                    self.figure_rects[piece[1]] = rect
                else:
                    self.token_rects.append((piece, rect))
        self.hits += [(("figure", f), r) for f, r in self.figure_rects.items()]
        self.hits += [(key, rect) for key, rect in self.token_rects if key[0] != "immediate"]

    def area_symbols(self) -> dict[str, list[tuple]]:
        """Level symbols and immediate effects printed in areas [DE: Bewegen 3; Ebene]."""
        found: dict[str, list[tuple]] = {}
        for card in self.view["terrain"]["cards"]:
            for link in card["levels"]:
                found.setdefault(self.places.area(link["area"]), []).append(("level", link["card"]))
            for local in card["immediate"]:
                found.setdefault(self.places.area(local), []).append(("immediate", local))
        return found

    def layout_family(self) -> None:
        self.panels = {}
        self.disc_rects = {}
        width, height = (FAMILY.width - 10) // 2, (FAMILY.height - 10) // 2
        for index, member in enumerate(self.view["members"]):
            rect = pygame.Rect(FAMILY.x + (index % 2) * (width + 10), FAMILY.y + (index // 2) * (height + 10),
                               width, height)
            panel = MemberPanel(member, rect)
            name = member["name"]
            self.panels[name] = panel
            for i in range(member["discs_free"]):
                self.disc_rects[(name, i)] = panel.discs[i]
            self.hits += [(("space", name, s), r) for s, r in panel.spaces.items()]
            self.hits += [(("field", name, f), r) for f, r in panel.fields.items()]
            self.hits += [(("item", c), r) for c, r in panel.items.items()]
            self.hits += [(("flip", name, p), r) for p, r in panel.bodies.items()]
            self.hits.append((("member", name), panel.header))
            for item in member["items"]:
                self.faces[item["card"]] = (item["face"], 0)
            for body in member["bodies"]:
                self.faces[body["card"]] = ("b" if body["flipped"] else "a", 0)

    def layout_timeline(self) -> None:
        """Cards left to right, the ones attached under a card peeking out below it."""
        self.timeline_rects = []
        slots = self.view["timeline"]
        room = KARMA.x - TIMELINE.x - 20
        width = min(150, (room - 10 * (len(slots) - 1)) // max(1, len(slots)))
        under_most = max((len(s["under"]) for s in slots), default=0)
        height = min(int(width * 1.28), TIMELINE.height - 44 - under_most * 24)
        x = TIMELINE.x + 12
        for slot in slots:
            rect = pygame.Rect(x, TIMELINE.y + 34, width, height)
            under = [(card, pygame.Rect(x + 6, rect.bottom + 2 + i * 24, width - 12, 22))
                     for i, card in enumerate(slot["under"])]
            self.timeline_rects.append((slot, rect, under))
            for card, box in [(slot, rect)] + under:
                self.faces[card["card"]] = (card["face"], card.get("counter", 0))
                self.hits.append((("card", card["card"]), box))
            x += width + 10
        karma = self.view["karma"]
        if karma["last"]:
            self.faces[karma["last"]["card"]] = ("a", 0)
            self.hits.append((("karma", karma["last"]["card"]), self.karma_rects()[1]))

    def karma_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        return (pygame.Rect(KARMA.x, KARMA.y, 90, 126), pygame.Rect(KARMA.x + 102, KARMA.y, 90, 126))

    def layout_laid(self) -> None:
        """[DE: Neue Regel; Neue Aktion; Neutrale Begegnungen] cards beside the table."""
        self.laid_rects = []
        x, y = MAP.x + 10, MAP.bottom - LAID_HEIGHT
        for card in self.view["laid"]:
            rect = pygame.Rect(x, y, 180, LAID_HEIGHT - 8)
            self.laid_rects.append((card, rect))
            self.faces[card["card"]] = (card["face"], card.get("counter", 0))
            self.hits.append((("card", card["card"]), rect))
            x += 190
        reading = self.reader_card()
        if reading:
            self.faces[reading["card"]] = (reading["face"], reading.get("counter", 0))

    def keys_at(self, pos) -> list[tuple]:
        """Every place under the mouse, the topmost first (a figure, then the area it stands in)."""
        return [key for key, rect in self.hits if rect.collidepoint(pos)]

    def key_at(self, pos) -> tuple | None:
        return next(iter(self.keys_at(pos)), None)

    # ---- the prompt bar ----------------------------------------------------------------------
    def set_prompt(self) -> None:
        if self.view.get("outcome"):
            self.prompt.set(ending_text(self.view["outcome"]), [])
            return
        kind = self.decision.get("kind")
        if kind is None:
            self.prompt.set("", [])
            return
        if not self.legal:
            self.prompt.set(tr("ui.table.waiting_bot", who=self.seats_text(self.decision["seats"])), [])
            return
        if self.choices:
            self.prompt_choices()
        elif kind == "actions":
            self.prompt_actions()
        else:
            self.prompt_decision(kind)

    def seats_text(self, seats) -> str:
        return ", ".join(self.seat_label(s) for s in seats)

    def seat_label(self, seat: int) -> str:
        if seat == m.SHARED:
            return tr("heredity_table.member.together")
        words = tr("ui.newgame.seat", n=seat + 1)
        return f"{words} · {tr('ui.table.bot')}" if self.is_bot(seat) else words

    def prompt_actions(self) -> None:
        ends = [c for c in self.legal if isinstance(c, m.EndActions)]
        answers = []
        if self.selected:
            free = [c for c in self.legal if isinstance(c, (m.Drop, m.Injure)) and c.member == self.selected]
            answers += [Answer(self.session.label(c), lambda c=c: self.give(c), name=type(c).__name__.lower())
                        for c in free]
            answers.append(Answer("✖ " + tr("heredity_table.prompt.let_go"), self.cancel, name="cancel"))
        for end in ends:
            label = tr("heredity.command.end_actions") + (f" ({self.seat_label(end.seat)})" if len(ends) > 1 else "")
            answers.append(Answer(label, lambda c=end: self.give(c), name="end_actions"))
        who = self.seats_text(sorted({c.seat for c in self.legal}))
        if self.selected:
            name = tr(f"heredity.member.{self.selected}")
            self.prompt.set(tr("heredity_table.prompt.selected", member=name), answers,
                            tr("heredity_table.prompt.selected_hint", member=name))
        else:
            self.prompt.set(tr("heredity_table.prompt.actions", who=who), answers,
                            tr("heredity_table.prompt.actions_hint"))

    def prompt_choices(self) -> None:
        answers = [Answer(self.session.label(c), lambda c=c: self.give(c), name="choice") for c in self.choices]
        answers.append(Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="cancel"))
        member = tr(f"heredity.member.{self.choices[0].member}")
        self.prompt.set(tr("heredity_table.prompt.choose", member=member), answers,
                        tr("heredity_table.prompt.choose_hint"))

    def prompt_decision(self, kind: str) -> None:
        decision = self.decision
        answers = [c for c in self.legal if isinstance(c, ANSWER_KINDS)]
        if kind in ("space", "damage") and len(answers) > 5:
            answers = []
        buttons = [Answer(self.answer_label(c), lambda c=c: self.give(c), primary=isinstance(c, (m.Strike, m.Done)),
                          name=type(c).__name__.lower()) for c in answers]
        if kind == "ask":
            question = pick(decision["question"])
            self.prompt.set(question, buttons, tr("heredity_table.prompt.ask_hint"))
            return
        card = decision.get("card")
        if decision.get("purpose") == "first_figure":
            card = decision["options"][0].split(".")[0]
        words = {"member": self.figure_words(decision["member"]) if decision.get("member") else "",
                 "n": decision.get("remaining", ""), "target": self.target_words(decision),
                 "card": self.card_words(card) if card else "",
                 "kind": tr(f"heredity.space.{decision['space_kind']}") if decision.get("space_kind") else ""}
        key = f"{kind}.{decision['purpose']}" if decision.get("purpose") else kind
        self.prompt.set(tr(f"heredity_table.prompt.{key}", **words), buttons, tr(f"heredity_table.hint.{kind}"))

    def answer_label(self, command) -> str:
        if isinstance(command, m.Answer):
            return tr("heredity_table.prompt.yes" if command.yes else "heredity_table.prompt.no")
        return self.session.label(command)

    def target_words(self, decision: dict) -> str:
        if decision.get("kind") == "joint":
            return self.figure_words(decision["target"])
        if decision.get("kind") == "trade":
            return tr(f"heredity.member.{decision['members'][1]}")
        return ""

    def card_words(self, card: str) -> str:
        side = content().side(card, self.faces.get(card, ("a", 0))[0])
        return pick(side.item.name) if side.item else pick(side.title)

    def figure_words(self, fid: str) -> str:
        if fid in m.MEMBERS:
            return tr(f"heredity.member.{fid}")
        return f"{self.encounter_name(fid.split('.')[0])} ({fid})"

    def encounter_name(self, card: str) -> str:
        return pick(content().side(card, self.faces.get(card, ("a", 0))[0]).encounter.name)

    # ---- giving commands --------------------------------------------------------------------------
    def give(self, command) -> None:
        """Send one command; a disc put on a particular space then goes on that space."""
        intent = self.intent
        self.intent = None
        self.choices = []
        if not self.send(command):
            return
        if intent and self.decision.get("kind") == "space" and self.decision.get("member") == intent[0]:
            follow = next((c for c in self.legal if isinstance(c, m.Space) and c.space == intent[1]), None)
            if follow is not None:
                self.send(follow)

    def choose(self, commands: list) -> None:
        if len(commands) == 1:
            self.give(commands[0])
            return
        self.choices = commands
        self.light()
        self.set_prompt()

    def select(self, name: str | None) -> None:
        self.selected = name
        self.choices = []
        self.intent = None
        self.light()
        self.set_prompt()

    def cancel(self) -> bool:
        if self.choices:
            self.choices = []
            self.intent = None
        elif self.selected:
            self.selected = None
        else:
            return False
        self.light()
        self.set_prompt()
        return True

    def explain(self, command) -> None:
        """Say why a gesture does nothing: the rules' own reason where a command stands for it."""
        try:
            self.session.check(command)
        except RuleError as error:
            self.refuse(error.message())
            return
        self.give(command)

    def seat_for(self, name: str) -> int:
        owner = next(x["seat"] for x in self.view["members"] if x["name"] == name)
        if owner != m.SHARED:
            return owner
        return next(iter(sorted({c.seat for c in self.legal})), 0)

    # ---- input ------------------------------------------------------------------------------------
    def press(self, pos) -> bool:
        """A press on a figure or a free disc may become a drag (a click if it does not move)."""
        for (name, index), rect in self.disc_rects.items():
            if rect.collidepoint(pos) and self.disc_usable(name):
                legal, others = self.disc_targets(name)
                image = art.disc(art.MEMBER_COLOURS[name], rect.width)
                self.drag.press(Drag(("disc", name, index), image, rect, (pos[0] - rect.x, pos[1] - rect.y),
                                     legal, others), pos)
                return False
        key = self.key_at(pos)
        if key and key[0] == "figure" and key[1] in m.MEMBERS and self.acting():
            legs = [c for c in self.member_acts(key[1]) if is_leg_act(c)]
            if legs:
                rect = self.figure_rects[key[1]]
                image = art.figure_token("member", key[1][0].upper(), art.MEMBER_COLOURS[key[1]], rect.width)
                legal, others = self.figure_targets(legs)
                self.drag.press(Drag(key, image, rect, (pos[0] - rect.x, pos[1] - rect.y), legal, others), pos)
        return False

    def disc_usable(self, name: str) -> bool:
        if self.decision.get("kind") == "space":
            return self.decision.get("member") == name and bool(self.legal)
        return self.acting() and bool(self.member_acts(name))

    def figure_targets(self, legs: list) -> tuple[dict, dict]:
        legal: dict = {}
        for command in legs:
            for key in self.places.of(command):
                legal.update({(key, i): r for i, r in enumerate(self.rects_of(key))})
        others = {(("area", a), i): r for a in self.map.areas for i, r in enumerate(self.map.area_boxes(a))
                  if (("area", a), i) not in legal}
        return legal, others

    def disc_targets(self, name: str) -> tuple[dict, dict]:
        """While a disc is dragged: the spaces and fields it can go on now light up."""
        panel = self.panels[name]
        spots = {("space", name, s): r for s, r in panel.spaces.items()}
        spots.update({("field", name, f): r for f, r in panel.fields.items()})
        spots.update({("card", c["card"]): r for c, r, _ in self.timeline_rects})
        legal = {(key, 0): rect for key, rect in spots.items() if self.disc_commands(name, key)}
        others = {(key, 0): rect for key, rect in spots.items() if (key, 0) not in legal and key[0] != "card"}
        return legal, others

    def disc_commands(self, name: str, key) -> list:
        """What a disc of `name` put on `key` would do."""
        if self.decision.get("kind") == "space":
            return [c for c in self.legal if isinstance(c, m.Space) and ("space", name, c.space) == key]
        if key[0] == "space" and key[1] == name:
            shown = self.space_view(name, key[2])
            if shown is None or shown["disc"] or shown["damage"]:
                return []
            return [c for c in self.member_acts(name) if space_kind(c) == shown["kind"]]
        if key[0] == "field" and key[1] == name:
            return [c for c in self.member_acts(name) if c.weapon == key[2]]
        if key[0] == "card":
            return [c for c in self.member_acts(name) if c.action == "ally" and c.target == key[1]]
        return []

    def space_view(self, name: str, space: str) -> dict | None:
        member = next(x for x in self.view["members"] if x["name"] == name)
        return next((s for b in member["bodies"] for s in b["spaces"] if s["id"] == space), None)

    def rects_of(self, key) -> list[pygame.Rect]:
        if key[0] == "area":
            return self.map.area_boxes(key[1]) if key[1] in self.map.areas else []
        if key[0] == "ghost":
            return [self.map.ghost_rects[key[1]]] if key[1] in self.map.ghost_rects else []
        if key[0] == "figure" and key[1] in self.figure_rects:
            return [self.figure_rects[key[1]]]
        return [rect for k, rect in self.hits if k == key]

    def dropped(self, source, target) -> None:
        key = target[0] if target else None
        if source[0] == "disc":
            self.disc_onto(source[1], key)
            return
        name = source[1]
        commands = [c for c in self.member_acts(name) if is_leg_act(c) and key in self.places.of(c)]
        if commands:
            self.choose(commands)
        elif key and key[0] == "area":
            self.explain(m.Act(seat=self.seat_for(name), member=name, action="move", target=key[1]))
        else:
            self.refuse(tr("heredity_table.refuse.drop_figure"))

    def disc_onto(self, name: str, key) -> None:
        commands = self.disc_commands(name, key) if key else []
        if commands:
            if key[0] == "space" and self.acting():
                self.intent = (name, key[2])
            self.choose(commands)
            return
        self.refuse(self.disc_reason(name, key))

    def disc_reason(self, name: str, key) -> str:
        member = tr(f"heredity.member.{name}")
        if key is None or key[0] not in ("space", "field", "card"):
            return tr("heredity_table.refuse.drop_disc")
        if key[0] != "card" and key[1] != name:
            return tr("heredity_table.refuse.not_own", member=member, other=tr(f"heredity.member.{key[1]}"))
        if key[0] == "space":
            shown = self.space_view(name, key[2])
            if shown["disc"] or shown["damage"]:
                return tr("heredity_table.refuse.space_taken")
            if self.decision.get("kind") == "space":
                return tr("heredity_table.refuse.other_kind", kind=tr(f"heredity.space.{self.decision['space_kind']}"))
            return tr("heredity_table.refuse.nothing_for", member=member, kind=tr(f"heredity.space.{shown['kind']}"))
        return tr("heredity_table.refuse.field_unusable", member=member)

    def click(self, pos) -> bool:
        """The topmost place under the mouse that a command stands for, where a member's figure
        or panel selects that member instead; else a space takes a disc, an area says why not."""
        keys = self.keys_at(pos)
        for key in keys:
            commands = self.commands_at(key)
            if commands:
                self.choose(commands)
                return True
            if key[0] in ("figure", "member") and key[1] in m.MEMBERS and self.acting():
                self.select(None if self.selected == key[1] else key[1])
                return True
        if keys and keys[0][0] in ("space", "field") and self.disc_usable(keys[0][1]):
            self.disc_onto(keys[0][1], keys[0])
            return True
        area = self.map.area_at(pos)
        if area and self.selected and self.acting():
            self.explain(m.Act(seat=self.seat_for(self.selected), member=self.selected, action="move", target=area))
            return True
        return bool(keys)

    # ---- hover zoom ----------------------------------------------------------------------------------
    def update_zoom(self, pos) -> None:
        key = self.key_at(pos)
        card = self.zoom_card(key) if key else None
        if READER.collidepoint(pos) and self.reader_card():
            card = self.reader_card()["card"]
        if card is not None:
            face, counter = self.faces.get(card, ("a", 0))
            lang = language()
            anchor = next((r for k, r in self.hits if k == key), READER)
            self.zoom.hover(("card", card, face, counter),
                            lambda: art.card_face(card, face, 380, 540, lang, counter), anchor)
            return
        terrain = self.terrain_card_at(pos)
        if terrain is not None:
            rect = self.map.card_rects[terrain]
            self.zoom.hover(("terrain", terrain, id(self.view)), lambda: self.terrain_zoom(rect), rect)
            return
        self.zoom.hover(None, None, pygame.Rect(0, 0, 0, 0))

    def terrain_card_at(self, pos) -> str | None:
        """A terrain card under the mouse, when the map is drawn small enough to want a closer look."""
        if self.map.cell >= ZOOM_CELL:
            return None
        return next((card for card, rect in self.map.card_rects.items() if rect.collidepoint(pos)), None)

    def terrain_zoom(self, rect: pygame.Rect) -> pygame.Surface:
        """The terrain card as the table shows it now, pieces and all, twice as large."""
        source = self.layer if self.layer is not None else self.still
        part = source.subsurface(rect.clip(source.get_rect()))
        scale = 520 / rect.width
        return pygame.transform.smoothscale(part, (int(rect.width * scale), int(rect.height * scale)))

    def zoom_card(self, key) -> str | None:
        """The card under a place: a card itself, an encounter's figure, a body card or item under
        one of its spaces."""
        if key[0] in ("card", "item", "karma"):
            return key[1]
        if key[0] == "figure" and key[1] not in m.MEMBERS:
            return key[1].split(".")[0]
        if key[0] == "field":
            return key[2][len("item:"):].split(".")[0]
        if key[0] in ("flip", "space"):
            part = key[2].split(".")[0]
            member = next(x for x in self.view["members"] if x["name"] == key[1])
            return next(b["card"] for b in member["bodies"] if b["part"] == part)
        return None

    # ---- what just happened -----------------------------------------------------------------------
    def react(self, told) -> None:
        super().react(told)
        drawn = [seen.event for seen in told if isinstance(seen.event, m.KarmaDrawn)]
        if drawn and self.app.settings.animation:
            lines = [seen.text for seen in told if isinstance(seen.event, m.AttackResolved)]
            self.flash = [drawn[-1].card, [line for line in lines if line], FLASH_SECONDS]
        if any(isinstance(seen.event, m.ChapterEnded) for seen in told):
            self.record_chapter()

    def record_chapter(self) -> None:
        """Winning (or failing) a chapter goes into its campaign file, merged field by field."""
        header = self.session.header
        if header.campaign is None:
            header.campaign = f"{self.game_id}.json"
        path = campaigns_dir(self.app.data_root) / header.campaign
        try:
            book = campaign.add_save(campaign.load_or_new(path), self.session)
            path.parent.mkdir(parents=True, exist_ok=True)
            campaign.save(book, path)
        except (RuleError, OSError) as error:
            reason = error.message() if isinstance(error, RuleError) else str(error)
            self.app.toast(tr("heredity_table.campaign_failed", reason=reason), style.DANGER)
            return
        self.app.toast(tr("heredity_table.campaign_saved"), style.GOOD)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.flash:
            self.flash[2] -= dt * max(self.app.settings.animation, 0.5)
            if self.flash[2] <= 0:
                self.flash = None

    # ---- painting the still picture ---------------------------------------------------------------
    def reader_card(self) -> dict | None:
        """The card a decision concerns (the card asking, the encounter acting), else the card
        taken last."""
        decision = self.decision
        card = decision.get("card")
        if card is None and self.aim and self.aim not in m.MEMBERS:
            card = self.aim.split(".")[0]
        if card:
            return next((c for c in self.all_cards() if c["card"] == card), self.view["reading"])
        return self.view["reading"]

    def all_cards(self) -> list[dict]:
        slots = self.view["timeline"]
        return slots + [u for s in slots for u in s["under"]] + self.view["laid"] + \
            ([self.view["reading"]] if self.view["reading"] else [])

    def paint(self) -> None:
        layer = self.still
        layer.fill(style.BACKGROUND)
        lang = language()
        self.paint_timeline(layer, lang)
        self.paint_map(layer, lang)
        self.paint_family(layer, lang)
        self.paint_reader(layer, lang)

    def paint_timeline(self, layer, lang) -> None:
        style.panel(layer, TIMELINE, (24, 29, 36), style.BORDER, 12)
        style.draw_text(layer, tr("heredity_table.timeline"), (KARMA.x - 16, TIMELINE.y + 8), 18, style.TEXT_DIM,
                        "bold", "topright")
        for slot, rect, under in self.timeline_rects:
            face, counter = self.faces[slot["card"]]
            for card, box in reversed(under):
                self.paint_tucked(layer, card, box, lang)
            style.drop_shadow(layer, rect, 8)
            layer.blit(art.card_mini(slot["card"], face, rect.width, rect.height, lang, counter), rect)
            self.paint_ally_discs(layer, slot["card"], rect)
            if slot["marker"]:
                pygame.draw.rect(layer, style.ACCENT, rect.inflate(8, 8), 3, border_radius=10)
                glass = art.icon("time", 26, style.ACCENT)
                layer.blit(glass, glass.get_rect(midbottom=(rect.centerx, rect.y - 2)))
        self.paint_karma(layer, lang)

    def paint_tucked(self, layer, card: dict, box: pygame.Rect, lang) -> None:
        """[DE: Karten an andere Karten anlegen] an attached card shows its title below its host."""
        pygame.draw.rect(layer, art.STORY, box, border_radius=6)
        pygame.draw.rect(layer, art.ATTACH_COLOURS.get(card.get("attach") or "", style.BORDER), box, 2, border_radius=6)
        words = f"↳ {card['card']} {pick(card['title'], lang)}"
        size = style.fit_size(words, box.width - 10, 14, 9, "condensed_bold")
        style.draw_text(layer, words, (box.x + 5, box.centery), size, art.INK, "condensed_bold", "midleft")

    def paint_ally_discs(self, layer, card: str, rect: pygame.Rect) -> None:
        entry = next((e for e in self.view["encounters"] if e["card"] == card), None)
        for index, name in enumerate(entry["discs"] if entry else []):
            image = art.disc(art.MEMBER_COLOURS[name], 20)
            layer.blit(image, (rect.x + 6 + index * 22, rect.bottom - 30))

    def paint_karma(self, layer, lang) -> None:
        """[DE: Karmakarten] the face-down deck, and the open discard with the card drawn last."""
        karma = self.view["karma"]
        deck, discard = self.karma_rects()
        layer.blit(art.card_back(deck.width, deck.height, tr("heredity_table.karma")), deck)
        style.draw_text(layer, tr("heredity_table.karma_deck", n=karma["deck"]), (deck.centerx, deck.bottom + 4), 14,
                        style.TEXT_DIM, "bold", "midtop")
        if karma["last"]:
            layer.blit(art.karma_face(karma["last"]["card"], discard.width, discard.height, lang), discard)
        else:
            pygame.draw.rect(layer, style.BORDER, discard, 2, border_radius=8)
        style.draw_text(layer, tr("heredity_table.karma_discard", n=len(karma["discard"])),
                        (discard.centerx, discard.bottom + 4), 14, style.TEXT_DIM, "bold", "midtop")

    def paint_map(self, layer, lang) -> None:
        style.panel(layer, MAP, (20, 25, 31), style.BORDER, 12)
        if self.terrain[0] != (self.map.signature, lang):
            self.terrain = ((self.map.signature, lang), art.terrain_image(self.map, lang))
        layer.blit(self.terrain[1], self.map.rect)
        for key, rect in self.token_rects:
            self.paint_token(layer, key, rect, lang)
        for card, rect in self.laid_rects:
            face, counter = self.faces[card["card"]]
            layer.blit(art.card_mini(card["card"], face, rect.width, rect.height, lang, counter), rect)

    def paint_token(self, layer, key, rect: pygame.Rect, lang) -> None:
        kind, what = key[0], key[1]
        if kind == "marker":
            marker = next(x for a in self.view["terrain"]["areas"] for x in a["markers"] if x["id"] == what)
            layer.blit(art.marker_token(marker["kind"], rect.width), rect)
        elif kind == "ground":
            layer.blit(art.icon("material", rect.width, art.MATERIAL), rect)
            n = next(a["materials"] for a in self.view["terrain"]["areas"] if a["id"] == what)
            count = art.badge(f"×{n}", (40, 44, 52), 13)
            layer.blit(count, count.get_rect(bottomright=rect.bottomright).move(6, 4))
        elif kind == "item":
            layer.blit(art.badge(f"⚒ {what}", art.KIND_COLOURS["item"], 13), rect.topleft)
        elif kind == "level":
            layer.blit(art.badge(f"⇅ {what}", (40, 44, 52), 13), rect.topleft)
        elif kind == "immediate":
            layer.blit(art.badge("⚡", (150, 90, 30), 14), rect.topleft)

    def paint_family(self, layer, lang) -> None:
        for member in self.view["members"]:
            panel = self.panels[member["name"]]
            area = self.places.area(member["area"]) if member["area"] else ""
            area_words = self.area_words(area, lang) if area else tr("heredity_table.member.off_table")
            draw_member(layer, panel, member, self.seat_label(member["seat"]), area_words, lang)
            for index in range(member["discs_free"], 3):
                layer.blit(art.disc(art.MEMBER_COLOURS[member["name"]], panel.discs[index].width, True),
                           panel.discs[index])

    def area_words(self, area: str, lang) -> str:
        for card in self.view["terrain"]["cards"]:
            for local, name in card["names"].items():
                if self.places.area(local) == area:
                    return pick(name, lang)
        return area

    def paint_reader(self, layer, lang) -> None:
        card = self.reader_card()
        if card is None:
            style.panel(layer, READER, (24, 29, 36), style.BORDER, 10)
            style.draw_wrapped(layer, tr("heredity_table.reader_empty"), READER.inflate(-30, -30), 18, style.TEXT_DIM)
            return
        face, counter = self.faces.get(card["card"], (card["face"], card.get("counter", 0)))
        layer.blit(art.card_face(card["card"], face, READER.width, READER.height, lang, counter), READER)

    # ---- a frame ---------------------------------------------------------------------------------
    def draw_top_info(self, surface) -> None:
        style.draw_text(surface, "HEREDITY", (20, TOP_BAR.centery), 32, (214, 186, 140), "serif_bold", "midleft")
        view = self.view
        title = tr("heredity_table.chapter", n=view["chapter"], title=pick(view["chapter_title"]))
        style.draw_text(surface, title, (250, TOP_BAR.centery - 10), 21, style.TEXT, "bold", "midleft")
        counts = tr("heredity_table.counts", deck=view["deck"], secrets=view["secrets"], removed=len(view["removed"]))
        style.draw_text(surface, counts, (250, TOP_BAR.centery + 13), 15, style.TEXT_DIM, "regular", "midleft")

    def layer_extra(self) -> tuple:
        return (self.selected, tuple(self.choices))

    def draw_board(self, surface) -> None:
        surface.blit(self.still, BOARD, BOARD)
        self.draw_lights(surface)
        self.draw_figures(surface)
        self.draw_discs(surface)

    def draw_moving(self, surface) -> None:
        """The lit place under the mouse turns white; a karma card just drawn shows large."""
        hover = self.key_at(self.mouse) if not self.drag.active else None
        if hover in self.lit:
            for rect in self.rects_of(hover):
                pygame.draw.rect(surface, (255, 255, 255), rect.inflate(10, 10), 3, border_radius=10)
        if self.flash:
            self.draw_flash(surface)

    def draw_lights(self, surface) -> None:
        if self.drag.active:
            for (key, _), rect in self.drag.drag.legal.items():
                if key[0] == "area":
                    surface.blit(art.tint(rect.size, (242, 193, 78, 60)), rect)
            return
        for key in self.lit:
            for rect in self.rects_of(key):
                if key[0] == "area":
                    surface.blit(art.tint(rect.size, (242, 193, 78, 60)), rect)
                    pygame.draw.rect(surface, style.ACCENT, rect, 3)
                else:
                    style.glow(surface, rect, style.ACCENT, 10, 3)
        if self.selected:
            style.glow(surface, self.panels[self.selected].rect.inflate(-8, -8), (255, 255, 255), 12, 2)
        if self.aim in self.figure_rects:
            rect = self.figure_rects[self.aim]
            pygame.draw.circle(surface, style.DANGER, rect.center, rect.width // 2 + 6, 3)
            pygame.draw.circle(surface, style.DANGER, rect.center, rect.width // 2 + 11, 2)

    def draw_figures(self, surface) -> None:
        dragging = self.drag.drag.source if self.drag.active else None
        movable = {c.member for c in self.legal if is_leg_act(c)} if self.acting() else set()
        for fid, rect in self.figure_rects.items():
            if dragging == ("figure", fid):
                pygame.draw.circle(surface, style.BORDER, rect.center, rect.width // 2, 2)
                continue
            surface.blit(self.figure_image(fid, rect.width), rect)
            if fid in movable and not self.lit:
                pygame.draw.circle(surface, style.ACCENT, rect.center, rect.width // 2 + 3, 2)
            if fid == self.selected:
                pygame.draw.circle(surface, (255, 255, 255), rect.center, rect.width // 2 + 4, 3)
            self.draw_figure_damage(surface, fid, rect)

    def figure_image(self, fid: str, size: int) -> pygame.Surface:
        if fid in m.MEMBERS:
            return art.figure_token("member", fid[0].upper(), art.MEMBER_COLOURS[fid], size)
        card = fid.split(".")[0]
        entry = next(e for e in self.view["encounters"] if e["card"] == card)
        colour = art.ENEMY if entry["status"] == "hostile" else (110, 110, 118)
        return art.figure_token(entry["status"], self.encounter_name(card)[0].upper(), colour, size)

    def draw_figure_damage(self, surface, fid: str, rect: pygame.Rect) -> None:
        figure = next((f for e in self.view["encounters"] for f in e["figures"] if f["id"] == fid), None)
        if figure and figure["damage"]:
            surface.blit(art.badge(f"−{figure['damage']}", art.DAMAGE, 12), (rect.right - 10, rect.y - 6))

    def draw_discs(self, surface) -> None:
        dragging = self.drag.drag.source if self.drag.active else None
        for (name, index), rect in self.disc_rects.items():
            if dragging == ("disc", name, index):
                continue
            surface.blit(art.disc(art.MEMBER_COLOURS[name], rect.width), rect)
            if self.disc_usable(name) and self.decision.get("kind") == "space":
                pygame.draw.circle(surface, style.ACCENT, rect.center, rect.width // 2 + 3, 2)

    def draw_flash(self, surface) -> None:
        """[DE: Karmakarten] the karma card just drawn, large, with the attack it decided."""
        card, lines, _ = self.flash
        box = pygame.Rect(0, 0, 380, TIMELINE.height)
        box.topright = TIMELINE.topright
        style.drop_shadow(surface, box, 14)
        style.panel(surface, box, (28, 24, 36), art.KIND_COLOURS["karma"], 14, 3)
        surface.blit(art.karma_face(card, 120, 168, language()), (box.right - 134, box.y + 16))
        style.draw_text(surface, tr("heredity_table.karma_drawn"), (box.x + 14, box.y + 12), 20, style.ACCENT, "bold")
        words = " ".join(lines) or tr("heredity_table.karma_no_attack")
        style.draw_wrapped(surface, words, pygame.Rect(box.x + 14, box.y + 44, box.width - 160, box.height - 52), 17,
                           style.TEXT)
