"""Motion: after a command the moved pieces slide to their new places, pieces turned over turn,
markers pop in and dice tumble, paced by the animation speed, skipped by a click or key, off at
speed 0; an animation never changes what is finally shown, nor the game."""

import hashlib
import random
from collections import Counter

import pygame
import pytest

from game.engine import new_game
from game.engine.bots import bot_move
from game.engine.session import SeatInfo
from game.titles.heredity import model as heredity
from scenes import games, motion
from tests.heredity.helpers import table as heredity_table
from tests.ui.conftest import click, drag, frame, key, pass_screen

CROWD = [["innocent:up", "volatile:up", "hostile"], ["hostile", "carrier", "hostile"],
         ["hostile", "hostile", "family:up"]]


def zeds_commands(count: int) -> list:
    """A seeded solo game of Dawn of the Zeds, as commands."""
    return bot_commands("zeds", {"players": 1}, count, bot_seed=4)


def settle(app, scene) -> None:
    """Frames until nothing changes by itself any more (motion, a table's own flash), the game
    checked unchanged on every one; a phase told step by step is closed with Esc."""
    state = scene.session.state
    for _ in range(600):
        if scene.story is not None:
            key(app, pygame.K_ESCAPE)
            assert scene.story is None and app.top is scene
        if scene.wake_in() is None:
            return
        app.frame(1 / 60, [])
        assert scene.session.state is state
    raise AssertionError("the table never came to rest")


def pixels(app) -> bytes:
    return pygame.image.tobytes(app.display, "RGB")


def play(app, speed: float, commands, name: str, title: str = "zeds", options=None):
    """The game played at `speed`: the scene, the kinds of motion seen (with how often) and a
    digest of the frame once each command's motion has ended."""
    app.settings.animation = speed
    session = new_game(title, 4, options or {"players": 1})
    scene = games.open_table(app, session, name)
    frame(app)
    kinds: Counter = Counter()
    shown = []
    for command in commands:
        assert scene.send(command)
        if scene.motion is not None:
            kinds["slide"] += bool(scene.motion.slides)
            kinds["fly"] += any(slide.start.size != slide.end.size for slide in scene.motion.slides)
            kinds["legs"] += any(slide.via for slide in scene.motion.slides)
            kinds.update(type(effect).__name__ for effect in scene.motion.effects)
        app.frame(1 / 60, [])
        settle(app, scene)
        frame(app)
        shown.append(hashlib.sha1(pixels(app)).hexdigest())
    return scene, kinds, shown


def bot_commands(title: str, options: dict, count: int, bot_seed: int = 5) -> list:
    """A seeded game played by heuristic bots, as commands."""
    session = new_game(title, 4, options)
    rng = random.Random(bot_seed)
    commands = []
    for _ in range(count):
        command = bot_move(session, session.to_move()[0], "heuristic", rng)
        session.apply(command)
        commands.append(command)
    return commands


def test_an_animation_never_changes_what_is_finally_shown(app):
    """Pieces slide (along the spaces of their path, into the bag, to the cemetery, out of the
    bag), turn over, pop in and roll, and each time the table ends exactly as it is drawn without
    motion; at speed 0 nothing moves at all."""
    commands = zeds_commands(40)
    moving, kinds, shown = play(app, 1.0, commands, "motion-on")
    assert kinds["slide"] >= 3 and kinds["Tumble"] and kinds["Pop"] and kinds["legs"] and kinds["fly"]
    still, none, shown_still = play(app, 0.0, commands, "motion-off")
    assert not none
    assert still.session.state == moving.session.state
    assert shown == shown_still


@pytest.mark.parametrize("title, options, count, seen", [
    ("raxxon", {"players": 2, "difficulty": "normal"}, 30, ("Turn", "Pop", "fly")),
    ("heredity", {"chapter": 1, "players": 1}, 40, ("Turn", "Pop"))])
def test_pieces_turned_over_turn_and_end_as_drawn_without_motion(app, title, options, count, seen):
    """Cards turn, markers pop in, Raxxon's crowd cards fly into their piles, and each time the
    table ends exactly as it is drawn without motion."""
    commands = bot_commands(title, options, count)
    _, kinds, shown = play(app, 2.0, commands, f"{title}-turn-on", title, options)
    assert all(kinds[kind] for kind in seen), kinds
    _, none, shown_still = play(app, 0.0, commands, f"{title}-turn-off", title, options)
    assert not none
    assert shown == shown_still


def test_a_moved_unit_slides_and_a_click_skips_the_slide(app):
    app.settings.animation = 0.5                          # slow: twice as long
    scene = games.open_table(app, new_game("zeds", 4, {"players": 1}), "motion-skip")
    frame(app)
    for command in zeds_commands(25):
        scene.send(command)
        if scene.motion is not None:
            break
    else:
        raise AssertionError("nothing slid")
    assert abs(scene.motion.seconds - 0.8) < 1e-9
    assert scene.wake_in() == 0.0                         # the loop draws every frame meanwhile
    app.frame(0.1, [])
    halfway = pixels(app)
    click(app, (1000, 30))                                # the top bar, where a click changes nothing
    assert scene.motion is None and app.top is scene
    assert pixels(app) != halfway


def test_crowd_cards_swapping_cross_over(app):
    session = new_game("raxxon", 4, {"players": 2, "difficulty": "normal"},
                       {"characters": ["thomas_heart", "mia_lee"], "first_player": 0, "crowd": CROWD})
    scene = games.open_table(app, session, "motion-swap")
    frame(app)
    first, second = scene.hits.rect(("cell", (0, 0))), scene.hits.rect(("cell", (0, 1)))
    drag(app, first.center, second.center)
    slides = scene.motion.slides if scene.motion else []
    assert {(s.start.topleft, s.end.topleft) for s in slides} == {(first.topleft, second.topleft),
                                                                   (second.topleft, first.topleft)}


def test_nothing_slides_when_the_screen_passes_to_another_seat(app):
    """Alone, two people: a command that hands the screen over shows no piece of the table it
    leaves (the hand-over cover comes at once)."""
    session = new_game("alone", 4, {"evil_players": 1}, seats=[SeatInfo(), SeatInfo()])
    scene = games.open_table(app, session, "motion-handover")
    frame(app)
    if app.top.name == "handover":
        pass_screen(app)
    rng = random.Random(3)
    handed = 0
    for _ in range(40):
        holder = scene.holder
        seat = scene.person_to_move()
        legal = scene.session.legal_commands(seat)
        scene.send(legal[rng.randrange(len(legal))])
        if app.top.name == "handover":
            assert scene.motion is None and scene.story is None and scene.view is None
            handed += 1
            pass_screen(app)
        elif scene.holder != holder:
            assert scene.motion is None
    assert handed


def test_rolling_dice_tumble_and_a_key_skips_them(app):
    app.settings.animation = 1.0
    scene = games.open_table(app, new_game("zeds", 4, {"players": 1}), "motion-roll")
    frame(app)
    for command in zeds_commands(40):
        scene.send(command)
        if scene.motion is not None and any(isinstance(e, motion.Tumble) for e in scene.motion.effects):
            break
    else:
        raise AssertionError("no dice rolled")
    state = scene.session.state
    app.frame(0.1, [])
    rolling = pixels(app)
    key(app, pygame.K_LSHIFT)                             # a key that does nothing else
    assert scene.motion is None and scene.session.state is state
    assert pixels(app) != rolling


def test_a_turn_and_a_pop_end_on_the_picture_after(app):
    before = pygame.Surface((60, 60))
    before.fill((20, 30, 40))
    after = before.copy()
    after.fill((200, 40, 40), pygame.Rect(20, 20, 12, 12))
    rect = pygame.Rect(10, 10, 40, 40)
    assert motion.turned(before, before, rect) is None and motion.popped(before, before, rect) is None
    for effect in (motion.turned(before, after, rect), motion.popped(before, after, rect)):
        shown = before.copy()
        effect.draw(shown, 0.3)
        assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(after, "RGB")
        effect.draw(shown, 1.0)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(after, "RGB")
    assert abs(motion.overshoot(0.0)) < 1e-9 and motion.overshoot(1.0) == 1
    assert max(motion.overshoot(t / 20) for t in range(21)) > 1       # a little beyond, then home


def test_cards_drawn_from_a_pile_fly_onto_the_crowd_and_end_as_drawn_without_motion(app):
    """Raxxon: cards drawn from the population deck onto the crowd, and from the infection
    supply onto the discard, fly from their pile growing or keeping its size; the table ends as
    drawn without motion."""
    options = {"players": 2, "difficulty": "normal"}
    commands = bot_commands("raxxon", options, 144)
    app.settings.animation = 0
    scene = games.open_table(app, new_game("raxxon", 4, options), "motion-arrive")
    frame(app)
    arrivals = []
    for index, command in enumerate(commands):
        app.settings.animation = 1.0 if index in (71, 143) else 0
        scene.send(command)
        if scene.motion is not None:
            deck = scene.hits.rect(("pile", "population_deck"))
            supply = scene.hits.rect(("pile", "infection_supply"))
            arrivals += [slide.start for slide in scene.motion.slides if slide.start in (deck, supply)]
            still = scene.paint_layer().copy()
            app.frame(0.1, [])
            assert pixels(app) != pygame.image.tobytes(still, "RGB")
            settle(app, scene)
            frame(app)
            assert pixels(app) == pygame.image.tobytes(scene.paint_layer(), "RGB")
    assert len(arrivals) >= 3


def test_a_slide_along_its_legs_passes_its_spots_and_ends_on_its_place():
    start, end = pygame.Rect(0, 0, 40, 60), pygame.Rect(200, 0, 20, 30)
    slide = motion.Slide(pygame.Surface(start.size), start, end, pygame.Surface(end.size), end, ((0, 100), (200, 100)))
    assert slide.at(0.0) == start and slide.at(1.0) == end
    assert slide.at(0.5).topleft == (100, 100)                 # halfway along: the middle of the long leg
    assert slide.legs == 3
    assert motion.leg_seconds(0.4, 3) > motion.leg_seconds(0.4, 1) == 0.4


def walk(app, seed: int, seats: list, name: str, wanted=lambda slide: True) -> motion.Slide:
    """Alone games (dealt and played from `seed` on) played with motion until a command shows one
    slide along several legs that is `wanted`: that slide (the table, once at rest, drawn as
    without motion)."""
    app.settings.animation = 1.0
    walked: list = []
    for game_seed in range(seed, seed + 20):
        session = new_game("alone", game_seed, {"evil_players": 1}, seats=seats)
        scene = games.open_table(app, session, f"{name}-{game_seed}")
        scene.pace.paused = True                          # the bots wait: the table comes to rest
        frame(app)
        rng = random.Random(game_seed)
        while not session.outcome() and not walked:
            scene.send(bot_move(session, session.to_move()[0], "heuristic", rng))
            found = [slide for slide in scene.motion.slides if slide.via] if scene.motion else []
            walked = found if len(found) == 1 and wanted(found[0]) else []
            if not walked:
                scene.motion = None                       # a click would skip it: on to the next
        if walked:
            break
    assert len(walked) == 1 and scene.motion.seconds > motion.SECONDS      # two legs take longer than one
    app.frame(0.1, [])
    assert pixels(app) != pygame.image.tobytes(scene.paint_layer(), "RGB")
    settle(app, scene)
    frame(app)
    assert pixels(app) == pygame.image.tobytes(scene.paint_layer(), "RGB")
    return walked[0]


def test_a_creature_walks_through_the_sectors_it_passed_as_the_evil_player_was_told(app):
    """The Evil player's table: a creature moving two sectors passes the one between, from the
    move's path as that seat was told it."""
    walked = walk(app, 4, [SeatInfo(kind="bot", bot="heuristic"), SeatInfo()], "motion-creature-evil",
                  lambda slide: len(slide.via) == 1)
    assert len(walked.via) == 1


def test_the_hero_sees_a_creature_walk_round_a_corner_of_his_labyrinth(app):
    """The hero's table: two moves he saw, from a sector to one diagonal to it, go round the
    corner through the sector his labyrinth joins them by (never through a wall: the straight
    line would cross one)."""
    def round_a_corner(slide) -> bool:
        return len(slide.via) == 1 and min(abs(slide.start.x - slide.end.x), abs(slide.start.y - slide.end.y)) > 40

    walked = walk(app, 9, [SeatInfo(), SeatInfo(kind="bot", bot="heuristic")], "motion-creature-hero", round_a_corner)
    (x, y), = walked.via
    middle = (x + walked.end.width // 2, y + walked.end.height // 2)    # the piece centred on the corner's square
    start, end = walked.start.center, walked.end.center

    def near(a: tuple[int, int], b: tuple[int, int]) -> bool:
        # a piece lies off its square's centre when it shares the square: by less than its width
        return abs(a[0] - b[0]) < walked.end.width and abs(a[1] - b[1]) < walked.end.width
    assert near(middle, (start[0], end[1])) or near(middle, (end[0], start[1]))


def test_an_item_dropped_goes_from_the_members_panel_to_the_area_on_the_map(app):
    """Heredity: Maeve drops her rifle; the card on her panel flies to her area, taking the size
    of a piece there, and the table ends as drawn without motion."""
    fox = {"terrain": [{"card": "101"}], "figures": {"maeve": "101:a", "brick": "101:a", "104.1": "101:a"},
           "timeline": [{"card": "104"}, {"card": "17"}], "encounters": {"104": "hostile"}}
    session = heredity_table(karma=["902"], **fox, items=[{"card": "130", "member": "maeve"}])
    app.settings.animation = 1.0
    scene = games.open_table(app, session, "motion-drop")
    frame(app)
    carried = scene.hits.rect(("item", "130"))
    scene.send(next(c for c in session.legal_commands(0) if isinstance(c, heredity.Drop)))
    lying = scene.hits.rect(("item", "130"))
    assert [(s.start, s.end) for s in scene.motion.slides] == [(carried, lying)] and carried.size != lying.size
    app.frame(0.1, [])
    assert pixels(app) != pygame.image.tobytes(scene.paint_layer(), "RGB")
    settle(app, scene)
    frame(app)
    assert pixels(app) == pygame.image.tobytes(scene.paint_layer(), "RGB")
