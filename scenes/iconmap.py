"""The icon map: where each icon a title draws shows on screen, and what it means, so that the
mouse resting on one hears its meaning in words (the table's tooltip).

An icon's picture is tagged once with its meaning (`tag`, a translation key); wherever it is
blitted through `style.blit`, it goes on the map of the surface it lands on, and from there,
like the texts of the text map (`scenes/textmap.py`), along with that surface onto the next, up
to the display. An icon drawn straight onto a surface (a glyph, a shape) is marked there
(`mark`). A picture blitted over an icon hides it from the map; a surface painted anew forgets
its icons (`forget`, with its texts).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

import pygame

_meanings: WeakKeyDictionary[pygame.Surface, str] = WeakKeyDictionary()      # icon picture -> meaning
_marks: WeakKeyDictionary[pygame.Surface, list[tuple[pygame.Rect, str]]] = WeakKeyDictionary()


def tag(picture: pygame.Surface, meaning: str) -> pygame.Surface:
    """`picture` is an icon meaning `meaning` (a translation key)."""
    _meanings[picture] = meaning
    return picture


def mark(surface: pygame.Surface, rect: pygame.Rect, meaning: str) -> None:
    """An icon meaning `meaning` was drawn on `surface` at `rect`."""
    _marks.setdefault(surface, []).append((pygame.Rect(rect), meaning))


def forget(surface: pygame.Surface) -> None:
    if _marks:
        _marks.pop(surface, None)


def carry(target: pygame.Surface, source: pygame.Surface, landed: pygame.Rect, area=None,
          floats: bool = False) -> None:
    """`source` was blitted onto `target`, its part `area` landing on `landed`: an icon lands
    there; a picture brings its icons along and (unless it `floats` a moment over the table: a
    dragged piece, a zoomed card) hides those wholly under it."""
    if not _meanings and not _marks:
        return
    meaning = _meanings.get(source)
    if meaning is not None:
        mark(target, landed, meaning)
        return
    if floats:
        return
    if target in _marks:
        _marks[target] = [(rect, words) for rect, words in _marks[target] if not landed.contains(rect)]
    shown = _marks.get(source)
    if not shown:
        return
    origin = pygame.Rect(area) if area is not None else source.get_rect()
    dx, dy = landed.x - origin.x, landed.y - origin.y
    clip = target.get_clip().clip(landed)
    for rect, words in shown:
        moved = rect.move(dx, dy)
        if clip.contains(moved):
            mark(target, moved, words)


def meaning_at(surface: pygame.Surface, pos) -> str:
    """The meaning key of the icon drawn last at `pos` on `surface`, or ""."""
    return next((words for rect, words in reversed(_marks.get(surface, ())) if rect.collidepoint(pos)), "")


def icons(surface: pygame.Surface) -> list[tuple[pygame.Rect, str]]:
    """Every icon on `surface`, where it shows and its meaning key (tests)."""
    return list(_marks.get(surface, ()))
