"""Where on a table each legal command can be given: the places a click or a drop answers.

A place is a small tuple naming something on the board: `("cell", (1, 2))`, `("unit", "piazza")`,
`("pile", "evacuation")`. Each title supplies one pure function, `routes(view, command)`, saying
by which places a command is given: a route is the places clicked one after another (or a piece
dragged onto the last one). A step may offer alternatives (any of several places), and a route may
name places to click once the command is done, when the next question is already answered by the
gesture (a disc dropped on one particular space). A command without a route is answered in the
prompt bar.

`PlaceIndex` turns the legal commands into what the table needs: what lights up after the places
picked so far, which commands a click completes, which pieces may be picked up first. `HitMap`
knows where each place is drawn, topmost last, and which place a piece is drawn on (a counter on
a space: where the space is lit and the counter is not, a click on the counter means the space).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pygame

Place = tuple
Step = tuple  # of Places: any one of them


@dataclass(frozen=True)
class Route:
    steps: tuple[Step, ...]
    then: tuple[Place, ...] = ()          # places to click after the command, if they answer the next question


def is_place(value: Any) -> bool:
    return isinstance(value, tuple) and bool(value) and isinstance(value[0], str)


def route(*steps: Place | Iterable[Place], then: Iterable[Place] = ()) -> Route:
    """A route from places, one per step; a step given as a list or set offers any of them."""
    return Route(tuple((step,) if is_place(step) else tuple(step) for step in steps), tuple(then))


@dataclass(frozen=True)
class Option:
    route: Route
    command: Any

    def follows(self, picked: tuple[Place, ...]) -> bool:
        steps = self.route.steps
        return len(steps) >= len(picked) and all(place in step for place, step in zip(picked, steps, strict=False))


class PlaceIndex:
    """The legal commands by the places that give them."""

    def __init__(self, commands, routes_of) -> None:
        self.options: list[Option] = []
        self.unplaced: list = []                  # answered in the prompt bar
        for command in commands:
            routes = list(routes_of(command))
            if not routes:
                self.unplaced.append(command)
            self.options += [Option(r, command) for r in routes]

    def following(self, picked: tuple[Place, ...]) -> list[Option]:
        return [option for option in self.options if option.follows(picked)]

    def next_places(self, picked: tuple[Place, ...]) -> dict[Place, list[Option]]:
        """What may be clicked after `picked`, with the options it leads on."""
        found: dict[Place, list[Option]] = {}
        depth = len(picked)
        for option in self.following(picked):
            if len(option.route.steps) > depth:
                for place in option.route.steps[depth]:
                    found.setdefault(place, []).append(option)
        return found

    def completed(self, picked: tuple[Place, ...]) -> list[Option]:
        return [o for o in self.following(picked) if len(o.route.steps) == len(picked)]

    def valid(self, picked: tuple[Place, ...]) -> bool:
        return not picked or any(len(o.route.steps) > len(picked) for o in self.following(picked))

    def starts(self) -> set[Place]:
        """Places that begin a route of more than one step: pieces to pick up or select first."""
        return {place for o in self.options if len(o.route.steps) > 1 for place in o.route.steps[0]}

    def commands_of(self, options: Iterable[Option]) -> list:
        """The distinct commands of `options`, in the order of the legal list."""
        found: list = []
        for option in options:
            if option.command not in found:
                found.append(option.command)
        return found


class HitMap:
    """The places drawn on the table and their rectangles, in drawing order (the last on top)."""

    def __init__(self) -> None:
        self.entries: list[tuple[Place, pygame.Rect]] = []
        self.bases: dict[Place, Place] = {}

    def clear(self) -> None:
        self.entries = []
        self.bases = {}

    def add(self, place: Place, rect: pygame.Rect, on: Place | None = None) -> None:
        """`place` drawn at `rect`; `on`: the place it is drawn on, if it is a piece on one."""
        self.entries.append((place, pygame.Rect(rect)))
        if on is not None:
            self.bases[place] = on

    def base(self, place: Place) -> Place | None:
        """The place `place` is drawn on, if any."""
        return self.bases.get(place)

    def at(self, pos) -> list[Place]:
        """Every place under `pos`, the topmost first."""
        return [place for place, rect in reversed(self.entries) if rect.collidepoint(pos)]

    def rects(self, place: Place) -> list[pygame.Rect]:
        return [rect for p, rect in self.entries if p == place]

    def rect(self, place: Place) -> pygame.Rect | None:
        found = self.rects(place)
        return found[0] if found else None

    def point(self, place: Place) -> tuple[int, int] | None:
        """A point where `place` is the topmost thing under the mouse (for scripted mice)."""
        for rect in self.rects(place):
            for fx, fy in ((0.5, 0.5), (0.25, 0.25), (0.75, 0.75), (0.25, 0.75), (0.75, 0.25), (0.5, 0.15),
                           (0.5, 0.85), (0.15, 0.5), (0.85, 0.5)):
                pos = (rect.x + int(rect.width * fx), rect.y + int(rect.height * fy))
                if self.at(pos)[:1] == [place]:
                    return pos
        return None
