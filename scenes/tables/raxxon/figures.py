"""Raxxon at the game's end in figures (`scenes/summary.py`)."""

from __future__ import annotations

from collections import Counter

from game.i18n import tr
from scenes import style
from scenes.summary import Chart, Collector, tag


class RaxxonFigures(Collector):
    """Per day: cards evacuated, killed and quarantined; Raxxon cards drawn."""

    def __init__(self) -> None:
        self.day = 0
        self.days: dict[int, Counter] = {}
        self.raxxon = 0
        self.sent_back = 0                # hostile cards sent back from the evacuation

    def see(self, state, event) -> None:
        kind = tag(event)
        if kind == "day_started":
            self.day = event.day
            self.days.setdefault(self.day, Counter())
        elif kind in ("cards_evacuated", "cards_killed", "cards_quarantined"):
            self.days.setdefault(self.day, Counter())[kind] += len(event.cards)
        elif kind == "raxxon_drawn":
            self.raxxon += 1
        elif kind == "hostile_returned":
            self.sent_back += 1
            # no longer evacuated: the figure and the chart count what the top bar counts
            self.days.setdefault(self.day, Counter())["cards_evacuated"] -= 1

    def total(self, kind: str) -> int:
        return sum(day[kind] for day in self.days.values())

    def figures(self, state) -> list[tuple[str, str]]:
        return [(tr("ui.summary.days"), str(max(self.days, default=0))),
                (tr("ui.summary.evacuated"), str(self.total("cards_evacuated"))),
                (tr("ui.summary.sent_back"), str(self.sent_back)),
                (tr("ui.summary.killed"), str(self.total("cards_killed"))),
                (tr("ui.summary.quarantined"), str(self.total("cards_quarantined"))),
                (tr("ui.summary.raxxon_drawn"), str(self.raxxon))]

    def chart(self) -> Chart | None:
        days = sorted(d for d in self.days if d > 0)
        if not days:
            return None
        kinds = (("cards_evacuated", "ui.summary.evacuated", style.GOOD),
                 ("cards_killed", "ui.summary.killed", style.DANGER),
                 ("cards_quarantined", "ui.summary.quarantined", style.INFO))
        return Chart(tr("ui.summary.per_day"), [tr("ui.summary.day", n=d) for d in days],
                     [(tr(key), colour, [max(0, self.days[d][kind]) for d in days]) for kind, key, colour in kinds])
