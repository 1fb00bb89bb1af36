"""A phase told step by step: Raxxon's end of day (and likewise the zed phase and Heredity's
timeline) steps on a click on its panel, Space or by itself at the animation pace, ends on a
summary, is skipped at once by Esc or its Skip button, tells only the holder's log, and is never
shown at animation speed 0."""

import pygame

from game.engine import new_game
from game.engine.session import SeatInfo
from game.i18n import language
from game.titles.raxxon import model as m
from scenes import games
from scenes.widgets.story import STEP_SECONDS
from tests.ui.conftest import click, frame, key
from tests.ui.mouse import give
from tests.ui.test_motion import zeds_commands

CROWD = [["innocent", "volatile", "hostile"], ["hostile", "carrier:up", "hostile"],
         ["hostile", "hostile", "family:up"]]


def end_the_day(app, speed: float, name: str):
    """A solo game of Raxxon whose first day ends, by mouse: pass, then pass again."""
    app.settings.animation = speed
    session = new_game("raxxon", 4, {"players": 1, "difficulty": "normal"},
                       {"characters": ["thomas_heart"], "first_player": 0, "crowd": CROWD})
    scene = games.open_table(app, session, name)
    frame(app)
    while scene.session.state.day == 1:
        legal = scene.session.legal_commands(0)
        give(app, scene, next((c for c in legal if isinstance(c, m.Pass)), legal[0]))
    return scene


def settle(app, scene) -> None:
    """Frames until the pieces the last step moved have arrived (well within a step's time)."""
    for _ in range(20):
        frame(app)
        if scene.motion is None:
            return
        app.frame(0.05, [])
    frame(app)


def test_the_end_of_day_steps_by_click_space_and_pace_then_sums_up(app):
    scene = end_the_day(app, 1.0, "story-steps")
    story = scene.story
    assert story is not None and story.index == 0 and story.story.heading == "End of day 1"
    assert len(story.story.steps) >= 3 and story.story.totals
    assert scene.wake_in() is not None and scene.wake_in() <= STEP_SECONDS
    key(app, pygame.K_SPACE)
    assert story.index == 1
    click(app, story.rect.center)
    assert story.index == 2
    shown = pygame.image.tobytes(app.display, "RGB")
    app.frame(STEP_SECONDS, [])                           # by itself, at the pace
    assert story.index == 3 and pygame.image.tobytes(app.display, "RGB") != shown
    while not story.at_end:
        key(app, pygame.K_SPACE)
    assert scene.story is story and scene.wake_in() is None    # the summary waits for the player
    key(app, pygame.K_SPACE)
    assert scene.story is None and app.top is scene


def test_esc_and_the_skip_button_end_it_at_once(app):
    scene = end_the_day(app, 1.0, "story-esc")
    state = scene.session.state
    key(app, pygame.K_ESCAPE)
    assert scene.story is None and app.top is scene           # not the pause menu
    assert scene.session.state is state
    scene = end_the_day(app, 1.0, "story-skip")
    click(app, scene.story.skip.rect.center)
    assert scene.story is None and app.top is scene


def test_it_tells_only_the_holders_log(app):
    scene = end_the_day(app, 1.0, "story-log")
    told = [line.text for line in scene.session.log(scene.holder, language())]
    assert all(step.text in told for step in scene.story.story.steps)


def test_nothing_is_told_at_animation_speed_0(app):
    scene = end_the_day(app, 0.0, "story-off")
    assert scene.story is None and scene.motion is None


def test_the_zed_phase_is_told_with_its_spaces(app):
    app.settings.animation = 2.0
    scene = games.open_table(app, new_game("zeds", 4, {"players": 1}), "story-zeds")
    frame(app)
    for command in zeds_commands(40):
        scene.send(command)
        if scene.story is not None:
            break
    else:
        raise AssertionError("no zed phase was told")
    story = scene.story.story
    assert story.heading.startswith("Zed phase") and story.totals
    assert any(place[0] == "space" for step in story.steps for place in step.places)
    told = [line.text for line in scene.session.log(scene.holder, language())]
    assert all(step.text in told for step in story.steps)


def test_bots_wait_while_a_phase_is_told(app):
    app.settings.animation = 1.0
    session = new_game("zeds", 4, {"players": 1}, seats=[SeatInfo(kind="bot", bot="heuristic")])
    scene = games.open_table(app, session, "story-bots")
    for _ in range(20):
        if scene.story is not None:
            break
        app.frame(0.5, [])
    else:
        raise AssertionError("no zed phase was told")
    moves = scene.session.command_count
    for _ in range(4):                                    # two seconds: past a bot's delay
        app.frame(0.5, [])
    assert scene.story_running() and scene.session.command_count == moves
    key(app, pygame.K_ESCAPE)
    for _ in range(4):
        app.frame(0.5, [])
    assert scene.session.command_count > moves


def test_the_crowd_revealed_at_nightfall_lies_over_the_crowd_while_its_steps_are_on(app):
    """The table already shows the next day's face-down crowd: while the reveal is told, the
    revealed cards lie over it (a click there steps on, as on the panel); once the crowd is
    gathered, or the story is skipped, the table is as drawn without the story."""
    scene = end_the_day(app, 1.0, "story-reveal")
    story = scene.story
    revealed = next(seen.event.cards for seen in scene.session.told_last(scene.holder)
                    if isinstance(seen.event, m.CrowdRevealed))
    assert len(revealed) == 7                              # the face-down cards of CROWD, as told
    picture, area = story.story.steps[0].picture
    frame(app)
    assert app.display.subsurface(area).copy().get_at((40, 40)) == picture.get_at((40, 40))
    shown = [step.picture is not None for step in story.story.steps]
    assert shown[0] and not shown[-1] and shown == sorted(shown, reverse=True)   # the first steps, to the gathering
    click(app, area.center)                               # on the picture: the next step
    assert story.index == 1 and app.top is scene
    while story.index < shown.index(False):
        key(app, pygame.K_SPACE)
    settle(app, scene)
    still = scene.paint_layer()
    assert (pygame.image.tobytes(app.display.subsurface(area), "RGB")
            == pygame.image.tobytes(still.subsurface(area), "RGB"))
    scene = end_the_day(app, 1.0, "story-reveal-skip")
    key(app, pygame.K_ESCAPE)
    settle(app, scene)
    assert (pygame.image.tobytes(app.display.subsurface(area), "RGB")
            == pygame.image.tobytes(scene.paint_layer().subsurface(area), "RGB"))


def test_the_table_shows_the_day_as_told_so_far(app):
    """Issue 35, item 2: while the end of day is told, the board, header and prompt show the game
    at the step told (day 1, nothing to act on); the rest appears as it is told."""
    scene = end_the_day(app, 1.0, "story-told")
    story = scene.story
    assert scene.view.day == 1 and scene.session.state.day == 2
    assert scene.prompt.question.startswith("End of day 1 · step 1 of") and not scene.legal
    days = []
    while story.index < len(story.story.steps) - 1:
        click(app, (700, 500))                            # on the table: the next step, nothing given
        days.append(scene.view.day)
    assert days[0] == 1 and days[-1] == 2 and scene.session.state.day == 2
    key(app, pygame.K_ESCAPE)
    assert scene.story is None and scene.view.day == 2 and scene.legal
    assert not scene.prompt.question.startswith("End of day")


def test_a_zed_is_lit_where_the_step_puts_it(app):
    """Issue 35, item 2: a step of the zed phase lights the zed where that step put it, not where
    the zeds are drawn further on."""
    app.settings.animation = 2.0
    scene = games.open_table(app, new_game("zeds", 4, {"players": 1}), "story-zeds-told")
    frame(app)
    for command in zeds_commands(40):
        give(app, scene, command)
        if scene.story is not None:
            break
    story = scene.story
    moving = next(i for i, step in enumerate(story.story.steps) if "advance" in step.text)
    assert moving > 0
    while story.index < moving - 1:
        key(app, pygame.K_SPACE)
    to, *zeds = story.story.steps[moving].places
    assert all(not scene.hits.rect(to).colliderect(scene.hits.rect(z)) for z in zeds)   # not there yet
    checked = 0
    while story is not None and not story.at_end:
        places = story.places()
        spaces = [scene.hits.rect(p) for p in places if p[0] == "space"]
        zeds = [rect for p in places if p[0] == "zed" for rect in scene.hits.rects(p)]
        if spaces and any(p[0] == "zed" for p in places):
            assert zeds and all(spaces[0].colliderect(rect) for rect in zeds), story.story.steps[story.index].text
            checked += 1
        key(app, pygame.K_SPACE)
    assert checked


def test_the_game_over_screen_waits_until_the_phase_is_told(app):
    """Issue 35, item 2: a game lost in the zed phase shows its end once the phase is told."""
    from game.engine.bots import bot_move
    from game.titles.zeds import model as zm
    app.settings.animation = 1.0
    for seed in range(1, 40):
        session = new_game("zeds", seed, {"players": 1})
        commands = []
        while not session.outcome() and len(commands) < 2000:
            commands.append(bot_move(session, session.to_move()[0], "heuristic"))
            session.apply(commands[-1])
        if session.outcome() and any(isinstance(e, zm.PhaseBegan) and e.phase == "zeds"
                                     for e in session.history[-1].events):
            break
    else:
        raise AssertionError("no game lost in a zed phase")
    session = new_game("zeds", seed, {"players": 1})
    for command in commands[:-1]:
        session.apply(command)
    scene = games.open_table(app, session, "story-over")
    frame(app)
    give(app, scene, commands[-1])
    assert scene.session.outcome() and scene.story_running() and app.top is scene
    key(app, pygame.K_SPACE)
    assert app.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "gameover"
