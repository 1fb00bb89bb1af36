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
from game.titles.heredity import queued as fx
from game.titles.heredity.actions import explore_spots_in, level_links_in
from game.titles.heredity.content import content
from game.titles.heredity.geometry import Geometry, geometry

COMMAND_LIMIT = 20_000


@dataclass(frozen=True)
class Goal:
    """One command to give: `action` (look, talk, interact, move, explore, level, attack) on
    `target` ("marker:114" the action marker giving card 114, "card:121" a laid card's new
    action, "204#1" an encounter's interaction, an area, the card to explore or climb to, or the
    encounter card whose figures to attack until it is defeated), by `who` if named; or "wait"
    for `target` rounds, the family's actions ended. A goal that `maybe` comes up (a way that
    depends on what the chapter started with) is passed by when the table does not offer it by
    the time the guide comes to it."""

    action: str
    target: str
    who: str = ""
    maybe: bool = False         # given only if the table offers it when the guide comes to it


@dataclass
class Guide:
    goals: list[Goal]
    answers: dict[str, bool] = field(default_factory=dict)     # card asking -> yes or no
    idle: bool = False                  # once every goal is done: end the actions, not the bot's
    given: int = 0                                              # goals done so far
    waited: int = 0                                             # rounds waited for the goal on hand

    def __call__(self, session: Session) -> None:
        while session.outcome() is None and session.command_count < COMMAND_LIMIT:
            session.apply(self.next_command(session))

    def next_command(self, session: Session) -> Command:
        state, seat = cast(m.HeredityState, session.state), session.to_move()[0]
        effect = q.head(state)
        if isinstance(effect, fx.Ask) and effect.card in self.answers:
            return m.Answer(seat=seat, yes=self.answers[effect.card])
        if isinstance(effect, fx.Actions):
            command = self.step(state, session)
            if command is not None:
                return command
        return bot_move(session, seat, "heuristic")

    def step(self, state: m.HeredityState, session: Session) -> Command | None:
        """The current goal's command, or a step towards it; None once no goal can be pursued."""
        while self.given < len(self.goals):
            goal = self.goals[self.given]
            if done(state, goal) or (goal.maybe and not spots(state, geometry(state), goal)):
                self.given += 1
                continue
            legal = [c for seat in session.to_move() for c in session.legal_commands(seat)]
            if goal.action == "wait":
                return self.wait(int(goal.target), legal)
            now = [c for c in legal if isinstance(c, m.Act) and c.action == goal.action
                   and aimed(c, resolved(state, goal)) and goal.who in ("", c.member)]
            if now:
                self.given += goal.action not in ("move", "explore", "level", "attack")
                return max(now, key=lambda c: c.weapon.startswith("item:"))      # a weapon before fists
            return closer(state, goal, legal) or ended(legal)
        return ended(session.legal_commands(session.to_move()[0])) if self.idle else None

    def wait(self, rounds: int, legal: list) -> Command | None:
        """The family's actions ended, for `rounds` rounds."""
        self.waited += 1
        if self.waited >= rounds:
            self.given, self.waited = self.given + 1, 0
        return ended(legal)


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
    """A goal reached already, or one the table will never offer again: its card read (a marker's),
    used up (a new action's) or out of the game (an encounter's). One the table does not offer
    yet (a marker on terrain still to come, a card still to be read) is waited for."""
    target = resolved(state, goal)
    if goal.action == "wait":
        return False
    if goal.action == "move":
        return any(geometry(state).same(q.area_of(state, name), target) for name in members(state, goal))
    if goal.action == "explore":
        return any(p.card == target for p in state.terrain)
    if goal.action == "level":
        return any(q.area_of(state, name).startswith(f"{target}:") for name in members(state, goal))
    if target.startswith("marker:"):
        return target[len("marker:"):] not in state.deck
    if target.startswith("card:"):
        return target[len("card:"):] not in state.deck + state.laid
    card = target.split("#")[0]
    if "#" in target:                   # an encounter's interactions are a neutral one's
        entry = q.encounter(state, card)
        return card in state.removed or (entry is not None and entry.status != "neutral")
    return card in state.removed        # an attack's encounter


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
        card = target[len("card:"):]
        area = content().side(card, "a").action_def.area
        return {geo.area[area]} if card in state.laid and area in geo.area else set()
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
    """How far from the goal a move or a climb leaves the member; an exploration the goal does
    not ask for leads nowhere it knows."""
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
def look(card: str) -> Goal:
    return Goal("look", f"marker:{card}")


def hand(card: str) -> Goal:
    return Goal("interact", f"marker:{card}")


def talk(card: str) -> Goal:
    return Goal("talk", f"marker:{card}")


def use(card: str, maybe: bool = False) -> Goal:
    """A new action laid beside the table (a card's)."""
    side = content().side(card, "a").action_def
    return Goal({"hand": "interact"}.get(side.kind, side.kind), f"card:{card}", maybe=maybe)


def idle(state: m.HeredityState) -> Guide:
    """The family does nothing: the chapter's clock runs out."""
    return Guide([], idle=True)


# chapter 1
def drive_off(state: m.HeredityState | None = None) -> Guide:
    """Chapter 1: the family waits for Cole and brings him down."""
    return Guide([Goal("attack", "140")])


def fox_and_hens(state: m.HeredityState) -> Guide:
    """Chapter 1: the stick from under the porch, the fox driven out of the hen house and what it
    left there; then Cole."""
    return Guide([hand("116"), Goal("attack", "104"), hand("119"), Goal("attack", "140")])


def hide_in_the_cellar(state: m.HeredityState) -> Guide:
    """Chapter 1: the whole family down the cellar until the raiders' column comes at dusk."""
    return Guide([Goal("level", "108", who=name) for name in m.MEMBERS], idle=True)


def slip_away(state: m.HeredityState) -> Guide:
    """Chapter 1: two materials from the well, one from the plan to leave, the barn explored, the
    cart's axle braced; the cart will not leave without Swan, who is found in the hayloft; then
    everyone is called to the cart."""
    cart = use("123")
    return Guide([hand("114"), look("110"), Goal("explore", "106"), hand("120"), use("121"), cart,
                  Goal("level", "109"), look("124"), cart], {"110": True})


def tend_ada(state: m.HeredityState) -> Guide:
    """Chapter 1: Swan found in the hayloft beside the wounded stranger, Ada's wound tended; then
    Cole brought down."""
    return Guide([Goal("explore", "106"), Goal("level", "109"), look("124"), Goal("talk", "142#0"),
                  Goal("attack", "140")])


def search_the_farm(state: m.HeredityState) -> Guide:
    """Chapter 1: the farm searched from the cellar to the hayloft (the plan to stay, the radio,
    the jacket, the stick, the rifle, the toolbox, old Pepper, the view from the loft hatch);
    then Cole brought down."""
    return Guide([look("110"), talk("111"), look("137"), hand("116"), Goal("level", "108"), look("112"),
                  Goal("explore", "106"), look("136"), talk("129"), Goal("level", "109"), look("113"),
                  Goal("attack", "140")], {"110": False, "113": False})


def rob_ada(state: m.HeredityState) -> Guide:
    """Chapter 1: Swan found, the stranger's pack taken, the quick way down through the loft
    floor, the cart braced and away."""
    return Guide([hand("114"), look("110"), Goal("explore", "106"), hand("120"), use("121"), Goal("level", "109"),
                  look("124"), Goal("interact", "142#1"), look("113"), use("123")], {"110": True, "113": True})


# chapter 2
def ferry(state: m.HeredityState) -> Guide:
    """Chapter 2: Ada's name pays the fare, or four materials gathered on the landing do (the
    hood taken from its peg on the way)."""
    if "ada_helped" in state.flags:
        return Guide([Goal("talk", "204#1"), use("223")])
    return Guide([look("211"), hand("212"), hand("237"), Goal("talk", "204#0"), use("223")], {"237": True})


def bridge(state: m.HeredityState) -> Guide:
    """Chapter 2: eight materials from the landing, the gravel and the sunken boat (with what the
    family carried in), the gap planked."""
    return Guide([hand("212"), look("211"), Goal("explore", "205"), hand("214"), look("210"), hand("217"),
                  Goal("explore", "206"), hand("216"), use("222"), use("224")])


def bell_and_pirates(state: m.HeredityState) -> Guide:
    """Chapter 2: the bell rung from the chapel tower brings the pirates now; they are fought off
    (their boat holds materials), the hood left on its peg, the ferryman told of Ada (whether or
    not she was helped), the fare paid if her name did not pay it, and the ferry boarded."""
    return Guide([Goal("explore", "205"), Goal("level", "208"), look("218"), Goal("attack", "232"), hand("237"),
                  Goal("talk", "204#1"), look("211"), hand("212"), Goal("talk", "204#0", maybe=True), use("223")],
                 {"218": True, "237": False})


def leave_ash_to_the_pirates(state: m.HeredityState) -> Guide:
    """Chapter 2: the bell rung from the tower, the family stays up there while the pirates come
    ashore, and Ada's dog meets them alone; then the ferry, on Ada's name."""
    return Guide([Goal("explore", "205"), Goal("level", "208"), look("218"), Goal("wait", "3"),
                  Goal("talk", "204#1"), use("223")], {"218": True})


def cut_the_ferry_loose(state: m.HeredityState) -> Guide:
    """Chapter 2: the ferry cut loose behind the ferryman's back makes him an enemy, brought down
    in turn; then the bridge."""
    return Guide([Goal("interact", "204#2"), Goal("attack", "204"), *bridge(state).goals])


# chapter 3
def sanctuary(state: m.HeredityState) -> Guide:
    """Chapter 3: the bread at the wayside shrine left for whoever needs it; asked for shelter,
    the gate opens to Ada's friends and the ferryman's; to anyone else it opens for four
    materials."""
    return Guide([hand("361"), Goal("talk", "311#0"), look("358"), look("359"), Goal("explore", "304"), hand("336"),
                  Goal("talk", "311#1", maybe=True), use("325")], {"361": False})


def the_mill_within(state: m.HeredityState) -> Guide:
    """Chapter 3: asked in (or paid in) through the gate, the mill searched before the family
    settles in: the frozen wheel freed, the granary's crossbow, the loft's fur coat."""
    return Guide([*sanctuary(state).goals[:-1], Goal("explore", "303"), hand("330"), use("331"), look("333"),
                  Goal("level", "308"), look("334"), use("325")], {"361": False})


def heal_the_boy(state: m.HeredityState) -> Guide:
    """Chapter 3: the woodcutter's herbs, the back way over the millrace into the yard, the
    miller's boy nursed: his mother opens the gate."""
    return Guide([Goal("explore", "304"), look("335"), Goal("explore", "305"), Goal("explore", "306"),
                  Goal("move", "302:y"), Goal("explore", "303"), talk("327"), use("328"), use("325")])


def over_the_pass(state: m.HeredityState) -> Guide:
    """Chapter 3: the boathouse's line, the wolves at the treeline driven off, the cairn found
    beyond the clearing, the valley seen from the scree, the climb."""
    return Guide([Goal("explore", "305"), hand("357"), Goal("explore", "304"), Goal("explore", "307"),
                  Goal("attack", "337"), look("339"), look("367"), use("341")])


def defend_the_mill(state: m.HeredityState) -> Guide:
    """Chapter 3: the family waits by the millpond for the riders, puts out the fire on the mill's
    thatch and brings their leader down: Harlan if Cole fell on the ridge, else Cole."""
    leader = "342" if "cole_defeated" in state.flags else "343"
    return Guide([Goal("explore", "305"), use("349"), Goal("attack", leader)])


def kill_wren_and_defend(state: m.HeredityState) -> Guide:
    """Chapter 3: the gatekeeper attacked and killed; then the riders' leader: the mill keeps its
    doors barred."""
    return Guide([Goal("attack", "311"), *defend_the_mill(state).goals])


def over_the_wall(state: m.HeredityState) -> Guide:
    """Chapter 3: over the wall behind Wren's back (she turns against the family), then the
    riders held off at the mill, where the family winters under her cold eye."""
    return Guide([Goal("interact", "311#2"), *defend_the_mill(state).goals])


def wall_and_boy(state: m.HeredityState) -> Guide:
    """Chapter 3: the woodcutter's herbs, over the wall behind Wren's back (she turns against the
    family), the miller's boy nursed, and his mother opens the gate: the family winters at the
    mill under Wren's cold eye."""
    return Guide([Goal("explore", "304"), look("335"), Goal("interact", "311#2"), Goal("explore", "303"), talk("327"),
                  use("328"), use("325")])


def douse_the_mill(state: m.HeredityState) -> Guide:
    """Chapter 3: water carried to the thatch when the torches land, the farm the riders burnt
    searched, then the snow."""
    return Guide([Goal("explore", "305"), Goal("move", "305:s"), use("349"), look("362")], idle=True)


# chapter 4
def roots(state: m.HeredityState) -> Guide:
    """Chapter 4: the seed grain found, the terraces explored, three rows sown."""
    sow = use("439")
    return Guide([look("438"), Goal("explore", "406"), look("450"), sow, sow, sow])


def coast_road(state: m.HeredityState) -> Guide:
    """Chapter 4: the lighthouse answered from the mast, then the ford crossed to the coast road."""
    return Guide([Goal("explore", "404"), hand("455"), look("433"), use("432"), Goal("explore", "407"), look("441"),
                  use("460")])


def the_horse_and_the_lamb(state: m.HeredityState) -> Guide:
    """Chapter 4: the lamb left in the hedge, the hamlet's upstairs rooms, the apothecary's chest,
    the loose horse talked round, the long days; then the terraces sown."""
    soothe = Goal("talk", "426#0")
    return Guide([look("447"), talk("451"), *medicine().goals, hand("445"), talk("453"), soothe, soothe, soothe,
                  *roots(state).goals], {"447": False})


def medicine() -> Guide:
    """Chapter 4: the apothecary's chest, and Brick's fever dosed with it."""
    return Guide([Goal("explore", "405"), look("436"), Goal("use", "434")])


def the_pedlar(state: m.HeredityState) -> Guide:
    """Chapter 4: the pedlar at the ford asked for his map (given to people with something of
    value, refused otherwise) and then robbed of his pack; the coast road by his map."""
    return Guide([*medicine().goals, Goal("explore", "407"), talk("423"), Goal("talk", "423#0"), Goal("attack", "423"),
                  look("441"), use("460")])


# chapter 5
def community(state: m.HeredityState, offer_seed: bool = True) -> Guide:
    """Chapter 5: Ines's trust (the seed grain offered, where the family kept it, with
    `offer_seed`), then the lamp lit on the coast or the long house raised at home."""
    trust = [Goal("talk", "513#1" if offer_seed and "seed_grain" in state.flags else "513#0")]
    if "followed_signal" in state.flags:
        return Guide([*trust, use("530", maybe=True), look("585"), Goal("level", "508"), use("531")])
    return Guide([hand("571"), look("572"), *trust, use("534", maybe=True), use("533")])


def prove_yourselves(state: m.HeredityState) -> Guide:
    """Chapter 5: Ines told who the family is, the seed grain kept back: strangers to her prove
    themselves by work before the community is founded."""
    return community(state, offer_seed=False)


def hold_the_home(state: m.HeredityState) -> Guide:
    """Chapter 5: the family waits for the raiders, brings down their firebrands, then their
    leader."""
    flags = set(state.flags)
    leader = "541" if {"cole_killed", "harlan_defeated"} & flags else "542" if "cole_defeated" in flags else "543"
    return Guide([Goal("attack", "544"), Goal("attack", leader)])


def rob_ines(state: m.HeredityState) -> Guide:
    """Chapter 5: Ines's stores taken by force, Ines brought down, then the raiders held off."""
    return Guide([Goal("interact", "513#2"), Goal("attack", "513"), *hold_the_home(state).goals])


def children_go_on(state: m.HeredityState) -> Guide:
    """Chapter 5: the roofs soaked against the raiders' fire, and four rounds before the gale the
    children sent on by boat or cart."""
    card = "560" if "followed_signal" in state.flags else "562"
    return Guide([*douse_the_roofs(state).goals, use(card)], {card: True})


def douse_the_roofs(state: m.HeredityState) -> Guide:
    """Chapter 5: the roofs soaked when the raiders' oil is on them, where the raiders came from
    searched, then the gale."""
    coast = "followed_signal" in state.flags
    return Guide([Goal("move", "504:y" if coast else "502:r"), use("546" if coast else "547"),
                  look("589" if coast else "578")], idle=True)


ROUTES: dict[int, tuple[Route, ...]] = {
    1: (drive_off, tend_ada, search_the_farm, fox_and_hens, slip_away, rob_ada, hide_in_the_cellar),
    2: (ferry, bridge, bell_and_pirates, leave_ash_to_the_pirates, cut_the_ferry_loose, idle),
    3: (sanctuary, the_mill_within, heal_the_boy, over_the_pass, defend_the_mill, kill_wren_and_defend, over_the_wall,
        wall_and_boy, douse_the_mill, idle),
    4: (roots, coast_road, the_horse_and_the_lamb, the_pedlar, idle),
    5: (community, prove_yourselves, hold_the_home, rob_ines, children_go_on, douse_the_roofs, idle),
}
