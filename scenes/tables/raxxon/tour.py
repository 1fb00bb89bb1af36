"""Raxxon screenshots: set-up, the start of a day, moments in the middle of a day, game over."""

from __future__ import annotations

import random

from game.engine import new_game
from game.engine.session import SeatInfo
from game.titles.raxxon import model as m
from scenes import games
from scenes.pause import PauseScene
from scenes.tour import play

MIDDAY = {
    "characters": ["thomas_heart", "meryl_wolfe", "kd_james"],
    "first_player": 0,
    "crowd": [
        ["innocent:up", "hostile:up", "carrier", "hostile"],
        ["family:up", "volatile:up", "hostile", None],
        ["hostile", "carrier:up", "chaotic", "susceptible:up"],
        [None, "hostile", "celebrity", "volatile"],
    ],
    "tokens": [[0, 2, 0, 1, 0], [1, 0, 0, 0, 1], [0, 1, 1, 0, 0]],
    "evacuation": ["hostile", "hostile", "innocent", "familiar", "hostile", "susceptible", "familiar"],
    "uncontained_quarantine": ["volatile", "chaotic"],
    "contained_quarantine": ["carrier"],
    "population_discard": ["chaotic", "hostile"],
    "raxxon_triggered": ["looters", "sirens"],
    "raxxon_untriggered": ["last_bus"],
    "raxxon_deck": ["raxxons_guards"],
    "power": 3,
    "day": 3,
}


NIGHT = {"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
         "crowd": [["innocent", "volatile", "hostile"], ["hostile", "carrier:up", "hostile"],
                   ["hostile", "hostile", "family:up"]]}


def motion_shots(app, shots) -> None:
    """A card turning face up, a frame on its way; then the end of day told step by step, and its
    summary."""
    app.settings.animation = 1.0
    table = games.open_table(app, new_game("raxxon", 6, {"players": 2, "difficulty": "normal"}, NIGHT),
                             "raxxon-shot-motion")
    app.frame(1 / 60, [])
    table.send(next(c for c in table.legal if isinstance(c, m.Act) and c.action == 0 and c.cell == (0, 0)))
    shots.moment("raxxon-motion-turn", 0.12)
    while table.session.state.day == 1:
        table.send(next((c for c in table.legal if isinstance(c, m.Pass)), table.legal[0]))
    shots.moment("raxxon-end-of-day-step", 0.45)
    while table.story is not None and not table.story.at_end:
        table.story.next()
    shots.moment("raxxon-end-of-day-summary", 0.05)


def raxxon_shots(app, shots) -> None:
    motion_shots(app, shots)
    people = [SeatInfo(), SeatInfo(), SeatInfo()]
    named = [SeatInfo(name="Anna"), SeatInfo(name="Maximiliane Josefine"), SeatInfo(name="Jo")]   # the longest name
    table = games.open_table(app, new_game("raxxon", 5, {"players": 3, "difficulty": "normal"}, seats=named),
                             "raxxon-shot-setup")
    shots.take("raxxon-setup-characters", small=True)
    for seat, name in enumerate(("thomas_heart", "meryl_wolfe", "kd_james")):
        table.send(m.ChooseCharacter(seat=seat, character=name))
    shots.take("raxxon-day-one", small=True)
    app.push(PauseScene(app, table))
    shots.take("pause", small=True)
    app.top.open_settings()
    shots.take("pause-settings", small=True)
    app.pop()

    session = new_game("raxxon", 9, {"players": 3, "difficulty": "normal"}, MIDDAY, seats=people)
    table = games.open_table(app, session, "raxxon-shot-midday")
    shots.take("raxxon-midday-consequences", small=True)
    seen = set()
    for _ in range(30):
        kind = table.decision_kind()
        if kind == "choose_action":
            break
        if kind not in seen:
            seen.add(kind)
            if kind != "gate":
                shots.take(f"raxxon-midday-{kind.replace('_', '-')}", small=kind == "raxxon_option")
        table.send(m.Continue(seat=0) if kind == "gate" else table.legal[0])
    table.click_place(("action", 0))
    shots.take("raxxon-midday-investigate-targets", small=True)
    table.cancel()
    table.click_place(("action", 3))
    shots.take("raxxon-midday-line-targets")
    table.cancel()
    table.open_pile("population_discard")
    shots.take("raxxon-pile-open")
    app.pop()
    table.open_pile("raxxon_triggered")
    shots.take("raxxon-pile-raxxon-cards")
    app.pop()

    near_win = {"characters": ["thomas_heart", "mia_lee"], "first_player": 0,
                "crowd": [["innocent:up", "hostile"], [None, "carrier:up"]],
                "evacuation": ["hostile"] * 10 + ["susceptible"] * 3 + ["familiar"] * 3 + ["innocent"] * 2
                + ["celebrity"], "day": 5, "power": 4}
    table = games.open_table(app, new_game("raxxon", 8, {"players": 2, "difficulty": "intro"}, near_win),
                             "raxxon-shot-win")
    table.send(next(c for c in table.legal if isinstance(c, m.Act) and c.action == 1))
    shots.take("raxxon-game-over-win", small=True)

    session = new_game("raxxon", 1, {"players": 2, "difficulty": "intro"})
    table = games.open_table(app, session, "raxxon-shot-loss")
    rng = random.Random(1)
    while not session.outcome():
        play(table, 50, rng, "random")
    shots.take("raxxon-game-over-loss", small=True)
