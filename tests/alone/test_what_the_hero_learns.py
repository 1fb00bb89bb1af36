"""Nothing for the hero to learn that the rules do not tell him (issue: leaks).

The check is the hero's own doubt: on tables he cannot tell from the real one (`redeal`: the
secret map, the hands and decks dealt anew from what he knows), the same command must show him
the same, unless the rules told him something (a revealed sector, a noise, an answer). Where the
log told him the same, the table must look the same too: who is to act, and what kind of choice
waits (a reaction window that opens only when an Evil hand holds a fitting card would tell him
that Evil holds one)."""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from game.engine import new_game
from game.engine.narration import tell_events
from game.engine.rng import rng_for
from game.engine.types import to_builtins
from game.i18n import tr
from game.titles.alone import model as m
from game.titles.alone.view import AloneView, card_name
from tests.alone.test_rulebook_examples import act, evil_rests, game, timing


def what_hero_sees(title, state) -> tuple[AloneView, tuple]:
    """The hero's table apart from what waits, and what waits: the decision and who must act."""
    view = title.view(state, m.HERO)
    return replace(view, decision=None), (view.decision, tuple(title.to_move(state)))


def told_to_hero(title, state, events) -> list:
    return [to_builtins(t.event) for t in tell_events(title, state, events, m.HERO, "en")]


def test_a_creatures_number_tells_nothing_of_hidden_ones():
    """Leak 2: a creature takes a free token at random, so "Spore 2" is as likely with no other
    Spore on the map as with one: over many spawns every number turns up first."""
    firsts = set()
    for seed in range(40):
        session = new_game("alone", seed, {"evil_players": 1})
        rng = random.Random(seed)
        while session.to_move() != (m.HERO,):             # the Evil player's set-up spawns
            legal = session.legal_commands(session.to_move()[0])
            session.apply(legal[rng.randrange(len(legal))])
        first = next(e for e in session.events if isinstance(e, m.CreatureSpawned))
        firsts.add(first.creature[-1])
    assert firsts == {"1", "2", "3"}


@pytest.mark.parametrize("seed", range(4))
def test_after_the_heros_command_what_waits_looks_alike_on_tables_he_cannot_tell_apart(seed):
    session = new_game("alone", seed, {"evil_players": 1})
    title = session.title
    rng = random.Random(seed)
    compared = 0
    for _ in range(250):
        if session.outcome():
            break
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        command = legal[rng.randrange(len(legal))]
        before, index = session.state, len(session.history)
        events = session.apply(command)
        if command.seat != m.HERO:
            continue
        told = told_to_hero(title, before, events)
        table, waiting = what_hero_sees(title, session.state)
        for trial in range(3):
            world = title.redeal(before, m.HERO, random.Random(seed * 1000 + index * 7 + trial))
            if command not in title.legal_commands(world, m.HERO):
                continue
            other_events = title.decide(world, command, rng_for(session.header.seed, index))
            other_table, other_waiting = what_hero_sees(title, _fold(title, world, other_events))
            if told_to_hero(title, world, other_events) != told or other_table != table:
                continue                         # the rules showed him something: he may tell them apart
            assert other_waiting == waiting, f"{command!r}: the wait tells the hero what lies hidden"
            compared += 1
    assert compared > 20


def _fold(title, state, events):
    for event in events:
        state = title.evolve(state, event)
    return state


# ---- each leak, built through --setup on the station's lower deck (map in test_rulebook_examples) ----
def blast_into_hidden_west(creatures: list[dict]) -> list[str]:
    """The hero at the start U:2,2 throws a charge west into U:1,2, a hidden sector, with
    `creatures` standing there: what his log says of it."""
    session = game({"hero": {"sector": "U:2,2"}, "items": ["charge#1"], "creatures": creatures,
                    "dice": ["blank"] * 4})
    before = len(session.log(m.HERO, "en"))
    act(session, "attack", item="charge#1", direction="w")
    evil_rests(session)
    return [line.text for line in session.log(m.HERO, "en")[before:]]


def test_leak_1_a_blast_into_a_hidden_sector_tells_the_same_whatever_is_there():
    """[KBM S.13 DIE ANGREIFEN-AKTION] an item may attack creatures out of sight; the hero learns
    nothing of what stood there, whether a creature stood there or none."""
    empty = blast_into_hidden_west([])
    full = blast_into_hidden_west([{"kind": "cultist", "sector": "U:1,2"}])
    told = tr("alone.told.nothing_there", "en")
    assert told in empty and told in full
    assert [line for line in empty if "noise" not in line] == [line for line in full if "noise" not in line]


def test_leak_4_a_card_played_face_down_is_its_players_alone():
    """[KBM S.2 UMGANG MIT HANDKARTEN] hands are never shown to each other: a card played face
    down shows the other Evil players its back only (view, log, the harness's events)."""
    session = game({"hero": {"sector": "U:2,2"}, "hands": {"1": ["wrath_hide#1"], "2": ["terror_panic#1"]},
                    "leader": 1}, evil=2)
    act(session, "search")
    for _ in range(40):
        seat = session.to_move()[0]
        if seat == 1 and timing(session.view(1)) == "end":
            break
        legal = session.legal_commands(seat)
        session.apply(next(c for c in legal if isinstance(c, (m.Pass, m.Done))) if seat != m.HERO else legal[0])
    session.apply(m.Play(seat=1, card="wrath_hide#1", standard=True))
    for seat, shown in ((1, "wrath_hide#1"), (2, ""), (m.HERO, ""), (None, "")):
        assert session.view(seat).fields[0].card == shown
        assert ("wrath_hide#1" in " ".join(str(e.event) for e in session.told_last(seat))) == bool(shown)
    assert "wrath_hide#1" in session.title.hidden_from(session.state, 2)


def test_leak_5_a_creature_seen_out_of_sight_is_told_where_the_map_shows_it():
    """A creature that appears in a sector of the labyrinth the hero cannot see from where he
    stands is drawn on his map there: the log says so, not "an unknown direction"."""
    session = game({"hero": {"sector": "U:2,2"}, "revealed": ["U:2,2", "U:4,2"],
                    "creatures": [{"kind": "spore", "sector": "U:5,2"}]})
    session.apply(m.Act(seat=m.HERO, action="search"))
    spore = session.state.creatures[0].id
    while session.to_move() == (m.HERO,):
        legal = session.legal_commands(m.HERO)
        session.apply(next(c for c in legal if isinstance(c, m.Done)))
    while timing(session.view(1)) != "end":
        session.apply(m.Pass(seat=1))
    session.apply(m.Play(seat=1, card=session.state.hand(1)[0], standard=True))
    session.apply(m.MoveCreature(seat=1, creature=spore, to="U:4,2"))
    lines = [line.text for line in session.log(m.HERO, "en")]
    shown = session.view(m.HERO)
    assert any(c.id == spore for sector in shown.labyrinth for c in sector.creatures)
    assert any("in the hero's labyrinth" in line for line in lines)
    assert not any(tr("alone.side.unknown", "en") in line for line in lines)


def test_a_card_waiting_for_the_leaders_leave_is_shown_to_nobody_else():
    """[KBM S.2 AUFGABEN DES ANFÜHRERS] another Evil player's card needs the leader's leave: until
    it lands on the fields the leader learns only its trigger and the hero nothing of it; refused,
    it goes back to the hand unseen."""
    session = game({"hero": {"sector": "U:2,2"}, "hands": {"1": ["wrath_hide#1"], "2": ["terror_moved#1"]},
                    "leader": 1}, evil=2)
    act(session, "search")
    for _ in range(40):
        seat = session.to_move()[0]
        if seat == 2 and any(isinstance(c, m.Play) and not c.standard for c in session.legal_commands(2)):
            break
        legal = session.legal_commands(seat)
        session.apply(next((c for c in legal if isinstance(c, (m.Pass, m.Done))), legal[0]))
    card = next(c.card for c in session.legal_commands(2) if isinstance(c, m.Play) and not c.standard)
    session.apply(m.Play(seat=2, card=card))
    name = card_name(card, "en")
    for seat in (m.HERO, 1, None):
        assert name not in " ".join(line.text for line in session.log(seat, "en"))
        assert card not in str([to_builtins(t.event) for t in session.told_last(seat)])
    assert name in " ".join(line.text for line in session.log(2, "en"))
    session.apply(m.Approve(seat=1, yes=False))
    assert card in session.state.hand(2) and card not in str(session.view(m.HERO))
