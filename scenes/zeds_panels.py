"""Drawing the Dawn of the Zeds table's parts into its still layer: the map, the strip below it,
the event card, the actions panel, the combat panel, and the hover pictures of counters.

Each function reads the table's view and layout and draws; none changes anything. Functions
that lay out something clickable return its rectangles for the table's hit tests.
"""

from __future__ import annotations

import pygame

from game.i18n import language, pick, tr
from game.titles.zeds import model as m
from game.titles.zeds.view import space_name
from scenes import style
from scenes import zeds_art as art

MAP = pygame.Rect(12, 76, 1452, 724)
STRIP = pygame.Rect(12, 808, 1452, 148)
RIGHT = pygame.Rect(1476, 76, 432, 880)
SPACE_FILL = {"start": (60, 34, 34), "plain": (44, 50, 58), "named": (52, 60, 70), "village": (34, 66, 44),
              "town": (74, 74, 88), "centre": (64, 66, 80)}
SPACE_EDGE = {"start": (130, 64, 60), "village": (120, 200, 120), "town": (160, 160, 184), "centre": (190, 190, 210)}
STRIP_WIDTHS = (("cemetery", 372), ("reserve", 250), ("decks", 300), ("story", 0))


# ---- the map -------------------------------------------------------------------------------------
def draw_map(surface, table, lit) -> None:
    style.panel(surface, MAP, (22, 27, 33), style.BORDER, 12)
    centre = table.space_rects["centre"]
    for path in table.view["map"]["paths"]:
        colour = art.PATH_COLOURS[path["id"]]
        lane = table.lane_rects[path["id"]]
        pygame.draw.rect(surface, tuple(c // 5 + 12 for c in colour), lane, border_radius=10)
        first = table.space_rects[path["spaces"][0]["id"]]
        pygame.draw.line(surface, colour, (first.centerx, lane.centery), (centre.x, lane.centery), 8)
        style.draw_text(surface, "▶", (centre.x - 2, lane.centery), 22, colour, "bold", "midright")
        draw_label(surface, table.label_rects[path["id"]], path, colour, ("path", path["id"]) in lit)
        for space in path["spaces"]:
            draw_space(surface, table.space_rects[space["id"]], space, lit.get(("space", space["id"])),
                       space["id"] == table.fire_at)
    draw_space(surface, centre, table.view["map"]["centre"], lit.get(("space", "centre")), False)


def draw_label(surface, rect, path: dict, colour, lit: bool) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=10)
    words = pick(path["name"])
    if style.font(17, "bold").size(words)[0] > rect.width - 14:
        words = words.replace("-", "-\n")          # "Vorstadt-Weg" breaks at its hyphen
    style.draw_wrapped(surface, words, rect.inflate(-14, -16), 17, (255, 255, 255), "bold")
    count = tr("zeds.ui.zeds_on_path", n=path["zed_count"])
    style.draw_text(surface, count, (rect.centerx, rect.bottom - 12), 16, (255, 255, 255), "condensed_bold",
                    "midbottom")
    if lit:
        style.glow(surface, rect)


def draw_space(surface, rect, space: dict, target, fire_at: bool) -> None:
    kind = space["kind"]
    style.panel(surface, rect, SPACE_FILL[kind], SPACE_EDGE.get(kind, style.BORDER), 8,
                3 if kind in ("village", "town") else 2)
    if space["start"]:
        label = tr("zeds.ui.start")
    elif space["centre"]:
        label = pick(space["name"])
    else:
        label = f"#{space['number']}"
    style.draw_text(surface, label, (rect.x + 8, rect.y + 5), 17, style.TEXT, "bold")
    if space["defence"]:
        badge = pygame.Rect(0, 0, 40, 22)
        badge.topright = (rect.right - 5, rect.y + 4)
        pygame.draw.rect(surface, (214, 176, 60), badge, border_radius=6)
        style.draw_text(surface, f"{space['defence']}▶", badge.center, 15, style.TEXT_DARK, "bold", "center")
    if space["name"] and not space["centre"]:
        draw_space_name(surface, rect, space)
    if len(space["zeds"]) > 1:          # in the header, where no counter can cover it
        mob = style.text(f"Σ{space['zed_strength']}", 15, (255, 255, 255), "bold")
        box = mob.get_rect(midtop=(rect.centerx + 2, rect.y + 6)).inflate(10, 2)
        pygame.draw.rect(surface, (150, 40, 34), box, border_radius=6)
        surface.blit(mob, mob.get_rect(center=box.center))
    if space["no_entry"]:
        pygame.draw.line(surface, style.DANGER, rect.topleft, rect.bottomright, 4)
        pygame.draw.line(surface, style.DANGER, rect.bottomleft, rect.topright, 4)
        style.draw_text(surface, tr("zeds.ui.no_entry"), rect.center, 16, style.DANGER, "bold", "center")
    if fire_at:
        style.glow(surface, rect, style.DANGER, 12, 4)
    if target is not None:
        style.glow(surface, rect)
        draw_target_mark(surface, rect, target)


def draw_space_name(surface, rect, space: dict) -> None:
    """The printed name under the number: one line, or two smaller ones for a long name."""
    name = ("⌂ " if space["village"] else "") + pick(space["name"])
    colour = (170, 236, 160) if space["village"] else style.TEXT
    size = style.fit_size(name, rect.width - 10, 15, 12, "condensed_bold")
    if style.font(size, "condensed_bold").size(name)[0] <= rect.width - 10:
        style.draw_text(surface, name, (rect.x + 6, rect.y + 25), size, colour, "condensed_bold")
        return
    for index, line in enumerate(style.wrap(name, 12, rect.width - 10, "condensed_bold")[:2]):
        style.draw_text(surface, line, (rect.x + 6, rect.y + 24 + index * 13), 12, colour, "condensed_bold")


def draw_target_mark(surface, rect, target) -> None:
    """What a lit space means: ◎ fire, ⚔ melee (a move onto zeds), ● a move or a choice."""
    commands = target if isinstance(target, list) else [target]
    marks = []
    for command in commands:
        if isinstance(command, m.Shoot) or (isinstance(command, m.Special) and command.at):
            marks.append("◎")
        elif isinstance(command, m.Move):
            marks.append("●")
    if not marks:
        return
    words = " ".join(marks)
    image = style.text(words, 22, style.TEXT_DARK, "bold")
    box = image.get_rect(bottomright=(rect.right - 4, rect.bottom - 4)).inflate(10, 2)
    pygame.draw.rect(surface, style.ACCENT, box, border_radius=8)
    surface.blit(image, image.get_rect(center=box.center))


def space_tip(surface, table, space_id: str) -> None:
    """The space under the mouse: its name, its kind, its defence advantage."""
    space = table.space_view(space_id)
    lines = [space_name(space_id), tr(f"zeds.ui.kind.{space['kind']}")]
    if len(space["zeds"]) > 1:
        lines.append(tr("zeds.ui.mob", n=space["zed_strength"]))
    if space["defence"]:
        lines.append(tr("zeds.ui.defence", n=space["defence"]))
    if space["named"]:
        lines.append(tr("zeds.ui.searchable"))
    width = max(style.font(16).size(line)[0] for line in lines) + 24
    tip = pygame.Rect(0, 0, width, 12 + 24 * len(lines))
    tip.topleft = (table.mouse[0] + 18, table.mouse[1] + 18)
    tip.clamp_ip(pygame.Rect(0, 0, 1920, 1080))
    style.panel(surface, tip, (30, 34, 42), style.BORDER, 8, 1)
    for index, line in enumerate(lines):
        style.draw_text(surface, line, (tip.x + 12, tip.y + 6 + index * 24), 16,
                        style.TEXT if index == 0 else style.TEXT_DIM, "bold" if index == 0 else "regular")


# ---- the strip below the map ---------------------------------------------------------------------
def strip_boxes() -> dict[str, pygame.Rect]:
    boxes = {}
    x = STRIP.x
    for name, width in STRIP_WIDTHS:
        width = width or STRIP.right - x
        boxes[name] = pygame.Rect(x, STRIP.y, width, STRIP.height)
        x += width + 8
    return boxes


def draw_strip(surface, table) -> dict[str, pygame.Rect]:
    boxes = strip_boxes()
    view = table.view
    headings = {"cemetery": tr("zeds.ui.cemetery", n=len(view["map"]["cemetery"]["units"])),
                "reserve": tr("zeds.ui.reserve"), "decks": tr("zeds.ui.decks"), "story": tr("zeds.ui.story")}
    for name, box in boxes.items():
        style.panel(surface, box, style.PANEL, style.BORDER, 10)
        style.draw_text(surface, headings[name], (box.x + 12, box.y + 8), 17, style.TEXT_DIM, "bold")
    draw_decks(surface, boxes["decks"], view)
    return draw_story(surface, boxes["story"], table)


def draw_decks(surface, box, view) -> None:
    columns = ((tr("zeds.ui.bag"), view["bag"]["count"], art.ZED_REDUCED),
               (tr("zeds.ui.event_deck"), view["event_deck"]["count"], art.EVENT_BAND),
               (tr("zeds.ui.story_deck"), view["story"]["deck"], (70, 60, 110)))
    width = (box.width - 16) // len(columns)
    for index, (label, count, colour) in enumerate(columns):
        cell = pygame.Rect(box.x + 8 + index * width, box.y + 34, width - 8, box.height - 42)
        back = art.card_back(cell.width - 16, cell.height - 26, str(count), colour)
        surface.blit(back, (cell.x + 8, cell.y))
        style.draw_text(surface, label, (cell.centerx, cell.bottom), 14, style.TEXT_DIM, "condensed", "midbottom")


def draw_story(surface, box, table) -> dict[str, pygame.Rect]:
    story = table.view["story"]
    playable = table.story_plays()
    width, height = 150, box.height - 40
    x = box.x + 12
    rects = {}
    cards = [(card, False) for card in story["kept"]]
    if story["current"]:
        cards.insert(0, (story["current"], True))
    for card, current in cards:
        rect = pygame.Rect(x, box.y + 32, width, height)
        surface.blit(story_image(card, width, height), rect)
        rects[card["id"]] = rect
        if current:
            where = story["location"]
            words = tr("zeds.ui.story_now") + (f" · {tr(f'zeds.bar.{where}')}" if where else "")
            style.draw_text(surface, words, (rect.right + 8, rect.y + 4), 15, style.ACCENT, "bold")
            x += 200
        elif card["id"] in playable:
            style.glow(surface, rect, style.ACCENT, 8, 3)
        x += width + 12
    if not cards:
        style.draw_text(surface, tr("zeds.ui.no_story"), (box.x + 12, box.y + 44), 16, style.TEXT_DIM, "italic")
    return rects


def story_by_id(view, card_id: str) -> dict:
    story = view["story"]
    return next(card for card in ([story["current"]] if story["current"] else []) + story["kept"]
                if card["id"] == card_id)


def story_image(card: dict, width: int, height: int) -> pygame.Surface:
    lang = language()
    return art.story_card(pick(card["name"], lang), card["where"], card["timing"], pick(card["text"], lang),
                          width, height, lang)


# ---- the event card and the actions --------------------------------------------------------------
def event_image(view, width: int, height: int) -> pygame.Surface:
    event = view["event"]
    lang = language()
    bar = tuple((item["item"], item["state"]) for item in event["zed_bar"])
    return art.event_card(pick(event["name"], lang), event["act"], event["kind"], pick(event["text"], lang), bar,
                          event["actions"], event["effect"]["phase"], view["phase"], width, height, lang)


def draw_event(surface, rect, view) -> None:
    if view["event"] is None:
        back = art.card_back(rect.width, rect.height, tr("zeds.ui.event_deck"), art.EVENT_BAND)
        surface.blit(back, rect)
        return
    style.drop_shadow(surface, rect, 10)
    surface.blit(event_image(view, rect.width, rect.height), rect)


def draw_actions(surface, rect, table) -> tuple[dict, dict, dict]:
    """The action bar, each player's player action, the special action markers and the ammo
    track. Returns the clickable special markers, payment sources and the player markers of
    the others who may act now (a click hands them the table)."""
    view = table.view
    actions = view["actions"]
    style.panel(surface, rect, style.PANEL, style.BORDER, 10)
    style.draw_text(surface, tr("zeds.ui.actions"), (rect.x + 12, rect.y + 8), 17, style.TEXT_DIM, "bold")
    acting = view["decision"] and view["decision"]["kind"] == "actions" and table.person_to_move() is not None
    pays, seats = {}, {}
    others = table.other_acting_seats() if acting else []
    bar = pygame.Rect(rect.x + 12, rect.y + 34, 120, 70)
    draw_counter_box(surface, bar, tr("zeds.ui.action_bar"), str(actions["bar"]), table.pay_choice == "bar")
    if acting:
        pays["bar"] = bar
    x = bar.right + 12
    for seat, ready in enumerate(actions["player_actions"]):
        box = pygame.Rect(x, bar.y, 62, 70)
        done = actions["done"][seat]
        mark = "✓" if done else ("●" if ready else "○")
        chosen = table.pay_choice == "player" and seat == table.person_to_move()
        draw_counter_box(surface, box, tr("zeds.ui.player", n=seat + 1), mark, chosen, dim=not ready)
        if acting and seat == table.person_to_move():
            pays["player"] = box
        elif seat in others:
            seats[seat] = box
            style.glow(surface, box, style.ACCENT, 6, 2)
        x += 70
    specials = draw_specials(surface, pygame.Rect(rect.x + 12, bar.bottom + 10, rect.width - 24, 56), table)
    draw_ammo(surface, pygame.Rect(rect.x + 12, bar.bottom + 76, rect.width - 24, 70), view["ammo"], view["ammo_limit"])
    return specials, pays, seats


def draw_counter_box(surface, rect, label: str, value: str, chosen: bool, dim: bool = False) -> None:
    style.panel(surface, rect, style.PANEL_LIGHT, style.ACCENT if chosen else style.BORDER, 8, 3 if chosen else 1)
    style.draw_text(surface, label, (rect.centerx, rect.y + 4), 13, style.TEXT_DIM, "condensed_bold", "midtop")
    style.draw_text(surface, value, (rect.centerx, rect.centery + 9), 34, style.TEXT_DIM if dim else style.TEXT,
                    "bold", "center")


def draw_specials(surface, area, table) -> dict[str, pygame.Rect]:
    shown = [s for s in table.view["actions"]["specials"] if s["in_play"]]
    legal = table.specials()
    units = table.units_by_id()
    rects = {}
    if not shown:
        return rects
    width = (area.width - (len(shown) - 1) * 6) // len(shown)
    for index, special in enumerate(shown):
        box = pygame.Rect(area.x + index * (width + 6), area.y, width, area.height)
        ability = next(a for a in units[special["unit"]]["abilities"] if a["id"] == special["ability"])
        ready = not special["used"]
        style.panel(surface, box, (52, 60, 74) if ready else (34, 36, 40), style.BORDER, 8)
        who = table.unit_label(units[special["unit"]])
        size = style.fit_size(who, box.width - (32 if special["once_per_game"] else 12), 13, 9, "condensed_bold")
        style.draw_text(surface, who, (box.x + 6, box.y + 4), size, style.TEXT_DIM, "condensed_bold")
        if special["once_per_game"]:
            style.draw_text(surface, "1×", (box.right - 6, box.y + 4), 13, style.ACCENT, "condensed_bold", "topright")
        name = pick(ability["name"]) if ready else tr("zeds.ui.special_used")
        for line_number, line in enumerate(style.wrap(name, 14, box.width - 10, "condensed_bold")[:2]):
            size = style.fit_size(line, box.width - 10, 14, 9, "condensed_bold")
            style.draw_text(surface, line, (box.x + 6, box.y + 21 + line_number * 16), size,
                            style.TEXT if ready else style.TEXT_DIM, "condensed_bold")
        if special["ability"] in legal:
            style.glow(surface, box, style.ACCENT if table.mode != ("special", special["ability"]) else (255, 255, 255),
                       8, 3)
        rects[special["ability"]] = box
    return rects


def draw_ammo(surface, area, ammo: int, limit: int) -> None:
    style.draw_text(surface, tr("zeds.ui.ammo", ammo=ammo, limit=limit), (area.x, area.y), 16, style.TEXT, "bold")
    per_row = (limit + 2) // 2
    cell = (area.width - (per_row - 1) * 3) // per_row
    for value in range(limit + 1):
        row, column = divmod(value, per_row)
        box = pygame.Rect(area.x + column * (cell + 3), area.y + 22 + row * 24, cell, 21)
        here = value == ammo
        pygame.draw.rect(surface, style.ACCENT if here else ((58, 52, 40) if value < ammo else style.PANEL_LIGHT),
                         box, border_radius=4)
        style.draw_text(surface, str(value), box.center, 13, style.TEXT_DARK if here else style.TEXT_DIM, "bold",
                        "center")


# ---- the combat panel ----------------------------------------------------------------------------
def combat_rect(table) -> pygame.Rect:
    """Over the half of the map away from the fight, so its space stays in sight."""
    combat = table.view["combat"]
    rect = pygame.Rect(0, 0, 760, 332)
    rect.centerx = MAP.centerx - 80
    lane = table.space_rects[combat["space"]]
    rect.top = MAP.y + 24 if lane.centery > MAP.centery else MAP.bottom - rect.height - 24
    return rect


def draw_combat(surface, table) -> pygame.Rect:
    combat = table.view["combat"]
    rect = combat_rect(table)
    style.drop_shadow(surface, rect, 14)
    style.panel(surface, rect, (28, 24, 26), (200, 70, 60), 14, 3)
    units = table.units_by_id()
    unit = pick(units[combat["unit"]]["name"]) if combat["unit"] else ""
    title = tr(f"zeds.ui.combat.{combat['kind']}", space=space_name(combat["space"]))
    style.draw_text(surface, title, (rect.x + 18, rect.y + 12), 24, style.TEXT, "bold")
    close = pygame.Rect(rect.right - 46, rect.y + 10, 34, 34)
    pygame.draw.rect(surface, style.PANEL_LIGHT, close, border_radius=8)
    style.draw_text(surface, "✖", close.center, 18, style.TEXT, "bold", "center")
    versus = tr(f"zeds.ui.combat.versus_{combat['kind']}", zeds=combat["zed_strength"], unit=unit,
                strength=combat["unit_strength"], attacker=tr(f"zeds.ui.combat.by_{combat['attacker']}"))
    style.draw_text(surface, versus, (rect.x + 18, rect.y + 46), 18, style.TEXT_DIM)
    draw_columns(surface, pygame.Rect(rect.x + 18, rect.y + 76, rect.width - 36, 104), combat)
    shifts = ", ".join(shift_words(shift) for shift in combat["shifts"])
    words = tr("zeds.ui.combat.shifts", shifts=shifts or tr("zeds.words.no_shifts"))
    style.draw_text(surface, words, (rect.x + 18, rect.y + 188), 17, style.TEXT)
    draw_dice(surface, (rect.x + 18, rect.y + 218), combat)
    draw_result(surface, pygame.Rect(rect.x + 260, rect.y + 218, rect.width - 280, 100), combat, unit)
    return close


def shift_words(shift: dict) -> str:
    reason = shift["reason"]
    return f"{shift['value']:+d} {tr(f'zeds.shift.{reason}')}"


def draw_columns(surface, area, combat) -> None:
    """The table's columns, the start column marked, the column after the shifts lit, and the
    row the dice read in each column."""
    columns = combat["columns"]
    width = (area.width - (len(columns) - 1) * 4) // len(columns)
    start, final = combat["start"]["index"], combat["column"]["index"]
    row = combat.get("row")
    for index, name in enumerate(columns):
        box = pygame.Rect(area.x + index * (width + 4), area.y + 26, width, area.height - 46)
        chosen = index == final
        pygame.draw.rect(surface, (92, 76, 34) if chosen else (44, 44, 50), box, border_radius=6)
        pygame.draw.rect(surface, style.ACCENT if chosen else style.BORDER, box, 3 if chosen else 1, border_radius=6)
        words = pick(name)
        size = style.fit_size(words, width - 6, 14, 9, "condensed_bold")
        style.draw_text(surface, words, (box.centerx, box.y + 4), size, style.TEXT, "condensed_bold", "midtop")
        if row:
            draw_cell(surface, box, row["cells"][index], combat["kind"], chosen)
        if index == start:
            style.draw_text(surface, tr("zeds.ui.combat.start") + " ▼", (box.centerx, area.y), 13, style.TEXT_DIM,
                            "condensed_bold", "midtop")
    if final != start:
        y = area.y + 21
        left = area.x + min(start, final) * (width + 4) + width // 2
        right = area.x + max(start, final) * (width + 4) + width // 2
        pygame.draw.line(surface, style.ACCENT, (left, y), (right, y), 3)
        tip = right if final > start else left
        style.draw_text(surface, "▶" if final > start else "◀", (tip, y), 16, style.ACCENT, "bold", "center")
    if row:
        legend = tr(f"zeds.ui.combat.legend_{'ranged' if combat['kind'] == 'ranged' else 'melee'}",
                    low=row["low"], high=row["high"])
        style.draw_text(surface, legend, (area.x, area.bottom - 16), 14, style.TEXT_DIM, "condensed")


def draw_cell(surface, box, cell: dict, kind: str, chosen: bool) -> None:
    colour = style.TEXT if chosen else style.TEXT_DIM
    size = 24 if chosen else 18
    if kind == "ranged":
        style.draw_text(surface, str(cell["zeds"]), (box.centerx, box.bottom - 6), size, colour, "bold", "midbottom")
        return
    zeds = style.text(str(cell["zeds"]), size, style.DANGER if cell["loser"] == "zeds" else colour, "bold")
    unit = style.text(str(cell["unit"]), size, style.DANGER if cell["loser"] == "unit" else colour, "bold")
    slash = style.text("/", size, colour, "bold")
    total = zeds.get_width() + slash.get_width() + unit.get_width()
    x = box.centerx - total // 2
    y = box.bottom - 6 - zeds.get_height()
    for image in (zeds, slash, unit):
        surface.blit(image, (x, y))
        x += image.get_width()


def draw_dice(surface, pos, combat) -> None:
    x, y = pos
    style.draw_text(surface, tr("zeds.ui.combat.dice"), (x, y), 16, style.TEXT_DIM, "bold")
    for value in combat["dice"]:
        surface.blit(art.die(value, 56), (x, y + 26))
        x += 64
    if combat["dice"]:
        style.draw_text(surface, f"= {combat['total']}", (x + 4, y + 54), 28, style.TEXT, "bold", "midleft")
    if combat["rerolled"]:
        style.draw_text(surface, tr("zeds.ui.combat.rerolled"), (pos[0], y + 88), 14, style.TEXT_DIM, "italic")


def draw_result(surface, area, combat, unit: str) -> None:
    if not combat["resolved"]:
        style.draw_wrapped(surface, tr("zeds.ui.combat.waiting"), area, 18, style.ACCENT, "bold")
        return
    result = combat["result"]
    lines = [(tr(f"zeds.ui.combat.result_{combat['kind']}", zeds=result["zeds"], unit=unit, hits=result["unit"]),
              style.TEXT)]
    if combat.get("tide_turned"):
        lines.append((tr("zeds.ui.combat.tide_turned"), style.GOOD))
    if combat["kind"] == "melee":
        loser = combat["retreats"]
        lines.append((tr(f"zeds.ui.combat.loser_{loser}", unit=unit), style.GOOD if loser == "zeds" else style.DANGER))
    elif combat["kind"] == "ranged":
        lines.append((tr("zeds.ui.combat.no_retreat"), style.TEXT_DIM))
    y = area.y
    for words, colour in lines:
        y += style.draw_wrapped(surface, words, pygame.Rect(area.x, y, area.width, 60), 19, colour, "bold") + 4


# ---- hover pictures ------------------------------------------------------------------------------
def zed_zoom(zed: dict) -> pygame.Surface:
    lines = (tr("zeds.ui.piece.strengths", full=zed["full"], reduced=zed["reduced"]),
             tr(f"zeds.ui.piece.side_{zed['side']}"),
             tr("zeds.ui.piece.hits", hits=zed["hits"], capacity=zed["hits_per_side"]))
    if zed["resistant"]:
        lines += (tr("zeds.ui.piece.resistant"),)
    other = zed["reduced"] if zed["side"] == "full" else zed["full"]
    counter = art.zed_counter(zed["strength"], other, zed["side"] == "reduced", zed["hits"], zed["hits_per_side"],
                              zed["resistant"], 120)
    card = art.piece_card(tr("zeds.ui.piece.zed", strength=zed["strength"]), lines, (), art.ZED_FULL, 340)
    return _with_counter(counter, card)


def short_label(unit: dict) -> str:
    """The name a counter has room for: a hero's last name, "Civ 3" for civilians."""
    if unit["kind"] == "civilian":
        return tr("zeds.ui.civilians_short", n=unit["id"].removeprefix("civ"))
    return pick(unit["name"]).split()[-1]


def unit_zoom(unit: dict) -> pygame.Surface:
    lang = language()
    lines = (tr(f"zeds.ui.piece.kind_{unit['kind']}"),
             tr("zeds.ui.piece.strengths", full=unit["full"], reduced=unit["reduced"]),
             tr(f"zeds.ui.piece.side_{unit['side']}"),
             tr("zeds.ui.piece.hits", hits=unit["hits"], capacity=unit["hits_per_side"]),
             tr("zeds.ui.piece.move", move=unit["move"]))
    if unit["markers"]:
        lines += (tr("zeds.ui.piece.markers", markers=", ".join(tr(f"zeds.marker.{x}") for x in unit["markers"])),)
    if unit["owner"] is not None:
        lines += (tr("zeds.ui.piece.owner", n=unit["owner"] + 1),)
    if unit["bonus_actions"]:
        lines += (tr("zeds.ui.piece.bonus", n=unit["bonus_actions"]),)
    abilities = tuple((pick(a["name"], lang), pick(a["text"], lang)) for a in unit["abilities"])
    card = art.piece_card(pick(unit["name"], lang), lines, abilities, art.UNIT_COLOURS[unit["kind"]], 380)
    counter = art.unit_counter(short_label(unit), unit["kind"], unit["strength"], unit["side"] == "reduced",
                               unit["hits"], unit["hits_per_side"], tuple(unit["markers"]), unit["owner"],
                               unit["bonus_actions"], 120)
    return _with_counter(counter, card)


def _with_counter(counter: pygame.Surface, card: pygame.Surface) -> pygame.Surface:
    surface = pygame.Surface((card.get_width(), card.get_height() + counter.get_height() + 10), pygame.SRCALPHA)
    surface.blit(counter, counter.get_rect(midtop=(card.get_width() // 2, 0)))
    surface.blit(card, (0, counter.get_height() + 10))
    return surface
