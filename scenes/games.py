"""Starting, loading and resuming games: from the menus to a table scene.

Every table has a save file of its own (`saves/<game id>.json`) and, while it is open, an
autosave journal (`journal/<game id>.journal`).
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

from game.engine import RuleError, Session, get_title, new_game
from game.engine.session import SeatInfo
from saves import gamefile
from saves.lock import GameLock
from saves.paths import JOURNAL, journal_file, saves_dir
from scenes import programs


def keep_result(app, session: Session, game_id: str) -> None:
    """A game found finished (resumed or kept after a crash, loaded) keeps what it leaves beyond
    itself where that is not kept yet: a crash may have come between its last move and that."""
    program = programs.program(session.title.name)
    if session.outcome() is not None and program is not None and program.keep_result is not None:
        program.keep_result(app, session, game_id, True)


def table_class(title: str):
    return programs.of(title).table()


def outcome_text(title: str, outcome: str) -> str:
    """A finished game's outcome in words (`Title.describe_outcome`)."""
    return get_title(title).describe_outcome(outcome)


def new_game_id(title: str, seed: int) -> str:
    return f"{title}-{time.strftime('%Y%m%d-%H%M%S')}-{seed}"


AUTOMATIC_ID = re.compile(r"^[a-z]+-\d{8}-\d{6}-\d+$")


def is_automatic_id(game_id: str) -> bool:
    """Whether a save still has the name it was given when the game began (not one typed)."""
    return AUTOMATIC_ID.match(game_id) is not None


def fresh_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


def start(app, title: str, options: dict, seats: list[SeatInfo], seed: int | None = None):
    seed = fresh_seed() if seed is None else seed
    session = new_game(title, seed, options, seats=seats)
    return open_table(app, session, new_game_id(title, seed))


def open_table(app, session: Session, game_id: str, lock: GameLock | None = None):
    """The game's table, holding the game's lock (`lock`, when the caller holds it already): a
    game open in another Holdout window is refused (RuleError saves.locked) instead of both
    writing its journal and save."""
    for scene in app.stack:                   # this window's own table of that game closes first
        if getattr(scene, "game_id", None) == game_id and hasattr(scene, "leave"):
            scene.leave()
    lock = lock or lock_game(app, game_id)
    try:
        keep_result(app, session, game_id)
        scene = table_class(session.title.name)(app, session, game_id)
    except BaseException:
        if lock is not None:          # no table holds it: let go, or the game stays locked
            lock.release()
        raise
    scene.control.lock = lock
    app.reset(scene)
    return scene


def lock_game(app, game_id: str) -> GameLock | None:
    """The game's lock; None where no lock can be made (a read-only data folder, or one that is
    a file): nothing can be written there, so no other window writes the game either, and the
    table plays on with its autosave off (it says so)."""
    try:
        return GameLock.acquire(journal_path(app, game_id))
    except RuleError as error:
        if error.code != "saves.lock_failed":
            raise
        return None


def save_path(app, game_id: str) -> Path:
    return saves_dir(app.data_root) / f"{game_id}.json"


def journal_path(app, game_id: str) -> Path:
    return journal_file(app.data_root, game_id)


def game_of_journal(app, journal: Path) -> str:
    """The game id a journal keeps: its name, or, for a name shortened to fit the file system
    (`saves.paths.bounded_name`), the save's it was shortened from while that save is there."""
    game_id = journal.name.removesuffix(JOURNAL)
    if journal_path(app, game_id) == journal:
        return game_id
    return next((save.stem for save in saves_dir(app.data_root).glob("*.json")
                 if journal_path(app, save.stem) == journal), game_id)


def load(app, path: Path):
    """Open a saved game; a bad file raises RuleError with the reason and changes nothing."""
    session = gamefile.load(path)
    return open_table(app, session, Path(path).stem)
