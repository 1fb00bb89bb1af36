"""What waits on Dawn of the Zeds' effect queue: one struct per kind of effect, tagged with its
kind.

Every effect belongs to a seat (`Seated`): the decisions it raises go there. Decisions wait for
a command of that seat (the action phase: of every player not done); their answers are in
`legal.py`, and what an answer does is chosen by the decision's `purpose` (`rules.CHOSEN`). Every
other effect resolves on its own (`rules.RESOLVERS`). A field's meaning may depend on the
purpose; each class says how.
"""

from __future__ import annotations

from game.engine import queue


class Seated(queue.Effect, frozen=True):
    """`seat`: whose effect it is; -1 until it is queued, which gives it the seat of whatever
    raised it (`Emitter.push`)."""

    seat: int = -1


class Asked(Seated, queue.Decision, frozen=True):
    """A decision; `purpose` says what its answer is for."""

    purpose: str = ""


# ---- decisions -------------------------------------------------------------------------------
class PickPath(Asked, tag="pick_path", frozen=True):
    """One of `options`; `n`: co-operative zeds still to place (coop_place)."""

    options: tuple[str, ...] = ()
    n: int = 0


class PickSpace(Asked, tag="pick_space", frozen=True):
    """One of `options`; for a new zed (place) its `card` ("what_smell"), its `n` (the zeds of
    its mob still to come) and `flag` (reduced side up); for co-operative moves (coop_group) the
    groups moved and `n` still to move; for a zed retreating to a start space, `zeds`."""

    card: str = ""
    zeds: tuple[str, ...] = ()
    groups: tuple[tuple[str, ...], ...] = ()
    options: tuple[str, ...] = ()
    n: int = 0
    flag: bool = False


class PickZed(Asked, tag="pick_zed", frozen=True):
    """One of `options` on `space`; hits to share out (hit): `n` left."""

    space: str = ""
    options: tuple[str, ...] = ()
    n: int = 0


class PickUnit(Asked, tag="pick_unit", frozen=True):
    """One of `options` on `space`; units retreating (units_first) go `origin` ("in" or "out"),
    `card` "fall_back" when they fall back."""

    space: str = ""
    origin: str = ""
    card: str = ""
    options: tuple[str, ...] = ()


class PickDie(Asked, tag="pick_die", frozen=True):
    """One of the search dice `options` that `unit` rolled."""

    unit: str = ""
    options: tuple[str, ...] = ()


class Confirm(Asked, tag="confirm", frozen=True):
    """Yes or no, about `unit` on `space` (a charge: coming from `origin`)."""

    space: str = ""
    origin: str = ""
    unit: str = ""


class Overwatch(Asked, tag="overwatch", frozen=True):
    """Whether `unit` falls back from `space` towards `origin` after firing, and who with her."""

    space: str = ""
    origin: str = ""
    unit: str = ""


class Actions(Seated, queue.Decision, tag="actions", frozen=True):
    """The action phase: the players act in any order until each is done."""


# ---- the round -------------------------------------------------------------------------------
class ChooseHero(Seated, tag="choose_hero", frozen=True):
    pass


class Round(Seated, tag="round", frozen=True):
    pass


class Phase(Seated, tag="phase", frozen=True):
    """The phase a round from a --setup file starts in."""

    purpose: str = ""


class Brains(Seated, tag="brains", frozen=True):
    pass


class ZedsPhase(Seated, tag="zeds_phase", frozen=True):
    pass


class ZedsEnd(Seated, tag="zeds_end", frozen=True):
    pass


class ActionsPhase(Seated, tag="actions_phase", frozen=True):
    pass


class Organisation(Seated, tag="organisation", frozen=True):
    pass


# ---- zeds on the move ------------------------------------------------------------------------
class Bar(Seated, tag="bar", frozen=True):
    """Item `n` of the zed bar, showing `path` (a path, or another token)."""

    path: str = ""
    n: int = 0


class ActivateNext(Seated, tag="activate_next", frozen=True):
    """The next of the paths `options` to activate, in the order the players choose."""

    options: tuple[str, ...] = ()


class ActivateLocation(Seated, tag="activate_location", frozen=True):
    pass


class Activate(Seated, tag="activate", frozen=True):
    path: str = ""


class Advance(Seated, tag="advance", frozen=True):
    """The zeds on `path` that have not moved yet."""

    path: str = ""
    zeds: tuple[str, ...] = ()


class PlaceNew(Seated, tag="place_new", frozen=True):
    """A new zed for `space` (`card`: "what_smell"; `n`: its mob's zeds still to come; `flag`:
    reduced side up)."""

    space: str = ""
    card: str = ""
    n: int = 0
    flag: bool = False


class CoopMove(Seated, tag="coop_move", frozen=True):
    """`n` co-operative moves left, `groups` the zeds moved so far, group by group."""

    groups: tuple[tuple[str, ...], ...] = ()
    n: int = 0


class CoopPlace(Seated, tag="coop_place", frozen=True):
    n: int = 0


# ---- fighting --------------------------------------------------------------------------------
class Contact(Seated, tag="contact", frozen=True):
    """Zeds and units have met on `space`."""

    space: str = ""


class Offer(Seated, tag="offer", frozen=True):
    """A yes-or-no offer (`purpose`) while `space` is still contested."""

    purpose: str = ""
    space: str = ""


class Defend(Seated, tag="defend", frozen=True):
    space: str = ""


class Attack(Seated, tag="attack", frozen=True):
    """`unit` moved onto the zeds on `space`, from `origin`."""

    space: str = ""
    origin: str = ""
    unit: str = ""


class Melee(Seated, tag="melee", frozen=True):
    """`unit` fights the zeds on `space`; `purpose`: the attacker ("zeds", "unit"); `flag`: a
    charge."""

    purpose: str = ""
    space: str = ""
    origin: str = ""
    unit: str = ""
    flag: bool = False


class MeleeResult(Seated, tag="melee_result", frozen=True):
    space: str = ""


class Fire(Seated, tag="fire", frozen=True):
    """`unit` fires at `space`, `n` spaces away; `flag`: Mayor Hernandez's fortress."""

    space: str = ""
    unit: str = ""
    n: int = 0
    flag: bool = False


class Ambush(Seated, tag="ambush", frozen=True):
    unit: str = ""


class AmbushResult(Seated, tag="ambush_result", frozen=True):
    space: str = ""


class HitZeds(Seated, tag="hit_zeds", frozen=True):
    """`n` hits for the zeds on `space`."""

    space: str = ""
    n: int = 0


class HitUnit(Seated, tag="hit_unit", frozen=True):
    """`n` hits for `unit` on `space`."""

    space: str = ""
    unit: str = ""
    n: int = 0


class Save(Seated, tag="save", frozen=True):
    """`unit`'s saving roll."""

    unit: str = ""


class TakeUnit(Seated, tag="take_unit", frozen=True):
    """The seat whose hero was buried takes another."""


class Settle(Seated, tag="settle", frozen=True):
    """After a combat on `space`; `purpose`: its loser."""

    purpose: str = ""
    space: str = ""


class SmellCheck(Seated, tag="smell_check", frozen=True):
    """The new zed `zeds[0]` of "What's That Smell?", placed when `n` combats were fought."""

    zeds: tuple[str, ...] = ()
    n: int = 0


# ---- retreats --------------------------------------------------------------------------------
class RetreatZeds(Seated, tag="retreat_zeds", frozen=True):
    space: str = ""


class ZedRetreat(Seated, tag="zed_retreat", frozen=True):
    """The zeds of a group retreating from `space`, the stronger first."""

    space: str = ""
    zeds: tuple[str, ...] = ()


class RetreatUnits(Seated, tag="retreat_units", frozen=True):
    """The units on `space` (or only `units`) retreat towards `origin`; `card` "fall_back" when
    they fall back."""

    space: str = ""
    origin: str = ""
    card: str = ""
    units: tuple[str, ...] = ()


class UnitRetreat(Seated, tag="unit_retreat", frozen=True):
    """The units of a group retreating from `space` (`units` in order; older saves name one,
    `unit`), as `RetreatUnits` says."""

    space: str = ""
    origin: str = ""
    unit: str = ""
    card: str = ""
    units: tuple[str, ...] = ()


class RetreatAttack(Seated, tag="retreat_attack", frozen=True):
    """Units retreated onto the zeds on `space`, coming from `origin`."""

    space: str = ""
    origin: str = ""


# ---- event and story cards -------------------------------------------------------------------
class EventEffect(Seated, tag="event_effect", frozen=True):
    pass


class AmbushTarget(Seated, tag="ambush_target", frozen=True):
    pass


class LocationZed(Seated, tag="location_zed", frozen=True):
    pass


class ClearHits(Seated, tag="clear_hits", frozen=True):
    pass


class Resistant(Seated, tag="resistant", frozen=True):
    pass


class DrawStory(Seated, tag="draw_story", frozen=True):
    pass


class StoryEnd(Seated, tag="story_end", frozen=True):
    pass


class StoryDiscard(Seated, tag="story_discard", frozen=True):
    card: str = ""


AnyDecision = PickPath | PickSpace | PickZed | PickUnit | PickDie | Confirm | Overwatch | Actions
Effect = (
    AnyDecision
    | ChooseHero | Round | Phase | Brains | ZedsPhase | ZedsEnd | ActionsPhase | Organisation
    | Bar | ActivateNext | ActivateLocation | Activate | Advance | PlaceNew | CoopMove | CoopPlace
    | Contact | Offer | Defend | Attack | Melee | MeleeResult | Fire | Ambush | AmbushResult | HitZeds | HitUnit
    | Save | TakeUnit | Settle | SmellCheck
    | RetreatZeds | ZedRetreat | RetreatUnits | UnitRetreat | RetreatAttack
    | EventEffect | AmbushTarget | LocationZed | ClearHits | Resistant | DrawStory | StoryEnd | StoryDiscard
)
