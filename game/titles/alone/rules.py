"""Alone's `decide`: a legal command answers the decision at the head of the queue, then the
queue runs until someone must choose again (see `game/engine/queue.py`).

The rule modules: `flow` (set-up, turns, round end), `hero` (Bullet Time, the six actions, items,
missions, experience), `creatures` (spawning, moving, noise, attacks, lights out), `evil` (windows,
playing cards, what the cards do). Rules are cited from the Evil compendium as [KBM S.n].
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.engine.queue import QueueRules, decide_with
from game.engine.types import EventList
from game.titles.alone import creatures, evil, flow, hero
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone.emitter import AloneEmitter
from game.titles.alone.legal import options


def decide(state: m.AloneState, cmd: Any, rng: random.Random) -> EventList:
    return decide_with(AloneEmitter(state, rng), cmd, QUEUE_RULES)


def answer(em: AloneEmitter, cmd: Any) -> None:
    effect = q.waiting(em.state)
    ANSWERS[(effect.kind, type(cmd))](em, effect, cmd)


def _dequeue_then(action: Callable[..., None]) -> Callable[[AloneEmitter, m.Effect, Any], None]:
    def run(em: AloneEmitter, effect: m.Effect, cmd: Any) -> None:
        em.dequeue()
        action(em, effect, cmd)
    return run


def _hero_turn_act(em: AloneEmitter, effect: m.Effect, cmd: m.Act) -> None:
    em.dequeue()
    hero.act(em, cmd)


def _bullet(em: AloneEmitter, effect: m.Effect, cmd: m.BulletTime) -> None:
    hero.bullet_time(em)          # the same decision stays: now the first of two actions


def _step(em: AloneEmitter, effect: m.Effect, cmd: m.StepOn) -> None:
    em.dequeue()
    if cmd.direction:
        hero.step_towards(em, cmd.direction, effect.n - 1)


def _window_pass(em: AloneEmitter, effect: m.Effect, cmd: m.Pass) -> None:
    evil.pass_on(em, effect)


def _discard_done(em: AloneEmitter, effect: m.Effect, cmd: m.Done) -> None:
    em.dequeue()


def _place(em: AloneEmitter, effect: m.Effect, cmd: m.PlaceDanger) -> None:
    evil.placed(em, effect, cmd.sector)


def _redraw(em: AloneEmitter, effect: m.Effect, cmd: m.DrawFrom) -> None:
    if effect.n > 1:
        em.replace_head(m.Effect("redraw", seat=effect.seat, n=effect.n - 1))
    else:
        em.dequeue()
    evil.draw_card(em, effect.seat, cmd.deck)


def _setup_spawn(em: AloneEmitter, effect: m.Effect, cmd: m.Spawn) -> None:
    if effect.n > 1:
        em.replace_head(m.Effect("setup_spawn", seat=effect.seat, n=effect.n - 1))
    else:
        em.dequeue()
    creatures.spawn(em, cmd.kind, cmd.to, effect.seat, noisy=False)


def _regain(em: AloneEmitter, effect: m.Effect, cmd: m.Regain) -> None:
    em.dequeue()
    amount = hero.content().sheet.regain
    em.regain(**{cmd.track: amount})


ANSWERS: dict[tuple[str, type], Callable[[AloneEmitter, m.Effect, Any], None]] = {
    ("hero_turn", m.BulletTime): _bullet,
    ("hero_turn", m.Act): _hero_turn_act,
    ("step", m.StepOn): _step,
    ("block", m.Block): _dequeue_then(lambda em, e, c: hero.block(em, c.direction)),
    ("clear", m.Clear): _dequeue_then(lambda em, e, c: hero.clear(em, e, c.where)),
    ("upgrade", m.Upgrade): lambda em, e, c: hero.upgrade(em, e, c.item, c.source),
    ("upgrade", m.Done): _dequeue_then(lambda em, e, c: None),
    ("locate", m.Target): lambda em, e, c: hero.located(em, e, c.target),
    ("xp", m.Skill): lambda em, e, c: hero.gain_skill(em, e, c.skill),
    ("regain", m.Regain): _regain,
    ("window", m.Play): lambda em, e, c: evil.play(em, e, c),
    ("window", m.Pass): _window_pass,
    ("approve", m.Approve): lambda em, e, c: evil.approve(em, e, c.yes),
    ("standard", m.MoveCreature): lambda em, e, c: evil.standard_move(em, e, c),
    ("standard", m.Spawn): lambda em, e, c: evil.standard_spawn(em, e, c),
    ("standard", m.Done): _dequeue_then(lambda em, e, c: None),
    ("move", m.MoveCreature): lambda em, e, c: evil.moved(em, e, c),
    ("move", m.Done): _dequeue_then(lambda em, e, c: None),
    ("spawn", m.Spawn): lambda em, e, c: evil.spawned(em, e, c),
    ("spawn", m.Done): _dequeue_then(lambda em, e, c: None),
    ("respawn", m.Remove): lambda em, e, c: evil.removed(em, e, c),
    ("respawn", m.Done): _dequeue_then(lambda em, e, c: None),
    ("teleport", m.Teleport): lambda em, e, c: evil.teleported(em, e, c),
    ("teleport", m.Done): _dequeue_then(lambda em, e, c: None),
    ("danger", m.PlaceDanger): _place,
    ("danger", m.Done): _dequeue_then(lambda em, e, c: None),
    ("either", m.Choose): lambda em, e, c: evil.choose_option(em, e, c.index),
    ("noise", m.Choose): lambda em, e, c: evil.tell_noise(em, e, c.index),
    ("assign", m.Choose): lambda em, e, c: evil.assign(em, e, c.index),
    ("discard", m.Discard): lambda em, e, c: flow.discard(em, e, c.card),
    ("discard", m.Done): _discard_done,
    ("redraw", m.DrawFrom): _redraw,
    ("place", m.PlaceDanger): _place,
    ("place", m.LiftDanger): lambda em, e, c: flow.lift(em, c.sector),
    ("place", m.Done): _dequeue_then(lambda em, e, c: None),
    ("setup_danger", m.PlaceDanger): _place,
    ("setup_spawn", m.Spawn): _setup_spawn,
}


def _settle(em: AloneEmitter, effect: m.Effect) -> bool:
    """A window nobody can play in is passed on or dropped without asking anyone."""
    return effect.kind == "window" and evil.settle_window(em, effect)


RESOLVERS: dict[str, Callable[[AloneEmitter, m.Effect], None]] = {
    "turn_start": flow.turn_start,
    "action_done": flow.action_done,
    "attacks": flow.attacks,
    "attack_by": flow.attack_by,
    "lights_out": lambda em, e: creatures.lights_out(em),
    "turn_end": flow.turn_end,
    "round_end": flow.round_end,
    "refill": flow.refill,
    "new_round": flow.new_round,
    "opportunity": lambda em, e: creatures.opportunity(em),
    "hero_step": hero.hero_step,
    "hero_arrive": hero.hero_arrive,
    "explored": hero.explored,
    "hero_roll": hero.hero_roll,
    "hero_damage": hero.hero_damage,
    "window_open": evil.open_window,
    "lose": evil.lose,
    "boost": evil.boost,
    "dark": evil.dark,
    "draw": evil.draw,
    "ignore_hits": evil.ignore_hits,
    "fewer_dice": evil.fewer_dice,
    "strike": evil.strike,
}


QUEUE_RULES = QueueRules(RESOLVERS, q.is_decision, answer, choices=options, settle=_settle,
                         waits=lambda effect: effect.kind == "window")
