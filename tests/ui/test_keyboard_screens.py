"""Every screen by keyboard: the menu, New game, Settings, Load, the pause menu, the game-over
screen and the replay, each through the one focus ring (`scenes/focus.py`). Tab and Shift+Tab go
in reading order, the arrows to the nearest choice that way, Enter or Space chooses; until the
ring has moved, Enter, Space and a scene's own keys mean what they meant (a mouse press hides it)."""

import random

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from game.i18n import language
from scenes import games
from scenes.focus import INNER, Choice, reading_order, toward
from scenes.gameover import GameOverScene
from scenes.loadgame import LoadScene
from scenes.menu import MenuScene
from scenes.replay import open_replay
from scenes.settings import SettingsScene
from scenes.table import TableScene
from scenes.tables.raxxon.tour import MIDDAY
from scenes.tour import play
from tests.ui.conftest import click, frame
from tests.ui.keys import focus_to, keys_of, press, tell_on
from tests.ui.test_gameover import finished


def menu(app):
    app.push(MenuScene(app))
    frame(app)
    return app.top


def enter(app) -> None:
    press(app, pygame.K_RETURN, draw=True)


def test_reading_order_goes_line_by_line_and_arrows_to_the_nearest_that_way():
    def at(name, x, y, h=40):
        return Choice(name, pygame.Rect(x, y, 100, h), lambda: None)
    grid = [at("c", 400, 12), at("a", 0, 0, 60), at("b", 200, 10), at("d", 0, 200), at("e", 210, 190)]
    assert [c.key for c in reading_order(grid)] == ["a", "b", "c", "d", "e"]
    a, b, c, d, e = reading_order(grid)
    assert toward(grid, a.rect, (1, 0)) is b and toward(grid, b.rect, (1, 0)) is c
    assert toward(grid, a.rect, (0, 1)) is d and toward(grid, b.rect, (0, 1)) is e
    assert toward(grid, c.rect, (1, 0)) is None and toward(grid, e.rect, (0, -1)) is b


def test_the_menu_and_new_game_start_a_game_by_keyboard(app):
    scene = menu(app)
    assert not scene.focus.shown
    enter(app)
    assert app.top is scene, "Enter chose before the ring was shown"
    press(app, pygame.K_DOWN)
    assert scene.focus.key == keys_of(app)[0]                   # the first key shows the ring on the first
    press(app, pygame.K_DOWN)
    assert scene.focus.key[1] == "load"
    frame(app)
    ring = scene.focus.rect
    assert app.display.get_at((ring.centerx, ring.top - 5))[:3] == INNER, "the ring is drawn round the choice"
    press(app, pygame.K_UP)
    assert scene.focus.key[1] == "new"
    press(app, pygame.K_SPACE, draw=True)
    form = app.top
    assert form.name == "newgame"
    focus_to(app, ("row", "title", 1))
    enter(app)
    assert form.title_name == "zeds"
    press(app, pygame.K_RIGHT)
    assert form.focus.key == ("row", "title", 2)
    press(app, pygame.K_DOWN)
    assert form.focus.rect.top > form.rows[0].rect.bottom, "Down left the row of titles"
    start = next(k for k in keys_of(app) if k[1] == "start")
    focus_to(app, start)
    enter(app)
    assert isinstance(app.top, TableScene) and app.top.title_name == "zeds"


def test_tab_leaves_a_name_line_for_the_next_choice(app):
    menu(app)
    focus_to(app, ("button", "new", "New game"))
    enter(app)
    form = app.top
    focus_to(app, ("name", 0))
    enter(app)
    assert form.name_entries[0].is_focused
    press(app, pygame.K_TAB)
    assert not form.name_entries[0].is_focused and form.focus.key != ("name", 0)


def test_the_settings_by_keyboard(app):
    app.push(SettingsScene(app))
    frame(app)
    settings = app.top
    volume = app.settings.volume
    focus_to(app, ("volume",))
    press(app, pygame.K_LEFT if volume > 0.5 else pygame.K_RIGHT)
    assert settings.focus.key == ("volume",), "← and → set the volume, and leave the focus on it"
    assert round(abs(app.settings.volume - volume), 2) == 0.1
    focus_to(app, ("row", "language", 1))
    enter(app)
    assert language() == "de"
    focus_to(app, ("row", "language", 0))
    enter(app)
    assert language() == "en"
    press(app, pygame.K_ESCAPE)
    assert app.top is not settings


def test_the_pause_menu_and_back_by_keyboard(app):
    session = new_game("raxxon", 3, {"players": 1}, seats=[SeatInfo()])
    table = games.open_table(app, session, "keys-pause")
    frame(app)
    tell_on(app, table)
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert pause.name == "pause"
    focus_to(app, next(k for k in keys_of(app) if k[1] == "unsaved"))
    enter(app)
    assert pause.confirming
    focus_to(app, next(k for k in keys_of(app) if k[1] == "cancel"))
    enter(app)
    focus_to(app, next(k for k in keys_of(app) if k[1] == "resume"))
    enter(app)
    assert app.top is table


def test_enter_keeps_its_meaning_until_the_ring_is_shown_and_a_click_hides_it(app):
    """Space and Enter press the prompt's main button, as they did; once Tab has shown the ring,
    Enter chooses what it is on; a mouse press hides it and Enter is the main button's again."""
    session = new_game("zeds", 7, {"players": 1}, seats=[SeatInfo()])
    table = games.open_table(app, session, "keys-enter")
    frame(app)
    for _ in range(200):
        tell_on(app, table)
        if table.prompt.primary() is not None:
            break
        table.send(table.legal[0])
    assert table.prompt.primary() is not None
    count = session.command_count
    press(app, pygame.K_TAB)
    assert table.focus.shown
    click(app, (5, 1075))                           # a press on nothing: the ring goes
    assert not table.focus.shown
    enter(app)
    # Dawn of the Zeds asks first whether the player ends with actions left
    assert session.command_count == count and [b.name for b in table.prompt.buttons] == ["cancel", "end_anyway"]


def test_the_load_screen_by_keyboard(app, data_dir):
    """Page Down brings the saves below the first five within the focus's reach."""
    for seed in range(7):
        table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=seed)
        assert table.save(quiet=True)
        app.reset(MenuScene(app))
    app.push(LoadScene(app))
    frame(app)
    load = app.top
    rows = [k for k in keys_of(app) if k[0] == "save"]
    assert len(rows) < 7
    press(app, pygame.K_PAGEDOWN)
    last = [k for k in keys_of(app) if k[0] == "save"][-1]
    assert last not in rows
    focus_to(app, last)
    enter(app)
    assert load.selected == 6
    focus_to(app, next(k for k in keys_of(app) if k[1] == "load"))
    enter(app)
    assert isinstance(app.top, TableScene)


def test_the_game_over_screen_and_the_replay_by_keyboard(app):
    session = finished("raxxon", {"players": 1})
    games.open_table(app, session, "keys-over")
    frame(app)
    over = app.top
    assert isinstance(over, GameOverScene)
    focus_to(app, next(k for k in keys_of(app) if k[1] == "replay"))
    enter(app)
    replay = app.top
    assert replay.name == "replay"
    step = replay.control.step
    press(app, pygame.K_RIGHT)                       # the replay's own arrows, while the ring is hidden
    assert replay.control.step == step + 1 and not replay.focus.shown
    press(app, pygame.K_TAB)
    press(app, pygame.K_RIGHT)                       # now the ring's
    assert replay.control.step == step + 1 and replay.focus.shown


def test_the_replay_of_a_game_in_play_steps_by_keyboard(app):
    session = new_game("raxxon", 3, {"players": 1}, seats=[SeatInfo()])
    for _ in range(5):
        session.apply(session.legal_commands(session.to_move()[0])[0])
    scene = open_replay(app, session, 0, 3)
    frame(app)
    speeds = [k for k in keys_of(app) if k[0] == "control"]
    assert speeds, "the replay's speeds are choices"
    focus_to(app, speeds[-1])
    enter(app)
    assert scene.control.speed == int(speeds[-1][2].rstrip("×"))
    focus_to(app, ("slider",))
    step = scene.control.step
    press(app, pygame.K_LEFT)
    assert scene.control.step == step - 1 and scene.focus.key == ("slider",), "← on the slider steps back"


def test_the_rules_scroll_and_change_game_by_keyboard(app):
    app.open_rules("raxxon")
    frame(app)
    rules = app.top
    press(app, pygame.K_PAGEDOWN)
    assert rules.scroll > 0, "Page Down scrolls the rules"
    paged = rules.scroll
    press(app, pygame.K_DOWN)
    assert rules.scroll > paged and not rules.focus.shown, "↓ scrolls the rules while the ring is hidden"
    focus_to(app, ("row", "tabs", 1))
    enter(app)
    assert rules.title_name != "raxxon"
    press(app, pygame.K_ESCAPE)
    assert app.top is not rules


def test_a_piece_in_focus_is_shown_large_as_under_a_resting_mouse(app):
    session = new_game("raxxon", 9, {"players": 3, "difficulty": "normal"}, MIDDAY, seats=[SeatInfo()] * 3)
    table = games.open_table(app, session, "keys-zoom")
    frame(app)
    tell_on(app, table)
    places = [k for k in keys_of(app) if k[0] == "place" and table.zoom_picture(k[1]) is not None]
    assert places
    focus_to(app, places[0])
    app.frame(2.0, [])
    assert table.zoom.key is not None and table.zoom.key[0] == places[0][1] and table.zoom.image is not None


def test_undo_that_is_off_says_why_when_focused(app):
    """A button that is off but says why may be focused: its words show as under a resting mouse,
    and Enter on it does nothing."""
    session = new_game("raxxon", 3, {"players": 1}, seats=[SeatInfo()])
    table = games.open_table(app, session, "keys-undo-tip")
    frame(app)
    tell_on(app, table)
    undo = table.top_buttons.find("undo")
    assert not undo.enabled and undo.tooltip
    focus_to(app, ("top", "undo", undo.label))
    app.frame(0.6, [])
    assert app.tip.under_mouse(app.display) == undo.tooltip
    count = session.command_count
    enter(app)
    assert session.command_count == count and app.top is table


def test_a_campaign_is_begun_by_keyboard(app):
    """The Heredity campaign screen from the menu: its rows and New campaign, by keys alone."""
    menu(app)
    focus_to(app, next(k for k in keys_of(app) if k[1] == "campaign"))
    enter(app)
    campaign = app.top
    assert campaign.name != "menu"
    focus_to(app, ("row", "players", 1))
    enter(app)
    assert campaign.players == 2
    focus_to(app, next(k for k in keys_of(app) if k[1] == "new"))
    enter(app)
    assert isinstance(app.top, TableScene) and app.top.title_name == "heredity"


def test_a_piece_picked_by_keyboard_is_put_down_by_esc(app):
    """A drag by keys is "pick, then choose the target": Enter on a piece picks it and lights
    where it may go; Esc puts it down again."""
    table = games.start(app, "raxxon", {"players": 1}, [SeatInfo()], seed=12)
    play(table, 3, random.Random(12))                    # a character chosen, two cards turned
    frame(app)
    tell_on(app, table)
    pieces = [k for k in keys_of(app) if k[0] == "place" and k[1] in table.index.starts()]
    assert pieces
    focus_to(app, pieces[0])
    enter(app)
    assert table.picked == (pieces[0][1],) and table.lit
    shown = [place for place in table.lit if place[0] != "prompt" and table.hits.rects(place)]
    assert shown and all(("place", place) in keys_of(app) for place in shown), "where it may go may be chosen"
    press(app, pygame.K_ESCAPE)
    assert table.picked == () and app.top is table


def test_a_raxxon_pile_opens_and_closes_by_keyboard(app):
    """A pile is a choice on the table (a click opens it); once open, its Close is one."""
    session = new_game("raxxon", 9, {"players": 3, "difficulty": "normal"}, MIDDAY, seats=[SeatInfo()] * 3)
    table = games.open_table(app, session, "keys-pile")
    frame(app)
    tell_on(app, table)
    piles = [k for k in keys_of(app) if k[0] == "place" and k[1][0] == "pile"
             and not k[1][1].endswith(("deck", "supply"))]
    assert piles
    focus_to(app, piles[0])
    enter(app)
    pile = app.top
    assert pile.name == "pile"
    focus_to(app, next(k for k in keys_of(app) if k[1] == "close"))
    enter(app)
    assert app.top is table
