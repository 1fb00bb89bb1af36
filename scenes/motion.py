"""Motion at the table: after a command, the pieces it moved slide from where they were drawn to
where they are drawn now; a piece the events turned over narrows to nothing and widens again
showing its new face; a marker, a hit or a token the events added pops in; dice tumble through
faces before they settle.

The table has already drawn the new state (the rules decided, the view is new); a `Motion` only
paints over that picture for a moment: each moving piece is cut from the picture before the
command, its new place is covered by what lay there before, and the piece glides from the old
place to the new one. It reads no state and changes none: when it ends (or a click or key skips
it) the table shows exactly what it would have shown without it. Pace: the animation-speed
setting; at speed 0 nothing moves.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from scenes import style

SECONDS = 0.4               # one slide, turn or pop at animation speed 1
ROLL_SECONDS = 0.7          # dice tumbling, then at rest
TUMBLES = 7                 # faces a die shows on its way (the last part of the roll shows the rolled face)
MOST = 16                   # more pieces than this moved at once: the table was laid out anew, no slide
LARGEST = 320 * 440         # a place larger than a card is an area, not a piece
HALO = 10                   # pixels around a piece's new place that its shadow may darken
LEG_SHARE = 0.5             # each further leg of a slide adds this share of a straight slide's time
LONGEST = 3.0               # a slide along many spaces takes at most this many straight slides' time


@dataclass
class Slide:
    """A piece on its way from `start` to `end` (through the spots `via`, the top-left corners of
    the spaces it passes), its size going from the one to the other: a card flying from a pile to
    the table grows, one flying back shrinks."""

    image: pygame.Surface   # the piece as it was drawn before (or, arriving from a pile, as drawn now)
    start: pygame.Rect
    end: pygame.Rect
    cover: pygame.Surface   # what to show at `end` while the piece is on its way
    covered: pygame.Rect    # where the cover goes (`end` and a halo around it)
    via: tuple[tuple[int, int], ...] = ()

    @property
    def legs(self) -> int:
        return len(self.via) + 1

    def at(self, t: float) -> pygame.Rect:
        """Where the piece is drawn at `t` (0: start, 1: end), along its legs at an even pace."""
        spots = [self.start.topleft, *self.via, self.end.topleft]
        lengths = [pygame.Vector2(a).distance_to(b) for a, b in zip(spots, spots[1:], strict=False)]
        along = t * sum(lengths)
        leg = 0
        while leg < len(lengths) - 1 and along > lengths[leg]:
            along -= lengths[leg]
            leg += 1
        part = along / lengths[leg] if lengths[leg] else 1.0
        x, y = pygame.Vector2(spots[leg]).lerp(spots[leg + 1], min(1.0, part))
        width = self.start.width + (self.end.width - self.start.width) * t
        height = self.start.height + (self.end.height - self.start.height) * t
        return pygame.Rect(round(x), round(y), round(width), round(height))


def piece_sized(rect: pygame.Rect) -> bool:
    return 0 < rect.width * rect.height <= LARGEST


def slides_between(before: pygame.Surface, moves: list[tuple[pygame.Rect, pygame.Rect, tuple]],
                   after: pygame.Surface | None = None) -> list:
    """The slides for `moves` (old rect, new rect, the spots between) given the picture `before`
    the command; with
    the picture `after` it, each piece is shown as it is drawn now (a card coming from a pile,
    whose old place shows only the pile)."""
    bounds = before.get_rect()
    starts = [start for start, _, _ in moves]
    slides = []
    for start, end, via in moves:
        if not (bounds.contains(start) and bounds.contains(end)):
            continue
        image = (after.subsurface(end) if after is not None else before.subsurface(start)).copy()
        if any(end.colliderect(other) for other in starts):
            # Where another moving piece stood: an empty place, not that piece twice.
            cover = pygame.Surface(end.size, pygame.SRCALPHA)
            pygame.draw.rect(cover, (*style.PANEL, 255), cover.get_rect(), border_radius=8)
            pygame.draw.rect(cover, (*style.BORDER, 255), cover.get_rect(), 1, border_radius=8)
            at = end
        else:
            at = end.inflate(2 * HALO, 2 * HALO).clip(bounds)      # the new piece's shadow too
            cover = before.subsurface(at).copy()
        slides.append(Slide(image, start, end, cover, at, via))
    return slides


def same_place(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> bool:
    """Whether `rect` lies inside both pictures (and so may be cut from each)."""
    return before.get_rect().contains(rect) and after.get_rect().contains(rect)


def ground_of(picture: pygame.Surface) -> tuple:
    """The colour a piece lies on: its top-left corner, which a rounded piece leaves bare."""
    return tuple(picture.get_at((0, 0)))


@dataclass
class Turn:
    """A piece turned over where it lies: the old face narrows to nothing, the new one widens."""

    before: pygame.Surface
    after: pygame.Surface
    rect: pygame.Rect
    seconds: float = SECONDS

    def draw(self, surface, t: float) -> None:
        surface.fill(ground_of(self.after), self.rect)
        face, width = (self.before, 1 - 2 * t) if t < 0.5 else (self.after, 2 * t - 1)
        narrowed = round(self.rect.width * width)
        if narrowed > 0:
            image = pygame.transform.scale(face, (narrowed, self.rect.height))
            surface.blit(image, image.get_rect(center=self.rect.center))


def turned(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> Turn | None:
    """The turn of the piece at `rect`, or None when it looks as it did."""
    if not same_place(before, after, rect):
        return None
    old, new = before.subsurface(rect).copy(), after.subsurface(rect).copy()
    if pygame.image.tobytes(old, "RGB") == pygame.image.tobytes(new, "RGB"):
        return None
    return Turn(old, new, rect.copy())


def overshoot(t: float) -> float:
    """0 to 1 passing a little beyond 1 on the way (a piece set down with a bounce)."""
    back = 1.70158
    return 1 + (back + 1) * (t - 1) ** 3 + back * (t - 1) ** 2


@dataclass
class Pop:
    """Something new on a piece (a marker, a hit, a token) grows from nothing to its size."""

    image: pygame.Surface   # only what is new: every other pixel clear
    cover: pygame.Surface   # what lay there before
    rect: pygame.Rect
    seconds: float = SECONDS

    def draw(self, surface, t: float) -> None:
        surface.blit(self.cover, self.rect)
        scale = overshoot(t)
        size = (round(self.rect.width * scale), round(self.rect.height * scale))
        if size[0] > 0 and size[1] > 0:
            image = pygame.transform.scale(self.image, size)
            surface.blit(image, image.get_rect(center=self.rect.center))


def popped(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> Pop | None:
    """What appeared within `rect` (the pixels that changed there) as a pop, or None."""
    if not same_place(before, after, rect):
        return None
    old, new = before.subsurface(rect), after.subsurface(rect)
    changed = pygame.mask.from_threshold(new, (0, 0, 0, 255), (1, 1, 1, 255), old)
    changed.invert()
    if not changed.count():
        return None
    source = pygame.Surface(rect.size, pygame.SRCALPHA)
    source.blit(new, (0, 0))
    image = changed.to_surface(pygame.Surface(rect.size, pygame.SRCALPHA), setsurface=source, unsetcolor=(0, 0, 0, 0))
    area = changed.get_bounding_rects()[0].unionall(changed.get_bounding_rects())
    return Pop(image.subsurface(area).copy(), old.subsurface(area).copy(), area.move(rect.topleft))


@dataclass
class Tumble:
    """A die rolling: random faces, turning, then the rolled face at rest for the last third."""

    faces: list[pygame.Surface]
    rect: pygame.Rect
    ground: tuple
    seconds: float = ROLL_SECONDS

    def draw(self, surface, t: float) -> None:
        if t >= 2 / 3:
            return                          # at rest: the table's own picture shows the rolled face
        surface.fill(self.ground, self.rect)
        step = min(len(self.faces) - 1, int(t * 1.5 * len(self.faces)))
        image = pygame.transform.rotate(self.faces[step], (1 - t * 1.5) * 400)
        surface.blit(image, image.get_rect(center=self.rect.center))


FACES = random.Random()     # the faces dice show while rolling: drawing only, never the game's dice


def tumbling(after: pygame.Surface, rect: pygame.Rect, values: Sequence, face: Callable) -> Tumble | None:
    """A die at `rect` tumbling through faces drawn by `face(value)` of random `values`."""
    if not after.get_rect().contains(rect):
        return None
    ground = tuple(after.get_at((max(0, rect.x - 2), max(0, rect.y - 2))))
    return Tumble([face(FACES.choice(values)) for _ in range(TUMBLES)], rect.copy(), ground)


def leg_seconds(seconds: float, legs: int) -> float:
    """A slide of several legs takes longer, but never more than LONGEST times a straight one."""
    return seconds * min(LONGEST, 1 + LEG_SHARE * (legs - 1))


class Motion:
    def __init__(self, slides: list[Slide], seconds: float, effects: Sequence = (), speed: float = 1.0) -> None:
        """A straight slide takes `seconds`, one of several legs longer; each of `effects` (turns,
        pops, tumbles) its own seconds at `speed`."""
        self.slides = slides
        self.effects = list(effects)
        self.speed = speed
        self.slide_seconds = seconds
        self.seconds = max([leg_seconds(seconds, slide.legs) for slide in slides]
                           + [e.seconds / speed for e in self.effects] + [0.0])
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.seconds or not (self.slides or self.effects)

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def draw(self, surface) -> None:
        for slide in self.slides:
            style.blit(surface, slide.cover, slide.covered)
        for effect in self.effects:
            effect.draw(surface, min(1.0, self.elapsed * self.speed / effect.seconds))
        self.draw_slides(surface)

    def draw_slides(self, surface) -> None:
        for slide in self.slides:
            seconds = leg_seconds(self.slide_seconds, slide.legs)
            t = min(1.0, self.elapsed / seconds) if seconds > 0 else 1.0
            rect = slide.at(1 - (1 - t) ** 3)                 # fast away, gently home
            image = slide.image
            if image.get_size() != rect.size:
                if rect.width <= 0 or rect.height <= 0:
                    continue
                image = pygame.transform.scale(image, rect.size)
            style.drop_shadow(surface, rect, 8)
            style.blit(surface, image, rect)
