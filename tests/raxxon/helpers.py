"""Building Raxxon situations through the same `--setup` keys the harness takes."""

from __future__ import annotations

from game.engine import new_game
from game.titles.raxxon import model as m
from tests.helpers import apply, of_type  # noqa: F401  (the title's tests import them from here)

PLAYERS_2 = ["thomas_heart", "mia_lee"]


def game(setup: dict | None = None, players: int = 2, difficulty: str = "normal", seed: int = 1):
    return new_game("raxxon", seed, {"players": players, "difficulty": difficulty}, setup)


def table(crowd, players: int = 2, characters=None, **more):
    """A game in the middle of day 1 with `crowd` on the table, player 0 to act."""
    setup = {"characters": characters or PLAYERS_2[:players] + ["meryl_wolfe", "kd_james"][: max(0, players - 2)],
             "first_player": 0, "crowd": crowd}
    setup.update(more)
    return game(setup, players=players)



def decision(session) -> str | None:
    shown = session.view().decision
    return shown.kind if shown else None


def cell(session, r, c):
    return session.view().crowd[r][c]


def card_at(session, r, c) -> str:
    for entry in session.state.crowd:
        if (entry.r, entry.c) == (r, c):
            return entry.card
    raise KeyError((r, c))


def types_in(session, pile: str) -> list[str]:
    from game.titles.raxxon.queries import card_type
    return [card_type(card) for card in getattr(session.state, pile)]


def continue_all(session):
    """Answer every consequence gate with Continue (placing and flipping at the first choice)."""
    events = []
    while True:
        kind = decision(session)
        seat = session.to_move()[0]
        if kind == "gate":
            events += session.apply(m.Continue(seat=seat))
        elif kind in ("place", "flip"):
            events += session.apply(session.legal_commands(seat)[0])
        else:
            return events
