"""The Heredity table: the timeline along the top, the terrain below it, the family on the right,
the card being read and the log under the family, the prompt bar at the bottom.

Everything drawn comes from `self.view` (`board.py` paints it); which place gives which command is
`places.routes`, and the shared table (`scenes/table.py`) turns clicks and drags into commands:
a figure or panel clicked selects the member and lights what they can do, a figure dragged walks,
a disc dropped on a space acts and lands there. Every person who must act may act at once.
"""

from __future__ import annotations

from collections import Counter
from functools import partial

import pygame

from game.i18n import language, pick, tr
from game.titles.heredity import model as m
from game.titles.heredity import shown as sh
from game.titles.heredity.content import content
from game.titles.heredity.view import ending_text
from scenes.focus import Choice
from scenes.tables.heredity import art, places
from scenes.tables.heredity.board import FAMILY, KARMA, LAID_HEIGHT, LOG, MAP, READER, TIMELINE, Flash, HeredityBoard
from scenes.tables.heredity.campaign import join_campaign, record_chapter
from scenes.tables.heredity.family import MemberPanel
from scenes.tables.heredity.map import MapLayout
from scenes.tables.heredity.places import (
    LEG_PLACES,
    Area,
    Card,
    Disc,
    Field,
    Figure,
    Flip,
    Ghost,
    Ground,
    Immediate,
    Item,
    Karma,
    Level,
    Mark,
    Marker,
    Member,
    Place,
    Reader,
    Space,
)
from scenes.tables.heredity.reading import ChapterStory, closing, opening
from scenes.tables.heredity.replace import Replacing
from scenes.widgets import token
from scenes.widgets.story import PhaseStory, Step

ZOOM_CELL = 90                  # terrain drawn with smaller cells zooms under the resting mouse
FLASH_SECONDS = 3.0


class HeredityTable(Replacing, HeredityBoard):
    MAIN_DECISIONS = frozenset({"actions"})
    name = "heredity"
    TOGETHER = True             # the family's actions are simultaneous: the people act at once

    def __init__(self, app, session, game_id, control=None) -> None:
        super().__init__(app, session, game_id, control)
        self.chapter_story: ChapterStory | None = None     # the chapter's opening or ending, being read

    def enter(self) -> None:
        """A chapter begun from New game's chapter 1 joins a campaign before its journal is
        written; a chapter not yet played opens with its story read (until the first move). A
        replay does neither: it writes nothing, and its keys step through the game."""
        session = self.session
        if self.control.replaying:
            super().enter()
            return
        if session.header.campaign is None and session.header.options["chapter"] == 1 and not session.command_count:
            join_campaign(self.app, session)
        super().enter()
        if not session.command_count and session.outcome() is None:
            self.chapter_story = opening(session, READER.union(LOG))

    def log_rect(self) -> pygame.Rect:
        return LOG

    # ---- what the people at the table may do, by which places -----------------------------------
    def routes(self, command):
        return places.routes(self.shown, command)

    def shown_commands(self, commands: list) -> list:
        """The family acts together (`TOGETHER`): a choice all players share is offered once;
        each player ends their own actions."""
        found, seen = [], set()
        for command in commands:
            same = places.button_name(command)
            if isinstance(command, m.EndActions) or same not in seen:
                seen.add(same)
                found.append(command)
        return found

    def selected(self) -> str | None:
        """The member whose actions are lit: their figure or panel was clicked."""
        first = self.picked[0] if self.picked else None
        if isinstance(first, Member):
            return first.member
        return first.figure if isinstance(first, Figure) else None

    def aim(self) -> str | None:
        """The figure a decision is about: the one attacked together, or the one attacking."""
        decision = self.decision
        if isinstance(decision, sh.JointDecision):
            return decision.target
        if isinstance(decision, sh.TargetDecision) and decision.purpose in ("hunt", "path", "victim", "place"):
            return decision.member
        return None

    def seat_for(self, name: str) -> int:
        owner = self.reading.members[name].seat
        return owner if owner != m.SHARED else next(iter(sorted({c.seat for c in self.legal})), 0)

    def may_drop(self, piece, place) -> bool:
        """A figure dragged walks (to an area, a card to explore, a level symbol)."""
        return not isinstance(piece, Figure) or isinstance(place, LEG_PLACES)

    def drag_image(self, place) -> pygame.Surface | None:
        rect = self.hits.rect(place)
        if rect is None:
            return None
        if isinstance(place, Figure) and place.figure in m.MEMBERS:
            return self.figure_image(place.figure, rect.width)
        return token.disc(art.MEMBER_COLOURS[place.member], rect.width) if isinstance(place, Disc) else None

    def press(self, pos) -> bool:
        """A press on the disc just placed lifts it (`Replacing`); else as on every table."""
        return self.lift_placed(pos) or super().press(pos)

    def drag_dropped(self, source, target) -> None:
        if not self.lifted(source):
            super().drag_dropped(source, target)
        elif self.drag_began == (self.session.state, self.holder):
            self.replace_dropped(target)

    def use_place(self, place) -> bool:
        """A click on a free space or field puts one of its member's discs there."""
        if not isinstance(place, (Space, Field)):
            return False
        disc = Disc("disc", place.member)
        if disc not in self.index.starts():
            return False
        self.dropped(((), disc), (place, 0))
        return True

    def usable_places(self) -> list:
        """The free spaces and fields a member's free disc may be put on (`use_place`)."""
        starts = self.index.starts()
        return [place for place, _ in self.hits.entries
                if isinstance(place, (Space, Field)) and Disc("disc", place.member) in starts]

    # ---- why not ----------------------------------------------------------------------------------
    def explain(self, place):
        """An area the selected member cannot reach: the rules say why (a wall, a full area...)."""
        name = self.selected()
        if name and isinstance(place, Area):
            return m.Act(seat=self.seat_for(name), member=name, action="move", target=place.area)
        return None

    def drop_zones(self, place) -> list:
        kinds: tuple[type, ...] = (Area,) if isinstance(place, Figure) else (Space, Field)
        return [p for p, _ in self.hits.entries if isinstance(p, kinds)]

    def drop_refusal(self, piece, place) -> str:
        """Why a figure (it only walks) or a free disc may not be dropped there."""
        if not isinstance(piece, Disc):
            return tr("heredity_table.refuse.drop_figure")
        name = piece.member
        member = tr(f"heredity.member.{name}")
        if not isinstance(place, (Space, Field, Card)):
            return tr("heredity_table.refuse.drop_disc")
        if not isinstance(place, Card) and place.member != name:
            return tr("heredity_table.refuse.not_own", member=member, other=tr(f"heredity.member.{place.member}"))
        if not isinstance(place, Space):
            return tr("heredity_table.refuse.field_unusable", member=member)
        return self.space_refusal(name, place.space)

    def space_refusal(self, name: str, space_id: str) -> str:
        """Why a free disc of `name` may not go on their body space `space_id`."""
        member = tr(f"heredity.member.{name}")
        space = next(s for b in self.reading.members[name].bodies for s in b.spaces if s.id == space_id)
        if space.disc or space.damage:
            return tr("heredity_table.refuse.space_taken")
        if isinstance(self.decision, sh.SpaceDecision):
            return tr("heredity_table.refuse.other_kind", kind=tr(f"heredity.space.{self.decision.space_kind}"))
        return tr("heredity_table.refuse.nothing_for", member=member, kind=tr(f"heredity.space.{space.kind}"))

    # ---- layout -------------------------------------------------------------------------------------
    def layout(self) -> None:
        view = self.shown
        room = MAP.copy()
        room.height -= LAID_HEIGHT + 8 if view.laid else 0
        self.map = MapLayout(view.terrain, room)
        for area in self.map.areas:
            for box in self.map.area_boxes(area):
                self.hits.add(Area("area", area), box)
        for card, rect in self.map.ghost_rects.items():
            self.hits.add(Ghost("ghost", card), rect)
        self.layout_pieces()
        self.layout_family()
        self.layout_cards()
        self.faces = self.known_faces()
        reader = self.reader_card()
        if reader is not None:
            self.hits.add(Reader("reader", reader.card), READER)

    def layout_pieces(self) -> None:
        """Pieces in each area: figures first, then markers, material, items, symbols."""
        self.pieces = []
        symbols = self.area_symbols()
        moving = self.decision.moving if isinstance(self.decision, sh.SpaceDecision) else None
        for area in self.shown.terrain.areas:
            figures = [f for f in area.figures if not moving or f != moving.member]
            if moving and moving.to == area.id:
                figures.append(moving.member)     # put down here: it stays while its disc is placed
            pieces: list[Place] = [Figure("figure", f) for f in figures]
            pieces += [Marker("marker", x.id) for x in area.markers]
            pieces += [Ground("ground", area.id)] if area.materials else []
            pieces += [Item("item", card) for card in area.items] + symbols.get(area.id, [])
            pieces += [Mark("mark", x.kind, area.id) for x in self.shown.marks if x.at == area.id]
            slots = self.map.slots(area.id)
            for index, piece in enumerate(pieces):
                slot = slots[min(index, len(slots) - 1)]
                size = int(min(slot.width, slot.height) * 0.95)
                rect = pygame.Rect(0, 0, size, size)
                rect.center = slot.center
                crowded = max(0, index - len(slots) + 1)          # more pieces than spots: stacked
                self.pieces.append((piece, rect.move(4 * crowded, 4 * crowded)))
        for piece, rect in self.pieces:
            if not isinstance(piece, (Immediate, Mark)):       # printed or lying there: nothing to do with them
                self.hits.add(piece, rect)

    def area_symbols(self) -> dict[str, list[Place]]:
        """Level symbols and immediate effects printed in areas [DE: Bewegen 3; Ebene]."""
        found: dict[str, list[Place]] = {}
        for card in self.shown.terrain.cards:
            for link in card.levels:
                found.setdefault(self.reading.area(link.area), []).append(Level("level", link.card))
            for local in card.immediate:
                found.setdefault(self.reading.area(local), []).append(Immediate("immediate", local))
        return found

    def layout_family(self) -> None:
        self.panels = {}
        width, height = (FAMILY.width - 10) // 2, (FAMILY.height - 10) // 2
        for index, member in enumerate(self.shown.members):
            rect = pygame.Rect(FAMILY.x + (index % 2) * (width + 10), FAMILY.y + (index // 2) * (height + 10),
                               width, height)
            panel = self.panels[member.name] = MemberPanel(member, rect)
            for place, box in panel.places():
                self.hits.add(place, box)
            for box in panel.disc_boxes(member)[:member.discs_free]:
                self.hits.add(Disc("disc", member.name), box)

    def layout_cards(self) -> None:
        """The timeline left to right, the cards attached under a card peeking out below it; the
        karma card drawn last; [DE: Neue Regel; Neue Aktion] cards laid beside the terrain."""
        self.timeline_rects = []
        slots = self.shown.timeline
        width = min(150, (KARMA.x - TIMELINE.x - 20 - 10 * (len(slots) - 1)) // max(1, len(slots)))
        under_most = max((len(s.under) for s in slots), default=0)
        height = min(int(width * 1.28), TIMELINE.height - 44 - under_most * 24)
        for index, slot in enumerate(slots):
            rect = pygame.Rect(TIMELINE.x + 12 + index * (width + 10), TIMELINE.y + 34, width, height)
            under = [(card, pygame.Rect(rect.x + 6, rect.bottom + 2 + i * 24, width - 12, 22))
                     for i, card in enumerate(slot.under)]
            self.timeline_rects.append((slot, rect, under))
        self.laid_rects = [(card, pygame.Rect(MAP.x + 10 + i * 190, MAP.bottom - LAID_HEIGHT, 180, LAID_HEIGHT - 8))
                           for i, card in enumerate(self.shown.laid)]
        for slot, rect, under in self.timeline_rects:
            for card, box in [(slot, rect), *under]:
                self.hits.add(Card("card", card.card), box)
        for card, rect in self.laid_rects:
            self.hits.add(Card("card", card.card), rect)
        last = self.shown.karma.last
        if last is not None:
            self.hits.add(Karma("karma", last.card), self.karma_rects()[1])

    def known_faces(self) -> dict[str, tuple[str, int]]:
        """The side (and counter) each card on the table shows, for the reader and the zoom."""
        faces = {c.card: (c.face, c.counter) for c in self.all_cards()}
        for member in self.shown.members:
            faces.update({item.card: (item.face, 0) for item in member.items})
            faces.update({body.card: ("b" if body.flipped else "a", 0) for body in member.bodies})
        return faces

    def all_cards(self) -> list[sh.CardView]:
        view = self.shown
        extra = [view.reading, view.karma.last]
        return [*view.timeline, *(u for s in view.timeline for u in s.under), *view.laid,
                *(c for c in extra if c is not None)]

    # ---- motion -------------------------------------------------------------------------------------
    def moved_by(self, told):
        """An item picked up, dropped or handed on goes from where it lay to where it is drawn
        now (a card on a member's panel, a piece in an area: it takes the new size on its way)."""
        items = []
        for seen in told:
            if isinstance(seen.event, m.ItemMoved):
                items.append(seen.event.card)
            elif isinstance(seen.event, m.ItemsSwapped):
                items += [seen.event.card, seen.event.other]
        return [(Item("item", card), Item("item", card)) for card in dict.fromkeys(items)]

    def turned_by(self, told):
        """A card turned to its back, a body card turned by a serious injury, and a karma card
        drawn onto the last one, turn over in place."""
        pieces: list[Place] = []
        for seen in told:
            if isinstance(seen.event, m.CardTurned):
                pieces.append(Card("card", seen.event.card))
            elif isinstance(seen.event, m.SeriousInjury):
                pieces.append(Flip("flip", seen.event.member, seen.event.part))
            elif isinstance(seen.event, m.KarmaDrawn):
                pieces.append(Karma("karma", seen.event.card))
        return self.rects_of(pieces)

    def popped_by(self, told):
        """Damage and discs laid on a member's spaces pop in, and an item come from the deck
        (one that was on the table goes from where it lay instead)."""
        return self.rects_of([Space("space", seen.event.member, seen.event.space) for seen in told
                              if isinstance(seen.event, (m.DamagePlaced, m.DiscPlaced))]
                             + [Item("item", seen.event.card) for seen in told if isinstance(seen.event, m.ItemMoved)])

    # ---- the timeline, told step by step ------------------------------------------------------------
    def phase_story(self, told):
        """[DE: Zeitleiste abhandeln] the timeline cards the command went through, each with what
        it did and where (the card, the figures, the members); then the step in figures."""
        start = next((i for i, seen in enumerate(told) if isinstance(seen.event, m.TimeMoved)), None)
        if start is None:
            return None
        steps = [Step(seen.text, self.timeline_places(seen.event)) for seen in told[start:] if seen.text]
        if len(steps) < 2:
            return None                 # the marker only moved on: nothing to step through
        count = Counter(type(seen.event) for seen in told[start:])
        totals = [tr("heredity_table.story.cards", n=count[m.TimeMoved]),
                  tr("heredity_table.story.figures", n=count[m.FigurePlaced] + count[m.FigureMoved]),
                  tr("heredity_table.story.damage", n=count[m.DamagePlaced]),
                  tr("heredity_table.story.karma", n=count[m.KarmaDrawn])]
        return PhaseStory(tr("heredity_table.story.heading"), steps, totals)

    def timeline_places(self, event) -> tuple[Place, ...]:
        """Where a step of the timeline happens: the card the marker reached, a card, a figure, a member."""
        timeline = self.shown.timeline
        if isinstance(event, m.TimeMoved):
            return (Card("card", timeline[event.index].card),) if event.index < len(timeline) else ()
        if isinstance(event, (m.FigurePlaced, m.FigureMoved)):
            return (Figure("figure", event.figure),)
        if isinstance(event, m.KarmaDrawn):
            return (Karma("karma", event.card),)
        found: list[Place] = []
        card, member = getattr(event, "card", None), getattr(event, "member", None)
        if isinstance(card, str):
            found.append(Card("card", card))
        if isinstance(member, str):
            found.append(Member("member", member))
        return tuple(found)

    # ---- the prompt bar ---------------------------------------------------------------------------
    def question(self) -> tuple[str, str]:
        decision, outcome = self.decision, self.shown.outcome
        if outcome:
            return ending_text(outcome), ""
        if decision is None:
            return "", ""
        if not self.legal:
            return tr("ui.table.waiting_bot", who=self.seats_text(decision.seats)), ""
        kind = decision.kind
        if self.offered and isinstance(self.offered[0], m.Act):
            return tr("heredity_table.prompt.choose", member=tr(f"heredity.member.{self.offered[0].member}")), ""
        if kind == "actions" and self.selected():
            name = tr(f"heredity.member.{self.selected()}")
            return tr("heredity_table.prompt.selected", member=name), tr("heredity_table.prompt.selected_hint",
                                                                       member=name)
        if kind == "actions":
            who = self.seats_text(sorted({c.seat for c in self.legal}))
            # right after a disc went on the first free space, say that a drag moves it
            hint = "placed_hint" if self.placed_disc() is not None else "actions_hint"
            return tr("heredity_table.prompt.actions", who=who), tr(f"heredity_table.prompt.{hint}")
        if isinstance(decision, sh.AskDecision):
            return pick(decision.question), tr("heredity_table.prompt.ask_hint")
        purpose = decision.purpose if isinstance(decision, sh.Choosing) else ""
        key = f"{kind}.{purpose}" if purpose else kind
        return tr(f"heredity_table.prompt.{key}", **self.question_words(decision)), tr(f"heredity_table.hint.{kind}")

    def question_words(self, decision: sh.AnyDecision) -> dict[str, object]:
        """What a decision's question names: the member it is about, how many spaces are still to
        take discs or damage and of which kind, the figure or member it is aimed at, the card."""
        placing = decision if isinstance(decision, sh.Placing) else None
        card = self.question_card(decision)
        return {"member": self.figure_words(decision.member) if decision.member else "",
                "n": placing.remaining if placing else "", "target": self.target_words(decision),
                "card": self.card_words(card) if card else "",
                "kind": tr(f"heredity.space.{placing.space_kind}") if placing and placing.space_kind else ""}

    @staticmethod
    def question_card(decision: sh.AnyDecision) -> str | None:
        """The card a question names: the item a member is chosen for, the encounter whose
        figure is placed first."""
        if isinstance(decision, sh.Choosing) and decision.purpose == "first_figure":
            return decision.options[0].split(".")[0]
        return decision.card if isinstance(decision, sh.MemberDecision) else None

    def answers(self) -> list:
        """With a member selected, only their players' end of actions stays beside their own."""
        selected = self.selected()
        owner = self.reading.members[selected].seat if selected else None
        return [answer for answer in super().answers() if not isinstance(answer.command, m.EndActions)
                or owner in (None, m.SHARED, answer.command.seat)]

    def answer_label(self, command) -> str:
        if isinstance(command, m.Answer):
            return tr("heredity_table.prompt.yes" if command.yes else "heredity_table.prompt.no")
        if isinstance(command, m.Space) and isinstance(self.decision, sh.Placing) and self.decision.space_kind:
            return tr("heredity_table.prompt.first_space", kind=tr(f"heredity.space.{self.decision.space_kind}"))
        if isinstance(command, m.EndActions) and sum(isinstance(c, m.EndActions) for c in self.legal) > 1:
            return f"{tr('heredity.command.end_actions')} ({self.seat_label(command.seat)})"
        return self.session.label(command)

    def is_primary(self, command) -> bool:
        return isinstance(command, (m.Strike, m.Done))

    def seats_text(self, seats) -> str:
        return ", ".join(self.seat_label(s) for s in seats)

    def seat_label(self, seat: int) -> str:
        if seat == m.SHARED:
            return tr("heredity_table.member.together")
        words = self.named(seat, tr("ui.newgame.seat", n=seat + 1))
        return f"{words} · {tr('ui.table.bot')}" if self.is_bot(seat) else words

    def target_words(self, decision: sh.AnyDecision) -> str:
        if isinstance(decision, sh.JointDecision):
            return self.figure_words(decision.target)
        if isinstance(decision, sh.TradeDecision):
            return tr(f"heredity.member.{decision.members[1]}")
        return ""

    def card_words(self, card: str) -> str:
        side = content().side(card, self.faces.get(card, ("a", 0))[0])
        return pick(side.item.name) if side.item else pick(side.title)

    def figure_words(self, fid: str) -> str:
        if fid in m.MEMBERS:
            return tr(f"heredity.member.{fid}")
        return f"{self.encounter_name(fid.split('.')[0])} ({fid})"

    def encounter_name(self, card: str) -> str:
        return pick(content().side(card, self.faces.get(card, ("a", 0))[0]).encounter_def.name)

    # ---- hover zoom -----------------------------------------------------------------------------------
    def zoom_picture(self, place):
        """A card under the mouse (or under a figure, space or field of it) shows large; so does the
        terrain card under the mouse when the map is drawn small."""
        card = self.zoom_card(place)
        if card is not None:
            face, counter = self.faces.get(card, ("a", 0))
            lang = language()
            return (card, face, counter), lambda: art.card_face(card, face, 380, 540, lang, counter)
        rect = next((r for r in self.map.card_rects.values() if r.collidepoint(self.mouse)), None)
        if rect is None or self.map.cell >= ZOOM_CELL:
            return None
        return (tuple(rect), id(self.view)), lambda: self.terrain_zoom(rect)

    def terrain_zoom(self, rect: pygame.Rect) -> pygame.Surface:
        """The terrain card as the table shows it now, pieces and all, twice as large."""
        layer = self.paint_layer()
        part = layer.subsurface(rect.clip(layer.get_rect()))
        scale = 520 / rect.width
        return pygame.transform.smoothscale(part, (int(rect.width * scale), int(rect.height * scale)))

    def zoom_card(self, place) -> str | None:
        """The card under a place: a card itself, an encounter's figure, a body card or item under
        one of its spaces."""
        if isinstance(place, (Card, Item, Karma, Reader)):
            return place.card
        if isinstance(place, Figure) and place.figure not in m.MEMBERS:
            return place.figure.split(".")[0]
        if isinstance(place, Field):
            return place.field[len("item:"):].split(".")[0]
        if isinstance(place, (Flip, Space)):
            part = place.part if isinstance(place, Flip) else place.space.split(".")[0]
            return next(b.card for b in self.reading.members[place.member].bodies if b.part == part)
        return None

    # ---- what just happened -----------------------------------------------------------------------------
    def react(self, told) -> None:
        super().react(told)
        self.chapter_story = None                 # the first move puts the opening away: play has begun
        drawn = [seen.event for seen in told if isinstance(seen.event, m.KarmaDrawn)]
        if drawn and self.app.settings.animation:
            lines = [seen.text for seen in told if isinstance(seen.event, m.AttackResolved)]
            self.flash = Flash(drawn[-1].card, [line for line in lines if line], FLASH_SECONDS)
        if any(isinstance(seen.event, m.ChapterEnded) for seen in told):
            record_chapter(self.app, self.session, self.game_id)
            self.shown_game_over = True           # the game-over screen waits until the ending is read
            self.chapter_story = closing(self.session, READER.union(LOG), self.game_over)

    def game_over(self) -> None:
        from scenes.gameover import GameOverScene
        self.app.push(GameOverScene(self.app, self))

    # ---- the chapter's story, read before and after play ----------------------------------------------
    def story_running(self) -> bool:
        return super().story_running() or self.chapter_story is not None

    def focus_choices(self) -> list:
        """While the chapter's story is read, only its buttons (its pages, and on)."""
        story = self.chapter_story
        if story is None:
            return super().focus_choices()
        return [Choice(("story", b.name, b.label), b.rect, partial(self.read_on, story, b.action))
                for b in story.buttons.buttons if b.enabled]

    def read_on(self, story: ChapterStory, action) -> None:
        """A button of the chapter's story chosen by keyboard: as a click on it, the story put
        away when it closed."""
        action()
        if story.closed and self.chapter_story is story:
            self.chapter_story = None

    def handle(self, event) -> bool:
        story = self.chapter_story
        if story is not None and story.handle(event):
            if story.closed and self.chapter_story is story:      # closing may have put it away already
                self.chapter_story = None
            return True
        return super().handle(event)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.chapter_story is not None:
            self.chapter_story.draw(surface)

    def animate(self, dt: float) -> None:
        if self.flash:
            self.flash.left -= dt * max(self.app.settings.animation, 0.5)
            if self.flash.left <= 0:
                self.flash = None

    def animating_in(self) -> float | None:
        return max(0.0, self.flash.left / max(self.app.settings.animation, 0.5)) if self.flash else None
