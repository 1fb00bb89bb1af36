"""Frame time per table scene at 1920×1080, headless: median and 99th percentile of update, draw
and flip, with the mouse moving over the table; and while pieces slide after each command."""

from __future__ import annotations

import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")      # headless, also when imported alone
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.engine import new_game
from scenes import games, programs

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
    "heredity": ("heredity", {"chapter": 1, "players": 1}, {"table": {
        "terrain": [{"card": "101"}, {"card": "102", "col": 1}, {"card": "105", "row": -1}, {"card": "107", "col": -1},
                    {"card": "106", "col": 1, "row": 1}, {"card": "108", "level": 1}],
        "figures": {"selena": "101:a", "brick": "102:p", "djamal": "107:r", "maeve": "105:o", "104.1": "101:b",
                    "140.1": "107:r", "141.1": "107:f", "141.2": "107:f"},
        "timeline": [{"card": "104"}, {"card": "17", "under": ["144"]}, {"card": "103"}, {"card": "140"},
                     {"card": "141"}],
        "marker": 1, "encounters": {"104": "hostile", "140": "hostile", "141": "hostile"},
        "items": [{"card": "131", "member": "brick"}, {"card": "130", "member": "maeve"},
                  {"card": "133", "member": "djamal"}, {"card": "134", "member": "selena"}],
        "materials": {"brick": 2}, "damage": {"djamal": ["head.0", "torso.1"]}, "discs": {"maeve": ["legs.0"]},
        "counters": {"103": 5}, "laid": ["118"], "ground": {"102:p": 1}, "flags": ["scouts_came"]}}),
    "zeds": ("zeds", {"players": 2}, {
        "heroes": ["schmidt", "piazza"], "round": {"event": "hunting_cabin", "phase": "actions"},
        "story_kept": ["adrenaline", "bulldozer"],
        "zeds": [{"zed": "6/3", "space": "forest:3"}, {"zed": "4/2", "space": "forest:3", "hits": 1},
                 {"zed": "9/4", "space": "mountain:start"}, {"zed": "7/4", "space": "highway:2"},
                 {"zed": "5/3", "space": "suburbs:5", "hits": 2}, {"zed": "5/2", "space": "suburbs:5"}],
        "units": [{"unit": "civ7", "space": "forest:2", "markers": ["well_armed"]},
                  {"unit": "piazza", "space": "highway:0"}, {"unit": "hunt", "space": "suburbs:3"},
                  {"unit": "civ1", "space": "suburbs:4"}]}),
}


def measure(app, count: int) -> dict:
    """The whole frame, and apart: the frame's own work (input, update, drawing) and the
    display's flip (scaling to the window, which the driver does)."""
    times, work, flips = [], [], []
    for index in range(count):
        x = 200 + (index * 37) % 1500
        y = 120 + (index * 53) % 800
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0)))
        start = time.perf_counter()
        app.frame(1 / 60, pygame.event.get())
        drawn = time.perf_counter()
        pygame.display.flip()
        end = time.perf_counter()
        times.append(end - start)
        work.append(drawn - start)
        flips.append(end - drawn)
    times.sort()
    return {"median_ms": round(statistics.median(times) * 1000, 2),
            "p99_ms": round(times[int(len(times) * 0.99) - 1] * 1000, 2),
            "work_median_ms": round(statistics.median(work) * 1000, 2),
            "flip_median_ms": round(statistics.median(flips) * 1000, 2)}


def measure_motion(app, count: int) -> dict:
    """Frames while pieces slide, turn, pop and roll: a solo game of Dawn of the Zeds, command
    after command, every frame of each motion timed, its own work apart from the flip (and the
    cost of the command that started it, apart)."""
    from game.engine.bots import bot_move
    app.settings.animation = 1.0
    scene = games.open_table(app, new_game("zeds", 4, {"players": 1}), "bench-motion")
    app.frame(1 / 60, [])
    frames, work, commands = [], [], []
    while len(frames) < count and not scene.session.outcome():
        start = time.perf_counter()
        scene.send(bot_move(scene.session, scene.session.to_move()[0], "heuristic"))
        commands.append(time.perf_counter() - start)
        while scene.motion is not None and len(frames) < count:
            start = time.perf_counter()
            app.frame(1 / 60, pygame.event.get())
            drawn = time.perf_counter()
            pygame.display.flip()
            frames.append(time.perf_counter() - start)
            work.append(drawn - start)
    frames.sort()
    commands.sort()
    return {"frames": len(frames), "median_ms": round(statistics.median(frames) * 1000, 2),
            "p99_ms": round(frames[max(0, int(len(frames) * 0.99) - 1)] * 1000, 2),
            "work_median_ms": round(statistics.median(work) * 1000, 2),
            "work_p99_ms": round(sorted(work)[max(0, int(len(work) * 0.99) - 1)] * 1000, 2),
            "command_with_snapshot_median_ms": round(statistics.median(commands) * 1000, 2)}


def run(count: int) -> dict:
    from scenes.app import App
    figures = {}
    with tempfile.TemporaryDirectory() as data:
        app = App(data_dir=data, language="en", headless=True)
        from scenes.menu import MenuScene
        app.reset(MenuScene(app))
        figures["menu"] = measure(app, count)
        for name, (title, options, setup) in SCENES.items():
            if title not in programs.playable_titles():
                continue
            games.open_table(app, new_game(title, 4, options, setup), f"bench-{name}")
            figures[name] = measure(app, count)
        figures["zeds_while_sliding"] = measure_motion(app, count)
        app.shutdown()
    return figures
