"""Heredity at the game's end in figures (`scenes/summary.py`)."""

from __future__ import annotations

from collections import Counter

from game.i18n import tr
from scenes import style
from scenes.summary import Chart, Collector, tag


class HeredityFigures(Collector):
    """Damage each member took, encounter figures defeated, karma cards drawn."""

    MEMBERS = ("selena", "brick", "djamal", "maeve")

    def __init__(self) -> None:
        self.damage: Counter = Counter()
        self.karma = 0
        self.defeated = 0
        self.hurt: set[str] = set()

    def see(self, state, event) -> None:
        kind = tag(event)
        if kind == "damage_placed":
            self.damage[event.member] += 1
        elif kind == "karma_drawn":
            self.karma += 1
        elif kind == "figure_damaged":
            self.hurt.add(event.figure)
        elif kind == "figure_removed" and event.figure in self.hurt and event.figure not in self.MEMBERS:
            self.defeated += 1
            self.hurt.discard(event.figure)

    def figures(self, state) -> list[tuple[str, str]]:
        return [(tr("ui.summary.damage_taken"), str(sum(self.damage.values()))),
                (tr("ui.summary.defeated"), str(self.defeated)),
                (tr("ui.summary.karma_drawn"), str(self.karma))]

    def chart(self) -> Chart | None:
        return Chart(tr("ui.summary.damage_per_member"), [tr(f"heredity.member.{m}") for m in self.MEMBERS],
                     [(tr("ui.summary.damage_taken"), style.DANGER, [self.damage[m] for m in self.MEMBERS])])
