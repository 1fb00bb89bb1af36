"""Building Heredity situations through the same `--setup` keys the harness takes."""

from __future__ import annotations

from game.engine import new_game
from game.titles.heredity import model as m
from tests.helpers import apply, of_type  # noqa: F401  (the title's tests import them from here)


def game(setup: dict | None = None, chapter: int = 1, players: int = 1, seed: int = 1):
    return new_game("heredity", seed, {"chapter": chapter, "players": players}, setup)


def table(karma: list[str] | None = None, players: int = 1, chapter: int = 1, **keys):
    """A chapter in progress: the `table` set-up key with `keys`, karma cards on top."""
    setup: dict = {"table": keys}
    if karma:
        setup["karma"] = karma
    return game(setup, chapter=chapter, players=players)



def decision(session) -> str | None:
    shown = session.view().decision
    return shown.kind if shown else None


def timeline(session) -> list[str]:
    return [slot.card for slot in session.state.timeline]


def member(session, name: str) -> m.Member:
    return session.state.members[m.MEMBERS.index(name)]
