"""The Evil compendium's worked examples (alone-spec Part 5), each built through `--setup` on the
station's lower deck and checked against the outcome the compendium gives. Map of the lower deck
(x 0–5 across, y 0–4 down; r room, c corridor, + door, - | open passage):

    r+c-c-c+r+c        y0: sickbay U:0,0 … storeroom U:4,0
    +   |     |
    c . c . c-c
    |   |   | +
    c-c-c-c-c+r        y2: the start U:2,2, the generator room U:5,2
    +   |     +
    r . c+r . c        y3: the lab U:0,3, the control room U:3,3
    +   | +   |
    c-c-c-c-c-c
"""

from __future__ import annotations

from game.engine import new_game
from game.titles.alone import model as m
from game.titles.alone.view import AloneView, TimedDecision


def game(setup: dict, evil: int = 1, seed: int = 1, **options):
    return new_game("alone", seed, {"evil_players": evil, **options}, setup)


def timing(view: AloneView) -> str:
    """The timing of the reaction window waiting for the seat whose view this is ("" for any other
    decision, or one that waits for another seat)."""
    return view.decision.timing if isinstance(view.decision, TimedDecision) else ""


def act(session, action: str, **fields) -> None:
    """The hero takes `action` (the first legal Act that matches `fields`)."""
    legal = session.legal_commands(m.HERO)
    command = next(c for c in legal if isinstance(c, m.Act) and c.action == action
                   and all(getattr(c, k) == v for k, v in fields.items()))
    session.apply(command)


def evil_rests(session) -> None:
    """Every decision but the hero's next action answered with "nothing" (pass, done, no door,
    no upgrade) until the hero is to choose an action again."""
    for _ in range(300):
        if session.outcome():
            return
        seat = session.to_move()[0]
        decision = session.view(seat).decision
        if seat == m.HERO and decision.kind == "hero_turn":
            return
        legal = session.legal_commands(seat)
        quiet = [c for c in legal if isinstance(c, (m.Pass, m.Done)) or (
            isinstance(c, (m.Block, m.StepOn)) and not c.direction) or (isinstance(c, m.Clear) and not c.where)]
        session.apply(quiet[0] if quiet else legal[0])
    raise AssertionError("the turn never came back to the hero")


def until_evil(session) -> None:
    """The hero's follow-up choices (an upgrade, a door) answered with "none" until Evil acts."""
    for _ in range(20):
        if session.to_move() != (m.HERO,) or session.view(m.HERO).decision.kind == "hero_turn":
            return
        legal = session.legal_commands(m.HERO)
        session.apply(next(c for c in legal if isinstance(c, m.Done) or (
            isinstance(c, (m.Block, m.StepOn)) and not c.direction) or (isinstance(c, m.Clear) and not c.where)))


def events_of(session, kind, since: int = 0) -> list:
    return [e for e in session.events[since:] if isinstance(e, kind)]


def test_s6_spawn_distance_spore_three_cultist_four():
    """[KBM S.6 KREATUREN AUFTAUCHEN LASSEN] a Spore may spawn 3 sectors from the hero, not 2; a
    Cultist 4, not 3."""
    session = game({"hero": {"sector": "U:2,2"}, "hands": {"1": ["wrath_frenzy#1", "wrath_lurk#1"]}})
    act(session, "search")
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Play) and c.standard))
    spawns = [c for c in session.legal_commands(1) if isinstance(c, m.Spawn)]
    from game.titles.alone.board import board_of
    distance = board_of("station").distances("U:2,2")
    spore = {distance[c.to] for c in spawns if c.kind == "spore" and c.to.startswith("U:")}
    cultist = {distance[c.to] for c in spawns if c.kind == "cultist" and c.to.startswith("U:")}
    assert min(spore) == 3 and 2 not in spore
    assert min(cultist) == 4 and 3 not in cultist


def test_s10_a_parasite_in_the_dark_rolls_two_dice_a_worm_in_light_none():
    """[KBM S.10 ANGRIFFE DER KREATUREN] the creature table: Parasite 2 dice in the dark; a Worm
    in a lit sector rolls 0."""
    session = game({"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "parasite", "sector": "U:2,2"}],
                    "dice": ["blank", "blank"]})
    start = len(session.events)
    act(session, "search")
    evil_rests(session)
    rolls = [e for e in events_of(session, m.DiceRolled, start) if e.purpose != "hero"]
    assert [len(e.faces) for e in rolls][-1] == 2
    session = game({"hero": {"sector": "U:2,2"}, "lit": ["U:2,2"], "creatures": [{"kind": "worm", "sector": "U:2,2"}]})
    start = len(session.events)
    health = session.view(m.HERO).hero.health
    act(session, "search")
    evil_rests(session)
    assert all(len(e.faces) == 0 for e in events_of(session, m.DiceRolled, start) if e.purpose != "hero")
    assert session.view(m.HERO).hero.health == health


def test_s11_three_damage_wound_a_worm_and_the_third_point_is_lost():
    """[KBM S.11 SCHADEN GEGEN KREATUREN] a Worm (2 to wound / 2 to kill) hit three times is
    wounded only: the damage above the first threshold does not reach the second."""
    session = game({"hero": {"sector": "U:2,2"}, "items": [{"card": "shells#1", "charges": 2}],
                    "creatures": [{"kind": "worm", "sector": "U:2,2"}],
                    "dice": ["hit", "hit", "hit", "blank"]})
    worm = session.state.creatures[0].id
    act(session, "attack", item="shells#1", target=worm, charges=2)
    evil_rests(session)
    creature = next(c for c in session.state.creatures if c.id == worm)
    assert creature.wounded


def test_s16_adrenaline_refills_from_the_lower_track():
    """[KBM S.16 ADRENALIN-VORRAT AUFFÜLLEN] health 3, composure 8 at the round end: the pool of
    the range the lower one (3) stands in, 5."""
    session = game({"hero": {"sector": "U:2,2", "health": 3, "composure": 8, "adrenaline": 0}, "turn": 8})
    act(session, "search")
    evil_rests(session)
    assert session.state.round == 2
    assert session.view(m.HERO).hero.adrenaline == 5


def test_s12_stepping_into_a_hidden_sector_with_a_worm_shocks_for_two():
    """[KBM S.12 example; S.6 HELDEN UND SCHOCKS] the hero steps east into a hidden sector
    holding a Worm: it is revealed in his sector and he loses 2 composure."""
    session = game({"hero": {"sector": "U:2,2"}, "creatures": [{"kind": "worm", "sector": "U:3,2"}]})
    act(session, "move", direction="e")
    assert session.view(m.HERO).hero.composure == 12 - 2
    assert any(s.hero and s.creatures for s in session.view(m.HERO).labyrinth)


def test_s6_a_creature_seen_first_elsewhere_gives_no_shock_when_it_comes():
    """[KBM S.6 HELDEN UND SCHOCKS] a creature already revealed in a neighbouring sector that
    then enters the hero's sector gives no shock."""
    session = game({"hero": {"sector": "U:2,2"}, "revealed": ["U:3,2"],
                    "creatures": [{"kind": "spore", "sector": "U:3,2"}],
                    "hands": {"1": ["wrath_frenzy#1", "wrath_lurk#1"]}})
    act(session, "search")
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Play) and c.standard))
    spore = session.state.creatures[0].id
    session.apply(m.MoveCreature(creature=spore, to="U:2,2", seat=1))
    lost = [e for e in session.events if isinstance(e, m.Lost) and e.cause == "shock"]
    assert not lost


def test_s18_the_hero_plays_on_at_zero_health_and_evil_wins_when_both_are_zero():
    """[KBM S.18] Evil wins only when health and composure are both 0."""
    session = game({"hero": {"sector": "U:2,2", "health": 0, "composure": 3}})
    assert session.outcome() is None and session.to_move() == (m.HERO,)
    session = game({"hero": {"sector": "U:2,2", "health": 0, "composure": 1},
                    "creatures": [{"kind": "worm", "sector": "U:2,2"}], "dice": ["hit", "hit", "hit"]})
    act(session, "search")
    evil_rests(session)
    assert session.outcome() == "evil_win"


def test_s17_nightmare_begins_on_the_last_space_and_costs_two_composure_each_round():
    """[KBM S.17 ALBTRAUM-MODUS] when the round marker reaches the last space the Nightmare
    begins; every later round end costs the hero 2 composure."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8, "round": 4, "marker": 3})
    act(session, "search")
    evil_rests(session)
    assert session.state.nightmare
    composure = session.view(m.HERO).hero.composure
    for _ in range(8):
        act(session, "search")
        evil_rests(session)
    assert session.view(m.HERO).hero.composure == composure - 2
    assert session.state.nightmare


def test_s5_at_least_one_danger_token_each_round():
    """[KBM S.5 AUTOMATISCHE GEFAHRENMARKER] the last danger symbol is never covered: at the
    round end the Evil players place at least 1 danger token."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8})
    start = len(session.events)
    act(session, "search")
    ended = next(e for e in session.events[start:] + _after_rest(session) if isinstance(e, m.RoundEnded))
    assert ended.tokens >= 1


def _after_rest(session) -> list:
    start = len(session.events)
    evil_rests(session)
    return session.events[start:]


def _standard_move(session, creature_sector: str, to: str) -> list:
    """Evil plays a card face down and moves the creature standing in `creature_sector` to `to`;
    the events this made."""
    start = len(session.events)
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Play) and c.standard))
    creature = next(c.id for c in session.state.creatures if c.sector == creature_sector)
    session.apply(m.MoveCreature(creature=creature, to=to, seat=1))
    return session.events[start:]


def test_s7_noise_does_not_pass_a_blocked_door():
    """[KBM S.7 GERÄUSCHE MITTEILEN; BLOCKIERTE TÜREN] a creature moving to U:4,1 can reach the
    generator room from the north or through the west door; with that door blocked, the hero is
    told the noise comes from the north, and nobody is asked which side to tell."""
    setup = {"hero": {"sector": "U:5,2"}, "creatures": [{"kind": "spore", "sector": "U:4,2"}],
             "blocked": ["U:4,2|U:5,2"], "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}}
    session = game(setup)
    act(session, "search")
    until_evil(session)
    assert session.to_move() == (1,)
    told = [e for e in _standard_move(session, "U:4,2", "U:4,1") if isinstance(e, m.Told) and e.what == "noise"]
    assert [e.side for e in told] == ["n"]


def test_s7_two_equally_short_ways_let_evil_choose_the_side_told():
    """[KBM S.7 GERÄUSCHE MITTEILEN] without the blocked door both ways are 2 sectors long: the
    Evil player chooses whether the hero hears it from the north or from the west."""
    setup = {"hero": {"sector": "U:5,2"}, "creatures": [{"kind": "spore", "sector": "U:4,2"}],
             "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}}
    session = game(setup)
    act(session, "search")
    until_evil(session)
    _standard_move(session, "U:4,2", "U:4,1")
    decision = session.view(1).decision
    assert decision.kind == "noise"
    assert {c.index for c in session.legal_commands(1) if isinstance(c, m.Choose)} == {0, 1}


def test_s4_a_combo_takes_two_fields_and_a_third_card_is_refused():
    """[KBM S.4 REAKTIONSFELDER; S.5] the first card of a turn takes one field, the second (a
    combo) two; no third card in the same turn."""
    session = game({"hero": {"sector": "U:2,2"},
                    "hands": {"1": ["wrath_frenzy#1", "wrath_lurk#1", "wrath_hide#1", "wrath_lurk#2"]}})
    act(session, "move", direction="e")
    evil_turn = [c for c in session.legal_commands(1) if isinstance(c, m.Play) and not c.standard]
    session.apply(evil_turn[0])
    evil_rests_until_window(session)
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Play) and c.standard))
    evil_rests_until_window(session)
    assert sum(p.fields for p in session.state.fields) == 3
    if session.to_move() == (1,):
        assert not [c for c in session.legal_commands(1) if isinstance(c, m.Play)]


def evil_rests_until_window(session) -> None:
    """Finish what the played card asks (moves, spawns) with "done" until the next window."""
    for _ in range(50):
        if session.to_move() != (1,) or session.view(1).decision.kind == "window":
            return
        legal = session.legal_commands(1)
        session.apply(next((c for c in legal if isinstance(c, (m.Done, m.Pass))), legal[0]))


def test_s14_locate_ignores_blocked_doors():
    """[KBM S.14 DIE ORTEN-AKTION] the distance to the generator room from U:4,2 is 1 through its
    west door, blocked or not."""
    session = game({"hero": {"sector": "U:4,2"}, "blocked": ["U:4,2|U:5,2"]})
    act(session, "locate")
    session.apply(m.Target(target="room:generator", seat=0))
    located = events_of(session, m.Located)[-1]
    assert (located.distance, located.same_floor) == (1, True)


def test_s13_explore_reveals_the_line_and_the_spore_fog_shortens_it():
    """[KBM S.13 DIE ERKUNDEN-AKTION] exploring reveals sectors in a straight line from the hero's;
    the station's blue mission (Spore fog, in force until cleared) lets it show only the next one:
    north of U:2,2 that is U:2,1, not U:2,0 behind it."""
    session = game({"hero": {"sector": "U:2,2"}})
    act(session, "explore", direction="n")
    evil_rests(session)
    assert "U:2,1" in session.state.revealed and "U:2,0" not in session.state.revealed


def test_s10_an_opportunity_attack_rolls_one_die_per_creature_one_fewer_in_light():
    """[KBM S.10 GELEGENHEITSANGRIFFE] leaving a lit sector with two creatures: 2 dice − 1 = 1."""
    session = game({"hero": {"sector": "U:2,2"}, "lit": ["U:2,2"],
                    "creatures": [{"kind": "spore", "sector": "U:2,2"}, {"kind": "parasite", "sector": "U:2,2"}]})
    start = len(session.events)
    act(session, "move", direction="e")
    rolls = events_of(session, m.DiceRolled, start)
    assert len(rolls[0].faces) == 1 and rolls[0].purpose == "opportunity"


def test_s18_the_levels_starting_items():
    """[KBM S.18 SCHWIERIGKEITSGRAD] Impossible: no items; Easy: an ammunition card and one more."""
    impossible = new_game("alone", 3, {"evil_players": 1, "difficulty": "impossible"})
    assert impossible.view(m.HERO).hero.items == []
    easy = new_game("alone", 3, {"evil_players": 1, "difficulty": "easy"})
    from game.titles.alone.content import content
    items = [content().items[h.item] for h in easy.view(m.HERO).hero.items]
    assert len(items) == 2 and sum(1 for i in items if i.ammo) >= 1


def test_s8_a_repaired_switchbox_lights_its_sector_and_two_more_in_a_line():
    """[KBM S.8 DAS LICHT EINSCHALTEN; S.9 SICHTLINIE] at the switchbox of U:2,0 the hero lights
    west: his sector and two beyond come on, the light passing the sickbay's door (U:0,0). The
    lit corridor in sight joins the labyrinth; the sickbay stays hidden, for a door not in the
    hero's sector stops his sight (as the compendium's example: the room behind stays hidden)."""
    session = game({"hero": {"sector": "U:2,0"}})
    act(session, "interact", direction="w")
    evil_rests(session)
    assert {"U:2,0", "U:1,0", "U:0,0"} <= set(session.state.lit)
    assert "U:1,0" in session.state.revealed and "U:0,0" not in session.state.revealed


def test_s9_a_creature_that_moved_into_a_lit_sector_puts_the_light_out():
    """[KBM S.9 DAS LICHT AUSSCHALTEN] at the end of the turn a creature that moved this turn
    and stands in a lit sector other than the hero's turns that light off; the hero's own lit
    sector stays lit."""
    session = game({"hero": {"sector": "U:2,2"}, "lit": ["U:2,2", "U:3,2"],
                    "creatures": [{"kind": "spore", "sector": "U:4,2"}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    until_evil(session)
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Play) and c.standard))
    spore = session.state.creatures[0].id
    session.apply(m.MoveCreature(creature=spore, to="U:3,2", seat=1))
    evil_rests(session)
    assert "U:3,2" not in session.state.lit and "U:2,2" in session.state.lit


def test_s9_a_creature_that_did_not_move_leaves_the_light_on():
    session = game({"hero": {"sector": "U:2,2"}, "lit": ["U:3,2"], "creatures": [{"kind": "spore", "sector": "U:3,2"}]})
    act(session, "search")
    evil_rests(session)
    assert "U:3,2" in session.state.lit


def test_s11_a_kill_gives_one_experience_point_in_the_kinds_skill():
    """[KBM S.11 ERFAHRUNGSPUNKTE] a Spore killed: 1 XP in its skill (Breather); a second kill
    of that kind unlocks the skill."""
    session = game({"hero": {"sector": "U:2,2"}, "items": [{"card": "shells#1", "charges": 4}],
                    "creatures": [{"kind": "spore", "sector": "U:2,2"}], "dice": ["hit"] * 8, "xp": {"breather": 1}})
    spore = session.state.creatures[0].id
    act(session, "attack", target=spore, item="shells#1")
    evil_rests(session)
    assert dict(session.state.xp).get("breather") == 2
    assert "breather" in session.view(m.HERO).hero.skills


def test_s16_the_round_end_clears_the_labyrinth_but_keeps_the_hero_his_neighbours_and_lit_sight():
    """[KBM S.16 DAS LABYRINTH AUFRÄUMEN] kept: the hero's sector, the sectors next to it and
    lit sectors in his sight; every other revealed sector is hidden again."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8, "lit": ["U:4,2"],
                    "revealed": ["U:1,2", "U:3,2", "U:4,2", "U:2,0", "U:0,2"]})
    act(session, "search")
    evil_rests(session)
    kept = set(session.state.revealed)
    assert {"U:2,2", "U:1,2", "U:3,2", "U:4,2"} <= kept
    assert "U:2,0" not in kept and "U:0,2" not in kept


def test_s12_taking_the_stairs_clears_the_floor_left_but_its_stair_sector():
    """[KBM S.12 "Das Labyrinth abbauen"] stepping up the red stairs from U:5,0: the lower deck's
    labyrinth goes, except the stair sector the hero came from."""
    session = game({"hero": {"sector": "U:5,0"}, "revealed": ["U:4,0", "U:5,1"]})
    act(session, "move", direction="stairs")
    evil_rests(session)
    lower = {s for s in session.state.revealed if s.startswith("U:")}
    assert lower == {"U:5,0"} and session.state.hero == "O:5,0"


def test_s5_bullet_time_two_actions_both_triggers_allowed():
    """[KBM S.5 BULLET TIME; MEHRERE ERLAUBTE REAKTIONEN] Bullet Time, then a move and a search:
    at the end of the turn a Move card and a Search card are both allowed."""
    session = game({"hero": {"sector": "U:2,2", "adrenaline": 2},
                    "hands": {"1": ["wrath_frenzy#1", "wrath_ambush#1", "wrath_lurk#1"]}})
    session.apply(next(c for c in session.legal_commands(m.HERO) if isinstance(c, m.BulletTime)))
    act(session, "move", direction="e")
    until_evil(session)
    while session.to_move() == (1,) and timing(session.view(1)) != "end":
        legal = session.legal_commands(1)
        session.apply(next(c for c in legal if isinstance(c, (m.Pass, m.Done))))
        until_evil(session)
    if session.to_move() == (m.HERO,):
        act(session, "search")
        until_evil(session)
    while timing(session.view(1)) != "end":
        session.apply(next(c for c in session.legal_commands(1) if isinstance(c, (m.Pass, m.Done))))
        until_evil(session)
    face_up = {c.card for c in session.legal_commands(1) if isinstance(c, m.Play) and not c.standard}
    assert {"wrath_frenzy#1", "wrath_ambush#1"} <= face_up


def test_s6_a_seen_creature_leaving_into_a_hidden_sector_is_told_by_its_side():
    """[KBM S.6 example A] a revealed creature moves into a hidden sector: the hero is told the
    side it left by, and its figure leaves his labyrinth."""
    session = game({"hero": {"sector": "U:2,2"}, "revealed": ["U:1,2"],
                    "creatures": [{"kind": "spore", "sector": "U:1,2"}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "search")
    until_evil(session)
    told = [e for e in _standard_move(session, "U:1,2", "U:0,2") if isinstance(e, m.Told)]
    assert any(e.what == "leaves" and e.side == "w" for e in told)
    assert not any(s.creatures for s in session.view(m.HERO).labyrinth)


def test_s14_locate_a_kind_of_element_names_the_nearest():
    """[KBM S.14] an unnamed target (a switchbox): the distance to the nearest one, and its floor."""
    session = game({"hero": {"sector": "U:2,2"}})
    act(session, "locate")
    session.apply(m.Target(target="switchbox", seat=0))
    located = events_of(session, m.Located)[-1]
    assert (located.distance, located.same_floor) == (2, True)          # U:2,0, two sectors north


def test_s17_an_extra_round_after_the_nightmare_began_does_not_end_it():
    """[KBM S.17 ALBTRAUM-MODUS; S.18] the Nightmare never ends: the marker moving back for an
    extra round leaves it on."""
    import random

    from game.titles.alone.emitter import AloneEmitter

    session = game({"hero": {"sector": "U:2,2", "adrenaline": 0}, "turn": 8, "round": 4, "marker": 3})
    act(session, "search")
    evil_rests(session)
    assert session.state.nightmare
    em = AloneEmitter(session.state, random.Random(1))
    em(m.MarkerMoved(0))
    assert em.state.nightmare


def test_s3_what_the_hero_sees_when_he_steps_and_what_a_creature_shows_when_it_comes():
    """[KBM S.3 DIE GEHEIME KARTE UND DAS LABYRINTH, example] the hero steps north into U:2,2: the
    lit corridor east of him (U:3,2, U:4,2) joins the labyrinth with the Spore in it; the lit
    generator room beyond the door at U:4,2 does not (a door not in his sector stops his sight).
    Then a hidden, wounded Parasite moves into the revealed U:4,2: it shows at once, wounded, and
    gives no shock (it is not in his sector)."""
    session = game({"hero": {"sector": "U:2,3"}, "lit": ["U:3,2", "U:4,2", "U:5,2"],
                    "creatures": [{"kind": "spore", "sector": "U:4,2"},
                                  {"kind": "parasite", "sector": "U:4,1", "wounded": True}],
                    "hands": {"1": ["wrath_lurk#1", "wrath_hide#1"]}})
    act(session, "move", direction="n")
    until_evil(session)
    revealed = set(session.state.revealed)
    assert {"U:2,2", "U:3,2", "U:4,2"} <= revealed and "U:5,2" not in revealed
    assert any(c.kind == "spore" for s in session.view(m.HERO).labyrinth for c in s.creatures)
    composure = session.view(m.HERO).hero.composure
    _standard_move(session, "U:4,1", "U:4,2")
    seen = [c for s in session.view(m.HERO).labyrinth for c in s.creatures if c.kind == "parasite"]
    assert seen and seen[0].wounded
    assert session.view(m.HERO).hero.composure == composure


def _jetpack_away(session) -> None:
    """The hero flies east with the Jetpack: through the storeroom's west door, blocking it behind
    him, and on through its east door into U:5,0, blocking that one too."""
    act(session, "move", item="jetpack#1", direction="e")
    session.apply(m.Block(seat=m.HERO, direction="w"))
    session.apply(m.StepOn(seat=m.HERO, direction="e"))
    session.apply(m.Block(seat=m.HERO, direction="w"))
    until_evil(session)


def _standard_reaction(session) -> list:
    """Evil plays its next card face down; the creature moves it allows."""
    session.apply(next(c for c in session.legal_commands(1) if isinstance(c, m.Play) and c.standard))
    return [c for c in session.legal_commands(1) if isinstance(c, m.MoveCreature)]


JETPACK_TABLE = {"hero": {"sector": "U:3,0"}, "items": [{"card": "jetpack#1", "charges": 2}],
                 "creatures": [{"kind": "worm", "sector": "U:3,0"}, {"kind": "parasite", "sector": "U:4,1"}],
                 "dice": ["blank", "blank", "blank"],
                 "hands": {"1": ["wrath_frenzy#1", "wrath_lurk#1", "wrath_hide#1", "wrath_lurk#2"]}}


def test_s7_jetpack_two_doors_blocked_the_worm_spends_a_step_and_reaches_only_the_next_sector():
    """[KBM S.7 BLOCKIERTE TÜREN, Jetpack example] one Move action takes the hero 2 sectors away from
    the Worm, blocking a door after each step. The Worm must spend a step to open the first door
    again: with two standard reactions (a combo) it opens the door, then gets one sector on, and
    does not reach the hero."""
    session = game(JETPACK_TABLE)
    _jetpack_away(session)
    assert session.state.hero == "U:5,0"
    assert set(session.state.blocked) == {"U:3,0|U:4,0", "U:4,0|U:5,0"}
    worm = next(c.id for c in session.state.creatures if c.kind == "worm")
    first = [c for c in _standard_reaction(session) if c.creature == worm]
    assert {(c.to, c.opening) for c in first} == {("U:3,0", ""), ("U:3,0", "U:3,0|U:4,0"), ("U:2,0", "")}
    session.apply(m.MoveCreature(seat=1, creature=worm, to="U:3,0", opening="U:3,0|U:4,0"))
    assert "U:3,0|U:4,0" not in session.state.blocked
    evil_rests_until_window(session)
    second = [c for c in _standard_reaction(session) if c.creature == worm]
    assert "U:5,0" not in {c.to for c in second}
    session.apply(m.MoveCreature(seat=1, creature=worm, to="U:4,0"))
    assert session.state.creature(worm).sector == "U:4,0"
    assert session.state.hero == "U:5,0" and "U:4,0|U:5,0" in session.state.blocked


def test_s7_jetpack_the_parasite_reaches_the_hero_in_two_steps():
    """[KBM S.7 Jetpack example] no door stands between the Parasite and the hero: two standard
    reactions bring it into his sector."""
    session = game(JETPACK_TABLE)
    _jetpack_away(session)
    parasite = next(c.id for c in session.state.creatures if c.kind == "parasite")
    session.apply(next(c for c in _standard_reaction(session) if c.creature == parasite and c.to == "U:5,1"))
    evil_rests_until_window(session)
    session.apply(next(c for c in _standard_reaction(session) if c.creature == parasite and c.to == "U:5,0"))
    assert session.state.creature(parasite).sector == session.state.hero == "U:5,0"
