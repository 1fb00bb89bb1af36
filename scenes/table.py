"""What every table shares: the session, the autosave journal, bots, whose eyes the screen shows
(and the hand-over between seats that see different things), the log, the prompt bar, undo and
save, keyboard shortcuts, and the way from a mouse gesture to a command.

From a gesture to a command: the title says, for each legal command, by which places on its board
it is given (`routes`, see `scenes/places.py`). The table indexes the legal commands by place and
does the rest: hit-testing (`hits`, which the title's `layout` fills), what is picked so far
(`picked`) and its reset, what lights up (`lit`), dragging a piece onto a lit place, asking in the
prompt bar when one gesture means several commands, and saying why when a place answers nothing.

A title's table subclasses `TableScene` and supplies: `routes`, `layout`, `draw_board`,
`question`, and where it needs them the hooks below (`prefer`, `explain`, `use_place`, ...).
Nothing here changes game state except through `Session.apply`/`undo`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.engine import RuleError
from game.engine.bots import bot_move, default_bot, start_search
from game.engine.search import Search
from game.engine.types import seen_by
from game.i18n import language, tr, trc
from saves import gamefile
from saves.journal import Journal
from saves.lock import GameLock
from scenes import games, motion, style
from scenes.places import HitMap, Place, PlaceIndex, Route
from scenes.scene import Scene
from scenes.widgets.button import Button, ButtonRow
from scenes.widgets.dragdrop import Drag, DragController
from scenes.widgets.log import LogPanel
from scenes.widgets.pace import WIDTH as PACE_WIDTH
from scenes.widgets.pace import PaceControl, speed_for
from scenes.widgets.prompt import Answer, PromptBar
from scenes.widgets.story import PhaseStory, StoryPanel
from scenes.widgets.zoom import HoverZoom

SCREEN = pygame.Rect(0, 0, 1920, 1080)
TOP_BAR = pygame.Rect(0, 0, 1920, 64)
PROMPT = pygame.Rect(12, 968, 1896, 100)
BOT_DELAY = 1.2                 # seconds a bot's move stays on show before the next, at the bots' pace 1×
# Seconds a bot's move takes, thinking included, where the seat holding the screen cannot see all
# the bot sees (Alone's Evil bots, for the hero): the same for every such move, a pass or a deep
# thought, so that how long the bot takes tells the holder nothing; at the bots' pace 1×, never
# less than its search may take (`SECRET_SEARCH`, twice its budget at most).
SECRET_MOVE = 0.3
SECRET_SEARCH = 0.14            # a search bot's thinking budget for such a move
THINKING_SLICE = 0.012          # seconds a search bot thinks per frame: the table keeps drawing meanwhile
PROMPT_PLACE = "prompt"         # a route step answered by a prompt-bar button: ("prompt", name)


class TableScene(Scene):
    name = "table"
    covers_screen = True        # its layer paints every pixel: the app need not clear first
    drag_to_explain = False     # a piece with nowhere to go may still be dragged, to hear why not (`drop_zones`)
    # Decisions where a person starts something new: every other one is a further step of the
    # command they gave last, which the prompt's Back (and Esc) takes back.
    MAIN_DECISIONS: frozenset[str] = frozenset()

    def __init__(self, app, session, game_id: str) -> None:
        super().__init__(app)
        self.session = session
        self.game_id = game_id
        self.title_name = session.title.name
        self.save_path = games.save_path(app, game_id)
        self.journal: Journal | None = None
        self.lock: GameLock | None = None        # given by games.open_table
        self.closed = False                      # left: the journal and the lock let go
        self.log = LogPanel(self.log_rect(), tr("ui.table.log"))
        self.prompt = PromptBar(PROMPT)
        self.drag = DragController(self.drag_dropped, lambda: self.app.settings.animation)
        self.zoom = HoverZoom(SCREEN)
        self.top_buttons = ButtonRow()
        self.refusals: list[tuple[int, str]] = []    # (log lines before it, message): not turns
        self.holder: int | None = None               # whose eyes the screen shows (see `refresh`)
        self.bot_wait = 0.0
        self.thinking: tuple[object, int, Search] | None = None   # a search bot's (state, seat, search)
        self.held: tuple[object, object] | None = None   # a secret bot's (state, command), held until its time
        self.pace = PaceControl(speed_for(app.settings.animation), self.step_bot, self.set_prompt)
        self.bot_shown: tuple[str, tuple[Place, ...]] | None = None   # the last bot move: words, places
        self.next_shown: tuple[str, tuple[Place, ...]] | None = None
        self.motion: motion.Motion | None = None      # pieces the last command moved, sliding
        self.story: StoryPanel | None = None          # a phase the last command ran, told step by step
        self.shown_game_over = False
        self.view: dict = {}
        self.mouse = (0, 0)
        self.layer: pygame.Surface | None = None
        self.layer_drawn_for: tuple | None = None
        # the way from gestures to commands
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

    # ---- layout the subclass may change ------------------------------------------------------
    def log_rect(self) -> pygame.Rect:
        return pygame.Rect(1480, 600, 428, 356)

    # ---- lifecycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        self.start_journal()
        self.build_top_bar()
        self.refresh()

    def start_journal(self) -> bool:
        """Begin the autosave journal; where it cannot be written (a full disk, a read-only
        folder) play on, and say so."""
        try:
            self.journal = Journal(self.session, games.journal_path(self.app, self.game_id))
        except OSError as error:
            self.journal = None
            self.app.toast(tr("ui.table.autosave_off", reason=error.strerror or str(error)), style.DANGER)
            return False
        return True

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

    def leave(self) -> bool:
        """The table closes: keep the game in its save and retire the journal. A save that fails
        says why (the ways out that can still stay ask first: `scenes.leaving`); the journal, where
        there is one, then keeps the game for the next start. False when not saved."""
        if self.closed:
            return True
        problem = self.write_save()
        if problem is not None:
            self.say_not_saved(problem)
        self.close_files(keep_journal=problem is not None)
        return problem is None

    def abandon(self) -> None:
        """Leave without saving (the pause menu asked first): the journal goes, the save stays
        as it was last written."""
        self.close_files(keep_journal=False)

    def close_files(self, keep_journal: bool) -> None:
        """Stop writing the game: the journal closed (removed unless kept), the lock let go."""
        if self.journal is not None:
            self.journal.close(remove=not keep_journal)
            self.journal = None
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        self.closed = True

    def on_close(self) -> bool:
        """The window closes once the game is saved; while it could not be, the window stays
        open and a dialog asks what to do (`scenes.leaving`)."""
        if not self.closed:
            from scenes.leaving import leave_table
            leave_table(self.app, self, self.app.quit)
        return self.closed

    def build_top_bar(self) -> None:
        from scenes.pause import PauseScene
        self.set_top_buttons([
            (tr("ui.table.undo"), self.undo, "undo"),
            (tr("ui.table.save"), self.save, "save"),
            (tr("ui.table.rules"), lambda: self.app.open_rules(self.title_name), "rules"),
            (tr("ui.table.menu"), lambda: self.app.push(PauseScene(self.app, self)), "menu"),
        ])

    def set_top_buttons(self, buttons: list[tuple[str, Callable[[], None], str]]) -> None:
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
    def viewer(self) -> int | None:
        return self.holder

    def is_bot(self, seat: int) -> bool:
        return self.session.header.seats[seat].kind == "bot"

    def person_to_move(self) -> int | None:
        for seat in self.session.to_move():
            if not self.is_bot(seat):
                return seat
        return None

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

    def hand_over(self, seat: int) -> None:
        """Hide the table until the person at `seat` has the screen (`took_over`)."""
        from scenes.handover import HandOverScene
        self.drag.cancel()
        self.view = {}
        self.motion = None
        self.story = None
        self.layer_drawn_for = None
        self.app.toasts.clear()              # words meant for the last holder
        if not isinstance(self.app.top, HandOverScene):
            self.app.push(HandOverScene(self.app, self, seat))

    def took_over(self, seat: int) -> None:
        self.holder = seat
        self.refresh()

    # ---- the game -----------------------------------------------------------------------------
    def refresh(self) -> None:
        wanted = self.wanted_holder()
        if self.needs_hand_over(wanted):
            self.hand_over(wanted)
            return
        self.holder = wanted
        self.drop_stale_drag()
        self.view = self.session.view(self.holder)
        self.sync_log()
        self.light_undo()
        self.legal = self.person_commands()
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
        if self.session.outcome() and not self.shown_game_over:
            self.shown_game_over = True
            from scenes.gameover import GameOverScene
            self.app.push(GameOverScene(self.app, self))

    def person_commands(self) -> list:
        """What the people at the screen may do now (a title where several act at once widens it)."""
        seat = self.person_to_move()
        return self.session.legal_commands(seat) if seat is not None else []

    def relight(self) -> None:
        self.lit = self.index.next_places(self.picked) if not self.offered else {}
        self.set_prompt()

    def send(self, command) -> bool:
        """Apply a command; a refused one changes nothing and says why."""
        before = self.before_motion()
        try:
            self.session.apply(command)
        except RuleError as error:
            self.refuse(error.message())
            return False
        self.picked = ()
        self.offered = []
        self.bot_shown, self.next_shown = self.next_shown, None
        told = self.session.told_last(self.holder)
        self.react(told)
        self.refresh()
        self.start_motion(before, told)
        self.start_story(before, told)
        return True

    # ---- motion --------------------------------------------------------------------------------
    def before_motion(self):
        """What the table showed before a command (for `start_motion`), or None when nothing will move."""
        if self.app.settings.animation <= 0 or not self.view:
            return None
        self.paint_layer()
        rects: dict[Place, list] = {}
        for place, rect in self.hits.entries:
            rects.setdefault(place, []).append(rect)
        return self.holder, {p: r[0] for p, r in rects.items() if len(r) == 1}, self.layer.copy()

    def sees_as(self, seat: int | None) -> bool:
        """Whether the holder sees what `seat` saw (the same person, or seats of one view group):
        what the screen showed `seat` may then be shown moving on."""
        if seat == self.holder:
            return True
        return seat is not None and self.holder is not None and self.session.title.same_view(
            self.session.header.options, seat, self.holder)

    def start_motion(self, before, told) -> None:
        """Slide the pieces the command moved from where they were to where they are now, fly
        the cards it put into or took from a pile, and turn, pop and roll what its events name
        (only while the screen shows the same eyes: nothing of another seat's table is ever shown)."""
        self.motion = None
        if before is None or not self.sees_as(before[0]) or not self.view or self.app.settings.animation <= 0:
            return
        holder, was, picture = before
        # A place drawn elsewhere is the same piece moved only for the same person: another
        # holder's table lays out their own sheet, where the same names mean other things.
        moves = self.moved_places(was, told) if holder == self.holder else []
        seen = {(tuple(start), tuple(end)) for start, end, _ in moves}
        moves += self.named_moves(self.moved_by(told), was, seen, told)
        arrivals = self.named_moves(self.arrived_by(told), was, seen, told)
        slides = motion.slides_between(picture, moves)
        if arrivals:
            slides += motion.slides_between(picture, arrivals, self.paint_layer())
        effects = self.effects_of(told, picture, was, {tuple(end) for _, end, _ in moves + arrivals})
        if slides or effects:
            speed = self.app.settings.animation
            self.motion = motion.Motion(slides, motion.SECONDS / speed, effects, speed)

    def moved_places(self, was: dict, told) -> list[tuple[pygame.Rect, pygame.Rect, tuple]]:
        """(old rect, new rect, the spots it passes) of each piece-sized place now drawn
        elsewhere; none when more moved than a move can (the table was laid out anew)."""
        moves = []
        for place, old in was.items():
            now = self.hits.rects(place)
            if (len(now) == 1 and now[0].topleft != old.topleft and now[0].size == old.size
                    and motion.piece_sized(old) and place[0] != PROMPT_PLACE):
                moves.append((old, now[0], self.passes(place, old, now[0], told)))
        return moves if len(moves) <= motion.MOST else []

    def named_moves(self, named, was: dict, seen: set, told) -> list[tuple[pygame.Rect, pygame.Rect, tuple]]:
        """(old rect, new rect, the spots it passes) of the moves the events `named` (a place
        before, a place now), each once (`seen`: those already on their way)."""
        moves = []
        for start, end in named:
            old, new = was.get(start), self.hits.rect(end)
            if old is None or new is None or (tuple(old), tuple(new)) in seen or old == new:
                continue
            seen.add((tuple(old), tuple(new)))
            moves.append((old, new, self.passes(end, old, new, told)))
        return moves

    def effects_of(self, told, picture: pygame.Surface, was: dict, sliding: set) -> list:
        """The turns, pops and rolling dice the events `told` call for, between the `picture`
        before the command (with the rects of its places, `was`) and the still layer now. A piece
        turns only where a piece lay before; pieces that slide are left to their slide."""
        lay = {tuple(rect) for rect in was.values()}
        turned = [rect for rect in self.turned_by(told) if tuple(rect) in lay and tuple(rect) not in sliding]
        popped = [rect for rect in self.popped_by(told) if tuple(rect) not in sliding]
        rolled = self.rolled_by(told)
        if not (turned or popped or rolled):
            return []
        after = self.paint_layer()
        effects = ([motion.turned(picture, after, rect) for rect in turned]
                   + [motion.popped(picture, after, rect) for rect in popped]
                   + [motion.tumbling(after, rect, values, face) for rect, values, face in rolled])
        return [effect for effect in effects if effect is not None]

    def start_story(self, before, told) -> None:
        """Tell the phase the command ran (if it ran one) step by step, from the events as the
        holder saw them: only while the screen shows the same eyes, and never at speed 0."""
        self.story = None
        if before is None or not self.sees_as(before[0]) or not self.view or self.app.settings.animation <= 0:
            return
        story = self.phase_story(told)
        if story is not None and story.steps:
            self.story = StoryPanel(story, self.log_rect(), self.app.settings.animation)

    def phase_story(self, told) -> PhaseStory | None:
        """The phase the events `told` ran by themselves, to tell step by step (None: no phase)."""
        return None

    def story_running(self) -> bool:
        """A phase is being told step by step (bots wait for its summary)."""
        return self.story is not None and not self.story.at_end

    def moved_by(self, told) -> list[tuple[Place, Place]]:
        """Pieces the events moved that stay at the same place names (a title's cells swapping
        cards) or that went into a pile (a crowd card evacuated): (the place it was drawn at
        before, the place it is drawn at now, a pile's own place for a piece gone into it)."""
        return []

    def arrived_by(self, told) -> list[tuple[Place, Place]]:
        """Pieces the events took from a pile onto the table (a card drawn onto the crowd): (the
        pile as drawn before, the place the piece is drawn at now). Each flies from the pile,
        showing its face as drawn now. A piece going back into a pile is `moved_by`."""
        return []

    def passes(self, place: Place, old: pygame.Rect, new: pygame.Rect, told) -> tuple[tuple[int, int], ...]:
        """The spots (top-left corners) a piece moving from `old` to `new` passes on its way,
        as the events `told` moved it (the spaces of its path): none, a straight line."""
        return ()

    def turned_by(self, told) -> list[pygame.Rect]:
        """Where pieces lie that the events turned over in place (a card face up): they turn on screen."""
        return []

    def popped_by(self, told) -> list[pygame.Rect]:
        """Where the events put something new (a marker, a hit, a token): what changed there pops in."""
        return []

    def rects_of(self, places) -> list[pygame.Rect]:
        """The rectangles of those `places` drawn now and not under anything else (a panel)."""
        rects = []
        for place in places:
            rect = self.hits.rect(place)
            if rect is not None and self.hits.at(rect.center)[:1] == [place]:
                rects.append(rect)
        return rects

    def rolled_by(self, told) -> list[tuple[pygame.Rect, Sequence, Callable]]:
        """Dice the events rolled, as drawn now: (where, the faces a die has, a function drawing
        a face); they tumble before they settle."""
        return []

    def refuse(self, message: str) -> None:
        self.app.sounds.play("refuse")
        self.prompt.warning = message
        self.refusals.append((len(self.session.log(self.holder, language())), message))
        self.sync_log()

    def explain_refusal(self, command) -> bool:
        """Say the rules' reason why `command` is not possible; True when they gave one."""
        try:
            self.session.check(command)
        except RuleError as error:
            self.refuse(error.message())
            return True
        return False

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

    # ---- undo: the seat holding the screen takes back its own last move ----------------------------
    def undo_seat(self) -> int | None:
        """The seat whose last move Undo takes back: the person holding the screen."""
        return self.holder

    def undo_refusal(self) -> RuleError | None:
        """Why Undo is off now (None: it is on); the rules say it per seat (`Session.undo_refusal`)."""
        seat = self.undo_seat()
        if seat is None or self.is_bot(seat):
            return RuleError("engine.undo_not_yours")
        return self.session.undo_refusal(seat)

    def light_undo(self) -> None:
        """Undo is lit only when the holder may take back the last move; its tooltip says why not."""
        button = self.top_buttons.find("undo")
        if button is not None:
            refusal = self.undo_refusal()
            button.enabled = refusal is None
            button.tooltip = refusal.message() if refusal is not None else tr("ui.table.undo_tip")

    def undo(self) -> None:
        refusal = self.undo_refusal()
        if refusal is not None:
            self.refuse(refusal.message())
            return
        turn = self.session.undo(self.undo_seat())
        self.picked = ()
        self.offered = []
        self.bot_shown = None
        self.motion = None
        self.story = None
        self.app.toast(tr("ui.table.undone", what=self.session.label(turn.command)))
        self.refresh()

    def save(self, quiet: bool = False) -> bool:
        """Write the save; a write that fails says why and leaves the game (and its journal) as it
        was. Autosave that was off (a full disk when the game began) starts again once a save
        could be written."""
        problem = self.write_save()
        if problem is not None:
            self.say_not_saved(problem)
            return False
        if not quiet:
            self.app.sounds.play("click")
            self.app.toast(tr("ui.table.saved"), style.GOOD)
        if self.journal is None and not self.closed and self.start_journal():
            self.app.toast(tr("ui.table.autosave_on"), style.GOOD)
        return True

    def say_not_saved(self, problem: str) -> None:
        self.app.sounds.play("refuse")
        self.app.toast(tr("ui.table.save_failed", reason=problem), style.DANGER)

    def write_save(self) -> str | None:
        """Write the save; the system's reason when it could not be written."""
        try:
            gamefile.save(self.session, self.save_path)
        except OSError as error:
            return error.strerror or str(error)
        return None

    # ---- from places to commands ----------------------------------------------------------------
    def click_place(self, place: Place) -> bool:
        """`place` clicked after `picked`: a command it completes is given (or offered, when it
        completes several); a place that leads on is picked."""
        if place not in self.lit:
            return False
        picked = self.picked + (place,)
        done = self.index.completed(picked)
        if done:
            self.offer(self.index.commands_of(done), [o.route for o in done])
            return True
        self.picked = picked
        self.picked_changed()
        self.relight()
        return True

    def offer(self, commands: list, routes: list[Route] = ()) -> None:
        """One command is given; of several, the title's preference, else the prompt asks."""
        commands = self.prefer(commands) if len(commands) > 1 else commands
        route = next((r for r in routes if r.then), None)
        if len(commands) == 1:
            self.follow = route.then if route else ()
            self.send(commands[0])
            return
        self.offered = commands
        self.offered_then = route.then if route else ()
        self.relight()

    def give_offered(self, command) -> None:
        """The prompt's answer to which command a gesture meant: given, and the places the
        gesture also answered follow."""
        self.follow = self.offered_then
        self.send(command)

    def answer_follow(self) -> None:
        """Click the places the last gesture also answered, while they answer the next question."""
        follow, self.follow = self.follow, ()
        for place in follow:
            commands = self.index.commands_of(self.lit.get(place, []))
            if len(commands) != 1 or not self.index.completed(self.picked + (place,)):
                return
            self.send(commands[0])

    def pick_from(self, place: Place) -> bool:
        """A click on the piece picked last puts it down; on a piece that begins a route, picks it
        instead of what was picked."""
        if self.picked[-1:] == (place,):
            return self.cancel()
        if place not in self.index.starts():
            return False
        self.picked = ()
        self.offered = []
        self.lit = self.index.next_places(())
        return self.click_place(place)

    def lit_place(self, place: Place) -> Place | None:
        """What a click on `place` answers: the place itself if it is lit, else the lit place it is
        drawn on (a piece on a lit space stands for the space)."""
        if place in self.lit:
            return place
        base = self.hits.base(place)
        return base if base in self.lit else None

    def click(self, pos) -> bool:
        places = self.hits.at(pos)
        for place in places:
            answered = self.lit_place(place)
            if answered is not None:
                return self.click_place(answered)
            if self.use_place(place) or self.pick_from(place):
                return True
        if places:
            self.explain_place(places[0])
            return True
        return False

    def explain_place(self, place: Place) -> None:
        """A place that answers nothing now: the rules' reason, or the title's words."""
        reason = self.explain(place)
        if isinstance(reason, str):
            self.refuse(reason)
        elif reason is not None and not self.explain_refusal(reason):
            self.refuse(tr("ui.table.not_here"))

    def cancel(self) -> bool:
        """Esc, a right click or Back: put down what was picked last, drop the offered choice, or
        take back the command whose further step the rules ask for now (a leg space after a move)."""
        if self.offered:
            self.offered = []
        elif self.picked:
            self.picked = self.picked[:-1]
            self.picked_changed()
        elif self.may_take_back():
            self.undo()
            return True
        else:
            return False
        self.follow = ()
        self.relight()
        return True

    def may_take_back(self) -> bool:
        """Whether the decision now is a further step of the command the same person gave last
        (not the start of a new action: `MAIN_DECISIONS`), and that command may be undone."""
        seat = self.person_to_move()
        last = self.session.history[-1].command if len(self.session.history) > 1 else None
        kind = (self.view.get("decision") or {}).get("kind") if self.view else None
        return (seat is not None and last is not None and last.seat == seat and kind is not None
                and kind not in self.MAIN_DECISIONS and self.undo_refusal() is None)

    # ---- drag and drop --------------------------------------------------------------------------
    def press(self, pos) -> bool:
        """A press on a piece that may go somewhere starts a drag (a click if it does not move)."""
        for place in self.hits.at(pos):
            prefix = self.picked if place in self.lit else ()
            targets = [t for t in self.index.next_places(prefix + (place,)) if self.may_drop(place, t)]
            explains = self.drag_to_explain and not self.index.completed(prefix + (place,))
            image = self.drag_image(place) if targets or explains else None
            if image is None:
                continue
            rect = next(r for r in self.hits.rects(place) if r.collidepoint(pos))
            # topmost first: a drop on a piece lying in a lit area goes to the piece
            shown = list(enumerate(reversed(self.hits.entries)))
            zones = set(self.drop_zones(place))
            legal = {(target, n): r for n, (target, r) in shown if target in targets and target[0] != PROMPT_PLACE}
            others = {(target, n): r for n, (target, r) in shown if target in zones and target not in targets}
            if legal or others:
                self.drag.press(Drag((prefix, place), image, rect, (pos[0] - rect.x, pos[1] - rect.y), legal,
                                     others), pos)
                self.drag_began = (self.session.state, self.holder)
            return False
        return False

    def drop_stale_drag(self) -> None:
        """A drag begun on another game than this one (an undo, a load, a bot's move, a hand-over
        came between) is dropped: its piece snaps back and gives nothing."""
        if self.drag.drag is not None and self.drag_began != (self.session.state, self.holder):
            self.drag.cancel()

    def drag_dropped(self, source, target) -> None:
        """A drag let go: given as a drop unless the game changed under it."""
        if self.drag_began == (self.session.state, self.holder):
            self.dropped(source, target)

    def dropped(self, source, target) -> None:
        prefix, piece = source
        if target is None:
            self.refuse(self.drop_refusal(piece, None))
            return
        place = target[0]
        if place == self.hits.base(piece):
            return                      # put back where it stands: nothing to say
        if self.picked[-1:] != (piece,):
            self.picked = prefix
            self.lit = self.index.next_places(prefix)
            if not self.click_place(piece):
                self.picked = prefix + (piece,)     # nowhere to go (`drag_to_explain`): explained as if picked
        self.dropping = True
        given = self.click_place(place)
        self.dropping = False
        if not given:
            reason = self.explain(place)
            self.picked = ()
            self.relight()
            if reason is None or isinstance(reason, str) or not self.explain_refusal(reason):
                self.refuse(reason if isinstance(reason, str) else self.drop_refusal(piece, place))

    # ---- the prompt bar -------------------------------------------------------------------------
    def set_prompt(self) -> None:
        bots = self.bots_acting()
        # the bots' pace may be set before they move (a person's turn), not only while they do
        shown = bool(self.view) and self.has_bots() and not self.session.outcome()
        self.prompt.reserve = PACE_WIDTH + 16 if shown else 0
        self.pace.show(shown, bool(bots), self.prompt.rect)
        if not self.view:
            self.prompt.set("", [])
            return
        question, detail = self.question()
        if bots and self.person_to_move() is None:
            if self.pace.paused:
                question = tr("ui.pace.paused_for", what=question)
            if self.bot_shown is not None:
                detail = self.bot_shown[0]
        if self.offered:
            answers = [Answer(self.answer_label(c), lambda c=c: self.give_offered(c), self.is_primary(c), "choice",
                              command=c) for c in self.offered]
            answers.append(Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="cancel"))
            detail = tr("ui.table.which")
        else:
            answers = self.answers()
        self.prompt.set(question, answers, detail)

    def answers(self) -> list[Answer]:
        """The commands no place stands for, the prompt places lit now, Back, and the title's own."""
        found = [self.answer(c, type(c).__struct_config__.tag) for c in self.index.unplaced]
        for place, options in self.lit.items():
            if place[0] == PROMPT_PLACE:
                commands = self.index.commands_of(options)
                label = self.prompt_label(place, commands)
                one = commands[0] if len(commands) == 1 else None
                found.append(Answer(label, lambda p=place: self.click_place(p), name=place[1], command=one,
                                    primary=one is not None and self.is_primary(one)))
        if self.picked:
            found.insert(0, Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="cancel"))
        elif self.may_take_back():
            found.insert(0, Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="back"))
        return found + self.extra_answers()

    def answer(self, command, name: str) -> Answer:
        return Answer(self.answer_label(command), lambda c=command: self.send(c), primary=self.is_primary(command),
                      name=name, command=command)

    # ---- what a title supplies --------------------------------------------------------------------
    def routes(self, command) -> list[Route]:
        """By which places `command` is given (the title's pure function of its view)."""
        return []

    def layout(self) -> None:
        """Place everything drawn from `self.view` and `self.hits.add` every place that may be clicked."""

    def on_view(self) -> None:
        """The view changed (before `layout`): drop the title's own stale choices."""

    def picked_changed(self) -> None:
        """What is picked changed (e.g. open what the next pick is made in)."""

    def question(self) -> tuple[str, str]:
        """The prompt bar's words: what the game waits for, and a hint."""
        return "", ""

    def answer_label(self, command) -> str:
        return self.session.label(command)

    def prompt_label(self, place: Place, commands: list) -> str:
        return self.answer_label(commands[0])

    def is_primary(self, command) -> bool:
        return False

    def extra_answers(self) -> list[Answer]:
        return []

    def prefer(self, commands: list) -> list:
        """Of several commands one gesture completes, those worth asking about (one: given at once).
        A drop may mean less than the same clicks (`self.dropping`)."""
        return commands

    def use_place(self, place: Place) -> bool:
        """A click on a place that is no move (open a pile, hand the table to a player...)."""
        return False

    def explain(self, place: Place):
        """Why `place` answers nothing now: a command whose refusal tells it, or words, or None."""
        return None

    def drag_image(self, place: Place) -> pygame.Surface | None:
        """The picture of a piece that may be dragged from `place` (None: not a piece)."""
        return None

    def may_drop(self, piece: Place, place: Place) -> bool:
        """Whether a piece dragged from `piece` may be dropped on `place`, one of the places a click
        would lead on to (a title may keep some for clicks)."""
        return True

    def drop_zones(self, place: Place) -> list[Place]:
        """Places a piece from `place` could be dropped on to hear why not."""
        return []

    def drop_refusal(self, piece: Place, place: Place | None) -> str:
        return tr("ui.table.not_here")

    # ---- bots -----------------------------------------------------------------------------------
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
        bots = self.bots_to_move()
        if bots and not self.pace.paused and not self.story_running():
            # Any bot that may act does, even while a person may act too (titles where several
            # seats act at once). Each waits while the last move is on show; a bot whose moves
            # the holder cannot see thinks meanwhile, and moves when its fixed time is up.
            self.bot_wait += dt
            if self.secret_bot(bots[0]) or self.bot_wait >= self.bot_delay(bots[0]):
                self.bot_move(bots[0])

    def secret_bot(self, seat: int) -> bool:
        """Whether the holder cannot see all that the bot at `seat` sees (its wait could tell)."""
        if self.holder is None:
            return False
        return not self.session.title.sees_all_of(self.session.header.options, self.holder, seat)

    def bot_delay(self, seat: int | None = None) -> float:
        """How long a bot's move stays on show before the next bot moves (the pace control); for a
        bot the holder cannot see, how long each of its moves takes (`SECRET_MOVE`)."""
        if seat is not None and self.secret_bot(seat):
            return max(SECRET_MOVE / self.pace.speed, 2 * SECRET_SEARCH)
        return BOT_DELAY / self.pace.speed

    def has_bots(self) -> bool:
        return any(info.kind == "bot" for info in self.session.header.seats)

    def bots_acting(self) -> list[int]:
        """The bots that must act now."""
        if self.session.outcome():
            return []
        return [seat for seat in self.session.to_move() if self.is_bot(seat)]

    def bots_to_move(self) -> list[int]:
        """The bots that act now: none while another scene (a dialog, the hand-over) is on top."""
        return self.bots_acting() if self.app.top is self else []

    def wake_in(self) -> float | None:
        """The next thing that changes the table by itself: a piece snapping back, the hover zoom,
        a bot's move (see `Scene.wake_in`)."""
        waits = [self.drag.wake_in(), self.zoom.wake_in(), 0.0 if self.motion is not None else None,
                 self.story.wake_in() if self.story is not None else None]
        bots = self.bots_to_move()
        if bots and not self.pace.paused and not self.story_running():
            thinking = self.secret_bot(bots[0]) and self.held is None
            waits.append(0.0 if thinking else self.bot_delay(bots[0]) - self.bot_wait)
        found = [max(0.0, wait) for wait in waits if wait is not None]
        return min(found) if found else None

    def step_bot(self) -> None:
        """The pace control's Step: the next bot moves now (a search bot thinks its time out)."""
        bots = self.bots_to_move()
        if bots:
            self.bot_move(bots[0], whole=True)

    def bot_move(self, seat: int, whole: bool = False) -> None:
        """The bot at `seat` moves; a search bot thinks a slice of a frame per call first (the
        table goes on drawing) and moves on the call that finishes its thinking. A bot the holder
        cannot see holds its move until its fixed time is up (`bot_delay`), unless `whole`."""
        secret = self.secret_bot(seat)
        if self.held is not None and self.held[0] is self.session.state:
            command = self.held[1]
        else:
            kind = self.session.header.seats[seat].bot or default_bot(self.session.title, seat)
            if kind == "search":
                thought = self.think(seat, None if whole else THINKING_SLICE, SECRET_SEARCH if secret else None)
                if thought is None:
                    return
                command = thought
            else:
                command = bot_move(self.session, seat, kind)
        if secret and not whole and self.bot_wait < self.bot_delay(seat):
            self.held = (self.session.state, command)
            return
        self.held = None
        self.bot_wait = 0.0
        self.next_shown = self.shown_move(seat, command)
        self.send(command)

    def think(self, seat: int, seconds: float | None, budget: float | None = None):
        """The search bot's command once it has thought enough, else None (think on later);
        `budget`: its thinking time, where not the bots' usual second."""
        state = self.session.state
        if self.thinking is None or self.thinking[0] is not state or self.thinking[1] != seat:
            search = start_search(self.session, seat) if budget is None else start_search(self.session, seat,
                                                                                           budget=budget)
            self.thinking = (state, seat, search)
        search = self.thinking[2]
        if not search.think(seconds):
            return None
        self.thinking = None
        return search.best()

    def shown_move(self, seat: int, command) -> tuple[str, tuple[Place, ...]] | None:
        """A bot's move as the holder may see it: its words, and the places it was given by when
        the holder may see all of it (a secret move is told only as far as the holder may know)."""
        state, title = self.session.state, self.session.title
        seen = seen_by(command, state, self.holder)
        if seen is None:
            return None
        words = tr("ui.pace.last", what=title.describe_command(state, seen, language()))
        options = self.session.header.options
        same = (title.same_view(options, self.holder, seat) if self.holder is not None
                else len(title.view_groups(options, title.seat_count(options))) == 1)
        if seen != command or not same or not self.view:
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
        if self.story is not None and self.story.handle(event):
            if self.story.closed:
                self.story = None
            if event.type == pygame.MOUSEMOTION:
                self.zoom.dismiss()     # the mouse is on the story's picture, over the pieces
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        if self.drag.handle(event):
            return True
        if self.pace.handle(event):
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
        """The tooltip of the button under the mouse (Undo says why it is off)."""
        for button in self.top_buttons.buttons + self.prompt.buttons:
            if button.tooltip and button.rect.collidepoint(pos):
                return button.tooltip
        return ""

    def update_zoom(self, pos) -> None:
        """Show the piece under the resting mouse large (`zoom_picture`)."""
        for place in self.hits.at(pos)[:1]:
            found = self.zoom_picture(place)
            if found is not None:
                key, picture = found
                self.zoom.hover((place, key), picture, self.hits.rect(place))
                return
        self.zoom.hover(None, None, pygame.Rect(0, 0, 0, 0))

    def zoom_picture(self, place: Place):
        """(what is shown, a function drawing it large) for the piece at `place`, or None."""
        return None

    # ---- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        """The still part of the table is drawn into a layer once and reused until something it
        shows changes (`layer_key`); each frame then blits it and draws what moves on top."""
        layer = self.paint_layer()
        style.blit(surface, layer, (0, 0))
        if self.motion is not None:
            self.motion.draw(surface)
        if self.view:
            self.draw_moving(surface)
        if self.story is not None:
            self.story.draw(surface)
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
            if self.view:
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
        drag = self.drag.drag.source if self.drag.active else None
        return (id(self.view), self.prompt.question, self.prompt.warning, len(self.log.entries), self.log.scroll,
                tuple((b.hovered, b.pressed, b.enabled, b.label) for b in buttons), drag, self.picked,
                tuple(map(id, self.offered)), self.pace.key(), self.layer_extra())

    def layer_extra(self) -> tuple:
        """What else the subclass draws into the still layer."""
        return ()

    def draw_board(self, surface) -> None: ...

    def draw_top_bar(self, surface) -> None:
        pygame.draw.rect(surface, (14, 17, 22), TOP_BAR)
        pygame.draw.line(surface, style.BORDER, TOP_BAR.bottomleft, TOP_BAR.bottomright, 1)
        self.top_buttons.draw(surface)
        if self.view:
            self.draw_top_info(surface)

    def draw_top_info(self, surface) -> None:
        """The title's own line in the top bar (day, progress...)."""

    def waiting_text(self) -> str:
        seat = self.session.to_move()[0] if self.session.to_move() else None
        return "" if seat is None else tr("ui.table.waiting_bot", who=self.seat_name(seat))

    def seat_name(self, seat: int, form: str = "label") -> str:
        """A seat's name anyone may read (the hand-over screen shows it over the hidden table), in
        the grammatical form a sentence needs (`game.i18n.SEAT_FORMS`): a person's own name as it
        is, else the title's words for the seat, else its number."""
        named = self.session.header.seats[seat].name
        if named:
            return named
        words = self.session.title.seat_words
        if words is not None:
            return words(seat, form)
        return tr("ui.newgame.seat", n=seat + 1) if form == "label" else trc(form, "ui.newgame.seat", n=seat + 1)

    def smoke(self, commands: int = 12) -> None:
        """Play a few bot commands through the same path the mouse uses."""
        for _ in range(commands):
            if self.session.outcome():
                break
            self.bot_move(self.session.to_move()[0], whole=True)
