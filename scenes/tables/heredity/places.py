"""Where on the Heredity table each legal command is given (see `scenes/places.py`). Places:

    ("area", area)            an area of the terrain           ("ghost", card)   a card to explore
    ("level", card)           a level symbol in an area        ("marker", id)    an action marker
    ("figure", figure)        a member or an encounter figure  ("ground", area)  material lying there
    ("item", card)            an item, carried or lying        ("card", card)    a timeline or laid card
    ("space", member, space)  an action space on a body card   ("flip", member, part)  a whole body card
    ("field", member, field)  an item field                    ("member", member)  a member's panel
    ("disc", member)          the member's free discs          ("prompt", name)  a prompt-bar button

A member's action is given by the member (figure or panel), then its target; or by a free disc
dropped on the space, item field or ally card it goes on, and then the rules' question which space
takes the disc is answered by the drop. A decision's answers are their places and a prompt-bar
button each (damage, often many places, only on the board). The rest is answered in the prompt bar.
"""

from __future__ import annotations

from game.titles.heredity import model as m
from game.titles.heredity import shown as sh
from game.titles.heredity.actions import SPACE_FOR
from game.titles.heredity.combat import weapon_space_kind
from scenes.places import Route, route

LEGS = ("move", "explore", "level")
LEG_PLACES = ("area", "ghost", "level")         # where a dragged figure may walk to


def routes(view: sh.HeredityView, command) -> list[Route]:
    here = Reading.of(view)
    kind = type(command)
    if kind is m.Act:
        return here.act(command)
    if kind is m.Drop:
        return here.drop(command)
    if kind is m.Injure:
        return [route(member(command.member), ("prompt", button_name(command)))]
    if kind in ANSWERS:
        places = ANSWERS[kind](here, command)
        if kind is not m.Damage:
            places.append(("prompt", button_name(command)))
        disc = ("disc", here.about())
        dropped = [route(disc, places[0])] if kind is m.Space else []
        return [route(places)] + dropped
    return []                                   # answers, strike, done, join, end of actions


def member(name: str) -> list[tuple]:
    return [("figure", name), ("member", name)]


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
        targets = self.targets(c) or [("prompt", button_name(c))]
        return [route(member(c.member), targets)] + self.by_disc(c)

    def targets(self, c: m.Act) -> list[tuple]:
        action, target = c.action, c.target
        if action == "move":
            return [("area", self.area(target))]
        if action == "explore":
            return [("ghost", target)]
        if action == "level":
            to = self.levels.get(target, "")
            return [("level", target)] + ([("area", self.area(to))] if target in self.laid_levels else [])
        if action in ("look", "talk", "interact"):
            return self.interaction(c)
        if action in ("heal", "trade"):
            return member(target)
        if action in ("repair", "upgrade"):
            return [("item", target)]
        if action == "pickup":
            here = self.here(c.member)
            return [("ground", here)] + [("item", card) for card in self.areas[here].items]
        if action == "use":
            return [("item", target), ("field", c.member, c.weapon)]
        return [("figure", target)] if action == "attack" else [("card", target)] if action == "ally" else []

    def interaction(self, c: m.Act) -> list[tuple]:
        target = c.target
        if target.startswith("card:"):
            return [("card", target[5:])]
        if "#" in target:
            card = target.partition("#")[0]
            here = self.here(c.member)
            standing = [f for f, area in self.figures.items() if f.split(".")[0] == card and self.area(area) == here]
            return [("card", card)] + [("figure", f) for f in standing]
        return [("marker", target)]

    def by_disc(self, c: m.Act) -> list[Route]:
        """A free disc dropped where it goes: the ally's card, the item field, one of the free
        body spaces of the action's kind (which then takes it), or for a look, talk or hand
        action the marker, card or figure it is done with (the symbols on the board are where a
        player puts the disc; the rules then ask which space takes it if there is a choice)."""
        disc = ("disc", c.member)
        if c.action == "ally":
            return [route(disc, ("card", c.target))]
        on_target = [route(disc, place) for place in self.interaction(c)] if c.action in ACTION_SPACES else []
        if c.weapon.startswith("item:"):
            return [route(disc, ("field", c.member, c.weapon))]
        spaces = [("space", c.member, s.id) for b in self.members[c.member].bodies for s in b.spaces
                  if s.kind == space_kind(c) and not s.disc and not s.damage]
        return [route(disc, space, then=[space]) for space in spaces] + on_target

    # ---- dropping, at any decision ---------------------------------------------------------------
    def drop(self, c: m.Drop) -> list[Route]:
        """The member (figure or panel), then the drop's button; or the carried item itself, then
        the button. Where a click on the member or the item already answers the decision waiting
        (which member, which item to give or keep, whom a hostile attacks), that way is left out:
        a material dropped while the players choose a member is a button of its own."""
        kind, purpose = self.decision.kind if self.decision is not None else None, self.purpose()
        button = ("prompt", button_name(c))
        found = []
        if kind != "member":
            by = [("member", c.member)] if kind == "target" else member(c.member)
            found.append(route(by, button))
        if c.card != "material" and kind != "trade" and not (kind == "target" and purpose in ("drop_for", "swap_for")):
            found.append(route(("item", c.card), button))
        return found or [route(button)]

    # ---- answers to decisions -------------------------------------------------------------------
    def member_space(self, name: str, space: str) -> tuple:
        if space.startswith("flip:"):
            return ("flip", name, space[5:])
        if space.startswith("item:"):
            return ("field", name, space)
        return ("space", name, space)

    def target(self, c: m.Target) -> list[tuple]:
        purpose, name = self.purpose(), self.about()
        if purpose in ("heal", "repair"):
            return [self.member_space(name, c.target)]
        if purpose in ("drop_for", "swap_for"):
            return [("item", c.target)]
        if purpose in ("path", "place"):
            return [("area", self.area(c.target))]
        return [("figure", c.target)]

    def take(self, c: m.Take) -> list[tuple]:
        if c.card == "material":
            return [("ground", self.here(self.about()))]
        return [("item", c.card)]


ANSWERS = {
    m.Space: lambda here, c: [("space", here.about(), c.space)],
    m.Damage: lambda here, c: [here.member_space(c.member, c.space)],
    m.ChooseMember: lambda here, c: member(c.member),
    m.Target: Reading.target,
    m.Take: Reading.take,
    m.Give: lambda here, c: [] if c.card == "material" else [("item", c.card)],
}
