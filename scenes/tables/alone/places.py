"""Where on the Alone table each legal command is given (see `scenes/places.py`).

The hero's places: `("exit", d)` the arrow on a side of his sector (n/e/s/w, or "stairs"), also
the neighbouring square it points to; `("tile", floor, x, y)` a sector of his labyrinth (in his
own frame); `("creature", id)` a creature on it; `("action", name)` an action on his sheet;
`("item", card)` an item card; `("skill", id)`, `("track", name)` his sheet; `("target", t)` a
target of Locate in the panel that asks for one.

The Evil players' places: `("card", card)` a card in the hand; `("fields",)` the next free
reaction field (a card played face up), `("facedown",)` the place for a standard reaction;
`("sector", id)` a sector of the secret map, `("creature", id)` a creature on it, `("danger", id)`
the danger token lying in a sector, `("supply", kind)` a creature kind not yet on the map,
`("deck", d)` a draw pile, `("discard", d)` its discard pile.

`("prompt", name)` is a button of the prompt bar. Every Evil card, creature and item is also a
piece: dragged to where a click would lead, it does the same.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from game.titles.alone import model as m
from game.titles.alone.content import card_of, content
from game.titles.alone.view import AloneView, LabyrinthSector, Square
from scenes.places import Route, route

ExitPlace = tuple[Literal["exit"], str]
TilePlace = tuple[Literal["tile"], str, int, int]        # a square of the hero's frame: floor, x, y
AlonePlace = (
    ExitPlace | TilePlace | tuple[Literal["hero"]] | tuple[Literal["fields"]] | tuple[Literal["facedown"]]
    | tuple[Literal["locate_panel"]] | tuple[Literal["played"], int]
    | tuple[Literal["creature", "action", "item", "skill", "track", "target", "mission", "card", "sector", "danger",
                    "supply", "deck", "discard", "prompt"], str]
)

FIELDS: AlonePlace = ("fields",)
FACE_DOWN: AlonePlace = ("facedown",)
STEP = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}


def exit_place(direction: str) -> ExitPlace:
    return ("exit", direction)


def hero_tile(view: AloneView) -> LabyrinthSector | None:
    return next((s for s in view.labyrinth if s.hero), None)


def tile_place(square: Square) -> TilePlace:
    return ("tile", square.floor, square.x, square.y)


def square_of(tile: TilePlace) -> Square:
    return Square(tile[1], tile[2], tile[3])


def where_tile(view: AloneView, label: str) -> TilePlace | None:
    """The labyrinth square a Clear label names ("here", "n2", "stairs1"), seen from the hero."""
    here = hero_tile(view)
    if here is None:
        return None
    if label == "here":
        return tile_place(here.square)
    side = label.rstrip("0123456789")
    distance = int(label[len(side):])
    if side == "stairs":
        other = next((s for s in view.labyrinth if s.floor != here.floor and s.stairs == here.stairs and s.stairs),
                     None)
        return tile_place(other.square) if other else None
    dx, dy = STEP[side]
    return tile_place(Square(here.floor, here.x + dx * distance, here.y + dy * distance))


def deck_of(card: str) -> str:
    return content().cards[card_of(card)].deck


def routes(view: AloneView, command) -> list[Route]:
    handler = ROUTES.get(type(command))
    return handler(view, command) if handler else []      # Bullet Time, Pass, Done...: the prompt bar


# ---- the hero --------------------------------------------------------------------------------------
def _act(view: AloneView, cmd: m.Act) -> list[Route]:
    start: AlonePlace = ("item", cmd.item) if cmd.item else ("action", cmd.action)
    if cmd.action == "move":
        plain = [route(exit_place(cmd.direction)), route(("hero",), exit_place(cmd.direction))] if not cmd.item else []
        return [route(start, exit_place(cmd.direction))] + plain
    if cmd.action == "explore":
        return [route(start, exit_place(cmd.direction))]
    if cmd.action == "attack":
        return _attack(view, cmd, start)
    if cmd.action == "interact":
        return _interact(view, cmd, start)
    return [route(start)]                                     # locate, search: the target is asked next


def _attack(view: AloneView, cmd: m.Act, start: AlonePlace) -> list[Route]:
    if cmd.target:
        creature = ("creature", cmd.target)
        return [route(start, creature)] + ([route(creature)] if not cmd.item else [])
    if cmd.direction:
        return [route(start, exit_place(cmd.direction))]
    here = hero_tile(view)
    return [route(start, tile_place(here.square))] if here else [route(start)]


def _interact(view: AloneView, cmd: m.Act, start: AlonePlace) -> list[Route]:
    if cmd.target == "mission":
        here = hero_tile(view)
        return [route(start, tile_place(here.square))] if here else [route(start)]
    if cmd.item and content().items[card_of(cmd.item)].doors:
        # a door item: one door, then Done; or a second door
        first, second = exit_place(cmd.direction), exit_place(cmd.target) if cmd.target else None
        if second is None:
            return [route(start, first, ("prompt", "doors_done"))]
        return [route(start, first, second), route(start, second, first)]
    if cmd.direction:
        return [route(start, exit_place(cmd.direction))]
    return [route(start)]


def _step(view: AloneView, cmd: m.StepOn) -> list[Route]:
    if not cmd.direction:
        return []
    return [route(exit_place(cmd.direction)), route(("hero",), exit_place(cmd.direction))]


def _block(view: AloneView, cmd: m.Block) -> list[Route]:
    return [route(exit_place(cmd.direction))] if cmd.direction else []


def _clear(view: AloneView, cmd: m.Clear) -> list[Route]:
    if not cmd.where:
        return []
    tile = where_tile(view, cmd.where)
    button = route(("prompt", f"clear_{cmd.where}"))
    return [route(tile), button] if tile else [button]


def _upgrade(view: AloneView, cmd: m.Upgrade) -> list[Route]:
    # a charge taken from the source onto the item: drag the source onto it, or click both
    return [route(("item", cmd.source), ("item", cmd.item))]


def _target(view: AloneView, cmd: m.Target) -> list[Route]:
    return [route(("target", cmd.target))]


def _skill(view: AloneView, cmd: m.Skill) -> list[Route]:
    return [route(("skill", cmd.skill)), route(("prompt", f"skill_{cmd.skill}"))]


def _regain(view: AloneView, cmd: m.Regain) -> list[Route]:
    return [route(("track", cmd.track)), route(("prompt", f"regain_{cmd.track}"))]


# ---- the Evil players -------------------------------------------------------------------------------
def _play(view: AloneView, cmd: m.Play) -> list[Route]:
    card = ("card", cmd.card)
    if cmd.standard:
        return [route(card, FACE_DOWN), route(card, ("prompt", "face_down"))]
    return [route(card, FIELDS), route(card, ("prompt", "face_up"))]


def _move_creature(view: AloneView, cmd: m.MoveCreature | m.Teleport) -> list[Route]:
    return [route(("creature", cmd.creature), ("sector", cmd.to))]


def _spawn(view: AloneView, cmd: m.Spawn) -> list[Route]:
    return [route(("supply", cmd.kind), ("sector", cmd.to))]


def _discard(view: AloneView, cmd: m.Discard) -> list[Route]:
    card = ("card", cmd.card)
    return [route(card, ("discard", deck_of(cmd.card))), route(card, ("prompt", "discard"))]


# By the command's type; each handler takes the command of its type.
ROUTES: dict[type, Callable[[AloneView, Any], list[Route]]] = {
    m.Act: _act,
    m.StepOn: _step,
    m.Block: _block,
    m.Clear: _clear,
    m.Upgrade: _upgrade,
    m.Target: _target,
    m.Skill: _skill,
    m.Regain: _regain,
    m.Play: _play,
    m.MoveCreature: _move_creature,
    m.Teleport: _move_creature,
    m.Spawn: _spawn,
    m.Remove: lambda view, cmd: [route(("creature", cmd.creature))],
    m.PlaceDanger: lambda view, cmd: [route(("sector", cmd.sector))],
    m.LiftDanger: lambda view, cmd: [route(("danger", cmd.sector))],
    m.Discard: _discard,
    m.DrawFrom: lambda view, cmd: [route(("deck", cmd.deck))],
}
