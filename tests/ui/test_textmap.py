"""Texts fitted to their boxes, and the text map that follows them from surface to surface."""

from __future__ import annotations

import pygame
import pytest

from scenes import style, textmap

WORDS = "The sirens draw people out of their homes and into the street."


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    style.forget_fonts()
    yield
    style.forget_fonts()


def test_a_line_shrinks_to_its_floor_and_only_then_is_cut():
    wide = style.font(20).size("Quarantine")[0]
    with textmap.recording():
        surface = pygame.Surface((400, 100))
        style.draw_fitted(surface, "Quarantine", pygame.Rect(0, 0, wide, 30), 24, smallest=12)
        style.draw_fitted(surface, WORDS, pygame.Rect(0, 40, 120, 30), 20, smallest=12)
    whole, cut = textmap.texts(surface)
    assert whole.words == "Quarantine" and whole.size < 24 and not whole.whole
    assert cut.size == 12 and cut.words.endswith("…") and cut.whole == WORDS
    assert cut.words == "The sirens draw…"          # at a whole word
    assert all(placed.box.contains(placed.rect) for placed in (whole, cut))


def test_wrapped_words_end_in_their_box_and_the_last_line_says_it_is_cut():
    box = pygame.Rect(10, 10, 150, 40)
    with textmap.recording():
        surface = pygame.Surface((200, 200))
        style.draw_wrapped(surface, WORDS, box, 16, smallest=12)
    lines = textmap.texts(surface)
    assert all(box.contains(line.rect) for line in lines)
    assert lines[-1].words.endswith("…") and lines[-1].whole == WORDS
    assert not any(line.whole for line in lines[:-1])


def test_texts_travel_with_the_picture_they_are_on_and_hide_under_the_next():
    with textmap.recording():
        card = pygame.Surface((100, 40))
        style.draw_text(card, "Carrier", (5, 5), 16)
        other = pygame.Surface((100, 40))
        style.draw_text(other, "Hostile", (5, 5), 16)
        table = pygame.Surface((400, 300))
        style.blit(table, card, (50, 60))
        (moved,) = textmap.texts(table)
        assert moved.rect.topleft[0] >= 55 and moved.rect.top >= 65 and moved.box == pygame.Rect(50, 60, 100, 40)
        style.blit(table, other, (100, 60))              # over the right half of the first card
        assert [p.under for p in textmap.texts(table)] == ["a picture showing 'Hostile'", ""]
        style.blit(table, other, (50, 60))               # wholly over it
        assert [p.words for p in textmap.texts(table)] == ["Hostile", "Hostile"]
        style.clear(table)
        assert textmap.texts(table) == []


def test_without_recording_only_cut_texts_are_kept():
    surface = pygame.Surface((300, 100))
    style.draw_text(surface, "Investigate", (0, 0), 16)
    style.draw_fitted(surface, WORDS, pygame.Rect(0, 40, 100, 20), 16, smallest=14)
    assert [placed.whole for placed in textmap.texts(surface)] == [WORDS]


def test_overlaps_and_texts_out_of_their_box_are_named():
    box = pygame.Rect(0, 0, 100, 20)
    inside = textmap.Placed("Gate", pygame.Rect(2, 2, 40, 14), box, 16)
    over = textmap.Placed("◀ 107", pygame.Rect(30, 4, 30, 12), box, 13)
    out = textmap.Placed("Farmhouse", pygame.Rect(80, 2, 40, 14), box, 16)
    found = textmap.faults([inside, over, out])
    assert found == ["'Farmhouse' leaves its box: drawn at (80, 2, 40, 14), box (0, 0, 100, 20)",
                     "'Gate' at (2, 2, 40, 14) overlaps '◀ 107' at (30, 4, 30, 12)"]
    assert textmap.faults([inside, textmap.Placed("x", pygame.Rect(42, 2, 10, 14), box, 16)]) == []
