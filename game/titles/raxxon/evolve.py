"""Raxxon's `evolve`: how each event changes the state. Pure and total; never random."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from game.engine.queue import QUEUE_EVENTS, evolve_queue
from game.titles.raxxon import model as m
from game.titles.raxxon.crowd import normalise, shape


def _without(pile: tuple[str, ...], cards) -> tuple[str, ...]:
    gone = set(cards)
    return tuple(card for card in pile if card not in gone)


def _crowd_without(crowd, positions) -> tuple[m.Cell, ...]:
    gone = set(positions)
    return normalise(cell for cell in crowd if (cell.r, cell.c) not in gone)


def _set_up(state: m.RaxxonState, e: m.GameSetUp) -> m.RaxxonState:
    seats = state.players
    return replace(
        state,
        population_deck=e.population_deck, infection_supply=e.infection_supply, box=e.box,
        raxxon_deck=e.raxxon_deck, first_player=e.first_player, active=e.first_player,
        last_active=e.first_player,
        characters=e.characters or ("",) * seats,
        day=e.day, crowd=normalise(e.crowd), population_discard=e.population_discard,
        evacuation=e.evacuation, uncontained_quarantine=e.uncontained_quarantine,
        contained_quarantine=e.contained_quarantine, raxxon_triggered=e.raxxon_triggered,
        raxxon_untriggered=e.raxxon_untriggered,
        tokens=e.tokens or ((0,) * 5,) * seats,
        passed=e.passed or (False,) * seats, power=e.power,
    )


def _character_chosen(state, e: m.CharacterChosen):
    chars = list(state.characters)
    chars[e.seat] = e.character
    return replace(state, characters=tuple(chars))


def _day_started(state, e: m.DayStarted):
    return replace(state, day=e.day, first_player=e.first_player, active=e.first_player,
                   passed=(False,) * state.players, solo_passes=0)


def _crowd_dealt(state, e: m.CrowdDealt):
    return replace(state, crowd=normalise(state.crowd + e.cells),
                   population_deck=state.population_deck[len(e.cells):])


def _turn_started(state, e: m.TurnStarted):
    return replace(state, active=e.seat, last_active=e.seat)


def _player_passed(state, e: m.PlayerPassed):
    if state.players == 1:
        passes = state.solo_passes + 1
        return replace(state, solo_passes=passes, passed=(passes >= 2,))
    passed = list(state.passed)
    passed[e.seat] = True
    return replace(state, passed=tuple(passed))


def _token_placed(state, e: m.TokenPlaced):
    row, spot = state.tokens[e.seat], e.action - 1
    placed = row[:spot] + (row[spot] + 1,) + row[spot + 1:]
    return replace(state, tokens=state.tokens[:e.seat] + (placed,) + state.tokens[e.seat + 1:])


def _tokens_cleared(state, e: m.TokensCleared):
    tokens = list(state.tokens)
    for seat in e.seats:
        tokens[seat] = (0,) * 5
    return replace(state, tokens=tuple(tokens))


def _evacuated(state, e: m.CardsEvacuated):
    return replace(state, crowd=_crowd_without(state.crowd, e.cells),
                   evacuation=state.evacuation + e.cards)


def _killed(state, e: m.CardsKilled):
    return replace(state, crowd=_crowd_without(state.crowd, e.cells),
                   population_discard=state.population_discard + e.cards)


def _flipped(state, e: m.CardFlipped):
    crowd = tuple(replace(cell, up=True) if cell.r == e.r and cell.c == e.c else cell for cell in state.crowd)
    return replace(state, crowd=crowd)


def _turned_down(state, e: m.CardsTurnedDown):
    """The players saw these cards face up as they were turned down: they still know them."""
    down = set(e.cells)
    crowd = tuple(replace(cell, up=False) if (cell.r, cell.c) in down else cell for cell in state.crowd)
    known = [cell.card for cell in state.crowd if (cell.r, cell.c) in down and cell.card not in state.seen]
    return replace(state, crowd=crowd, seen=state.seen + tuple(known))


def _swapped(state, e: m.CardsSwapped):
    """The two cards change places: the crowd keeps its shape and order, so it needs no renumbering
    (and its shape, read when the swap was chosen, finds the two cells)."""
    places = shape(state.crowd)
    at_a, at_b = places.index(e.a), places.index(e.b)
    crowd = list(state.crowd)
    first, second = crowd[at_a], crowd[at_b]
    crowd[at_a] = m.Cell(first.r, first.c, second.card, second.up)
    crowd[at_b] = m.Cell(second.r, second.c, first.card, first.up)
    return replace(state, crowd=tuple(crowd))


def _added(state, e: m.CardAdded):
    return replace(state, crowd=normalise(state.crowd + (m.Cell(e.r, e.c, e.card, False),)),
                   population_deck=state.population_deck[1:])


def _discard_reshuffled(state, e: m.DiscardReshuffled):
    return replace(state, population_deck=state.population_deck + e.order, population_discard=())


def _infection(state, e: m.InfectionRose):
    return replace(state, infection_supply=state.infection_supply[1:],
                   population_discard=state.population_discard + (e.card,))


def _hostile_returned(state, e: m.HostileReturned):
    return replace(state, evacuation=_without(state.evacuation, [e.card]),
                   population_discard=state.population_discard + (e.card,))


def _quarantined(state, e: m.CardsQuarantined):
    return replace(
        state,
        crowd=_crowd_without(state.crowd, e.cells),
        uncontained_quarantine=_without(state.uncontained_quarantine, e.from_uncontained),
        contained_quarantine=state.contained_quarantine + e.cards + e.from_uncontained,
    )


def _quarantine_moved(state, e: m.QuarantineMoved):
    changes = {e.source: _without(getattr(state, e.source), e.cards)}
    changes[e.target] = getattr(state, e.target) + e.cards if e.target != e.source else changes[e.source]
    return replace(state, **changes)


def _line_to_deck(state, e: m.LineShuffledOntoDeck):
    return replace(state, crowd=_crowd_without(state.crowd, e.cells),
                   population_deck=e.order + state.population_deck)


def _raxxon_drawn(state, e: m.RaxxonDrawn):
    deck = state.raxxon_deck[1:]
    if e.triggered:
        return replace(state, raxxon_deck=deck, raxxon_current=e.card)
    return replace(state, raxxon_deck=deck, raxxon_untriggered=state.raxxon_untriggered + (e.card,))


def _raxxon_renewed(state, e: m.RaxxonDeckRenewed):
    return replace(state, raxxon_deck=e.order, **{e.source: ()})


def _option_chosen(state, e: m.RaxxonOptionChosen):
    if e.filed_now:
        return replace(state, raxxon_current="", **{e.pile: getattr(state, e.pile) + (e.card,)})
    return replace(state, raxxon_current="", raxxon_resolving=state.raxxon_resolving + (e.card,))


def _raxxon_filed(state, e: m.RaxxonFiled):
    return replace(state, raxxon_resolving=_without(state.raxxon_resolving, [e.card]),
                   **{e.pile: getattr(state, e.pile) + (e.card,)})


def _untriggered_in(state, e: m.UntriggeredShuffledIn):
    return replace(state, raxxon_deck=e.order, raxxon_untriggered=())


def _crowd_revealed(state, e: m.CrowdRevealed):
    return replace(state, crowd=tuple(replace(cell, up=True) for cell in state.crowd))


def _gathered(state, e: m.PopulationGathered):
    return replace(state, population_deck=e.order, population_discard=(), crowd=(),
                   uncontained_quarantine=())


def _breached(state, e: m.QuarantineBreached):
    return replace(state, uncontained_quarantine=state.uncontained_quarantine + e.cards,
                   contained_quarantine=_without(state.contained_quarantine, e.cards))


EVOLVERS: dict[type, Callable[[m.RaxxonState, Any], m.RaxxonState]] = {
    m.GameSetUp: _set_up,
    m.CharacterChosen: _character_chosen,
    m.DayStarted: _day_started,
    m.CrowdDealt: _crowd_dealt,
    m.TurnStarted: _turn_started,
    m.PlayerPassed: _player_passed,
    m.TokenPlaced: _token_placed,
    m.TokensCleared: _tokens_cleared,
    m.ActionFoundNothing: lambda state, e: state,
    m.NothingHappened: lambda state, e: state,
    m.StepFoundNothing: lambda state, e: state,
    m.ConsequenceTriggered: lambda state, e: state,
    m.CardInvestigated: lambda state, e: replace(
        state, peek=m.Peek(e.r, e.c, e.card),
        seen=state.seen if e.card in state.seen else state.seen + (e.card,)),
    m.PeekEnded: lambda state, e: replace(state, peek=None),
    m.CardsEvacuated: _evacuated,
    m.CardsKilled: _killed,
    m.CardFlipped: _flipped,
    m.CardsTurnedDown: _turned_down,
    m.CardsSwapped: _swapped,
    m.CardAdded: _added,
    m.DiscardReshuffled: _discard_reshuffled,
    m.InfectionRose: _infection,
    m.PowerChanged: lambda state, e: replace(state, power=e.power),
    m.HostileReturned: _hostile_returned,
    m.CardsQuarantined: _quarantined,
    m.QuarantineMoved: _quarantine_moved,
    m.LineShuffledOntoDeck: _line_to_deck,
    m.RaxxonDrawn: _raxxon_drawn,
    m.RaxxonDeckRenewed: _raxxon_renewed,
    m.RaxxonOptionChosen: _option_chosen,
    m.RaxxonFiled: _raxxon_filed,
    m.UntriggeredShuffledIn: _untriggered_in,
    m.EndOfDayBegan: lambda state, e: state,
    m.CrowdRevealed: _crowd_revealed,
    m.PopulationGathered: _gathered,
    m.QuarantineBreached: _breached,
    m.GameEnded: lambda state, e: replace(state, outcome=e.outcome, queue=()),
    **dict.fromkeys(QUEUE_EVENTS, evolve_queue),
    m.ActiveSeat: lambda state, e: replace(state, active=e.seat),
}


# Events after which a remembered card may no longer lie face down in the crowd.
LEAVING_FACE_DOWN = frozenset({
    m.CardsEvacuated, m.CardsKilled, m.CardFlipped, m.CardsQuarantined, m.LineShuffledOntoDeck,
    m.CrowdRevealed, m.PopulationGathered,
})


def evolve(state: m.RaxxonState, event) -> m.RaxxonState:
    state = EVOLVERS[type(event)](state, event)
    if state.seen and type(event) in LEAVING_FACE_DOWN:
        state = _forget(state)
    return state


def _forget(state: m.RaxxonState) -> m.RaxxonState:
    """Players keep track of a looked-at card only while it lies face down in the crowd."""
    hidden = {cell.card for cell in state.crowd if not cell.up}
    kept = tuple(card for card in state.seen if card in hidden)
    return state if kept == state.seen else replace(state, seen=kept)
