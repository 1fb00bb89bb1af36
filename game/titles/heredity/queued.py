"""What waits on Heredity's effect queue: one struct per kind of effect, tagged with its kind.

Decisions wait for a command of `seat` (`SHARED`: any seat may answer; the family's actions:
every seat not done); their answers are in `legal.py`. Every other effect resolves on its own
(`rules.RESOLVERS`). A card's text runs as `Step`s, each one step of a section of a card's side.
"""

from __future__ import annotations

from game.engine import queue

SHARED = -1          # a member (or decision) every seat may answer for


# ---- decisions -------------------------------------------------------------------------------
class Actions(queue.Decision, tag="actions", frozen=True):
    """The family's actions: each seat acts until it is done."""


class Space(queue.Decision, tag="space", frozen=True):
    """The body spaces `member` puts `n` discs on, of the kind `target` (an action's cost)."""

    member: str = ""
    n: int = 0
    seat: int = SHARED
    target: str = ""


class Joint(queue.Decision, tag="joint", frozen=True):
    """Who joins an attack on `target` (`extra`: "member|weapon" of each attacker so far); `card`:
    the ally whose attack it is."""

    card: str = ""
    member: str = ""
    seat: int = SHARED
    target: str = ""
    extra: tuple[str, ...] = ()


class Damage(queue.Decision, tag="damage", frozen=True):
    """Where `member` takes `n` more damage."""

    member: str = ""
    n: int = 0
    seat: int = SHARED


class Ask(queue.Decision, tag="ask", frozen=True):
    """A card's IF answered yes or no: the step at `path` of its side `face`, section `section`."""

    card: str = ""
    face: str = ""
    section: str = ""
    path: tuple[int, ...] = ()
    member: str = ""
    seat: int = SHARED


class Member(queue.Decision, tag="member", frozen=True):
    """Which member a step acts on, for `section`: item (`card`), material, damage or heal (`n`
    of it; damage of the hazard `target`)."""

    card: str = ""
    section: str = ""
    n: int = 0
    seat: int = SHARED
    target: str = ""


class Target(queue.Decision, tag="target", frozen=True):
    """A choice among `extra` (or what `section` finds: the spaces to heal or repair) for
    `section`: first_figure, hunt, path, victim, heal, repair, drop_for, place, swap_for."""

    card: str = ""
    section: str = ""
    member: str = ""
    seat: int = SHARED
    target: str = ""
    extra: tuple[str, ...] = ()


class Trade(queue.Decision, tag="trade", frozen=True):
    """`member` and `target` hand items to each other."""

    member: str = ""
    seat: int = SHARED
    target: str = ""


class Pickup(queue.Decision, tag="pickup", frozen=True):
    """What `member` picks up, each item once (`extra`: those picked up so far)."""

    member: str = ""
    seat: int = SHARED
    extra: tuple[str, ...] = ()


# ---- the rest resolve on their own -----------------------------------------------------------
class Process(queue.Effect, tag="process", frozen=True):
    """The card under the time marker acts."""


class Advance(queue.Effect, tag="advance", frozen=True):
    """The time marker moves on from `card`."""

    card: str = ""


class Step(queue.Effect, tag="step", frozen=True):
    """The step at `path` of section `section` of side `face` of `card`, `member` acting."""

    card: str = ""
    face: str = ""
    section: str = ""
    path: tuple[int, ...] = ()
    member: str = ""


class EncounterIn(queue.Effect, tag="encounter_in", frozen=True):
    card: str = ""


class Lay(queue.Effect, tag="lay", frozen=True):
    """A new rule or action card laid beside the table."""

    card: str = ""


class Place(queue.Effect, tag="place", frozen=True):
    """The figure `member` onto area `target`."""

    member: str = ""
    target: str = ""


class EncounterTurn(queue.Effect, tag="encounter_turn", frozen=True):
    """`card`'s figures act, those in `extra` having acted."""

    card: str = ""
    extra: tuple[str, ...] = ()


class FigureAttack(queue.Effect, tag="figure_attack", frozen=True):
    """The figure `member` attacks (`n`: it has moved, and moves no more)."""

    member: str = ""
    n: int = 0


class AllyAttack(FigureAttack, tag="ally_attack", frozen=True):
    """An allied figure attacks, as a hostile one does."""


class AllyTurn(queue.Effect, tag="ally_turn", frozen=True):
    card: str = ""


class Perform(queue.Effect, tag="perform", frozen=True):
    """`member`'s action `section` on `target` (`weapon`: an item's field used), its discs placed."""

    section: str = ""
    member: str = ""
    seat: int = SHARED
    target: str = ""
    weapon: str = ""


class ChapterStart(queue.Effect, tag="chapter_start", frozen=True):
    """The chapter's first card is taken."""

    card: str = ""


class Rewrench(queue.Effect, tag="rewrench", frozen=True):
    """An item carried over runs its wrench again (`member`: who holds it)."""

    card: str = ""
    member: str = ""


AnyDecision = Actions | Space | Joint | Damage | Ask | Member | Target | Trade | Pickup
Effect = (
    AnyDecision
    | Process | Advance | Step | EncounterIn | Lay | Place | EncounterTurn | FigureAttack | AllyAttack
    | AllyTurn | Perform | ChapterStart | Rewrench
)
