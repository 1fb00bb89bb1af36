"""Choices the rulebook leaves to the players, each citing its section [DE]: trading into a taken
slot, whom an ally goes for, where a figure for a full area goes, and when a member is dying."""

import random

from game.engine.queue import run
from game.titles.heredity import effects, rules
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity import queued as fx
from game.titles.heredity.content import Step
from game.titles.heredity.emitter import Emitter
from tests.heredity.helpers import apply, of_type, table

DYING = {"maeve": ["head", "torso", "legs"]}
DYING_DAMAGE = {"maeve": ["head.0", "torso.0", "legs.0"]}


def _crowd(area: str, n: int, start: int = 1, card: str = "142") -> dict:
    """n figures of a neutral encounter (which never acts) filling `area`."""
    return {f"{card}.{i}": area for i in range(start, start + n)}


def _fox_bites_maeve(**keys):
    """The fox (base 2, karma +1) attacks Maeve in the yard: 3 damage to place."""
    return table(karma=["902"], terrain=[{"card": "101"}], figures={"maeve": "101:a", "104.1": "101:a"},
                 timeline=[{"card": "104"}, {"card": "17"}], encounters={"104": "hostile"}, **keys)


# ---- [DE: Sonderfall: Volle Bereiche] ------------------------------------------------------
def _place_fox(session, area: str, card: str = "104") -> Emitter:
    """A card's instruction places one figure of `card` (the fox) in `area`."""
    em = Emitter(session.state, random.Random(1))
    effects.op_figures(em, fx.Step(card=card), Step(op="figures", at=(area,)))
    run(em, rules.QUEUE_RULES)
    return em


def test_a_figure_for_a_full_area_goes_to_a_neighbour_the_players_choose():
    """[DE: Sonderfall: Volle Bereiche; Goldene Regel] the yard is full: the fox goes to a
    neighbouring area across a white or green line, and of several the players choose one."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:c", **_crowd("101:a", 8)},
                    encounters={"142": "neutral"}, laid=["142"])
    em = _place_fox(session, "101:a")
    head = em.state.queue[0]
    assert (head.kind, head.section, head.member) == ("target", "place", "104.1")
    assert sorted(head.extra) == ["101:b", "101:c", "101:d"]
    rules.ANSWERS[m.Target](em, m.Target(seat=0, target="101:d"), head)
    assert m.FigurePlaced("104.1", "101:d") in em.events


def test_with_no_neighbour_free_the_nearest_areas_with_room_are_the_choice():
    """[DE: Sonderfall: Volle Bereiche] "Gibt es keinen angrenzenden Bereich, in dem noch Platz
    ist, platziert die Figur im nächstmöglichen Bereich": the standing water is full, and so is
    the sunken boat beyond its green line; the lane and the mud bank, across red lines, are both
    one area away."""
    crowd = {**_crowd("201:w", 4, card="204"), **_crowd("207:t", 8, 5, card="204")}
    session = table(chapter=2, terrain=[{"card": "201"}, {"card": "207", "col": -1}],
                    figures={"maeve": "201:l", **crowd}, encounters={"204": "neutral"}, laid=["204"])
    head = _place_fox(session, "201:w", card="232").state.queue[0]
    assert head.section == "place" and sorted(head.extra) == ["201:l", "201:m"]


def test_one_area_with_room_takes_the_figure_on_the_spot():
    """[DE: Sonderfall: Volle Bereiche] a single choice is no choice."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:c", **_crowd("101:a", 8),
                                                        **_crowd("101:b", 8, 9), **_crowd("101:c", 3, 17)},
                    encounters={"142": "neutral"}, laid=["142"])
    em = _place_fox(session, "101:a")
    assert m.FigurePlaced("104.1", "101:d") in em.events


# ---- [DE: Schaden an Familienmitgliedern; Sterbende Familienmitglieder] --------------------
def test_a_member_is_dying_only_when_her_items_damage_fields_are_covered_too():
    """[DE: Sterbende Familienmitglieder] "liegen auf allen verfügbaren Feldern dieses
    Familienmitglieds [Schaden]", and then "ihr könnt keine weiteren [Schaden] legen": every
    card of Maeve's is turned and covered, but her jacket's field still takes damage
    [DE: Schaden an Familienmitgliedern, "Alternativ ... auf Gegenstände"], so she is not dying."""
    session = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"}, flipped=DYING, damage=DYING_DAMAGE,
                    items=[{"card": "133", "member": "maeve"}])
    assert not q.is_dying(session.state, "maeve")
    assert q.damage_options(session.state, "maeve") == ["item:133.0"]
    covered = table(terrain=[{"card": "101"}], figures={"maeve": "101:a"}, flipped=DYING, damage=DYING_DAMAGE,
                    items=[{"card": "133", "member": "maeve", "damage": [0]}])
    assert q.is_dying(covered.state, "maeve")


def test_the_fox_bites_a_member_whose_jacket_still_takes_damage():
    """[DE: Sterbende Familienmitglieder] not dying, Maeve is still a target; the bite covers the
    jacket's field and then she is dying (the rest of the damage is ignored)."""
    session = _fox_bites_maeve(flipped=DYING, damage=DYING_DAMAGE, items=[{"card": "133", "member": "maeve"}])
    assert of_type(session.events, m.AttackResolved)[0].target == "maeve"
    assert m.DamagePlaced("maeve", "item:133.0") in session.events
    assert q.is_dying(session.state, "maeve")


# ---- [DE: Tauschen] ------------------------------------------------------------------------
def test_trading_into_three_full_utility_slots_asks_which_item_comes_back():
    """[DE: Tauschen] "beliebig viele ... Gegenstände miteinander tauschen": Brick gives his boat
    hook to Maeve, who carries three utility items already; the players choose which of hers
    goes to Brick in exchange [DE: Erhalten, up to 3 utility items]."""
    session = table(chapter=2, terrain=[{"card": "201"}], figures={"brick": "201:l", "maeve": "201:l"},
                    items=[{"card": "130", "member": "maeve"}, {"card": "131", "member": "maeve"},
                           {"card": "135", "member": "maeve"}, {"card": "241", "member": "brick"}])
    apply(session, {"type": "act", "member": "maeve", "action": "trade", "target": "brick"},
          {"type": "space", "space": "torso.0"})
    gives = {c.card for c in session.legal_commands(0) if isinstance(c, m.Give)}
    assert "241" in gives                       # a full receiver no longer blocks the trade
    apply(session, {"type": "give", "giver": "brick", "card": "241"})
    shown = session.view().decision
    assert shown.kind == "target" and shown.purpose == "swap_for"
    assert sorted(c.target for c in session.legal_commands(0)) == ["130", "131", "135"]
    apply(session, {"type": "target", "target": "131"}, {"type": "done"})
    owner = {i.card: i.member for i in session.state.items}
    assert ({c: owner[c] for c in ("130", "131", "135", "241")}
            == {"130": "maeve", "131": "brick", "135": "maeve", "241": "maeve"})


# ---- [DE: Verbündete Begegnungen] ----------------------------------------------------------
def test_the_players_choose_whom_an_ally_goes_for_not_only_the_nearest():
    """[DE: Verbündete Begegnungen] "Ihr entscheidet, wie die verbündete Begegnung ihren Effekt
    ausführt (z. B. was das Ziel ihres Angriffs ist)": the ally in the mud bank may go for the
    hostile one area away or the one two areas away."""
    session = table(chapter=2, terrain=[{"card": "201"}, {"card": "207", "col": -1}],
                    figures={"maeve": "201:w", "230.1": "201:m", "232.1": "201:l", "232.2": "207:s"},
                    timeline=[{"card": "17"}, {"card": "230"}, {"card": "232"}],
                    encounters={"230": "allied", "232": "hostile"})
    apply(session, {"type": "end_actions"})
    shown = session.view().decision
    assert (shown.kind, shown.purpose) == ("target", "hunt")
    assert sorted(c.target for c in session.legal_commands(0) if isinstance(c, m.Target)) == ["232.1", "232.2"]


def test_a_hostile_still_goes_for_the_nearest_target():
    """[DE: Angriffe] a hostile encounter moves toward the nearest target: no choice here."""
    session = table(chapter=2, terrain=[{"card": "201"}, {"card": "207", "col": -1}],
                    figures={"maeve": "201:l", "brick": "207:s", "232.1": "201:m"},
                    timeline=[{"card": "17"}, {"card": "232"}], encounters={"232": "hostile"})
    apply(session, {"type": "end_actions"})
    attacks = of_type(session.events, m.AttackResolved)
    assert attacks and attacks[0].target == "maeve"
