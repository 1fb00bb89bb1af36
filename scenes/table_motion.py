"""What moves after a command, a part of the table's view (`scenes/table.py`): the pieces a command
moved slide from where they were drawn to where they are drawn now, cards fly into and out of
piles, pieces turn, pop and roll (`scenes/motion.py`), and a phase the command ran by itself is
told step by step (`scenes/widgets/story.py`). All of it from the events as the holder was told
them, and only while the screen shows the same eyes: nothing of another seat's table is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import tr
from scenes import motion
from scenes.gestures import PROMPT_PLACE
from scenes.places import Place
from scenes.widgets.story import PhaseStory, StoryPanel

if TYPE_CHECKING:
    from scenes.control import TableControl
    from scenes.places import HitMap
    from scenes.widgets.button import ButtonRow


class Motions:
    """Mixed into the table's view: motion and phase stories, and the title's hooks for them."""

    told: list = []                     # the events of the command whose phase is told
    told_at: int | None = None          # the step the table shows while a phase is told (None: the game now)
    end_held = False                    # the game's end is not offered yet (`tell`)

    if TYPE_CHECKING:           # what the table's view (`scenes/table.py`) gives its motion
        app: Any
        control: TableControl
        view: Any
        hits: HitMap
        layer: pygame.Surface | None
        motion: motion.Motion | None
        story: StoryPanel | None
        shown_game_over: bool
        top_buttons: ButtonRow

        def refresh(self) -> None: ...

        @property
        def session(self) -> Any: ...


        @property
        def holder(self) -> int | None: ...

        def paint_layer(self) -> pygame.Surface: ...

        def log_rect(self) -> pygame.Rect: ...

    def before_motion(self):
        """What the table showed before a command (for `start_motion`), or None when nothing will move."""
        if self.app.settings.animation <= 0 or self.view is None:
            return None
        layer = self.paint_layer()
        rects: dict[Place, list] = {}
        for place, rect in self.hits.entries:
            rects.setdefault(place, []).append(rect)
        return self.holder, {p: r[0] for p, r in rects.items() if len(r) == 1}, layer.copy()

    def shows_on(self, before) -> bool:
        """Whether what the screen showed before a command may be shown moving on now."""
        return (before is not None and self.control.sees_as(before[0]) and self.view is not None
                and self.app.settings.animation > 0)

    def start_motion(self, before, told) -> None:
        """Slide the pieces the command moved from where they were to where they are now, fly
        the cards it put into or took from a pile, and turn, pop and roll what its events name."""
        self.motion = None
        if not self.shows_on(before):
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
            speed = self.control.motion_speed(self.app.settings.animation)
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

    def tell(self, before, told) -> None:
        """Show what a command did: the table as it is now, the pieces it moved sliding there; or,
        where it ran a phase told step by step, the table as told so far (`told_view`), each
        step's pieces sliding as it is told, the game's end offered once all is told."""
        self.story = None
        given = self.session.command_count
        self.end_held = True                # the game's end waits until it is known whether a phase is told
        self.refresh()
        self.end_held = False
        if self.session.command_count != given:
            return                          # the refresh gave the gesture's follow-up, which told itself
        story = self.start_story(before, told)
        if story is None:
            self.offer_end()
            self.start_motion(before, told)
            return
        self.refresh()
        self.start_motion(before, told[:story.story.steps[0].upto])

    def start_story(self, before, told) -> StoryPanel | None:
        """Tell the phase the command ran (if it ran one) step by step, from the events as the
        holder saw them: only while the screen shows the same eyes, and never at speed 0. Each
        step keeps the game as told up to it: the state after its event (the event whose log line
        it tells, found in order)."""
        self.story = None
        story = self.phase_story(told) if self.shows_on(before) else None
        if story is None or not story.steps:
            return None
        states, upto = self.control.states_told(), 0
        for step in story.steps:
            upto = next((i + 1 for i in range(upto, len(told)) if told[i].text == step.text), upto)
            step.state, step.upto = (states[upto - 1] if upto else None), upto
        self.told = told
        self.story = StoryPanel(story, self.log_rect(), self.app.settings.animation)
        return self.story

    def story_running(self) -> bool:
        """A phase is being told step by step (bots wait for its summary)."""
        return self.story is not None and not self.story.at_end

    def telling_step(self) -> int | None:
        """The step of the phase being told (None: none is, or all of it is told)."""
        return self.story.index if self.story is not None and not self.story.at_end else None

    def told_view(self):
        """The holder's view the table shows: the game as told so far while a phase is told step
        by step (its board, header and prompt), else the game now; `told_at` notes the step."""
        self.told_at = self.telling_step()
        steps = self.story.story.steps if self.story is not None else []
        return self.control.view(steps[self.told_at].state if self.told_at is not None else None)

    def follow_story(self) -> None:
        """The story stepped on, or ended: the table shows the game as told so far, the pieces the
        steps in between moved sliding there; once all is told, the game now and its end."""
        now = self.telling_step()
        if now == self.told_at or self.view is None:
            return
        steps = self.story.story.steps if self.story is not None else []
        start = steps[self.told_at].upto if self.told_at is not None and self.told_at < len(steps) else 0
        end = steps[now].upto if now is not None else len(self.told)
        before = self.before_motion()
        self.refresh()
        self.start_motion(before, self.told[start:end])

    def story_on_table(self, event) -> bool:
        """While a phase is told step by step the table is a picture of what was: a click on it
        tells the next step (its release is the story's too); the top bar stays the top bar."""
        if self.telling_step() is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if any(button.rect.collidepoint(event.pos) for button in self.top_buttons.buttons):
            return False
        assert self.story is not None
        self.story.next()
        self.story.pressed = True
        return True

    def telling_prompt(self) -> tuple | None:
        """The prompt bar while a phase is told step by step: which step, and how to go on."""
        if self.told_at is None or self.story is None:
            return None
        return (tr("ui.story.telling", heading=self.story.story.heading, n=self.told_at + 1,
                   of=len(self.story.story.steps)), [], tr("ui.story.telling_hint"))

    def offer_end(self) -> None:
        """The game-over screen, once the game is over and all of it is told."""
        if (self.control.outcome() and not self.shown_game_over and not self.control.replaying
                and self.told_at is None and not self.end_held):
            self.shown_game_over = True
            from scenes.gameover import GameOverScene
            self.app.push(GameOverScene(self.app, self))

    def rects_of(self, places) -> list[pygame.Rect]:
        """The rectangles of those `places` drawn now and not under anything else (a panel)."""
        rects = []
        for place in places:
            rect = self.hits.rect(place)
            if rect is not None and self.hits.at(rect.center)[:1] == [place]:
                rects.append(rect)
        return rects

    # ---- what a title supplies -----------------------------------------------------------------------
    def phase_story(self, told) -> PhaseStory | None:
        """The phase the events `told` ran by themselves, to tell step by step (None: no phase)."""
        return None

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

    def rolled_by(self, told) -> list[tuple[pygame.Rect, Sequence, Callable]]:
        """Dice the events rolled, as drawn now: (where, the faces a die has, a function drawing
        a face); they tumble before they settle."""
        return []
