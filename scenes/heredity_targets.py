"""Where on the Heredity table each legal command can be given: the places a click or a drop
answers. A place is a small tuple:

    ("area", area)            an area of the terrain           ("ghost", card)   a card to explore
    ("level", card)           a level symbol in an area        ("marker", id)    an action marker
    ("figure", figure)        a member or an encounter figure  ("ground", area)  material lying there
    ("item", card)            an item, carried or lying        ("card", card)    a timeline or laid card
    ("space", member, space)  an action space on a body card   ("flip", member, part)  a whole body card
    ("field", member, field)  an item field                    ("member", member)  a member's panel

Commands that no place stands for (answers, strike, done, end of actions, drops) go to the prompt.
"""

from __future__ import annotations

from game.titles.heredity import model as m
from game.titles.heredity.actions import SPACE_FOR
from game.titles.heredity.combat import weapon_space_kind

LEGS = ("move", "explore", "level")


def space_kind(command) -> str:
    """The kind of body space an action's disc goes on ("" for an item field or an ally card)."""
    if command.action in ("attack", "use"):
        return weapon_space_kind(command.weapon)
    return SPACE_FOR.get(command.action, "")


class Places:
    """The view's terrain and family, read once, to say where commands point."""

    def __init__(self, view: dict) -> None:
        self.decision = view.get("decision") or {}
        self.area_of_part = {part: area["id"] for area in view["terrain"]["areas"] for part in area["parts"]}
        self.areas = {area["id"]: area for area in view["terrain"]["areas"]}
        self.laid_levels = {card["card"] for card in view["terrain"]["cards"]}
        self.levels = {link["card"]: link["to"] for card in view["terrain"]["cards"] for link in card["levels"]}
        self.member_area = {member["name"]: member["area"] for member in view["members"]}
        self.figures = {f["id"]: f["area"] for e in view["encounters"] for f in e["figures"]}

    def area(self, name: str) -> str:
        return self.area_of_part.get(name, name)

    def of(self, command) -> list[tuple]:
        handler = getattr(self, f"_{type(command).__struct_config__.tag}", None)
        return handler(command) if handler else []

    # ---- the family's actions -------------------------------------------------------------
    def _act(self, c) -> list[tuple]:
        action, target = c.action, c.target
        if action == "move":
            return [("area", self.area(target))]
        if action == "explore":
            return [("ghost", target)]
        if action == "level":
            to = self.levels.get(target, "")
            return [("level", target)] + ([("area", self.area(to))] if target in self.laid_levels else [])
        if action in ("look", "talk", "interact"):
            return self._interaction(c)
        if action in ("heal", "trade"):
            return [("figure", target), ("member", target)]
        if action in ("repair", "upgrade"):
            return [("item", target)]
        if action == "pickup":
            here = self.area(self.member_area[c.member])
            return [("ground", here)] + [("item", card) for card in self.areas[here]["items"]]
        if action == "attack":
            return [("figure", target)]
        if action == "use":
            return [("item", target), ("field", c.member, c.weapon)]
        if action == "ally":
            return [("card", target)]
        return []

    def _interaction(self, c) -> list[tuple]:
        target = c.target
        if target.startswith("card:"):
            return [("card", target[5:])]
        if "#" in target:
            card = target.partition("#")[0]
            here = self.area(self.member_area[c.member])
            standing = [f for f, area in self.figures.items() if f.split(".")[0] == card and self.area(area) == here]
            return [("card", card)] + [("figure", f) for f in standing]
        return [("marker", target)]

    # ---- answers to decisions ---------------------------------------------------------------
    def _space(self, c) -> list[tuple]:
        return [("space", self.decision.get("member"), c.space)]

    def _damage(self, c) -> list[tuple]:
        return [self.member_space(c.member, c.space)]

    def member_space(self, member: str, space: str) -> tuple:
        if space.startswith("flip:"):
            return ("flip", member, space[5:])
        if space.startswith("item:"):
            return ("field", member, space)
        return ("space", member, space)

    def _choose_member(self, c) -> list[tuple]:
        return [("member", c.member), ("figure", c.member)]

    def _target(self, c) -> list[tuple]:
        purpose = self.decision.get("purpose")
        member = self.decision.get("member")
        if purpose in ("heal", "repair"):
            return [self.member_space(member, c.target)]
        if purpose in ("drop_for", "swap_for"):
            return [("item", c.target)]
        if purpose in ("path", "place"):
            return [("area", self.area(c.target))]
        return [("figure", c.target)]

    def _take(self, c) -> list[tuple]:
        if c.card == "material":
            return [("ground", self.area(self.member_area[self.decision.get("member")]))]
        return [("item", c.card)]

    def _give(self, c) -> list[tuple]:
        return [] if c.card == "material" else [("item", c.card)]


def is_leg_act(command) -> bool:
    return isinstance(command, m.Act) and command.action in LEGS
