"""Dawn of the Zeds' `decide`: a legal command becomes events, then the engine's effect queue
(`game.engine.queue`) runs until the rules wait for a player again.

The queue holds what happens next, head first. A decision at the head waits for a command
(its answers are in `legal.py`); every other effect resolves on its own, by the resolvers of
the round below and those each rule module lists (`zedphase`, `fight`, `cards`, `actions`). A
decision with one answer is answered on the spot, one with none skipped, as the queue does for
every title; the action phase waits for its players all the same.
Rulebook sections are cited as "Regel n.m" of the German base-game rules.
"""

from __future__ import annotations

import random

from game.engine.queue import Effect, QueueRules, decide_with
from game.engine.types import EventList
from game.titles.zeds import actions, board, cards, fight, legal, zedphase
from game.titles.zeds import model as m
from game.titles.zeds import queued as fx
from game.titles.zeds.content import content
from game.titles.zeds.emitter import Chosen, Emitter, Resolver


def decide(state: m.ZedsState, cmd, rng: random.Random) -> EventList:
    return decide_with(Emitter(state, rng), cmd, QUEUE_RULES)


def answer(em: Emitter, cmd) -> None:
    """The action phase stays at the head while players act (an action handler takes it off
    when the phase is over); any other decision leaves the queue with its answer."""
    head = em.head
    em.seat = cmd.seat
    if isinstance(head, fx.Actions):
        actions.ACTIONS[type(cmd)](em, cmd)
        return
    em.dequeue()
    CHOSEN[head.purpose](em, answer_value(head, cmd), head)


def answer_value(head: fx.Asked, cmd):
    """What a decision's answer chose: a path, space, zed or unit id, a die, yes/no, units."""
    if isinstance(cmd, m.ChooseDie):
        assert isinstance(head, fx.PickDie)
        return head.options[cmd.die]
    if isinstance(cmd, m.Answer):
        return cmd.yes
    if isinstance(cmd, m.Overwatch):
        return cmd.units
    return getattr(cmd, m.CHOICE_FIELDS[type(cmd)])


def _for_its_seat(resolve):
    """A resolver run for the seat its effect belongs to (the decisions it raises go there)."""
    def seated(em: Emitter, effect: fx.Seated) -> None:
        em.seat = max(effect.seat, 0)
        resolve(em, effect)
    return seated


# ---- the round (Regel 1.1, 1.2, 7) -----------------------------------------------------------
def _choose_hero(em: Emitter, effect: fx.ChooseHero) -> None:
    """Each player takes a hero or heroic civilian as their own ("Der Tod erlöst dich nicht")."""
    taken = set(em.state.owners)
    options = [u.id for u in em.state.units if board.on_map(u) and u.id not in taken
               and content().units[u.id].kind in ("hero", "heroic")]
    em.push(fx.PickUnit(purpose="hero", options=tuple(options), seat=effect.seat))


def _hero_chosen(em: Emitter, unit_id: str, effect: fx.PickUnit) -> None:
    em(m.OwnerSet(effect.seat, unit_id))


def _round(em: Emitter, effect: fx.Round) -> None:
    """Regel 1, 1.2: draw the next event card. A Brains! card replaces the round; any other
    card runs the zed phase, the action phase and the organisation phase (the base game skips
    the PRFN, infection and supply tabs, Regel 1.1)."""
    em(m.RoundStarted(em.state.round + 1))
    card = content().events[em.state.event_deck[0]]
    em(m.EventDrawn(card.id))
    if card.kind == "brains":
        em.push(fx.Brains(), *bar_effects(card.zeds), fx.Organisation())
    else:
        em.push(fx.ZedsPhase(), fx.ActionsPhase(), fx.Organisation())
    em.push(fx.Round())


def bar_effects(tokens) -> list[fx.Effect]:
    return [fx.Bar(n=index, path=token) for index, token in enumerate(tokens)]


def _phase(em: Emitter, effect: fx.Phase) -> None:
    """A round a --setup file starts in: the phase it starts with."""
    em(m.PhaseBegan(effect.purpose))


def _brains(em: Emitter, effect: fx.Brains) -> None:
    em(m.PhaseBegan("brains"))
    em(m.FlagSet("brains"))


def _zeds_phase(em: Emitter, effect: fx.ZedsPhase) -> None:
    """Regel 4.1: the card's zed bar, left to right."""
    em(m.PhaseBegan("zeds"))
    card = content().events[em.state.event]
    em.push(*event_effect(card, "zeds", "start"), *bar_effects(card.zeds), *event_effect(card, "zeds", "end"),
            fx.ZedsEnd())


def event_effect(card, phase: str, timing: str) -> list[fx.Effect]:
    """The card's own text, in the phase its highlighted tab names (Regel 1.2)."""
    return [fx.EventEffect()] if (card.effect.phase, card.effect.timing) == (phase, timing) else []


def _zeds_end(em: Emitter, effect: fx.ZedsEnd) -> None:
    """A night assault's "no defence advantage" lasts for the zed phase only."""
    if "no_terrain" in em.state.flags:
        em(m.FlagCleared("no_terrain"))


def _actions_phase(em: Emitter, effect: fx.ActionsPhase) -> None:
    """Regel 5.1: the action counter goes to the card's number; every player has a player
    action; the players act in any order until each is done."""
    em(m.PhaseBegan("actions"))
    card = content().events[em.state.event]
    em(m.ActionsSet(card.actions))
    em.push(*event_effect(card, "actions", "start"), fx.Actions(), *event_effect(card, "actions", "end"))


def _organisation(em: Emitter, effect: fx.Organisation) -> None:
    """Regel 7, 7.1: discard the card, counter to 0, markers ready, event markers off."""
    em(m.PhaseBegan("organisation"))
    em(m.RoundEnded(em.state.event))


def choices(state: m.ZedsState) -> list:
    """The answers to the decision at the head, its seat's."""
    head = state.queue[0]
    return list(legal.ANSWERS[type(head)](state, head, head.seat))


# What resolves each effect kind, and what each decision's answer does, by its purpose: the
# round's here, the rest in the rule modules.
RESOLVERS: dict[type[Effect], Resolver] = {
    fx.ChooseHero: _choose_hero,
    fx.Round: _round,
    fx.Phase: _phase,
    fx.Brains: _brains,
    fx.ZedsPhase: _zeds_phase,
    fx.ZedsEnd: _zeds_end,
    fx.ActionsPhase: _actions_phase,
    fx.Organisation: _organisation,
    **zedphase.RESOLVERS, **fight.RESOLVERS, **cards.RESOLVERS,
}
CHOSEN: dict[str, Chosen] = {
    "hero": _hero_chosen,
    **zedphase.CHOSEN, **fight.CHOSEN, **cards.CHOSEN, **actions.CHOSEN,
}


QUEUE_RULES = QueueRules(
    resolvers={kind: _for_its_seat(resolve) for kind, resolve in RESOLVERS.items()},
    answer=answer,
    choices=choices,
    # The action phase waits for its players whatever they may still do: they end it themselves.
    waits=lambda effect: isinstance(effect, fx.Actions),
)
