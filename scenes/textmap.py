"""The text map: each text on a surface, where its pixels are, the box it had to fit in and, when
it was cut, the whole of it.

Texts are drawn into many surfaces (card pictures, the table's still layer) that are then blitted
onto others; `style.blit` carries the texts of the source along, moved to where it lands, so the
display's map says where every text shows on screen. The map keeps only cut texts (their rects
give the tooltips with the whole text), unless `recording()` is on: then it keeps every text, for
the test that checks no text leaves its box or lies over another. With no cut text and no
recording, carrying is one falsy test per blit.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, replace
from weakref import WeakKeyDictionary

import pygame

from scenes import iconmap


@dataclass(frozen=True)
class Placed:
    words: str              # what shows (ending in "…" when cut)
    rect: pygame.Rect       # where its ink is (not the empty line height around it)
    box: pygame.Rect        # where it had to fit
    size: int               # the font size it was drawn at
    whole: str = ""         # the whole text, when what shows is cut
    under: str = ""         # what was later drawn over a part of it

    def moved(self, dx: int, dy: int, clip: pygame.Rect) -> Placed:
        """The same text on a surface it was blitted onto at (dx, dy): its box ends where the
        target's visible part ends."""
        return replace(self, rect=self.rect.move(dx, dy), box=self.box.move(dx, dy).clip(clip))


_marks: WeakKeyDictionary[pygame.Surface, list[Placed]] = WeakKeyDictionary()
_words: WeakKeyDictionary[pygame.Surface, tuple[str, int]] = WeakKeyDictionary()   # rendered texts, their size
_panels: WeakKeyDictionary[pygame.Surface, list[pygame.Rect]] = WeakKeyDictionary()   # while recording
_every = False          # keep every text, not only the cut ones


def keeps(cut: bool) -> bool:
    """Whether a text drawn now goes on the map."""
    return _every or cut


def rendered(image: pygame.Surface, words: str, size: int) -> None:
    """`image` shows `words`: wherever it is blitted while recording, it goes on the map."""
    if _every:
        _words[image] = (words, size)


def ink(image: pygame.Surface, at: pygame.Rect) -> pygame.Rect:
    """Where the letters of a rendered text blitted at `at` are."""
    return image.get_bounding_rect().move(at.x, at.y)


def mark(surface: pygame.Surface, placed: Placed) -> None:
    _marks.setdefault(surface, []).append(placed)


def texts(surface: pygame.Surface) -> list[Placed]:
    return list(_marks.get(surface, ()))


def forget(surface: pygame.Surface) -> None:
    """The surface is painted anew: the texts it showed are gone, and its icons."""
    iconmap.forget(surface)
    if _marks:
        _marks.pop(surface, None)
    if _panels:
        _panels.pop(surface, None)


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A panel was drawn: while recording, a text that begins in it must end in it."""
    if _every:
        _panels.setdefault(surface, []).append(pygame.Rect(rect))


def box_for(surface: pygame.Surface, letters: pygame.Rect) -> pygame.Rect:
    """Where a text drawn without a box of its own must fit: the panel its first letter stands in
    (the one drawn last, on top), else the surface's visible part."""
    start = (letters.x, letters.centery)
    return next((rect for rect in reversed(_panels.get(surface, ())) if rect.collidepoint(start)),
                surface.get_clip())


def cover(surface: pygame.Surface, rect: pygame.Rect, by: str, floats: bool = False) -> None:
    """Something opaque (`by` says what) was drawn over `rect`: the texts wholly under it no
    longer show; those it hides a part of are marked, unless it `floats` over them a moment (a
    dragged piece, a zoomed card): then every text it touches is off the map meanwhile."""
    if _marks and surface in _marks:
        _marks[surface] = [placed if not placed.rect.colliderect(rect) else replace(placed, under=by)
                           for placed in _marks[surface]
                           if not (rect.contains(placed.rect) or floats and rect.colliderect(placed.rect))]


def carry(target: pygame.Surface, source: pygame.Surface, landed: pygame.Rect, area=None,
          covers: bool = True, floats: bool = False) -> None:
    """`source` was blitted onto `target`, its part `area` landing on `landed`: its texts come
    along, and (when `covers`) it hides the texts it landed on (see `cover`)."""
    if _every and source in _words:
        words, size = _words[source]
        letters = ink(source, landed)
        mark(target, Placed(words, letters, box_for(target, letters), size))
        return
    if not _marks:
        return
    shown = _marks.get(source)
    if not shown:
        return
    if covers:
        cover(target, landed, f"a picture showing {shown[0].words!r}", floats)
    origin = pygame.Rect(area) if area is not None else source.get_rect()
    dx, dy = landed.x - origin.x, landed.y - origin.y
    clip = target.get_clip().clip(landed)
    for placed in shown:
        moved = placed.moved(dx, dy, clip)
        if moved.rect.colliderect(clip):
            mark(target, moved)


def faults(shown: list[Placed], slack: int = 1) -> list[str]:
    """What is wrong with these texts on one surface: each one out of its box, each two lying
    over each other (`slack` pixels of either are let pass)."""
    found = [f"{placed.words!r} leaves its box: drawn at {tuple(placed.rect)}, box {tuple(placed.box)}"
             for placed in shown if not placed.box.inflate(2 * slack, 2 * slack).contains(placed.rect)]
    found += [f"{placed.words!r} at {tuple(placed.rect)} is partly hidden by {placed.under}"
              for placed in shown if placed.under]
    for number, placed in enumerate(shown):
        for other in shown[number + 1:]:
            common = placed.rect.clip(other.rect)
            if common.width > slack and common.height > slack:
                found.append(f"{placed.words!r} at {tuple(placed.rect)} overlaps "
                             f"{other.words!r} at {tuple(other.rect)}")
    return found


@contextlib.contextmanager
def recording() -> Iterator[None]:
    """Keep every text drawn meanwhile (tests)."""
    global _every
    before, _every = _every, True
    try:
        yield
    finally:
        _every = before
