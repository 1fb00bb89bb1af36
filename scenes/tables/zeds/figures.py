"""Dawn of the Zeds at the game's end in figures (`scenes/summary.py`)."""

from __future__ import annotations

from collections import Counter

from game.i18n import tr
from game.titles.zeds.board import path_of
from scenes import style
from scenes.summary import Chart, Collector, tag


class ZedsFigures(Collector):
    """Zeds killed per path, units lost, rounds held."""

    PATHS = ("forest", "mountain", "highway", "suburbs")

    def __init__(self) -> None:
        self.rounds = 0
        self.killed: Counter = Counter()
        self.lost = 0

    def see(self, state, event) -> None:
        kind = tag(event)
        if kind == "round_started":
            self.rounds = max(self.rounds, event.round)
        elif kind == "zed_hit" and event.result == "killed":
            space = next((z.space for z in state.zeds if z.id == event.zed), "")
            self.killed[path_of(space) if space else ""] += 1
        elif kind == "unit_eliminated":
            self.lost += 1

    def figures(self, state) -> list[tuple[str, str]]:
        return [(tr("ui.summary.rounds_held"), str(self.rounds)),
                (tr("ui.summary.zeds_killed"), str(sum(self.killed.values()))),
                (tr("ui.summary.units_lost"), str(self.lost))]

    def chart(self) -> Chart | None:
        return Chart(tr("ui.summary.killed_per_path"), [tr(f"zeds.ui.bar.{p}") for p in self.PATHS],
                     [(tr("ui.summary.zeds_killed"), style.GOOD, [self.killed[p] for p in self.PATHS])])
