"""Alone screenshots: the hero's labyrinth with an action chosen and its targets lit, a reaction
card's zoom, the hand-over screen, an Evil player's secret map with a card dragged to the fields,
and the rules help."""

from __future__ import annotations

import random

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from scenes import games
from scenes.handover import HandOverScene
from scenes.tour import icon_tip_shot


def _mouse(app, kind, pos, buttons=(0, 0, 0)) -> None:
    events = {"move": pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons),
              "down": pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              "up": pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)}
    app.frame(1 / 60, [events[kind]])


def _click(app, pos) -> None:
    for kind in ("move", "down", "up"):
        _mouse(app, kind, pos)


def _played_until(options: dict, seats: list, seat: int, least: int, seed: int):
    """A game under way: random commands until `seat` is to move, after at least `least` of them
    (the first game from `seed` on that lasts so long)."""
    for game_seed in range(seed, seed + 50):
        session = new_game("alone", game_seed, options, seats=seats)
        rng = random.Random(game_seed)
        for count in range(600):
            if session.outcome():
                break
            to_move = session.to_move()[0]
            if to_move == seat and count >= least:
                return session
            legal = session.legal_commands(to_move)
            session.apply(legal[rng.randrange(len(legal))])
    raise RuntimeError("no game lasted long enough for the screenshots")


def alone_shots(app, shots) -> None:
    app.toasts.clear()
    hero_shots(app, shots)
    evil_shots(app, shots)
    app.open_rules("alone")
    shots.take("rules-alone")
    app.pop()


def hero_shots(app, shots) -> None:
    """The hero plays against two Evil bots; the shots show his table as he sees it."""
    seats = [SeatInfo(), SeatInfo(kind="bot", bot="random"), SeatInfo(kind="bot", bot="random")]
    session = _played_until({"evil_players": 2}, seats, 0, 260, 5)
    table = games.open_table(app, session, "alone-shot-hero")
    shots.take("alone-hero", small=True)
    icon_tip_shot(app, shots, "alone-hero-icon-tip")
    if table.hits.rect(("action", "locate")) is not None and any(
            getattr(c, "action", "") == "locate" for c in table.legal):
        _click(app, table.hits.point(("action", "locate")))
        shots.take("alone-hero-locate-targets")
        table.cancel()
    _mouse(app, "move", table.hits.point(("item", table.alone_view.hero.items[0].card)))
    app.frame(1.0, [])
    shots.take("alone-hero-item-zoom")


def evil_shots(app, shots) -> None:
    """Two people play: the hero hands over to Evil player 1, who drags a card towards the fields."""
    seats = [SeatInfo(), SeatInfo(), SeatInfo(kind="bot", bot="random")]
    session = _played_until({"evil_players": 2}, seats, 1, 60, 6)
    table = games.open_table(app, session, "alone-shot-evil")
    if isinstance(app.top, HandOverScene):
        shots.take("alone-handover", small=True)
        _click(app, app.top.button.rect.center)
    shots.take("alone-evil-secret-map", small=True)
    cards = [place for place, _ in table.hits.entries if place[0] == "card"]
    for card in cards:
        goals = [place for place in table.index.next_places((card,)) if place[0] != "prompt"]
        if goals and table.hits.point(goals[0]):
            start, goal = table.hits.point(card), table.hits.point(goals[0])
            _mouse(app, "move", start)
            _mouse(app, "down", start)
            _mouse(app, "move", ((start[0] + goal[0]) // 2, (start[1] + goal[1]) // 2), (1, 0, 0))
            _mouse(app, "move", goal, (1, 0, 0))
            shots.take("alone-evil-drag-card")
            _mouse(app, "up", start)
            return
