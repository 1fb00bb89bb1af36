"""The scene stack: each screen is a Scene; the top one gets the input, and every scene from the
topmost opaque one upwards is drawn. Drawing never changes state (two draws look the same)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from scenes.focus import Choice, FocusRing
from scenes.widgets.button import Button, ButtonRow

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """One screen. Subclasses build their controls in `enter` and drop them in `exit`."""

    opaque = True          # False: the scene below shows through (dialogs, overlays)
    name = "scene"         # used for screenshots and tests
    said: tuple[str, tuple] | None = None      # the last message toasted over it, and its colour

    def __init__(self, app: App) -> None:
        self.app = app
        self._ui: pygame_gui.UIManager | None = None
        self.focus = FocusRing()

    @property
    def ui(self) -> pygame_gui.UIManager:
        """pygame-gui's manager, made when the scene first asks for it: making one reads the
        theme and its fonts, and scenes without pygame-gui controls (the menu) never need one."""
        if self._ui is None:
            self._ui = pygame_gui.UIManager(self.app.logical_size, self.app.theme)
        return self._ui

    def gui_event(self, event) -> None:
        if self._ui is not None:
            self._ui.process_events(event)

    # lifecycle
    def enter(self) -> None: ...
    def exit(self) -> None:
        if self._ui is not None:
            self._ui.clear_and_reset()
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    # frame
    def handle(self, event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        if self._ui is not None:
            self._ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self._ui is not None:
            self._ui.draw_ui(surface)

    def wake_in(self) -> float | None:
        """Seconds until this scene changes by itself (0: it is moving now; None: only input
        changes it). The main loop sleeps until then: a scene with a timer or an animation says so.
        While a button of the mouse is held over pygame-gui controls (a scroll arrow repeats), 1/30 s."""
        if self._ui is not None and pygame.mouse.get_pressed()[0]:
            root = self._ui.get_root_container()
            if root is not None and any(True for _ in root):
                return 1 / 30
        return None

    def note(self, message: str, colour: tuple) -> None:
        """A toast was shown over this scene: kept for its messages line, where it stays to be
        read after the toast has gone (a refusal at a table stays in the prompt bar the same way)."""
        self.said = (message, colour)

    def draw_said(self, surface: pygame.Surface, box: pygame.Rect, align: str = "left") -> None:
        """The messages line: the last message toasted over this scene, wrapped in `box`."""
        from scenes import style
        if self.said is not None:
            style.draw_wrapped(surface, self.said[0], box, 18, self.said[1], "bold", 0, align, smallest=13,
                               middle=True)

    def tip_at(self, pos: tuple[int, int]) -> str:
        """Words to show when the mouse rests at `pos` (a button's tooltip), or ""."""
        return ""

    # the keyboard's focus (`scenes/focus.py`)
    def focus_choices(self) -> list[Choice]:
        """What may be chosen now by keyboard: the scene's buttons (`buttons`, a ButtonRow, or
        `button`) and the segments of its rows (`rows`); a scene with more says so itself."""
        found = [segment_choice(row, i) for row in getattr(self, "rows", ()) for i in range(len(row.segments))]
        row = getattr(self, "buttons", None)
        single = getattr(self, "button", None)
        buttons = (row.buttons if isinstance(row, ButtonRow) else []) + ([single] if isinstance(single, Button) else [])
        return found + button_choices(buttons)

    def focus_key(self, event) -> bool:
        """A key for the focus ring (True: it moved it or chose); none while a line is typed in."""
        focused = (self._ui.get_focus_set() if self._ui is not None else None) or ()
        if any(isinstance(element, pygame_gui.elements.UITextEntryLine) for element in focused):
            if event.type != pygame.KEYDOWN or event.key != pygame.K_TAB or self._ui is None:
                return False
            self._ui.set_focus_set(None)        # Tab leaves the line for the next choice
        used = self.focus.handle(event, self.focus_choices, self.own_keys())
        if used:
            self.focus_moved()
        return used

    def own_keys(self) -> frozenset[int]:
        """Keys the scene reads itself while the focus ring is hidden (the replay's arrows and Space)."""
        return frozenset()

    def focus_moved(self) -> None:
        """A key moved the focus or chose: what the scene shows of the choice in focus (a table's
        piece large, as under a resting mouse)."""

    # what tests, the smoke run and screenshots may drive
    def smoke(self) -> None:
        """Exercise the scene a little without a person (the --smoke run)."""


def button_choices(buttons: list[Button], prefix: str = "button") -> list[Choice]:
    """The buttons that may be pressed, as choices doing what a click does (a label tells two
    buttons of one name apart: Heredity's End actions, one for each seat); a button that is off
    but says why (Undo) may be focused to read it, and choosing it does nothing."""
    return [Choice((prefix, b.name, b.label), b.rect, b.action if b.enabled else _nothing)
            for b in buttons if b.enabled or b.tooltip]


def _nothing() -> None:
    """What choosing a button that is off does."""


def segment_choice(row, index: int) -> Choice:
    """A row's segment (`scenes/widgets/choice.py`), chosen as a click on it chooses it."""
    return Choice(("row", row.name, index), row.segments[index], partial(row.choose, row.choices[index][0]))


class Dialog(Scene):
    """A panel over the scene below (`buttons`, a ButtonRow, made in `enter`): its buttons answer
    it, and Esc closes it."""

    opaque = False
    buttons: ButtonRow

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return self.buttons.handle(event)
