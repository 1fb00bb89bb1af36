"""Heredity's `decide`: a legal command becomes events, then the effect queue runs until the rules
wait for a person again.

The queue holds what happens next, head first. A decision at the head waits for a command (its
answers are in `legal.py`); every other effect resolves here. A decision with exactly one answer
is answered on the spot; one with none is skipped. When the queue is empty the time marker's card
is processed [DE: Zeitleiste abhandeln]: its timeline effect (or the encounter's action), the
cards attached under it, then the marker moves on.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from game.engine.queue import Effect, QueueRules, Resolver, decide_with
from game.titles.heredity import actions, combat, effects
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity import queued as fx
from game.titles.heredity.emitter import Emitter
from game.titles.heredity.legal import options, seat_has_actions, to_move


def decide(state: m.HeredityState, cmd, rng: random.Random):
    return decide_with(Emitter(state, rng), cmd, QUEUE_RULES)


def answer(em: Emitter, cmd) -> None:
    ANSWERS[type(cmd)](em, cmd, em.head)


def choices(state: m.HeredityState):
    seats = to_move(state)
    return options(state, seats[0]) if seats else ()


def _when_empty(em: Emitter) -> bool:
    """An empty queue: the card under the time marker is processed next (none: nothing waits)."""
    if em.state.marker < 0:
        return False
    em.queue(fx.Process())
    return True


def _settle_actions(em: Emitter, effect: fx.Effect) -> bool:
    """Seats with nothing left to do are done; when every seat is, the family's turn ends."""
    if not isinstance(effect, fx.Actions):
        return False
    for seat in range(em.state.players):
        if seat not in em.state.done_seats and not seat_has_actions(em.state, seat):
            em(m.SeatDone(seat))
    if len(em.state.done_seats) >= em.state.players:
        em.dequeue()
        em(m.FamilyActionsEnded())
        return True
    return False


# ---- the timeline ------------------------------------------------------------------------
def _process(em: Emitter, effect: fx.Process) -> None:
    """[DE: Zeitleiste abhandeln] the card under the marker, then the cards under it."""
    slot = em.state.timeline[em.state.marker]
    side = q.side(em.state, slot.card)
    follow: list[fx.Effect] = []
    entry = q.encounter(em.state, slot.card)
    if side.kind == "encounter" and entry is not None:
        turn = fx.EncounterTurn if entry.status == "hostile" else fx.AllyTurn
        follow.append(turn(card=slot.card))
    else:
        follow += effects.section_effects(slot.card, q.face(em.state, slot.card), "timeline")
    for card in slot.under:
        follow += effects.section_effects(card, q.face(em.state, card), "timeline")
    follow.append(fx.Advance(card=slot.card))
    em.queue(*follow)


def _advance(em: Emitter, effect: fx.Advance) -> None:
    """Move the marker right, from the right end back to the left. A card removed while the
    marker lay on it has moved the marker already. On the family card the discs come back."""
    state = em.state
    if not state.timeline or state.timeline[state.marker].card != effect.card:
        return
    index = (state.marker + 1) % len(state.timeline)
    em(m.TimeMoved(index))
    if em.state.timeline[index].card == m.FAMILY_CARD:
        em(m.DiscsReturned())


# ---- answers -------------------------------------------------------------------------------
def _answer_act(em, cmd: m.Act, effect):
    actions.begin(em, cmd)


def _answer_end(em, cmd: m.EndActions, effect):
    em(m.SeatDone(cmd.seat))


def _answer_drop(em, cmd: m.Drop, effect):
    actions.drop(em, cmd.member, cmd.card)


def _answer_injure(em, cmd: m.Injure, effect):
    em(m.SeriousInjury(cmd.member, cmd.part))


def _answer_space(em, cmd: m.Space, effect):
    em(m.DiscPlaced(effect.member, cmd.space))
    if effect.n > 1:
        em.replace_head(replace(effect, n=effect.n - 1))
    else:
        em.dequeue()


def _answer_join(em, cmd: m.Join, effect):
    em.replace_head(replace(effect, extra=effect.extra + (f"{cmd.member}|{cmd.weapon}",)))
    if not effect.card:            # an ally's joiners spent their disc on its card already
        if cmd.weapon.startswith("item:"):
            em(m.DiscPlaced(cmd.member, cmd.weapon))
        else:
            em.queue(fx.Space(member=cmd.member, target=combat.weapon_space_kind(cmd.weapon),
                              n=1, seat=effects.seat_for(em.state, cmd.member)))


def _answer_strike(em, cmd, effect):
    em.dequeue()
    combat.resolve_joint(em, effect)


def _answer_damage(em, cmd: m.Damage, effect):
    """[DE: Schaden an Familienmitgliedern; Schwere Verletzungen] one marker per answer; onto a
    card with two damage it turns, and the marker goes on its back."""
    if cmd.space.startswith("flip:"):
        part = cmd.space[5:]
        em(m.SeriousInjury(cmd.member, part))
        back = q.body_spaces(q.body(em.state, cmd.member, part), cmd.member)
        index = next(i for i, s in enumerate(back) if s.damage)
        em(m.DamagePlaced(cmd.member, f"{part}.{index}"))
    else:
        em(m.DamagePlaced(cmd.member, cmd.space))
    if effect.n > 1 and not q.is_dying(em.state, cmd.member):
        em.replace_head(replace(effect, n=effect.n - 1))
    else:
        em.dequeue()


def _answer_yes_no(em, cmd: m.Answer, effect):
    em.dequeue()
    step = q.steps_at(effect.card, effect.face, effect.section, effect.path)
    effects.branch(em, effect, step, cmd.yes)


def _answer_member(em, cmd: m.ChooseMember, effect):
    em.dequeue()
    name = cmd.member
    if effect.section == "item":
        effects.equip(em, effect.card, name)
    elif effect.section == "material":
        em(m.MaterialMoved("supply", f"member:{name}", effect.n))
    elif effect.section == "damage":
        effects.hurt(em, name, effect.n, effect.target)
    elif effect.section == "heal":
        for _ in range(effect.n):
            em.queue(fx.Target(section="heal", member=name, seat=effects.seat_for(em.state, name)))


def _answer_target(em, cmd: m.Target, effect):
    em.dequeue()
    TARGETS[effect.section](em, effect, cmd.target)


def _target_first_figure(em, effect, chosen):
    combat.act_figure(em, effect.card, chosen, tuple(x for x in effect.target.split(",") if x))


def _target_hunt(em, effect, chosen):
    combat.hunt(em, effect.member, chosen)


def _target_path(em, effect, chosen):
    harm = combat.stops(em.state, effect.member, effect.target)[chosen]
    combat.move_figure(em, effect.member, chosen, harm)


def _target_victim(em, effect, chosen):
    combat.attack_target(em, effect.member, chosen)


def _target_place(em, effect, chosen):
    em(m.FigurePlaced(effect.member, chosen))


def _target_heal(em, effect, chosen):
    em(m.DamageRemoved(effect.member, chosen))


def _target_drop_for(em, effect, chosen):
    """[DE: Erhalten] the member drops one of the items that want the same slot."""
    if chosen == effect.card:
        em(m.ItemMoved(chosen, area=q.area_of(em.state, effect.member)))
        return
    effects.drop_item(em, chosen, effect.member)
    effects.equip(em, effect.card, effect.member)


def _target_swap_for(em, effect, chosen):
    """[DE: Tauschen] the receiver hands back the chosen item for the one it takes."""
    em(m.ItemsSwapped(effect.card, chosen))


TARGETS = {
    "first_figure": _target_first_figure, "hunt": _target_hunt, "path": _target_path,
    "victim": _target_victim, "heal": _target_heal, "repair": _target_heal,
    "drop_for": _target_drop_for, "place": _target_place,
    "swap_for": _target_swap_for,
}


def _answer_give(em, cmd: m.Give, effect):
    receiver = effect.target if cmd.giver == effect.member else effect.member
    actions.give(em, cmd.giver, receiver, cmd.card)


def _answer_take(em, cmd: m.Take, effect):
    """Each item at most once per pick-up, so two items wanting one slot cannot swap forever."""
    em.replace_head(replace(effect, extra=effect.extra + (cmd.card,)))
    actions.pick_up(em, effect.member, cmd.card)


def _answer_done(em, cmd, effect):
    em.dequeue()


ANSWERS: dict[type, Callable[[Emitter, Any, Any], None]] = {
    m.Act: _answer_act, m.EndActions: _answer_end, m.Drop: _answer_drop, m.Injure: _answer_injure,
    m.Space: _answer_space, m.Join: _answer_join, m.Strike: _answer_strike, m.Damage: _answer_damage,
    m.Answer: _answer_yes_no, m.ChooseMember: _answer_member, m.Target: _answer_target,
    m.Give: _answer_give, m.Take: _answer_take, m.Done: _answer_done,
}


RESOLVERS: dict[type[Effect], Resolver] = {
    fx.Process: _process,
    fx.Advance: _advance,
    fx.Step: effects.run_step,
    fx.EncounterIn: lambda em, e: effects.encounter_in(em, e.card),
    fx.Lay: lambda em, e: effects.lay(em, e.card),
    fx.Place: lambda em, e: effects.place_figure(em, e.member, e.target),
    fx.EncounterTurn: combat.encounter_turn,
    fx.FigureAttack: combat.figure_attack,
    fx.AllyTurn: combat.ally_turn,
    fx.AllyAttack: combat.figure_attack,
    fx.Perform: actions.perform,
    fx.ChapterStart: lambda em, e: effects.take(em, e.card),
    fx.Rewrench: lambda em, e: effects.wrench(em, e.card, e.member, again=True),
}


QUEUE_RULES = QueueRules(RESOLVERS, answer, choices=choices, when_empty=_when_empty, settle=_settle_actions)
