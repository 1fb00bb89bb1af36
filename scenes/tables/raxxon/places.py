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

from typing import Literal

from game.titles.raxxon import model as m
from game.titles.raxxon.legal import TARGETED_KINDS
from game.titles.raxxon.view import FaceDownPile, FaceUpCard, PopulationPile, RaxxonView
from scenes.places import Route, route

CellPlace = tuple[Literal["cell"], m.Pos]
PilePlace = tuple[Literal["pile"], str]
RaxxonPlace = (
    tuple[Literal["action"], int] | CellPlace | tuple[Literal["line"], str] | PilePlace
    | tuple[Literal["pilecard"], str] | tuple[Literal["character"], str] | tuple[Literal["prompt"], str]
    | tuple[Literal["raxxon_card"], str]
)

WITHOUT_EFFECT: RaxxonPlace = ("prompt", "without_effect")
EVACUATION: PilePlace = ("pile", "evacuation")
CONTAINED: PilePlace = ("pile", "contained_quarantine")
PICK_PILES = ("uncontained_quarantine", "contained_quarantine")
DROP_ON_PILE = {"evacuate_card": EVACUATION, "evacuate_group": EVACUATION, "fund": CONTAINED}   # by action
PICK_ONTO_PILE = {"pick_quarantine": CONTAINED, "fund_optional": EVACUATION}    # by decision


def cell(pos: m.Pos) -> CellPlace:
    row, col = pos
    return ("cell", (row, col))


def action_kind(view: RaxxonView, seat: int, action: int) -> str:
    if action == 0:
        return "investigate"
    return view.sheets[seat].actions[action - 1].kind


def line_cells(view: RaxxonView, line: str) -> list[m.Pos]:
    kind, _, number = line.partition(":")
    index = int(number)
    return [(r, c) for r, row in enumerate(view.crowd) for c, shown in enumerate(row)
            if shown is not None and (r if kind == "row" else c) == index]


def quarantinable(view: RaxxonView) -> list[m.Pos]:
    """Face-up infected crowd cards: what a Quarantine action may take."""
    return [(r, c) for r, row in enumerate(view.crowd) for c, shown in enumerate(row)
            if isinstance(shown, FaceUpCard) and not shown.healthy]


def pile_cards(view: RaxxonView, name: str) -> list[str]:
    """The cards of pile `name`, the top one last; a face-down pile shows none."""
    pile = view.piles[name]
    if isinstance(pile, FaceDownPile):
        return []
    if isinstance(pile, PopulationPile):
        return [face.card for face in pile.cards]
    return pile.cards


def routes(view: RaxxonView, command) -> list[Route]:
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


def _pick(view: RaxxonView, command: m.Pick) -> list[Route]:
    if command.cell is not None:
        onto = PICK_ONTO_PILE.get(view.decision.kind) if view.decision else None
        dragged = [route(cell(command.cell), onto)] if onto else []
        return [route(cell(command.cell))] + dragged
    pile = next(name for name in PICK_PILES if command.card in pile_cards(view, name))
    return [route(("pile", pile), ("pilecard", command.card))]


def _act(view: RaxxonView, command: m.Act) -> list[Route]:
    action = ("action", command.action)
    kind = action_kind(view, command.seat, command.action)
    if command.line:
        dragged = [route(cell(pos), EVACUATION) for pos in line_cells(view, command.line)
                   if kind == "evacuate_line"]
        return [route(action, ("line", command.line))] + dragged
    if command.cell is not None and command.other is not None:
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
