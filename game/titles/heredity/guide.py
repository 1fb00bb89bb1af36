"""Guides: the family played towards one ending by choices the bots do not make (the cart
braced, the fare paid, the gate opened), from whatever start the campaign gives the chapter.

A guide is a list of goals, each one command a person would give (an action and its target: an
action marker by the card it gives, a new action's card, an encounter's interaction, a card to
explore or a level to climb to, an area to reach), and the answers to the questions cards ask.
At the family's turn it gives the first goal some member can give now, else walks the member
nearest to where it can be given one step closer; every other decision, and every turn no goal
can use, is the heuristic bot's. It reads the table as a person at it sees it, and gives only
legal commands. `ROUTES` holds the guides of the campaign's endings (`arc.walk` plays them on
every way, beside the bots).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

from game.engine.bots import bot_move
from game.engine.session import Session
from game.engine.types import Command
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity.actions import explore_spots_in, level_links_in
from game.titles.heredity.content import content
from game.titles.heredity.geometry import Geometry, geometry

COMMAND_LIMIT = 20_000


@dataclass(frozen=True)
class Goal:
    """One command to give: `action` (look, talk, interact, move, explore, level, attack) on
    `target` ("marker:114" the action marker giving card 114, "card:121" a laid card's new
    action, "204#1" an encounter's interaction, an area, the card to explore or climb to, or the
    encounter card whose figures to attack until it is defeated), by `who` if named."""

    action: str
    target: str
    who: str = ""


@dataclass
class Guide:
    goals: list[Goal]
    answers: dict[str, bool] = field(default_factory=dict)     # card asking -> yes or no
    idle: bool = False                  # once every goal is done: end the actions, not the bot's
    given: int = 0                                              # goals done so far

    def __call__(self, session: Session) -> None:
        while session.outcome() is None and session.command_count < COMMAND_LIMIT:
            session.apply(self.next_command(session))

    def next_command(self, session: Session) -> Command:
        state, seat = cast(m.HeredityState, session.state), session.to_move()[0]
        effect = q.head(state)
        if effect is not None and effect.kind == "ask" and effect.card in self.answers:
            return m.Answer(seat=seat, yes=self.answers[effect.card])
        if effect is not None and effect.kind == "actions":
            command = self.step(state, session)
            if command is not None:
                return command
        return bot_move(session, seat, "heuristic")

    def step(self, state: m.HeredityState, session: Session) -> Command | None:
        """The current goal's command, or a step towards it; None once no goal can be pursued."""
        while self.given < len(self.goals):
            goal = self.goals[self.given]
            if done(state, goal):
                self.given += 1
                continue
            legal = [c for seat in session.to_move() for c in session.legal_commands(seat)]
            now = [c for c in legal if isinstance(c, m.Act) and c.action == goal.action
                   and aimed(c, resolved(state, goal)) and goal.who in ("", c.member)]
            if now:
                self.given += goal.action not in ("move", "explore", "level", "attack")
                return max(now, key=lambda c: c.weapon.startswith("item:"))      # a weapon before fists
            return closer(state, goal, legal) or ended(legal)
        return ended(session.legal_commands(session.to_move()[0])) if self.idle else None


def aimed(command: m.Act, target: str) -> bool:
    """Whether the command is given on the target: an attack on any figure of its card."""
    return (q.figure_card(command.target) if command.action == "attack" else command.target) == target


def resolved(state: m.HeredityState, goal: Goal) -> str:
    """The target as the rules name it: an action marker by its id."""
    if goal.target.startswith("marker:"):
        card = goal.target[len("marker:"):]
        return next((x.id for x in state.action_markers if x.card == card), goal.target)
    return goal.target


def done(state: m.HeredityState, goal: Goal) -> bool:
    """A goal the table no longer offers, or reached already."""
    target = resolved(state, goal)
    if goal.action == "move":
        return any(geometry(state).same(q.area_of(state, name), target) for name in members(state, goal))
    if goal.action == "explore":
        return any(p.card == target for p in state.terrain)
    if goal.action == "level":
        return any(q.area_of(state, name).startswith(f"{target}:") for name in members(state, goal))
    if goal.action == "attack":
        return target in state.removed
    if target.startswith("marker:"):
        return True                        # its marker is gone: somebody gave it
    if target.startswith("card:"):
        return target[len("card:"):] not in state.laid
    if "#" in target:
        return q.encounter(state, target.split("#")[0]) is None
    return False


def members(state: m.HeredityState, goal: Goal) -> list[str]:
    return [goal.who] if goal.who else q.on_table(state)


def spots(state: m.HeredityState, geo: Geometry, goal: Goal) -> set[str]:
    """The areas the goal's command can be given from."""
    target = resolved(state, goal)
    if goal.action == "move":
        return {geo.area[target]} if target in geo.area else set()
    if goal.action == "explore":
        return {a for a in geo.members if any(spot[1] == target for spot in explore_spots_in(state, geo, a))}
    if goal.action == "level":
        return {a for a in geo.members if any(link.card == target for link in level_links_in(state, geo, a))}
    if target.startswith("card:"):
        area = content().side(target[len("card:"):], "a").action_def.area
        return {geo.area[area]} if area in geo.area else set()
    if "#" in target or goal.action == "attack":
        return {geo.area[f.area] for f in q.figures_of(state, target.split("#")[0]) if f.area in geo.area}
    return {geo.area[x.area] for x in state.action_markers if x.id == target and x.area in geo.area}


def distances(state: m.HeredityState, geo: Geometry, ends: set[str]) -> dict[str, int]:
    """Moves from every area to the nearest of `ends`, across lines a member may cross and the
    level symbols between laid levels."""
    seen = dict.fromkeys(ends, 0)
    todo = deque(ends)
    while todo:
        here = todo.popleft()
        for there in list(geo.moves(here)) + climbs(state, geo, here):
            if there not in seen:
                seen[there] = seen[here] + 1
                todo.append(there)
    return seen


def climbs(state: m.HeredityState, geo: Geometry, area: str) -> list[str]:
    return [geo.area[f"{link.card}:{link.to}"] for link in level_links_in(state, geo, area)
            if f"{link.card}:{link.to}" in geo.area]


def closer(state: m.HeredityState, goal: Goal, legal: list) -> Command | None:
    """The move, exploration or climb that brings a member nearest to the goal."""
    geo = geometry(state)
    away = distances(state, geo, spots(state, geo, goal))
    if not away:
        return None
    best, best_distance = None, None
    for command in legal:
        if not isinstance(command, m.Act) or command.action not in ("move", "explore", "level") \
                or command.member not in members(state, goal):
            continue
        here = away.get(geo.area[q.area_of(state, command.member)])
        there = arrival(state, geo, command, away)
        if there is not None and (here is None or there < here) and (best_distance is None or there < best_distance):
            best, best_distance = command, there
    return best


def arrival(state: m.HeredityState, geo: Geometry, command: m.Act, away: dict[str, int]) -> int | None:
    """How far from the goal a move, exploration or climb leaves the member (0: where an
    exploration or climb the goal asks for starts)."""
    if command.action == "move":
        return away.get(geo.area[command.target])
    here = geo.area[q.area_of(state, command.member)]
    if command.action == "level":
        return min((away[a] for a in climbs(state, geo, here) if a in away), default=None)
    return None


def ended(legal: list) -> Command | None:
    """Nothing to do for the goal this round: the seat ends its actions."""
    return next((c for c in legal if isinstance(c, m.EndActions)), None)


Route = Callable[[m.HeredityState], Guide]


# ---- the campaign's routes: each a guide made for the chapter's start ----------------------------
def idle(state: m.HeredityState) -> Guide:
    """The family does nothing: the chapter's clock runs out."""
    return Guide([], idle=True)


def slip_away(state: m.HeredityState) -> Guide:
    """Chapter 1: two materials from the well, one from the plan to leave, the barn explored, the
    cart's axle braced, Swan found in the hayloft, and everyone called to the cart."""
    return Guide([Goal("interact", "marker:114"), Goal("look", "marker:110"), Goal("explore", "106"),
                  Goal("interact", "marker:120"), Goal("interact", "card:121"), Goal("level", "109"),
                  Goal("look", "marker:124"), Goal("talk", "card:123")], {"110": True})


def ferry(state: m.HeredityState) -> Guide:
    """Chapter 2: Ada's name pays the fare, or four materials gathered on the landing do."""
    if "ada_helped" in state.flags:
        return Guide([Goal("talk", "204#1"), Goal("talk", "card:223")])
    return Guide([Goal("look", "marker:211"), Goal("interact", "marker:212"), Goal("interact", "marker:237"),
                  Goal("talk", "204#0"), Goal("talk", "card:223")], {"237": True})


def bridge(state: m.HeredityState) -> Guide:
    """Chapter 2: six materials from the landing, the reeds and the gravel, the gap planked."""
    return Guide([Goal("look", "marker:211"), Goal("interact", "marker:212"), Goal("look", "marker:210"),
                  Goal("interact", "marker:217"), Goal("explore", "205"), Goal("interact", "marker:214"),
                  Goal("explore", "206"), Goal("interact", "marker:216"), Goal("interact", "card:222"),
                  Goal("talk", "card:224")])


def drive_off(state: m.HeredityState) -> Guide:
    """Chapter 1: the family waits for Cole and brings him down."""
    return Guide([Goal("attack", "140")])


def sanctuary(state: m.HeredityState) -> Guide:
    """Chapter 3: the gate opens to Ada's friends and the ferryman's, or to four materials."""
    if {"ada_helped", "crossed_by_ferry"} & set(state.flags):
        return Guide([Goal("talk", "311#0"), Goal("talk", "card:325")])
    return Guide([Goal("look", "marker:358"), Goal("look", "marker:359"), Goal("explore", "304"),
                  Goal("interact", "marker:336"), Goal("talk", "311#1"), Goal("talk", "card:325")])


def heal_the_boy(state: m.HeredityState) -> Guide:
    """Chapter 3: the woodcutter's herbs, the back way over the millrace into the yard, the
    miller's boy nursed: his mother opens the gate."""
    return Guide([Goal("explore", "304"), Goal("look", "marker:335"), Goal("explore", "305"), Goal("explore", "306"),
                  Goal("move", "302:y"), Goal("explore", "303"), Goal("talk", "marker:327"),
                  Goal("interact", "card:328"), Goal("talk", "card:325")])


def over_the_pass(state: m.HeredityState) -> Guide:
    """Chapter 3: the boathouse's rope, the cairn found beyond the clearing, the climb."""
    return Guide([Goal("explore", "305"), Goal("interact", "marker:357"), Goal("explore", "304"),
                  Goal("explore", "307"), Goal("look", "marker:339"), Goal("interact", "card:341")])


def defend_the_mill(state: m.HeredityState) -> Guide:
    """Chapter 3: the family waits for the riders and brings their leader down: Harlan if Cole
    fell on the ridge, else Cole."""
    return Guide([Goal("attack", "342" if "cole_defeated" in state.flags else "343")])


def douse_the_mill(state: m.HeredityState) -> Guide:
    """Chapter 3: water carried to the thatch when the torches land, then the snow."""
    return Guide([Goal("explore", "305"), Goal("move", "305:s"), Goal("interact", "card:349")], idle=True)


def roots(state: m.HeredityState) -> Guide:
    """Chapter 4: the seed grain found, the terraces explored, three rows sown."""
    sow = Goal("interact", "card:439")
    return Guide([Goal("look", "marker:438"), Goal("explore", "406"), Goal("look", "marker:450"), sow, sow, sow])


def coast_road(state: m.HeredityState) -> Guide:
    """Chapter 4: the lighthouse answered from the mast, then the ford crossed to the coast road."""
    return Guide([Goal("explore", "404"), Goal("interact", "marker:455"), Goal("look", "marker:433"),
                  Goal("interact", "card:432"), Goal("explore", "407"), Goal("look", "marker:441"),
                  Goal("talk", "card:460")])


def community(state: m.HeredityState) -> Guide:
    """Chapter 5: Ines's trust, then the lamp lit on the coast or the long house raised at home."""
    if "followed_signal" in state.flags:
        return Guide([Goal("talk", "513#0"), Goal("interact", "card:530"), Goal("look", "marker:585"),
                      Goal("level", "508"), Goal("interact", "card:531")])
    return Guide([Goal("interact", "marker:571"), Goal("look", "marker:572"), Goal("talk", "513#0"),
                  Goal("interact", "card:534"), Goal("interact", "card:533")])


def hold_the_home(state: m.HeredityState) -> Guide:
    """Chapter 5: the family waits for the raiders and brings their leader down."""
    flags = set(state.flags)
    leader = "541" if {"cole_killed", "harlan_defeated"} & flags else "542" if "cole_defeated" in flags else "543"
    return Guide([Goal("attack", leader)])


def children_go_on(state: m.HeredityState) -> Guide:
    """Chapter 5: the roofs soaked against the raiders' fire, and four rounds before the gale the
    children sent on by boat or cart."""
    card = "560" if "followed_signal" in state.flags else "562"
    return Guide([*douse_the_roofs(state).goals, Goal("interact", f"card:{card}")], {card: True})


def douse_the_roofs(state: m.HeredityState) -> Guide:
    """Chapter 5: the roofs soaked when the raiders' oil is on them, then the gale."""
    coast = "followed_signal" in state.flags
    return Guide([Goal("move", "504:y" if coast else "502:r"), Goal("interact", "card:546" if coast else "card:547")],
                 idle=True)


ROUTES: dict[int, tuple[Route, ...]] = {
    1: (drive_off, slip_away, idle),
    2: (ferry, bridge, idle),
    3: (sanctuary, heal_the_boy, over_the_pass, defend_the_mill, douse_the_mill, idle),
    4: (roots, coast_road, idle),
    5: (community, hold_the_home, children_go_on, douse_the_roofs, idle),
}
