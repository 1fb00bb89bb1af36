"""What waits on Raxxon's effect queue: one struct per kind of effect, tagged with its kind.

Decisions wait for a command of the active player (`ChooseCharacter`: of its `seat`); their
answers are in `legal.py`. Every other effect resolves on its own (`rules.RESOLVERS`). The
game's icons (`content.Icon`) are effects too; on a sheet they are consequences, `gated`: the
player may stop before each.
"""

from __future__ import annotations

from typing import get_args

from game.engine import queue

Pos = tuple[int, int]


# ---- decisions -------------------------------------------------------------------------------
class ChooseCharacter(queue.Decision, tag="choose_character", frozen=True):
    seat: int


class ChooseAction(queue.Decision, tag="choose_action", frozen=True):
    pass


class PickAdjacent(queue.Decision, tag="pick_adjacent", frozen=True):
    """A group action's cards, each next to the one it starts from (`origin`) or one picked."""

    action: int
    origin: Pos
    picked: tuple[Pos, ...] = ()


class PickQuarantine(queue.Decision, tag="pick_quarantine", frozen=True, kw_only=True):
    """Cards to quarantine, `n` more at the most; `optional`: picks beyond the action's count
    were made, so a Raxxon card is drawn after the action."""

    n: int = 0
    action: int
    optional: bool = False


class PickReveal(queue.Decision, tag="pick_reveal", frozen=True):
    n: int = 0


class PickFlipDown(queue.Decision, tag="pick_flip_down", frozen=True):
    n: int = 0


class PickFlipDownAfter(queue.Decision, tag="pick_flip_down_after", frozen=True):
    """A swap's card turned face down after it."""

    n: int = 0


class FundOptional(queue.Decision, tag="fund_optional", frozen=True):
    """Raxxon Funding's optional evacuation."""

    action: int


class Place(queue.Decision, tag="place", frozen=True):
    """Where the added card goes: one of `cells`."""

    cells: tuple[Pos, ...]


class Order(queue.Decision, tag="order", frozen=True):
    """Effects that trigger together: which group goes first."""

    group: tuple[tuple[Effect, ...], ...]


class RaxxonOption(queue.Decision, tag="raxxon_option", frozen=True):
    card: str


class RxPick(queue.Decision, tag="rx_pick", frozen=True, kw_only=True):
    """The crowd cards or pile cards a Raxxon card's step acts on, `n` of them."""

    n: int = 0
    card: str
    option: int
    step: int
    picked: tuple[Pos, ...] = ()
    picked_cards: tuple[str, ...] = ()


# ---- icons -----------------------------------------------------------------------------------
class Icon(queue.Effect, frozen=True):
    """An icon of the game; `gated`, it waits for the player to go on or stop (a decision)."""

    gated: bool = False


class Add(Icon, tag="add", frozen=True):
    pass


class Flip(Icon, queue.Decision, tag="flip", frozen=True):
    """Which face-down card turns face up: a decision, gated or not."""


class Infect(Icon, tag="infect", frozen=True):
    pass


class Raxxon(Icon, tag="raxxon", frozen=True):
    pass


class Power(Icon, tag="power", frozen=True):
    pass


class EndOfDay(Icon, tag="end_of_day", frozen=True):
    pass


class HostileBack(Icon, tag="hostile_back", frozen=True):
    pass


AnyIcon = Add | Flip | Infect | Raxxon | Power | EndOfDay | HostileBack
ICONS: dict[str, type[AnyIcon]] = {queue.kind_of(icon): icon for icon in get_args(AnyIcon)}


# ---- the rest resolve on their own -----------------------------------------------------------
class DayOne(queue.Effect, tag="day_one", frozen=True):
    pass


class DealCrowd(queue.Effect, tag="deal_crowd", frozen=True):
    pass


class BeginTurn(queue.Effect, tag="begin_turn", frozen=True):
    pass


class EndTurn(queue.Effect, tag="end_turn", frozen=True):
    pass


class FileRaxxon(queue.Effect, tag="file_raxxon", frozen=True):
    """A Raxxon card goes to the pile its chosen option names."""

    card: str
    option: int


class RxStep(queue.Effect, tag="rx_step", frozen=True):
    """Step `step` of option `option` of Raxxon card `card`."""

    card: str
    option: int
    step: int


Effect = (
    ChooseCharacter | ChooseAction | PickAdjacent | PickQuarantine | PickReveal | PickFlipDown
    | PickFlipDownAfter | FundOptional | Place | Order | RaxxonOption | RxPick
    | AnyIcon
    | DayOne | DealCrowd | BeginTurn | EndTurn | FileRaxxon | RxStep
)
