"""Alone at the game's end in figures (`scenes/summary.py`)."""

from __future__ import annotations

from collections import Counter

from game.i18n import tr
from scenes.summary import Chart, Collector, tag


class AloneFigures(Collector):
    """Per round: the health and composure the hero lost; hits scored, rooms searched."""

    def __init__(self) -> None:
        self.round = 1                    # the first round begins with the set-up
        self.rounds: dict[int, Counter] = {1: Counter()}
        self.hits = 0
        self.searched = 0

    def see(self, state, event) -> None:
        kind = tag(event)
        if kind == "round_began":
            self.round = event.round
            self.rounds.setdefault(self.round, Counter())
        elif kind == "lost":
            lost = self.rounds.setdefault(self.round, Counter())
            lost["health"] += event.health
            lost["composure"] += event.composure
        elif kind == "hits_scored":
            self.hits += event.hits
        elif kind == "searched":
            self.searched += 1

    def figures(self, state) -> list[tuple[str, str]]:
        return [(tr("ui.summary.rounds"), str(max(self.rounds, default=0))),
                (tr("ui.summary.health_lost"), str(sum(r["health"] for r in self.rounds.values()))),
                (tr("ui.summary.composure_lost"), str(sum(r["composure"] for r in self.rounds.values()))),
                (tr("ui.summary.hits"), str(self.hits)),
                (tr("ui.summary.searched"), str(self.searched))]

    def chart(self) -> Chart | None:
        rounds = sorted(r for r in self.rounds if r > 0)
        if not rounds:
            return None
        return Chart(tr("ui.summary.lost_per_round"), [tr("ui.summary.round", n=r) for r in rounds],
                     [(tr("ui.summary.health_lost"), (190, 64, 60), [self.rounds[r]["health"] for r in rounds]),
                      (tr("ui.summary.composure_lost"), (84, 130, 200), [self.rounds[r]["composure"] for r in rounds])])
