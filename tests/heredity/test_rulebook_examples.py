"""The rulebook's examples [DE], built with the same --setup keys as the harness."""

from game.titles.heredity import model as m
from game.titles.heredity.geometry import geometry
from game.titles.heredity.queries import free_body_spaces, item, item_works
from tests.heredity.helpers import apply, decision, member, of_type, table, timeline

FOX_ROUND = {"timeline": [{"card": "104"}, {"card": "17"}], "marker": 1, "encounters": {"104": "hostile"}}


def test_maeve_and_brick_explore():
    """[DE: Aktionen auf dem Gelände, Bewegen: Maeves und Bricks Aktion]"""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a", "brick": "101:c"})
    brick_moves = {c.target for c in session.legal_commands(0) if getattr(c, "member", "") == "brick"}
    assert "105" not in brick_moves                       # no symbol at the edges of his area
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
    spaces = {c.space for c in session.legal_commands(0)}
    assert "legs.2" not in spaces and {"legs.0", "legs.1", "head.0", "head.1", "item:132.0"} <= spaces
    for space in ("legs.0", "legs.1", "head.0", "head.1", "item:132.0"):
        apply(session, {"type": "damage", "member": "maeve", "space": space})
    assert free_body_spaces(session.state, "maeve", "leg") == ["legs.2"]
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
    assert of_type(events, m.KarmaDrawn)
