"""Choices the rulebook leaves to the players, each citing its section [DE]: dropping at any
time, trading into a taken slot, how an ally acts, where a figure for a full area goes, and when
a member is dying."""

import random

from game.titles.heredity import effects, rules
from game.titles.heredity import model as m
from game.titles.heredity import queries as q
from game.titles.heredity.content import Step
from game.titles.heredity.emitter import Emitter
from tests.heredity.helpers import apply, decision, member, of_type, table

DYING = {"maeve": ["head", "torso", "legs"]}
DYING_DAMAGE = {"maeve": ["head.0", "torso.0", "legs.0"]}


def _crowd(area: str, n: int, start: int = 1) -> dict:
    """n figures of the stranger (a neutral encounter that never acts) filling `area`."""
    return {f"142.{i}": area for i in range(start, start + n)}


def _fox_bites_maeve(**keys):
    """The fox (base 2, karma +1) attacks Maeve in the yard: 3 damage to place."""
    return table(karma=["902"], terrain=[{"card": "101"}], figures={"maeve": "101:a", "104.1": "101:a"},
                 timeline=[{"card": "104"}, {"card": "17"}], encounters={"104": "hostile"}, **keys)


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
