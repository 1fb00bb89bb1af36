"""What waits on Alone's effect queue: one struct per kind of effect, tagged with its kind.

Decisions (`Asked`) wait for a command of their `seat`, the hero's unless they say otherwise;
their answers are in `legal.py`. Every other effect resolves on its own (`rules.RESOLVERS`): the
parts of a hero's action, the course of turns and rounds, and what a reaction card does, each of
its effects one on the queue (`evil.op_effects`).
"""

from __future__ import annotations

from game.engine import queue

HERO = 0


class Asked(queue.Decision, frozen=True):
    seat: int = HERO


# ---- the hero's decisions ---------------------------------------------------------------------
class HeroTurn(Asked, tag="hero_turn", frozen=True):
    """The hero's action (or Bullet Time)."""


class Step(Asked, tag="step", frozen=True):
    """Where the hero moves on, `n` steps left."""

    n: int = 0


class Block(Asked, tag="block", frozen=True):
    """Which door the hero blocks behind him, if any."""


class Clear(Asked, tag="clear", frozen=True):
    """Which danger token an exploration clears: `done` names the sectors as the hero sees
    them, `sectors` the sectors themselves."""

    done: tuple[str, ...] = ()
    sectors: tuple[str, ...] = ()


class Upgrade(Asked, tag="upgrade", frozen=True):
    """Which item to upgrade, from which; `flag`: any material (the technician's)."""

    flag: bool = False


class Locate(Asked, tag="locate", frozen=True):
    """`n` more targets to locate with `card`, those in `done` named already."""

    n: int = 0
    card: str = ""
    done: tuple[str, ...] = ()


class Xp(Asked, tag="xp", frozen=True):
    """`n` experience points to give, not twice to a skill in `done`."""

    n: int = 0
    done: tuple[str, ...] = ()


class Regain(Asked, tag="regain", frozen=True):
    """Which track the hero regains."""


# ---- the Evil players' decisions --------------------------------------------------------------
class Window(Asked, tag="window", frozen=True):
    """A moment (`timing`) an Evil player may react in; `seats`: the Evil players still to ask;
    `sectors`: those just explored (what a card played now may act on)."""

    timing: str = ""
    seats: tuple[int, ...] = ()
    sectors: tuple[str, ...] = ()


class Approve(Asked, tag="approve", frozen=True):
    """The leader allows, or not, `card`, which seat `n` would play (`flag`: face down)."""

    n: int = 0
    timing: str = ""
    card: str = ""
    sectors: tuple[str, ...] = ()
    flag: bool = False


class Standard(Asked, tag="standard", frozen=True):
    """A standard reaction: 1 creature 1 sector, or 1 spawns."""


class Move(Asked, tag="move", frozen=True):
    """`n` creatures more move up to `steps` sectors each, not those in `done`; `flag`: a
    standard reaction."""

    n: int = 0
    steps: int = 0
    done: tuple[str, ...] = ()
    flag: bool = False


class Spawn(Asked, tag="spawn", frozen=True):
    """`n` creatures more spawn, `dist` nearer than their kind's distance."""

    n: int = 0
    dist: int = 0


class Respawn(Asked, tag="respawn", frozen=True):
    """A creature leaves the map to spawn again, `dist` nearer."""

    dist: int = 0


class Teleport(Asked, tag="teleport", frozen=True):
    """`n` creatures more teleport, not those in `done`."""

    n: int = 0
    done: tuple[str, ...] = ()


class Danger(Asked, tag="danger", frozen=True):
    """`n` danger tokens more, where `target` says (hidden, explored, hero); `sectors`: those
    explored."""

    n: int = 0
    sectors: tuple[str, ...] = ()
    target: str = ""


class Either(Asked, tag="either", frozen=True):
    """Which option of a card's effect `card` ("card:part:index") happens."""

    card: str = ""


class Noise(Asked, tag="noise", frozen=True):
    """Which side of the shortest ways (`sectors`) the noise is told from."""

    sectors: tuple[str, ...] = ()


class Assign(Asked, tag="assign", frozen=True):
    """Which Evil player draws the card."""


class Discard(Asked, tag="discard", frozen=True):
    """Cards over the hand limit to discard."""


class Redraw(Asked, tag="redraw", frozen=True):
    """`n` cards more to draw, each from the deck the player chooses."""

    n: int = 0


class Place(Asked, tag="place", frozen=True):
    """`n` danger tokens more at the round end (or one lifted instead)."""

    n: int = 0


class SetupDanger(Asked, tag="setup_danger", frozen=True):
    """`n` danger tokens more on floor `target` before the first turn."""

    n: int = 0
    target: str = ""


class SetupSpawn(Asked, tag="setup_spawn", frozen=True):
    """`n` creatures more spawn before the first turn."""

    n: int = 0


# ---- turns and rounds -------------------------------------------------------------------------
class TurnStart(queue.Effect, tag="turn_start", frozen=True):
    pass


class ActionDone(queue.Effect, tag="action_done", frozen=True):
    pass


class Attacks(queue.Effect, tag="attacks", frozen=True):
    pass


class AttackBy(queue.Effect, tag="attack_by", frozen=True):
    """The creature `target` attacks the hero (`flag`: the turn's first attack)."""

    target: str = ""
    flag: bool = False


class LightsOut(queue.Effect, tag="lights_out", frozen=True):
    pass


class TurnEnd(queue.Effect, tag="turn_end", frozen=True):
    pass


class RoundEnd(queue.Effect, tag="round_end", frozen=True):
    pass


class Refill(queue.Effect, tag="refill", frozen=True):
    pass


class NewRound(queue.Effect, tag="new_round", frozen=True):
    pass


class Opportunity(queue.Effect, tag="opportunity", frozen=True):
    """The creatures in the sector the hero leaves get their chance."""


# ---- the hero's actions, in parts -------------------------------------------------------------
class HeroStep(queue.Effect, tag="hero_step", frozen=True):
    """The hero steps through exit `target`, `n` steps left after it."""

    n: int = 0
    target: str = ""


class HeroArrive(queue.Effect, tag="hero_arrive", frozen=True):
    n: int = 0


class Explored(queue.Effect, tag="explored", frozen=True):
    """The sectors an exploration showed (the hero's first), named as he sees them in `done`."""

    done: tuple[str, ...] = ()
    sectors: tuple[str, ...] = ()


class HeroRoll(queue.Effect, tag="hero_roll", frozen=True):
    """The hero's attack: `value` dice."""

    value: int = 0


class HeroDamage(queue.Effect, tag="hero_damage", frozen=True):
    """The hero's hits on `target` (a creature; with `flag`, every creature in that sector)."""

    target: str = ""
    flag: bool = False


# ---- reaction cards ---------------------------------------------------------------------------
class WindowOpen(queue.Effect, tag="window_open", frozen=True):
    """A moment (`timing`) a window opens for, if some Evil player may react then."""

    timing: str = ""
    sectors: tuple[str, ...] = ()


class Lose(queue.Effect, tag="lose", frozen=True):
    """The hero loses `health` and `composure` (`flag`: only on a danger token)."""

    health: int = 0
    composure: int = 0
    flag: bool = False


class Boost(queue.Effect, tag="boost", frozen=True):
    """`value` more attack dice this turn, for every creature, or (`flag`) the one the card moved."""

    value: int = 0
    flag: bool = False


class Dark(queue.Effect, tag="dark", frozen=True):
    """The light goes out in the hero's sector."""


class Draw(queue.Effect, tag="draw", frozen=True):
    n: int = 0


class IgnoreHits(queue.Effect, tag="ignore_hits", frozen=True):
    n: int = 0


class FewerDice(queue.Effect, tag="fewer_dice", frozen=True):
    n: int = 0


class Strike(queue.Effect, tag="strike", frozen=True):
    """A creature by the hero attacks again, with `value` dice."""

    value: int = 0


AnyDecision = (
    HeroTurn | Step | Block | Clear | Upgrade | Locate | Xp | Regain
    | Window | Approve | Standard | Move | Spawn | Respawn | Teleport | Danger | Either | Noise | Assign
    | Discard | Redraw | Place | SetupDanger | SetupSpawn
)
Effect = (
    AnyDecision
    | TurnStart | ActionDone | Attacks | AttackBy | LightsOut | TurnEnd | RoundEnd | Refill | NewRound
    | Opportunity | HeroStep | HeroArrive | Explored | HeroRoll | HeroDamage
    | WindowOpen | Lose | Boost | Dark | Draw | IgnoreHits | FewerDice | Strike
)
