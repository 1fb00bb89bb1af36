"""The course of a game of Alone: the Evil players' set-up, the hero's turns (KBM S.1, S.5), what
ends a turn (the end-of-turn window, the creatures' attacks, lights out) and the round end (KBM
S.16–17)."""

from __future__ import annotations

from game.titles.alone import creatures, hero
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.content import content
from game.titles.alone.emitter import AloneEmitter
from game.titles.alone.evil import draw_card


# ---- set-up ---------------------------------------------------------------------------------------
def setup_evil(em: AloneEmitter) -> None:
    """[A] before the first turn the Evil players place danger tokens on each floor and let
    creatures spawn (no noise is told: the hero has not yet begun to listen)."""
    sheet = content().sheet
    floors = sorted({s.floor for s in q.board(em.state).sectors.values()})
    em.push(*(fx.SetupDanger(seat=em.state.leader, n=sheet.setup_danger, target=floor)
              for floor in floors))
    em.push(fx.SetupSpawn(seat=em.state.leader, n=sheet.setup_creatures), fx.TurnStart())


def setup_danger_sectors(state: m.AloneState, floor: str) -> list[str]:
    return [s for s in q.danger_sectors(state, "round") if q.board(state).floor(s) == floor]


# ---- a turn -----------------------------------------------------------------------------------------
def turn_start(em: AloneEmitter, effect: fx.TurnStart) -> None:
    em(m.TurnBegan(em.state.round, em.state.turn))
    em.push(fx.HeroTurn())


def action_done(em: AloneEmitter, effect: fx.ActionDone) -> None:
    """After the hero's action(s): with Bullet Time a second one; then the end of the turn
    (KBM S.5: cards without the instant sign and standard reactions come after all actions)."""
    if len(em.state.actions) < hero.actions_allowed(em.state):
        em.push(fx.HeroTurn())
        return
    em.window("end")
    em.push(fx.Attacks(), fx.LightsOut(), fx.TurnEnd())


def attacks(em: AloneEmitter, effect: fx.Attacks) -> None:
    """[KBM S.10] every creature in the hero's sector attacks, each with its own roll (`flag`:
    the turn's first attack)."""
    em.push(*(fx.AttackBy(target=c.id, flag=n == 0) for n, c in enumerate(em.state.in_sector(em.state.hero))))


def turn_end(em: AloneEmitter, effect: fx.TurnEnd) -> None:
    if em.state.turn >= content().sheet.turns:
        em.push(fx.RoundEnd())
    else:
        em(m.TurnBegan(em.state.round, em.state.turn + 1))
        em.push(fx.HeroTurn())


# ---- the round end [KBM S.16] -----------------------------------------------------------------------
def uncovered_danger_symbols(state: m.AloneState) -> int:
    """[KBM S.5 AUTOMATISCHE GEFAHRENMARKER] one per danger field no card covers, and the last
    symbol, which no card can cover."""
    used = q.fields_used(state)
    return 1 + sum(1 for f in content().sheet.danger_fields if f > used)


def round_end(em: AloneEmitter, effect: fx.RoundEnd) -> None:
    state = em.state
    tokens = uncovered_danger_symbols(state)
    em(m.RoundEnded(state.round, tokens))
    if state.fields:
        em(m.FieldsCleared())
    clean_up(em)
    pool = q.adrenaline_pool(em.state)
    if pool != em.state.adrenaline:
        em(m.Regained(adrenaline=pool - em.state.adrenaline))
    em.push(*(fx.Discard(seat=seat) for seat in em.state.evil_seats()))
    em.push(fx.Refill(), fx.Place(seat=em.state.leader, n=tokens), fx.NewRound())


def clean_up(em: AloneEmitter) -> None:
    """[KBM S.16 DAS LABYRINTH AUFRÄUMEN] the hero's sector, the revealed sectors next to it and
    the lit sectors in sight stay; all others are hidden again, with what is in them."""
    state = em.state
    here = q.board(state)
    seen = q.sight(state)
    keep = {state.hero} | {s for s in here.adjacent(state.hero, state.blocked) if s in state.revealed}
    keep |= {s for s in seen if q.lit(state, s)}
    gone = tuple(s for s in state.revealed if s not in keep)
    if gone:
        em(m.Hidden(gone))
        em.tell("forgotten", count=len(gone))


def refill(em: AloneEmitter, effect: fx.Refill) -> None:
    """[KBM S.16 REAKTIONSKARTEN NACHZIEHEN] draw up to the hand limit, each from the right
    deck(s); a free drawer chooses the deck card by card."""
    limit = q.hand_limit(em.state)
    for seat in em.state.evil_seats():
        missing = limit - len(em.state.hand(seat))
        own = em.state.draws[seat - 1]
        if own:
            for _ in range(missing):
                draw_card(em, seat, own)
        elif missing > 0:
            em.push(fx.Redraw(seat=seat, n=missing))


def new_round(em: AloneEmitter, effect: fx.NewRound) -> None:
    """[KBM S.16–17] end-of-round effects (Nightmare: 2 composure), the round marker one step,
    the leader's token to the next Evil player, 8 new turns."""
    state = em.state
    if state.nightmare:
        em.lose(composure=content().sheet.nightmare_composure_loss, cause="nightmare")
        if em.over:
            return
    marker = state.marker + 1
    last = content().sheet.rounds - 1
    if marker >= last and not em.state.nightmare:
        em(m.NightmareBegan())
    seats = em.state.evil_seats()
    leader = seats[(seats.index(em.state.leader) + 1) % len(seats)]
    em(m.RoundBegan(em.state.round + 1, leader, min(marker, last)))
    em(m.TurnBegan(em.state.round, 1))
    em.push(fx.HeroTurn())


def discard(em: AloneEmitter, effect: fx.Discard, card: str) -> None:
    em(m.CardDiscarded(effect.seat, card))


def over_limit(state: m.AloneState, seat: int) -> bool:
    return len(state.hand(seat)) > q.hand_limit(state)


def lift(em: AloneEmitter, sector: str) -> None:
    em.danger(sector, on=False)


def attack_by(em: AloneEmitter, effect: fx.AttackBy) -> None:
    creatures.attack_hero(em, effect.target, first=effect.flag)
