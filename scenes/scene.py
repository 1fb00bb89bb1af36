"""The scene stack: each screen is a Scene; the top one gets the input, and every scene from the
topmost opaque one upwards is drawn. Drawing never changes state (two draws look the same)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from scenes.widgets.button import ButtonRow

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

    # what tests, the smoke run and screenshots may drive
    def smoke(self) -> None:
        """Exercise the scene a little without a person (the --smoke run)."""


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
