"""The headless runs: `holdout --smoke` and `holdout --screenshot DIR`."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from saves import gamefile
from saves.paths import saves_dir
from scenes import programs
from scenes.scene import Scene


def draw_frame(app, dt: float = 1 / 60) -> None:
    app.frame(dt, pygame.event.get())


def rules_shots(app, shots) -> None:
    """The rules help: its top, a word searched, the legend of icons."""
    app.open_rules("raxxon")
    shots.take("rules-raxxon", small=True)
    rules = app.top
    rules.search_line.set_text("token")
    rules.searched("token")
    shots.take("rules-raxxon-search", small=True)
    rules.to_legend()
    shots.take("rules-raxxon-icons", small=True)
    app.pop()


def icon_tip_shot(app, shots, name: str) -> None:
    """The mouse resting on the icon drawn last on the table: its meaning in words."""
    from scenes import iconmap
    draw_frame(app)
    rect, _ = iconmap.icons(app.display)[-1]
    app.frame(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))])
    app.frame(0.6, [])
    shots.keep(name, small=True)
    app.frame(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=(4, 1076), rel=(1, 1), buttons=(0, 0, 0))])


def play(table, commands: int, rng: random.Random, bot: str = "heuristic") -> None:
    from game.engine.bots import bot_move
    session = table.session
    for _ in range(commands):
        if session.outcome():
            return
        table.send(bot_move(session, session.to_move()[0], bot, rng))


def smoke(app) -> int:
    """Every scene entered and drawn; a few bot commands played in every table."""
    from scenes import games
    from scenes.about import AboutScene
    from scenes.loadgame import LoadScene
    from scenes.menu import MenuScene
    from scenes.newgame import NewGameScene
    from scenes.settings import SettingsScene

    app.reset(MenuScene(app))
    titles_own = [entry.scene() for entry in programs.menu_entries()]         # Heredity's campaigns
    scene_classes: list[type[Scene]] = [NewGameScene, LoadScene, SettingsScene, *titles_own, AboutScene]
    for scene_class in scene_classes:
        app.push(scene_class(app))
        draw_frame(app)
        app.pop()
    app.open_rules()
    draw_frame(app)
    app.pop()
    rng = random.Random(1)
    for title in programs.playable_titles():
        table = games.start(app, title, {}, _seats(title, {}), seed=7)
        draw_frame(app)
        play(table, 12, rng)
        draw_frame(app)
        app.push(__import__("scenes.pause", fromlist=["PauseScene"]).PauseScene(app, table))
        draw_frame(app)
        app.reset(MenuScene(app))
    draw_frame(app)
    app.rest()              # the tables left give their memory back, as when the loop rests
    print(f"smoke: ok (every scene drawn, tables: {len(programs.playable_titles())})")
    app.shutdown()
    return 0


def _seats(title: str, options: dict) -> list[SeatInfo]:
    from game.engine import get_title
    spec = get_title(title)
    count = spec.seat_count(spec.resolve_options(options))
    return [SeatInfo() for _ in range(count)]


def screenshots(app, folder: Path) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    shots = Shots(app, folder)
    every_shot(app, shots)
    print(f"screenshots: {len(shots.written)} written to {folder}")
    app.shutdown()
    return 0


def every_shot(app, shots: Shots) -> None:
    """Every scene and table state of the tour, each handed to `shots.take`: the shared scenes', then
    each title's (its program's `tour`)."""
    menu_shots(app, shots)
    for title in programs.playable_titles():
        tour = programs.of(title).tour
        if tour is not None:
            tour(app, shots)


class Shots:
    """Writes the current frame at 1920×1080 and as a 1280×720 window would show it."""

    def __init__(self, app, folder: Path) -> None:
        self.app = app
        self.folder = folder
        self.written: list[Path] = []

    def take(self, name: str, small: bool = False) -> None:
        """The table at rest: motion ends within these frames, and a phase told step by step is
        put away with Esc, as a player would."""
        if getattr(self.app.top, "story", None) is not None:
            self.app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                       scancode=0)])
        draw_frame(self.app, 0.5)
        draw_frame(self.app, 0.5)
        self.keep(name, small)

    def keep(self, name: str, small: bool = False) -> None:
        """Write the frame on show (and, with `small`, as a 1280×720 window shows it)."""
        path = self.folder / f"{name}.png"
        pygame.image.save(self.app.display, str(path))
        self.written.append(path)
        if small:
            scaled = pygame.transform.smoothscale(self.app.display, (1280, 720))
            path = self.folder / f"{name}-1280x720.png"
            pygame.image.save(scaled, str(path))
            self.written.append(path)

    def moment(self, name: str, seconds: float) -> None:
        """The frame `seconds` on into what moves now (a piece turning, dice rolling, a phase
        told step by step): a picture of the motion itself."""
        draw_frame(self.app, seconds)
        self.keep_moment(name)

    def keep_moment(self, name: str) -> None:
        self.keep(name)


def menu_shots(app, shots: Shots) -> None:
    from saves.journal import Journal
    from scenes import games
    from scenes.about import AboutScene
    from scenes.menu import MenuScene
    from scenes.newgame import NewGameScene
    from scenes.resume import ResumeScene
    from scenes.settings import SettingsScene

    app.reset(MenuScene(app))
    shots.take("menu", small=True)
    app.push(NewGameScene(app))
    shots.take("newgame")
    app.pop()
    newgame_names_shot(app, shots)
    folder = saves_dir(app.data_root)
    load_shots(app, shots)
    app.reset(MenuScene(app))
    from scenes.replay import replay_file
    replay_file(app, folder / "raxxon-example-3.json").control.go(12)
    shots.take("replay")
    app.pop()
    app.push(SettingsScene(app))
    shots.take("settings")
    app.pop()
    app.push(AboutScene(app))
    shots.take("about")
    app.pop()
    rules_shots(app, shots)
    session = new_game("raxxon", 12, {"players": 1, "difficulty": "intro"})
    Journal(session, games.journal_path(app, "raxxon-unfinished")).close(remove=False)
    app.push(ResumeScene(app, games.journal_path(app, "raxxon-unfinished")))
    shots.take("resume")
    app.pop()
    not_saved_shot(app, shots)
    keyboard_shots(app, shots)


def keyboard_shots(app, shots: Shots) -> None:
    """The focus ring, moved by keys as a player would: on the menu, and at a Raxxon table on a
    place a card picked by keyboard may go to (a drag as "pick, then choose the target")."""
    from scenes import games
    from scenes.menu import MenuScene

    def key(code: int) -> None:
        app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)])
    app.reset(MenuScene(app))
    key(pygame.K_TAB)
    key(pygame.K_DOWN)
    shots.take("menu-keyboard")
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=12)
    play(table, 3, random.Random(12))
    draw_frame(app)
    places = [c for c in table.focus_choices() if c.key[0] == "place"
              and any(len(option.route.steps) > 1 for option in table.lit.get(c.key[1], []))]
    if places:
        table.focus.focus(places[0])
        key(pygame.K_RETURN)
        cells = {c.key for c in table.focus_choices() if c.key[0] == "place" and c.key[1][0] == "cell"}
        for _ in range(len(table.focus_choices())):      # Tab on to the first card it may go to
            key(pygame.K_TAB)
            if table.focus.key in cells:
                break
    shots.take("raxxon-keyboard", small=True)
    app.reset(MenuScene(app))


def newgame_names_shot(app, shots: Shots) -> None:
    """New game with the players' names typed: the longest a name may be, a bot without one."""
    from scenes.newgame import NewGameScene
    app.settings.names = ["Anna", "Maximiliane Josefine", "Ben"]
    app.push(NewGameScene(app))
    form = app.top
    form.choose_title("alone")
    form.set_option("evil_players", 3)
    form.set_player(3, "search")
    shots.take("newgame-names", small=True)
    app.pop()
    app.settings.names = []


def load_shots(app, shots: Shots) -> None:
    """The Load list telling games apart: two first chapters of Heredity (one played by two
    named people, one by a person and a bot in a campaign), each with its table's picture; an
    Alone game whose people see different things (no picture: its title's colour); a Raxxon
    save written without a table (no picture); a damaged file. Then Rename and Delete asking,
    each naming the game."""
    from scenes import games
    from scenes.loadgame import LoadScene
    from scenes.menu import MenuScene
    folder = saves_dir(app.data_root)
    folder.mkdir(parents=True, exist_ok=True)
    session = new_game("raxxon", 3, {"players": 2, "difficulty": "normal"})
    rng = random.Random(3)
    for _ in range(25):
        legal = session.legal_commands(session.to_move()[0])
        session.apply(legal[rng.randrange(len(legal))])
    gamefile.save(session, folder / "raxxon-example-3.json")
    (folder / "damaged.json").write_bytes(b'{"format": "holdout-save", "version": 1, "title": "raxx')
    hidden = games.start(app, "alone", {"evil_players": 1}, [SeatInfo(name="Hana"), SeatInfo(name="Ivo")], seed=5)
    hidden.save(quiet=True)
    campaign = games.start(app, "heredity", {"chapter": 1, "players": 2},
                           [SeatInfo(name="Mara"), SeatInfo(kind="bot", bot="search")], seed=22)
    campaign.session.header.campaign = "heredity-family.json"
    play(campaign, 4, random.Random(22))
    campaign.save(quiet=True)
    family = games.start(app, "heredity", {"chapter": 1, "players": 2}, [SeatInfo(name="Anna"), SeatInfo(name="Ben")],
                         seed=21)
    family.save(quiet=True)
    app.reset(MenuScene(app))
    app.push(LoadScene(app))
    shots.take("load", small=True)
    app.top.ask_name()
    shots.take("load-rename", small=True)
    app.top.cancel_rename()
    app.top.ask_delete()
    shots.take("load-delete", small=True)
    app.pop()


def not_saved_shot(app, shots: Shots) -> None:
    """A way out of a table whose save could not be written (scenes/leaving.py)."""
    import errno
    import os

    from scenes import games
    from scenes.leaving import NotSavedScene
    from scenes.menu import MenuScene
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=12)
    app.push(NotSavedScene(app, table, os.strerror(errno.ENOSPC), lambda: None))
    shots.take("not-saved")
    app.reset(MenuScene(app))
    error_shot(app, shots)


def error_shot(app, shots: Shots) -> None:
    """The screen after an error nothing expected (scenes/crash.py), a game kept."""
    from scenes.crash import ErrorScene
    report = app.data_root / "crash-reports" / "crash-20261128-101500.txt"
    app.show_alone(lambda: ErrorScene(app, RuntimeError("shown"), report, "", kept=True))
    shots.take("error")
    app.reset(__import__("scenes.menu", fromlist=["MenuScene"]).MenuScene(app))
