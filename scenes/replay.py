"""Replays: a saved or finished game, step by step from its first command, as one chosen seat saw
it: that seat's view and log at each step, never a secret it could not see.

Which seats a replay may show (`Replay.open_seats`): once the game is over, every seat (its
secrets are no longer worth keeping); while a game whose seats see different things goes on, only
what every seat sees, and the seat that holds it now, behind a hand-over: a replay of a hot-seat
game in progress would otherwise show one player the others' secrets.

The title's own table draws the replay: `open_replay` makes a class of it with `ReplayTable` in
front, which gives no commands, keeps no journal and saves nothing. The prompt bar holds the
step, a slider over the whole game, the buttons to step and play, and who the game is seen by.

    holdout --replay SAVE
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.engine import RuleError, Session
from game.engine.narration import LogLine, tell_events, tell_turn
from game.engine.session import fold
from game.i18n import language, tr
from saves import gamefile
from scenes import games
from scenes.control import TableControl
from scenes.table import PROMPT, TableScene
from scenes.widgets.prompt import Answer
from scenes.widgets.slider import Slider

STEP_SECONDS = 0.9          # a step on show while the replay plays, at animation speed 1


class Replay:
    """The game's turns, the state after each (folded once), and each seat's log turn by turn."""

    def __init__(self, session: Session) -> None:
        self.title, self.header = session.title, session.header
        self.history = list(session.history)
        state = self.title.initial_state(self.header.options)
        self.before = []                    # the state before each turn
        self.states = []                    # the state after each turn
        for turn in self.history:
            self.before.append(state)
            state = fold(self.title, state, turn.events)
            self.states.append(state)
        self.told: dict[tuple[int | None, str], list[list[LogLine]]] = {}

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
            lines, _ = tell_turn(self.title, self.before[index], self.history[index], index, seat, lang)
            told.append(lines)
        return told[step]

    def lines(self, seat: int | None, lang: str, step: int) -> list[LogLine]:
        """`seat`'s log up to and with turn `step`."""
        self.turn_lines(seat, lang, step)
        return [line for turn in self.told[(seat, lang)][:step + 1] for line in turn]


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
    undone, saved or written. The mouse and keys step through it, play it, go to a move whose log
    entry is clicked, and change whose eyes it is seen with."""

    replaying = True

    def __init__(self, app, replay: Replay, seat: int | None, step: int = 0) -> None:
        super().__init__(app, replay.session_at(step), "replay")
        self.replay = replay
        self.seat = seat
        self.step = step
        self.playing = False
        self.play_wait = 0.0
        self.closed = True                   # it writes nothing: no journal, no save, no lock
        self.shown_on: TableScene | None = None  # the table showing it (set by `open_replay`)
        # under the words of the prompt bar, clear of its buttons (they leave it 620 pixels at least)
        self.slider = Slider(pygame.Rect(PROMPT.x + 24, PROMPT.y + 64, 560, 16), replay.last, step, self.go)

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

    def write_save(self) -> str | None:
        return None

    def undo_stop(self) -> int | None:
        return None                          # nothing is undone in a replay

    def log_lines(self) -> list[LogLine]:
        return self.replay.lines(self.seat, language(), self.step)

    def log_jump(self) -> Callable[[int], None] | None:
        return self.go

    def marked_turn(self) -> int | None:
        return self.step

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
            told = tell_events(self.replay.title, self.replay.before[step], turn.events, self.seat, language())
            view.start_motion(before, told)

    def toggle_play(self) -> None:
        if not self.playing and self.step >= self.replay.last:
            self.go(0)
        self.playing = not self.playing
        self.play_wait = 0.0
        self.table.set_prompt()

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

    def step_seconds(self) -> float:
        return STEP_SECONDS / max(self.app.settings.animation, 0.5)

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

    # ---- what the view shows of it: the step, the slider, the buttons ----------------------------------
    def top_buttons(self, view) -> list:
        return [(tr("ui.table.rules"), lambda: self.app.open_rules(view.title_name), "rules"),
                (tr("ui.replay.close"), self.close, "close")]

    def close(self) -> None:
        if self.app.top is self.table:
            self.app.pop()

    def prompt(self, view) -> tuple:
        said = next((line.text for line in self.replay.turn_lines(self.seat, language(), self.step)
                     if line.kind == "command"), "")
        where = tr("ui.replay.step", n=self.step, total=self.replay.last)
        question = f"{where} · {said}" if self.step and said else where if self.step else tr("ui.replay.start")
        earlier, later = self.step > 0, self.step < self.replay.last
        answers = [
            Answer(tr("ui.replay.seen_by", who=self.seat_words()), self.next_seat, name="seat"),
            Answer("|◀", lambda: self.go(0), name="first", enabled=earlier),
            Answer("◀", lambda: self.go(self.step - 1), name="back", enabled=earlier),
            Answer(tr("ui.replay.pause" if self.playing else "ui.replay.play"), self.toggle_play, name="play",
                   primary=not self.playing),
            Answer("▶", lambda: self.go(self.step + 1), name="forward", enabled=later),
            Answer("▶|", lambda: self.go(self.replay.last), name="last", enabled=later),
        ]
        return question, answers, ""

    def handle(self, view, event) -> bool:
        if self.slider.handle(event):
            return True
        return event.type == pygame.KEYDOWN and self.handle_key(event)

    def handle_key(self, event) -> bool:
        steps = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10}
        if event.key in steps:
            self.go(self.step + steps[event.key])
        elif event.key == pygame.K_HOME:
            self.go(0)
        elif event.key == pygame.K_END:
            self.go(self.replay.last)
        elif event.key == pygame.K_SPACE:
            self.toggle_play()
        elif event.key == pygame.K_ESCAPE:
            self.close()
        else:
            return False
        return True

    def layer_key(self) -> tuple:
        return (self.step, self.seat, self.playing)

    def draw(self, surface) -> None:
        self.slider.draw(surface)
