"""The keyboard at a table, a part of the table's view (`scenes/table.py`): what the focus ring
(`scenes/focus.py`) goes over there, and choosing a place as a click on it does.

The ring goes over the buttons (top bar, prompt bar, the bots' pace, the controller's own: a
replay's speeds) and the places lit now (`lit`, found on the board through the hit map). Enter on
a lit place is a click on it: a piece that begins a route is picked and what it may go to lights,
so a drag becomes "pick, then choose the target" and gives the same command (`click_place`). A
title adds the places a click uses though they light for no command (`usable_places`: a pile to
open, a player's marker); what was picked last may be chosen again to put it down.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from scenes.focus import Choice, FocusRing
from scenes.gestures import PROMPT_PLACE
from scenes.places import Place
from scenes.scene import button_choices

if TYPE_CHECKING:
    from scenes.control import TableControl
    from scenes.places import HitMap, PlaceIndex
    from scenes.widgets.button import ButtonRow
    from scenes.widgets.dragdrop import DragController
    from scenes.widgets.pace import PaceControl
    from scenes.widgets.prompt import PromptBar
    from scenes.widgets.zoom import HoverZoom

SCREEN = pygame.Rect(0, 0, 1920, 1080)


class Focusing:
    """Mixed into the table's view: its choices for the keyboard."""

    if TYPE_CHECKING:           # what the table's view gives it
        control: TableControl
        view: Any
        hits: HitMap
        index: PlaceIndex
        drag: DragController
        pace: PaceControl
        prompt: PromptBar
        top_buttons: ButtonRow
        story: Any
        focus: FocusRing
        zoom: HoverZoom
        picked: tuple[Place, ...]
        lit: dict[Place, list]

        def person_to_move(self) -> int | None: ...

        def click_place(self, place: Place) -> bool: ...

        def use_place(self, place: Place) -> bool: ...

        def pick_from(self, place: Place) -> bool: ...

        def zoom_picture(self, place: Place) -> Any: ...

    def own_keys(self) -> frozenset[int]:
        """The controller's (the replay's arrows and Space), while the focus ring is hidden."""
        return self.control.own_keys

    def focus_choices(self) -> list[Choice]:
        """None while a phase is told step by step (Space and Enter tell it on) or a piece is
        dragged by the mouse."""
        if self.story is not None or self.drag.active:
            return []
        buttons = (button_choices(self.top_buttons.buttons, "top") + button_choices(self.prompt.buttons, "prompt")
                   + button_choices(self.pace.buttons.buttons, "pace")
                   + self.control.focus_choices())
        return buttons + (self.place_choices() if self.view is not None else [])

    def place_choices(self) -> list[Choice]:
        """The places a click on which does something now, each at its first rectangle on screen:
        what was picked last (to put it down), the lit places, the pieces that begin a route while
        another is picked (to pick them instead) and the title's own."""
        places = list(self.usable_places())
        if self.person_to_move() is not None:
            begin = self.index.starts() if self.picked else set()
            starts = [place for place, _ in self.hits.entries if place in begin]    # in drawing order
            places = [*self.picked[-1:], *(p for p in self.lit if p[0] != PROMPT_PLACE), *starts, *places]
        found = []
        for place in dict.fromkeys(places):
            rect = next((r for r in self.hits.rects(place) if SCREEN.colliderect(r)), None)
            if rect is not None:
                found.append(Choice(("place", place), rect.clip(SCREEN), partial(self.choose_place, place)))
        return found

    def focus_moved(self) -> None:
        """The piece in focus is shown large, as under a resting mouse: a card's words may be read
        whole without one."""
        chosen = self.focus.current(self.focus_choices())
        key = chosen.key if chosen is not None else None
        place = key[1] if isinstance(key, tuple) and key[0] == "place" else None
        found = self.zoom_picture(place) if place is not None else None
        if chosen is not None and found is not None:
            shown, picture = found
            self.zoom.hover((place, shown), picture, chosen.rect)
        else:
            self.zoom.leave()

    def choose_place(self, place: Place) -> bool:
        """What a click on `place` does (`Gestures.click`), without looking under it."""
        if self.person_to_move() is None:
            return self.use_place(place)
        if place in self.lit:
            return self.click_place(place)
        return self.use_place(place) or self.pick_from(place)

    # ---- what a title supplies ------------------------------------------------------------------------
    def usable_places(self) -> list[Place]:
        """Places a click uses though no command lights them (`use_place`)."""
        return []
