"""What the active player may do now: the answers to the decision at the head of the queue.

`options` lists a state's answers once: the queue asks for them when it stops at a decision
("is there more than one answer?"), and the table or a bot asks again for the same state.
`explain_illegal` says why a command that is not in the list was refused, in the player's words.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations

from game.engine.errors import RuleError
from game.engine.memo import per_state
from game.engine.types import Command
from game.i18n import tr
from game.titles.raxxon import model as m
from game.titles.raxxon import queries as q
from game.titles.raxxon import queued as fx
from game.titles.raxxon.content import content
from game.titles.raxxon.crowd import by_pos, lines, neighbours, position_lines, shape


def legal_commands(state: m.RaxxonState, seat: int) -> list[Command]:
    if q.decision_seat(state) != seat:
        return []
    return list(options(state))


@per_state
def options(state: m.RaxxonState) -> tuple[Command, ...]:
    """The answers to the decision at the head, remembered for the last state asked about."""
    effect = q.head(state)
    seat = q.decision_seat(state)            # None: the game is over
    if seat is None or not q.is_decision(effect):
        return ()
    if isinstance(effect, fx.Icon) and effect.gated:
        return _gate_answers(seat)
    return tuple(OPTIONS[type(effect)](state, effect, seat))


@cache
def _gate_answers(seat: int) -> tuple[Command, ...]:
    """A consequence's answers, the same every time for a seat: go on, or stop and pass."""
    return (m.Continue(seat=seat), m.Pass(seat=seat))


# Each kind of decision lists its answers (lists, not generators: a state's answers are all
# wanted, and a list is built at half the cost of a chain of generators).
def _choose_character(state, effect, seat):
    taken = {name for s, name in enumerate(state.characters) if name and s != seat}
    return [m.ChooseCharacter(seat=seat, character=name) for name in content().characters
            if state.players == 1 or name not in taken]


def _choose_action(state, effect, seat):
    """[EN: Choosing an Available Action] Investigate can always be chosen, any other action
    while it has a free token space; one that finds nothing to act on is still a choice (it then
    resolves without effect)."""
    found: list[Command] = [m.Pass(seat=seat)]
    found += [m.Act(seat=seat, action=0, cell=(cell.r, cell.c)) for cell in state.crowd if not cell.up]
    if len(found) == 1:
        found.append(m.Act(seat=seat, action=0))
    for index, act in q.open_actions(state, seat):
        found += ACTION_TARGETS[act.kind](state, seat, index, act) or _untargeted(seat, index)
    return found


def _face_up_healthy(state):
    return _face_up_healthy_in(state.crowd)


@per_state
def _face_up_healthy_in(crowd: tuple[m.Cell, ...]) -> tuple[m.Cell, ...]:
    """Remembered for the last crowd: the targets of evacuations and whether any line may go."""
    return tuple(cell for cell in crowd if cell.up and q.is_healthy(cell.card))


def _face_up_infected(state):
    return [cell for cell in state.crowd if cell.up and not q.is_healthy(cell.card)]


@per_state
def _crowd_lines(crowd: tuple[m.Cell, ...]) -> tuple[tuple[str, list[m.Cell]], ...]:
    """The crowd's rows and columns, remembered for the last crowd: a crowd outlives the states
    of the commands that leave it as it is."""
    return tuple(lines(crowd))


def _evacuable_lines(state):
    return _evacuable_lines_in(state.crowd)


@per_state
def _evacuable_lines_in(crowd: tuple[m.Cell, ...]) -> tuple[str, ...]:
    """Rows and columns of face-up healthy cards only (none while the crowd shows no such card),
    remembered for the last crowd as its face-up healthy cards are."""
    clear = set(_face_up_healthy_in(crowd))
    if not clear:
        return ()
    return tuple(name for name, cells in _crowd_lines(crowd) if clear.issuperset(cells))


def _targets_line(filter_lines):
    def targets(state, seat, index, act):
        return [m.Act(seat=seat, action=index, line=name) for name in filter_lines(state)]
    return targets


def _targets_cell(filter_cells):
    def targets(state, seat, index, act):
        return [m.Act(seat=seat, action=index, cell=(cell.r, cell.c)) for cell in filter_cells(state)]
    return targets


def _targets_by_shape(commands_at):
    """Targets that depend only on where the cards lie (any card, any line, any pair), kept by the
    crowd's shape: most commands leave it as it is, and a game's crowds take few shapes."""
    @lru_cache(maxsize=1024)
    def remembered(places, seat, index):
        return tuple(commands_at(places, seat, index))

    def targets(state, seat, index, act):
        return remembered(shape(state.crowd), seat, index)
    return targets


def _targets_none(state, seat, index, act):
    return _untargeted(seat, index)


@cache
def _untargeted(seat: int, index: int) -> tuple[m.Act, ...]:
    """The action taken on no target: the same command every time for a seat."""
    return (m.Act(seat=seat, action=index),)


# The targets of an action by where the crowd's cards lie (`places`, in reading order).
def _any_card(places, seat, index):
    return [m.Act(seat=seat, action=index, cell=pos) for pos in places]


def _any_line(places, seat, index):
    return [m.Act(seat=seat, action=index, line=name) for name, _ in position_lines(places)]


def _any_pair(places, seat, index):
    return [m.Act(seat=seat, action=index, cell=first, other=second) for first, second in combinations(places, 2)]


def _adjacent_pair(places, seat, index):
    taken = set(places)
    return [m.Act(seat=seat, action=index, cell=pos, other=other)
            for pos in places for other in ((pos[0], pos[1] + 1), (pos[0] + 1, pos[1])) if other in taken]


# Kinds whose action needs a first target (a card or a line) to do anything.
TARGETED_KINDS = frozenset({
    "evacuate_line", "evacuate_group", "evacuate_card", "kill_group", "kill_line", "kill_card", "swap",
    "swap_adjacent", "shuffle_line_to_deck", "fund",
})

ACTION_TARGETS = {
    "evacuate_line": _targets_line(_evacuable_lines),
    "evacuate_group": _targets_cell(_face_up_healthy),
    "evacuate_card": _targets_cell(_face_up_healthy),
    "kill_group": _targets_by_shape(_any_card),
    "kill_line": _targets_by_shape(_any_line),
    "kill_card": _targets_by_shape(_any_card),
    "quarantine": _targets_none,
    "swap": _targets_by_shape(_any_pair),
    "swap_adjacent": _targets_by_shape(_adjacent_pair),
    "flip_down": _targets_none,
    "flip_down_type": _targets_none,
    "reveal": _targets_none,
    "shuffle_line_to_deck": _targets_by_shape(_any_line),
    "fund": _targets_cell(_face_up_infected),
}


def adjacent_choices(state, effect) -> list[m.Cell]:
    """Cards next to the chosen one that a group action may add, not yet picked."""
    grid = by_pos(state.crowd)
    kind = q.action(state, state.active, effect.action).kind
    found = []
    for pos in neighbours(effect.origin):
        cell = grid.get(pos)
        if cell is None or pos in effect.picked:
            continue
        if kind == "evacuate_group" and not (cell.up and q.is_healthy(cell.card)):
            continue
        found.append(cell)
    return found


def _pick_adjacent(state, effect, seat):
    return [m.Pick(seat=seat, cell=cell.pos) for cell in adjacent_choices(state, effect)] + [m.Done(seat=seat)]


def _pick_quarantine(state, effect, seat):
    found: list[Command] = []
    if effect.n > 0:
        found += [m.Pick(seat=seat, cell=cell.pos) for cell in _face_up_infected(state)]
        found += [m.Pick(seat=seat, card=card) for card in dict.fromkeys(state.uncontained_quarantine)]
    return found + [m.Done(seat=seat)]


def _pick_cells(select):
    def pick(state, effect, seat):
        found: list[Command] = []
        if effect.n > 0:
            found += [m.Pick(seat=seat, cell=cell.pos) for cell in state.crowd if select(cell)]
        return found + [m.Done(seat=seat)]
    return pick


def _fund_optional(state, effect, seat):
    return [m.Pick(seat=seat, cell=cell.pos) for cell in _face_up_healthy(state)] + [m.Done(seat=seat)]


def _place(state, effect, seat):
    return [m.Place(seat=seat, cell=cell) for cell in effect.cells]


def _flip(state, effect, seat):
    return [m.Flip(seat=seat, cell=cell.pos) for cell in state.crowd if not cell.up]


def distinct_groups(effect) -> list[int]:
    seen, indexes = [], []
    for index, group in enumerate(effect.group):
        if group not in seen:
            seen.append(group)
            indexes.append(index)
    return indexes


def _order(state, effect, seat):
    return [m.Choose(seat=seat, index=index) for index in distinct_groups(effect)]


def _raxxon_option(state, effect, seat):
    return [m.Choose(seat=seat, index=index) for index, _ in enumerate(content().raxxon[effect.card].options)]


def _rx_pick(state, effect, seat):
    step = q.raxxon_step(effect)
    found: list[Command] = []
    for candidate in q.step_candidates(state, step):
        if isinstance(candidate, str):
            if candidate not in effect.picked_cards:
                found.append(m.Pick(seat=seat, card=candidate))
        elif candidate not in effect.picked:
            found.append(m.Pick(seat=seat, cell=candidate))
    return found


OPTIONS = {
    fx.ChooseCharacter: _choose_character,
    fx.ChooseAction: _choose_action,
    fx.PickAdjacent: _pick_adjacent,
    fx.PickQuarantine: _pick_quarantine,
    fx.PickReveal: _pick_cells(lambda cell: not cell.up),
    fx.PickFlipDown: _pick_cells(lambda cell: cell.up),
    fx.PickFlipDownAfter: _pick_cells(lambda cell: cell.up),
    fx.FundOptional: _fund_optional,
    fx.Place: _place,
    fx.Flip: _flip,
    fx.Order: _order,
    fx.RaxxonOption: _raxxon_option,
    fx.RxPick: _rx_pick,
}


# ---- why a command was refused ---------------------------------------------------------------
EXPECTED = {
    m.ChooseCharacter: {"choose_character"},
    m.Continue: {"gate"},
    m.Act: {"choose_action"},
    m.Pick: {"pick_adjacent", "pick_quarantine", "pick_reveal", "pick_flip_down",
             "pick_flip_down_after", "fund_optional", "rx_pick"},
    m.Done: {"pick_adjacent", "pick_quarantine", "pick_reveal", "pick_flip_down",
             "pick_flip_down_after", "fund_optional"},
    m.Place: {"place"},
    m.Flip: {"flip"},
    m.Choose: {"order", "raxxon_option"},
    m.Pass: {"gate", "choose_action"},
}


def explain_illegal(state: m.RaxxonState, cmd: Command) -> RuleError:
    seat = q.decision_seat(state)
    effect = q.head(state)
    if cmd.seat != seat or effect is None:
        return RuleError("raxxon.not_your_decision", seat=seat + 1 if seat is not None else "-")
    kind = q.decision_name(effect)
    if kind not in EXPECTED.get(type(cmd), ()):
        return RuleError("raxxon.wrong_moment", expected=tr(f"raxxon.decision.{kind}"))
    if isinstance(cmd, m.Act):
        return _explain_act(state, cmd)
    cell = getattr(cmd, "cell", None)
    if cell is not None and tuple(cell) not in by_pos(state.crowd) and not isinstance(cmd, m.Place):
        return RuleError("raxxon.no_card_there")
    if isinstance(cmd, m.Place):
        return RuleError("raxxon.place_not_allowed")
    if isinstance(cmd, m.Flip):
        return RuleError("raxxon.not_face_down")
    if isinstance(cmd, m.Pick):
        return _explain_pick(state, effect, cmd)
    if isinstance(cmd, m.ChooseCharacter):
        return RuleError("raxxon.character_taken")
    return RuleError("engine.not_legal")


def _explain_act(state, cmd: m.Act) -> RuleError:
    acts = q.actions(state, cmd.seat)
    if not 0 <= cmd.action <= len(acts):
        return RuleError("raxxon.no_such_action")
    grid = by_pos(state.crowd)
    if cmd.action == 0:
        cell = grid.get(cmd.cell) if cmd.cell else None
        if cell is None:
            return RuleError("raxxon.no_card_there")
        return RuleError("raxxon.already_face_up")
    if not q.has_free_space(state, cmd.seat, cmd.action):
        return RuleError("raxxon.no_free_space")
    kind = acts[cmd.action - 1].kind
    if kind == "evacuate_line":
        return RuleError("raxxon.line_not_evacuable")
    if kind in ("swap", "swap_adjacent") and cmd.cell and cmd.other:
        if cmd.cell not in grid or cmd.other not in grid:
            return RuleError("raxxon.no_card_there")
        if kind == "swap_adjacent":
            return RuleError("raxxon.not_adjacent")
    if cmd.cell is not None:
        cell = grid.get(cmd.cell)
        if cell is None:
            return RuleError("raxxon.no_card_there")
        if kind in ("evacuate_group", "evacuate_card"):
            return RuleError("raxxon.not_face_up_healthy")
        if kind == "fund":
            return RuleError("raxxon.not_face_up_infected")
    return RuleError("raxxon.bad_target")


def _explain_pick(state, effect, cmd: m.Pick) -> RuleError:
    if effect.kind in ("pick_quarantine", "pick_reveal", "pick_flip_down") and effect.n <= 0:
        return RuleError("raxxon.no_more_picks")
    if isinstance(effect, (fx.PickAdjacent, fx.RxPick)) and cmd.cell is not None and cmd.cell in effect.picked:
        return RuleError("raxxon.already_picked")
    if effect.kind == "pick_adjacent":
        return RuleError("raxxon.not_adjacent")
    if effect.kind == "pick_quarantine":
        return RuleError("raxxon.not_face_up_infected")
    if effect.kind == "pick_reveal":
        return RuleError("raxxon.not_face_down")
    if effect.kind == "fund_optional":
        return RuleError("raxxon.not_face_up_healthy")
    if effect.kind == "rx_pick":
        return RuleError("raxxon.card_not_allowed")
    return RuleError("raxxon.already_face_down")
