"""The end of a game in figures: what decided it, a few numbers, and a small chart, all counted
from the events as one seat saw them (a secret event counts only by what that seat was told).

Each title has a collector (its program's `figures`): it is shown every event, with the state just
before it, and then says its figures and its chart. A title without one gets the decisive move and
the move count.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.narration import Walk, tell_turn
from game.i18n import language, tr
from scenes import programs


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


def summarise(session, seat: int | None) -> Summary:
    """The game of `session` in figures, as `seat` saw it (None: what every seat saw)."""
    title, lang = session.title, language()
    program = programs.program(title.name)
    collector = program.figures() if program and program.figures else Collector()
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
