"""Raxxon's `decide`: a legal command becomes events, then the effect queue runs until the rules
wait for a person again.

The queue holds what happens next, head first. A decision at the head waits for a command (its
answers are in `legal.py`); every other effect resolves on its own here. A decision with exactly
one answer is answered on the spot; one with none is skipped ("if … nothing happens").
Rulebook sections are cited as [EN: section] for the English rules and [DE: Abschnitt].
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from msgspec.structs import replace

from game.engine.queue import Effect, QueueRules, Resolver, decide_with
from game.engine.queue import Emitter as BaseEmitter
from game.engine.types import EventList
from game.titles.raxxon import model as m
from game.titles.raxxon import queries as q
from game.titles.raxxon import queued as fx
from game.titles.raxxon.content import Step, content
from game.titles.raxxon.crowd import by_pos, line_cells, placement_cells
from game.titles.raxxon.evolve import evolve
from game.titles.raxxon.legal import TARGETED_KINDS, adjacent_choices, options

# Raxxon's rules write through the engine's emitter as it is, folding with Raxxon's `evolve`.
Emitter = BaseEmitter[m.RaxxonState]


# Effects that carry nothing but their kind, queued every turn: values, so every queue shares them.
BEGIN_TURN = fx.BeginTurn()
END_TURN = fx.EndTurn()


def emitter(state: m.RaxxonState, rng: random.Random) -> Emitter:
    return BaseEmitter(state, rng, evolve)


def decide(state: m.RaxxonState, cmd, rng: random.Random) -> EventList:
    em = emitter(state, rng)
    if state.peek is not None:
        em(m.PeekEnded())
    return decide_with(em, cmd, QUEUE_RULES)


def answer(em: Emitter, cmd) -> None:
    ANSWERS[type(cmd)](em, cmd, em.head)


# ---- turns and days --------------------------------------------------------------------------
def start_day(em: Emitter, day: int, first: int) -> None:
    """[EN: Day Order] crowd set-up, then player actions. Solo: a character each day."""
    em(m.DayStarted(day, first))
    effects: list[fx.Effect] = [fx.DealCrowd(), BEGIN_TURN]
    if em.state.players == 1:
        effects.insert(0, fx.ChooseCharacter(seat=0))
    em.queue(*effects)


def _day_one(em: Emitter, effect: fx.DayOne) -> None:
    start_day(em, 1, em.state.first_player)


CROWD_GRID = {1: (3, 3), 2: (3, 3), 3: (4, 3), 4: (4, 4)}


def _deal_crowd(em: Emitter, effect: fx.DealCrowd) -> None:
    """[EN: Crowd Setup] deal face down, row by row, until the grid is full or the deck is empty."""
    rows, cols = CROWD_GRID[em.state.players]
    deck = em.state.population_deck
    count = min(len(deck), rows * cols)
    cells = tuple(m.Cell(i // cols, i % cols, deck[i], False) for i in range(count))
    if cells:
        em(m.CrowdDealt(cells))


def _begin_turn(em: Emitter, effect: fx.BeginTurn) -> None:
    """[EN: Player Actions] trigger every consequence, top to bottom and left to right; the player
    may stop before any of them, which is a pass. Then choose an action."""
    seat = em.state.active
    em(m.TurnStarted(seat))
    em.queue(*_turn_opening(q.consequences(em.state, seat)))


@cache
def _turn_opening(icons: tuple[str, ...]) -> tuple[fx.Effect, ...]:
    """Each consequence gated, then the choice of action; remembered by the icons, which a sheet
    repeats turn after turn (effects are values, so turns may share them)."""
    return (*(fx.ICONS[icon](gated=True) for icon in icons), fx.ChooseAction())


def _end_turn(em: Emitter, effect: fx.EndTurn) -> None:
    """The next player clockwise who has not passed; when everyone has, the day ends."""
    state = em.state
    if state.players == 1:
        if state.passed[0]:
            end_of_day(em)
        else:
            em.queue(BEGIN_TURN)
        return
    for step in range(1, state.players + 1):
        seat = (state.active + step) % state.players
        if not state.passed[seat]:
            em(m.ActiveSeat(seat))
            em.queue(BEGIN_TURN)
            return
    end_of_day(em)


def pass_turn(em: Emitter, seat: int) -> None:
    """[EN: Player Actions] a passed player is skipped for the rest of the day.
    [EN: Solo Rules] the day ends at the second pass; the first clears the sheet's tokens."""
    drop_queue(em)
    em(m.PlayerPassed(seat))
    if em.state.players == 1 and em.state.solo_passes == 1:
        em(m.TokensCleared((0,)))
    em.queue(END_TURN)


def end_of_day(em: Emitter) -> None:
    """[EN: End of Day] the five steps, then the next day starts left of the last active player."""
    state = em.state
    drop_queue(em)
    em(m.EndOfDayBegan(state.day))
    hidden = tuple(cell.card for cell in state.crowd if not cell.up)
    if hidden:
        em(m.CrowdRevealed(hidden))                                    # 1. no effects trigger
    for _ in range(min(q.infected_at_large(em.state), m.END_OF_DAY_INFECTION_CAP)):
        infect(em)                                                     # 2. at most 4 times
        if em.over:
            return
    state = em.state
    gathered = (list(state.population_deck) + list(state.population_discard)
                + [cell.card for cell in state.crowd] + list(state.uncontained_quarantine))
    em.rng.shuffle(gathered)
    em(m.PopulationGathered(tuple(gathered)))                          # 3.
    if em.state.contained_quarantine:
        em(m.QuarantineBreached(em.state.contained_quarantine))        # 4.
    em(m.TokensCleared(tuple(range(em.state.players))))                # 5.
    start_day(em, em.state.day + 1, (em.state.last_active + 1) % em.state.players)


def drop_queue(em: Emitter) -> None:
    """Everything still waiting lapses when the turn or the player actions phase ends. A Raxxon
    card whose option was resolving still goes to the pile its option names (the rulebook is
    silent on a card cut short; it never leaves the game)."""
    for effect in em.state.queue:
        if isinstance(effect, fx.FileRaxxon):
            _file_raxxon(em, effect)
    em.clear_queue()


# ---- icons -----------------------------------------------------------------------------------
def infect(em: Emitter) -> None:
    """[EN: Game Icons] the infection rate rises; an empty supply loses the game at once."""
    if not em.state.infection_supply:
        em(m.GameEnded("loss_overrun"))
        return
    em(m.InfectionRose(em.state.infection_supply[0]))


def raise_power(em: Emitter) -> None:
    """[EN: Game Icons] Raxxon's power +1; at 8 Raxxon takes over and the players lose."""
    power = min(em.state.power + 1, m.POWER_LIMIT)
    em(m.PowerChanged(power))
    if power >= m.POWER_LIMIT:
        em(m.GameEnded("loss_takeover"))


def _hostile_back(em: Emitter, effect: fx.HostileBack) -> None:
    """[EN: Game Icons] a hostile card leaves the evacuation pile for the discard."""
    for card in reversed(em.state.evacuation):
        if q.card_type(card) == "hostile":
            em(m.HostileReturned(card))
            return
    em(m.NothingHappened("hostile_back"))


def _add(em: Emitter, effect: fx.Add) -> None:
    """[EN: Game Icons] the top population card goes face down into the crowd, next to as many
    cards as possible, within 6×6; an empty deck takes the reshuffled discard first."""
    state = em.state
    if not state.population_deck:
        if not state.population_discard:
            em(m.NothingHappened("add"))
            return
        order = list(state.population_discard)
        em.rng.shuffle(order)
        em(m.DiscardReshuffled(tuple(order)))
    cells = placement_cells(em.state.crowd)
    if not cells:
        em(m.NothingHappened("add"))
        return
    em.queue(fx.Place(cells=cells))


def _raxxon(em: Emitter, effect: fx.Raxxon) -> None:
    """[EN: Game Icons] draw a Raxxon card; it resolves only if its trigger holds, and goes to its
    pile only once its option has resolved (`_file_raxxon`). An empty Raxxon deck (the rulebook is
    silent) takes the untriggered pile reshuffled, then the triggered pile."""
    state = em.state
    if not state.raxxon_deck:
        for pile in ("raxxon_untriggered", "raxxon_triggered"):
            cards = list(getattr(state, pile))
            if cards:
                em.rng.shuffle(cards)
                em(m.RaxxonDeckRenewed(pile, tuple(cards)))
                break
        else:
            em(m.NothingHappened("raxxon"))
            return
    card = em.state.raxxon_deck[0]
    triggered = q.trigger_holds(em.state, content().raxxon[card].trigger)
    em(m.RaxxonDrawn(card, triggered))
    if triggered:
        em.queue(fx.RaxxonOption(card=card))


def _file_raxxon(em: Emitter, effect: fx.FileRaxxon) -> None:
    """[EN: Game Icons and Effects] once its option has resolved, the card goes to the triggered
    pile, or to the untriggered pile when the option says so."""
    option = content().raxxon[effect.card].options[effect.option]
    em(m.RaxxonFiled(effect.card, f"raxxon_{option.file}"))


def _end_of_day_icon(em: Emitter, effect: fx.EndOfDay) -> None:
    end_of_day(em)


# ---- cards leaving and turning ---------------------------------------------------------------
def kill(em: Emitter, positions) -> None:
    """[EN: Killing Cards] to the discard; each killed card's when-killed effect resolves, face up
    or not; effects that trigger together resolve in the order the active player chooses."""
    grid = by_pos(em.state.crowd)
    cells = [grid[tuple(pos)] for pos in positions]
    if not cells:
        return
    em(m.CardsKilled(tuple(cell.pos for cell in cells), tuple(cell.card for cell in cells)))
    groups = tuple(
        tuple(fx.ICONS[icon]() for icon in q.population(cell.card).type.on_kill)
        for cell in cells if q.population(cell.card).type.on_kill
    )
    queue_together(em, groups)


def queue_together(em: Emitter, groups) -> None:
    """[EN: Order of Effects] simultaneous effects: the active player picks which goes first."""
    if len(groups) == 1:
        em.queue(*groups[0])
    elif groups:
        em.queue(fx.Order(group=groups))


def evacuate(em: Emitter, positions) -> None:
    grid = by_pos(em.state.crowd)
    cells = [grid[tuple(pos)] for pos in positions]
    if not cells:
        return
    em(m.CardsEvacuated(tuple(cell.pos for cell in cells), tuple(cell.card for cell in cells)))
    check_win(em)


def check_win(em: Emitter) -> None:
    """[EN: End of the Game] every healthy card evacuated (20 intro, 30 otherwise) wins at once."""
    if q.evacuated_healthy(em.state) >= q.win_target(em.state):
        em(m.GameEnded("win"))


def flip_up(em: Emitter, pos) -> None:
    """[EN: Game Icons, When Flipped] count that type face up, the new card included; an entry
    matching the count exactly resolves."""
    cell = by_pos(em.state.crowd)[tuple(pos)]
    em(m.CardFlipped(cell.r, cell.c, cell.card))
    kind = q.population(cell.card).type
    if kind.on_flip:
        count = q.face_up_count(em.state, kind.id)
        for entry in kind.on_flip:
            if entry.count == count:
                em.queue(*(fx.ICONS[icon]() for icon in entry.effects))


def quarantine(em: Emitter, cells=(), cards=()) -> None:
    grid = by_pos(em.state.crowd)
    crowd_cards = tuple(grid[tuple(pos)].card for pos in cells)
    em(m.CardsQuarantined(tuple(tuple(pos) for pos in cells), crowd_cards, tuple(cards)))


# ---- answering decisions ---------------------------------------------------------------------
def _answer_character(em, cmd: m.ChooseCharacter, effect):
    em.dequeue()
    em(m.CharacterChosen(cmd.seat, cmd.character))


def _answer_continue(em, cmd, effect):
    em.replace_head(type(effect)())
    em(m.ConsequenceTriggered(effect.kind))


def _answer_pass(em, cmd, effect):
    pass_turn(em, cmd.seat)


def _answer_act(em, cmd: m.Act, effect):
    em.dequeue()
    seat = cmd.seat
    if cmd.action == 0:
        # [DE: Charakterbogen (Untersuchung); Spielsymbole] the sheet prints the flip icon after
        # UNTERSUCHUNG: the card turns face up for everyone and its when-flipped effects trigger.
        em.queue(END_TURN)          # after what the flip triggers, which goes in front
        if cmd.cell is None:
            em(m.ActionFoundNothing(seat, 0))
        else:
            flip_up(em, cmd.cell)
        return
    act = q.action(em.state, seat, cmd.action)
    em(m.TokenPlaced(seat, cmd.action))
    if act.kind in TARGETED_KINDS and cmd.cell is None and cmd.line is None:
        em(m.ActionFoundNothing(seat, cmd.action))
        follow: list[fx.Effect] = []
    else:
        follow = PERFORM[act.kind](em, cmd, act) or []
    em.queue(*follow, END_TURN)


def _answer_pick(em, cmd: m.Pick, effect):
    PICKS[type(effect)](em, cmd, effect)


def _answer_done(em, cmd, effect):
    em.dequeue()
    if isinstance(effect, fx.PickAdjacent):
        _finish_group(em, effect)
    elif isinstance(effect, fx.PickQuarantine) and effect.optional:
        em.queue(fx.Raxxon())


def _answer_place(em, cmd: m.Place, effect):
    em.dequeue()
    em(m.CardAdded(cmd.cell[0], cmd.cell[1], em.state.population_deck[0]))


def _answer_flip(em, cmd: m.Flip, effect):
    em.dequeue()
    flip_up(em, cmd.cell)


def _answer_choose(em, cmd: m.Choose, effect):
    em.dequeue()
    if isinstance(effect, fx.Order):
        chosen = effect.group[cmd.index]
        rest = effect.group[: cmd.index] + effect.group[cmd.index + 1:]
        follow = [fx.Order(group=rest)] if len(rest) > 1 else list(rest[0]) if rest else []
        em.queue(*chosen, *follow)
        return
    card = content().raxxon[effect.card]
    option = card.options[cmd.index]
    em.queue(*(
        fx.ICONS[step]() if isinstance(step, str)
        else fx.RxStep(card=effect.card, option=cmd.index, step=index)
        for index, step in enumerate(option.steps)
    ), fx.FileRaxxon(card=effect.card, option=cmd.index))
    em(m.RaxxonOptionChosen(effect.card, cmd.index, f"raxxon_{option.file}", filed_now=False))


ANSWERS: dict[type, Callable[[Emitter, Any, Any], None]] = {
    m.ChooseCharacter: _answer_character,
    m.Continue: _answer_continue,
    m.Pass: _answer_pass,
    m.Act: _answer_act,
    m.Pick: _answer_pick,
    m.Done: _answer_done,
    m.Place: _answer_place,
    m.Flip: _answer_flip,
    m.Choose: _answer_choose,
}


# ---- performing actions ([EN: Performing an Action]) -----------------------------------------
def _line(em, cmd):
    return [cell.pos for cell in line_cells(em.state.crowd, cmd.line)]


def _perform_evacuate_line(em, cmd, act):
    evacuate(em, _line(em, cmd))


def _perform_group(em, cmd, act):
    return [fx.PickAdjacent(action=cmd.action, origin=cmd.cell)]


def _perform_evacuate_card(em, cmd, act):
    evacuate(em, [cmd.cell])


def _perform_kill_line(em, cmd, act):
    kill(em, _line(em, cmd))


def _perform_kill_card(em, cmd, act):
    kill(em, [cmd.cell])


def _perform_quarantine(em, cmd, act):
    return [fx.PickQuarantine(action=cmd.action, n=act.count + act.optional_extra)]


def _perform_swap(em, cmd, act):
    em(m.CardsSwapped(cmd.cell, cmd.other))
    if act.flip_down_after:
        return [fx.PickFlipDownAfter(n=1)]
    return []


def _perform_flip_down(em, cmd, act):
    return [fx.PickFlipDown(n=act.count)]


def _perform_flip_down_type(em, cmd, act):
    cells = tuple(cell.pos for cell in em.state.crowd if cell.up and q.card_type(cell.card) == act.type)
    if cells:
        em(m.CardsTurnedDown(cells))


def _perform_reveal(em, cmd, act):
    return [fx.PickReveal(n=act.count)]


def _perform_shuffle_line(em, cmd, act):
    cells = line_cells(em.state.crowd, cmd.line)
    order = [cell.card for cell in cells]
    em.rng.shuffle(order)
    em(m.LineShuffledOntoDeck(tuple(cell.pos for cell in cells), tuple(order)))


def _perform_fund(em, cmd, act):
    quarantine(em, cells=[cmd.cell])
    return [fx.FundOptional(action=cmd.action)]


PERFORM = {
    "evacuate_line": _perform_evacuate_line,
    "evacuate_group": _perform_group,
    "evacuate_card": _perform_evacuate_card,
    "kill_group": _perform_group,
    "kill_line": _perform_kill_line,
    "kill_card": _perform_kill_card,
    "quarantine": _perform_quarantine,
    "swap": _perform_swap,
    "swap_adjacent": _perform_swap,
    "flip_down": _perform_flip_down,
    "flip_down_type": _perform_flip_down_type,
    "reveal": _perform_reveal,
    "shuffle_line_to_deck": _perform_shuffle_line,
    "fund": _perform_fund,
}


def _finish_group(em, effect):
    kind = q.action(em.state, em.state.active, effect.action).kind
    positions = [effect.origin, *effect.picked]
    if kind == "evacuate_group":
        evacuate(em, positions)
    else:
        kill(em, positions)


def _pick_adjacent(em, cmd, effect):
    effect = replace(effect, picked=effect.picked + (cmd.cell,))
    if adjacent_choices(em.state, effect):
        em.replace_head(effect)
    else:
        em.dequeue()
        _finish_group(em, effect)


def _pick_quarantine(em, cmd, effect):
    """The optional icon: picks beyond the action's count draw a Raxxon card after the action."""
    act = q.action(em.state, em.state.active, effect.action)
    taken = act.count + act.optional_extra - effect.n + 1
    optional = effect.optional or taken > act.count
    if cmd.cell is not None:
        quarantine(em, cells=[cmd.cell])
    else:
        quarantine(em, cards=[cmd.card])
    em.replace_head(replace(effect, n=effect.n - 1, optional=optional))


def _pick_reveal(em, cmd, effect):
    em.dequeue()
    em.queue(fx.PickReveal(n=effect.n - 1))
    flip_up(em, cmd.cell)


def _pick_flip_down(em, cmd, effect):
    em(m.CardsTurnedDown((cmd.cell,)))
    em.replace_head(replace(effect, n=effect.n - 1))


def _pick_fund(em, cmd, effect):
    """Raxxon Funding's optional extra; [EN: Solo Rules] solo play uses it without the draw."""
    em.dequeue()
    if em.state.players > 1:
        em.queue(fx.Raxxon())
    evacuate(em, [cmd.cell])


def _pick_rx(em, cmd, effect):
    if cmd.cell is not None:
        effect = replace(effect, picked=effect.picked + (cmd.cell,))
        done = len(effect.picked) >= effect.n
    else:
        effect = replace(effect, picked_cards=effect.picked_cards + (cmd.card,))
        done = len(effect.picked_cards) >= effect.n
    if done:
        em.dequeue()
        do_step(em, q.raxxon_step(effect), list(effect.picked) + list(effect.picked_cards))
    else:
        em.replace_head(effect)


PICKS: dict[type, Callable[[Emitter, Any, Any], None]] = {
    fx.PickAdjacent: _pick_adjacent,
    fx.PickQuarantine: _pick_quarantine,
    fx.PickReveal: _pick_reveal,
    fx.PickFlipDown: _pick_flip_down,
    fx.PickFlipDownAfter: _pick_flip_down,
    fx.FundOptional: _pick_fund,
    fx.RxPick: _pick_rx,
}


# ---- Raxxon card steps -----------------------------------------------------------------------
def _rx_step(em: Emitter, effect: fx.RxStep) -> None:
    step = q.raxxon_step(effect)
    if step.op in ("shuffle_untriggered", "lower_power"):
        do_step(em, step, [])
        return
    candidates = q.step_candidates(em.state, step)
    if not candidates:
        em(m.StepFoundNothing(effect.card, effect.option, effect.step))
        return
    if step.op.endswith("_all") or len(candidates) <= step.count:
        do_step(em, step, candidates)
    else:
        em.queue(fx.RxPick(card=effect.card, option=effect.option, step=effect.step, n=step.count))


def do_step(em: Emitter, step: Step, chosen: list) -> None:
    op = step.op
    if op == "shuffle_untriggered":
        order = list(em.state.raxxon_deck) + list(em.state.raxxon_untriggered)
        em.rng.shuffle(order)
        em(m.UntriggeredShuffledIn(tuple(order)))
    elif op == "lower_power":
        em(m.PowerChanged(max(0, em.state.power - step.count)))
    elif not chosen:
        return
    elif op.startswith("kill"):
        kill(em, chosen)
    elif op.startswith("evacuate"):
        evacuate(em, chosen)
    elif op.startswith("quarantine"):
        quarantine(em, cells=chosen)
    elif op.startswith("flip_down"):
        em(m.CardsTurnedDown(tuple(tuple(pos) for pos in chosen)))
    elif op == "contain":
        em(m.QuarantineMoved(tuple(chosen), "uncontained_quarantine", "contained_quarantine"))
    elif op == "release":
        em(m.QuarantineMoved(tuple(chosen), "contained_quarantine", "uncontained_quarantine"))
    elif op == "discard_quarantined":
        for pile in ("uncontained_quarantine", "contained_quarantine"):
            cards = tuple(card for card in chosen if card in getattr(em.state, pile))
            if cards:
                em(m.QuarantineMoved(cards, pile, "population_discard"))


RESOLVERS: dict[type[Effect], Resolver] = {
    fx.DayOne: _day_one,
    fx.DealCrowd: _deal_crowd,
    fx.BeginTurn: _begin_turn,
    fx.EndTurn: _end_turn,
    fx.Add: _add,
    fx.Infect: lambda em, effect: infect(em),
    fx.Power: lambda em, effect: raise_power(em),
    fx.Raxxon: _raxxon,
    fx.FileRaxxon: _file_raxxon,
    fx.EndOfDay: _end_of_day_icon,
    fx.HostileBack: _hostile_back,
    fx.RxStep: _rx_step,
}


def _settle(em: Emitter, effect: fx.Effect) -> bool:
    """[EN: Game Icons] a flip icon with no face-down card in the crowd does nothing: the log says
    so, instead of the decision lapsing unseen (True: the queue changed)."""
    if not isinstance(effect, fx.Flip) or effect.gated or any(not cell.up for cell in em.state.crowd):
        return False
    em.dequeue()
    em(m.NothingHappened("flip"))
    return True


QUEUE_RULES = QueueRules(RESOLVERS, answer, choices=options, is_decision=q.is_decision, settle=_settle)
