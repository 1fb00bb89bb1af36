"""The Heredity table driven by real mouse events: figures dragged between areas, discs put on
action spaces, decisions answered on the board, and the campaign screen after a chapter won."""

import pygame

from game.engine import new_game
from game.engine.playout import play_one
from game.i18n import tr
from game.titles.heredity import model as m
from game.titles.heredity.content import content
from saves import campaign
from saves.paths import campaigns_dir
from scenes import games
from scenes.tables.heredity.campaign import CampaignScene
from scenes.tables.heredity.tour import WINNING_SEED
from tests.ui.conftest import click, drag, frame
from tests.ui.conftest import key as press_key


def table(app, setup=None, seed=7):
    session = new_game("heredity", seed, {"chapter": 1, "players": 1}, setup)
    scene = games.open_table(app, session, "heredity-ui-test")
    frame(app)
    return scene


def at(scene, *place):
    """Where a player clicks `place`: a point where it is the topmost thing drawn."""
    return scene.hits.point(place)


def member_area(scene, name):
    return scene.session.state.figures[[f.id for f in scene.session.state.figures].index(name)].area


def test_a_figure_dragged_to_a_lit_area_moves_there_its_disc_on_the_first_free_leg_space(app):
    """[issue 35.10] No question which leg space: the first free one takes the disc."""
    scene = table(app)
    drag(app, at(scene, "figure", "maeve"), at(scene, "area", "101:c"))
    assert scene.decision_kind() == "actions"
    assert member_area(scene, "maeve") == "101:c"
    assert scene.prompt.detail == tr("heredity_table.prompt.placed_hint")      # a drag moves the disc
    assert scene.session.state.members[3].bodies[2].discs == (True, False, False)


def test_the_disc_just_placed_dragged_to_another_free_space_goes_there(app):
    """[issue 35.10] A drag of the disc the move put on the first leg space chooses another."""
    scene = table(app)
    drag(app, at(scene, "figure", "maeve"), at(scene, "area", "101:c"))
    drag(app, at(scene, "space", "maeve", "legs.0"), at(scene, "space", "maeve", "legs.2"))
    assert member_area(scene, "maeve") == "101:c"
    assert scene.session.state.members[3].bodies[2].discs == (False, False, True)
    assert scene.decision_kind() == "actions"


def test_a_lifted_disc_dropped_off_its_kind_snaps_back_and_changes_nothing(app):
    scene = table(app)
    drag(app, at(scene, "figure", "maeve"), at(scene, "area", "101:c"))
    before = scene.session.state
    drag(app, at(scene, "space", "maeve", "legs.0"), at(scene, "space", "maeve", "head.0"))
    assert scene.session.state is before
    assert scene.prompt.warning == tr("heredity_table.refuse.replace", kind=tr("heredity.space.leg"))


def test_asked_again_after_an_undo_one_button_takes_the_first_free_space(app):
    """[issue 35.10] Undo brings the question back: no row of identical buttons, one for the
    first free space, and the spaces themselves lit on the board."""
    scene = table(app)
    drag(app, at(scene, "figure", "maeve"), at(scene, "area", "101:c"))
    press_key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.decision_kind() == "space"
    labels = [b.label for b in scene.prompt.buttons if b.command is not None]
    assert labels == ["First free leg space"]
    assert {key[2] for key in scene.lit if key[0] == "space"} == {"legs.0", "legs.1", "legs.2"}
    click(app, at(scene, "space", "maeve", "legs.1"))
    assert scene.session.state.members[3].bodies[2].discs == (False, True, False)


def test_while_dragging_the_reachable_areas_light_up(app):
    scene = table(app)
    start = at(scene, "figure", "brick")
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1]), rel=(40, 0), buttons=(1, 0, 0))])
    lit = {target[0] for target in scene.drag.drag.legal}
    assert lit == {("area", "101:a"), ("area", "102:k")}       # the well: yard and kitchen door, not the hen house
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1)])


def test_a_drop_behind_a_wall_snaps_back_says_why_and_changes_nothing(app):
    scene = table(app)
    before = scene.session.state
    drag(app, at(scene, "figure", "brick"), at(scene, "area", "101:b"))
    assert scene.session.state is before
    assert scene.drag.snapping is not None
    assert "wall" in scene.prompt.warning
    frame(app)


def test_a_disc_dropped_on_an_action_space_acts_and_lands_there(app):
    scene = table(app)
    drag(app, at(scene, "disc", "brick"), at(scene, "space", "brick", "torso.1"))
    brick = scene.session.state.members[1]
    assert brick.bodies[1].discs == (False, True)               # the very space the disc went on
    assert brick.materials == 2                                  # the well bucket: card 114
    assert "114" in scene.session.state.read


def test_a_click_on_a_free_space_puts_a_disc_there(app):
    scene = table(app)
    click(app, at(scene, "space", "brick", "torso.1"))
    assert scene.session.state.members[1].bodies[1].discs == (False, True)


def test_a_disc_on_a_space_with_nothing_to_do_is_refused(app):
    scene = table(app)
    before = scene.session.state
    drag(app, at(scene, "disc", "djamal"), at(scene, "space", "djamal", "head.1"))
    assert scene.session.state is before
    assert "nothing to do" in scene.prompt.warning
    drag(app, at(scene, "disc", "djamal"), at(scene, "space", "brick", "torso.1"))
    assert scene.session.state is before
    assert "belongs to Brick" in scene.prompt.warning


def test_a_disc_answers_which_space_takes_it_and_a_taken_space_is_refused(app):
    scene = table(app)
    drag(app, at(scene, "figure", "maeve"), at(scene, "area", "101:c"))
    press_key(app, pygame.K_z, pygame.KMOD_CTRL)               # the question asked again
    assert scene.decision_kind() == "space"
    drag(app, at(scene, "disc", "maeve"), at(scene, "space", "maeve", "legs.1"))
    assert scene.session.state.members[3].bodies[2].discs == (False, True, False)
    drag(app, at(scene, "disc", "maeve"), at(scene, "space", "maeve", "legs.1"))
    assert "already holds" in scene.prompt.warning


def test_a_disc_meaning_several_actions_offers_them_and_lands_where_it_was_dropped(app):
    scene = table(app, {"table": {"terrain": [{"card": "101"}, {"card": "102", "col": 1}],
                                  "figures": {"brick": "102:p", "selena": "101:a", "maeve": "101:a",
                                              "djamal": "101:d"},
                                  "ground": {"102:p": 1}, "timeline": [{"card": "17"}]}})
    drag(app, at(scene, "disc", "brick"), at(scene, "space", "brick", "torso.0"))
    offered = {c.action for c in scene.offered}
    assert offered == {"interact", "pickup"}
    assert {b.name for b in scene.prompt.buttons} >= {"choice", "cancel"}
    pickup = next(b for b in scene.prompt.buttons if b.command and b.command.action == "pickup")
    click(app, pickup.rect.center)                               # pick up: the disc lands on torso.0
    assert scene.decision_kind() == "pickup" and ("ground", "102:p") in scene.lit
    click(app, at(scene, "ground", "102:p"))                     # take the material lying there
    brick = scene.session.state.members[1]
    assert brick.materials == 1 and brick.bodies[1].discs == (True, False)


def test_a_click_on_a_figure_selects_it_and_a_lit_area_moves_it(app):
    scene = table(app)
    click(app, at(scene, "figure", "djamal"))
    assert scene.selected() == "djamal" and ("area", "101:a") in scene.lit
    click(app, at(scene, "area", "101:a"))
    assert member_area(scene, "djamal") == "101:a"


def test_the_campaign_screen_lists_a_chapter_won_at_the_table(app, data_dir):
    played = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    scene = table(app, seed=WINNING_SEED)
    for turn in played.history[1:]:
        assert scene.send(turn.command)
    assert scene.session.outcome() == played.outcome()
    book = campaign.load(campaigns_dir(data_dir) / scene.session.header.campaign)
    assert book.chapters["1"].won and len(book.carry.karma) == 9

    app.push(CampaignScene(app))
    frame(app)
    entry = app.top.entries[0]
    assert entry.book.chapters["1"].outcome == played.outcome()
    go_on = app.top.buttons.find("continue")
    assert go_on.enabled and go_on.label.endswith("2")
    assert app.top.buttons.find("replay:1") is not None
    click(app, go_on.rect.center)
    assert app.top.name == "heredity"
    second = app.top.session
    assert second.header.options["chapter"] == 2 and second.header.campaign == entry.path.name
    carried = {(i.card, i.member) for i in book.carry.items}
    assert carried <= {(i.card, i.member) for i in second.state.items}


def test_a_new_campaign_starts_chapter_one(app, data_dir):
    app.push(CampaignScene(app))
    frame(app)
    click(app, app.top.buttons.find("new").rect.center)
    assert app.top.name == "heredity" and app.top.session.header.options["chapter"] == 1
    assert (campaigns_dir(data_dir) / app.top.session.header.campaign).exists()
    assert isinstance(app.top.legal[0], m.EndActions)


def row(scene, name):
    return next((r for r in scene.rows if r.name == name), None)


def test_a_campaign_chapter_seats_the_bots_chosen_for_it_in_any_seat(app, data_dir):
    """[issue 33, found 9] The bots' row offered at most one bot fewer than the players: every
    seat may be a bot's, as at a new game."""
    app.push(CampaignScene(app))
    frame(app)
    assert [value for value, _ in row(app.top, "bots").choices] == [0, 1]     # one player: a bot may play
    assert app.top.buttons.find("continue") is None  # no campaign yet, so none to go on with (nor "complete")
    click(app, row(app.top, "players").segment_for(3).center)
    bots = row(app.top, "bots")
    assert [value for value, _ in bots.choices] == [0, 1, 2, 3]
    click(app, bots.segment_for(3).center)
    click(app, row(app.top, "players").segment_for(2).center)
    assert app.top.bots == 2 and row(app.top, "bots").selected == 2
    click(app, app.top.buttons.find("new").rect.center)
    seats = app.top.session.header.seats
    assert app.top.name == "heredity" and [s.kind for s in seats] == ["bot", "bot"]
    assert {s.bot for s in seats} == {"search"}                  # the title's default, as at a new game


def test_three_people_share_the_fourth_member_and_each_ends_their_own_actions(app):
    session = new_game("heredity", 7, {"chapter": 1, "players": 3})
    scene = games.open_table(app, session, "heredity-ui-three")
    frame(app)
    shared = [c for c in scene.legal if isinstance(c, m.Act) and c.member == "maeve"]
    assert shared and len({(c.action, c.target) for c in shared}) == len(shared)   # offered once
    assert {c.seat for c in scene.legal if isinstance(c, m.EndActions)} == {0, 1, 2}
    assert [b.name for b in scene.prompt.buttons].count("end_actions") == 3


def test_a_slow_drag_in_small_steps_still_moves_the_figure(app):
    scene = table(app)
    drag(app, at(scene, "figure", "maeve"), at(scene, "area", "101:c"), steps=60)   # a few pixels a step
    assert member_area(scene, "maeve") == "101:c"


def test_with_nobody_selected_a_click_on_a_member_selects_them_and_gives_no_command(app):
    """Maeve could heal Brick, but nothing is lit yet: the click on Brick selects Brick."""
    scene = table(app, {"table": {"terrain": [{"card": "101"}], "figures": {"maeve": "101:a", "brick": "101:a"},
                                  "damage": {"brick": ["head.0"]}, "timeline": [{"card": "17"}]}})
    for key in ("figure", "member"):
        before = scene.session.command_count
        click(app, at(scene, key, "brick"))
        assert scene.session.command_count == before and scene.selected() == "brick"
        click(app, next(b for b in scene.prompt.buttons if b.name == "cancel").rect.center)   # let go
        assert scene.selected() is None


def test_a_figure_put_down_stays_there_while_its_leg_space_is_chosen(app):
    """A legal drop that the rules follow with a question (which leg space) does not look
    refused: the figure is drawn where it was put down until the disc is placed (the question
    comes back when the placing is undone)."""
    scene = table(app)
    drag(app, at(scene, "figure", "maeve"), at(scene, "area", "101:c"))
    press_key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.decision_kind() == "space"
    shown = scene.hits.rect(("figure", "maeve"))
    assert any(box.colliderect(shown) for box in scene.hits.rects(("area", "101:c")))
    assert scene.drag.snapping is None


def test_back_and_esc_take_back_the_move_whose_leg_space_is_asked(app):
    """[issue] every multi-step prompt has a Back, and Esc backs out of it before it opens the
    pause menu: the move is taken back, the figure stands where it stood."""
    for back in ("button", "esc"):
        scene = table(app)
        before = scene.session.state
        drag(app, at(scene, "figure", "maeve"), at(scene, "area", "101:c"))
        press_key(app, pygame.K_z, pygame.KMOD_CTRL)           # the leg space asked again
        assert scene.decision_kind() == "space"
        if back == "button":
            button = next(b for b in scene.prompt.buttons if b.name == "back")
            click(app, button.rect.center)
        else:
            press_key(app, pygame.K_ESCAPE)
        assert scene.session.state == before and app.top is scene
        app.pop()


def test_a_disc_dropped_on_a_hand_symbol_does_that_action(app):
    """The hand symbols on the board take a disc: dropped there it interacts with that marker
    (its disc then on the first free hand space)."""
    scene = table(app)
    area = next(a for a in scene.view.terrain.areas if "brick" in a.figures)
    marker = next(x.id for x in area.markers if x.kind == "hand")
    drag(app, at(scene, "disc", "brick"), at(scene, "marker", marker))
    acted = next(turn.command for turn in reversed(scene.session.history) if isinstance(turn.command, m.Act))
    assert acted.action == "interact" and acted.target == marker
    assert scene.decision_kind() != "space"


def test_a_finished_campaign_tells_the_familys_story_and_replays_any_chapter(app, data_dir):
    """The finale won: the screen opens on the story of Swan, chapter by chapter in order with what
    happened on the way; the chapters view lists each chapter won, and a chapter won is replayed
    only after the screen says which way the campaign keeps (issue 33, found 8)."""
    from scenes.tables.heredity.campaign import flags_set
    from scenes.tables.heredity.tour import complete_campaign
    complete_campaign(campaigns_dir(data_dir) / "done.json")
    app.push(CampaignScene(app))
    frame(app)
    scene = app.top
    assert scene.view == "story" and not scene.buttons.find("continue").enabled
    told = [placed.words for page in scene.text.pages for placed in page]
    titles = [line for line in told if line.startswith("Chapter ")]
    assert titles == [f"Chapter {n}: {content().chapters[n].title['en']}" for n in content().chapters]
    assert scene.buttons.find("replay:5") is None                 # replays belong to the chapters view
    click(app, row(scene, "view").segment_for("chapters").center)
    assert scene.view == "chapters"
    assert all(scene.buttons.find(f"replay:{n}") for n in content().chapters)
    assert "ines_trusts" in flags_set(scene.current().book.chapters["5"])
    click(app, scene.buttons.find("replay:3").rect.center)
    assert app.top is scene and scene.asking == 3                # asked first
    click(app, scene.buttons.find("ask_cancel").rect.center)
    assert app.top is scene and scene.asking is None
    click(app, scene.buttons.find("replay:3").rect.center)
    click(app, scene.buttons.find("ask_replace").rect.center)
    assert app.top.name == "heredity" and app.top.session.header.options["chapter"] == 3
    assert app.top.session.header.setup["replace"] is True
    assert "ada_helped" in app.top.session.state.flags


def test_a_chapter_going_on_is_resumed_not_dealt_anew(app, data_dir):
    """[issue 33, found 9] Going on with a chapter whose game is in progress started a fresh
    shuffle of it: the campaign screen resumes the game instead."""
    app.push(CampaignScene(app))
    frame(app)
    click(app, app.top.buttons.find("new").rect.center)
    first = app.top
    first.send(next(c for c in first.legal if isinstance(c, m.EndActions)))
    first.leave()                                     # back to the menu: the game is saved
    app.reset(CampaignScene(app))
    frame(app)
    scene = app.top
    assert scene.current().going == {1: games.save_path(app, first.game_id)}
    go_on = scene.buttons.find("continue")
    assert go_on.label == "Continue chapter 1" and scene.buttons.find("resume:1") is not None
    click(app, go_on.rect.center)
    assert app.top.name == "heredity" and app.top.game_id == first.game_id
    assert app.top.session.history == first.session.history


def test_new_game_chapter_one_joins_a_campaign_at_once(app, data_dir):
    """[issue 33, deliver 4] Chapter 1 from New game is a campaign's first chapter from its start:
    the campaign screen lists it going on."""
    scene = table(app)
    name = scene.session.header.campaign
    assert name and (campaigns_dir(data_dir) / name).exists()
    scene.leave()
    again = table(app)
    assert again.session.header.campaign != name          # the first campaign has a chapter going on


def test_a_chapter_opens_with_its_story_and_closes_with_its_ending(app, data_dir):
    """[issue 33, deliver 4] Before play the chapter's opening card is read (with the cards read
    with it); a later chapter begun away from the family's campaign says so; at the end the
    ending is read before the game-over screen."""
    scene = table(app)
    opening = [placed.words for page in scene.chapter_story.pager.pages for placed in page]
    assert opening[0] == "A column of smoke" and "Where is Swan?" in opening
    press_key(app, pygame.K_ESCAPE)
    assert scene.chapter_story is None and app.top is scene
    later = games.open_table(app, new_game("heredity", 7, {"chapter": 3, "players": 1}), "heredity-ui-later")
    frame(app)
    words = " ".join(placed.words for page in later.chapter_story.pager.pages for placed in page)
    assert "default carry-over" in words
    played = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    won = table(app, seed=WINNING_SEED)
    for turn in played.history[1:]:
        won.send(turn.command)
    assert app.top is won and won.chapter_story is not None           # the ending first
    ending = [placed.words for page in won.chapter_story.pager.pages for placed in page]
    assert "The scout falls" in ending
    click(app, won.chapter_story.buttons.find("chapter_story_close").rect.center)
    assert app.top.name == "gameover"


def test_the_campaign_files_are_shown_a_page_at_a_time_never_cut(app, data_dir):
    """[issue 33, deliver 4] The list of campaigns held five and cut the rest: it turns pages."""
    folder = campaigns_dir(data_dir)
    folder.mkdir(parents=True)
    for n in range(7):
        campaign.save(campaign.new_campaign("heredity"), folder / f"family-{n}.json")
    app.push(CampaignScene(app))
    frame(app)
    scene = app.top
    assert [len(page) for page in scene.files.pages] == [5, 2]
    click(app, scene.buttons.find("files:on").rect.center)
    assert scene.files.index == 1
    click(app, scene.row_rect(1).center)
    assert scene.current() is scene.entries[6]
