"""Where on the Raxxon table each legal command is given (see `scenes/places.py`).

Places: `("action", n)` a row of the deciding player's sheet (0: Investigate), `("cell", (r, c))`
a place in the crowd (the ring of free places too), `("line", "row:1")` an arrow beside a row or
column, `("pile", name)` a pile on the board, `("pilecard", card)` a card in an opened pile,
`("character", id)` a character to play, `("prompt", "without_effect")` the prompt bar's button.

A crowd card is also a piece: dragged onto another card it swaps them (with the sheet's swap
action), onto the evacuation pile it is evacuated, onto the contained quarantine it is funded or
quarantined, whichever action the sheet has.
"""

from __future__ import annotations

from game.titles.raxxon import model as m
from game.titles.raxxon.legal import TARGETED_KINDS
from scenes.places import Route, route

WITHOUT_EFFECT = ("prompt", "without_effect")
EVACUATION = ("pile", "evacuation")
CONTAINED = ("pile", "contained_quarantine")
PICK_PILES = ("uncontained_quarantine", "contained_quarantine")
DROP_ON_PILE = {"evacuate_card": EVACUATION, "evacuate_group": EVACUATION, "fund": CONTAINED}


def cell(pos) -> tuple:
    return ("cell", tuple(pos))


def action_kind(view: dict, seat: int, action: int) -> str:
    if action == 0:
        return "investigate"
    return view["sheets"][seat]["actions"][action - 1]["kind"]


def line_cells(view: dict, line: str) -> list[tuple[int, int]]:
    kind, _, number = line.partition(":")
    index = int(number)
    return [(r, c) for r, row in enumerate(view["crowd"]) for c, shown in enumerate(row)
            if shown is not None and (r if kind == "row" else c) == index]


def quarantinable(view: dict) -> list[tuple[int, int]]:
    """Face-up infected crowd cards: what a Quarantine action may take."""
    return [(r, c) for r, row in enumerate(view["crowd"]) for c, shown in enumerate(row)
            if shown and shown["face_up"] and not shown["healthy"]]


def routes(view: dict, command) -> list[Route]:
    if isinstance(command, m.ChooseCharacter):
        return [route(("character", command.character))]
    if isinstance(command, m.Place):
        return [route(cell(command.cell)), route(("pile", "population_deck"), cell(command.cell))]
    if isinstance(command, m.Flip):
        return [route(cell(command.cell))]
    if isinstance(command, m.Pick):
        return _pick(view, command)
    if isinstance(command, m.Act):
        return _act(view, command)
    return []                                     # continue, pass, done, choose: the prompt bar


def _pick(view: dict, command: m.Pick) -> list[Route]:
    if command.cell is not None:
        kind = (view.get("decision") or {}).get("kind")
        onto = {"pick_quarantine": CONTAINED, "fund_optional": EVACUATION}.get(kind)
        dragged = [route(cell(command.cell), onto)] if onto else []
        return [route(cell(command.cell))] + dragged
    pile = next(name for name in PICK_PILES
                if any(shown["card"] == command.card for shown in view["piles"][name].get("cards", [])))
    return [route(("pile", pile), ("pilecard", command.card))]


def _act(view: dict, command: m.Act) -> list[Route]:
    action = ("action", command.action)
    kind = action_kind(view, command.seat, command.action)
    if command.line:
        dragged = [route(cell(pos), EVACUATION) for pos in line_cells(view, command.line)
                   if kind == "evacuate_line"]
        return [route(action, ("line", command.line))] + dragged
    if command.other is not None:
        a, b = cell(command.cell), cell(command.other)
        return [route(action, a, b), route(action, b, a), route(a, b), route(b, a)]
    if command.cell is not None:
        onto = DROP_ON_PILE.get(kind)
        dragged = [route(cell(command.cell), onto)] if onto else []
        return [route(action, cell(command.cell))] + dragged
    if kind == "investigate" or kind in TARGETED_KINDS:
        return [route(action, WITHOUT_EFFECT)]     # nothing to act on: the action is spent alone
    if kind == "quarantine":
        # dropped on the contained quarantine, a face-up infected card is taken by the action
        dragged = [route(cell(pos), CONTAINED, then=[cell(pos)]) for pos in quarantinable(view)]
        return [route(action)] + dragged
    return [route(action)]
