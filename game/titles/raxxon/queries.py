"""Questions about a Raxxon state that the rules, the legal-move list, the view and bots share."""

from __future__ import annotations

from functools import cache
from typing import TypeGuard

from game.engine.memo import per_state
from game.engine.queue import Decision
from game.titles.raxxon import model as m
from game.titles.raxxon import queued as fx
from game.titles.raxxon.content import ActionDef, CharacterDef, Filter, Step, Trigger, content


def head(state: m.RaxxonState) -> fx.Effect | None:
    return state.queue[0] if state.queue else None


def waiting(state: m.RaxxonState) -> fx.Effect:
    """The effect at the head of the queue, where a command is answered: while the game runs the
    rules always wait for one."""
    effect = head(state)
    if effect is None:
        raise LookupError("the effect queue is empty")
    return effect


def is_decision(effect: fx.Effect | None) -> TypeGuard[fx.Effect]:
    """A decision waits for a command; so does a gated icon (go on, or stop and pass)."""
    return isinstance(effect, Decision) or isinstance(effect, fx.Icon) and effect.gated


def decision_name(effect: fx.Effect) -> str:
    """What a decision is called where the player is told it: its kind, "gate" for a gated icon."""
    return "gate" if isinstance(effect, fx.Icon) and effect.gated else effect.kind


def decision_seat(state: m.RaxxonState) -> int | None:
    """The seat the rules wait for, or None when the game is over."""
    if state.outcome is not None:
        return None
    effect = head(state)
    if isinstance(effect, fx.ChooseCharacter):
        return effect.seat
    return state.active


def character(state: m.RaxxonState, seat: int) -> CharacterDef | None:
    return content().characters.get(_sheet_name(state, seat))


def actions(state: m.RaxxonState, seat: int) -> tuple[ActionDef, ...]:
    sheet = character(state, seat)
    return sheet.actions if sheet else ()


def action(state: m.RaxxonState, seat: int, index: int) -> ActionDef:
    """Action `index` of the seat's sheet, counting Investigate as 0."""
    return actions(state, seat)[index - 1]


def spaces(state: m.RaxxonState, act: ActionDef) -> tuple[tuple[str, ...], ...]:
    return side_spaces(act, state.players)


def side_spaces(act: ActionDef, players: int) -> tuple[tuple[str, ...], ...]:
    """The token spaces of the side in play: 1–2 players use the small side, 3–4 the large."""
    return act.small if players <= 2 else act.large


def has_free_space(state: m.RaxxonState, seat: int, index: int) -> bool:
    return any(open_index == index for open_index, _ in open_actions(state, seat))


def open_actions(state: m.RaxxonState, seat: int) -> tuple[tuple[int, ActionDef], ...]:
    """The seat's actions with a free token space, numbered from 1 (Investigate, 0, is always open)."""
    return _open_actions(_sheet_name(state, seat), state.players, state.tokens[seat])


@cache
def _open_actions(name: str, players: int, tokens: tuple[int, ...]) -> tuple[tuple[int, ActionDef], ...]:
    """`open_actions` remembered by sheet, side and tokens: every choice of action asks it."""
    sheet = content().characters.get(name)
    placed_on = zip(sheet.actions if sheet else (), tokens, strict=False)
    return tuple((index, act) for index, (act, placed) in enumerate(placed_on, start=1)
                 if placed < len(side_spaces(act, players)))


def consequences(state: m.RaxxonState, seat: int) -> tuple[str, ...]:
    """The icons above every placed token: top to bottom, each action's tokens left to right."""
    return _icons_above(_sheet_name(state, seat), state.players, state.tokens[seat])


def _sheet_name(state: m.RaxxonState, seat: int) -> str:
    """The seat's character ("" before one is chosen)."""
    return state.characters[seat] if seat < len(state.characters) else ""


@cache
def _icons_above(name: str, players: int, tokens: tuple[int, ...]) -> tuple[str, ...]:
    """The icons above `tokens` on a sheet's side, remembered: every turn begins with them, and
    a sheet holds few layouts of tokens."""
    sheet = content().characters.get(name)
    icons: list[str] = []
    for act, placed in zip(sheet.actions if sheet else (), tokens, strict=False):
        for space in side_spaces(act, players)[:placed]:
            icons.extend(space)
    return tuple(icons)


def population(card: str):
    return content().population[card]


def is_healthy(card: str) -> bool:
    return content().population[card].healthy


def card_type(card: str) -> str:
    return content().population[card].type.id


def matches(cell: m.Cell, rule: Filter | Step) -> bool:
    kind = content().population[cell.card].type
    if rule.type and kind.id != rule.type:
        return False
    if rule.health and kind.health != rule.health:
        return False
    if rule.face == "up":
        return cell.up
    if rule.face == "down":
        return not cell.up
    return True


def face_up_count(state: m.RaxxonState, type_id: str = "", health: str | None = None) -> int:
    count = 0
    for cell in state.crowd:
        if cell.up:
            kind = content().population[cell.card].type
            if (not type_id or kind.id == type_id) and (not health or kind.health == health):
                count += 1
    return count


def evacuated_healthy(state: m.RaxxonState) -> int:
    return _healthy_in(state.evacuation)


@per_state
def _healthy_in(pile: tuple[str, ...]) -> int:
    """Remembered for the last pile: the evacuation pile outlives most states, and every view
    and every evacuation counts it."""
    return sum(1 for card in pile if is_healthy(card))


def win_target(state: m.RaxxonState) -> int:
    return m.WIN_EVACUATED[state.difficulty]


def infected_at_large(state: m.RaxxonState) -> int:
    """Infected cards in the crowd and the uncontained quarantine: what spreads at end of day.
    Counts face-down cards too, so only the rules may ask; players see `known_infected_at_large`."""
    crowd = sum(1 for cell in state.crowd if not is_healthy(cell.card))
    return crowd + sum(1 for card in state.uncontained_quarantine if not is_healthy(card))


def known_infected_at_large(state: m.RaxxonState) -> int:
    """[EN: Looking At Cards] the infected at large the players can know of: face-up crowd cards,
    face-down ones they looked at (`seen`), and the uncontained quarantine (a face-up pile)."""
    crowd = sum(1 for cell in state.crowd
                if (cell.up or cell.card in state.seen) and not is_healthy(cell.card))
    return crowd + sum(1 for card in state.uncontained_quarantine if not is_healthy(card))


def lying_hidden(state: m.RaxxonState) -> set[str]:
    """[EN: Looking At Cards] the cards lying where nobody may look now: the population deck, the
    infection supply, the Raxxon deck, and face-down crowd cards the players have not kept track of."""
    hidden = {cell.card for cell in state.crowd if not cell.up and cell.card not in state.seen}
    return hidden.union(state.population_deck, state.infection_supply, state.raxxon_deck)


def trigger_holds(state: m.RaxxonState, trigger: Trigger) -> bool:
    checks = []
    if trigger.always:
        checks.append(True)
    if trigger.face_up is not None:
        rule = trigger.face_up
        checks.append(face_up_count(state, rule.type, rule.health) >= rule.min)
    if trigger.face_down_min is not None:
        checks.append(sum(1 for cell in state.crowd if not cell.up) >= trigger.face_down_min)
    if trigger.crowd_min is not None:
        checks.append(len(state.crowd) >= trigger.crowd_min)
    if trigger.power_min is not None:
        checks.append(state.power >= trigger.power_min)
    if trigger.power_max is not None:
        checks.append(state.power <= trigger.power_max)
    if trigger.pile_min is not None:
        checks.append(len(getattr(state, trigger.pile_min.pile)) >= trigger.pile_min.n)
    if trigger.pile_max is not None:
        checks.append(len(getattr(state, trigger.pile_max.pile)) <= trigger.pile_max.n)
    if trigger.evacuated_min is not None:
        checks.append(evacuated_healthy(state) >= trigger.evacuated_min)
    if trigger.day_min is not None:
        checks.append(state.day >= trigger.day_min)
    if trigger.triggered_has is not None:
        checks.append(trigger.triggered_has in state.raxxon_triggered)
    if trigger.character is not None:
        checks.append(trigger.character in state.characters)
    if trigger.any:
        checks.append(any(trigger_holds(state, sub) for sub in trigger.any))
    if trigger.all:
        checks.append(all(trigger_holds(state, sub) for sub in trigger.all))
    return bool(checks) and all(checks)


def step_candidates(state: m.RaxxonState, step: Step) -> list:
    """What a Raxxon card step may take: crowd positions, or card ids in a quarantine pile."""
    if step.op in ("contain",):
        return list(state.uncontained_quarantine)
    if step.op in ("release",):
        return list(state.contained_quarantine)
    if step.op == "discard_quarantined":
        return list(state.uncontained_quarantine) + list(state.contained_quarantine)
    cells = [cell for cell in state.crowd if matches(cell, step)]
    if step.op.startswith("evacuate"):
        cells = [cell for cell in cells if cell.up and is_healthy(cell.card)]
    elif step.op.startswith("quarantine"):
        cells = [cell for cell in cells if cell.up and not is_healthy(cell.card)]
    elif step.op.startswith("flip_down"):
        cells = [cell for cell in cells if cell.up]
    return [cell.pos for cell in cells]


def raxxon_step(effect: fx.RxStep | fx.RxPick) -> Step:
    """The step an `rx_step` or `rx_pick` effect resolves (an option's icons are effects of their own)."""
    step = content().raxxon[effect.card].options[effect.option].steps[effect.step]
    if not isinstance(step, Step):
        raise TypeError(f"{effect.card}, option {effect.option}, step {effect.step} is an icon, not a step")
    return step
