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

from msgspec.structs import replace

from game.engine.queue import Effect, QueueRules, Resolver, decide_with
from game.engine.types import EventList
from game.titles.alone import creatures, evil, flow, hero
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.emitter import AloneEmitter
from game.titles.alone.legal import options


def decide(state: m.AloneState, cmd: Any, rng: random.Random) -> EventList:
    return decide_with(AloneEmitter(state, rng), cmd, QUEUE_RULES)


def answer(em: AloneEmitter, cmd: Any) -> None:
    effect = q.waiting(em.state)
    ANSWERS[(type(effect), type(cmd))](em, effect, cmd)


def _dequeue_then(action: Callable[..., None]) -> Callable[[AloneEmitter, Any, Any], None]:
    def run(em: AloneEmitter, effect: fx.Effect, cmd: Any) -> None:
        em.dequeue()
        action(em, effect, cmd)
    return run


def _hero_turn_act(em: AloneEmitter, effect: fx.HeroTurn, cmd: m.Act) -> None:
    em.dequeue()
    hero.act(em, cmd)


def _bullet(em: AloneEmitter, effect: fx.HeroTurn, cmd: m.BulletTime) -> None:
    hero.bullet_time(em)          # the same decision stays: now the first of two actions


def _step(em: AloneEmitter, effect: fx.Step, cmd: m.StepOn) -> None:
    em.dequeue()
    if cmd.direction:
        hero.step_towards(em, cmd.direction, effect.n - 1)


def _window_pass(em: AloneEmitter, effect: fx.Window, cmd: m.Pass) -> None:
    evil.pass_on(em, effect)


def _discard_done(em: AloneEmitter, effect: fx.Discard, cmd: m.Done) -> None:
    em.dequeue()


def _place(em: AloneEmitter, effect: fx.Danger | fx.Place | fx.SetupDanger, cmd: m.PlaceDanger) -> None:
    evil.placed(em, effect, cmd.sector)


def _redraw(em: AloneEmitter, effect: fx.Redraw, cmd: m.DrawFrom) -> None:
    if effect.n > 1:
        em.replace_head(replace(effect, n=effect.n - 1))
    else:
        em.dequeue()
    evil.draw_card(em, effect.seat, cmd.deck)


def _setup_spawn(em: AloneEmitter, effect: fx.SetupSpawn, cmd: m.Spawn) -> None:
    if effect.n > 1:
        em.replace_head(replace(effect, n=effect.n - 1))
    else:
        em.dequeue()
    creatures.spawn(em, cmd.kind, cmd.to, effect.seat, noisy=False)


def _regain(em: AloneEmitter, effect: fx.Regain, cmd: m.Regain) -> None:
    em.dequeue()
    amount = hero.content().sheet.regain
    em.regain(**{cmd.track: amount})


ANSWERS: dict[tuple[type, type], Callable[[AloneEmitter, Any, Any], None]] = {
    (fx.HeroTurn, m.BulletTime): _bullet,
    (fx.HeroTurn, m.Act): _hero_turn_act,
    (fx.Step, m.StepOn): _step,
    (fx.Block, m.Block): _dequeue_then(lambda em, e, c: hero.block(em, c.direction)),
    (fx.Clear, m.Clear): _dequeue_then(lambda em, e, c: hero.clear(em, e, c.where)),
    (fx.Upgrade, m.Upgrade): lambda em, e, c: hero.upgrade(em, e, c.item, c.source),
    (fx.Upgrade, m.Done): _dequeue_then(lambda em, e, c: None),
    (fx.Locate, m.Target): lambda em, e, c: hero.located(em, e, c.target),
    (fx.Xp, m.Skill): lambda em, e, c: hero.gain_skill(em, e, c.skill),
    (fx.Regain, m.Regain): _regain,
    (fx.Window, m.Play): lambda em, e, c: evil.play(em, e, c),
    (fx.Window, m.Pass): _window_pass,
    (fx.Approve, m.Approve): lambda em, e, c: evil.approve(em, e, c.yes),
    (fx.Standard, m.MoveCreature): lambda em, e, c: evil.standard_move(em, e, c),
    (fx.Standard, m.Spawn): lambda em, e, c: evil.standard_spawn(em, e, c),
    (fx.Standard, m.Done): _dequeue_then(lambda em, e, c: None),
    (fx.Move, m.MoveCreature): lambda em, e, c: evil.moved(em, e, c),
    (fx.Move, m.Done): _dequeue_then(lambda em, e, c: None),
    (fx.Spawn, m.Spawn): lambda em, e, c: evil.spawned(em, e, c),
    (fx.Spawn, m.Done): _dequeue_then(lambda em, e, c: None),
    (fx.Respawn, m.Remove): lambda em, e, c: evil.removed(em, e, c),
    (fx.Respawn, m.Done): _dequeue_then(lambda em, e, c: None),
    (fx.Teleport, m.Teleport): lambda em, e, c: evil.teleported(em, e, c),
    (fx.Teleport, m.Done): _dequeue_then(lambda em, e, c: None),
    (fx.Danger, m.PlaceDanger): _place,
    (fx.Danger, m.Done): _dequeue_then(lambda em, e, c: None),
    (fx.Either, m.Choose): lambda em, e, c: evil.choose_option(em, e, c.index),
    (fx.Noise, m.Choose): lambda em, e, c: evil.tell_noise(em, e, c.index),
    (fx.Assign, m.Choose): lambda em, e, c: evil.assign(em, e, c.index),
    (fx.Discard, m.Discard): lambda em, e, c: flow.discard(em, e, c.card),
    (fx.Discard, m.Done): _discard_done,
    (fx.Redraw, m.DrawFrom): _redraw,
    (fx.Place, m.PlaceDanger): _place,
    (fx.Place, m.LiftDanger): lambda em, e, c: flow.lift(em, c.sector),
    (fx.Place, m.Done): _dequeue_then(lambda em, e, c: None),
    (fx.SetupDanger, m.PlaceDanger): _place,
    (fx.SetupSpawn, m.Spawn): _setup_spawn,
}


def _settle(em: AloneEmitter, effect: fx.Effect) -> bool:
    """A window nobody can play in is passed on or dropped without asking anyone."""
    return isinstance(effect, fx.Window) and evil.settle_window(em, effect)


RESOLVERS: dict[type[Effect], Resolver] = {
    fx.TurnStart: flow.turn_start,
    fx.ActionDone: flow.action_done,
    fx.Attacks: flow.attacks,
    fx.AttackBy: flow.attack_by,
    fx.LightsOut: lambda em, e: creatures.lights_out(em),
    fx.TurnEnd: flow.turn_end,
    fx.RoundEnd: flow.round_end,
    fx.Refill: flow.refill,
    fx.NewRound: flow.new_round,
    fx.Opportunity: lambda em, e: creatures.opportunity(em),
    fx.HeroStep: hero.hero_step,
    fx.HeroArrive: hero.hero_arrive,
    fx.Explored: hero.explored,
    fx.HeroRoll: hero.hero_roll,
    fx.HeroDamage: hero.hero_damage,
    fx.WindowOpen: evil.open_window,
    fx.Lose: evil.lose,
    fx.Boost: evil.boost,
    fx.Dark: evil.dark,
    fx.Draw: evil.draw,
    fx.IgnoreHits: evil.ignore_hits,
    fx.FewerDice: evil.fewer_dice,
    fx.Strike: evil.strike,
}


QUEUE_RULES = QueueRules(RESOLVERS, answer, choices=options, settle=_settle,
                         waits=lambda effect: isinstance(effect, fx.Window))
