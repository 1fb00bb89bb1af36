"""The rules core every title stands on.

A title is a `Title`: pure `decide`/`evolve` functions over frozen states, `legal_commands`,
`view` and bots. A `Session` holds one game's history and folds it into the current state, and
tells its log to each seat as far as that seat may see it.
"""

from game.engine.errors import RuleError
from game.engine.registry import get_title, title_names
from game.engine.session import Header, SeatInfo, Session, new_game
from game.engine.title import OptionSpec, Title
from game.engine.types import NOBODY, PUBLIC, Command, Event, EventList, State

__all__ = [
    "Command", "Event", "EventList", "Header", "NOBODY", "OptionSpec", "PUBLIC", "RuleError", "SeatInfo",
    "Session", "State", "Title", "get_title", "new_game", "title_names",
]
