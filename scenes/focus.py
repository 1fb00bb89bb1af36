"""Keyboard focus, one ring for every screen: a scene says what may be chosen on it now
(`Scene.focus_choices`: its buttons, the segments of its rows, a table's lit places), each a
`Choice` with a rectangle and what choosing it does (what a click on it does). Tab and Shift+Tab go
through them in reading order, the arrow keys to the nearest one in that direction, Enter or Space
chooses the one in focus. Esc stays each scene's own (it steps back).

The ring shows only once a key has moved it, and a mouse press hides it again: until then Enter
and Space keep the meaning a mouse player knows (the prompt's main button), and a scene's own keys
(`Scene.own_keys`, the replay's arrows) keep theirs. The choices are asked for anew at each key
and each frame, so the ring follows a screen that changes under it: where the choice in focus is
gone (a card was played), the nearest one to where it stood takes the focus."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
CHOOSE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ACROSS_WEIGHT = 2       # an arrow prefers a choice in line over a nearer one off to the side
OUTER, INNER = (10, 12, 16), (255, 255, 255)


@dataclass(frozen=True)
class Choice:
    key: Hashable                       # the same thing keeps its key when the screen is laid out anew
    rect: pygame.Rect
    choose: Callable[[], object]
    # a control set by ← and → while in focus (a slider: a step down or up), which then move no focus
    adjust: Callable[[int], object] | None = None


def reading_order(choices: Sequence[Choice]) -> list[Choice]:
    """Line by line from the top, each line from the left: a choice whose middle lies within the
    height of a line's first choice is on that line (cards of one row differ a little in height)."""
    lines: list[list[Choice]] = []
    for choice in sorted(choices, key=lambda c: (c.rect.centery, c.rect.x)):
        if lines and choice.rect.centery <= lines[-1][0].rect.bottom:
            lines[-1].append(choice)
        else:
            lines.append([choice])
    return [choice for line in lines for choice in sorted(line, key=lambda c: c.rect.x)]


def toward(choices: Sequence[Choice], origin: pygame.Rect, direction: tuple[int, int]) -> Choice | None:
    """The nearest choice whose middle lies beyond `origin`'s in `direction` (a unit step along one
    axis), the distance across that direction counting double; one within 45° of that direction
    before any other (→ from a card goes to the card beside it, not to a button far up the edge
    that lies a little more to the right)."""
    dx, dy = direction
    ox, oy = origin.center
    ranked = []
    for choice in choices:
        cx, cy = choice.rect.center
        along = (cx - ox) * dx + (cy - oy) * dy
        across = abs(cx - ox) * abs(dy) + abs(cy - oy) * abs(dx)
        if along > 0:
            ranked.append((across > along, along + ACROSS_WEIGHT * across, choice))
    return min(ranked, key=lambda r: r[:2])[2] if ranked else None


def nearest(choices: Sequence[Choice], origin: pygame.Rect) -> Choice | None:
    ox, oy = origin.center
    return min(choices, key=lambda c: (c.rect.centerx - ox) ** 2 + (c.rect.centery - oy) ** 2, default=None)


class FocusRing:
    """Which choice of a scene has the keyboard's focus (`key`; None: the ring is hidden)."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)        # where the focused choice stood when last seen

    @property
    def shown(self) -> bool:
        return self.key is not None

    def hide(self) -> None:
        self.key = None

    def current(self, choices: Sequence[Choice]) -> Choice | None:
        """The choice in focus; where it is gone, the one nearest to where it stood."""
        if self.key is None:
            return None
        found = next((c for c in choices if c.key == self.key), None) or nearest(choices, self.rect)
        if found is not None:
            self.key, self.rect = found.key, pygame.Rect(found.rect)
        return found

    def focus(self, choice: Choice) -> None:
        self.key, self.rect = choice.key, pygame.Rect(choice.rect)

    def handle(self, event, choices: Callable[[], Sequence[Choice]], own_keys: frozenset[int] = frozenset()) -> bool:
        """A key that moves the focus or chooses; True when it was used (the scene never sees it)."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if event.key != pygame.K_TAB and not self.shown and (event.key in own_keys or event.key in CHOOSE):
            return False
        if event.key not in ARROWS and event.key not in CHOOSE and event.key != pygame.K_TAB:
            return False
        found = list(choices())
        if event.key in CHOOSE:
            chosen = self.current(found)
            if chosen is None:
                return False
            chosen.choose()
            return True
        if found:
            self.move(event, found)
        return bool(found)

    def move(self, event, choices: list[Choice]) -> None:
        """Tab to the next in reading order (Shift: the one before), an arrow to the nearest that
        way; the first key only shows the ring, on the first choice (Shift+Tab: the last)."""
        order = reading_order(choices)
        backwards = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        here = self.current(order)
        if here is None:
            self.focus(order[-1] if backwards else order[0])
        elif event.key == pygame.K_TAB:
            self.focus(order[(order.index(here) + (-1 if backwards else 1)) % len(order)])
        elif here.adjust is not None and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            here.adjust(ARROWS[event.key][0])
        else:
            self.focus(toward(order, here.rect, ARROWS[event.key]) or here)

    def draw(self, surface: pygame.Surface, choices: Sequence[Choice]) -> None:
        """A white band between two dark lines around the choice in focus: seen on light and on
        dark, by its shape as much as by its colour, and thicker than any glow of a lit place."""
        chosen = self.current(choices)
        if chosen is None:
            return
        rect = chosen.rect
        pygame.draw.rect(surface, OUTER, rect.inflate(24, 24), 4, border_radius=14)
        pygame.draw.rect(surface, INNER, rect.inflate(16, 16), 6, border_radius=12)
        pygame.draw.rect(surface, OUTER, rect.inflate(6, 6), 3, border_radius=9)
