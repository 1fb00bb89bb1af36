"""Replays: a saved or finished game, step by step from its first command, as one chosen seat saw
it: that seat's view and log at each step, never a secret it could not see.

Which seats a replay may show (`Replay.open_seats`): once the game is over, every seat (its
secrets are no longer worth keeping); while a game whose seats see different things goes on, only
what every seat sees, and the seat that holds it now, behind a hand-over: a replay of a hot-seat
game in progress would otherwise show one player the others' secrets.

The title's own table draws the replay over a `ReplayControl`, which gives no commands, keeps no
journal and saves nothing. The prompt bar holds the step, its round and the move; who the game
is seen by; the buttons to step, to go a round back or on and to play; and along its bottom a
slider over the whole game, marked with the rounds and the big moments (`Replay.landmarks`, from
the title's `begins_round` and `big_moment` as the shown seat saw the events: a press near a mark
goes there, the mouse resting on one reads its words), and the speeds 1× to 8×. A click on a log
entry goes to its move.

    holdout --replay SAVE
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from game.engine import RuleError, Session
from game.engine.narration import LogLine, tell_events, tell_turn
from game.engine.session import fold
from game.i18n import language, tr
from saves import gamefile
from scenes import games
from scenes.control import TableControl
from scenes.focus import Choice
from scenes.scene import button_choices
from scenes.table import PROMPT, TableScene
from scenes.widgets.button import Button, ButtonRow
from scenes.widgets.prompt import Answer, PromptBar, answer_width
from scenes.widgets.slider import Mark, Slider

STEP_SECONDS = 0.9          # a step on show while the replay plays, at 1×
SPEEDS = (1, 2, 4, 8)
STEP_BUTTON = 72            # |◀ ◀ ▶ ▶|: a sign each
PLAY_BUTTON = 150
SEAT_BUTTON = 300           # "Seen by …": a long name takes two lines, leaving the question its room
BELOW = 36                  # the prompt bar's strip under its buttons: the slider across it, the speeds
SPEED_SIZE = (52, 30)       # a speed's button: "8×" at the buttons' 18 px


@dataclass(frozen=True)
class Landmarks:
    """Where a seat saw the game's rounds begin and its big moments happen, by step."""

    rounds: tuple[tuple[int, int], ...]          # (step, n): round n begins with that step
    moments: tuple[tuple[int, str, str], ...]    # (step, "good" or "bad", the event's words)

    def round_at(self, step: int) -> int | None:
        """The round going on after `step` (None: before the first)."""
        return next((n for at, n in reversed(self.rounds) if at <= step), None)

    def round_before(self, step: int) -> tuple[int, int] | None:
        """The (step, n) a step back by rounds goes to: the start of this round, or of the one
        before when `step` is its start."""
        return next(((at, n) for at, n in reversed(self.rounds) if at < step), None)

    def round_after(self, step: int) -> tuple[int, int] | None:
        return next(((at, n) for at, n in self.rounds if at > step), None)

    def moment_before(self, step: int) -> int | None:
        return next((at for at, _, _ in reversed(self.moments) if at < step), None)

    def moment_after(self, step: int) -> int | None:
        return next((at for at, _, _ in self.moments if at > step), None)


class Replay:
    """The game's turns, the state after each (folded once), and each seat's log turn by turn."""

    def __init__(self, session: Session) -> None:
        self.title, self.header = session.title, session.header
        self.names = session.seat_names
        self.history = list(session.history)
        state = self.title.initial_state(self.header.options)
        self.before = []                    # the state before each turn
        self.states = []                    # the state after each turn
        for turn in self.history:
            self.before.append(state)
            state = fold(self.title, state, turn.events)
            self.states.append(state)
        self.told: dict[tuple[int | None, str], list[list[LogLine]]] = {}
        self.marks: dict[tuple[int | None, str], Landmarks] = {}

    @property
    def secret_in_progress(self) -> bool:
        """The game goes on and its seats see different things."""
        count = len(self.header.seats)
        return (self.title.outcome(self.states[-1]) is None
                and len(self.title.view_groups(self.header.options, count)) > 1)

    def holder(self) -> int | None:
        """The seat that holds the game now: the first person who must act, else the first person."""
        seats = self.header.seats
        people = [seat for seat in self.title.to_move(self.states[-1]) if seats[seat].kind == "person"]
        return people[0] if people else next((s for s, info in enumerate(seats) if info.kind == "person"), None)

    def open_seats(self) -> list[int | None]:
        """The seats this replay may show, the public view (None) last."""
        if not self.secret_in_progress:
            return [*range(len(self.header.seats)), None]
        holder = self.holder()
        return [holder, None] if holder is not None else [None]

    @property
    def last(self) -> int:
        """The last step: after the last command (step 0 is the set-up)."""
        return len(self.history) - 1

    def session_at(self, step: int) -> Session:
        """The game as it stood after `step` commands (for the table to read; never applied to)."""
        return Session(self.title, self.header, self.history[:step + 1], self.states[step], states_before=[])

    def turn_lines(self, seat: int | None, lang: str, step: int) -> list[LogLine]:
        """What `seat` was told of turn `step`."""
        told = self.told.setdefault((seat, lang), [])
        for index in range(len(told), step + 1):
            lines, _ = tell_turn(self.title, self.before[index], self.history[index], index, seat, lang, self.names)
            told.append(lines)
        return told[step]

    def lines(self, seat: int | None, lang: str, step: int) -> list[LogLine]:
        """`seat`'s log up to and with turn `step`."""
        self.turn_lines(seat, lang, step)
        return [line for turn in self.told[(seat, lang)][:step + 1] for line in turn]

    def landmarks(self, seat: int | None, lang: str) -> Landmarks:
        """Where `seat` saw rounds begin and big moments happen (never by an event it did not
        see), the moments in `lang`'s words."""
        found = self.marks.get((seat, lang))
        if found is None:
            rounds: list[tuple[int, int]] = []
            moments: list[tuple[int, str, str]] = []
            for step, turn in enumerate(self.history):
                for told in tell_events(self.title, self.before[step], turn.events, seat, lang, self.names):
                    if self.title.begins_round(told.event):
                        rounds.append((step, len(rounds) + 1))
                    tone = self.title.big_moment(told.event)
                    if tone is not None:
                        moments.append((step, tone, told.text or ""))
            found = self.marks[(seat, lang)] = Landmarks(tuple(rounds), tuple(moments))
        return found


def first_person(session: Session) -> int | None:
    return next((seat for seat, info in enumerate(session.header.seats) if info.kind == "person"), None)


def open_replay(app, session: Session, seat: int | None = None, step: int = 0):
    """Push a replay of `session` seen by `seat` (None: what every seat sees): the title's own
    table over a `ReplayControl`. A game in progress whose seats see different things opens on
    the public view: "Seen by" offers the seat that holds it, behind a hand-over."""
    replay = Replay(session)
    control = ReplayControl(app, replay, None if replay.secret_in_progress else seat, step)
    scene = games.table_class(session.title.name)(app, replay.session_at(step), "replay", control)
    scene.name = "replay"
    control.shown_on = scene
    app.push(scene)
    return scene


def replay_file(app, path: Path, seat: int | None = None):
    """A replay of a save; a bad file raises RuleError with the reason and changes nothing. A game
    in progress whose seats see different things opens on the public view."""
    session = gamefile.load(path)
    return open_replay(app, session, first_person(session) if seat is None else seat)


class ReplayControl(TableControl):
    """The controller of a replay: the game cut at one step, seen by one seat; nothing is given,
    undone, saved or written. The mouse and keys step through it by moves, rounds or big moments,
    play it at a speed, go to a move whose log entry is clicked, and change whose eyes it is seen
    with."""

    replaying = True
    keeps_below_prompt = BELOW
    # a step each way, the speed up and down, play: until Tab shows the focus ring
    own_keys = frozenset({pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE})

    def __init__(self, app, replay: Replay, seat: int | None, step: int = 0) -> None:
        super().__init__(app, replay.session_at(step), "replay")
        self.replay = replay
        self.seat = seat
        self.step = step
        self.playing = False
        self.play_wait = 0.0
        self.speed = SPEEDS[0]
        self.closed = True                   # it writes nothing: no journal, no save, no lock
        self.shown_on: TableScene | None = None  # the table showing it (set by `open_replay`)
        # laid out along the prompt bar with the speeds once its buttons are placed (`prompt_laid`)
        self.slider = Slider(pygame.Rect(PROMPT.x + 32, PROMPT.bottom - BELOW, 400, 16), replay.last, step, self.go)
        self.speeds = ButtonRow()

    @property
    def table(self) -> TableScene:
        assert self.shown_on is not None, "open_replay puts the replay on a table before it is used"
        return self.shown_on

    # ---- the game cut at the step, nothing given ----------------------------------------------------
    def wanted_holder(self) -> int | None:
        return self.seat

    def needs_hand_over(self, seat: int | None) -> bool:
        return False

    def commands(self) -> list:
        return []

    def bots_acting(self) -> list[int]:
        return []

    def undo_refusal(self):
        return RuleError("engine.nothing_to_undo")

    def undo_stop(self) -> int | None:
        return None                          # nothing is undone in a replay

    def write_save(self, picture: bytes | None = None) -> str | None:
        return None

    def log_lines(self) -> list[LogLine]:
        return self.replay.lines(self.seat, language(), self.step)

    def log_jump(self) -> Callable[[int], None] | None:
        return self.go

    def marked_turn(self) -> int | None:
        return self.step

    def motion_speed(self, animation: float) -> float:
        return animation * self.speed

    # ---- stepping ----------------------------------------------------------------------------------
    def go(self, step: int) -> None:
        """Show the game after `step` commands."""
        view = self.table
        step = min(self.replay.last, max(0, step))
        if step == self.step:
            return
        before = view.before_motion() if step == self.step + 1 else None
        self.step = step
        self.slider.value = step
        self.session = self.replay.session_at(step)
        view.picked = ()
        view.motion = None
        view.refresh()
        if before is not None:             # one step on: its pieces slide, as in the game
            turn = self.replay.history[step]
            told = tell_events(self.replay.title, self.replay.before[step], turn.events, self.seat, language(),
                               self.replay.names)
            view.start_motion(before, told)

    def round_back(self) -> None:
        found = self.landmarks().round_before(self.step)
        self.go(found[0] if found else 0)

    def round_on(self) -> None:
        found = self.landmarks().round_after(self.step)
        self.go(found[0] if found else self.replay.last)

    def moment_back(self) -> None:
        found = self.landmarks().moment_before(self.step)
        if found is not None:
            self.go(found)

    def moment_on(self) -> None:
        found = self.landmarks().moment_after(self.step)
        if found is not None:
            self.go(found)

    def toggle_play(self) -> None:
        if not self.playing and self.step >= self.replay.last:
            self.go(0)
        self.playing = not self.playing
        self.play_wait = 0.0
        self.table.set_prompt()

    def set_speed(self, speed: int) -> None:
        self.speed = speed
        self.table.set_prompt()

    def faster(self, by: int) -> None:
        """The next speed up (`by` 1) or down (-1)."""
        index = min(len(SPEEDS) - 1, max(0, SPEEDS.index(self.speed) + by))
        self.set_speed(SPEEDS[index])

    def step_seconds(self) -> float:
        return STEP_SECONDS / self.speed

    def update(self, view, dt: float) -> None:
        if self.playing and self.app.top is view:
            self.play_wait += dt
            if self.play_wait >= self.step_seconds():
                self.play_wait = 0.0
                self.go(self.step + 1)
                if self.step >= self.replay.last:
                    self.playing = False
                    view.set_prompt()

    def wake_in(self) -> float | None:
        return max(0.0, self.step_seconds() - self.play_wait) if self.playing else None

    # ---- whose eyes ------------------------------------------------------------------------------------
    def next_seat(self) -> None:
        """Seen by the next seat the replay may show, then by everyone (only what every seat
        sees), then the first; a seat's secrets of a game in progress only behind a hand-over."""
        seats = self.replay.open_seats()
        seat = seats[(seats.index(self.seat) + 1) % len(seats)] if self.seat in seats else seats[0]
        if seat is not None and self.replay.secret_in_progress:
            from scenes.handover import HandOverScene
            self.playing = False
            self.seat = None            # nothing of a seat shows until its person has the screen
            self.table.refresh()
            self.app.push(HandOverScene(self.app, self.table, seat, self.show_seat))
            return
        self.show_seat(seat)

    def show_seat(self, seat: int | None) -> None:
        self.seat = seat
        self.table.refresh()

    def seat_words(self) -> str:
        if self.seat is None:
            return tr("ui.replay.everyone")
        label = getattr(self.table, "seat_label", None)    # a table's own words for a seat, where it has them
        return label(self.seat) if label and self.table.view else self.table.seat_name(self.seat)

    def landmarks(self) -> Landmarks:
        """The rounds and big moments the shown seat saw."""
        return self.replay.landmarks(self.seat, language())

    def round_words(self, n: int) -> str:
        return tr(self.replay.title.round_key, n=n)

    # ---- what the view shows of it: the step, the slider, the speeds, the buttons --------------------------
    def top_buttons(self, view) -> list:
        return [(tr("ui.table.rules"), lambda: self.app.open_rules(view.title_name), "rules"),
                (tr("ui.replay.close"), self.close, "close")]

    def close(self) -> None:
        if self.app.top is self.table:
            self.app.pop()

    def prompt(self, view) -> tuple:
        return self.question(), self.answers(), ""

    def question(self) -> str:
        """The step, its round and the move it shows, by whom."""
        if not self.step:
            return tr("ui.replay.start")
        parts = [tr("ui.replay.step", n=self.step, total=self.replay.last)]
        round_now = self.landmarks().round_at(self.step)
        if round_now is not None:
            parts.append(self.round_words(round_now))
        move = next((line for line in self.replay.turn_lines(self.seat, language(), self.step)
                     if line.kind == "command"), None)
        if move is not None:
            who = self.table.seat_name(move.actor) if move.actor is not None else ""
            parts.append(tr("ui.replay.move_by", who=who, what=move.text) if who else move.text)
        return " · ".join(parts)

    def answers(self) -> list[Answer]:
        earlier, later = self.step > 0, self.step < self.replay.last
        back, on = self.landmarks().round_before(self.step), self.landmarks().round_after(self.step)
        return [
            Answer(tr("ui.replay.seen_by", who=self.seat_words()), self.next_seat, name="seat", width=SEAT_BUTTON,
                   tooltip=tr("ui.replay.tip_seat")),
            Answer("|◀", lambda: self.go(0), name="first", enabled=earlier, width=STEP_BUTTON,
                   tooltip=tr("ui.replay.tip_first")),
            self.round_answer(back, "round_back", self.round_back),
            Answer("◀", lambda: self.go(self.step - 1), name="back", enabled=earlier, width=STEP_BUTTON,
                   tooltip=tr("ui.replay.tip_back")),
            Answer(tr("ui.replay.pause" if self.playing else "ui.replay.play"), self.toggle_play, name="play",
                   primary=not self.playing, width=PLAY_BUTTON, tooltip=tr("ui.replay.tip_play")),
            Answer("▶", lambda: self.go(self.step + 1), name="forward", enabled=later, width=STEP_BUTTON,
                   tooltip=tr("ui.replay.tip_forward")),
            self.round_answer(on, "round_on", self.round_on),
            Answer("▶|", lambda: self.go(self.replay.last), name="last", enabled=later, width=STEP_BUTTON,
                   tooltip=tr("ui.replay.tip_last")),
        ]

    def round_answer(self, found: tuple[int, int] | None, name: str, run: Callable[[], None]) -> Answer:
        """A round back or on, named by the round it goes to (◀◀ or ▶▶, off, where there is none),
        as wide as the last round's name needs: the buttons stay where they are, round after round."""
        widest = self.round_words(max(1, len(self.landmarks().rounds)))
        width = answer_width(tr(f"ui.replay.{name}", round=widest))
        if found is None:
            return Answer("◀◀" if name == "round_back" else "▶▶", run, name=name, enabled=False, width=width)
        words = self.round_words(found[1])
        return Answer(tr(f"ui.replay.{name}", round=words), run, name=name, width=width,
                      tooltip=tr(f"ui.replay.tip_{name}", round=words))

    def prompt_laid(self, prompt: PromptBar) -> None:
        """Along the strip under the prompt's buttons: the slider over the whole game, marked with
        the rounds and big moments the shown seat saw, and the speeds at its right end, the chosen
        one lit."""
        middle = prompt.rect.bottom - BELOW // 2 - 4
        speeds_left = prompt.rect.right - 20 - len(SPEEDS) * (SPEED_SIZE[0] + 6) + 6
        left = prompt.rect.x + 32              # the knob at step 0 stays inside the bar
        self.slider.rect = pygame.Rect(left, middle - 8, speeds_left - 32 - left, 16)
        self.slider.marks = self.marks()
        buttons = []
        for number, speed in enumerate(SPEEDS):
            place = pygame.Rect((speeds_left + number * (SPEED_SIZE[0] + 6), 0), SPEED_SIZE)
            place.centery = middle
            buttons.append(Button(place, f"{speed}×", partial(self.set_speed, speed), primary=speed == self.speed,
                                  name=f"speed:{speed}", tooltip=tr("ui.replay.tip_speed", n=speed)))
        self.speeds.set(buttons)

    def marks(self) -> list[Mark]:
        found = self.landmarks()
        rounds = [Mark(at, "round", tr("ui.replay.round_begins", round=self.round_words(n))) for at, n in found.rounds]
        return rounds + [Mark(at, tone, words) for at, tone, words in found.moments]

    def tip_at(self, pos) -> str:
        """A mark's words, a speed's or the slider's use."""
        speed = next((b for b in self.speeds.buttons if b.rect.collidepoint(pos)), None)
        if speed is not None:
            return speed.tooltip
        if self.slider.grip().collidepoint(pos):
            return self.slider.tip_at(pos) or tr("ui.replay.tip_slider")
        return ""

    def focus_choices(self) -> list:
        """The speeds, and the slider (← and → step along it while it is in focus)."""
        slider = Choice(("slider",), self.slider.grip(), lambda: None, lambda way: self.go(self.step + way))
        return button_choices(self.speeds.buttons, "control") + [slider]

    def handle(self, view, event) -> bool:
        if self.slider.handle(event) or self.speeds.handle(event):
            return True
        return event.type == pygame.KEYDOWN and self.handle_key(event)

    def handle_key(self, event) -> bool:
        if event.mod & pygame.KMOD_CTRL:
            return self.handle_ctrl_key(event)
        moves = {pygame.K_LEFT: lambda: self.go(self.step - 1), pygame.K_RIGHT: lambda: self.go(self.step + 1),
                 pygame.K_PAGEUP: self.round_back, pygame.K_PAGEDOWN: self.round_on,
                 pygame.K_UP: lambda: self.faster(1), pygame.K_DOWN: lambda: self.faster(-1),
                 pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(self.replay.last),
                 pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.close}
        if event.key not in moves:
            return False
        moves[event.key]()
        return True

    def handle_ctrl_key(self, event) -> bool:
        """Ctrl+← and Ctrl+→ go from big moment to big moment; Ctrl+Z and Ctrl+S do nothing (a
        replay undoes and saves nothing) and say nothing."""
        if event.key == pygame.K_LEFT:
            self.moment_back()
        elif event.key == pygame.K_RIGHT:
            self.moment_on()
        return event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_z, pygame.K_s)

    def layer_key(self) -> tuple:
        return (self.step, self.seat, self.playing, self.speed)

    def draw(self, surface) -> None:
        self.slider.draw(surface)
        self.speeds.draw(surface)
