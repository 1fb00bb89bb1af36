"""Game over: the outcome over the final table, and where to go next."""

from __future__ import annotations

import pygame

from game.i18n import tr
from scenes import games, style
from scenes.scene import Scene
from scenes.widgets.button import Button, ButtonRow

PANEL = pygame.Rect(460, 330, 1000, 400)


class GameOverScene(Scene):
    name = "gameover"
    opaque = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        session = table.session
        self.outcome = session.outcome()
        self.won = self.outcome in session.title.win_outcomes
        self.title_key = session.title.name

    def enter(self) -> None:
        from scenes.menu import MenuScene
        from scenes.newgame import NewGameScene
        self.app.sounds.play("win" if self.won else "lose")
        self.buttons = ButtonRow()
        y = PANEL.bottom - 96
        following = games.after_game_scene(self.title_key)
        w, gap = 225, 10
        x = [PANEL.x + 30 + i * (w + gap) for i in range(4)]
        onward = (Button(pygame.Rect(x[2], y, w, 66), tr("ui.gameover.campaign"),
                         lambda: self.app.reset_with(MenuScene, following), primary=True, name="campaign")
                  if following else
                  Button(pygame.Rect(x[2], y, w, 66), tr("ui.gameover.new_game"),
                         lambda: self.app.reset_with(MenuScene, NewGameScene), primary=True, name="new"))
        self.buttons.set([
            Button(pygame.Rect(x[0], y, w, 66), tr("ui.gameover.look"), self.app.pop, name="look"),
            Button(pygame.Rect(x[1], y, w, 66), tr("ui.replay.button"), self.replay, name="replay"),
            onward,
            Button(pygame.Rect(x[3], y, w, 66), tr("ui.gameover.menu"),
                   lambda: self.app.reset(MenuScene(self.app)), name="menu"),
        ])

    def replay(self) -> None:
        from scenes.replay import open_replay
        open_replay(self.app, self.table.session, self.table.holder)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return self.buttons.handle(event)

    def draw(self, surface) -> None:
        style.veil(surface, 150)
        colour = style.GOOD if self.won else style.DANGER
        style.panel(surface, PANEL, (24, 29, 36), colour, 18, 3)
        style.draw_text(surface, tr("ui.gameover.win" if self.won else "ui.gameover.loss"),
                        (PANEL.centerx, PANEL.y + 70), 64, colour, "serif_bold", "center")
        style.draw_wrapped(surface, games.outcome_text(self.title_key, self.outcome),
                           pygame.Rect(PANEL.x + 60, PANEL.y + 130, PANEL.width - 120, 100), 26, style.TEXT,
                           align="center")
        session = self.table.session
        style.draw_text(surface, session.title.progress(session.state) + " · " +
                        tr("ui.gameover.commands", n=session.command_count),
                        (PANEL.centerx, PANEL.y + 240), 20, style.TEXT_DIM, "regular", "center")
        self.buttons.draw(surface)
