"""The end of a game in figures: what decided it, a few numbers, and a small chart, all counted
from the events as one seat saw them (a secret event counts only by what that seat was told).

Each title has a collector: it is shown every event, with the state just before it, and then says
its figures and its chart. A title without one gets the decisive move and the move count.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.engine.narration import Walk, tell_turn
from game.i18n import language, tr
from scenes import style


@dataclass
class Chart:
    title: str
    columns: list[str]                                   # what each group of bars stands for
    series: list[tuple[str, tuple, list[int]]]           # (name, colour, one value per column)


@dataclass
class Summary:
    decided: list[str]                                   # the last move and what it caused
    figures: list[tuple[str, str]] = field(default_factory=list)     # (what, how many)
    chart: Chart | None = None


def tag(event) -> str:
    return type(event).__struct_config__.tag


class Collector:
    def see(self, state, event) -> None: ...

    def figures(self, state) -> list[tuple[str, str]]:
        return []

    def chart(self) -> Chart | None:
        return None


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
                     [(tr(key), colour, [self.days[d][kind] for d in days]) for kind, key, colour in kinds])


class ZedsFigures(Collector):
    """Zeds killed per path, units lost, rounds held."""

    PATHS = ("forest", "mountain", "highway", "suburbs")

    def __init__(self) -> None:
        self.rounds = 0
        self.killed: Counter = Counter()
        self.lost = 0

    def see(self, state, event) -> None:
        from game.titles.zeds.board import path_of
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


COLLECTORS = {"raxxon": RaxxonFigures, "zeds": ZedsFigures, "heredity": HeredityFigures, "alone": AloneFigures}


def summarise(session, seat: int | None) -> Summary:
    """The game of `session` in figures, as `seat` saw it (None: what every seat saw)."""
    title, lang = session.title, language()
    collector = COLLECTORS.get(title.name, Collector)()
    state = title.initial_state(session.header.options)
    last_lines: list = []
    for index, turn in enumerate(session.history):
        if turn is session.history[-1]:
            last_lines, _ = tell_turn(title, state, turn, index, seat, lang, session.seat_names)
        walk = Walk(title, state, turn.events, seat)
        for before, seen in walk:
            collector.see(before, seen)
        state = walk.state
    words = [line.text for line in last_lines]
    decided = words[:1] + words[1:][-3:]
    figures = collector.figures(state) + [(tr("ui.summary.moves"), str(session.command_count))]
    return Summary(decided, figures, collector.chart())
