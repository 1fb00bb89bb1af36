"""A scripted player's hand on the keyboard alone: gives a command at a table as `tests/ui/mouse.py`
does with the mouse, through the places its title's `routes` name, but every step is a choice
the focus ring reaches by Tab or Shift+Tab (whichever way is shorter) and Enter chooses. Each key
is checked: Tab puts the ring on the next choice in reading order (Shift+Tab: the one before), and
Enter changes the game, what is picked, what is offered or the screen on top."""

from __future__ import annotations

import pygame

from scenes.focus import reading_order
from tests.ui.mouse import PROMPT, Device, button_for, give_by, route_gives

SLOW = 0.6          # seconds: the hand-over takes Enter only once it has shown a while


def press(app, key, mod=0, dt=1 / 60, draw=False) -> None:
    app.frame(dt, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                   pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)], draw=draw)


def keys_of(app) -> list:
    return [choice.key for choice in reading_order(app.top.focus_choices())]


def focus_to(app, target) -> None:
    """Tab (or Shift+Tab) until the ring is on `target`, checking each step."""
    ring = app.top.focus
    order = reading_order(app.top.focus_choices())
    keys = [choice.key for choice in order]
    ring.current(order)             # where the choice in focus is gone, the ring is on the nearest
    assert target in keys, f"{target} is no choice of {app.top.name}: {keys}"
    if not ring.shown:
        press(app, pygame.K_TAB)
        assert ring.key == keys[0], f"the first Tab shows the ring on {ring.key}, not on {keys[0]}"
    here = keys.index(ring.key)
    ahead = (keys.index(target) - here) % len(keys)
    step = 1 if ahead <= len(keys) - ahead else -1
    while ring.key != target:
        here = (here + step) % len(keys)
        press(app, pygame.K_TAB, pygame.KMOD_SHIFT if step < 0 else 0)
        assert ring.key == keys[here], f"Tab went to {ring.key}, not to {keys[here]}"


def choose(app, scene, target) -> None:
    """Focus on `target` and press Enter: something must come of it."""
    focus_to(app, target)
    top = app.top
    before = state_of(app, scene)
    press(app, pygame.K_RETURN, draw=True)
    after = state_of(app, scene)
    assert after != before or app.top is not top, f"Enter on {target} changed nothing: {scene.prompt.warning!r}"


def state_of(app, scene) -> tuple:
    """What a choice may change: the game, what is picked or offered, who acts, the screens."""
    return (scene.session.command_count, scene.picked, list(scene.offered), scene.person_to_move(), len(app.stack))


def tell_on(app, scene) -> None:
    """A phase told step by step, or a chapter's story read (nothing else to choose while it
    shows): Space tells or reads it on, to its end."""
    for _ in range(200):
        if app.top is not scene or (scene.story is None and not scene.story_running()):
            return
        press(app, pygame.K_SPACE)
    raise AssertionError("the story never ends")


def button_key(scene, command=None, name=None):
    found = button_for(scene, command, name)
    return None if found is None else ("prompt", found.name, found.label)


def place_key(app, place):
    key = ("place", place)
    return key if key in keys_of(app) else None


def choose_step(app, scene, step) -> bool:
    """The first place of the step the ring can reach, chosen."""
    tell_on(app, scene)
    for place in step:
        key = button_key(scene, name=place[1]) if place[0] == PROMPT else place_key(app, place)
        if key is not None:
            choose(app, scene, key)
            return True
    return False


def drawn(app, scene, place) -> bool:
    """Whether `place` is drawn, on the table or in an overlay it opened: the keyboard reaches a
    place under another (Zeds' combat panel) that the mouse must uncover first."""
    hits = getattr(app.top, "hits", None) if app.top is not scene else scene.hits
    return place[0] == PROMPT or (hits is not None and bool(hits.rects(place)))


def gives(app, scene, route, command) -> bool:
    """Whether choosing `route` (the first place drawn of each step) ends in `command`."""
    return route_gives(scene, route, command, lambda place: drawn(app, scene, place))


def give(app, scene, command) -> None:
    """Give `command` by keyboard alone; fails the test if no choice on screen gives it."""
    give_by(app, scene, command, Device(
        settle=tell_on, gives=gives, take_step=choose_step, what="choice",
        press=lambda app, button: choose(app, scene, ("prompt", button.name, button.label))))


def take_screen(app) -> None:
    """At the hand-over the next person waits a moment, then Tab and Enter on its button."""
    app.frame(SLOW, [])
    choose_button(app, "ready")


def choose_button(app, name) -> None:
    key = next(k for k in keys_of(app) if k[1] == name)
    focus_to(app, key)
    top = app.top
    press(app, pygame.K_RETURN, draw=True)
    assert app.top is not top, f"Enter on {name} left {top.name} on top"
