"""Where on the Heredity table each legal command is given (see `scenes/places.py`), and the places
themselves: each a named tuple whose first field is its kind, so that `("area", "101:a")` and
`Area("area", "101:a")` are the same place to the shared table.

A member's action is given by the member (figure or panel), then its target; or by a free disc
dropped on the space, item field or ally card it goes on, and then the rules' question which space
takes the disc is answered by the drop. A decision's answers are their places and a prompt-bar
button each (damage, often many places, only on the board). The rest is answered in the prompt bar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, NamedTuple

from game.titles.heredity import model as m
from game.titles.heredity import shown as sh
from game.titles.heredity.actions import SPACE_FOR
from game.titles.heredity.combat import weapon_space_kind
from scenes.places import Route, route


# ---- the places ---------------------------------------------------------------------------------
class Area(NamedTuple):
    """An area of the terrain, as the geometry names it."""

    kind: Literal["area"]
    area: str


class Ghost(NamedTuple):
    """A face-down card to explore, where it would be laid."""

    kind: Literal["ghost"]
    card: str


class Level(NamedTuple):
    """A level symbol in an area, by the card it leads to."""

    kind: Literal["level"]
    card: str


class Marker(NamedTuple):
    """An action marker on the terrain."""

    kind: Literal["marker"]
    marker: str


class Figure(NamedTuple):
    """A member's figure or an encounter figure ("120.1")."""

    kind: Literal["figure"]
    figure: str


class Ground(NamedTuple):
    """Material lying in an area."""

    kind: Literal["ground"]
    area: str


class Item(NamedTuple):
    """An item card, carried or lying in an area."""

    kind: Literal["item"]
    card: str


class Card(NamedTuple):
    """A card in the timeline, under one or laid beside the table."""

    kind: Literal["card"]
    card: str


class Space(NamedTuple):
    """An action space ("torso.0") on a member's body card."""

    kind: Literal["space"]
    member: str
    space: str


class Flip(NamedTuple):
    """A member's whole body card: where a serious injury turns it."""

    kind: Literal["flip"]
    member: str
    part: str


class Field(NamedTuple):
    """A field ("item:105.1") of an item a member carries."""

    kind: Literal["field"]
    member: str
    field: str


class Member(NamedTuple):
    """A member's panel, by its header."""

    kind: Literal["member"]
    member: str


class Disc(NamedTuple):
    """A member's free discs, above their panel."""

    kind: Literal["disc"]
    member: str


class Prompt(NamedTuple):
    """A prompt-bar button (`scenes.gestures.PROMPT_PLACE`)."""

    kind: Literal["prompt"]
    name: str


class Karma(NamedTuple):
    """The karma card on top of the open discard."""

    kind: Literal["karma"]
    card: str


class Reader(NamedTuple):
    """The card shown in the reader."""

    kind: Literal["reader"]
    card: str


class Mark(NamedTuple):
    """Markers of a kind lying in an area: drawn, never clicked."""

    kind: Literal["mark"]
    mark: str
    area: str


class Immediate(NamedTuple):
    """An immediate effect printed in an area ("102:x"): drawn, never clicked."""

    kind: Literal["immediate"]
    area: str


Place = (Area | Ghost | Level | Marker | Figure | Ground | Item | Card | Space | Flip | Field | Member | Disc | Prompt
         | Karma | Reader | Mark | Immediate)
LEG_PLACES = (Area, Ghost, Level)               # where a dragged figure may walk to


# ---- which places give which command --------------------------------------------------------------
def routes(view: sh.HeredityView, command) -> list[Route]:
    here = Reading.of(view)
    kind = type(command)
    if kind is m.Act:
        return here.act(command)
    if kind is m.Drop:
        return here.drop(command)
    if kind is m.Injure:
        return [route(member(command.member), prompt(command))]
    if kind is m.Space:
        return here.space(command)
    if kind is m.Join:              # its button, the disc then on the first free space of its kind
        return [route(prompt(command), then=here.free_spaces(command.member, weapon_space_kind(command.weapon))[:1])]
    if kind in ANSWERS:
        places = ANSWERS[kind](here, command)
        if kind is not m.Damage:
            places.append(prompt(command))
        return [route(places)]
    return []                                   # answers, strike, done, join, end of actions


def member(name: str) -> list[Place]:
    """A member, by their figure or their panel."""
    return [Figure("figure", name), Member("member", name)]


def prompt(command) -> Prompt:
    return Prompt("prompt", button_name(command))


def button_name(command) -> str:
    """A prompt button's name, one per command."""
    fields = (str(getattr(command, f)) for f in command.__struct_fields__ if f != "seat")
    return ":".join((type(command).__struct_config__.tag, *fields))


def space_kind(command) -> str:
    """The kind of body space an action's disc goes on ("" for an item field or an ally card)."""
    if command.action in ("attack", "use"):
        return weapon_space_kind(command.weapon)
    return SPACE_FOR.get(command.action, "")


ACTION_SPACES = ("look", "talk", "interact")     # actions done with a marker, card or figure on the board


class Reading:
    """The view's terrain and family, read once per view."""
    last: Reading | None = None

    @classmethod
    def of(cls, view: sh.HeredityView) -> Reading:
        if cls.last is None or cls.last.view is not view:
            cls.last = cls(view)
        return cls.last

    def __init__(self, view: sh.HeredityView) -> None:
        self.view = view
        self.decision = view.decision
        terrain = view.terrain
        self.area_of_part = {part: area.id for area in terrain.areas for part in area.parts}
        self.areas = {area.id: area for area in terrain.areas}
        self.laid_levels = {card.card for card in terrain.cards}
        self.levels = {link.card: link.to for card in terrain.cards for link in card.levels}
        self.members = {x.name: x for x in view.members}
        self.figures = {f.id: f.area for e in view.encounters for f in e.figures}

    def area(self, name: str) -> str:
        return self.area_of_part.get(name, name)

    def here(self, name: str) -> str:
        return self.area(self.members[name].area or "")

    def about(self) -> str:
        """The member the decision waiting is about ("" where it names none)."""
        return (self.decision.member or "") if self.decision is not None else ""

    def purpose(self) -> str:
        """What the choice waiting is for ("" where no choice waits)."""
        return self.decision.purpose if isinstance(self.decision, sh.Choosing) else ""

    # ---- the family's actions -----------------------------------------------------------------
    def act(self, c: m.Act) -> list[Route]:
        """By the member and the target, the disc then going on the first free space of the
        action's kind (a drag of the disc chooses another: `by_disc`, `scenes/tables/heredity/
        replace.py`); or by the disc dropped where it goes."""
        targets = self.targets(c) or [prompt(c)]
        return [route(member(c.member), targets, then=self.free_spaces(c.member, space_kind(c))[:1])] + self.by_disc(c)

    def free_spaces(self, name: str, kind: str) -> list[Place]:
        """`name`'s body spaces of `kind` with neither disc nor damage, in the order the rules
        list them."""
        return [Space("space", name, s.id) for b in self.members[name].bodies for s in b.spaces
                if kind and s.kind == kind and not s.disc and not s.damage]

    def targets(self, c: m.Act) -> list[Place]:
        action, target = c.action, c.target
        if action == "move":
            return [Area("area", self.area(target))]
        if action == "explore":
            return [Ghost("ghost", target)]
        if action == "level":
            to = self.levels.get(target, "")
            laid: list[Place] = [Area("area", self.area(to))] if target in self.laid_levels else []
            return [Level("level", target), *laid]
        if action in ("look", "talk", "interact"):
            return self.interaction(c)
        if action in ("heal", "trade"):
            return member(target)
        if action in ("repair", "upgrade"):
            return [Item("item", target)]
        if action == "pickup":
            here = self.here(c.member)
            return [Ground("ground", here), *(Item("item", card) for card in self.areas[here].items)]
        if action == "use":
            return [Item("item", target), Field("field", c.member, c.weapon)]
        return self.by_card(c)

    @staticmethod
    def by_card(c: m.Act) -> list[Place]:
        """An attack's figure, an ally's card."""
        if c.action == "attack":
            return [Figure("figure", c.target)]
        return [Card("card", c.target)] if c.action == "ally" else []

    def interaction(self, c: m.Act) -> list[Place]:
        target = c.target
        if target.startswith("card:"):
            return [Card("card", target[5:])]
        if "#" in target:
            card = target.partition("#")[0]
            here = self.here(c.member)
            standing = [f for f, area in self.figures.items() if f.split(".")[0] == card and self.area(area) == here]
            return [Card("card", card), *(Figure("figure", f) for f in standing)]
        return [Marker("marker", target)]

    def by_disc(self, c: m.Act) -> list[Route]:
        """A free disc dropped where it goes: the ally's card, the item field, one of the free
        body spaces of the action's kind (which then takes it), or for a look, talk or hand
        action the marker, card or figure it is done with (the symbols on the board are where a
        player puts the disc; the rules then ask which space takes it if there is a choice)."""
        disc = Disc("disc", c.member)
        if c.action == "ally":
            return [route(disc, Card("card", c.target))]
        spaces = self.free_spaces(c.member, space_kind(c))
        on_target = ([route(disc, place, then=spaces[:1]) for place in self.interaction(c)]
                     if c.action in ACTION_SPACES else [])
        if c.weapon.startswith("item:"):
            return [route(disc, Field("field", c.member, c.weapon))]
        return [route(disc, space, then=[space]) for space in spaces] + on_target

    def space(self, c: m.Space) -> list[Route]:
        """Which space takes the disc, asked again after an undo: the space itself, or the disc
        dropped there; the prompt offers the first free one alone (the spaces look alike)."""
        name = self.about()
        place = Space("space", name, c.space)
        kind = self.decision.space_kind if isinstance(self.decision, sh.Placing) else ""
        first = self.free_spaces(name, kind or "")[:1] == [place]
        return [route([place, prompt(c)] if first else [place]), route(Disc("disc", name), place)]

    # ---- dropping, at any decision ---------------------------------------------------------------
    def drop(self, c: m.Drop) -> list[Route]:
        """The member (figure or panel), then the drop's button; or the carried item itself, then
        the button. Where a click on the member or the item already answers the decision waiting
        (which member, which item to give or keep, whom a hostile attacks), that way is left out:
        a material dropped while the players choose a member is a button of its own."""
        kind, purpose = self.decision.kind if self.decision is not None else None, self.purpose()
        button = prompt(c)
        found = []
        if kind != "member":
            by = [Member("member", c.member)] if kind == "target" else member(c.member)
            found.append(route(by, button))
        if c.card != "material" and kind != "trade" and not (kind == "target" and purpose in ("drop_for", "swap_for")):
            found.append(route(Item("item", c.card), button))
        return found or [route(button)]

    # ---- answers to decisions -------------------------------------------------------------------
    @staticmethod
    def member_space(name: str, space: str) -> Place:
        """Where a damage marker or a disc goes: a body space, an item field, a whole body card
        ("flip:legs")."""
        if space.startswith("flip:"):
            return Flip("flip", name, space[5:])
        if space.startswith("item:"):
            return Field("field", name, space)
        return Space("space", name, space)

    def target(self, c: m.Target) -> list[Place]:
        purpose, name = self.purpose(), self.about()
        if purpose in ("heal", "repair"):
            return [self.member_space(name, c.target)]
        if purpose in ("drop_for", "swap_for"):
            return [Item("item", c.target)]
        if purpose in ("path", "place"):
            return [Area("area", self.area(c.target))]
        return [Figure("figure", c.target)]

    def take(self, c: m.Take) -> list[Place]:
        if c.card == "material":
            return [Ground("ground", self.here(self.about()))]
        return [Item("item", c.card)]


ANSWERS: dict[type, Callable[[Reading, Any], list[Place]]] = {
    m.Damage: lambda here, c: [here.member_space(c.member, c.space)],
    m.ChooseMember: lambda here, c: member(c.member),
    m.Target: Reading.target,
    m.Take: Reading.take,
    m.Give: lambda here, c: [] if c.card == "material" else [Item("item", c.card)],
}
