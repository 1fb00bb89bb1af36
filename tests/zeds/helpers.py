"""Building Dawn of the Zeds situations through the same `--setup` keys the harness takes."""

from __future__ import annotations

from game.engine import new_game
from game.titles.zeds import model as m
from tests.helpers import apply, of_type  # noqa: F401  (the title's tests import them from here)


def game(setup: dict | None = None, players: int = 1, seed: int = 1):
    return new_game("zeds", seed, {"players": players}, setup)


def table(zeds=(), units=(), players: int = 1, **more):
    """A game inside a round: `zeds` and `units` as (id-or-strengths, space, extras) entries."""
    heroes = ["schmidt", "piazza", "hunt", "hernandez"][:players]
    setup = {"heroes": heroes, "zeds": [_zed(*entry) for entry in zeds],
             "units": [_unit(*entry) for entry in units]}
    setup.update(more)
    return game(setup, players=players)


def _zed(zed, space, extra=None):
    return {"zed": zed, "space": space, **(extra or {})}


def _unit(unit, space, extra=None):
    return {"unit": unit, "space": space, **(extra or {})}



def decision(session) -> str | None:
    shown = session.view().decision
    return shown.purpose if shown is not None else None


def zeds_on(session, space: str) -> list[int]:
    """The strengths of the zeds on a space, strongest first."""
    return sorted((z.strength for z in session.view().map.paths[_path_index(space)].spaces
                   [_space_index(space)].zeds), reverse=True) if space != "centre" else []


def units_on(session, space: str) -> list[str]:
    return sorted(u.id for u in session.state.units if u.space == space)


def unit(session, unit_id: str) -> m.Unit:
    return next(u for u in session.state.units if u.id == unit_id)


def _path_index(space: str) -> int:
    return ("forest", "mountain", "highway", "suburbs").index(space.split(":")[0])


def _space_index(space: str) -> int:
    number = space.split(":")[1]
    return 0 if number == "start" else 7 - int(number)


def answer_all(session, choose=None):
    """Answer every pending decision until the action phase (or the end): `choose(view)` picks
    a command, else the first legal one is taken."""
    events = []
    while session.outcome() is None and decision(session) != "actions":
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        events += session.apply(choose(session, legal) if choose else legal[0])
    return events


def legal(session, kind: str | None = None) -> list:
    seat = session.to_move()[0]
    return [c for c in session.legal_commands(seat) if kind is None or type(c).__name__ == kind]
