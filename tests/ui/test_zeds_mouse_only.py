"""Random games of Dawn of the Zeds played by mouse alone: every legal command a random game
needs is reached through a click or a drag on what the table shows, and does exactly that
command.

Each command is turned into the gesture a player would make, found through the table's public
layout (the rects of pieces, spaces, path labels, panel markers and prompt-bar buttons):
choices are clicks on the lit piece, space or path label; a move is a drag of the unit's piece
onto the space; fire is a click on the zeds and then on the shooter (or on the shooter and then
on the zeds); a special action or story card is a click on its marker or card and then on its
target; how an action is paid is chosen on the action markers (Captain Piazza's two actions
instead of ammo by the switch and, where they may be paid in several ways, the prompt bar);
yes/no questions, dice and Captain Piazza's fall-back are answered in the prompt bar. In the
action phase every player not yet done may act: a command of another player starts with a
click on that player's marker. A target under the combat panel is uncovered by its ✖ first.
"""

import random

import pygame
import pytest

from game.engine import new_game
from game.engine.session import SeatInfo
from game.titles.zeds import model as m
from scenes import games
from scenes import zeds_panels as panels
from tests.ui.conftest import click, drag, frame


# ---- what a player sees --------------------------------------------------------------------------
def covers(scene) -> list[pygame.Rect]:
    """What lies over the map: the combat panel while it is shown."""
    return [panels.combat_rect(scene)] if scene.combat_shown() else []


def points(rect: pygame.Rect, step: int = 6):
    """The centre of `rect` first, then a grid over it."""
    yield rect.center
    for y in range(rect.top + 2, rect.bottom - 1, step):
        for x in range(rect.left + 2, rect.right - 1, step):
            yield (x, y)


def piece_spot(scene, kind: str, pid: str) -> tuple[int, int] | None:
    """A point where the piece shows: not under a piece drawn after it, nor under a panel."""
    index = next((i for i, p in enumerate(scene.pieces) if p.kind == kind and p.id == pid), None)
    if index is None:
        return None
    above = [p.rect for p in scene.pieces[index + 1:]]
    return next((pt for pt in points(scene.pieces[index].rect)
                 if not any(r.collidepoint(pt) for r in above + covers(scene))), None)


def space_spot(scene, space: str) -> tuple[int, int] | None:
    """A point of the space in sight, where no piece stands if there is one."""
    rect = scene.space_rects[space]
    free = [pt for pt in points(rect) if not any(r.collidepoint(pt) for r in covers(scene))]
    return next((pt for pt in free if not any(p.rect.collidepoint(pt) for p in scene.pieces)), None) \
        or next(iter(free), None)


def uncover(app, scene) -> None:
    """Put the combat panel away (its ✖) to see the map under it."""
    if scene.combat_shown():
        click(app, scene.combat_close.center)
        assert not scene.combat_shown()


def click_piece(app, scene, kind: str, pid: str) -> None:
    spot = piece_spot(scene, kind, pid)
    if spot is None:
        uncover(app, scene)
        spot = piece_spot(scene, kind, pid)
    assert spot is not None, f"the {kind} {pid} cannot be seen"
    click(app, spot)


def click_space(app, scene, space: str) -> None:
    spot = space_spot(scene, space)
    if spot is None:
        uncover(app, scene)
        spot = space_spot(scene, space)
    assert spot is not None, f"the space {space} cannot be seen"
    click(app, spot)


def press(app, scene, name: str | None = None, label: str | None = None) -> None:
    button = next((b for b in scene.prompt.buttons if (name is None or b.name == name)
                   and (label is None or b.label == label)), None)
    assert button is not None, f"no button {name or label!r} in {[b.label for b in scene.prompt.buttons]}"
    click(app, button.rect.center)


# ---- from a command to a gesture -----------------------------------------------------------------
def choose_payment(app, scene, command) -> None:
    """The action markers: a clicked one (the action bar or the player's own action) pays
    first; with none clicked a unit's own extra action pays first, then the player action.
    A second action instead of ammo is asked for in the prompt bar (see `shoot`)."""
    if getattr(command, "pay2", ""):
        return
    wanted = None if command.pay == "unit" else command.pay
    if scene.pay_choice != wanted:
        click(app, scene.pay_rects[wanted or scene.pay_choice].center)     # click on, or click off
        assert scene.pay_choice == wanted


def choose_ammo(app, scene, command) -> None:
    """Captain Piazza: a second action instead of ammo is a switch in the prompt bar, shown
    while a unit that may pay so is selected (for any other unit it changes nothing)."""
    switch = next((b for b in scene.prompt.buttons if b.name == "save_ammo"), None)
    if switch is None:
        assert not command.pay2, f"no switch to pay {command} with a second action"
    elif bool(command.pay2) != scene.save_ammo:
        click(app, switch.rect.center)
        assert scene.save_ammo == bool(command.pay2)


def by_mouse(app, scene, command) -> None:
    """Do `command` the way a player would."""
    label = scene.session.label(command)
    if command.seat != scene.person_to_move():
        # the action phase: another player acts now (in any order); their player marker hands
        # them the table
        click(app, scene.seat_rects[command.seat].center)
        assert scene.person_to_move() == command.seat
    if isinstance(command, m.ChoosePath):
        click(app, scene.label_rects[command.path].center)
    elif isinstance(command, m.ChooseSpace):
        click_space(app, scene, command.space)
    elif isinstance(command, m.ChooseZed):
        click_piece(app, scene, "zed", command.zed)
    elif isinstance(command, m.ChooseUnit):
        click_piece(app, scene, "unit", command.unit)
    elif isinstance(command, (m.ChooseDie, m.Answer, m.Overwatch)):
        press(app, scene, label=label)
    elif isinstance(command, m.Move):
        choose_payment(app, scene, command)
        spot = piece_spot(scene, "unit", command.unit)
        target = space_spot(scene, command.to)
        if spot is None or target is None:
            uncover(app, scene)
            spot, target = piece_spot(scene, "unit", command.unit), space_spot(scene, command.to)
        assert spot is not None and target is not None
        drag(app, spot, target)
    elif isinstance(command, m.Search):
        choose_payment(app, scene, command)
        click_piece(app, scene, "unit", command.unit)
        press(app, scene, "search")
    elif isinstance(command, m.Shoot):
        shoot(app, scene, command, label)
    elif isinstance(command, m.Special):
        special(app, scene, command)
    elif isinstance(command, m.PlayStory):
        click(app, scene.story_rects[command.card].center)
        if command.unit:
            click_piece(app, scene, "unit", command.unit)
    elif isinstance(command, m.EndActions):
        press(app, scene, "end")
        if scene.confirm_end:                       # actions left: the bar asks first
            press(app, scene, "end")
    else:
        raise AssertionError(f"no gesture for {command}")


def shoot(app, scene, command: m.Shoot, label: str) -> None:
    choose_payment(app, scene, command)
    if not command.pay2 and not scene.save_ammo:
        # the zeds first, then the shooter among the lit units
        zed = scene.space_view(command.at)["zeds"][0]["id"]
        click_piece(app, scene, "zed", zed)
        click_piece(app, scene, "unit", command.unit)
        return
    # the shooter first (its prompt bar holds the ammo switch), then the zeds' space
    click_piece(app, scene, "unit", command.unit)
    choose_ammo(app, scene, command)
    click_space(app, scene, command.at)
    if scene.ask:                   # a move there too, or two actions paid in several ways: the bar asks
        press(app, scene, label=label)


def special(app, scene, command: m.Special) -> None:
    click(app, scene.special_rects[command.ability].center)
    if command.ability == "fortress":
        if scene.selected != command.unit:
            click_piece(app, scene, "unit", command.unit)
        click_space(app, scene, command.at)
    elif command.unit:
        click_piece(app, scene, "unit", command.unit)


# ---- the games -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players, seed", [(1, 7), (2, 16), (4, 4)])
def test_every_command_a_random_game_needs_is_reachable_by_mouse(app, players, seed):
    session = new_game("zeds", seed, {"players": players}, seats=[SeatInfo() for _ in range(players)])
    scene = games.open_table(app, session, f"zeds-mouse-{seed}")
    frame(app)
    rng = random.Random(seed)
    for _ in range(75):
        if session.outcome():
            break
        # in the action phase every player who is not done may act: any of them, any command
        legal = [c for seat in session.to_move() for c in session.legal_commands(seat)]
        assert legal and scene.person_to_move() is not None
        command = legal[rng.randrange(len(legal))]
        before = session.command_count
        by_mouse(app, scene, command)
        assert session.command_count == before + 1, f"{command} not reached by mouse: {scene.prompt.warning}"
        assert session.history[-1].command == command
        frame(app)
