"""Game over: the outcome over the final table, what decided it, a few figures and a chart
(`scenes/summary.py`, as the screen's holder saw the game), and where to go next: a look at the
table, a replay, a new game or the campaign, the menu."""

from __future__ import annotations

import pygame

from game.i18n import tr, trn
from scenes import games, programs, style
from scenes.scene import Dialog
from scenes.summary import summarise
from scenes.widgets.button import Button, ButtonRow
from scenes.widgets.chart import draw_chart

PANEL = pygame.Rect(310, 110, 1300, 860)
TILE = (146, 84)


class GameOverScene(Dialog):
    name = "gameover"

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        session = table.session
        self.outcome = session.outcome()
        self.won = self.outcome in session.title.win_outcomes
        self.title_key = session.title.name
        self.summary = summarise(session, table.holder)
        self.picture: pygame.Surface | None = None

    def enter(self) -> None:
        from scenes.menu import MenuScene
        from scenes.newgame import NewGameScene
        self.app.sounds.play("win" if self.won else "lose")
        self.buttons = ButtonRow()
        y = PANEL.bottom - 96
        program = programs.program(self.title_key)
        following = program.after_game() if program and program.after_game else None
        w, gap = 290, 20
        x = [PANEL.x + 40 + i * (w + gap) for i in range(4)]
        onward = (Button(pygame.Rect(x[2], y, w, 66), tr("ui.gameover.campaign"),
                         self.leaving_for(MenuScene, following), primary=True, name="campaign")
                  if following else
                  Button(pygame.Rect(x[2], y, w, 66), tr("ui.gameover.new_game"),
                         self.leaving_for(MenuScene, NewGameScene), primary=True, name="new"))
        self.buttons.set([
            Button(pygame.Rect(x[0], y, w, 66), tr("ui.gameover.look"), self.app.pop, name="look"),
            Button(pygame.Rect(x[1], y, w, 66), tr("ui.replay.button"), self.replay, name="replay"),
            onward,
            Button(pygame.Rect(x[3], y, w, 66), tr("ui.gameover.menu"), self.leaving_for(MenuScene), name="menu"),
        ])
        self.picture = None

    def leaving_for(self, *scenes):
        """A button's action: the table saved and left for fresh `scenes` (`scenes.leaving`)."""
        from scenes.leaving import leave_table
        return lambda: leave_table(self.app, self.table, lambda: self.app.reset_with(*scenes))

    def resume(self) -> None:
        self.picture = None              # the language may have changed meanwhile

    def replay(self) -> None:
        from scenes.replay import open_replay
        open_replay(self.app, self.table.session, self.table.holder)

    def verdict(self) -> str:
        """The heading: "You win" or "You lose" to the people at the screen; where only bots played,
        nobody here lost: the bots won or lost, or, in a game of sides, the side that won."""
        session = self.table.session
        seats = range(len(session.header.seats))
        if any(not self.table.is_bot(seat) for seat in seats):
            return tr("ui.gameover.win" if self.won else "ui.gameover.loss")
        if session.title.seat_wins is None:
            return tr("ui.gameover.bots_win" if self.won else "ui.gameover.bots_lose")
        winners = [self.table.seat_name(seat) for seat in seats if session.title.side_won(self.outcome, seat)]
        return trn("ui.gameover.side_wins", len(winners), who=" & ".join(winners))

    def draw(self, surface) -> None:
        style.veil(surface, 150)
        if self.picture is None:
            self.picture = self.paint()
        style.blit(surface, self.picture, PANEL)
        self.buttons.draw(surface)

    def paint(self) -> pygame.Surface:
        """The panel's still picture, drawn once."""
        picture = pygame.Surface(PANEL.size, pygame.SRCALPHA)
        box = picture.get_rect()
        sides = self.table.session.title.seat_wins is not None
        watched = all(self.table.is_bot(seat) for seat in range(len(self.table.session.header.seats)))
        colour = style.ACCENT if watched and sides else style.GOOD if self.won else style.DANGER   # nobody here lost
        style.panel(picture, box, (24, 29, 36), colour, 18, 3)
        verdict = self.verdict()
        style.draw_text(picture, verdict, (box.centerx, 58), style.fit_size(verdict, box.width - 80, 58), colour,
                        "serif_bold", "center")
        style.draw_wrapped(picture, games.outcome_text(self.title_key, self.outcome),
                           pygame.Rect(60, 100, box.width - 120, 64), 24, style.TEXT, align="center")
        session = self.table.session
        style.draw_text(picture, session.title.progress(session.state), (box.centerx, 184), 19, style.TEXT_DIM,
                        "regular", "center")
        # what decided it (left), the figures (right)
        left = pygame.Rect(40, 216, 560, 230)
        style.panel(picture, left, (30, 36, 44), style.BORDER, 12, 1)
        style.draw_text(picture, tr("ui.summary.decided"), (left.x + 18, left.y + 14), 19, style.ACCENT, "bold")
        y = left.y + 46
        for index, line in enumerate(self.summary.decided):
            area = pygame.Rect(left.x + 18, y, left.width - 36, left.bottom - 10 - y)
            y += style.draw_wrapped(picture, line, area, 17, style.TEXT if index else style.ACCENT, "bold"
                                    if index == 0 else "regular") + 4
        self.paint_figures(picture, pygame.Rect(630, 216, box.width - 670, 230))
        if self.summary.chart is not None:
            chart = pygame.Rect(40, 470, box.width - 80, 270)
            style.panel(picture, chart, (30, 36, 44), style.BORDER, 12, 1)
            draw_chart(picture, chart.inflate(-36, -28), self.summary.chart)
        return picture

    def paint_figures(self, picture, area: pygame.Rect) -> None:
        per_row = max(1, (area.width + 12) // (TILE[0] + 12))
        for index, (what, value) in enumerate(self.summary.figures):
            row, column = divmod(index, per_row)
            tile = pygame.Rect(area.x + column * (TILE[0] + 12), area.y + row * (TILE[1] + 12), *TILE)
            if tile.bottom > area.bottom + 1:
                break
            style.panel(picture, tile, (30, 36, 44), style.BORDER, 10, 1)
            style.draw_text(picture, value, (tile.centerx, tile.y + 30), 34, style.TEXT, "bold", "center")
            label = pygame.Rect(tile.x + 6, tile.y + 52, tile.width - 12, tile.height - 54)
            if style.fits(what, label.width, 13):
                style.draw_fitted(picture, what, label, 15, style.TEXT_DIM, smallest=13)
            else:       # a long word pair on two lines rather than one tiny one
                style.draw_wrapped(picture, what, label, 13, style.TEXT_DIM, spacing=0, align="center", smallest=10,
                                   middle=True)
