"""Memory over a long evening: what a table drew goes when it is left, the texts kept are bounded
by their bytes, and the program gives a left table's memory back when it rests
(`benchmarks/memory.py` measures ten games in one run)."""

import weakref

import pygame

from game.engine.session import SeatInfo
from scenes import games, heap, style
from scenes.menu import MenuScene
from scenes.replay import open_replay
from scenes.tables.zeds import art
from tests.ui.conftest import frame


def zeds_table(app):
    table = games.start(app, "zeds", {"players": 1}, [SeatInfo(kind="bot", bot="heuristic")], seed=3)
    frame(app)
    return table


def test_the_last_table_of_a_title_left_drops_the_pictures_it_drew(app):
    table = zeds_table(app)
    assert art.unit_counter.cache_info().currsize > 0 and art.zed_counter.cache_info().currsize > 0
    replay = open_replay(app, table.session)
    frame(app)
    replay.control.close()              # the game's own table is still there and still drawn
    assert art.unit_counter.cache_info().currsize > 0
    app.reset(MenuScene(app))
    assert art.unit_counter.cache_info().currsize == 0 and art.zed_counter.cache_info().currsize == 0


def test_a_left_table_is_freed_when_the_program_rests(app):
    left = weakref.ref(zeds_table(app))
    app.reset(MenuScene(app))
    assert app.table_left
    app.loop(0.2)                       # a frame drawn, then the loop rests
    assert not app.table_left
    assert left() is None               # the table and its widgets refer to each other: collected


def test_giving_back_returns_the_heaps_free_pages_where_the_c_library_can():
    heap.give_back()
    trim = heap._malloc_trim()
    assert trim is None or trim(0) in (0, 1)


def test_the_texts_kept_are_bounded_by_their_bytes():
    kept = style.Pictures(budget=10 * 100 * 4)         # ten pictures of 10×10 pixels
    pictures = {n: pygame.Surface((10, 10), pygame.SRCALPHA) for n in range(12)}
    for n in range(10):
        kept.put(n, pictures[n])
    assert kept.get(0) is pictures[0]                   # asked again: now the most recent
    kept.put(10, pictures[10])
    kept.put(11, pictures[11])
    assert kept.get(1) is None and kept.get(2) is None  # the least recently asked for went first
    assert kept.get(0) is pictures[0] and kept.bytes <= kept.budget and len(kept.kept) == 10


def test_every_log_line_of_an_evening_fits_in_the_texts_budget(app):
    style.forget_fonts()
    for n in range(5000):
        style.text(f"Zed {n} walks in", 18)
    assert style._texts.bytes <= style.TEXT_BYTES
    assert style.text("Zed 4999 walks in", 18) is style.text("Zed 4999 walks in", 18)
