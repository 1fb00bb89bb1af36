"""Frame time per table scene at 1920×1080, headless: median and 99th percentile of update, draw
and flip, with the mouse moving over the table."""

from __future__ import annotations

import statistics
import tempfile
import time

import pygame

from game.engine import new_game
from scenes import games

SCENES = {
    "raxxon": ("raxxon", {"players": 4, "difficulty": "normal"}, {
        "characters": ["thomas_heart", "mia_lee", "meryl_wolfe", "kd_james"], "first_player": 0,
        "crowd": [["innocent:up", "hostile:up", "carrier", "hostile", "family"],
                  ["family:up", "volatile:up", "hostile", "celebrity", "hostile"],
                  ["hostile", "carrier:up", "chaotic", "susceptible:up", "hostile"],
                  ["hostile", "hostile", "celebrity", "volatile", "carrier"]],
        "tokens": [[0, 1, 1, 0, 1], [1, 0, 0, 0, 1], [0, 1, 1, 0, 0], [0, 0, 1, 1, 0]],
        "evacuation": ["hostile", "innocent", "familiar"], "uncontained_quarantine": ["volatile"],
        "power": 2}),
}


def measure(app, count: int) -> dict:
    times = []
    for index in range(count):
        x = 200 + (index * 37) % 1500
        y = 120 + (index * 53) % 800
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0)))
        start = time.perf_counter()
        app.frame(1 / 60, pygame.event.get())
        pygame.display.flip()
        times.append(time.perf_counter() - start)
    times.sort()
    return {"median_ms": round(statistics.median(times) * 1000, 2),
            "p99_ms": round(times[int(len(times) * 0.99) - 1] * 1000, 2)}


def run(count: int) -> dict:
    from scenes.app import App
    figures = {}
    with tempfile.TemporaryDirectory() as data:
        app = App(data_dir=data, language="en", headless=True)
        from scenes.menu import MenuScene
        app.reset(MenuScene(app))
        figures["menu"] = measure(app, count)
        for name, (title, options, setup) in SCENES.items():
            if title not in games.TABLES:
                continue
            games.open_table(app, new_game(title, 4, options, setup), f"bench-{name}")
            figures[name] = measure(app, count)
        app.shutdown()
    return figures
