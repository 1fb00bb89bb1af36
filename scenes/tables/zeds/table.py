"""The Dawn of the Zeds table: the A-side map on the left (four paths running from their start
spaces to the town centre), the strip below it (cemetery, reserve, bag and decks, story cards),
the event card, the actions and the ammo on the right above the log, the prompt bar below.

Everything drawn comes from `self.view` (`board.py` paints it); which place gives which command is
`places.routes`, and the shared table (`scenes/table.py`) turns clicks and drags into commands.
What is the table's own: in the action phase players act in any order, so the one whose player
marker was clicked last holds the table; and a combat's panel stays until it is put away.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial

import pygame

from game.i18n import pick, tr, trn
from game.titles.zeds import model as m
from game.titles.zeds.content import CENTRE
from game.titles.zeds.view import CombatView, PickZedDecision, SpaceView, space_name
from scenes.places import Place, Route
from scenes.tables.zeds import art, places
from scenes.tables.zeds.board import (
    ACTIONS,
    BAR,
    EVENT,
    RIGHT,
    STORY_CARD,
    ZedsBoard,
    close_box,
    combat_rect,
    label_rect,
    pile_rects,
    player_box,
    route_between,
    special_boxes,
    strip_boxes,
)
from scenes.tables.zeds.places import Piece, ZedsPlace
from scenes.widgets.dice import die
from scenes.widgets.story import PhaseStory, Step

COMBAT_ROLLS = ("melee", "ranged", "reroll")   # the rolls the combat panel shows
PAY_ORDER = ("unit", "player", "bar")          # the cheapest way to pay for an action first
ACTION_COMMANDS = (m.Move, m.Search, m.Shoot, m.Special, m.PlayStory, m.EndActions)
FIGHT_PURPOSES = ("hit", "take", "retreat_first", "retreat_start", "units_first")   # a resolved fight's own decisions
PICK_KINDS = ("pick_unit", "pick_zed", "pick_space", "pick_path")
PROMPT_WORDS = {"search": "zeds.ui.search", "two_actions": "zeds.ui.two_actions", "end": "zeds.ui.end_actions",
                "end_anyway": "zeds.ui.end_anyway"}
NOT_NOW = {"special": "zeds.ui.special_not_now", "story": "zeds.error.story_not_now"}
HINTS = {"special": "zeds.ui.hint.special", "story": "zeds.ui.hint.story"}
COUNTER, PAIR_COUNTER, SMALL_COUNTER = 64, 56, 44
SPACE_TOP = 42                                 # the space's number and name above its counters


def cost(command) -> tuple[int, int]:
    pay = getattr(command, "pay", "unit")
    return PAY_ORDER.index(pay), PAY_ORDER.index(getattr(command, "pay2", "") or pay)


class ZedsTable(ZedsBoard):
    MAIN_DECISIONS = frozenset({"actions"})
    name = "zeds"
    drag_to_explain = True                     # an obstinate unit dragged away says why it stays

    def __init__(self, app, session, game_id, control=None) -> None:
        super().__init__(app, session, game_id, control)
        self.combat_closed = 0                 # the number of the last combat whose panel was put away
        self.result_new = False                # a fight ended, its result not yet seen (`react`)

    def log_rect(self) -> pygame.Rect:
        top = ACTIONS.bottom + 8
        return pygame.Rect(RIGHT.x, top, RIGHT.width, RIGHT.bottom - top)

    # ---- reading the view ------------------------------------------------------------------------------
    def on_view(self) -> None:
        """Index the view's spaces and pieces; a phase other than the actions ends who held the table."""
        if self.decision_kind() != "actions":
            self.control.act_for(None)
        board = self.shown.map
        self.spaces = {space.id: space for path in board.paths for space in path.spaces}
        self.spaces[board.centre.id] = board.centre
        self.units = {unit.id: unit for space in self.spaces.values() for unit in space.units}
        self.units |= {unit.id: unit for unit in board.cemetery.units + board.reserve}
        self.zeds = {zed.id: zed for space in self.spaces.values() for zed in space.zeds}
        story = self.shown.story
        self.stories = {card.id: card for card in ((story.current,) if story.current else ()) + story.kept}

    def seat_label(self, seat: int) -> str:
        hero = self.shown.seats[seat].hero
        who = self.named(seat, tr("zeds.ui.player", n=seat + 1))
        if hero:
            who += f" ({pick(self.units[hero].name)})"
        return who + (f" · {tr('ui.table.bot')}" if self.is_bot(seat) else "")

    def combat_in_panel(self) -> CombatView | None:
        """The combat the panel shows: one being fought, or one the last command ended, until its
        panel is put away. Its result, once seen (a command after it, the phase moved on, a save
        loaded), no longer lies over the paths; nor does any result in the zed phase, where zeds
        advance on the paths (the log tells it), nor any fight while a phase is told."""
        combat = self.shown.combat
        if combat is None or combat.number <= self.combat_closed or self.told_at is not None:
            return None
        fought_on = getattr(self.shown.decision, "purpose", None) in FIGHT_PURPOSES   # its hits given, its retreat
        if combat.resolved and (not (self.result_new or fought_on) or self.shown.phase == "zeds"):
            return None
        return combat

    def react(self, told) -> None:
        """Note whether the command ended a fight whose result is still to be seen (the next
        action, `on_send`, or the next phase puts it away: the hits it deals are given before)."""
        super().react(told)
        for seen in told:
            if isinstance(seen.event, (m.CombatResolved, m.PhaseBegan)):
                self.result_new = isinstance(seen.event, m.CombatResolved)

    def cancel(self) -> bool:
        """Esc or a right click puts the combat panel away, once nothing picked is to put down first."""
        combat = self.combat_in_panel()
        if self.offered or self.picked or combat is None:
            return super().cancel()
        self.combat_closed = combat.number
        self.refresh()
        return True

    # ---- who acts: in the action phase players act in any order (Regel 5.1) -------------------------
    def other_acting_seats(self) -> list[int]:
        """The other people who may act now: clicking their player marker hands them the table."""
        if self.decision_kind() != "actions":
            return []
        seat = self.person_to_move()
        return [s for s in self.session.to_move() if s != seat and not self.is_bot(s)]

    # ---- gestures the shared table asks about -----------------------------------------------------------
    def routes(self, command) -> list[Route]:
        return places.routes(self.shown, command)

    def prefer(self, commands: list) -> list:
        """A unit dropped on a space moves there; of each kind of action one gesture gives, the
        cheapest way to pay (a pay marker clicked first has already chosen). A move and a shot at
        the same space clicked, or several ways to pay Captain Piazza's two actions, are asked for."""
        if self.dropping:
            commands = [c for c in commands if isinstance(c, m.Move)] or commands
        chosen = []
        for kind in dict.fromkeys(map(type, commands)):
            same = [c for c in commands if type(c) is kind]
            doubles = [c for c in same if getattr(c, "pay2", "")]
            chosen += doubles if len(doubles) > 1 else [min(same, key=cost)]
        return chosen

    def on_send(self, command) -> None:
        """An action puts the combat panel of an earlier fight away."""
        combat = self.view.combat if self.view is not None else None
        if combat is not None and isinstance(command, ACTION_COMMANDS):
            self.combat_closed = combat.number
            self.result_new = False

    def use_place(self, place: Place) -> bool:
        kind = place[0]
        combat = self.shown.combat
        if kind == "seat":
            self.control.act_for(place[1])             # their player marker: they take the table
        elif place == ("combat", "close") and combat is not None:
            self.combat_closed = combat.number
        elif kind == "combat":
            return True                        # the panel lies over the map: a click on it is none on the map
        elif kind in NOT_NOW and self.picked and place not in self.index.starts():
            self.picked = ()                   # a marker clicked while a unit is picked: its action instead
            self.relight()
            return self.click_place(place)
        else:
            return False
        self.picked, self.offered = (), []
        self.refresh()
        return True

    def usable_places(self) -> list[Place]:
        """The players' markers (a click hands them the table) and the combat panel's ✖."""
        return [place for place, _ in self.hits.entries if place[0] == "seat" or place == ("combat", "close")]

    def explain(self, place: Place):
        """Why a place answers nothing to the person acting in the action phase: the marker's
        words, no shooter for zeds, or the rules' reason why the picked unit may not move there."""
        seat = self.person_to_move()
        if self.decision_kind() != "actions" or seat is None:
            return None
        kind, key = place
        if kind in NOT_NOW:
            return tr(NOT_NOW[kind])
        base = self.hits.base(place)
        space = key if kind == "space" else base[1] if base else None
        chosen = [p for p in self.picked if p[0] != "pay"]
        if chosen[:1] and chosen[0][0] == "unit" and space:
            return self.move_to(seat, chosen[0][1], space)
        if kind == "zed" and not chosen and space:
            return tr("zeds.error.no_ammo") if self.shown.ammo <= 0 else tr("zeds.ui.no_shooter",
                                                                               space=space_name(space))
        return None

    def move_to(self, seat: int, unit: str, space: str) -> m.Move:
        """The move the rules are asked about: paid by the player action while it is there, else
        by the bar (empty, the rules say so)."""
        pay = "player" if self.shown.actions.player_actions[seat] else "bar"
        return m.Move(seat=seat, unit=unit, to=space, pay=pay)

    def on_map(self, place: Place) -> bool:
        """A unit on the map while actions are taken: a piece that may be dragged."""
        return (place[0] == "unit" and self.decision_kind() == "actions"
                and self.units[place[1]].space not in (m.CEMETERY, m.RESERVE))

    def drag_image(self, place: Place) -> pygame.Surface | None:
        return art.unit_picture(self.units[place[1]], COUNTER) if self.on_map(place) else None

    def drop_zones(self, place: Place) -> list[Place]:
        return [("space", space) for space in self.space_rects] if self.on_map(place) else []

    def drop_refusal(self, piece: Place, place: Place | None) -> str:
        return tr("zeds.ui.drop_on_space")

    # ---- layout -------------------------------------------------------------------------------------------
    def layout(self) -> None:
        for space_id, rect in self.space_rects.items():
            self.hits.add(("space", space_id), rect)
        for path, lane in self.lane_rects.items():
            self.hits.add(("path", path), label_rect(lane))
        for space in self.spaces.values():
            self.layout_counters(space)
        self.layout_strip()
        self.layout_actions()
        event, combat = self.shown.event, self.combat_in_panel()
        if event is not None:
            self.hits.add(("event", event.id), EVENT)
        if combat is not None:
            panel = combat_rect(self.space_rects[combat.space])
            self.hits.add(("combat", "panel"), panel)
            self.hits.add(("combat", "close"), close_box(panel))

    def layout_counters(self, space: SpaceView) -> None:
        """Zeds before units: in the centre two by two; elsewhere one row of large counters, or two
        rows of smaller ones (the zeds above the units where that fits)."""
        rect, on = self.space_rects[space.id], ("space", space.id)
        entries: list[Piece] = [("zed", z.id) for z in space.zeds]
        entries += [("unit", u.id) for u in space.units]
        if space.centre:
            rows = [entries[i:i + 2] for i in range(0, len(entries), 2)]
            size, top = COUNTER, rect.y + SPACE_TOP
        else:
            rows = [entries] if len(entries) <= 2 else [entries[:2], entries[2:]]
            if len(entries) > 2 and 0 < len(space.zeds) <= 2:
                rows = [entries[:len(space.zeds)], entries[len(space.zeds):]]
            size = COUNTER if len(rows) == 1 else PAIR_COUNTER
            top = rect.y + SPACE_TOP + (rect.height - SPACE_TOP - 4 - len(rows) * (size + 4) + 4) // 2
        for number, row in enumerate(rows):
            x = rect.centerx - (len(row) * (size + 4) - 4) // 2
            for index, place in enumerate(row):
                self.hits.add(place, pygame.Rect(x + index * (size + 4), top + number * (size + 4), size, size), on)

    def layout_strip(self) -> None:
        boxes = strip_boxes()
        board = self.shown.map
        for name, units in (("cemetery", board.cemetery.units), ("reserve", board.reserve)):
            box = boxes[name]
            per_row = max(1, (box.width - 16) // (SMALL_COUNTER + 6))
            for index, unit in enumerate(units):
                row, column = divmod(index, per_row)
                self.hits.add(("unit", unit.id), pygame.Rect(box.x + 10 + column * (SMALL_COUNTER + 6),
                                                               box.y + 34 + row * (SMALL_COUNTER + 6),
                                                               SMALL_COUNTER, SMALL_COUNTER))
        self.hits.add(("pile", "bag"), pile_rects()["bag"])
        box, words = boxes["story"], (200 if self.shown.story.current else 0)   # room to say where it plays
        step = min(STORY_CARD[0] + 12, (box.width - 24 - STORY_CARD[0] - words) // max(1, len(self.stories) - 1))
        for index, card in enumerate(self.stories.values()):     # many kept cards overlap to stay in the box
            x = box.x + 12 + index * step + (words if index else 0)
            self.hits.add(("story", card.id), pygame.Rect((x, box.y + 32), STORY_CARD))

    def layout_actions(self) -> None:
        self.hits.add(("pay", "bar"), BAR)
        seat = self.person_to_move()
        if seat is not None:
            self.hits.add(("pay", "player"), player_box(seat))
        for other in self.other_acting_seats():
            self.hits.add(("seat", other), player_box(other))
        shown = [special.ability for special in self.shown.actions.specials if special.in_play]
        for ability, box in zip(shown, special_boxes(len(shown)), strict=True):
            self.hits.add(("special", ability), box)

    def layer_extra(self) -> tuple:
        return self.control.acting, self.combat_closed, self.result_new, self.told_at

    # ---- motion ---------------------------------------------------------------------------------------------
    def moved_by(self, told):
        """Zeds and units moved on the map (also to a space where their counters are drawn
        smaller), a unit eliminated going to the cemetery, and zeds killed or sent back going
        into the bag."""
        moves = []
        for seen in told:
            event = seen.event
            if isinstance(event, m.ZedsMoved):
                moves += [(("zed", zed), ("zed", zed)) for zed in event.zeds]
            elif isinstance(event, (m.UnitMoved, m.UnitEliminated)):
                moves.append((("unit", event.unit), ("unit", event.unit)))
            elif isinstance(event, m.ZedReturned) or (isinstance(event, m.ZedHit) and event.result == "killed"):
                moves.append((("zed", event.zed), ("pile", "bag")))
        return moves

    def arrived_by(self, told):
        """A zed drawn from the bag flies onto its space."""
        return [(("pile", "bag"), ("zed", seen.event.zed)) for seen in told if isinstance(seen.event, m.ZedPlaced)]

    def passes(self, place, old, new, told):
        """A zed or a unit goes along the spaces of its path, space by space as the events moved
        it, through the spaces between where one move skipped some (a path to the town centre and
        out along another)."""
        start = self.space_at(old.center)
        if place[0] not in ("zed", "unit") or start is None:
            return ()
        stops = [start] + [seen.event.to for seen in told if self.moves_piece(seen.event, place)]
        route = [start]
        for there in stops[1:]:
            route += route_between(route[-1], there)[1:]
        end = self.space_at(new.center)
        if route[-1] == end:
            route.pop()                        # where it stands now: the slide's end
        return tuple(self.spot_in(space, new, end) for space in route[1:])

    @staticmethod
    def moves_piece(event, place) -> bool:
        if place[0] == "zed":
            return isinstance(event, m.ZedsMoved) and place[1] in event.zeds
        return isinstance(event, m.UnitMoved) and event.unit == place[1]

    def space_at(self, point) -> str | None:
        return next((space for space, rect in self.space_rects.items() if rect.collidepoint(point)), None)

    def spot_in(self, space: str, piece: pygame.Rect, end: str | None) -> tuple[int, int]:
        """Where a piece passing `space` is drawn: where it stands in its last space, when both
        are spaces of a path (all alike: along a lane it keeps its line); else in the middle of
        the space's counters."""
        rect = self.space_rects[space]
        if end is not None and CENTRE not in (space, end):
            last = self.space_rects[end]
            return rect.x + piece.x - last.x, rect.y + piece.y - last.y
        middle = (rect.centerx, (rect.y + SPACE_TOP + rect.bottom) // 2)
        return middle[0] - piece.width // 2, middle[1] - piece.height // 2

    def turned_by(self, told):
        """Zeds and units turned to their other side turn over where they stand."""
        pieces = []
        for seen in told:
            event = seen.event
            if isinstance(event, m.ZedFlipped) or (isinstance(event, m.ZedHit) and event.result == "flipped"):
                pieces.append(("zed", event.zed))
            elif isinstance(event, m.UnitHit) and event.result == "flipped":
                pieces.append(("unit", event.unit))
        return self.rects_of(pieces)

    def popped_by(self, told):
        """A hit marked on a zed or a unit, and a marker given to a unit, pop in."""
        pieces = []
        for seen in told:
            event = seen.event
            if isinstance(event, m.ZedHit) and event.result == "marked":
                pieces.append(("zed", event.zed))
            elif (isinstance(event, m.UnitHit) and event.result == "marked") or isinstance(event, m.MarkerPlaced):
                pieces.append(("unit", event.unit))
        return self.rects_of(pieces)

    def rolled_by(self, told):
        """The combat panel's dice tumble when the combat's dice were (re)rolled."""
        rolled = any(isinstance(seen.event, m.DiceRolled) and seen.event.purpose in COMBAT_ROLLS for seen in told)
        combat = self.combat_in_panel()
        if not rolled or combat is None:
            return []
        panel = combat_rect(self.space_rects[combat.space])
        return [(rect, range(1, 7), lambda value: die(value, art.DIE))
                for rect in art.die_rects(panel, len(combat.dice))]

    # ---- the zed phase, told step by step -------------------------------------------------------------------
    def phase_story(self, told):
        """Regel 4: the zed phase the command ran, step by step (the bar's paths, the zeds placed
        and moved, the fights they started) with their spaces lit; then the phase in figures."""
        start = next((i for i, seen in enumerate(told)
                      if isinstance(seen.event, m.PhaseBegan) and seen.event.phase == "zeds"), None)
        if start is None:
            return None
        phase = [told[start]]
        for seen in told[start + 1:]:
            if isinstance(seen.event, m.PhaseBegan):
                break
            phase.append(seen)
        steps = [Step(seen.text, self.zed_places(seen.event)) for seen in phase[1:] if seen.text]
        count = Counter(type(seen.event) for seen in phase)
        moved = sum(len(seen.event.zeds) for seen in phase if isinstance(seen.event, m.ZedsMoved))
        totals = [tr("zeds.story.placed", n=count[m.ZedPlaced]), tr("zeds.story.moved", n=moved),
                  tr("zeds.story.combats", n=count[m.CombatBegan]), tr("zeds.story.hits", n=count[m.UnitHit]),
                  tr("zeds.story.lost", n=count[m.UnitEliminated])]
        return PhaseStory(tr("zeds.story.heading", round=self.shown.round), steps, totals)

    @staticmethod
    def zed_places(event) -> tuple[ZedsPlace, ...]:
        """Where a step of the zed phase happens: the path, the space and the pieces."""
        if isinstance(event, m.PathActivated):
            return (("path", event.path),)
        if isinstance(event, m.BarItemBegan):
            return (("path", event.item),)          # an item that names no path lights nothing
        if isinstance(event, m.ZedPlaced):
            return (("space", event.space), ("zed", event.zed))
        if isinstance(event, m.ZedsMoved):
            return (("space", event.to),) + tuple(("zed", zed) for zed in event.zeds)
        if isinstance(event, (m.UnitHit, m.UnitMoved)):
            return (("unit", event.unit),)
        if isinstance(event, m.ZedHit):
            return (("zed", event.zed),)
        return ()

    # ---- the prompt bar --------------------------------------------------------------------------------------
    def question(self) -> tuple[str, str]:
        view = self.shown
        decision = view.decision
        if decision is None:
            return (tr(f"zeds.outcome.{view.outcome}") if view.outcome else ""), ""
        seat = self.person_to_move()
        if seat is None:
            return tr("ui.table.waiting_bot", who=self.seat_label(decision.seats[0])), ""
        if decision.kind != "actions":
            detail = tr("zeds.ui.hint.pick") if decision.kind in PICK_KINDS else ""
            if isinstance(decision, PickZedDecision) and decision.hits_left is not None:
                detail = trn("zeds.ui.hits_left", decision.hits_left) + " · " + detail
            return tr("ui.table.your_turn", who=self.seat_label(seat), what=decision.prompt), detail
        actions = view.actions
        player = tr("zeds.ui.ready") if actions.player_actions[seat] else tr("zeds.ui.used")
        question = tr("zeds.ui.your_actions", who=self.seat_label(seat), bar=actions.bar, player=player)
        others = self.other_acting_seats()
        if others:
            question += " · " + tr("zeds.ui.others_may_act", players=", ".join(str(s + 1) for s in others))
        return question, self.action_hint()

    def action_hint(self) -> str:
        """What the places picked so far lead on to."""
        chosen = [p for p in self.picked if p[0] != "pay"]
        if not chosen:
            pay = self.picked[0][1] if self.picked else None
            return tr("zeds.ui.hint.pay", pay=tr(f"zeds.pay.{pay}")) if pay else tr("zeds.ui.hint.actions")
        first, last = chosen[0], chosen[-1]
        if first[0] in HINTS:
            return tr(HINTS[first[0]])
        if last == places.END:
            return self.unused_words()
        if last == places.TWO_ACTIONS:
            return tr("zeds.ui.hint.two_actions")
        if last[0] == "space":
            return tr("zeds.ui.hint.fire_at", space=space_name(last[1]))
        return tr("zeds.ui.hint.selected", unit=pick(self.units[last[1]].name))

    def unused_words(self) -> str:
        """What ending the action phase now would let lapse: bar actions, the player action."""
        actions = self.shown.actions
        seat = self.person_to_move()
        bar = actions.bar
        player = seat is not None and seat < len(actions.player_actions) and actions.player_actions[seat]
        if bar and player:
            return trn("zeds.ui.unused_both", bar)
        if player:
            return tr("zeds.ui.unused_player")
        return trn("zeds.ui.unused", bar)

    def prompt_label(self, place, commands) -> str:
        words = PROMPT_WORDS.get(place[1])
        return tr(words) if words else self.session.label(commands[0])

    def is_primary(self, command) -> bool:
        return isinstance(command, m.EndActions)

    # ---- hover pictures ----------------------------------------------------------------------------------------
    def zoom_picture(self, place: Place):
        """A counter, a story card, a space told in words, the event card: what the view says of it
        now (kept, so that a later view cannot take it away before it is drawn)."""
        kind, key = place
        view = self.view
        picture: Callable[[], pygame.Surface] | None = None
        if kind == "unit" and key in self.units:
            picture = partial(art.unit_zoom, self.units[key])
        elif kind == "zed" and key in self.zeds:
            picture = partial(art.zed_zoom, self.zeds[key])
        elif kind == "space" and key in self.spaces:
            picture = partial(art.space_card, self.spaces[key])
        elif kind == "story" and key in self.stories:
            picture = partial(art.story_picture, self.stories[key], 300, 420)
        elif kind == "event" and view is not None and view.event is not None:
            picture = partial(art.event_picture, view.event, view.phase, 600, 430)
        return (id(view), picture) if picture is not None else None
