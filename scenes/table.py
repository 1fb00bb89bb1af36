"""What every table shares: the session, the autosave journal, bots, the log, the prompt bar,
undo and save, keyboard shortcuts, and the way from a mouse gesture to a command.

A title's table subclasses `TableScene`: it lays out and draws `self.view`, turns clicks and
drops into commands with `self.send`, and offers the answers the board cannot show as prompt
buttons (`answers`). Nothing here changes game state except through `Session.apply`/`undo`.
"""

from __future__ import annotations

import pygame

from game.engine import RuleError
from game.engine.bots import bot_move
from game.i18n import language, tr
from saves import gamefile
from saves.journal import Journal
from scenes import games, style
from scenes.scene import Scene
from scenes.widgets.button import Button, ButtonRow
from scenes.widgets.dragdrop import DragController
from scenes.widgets.log import LogPanel
from scenes.widgets.prompt import PromptBar
from scenes.widgets.zoom import HoverZoom

SCREEN = pygame.Rect(0, 0, 1920, 1080)
TOP_BAR = pygame.Rect(0, 0, 1920, 64)
PROMPT = pygame.Rect(12, 968, 1896, 100)
BOT_DELAY = 0.7                 # seconds a bot waits before moving, at normal animation speed


class TableScene(Scene):
    name = "table"
    covers_screen = True        # its layer paints every pixel: the app need not clear first

    def __init__(self, app, session, game_id: str) -> None:
        super().__init__(app)
        self.session = session
        self.game_id = game_id
        self.title_name = session.title.name
        self.save_path = games.save_path(app, game_id)
        self.journal: Journal | None = None
        self.log = LogPanel(self.log_rect(), tr("ui.table.log"))
        self.prompt = PromptBar(PROMPT)
        self.drag = DragController(self.dropped, lambda: self.app.settings.animation)
        self.zoom = HoverZoom(SCREEN)
        self.top_buttons = ButtonRow()
        self.refusals: list[tuple[int, str]] = []    # (log lines before it, message): not turns
        self.holder: int | None = None               # whose eyes the screen shows (see `refresh`)
        self.bot_wait = 0.0
        self.shown_game_over = False
        self.view: dict = {}
        self.mouse = (0, 0)
        self.layer: pygame.Surface | None = None
        self.layer_drawn_for: tuple | None = None

    # ---- layout the subclass may change ------------------------------------------------------
    def log_rect(self) -> pygame.Rect:
        return pygame.Rect(1480, 600, 428, 356)

    # ---- lifecycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        self.journal = Journal(self.session, games.journal_path(self.app, self.game_id))
        self.build_top_bar()
        self.refresh()

    def exit(self) -> None:
        self.leave()
        super().exit()

    def leave(self) -> None:
        """The table closes on purpose: keep the game in its save and retire the journal."""
        if self.journal is not None:
            self.save(quiet=True)
            self.journal.close(remove=True)
            self.journal = None

    def on_close(self) -> None:
        self.leave()

    def build_top_bar(self) -> None:
        from scenes.pause import PauseScene
        y, h = 10, 44
        self.top_buttons.set([
            Button(pygame.Rect(1400, y, 120, h), tr("ui.table.undo"), self.undo, name="undo", hint=""),
            Button(pygame.Rect(1530, y, 120, h), tr("ui.table.save"), self.save, name="save"),
            Button(pygame.Rect(1660, y, 120, h), tr("ui.table.rules"), lambda: self.app.open_rules(self.title_name),
                   name="rules"),
            Button(pygame.Rect(1790, y, 120, h), tr("ui.table.menu"), lambda: self.app.push(PauseScene(self.app, self)),
                   name="menu"),
        ])

    # ---- the game -----------------------------------------------------------------------------
    def viewer(self) -> int | None:
        """Whose eyes the table shows now: the holder of the screen."""
        return self.holder

    def wanted_holder(self) -> int | None:
        """Who should hold the screen: the person who must act; while bots act, whoever holds it;
        at first, the first person seated."""
        seat = self.person_to_move()
        if seat is not None:
            return seat
        if self.holder is not None:
            return self.holder
        seats = self.session.header.seats
        return next((s for s, info in enumerate(seats) if info.kind == "person"), None)

    def needs_hand_over(self, seat: int | None) -> bool:
        """Passing the screen to `seat` must hide the table first: the seats see different things
        (the title says which do), or the first person of a game with secrets sits down."""
        if seat is None or seat == self.holder:
            return False
        title, options = self.session.title, self.session.header.options
        if self.holder is None:
            people = [s for s, info in enumerate(self.session.header.seats) if info.kind == "person"]
            return any(not title.same_view(options, seat, other) for other in people)
        return not title.same_view(options, self.holder, seat)

    def is_bot(self, seat: int) -> bool:
        return self.session.header.seats[seat].kind == "bot"

    def person_to_move(self) -> int | None:
        for seat in self.session.to_move():
            if not self.is_bot(seat):
                return seat
        return None

    def refresh(self) -> None:
        wanted = self.wanted_holder()
        if self.needs_hand_over(wanted):
            self.hand_over(wanted)
            return
        self.holder = wanted
        self.view = self.session.view(self.holder)
        self.sync_log()
        self.top_buttons.find("undo").enabled = self.session.can_undo()
        self.on_view()
        self.set_prompt()
        if self.session.outcome() and not self.shown_game_over:
            self.shown_game_over = True
            from scenes.gameover import GameOverScene
            self.app.push(GameOverScene(self.app, self))

    def hand_over(self, seat: int) -> None:
        """Hide the table until the person at `seat` has the screen (`took_over`)."""
        from scenes.handover import HandOverScene
        self.view = {}
        self.layer_drawn_for = None
        if not isinstance(self.app.top, HandOverScene):
            self.app.push(HandOverScene(self.app, self, seat))

    def took_over(self, seat: int) -> None:
        self.holder = seat
        self.refresh()

    def send(self, command) -> bool:
        """Apply a command; a refused one changes nothing and says why."""
        try:
            self.session.apply(command)
        except RuleError as error:
            self.refuse(error.message())
            return False
        self.react(self.session.told_last(self.holder))
        self.refresh()
        return True

    def refuse(self, message: str) -> None:
        self.app.sounds.play("refuse")
        self.prompt.warning = message
        self.refusals.append((len(self.session.log(self.holder, language())), message))
        self.sync_log()

    def sync_log(self) -> None:
        """The log panel shows the holder's log (the Session tells it), with the refusals they met."""
        lines = [(line.text, line.kind) for line in self.session.log(self.holder, language())]
        self.refusals = [(at, message) for at, message in self.refusals if at <= len(lines)]
        for at, message in reversed(self.refusals):
            lines.insert(at, (message, "refusal"))
        self.log.sync(lines)

    def react(self, told) -> None:
        """Sounds for what just happened (`told`: the events as the holder saw them); tables add
        their own animations."""
        self.app.sounds.play("card")

    def undo(self) -> None:
        try:
            turn = self.session.undo()
        except RuleError as error:
            self.refuse(error.message())
            return
        self.app.toast(tr("ui.table.undone", what=self.session.label(turn.command)))
        self.refresh()

    def save(self, quiet: bool = False) -> None:
        gamefile.save(self.session, self.save_path)
        if not quiet:
            self.app.sounds.play("click")
            self.app.toast(tr("ui.table.saved"), style.GOOD)

    # ---- bots -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.drag.update(dt)
        self.zoom.update(dt)
        if self.app.top is not self or self.session.outcome():
            return
        bots = [seat for seat in self.session.to_move() if self.is_bot(seat)]
        if bots:
            # Any bot that may act does, even while a person may act too (titles where several
            # seats act at once).
            self.bot_wait += dt
            speed = self.app.settings.animation
            if speed == 0 or self.bot_wait >= BOT_DELAY / speed:
                self.bot_wait = 0.0
                self.bot_move(bots[0])

    def bot_move(self, seat: int) -> None:
        kind = self.session.header.seats[seat].bot or "heuristic"
        self.send(bot_move(self.session, seat, kind))

    # ---- input -----------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            if self.handle_key(event):
                return True
        if self.drag.handle(event):
            return True
        if self.prompt.handle(event) or self.top_buttons.handle(event) or self.log.handle(event):
            return True
        if self.person_to_move() is None:
            return False
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

    # ---- for subclasses ------------------------------------------------------------------------
    def on_view(self) -> None:
        """The view changed: rebuild layout and hit boxes."""

    def set_prompt(self) -> None:
        """Fill the prompt bar from the pending decision."""

    def handle_board(self, event) -> bool:
        """The mouse on the board of a person to move: the zoom follows it, a left press may
        start a drag, a left release is a click, a right press drops a half-made choice."""
        if event.type == pygame.MOUSEMOTION:
            self.update_zoom(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.cancel()
        return False

    def update_zoom(self, pos) -> None:
        """Show the piece under the resting mouse large."""

    def press(self, pos) -> bool:
        """A left press on the board; True when it was used (e.g. a drag may start)."""
        return False

    def click(self, pos) -> bool:
        """A left release on the board that did not end a drag; True when it was used."""
        return False

    def dropped(self, source, target) -> None:
        """A dragged piece was released over `target` (None: nowhere useful)."""

    def cancel(self) -> bool:
        """Esc: drop a half-made choice (e.g. a selected action). True when something was undone."""
        return False

    def draw(self, surface) -> None:
        """The still part of the table is drawn into a layer once and reused until something it
        shows changes (`layer_key`); each frame then blits it and draws what moves on top."""
        key = self.layer_key()
        if self.layer is None or key != self.layer_drawn_for:
            if self.layer is None:
                self.layer = pygame.Surface(surface.get_size())
            self.layer.fill(style.BACKGROUND)
            self.draw_top_bar(self.layer)
            self.draw_board(self.layer)
            self.log.draw(self.layer)
            self.prompt.draw(self.layer)
            self.layer_drawn_for = key
        surface.blit(self.layer, (0, 0))
        self.draw_moving(surface)
        self.drag.draw(surface)
        if not self.drag.active:
            self.zoom.draw(surface)
        super().draw(surface)

    def draw_moving(self, surface) -> None:
        """What changes from frame to frame over the still layer (tooltips...)."""

    def layer_key(self) -> tuple:
        buttons = self.top_buttons.buttons + self.prompt.buttons
        drag = self.drag.drag.source if self.drag.active else None
        return (id(self.view), self.prompt.question, self.prompt.warning, len(self.log.entries), self.log.scroll,
                tuple((b.hovered, b.pressed, b.enabled, b.label) for b in buttons), drag, self.layer_extra())

    def layer_extra(self) -> tuple:
        """What else the subclass draws into the still layer (selections...)."""
        return ()

    def draw_board(self, surface) -> None: ...

    def draw_top_bar(self, surface) -> None:
        pygame.draw.rect(surface, (14, 17, 22), TOP_BAR)
        pygame.draw.line(surface, style.BORDER, TOP_BAR.bottomleft, TOP_BAR.bottomright, 1)
        self.top_buttons.draw(surface)
        self.draw_top_info(surface)

    def draw_top_info(self, surface) -> None:
        """The title's own line in the top bar (day, progress...)."""

    def waiting_text(self) -> str:
        seat = self.session.to_move()[0] if self.session.to_move() else None
        return "" if seat is None else tr("ui.table.waiting_bot", who=self.seat_name(seat))

    def seat_name(self, seat: int) -> str:
        """A seat's name anyone may read (the hand-over screen shows it over the hidden table)."""
        return self.session.header.seats[seat].name or tr("ui.newgame.seat", n=seat + 1)

    def smoke(self, commands: int = 12) -> None:
        """Play a few bot commands through the same path the mouse uses."""
        for _ in range(commands):
            if self.session.outcome():
                break
            self.bot_move(self.session.to_move()[0])
