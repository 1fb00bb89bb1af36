"""Where on the Dawn of the Zeds table each legal command is given (see `scenes/places.py`).

Places (`ZedsPlace`): `("unit", id)` and `("zed", id)` counters, `("space", id)` a space of the map
(a counter stands for its space where the space is lit), `("path", id)` a path's label,
`("special", ability)` a special action marker, `("story", card)` a kept story card,
`("pay", "player" | "bar")` the marker that pays the next action, `("prompt", name)` a prompt-bar
button. The table has more places that give no command: `("seat", n)` another player's marker,
`("event", card)`, `("pile", "bag")` and `("combat", "panel" | "close")`.

In the action phase a unit is clicked or dragged, then its target space: a move (onto zeds, a
melee) or fire. Zeds are also fired at by clicking them first, then a lit shooter. A pay marker
clicked first pays for the action; without one the table takes the cheapest way
(`ZedsTable.prefer`). Captain Piazza pays a second action instead of ammo by a prompt button
between her and her target. Ending the action phase with actions left asks once more.
"""

from __future__ import annotations

from typing import Literal

from game.titles.zeds import model as m
from game.titles.zeds.view import PickDecision, ZedsView
from scenes.places import Route, route

Piece = tuple[Literal["unit", "zed"], str]             # a counter
ZedsPlace = (Piece
             | tuple[Literal["space", "path", "special", "story", "pay", "prompt", "event", "pile", "combat"], str]
             | tuple[Literal["seat"], int])

PAY_MARKERS = ("player", "bar")         # a unit's own extra action has no marker: it is paid first anyway
SEARCH: ZedsPlace = ("prompt", "search")
TWO_ACTIONS: ZedsPlace = ("prompt", "two_actions")
END: ZedsPlace = ("prompt", "end")
END_ANYWAY: ZedsPlace = ("prompt", "end_anyway")
PROMPT_CHOICES = 6                      # a decision with no more answers than this offers them as buttons too


def routes(view: ZedsView, command) -> list[Route]:
    if type(command) in m.CHOICE_FIELDS:
        return _choice(view, command)
    if isinstance(command, m.Move):
        return _paid(command, ("unit", command.unit), ("space", command.to))
    if isinstance(command, m.Search):
        return _paid(command, ("unit", command.unit), SEARCH)
    if isinstance(command, m.Shoot):
        unit: ZedsPlace = ("unit", command.unit)
        space: ZedsPlace = ("space", command.at)
        if command.pay2 and view.ammo > 0:
            return _paid(command, unit, TWO_ACTIONS, space)      # ammo is the usual price: asked for by name
        return _paid(command, unit, space) + _paid(command, space, unit)
    if isinstance(command, m.Special):
        return [route(("special", command.ability), *_targets(view, command))]
    if isinstance(command, m.PlayStory):
        return [route(("story", command.card), *_targets(view, command))]
    if isinstance(command, m.EndActions):
        actions = view.actions
        left = actions.bar > 0 or actions.player_actions[command.seat]
        return [route(END, END_ANYWAY) if left else route(END)]
    return []                           # dice, yes or no, overwatch: the prompt bar


def _choice(view: ZedsView, command) -> list[Route]:
    field = m.CHOICE_FIELDS[type(command)]
    value = getattr(command, field)
    found = [route((field, value))]
    options = view.decision.options if isinstance(view.decision, PickDecision) else ()
    if len(options) <= PROMPT_CHOICES:
        found.append(route(("prompt", f"{field}:{value}")))
    return found


def _paid(command, *steps: ZedsPlace) -> list[Route]:
    """The steps alone, or after the pay marker that pays for them."""
    found = [route(*steps)]
    if command.pay in PAY_MARKERS:
        found.append(route(("pay", command.pay), *steps))
    return found


def _targets(view: ZedsView, command: m.Special | m.PlayStory) -> list[ZedsPlace]:
    """A special action's or story card's unit, then its space; Fortress names no shooter when
    only one unit in the centre may fire."""
    if not isinstance(command, m.Special) or not command.at:
        return [("unit", command.unit)] if command.unit else []
    shooters = {shooter for shooter, _ in view.actions.fortress_shots}
    shooter: list[ZedsPlace] = [("unit", command.unit)] if len(shooters) > 1 else []
    return [*shooter, ("space", command.at)]
