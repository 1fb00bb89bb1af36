"""The game-over screen: what decided the game, figures and a chart counted from the events as the
screen's holder saw them, and a Replay."""

from dataclasses import replace

import pygame

from game.engine import new_game
from game.engine.bots import bot_move
from game.engine.session import SeatInfo
from game.i18n import tr
from game.titles.raxxon.queries import evacuated_healthy
from scenes import games, programs
from scenes.summary import summarise
from tests.ui.conftest import click, frame, key


def finished(title, options, seats=None):
    for seed in range(1, 40):
        session = new_game(title, seed, options, seats=seats)
        for _ in range(3000):
            if session.outcome():
                return session
            session.apply(bot_move(session, session.to_move()[0], "heuristic"))
    raise AssertionError("no finished game")


def test_raxxon_figures_add_up_to_the_final_table(app):
    session = finished("raxxon", {"players": 1})
    table = games.open_table(app, session, "over-raxxon")
    frame(app)
    over = app.top
    assert over.name == "gameover"
    figures = dict(over.summary.figures)
    state = session.state
    assert int(figures["Evacuated"]) == evacuated_healthy(state)       # as the top bar counts them (issue 35, 14)
    killed = sum(len(e.cards) for e in session.events if type(e).__name__ == "CardsKilled")
    assert int(figures["Killed"]) == killed
    assert int(figures["Moves"]) == session.command_count
    chart = over.summary.chart
    assert chart.columns == [f"Day {n}" for n in range(1, state.day + 1)]
    assert [sum(values) for _, _, values in chart.series][0] == int(figures["Evacuated"])
    log = [line.text for line in session.log(table.holder, "en")]
    assert over.summary.decided[0] in log and over.summary.decided[-1] == log[-1]
    click(app, over.buttons.find("replay").rect.center)
    assert app.top.name == "replay"


def test_each_title_has_its_figures_and_chart(app):
    cases = [("zeds", {"players": 1}, "Zeds killed"), ("heredity", {"chapter": 1, "players": 1}, "Damage taken"),
             ("alone", {"evil_players": 1}, "Health lost")]
    for title, options, figure in cases:
        session = finished(title, options, seats=[SeatInfo(kind="bot", bot="heuristic")] * 2
                           if title == "alone" else None)
        summary = summarise(session, 0)
        assert figure in dict(summary.figures)
        assert summary.chart is not None and summary.chart.series
        assert summary.decided


def test_the_figures_are_counted_from_what_the_seat_was_told(monkeypatch):
    """Alone, seen by the hero: every event counted is the hero's own telling of it, naming nothing
    hidden from the hero (the secret map, the Evil players' hands)."""
    from game.engine.types import seen_by, to_builtins
    from scenes import summary
    from tests.test_contract import strings_in

    session = finished("alone", {"evil_players": 1}, seats=[SeatInfo(kind="bot", bot="heuristic")] * 2)
    seen = []

    class Recorder(summary.Collector):
        def see(self, state, event):
            seen.append((state, event))

    monkeypatch.setitem(programs.PROGRAMS, "alone", replace(programs.of("alone"), figures=Recorder))
    summary.summarise(session, 0)
    title = session.title
    state = title.initial_state(session.header.options)
    counted = iter(seen)
    for real in session.events:
        told = seen_by(real, state, 0)
        state = title.evolve(state, real)
        if told is None:
            continue
        _, event = next(counted)
        assert event == told
        assert not strings_in(to_builtins(event)) & title.hidden_from(state, 0), event
    assert next(counted, None) is None


def test_a_look_at_the_finished_table_cannot_take_the_last_move_back(app):
    """[Undo] After the game is over, "look at the table" then Ctrl+Z changes nothing: Undo is off
    and says the game is over."""
    session = finished("raxxon", {"players": 1})
    table = games.open_table(app, session, "over-undo")
    frame(app)
    click(app, app.top.buttons.find("look").rect.center)
    assert app.top is table
    count = session.command_count
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    undo = table.top_buttons.find("undo")
    assert session.command_count == count and session.outcome()
    assert not undo.enabled and undo.tooltip == tr("engine.error.undo_game_over")


def test_where_only_bots_played_the_heading_says_who_won_or_lost(app):
    """Issue 35, item 14: no "You lose" to a watcher: the bots lost, or the side that won."""
    session = finished("zeds", {"players": 1}, seats=[SeatInfo(kind="bot", bot="heuristic")])
    games.open_table(app, session, "over-bots")
    frame(app)
    assert app.top.name == "gameover"
    assert app.top.verdict() == ("The bots win" if app.top.won else "The bots lose")
    session = finished("alone", {"evil_players": 1}, seats=[SeatInfo(kind="bot", bot="heuristic")] * 2)
    games.open_table(app, session, "over-bots-alone")
    frame(app)
    winner = "The hero" if session.outcome() == "hero_win" else "Evil player 1"
    assert app.top.verdict() == f"{winner} wins"


def test_the_charts_lines_mark_whole_numbers_where_they_are_drawn():
    """Issue 35, item 14: a chart whose tallest bar is 3 marks 1 a third of the way up, not "2" halfway."""
    from scenes.widgets.chart import grid_values
    assert grid_values(3) == [0, 1, 3] and grid_values(4) == [0, 2, 4] and grid_values(1) == [0, 1]
