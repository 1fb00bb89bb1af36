"""The rules help's page: a title's rules (`assets/rules/<title>.<lang>.md`, our small Markdown:
#, ##, -, 1., **bold**) and the legend of its icons, laid out in lines once, then scrolled and
searched.

The page is drawn by the program, not by a pygame-gui text box: a box scrolled a few pixels a
wheel notch, could neither go to a word found nor show the icons the legend explains. A line
that does not start a heading, bullet or number continues the block above it (unless that is a
heading: a heading is one line). Only the lines
wholly inside the window are drawn, so no line shows cut in half.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from game.i18n import tr
from game.paths import ASSETS
from scenes import style
from scenes.legend import LegendIcon, legend

BODY = 20                   # the type sizes of the page: body, heading, title
HEADING = 27
TITLE = 36
INDENT = 34                 # a bullet's or number's words start this far in
ICON = 30                   # the legend's icons, in a column this wide (some signs are wider than high)
ICON_COLUMN = 50
NOTCH_LINES = 5             # body lines a wheel notch scrolls: a flick of a few notches turns a page
MATCH = (120, 96, 20)       # a word found, and the one gone to
CURRENT = (214, 150, 30)


@dataclass
class Run:
    """Words of one face in a line, from `x` on."""

    words: str
    x: int
    face: str
    size: int
    colour: tuple


@dataclass
class Line:
    y: int
    height: int
    runs: list[Run] = field(default_factory=list)
    icon: LegendIcon | None = None      # a legend line shows its icon at the left
    picture: pygame.Surface | None = None   # the icon, drawn once


@dataclass(frozen=True)
class Match:
    line: int
    run: int
    start: int


def rules_source(title: str, lang: str) -> list[str]:
    """The rules' blocks: each a heading, bullet, numbered point or paragraph on one line."""
    path = ASSETS / "rules" / f"{title}.{lang}.md"
    if not path.exists():
        path = ASSETS / "rules" / f"{title}.en.md"
    blocks: list[list[str]] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        starts_block = not line or line.startswith(("#", "- ")) or re.match(r"^\d+\. ", line)
        after_heading = bool(blocks) and bool(blocks[-1]) and blocks[-1][0].startswith("#")
        if starts_block or after_heading or not blocks or not blocks[-1]:
            blocks.append([line] if line else [])
        else:
            blocks[-1].append(line)
    return [" ".join(block) for block in blocks]


def _words(text: str) -> list[tuple[str, bool, bool]]:
    """The words of a block, each with whether it is bold (**…**) and whether it is glued to the
    word before ("**Evening**: see" has no space before the colon)."""
    found: list[tuple[str, bool, bool]] = []
    text = re.sub(r"(?<!\*)\*([^*]+)\*(?!\*)", r"\1", text)       # *a name*: shown as it is, without stars
    parts = re.split(r"\*\*", text)
    for index, part in enumerate(parts):
        before = parts[index - 1] if index else ""
        glued = bool(found) and bool(part) and not part[0].isspace() and not before[-1:].isspace()
        for number, word in enumerate(part.split()):
            found.append((word, index % 2 == 1, glued and number == 0))
    return found


class RulesPage:
    """A title's rules and legend in lines `width` wide; `scroll` pixels scrolled from the top."""

    def __init__(self, title: str, lang: str, width: int) -> None:
        self.width = width
        self.lines: list[Line] = []
        self.bottom = 0
        for block in rules_source(title, lang):
            self.add_block(block)
        self.legend_top = self.bottom
        icons = legend(title)
        if icons:
            self.add_block("## " + tr("ui.rules.icons"))
            for icon in icons:
                term, colon, rest = tr(icon.meaning).partition(": ")     # "Add: a new card…": the name bold
                self.add_words(_words(f"**{term}**: {rest}" if colon else term), ICON_COLUMN + 8, BODY, icon=icon)
        self.matches: list[Match] = []
        self.current = -1
        self.query = ""

    # ---- laying out ------------------------------------------------------------------------------
    def add_block(self, block: str) -> None:
        if not block:
            self.bottom += BODY // 2
        elif block.startswith("# "):
            self.add_words([(block[2:], True, False)], 0, TITLE, style.ACCENT, whole=True)
            self.bottom += 6
        elif block.startswith("## "):
            self.bottom += 8
            self.add_words([(block[3:], True, False)], 0, HEADING, style.ACCENT, whole=True)
            self.bottom += 4
        elif block.startswith("- "):
            self.add_words(_words(block[2:]), INDENT, BODY, mark="•")
        elif re.match(r"^\d+\. ", block):
            number, _, rest = block.partition(" ")
            self.add_words(_words(rest), INDENT, BODY, mark=number)
        else:
            self.add_words(_words(block), 0, BODY)

    def add_words(self, words: list[tuple[str, bool, bool]], indent: int, size: int, colour=style.TEXT,
                  mark: str = "", icon: LegendIcon | None = None, whole: bool = False) -> None:
        """Words wrapped into lines from `indent` on; the first line carries the bullet, number
        or icon left of them. `whole`: a heading, wrapped as one run."""
        height = style.font(size, "bold").get_linesize() + 4
        line = self.new_line(max(height, ICON + 6) if icon else height, icon)
        if mark:
            line.runs.append(Run(mark + " ", 8, "bold", size, style.ACCENT))
        x = indent                  # where the words of this line end so far
        for word, bold, glued in ([(" ".join(w[0] for w in words), True, False)] if whole else words):
            face = "bold" if bold else "regular"
            font = style.font(size, face)
            gap = font.size(" ")[0] if x > indent and not glued else 0
            if x > indent and x + gap + font.size(word)[0] > self.width:
                line = self.new_line(height)
                x, gap = indent, 0
            last = line.runs[-1] if line.runs and line.runs[-1].x >= indent else None
            if last is not None and last.face == face:
                last.words += ("" if glued else " ") + word
            else:
                last = Run(word, x + gap, face, size, colour)
                line.runs.append(last)
            x = last.x + font.size(last.words)[0]

    def new_line(self, height: int, icon: LegendIcon | None = None) -> Line:
        line = Line(self.bottom, height, icon=icon, picture=icon.picture(ICON) if icon else None)
        self.lines.append(line)
        self.bottom += height
        return line

    # ---- searching -------------------------------------------------------------------------------
    def search(self, query: str) -> None:
        """Every place the words `query` show (any case), in reading order; the first one after
        the top of the window is the current."""
        query = query.strip().lower()
        self.matches = []
        if query:
            for number, line in enumerate(self.lines):
                for index, run in enumerate(line.runs):
                    start = run.words.lower().find(query)
                    while start >= 0:
                        self.matches.append(Match(number, index, start))
                        start = run.words.lower().find(query, start + 1)
        self.query = query
        self.current = -1

    def match_rect(self, match: Match) -> pygame.Rect:
        """Where a match shows on the page (page coordinates)."""
        line = self.lines[match.line]
        run = line.runs[match.run]
        font = style.font(run.size, run.face)
        left = font.size(run.words[:match.start])[0]
        wide = font.size(run.words[match.start:match.start + len(self.query)])[0]
        return pygame.Rect(run.x + left, line.y, wide, line.height)

    def go(self, step: int, top: int, height: int) -> int | None:
        """The next (`step` 1) or previous (-1) match becomes the current; the scroll that shows
        it a third of the way down the window (None: nothing found). The first `go` takes the
        first match from the window's top on."""
        if not self.matches:
            return None
        if self.current < 0:
            after = [n for n, m in enumerate(self.matches) if self.lines[m.line].y >= top]
            first = after[0] if after else 0
            self.current = first if step > 0 else (first - 1) % len(self.matches)
        else:
            self.current = (self.current + step) % len(self.matches)
        return self.clamp(self.lines[self.matches[self.current].line].y - height // 3, height)

    def clamp(self, scroll: int, height: int) -> int:
        return max(0, min(scroll, self.bottom - height))

    # ---- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, window: pygame.Rect, scroll: int) -> None:
        """The lines wholly inside `window` with the page scrolled `scroll` pixels, the words
        found lit (the current one brighter)."""
        lit = self.lit_rects(scroll)
        for line in self.lines:
            top = window.y + line.y - scroll
            if top < window.y or top + line.height > window.bottom:
                continue
            for rect, current in lit.get(id(line), ()):
                pygame.draw.rect(surface, CURRENT if current else MATCH, rect.move(window.x, window.y).inflate(4, 0),
                                 border_radius=4)
            middle = top + line.height // 2
            if line.picture is not None:
                style.blit(surface, line.picture, line.picture.get_rect(center=(window.x + ICON_COLUMN // 2, middle)))
            for run in line.runs:
                style.draw_text(surface, run.words, (window.x + run.x, middle), run.size, run.colour, run.face,
                                "midleft", box=window)

    def lit_rects(self, scroll: int) -> dict[int, list[tuple[pygame.Rect, bool]]]:
        """The matches' rectangles in the window, by line."""
        found: dict[int, list[tuple[pygame.Rect, bool]]] = {}
        for number, match in enumerate(self.matches):
            rect = self.match_rect(match).move(0, -scroll)
            found.setdefault(id(self.lines[match.line]), []).append((rect, number == self.current))
        return found
