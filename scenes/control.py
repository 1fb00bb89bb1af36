"""A table's controller: the game behind the screen.

It holds the session and its files (the autosave journal, the lock, the save), who holds the
screen and who acts from it, undo, and the bots with their thinking and pace. The view
(`scenes/table.py`) reads it, draws, and turns gestures into commands it hands here; it never
changes the game itself. A replay is the same view over `scenes.replay.ReplayControl`, which
answers the same questions for a game cut at one step and gives no commands.

Who acts from the screen: the people who must act now, one at a time (the first, or the one
who took the table by a click on their marker, `act_for`: Dawn of the Zeds' players act in any
order), or, for a title whose people act together (`together`: Heredity's family), all of them
at once.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass

from game.engine import RuleError, Session
from game.engine.bots import bot_move, default_bot, start_search
from game.engine.narration import LogLine, Told
from game.engine.search import Search
from game.i18n import language
from saves import gamefile
from saves.journal import Journal
from saves.lock import GameLock
from saves.thumbnail import write_thumbnail
from scenes import games

BOT_DELAY = 1.2                 # seconds a bot's move stays on show before the next, at the bots' pace 1×
# Seconds a bot's move takes, thinking included, where the seat holding the screen cannot see all
# the bot sees (Alone's Evil bots, for the hero): the same for every such move, a pass or a deep
# thought, so that how long the bot takes tells the holder nothing; at the bots' pace 1×, never
# less than its search may take (`SECRET_SEARCH`, twice its budget at most).
SECRET_MOVE = 0.3
SECRET_SEARCH = 0.14            # a search bot's thinking budget for such a move
THINKING_SLICE = 0.012          # seconds a search bot thinks per frame: the table keeps drawing meanwhile


@dataclass
class BotMove:
    seat: int
    command: object


class TableControl:
    """One game at one screen (see the module's words)."""

    replaying = False
    # pixels along the bottom of the prompt bar its own `prompt` keeps for its own controls
    keeps_below_prompt = 0
    own_keys: frozenset[int] = frozenset()     # keys it reads itself while the focus ring is hidden

    def __init__(self, app, session: Session, game_id: str, together: bool = False) -> None:
        self.app = app
        self.session = session
        self.game_id = game_id
        self.together = together
        self.save_path = games.save_path(app, game_id)
        self.journal: Journal | None = None
        self.lock: GameLock | None = None        # given by games.open_table
        self.closed = False                      # left: the journal and the lock let go
        self.holder: int | None = None           # whose eyes the screen shows
        self.acting: int | None = None           # the person who took the table by a click
        self.bot_wait = 0.0
        self.thinking: tuple[object, int, Search] | None = None   # a search bot's (state, seat, search)
        self.held: tuple[object, object] | None = None   # a secret bot's (state, command), held until its time

    @property
    def title(self):
        return self.session.title

    # ---- files ---------------------------------------------------------------------------------
    def start_journal(self) -> str | None:
        """Begin the autosave journal; the system's reason where it cannot be written (a full
        disk, a read-only folder): the game plays on without it."""
        try:
            self.journal = Journal(self.session, games.journal_path(self.app, self.game_id))
        except OSError as error:
            self.journal = None
            return error.strerror or str(error)
        return None

    def write_save(self, picture: bytes | None = None) -> str | None:
        """Write the save, and beside it `picture` (a PNG of the table, for the Load list) where
        the view gives one; the system's reason when the save could not be written. A picture
        that cannot be written is left out: the list shows the save without it."""
        try:
            gamefile.save(self.session, self.save_path)
        except OSError as error:
            return error.strerror or str(error)
        if picture is not None:
            with contextlib.suppress(OSError):
                write_thumbnail(self.save_path, picture)
        return None

    def close_files(self, keep_journal: bool) -> None:
        """Stop writing the game: the journal closed (removed unless kept), the lock let go."""
        if self.journal is not None:
            self.journal.close(remove=not keep_journal)
            self.journal = None
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        self.closed = True

    # ---- who holds the screen, who acts from it ----------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        return self.session.header.seats[seat].kind == "bot"

    def people_acting(self) -> list[int]:
        """The people who must act now."""
        return [seat for seat in self.session.to_move() if not self.is_bot(seat)]

    def person_to_move(self) -> int | None:
        """The person who acts from the screen: the one who took the table while they may act,
        else the first who must."""
        people = self.people_acting()
        if self.acting in people:
            return self.acting
        return people[0] if people else None

    def act_for(self, seat: int | None) -> None:
        """A person takes the table (a click on their marker: seats that act in any order); None:
        whoever must act first holds it again."""
        self.acting = seat

    def commands(self) -> list:
        """What the people at the screen may do now: the acting person's commands, or everyone's
        where they act together."""
        if self.together:
            return [c for seat in self.people_acting() for c in self.session.legal_commands(seat)]
        seat = self.person_to_move()
        return self.session.legal_commands(seat) if seat is not None else []

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
        options = self.session.header.options
        if self.holder is None:
            people = [s for s, info in enumerate(self.session.header.seats) if info.kind == "person"]
            return any(not self.title.same_view(options, seat, other) for other in people)
        return not self.title.same_view(options, self.holder, seat)

    def people_see_alike(self) -> bool:
        """Whether every person at the screen sees the same (no hand-over between them): only
        then may a picture of the table be shown to whoever opens the Load list."""
        options = self.session.header.options
        people = [seat for seat, info in enumerate(self.session.header.seats) if info.kind == "person"]
        return not people or all(self.title.same_view(options, people[0], seat) for seat in people[1:])

    def sees_as(self, seat: int | None) -> bool:
        """Whether the holder sees what `seat` saw (the same person, or seats of one view group)."""
        if seat == self.holder:
            return True
        return seat is not None and self.holder is not None and self.title.same_view(
            self.session.header.options, seat, self.holder)

    # ---- the game --------------------------------------------------------------------------------
    def view(self, state=None):
        """The holder's view of the game now, or of `state` (a state the table is telling)."""
        return self.session.view(self.holder) if state is None else self.title.view(state, self.holder)

    def log_lines(self) -> list[LogLine]:
        """The holder's log, in the program's language."""
        return self.session.log(self.holder, language())

    def apply(self, command) -> list[Told]:
        """Apply a command (a refused one raises RuleError and changes nothing); the events as the
        holder was told them."""
        self.session.apply(command)
        return self.session.told_last(self.holder)

    def states_told(self) -> list:
        """The state after each event of the last command as the holder was told them (in step
        with `apply`'s answer): the table tells a phase showing the game as told so far."""
        return self.session.states_told(self.holder)

    def outcome(self) -> str | None:
        return self.session.outcome()

    # ---- undo: the seat holding the screen takes back its own last move ----------------------------
    def undo_seat(self) -> int | None:
        """The seat whose last move Undo takes back: the person holding the screen; where the
        people act together, the person whose move was last (the rules deciding whether they may;
        a bot's never)."""
        if self.together and len(self.session.history) > 1:
            last = self.session.history[-1].command
            if last is not None and not self.is_bot(last.seat):
                return last.seat
        return self.holder

    def undo_refusal(self) -> RuleError | None:
        """Why Undo is off now (None: it is on); the rules say it per seat (`Session.undo_refusal`)."""
        seat = self.undo_seat()
        if seat is None or self.is_bot(seat):
            return RuleError("engine.undo_not_yours")
        return self.session.undo_refusal(seat)

    def undo_stop(self) -> int | None:
        """The turn where the holder's undo stops, when that matters to them: their own move that
        cannot be taken back (a card turned, a die rolled), with none but their own moves since.
        None otherwise: after another seat's move, undo stops there anyway."""
        seat = self.undo_seat()
        if seat is None or self.is_bot(seat) or self.session.outcome():
            return None
        history = self.session.history
        for index in range(len(history) - 1, 0, -1):
            if history[index].command.seat != seat:
                return None
            if history[index].barrier:
                return index
        return None

    def undo(self):
        """Take the holder's last move back (the caller asked `undo_refusal` first): the turn."""
        seat = self.undo_seat()
        assert seat is not None
        return self.session.undo(seat)

    # ---- what else the view shows: a game's table has nothing of its own; a replay's has its steps --
    def top_buttons(self, view) -> list | None:
        """The top bar's buttons, where not the table's own (None)."""
        return None

    def prompt(self, view) -> tuple | None:
        """The prompt bar's (question, answers, detail), where not the table's own (None)."""
        return None

    def prompt_laid(self, prompt) -> None:
        """The prompt bar of the controller's own `prompt` is laid out: its own controls in the
        bar (a replay's slider) fit around the buttons."""

    def focus_choices(self) -> list:
        """The controller's own controls the keyboard's focus goes over (`scenes/focus.py`: a
        replay's speeds and slider)."""
        return []

    def tip_at(self, pos) -> str:
        """Words for the controller's own control under the mouse ("" where there is none)."""
        return ""

    def handle(self, view, event) -> bool:
        return False

    def log_jump(self) -> Callable[[int], None] | None:
        """What a click on a log entry does with its move: nothing in a game in play (a replay
        goes there)."""
        return None

    def marked_turn(self) -> int | None:
        """The move whose log entries are underlaid (None: none)."""
        return None

    def motion_speed(self, animation: float) -> float:
        """How fast pieces move, from the animation-speed setting (a replay adds its own speed)."""
        return animation

    def update(self, view, dt: float) -> None: ...

    def wake_in(self) -> float | None:
        return None

    def draw(self, surface) -> None: ...

    def layer_key(self) -> tuple:
        return ()

    # ---- bots ------------------------------------------------------------------------------------
    def has_bots(self) -> bool:
        return any(info.kind == "bot" for info in self.session.header.seats)

    def bots_acting(self) -> list[int]:
        """The bots that must act now."""
        if self.session.outcome():
            return []
        return [seat for seat in self.session.to_move() if self.is_bot(seat)]

    def secret_bot(self, seat: int) -> bool:
        """Whether the holder cannot see all that the bot at `seat` sees (its wait could tell)."""
        if self.holder is None:
            return False
        return not self.title.sees_all_of(self.session.header.options, self.holder, seat)

    def bot_delay(self, seat: int, speed: float) -> float:
        """How long a bot's move stays on show before the next bot moves (at the bots' pace
        `speed`); for a bot the holder cannot see, how long each of its moves takes."""
        if self.secret_bot(seat):
            return max(SECRET_MOVE / speed, 2 * SECRET_SEARCH)
        return BOT_DELAY / speed

    def bot_wake_in(self, seat: int, speed: float) -> float:
        """Seconds until the bot at `seat` moves: 0 while a secret bot still thinks."""
        if self.secret_bot(seat) and self.held is None:
            return 0.0
        return self.bot_delay(seat, speed) - self.bot_wait

    def bot_tick(self, dt: float, speed: float) -> BotMove | None:
        """Time passes while bots must act: the first bot moves once its wait is over (a bot whose
        moves the holder cannot see thinks meanwhile and moves when its fixed time is up)."""
        bots = self.bots_acting()
        if not bots:
            return None
        self.bot_wait += dt
        seat = bots[0]
        if not self.secret_bot(seat) and self.bot_wait < self.bot_delay(seat, speed):
            return None
        return self.bot_move(seat, speed)

    def bot_move(self, seat: int, speed: float, whole: bool = False) -> BotMove | None:
        """The bot at `seat` moves (None: it thinks on, a slice of a frame per call, or holds its
        move until its fixed time is up, unless `whole`: Step, at once)."""
        secret = self.secret_bot(seat)
        if self.held is not None and self.held[0] is self.session.state:
            command = self.held[1]
        else:
            kind = self.session.header.seats[seat].bot or default_bot(self.title, seat)
            if kind == "search":
                thought = self.think(seat, None if whole else THINKING_SLICE, SECRET_SEARCH if secret else None)
                if thought is None:
                    return None
                command = thought
            else:
                command = bot_move(self.session, seat, kind)
        if secret and not whole and self.bot_wait < self.bot_delay(seat, speed):
            self.held = (self.session.state, command)
            return None
        self.held = None
        self.bot_wait = 0.0
        return BotMove(seat, command)

    def think(self, seat: int, seconds: float | None, budget: float | None = None):
        """The search bot's command once it has thought enough, else None (think on later);
        `budget`: its thinking time, where not the bots' usual second."""
        state = self.session.state
        if self.thinking is None or self.thinking[0] is not state or self.thinking[1] != seat:
            search = (start_search(self.session, seat) if budget is None
                      else start_search(self.session, seat, budget=budget))
            self.thinking = (state, seat, search)
        search = self.thinking[2]
        if not search.think(seconds):
            return None
        self.thinking = None
        return search.best()
