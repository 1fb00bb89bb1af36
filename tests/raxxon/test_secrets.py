"""[EN: Looking At Cards] what nobody at the table may see, and that no event, log line, view or
harness output shows it: "The population draw pile, infection supply, and Raxxon draw pile should
be facedown", the crowd is dealt facedown [EN: Crowd Setup], an added card is drawn "without
looking at it" [EN: Game Icons]. Every other pile is face up.

Raxxon is cooperative: nobody sees more than another, so a secret event is seen whole by nobody
and every seat (and the public) is told its public part.
"""

import json
import random

import pytest

from game import cli
from game.engine.queue import QueueEvent
from game.engine.session import fold
from game.engine.types import NOBODY, seen_by, to_builtins
from game.titles.raxxon import model as m
from game.titles.raxxon.content import content
from game.titles.raxxon.evolve import evolve
from game.titles.raxxon.queries import lying_hidden
from game.titles.raxxon.view import describe_event
from saves import gamefile
from tests.raxxon.helpers import apply, game, of_type, table

THOMAS_CORDON = 3


def strings_in(value) -> set[str]:
    """Every string in a JSON-like value, keys included."""
    if isinstance(value, str):
        return {value}
    found: set[str] = set()
    if isinstance(value, dict):
        found.update(value)
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        for item in value:
            found |= strings_in(item)
    return found


def assert_told_without_hidden_cards(title, state, events, seats) -> None:
    """Each event, as each seat (and the public) is told it, names no card that lies hidden right
    after it, and is told in the log in the same words as the whole event."""
    for event in events:
        after = title.evolve(state, event)
        for seat in seats:
            told = seen_by(event, state, seat)
            if told is None:          # the queue's machinery is told to nobody
                assert isinstance(event, QueueEvent)
                continue
            leaked = strings_in(to_builtins(told)) & lying_hidden(after)
            assert not leaked, f"{type(event).__name__} tells seat {seat} hidden {sorted(leaked)[:5]}"
            assert describe_event(state, told, "en") == describe_event(state, event, "en")
        state = after


def assert_session_tells_nothing_hidden(session) -> None:
    title = session.title
    state = title.initial_state(session.header.options)
    seats = [None, *range(len(session.header.seats))]
    for turn in session.history:
        assert_told_without_hidden_cards(title, state, turn.events, seats)
        state = fold(title, state, turn.events)


# ---- every event of random games -----------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_no_event_names_a_card_while_it_lies_hidden(players):
    for difficulty in ("intro", "expert"):
        session = game(players=players, difficulty=difficulty, seed=players)
        walk = random.Random(players)
        for _ in range(300):
            if session.outcome():
                break
            legal = session.legal_commands(session.to_move()[0])
            session.apply(legal[walk.randrange(len(legal))])
        assert_session_tells_nothing_hidden(session)


# ---- each secret, one by one ------------------------------------------------------------------------
def secret_events(events, kind):
    found = of_type(events, kind)
    assert found, f"no {kind.__name__}"
    for event in found:
        assert event.audience(None) == NOBODY
    return found


def test_set_up_tells_the_decks_and_the_supply_by_their_counts_only():
    """[EN: Setup 3–7] the population deck, the infection supply and the Raxxon deck are formed
    face down; a set-up crowd's face-down cards show only their places."""
    session = game({"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
                    "crowd": [["hostile", "carrier:up"]]})
    set_up = secret_events(session.history[0].events, m.GameSetUp)[0]
    public = set_up.public_part(None)
    assert public.population_deck == ("",) * len(set_up.population_deck)
    assert public.infection_supply == ("",) * len(set_up.infection_supply)
    assert public.raxxon_deck == ("",) * len(set_up.raxxon_deck) == ("",) * 40
    assert [(c.r, c.c, c.up) for c in public.crowd] == [(0, 0, False), (0, 1, True)]
    assert public.crowd[0].card == "" and public.crowd[1].card == set_up.crowd[1].card
    assert public.box == set_up.box and public.first_player == set_up.first_player


def test_the_crowd_is_dealt_face_down_showing_only_its_places():
    """[EN: Crowd Setup] cards are dealt from the population draw pile facedown into a grid."""
    session = game()
    events = apply(session, {"type": "choose_character", "character": "thomas_heart"},
                   {"type": "choose_character", "character": "mia_lee"})
    dealt = secret_events(events, m.CrowdDealt)[0]
    public = dealt.public_part(None)
    assert [(c.r, c.c, c.up) for c in public.cells] == [(c.r, c.c, False) for c in dealt.cells]
    assert {c.card for c in public.cells} == {""}


def test_an_added_card_shows_only_where_it_goes():
    """[EN: Game Icons] add: the top card is drawn without looking at it and placed facedown."""
    session = table([["family", "hostile"], ["hostile", None]], population_deck=["innocent"])
    events = apply(session, {"type": "act", "action": 2, "cell": [0, 0]}, {"type": "done"},
                   {"type": "place", "cell": [1, 1]})
    added = secret_events(events, m.CardAdded)[0]
    assert added.public_part(None) == m.CardAdded(added.r, added.c, "")


def test_a_reshuffled_discard_shows_its_count_not_its_order():
    """[EN: Game Icons] add: an empty draw pile takes the discard, shuffled."""
    everyone = (["hostile"] * 14 + ["susceptible"] * 3 + ["celebrity"] * 3 + ["family"] * 2
                + ["familiar"] * 3 + ["innocent"] * 2)
    session = table([["family", "hostile"]], population_deck=[], population_discard=["innocent"],
                    evacuation=everyone, infection_supply=["carrier"] * 10 + ["chaotic"] * 10
                    + ["volatile"] * 10)
    events = apply(session, {"type": "act", "action": 2, "cell": [0, 0]}, {"type": "done"})
    reshuffled = secret_events(events, m.DiscardReshuffled)[0]
    assert reshuffled.public_part(None).order == ("", "")
    assert_session_tells_nothing_hidden(session)


def test_a_line_shuffled_onto_the_deck_shows_its_places_not_its_order():
    """Thomas Heart's Cordon: the line goes on top of the face-down draw pile, shuffled."""
    session = table([["hostile:up", "carrier"], ["innocent", "volatile:up"]])
    events = apply(session, {"type": "act", "action": THOMAS_CORDON, "line": "row:0"})
    shuffled = secret_events(events, m.LineShuffledOntoDeck)[0]
    public = shuffled.public_part(None)
    assert public.cells == shuffled.cells and public.order == ("", "")
    assert_session_tells_nothing_hidden(session)


def test_the_population_gathered_at_end_of_day_shows_its_count_not_its_order():
    """[EN: End of Day 3] crowd, uncontained quarantine and discard are shuffled into the draw
    pile; [EN: End of Day 1] the crowd was turned face up first, for everyone to see."""
    session = table([["hostile", "carrier:up"]], passed=[False, True])
    events = apply(session, {"type": "pass"})
    revealed = of_type(events, m.CrowdRevealed)[0]
    assert revealed.audience(None) is None and revealed.cards      # seen by all
    gathered = secret_events(events, m.PopulationGathered)[0]
    assert gathered.public_part(None).order == ("",) * len(gathered.order)
    assert_session_tells_nothing_hidden(session)


def test_a_renewed_raxxon_deck_shows_its_count_not_its_order():
    """An empty Raxxon draw pile takes the untriggered pile, shuffled face down."""
    others = [card for card in content().raxxon if card != "panic"]
    crowd = [["carrier:up", "carrier", "hostile", "hostile"], ["hostile", "hostile", "hostile", "hostile"]]
    session = table(crowd, tokens=[[0, 0, 0, 1, 0], [0, 0, 0, 0, 0]], raxxon_deck=["panic"],
                    raxxon_untriggered=others)
    events = apply(session, {"type": "continue"}, {"type": "flip", "cell": [1, 3]}, {"type": "continue"},
                   {"type": "choose", "index": 1}, {"type": "flip", "cell": [0, 1]})
    renewed = secret_events(events, m.RaxxonDeckRenewed)[0]
    public = renewed.public_part(None)
    assert public.source == "raxxon_untriggered" and public.order == ("",) * len(renewed.order)
    assert_session_tells_nothing_hidden(session)


def test_the_untriggered_pile_shuffled_in_shows_nothing_of_the_new_order():
    """[EN: Game Icons] "Occasionally, a card effect will instruct a player to shuffle the
    untriggered Raxxon pile back into the Raxxon draw pile": face down, in an order nobody knows."""
    session = table([["hostile", "hostile"], ["hostile:up", "innocent:up"]],
                    characters=["thomas_heart", "kd_james"], tokens=[[0, 0, 0, 1, 0], [0, 0, 0, 0, 0]],
                    raxxon_deck=["cdc_audit"], raxxon_untriggered=["sirens", "looters"])
    apply(session, {"type": "continue"}, {"type": "flip", "cell": [0, 0]}, {"type": "continue"})
    events = apply(session, {"type": "choose", "index": 0})       # go through every file
    shuffled = secret_events(events, m.UntriggeredShuffledIn)[0]
    assert shuffled.public_part(None).order == ("",) * len(shuffled.order)
    assert_session_tells_nothing_hidden(session)


# ---- the harness -------------------------------------------------------------------------------
def harness(capsys, *argv) -> object:
    assert cli.main([str(arg) for arg in argv]) == 0
    return json.loads(capsys.readouterr().out)


def test_harness_apply_prints_no_face_down_card(tmp_path, capsys):
    """The first legal command, up to 60 times (passing, the game is lost on day 3): `apply` prints
    every event as the seat (or, without --seat, the public) is told it, and no event names a card
    lying hidden right after it: not the crowd dealt, not the deck gathered at end of day."""
    save = tmp_path / "raxxon.json"
    harness(capsys, "new", "raxxon", "--seed", 1, "--option", "players=2", "--out", save)
    printed_cards, printed_types = 0, set()
    for number in range(60):
        seat = [None, 0, 1][number % 3]
        legal = harness(capsys, "legal", save)
        if not legal:
            break                    # the game is over
        command = {key: value for key, value in legal[0].items() if key != "label"}
        before = gamefile.load(save).state
        printed = harness(capsys, "apply", save, json.dumps(command), *(["--seat", seat] if seat is not None else []))
        events = [e for e in gamefile.load(save).history[-1].events if not isinstance(e, QueueEvent)]
        assert len(printed) == len(events)
        state = before
        for shown, event in zip(printed, events, strict=True):
            state = evolve(state, event)
            leaked = strings_in(shown) & lying_hidden(state)
            assert not leaked, f"command {number}: {shown['type']} names hidden {sorted(leaked)[:5]}"
            printed_cards += len(strings_in(shown) & set(content().population))
            printed_types.add(shown["type"])
    assert {"crowd_dealt", "population_gathered", "crowd_revealed"} <= printed_types
    assert printed_cards > 0                 # cards seen face up are still named


def test_harness_show_prints_no_hidden_card(tmp_path, capsys):
    save = tmp_path / "raxxon.json"
    harness(capsys, "new", "raxxon", "--seed", 2, "--option", "players=2", "--out", save)
    for number in range(60):
        state = gamefile.load(save).state
        for seat in (None, 0, 1):
            shown = harness(capsys, "show", save, *(["--seat", seat] if seat is not None else []))
            leaked = strings_in(shown) & lying_hidden(state)
            assert not leaked, f"command {number}: show --seat {seat} names hidden {sorted(leaked)[:5]}"
        legal = harness(capsys, "legal", save)
        if not legal:
            break
        harness(capsys, "apply", save, json.dumps({k: v for k, v in legal[0].items() if k != "label"}))


# ---- what is hidden from the players ----------------------------------------------------------
def test_hidden_from_names_every_card_lying_where_nobody_may_look():
    """[EN: Looking At Cards] the decks, the infection supply and the face-down crowd."""
    session = game({"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
                    "crowd": [["hostile", "carrier:up"]], "population_discard": ["volatile"]})
    state = session.state
    face_down = state.crowd[0].card
    hidden = session.title.hidden_from(state, 0)
    assert hidden == set(state.population_deck) | set(state.infection_supply) | set(state.raxxon_deck) | {face_down}
    assert hidden == session.title.hidden_from(state, None) == session.title.hidden_from(state, 1)
    for seat in (None, 0):
        assert not hidden & strings_in(to_builtins(session.view(seat)))


def test_a_card_shuffled_into_the_deck_is_hidden_again():
    """[EN: End of Day] the players saw the crowd turned up; once gathered and shuffled into the
    draw pile, where each card lies is a secret again."""
    session = table([["hostile", "carrier:up"]], passed=[False, True])
    revealed = session.state.crowd[0].card
    apply(session, {"type": "pass"})
    lying = {c.card for c in session.state.crowd if not c.up} | set(session.state.population_deck)
    assert revealed in lying and revealed in session.title.hidden_from(session.state, None)


def test_an_investigated_card_is_no_longer_hidden():
    """[DE: Charakterbogen (Untersuchung)] Investigate turns the card face up: nobody's secret."""
    session = table([["hostile", "carrier:up"]])
    looked_at = session.state.crowd[0].card
    apply(session, {"type": "act", "action": 0, "cell": [0, 0]})
    assert looked_at not in session.title.hidden_from(session.state, None)
    assert session.state.crowd[0].up
