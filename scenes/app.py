"""The program: `holdout` starts here.

The display is a logical 1920×1080 surface; SDL scales it to whatever window the player has
(letterboxed), and mouse positions arrive in logical coordinates, so no scene ever thinks about
the window size.

    holdout [--data-dir DIR] [--lang en|de] [--smoke] [--screenshot DIR] [--replay SAVE]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
import warnings
from pathlib import Path

from game import __version__

LOGICAL_SIZE = (1920, 1080)
MINIMUM_WINDOW = (640, 360)
SCREEN_ROOM = (0.95, 0.9)       # of the screen's width and height: the rest is for its bars and the frame
FPS = 60                # frames a second at most, while something moves
MAX_REST = 0.5          # seconds the loop sleeps at most between two looks at its timers
MAX_DT = 0.5            # seconds one frame may advance timers and animations at most


def window_size(wanted: tuple[int, int], screen: tuple[int, int]) -> tuple[int, int]:
    """The window's size: the one chosen in the settings where the screen has room for it, else
    the largest of the picture's shape it has room for."""
    room = (int(screen[0] * SCREEN_ROOM[0]), int(screen[1] * SCREEN_ROOM[1]))
    if wanted[0] <= room[0] and wanted[1] <= room[1]:
        return wanted
    scale = min(room[0] / LOGICAL_SIZE[0], room[1] / LOGICAL_SIZE[1])
    return max(MINIMUM_WINDOW[0], int(LOGICAL_SIZE[0] * scale)), max(MINIMUM_WINDOW[1], int(LOGICAL_SIZE[1] * scale))


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="holdout", description="Survival board games at one table.")
    parser.add_argument("--version", action="version", version=f"Holdout {__version__}")
    parser.add_argument("--data-dir", help="where saves, journals and settings live")
    parser.add_argument("--lang", choices=("en", "de"), help="language for this start")
    parser.add_argument("--smoke", action="store_true",
                        help="start every scene headless, play a few bot commands in each table, exit")
    parser.add_argument("--screenshot", metavar="DIR", help="write a PNG of each scene and table state to DIR")
    parser.add_argument("--replay", metavar="SAVE", help="step through a saved game from its first command")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    headless = args.smoke or args.screenshot
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        app = App(data_dir=args.data_dir, language=args.lang, headless=bool(headless))
    except FileNotFoundError as error:          # a damaged unpack: say which file, not a traceback
        from scenes.crash import missing_file
        sys.stderr.write(f"Holdout cannot start: a file of its own is missing: "
                         f"{missing_file(error) or error}. Unpack Holdout again.\n")
        return 1
    if headless:
        from scenes import tour  # the tour draws every scene: not for a player's start
        return tour.smoke(app) if args.smoke else tour.screenshots(app, Path(args.screenshot))
    return app.run(replay=Path(args.replay) if args.replay else None)


TOAST_SECONDS = 3.5          # a short message's time on show at the usual reading pace
READ_PER_SECOND = 15         # characters read in a second: a longer message stays longer


def toast_seconds(message: str, pace: float) -> float:
    """How long a message stays on show: 3.5 s, or its reading time when longer, times the
    reader's pace (Settings: 1, 1.5 or 2.5)."""
    return pace * max(TOAST_SECONDS, 1.0 + len(message) / READ_PER_SECOND)


class App:
    """The window, the scene stack, settings, sounds and the main loop."""

    def __init__(self, data_dir=None, language=None, headless=False) -> None:
        import pygame

        from game import i18n
        from saves.paths import data_dir as resolve_data_dir
        from saves.settings import load_settings
        from scenes.theme import theme
        from scenes.widgets.tooltip import CutTextTip

        self.pygame = pygame
        self.started = time.perf_counter()
        self.headless = headless
        self.data_root = resolve_data_dir(data_dir)
        self.settings = load_settings(self.data_root)
        self.start_language = language      # --lang: this start's language, until Settings picks one
        i18n.set_language(self.language())
        pygame.display.init()
        pygame.font.init()
        self.logical_size = LOGICAL_SIZE
        self.display = self._open_window()
        self.window_shown = self._window_settings()     # what the window was last opened or changed to
        self.theme = theme()
        self.palette = ""                      # the palette drawn in (`_apply_palette`)
        self._apply_palette()
        self.sounds = Sounds(self.settings.volume, enabled=not headless)
        self.clock = pygame.time.Clock()
        self.stack: list = []
        self.running = True
        self.first_frame_at: float | None = None
        self.toasts: list[tuple[str, float, tuple]] = []
        self.frames_drawn = 0                  # frames drawn by `loop` (an idle program draws none)
        self.exit_code = 0                     # 1 once an error stopped even the error screen
        self.table_left = False                # a table was left since the loop last rested (`rest`)
        self.tip = CutTextTip(lambda pos: self.top.tip_at(pos) if self.top is not None else "")

    # ---- window --------------------------------------------------------------------------------
    def _open_window(self):
        """The window, SCALED: the scenes draw at `LOGICAL_SIZE` and the picture is scaled to the
        window, which takes the size chosen in the settings where the screen has room for it.
        Opened once: pygame-ce 2.5.8 may crash when `set_mode` opens a resized window again,
        so settings change the open window (`_apply_window`)."""
        pygame = self.pygame
        windowed = not self.settings.fullscreen and not self.headless
        flags = pygame.SCALED | (pygame.RESIZABLE if windowed or self.headless else pygame.FULLSCREEN)
        if not self.headless:
            # pygame-ce reads this hint by its macro's name: with it a SCALED window may take any
            # size and the picture is scaled to fit, not only by whole numbers (by whole numbers a
            # window smaller than the picture showed its middle, cut). Smoothly: text stays legible.
            os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
            os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
            from game.paths import ASSETS
            with contextlib.suppress(pygame.error, FileNotFoundError):     # the window works without it
                pygame.display.set_icon(pygame.image.load(str(ASSETS / "icon.png")))
        if windowed:
            flags |= pygame.HIDDEN              # shown once it has its size: no jump on screen
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            surface = pygame.display.set_mode(LOGICAL_SIZE, flags)
        if windowed:
            self._size_window(None)
            self._window().show()
        pygame.display.set_caption("Holdout")
        return surface

    def _window(self):
        """The display's window, to size and show (pygame-ce warns that `from_display_module`
        will go; it is its one way to change a SCALED display's window)."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return self.pygame.Window.from_display_module()

    def _window_settings(self) -> tuple[bool, tuple[int, int]]:
        width, height = self.settings.window
        return bool(self.settings.fullscreen), (width, height)

    def _fitted_size(self) -> tuple[int, int]:
        """The size chosen in the settings, as the screen has room for it (`window_size`)."""
        width, height = self.settings.window
        return window_size((width, height), self.pygame.display.get_desktop_sizes()[0])

    def _apply_window(self) -> None:
        """The settings' fullscreen and window size, on the open window."""
        pygame = self.pygame
        self.window_shown = self._window_settings()
        if self.headless:
            return
        with contextlib.suppress(pygame.error):     # where it cannot: as it was
            window = self._window()
            if self.settings.fullscreen and not pygame.display.is_fullscreen():
                window.set_fullscreen(desktop=True)
            elif not self.settings.fullscreen and pygame.display.is_fullscreen():
                window.set_windowed()
        if not self.settings.fullscreen:
            self._size_window(pygame.display.get_window_position())

    def _size_window(self, place: tuple[int, int] | None) -> None:
        """SCALED makes the picture's size the window's least: lowered, so that the window can
        take the size chosen, or a smaller one where the screen is smaller. A window that keeps
        its size stays at `place`; any other is centred on the screen."""
        pygame = self.pygame
        with contextlib.suppress(AttributeError, pygame.error):
            window = self._window()
            window.minimum_size = MINIMUM_WINDOW
            size = self._fitted_size()
            kept = place is not None and tuple(window.size) == size
            window.size = size
            window.position = place if kept else pygame.WINDOWPOS_CENTERED

    def say_if_window_kept_its_size(self) -> None:
        """Told after the settings change the window's size: where the screen has no room for the
        size chosen, the size it has room for; where the system keeps a window at a size of its
        own, how to change it instead of a setting that seems to do nothing."""
        if self.headless or self.settings.fullscreen:
            return
        from game.i18n import tr
        wanted = tuple(self.settings.window)
        fitted = self._fitted_size()
        actual = tuple(self.pygame.display.get_window_size())
        if actual != fitted:
            self.toast(tr("ui.settings.window_kept", width=actual[0], height=actual[1]))
        elif fitted != wanted:
            self.toast(tr("ui.settings.window_fitted", width=fitted[0], height=fitted[1]))

    def language(self) -> str:
        """The language the program speaks: this start's (--lang), else the one Settings keeps, else
        the system's. A change of window or volume keeps it (it used to fall back to the kept one)."""
        from game import i18n
        return self.start_language or self.settings.language or i18n.system_language()

    def apply_settings(self) -> None:
        """Settings changed on screen: the window changed, the volume reset, the scenes kept."""
        from game import i18n
        from saves.settings import save_settings
        from scenes import style
        tr = i18n.tr
        i18n.set_language(self.language())
        if self._window_settings() != self.window_shown:     # not at every step of the volume slider
            self._apply_window()
            self.say_if_window_kept_its_size()
        self.sounds.volume = self.settings.volume
        self._apply_palette()
        try:
            save_settings(self.data_root, self.settings)
        except OSError as error:          # the settings hold for this run; say why they are not kept
            self.toast(tr("ui.settings.not_kept", reason=error.strerror or str(error)), style.DANGER)

    def _apply_palette(self) -> None:
        """Draw in the palette the settings name; on a change, what was drawn in the other is
        forgotten (the tables' cached cards and pieces are drawn anew)."""
        from scenes import style
        if self.settings.palette == self.palette:
            return
        self.palette = self.settings.palette
        style.use_palette(self.palette)
        style.forget_pictures("scenes.tables")

    # ---- scene stack ------------------------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self):
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene) -> None:
        old = self.stack.pop()
        old.exit()
        self.stack.append(scene)
        scene.enter()

    def reset(self, scene) -> None:
        """Leave every scene and show `scene` alone (back to the menu, into a new game)."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def reset_with(self, *scene_classes) -> None:
        """Leave every scene and stack fresh ones (e.g. the menu, then a new-game form on it)."""
        self.reset(scene_classes[0](self))
        for scene_class in scene_classes[1:]:
            self.push(scene_class(self))

    def toast(self, message: str, colour=None) -> None:
        """Show `message` for as long as the reader's pace gives it (`toast_seconds`); said again
        while it shows, it starts its time anew instead of showing twice (choosing a window size
        too big, twice, tells it once). The screen below keeps it on its messages line, to be read
        after the toast is gone (`Scene.note`)."""
        from scenes import style
        colour = colour or style.TEXT
        kept = [toast for toast in self.toasts if toast[0] != message]
        ends = time.perf_counter() + toast_seconds(message, self.settings.reading)
        self.toasts = [*kept, (message, ends, colour)][-3:]
        if self.top is not None:
            self.top.note(message, colour)

    # ---- frames ----------------------------------------------------------------------------------
    def frame(self, dt: float, events, draw: bool = True) -> None:
        pygame = self.pygame
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if (event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and not self._help_on_top()
                    and getattr(self.top, "help_key", True)):
                self.open_rules()
                continue
            self.tip.handle(event)
            if self.top is not None:
                self.top.gui_event(event)
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.top.focus.hide()       # the mouse acts: the keyboard's ring goes
                elif event.type == pygame.KEYDOWN and self.top.focus_key(event):
                    if self.top is not None and self.top.focus.shown:
                        self.tip.rest_at(self.top.focus.rect.center)   # why Undo is off, a cut text whole
                    continue
                self.top.handle(event)
        self.tip.update(dt)
        if self.top is not None:
            self.top.update(dt)
        if draw:
            self.draw(self.display)

    def draw(self, surface) -> None:
        from scenes import style, textmap
        first = 0
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index].opaque:
                first = index
                break
        if getattr(self.stack[first], "covers_screen", False):
            textmap.forget(surface)
        else:
            style.clear(surface)
        for scene in self.stack[first:]:
            scene.draw(surface)
        if self.top.focus.shown:
            self.top.focus.draw(surface, self.top.focus_choices())
        self.tip.draw(surface)
        self._draw_toasts(surface)

    def _draw_toasts(self, surface) -> None:
        from scenes import style, textmap
        now = time.perf_counter()
        self.toasts = [t for t in self.toasts if t[1] > now]
        y = 84
        for message, _, colour in self.toasts:
            image = style.text(message, 22, colour, "bold")
            box = image.get_rect(midtop=(self.logical_size[0] // 2, y)).inflate(36, 18)
            textmap.cover(surface, box, "a toast", floats=True)     # it goes in a moment
            style.panel(surface, box, (24, 28, 34), colour, radius=10, width=2)
            style.blit(surface, image, image.get_rect(center=box.center))
            y += box.height + 8

    def run(self, replay: Path | None = None) -> int:
        from scenes.menu import MenuScene
        try:
            self.push(MenuScene(self))
            self.offer_resume()
            if replay is not None:
                self.open_replay(replay)
        except Exception as error:      # the guard of `loop`, for the start
            self.crashed(error)
        self.loop()
        self.shutdown()
        return self.exit_code

    def offer_resume(self) -> None:
        """A game left unfinished (its journal still there) is offered back. The journal's code
        is imported only when there is one: most starts find none."""
        from saves.paths import journal_dir
        folder = journal_dir(self.data_root)
        try:
            if not (folder.is_dir() and any(folder.iterdir())):
                return
        except OSError:             # a folder that cannot be read holds nothing to offer
            return
        from scenes.resume import pending_resume
        resume = pending_resume(self)
        if resume is not None:
            self.push(resume)

    def wake_in(self) -> float | None:
        """Seconds until the screen changes by itself: 0 while something moves, the time to the
        next timer (a bot's move, a hover zoom, a toast going), or None when only input changes it."""
        now = time.perf_counter()
        waits = [expires - now for _, expires, _ in self.toasts] + [self.tip.wake_in(self.display)]
        top = self.top
        if top is not None:
            waits.append(top.wake_in())
        found = [max(0.0, wait) for wait in waits if wait is not None]
        return min(found) if found else None

    def loop(self, seconds: float | None = None) -> None:
        """The main loop, guarded: an error nothing expected is `crashed` (the game kept, a report
        written, an error screen shown) and the loop goes on. `seconds`: stop after that long
        (benchmarks, tests)."""
        end = None if seconds is None else time.perf_counter() + seconds
        while self.running and (end is None or time.perf_counter() < end):
            try:
                self._loop(end)
            except Exception as error:
                self.crashed(error)

    def crashed(self, error: Exception) -> None:
        """Keep every game in play (its journal stays for the next start), write a crash report
        into the data folder and show the error screen. Where that screen itself fails (a font
        missing), stop: one line says why and where the report is."""
        from scenes import crash
        report, problem = crash.write_report(self, error)
        kept = bool(crash.games_in_play(self))
        with contextlib.suppress(Exception):
            crash.keep_games(self)
        if not isinstance(self.top, crash.ErrorScene) and self.show_alone(
                lambda: crash.ErrorScene(self, error, report, problem, kept)):
            return
        why = crash.missing_file(error)
        sys.stderr.write(f"Holdout stopped: {f'a file of its own is missing: {why}' if why else repr(error)}"
                         f"{f'; report: {report}' if report else ''}\n")
        self.exit_code = 1
        self.running = False

    def show_alone(self, make_scene) -> bool:
        """Every scene left, quietly (one of them may be what failed), and the scene `make_scene`
        makes alone on show; False where even that fails."""
        try:
            while self.stack:
                with contextlib.suppress(Exception):
                    self.stack[-1].exit()
                self.stack.pop()
            self.push(make_scene())
        except Exception:
            return False
        return True

    def _loop(self, end: float | None) -> None:
        """The loop itself. It rests while nothing changes: it waits for input or the next timer
        (`wake_in`) and draws a frame only after one of them, at most 60 a second while something
        moves; it returns at `end` (None: when the program stops)."""
        pygame = self.pygame
        last = time.perf_counter()
        drawn = False
        while self.running:
            wake = self.wake_in()
            rest = MAX_REST if wake is None else min(MAX_REST, wake)
            if end is not None:
                left = end - time.perf_counter()
                if left <= 0:
                    break
                rest = min(rest, left)
            events = []
            if drawn and wake != 0:
                # Nothing moves: sleep until an event comes or the next timer is due (at least
                # twice a second, so a quit is never missed).
                self.rest()
                first = pygame.event.wait(max(1, round(rest * 1000)))
                if first.type != pygame.NOEVENT:
                    events.append(first)
                elif wake is None:
                    last = time.perf_counter()      # nothing happened and no timer runs
                    continue
                elif rest < wake:
                    now = time.perf_counter()       # a timer runs but is not due: advance it only
                    self.frame(min(now - last, MAX_DT), [], draw=False)
                    last = now
                    continue
                if wake is None:
                    last = time.perf_counter()      # no timer ran: the rest is no time to catch up
            self.clock.tick(FPS)            # at most FPS frames a second
            events += pygame.event.get()
            now = time.perf_counter()
            dt, last = min(now - last, MAX_DT), now
            self.frame(dt, events)
            pygame.display.flip()
            self.frames_drawn += 1
            drawn = True
            if self.first_frame_at is None:
                self.first_frame_at = time.perf_counter()
                self.report_first_frame()

    def rest(self) -> None:
        """The loop is about to sleep: a table left since gives its memory back now, when nobody
        waits for the screen (`scenes.heap`)."""
        if self.table_left:
            self.table_left = False
            from scenes import heap
            heap.give_back()

    def report_first_frame(self) -> None:
        """For benchmarks/: with HOLDOUT_LAUNCHED_AT (a time.time() stamp) set, print how long
        the first drawn menu took from that moment, and stop."""
        launched = os.environ.get("HOLDOUT_LAUNCHED_AT")
        if launched:
            print(f"first-frame-seconds {time.time() - float(launched):.4f}", flush=True)
            self.running = False

    def quit(self) -> None:
        """Closing the window: every scene gets to keep its game first (tables save). One that
        could not (a save that failed) says False and asks what to do: the window stays open."""
        for scene in reversed(self.stack):
            closing = getattr(scene, "on_close", None)
            if closing and closing() is False:
                return
        self.running = False

    def shutdown(self) -> None:
        from scenes import style
        while self.stack:
            self.stack.pop().exit()
        self.sweep_locks()
        style.forget_fonts()
        self.pygame.quit()

    def sweep_locks(self) -> None:
        """A clean exit leaves no lock file behind: the tables removed their own on leaving, and
        this removes those nobody holds (a crash's, an older Holdout's); another window's stay."""
        from saves.lock import sweep
        from saves.paths import campaigns_dir, journal_dir, saves_dir
        for folder in (journal_dir, saves_dir, campaigns_dir):
            sweep(folder(self.data_root))

    # ---- shared ----------------------------------------------------------------------------------
    def _help_on_top(self) -> bool:
        return getattr(self.top, "name", "") == "rules"

    def open_rules(self, title: str | None = None) -> None:
        from scenes.rules_help import RulesScene
        title = title or next((getattr(s, "title_name", None) for s in reversed(self.stack)
                               if getattr(s, "title_name", None)), None)
        self.push(RulesScene(self, title))

    def open_replay(self, path: Path) -> None:
        """`--replay SAVE`: the save's replay over the menu; a bad file is refused with the reason."""
        from game.engine import RuleError
        from game.i18n import tr
        from scenes import style
        from scenes.replay import replay_file
        try:
            replay_file(self, path)
        except RuleError as error:
            self.toast(tr("ui.load.failed", reason=error.message()), style.DANGER)

    def seconds_since_start(self) -> float:
        return time.perf_counter() - self.started


class Sounds:
    """Short effects from assets/sounds, each read when first played (the first frame waits for
    none of them); silent when there is no audio device."""

    NAMES = ("click", "card", "drop", "refuse", "alarm", "win", "lose")

    def __init__(self, volume: float, enabled: bool = True) -> None:
        import pygame
        self.volume = volume
        self.loaded: dict = {}
        self.enabled = enabled
        if enabled:
            try:
                pygame.mixer.init()
            except pygame.error:
                self.enabled = False

    def sound(self, name: str):
        """The effect `name`, read on first use (None: no audio, or no such file)."""
        if name not in self.loaded and self.enabled:
            import pygame

            from game.paths import ASSETS
            self.loaded[name] = None
            with contextlib.suppress(pygame.error, FileNotFoundError):
                self.loaded[name] = pygame.mixer.Sound(str(ASSETS / "sounds" / f"{name}.wav"))
        return self.loaded.get(name)

    def play(self, name: str) -> None:
        sound = self.sound(name)
        if sound is not None and self.volume > 0:
            sound.set_volume(self.volume)
            sound.play()
