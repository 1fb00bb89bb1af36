"""The rulebook's examples [DE], built with the same --setup keys as the harness."""

from game.titles.heredity import model as m
from game.titles.heredity import queued as fx
from game.titles.heredity.geometry import geometry
from game.titles.heredity.queries import free_body_spaces, item, item_works
from tests.heredity.helpers import apply, decision, game, member, of_type, table, timeline

FOX_ROUND = {"timeline": [{"card": "104"}, {"card": "17"}], "marker": 1, "encounters": {"104": "hostile"}}


def test_maeve_and_brick_explore():
    """[DE: Aktionen auf dem Gelände, Bewegen: Maeves und Bricks Aktion]"""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a", "brick": "101:c"})
    brick_moves = {c.target for c in session.legal_commands(0) if getattr(c, "member", "") == "brick"}
    assert "105" not in brick_moves                       # no symbol at the edges of his area
    maeve = {(c.action, c.target) for c in session.legal_commands(0) if getattr(c, "member", "") == "maeve"}
    assert {("move", "101:c"), ("explore", "105")} <= maeve   # 2a: to Brick, or 2b: explore
    assert ("move", "105:h") not in {(c.action, c.target) for c in session.legal_commands(0)
                                     if getattr(c, "member", "") == "brick"}
    # 2b: Maeve lays card 105 at the edge with the symbol and steps onto it ...
    apply(session, {"type": "act", "member": "maeve", "action": "explore", "target": "105"})
    assert decision(session) == "space"
    apply(session, {"type": "space", "space": "legs.0"})
    placed = {p.card: (p.col, p.row) for p in session.state.terrain}
    assert placed["105"] == (0, -1)
    geo = geometry(session.state)
    # ... and both cards now form one area: she is still in the same area, yet it was a move
    assert geo.same("101:a", "105:o")
    assert any(f.id == "maeve" and f.area == "105:o" for f in session.state.figures)
    # 2a: Brick may now move into the shed, which borders his area through a door
    events = apply(session, {"type": "act", "member": "brick", "action": "move", "target": "105:h"},
                   {"type": "space", "space": "legs.0"})
    # 3: the shed's immediate effect turns the card
    assert "105" in session.state.turned
    assert of_type(events, m.CardTurned)[0].card == "105"
    assert member(session, "brick").materials == 2


def test_fox_attacked_with_the_stick():
    """[DE: Angriffe, Beispiel] stick 3, karma ±0 → 3; defence 5 → no damage."""
    session = table(karma=["909"], terrain=[{"card": "101"}], figures={"brick": "101:b", "104.1": "101:b"},
                    items=[{"card": "131", "member": "brick"}], **FOX_ROUND)
    events = apply(session, {"type": "act", "member": "brick", "action": "attack", "target": "104.1",
                             "weapon": "item:131.0"})
    attack = of_type(events, m.AttackResolved)[0]
    assert (attack.base, attack.karma, attack.value, attack.damage) == (3, "909", 3, 0)
    fox = next(f for f in session.state.figures if f.id == "104.1")
    assert fox.damage == 0 and "104" in timeline(session)


def test_joint_attack_defeats_the_fox_and_the_timeline_closes():
    """[DE: Gemeinsam angreifen, Beispiel] 3 + 3, karma +1 → 7; defence 5 → 2 damage."""
    session = table(karma=["902"], terrain=[{"card": "101"}],
                    figures={"brick": "101:b", "maeve": "101:a", "104.1": "101:b"},
                    items=[{"card": "131", "member": "brick"}, {"card": "130", "member": "maeve"}], **FOX_ROUND)
    apply(session, {"type": "act", "member": "brick", "action": "attack", "target": "104.1", "weapon": "item:131.0"})
    assert decision(session) == "joint"
    assert m.Join(seat=0, member="maeve", weapon="item:130.0") in session.legal_commands(0)
    # with nobody else able to join, the attack resolves as soon as Maeve joins
    events = apply(session, {"type": "join", "member": "maeve", "weapon": "item:130.0"})
    attack = of_type(events, m.AttackResolved)[0]
    assert attack.attackers == ("brick", "maeve")
    assert (attack.base, attack.value, attack.damage) == (6, 7, 2)
    assert of_type(events, m.KarmaDrawn) == [m.KarmaDrawn("902")]       # one karma card for both
    assert "104" in session.state.removed
    assert timeline(session) == ["17"]                                   # closed up
    assert not any(f.id == "104.1" for f in session.state.figures)


def test_maeve_suffers_five_damage():
    """[DE: Schaden an Familienmitgliedern, Beispiel] two on leg spaces (the third has no damage
    symbol), look and talk (under her disc too), and the gas mask, which stops working."""
    session = table(terrain=[{"card": "106"}, {"card": "109", "level": 1}], figures={"maeve": "109:a"},
                    items=[{"card": "132", "member": "maeve"}])
    apply(session, {"type": "act", "member": "maeve", "action": "look", "target": "109:a0"},
          {"type": "answer", "yes": True})
    assert decision(session) == "damage"
    spaces = {c.space for c in session.legal_commands(0) if isinstance(c, m.Damage)}
    assert "legs.2" not in spaces and {"legs.0", "legs.1", "head.0", "head.1", "item:132.0"} <= spaces
    for space in ("legs.0", "legs.1", "head.0", "head.1", "item:132.0"):
        apply(session, {"type": "damage", "member": "maeve", "space": space})
    assert free_body_spaces(session.state, "maeve", "leg") == ("legs.2",)
    assert not free_body_spaces(session.state, "maeve", "look")
    assert not item_works(session.state, item(session.state, "132"))
    assert decision(session) == "actions"


def test_serious_injury_turns_the_card():
    """[DE: Schwere Verletzungen, Beispiel] two damage on her top card; one more: she turns it."""
    session = table(karma=["903"], terrain=[{"card": "101"}], figures={"maeve": "101:a", "104.1": "101:a"},
                    damage={"maeve": ["head.0", "head.1"]},
                    timeline=[{"card": "104"}, {"card": "17"}], marker=0, encounters={"104": "hostile"})
    assert decision(session) == "damage"
    assert {c.space for c in session.legal_commands(0)} >= {"flip:head", "legs.0"}
    events = apply(session, {"type": "damage", "member": "maeve", "space": "flip:head"})
    assert of_type(events, m.SeriousInjury) == [m.SeriousInjury("maeve", "head")]
    head = member(session, "maeve").bodies[0]
    assert head.flipped and head.damage == (True,)      # the old two are discarded, one on the back
    # back in the family's actions: the turned card cannot be healed back within the chapter
    heals = [c for c in session.legal_commands(0) if getattr(c, "action", "") == "heal"]
    assert heals
    apply(session, heals[0])
    while decision(session) in ("space", "target"):
        apply(session, session.legal_commands(0)[0])
    assert member(session, "maeve").bodies[0].flipped


def test_voluntary_serious_injury():
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"}, damage={"maeve": ["legs.0", "legs.1"]})
    assert {"type": "injure", "member": "maeve", "part": "legs", "seat": 0} in [
        {"type": "injure", "member": c.member, "part": c.part, "seat": c.seat}
        for c in session.legal_commands(0) if isinstance(c, m.Injure)]
    apply(session, {"type": "injure", "member": "maeve", "part": "legs"})
    legs = member(session, "maeve").bodies[2]
    assert legs.flipped and legs.damage == (False, False)


def test_removing_the_card_the_marker_lies_on():
    """[DE: Karten aus der Zeitleiste entfernen, Beispiel] the marker moves on, the timeline
    closes up, and the next card is resolved as usual."""
    session = table(karma=["901"], terrain=[{"card": "101"}], figures={"maeve": "101:a"},
                    timeline=[{"card": "17"}, {"card": "144"}, {"card": "103"}], marker=1,
                    counters={"103": 7})
    assert decision(session) == "damage"                     # the skull: one damage first
    events = apply(session, {"type": "damage", "member": "maeve", "space": "legs.0"})
    removed = of_type(events, m.CardRemoved)[0]
    assert removed.card == "144"
    assert timeline(session) == ["17", "103"]
    after = events[events.index(removed):]
    assert of_type(after, m.CounterSet) == [m.CounterSet("103", 6)]   # 103 ran next
    assert of_type(after, m.TimeMoved)[0].index == 0                  # then on to the family card


def test_attaching_under_the_yellow_card_the_marker_lies_on():
    """[DE: Karten an andere Karten anlegen, Beispiel]"""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:b"},
                    timeline=[{"card": "104"}, {"card": "17"}, {"card": "103"}], marker=1,
                    encounters={"104": "hostile"}, counters={"103": 5})
    apply(session, {"type": "act", "member": "maeve", "action": "interact", "target": "101:a1"},
          {"type": "space", "space": "torso.0"})
    assert session.state.timeline[1].under == ("144",)
    apply(session, {"type": "end_actions"})
    # the next time the marker lies on the family card, the attached card runs after it
    while decision(session) != "actions" or session.state.timeline[session.state.marker].card != "17":
        apply(session, session.legal_commands(session.to_move()[0])[0])
    events = apply(session, {"type": "end_actions"})
    drawn, leaves = of_type(events, m.KarmaDrawn)[0], of_type(events, m.TimeMoved)[0]
    assert events.index(of_type(events, m.FamilyActionsEnded)[0]) < events.index(drawn) < events.index(leaves)


def test_the_timeline_walk_through():
    """[DE: Zeitleiste abhandeln, Beispiel 1–4] 1: on the family card the family acts; 2: the
    marker moves right, the clock loses one marker, its second effect waits; 3: from the right
    end the marker goes to the left end and that card runs (here the fox); 4: the family card
    again, the family acts again."""
    session = table(terrain=[{"card": "101"}, {"card": "102", "col": 1}],
                    figures={"maeve": "102:l", "104.1": "101:b"},
                    timeline=[{"card": "104"}, {"card": "17"}, {"card": "103"}], marker=1,
                    encounters={"104": "hostile"}, counters={"103": 2}, flags=["scouts_came"])
    assert decision(session) == "actions"                                # 1
    events = apply(session, {"type": "end_actions"})
    assert [e.index for e in of_type(events, m.TimeMoved)] == [2, 0, 1]  # 2, 3, 4
    assert of_type(events, m.CounterSet) == [m.CounterSet("103", 1)]
    assert "103" not in session.state.turned                             # not yet down to 0
    moved = events.index(of_type(events, m.FigureMoved)[0])
    assert events.index(of_type(events, m.TimeMoved)[1]) < moved < events.index(of_type(events, m.TimeMoved)[2])
    assert of_type(events, m.DiscsReturned) and decision(session) == "actions"


def test_the_fox_moves_toward_brick_and_its_attack_lapses():
    """[DE: Angriffe, Beispiel] the marker lies on the fox; it has a melee attack and nobody in
    its area, so it moves its 1 toward Brick, the nearest target; still out of reach, its attack
    lapses and the marker moves on to the family card."""
    session = table(karma=["909"], terrain=[{"card": "101"}], figures={"brick": "101:d", "104.1": "101:b"},
                    timeline=[{"card": "104"}, {"card": "17"}], marker=0, encounters={"104": "hostile"})
    assert of_type(session.events, m.FigureMoved) == [m.FigureMoved("104.1", "101:a", 0)]
    assert not of_type(session.events, m.AttackResolved) and not of_type(session.events, m.KarmaDrawn)
    assert session.state.marker == 1 and decision(session) == "actions"


def test_ranged_attacks_reach_in_a_straight_line_past_no_wall():
    """[DE: Reichweite im Fernkampf, Beispiel] Maeve with the rifle's back (range 2) at the
    well: the kitchen (1) and the living room (2) are in reach; the hen house is 2 areas away
    but behind the wall, and the thorn ditch is 3 away. In her own area she may shoot too."""
    session = table(terrain=[{"card": "101"}, {"card": "102", "col": 1}, {"card": "107", "col": -1}],
                    figures={"maeve": "101:c", "141.1": "102:k", "141.2": "102:l", "104.1": "101:b",
                             "140.1": "107:f", "142.1": "101:c"},
                    items=[{"card": "130", "member": "maeve"}], turned=["130"], laid=["142"],
                    timeline=[{"card": "17"}, {"card": "141"}, {"card": "104"}, {"card": "140"}],
                    encounters={"141": "hostile", "104": "hostile", "140": "hostile", "142": "neutral"})
    shots = {c.target for c in session.legal_commands(0)
             if getattr(c, "weapon", "") == "item:130.0"}
    assert shots == {"141.1", "141.2", "142.1"}


def test_a_full_area_is_crossed_with_two_moves():
    """[DE: Sonderfall: Volle Bereiche, Beispiel] Maeve may not step into the full area with
    Brick and Djamal, but with two moves she passes through it; its figures may be hit in melee
    from next door."""
    session = table(karma=["909"], terrain=[{"card": "101"}, {"card": "102", "col": 1}],
                    figures={"maeve": "101:a", "brick": "101:c", "djamal": "101:c", "selena": "101:c",
                             "104.1": "101:c"},
                    timeline=[{"card": "17"}, {"card": "104"}], encounters={"104": "hostile"})
    moves = {c.target for c in session.legal_commands(0)
             if getattr(c, "member", "") == "maeve" and getattr(c, "action", "") == "move"}
    assert "101:c" not in moves and "102:k" in moves
    punch = m.Act(seat=0, member="maeve", action="attack", target="104.1", weapon="punch")
    assert punch in session.legal_commands(0)
    events = apply(session, {"type": "act", "member": "maeve", "action": "move", "target": "102:k"},
                   {"type": "space", "space": "legs.0"}, {"type": "space", "space": "legs.1"})
    assert [e.space for e in of_type(events, m.DiscPlaced)] == ["legs.0", "legs.1"]
    assert next(f.area for f in session.state.figures if f.id == "maeve") == "102:k"


def test_selena_moves_with_a_free_leg_space():
    """[DE: Überblick: Aktionen, Beispiel] Selena wants to move one area: her disc may not go on
    the leg space that holds damage."""
    session = table(terrain=[{"card": "101"}], figures={"selena": "101:a"}, damage={"selena": ["legs.0"]})
    apply(session, {"type": "act", "member": "selena", "action": "move", "target": "101:c"})
    assert {c.space for c in session.legal_commands(0)} == {"legs.1", "legs.2"}


def test_maeve_takes_the_card_an_action_marker_names():
    """[DE: Anschauen, Unterhalten, Interagieren, Beispiel] 1: a disc on the action's space;
    2: she takes the card the marker names and does what it says; the new action it brings lies
    beside the table; 3: the marker is gone, the action cannot be done again."""
    session = table(terrain=[{"card": "102"}, {"card": "106", "row": 1}], figures={"maeve": "106:t"})
    apply(session, {"type": "act", "member": "maeve", "action": "interact", "target": "106:a0"},
          {"type": "space", "space": "torso.0"})
    assert "120" in session.state.read and "121" in session.state.laid
    assert "106:a0" not in {a.id for a in session.state.action_markers}
    assert not any(getattr(c, "target", "") == "106:a0" for c in session.legal_commands(0))
    assert any(getattr(c, "target", "") == "card:121" for c in session.legal_commands(0))


def test_the_gas_mask_field_takes_damage_but_no_disc():
    """[DE: Gegenstandsaktion ausführen, Beispiel Gasmaske] the field without an action is no
    action space; damage may go on it instead of on Maeve, and the mask stops working until it
    is repaired."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"},
                    items=[{"card": "132", "member": "maeve", "damage": [0]}], materials={"maeve": 1})
    assert not item_works(session.state, item(session.state, "132"))
    assert not any(getattr(c, "weapon", "").startswith("item:132") for c in session.legal_commands(0))
    apply(session, {"type": "act", "member": "maeve", "action": "repair", "target": "132"},
          {"type": "space", "space": "torso.0"})
    assert item_works(session.state, item(session.state, "132")) and member(session, "maeve").materials == 0


def test_brick_upgrades_the_stick():
    """[DE: Verbessern, Beispiel] one action, two materials back to the supply, the card turns."""
    session = table(terrain=[{"card": "101"}], figures={"brick": "101:a"},
                    items=[{"card": "131", "member": "brick"}], materials={"brick": 2})
    apply(session, {"type": "act", "member": "brick", "action": "upgrade", "target": "131"},
          {"type": "space", "space": "torso.0"})
    assert "131" in session.state.turned and member(session, "brick").materials == 0


def test_maeve_picks_up_two_materials_and_the_old_rifle():
    """[DE: Aufheben, Beispiel] one action picks up every material and item in her area."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"}, ground={"101:a": 2},
                    items=[{"card": "130", "area": "101:a"}])
    events = apply(session, {"type": "act", "member": "maeve", "action": "pickup"},
                   {"type": "space", "space": "torso.0"}, {"type": "take", "card": "material"},
                   {"type": "take", "card": "130"})
    assert len(of_type(events, m.DiscPlaced)) == 1
    assert member(session, "maeve").materials == 2 and item(session.state, "130").member == "maeve"
    assert not session.state.ground


def test_a_new_terrain_card_gets_its_markers_and_materials():
    """[DE: Marker und Figuren platzieren, Beispiel] material where the card shows it, an action
    marker where an action is shown; an area open at the card's edge grows with the next card."""
    session = game()
    piles = {p.area: p.n for p in session.state.ground}
    assert piles == {"102:p": 1}
    markers = {(a.area, a.kind) for a in session.state.action_markers if a.area.startswith("102:")}
    assert markers == {("102:k", "look"), ("102:l", "talk"), ("102:p", "hand"), ("102:l", "look")}


def test_attaching_goes_under_the_card_the_marker_reaches_first():
    """[DE: Karten an andere Karten anlegen] with two yellow cards in the timeline, the card goes
    under the one the marker lies on, else the first the marker will reach (wrapping)."""
    import random

    from msgspec.structs import replace

    from game.titles.heredity import effects
    from game.titles.heredity.emitter import Emitter
    session = table(chapter=2, terrain=[{"card": "201"}], figures={"maeve": "201:l"},
                    timeline=[{"card": "17"}, {"card": "203"}])
    # a second yellow card (chapter 1's hens, no card of chapter 2) laid left of the family card
    built = replace(session.state, timeline=(m.Slot("144"),) + session.state.timeline)
    for marker, host in ((1, "17"), (2, "144")):
        em = Emitter(replace(built, marker=marker), random.Random(1))
        effects.attach(em, "234", (), fx.Step())
        under = {slot.card: slot.under for slot in em.state.timeline}
        assert under[host] == ("234",)
