import pygame
import pytest

from scenes.app import App


@pytest.fixture
def app(data_dir):
    application = App(data_dir=str(data_dir), language="en", headless=True)
    yield application
    application.shutdown()


def frame(app, events=()):
    for event in events:
        pygame.event.post(event)
    app.frame(1 / 60, pygame.event.get())


def click(app, pos, button=1):
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def pass_screen(app):
    """The next person has the screen: a click on the hand-over's button."""
    click(app, app.top.button.rect.center)


def drag(app, start, end, steps=6):
    """Press, move in steps, release: what a hand on a mouse does."""
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    frame(app, events)
    for step in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * step // steps
        y = start[1] + (end[1] - start[1]) * step // steps
        frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0))])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def key(app, key, mod=0):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)])
