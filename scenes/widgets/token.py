"""Round pieces every table uses: a disc or figure seen from above, a token space on a sheet, a
small badge of words, hit pips. Cached per look and size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import style

INK = (30, 26, 22)


@lru_cache(maxsize=128)
def figure(label: str, colour: tuple, ring: tuple, size: int) -> pygame.Surface:
    """A figure or counter seen from above: a disc in its colour, a ring, a letter."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    pygame.draw.circle(surface, (0, 0, 0, 120), (centre[0] + 1, centre[1] + 2), size / 2 - 1)
    pygame.draw.circle(surface, colour, centre, size / 2 - 2)
    pygame.draw.circle(surface, ring, centre, size / 2 - 2, max(2, size // 12))
    ink = INK if sum(colour) > 450 else (255, 255, 255)
    style.draw_text(surface, label, centre, max(10, int(size * 0.5)), ink, "bold", "center")
    return surface


@lru_cache(maxsize=32)
def disc(colour: tuple, size: int, hollow: bool = False) -> pygame.Surface:
    """A disc in a player's colour (hollow: one already spent)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    if hollow:
        pygame.draw.circle(surface, (*colour, 110), centre, size / 2 - 1, 2)
        return surface
    pygame.draw.circle(surface, (0, 0, 0, 110), (centre[0] + 1, centre[1] + 2), size / 2 - 1)
    pygame.draw.circle(surface, colour, centre, size / 2 - 2)
    pygame.draw.circle(surface, (255, 255, 255), centre, size / 2 - 2, 2)
    pygame.draw.circle(surface, (255, 255, 255, 90), centre, size / 4, 2)
    return surface


def token_space(surface, centre, radius: int, filled: bool) -> None:
    """A round space printed on a sheet, with a token on it or not."""
    pygame.draw.circle(surface, (160, 150, 130), centre, radius, 2)
    if filled:
        pygame.draw.circle(surface, (150, 40, 40), centre, radius)
        pygame.draw.circle(surface, (220, 120, 110), centre, radius, 2)


@lru_cache(maxsize=128)
def badge(words: str, colour: tuple, size: int, ink: tuple = (255, 255, 255)) -> pygame.Surface:
    image = style.text(words, size, ink, "condensed_bold")
    surface = pygame.Surface((image.get_width() + 10, image.get_height() + 4), pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=6)
    style.blit(surface, image, (5, 2))
    return surface


def pips(surface, centre_x: int, y: int, filled: int, capacity: int, diameter: int, colour=(220, 52, 46)) -> None:
    """A row of pips, the first `filled` in `colour` (hits taken, say)."""
    gap = 2
    x = centre_x - (capacity * diameter + (capacity - 1) * gap) // 2
    for index in range(capacity):
        centre = (x + index * (diameter + gap) + diameter // 2, y)
        pygame.draw.circle(surface, colour if index < filled else (250, 246, 236), centre, diameter // 2)
        pygame.draw.circle(surface, (30, 20, 20), centre, diameter // 2, 1)


@lru_cache(maxsize=64)
def tint(size: tuple[int, int], colour: tuple) -> pygame.Surface:
    """A translucent rectangle (lit areas)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill(colour)
    return surface
