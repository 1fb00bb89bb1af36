"""Dawn of the Zeds screenshots: set-up, the first action phase, a drag with its lit spaces, fire
targets, Captain Piazza's payments asked for, a melee with its combat panel, co-op, and both ways
a game ends."""

from __future__ import annotations

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from game.titles.zeds import model as m
from scenes import games
from scenes.tour import icon_tip_shot

ACTIONS = {"event": "hunting_cabin", "phase": "actions"}
MIDGAME = {
    "heroes": ["schmidt"], "round": ACTIONS, "ammo": 6, "story_kept": ["adrenaline", "bulldozer"],
    "zeds": [{"zed": "6/3", "space": "forest:3"}, {"zed": "4/2", "space": "forest:3", "hits": 1},
             {"zed": "9/4", "space": "mountain:start"}, {"zed": "7/4", "space": "highway:2"},
             {"zed": "5/3", "space": "suburbs:5", "hits": 2}, {"zed": "5/2", "space": "suburbs:5", "reduced": True}],
    "units": [{"unit": "civ7", "space": "forest:2", "markers": ["well_armed", "leader"]},
              {"unit": "piazza", "space": "highway:0"}, {"unit": "hunt", "space": "suburbs:3", "reduced": True},
              {"unit": "civ1", "space": "suburbs:4"},
              {"unit": "civ2", "space": "mountain:5", "markers": ["obstinate"]},
              {"unit": "civ4", "space": "cemetery"}],
    "dice": [5, 6, 6, 5],
}


def _mouse(app, kind, pos, buttons=(0, 0, 0)) -> None:
    events = {"move": pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons),
              "down": pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              "up": pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)}
    app.frame(1 / 60, [events[kind]])


def _click(app, pos) -> None:
    for kind in ("move", "down", "up"):
        _mouse(app, kind, pos)


def zeds_shots(app, shots) -> None:
    app.toasts.clear()          # a toast left by the shots before would sit over this map
    table = games.open_table(app, new_game("zeds", 7, {"players": 1}, seats=[SeatInfo()]), "zeds-shot-setup")
    shots.take("zeds-setup", small=True)
    table.send(next(c for c in table.legal if getattr(c, "unit", "") == "piazza"))
    shots.take("zeds-round-one", small=True)
    midgame_shots(app, shots)
    coop = new_game("zeds", 11, {"players": 3}, seats=[SeatInfo(), SeatInfo(kind="bot", bot="heuristic"), SeatInfo()])
    games.open_table(app, coop, "zeds-shot-coop")
    shots.take("zeds-coop-heroes")
    ending_shots(app, shots)
    app.open_rules("zeds")
    shots.take("rules-zeds")
    app.pop()


def midgame_shots(app, shots) -> None:
    table = games.open_table(app, new_game("zeds", 3, {"players": 1}, MIDGAME), "zeds-shot-midgame")
    app.frame(1 / 60, [])
    icon_tip_shot(app, shots, "zeds-icon-tip")
    start = table.hits.point(("unit", "civ7"))
    _mouse(app, "move", start)
    _mouse(app, "down", start)
    _mouse(app, "move", (start[0] - 40, start[1] + 60), (1, 0, 0))
    shots.take("zeds-drag-lit-spaces", small=True)
    _mouse(app, "up", start)
    _click(app, table.hits.point(("zed", table.spaces["highway:2"].zeds[0].id)))
    shots.take("zeds-fire-shooters-lit")
    table.cancel()
    _click(app, table.hits.point(("unit", "hunt")))
    shots.take("zeds-unit-selected")
    table.cancel()
    _click(app, table.hits.point(("unit", "piazza")))
    _click(app, next(b for b in table.prompt.buttons if b.name == "two_actions").rect.center)
    _click(app, table.hits.point(("space", "highway:2")))
    shots.take("zeds-piazza-asks-how-to-pay")
    table.cancel()
    moves = [c for c in table.legal if isinstance(c, m.Move) and c.unit == "civ7" and c.to == "forest:3"]
    table.send(table.prefer(moves)[0])
    table.send(next(c for c in table.legal if isinstance(c, m.Answer) and c.yes))      # Killer Bulldozer
    shots.moment("zeds-dice-rolling", 0.08)
    _mouse(app, "move", (700, 1000))
    shots.take("zeds-melee", small=True)


def ending_shots(app, shots) -> None:
    """A loss: the action phase ends and the next card sends a zed from a town space into the
    centre. A win: the next card is the finale."""
    lost = {"heroes": ["hunt"], "round": ACTIONS, "event_deck": ["night_highway"],
            "zeds": [{"zed": "7/4", "space": "highway:0"}], "units": [{"unit": "civ1", "space": "forest:3"}]}
    table = games.open_table(app, new_game("zeds", 5, {"players": 1}, lost), "zeds-shot-loss")
    table.send(next(c for c in table.legal if isinstance(c, m.EndActions)))
    shots.take("zeds-game-over-loss", small=True)
    won = {"heroes": ["hunt"], "round": ACTIONS, "event_deck": ["good_night"],
           "zeds": [{"zed": "6/3", "space": "forest:5"}], "units": [{"unit": "civ1", "space": "forest:3"}]}
    table = games.open_table(app, new_game("zeds", 5, {"players": 1}, won), "zeds-shot-win")
    table.send(next(c for c in table.legal if isinstance(c, m.EndActions)))
    shots.take("zeds-game-over-win", small=True)
