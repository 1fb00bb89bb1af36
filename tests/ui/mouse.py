"""A scripted player's hand: gives a command at a table the way a person would, with real mouse
events on what is drawn and on top: through the places its title's `routes` name (clicking each
step, a prompt-bar button for a prompt place), or the prompt button that gives it."""

from __future__ import annotations

import pygame

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
    """Whether clicking `route` (the first place on screen of each step) ends in `command`: the
    clicks may complete other commands too, of which the table's `prefer` chooses, or asks."""
    picked = []
    for step in route.steps:
        place = next((p for p in step if shown(app, scene, p)), None)
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
    hear_out(app, scene)
    routes = scene.routes(command)
    if not routes:
        button = button_for(scene, command)
        assert button is not None, f"no prompt button for {command}"
        click(app, button.rect.center)
        return
    before = scene.session.command_count
    for route in sorted(routes, key=lambda r: len(r.steps)):
        if not gives(app, scene, route, command):
            continue
        for step in route.steps:
            assert click_step(app, scene, step), f"{command}: no place of {step} on screen"
            if scene.session.command_count != before:
                return
        button = button_for(scene, command)
        if button is not None and scene.offered:
            click(app, button.rect.center)
        return
    raise AssertionError(f"{command}: no route on screen gives it ({routes})")
