"""The Evil players' reactions (KBM S.4–5): windows in which they may play, playing a card face up
or face down as a standard reaction, the leader's permission, and what the cards do."""

from __future__ import annotations

from msgspec.structs import replace

from game.titles.alone import creatures
from game.titles.alone import model as m
from game.titles.alone import queries as q
from game.titles.alone import queued as fx
from game.titles.alone.content import Op, card_of, content
from game.titles.alone.emitter import AloneEmitter


# ---- windows ---------------------------------------------------------------------------------------
def open_window(em: AloneEmitter, effect: fx.WindowOpen) -> None:
    """A window waits for the Evil players, leader first, whenever what everyone knows lets one of
    them react (`q.may_react`: a free field, a card in hand, a card of this moment in the game's
    decks), whether or not a fitting card is in that hand: a window that opened only for a
    fitting card would tell the hero that Evil holds one. It opens for the first who may react
    (as `settle_window` would pass it on to him, on the same state) and not at all when none may."""
    seats = window_order(em.state)
    for index, seat in enumerate(seats):
        if q.may_react(em.state, seat, effect.timing):
            em.push(fx.Window(seat=seat, timing=effect.timing, seats=seats[index + 1:],
                             sectors=effect.sectors))
            return


def window_order(state: m.AloneState) -> tuple[int, ...]:
    seats = state.evil_seats()
    start = seats.index(state.leader)
    return seats[start:] + seats[:start]


def settle_window(em: AloneEmitter, effect: fx.Window) -> bool:
    """Pass a window on to the next Evil player while, by what everyone knows, the one asked may
    not react; drop it when none may (no hand-over for nothing, KBM S.4: no free field, no card)."""
    if q.may_react(em.state, effect.seat, effect.timing):
        return False
    pass_on(em, effect)
    return True


def pass_on(em: AloneEmitter, effect: fx.Window) -> None:
    if effect.seats:
        em.replace_head(replace(effect, seat=effect.seats[0], seats=effect.seats[1:]))
    else:
        em.dequeue()


def play(em: AloneEmitter, effect: fx.Window, cmd: m.Play) -> None:
    """A non-leader's card needs the leader's leave (KBM S.2); the leader's is played at once."""
    if cmd.seat != em.state.leader:
        em.push(fx.Approve(seat=em.state.leader, card=cmd.card, flag=cmd.standard, n=cmd.seat,
                         timing=effect.timing, sectors=effect.sectors))
        return
    resolve(em, cmd.seat, cmd.card, cmd.standard, effect.sectors)


def approve(em: AloneEmitter, effect: fx.Approve, yes: bool) -> None:
    em.dequeue()
    em.tell("permission", count=int(yes), creature=f"seat{effect.n}")
    if yes:
        resolve(em, effect.n, effect.card, effect.flag, effect.sectors)


def resolve(em: AloneEmitter, seat: int, card: str, standard: bool, explored: tuple[str, ...]) -> None:
    """[KBM S.4–5] onto the next free field (a combo takes two); face down it moves 1 creature 1
    sector or lets 1 spawn; face up its top half, or its whole text when dangerous."""
    state = em.state
    dangerous = not standard and q.is_dangerous(state, card)
    em(m.CardPlayed(seat, card, standard, q.next_card_fields(state), dangerous))
    if standard:
        em.push(fx.Standard(seat=seat))
        return
    spec = q.card_def(card)
    part = "dangerous" if dangerous else "effect"
    em.push(*op_effects(seat, card, part, getattr(spec, part), explored))


def op_effects(seat: int, card: str, part: str, ops: tuple[Op, ...], explored: tuple[str, ...],
               prefix: str = "") -> list[fx.Effect]:
    found = []
    for index, op in enumerate(ops):
        path = f"{card_of(card)}:{part}:{prefix}{index}"
        found.append(_effect(seat, op, path, explored))
    return found


def _effect(seat: int, op: Op, path: str, explored: tuple[str, ...]) -> fx.Effect:
    """One effect of a card played by `seat`, `path` naming it on the card; what the Evil
    player chooses is asked of `seat`."""
    match op.op:
        case "move":
            return fx.Move(seat=seat, n=op.creatures, steps=op.steps)
        case "spawn":
            return fx.Spawn(seat=seat, n=op.count, dist=op.dist)
        case "respawn":
            return fx.Respawn(seat=seat, dist=op.dist)
        case "teleport":
            return fx.Teleport(seat=seat, n=op.count)
        case "danger":
            return fx.Danger(seat=seat, n=op.count, target=op.where, sectors=explored)
        case "either":
            return fx.Either(seat=seat, card=path)
        case "lose":
            return fx.Lose(health=op.health, composure=op.composure, flag=op.if_danger)
        case "boost":
            return fx.Boost(value=op.dice, flag=op.that)
        case "dark":
            return fx.Dark()
        case "draw":
            return fx.Draw(n=op.count)
        case "ignore_hits":
            return fx.IgnoreHits(n=op.count)
        case "fewer_dice":
            return fx.FewerDice(n=op.count)
        case "strike":
            return fx.Strike(value=op.dice)


def either_options(effect: fx.Either) -> tuple[tuple[Op, ...], ...]:
    design, part, index = effect.card.split(":")
    ops = getattr(content().cards[design], part)
    return ops[int(index)].options


def choose_option(em: AloneEmitter, effect: fx.Either, index: int) -> None:
    em.dequeue()
    design, part, at = effect.card.split(":")
    em.push(*op_effects(effect.seat, design, part, either_options(effect)[index], (), prefix=f"{at}."))


# ---- what the cards do: the automatic parts --------------------------------------------------------
def lose(em: AloneEmitter, effect: fx.Lose) -> None:
    if effect.flag and em.state.hero not in em.state.danger:
        return
    em.lose(health=effect.health, composure=effect.composure, cause="card")


def boost(em: AloneEmitter, effect: fx.Boost) -> None:
    """More attack dice this turn: for every creature, or (`flag`) for the one this card moved or
    let spawn before ("die Kreatur erhält", KBM S.5's example card), if it moved one that is
    still on the map."""
    if not effect.flag:
        em(m.Boosted(boost=effect.value))
    elif em.state.acted in {c.id for c in em.state.creatures}:
        em(m.Boosted(boost=effect.value, creature=em.state.acted))


def dark(em: AloneEmitter, effect: fx.Dark) -> None:
    em.light([em.state.hero], on=False)


def ignore_hits(em: AloneEmitter, effect: fx.IgnoreHits) -> None:
    em(m.Boosted(guard=effect.n))


def fewer_dice(em: AloneEmitter, effect: fx.FewerDice) -> None:
    em(m.Boosted(shaken=effect.n))


def strike(em: AloneEmitter, effect: fx.Strike) -> None:
    """A creature in the hero's sector attacks again, with the card's dice."""
    here = em.state.in_sector(em.state.hero)
    if here:
        faces = em.roll(effect.value, f"attack:{here[0].kind}")
        em.lose(health=creatures.hits(em.state, faces, by_creature=True), cause=f"attack:{here[0].kind}")


def draw(em: AloneEmitter, effect: fx.Draw) -> None:
    """[KBM S.5 KARTEN ZIEHEN] the leader splits the cards drawn among the Evil players."""
    if em.state.evil == 1:
        em.push(*(fx.Redraw(seat=1, n=1) for _ in range(effect.n)))
    else:
        em.push(*(fx.Assign(seat=em.state.leader) for _ in range(effect.n)))


def assign(em: AloneEmitter, effect: fx.Assign, index: int) -> None:
    em.dequeue()
    seat = em.state.evil_seats()[index]
    em.push(fx.Redraw(seat=seat, n=1))


def draw_card(em: AloneEmitter, seat: int, deck: str) -> None:
    """The top card of `deck` (its discard pile reshuffled first when it is empty)."""
    index = em.state.decks.index(deck)
    if not em.state.piles[index]:
        order = list(em.state.discards[index])
        em.rng.shuffle(order)
        em(m.Reshuffled(deck, tuple(order)))
    if em.state.piles[index]:
        em(m.CardDrawn(seat, em.state.piles[index][0], deck))


# ---- what the cards do: choices -----------------------------------------------------------------------
def moved(em: AloneEmitter, effect: fx.Move, cmd: m.MoveCreature) -> None:
    creature = em.state.creature(cmd.creature)
    steps = q.move_steps(em.state, creature, effect.steps, standard=effect.flag)
    left = effect.n - 1
    if left > 0:
        em.replace_head(replace(effect, n=left, done=(*effect.done, cmd.creature)))
    else:
        em.dequeue()
    creatures.move(em, cmd.creature, cmd.to, steps, effect.seat, cmd.opening, cmd.via)


def spawned(em: AloneEmitter, effect: fx.Spawn, cmd: m.Spawn) -> None:
    if effect.n > 1:
        em.replace_head(replace(effect, n=effect.n - 1))
    else:
        em.dequeue()
    creatures.spawn(em, cmd.kind, cmd.to, effect.seat)


def removed(em: AloneEmitter, effect: fx.Respawn, cmd: m.Remove) -> None:
    em.replace_head(fx.Spawn(seat=effect.seat, n=1, dist=effect.dist))
    creatures.remove(em, cmd.creature)


def teleported(em: AloneEmitter, effect: fx.Teleport, cmd: m.Teleport) -> None:
    if effect.n > 1:
        em.replace_head(replace(effect, n=effect.n - 1, done=(*effect.done, cmd.creature)))
    else:
        em.dequeue()
    creatures.teleport(em, cmd.creature, cmd.to)


def placed(em: AloneEmitter, effect: fx.Danger | fx.Place | fx.SetupDanger, sector: str) -> None:
    if effect.n > 1:
        em.replace_head(replace(effect, n=effect.n - 1))
    else:
        em.dequeue()
    em.danger(sector, on=True)


def standard_move(em: AloneEmitter, effect: fx.Standard, cmd: m.MoveCreature) -> None:
    """A standard reaction: 1 creature 1 sector (KBM S.5)."""
    em.dequeue()
    creatures.move(em, cmd.creature, cmd.to, q.move_steps(em.state, em.state.creature(cmd.creature), 1, True),
                   effect.seat, cmd.opening, cmd.via)


def standard_spawn(em: AloneEmitter, effect: fx.Standard, cmd: m.Spawn) -> None:
    em.dequeue()
    creatures.spawn(em, cmd.kind, cmd.to, effect.seat)


def tell_noise(em: AloneEmitter, effect: fx.Noise, index: int) -> None:
    """Several shortest ways: the Evil player tells the hero one of their sides (KBM S.7)."""
    em.dequeue()
    em.tell("noise", side=effect.sectors[index])
