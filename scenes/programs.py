"""What the program needs of a title beyond its rules, and where it finds it.

A title's table package `scenes/tables/<name>/` exports one `Program` as `PROGRAM`: its colour,
its table scene, its figures at the game's end, its screenshots, the scene a finished game leads
on to, what a finished game keeps beyond itself, its entries on the title menu. A package's
`__init__` holds only that record: the menu reads it before its first frame, and each part is
imported when it is first asked for.

Shared scenes find a title's program here, by the title's name (`game.engine.registry` lists the
titles), never by importing a table package by its name.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.engine.registry import title_names

if TYPE_CHECKING:
    from game.engine.session import Session
    from scenes.colour_science import Pair
    from scenes.legend import LegendIcon
    from scenes.scene import Scene
    from scenes.summary import Collector
    from scenes.table import TableScene


@dataclass(frozen=True)
class MenuEntry:
    """A button of the title menu opening one of the title's own scenes (Heredity's campaigns)."""

    name: str
    label_key: str
    scene: Callable[[], type[Scene]]        # the scene class, imported on the click; made with the app


@dataclass(frozen=True)
class Program:
    colour: tuple[int, int, int]            # its name on its table's top bar; its place on the Load list
    table: Callable[[], type[TableScene]]   # its table scene class, imported when a table opens
    # a fresh collector of its figures at the game's end (`scenes/summary.py`; None: the decisive
    # move and the move count alone)
    figures: Callable[[], Collector] | None = None
    tour: Callable[[Any, Any], None] | None = None      # (app, shots): its screenshots (`scenes/tour.py`)
    # the scene a finished game leads on to (None: a new game)
    after_game: Callable[[], type[Scene]] | None = None
    # (app, session, game id, found): what a finished game keeps beyond itself (Heredity: the
    # chapter's result in its campaign); `found` when found finished (resumed, loaded)
    keep_result: Callable[[Any, Session, str, bool], None] | None = None
    menu: tuple[MenuEntry, ...] = ()
    # the pairs of its colours that mean different things, in the palette drawn now, each with its
    # second cue (`colour_science.Pair`): tests hold them apart for colour-blind eyes
    colours: Callable[[], tuple[Pair, ...]] | None = None
    legend: Callable[[], tuple[LegendIcon, ...]] | None = None     # its icons and their meanings (`scenes/legend.py`)


# title -> its program, as found (None: a title without a table, not offered on screen)
PROGRAMS: dict[str, Program | None] = {}


def program(title: str) -> Program | None:
    """The title's program, its package imported on first use; None for a title without one."""
    if title not in PROGRAMS:
        if title not in title_names():
            return None
        package = f"scenes.tables.{title}"
        try:
            PROGRAMS[title] = importlib.import_module(package).PROGRAM
        except ModuleNotFoundError as error:
            if error.name != package:
                raise
            PROGRAMS[title] = None
    return PROGRAMS[title]


def of(title: str) -> Program:
    """The program of a title that has one (a title offered on screen)."""
    found = program(title)
    if found is None:
        raise LookupError(f"{title} has no table")
    return found


def playable_titles() -> list[str]:
    """The titles offered on screen: those with a table, in the registry's order."""
    return [name for name in title_names() if program(name) is not None]


def menu_entries() -> list[MenuEntry]:
    """The titles' own entries on the title menu."""
    return [entry for name in playable_titles() for entry in of(name).menu]
