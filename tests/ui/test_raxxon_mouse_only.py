"""A whole stretch of Raxxon played by mouse alone: every kind of legal command the rules offer is
reached through a click or a drag on the table, and does exactly what the command would."""

import random

import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from game.titles.raxxon import model as m
from scenes import games
from tests.ui.conftest import click, frame


def press_button(app, scene, name):
    button = next(b for b in scene.prompt.buttons if b.name == name)
    click(app, button.rect.center)


def by_mouse(app, scene, command) -> None:
    """Do `command` the way a player would."""
    if isinstance(command, m.ChooseCharacter):
        click(app, scene.character_cards[command.character].center)
    elif isinstance(command, (m.Continue, m.Pass, m.Done)):
        press_button(app, scene, type(command).__name__.lower())
    elif isinstance(command, m.Choose):
        label = scene.session.label(command)
        click(app, next(b for b in scene.prompt.buttons if b.label == label).rect.center)
    elif isinstance(command, (m.Place, m.Flip)):
        click(app, scene.slots[tuple(command.cell)].center)
    elif isinstance(command, m.Pick) and command.cell is not None:
        click(app, scene.slots[tuple(command.cell)].center)
    elif isinstance(command, m.Pick):
        pile = next(name for name in ("uncontained_quarantine", "contained_quarantine")
                    if any(c["card"] == command.card for c in scene.view["piles"][name]["cards"]))
        click(app, scene.piles[pile].center)
        rect = next(r for card, r in app.top.rects() if card == command.card)
        click(app, rect.center)
    elif isinstance(command, m.Act):
        act_by_mouse(app, scene, command)


def act_by_mouse(app, scene, command: m.Act) -> None:
    row = next(r for r in scene.sheet_rows if r.action == command.action)
    click(app, row.rect.center)
    if command.line:
        click(app, scene.arrows[command.line].center)
    elif command.other is not None:
        click(app, scene.slots[tuple(command.cell)].center)
        click(app, scene.slots[tuple(command.other)].center)
    elif command.cell is not None:
        click(app, scene.slots[tuple(command.cell)].center)
    elif scene.selected_action == command.action:
        press_button(app, scene, "without_effect")


@pytest.mark.parametrize("players, seed", [(2, 3), (1, 8), (4, 5)])
def test_every_command_a_random_game_needs_is_reachable_by_mouse(app, players, seed):
    session = new_game("raxxon", seed, {"players": players, "difficulty": "normal"},
                       seats=[SeatInfo() for _ in range(players)])
    scene = games.open_table(app, session, f"mouse-{seed}")
    frame(app)
    rng = random.Random(seed)
    for _ in range(70):
        if session.outcome():
            break
        legal = scene.legal
        command = legal[rng.randrange(len(legal))]
        before = session.command_count
        by_mouse(app, scene, command)
        assert session.command_count == before + 1, f"{command} not reached by mouse"
        assert session.history[-1].command == command
        if app.top is not scene:
            app.pop()                 # e.g. a pile left open
        frame(app)
