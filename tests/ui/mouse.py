"""A scripted player's hand: gives a command at a table the way a person would, with real mouse
events on what is drawn and on top: through the places its title's `routes` name (clicking each
step, a prompt-bar button for a prompt place), or the prompt button that gives it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.titles.heredity import model as heredity
from tests.ui.conftest import click, key

PROMPT = "prompt"


def button_for(scene, command=None, name=None):
    return next((b for b in scene.prompt.buttons
                 if (command is not None and b.command == command) or (name is not None and b.name == name)), None)


def point_of(app, scene, place):
    """Where to click `place`: on the table, or in an overlay the table opened (a pile...)."""
    top = app.top
    hits = getattr(top, "hits", None) if top is not scene else scene.hits
    return hits.point(place) if hits is not None else None


def click_step(app, scene, step) -> bool:
    for place in step:
        if place[0] == PROMPT:
            button = button_for(scene, name=place[1])
            if button is not None:
                click(app, button.rect.center)
                return True
            continue
        pos = point_of(app, scene, place)
        if pos is not None:
            uncover(app, scene, pos)
            click(app, pos)
            return True
    return False


def uncover(app, scene, pos) -> None:
    """A phase told step by step whose picture lies over `pos` (Raxxon's revealed crowd): a
    person clicks on it, step by step, until the table shows there."""
    while app.top is scene and scene.story is not None and scene.story.shows_at(pos):
        click(app, pos)


def shown(app, scene, place) -> bool:
    return place[0] == PROMPT or point_of(app, scene, place) is not None


def gives(app, scene, route, command) -> bool:
    """Whether clicking `route` (the first place on screen of each step) ends in `command`."""
    return route_gives(scene, route, command, lambda place: shown(app, scene, place))


def route_gives(scene, route, command, reachable) -> bool:
    """Whether taking `route` (the first `reachable` place of each step) ends in `command`: the
    places may complete other commands too, of which the table's `prefer` chooses, or asks."""
    picked = []
    for step in route.steps:
        place = next((p for p in step if reachable(p)), None)
        if place is None:
            return False
        picked.append(place)
    done = scene.index.commands_of(scene.index.completed(tuple(picked)))
    return command in (scene.prefer(done) if len(done) > 1 else done)


def hear_out(app, scene) -> None:
    """A phase told step by step shows the game as told so far, where nothing is given: a person
    has the rest told at once (Esc) before acting on the game now."""
    if app.top is scene and scene.telling_step() is not None:
        key(app, pygame.K_ESCAPE)


def give(app, scene, command) -> None:
    """Give `command` by mouse alone; fails the test if no gesture on screen gives it."""
    give_by(app, scene, command, Device(
        settle=hear_out, gives=gives, take_step=click_step, what="place",
        press=lambda app, button: click(app, button.rect.center)))


@dataclass(frozen=True)
class Device:
    """How a test gives a command by one kind of input: the mouse or the keyboard."""

    settle: Callable[[Any, Any], None]               # (app, scene): before the game is read
    gives: Callable[[Any, Any, Any, Any], bool]      # (app, scene, route, command)
    take_step: Callable[[Any, Any, Any], bool]       # (app, scene, step): a place of it taken
    press: Callable[[Any, Any], None]                # (app, prompt button): pressed
    what: str                                        # what a step's place is called in failures


def give_by(app, scene, command, device: Device) -> None:
    """Give `command` through `device`: by its prompt button when no place gives it, else along
    the shortest route whose places are on screen; fails the test if none gives it."""
    device.settle(app, scene)
    routes = scene.routes(command)
    if not routes:
        button = button_for(scene, command)
        assert button is not None, f"no prompt button for {command}"
        device.press(app, button)
        return
    before = scene.session.command_count
    for route in sorted(routes, key=lambda r: len(r.steps)):
        if not device.gives(app, scene, route, command):
            continue
        for step in route.steps:
            assert device.take_step(app, scene, step), f"{command}: no {device.what} of {step} on screen"
            if scene.session.command_count != before:
                return
        button = button_for(scene, command)
        if button is not None and scene.offered:
            device.press(app, button)
        return
    raise AssertionError(f"{command}: no route on screen gives it ({routes})")


def gave(session, before, command) -> bool:
    """Whether `command` was the one given since `before` commands; a Heredity action's disc then
    goes on to the first free space of its kind, so one Space may follow it."""
    given = [turn.command for turn in session.history[before + 1:]]
    return given[:1] == [command] and all(isinstance(c, heredity.Space) for c in given[1:])
