"""The window fits the screen: it takes the size chosen in the settings where the screen has room
for it, else the largest of the picture's shape that fits, and the picture is scaled to it (by
any factor, not only whole numbers: a window smaller than the picture showed its middle, cut)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from scenes.app import LOGICAL_SIZE, MINIMUM_WINDOW, SCREEN_ROOM, window_size

ROOT = Path(__file__).resolve().parents[2]


def test_a_size_the_screen_has_room_for_is_kept():
    assert window_size((1600, 900), (1920, 1080)) == (1600, 900)
    assert window_size((1920, 1080), (2560, 1440)) == (1920, 1080)


def test_a_size_too_large_for_the_screen_shrinks_to_fit_keeping_the_picture_s_shape():
    for wanted, screen in (((1920, 1080), (1920, 1080)), ((1600, 900), (1366, 768)), ((1280, 720), (1280, 720)),
                           ((2560, 1440), (1280, 1024))):
        width, height = window_size(wanted, screen)
        assert width <= screen[0] * SCREEN_ROOM[0] and height <= screen[1] * SCREEN_ROOM[1]
        assert abs(width / height - LOGICAL_SIZE[0] / LOGICAL_SIZE[1]) < 0.01
        assert max(width / (screen[0] * SCREEN_ROOM[0]), height / (screen[1] * SCREEN_ROOM[1])) > 0.99


def test_no_window_is_smaller_than_the_least():
    assert window_size((1280, 720), (320, 240)) == MINIMUM_WINDOW


PROBE = """
import sys, pygame
from scenes.app import App
app = App(data_dir=sys.argv[1])
surface = app.display
print((tuple(pygame.display.get_desktop_sizes()[0]), tuple(pygame.display.get_window_size()), app.display.get_size()))
app.settings.window = (1280, 720)
app.apply_settings()
print((tuple(pygame.display.get_window_size()), app.display.get_size(), [words for words, *_ in app.toasts]))
app.toasts.clear()
app.settings.volume = 0.3
app.apply_settings()
assert not [words for words, *_ in app.toasts], app.toasts      # the volume says nothing of the window
app.settings.fullscreen = True
app.apply_settings()
fullscreen = pygame.display.is_fullscreen()
app.settings.fullscreen = False
app.apply_settings()
print((fullscreen, pygame.display.is_fullscreen(), tuple(pygame.display.get_window_size()), app.display is surface))
"""


def test_the_program_s_window_takes_the_size_that_fits_and_the_scenes_still_draw_the_whole_picture(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=True)
    opened, changed, toggled = [ast.literal_eval(line) for line in done.stdout.splitlines()[-3:]]
    screen, window, picture = opened
    assert window == window_size((1600, 900), screen) != (1600, 900)       # the dummy screen is 1024×768
    assert picture == LOGICAL_SIZE
    window, picture, toasts = changed
    assert window == window_size((1280, 720), screen)
    assert picture == LOGICAL_SIZE
    assert any(f"{window[0]}×{window[1]}" in words for words in toasts)     # the player is told the size it took
    went_fullscreen, still_fullscreen, window, same_picture = toggled
    assert went_fullscreen and not still_fullscreen
    assert window == window_size((1280, 720), screen)
    assert same_picture                     # the scenes keep drawing on the one display surface
