"""From a gesture to a command, a part of the table's view (`scenes/table.py`).

The title says, for each legal command, by which places on its board it is given (`routes`, see
`scenes/places.py`). The view indexes the commands the people at the screen may give by place and
does the rest: what is picked so far (`picked`) and its reset, what lights up (`lit`), dragging a
piece onto a lit place, asking in the prompt bar when one gesture means several commands, and
saying why when a place answers nothing. A command is handed to the controller (`send`); nothing
here changes the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import RuleError
from game.i18n import tr
from scenes.places import Place, Route
from scenes.widgets.dragdrop import Drag
from scenes.widgets.prompt import Answer

if TYPE_CHECKING:
    from game.engine import Session
    from scenes.control import TableControl
    from scenes.places import HitMap, PlaceIndex
    from scenes.widgets.dragdrop import DragController

PROMPT_PLACE = "prompt"         # a route step answered by a prompt-bar button: ("prompt", name)


class Gestures:
    """Mixed into the table's view: the way from places to commands, and the title's hooks for it."""

    drag_to_explain = False     # a piece with nowhere to go may still be dragged, to hear why not (`drop_zones`)
    # Decisions where a person starts something new: every other one is a further step of the
    # command they gave last, which the prompt's Back (and Esc) takes back.
    MAIN_DECISIONS: frozenset[str] = frozenset()

    if TYPE_CHECKING:           # what the table's view (`scenes/table.py`) gives the gestures
        app: Any
        control: TableControl
        view: Any
        index: PlaceIndex
        hits: HitMap
        drag: DragController
        picked: tuple[Place, ...]
        lit: dict[Place, list]
        offered: list
        offered_then: tuple[Place, ...]
        follow: tuple[Place, ...]
        dropping: bool
        drag_began: tuple | None

        @property
        def session(self) -> Session: ...

        @property
        def holder(self) -> int | None: ...

        def relight(self) -> None: ...

        def send(self, command, shown: tuple | None = None) -> bool: ...

        def refuse(self, message: str) -> None: ...

        def undo(self) -> None: ...

        def person_to_move(self) -> int | None: ...

        def decision_kind(self) -> str | None: ...

    # ---- from places to commands ------------------------------------------------------------------
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

    def offer(self, commands: list, routes: Sequence[Route] = ()) -> None:
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

    def explain_refusal(self, command) -> bool:
        """Say the rules' reason why `command` is not possible; True when they gave one."""
        try:
            self.session.check(command)
        except RuleError as error:
            self.refuse(error.message())
            return True
        return False

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
        kind = self.decision_kind()
        return (seat is not None and last is not None and last.seat == seat and kind is not None
                and kind not in self.MAIN_DECISIONS and self.control.undo_refusal() is None)

    # ---- drag and drop ------------------------------------------------------------------------------
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

    # ---- the prompt bar's answers ---------------------------------------------------------------------
    def answers(self) -> list[Answer]:
        """The commands no place stands for, the prompt places lit now, Back, and the title's own."""
        found = [self.answer(c, type(c).__struct_config__.tag) for c in self.index.unplaced]
        for place, options in self.lit.items():
            if place[0] == PROMPT_PLACE:
                commands = self.index.commands_of(options)
                label = self.prompt_label(place, commands)
                one = commands[0] if len(commands) == 1 else None
                found.append(Answer(label, partial(self.click_place, place), name=place[1], command=one,
                                    primary=one is not None and self.is_primary(one)))
        if self.picked:
            found.insert(0, Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="cancel"))
        elif self.may_take_back():
            found.insert(0, Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="back"))
        return found + self.extra_answers()

    def offered_answers(self) -> list[Answer]:
        """The commands one gesture meant, to choose from, and Back."""
        answers = [Answer(self.answer_label(c), partial(self.give_offered, c), self.is_primary(c), "choice",
                          command=c) for c in self.offered]
        answers.append(Answer("✖ " + tr("ui.newgame.back"), self.cancel, name="cancel"))
        return answers

    def answer(self, command, name: str) -> Answer:
        return Answer(self.answer_label(command), partial(self.send, command), primary=self.is_primary(command),
                      name=name, command=command)

    # ---- what a title supplies ------------------------------------------------------------------------
    def routes(self, command) -> list[Route]:
        """By which places `command` is given (the title's pure function of its view)."""
        return []

    def shown_commands(self, commands: list) -> list:
        """Of the commands the people at the screen may give, those the table offers (a title whose
        people act together offers a choice they share once)."""
        return commands

    def picked_changed(self) -> None:
        """What is picked changed (e.g. open what the next pick is made in)."""

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
