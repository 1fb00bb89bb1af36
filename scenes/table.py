"""The table's view: what every table shows and how a person acts on it. It reads its controller
(`scenes/control.py`: the game, its files, who holds the screen, undo, the bots) and never
changes the game itself: a command a gesture gives is handed to the controller (`send`).

It draws the still layer (the top bar, the title's board, the log, the prompt bar, the bots'
pace), hit-tests places (`hits`, which the title's `layout` fills), turns gestures into commands
(`scenes/gestures.py`), shows what moved (`scenes/table_motion.py`), keeps the journal and the
save and takes moves back (`scenes/table_keep.py`), hands the screen over between seats that see
different things, and shows the game-over screen.

A title's table subclasses `TableScene` and supplies: `routes`, `layout`, `draw_board`,
`question`, and where it needs them the view's hooks (`prefer`, `explain`, `use_place`,
`moved_by`, ...). A title whose people act together says `TOGETHER`. A replay is the same view
over a replay controller (`scenes/replay.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine import RuleError
from game.engine.narration import LogLine
from game.engine.types import seen_by
from game.i18n import language, tr, trc
from scenes import iconmap, motion, style
from scenes.control import TableControl
from scenes.gestures import PROMPT_PLACE, Gestures
from scenes.places import HitMap, Place, PlaceIndex
from scenes.scene import Scene
from scenes.table_focus import Focusing
from scenes.table_keep import Keeping
from scenes.table_motion import Motions
from scenes.widgets.button import Button, ButtonRow
from scenes.widgets.dragdrop import DragController
from scenes.widgets.log import Entry, LogPanel
from scenes.widgets.pace import WIDTH as PACE_WIDTH
from scenes.widgets.pace import PaceControl
from scenes.widgets.prompt import PromptBar
from scenes.widgets.story import StoryPanel
from scenes.widgets.zoom import HoverZoom

SCREEN = pygame.Rect(0, 0, 1920, 1080)
TOP_BAR = pygame.Rect(0, 0, 1920, 64)
PROMPT = pygame.Rect(12, 968, 1896, 100)

__all__ = ["PROMPT", "PROMPT_PLACE", "SCREEN", "TOP_BAR", "TableScene"]


class TableScene(Focusing, Gestures, Motions, Keeping, Scene):
    name = "table"
    covers_screen = True        # its layer paints every pixel: the app need not clear first
    TOGETHER = False            # the people who must act all act from the screen at once (Heredity)

    def __init__(self, app, session, game_id: str, control: TableControl | None = None) -> None:
        super().__init__(app)
        self.control = control or TableControl(app, session, game_id, together=self.TOGETHER)
        self.game_id = game_id
        self.title_name = session.title.name
        self.log = LogPanel(self.log_rect(), tr("ui.table.log"), self.control.log_jump())
        self.prompt = PromptBar(PROMPT)
        self.drag = DragController(self.drag_dropped, lambda: self.app.settings.animation)
        self.zoom = HoverZoom(SCREEN)
        self.top_buttons = ButtonRow()
        self.pace = PaceControl(app.settings.bot_pace, self.step_bot, self.pace_changed)
        self.bot_shown: tuple[str, tuple[Place, ...]] | None = None   # the last bot move: words, places
        self.motion: motion.Motion | None = None      # pieces the last command moved, sliding
        self.story: StoryPanel | None = None          # a phase the last command ran, told step by step
        self.shown_game_over = False
        self.view: Any = None           # the holder's view (the title's structs); None while hidden
        self.mouse = (0, 0)
        self.layer: pygame.Surface | None = None
        self.layer_drawn_for: tuple | None = None
        # the way from gestures to commands (`scenes/gestures.py`)
        self.legal: list = []
        self.index = PlaceIndex([], lambda command: ())
        self.hits = HitMap()
        self.picked: tuple[Place, ...] = ()          # places clicked so far towards a command
        self.lit: dict[Place, list] = {}             # what may be clicked next, with its options
        self.offered: list = []                      # commands one gesture meant: the prompt asks
        self.offered_then: tuple[Place, ...] = ()    # places that gesture also answered
        self.follow: tuple[Place, ...] = ()          # places the last gesture also answered
        self.dropping = False                        # a dragged piece is being given: `prefer` may read it
        self.drag_began: tuple | None = None         # (state, holder) the drag in hand was begun on
        self.words_in = (language(), style.palette)  # the language and palette the table was laid out in

    # ---- what the view reads of its controller -----------------------------------------------------
    @property
    def session(self):
        return self.control.session

    @property
    def holder(self) -> int | None:
        return self.control.holder

    def is_bot(self, seat: int) -> bool:
        return self.control.is_bot(seat)

    def person_to_move(self) -> int | None:
        return None if self.control.replaying else self.control.person_to_move()

    # ---- layout the subclass may change ------------------------------------------------------
    def log_rect(self) -> pygame.Rect:
        return pygame.Rect(1480, 600, 428, 356)

    # ---- lifecycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        if not self.control.replaying:
            self.start_journal()
        self.build_top_bar()
        self.refresh()

    def resume(self) -> None:
        """On top again (a dialog, the settings or the rules closed): the bots take the pace the
        settings hold, and where the settings changed the language or the palette, every word is
        laid out anew and every picture drawn anew."""
        self.pace.speed = self.app.settings.bot_pace
        if self.words_in == (language(), style.palette):
            self.set_prompt()
            return
        self.words_in = (language(), style.palette)
        self.layer_drawn_for = None
        self.log.heading = tr("ui.table.log")
        self.build_top_bar()
        self.refresh()

    def exit(self) -> None:
        self.leave()
        super().exit()
        self.give_back()

    def give_back(self) -> None:
        """The table is left: the last one of its title drops the title's pictures, and the
        program gives the memory back when it next rests (`App.rest`)."""
        if not any(isinstance(scene, TableScene) and scene.title_name == self.title_name for scene in self.app.stack):
            style.forget_pictures(f"scenes.tables.{self.title_name}")
        self.app.table_left = True

    def build_top_bar(self) -> None:
        from scenes.pause import PauseScene
        own = self.control.top_buttons(self)
        self.set_top_buttons(own if own is not None else [
            (tr("ui.table.undo"), self.undo, "undo"),
            (tr("ui.table.save"), self.save, "save"),
            (tr("ui.table.rules"), lambda: self.app.open_rules(self.title_name), "rules"),
            (tr("ui.table.menu"), lambda: self.app.push(PauseScene(self.app, self)), "menu"),
        ])

    def set_top_buttons(self, buttons: list[tuple[str, Callable[[], object], str]]) -> None:
        """(label, action, name) from left to right, at the right end of the top bar, each as wide as
        its word so that all keep one font size."""
        laid: list[Button] = []
        right = TOP_BAR.right - 10
        for label, action, name in reversed(buttons):
            width = max(120, style.font(22, "bold").size(label)[0] + 32)
            laid.insert(0, Button(pygame.Rect(right - width, 10, width, 44), label, action, name=name))
            right -= width + 10
        self.top_buttons.set(laid)

    # ---- whose eyes the screen shows ----------------------------------------------------------
    def hand_over(self, seat: int) -> None:
        """Hide the table until the person at `seat` has the screen (`took_over`)."""
        from scenes.handover import HandOverScene
        self.drag.cancel()
        self.view = None
        self.motion = None
        self.story = None
        self.layer_drawn_for = None
        self.app.toasts.clear()              # words meant for the last holder
        if not isinstance(self.app.top, HandOverScene):
            self.app.push(HandOverScene(self.app, self, seat))

    def took_over(self, seat: int) -> None:
        self.control.holder = seat
        self.refresh()

    def decision_kind(self) -> str | None:
        """The kind of the decision the holder's view shows waiting (None: none, or no view).
        Every title's view has a `decision`: None or a struct with a `kind`."""
        decision = self.view.decision if self.view is not None else None
        return decision.kind if decision is not None else None

    # ---- the game -----------------------------------------------------------------------------
    def refresh(self) -> None:
        wanted = self.control.wanted_holder()
        if wanted is not None and self.control.needs_hand_over(wanted):
            self.hand_over(wanted)
            return
        self.control.holder = wanted
        self.drop_stale_drag()
        self.view = self.told_view()
        self.sync_log()
        self.light_undo()
        telling = self.control.replaying or self.told_at is not None       # a picture of what was
        self.legal = [] if telling else self.shown_commands(self.control.commands())
        self.index = PlaceIndex(self.legal, self.routes)
        self.offered = [c for c in self.offered if c in self.legal]
        if not self.index.valid(self.picked):
            self.picked = ()
        self.on_view()
        self.hits.clear()
        self.layout()
        self.relight()
        if self.follow:
            self.answer_follow()
        self.offer_end()

    def relight(self) -> None:
        self.lit = self.index.next_places(self.picked) if not self.offered else {}
        self.set_prompt()

    def send(self, command, shown: tuple[str, tuple[Place, ...]] | None = None) -> bool:
        """Hand a command to the controller; a refused one changes nothing and says why. `shown`:
        a bot's move as the holder may see it, on show until the next."""
        before = self.before_motion()
        try:
            told = self.control.apply(command)
        except RuleError as error:
            self.refuse(error.message())
            return False
        self.picked = ()
        self.offered = []
        self.prompt.notice = None
        self.bot_shown = shown
        self.on_send(command)
        self.react(told)
        self.tell(before, told)
        return True

    def note(self, message: str, colour: tuple) -> None:
        """A toast over the table stays in the prompt bar until the next move."""
        super().note(message, colour)
        self.prompt.notice = (message, colour)

    def refuse(self, message: str) -> None:
        """Say why a gesture gave nothing, in the prompt bar: the game's log tells only the game."""
        self.app.sounds.play("refuse")
        self.prompt.warning = message

    # ---- the log --------------------------------------------------------------------------------
    def sync_log(self) -> None:
        """The log panel shows the holder's log, each move by its seat's name and colour, and
        where their undo stops when that is their own move (`TableControl.undo_stop`)."""
        lines = self.control.log_lines()
        entries = [self.log_entry(line) for line in lines]
        stop = self.control.undo_stop()
        if stop is not None:
            at = next((i for i, line in enumerate(lines) if line.turn > stop), len(lines))
            entries.insert(at, Entry(tr("ui.log.undo_stops"), "barrier"))
        self.log.marked = self.control.marked_turn()
        self.log.sync(entries)

    def log_entry(self, line: LogLine) -> Entry:
        if line.actor is None:
            return Entry(line.text, line.kind, icons=line.icons, turn=line.turn)
        return Entry(line.text, line.kind, self.seat_name(line.actor), self.seat_colour(line.actor), line.icons,
                     line.turn)

    # ---- the prompt bar -------------------------------------------------------------------------
    def set_prompt(self) -> None:
        own = self.control.prompt(self) or self.telling_prompt()
        if own is not None:
            self.prompt.reserve = 0
            self.prompt.keep_below = self.control.keeps_below_prompt
            self.pace.show(False, False, self.prompt.rect)
            self.prompt.set(*own)
            self.control.prompt_laid(self.prompt)
            return
        bots = self.control.bots_acting()
        # the bots' pace may be set before they move (a person's turn), not only while they do
        shown = self.view is not None and self.control.has_bots() and not self.control.outcome()
        self.prompt.reserve = PACE_WIDTH + 16 if shown else 0
        self.pace.show(shown, bool(bots), self.prompt.rect)
        if self.view is None:
            self.prompt.set("", [])
            return
        question, detail = self.question()
        if bots and self.person_to_move() is None:
            if self.pace.paused:
                question = tr("ui.pace.paused_for", what=question)
            if self.bot_shown is not None:
                detail = self.bot_shown[0]
        if self.offered:
            self.prompt.set(question, self.offered_answers(), tr("ui.table.which"))
        else:
            self.prompt.set(question, self.answers(), detail)

    def pace_changed(self) -> None:
        """The pace control changed: its buttons are laid out anew, and a speed chosen on it is
        the settings' bots' pace from now on (the settings show it, the next table takes it)."""
        self.set_prompt()
        if self.pace.speed != self.app.settings.bot_pace:
            self.app.settings.bot_pace = self.pace.speed
            self.app.apply_settings()

    # ---- bots -----------------------------------------------------------------------------------
    def bots_may_move(self) -> bool:
        """Bots move while the table is on top (not under a dialog or the hand-over), not paused,
        and not while a phase is being told."""
        return self.app.top is self and not self.pace.paused and not self.story_running()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.drag.update(dt)
        self.zoom.update(dt)
        if self.motion is not None:
            self.motion.update(dt)
            if self.motion.done:
                self.motion = None
        if self.story is not None:
            self.story.update(dt)
            self.follow_story()
        self.control.update(self, dt)
        self.animate(dt)
        if self.bots_may_move():
            self.bot_send(self.control.bot_tick(dt, self.pace.speed))

    def wake_in(self) -> float | None:
        """The next thing that changes the table by itself: a piece snapping back, the hover zoom,
        a bot's move, the title's own animation (see `Scene.wake_in`)."""
        waits = [self.drag.wake_in(), self.zoom.wake_in(), 0.0 if self.motion is not None else None,
                 self.story.wake_in() if self.story is not None else None, self.control.wake_in(),
                 self.animating_in()]
        bots = self.control.bots_acting()
        if bots and self.bots_may_move():
            waits.append(self.control.bot_wake_in(bots[0], self.pace.speed))
        found = [max(0.0, wait) for wait in waits if wait is not None]
        return min(found) if found else None

    def step_bot(self) -> None:
        """The pace control's Step: the next bot moves now (a search bot thinks its time out)."""
        bots = self.control.bots_acting()
        if bots and self.app.top is self:
            self.bot_send(self.control.bot_move(bots[0], self.pace.speed, whole=True))

    def bot_send(self, move) -> None:
        if move is not None:
            self.send(move.command, self.shown_move(move.seat, move.command))

    def shown_move(self, seat: int, command) -> tuple[str, tuple[Place, ...]] | None:
        """A bot's move as the holder may see it: its words, and the places it was given by when
        the holder may see all of it (a secret move is told only as far as the holder may know)."""
        state, title = self.session.state, self.session.title
        seen = seen_by(command, state, self.holder)
        if seen is None:
            return None
        words = tr("ui.pace.last", what=self.session.label(seen, language()))
        options = self.session.header.options
        same = (title.same_view(options, self.holder, seat) if self.holder is not None
                else len(title.view_groups(options, title.seat_count(options))) == 1)
        if seen != command or not same or self.view is None:
            return words, ()
        places = []
        for route in self.routes(command)[:1]:
            for step in route.steps:
                place = next((p for p in step if p[0] != PROMPT_PLACE and self.hits.rects(p)), None)
                if place is not None:
                    places.append(place)
        return words, tuple(places)

    # ---- input -----------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.motion = None          # a click or a key skips the motion, and then acts as always
        if self.story is not None and (self.story.handle(event) or self.story_on_table(event)):
            if self.story.closed:
                self.story = None
            self.follow_story()
            if event.type == pygame.MOUSEMOTION:
                self.zoom.dismiss()     # the mouse is on the story's picture, over the pieces
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.control.handle(self, event):
            return True
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        if self.drag.handle(event) or self.pace.handle(event):
            return True
        if self.prompt.handle(event) or self.top_buttons.handle(event) or self.log.handle(event):
            return True
        return self.handle_board(event)

    def handle_key(self, event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_s:
            self.save()
        elif event.key == pygame.K_ESCAPE:
            if not self.cancel():
                from scenes.pause import PauseScene
                self.app.push(PauseScene(self.app, self))
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN):
            primary = self.prompt.primary()
            if primary is None:
                return False
            primary.action()
        else:
            return False
        return True

    def handle_board(self, event) -> bool:
        """The mouse on the board: the zoom follows it; for a person to move, a left press may
        start a drag, a left release is a click, a right press puts down what was picked."""
        if event.type == pygame.MOUSEMOTION:
            self.update_zoom(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.zoom.dismiss()       # the player acts on the piece: its picture would hide what lights next
        if self.person_to_move() is None:
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                return any(self.use_place(place) for place in self.hits.at(event.pos))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.cancel()
        return False

    def tip_at(self, pos) -> str:
        """The tooltip of the button under the mouse (Undo says why it is off), or of the
        controller's own control there, or the meaning of the icon there (`scenes/iconmap.py`)."""
        buttons = (b.tooltip for b in self.top_buttons.buttons + self.prompt.buttons
                   if b.tooltip and b.rect.collidepoint(pos))
        icon = iconmap.meaning_at(self.app.display, pos)
        return self.control.tip_at(pos) or next(buttons, "") or (tr(icon) if icon else "")

    def update_zoom(self, pos) -> None:
        """Show the piece under the resting mouse large (`zoom_picture`); on an icon, its meaning
        shows instead (the tooltip), not a picture beside it that the words would lie over."""
        for place in [] if iconmap.meaning_at(self.app.display, pos) else self.hits.at(pos)[:1]:
            found = self.zoom_picture(place)
            if found is not None:
                key, picture = found
                self.zoom.hover((place, key), picture, self.hits.rect(place) or pygame.Rect(pos, (0, 0)))
                return
        self.zoom.leave()

    # ---- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        """The still part of the table is drawn into a layer once and reused until something it
        shows changes (`layer_key`); each frame then blits it and draws what moves on top."""
        layer = self.paint_layer()
        style.blit(surface, layer, (0, 0))
        if self.motion is not None:
            self.motion.draw(surface)
        if self.view is not None:
            self.draw_moving(surface)
        if self.story is not None:
            self.story.draw(surface)
        self.control.draw(surface)
        self.drag.draw(surface)
        if not self.drag.active:
            self.zoom.draw(surface)
        super().draw(surface)

    def paint_layer(self) -> pygame.Surface:
        """The still layer, drawn anew when what it shows changed."""
        key = self.layer_key()
        if self.layer is None or key != self.layer_drawn_for:
            if self.layer is None:
                self.layer = pygame.Surface(SCREEN.size)
            style.clear(self.layer)
            self.draw_top_bar(self.layer)
            if self.view is not None:
                self.draw_board(self.layer)
            self.log.draw(self.layer)
            self.prompt.draw(self.layer)
            self.pace.draw(self.layer)
            self.layer_drawn_for = key
        return self.layer

    def draw_moving(self, surface) -> None:
        """What changes from frame to frame over the still layer: the places of a bot's last move,
        the lit place under the mouse."""
        if self.drag.active:
            return
        for place in self.bot_shown[1] if self.bot_shown else ():
            for rect in self.hits.rects(place):
                style.glow(surface, rect, style.INFO, 12, 4)
        for place in self.story.places() if self.story is not None else ():
            for rect in self.hits.rects(place):
                style.glow(surface, rect, style.ACCENT, 12, 4)
        for place in self.hits.at(self.mouse)[:1]:
            answered = self.lit_place(place)
            if answered is not None:
                for rect in self.hits.rects(answered):
                    pygame.draw.rect(surface, (255, 255, 255), rect.inflate(10, 10), 3, border_radius=10)

    def shown_lit(self) -> set:
        """The lit places worth a light: with nothing picked, not the pieces that only begin a
        longer route (every card that may be dragged somewhere would glow)."""
        if self.picked:
            return set(self.lit)
        return {place for place, options in self.lit.items() if any(len(o.route.steps) == 1 for o in options)}

    def draw_lit(self, surface, skip=()) -> None:
        """The usual light on every lit place (a title draws its own for the kinds in `skip`)."""
        for place in self.shown_lit():
            if place[0] not in skip and place[0] != PROMPT_PLACE:
                for rect in self.hits.rects(place):
                    style.glow(surface, rect)
        for place in self.picked:
            for rect in self.hits.rects(place):
                style.glow(surface, rect, (255, 255, 255), 12, 4)

    def layer_key(self) -> tuple:
        buttons = self.top_buttons.buttons + self.prompt.buttons
        held = self.drag.drag
        drag = held.source if held is not None and held.moved else None
        return (id(self.view), self.prompt.question, self.prompt.warning, self.prompt.notice, self.log.key(),
                tuple((b.hovered, b.pressed, b.enabled, b.label) for b in buttons), drag, self.picked,
                tuple(map(id, self.offered)), self.pace.key(), self.control.layer_key(), self.layer_extra())

    def draw_top_bar(self, surface) -> None:
        pygame.draw.rect(surface, (14, 17, 22), TOP_BAR)
        pygame.draw.line(surface, style.BORDER, TOP_BAR.bottomleft, TOP_BAR.bottomright, 1)
        self.top_buttons.draw(surface)
        if self.view is not None:
            self.draw_top_info(surface)

    def waiting_text(self) -> str:
        seat = self.session.to_move()[0] if self.session.to_move() else None
        return "" if seat is None else tr("ui.table.waiting_bot", who=self.seat_name(seat))

    def seat_name(self, seat: int, form: str = "label") -> str:
        """A seat's name anyone may read (the hand-over screen shows it over the hidden table), in
        the grammatical form a sentence needs (`game.i18n.SEAT_FORMS`): a person's own name as it
        is, else the title's words for the seat, else its number."""
        words = self.session.title.seat_words
        if words is not None:
            return self.named(seat, words(seat, form))
        return self.named(seat, tr("ui.newgame.seat", n=seat + 1) if form == "label"
                          else trc(form, "ui.newgame.seat", n=seat + 1))

    def named(self, seat: int, words: str) -> str:
        """The seat by the name its player gave at New game, else by `words` (the title's own:
        "Player 2")."""
        return self.session.header.seats[seat].name or words

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The colour a seat's moves are marked with in the log."""
        return style.SEAT_COLOURS[seat % len(style.SEAT_COLOURS)]

    def smoke(self, commands: int = 12) -> None:
        """Play a few bot commands through the same path the mouse uses."""
        for _ in range(commands):
            if self.session.outcome():
                break
            seat = self.session.to_move()[0]
            self.bot_send(self.control.bot_move(seat, self.pace.speed, whole=True))

    # ---- what a title supplies ------------------------------------------------------------------------
    def layout(self) -> None:
        """Place everything drawn from `self.view` and `self.hits.add` every place that may be clicked."""

    def on_view(self) -> None:
        """The view changed (before `layout`): drop the title's own stale choices."""

    def on_send(self, command) -> None:
        """A command was given: the title's view may put away what it showed for the last (a panel)."""

    def question(self) -> tuple[str, str]:
        """The prompt bar's words: what the game waits for, and a hint."""
        return "", ""

    def react(self, told) -> None:
        """Sounds for what just happened (`told`: the events as the holder saw them); tables add
        their own animations."""
        self.app.sounds.play("card")

    def animate(self, dt: float) -> None:
        """The title's own animation moves on (a card flashed large)."""

    def animating_in(self) -> float | None:
        """Seconds until the title's own animation changes the table (None: it rests)."""
        return None

    def zoom_picture(self, place: Place):
        """(what is shown, a function drawing it large) for the piece at `place`, or None."""
        return None

    def layer_extra(self) -> tuple:
        """What else the subclass draws into the still layer."""
        return ()

    def draw_board(self, surface) -> None: ...

    def draw_top_info(self, surface) -> None:
        """The title's own line in the top bar (day, progress...)."""
