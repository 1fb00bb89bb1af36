"""How the Dawn of the Zeds table paints its still layer: the map with its counters, the strip below
it (cemetery, reserve, bag and decks, story cards), the event card, the actions and the ammo, the
combat panel (a picture, `art.combat_panel`) with its close box. Mixed into `ZedsTable`, which lays
the places out; the fixed geometry is here."""

from __future__ import annotations

from collections import deque

import pygame

from game.i18n import pick, tr, trn
from game.titles.zeds import model as m
from game.titles.zeds.content import Text, content
from game.titles.zeds.view import MapView, PathView, SpaceView, StoryCardView, UnitView, ZedsView, ZedView
from scenes import iconmap, style
from scenes.control import TableControl
from scenes.table import TOP_BAR, TableScene
from scenes.tables.zeds import PROGRAM, art
from scenes.tables.zeds.places import Piece
from scenes.widgets import card as cards
from scenes.widgets import panel
from scenes.widgets.token import badge
from scenes.widgets.track import track

MAP = pygame.Rect(12, 76, 1452, 724)
STRIP = pygame.Rect(12, 808, 1452, 148)
RIGHT = pygame.Rect(1476, 76, 432, 880)
EVENT = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.width, 300)
ACTIONS = pygame.Rect(RIGHT.x, EVENT.bottom + 8, RIGHT.width, 262)
BAR = pygame.Rect(ACTIONS.x + 12, ACTIONS.y + 34, 120, 70)
SPECIALS = pygame.Rect(ACTIONS.x + 12, BAR.bottom + 10, ACTIONS.width - 24, 56)
AMMO = pygame.Rect(ACTIONS.x + 12, BAR.bottom + 76, ACTIONS.width - 24, 70)
LANE_H, LANE_GAP, LABEL_W = 168, 10, 100
SPACE_W, SPACE_GAP = 136, 6
STRIP_WIDTHS = (("cemetery", 336), ("reserve", 250), ("decks", 336), ("story", 0))
PILE = (56, 80)
STORY_CARD = (150, 108)
SPACE_FILL = {"start": (60, 34, 34), "plain": (44, 50, 58), "named": (52, 60, 70), "village": (34, 66, 44),
              "town": (74, 74, 88), "centre": (64, 66, 80)}
SPACE_EDGE = {"start": (130, 64, 60), "village": (120, 200, 120), "town": (160, 160, 184), "centre": (190, 190, 210)}


# ---- the fixed geometry ----------------------------------------------------------------------------
def map_layout(map_view: MapView) -> tuple[dict[str, pygame.Rect], dict[str, pygame.Rect]]:
    """Each space's rectangle and each path's lane: the paths one above the other, the centre right."""
    spaces, lanes = {}, {}
    x0, top = MAP.x + 10, MAP.y + 8
    centre_x = x0 + LABEL_W + 8 + 8 * SPACE_W + 7 * SPACE_GAP + 16
    for index, path in enumerate(map_view.paths):
        y = top + index * (LANE_H + LANE_GAP)
        lanes[path.id] = pygame.Rect(x0, y, centre_x - x0 - 8, LANE_H)
        for number, space in enumerate(path.spaces):
            spaces[space.id] = pygame.Rect(x0 + LABEL_W + 8 + number * (SPACE_W + SPACE_GAP), y, SPACE_W, LANE_H)
    spaces[map_view.centre.id] = pygame.Rect(centre_x, top, MAP.right - 10 - centre_x, 4 * LANE_H + 3 * LANE_GAP)
    return spaces, lanes


def label_rect(lane: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(lane.x, lane.y, LABEL_W, lane.height)


def strip_boxes() -> dict[str, pygame.Rect]:
    boxes, x = {}, STRIP.x
    for name, width in STRIP_WIDTHS:
        width = width or STRIP.right - x
        boxes[name] = pygame.Rect(x, STRIP.y, width, STRIP.height)
        x += width + 8
    return boxes


def route_between(start: str, end: str) -> list[str]:
    """The spaces from `start` to `end` along the map's paths, both included (a piece drawn on
    its way passes them); just the two where the map does not join them."""
    neighbours = content().neighbours
    came_from: dict[str, str] = {start: start}
    frontier = deque([start])
    while frontier and end not in came_from:
        here = frontier.popleft()
        for near in neighbours.get(here, ()):
            if near not in came_from:
                came_from[near] = here
                frontier.append(near)
    if end not in came_from:
        return [start, end]
    route = [end]
    while route[-1] != start:
        route.append(came_from[route[-1]])
    return route[::-1]


def pile_rects() -> dict[str, pygame.Rect]:
    """The bag, the event deck and the story deck, side by side in their box."""
    box, names = strip_boxes()["decks"], ("bag", "event_deck", "story_deck")
    width = box.width // len(names)
    return {name: pygame.Rect((box.x + index * width + (width - PILE[0]) // 2, STRIP.y + 30), PILE)
            for index, name in enumerate(names)}


def player_box(seat: int) -> pygame.Rect:
    return pygame.Rect(BAR.right + 12 + seat * 70, BAR.y, 62, BAR.height)


def special_boxes(count: int) -> list[pygame.Rect]:
    width = (SPECIALS.width - (count - 1) * 6) // max(1, count)
    return [pygame.Rect(SPECIALS.x + index * (width + 6), SPECIALS.y, width, SPECIALS.height) for index in range(count)]


def combat_rect(fight: pygame.Rect) -> pygame.Rect:
    """Over the half of the map away from the fight's space, so that it stays in sight."""
    rect = pygame.Rect(0, 0, 760, 332)
    rect.centerx = MAP.centerx - 80
    rect.top = MAP.y + 24 if fight.centery > MAP.centery else MAP.bottom - rect.height - 24
    return rect


def close_box(panel: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(panel.right - 46, panel.y + 10, 34, 34)


class ZedsBoard(TableScene):
    view: ZedsView | None

    def __init__(self, app, session, game_id: str, control: TableControl | None = None) -> None:
        super().__init__(app, session, game_id, control)
        self.space_rects, self.lane_rects = map_layout(session.view(None).map)     # the map never changes
        # the view's spaces, pieces and story cards by id (`ZedsTable.on_view`)
        self.spaces: dict[str, SpaceView] = {}
        self.units: dict[str, UnitView] = {}
        self.zeds: dict[str, ZedView] = {}
        self.stories: dict[str, StoryCardView] = {}     # the story card being resolved first, then those kept

    @property
    def shown(self) -> ZedsView:
        """The view the table shows: it is laid out and drawn only while it shows one."""
        assert self.view is not None, "a hidden table is neither laid out nor drawn"
        return self.view

    def draw_top_info(self, surface) -> None:
        style.draw_text(surface, "DAWN OF THE ZEDS", (20, TOP_BAR.centery), 30, PROGRAM.colour, "serif_bold",
                        "midleft")
        view = self.shown
        info = trn("zeds.ui.top", view.event_deck.count, round=view.round, phase=tr(f"zeds.ui.phase.{view.phase}"))
        style.draw_text(surface, info, (400, TOP_BAR.centery), 22, style.TEXT, "bold", "midleft")
        players = tr("zeds.ui.solo") if view.players == 1 else tr("zeds.ui.coop", n=view.players)
        style.draw_text(surface, players, (1030, TOP_BAR.centery), 18, style.TEXT_DIM, "regular", "midleft")

    def draw_board(self, surface) -> None:
        lit = self.shown_lit()
        self.draw_map(surface, lit)
        self.draw_strip(surface)
        self.draw_counters(surface, lit)
        self.draw_actions(surface)
        view = self.shown
        if view.event is None:
            style.blit(surface, cards.back(EVENT.width, EVENT.height, tr("zeds.ui.event_deck"), art.EVENT_BAND,
                                    (255, 255, 255), (255, 240, 220)), EVENT)
        else:
            style.drop_shadow(surface, EVENT, 10)
            style.blit(surface, art.event_picture(view.event, view.phase, EVENT.width, EVENT.height), EVENT)
        panel = self.hits.rect(("combat", "panel"))
        combat = view.combat
        if panel and combat is not None:
            art.combat_panel(surface, panel, combat, pick(self.units[combat.unit].name) if combat.unit else "")
            close = close_box(panel)
            pygame.draw.rect(surface, style.PANEL_LIGHT, close, border_radius=8)
            style.draw_text(surface, "✖", close.center, 18, style.TEXT, "bold", "center")

    # ---- the map --------------------------------------------------------------------------------------
    def draw_map(self, surface, lit) -> None:
        style.panel(surface, MAP, (22, 27, 33), style.BORDER, 12)
        paths = self.shown.map.paths
        centre = self.space_rects[self.shown.map.centre.id]
        for path in paths:
            colour = art.PATH_COLOURS[path.id]
            lane = self.lane_rects[path.id]
            pygame.draw.rect(surface, tuple(c // 5 + 12 for c in colour), lane, border_radius=10)
            first = self.space_rects[path.spaces[0].id]
            pygame.draw.line(surface, colour, (first.centerx, lane.centery), (centre.x, lane.centery), 8)
            self.draw_label(surface, label_rect(lane), path, colour, ("path", path.id) in lit)
        for space in self.spaces.values():
            self.draw_space(surface, space, lit)
        for path in paths:      # over the spaces: each path's arrow into the centre
            colour = art.PATH_COLOURS[path.id]
            style.draw_text(surface, "▶", (centre.x - 2, self.lane_rects[path.id].centery), 22, colour, "bold",
                            "midright", box=MAP)

    @staticmethod
    def draw_label(surface, rect, path: PathView, colour, lit: bool) -> None:
        pygame.draw.rect(surface, colour, rect, border_radius=10)
        words = pick(path.name)
        if style.font(17, "bold").size(words)[0] > rect.width - 14:
            words = words.replace("-", "-\n")          # "Vorstadt-Weg" breaks at its hyphen
        style.draw_wrapped(surface, words, rect.inflate(-14, -16), 17, (255, 255, 255), "bold", smallest=12)
        style.draw_text(surface, tr("zeds.ui.zeds_on_path", n=path.zed_count), (rect.centerx, rect.bottom - 12),
                        16, (255, 255, 255), "condensed_bold", "midbottom")
        if lit:
            style.glow(surface, rect)

    def draw_space(self, surface, space: SpaceView, lit) -> None:
        rect, kind, place = self.space_rects[space.id], space.kind, ("space", space.id)
        style.panel(surface, rect, SPACE_FILL[kind], style.shade(SPACE_EDGE.get(kind, style.BORDER)), 8,
                    3 if kind in ("village", "town") else 2)
        if space.start:
            label = tr("zeds.ui.start")
        elif space.centre and space.name:
            label = pick(space.name)
        else:
            label = f"#{space.number}"
        style.draw_text(surface, label, (rect.x + 8, rect.y + 5), 17, style.TEXT, "bold")
        if space.defence:
            defence = badge(f"{space.defence}▶", (214, 176, 60), 15, style.TEXT_DARK)
            iconmap.mark(surface, style.blit(surface, defence, defence.get_rect(topright=(rect.right - 5, rect.y + 4))),
                         "legend.zeds.defence")
        if space.name and not space.centre:
            self.draw_space_name(surface, rect, space.name, space.village)
        if len(space.zeds) > 1:          # in the header, where no counter can cover it
            mob = badge(f"Σ{space.zed_strength}", (150, 40, 34), 14)
            iconmap.mark(surface, style.blit(surface, mob, mob.get_rect(midtop=(rect.centerx + 2, rect.y + 3))),
                         "legend.zeds.mob")
        if space.no_entry:
            pygame.draw.line(surface, style.DANGER, rect.topleft, rect.bottomright, 4)
            pygame.draw.line(surface, style.DANGER, rect.bottomleft, rect.topright, 4)
            style.draw_text(surface, tr("zeds.ui.no_entry"), rect.center, 16, style.DANGER, "bold", "center")
        if place in self.picked:
            style.glow(surface, rect, style.DANGER, 12, 4)       # the zeds to fire at
        elif place in lit:
            style.glow(surface, rect)
            self.draw_target_mark(surface, rect, self.index.commands_of(self.lit[place]))

    @staticmethod
    def draw_space_name(surface, rect, name: Text, village: bool) -> None:
        """The printed name under the number: one line, or two smaller ones for a long name."""
        words = ("⌂ " if village else "") + pick(name)
        area = pygame.Rect(rect.x + 6, rect.y + 24, rect.width - 10, 28)
        style.draw_wrapped(surface, words, area, 15, (170, 236, 160) if village else style.TEXT,
                           "condensed_bold", -2, smallest=11)

    @staticmethod
    def draw_target_mark(surface, rect, commands) -> None:
        """What a lit space means: ◎ fire, ● a move (onto zeds: a melee)."""
        marks = {"◎" if isinstance(c, m.Shoot) or (isinstance(c, m.Special) and c.at) else "●" for c in commands
                 if isinstance(c, (m.Shoot, m.Move, m.Special))}
        if marks:
            mark = badge(" ".join(sorted(marks)), style.ACCENT, 20, style.TEXT_DARK)
            style.blit(surface, mark, mark.get_rect(bottomright=(rect.right - 4, rect.bottom - 4)))

    def draw_counters(self, surface, lit) -> None:
        held = self.drag.drag
        dragged = held.source[1] if held is not None and self.drag.active else None
        for place, rect in self.hits.entries:
            if place[0] not in ("unit", "zed"):
                continue
            if place == dragged:
                pygame.draw.rect(surface, style.OUTLINE, rect, 2, border_radius=8)
                continue
            style.drop_shadow(surface, rect, 6)
            style.blit(surface, self.counter(place, rect.width), rect)
            if place in self.picked:
                style.glow(surface, rect, (255, 255, 255), 10, 4)
            elif place in lit and self.hits.base(place) not in lit:
                style.glow(surface, rect, style.ACCENT, 10, 3)

    def counter(self, place: Piece, size: int) -> pygame.Surface:
        if place[0] == "unit":
            return art.unit_picture(self.units[place[1]], size)
        return art.zed_picture(self.zeds[place[1]], size)

    # ---- the strip below the map -------------------------------------------------------------------------
    def draw_strip(self, surface) -> None:
        view = self.shown
        headings = {"cemetery": tr("zeds.ui.cemetery", n=len(view.map.cemetery.units)),
                    "reserve": tr("zeds.ui.reserve"), "decks": "", "story": tr("zeds.ui.story")}
        boxes = strip_boxes()
        for name, box in boxes.items():
            panel.titled(surface, box, headings[name], style.PANEL)
        piles = ((tr("zeds.ui.bag"), view.bag.count, art.ZED_REDUCED),
                 (tr("zeds.ui.event_deck"), view.event_deck.count, art.EVENT_BAND),
                 (tr("zeds.ui.story_deck"), view.story.deck, art.STORY_BAND))
        width = boxes["decks"].width // len(piles)        # each pile's share of its box, as pile_rects lays them
        for rect, (label, count, colour) in zip(pile_rects().values(), piles, strict=True):
            back = cards.back(*PILE, "", colour, (255, 255, 255), (255, 255, 255)) if count else None
            cards.pile(surface, rect, label, count, back, width=width - 8, most=1)    # one line under the box's top
        self.draw_story(surface, boxes["story"])

    def draw_story(self, surface, box) -> None:
        story = self.shown.story
        usable = self.index.next_places(())
        for place, rect in self.hits.entries:
            if place[0] != "story":
                continue
            card = self.stories[place[1]]
            style.blit(surface, art.story_picture(card, rect.width, rect.height), rect)
            if card is story.current:
                where = story.location
                words = tr("zeds.ui.story_now") + (f" · {tr(f'zeds.bar.{where}')}" if where else "")
                style.draw_text(surface, words, (rect.right + 8, rect.y + 4), 15, style.ACCENT, "bold")
            elif place in usable:
                style.glow(surface, rect, (255, 255, 255) if place in self.picked else style.ACCENT, 8, 3)
        if not self.stories:
            style.draw_text(surface, tr("zeds.ui.no_story"), (box.x + 12, box.y + 44), 16, style.TEXT_DIM, "italic")

    # ---- the actions -----------------------------------------------------------------------------------
    def draw_actions(self, surface) -> None:
        """The action bar, each player's player action (the markers that pay for the next action;
        another player's who may act now hands them the table), the special actions, the ammo."""
        view = self.shown
        actions = view.actions
        style.panel(surface, ACTIONS, style.PANEL, style.BORDER, 10)
        style.draw_text(surface, tr("zeds.ui.actions"), (ACTIONS.x + 12, ACTIONS.y + 8), 17, style.TEXT_DIM, "bold")
        counter_box(surface, BAR, tr("zeds.ui.action_bar"), str(actions.bar), ("pay", "bar") in self.picked)
        for seat, ready in enumerate(actions.player_actions):
            mark = "✓" if actions.done[seat] else ("●" if ready else "○")
            chosen = ("pay", "player") in self.picked and seat == self.person_to_move()
            counter_box(surface, player_box(seat), self.named(seat, tr("zeds.ui.player", n=seat + 1)), mark, chosen,
                        dim=not ready)
            if self.hits.rect(("seat", seat)):
                style.glow(surface, player_box(seat), style.ACCENT, 6, 2)
        self.draw_specials(surface)
        style.draw_text(surface, tr("zeds.ui.ammo", ammo=view.ammo, limit=view.ammo_limit),
                        AMMO.topleft, 16, style.TEXT, "bold")
        track(surface, AMMO.inflate(0, -22).move(0, 11), range(view.ammo_limit + 1), view.ammo,
              (58, 52, 40), rows=2, text_size=13)

    def draw_specials(self, surface) -> None:
        usable = self.index.next_places(())
        for special in self.shown.actions.specials:
            place = ("special", special.ability)
            box = self.hits.rect(place)
            if box is None:
                continue                        # its hero is not in play
            unit = self.units[special.unit]
            name = pick(next(a for a in unit.abilities if a.id == special.ability).name)
            marker = art.special_marker(art.short_label(unit), name, special.once_per_game, special.used,
                                        box.width, box.height)
            style.blit(surface, marker, box)
            if place in usable:
                style.glow(surface, box, (255, 255, 255) if place in self.picked else style.ACCENT, 8, 3)


def counter_box(surface, rect, label: str, value: str, chosen: bool, dim: bool = False) -> None:
    style.panel(surface, rect, style.PANEL_LIGHT, style.ACCENT if chosen else style.BORDER, 8, 3 if chosen else 1)
    style.draw_fitted(surface, label, pygame.Rect(rect.x + 3, rect.y + 4, rect.width - 6, 16), 13, style.TEXT_DIM,
                      "condensed_bold", "midtop", smallest=10)
    style.draw_text(surface, value, (rect.centerx, rect.centery + 9), 34, style.TEXT_DIM if dim else style.TEXT,
                    "bold", "center")
