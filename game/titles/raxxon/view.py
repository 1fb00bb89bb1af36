"""What a seat may see of a Raxxon game, and every command and event told in words.

[EN: Looking At Cards] the population deck, the infection supply and the Raxxon deck are face down:
only their counts show. Every other pile is face up and may be looked through. Face-down crowd
cards show nothing but their place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import msgspec

from game.engine import queue
from game.i18n import pick, seat_called, tr, trn
from game.titles.raxxon import model as m
from game.titles.raxxon import queries as q
from game.titles.raxxon import queued as fx
from game.titles.raxxon.content import content
from game.titles.raxxon.crowd import size


# ---- the view ---------------------------------------------------------------------------------
# Structs, printed by the harness as JSON (`to_builtins`). Lists, not tuples: `to_builtins` keeps
# a tuple a tuple, and the golden playthrough diffs the view's lists entry by entry.
class PopulationFace(msgspec.Struct, frozen=True, kw_only=True):
    """A population card as its face shows it."""

    card: str
    type: str
    healthy: bool


class FaceUpCard(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up crowd card: what it is."""

    face_up: Literal[True] = True
    card: str
    type: str
    healthy: bool


class FaceDownCard(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """A face-down crowd card: only its place, and what the players saw of it (`seen`: turned face
    down before their eyes), as players at a table remember it."""

    face_up: Literal[False]              # no default: written always, `seen` only when known
    seen: PopulationFace | None = None


CrowdCard = FaceUpCard | FaceDownCard


class FaceDownPile(msgspec.Struct, frozen=True, kw_only=True):
    """A face-down pile: only its count shows."""

    count: int


class PopulationPile(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up pile of population cards, the top one last."""

    count: int
    cards: list[PopulationFace]


class RaxxonPile(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up pile of Raxxon cards, the top one last."""

    count: int
    cards: list[str]


PileView = FaceDownPile | PopulationPile | RaxxonPile


class ActionView(msgspec.Struct, frozen=True, kw_only=True):
    """One action of a character sheet, numbered from 1 (Investigate, 0, is on no sheet)."""

    index: int
    kind: str
    spaces: list[list[str]]              # the token spaces of the side in play, each with its icons
    tokens: int                          # tokens placed, filling the spaces from the first


class SheetView(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """A seat's character sheet; before a character is chosen, only who sits there and whether
    they passed."""

    seat: int
    character: str | None                # no default: written (as null) before a character is chosen
    passed: bool
    name: str | None = None
    actions: list[ActionView] = []


class Decision(msgspec.Struct, frozen=True, tag_field="kind"):
    """What the rules wait for, one struct per kind (its tag): `seat` answers it; `upcoming`: the
    consequences (icons) queued behind it."""

    seat: int
    upcoming: list[str]

    @property
    def kind(self) -> str:
        """The struct's tag, as the JSON names it (`kind`)."""
        return str(self.__struct_config__.tag)


class CountedPick(Decision, frozen=True):
    """A decision picking cards one by one."""

    remaining: int                       # picks still allowed


class ChooseCharacterDecision(Decision, tag="choose_character", frozen=True):
    """A seat chooses the character it plays."""


class ChooseActionDecision(Decision, tag="choose_action", frozen=True):
    """The active player places a token on an action, or passes."""


class GateDecision(Decision, tag="gate", frozen=True):
    """A consequence (`icon`) about to trigger: the player goes on, or stops and passes."""

    icon: str


class PickAdjacentDecision(Decision, tag="pick_adjacent", frozen=True):
    """The cards next to the first that a group action (`action`) takes too."""

    origin: list[int]                    # the card the picks must be adjacent to
    picked: list[list[int]]
    action: int


class PickQuarantineDecision(CountedPick, tag="pick_quarantine", frozen=True):
    """Infected cards a Quarantine action (`action`) takes: face up from the crowd, or from the
    uncontained quarantine."""

    action: int
    optional: bool                       # picks beyond the action's count: a Raxxon card follows


class PickRevealDecision(CountedPick, tag="pick_reveal", frozen=True):
    """Face-down crowd cards to turn face up."""


class PickFlipDownDecision(CountedPick, tag="pick_flip_down", frozen=True):
    """Face-up crowd cards to turn face down."""


class PickFlipDownAfterDecision(Decision, tag="pick_flip_down_after", frozen=True):
    """The face-up crowd card a swap turns face down afterwards."""


class FundOptionalDecision(Decision, tag="fund_optional", frozen=True):
    """Funding's optional extra: a face-up healthy card to evacuate (a Raxxon card follows), or done."""


class PlaceDecision(Decision, tag="place", frozen=True):
    """Where a card added to the crowd goes."""


class FlipDecision(Decision, tag="flip", frozen=True):
    """The face-down crowd card the flip consequence turns face up."""


class OrderDecision(Decision, tag="order", frozen=True):
    """[EN: Order of Effects] which of the effects triggered at once resolve first."""

    groups: list[list[str]]              # the effects triggered at once, by group, to put in order


class RaxxonOptionDecision(Decision, tag="raxxon_option", frozen=True):
    """The option of the triggered Raxxon card `card` to resolve."""

    card: str


class RxPickDecision(CountedPick, tag="rx_pick", frozen=True):
    """The cards a Raxxon card's step takes, crowd cards or quarantined ones."""

    card: str
    option: int                          # the option and step of the card being resolved
    step: int


DecisionView = (
    ChooseCharacterDecision | ChooseActionDecision | GateDecision | PickAdjacentDecision | PickQuarantineDecision
    | PickRevealDecision | PickFlipDownDecision | PickFlipDownAfterDecision | FundOptionalDecision | PlaceDecision
    | FlipDecision | OrderDecision | RaxxonOptionDecision | RxPickDecision
)


class RaxxonView(msgspec.Struct, frozen=True, kw_only=True):
    """What a seat sees of a Raxxon game: at this cooperative table, what every seat sees."""

    title: Literal["raxxon"] = "raxxon"
    players: int
    difficulty: str
    day: int
    active_seat: int
    first_player: int
    power: int
    power_limit: int
    outcome: str | None
    evacuated: int                       # healthy cards evacuated
    win_target: int
    infected_at_large: int               # those the players can know of
    crowd: list[list[CrowdCard | None]]  # by row and column; None: no card there
    piles: dict[str, PileView]
    raxxon_current: str | None           # its option still to choose
    raxxon_resolving: list[str]          # options resolving, innermost last
    sheets: list[SheetView]
    solo_passes: int
    decision: DecisionView | None        # None: the game is over


def population_face(card: str) -> PopulationFace:
    face = content().population[card]
    return PopulationFace(card=card, type=face.type.id, healthy=face.healthy)


def crowd_card(state: m.RaxxonState, cell: m.Cell) -> CrowdCard:
    if cell.up:
        face = population_face(cell.card)
        return FaceUpCard(card=face.card, type=face.type, healthy=face.healthy)
    return FaceDownCard(face_up=False, seen=population_face(cell.card) if cell.card in state.seen else None)


def crowd_rows(state: m.RaxxonState) -> list[list[CrowdCard | None]]:
    """Face-up cards show what they are; face-down ones only their place, and what the players
    saw of them."""
    rows, cols = size(state.crowd)
    grid: list[list[CrowdCard | None]] = [[None] * cols for _ in range(rows)]
    for cell in state.crowd:
        grid[cell.r][cell.c] = crowd_card(state, cell)
    return grid


def pile_view(state: m.RaxxonState, name: str) -> PileView:
    cards: tuple[str, ...] = getattr(state, name)
    if name not in m.PUBLIC_PILES:
        return FaceDownPile(count=len(cards))
    if name.startswith("raxxon"):
        return RaxxonPile(count=len(cards), cards=list(cards))
    return PopulationPile(count=len(cards), cards=[population_face(card) for card in cards])


def sheet_view(state: m.RaxxonState, seat: int) -> SheetView:
    sheet = q.character(state, seat)
    passed = state.passed[seat] if seat < len(state.passed) else False
    if not sheet:
        return SheetView(seat=seat, character=None, passed=passed)
    actions = [ActionView(index=index, kind=act.kind, spaces=[list(space) for space in q.spaces(state, act)],
                          tokens=state.tokens[seat][index - 1])
               for index, act in enumerate(sheet.actions, start=1)]
    return SheetView(seat=seat, character=sheet.id, passed=passed, name=sheet.name, actions=actions)


def decision_view(state: m.RaxxonState) -> DecisionView | None:
    effect, seat = q.head(state), q.decision_seat(state)
    if effect is None or seat is None:            # the game is over
        return None
    upcoming = [e.kind for e in state.queue[1:] if isinstance(e, fx.Icon) and e.gated]
    if isinstance(effect, fx.Icon) and effect.gated:
        return GateDecision(seat, upcoming, icon=effect.kind)
    if not isinstance(effect, queue.Decision):
        return None             # between two events of one command (a table telling it): nothing is asked yet
    return waiting_decision(effect, seat, upcoming)


def waiting_decision(effect: fx.Effect, seat: int, upcoming: list[str]) -> DecisionView:
    """The view of the decision at the head of the queue (a gate aside): what its kind shows."""
    match effect:
        case fx.ChooseCharacter():
            return ChooseCharacterDecision(seat, upcoming)
        case fx.ChooseAction():
            return ChooseActionDecision(seat, upcoming)
        case fx.PickAdjacent(action=action, origin=origin, picked=picked):
            return PickAdjacentDecision(seat, upcoming, origin=list(origin), picked=[list(pos) for pos in picked],
                                        action=action)
        case fx.PickQuarantine(n=n, action=action, optional=optional):
            return PickQuarantineDecision(seat, upcoming, remaining=n, action=action, optional=optional)
        case fx.PickReveal(n=n):
            return PickRevealDecision(seat, upcoming, remaining=n)
        case fx.PickFlipDown(n=n):
            return PickFlipDownDecision(seat, upcoming, remaining=n)
        case fx.PickFlipDownAfter():
            return PickFlipDownAfterDecision(seat, upcoming)
        case fx.FundOptional():
            return FundOptionalDecision(seat, upcoming)
        case fx.Place():
            return PlaceDecision(seat, upcoming)
        case fx.Flip():
            return FlipDecision(seat, upcoming)
        case fx.Order(group=groups):
            return OrderDecision(seat, upcoming, groups=[[e.kind for e in group] for group in groups])
        case fx.RaxxonOption(card=card):
            return RaxxonOptionDecision(seat, upcoming, card=card)
        case fx.RxPick():
            remaining = effect.n - len(effect.picked) - len(effect.picked_cards)
            return RxPickDecision(seat, upcoming, remaining=remaining, card=effect.card, option=effect.option,
                                  step=effect.step)
    raise LookupError(f"{effect.kind} waits for no command: the rules run it on their own")


def view(state: m.RaxxonState, seat: int | None = None) -> RaxxonView:
    return RaxxonView(
        players=state.players,
        difficulty=state.difficulty,
        day=state.day,
        active_seat=state.active,
        first_player=state.first_player,
        power=state.power,
        power_limit=m.POWER_LIMIT,
        outcome=state.outcome,
        evacuated=q.evacuated_healthy(state),
        win_target=q.win_target(state),
        infected_at_large=q.known_infected_at_large(state),
        crowd=crowd_rows(state),
        piles={name: pile_view(state, name) for name in m.PILES},
        raxxon_current=state.raxxon_current or None,
        raxxon_resolving=list(state.raxxon_resolving),
        sheets=[sheet_view(state, s) for s in range(state.players)],
        solo_passes=state.solo_passes,
        decision=decision_view(state),
    )


def hidden_from(state: m.RaxxonState, seat: int | None = None) -> frozenset[str]:
    """[EN: Looking At Cards] the cards lying where nobody may look now (at this cooperative table
    every seat sees the same): naming one would tell where it lies."""
    return frozenset(q.lying_hidden(state))


# ---- words -----------------------------------------------------------------------------------
def where(pos, lang=None) -> str:
    """A crowd place by row and column; a place just outside the grid (where a new row or column
    begins) is named by the side it lies on, never "row 0"."""
    row, col = pos
    if row < 0:
        return tr("raxxon.words.position_above", lang, col=col + 1)
    if col < 0:
        return tr("raxxon.words.position_left", lang, row=row + 1)
    return tr("raxxon.words.position", lang, row=row + 1, col=col + 1)


def line_name(line: str, lang=None) -> str:
    kind, _, index = line.partition(":")
    return tr(f"raxxon.words.{kind}", lang, n=int(index) + 1)


def type_name(card_or_type: str, lang=None) -> str:
    types = content().types
    kind = types.get(card_or_type) or content().population[card_or_type].type
    return pick(kind.name, lang)


def card_words(card: str, lang=None) -> str:
    kind = content().population[card].type
    health = tr(f"raxxon.words.{kind.health}", lang)
    return f"{pick(kind.name, lang)} ({health})"


def icon_name(icon: str, lang=None) -> str:
    return tr(f"raxxon.icon.{icon}", lang)


def player_name(seat: int, lang=None) -> str:
    """The player at `seat`: by the name they gave, else "Player 2"."""
    return seat_called(seat, tr("raxxon.words.player", lang, n=seat + 1))


def seat_name(state: m.RaxxonState, seat: int, lang=None) -> str:
    sheet = q.character(state, seat)
    who = player_name(seat, lang)
    return f"{who} ({sheet.name})" if sheet else who


def action_name(state: m.RaxxonState, seat: int, index: int, lang=None) -> str:
    if index == 0:
        return tr("raxxon.action.investigate.name", lang)
    return pick(q.action(state, seat, index).name, lang)


def describe_command(state: m.RaxxonState, cmd, lang=None) -> str:
    if isinstance(cmd, m.ChooseCharacter):
        sheet = content().characters[cmd.character]
        return tr("raxxon.command.choose_character", lang, name=sheet.name, role=pick(sheet.role, lang))
    if isinstance(cmd, m.Continue):
        return tr("raxxon.command.continue", lang, icon=icon_name(q.waiting(state).kind, lang))
    if isinstance(cmd, m.Pass):
        return tr("raxxon.command.pass", lang)
    if isinstance(cmd, m.Act):
        name = action_name(state, cmd.seat, cmd.action, lang)
        if cmd.line:
            return f"{name}: {line_name(cmd.line, lang)}"
        if cmd.other:
            return tr("raxxon.command.swap", lang, action=name, a=where(cmd.cell, lang), b=where(cmd.other, lang))
        if cmd.cell:
            return f"{name}: {where(cmd.cell, lang)}"
        from game.titles.raxxon.legal import TARGETED_KINDS
        if cmd.action == 0 or q.action(state, cmd.seat, cmd.action).kind in TARGETED_KINDS:
            return tr("raxxon.command.without_effect", lang, action=name)
        return name
    if isinstance(cmd, m.Pick):
        if cmd.card:
            return tr("raxxon.command.pick_card", lang, card=card_words(cmd.card, lang))
        return tr("raxxon.command.pick", lang, where=where(cmd.cell, lang))
    if isinstance(cmd, m.Done):
        return tr("raxxon.command.done", lang)
    if isinstance(cmd, m.Place):
        return tr("raxxon.command.place", lang, where=where(cmd.cell, lang))
    if isinstance(cmd, m.Flip):
        return tr("raxxon.command.flip", lang, where=where(cmd.cell, lang))
    if isinstance(cmd, m.Choose):
        effect = q.waiting(state)
        if isinstance(effect, fx.Order):
            icons = ", ".join(icon_name(e.kind, lang) for e in effect.group[cmd.index])
            return tr("raxxon.command.order", lang, icons=icons)
        assert isinstance(effect, fx.RaxxonOption)      # a choice of order or of a card's option
        card = content().raxxon[effect.card]
        return tr("raxxon.command.option", lang, n=cmd.index + 1,
                  label=pick(card.options[cmd.index].label, lang))
    return type(cmd).__name__


def step_text(step, lang=None) -> str:
    """An option step in words, from its fields (so text and rules never disagree)."""
    if isinstance(step, str):
        return icon_name(step, lang)
    what = _what(step.type, step.health, lang)
    face = "" if step.face == "any" else tr(f"raxxon.words.face_{step.face}", lang)
    return " ".join(trn(f"raxxon.step.{step.op}", step.count, lang, what=what, face=face).split())


def _what(type_id: str, health: str | None, lang=None) -> str:
    if type_id:
        return tr("raxxon.words.type_card", lang, type=type_name(type_id, lang))
    return tr(f"raxxon.words.{health}_cards" if health else "raxxon.words.cards", lang)


def trigger_text(trigger, lang=None) -> str:
    parts = []
    if trigger.always:
        parts.append(tr("raxxon.trigger.always", lang))
    if trigger.face_up is not None:
        rule = trigger.face_up
        what = _what(rule.type, rule.health, lang)
        parts.append(tr("raxxon.trigger.face_up", lang, n=rule.min, what=what))
    for field in ("face_down_min", "crowd_min", "power_min", "power_max", "evacuated_min", "day_min"):
        value = getattr(trigger, field)
        if value is not None:
            parts.append(trn(f"raxxon.trigger.{field}", value, lang))
    for field in ("pile_min", "pile_max"):
        value = getattr(trigger, field)
        if value is not None:
            parts.append(trn(f"raxxon.trigger.{field}", value.n, lang,
                             pile=tr(f"raxxon.pile.{value.pile}", lang)))
    if trigger.triggered_has:
        parts.append(tr("raxxon.trigger.triggered_has", lang,
                        title=pick(content().raxxon[trigger.triggered_has].title, lang)))
    if trigger.character:
        parts.append(tr("raxxon.trigger.character", lang, name=content().characters[trigger.character].name))
    if trigger.any:
        parts.append(tr("raxxon.words.or", lang).join(trigger_text(sub, lang) for sub in trigger.any))
    for sub in trigger.all:
        parts.append(trigger_text(sub, lang))
    return tr("raxxon.words.and", lang).join(parts)


def action_text(act, lang=None) -> str:
    """An action's words from its numbers (a quarantine without the optional icon says none)."""
    text = "plain" if act.kind == "quarantine" and not act.optional_extra else "text"
    return trn(f"raxxon.action.{act.kind}.{text}", act.count, lang, extra=act.optional_extra,
              type=type_name(act.type, lang) if act.type else "")


def describe_event(state: m.RaxxonState, event, lang=None) -> str | None:
    """One log line for `event`, told from the state just before it; None for bookkeeping."""
    if event.bookkeeping:
        return None
    handler = EVENT_WORDS.get(type(event))
    return handler(state, event, lang) if handler else None


def _sentence(text: str) -> str:
    """A line that begins with an icon's name begins with a capital letter."""
    return text[:1].upper() + text[1:]


def _t(key):
    return lambda state, e, lang: tr(f"raxxon.log.{key}", lang)


EVENT_WORDS: dict[type, Callable[[m.RaxxonState, Any, str | None], str]] = {
    m.GameSetUp: lambda s, e, lang: trn("raxxon.log.set_up", s.players, lang,
                                        difficulty=tr(f"raxxon.difficulty.{s.difficulty}", lang)),
    m.CharacterChosen: lambda s, e, lang: tr("raxxon.log.character_chosen", lang,
                                             who=player_name(e.seat, lang),
                                             name=content().characters[e.character].name),
    m.DayStarted: lambda s, e, lang: tr("raxxon.log.day_started", lang, day=e.day,
                                        who=seat_name(s, e.first_player, lang)),
    m.CrowdDealt: lambda s, e, lang: trn("raxxon.log.crowd_dealt", len(e.cells), lang),
    m.TurnStarted: lambda s, e, lang: tr("raxxon.log.turn_started", lang, who=seat_name(s, e.seat, lang)),
    m.PlayerPassed: lambda s, e, lang: tr("raxxon.log.passed", lang, who=seat_name(s, e.seat, lang)),
    m.TokenPlaced: lambda s, e, lang: tr("raxxon.log.token_placed", lang, who=seat_name(s, e.seat, lang),
                                          action=action_name(s, e.seat, e.action, lang)),
    m.TokensCleared: lambda s, e, lang: tr("raxxon.log.tokens_cleared", lang),
    m.ActionFoundNothing: lambda s, e, lang: tr("raxxon.log.found_nothing", lang, who=seat_name(s, e.seat, lang),
                                                 action=action_name(s, e.seat, e.action, lang)),
    m.ConsequenceTriggered: lambda s, e, lang: tr("raxxon.log.consequence", lang, icon=icon_name(e.icon, lang)),
    m.CardInvestigated: lambda s, e, lang: tr("raxxon.log.investigated", lang, who=seat_name(s, s.active, lang),
                                               where=where((e.r, e.c), lang), card=card_words(e.card, lang)),
    m.NothingHappened: lambda s, e, lang: _sentence(tr("raxxon.log.nothing_happened", lang,
                                                       icon=icon_name(e.icon, lang))),
    m.StepFoundNothing: lambda s, e, lang: tr(
        "raxxon.log.step_found_nothing", lang, title=pick(content().raxxon[e.card].title, lang),
        step=step_text(content().raxxon[e.card].options[e.option].steps[e.step], lang)),
    m.CardsEvacuated: lambda s, e, lang: tr("raxxon.log.evacuated", lang,
                                            cards=", ".join(card_words(c, lang) for c in e.cards)),
    m.CardsKilled: lambda s, e, lang: tr("raxxon.log.killed", lang,
                                         cards=", ".join(card_words(c, lang) for c in e.cards)),
    m.CardFlipped: lambda s, e, lang: tr("raxxon.log.flipped", lang, where=where((e.r, e.c), lang),
                                         card=card_words(e.card, lang)),
    m.CardsTurnedDown: lambda s, e, lang: trn("raxxon.log.turned_down", len(e.cells), lang),
    m.CardsSwapped: lambda s, e, lang: tr("raxxon.log.swapped", lang, a=where(e.a, lang), b=where(e.b, lang)),
    m.CardAdded: lambda s, e, lang: tr("raxxon.log.added", lang),
    m.DiscardReshuffled: lambda s, e, lang: trn("raxxon.log.discard_reshuffled", len(e.order), lang),
    m.InfectionRose: lambda s, e, lang: tr("raxxon.log.infection", lang, card=card_words(e.card, lang),
                                            left=len(s.infection_supply) - 1),
    m.PowerChanged: lambda s, e, lang: tr("raxxon.log.power", lang, power=e.power, limit=m.POWER_LIMIT),
    m.HostileReturned: lambda s, e, lang: tr("raxxon.log.hostile_returned", lang),
    m.CardsQuarantined: lambda s, e, lang: tr("raxxon.log.quarantined", lang,
                                              cards=", ".join(card_words(c, lang)
                                                              for c in e.cards + e.from_uncontained)),
    m.QuarantineMoved: lambda s, e, lang: trn("raxxon.log.quarantine_moved", len(e.cards), lang,
                                              source=tr(f"raxxon.pile.{e.source}", lang),
                                              target=tr(f"raxxon.pile.{e.target}", lang)),
    m.LineShuffledOntoDeck: lambda s, e, lang: trn("raxxon.log.line_to_deck", len(e.order), lang),
    m.RaxxonDrawn: lambda s, e, lang: tr("raxxon.log.raxxon_triggered" if e.triggered
                                         else "raxxon.log.raxxon_untriggered",
                                         lang, title=pick(content().raxxon[e.card].title, lang)),
    m.RaxxonDeckRenewed: lambda s, e, lang: tr("raxxon.log.raxxon_renewed", lang,
                                               pile=tr(f"raxxon.pile.{e.source}", lang)),
    m.RaxxonOptionChosen: lambda s, e, lang: tr("raxxon.log.option", lang, n=e.option + 1,
                                                 label=pick(content().raxxon[e.card].options[e.option].label, lang)),
    m.RaxxonFiled: lambda s, e, lang: tr("raxxon.log.raxxon_filed", lang,
                                         title=pick(content().raxxon[e.card].title, lang),
                                         pile=tr(f"raxxon.pile.{e.pile}", lang)),
    m.UntriggeredShuffledIn: lambda s, e, lang: tr("raxxon.log.untriggered_in", lang),
    m.EndOfDayBegan: lambda s, e, lang: tr("raxxon.log.end_of_day", lang, day=e.day),
    m.CrowdRevealed: lambda s, e, lang: tr("raxxon.log.crowd_revealed", lang, n=len(e.cards),
                                           cards=", ".join(card_words(c, lang) for c in e.cards)),
    m.PopulationGathered: lambda s, e, lang: trn("raxxon.log.gathered", len(e.order), lang),
    m.QuarantineBreached: lambda s, e, lang: trn("raxxon.log.breached", len(e.cards), lang),
    m.GameEnded: lambda s, e, lang: tr(f"raxxon.outcome.{e.outcome}", lang),
}


def progress(state: m.RaxxonState) -> str:
    if not state.day:                       # day 1 begins once every player has chosen a character
        return tr("raxxon.progress_choosing", None, power=state.power)
    return tr("raxxon.progress", None, day=state.day, evacuated=q.evacuated_healthy(state),
              target=q.win_target(state), power=state.power)
