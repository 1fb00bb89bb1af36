"""The Evil compendium's rules that its worked examples (`test_rulebook_examples.py`) leave out,
one test a rule, each citing its section [KBM S.n HEADING] and built through `--setup` on the
station's lower deck (map in `test_rulebook_examples.py`) unless it names another scenario.

Outpost Kestrel's hangar level, for the tests that need a map without the station's spore fog:

    c-c-r+c-c-c        y0: the hangar A:2,0; the red stairs at A:5,0
    |   +   |
    c . r . c-r        y1: the airlock A:2,1, the reactor A:5,1
    |   |   | +
    c-c-c-c-c-c        y2: the start A:2,2
    +   |   |
    r . c . r .        y3: the mess hall A:0,3, the hatchery A:4,3
    |   |   |
    c-c-c-c-c-c
"""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from game.engine import new_game
from game.titles.alone import model as m
from game.titles.alone.board import board_of
from game.titles.alone.content import content
from game.titles.alone.emitter import AloneEmitter
from game.titles.alone.evil import draw_card
from game.titles.alone.queries import card_def, sight
from tests.alone.test_rulebook_examples import (
    act,
    events_of,
    evil_rests,
    evil_rests_until_window,
    game,
    timing,
    until_evil,
)
from tests.alone.test_scenarios import start_the_outposts_final


# ---- helpers -------------------------------------------------------------------------------------------
def to_end_window(session) -> None:
    """Pass every window before the end of the turn, until Evil may play at its end."""
    until_evil(session)
    while session.to_move() == (1,) and timing(session.view(1)) != "end":
        session.apply(next(c for c in session.legal_commands(1) if isinstance(c, (m.Pass, m.Done))))
        until_evil(session)


def plays(session, seat: int = 1, standard: bool = False) -> set[str]:
    """The cards `seat` may play now, face up (or face down)."""
    return {c.card for c in session.legal_commands(seat) if isinstance(c, m.Play) and c.standard == standard}


def play(session, card: str, seat: int = 1, standard: bool = False) -> None:
    session.apply(m.Play(seat=seat, card=card, standard=standard))


def evil_passes(session) -> None:
    """The Evil players play nothing while the hero's action resolves."""
    while session.to_move() != (m.HERO,):
        seat = session.to_move()[0]
        session.apply(next(c for c in session.legal_commands(seat) if isinstance(c, (m.Pass, m.Done))))


def told(session, what: str, since: int) -> list[m.Told]:
    return [e for e in session.events[since:] if isinstance(e, m.Told) and e.what == what]


def health(session) -> int:
    return session.view(m.HERO).hero.health


def composure(session) -> int:
    return session.view(m.HERO).hero.composure


# ---- S.1–2: the round, the leader ------------------------------------------------------------------------
def test_s1_a_round_is_eight_turns():
    """[KBM S.1 EINE RUNDE] the round ends after the hero's eighth turn."""
    session = game({"hero": {"sector": "U:2,2"}})
    for turn in range(1, 9):
        assert (session.state.round, session.state.turn) == (1, turn)
        act(session, "search")
        evil_rests(session)
    assert (session.state.round, session.state.turn) == (2, 1)


def test_s2_the_leader_token_passes_to_the_next_evil_player_each_round():
    """[KBM S.2 AUFGABEN DES ANFÜHRERS] at the end of each round the leader token goes on to the
    next Evil player, and round the table."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8, "leader": 2}, evil=2)
    act(session, "search")
    evil_rests(session)
    assert session.state.leader == 1


def test_s2_a_card_of_another_evil_player_needs_the_leaders_leave():
    """[KBM S.2 AUFGABEN DES ANFÜHRERS] before any other Evil player plays a card, the leader must
    allow it; refused, it stays in that player's hand and takes no field."""
    session = game({"hero": {"sector": "U:2,2"},
                    "hands": {"1": ["wrath_lurk#1"], "2": ["terror_moved#1", "terror_dread#1"]}}, evil=2)
    act(session, "search")
    to_end_window(session)
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Pass)))
    assert session.to_move() == (2,)
    play(session, "terror_moved#1", seat=2)
    assert session.to_move() == (1,) and session.view(1).decision.kind == "approve"
    session.apply(m.Approve(seat=1, yes=False))
    assert "terror_moved#1" in session.state.hand(2) and not session.state.fields


def test_s2_the_evil_players_never_see_each_others_hands():
    """[KBM S.2 UMGANG MIT HANDKARTEN] an Evil player sees his own hand; of the others' only how
    many cards they hold."""
    session = game({"hero": {"sector": "U:2,2"}, "hands": {"1": ["wrath_lurk#1"], "2": ["terror_moved#1"]}},
                   evil=2)
    shown = session.view(1)
    assert shown.hand == ["wrath_lurk#1"]
    assert "terror_moved#1" not in str(shown)
    assert {h.seat: h.count for h in shown.hands} == {1: 1, 2: 1}


# ---- S.4: hands, decks and reaction fields ----------------------------------------------------------------
@pytest.mark.parametrize(("evil", "limit"), [(1, 10), (2, 6), (3, 4)])
def test_s4_every_evil_player_starts_with_a_full_hand(evil, limit):
    """[KBM S.4 HANDKARTENLIMIT] 10 cards for one Evil player, 6 each for two, 4 each for three."""
    session = new_game("alone", 2, {"evil_players": evil})
    assert [len(session.state.hand(s)) for s in session.state.evil_seats()] == [limit] * evil


def test_s4_who_draws_from_which_deck():
    """[KBM S.4 HANDKARTENLIMIT] one Evil player draws each card from either deck; two draw each
    from a deck of his own; of three, two have a deck each and the third draws from either."""
    def draws(evil: int) -> tuple[str, ...]:
        return new_game("alone", 2, {"evil_players": evil}).state.draws

    decks = sorted(new_game("alone", 2, {"evil_players": 1}).state.decks)
    assert draws(1) == ("",)
    assert sorted(draws(2)) == decks
    assert sorted(d for d in draws(3) if d) == decks and draws(3).count("") == 1
    two = new_game("alone", 2, {"evil_players": 2}).state
    for seat in two.evil_seats():
        assert {card_def(c).deck for c in two.hand(seat)} == {two.draws[seat - 1]}


def test_s4_one_field_left_allows_one_card_and_no_combo_none_left_no_card():
    """[KBM S.4 REAKTIONSFELDER] a card takes the next field, a combo two more; with only one
    field free a single card may still be played but no combo; with none free no card until the
    round ends."""
    hand = [f"{design}#{copy}" for design in ("wrath_lurk", "wrath_hide", "wrath_cut") for copy in (1, 2)]
    session = game({"hero": {"sector": "U:2,2"}, "hands": {"1": hand}})
    for cards in (2, 1, 1):                       # a combo (fields 1-3), then one card a turn (4, 5)
        act(session, "search")
        to_end_window(session)
        for _ in range(cards):
            play(session, session.state.hand(1)[0], standard=True)
            evil_rests_until_window(session)
        evil_rests(session)
    assert sum(p.fields for p in session.state.fields) == 5
    act(session, "search")
    to_end_window(session)
    play(session, session.state.hand(1)[0], standard=True)
    evil_rests_until_window(session)
    assert session.to_move() != (1,) or not plays(session, standard=True)
    evil_rests(session)
    act(session, "search")
    until_evil(session)
    assert session.to_move() == (m.HERO,)           # no field free: no window opens at all


def test_s5_bullet_time_costs_one_adrenaline_for_two_actions():
    """[KBM S.5 BULLET TIME] at the start of his turn the hero pays 1 adrenaline and takes two
    actions in it; the turn ends after the second (the commander: the pilot's first is free)."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 2}}, character="commander")
    session.apply(next(c for c in session.legal_commands(m.HERO) if isinstance(c, m.BulletTime)))
    assert session.view(m.HERO).hero.adrenaline == 1
    act(session, "search")
    evil_rests(session)
    assert session.state.turn == 1
    act(session, "search")
    evil_rests(session)
    assert session.state.turn == 2


# ---- S.4–5: which cards are allowed, when ----------------------------------------------------------------
def test_s5_a_card_whose_trigger_the_hero_did_not_meet_goes_only_face_down():
    """[KBM S.5 STANDARDREAKTIONEN UND ERLAUBTE REAKTIONEN] after a Search, a Search card may be
    played face up; a Move card only face down, as a standard reaction."""
    session = game({"hero": {"sector": "U:2,2"}, "hands": {"1": ["wrath_frenzy#1", "wrath_ambush#1"]}})
    act(session, "search")
    to_end_window(session)
    assert plays(session) == {"wrath_ambush#1"}
    assert plays(session, standard=True) == {"wrath_frenzy#1", "wrath_ambush#1"}


def test_s4_a_loss_card_answers_a_loss_not_an_action():
    """[KBM S.4 VERLUST-REAKTIONEN] a health-loss card is allowed only in a turn the hero lost
    health: not after a quiet Search; after an opportunity attack that hurt him, yes."""
    quiet = game({"hero": {"sector": "U:2,2"}, "hands": {"1": ["terror_panic#1", "terror_moved#1"]}})
    act(quiet, "search")
    to_end_window(quiet)
    assert "terror_panic#1" not in plays(quiet)
    hurt = game({"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "spore", "sector": "U:2,2"}],
                 "dice": ["hit"], "hands": {"1": ["terror_panic#1", "terror_moved#1"]}})
    act(hurt, "move", direction="e")
    to_end_window(hurt)
    assert health(hurt) == 11
    assert "terror_panic#1" in plays(hurt)


def test_s5_an_instant_card_is_played_at_its_moment_others_at_the_end_of_the_turn():
    """[KBM S.5 SOFORT-REAKTIONEN] an instant card "after the dice roll" is offered right after
    the hero's attack roll, before its damage; the other cards and the standard reactions wait
    for the end of the turn. The moment "before the roll" waits too, though this hand holds no
    card for it (the decks do): a wait only for a fitting card would tell the hero of it."""
    session = game({"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "spore", "sector": "U:2,2"}],
                    "dice": ["hit"], "hands": {"1": ["wrath_hide#1", "wrath_ambush#1"]}})
    spore = session.state.creatures[0].id
    act(session, "attack", target=spore)
    until_evil(session)
    assert session.view(1).decision.timing == "before_roll"
    assert session.legal_commands(1) == [m.Pass(seat=1)]
    session.apply(m.Pass(seat=1))
    until_evil(session)
    assert session.view(1).decision.timing == "after_roll"
    assert plays(session) == {"wrath_hide#1"} and not plays(session, standard=True)
    play(session, "wrath_hide#1")
    evil_rests(session)
    assert spore in {c.id for c in session.state.creatures}      # the one hit was ignored


def test_s5_a_card_is_dangerous_when_the_hero_acted_in_a_sector_with_a_danger_token():
    """[KBM S.5 GEFÄHRLICHE KARTEN; S.20 Glossar "Gefährlich"] the whole text of a card applies
    only when the action it answers was taken in a sector with a danger token: the booby trap
    costs 1 health, or 2 on a danger token."""
    def booby_trap(danger: list[str]) -> int:
        session = game({"hero": {"sector": "U:2,2"}, "danger": danger, "decks": ["wrath", "traps"],
                        "hands": {"1": ["traps_booby#1", "traps_wire#1"]}})
        act(session, "search")
        to_end_window(session)
        play(session, "traps_booby#1")
        evil_rests(session)
        return 12 - health(session)

    assert booby_trap([]) == 1
    assert booby_trap(["U:2,2"]) == 2


def test_s12_an_item_used_through_an_action_allows_that_actions_cards():
    """[KBM S.12 AKTIONEN AUSFÜHREN, UM GEGENSTÄNDE ZU BENUTZEN] flying with the Jetpack is a Move
    action: a Move card may be played face up."""
    session = game({"hero": {"sector": "U:2,2"}, "items": [{"card": "jetpack#1", "charges": 2}],
                    "hands": {"1": ["wrath_frenzy#1", "wrath_ambush#1"]}})
    act(session, "move", item="jetpack#1", direction="e")
    to_end_window(session)
    assert plays(session) == {"wrath_frenzy#1"}


def test_s5_played_cards_go_to_their_own_decks_discard_pile_at_the_round_end():
    """[KBM S.5 KARTEN ABLEGEN; S.16 REAKTIONSFELDER AUFRÄUMEN] at the round end every card on
    the fields goes to the discard pile of its own deck; the decks never mix."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8, "decks": ["wrath", "terror"],
                    "hands": {"1": ["wrath_ambush#1", "terror_moved#1"]}})
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_ambush#1")
    evil_rests_until_window(session)
    play(session, "terror_moved#1")
    evil_rests(session)
    assert session.state.round == 2 and not session.state.fields
    wrath, terror = (session.state.discards[session.state.decks.index(d)] for d in ("wrath", "terror"))
    assert "wrath_ambush#1" in wrath and "terror_moved#1" in terror
    assert all(card_def(c).deck == "wrath" for c in wrath) and all(card_def(c).deck == "terror" for c in terror)


def test_s5_the_leader_splits_the_cards_a_card_lets_draw():
    """[KBM S.5 KARTEN ZIEHEN; S.20 Glossar "Karten ziehen"] a card that draws: the leader says
    which Evil player draws, and that player draws from his own deck."""
    session = game({"hero": {"sector": "U:2,2"}, "decks": ["speed", "terror"],
                    "hands": {"1": ["speed_reinforce#1"], "2": ["terror_moved#1"]}}, evil=2)
    act(session, "search")
    to_end_window(session)
    play(session, "speed_reinforce#1")
    assert session.view(1).decision.kind == "assign"
    before = len(session.state.hand(2))
    session.apply(m.Choose(seat=1, index=session.state.evil_seats().index(2)))
    while session.to_move() == (2,) and session.view(2).decision.kind == "redraw":
        session.apply(next(c for c in session.legal_commands(2) if isinstance(c, m.DrawFrom)))
    assert len(session.state.hand(2)) == before + 1
    assert card_def(session.state.hand(2)[-1]).deck == session.state.draws[1]


# ---- S.6–7: creatures ------------------------------------------------------------------------------------
def test_s6_no_spawn_on_a_floor_holding_four_creatures_and_no_way_up_its_stairs():
    """[KBM S.6 KREATUREN-LIMIT] 4 creatures a floor: none may spawn on a full floor, nor move
    there by the stairs."""
    full = [{"kind": k, "sector": s} for k, s in
            (("spore", "U:0,4"), ("parasite", "U:5,4"), ("cultist", "U:0,0"), ("hybrid", "U:4,0"))]
    session = game({"hero": {"sector": "U:2,2"}, "creatures": [*full, {"kind": "worm", "sector": "O:5,0"}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_lurk#1", standard=True)
    legal = session.legal_commands(1)
    spawns = {c.to for c in legal if isinstance(c, m.Spawn)}
    assert spawns and not any(s.startswith("U:") for s in spawns)
    worm = next(c.id for c in session.state.creatures if c.kind == "worm")
    assert "U:5,0" not in {c.to for c in legal if isinstance(c, m.MoveCreature) and c.creature == worm}


def test_s6_the_tokens_limit_each_kind_of_creature():
    """[KBM S.6 KREATUREN-LIMIT] the creatures of a kind are as many as its tokens: with all three
    Spores on the map, no Spore may spawn."""
    spores = [{"kind": "spore", "sector": s} for s in ("O:0,0", "O:5,4", "U:0,4")]
    session = game({"hero": {"sector": "U:2,2"}, "creatures": spores, "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_lurk#1", standard=True)
    kinds = {c.kind for c in session.legal_commands(1) if isinstance(c, m.Spawn)}
    assert "spore" not in kinds and "parasite" in kinds


def test_s6_a_hidden_creature_moved_into_the_heros_sector_shocks_him():
    """[KBM S.6 KREATUREN BEWEGEN] a hidden creature moved straight into the hero's sector is
    revealed there: he loses its shock value in composure (a Hybrid: 2)."""
    session = game({"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "hybrid", "sector": "U:3,2"}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_lurk#1", standard=True)
    session.apply(m.MoveCreature(seat=1, creature=session.state.creatures[0].id, to="U:2,2"))
    assert composure(session) == 12 - 2


def test_s6_a_hidden_creature_entering_a_revealed_sector_out_of_sight_is_revealed():
    """[KBM S.6 example (2); S.2 ENTHÜLLT UND VERBORGEN] the hero does not see U:2,0 (U:2,1
    between is hidden), yet it is in his labyrinth: a Spore moving in shows there at once; no
    shock, for it is not in his sector."""
    session = game({"hero": {"sector": "U:2,2"}, "revealed": ["U:2,0"],
                    "creatures": [{"kind": "spore", "sector": "U:1,0"}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    assert "U:2,0" not in sight(session.state)
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_lurk#1", standard=True)
    session.apply(m.MoveCreature(seat=1, creature=session.state.creatures[0].id, to="U:2,0"))
    shown = [s for s in session.view(m.HERO).labyrinth if s.creatures]
    assert [c.kind for s in shown for c in s.creatures] == ["spore"]
    assert composure(session) == 12


def test_s6_a_creature_may_move_zero_sectors_and_so_put_out_the_light():
    """[KBM S.6 KREATUREN BEWEGEN; S.9 DAS LICHT AUSSCHALTEN] a move of 0 sectors is a move: the
    Spore standing in the lit U:4,2 stays there and puts the light out at the end of the turn."""
    session = game({"hero": {"sector": "U:2,2"}, "lit": ["U:4,2"], "creatures": [{"kind": "spore", "sector": "U:4,2"}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_lurk#1", standard=True)
    spore = session.state.creatures[0].id
    session.apply(m.MoveCreature(seat=1, creature=spore, to="U:4,2"))
    evil_rests(session)
    assert "U:4,2" not in session.state.lit


def test_s6_a_spawn_makes_noise_where_the_creature_appears():
    """[KBM S.6 KREATUREN AUFTAUCHEN LASSEN] a creature that spawns makes noise: the hero is told
    the side it comes from (U:5,2 east of him, the way along the corridor: east)."""
    session = game({"hero": {"sector": "U:2,2"}, "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_lurk#1", standard=True)
    start = len(session.events)
    session.apply(m.Spawn(seat=1, kind="spore", to="U:5,2"))
    assert [e.side for e in told(session, "noise", start)] == ["e"]


def test_s6_a_seen_creature_moving_into_another_revealed_sector_just_moves():
    """[KBM S.6 example B] a revealed Spore moves from U:3,2 to the revealed U:4,2: the hero sees
    it there; it is not told as leaving, and he is not shocked."""
    session = game({"hero": {"sector": "U:2,2"}, "revealed": ["U:3,2", "U:4,2"],
                    "creatures": [{"kind": "spore", "sector": "U:3,2"}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_lurk#1", standard=True)
    start = len(session.events)
    session.apply(m.MoveCreature(seat=1, creature=session.state.creatures[0].id, to="U:4,2"))
    assert told(session, "moves", start) and not told(session, "leaves", start)
    shown = {(s.x, s.y) for s in session.view(m.HERO).labyrinth if s.creatures}
    assert shown == {(2, 0)}                      # two east of the hero, in his own frame
    assert composure(session) == 12


def test_s20_a_teleported_creature_makes_no_noise_and_keeps_no_distance():
    """[KBM S.6 TELEPORTIEREN; S.20 Glossar "Teleportation"] a teleport ignores the spawn rules:
    a hidden Worm (spawn distance 5) may land right next to the hero, and no noise is told."""
    session = game({"hero": {"sector": "U:2,2"}, "decks": ["speed", "terror"],
                    "creatures": [{"kind": "worm", "sector": "O:0,0"}],
                    "hands": {"1": ["speed_vanish#1", "terror_moved#1"]}})
    act(session, "locate")
    session.apply(m.Target(seat=m.HERO, target="stairs"))
    session.apply(m.Target(seat=m.HERO, target="switchbox"))
    to_end_window(session)
    play(session, "speed_vanish#1")
    worm = session.state.creatures[0].id
    assert m.Teleport(seat=1, creature=worm, to="U:2,3") in session.legal_commands(1)
    start = len(session.events)
    session.apply(m.Teleport(seat=1, creature=worm, to="U:2,3"))
    assert session.state.creature(worm).sector == "U:2,3"
    assert not told(session, "noise", start)


def test_s7_noise_from_the_other_floor_tells_only_that():
    """[KBM S.7 GERÄUSCHE MITTEILEN] a creature moving on the other floor: the hero hears only
    that the noise comes from the other floor."""
    session = game({"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "spore", "sector": "O:2,2"}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    to_end_window(session)
    play(session, "wrath_lurk#1", standard=True)
    start = len(session.events)
    session.apply(m.MoveCreature(seat=1, creature=session.state.creatures[0].id, to="O:2,1"))
    assert [e.side for e in told(session, "noise", start)] == ["floor"]


def test_s7_nobody_passes_a_blocked_door():
    """[KBM S.7 BLOCKIERTE TÜREN] the generator room's west door blocked: the hero cannot step
    through it."""
    session = game({"hero": {"sector": "U:4,2"}, "blocked": ["U:4,2|U:5,2"]})
    moves = {c.direction for c in session.legal_commands(m.HERO) if isinstance(c, m.Act) and c.action == "move"}
    assert "e" not in moves and "w" in moves


# ---- S.8–10: light, sight, dice --------------------------------------------------------------------------
def test_s15_a_switchbox_may_be_repaired_again_for_another_direction():
    """[KBM S.15 DAS LICHT EINSCHALTEN] the same switchbox repaired twice lights two directions:
    west, then east (U:3,0 and the storeroom U:4,0 behind its door)."""
    session = game({"hero": {"sector": "U:2,0"}})
    act(session, "interact", direction="w")
    evil_rests(session)
    act(session, "interact", direction="e")
    evil_rests(session)
    assert {"U:0,0", "U:1,0", "U:2,0", "U:3,0", "U:4,0"} <= set(session.state.lit)


def test_s8_a_door_of_the_heros_sector_opens_for_his_sight():
    """[KBM S.8 ANGRENZENDE TÜREN] the revealed generator room beyond the door of the hero's sector
    (U:4,2) is in his sight; from U:3,2 that door is not his, and it stops his sight."""
    session = game({"hero": {"sector": "U:4,2"}, "revealed": ["U:5,2"]})
    assert "U:5,2" in sight(session.state)
    session = game({"hero": {"sector": "U:3,2"}, "revealed": ["U:4,2", "U:5,2"]})
    assert "U:4,2" in sight(session.state) and "U:5,2" not in sight(session.state)


def test_s9_sight_along_the_stairs_reaches_one_sector():
    """[KBM S.9 SICHTLINIE; S.20 Glossar] along a staircase the hero's sight reaches only the
    stair sector on the other floor, not the lit corridor behind it."""
    session = game({"hero": {"sector": "U:5,0"}, "revealed": ["O:5,0"], "lit": ["O:5,0", "O:5,1", "O:4,0"]})
    seen = sight(session.state)
    assert "O:5,0" in seen and "O:5,1" not in seen and "O:4,0" not in seen


def test_s10_a_danger_token_in_the_heros_sector_turns_the_creatures_half_hits_into_hits():
    """[KBM S.10 ANGRIFFE IN GEFÄHRLICHEN SEKTOREN] a Parasite in the dark rolls two half hits:
    nothing, unless the hero's sector holds a danger token, then 2 health."""
    def lost(danger: list[str]) -> int:
        session = game({"hero": {"sector": "U:2,2"}, "danger": danger,
                        "creatures": [{"kind": "parasite", "sector": "U:2,2"}], "dice": ["half", "half"]})
        act(session, "search")
        evil_rests(session)
        return 12 - health(session)

    assert lost([]) == 0
    assert lost(["U:2,2"]) == 2


def test_s10_the_heros_half_hits_count_in_light():
    """[KBM S.10 LICHT UND WÜRFEL] the hero's knife rolls two half hits: in the dark two misses,
    in his lit sector two hits, enough to wound the Cultist (2 to wound)."""
    def cultist_after(lit: list[str]) -> list[m.Creature]:
        session = game({"hero": {"sector": "U:2,2"}, "lit": lit, "items": [{"card": "knife#1"}],
                        "creatures": [{"kind": "cultist", "sector": "U:2,2"}], "dice": ["half", "half"]})
        act(session, "attack", target=session.state.creatures[0].id, item="knife#1")
        evil_rests(session)
        return list(session.state.creatures)

    assert not cultist_after([])[0].wounded
    assert cultist_after(["U:2,2"])[0].wounded


def test_s10_an_opportunity_attack_is_not_changed_by_the_heros_skills():
    """[KBM S.10 GELEGENHEITSANGRIFFE] no ability or other effect changes an opportunity attack:
    a hero with every skill leaving a dark sector with one Parasite still faces 1 die."""
    session = game({"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "parasite", "sector": "U:2,2"}],
                    "xp": dict.fromkeys(content().skills, 2)})
    start = len(session.events)
    act(session, "move", direction="e")
    rolls = [e for e in events_of(session, m.DiceRolled, start) if e.purpose == "opportunity"]
    assert [len(e.faces) for e in rolls] == [1]


def test_s10_breather_does_not_spare_the_hero_an_opportunity_attacks_half_hit():
    """[KBM S.10 GELEGENHEITSANGRIFFE] the danger token's half hits are the sector's, and no skill
    changes the attack: a half hit leaving a sector with a danger token costs the hero 1 health
    though his Breather skill spares him half hits in creatures' other attacks."""
    session = game({"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "parasite", "sector": "U:2,2"}],
                    "danger": ["U:2,2"], "xp": {"breather": 2}, "dice": ["half"]})
    health = session.state.health
    act(session, "move", direction="e")
    assert session.state.health == health - 1


def test_reflexes_take_a_die_off_the_first_creature_attack_of_a_turn():
    """Holdout's Reflexes skill (authored; the compendium leaves the skills to the hero's book):
    of two Parasites attacking in the dark, the first rolls 1 die instead of 2, the second 2."""
    session = game({"hero": {"sector": "U:2,2"}, "xp": {"reflexes": 2},
                    "creatures": [{"kind": "parasite", "sector": "U:2,2"}, {"kind": "parasite", "sector": "U:2,2"}]})
    start = len(session.events)
    act(session, "search")
    evil_rests(session)
    rolls = [len(e.faces) for e in events_of(session, m.DiceRolled, start) if e.purpose == "attack:parasite"]
    assert rolls == [1, 2]


def test_s12_the_opportunity_attack_on_a_lit_staircase_drops_to_no_die():
    """[KBM S.12 stairs example] the hero takes the stairs from a lit sector with one Cultist:
    its opportunity attack loses its 1 die to the light."""
    session = game({"hero": {"sector": "U:5,0"}, "lit": ["U:5,0"], "dice": ["hit"],
                    "creatures": [{"kind": "cultist", "sector": "U:5,0"}]})
    start = len(session.events)
    act(session, "move", direction="stairs")
    assert session.state.hero == "O:5,0"
    rolls = [e for e in events_of(session, m.DiceRolled, start) if e.purpose == "opportunity"]
    assert all(len(e.faces) == 0 for e in rolls) and health(session) == 12


# ---- S.11: damage and experience -------------------------------------------------------------------------
def test_s11_damage_below_the_threshold_is_lost_and_the_sum_of_both_kills_at_once():
    """[KBM S.11 SCHADEN GEGEN KREATUREN] a Cultist (2 to wound, 2 more to kill): 1 damage does
    nothing; 4 in one attack kill an unwounded one outright."""
    def cultist_after(dice: list[str]) -> list[m.Creature]:
        session = game({"hero": {"sector": "U:2,2"}, "items": [{"card": "shells#1", "charges": 2}],
                        "creatures": [{"kind": "cultist", "sector": "U:2,2"}], "dice": dice})
        act(session, "attack", target=session.state.creatures[0].id, item="shells#1", charges=2)
        evil_rests(session)
        return list(session.state.creatures)

    assert not cultist_after(["hit", "blank", "blank", "blank"])[0].wounded
    assert cultist_after(["hit"] * 4) == []


def test_s11_a_hidden_kill_gives_no_experience():
    """[KBM S.11 ERFAHRUNGSPUNKTE] the breaching charge thrown into the hidden sector east kills
    the Spore there: the hero gains no experience for a creature he never saw."""
    session = game({"hero": {"sector": "U:2,2"}, "items": [{"card": "charge#1", "charges": 1}],
                    "creatures": [{"kind": "spore", "sector": "U:3,2"}], "dice": ["hit"] * 4})
    act(session, "attack", item="charge#1", direction="e")
    evil_rests(session)
    assert session.state.creatures == () and session.state.xp == ()


def test_s11_no_more_than_two_experience_points_in_a_skill():
    """[KBM S.11 ERFAHRUNGSPUNKTE] with the Breather unlocked (2 points), another Spore killed
    gives nothing more."""
    session = game({"hero": {"sector": "U:2,2"}, "items": [{"card": "shells#1", "charges": 2}],
                    "creatures": [{"kind": "spore", "sector": "U:2,2"}], "dice": ["hit"] * 2, "xp": {"breather": 2}})
    start = len(session.events)
    act(session, "attack", target=session.state.creatures[0].id, item="shells#1")
    evil_rests(session)
    assert session.state.creatures == () and dict(session.state.xp) == {"breather": 2}
    assert not events_of(session, m.XpGained, start)


def test_s11_a_boss_gives_a_point_in_each_of_two_different_skills():
    """[KBM S.11 ERFAHRUNGSPUNKTE] a boss killed: 1 experience point in each of two skills the hero
    chooses, never the same twice (a brood mother met outside her mission, so the game goes on)."""
    session = game({"hero": {"sector": "U:2,2"}, "items": [{"card": "shells#1", "charges": 2}],
                    "creatures": [{"kind": "brood", "sector": "U:2,2"}], "dice": ["hit"] * 4})
    act(session, "attack", target=session.state.creatures[0].id, item="shells#1", charges=2)
    evil_passes(session)
    assert session.view(m.HERO).decision.kind == "xp"
    session.apply(m.Skill(seat=m.HERO, skill="nerves"))
    assert "nerves" not in {c.skill for c in session.legal_commands(m.HERO) if isinstance(c, m.Skill)}
    session.apply(m.Skill(seat=m.HERO, skill="tracker"))
    assert dict(session.state.xp) == {"nerves": 1, "tracker": 1}


# ---- S.13–15: explore, locate, search, upgrade ----------------------------------------------------------------
def test_s13_explore_reveals_two_sectors_in_a_line_and_may_take_a_danger_token():
    """[KBM S.13 DIE ERKUNDEN-AKTION] on Outpost Kestrel (no spore fog) exploring east from A:0,2
    reveals A:1,2 and A:2,2, not A:3,2; then a danger token in one of them may be removed."""
    session = game({"hero": {"sector": "A:0,2"}, "danger": ["A:1,2"]}, scenario="outpost")
    act(session, "explore", direction="e")
    evil_passes(session)
    revealed = set(session.state.revealed)
    assert {"A:1,2", "A:2,2"} <= revealed and "A:3,2" not in revealed
    clear = [c for c in session.legal_commands(m.HERO) if isinstance(c, m.Clear) and c.where]
    assert len(clear) == 1
    session.apply(clear[0])
    assert "A:1,2" not in session.state.danger


def test_s13_explore_stops_at_a_bend():
    """[KBM S.13 example] north of A:5,2 lies the reactor, and a wall behind it: only 1 sector is
    revealed."""
    session = game({"hero": {"sector": "A:5,2"}}, scenario="outpost")
    before = set(session.state.revealed)
    act(session, "explore", direction="n")
    evil_passes(session)
    assert set(session.state.revealed) - before == {"A:5,1"}


def test_s13_exploring_along_the_stairs_reveals_only_the_sector_at_the_other_end():
    """[KBM S.13 UMSETZEN DER AKTION] from the red stairs at A:5,0 the hero explores up them: only
    B:5,0 on the lab level is revealed, nothing beyond it."""
    session = game({"hero": {"sector": "A:5,0"}}, scenario="outpost")
    before = set(session.state.revealed)
    act(session, "explore", direction="stairs")
    evil_passes(session)
    assert set(session.state.revealed) - before == {"B:5,0"}


@pytest.mark.parametrize(("xp", "targets"), [({}, 2), ({"tracker": 2}, 3)])
def test_s14_locate_names_two_targets(xp, targets):
    """[KBM S.14 DIE ORTEN-AKTION] a Locate names 2 targets (Holdout's Tracker skill: 3); each is
    answered with its distance and floor."""
    session = game({"hero": {"sector": "U:2,2"}, "xp": xp})
    start = len(session.events)
    act(session, "locate")
    for target in ("switchbox", "stairs", "room:lab")[:targets]:
        assert session.view(m.HERO).decision.kind == "locate"
        session.apply(m.Target(seat=m.HERO, target=target))
    assert len(events_of(session, m.Located, start)) == targets
    assert session.view(m.HERO).decision is None or session.view(m.HERO).decision.kind != "locate"


def test_s15_the_first_search_of_a_room_draws_three_and_marks_it_later_ones_one():
    """[KBM S.15 DIE DURCHSUCHEN-AKTION] searching the storeroom for the first time: 3 item cards
    and the room marked on the hero sheet; searching it again: 1."""
    deck = ["medkit#1", "flare#1", "stim#1", "sedative#1"]
    session = game({"hero": {"sector": "U:4,0"}, "items": [], "item_deck": deck})
    act(session, "search")
    until_evil(session)
    assert [h.card for h in session.view(m.HERO).hero.items] == deck[:3]
    assert session.view(m.HERO).hero.searched == ["storeroom"]
    evil_rests(session)
    act(session, "search")
    until_evil(session)
    assert [h.card for h in session.view(m.HERO).hero.items] == deck


def test_s15_an_upgrade_takes_a_charge_of_the_same_material():
    """[KBM S.15 AUSRÜSTUNG VERBESSERN] after a search the hero may upgrade an item with a charge
    from another item of the same material (medkit from flare: both chemistry), never from one
    of another material (the welder is mechanics)."""
    session = game({"hero": {"sector": "U:2,2"}, "item_deck": ["scanner#1"],
                    "items": [{"card": "medkit#1", "charges": 2}, {"card": "flare#1", "charges": 2},
                              {"card": "welder#1", "charges": 3}]})
    act(session, "search")
    upgrades = {(c.item, c.source) for c in session.legal_commands(m.HERO) if isinstance(c, m.Upgrade)}
    assert ("medkit#1", "flare#1") in upgrades
    assert ("medkit#1", "welder#1") not in upgrades and ("welder#1", "medkit#1") not in upgrades
    session.apply(m.Upgrade(seat=m.HERO, item="medkit#1", source="flare#1"))
    held = {h.card: h for h in session.state.items}
    assert held["medkit#1"].upgraded and held["flare#1"].charges == 1


# ---- S.16–18: the round end, Nightmare, the end ----------------------------------------------------------
def test_s16_the_round_end_gives_a_danger_token_for_every_uncovered_symbol():
    """[KBM S.16 REAKTIONSFELDER AUFRÄUMEN; S.5] no card played this round: the three danger
    fields and the last symbol are uncovered, 4 tokens; they go nowhere the hero sees or stands,
    one a sector."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8, "danger": ["U:0,0"]})
    act(session, "search")
    until_evil(session)
    while session.view(1).decision.kind != "place":
        legal = session.legal_commands(1)
        session.apply(next((c for c in legal if isinstance(c, m.Done)), legal[0]))
    assert events_of(session, m.RoundEnded)[-1].tokens == 4
    places = {c.sector for c in session.legal_commands(1) if isinstance(c, m.PlaceDanger)}
    assert places and "U:2,2" not in places and "U:0,0" not in places
    assert not places & sight(session.state)


def test_s16_eight_danger_tokens_a_floor_and_one_may_be_lifted_to_make_room():
    """[KBM S.16 GEFAHRENMARKER PLATZIEREN] a floor holds at most 8 danger tokens: with 8 on the
    lower deck no new one goes there, but one may be taken away to make room."""
    eight = ["U:0,0", "U:1,0", "U:4,0", "U:5,0", "U:0,4", "U:1,4", "U:4,4", "U:5,4"]
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8, "danger": eight})
    act(session, "search")
    until_evil(session)
    while session.view(1).decision.kind != "place":
        legal = session.legal_commands(1)
        session.apply(next((c for c in legal if isinstance(c, m.Done)), legal[0]))
    legal = session.legal_commands(1)
    assert not [c for c in legal if isinstance(c, m.PlaceDanger) and c.sector.startswith("U:")]
    assert {c.sector for c in legal if isinstance(c, m.LiftDanger)} >= {"U:0,0"}
    session.apply(m.LiftDanger(seat=1, sector="U:0,0"))
    assert [c for c in session.legal_commands(1) if isinstance(c, m.PlaceDanger) and c.sector.startswith("U:")]


def test_s16_an_evil_player_may_discard_before_drawing_back_to_the_limit():
    """[KBM S.16 REAKTIONSKARTEN NACHZIEHEN] at the round end each Evil player may first discard
    unused cards, then draws back up to his hand limit."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8})
    act(session, "search")
    to_end_window(session)
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Pass)))
    until_evil(session)
    assert session.view(1).decision.kind == "discard"
    dropped = session.state.hand(1)[:2]
    for card in dropped:
        session.apply(m.Discard(seat=1, card=card))
    session.apply(m.Done(seat=1))
    evil_rests(session)
    assert len(session.state.hand(1)) == 10 and not set(dropped) & set(session.state.hand(1))


def test_s16_an_empty_deck_shuffles_its_own_discard_pile_into_a_new_one():
    """[KBM S.16 REAKTIONSKARTEN NACHZIEHEN] a card drawn from an empty deck: its discard pile is
    shuffled into a new deck first (the other deck's discards stay where they are)."""
    session = game({"hero": {"sector": "U:2,2"}, "decks": ["wrath", "terror"]})
    state = session.state
    wrath, terror = state.decks.index("wrath"), state.decks.index("terror")
    piles, discards = list(state.piles), list(state.discards)
    piles[wrath], discards[wrath], discards[terror] = (), ("wrath_lurk#1", "wrath_hide#1"), ("terror_moved#1",)
    em = AloneEmitter(replace(state, piles=tuple(piles), discards=tuple(discards)), random.Random(1))
    draw_card(em, 1, "wrath")
    drawn = [e for e in em.events if isinstance(e, m.CardDrawn)]
    assert [e.deck for e in drawn] == ["wrath"] and drawn[0].card in ("wrath_lurk#1", "wrath_hide#1")
    assert em.state.discards[wrath] == () and em.state.discards[terror] == ("terror_moved#1",)


def test_s16_hands_are_filled_to_the_limit_at_the_round_end():
    """[KBM S.16 REAKTIONSKARTEN NACHZIEHEN] the cards played this round are drawn again: the
    hand is back at its limit."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8})
    act(session, "search")
    to_end_window(session)
    play(session, session.state.hand(1)[0], standard=True)
    evil_rests(session)
    assert session.state.round == 2 and len(session.state.hand(1)) == 10


def test_s17_in_the_nightmare_the_creatures_roll_the_nightmare_tables_dice():
    """[KBM S.17 ALBTRAUM-MODUS] the Nightmare creature table applies: a Parasite in the dark
    rolls 2 dice, in the Nightmare 3 (Holdout's table: 1 more)."""
    def dice(nightmare: bool) -> int:
        session = game({"hero": {"sector": "U:2,2"}, "nightmare": nightmare,
                        "creatures": [{"kind": "parasite", "sector": "U:2,2"}]})
        start = len(session.events)
        act(session, "search")
        evil_rests(session)
        return len(next(e for e in events_of(session, m.DiceRolled, start) if e.purpose == "attack:parasite").faces)

    assert dice(False) == 2
    assert dice(True) == 2 + content().nightmare.dice


def test_s17_in_the_nightmare_creatures_spawn_nearer():
    """[KBM S.17 ALBTRAUM-MODUS] the Nightmare table's spawn distances: a Spore, 3 sectors away
    before, may appear 2 away (Holdout's table: 1 less)."""
    def nearest(nightmare: bool) -> int:
        session = game({"hero": {"sector": "U:2,2"}, "nightmare": nightmare,
                        "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
        act(session, "search")
        to_end_window(session)
        play(session, "wrath_lurk#1", standard=True)
        distance = board_of("station").distances("U:2,2")
        return min(distance[c.to] for c in session.legal_commands(1)
                   if isinstance(c, m.Spawn) and c.kind == "spore" and c.to.startswith("U:"))

    assert nearest(False) == 3
    assert nearest(True) == 3 + content().nightmare.spawn


def test_s18_the_final_mission_waits_for_a_start_mission():
    """[KBM S.18 DER HELD GEWINNT; S.1] the final mission starts only once a start mission is
    done: in the radio room at the start, arming the transmitter is no action the hero has."""
    session = game({"hero": {"sector": "O:4,1"}})
    assert not session.state.final
    assert not [c for c in session.legal_commands(m.HERO) if isinstance(c, m.Act) and c.target == "mission"]


@pytest.mark.parametrize(("level", "marker", "tracks"), [("easy", 1, (8, 8)), ("impossible", 2, (5, 5))])
def test_s18_the_levels_reward_when_the_final_mission_starts(level, marker, tracks):
    """[KBM S.18 SCHWIERIGKEITSGRAD] Easy: 1 extra round (the marker one space back) and 3 health
    and 3 composure back; Impossible: nothing."""
    session = game({"hero": {"sector": "U:0,0", "health": 5, "composure": 5}, "marker": 2,
                    "missions": {"green": "sickbay"}}, difficulty=level)
    act(session, "interact", target="mission")
    assert session.state.final
    assert session.state.marker == marker
    assert (session.state.health, session.state.composure) == tracks


def test_s18_nightmare_lets_the_hero_choose_health_or_composure():
    """[KBM S.18 SCHWIERIGKEITSGRAD] the Nightmare level's reward: 3 health or 3 composure, the
    hero's choice."""
    session = game({"hero": {"sector": "U:0,0", "health": 5, "composure": 5}, "missions": {"green": "sickbay"}},
                   difficulty="nightmare")
    act(session, "interact", target="mission")
    assert session.view(m.HERO).decision.kind == "regain"
    session.apply(m.Regain(seat=m.HERO, track="composure"))
    assert (session.state.health, session.state.composure) == (5, 8)


def test_s18_the_hero_wins_in_the_nightmare_too():
    """[KBM S.18 DER HELD GEWINNT] the final mission done wins at once, the Nightmare or not:
    Outpost Kestrel's brood mother killed in the Nightmare."""
    setup = {"hero": {"sector": "A:5,1"}, "items": [{"card": "shells#1", "charges": 4}], "dice": ["hit"] * 12,
             "nightmare": True}
    session = game(setup, scenario="outpost")
    start_the_outposts_final(session)
    boss = next(c for c in session.state.creatures if c.kind == "brood")
    assert boss.sector == board_of("outpost").rooms["hatchery"]
    for side in ("s", "e", "e", "s"):
        act(session, "move", direction=side)
        evil_rests(session)
    act(session, "attack", target=boss.id, item="shells#1", charges=2)
    evil_rests(session)
    assert session.state.nightmare and session.outcome() == "hero_win"


def test_s5_the_example_cards_extra_die_is_the_moved_creatures_alone():
    """[KBM S.5, the example card] dangerous, it moves 1 creature up to 2 sectors and "the
    creature" gains +1 die in attacks until the end of the turn: that creature alone. The hero
    steps from a danger token into a hidden sector with a Parasite; the card brings a second
    Parasite to him: it rolls 3 dice in the dark, the one already there 2."""
    session = game({"hero": {"sector": "U:2,2"}, "danger": ["U:2,2"],
                    "creatures": [{"kind": "parasite", "sector": "U:2,1"}, {"kind": "parasite", "sector": "U:2,0"}],
                    "hands": {"1": ["wrath_frenzy#1", "wrath_ambush#1"]}})
    near, far = (c.id for c in session.state.creatures)
    start = len(session.events)
    act(session, "move", direction="n")
    to_end_window(session)
    play(session, "wrath_frenzy#1")
    session.apply(m.Choose(seat=1, index=0))                    # move, not remove and spawn
    session.apply(m.MoveCreature(seat=1, creature=far, to="U:2,1"))
    evil_rests(session)
    attacks = [len(e.faces) for e in events_of(session, m.DiceRolled, start) if e.purpose == "attack:parasite"]
    assert sorted(attacks) == [2, 3]
    assert session.state.boosts == () and near != far              # the boost ends with the turn


def hunt_to_the_hero(via_revealed: bool) -> tuple[list, int]:
    """The hero steps east into U:4,2; U:4,1 north of him is in his labyrinth, U:5,2 east of him
    is not. A hidden Parasite at U:5,1 may reach him two ways: through U:4,1 or through U:5,2.
    Speed's hunt moves it to him along the way asked for: (the moves offered to U:4,2, the
    composure he lost)."""
    session = game({"hero": {"sector": "U:3,2"}, "revealed": ["U:3,2", "U:4,2", "U:4,1"],
                    "creatures": [{"kind": "parasite", "sector": "U:5,1"}], "decks": ["speed", "terror"],
                    "hands": {"1": ["speed_hunt#1"]}})
    act(session, "move", direction="e")
    to_end_window(session)
    play(session, "speed_hunt#1")
    offered = [c for c in session.legal_commands(1) if isinstance(c, m.MoveCreature) and c.to == "U:4,2"]
    middle = "U:4,1" if via_revealed else "U:5,2"      # one of the two is the way taken unless told
    chosen = next((c for c in offered if c.via == (middle,)), next(c for c in offered if not c.via))
    composure = session.state.composure
    session.apply(chosen)
    return offered, composure - session.state.composure


def test_s6_evil_chooses_the_way_a_creature_takes_where_the_ways_differ_in_what_they_reveal():
    """[KBM S.6 KREATUREN BEWEGEN] a hidden creature moved into the hero's sector shocks him only
    when it is revealed right there: one that crosses a revealed sector first is seen coming.
    Where its ways differ in that, the Evil player chooses the way."""
    offered, shock_hidden = hunt_to_the_hero(via_revealed=False)
    assert len(offered) == 2
    _, shock_seen = hunt_to_the_hero(via_revealed=True)
    parasite_shock = content().creatures["parasite"].shock
    assert shock_hidden == parasite_shock and shock_seen == 0


def test_s13_the_hero_may_explore_only_to_lift_the_danger_token_from_his_sector():
    """[KBM S.13 DIE ERKUNDEN-AKTION] Explore reveals up to 2 sectors and then lets the hero remove
    1 danger token from his sector or one just revealed: with nothing left to reveal around him
    he may still explore, and lift the token from his own sector."""
    around = ["U:2,2", "U:1,2", "U:0,2", "U:3,2", "U:4,2", "U:2,1", "U:2,0", "U:2,3", "U:2,4"]
    session = game({"hero": {"sector": "U:2,2"}, "revealed": around, "danger": ["U:2,2"]})
    explores = [c for c in session.legal_commands(m.HERO) if isinstance(c, m.Act) and c.action == "explore"]
    assert {c.direction for c in explores} == {"n", "e", "s", "w"}
    session.apply(explores[0])
    lifts = [c for c in session.legal_commands(m.HERO) if isinstance(c, m.Clear) and c.where]
    assert len(lifts) == 1                                   # his own sector's: nothing was revealed
    session.apply(lifts[0])
    assert "U:2,2" not in session.state.danger
