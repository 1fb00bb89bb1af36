"""Heredity screenshots: chapter 1 at its start with its opening read (and its rules help), moments
in the middle (a selected member with its lit places, a figure being dragged, a disc that could
mean several actions, a card's question, damage to place), chapter 4's markers and violet disc, a
later chapter begun away from the family's campaign, the chapter won and its ending read, the
campaign screen that records it (its chapters, what carries over, the question before a replay),
and a campaign played to its end (the story of Swan, and every chapter)."""

from __future__ import annotations

from typing import cast

import pygame

from game.engine import new_game
from game.engine.playout import play_one
from game.titles.heredity import model as m
from game.titles.heredity.carry import chapters
from game.titles.heredity.content import Carry, content
from saves import campaign
from saves.paths import campaigns_dir
from scenes import games
from scenes.menu import MenuScene
from scenes.tables.heredity.campaign import CampaignScene
from scenes.tables.heredity.places import Area, Disc, Figure, Space
from scenes.tour import icon_tip_shot

SEED = 7
KARMA = ("901", "902", "903", "904", "905", "906", "907", "908", "909")
# The story flags a finished campaign shows per chapter: choices that chapter's cards set.
STORY_FLAGS = {1: ("ada_helped", "cole_defeated", "left_by_cart"), 2: ("crossed_by_ferry", "fare_paid"),
               3: ("sheltered_at_mill", "wren_trusts", "boy_healed"), 4: ("stayed_in_valley", "seed_grain"),
               5: ("ines_trusts", "field_sown", "long_house")}
WINNING_SEED = 31        # the heuristic bot wins chapter 1 with this seed (tests/heredity/test_campaign.py)


def heredity_shots(app, shots) -> None:
    table = games.open_table(app, new_game("heredity", SEED, {"chapter": 1, "players": 1}), "heredity-shot-start")
    shots.take("heredity-ch1-start", small=True)
    table.chapter_story.pager.turn(1)
    table.chapter_story.set_buttons()
    shots.take("heredity-ch1-opening-more")
    table.chapter_story = None                # read: the family begins
    app.open_rules("heredity")
    shots.take("rules-heredity")
    app.pop()
    icon_tip_shot(app, shots, "heredity-ch1-icon-tip")
    table.click_place(Figure("figure", "maeve"))
    shots.take("heredity-ch1-selected", small=True)
    table.cancel()
    drag_shot(app, shots, table, "brick", "102:k")
    walk(table, "brick", "102:p")
    hand = next(s for s in table.panels["brick"].spaces if s.startswith("torso"))
    table.dropped(((), Disc("disc", "brick")), (Space("space", "brick", hand), 0))
    shots.take("heredity-ch1-choices", small=True)
    table.cancel()
    walk(table, "maeve", "101:c")
    walk(table, "maeve", "102:k")
    table.send(act(table, "maeve", "look"))
    shots.take("heredity-ch1-question", small=True)
    table.send(next(c for c in table.legal if isinstance(c, m.Answer) and not c.yes))
    until_decision(table, "damage", 200)
    shots.take("heredity-ch1-damage", small=True)
    thaw_shot(app, shots)
    games.open_table(app, new_game("heredity", SEED, {"chapter": 3, "players": 1}), "heredity-shot-default")
    shots.take("heredity-ch3-default-start", small=True)
    app.pop()
    won_shots(app, shots)


def thaw_shot(app, shots) -> None:
    """Chapter 4 three rounds in: meltwater on the low meadow, fever on Brick, and Maeve's violet
    disc beside her own (Wren works with the family)."""
    session = new_game("heredity", SEED, {"chapter": 4, "players": 1},
                       {"campaign": {"karma": ["901", "902", "903", "904", "914", "906", "907", "908", "909"],
                                     "flags": ["sheltered_at_mill", "wren_trusts", "boy_sick"]}})
    while session.outcome() is None and len(cast(m.HeredityState, session.state).marks) < 2:
        legal = session.legal_commands(session.to_move()[0])
        session.apply(next((c for c in legal if isinstance(c, m.EndActions)), legal[0]))
    games.open_table(app, session, "heredity-shot-thaw")
    shots.take("heredity-ch4-thaw", small=True)
    app.pop()


def walk(table, name: str, area: str) -> None:
    table.send(next(c for c in table.legal if isinstance(c, m.Act) and c.member == name and c.target == area))
    if table.decision_kind() == "space":
        table.send(table.legal[0])


def act(table, name: str, action: str):
    return next(c for c in table.legal if isinstance(c, m.Act) and c.member == name and c.action == action)


def drag_shot(app, shots, table, name: str, area: str) -> None:
    """A figure held over the board: the areas it may go to are lit; then it is put down there."""
    start, end = table.hits.point(Figure("figure", name)), table.hits.point(Area("area", area))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame(1 / 60, pygame.event.get())
    for step in range(1, 7):
        pos = (start[0] + (end[0] - start[0]) * step // 6, start[1] + (end[1] - start[1]) * step // 6)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        app.frame(1 / 60, pygame.event.get())
    shots.take("heredity-ch1-drag", small=True)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(1 / 60, pygame.event.get())
    if table.decision_kind() == "space":
        table.send(table.legal[0])


def until_decision(table, kind: str, limit: int) -> None:
    """Let the heuristic bot play for the family until the rules ask for `kind`."""
    from game.engine.bots import bot_move
    session = table.session
    for _ in range(limit):
        if session.outcome() or table.decision_kind() == kind:
            return
        table.send(bot_move(session, session.to_move()[0], "heuristic"))


def won_shots(app, shots) -> None:
    """Chapter 1 won at the table (the bot's winning game, given through the table), then the
    campaign screen listing it."""
    played = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    table = games.open_table(app, new_game("heredity", WINNING_SEED, {"chapter": 1, "players": 1}),
                             "heredity-shot-won")
    for turn in played.history[1:]:
        table.send(turn.command)
    shots.take("heredity-ch1-ending", small=True)
    table.chapter_story.close()
    table.chapter_story = None
    shots.take("heredity-ch1-won", small=True)
    app.pop()
    shots.take("heredity-ch1-end-table", small=True)
    app.reset(MenuScene(app))
    scene = CampaignScene(app)
    app.push(scene)
    scene.set_players(3)            # three at the table, one of them a bot
    scene.set_bots(1)
    shots.take("heredity-campaign", small=True)
    scene.set_view("carry")
    shots.take("heredity-campaign-carry", small=True)
    scene.set_view("story")
    shots.take("heredity-campaign-story", small=True)
    complete_campaign(campaigns_dir(app.data_root) / "heredity-complete.json")
    app.reset(MenuScene(app))
    scene = CampaignScene(app)
    app.push(scene)
    shots.take("heredity-campaign-complete", small=True)
    scene.set_view("chapters")
    shots.take("heredity-campaign-chapters", small=True)
    scene.replay(2)
    shots.take("heredity-campaign-replay", small=True)


def complete_campaign(path) -> None:
    """A campaign file with every chapter won by its first winning ending, each adding its story
    flags to those before."""
    book = campaign.new_campaign("heredity")
    flags: tuple[str, ...] = ()
    for number in chapters():
        start = Carry(karma=KARMA, flags=flags)
        flags = tuple(sorted(set(flags) | set(STORY_FLAGS.get(number, ()))))
        ending = next(e.id for e in content().chapters[number].endings if e.kind == "win")
        book = campaign.add_chapter(book, number, ending, start, Carry(karma=KARMA, flags=flags))
    path.parent.mkdir(parents=True, exist_ok=True)
    campaign.save(book, path)
