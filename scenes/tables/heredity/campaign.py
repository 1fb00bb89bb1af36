"""The Heredity campaign: every campaign file in the data folder, the chapters each has played
and how they ended, and what carries into the next chapter (items with their state, materials,
the karma deck, story flags). From here a campaign begins with chapter 1, goes on with the next
chapter, or replays any chapter played from the start it had; once the finale is won, the family's
story is told by the endings it reached.

Campaign files are written when a chapter ends at the table (`record_chapter`; `saves/campaign.py`
merges them).
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from game.engine import RuleError, new_game
from game.engine.bots import default_bot
from game.engine.registry import get_title
from game.engine.session import SeatInfo
from game.i18n import language, pick, tr, trn
from game.titles.heredity.carry import chapter_after, chapters, last_chapter
from game.titles.heredity.content import content
from game.titles.heredity.view import carried_name, flag_name
from saves import campaign
from saves.paths import campaigns_dir, newest_first
from scenes import games, style
from scenes.form import PANEL, FormScene
from scenes.loadgame import when
from scenes.tables.heredity import art
from scenes.widgets.button import Button
from scenes.widgets.choice import ChoiceRow

LIST = pygame.Rect(PANEL.x + 40, PANEL.y + 140, 330, 620)
DETAIL = pygame.Rect(LIST.right + 30, PANEL.y + 160, PANEL.right - LIST.right - 70, 600)
ROW = 112
CHAPTER_ROW = 124            # a chapter's row at most: five chapters fill the detail
LABEL = 240                  # width of the labels before the carried-over values
PLAYER_COUNTS = (1, 2, 3, 4)
SEATS_WIDTH, SEATS_LABEL = 464, 200     # the players' and bots' rows: they end before "go on"
VIEWS = ("chapters", "carry", "story")      # what the detail shows; the story once the finale is won


def clipped(words: str, size: int, width: int, lines: int) -> str:
    """`words` as wrapped into `lines` lines of `width`, ending in an ellipsis if that cuts them
    (the whole ending is told in the family's story)."""
    wrapped = style.wrap(words, size, width)
    if len(wrapped) <= lines:
        return words
    last = wrapped[lines - 1]
    while last and style.font(size).size(last + " …")[0] > width:
        last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
    return " ".join(wrapped[:lines - 1] + [last + " …"])


class Entry:
    """One campaign file, read (or the reason it cannot be)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.book: campaign.Campaign | None = None
        self.problem = ""
        try:
            self.book = campaign.load(path)
        except RuleError as error:
            self.problem = error.message()

    def complete(self) -> bool:
        """The finale won: the family's story has its end."""
        record = self.book.chapters.get(str(last_chapter()))
        return record is not None and record.won

    def next_chapter(self) -> int | None:
        """The chapter after the highest one won (chapter 1 until one is won); None once the
        finale is won."""
        won = [int(k) for k, r in self.book.chapters.items() if r.won]
        return chapter_after(max(won, default=0))


def campaign_files(root: Path) -> list[Path]:
    return newest_first(campaigns_dir(root), "*.json")


def start_chapter(app, path: Path, chapter: int, players: int, bots: int = 0) -> None:
    """A chapter from the campaign: its recorded start when replayed, else what the chapter
    before carried over. The carry goes into the set-up, so the save alone replays it. The last
    `bots` of the `players` seats are played by the title's default bot; the people sit by the
    names last given at New game."""
    book = campaign.load_or_new(path)
    carry = campaign.setup_for(book, chapter)
    seed = games.fresh_seed()
    session = new_game("heredity", seed, {"chapter": chapter, "players": players},
                       {"campaign": carry} if carry else None, seats=campaign_seats(players, bots, app.settings.names))
    session.header.campaign = path.name
    games.open_table(app, session, games.new_game_id("heredity", seed))


def campaign_seats(players: int, bots: int, names: list[str]) -> list[SeatInfo]:
    """People in the first seats, by their `names` (by seat, as New game keeps them), the default
    bot in the last `bots` (the family plays together, so which seats the bots take does not
    matter)."""
    title = get_title("heredity")
    return [SeatInfo(kind="bot", bot=default_bot(title, seat)) if seat >= players - bots
            else SeatInfo(name=names[seat] if seat < len(names) else "") for seat in range(players)]


def record_chapter(app, session, game_id: str, found: bool = False) -> None:
    """A chapter won (or failed) goes into its campaign file, merged field by field, once: at its
    end at the table, or `found` finished later (resumed or kept after a crash, loaded), when it
    is not in its campaign yet."""
    header = session.header
    if header.campaign is None:
        header.campaign = campaign.default_name(game_id)
    try:
        _, added = campaign.record(campaigns_dir(app.data_root) / header.campaign, session, found)
    except (RuleError, OSError) as error:
        reason = error.message() if isinstance(error, RuleError) else error.strerror or str(error)
        app.toast(tr("heredity_table.campaign_failed", reason=reason), style.DANGER)
        return
    if added:
        app.toast(tr("heredity_table.campaign_saved"), style.GOOD)


class CampaignScene(FormScene):
    name = "campaign"
    heading_key = "campaign.heading"

    def enter(self) -> None:
        campaign.catch_up(self.app.data_root)       # chapters a crash kept out of their campaigns
        self.entries = [Entry(p) for p in campaign_files(self.app.data_root)]
        self.selected = next((i for i, e in enumerate(self.entries) if e.book), -1)
        self.players = 1
        self.bots = 0           # how many of the players' seats a bot takes
        self.view = self.first_view()
        self.layout()

    def first_view(self) -> str:
        entry = self.current()
        return "story" if entry and entry.book and entry.complete() else "chapters"

    def layout(self) -> None:
        entry = self.current()
        self.rows = [ChoiceRow(pygame.Rect(DETAIL.x, PANEL.bottom - 180, SEATS_WIDTH, 50),
                               tr("heredity.option.players"), [(n, str(n)) for n in PLAYER_COUNTS],
                               self.players, self.set_players, name="players", label_width=SEATS_LABEL)]
        if self.players > 1:        # bots among them: one of each number's width, under the players'
            width = SEATS_LABEL + self.players * (SEATS_WIDTH - SEATS_LABEL) // len(PLAYER_COUNTS)
            self.rows.append(ChoiceRow(pygame.Rect(DETAIL.x, PANEL.bottom - 100, width, 50), tr("campaign.bots"),
                                       [(n, str(n)) for n in range(self.players)], self.bots, self.set_bots,
                                       name="bots", label_width=SEATS_LABEL))
        if entry:
            self.rows.append(ChoiceRow(pygame.Rect(DETAIL.x, DETAIL.y - 54, DETAIL.width - 40, 42), "",
                                       [(v, tr(f"campaign.view.{v}")) for v in self.views(entry)], self.view,
                                       self.set_view, name="view"))
        buttons = [
            Button(pygame.Rect(LIST.x, LIST.bottom + 20, LIST.width, 60), tr("campaign.new"), self.new_campaign,
                   name="new"),
            Button(pygame.Rect(LIST.x, PANEL.bottom - 100, 220, 70), tr("ui.newgame.back"), self.app.pop, name="back"),
        ]
        if entry:           # no campaign yet: "new campaign" is the way in
            following = entry.next_chapter()
            go_label = tr("campaign.play", n=following) if following else tr("campaign.complete")
            buttons.append(Button(pygame.Rect(PANEL.right - 360, PANEL.bottom - 100, 320, 70), go_label, self.go_on,
                                  primary=True, name="continue", enabled=bool(following)))
        for number, rect in self.chapter_rows() if self.view == "chapters" else ():
            if entry and str(number) in entry.book.chapters:
                buttons.append(Button(pygame.Rect(rect.right - 250, rect.y + 6, 240, 26), tr("campaign.replay"),
                                      lambda n=number: self.play(n), name=f"replay:{number}"))
        self.buttons.set(buttons)

    @staticmethod
    def views(entry: Entry) -> list[str]:
        return list(VIEWS) if entry.complete() else [v for v in VIEWS if v != "story"]

    def set_view(self, value) -> None:
        self.view = value
        self.layout()

    def current(self) -> Entry | None:
        return self.entries[self.selected] if self.selected >= 0 else None

    def set_players(self, value) -> None:
        self.players = value
        self.bots = min(self.bots, value - 1)       # somebody plays: at least one seat is a person's
        self.layout()

    def set_bots(self, value) -> None:
        self.bots = value
        self.layout()

    def chapter_rows(self) -> list[tuple[int, pygame.Rect]]:
        height = min(CHAPTER_ROW, DETAIL.height // len(chapters()))
        return [(n, pygame.Rect(DETAIL.x, DETAIL.y + i * height, DETAIL.width - 40, height - 8))
                for i, n in enumerate(chapters())]

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(LIST.x, LIST.y + index * ROW, LIST.width, ROW - 10)

    # ---- starting chapters ----------------------------------------------------------------------
    def go_on(self) -> None:
        entry = self.current()
        if entry and entry.next_chapter():
            self.play(entry.next_chapter())

    def play(self, chapter: int, path: Path | None = None) -> None:
        """Chapter `chapter` of the campaign chosen (or of the one at `path`)."""
        try:
            start_chapter(self.app, path or self.current().path, chapter, self.players, self.bots)
        except RuleError as error:
            self.app.sounds.play("refuse")
            self.app.toast(error.message(), style.DANGER)

    def new_campaign(self) -> None:
        """A new campaign file, and its first chapter at once; a file that cannot be written (a
        read-only data folder) is refused with the system's reason."""
        path = campaigns_dir(self.app.data_root) / f"heredity-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            campaign.save(campaign.new_campaign(), path)
        except OSError as error:
            self.app.sounds.play("refuse")
            self.app.toast(tr("campaign.not_written", reason=error.strerror or str(error)), style.DANGER)
            return
        self.play(1, path)

    # ---- input -------------------------------------------------------------------------------
    def handle_form(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, entry in enumerate(self.entries):
                if self.row_rect(index).collidepoint(event.pos) and entry.book:
                    self.selected = index
                    self.view = self.first_view()
                    self.layout()
                    return True
        return False

    # ---- drawing -------------------------------------------------------------------------------
    def draw_form(self, surface) -> None:
        style.draw_text(surface, tr("campaign.files"), (LIST.x, LIST.y - 34), 22, style.ACCENT, "bold")
        if not self.entries:
            style.draw_wrapped(surface, tr("campaign.empty"), LIST.inflate(-20, -20), 20, style.TEXT_DIM)
        for index, entry in enumerate(self.entries):
            self.draw_entry(surface, self.row_rect(index), entry, index == self.selected)
        entry = self.current()
        if entry:
            views = {"chapters": self.draw_chapters, "carry": self.draw_carry, "story": self.draw_story}
            views[self.view](surface, entry)

    def draw_entry(self, surface, rect, entry: Entry, selected: bool) -> None:
        fill, border = ((44, 52, 63), style.ACCENT) if selected else (style.PANEL, style.BORDER)
        style.panel(surface, rect, fill, border, 10, 2)

        def line(words: str, top: int, size: int, colour, face: str = "regular") -> None:
            row = pygame.Rect(rect.x + 16, rect.y + top, rect.width - 32, size + 8)
            style.draw_fitted(surface, words, row, size, colour, face, "midleft", smallest=12)
        if entry.book is None:
            line(entry.path.stem, 6, 20, style.TEXT, "bold")
            line(tr("campaign.unreadable", reason=entry.problem), 40, 16, style.DANGER)
            return
        line(tr("campaign.started", when=when(entry.book.created)), 6, 20, style.TEXT, "bold")
        won = sum(1 for r in entry.book.chapters.values() if r.won)
        line(tr("campaign.won_count", won=won, total=len(chapters())), 40, 17, style.TEXT_DIM)
        line(tr("campaign.saved", when=when(entry.book.saved)), 64, 16, style.TEXT_DIM)

    def draw_chapters(self, surface, entry: Entry) -> None:
        """Each chapter by name: how it ended and what of its story carried on."""
        for number, rect in self.chapter_rows():
            record = entry.book.chapters.get(str(number))
            style.panel(surface, rect, style.PANEL, style.GOOD if record and record.won else style.BORDER, 10, 2)
            title = tr("heredity_table.chapter", n=number, title=pick(content().chapters[number].title))
            style.draw_text(surface, title, (rect.x + 16, rect.y + 8), 20, style.TEXT, "bold")
            outcome = pygame.Rect(rect.x + 16, rect.y + 36, rect.width - 32, 2 * style.font(15).get_linesize() + 4)
            used = style.draw_wrapped(surface, clipped(self.outcome_words(record), 15, outcome.width, 2), outcome, 15,
                                      style.GOOD if record and record.won else style.TEXT_DIM)
            if record and record.won:
                words = tr("campaign.carried_on", flags=self.flag_words(self.flags_set(record)))
                style.draw_wrapped(surface, words, pygame.Rect(outcome.x, outcome.y + used + 2, outcome.width,
                                                               rect.bottom - outcome.y - used - 6), 14, style.TEXT,
                                   smallest=12)     # a chapter that carries three things on: one line

    @staticmethod
    def outcome_words(record) -> str:
        if record is None:
            return tr("campaign.not_played")
        ending = games.outcome_text("heredity", record.outcome)
        state = tr("campaign.won" if record.won else "campaign.failed")
        return f"{state} · {trn('campaign.attempts', record.attempts)} · {ending}"

    @staticmethod
    def flags_set(record) -> list[str]:
        """The story flags a won chapter added to what it began with."""
        return sorted(set(record.result.flags) - set(record.start.flags)) if record.result else []

    @staticmethod
    def flag_words(flags) -> str:
        return " · ".join(flag_name(f) for f in flags) or tr("campaign.none")

    def draw_story(self, surface, entry: Entry) -> None:
        """The campaign complete: the family's story told by the endings it reached, chapter by
        chapter."""
        y = DETAIL.y
        height = DETAIL.height // len(chapters())
        for number in chapters():
            record = entry.book.chapters.get(str(number))
            if record is None or not record.won:
                continue
            title = tr("heredity_table.chapter", n=number, title=pick(content().chapters[number].title))
            style.draw_text(surface, title, (DETAIL.x, y), 20, style.ACCENT, "bold")
            style.draw_wrapped(surface, games.outcome_text("heredity", record.outcome),
                               pygame.Rect(DETAIL.x, y + 30, DETAIL.width - 40, height - 38), 17, style.TEXT)
            y += height

    def draw_carry(self, surface, entry: Entry) -> None:
        """What the next chapter starts with [DE: Gegenstände und Material; Karmakarten]."""
        carry = entry.book.carry
        x, y = DETAIL.x, DETAIL.y
        style.draw_text(surface, tr("campaign.carry"), (x, y), 22, style.ACCENT, "bold")
        y += 44
        style.draw_text(surface, tr("campaign.items"), (x, y), 18, style.TEXT_DIM, "bold")
        items = [self.item_words(i) for i in carry.items] or [tr("campaign.none")]
        style.draw_wrapped(surface, " · ".join(items), pygame.Rect(x + LABEL, y, DETAIL.width - LABEL - 40, 96), 18,
                           style.TEXT)
        y += 104
        style.draw_text(surface, tr("campaign.materials"), (x, y), 18, style.TEXT_DIM, "bold")
        materials = [f"{tr(f'heredity.member.{n}')} {k}" for n, k in sorted(carry.materials.items())]
        style.draw_text(surface, " · ".join(materials) or tr("campaign.none"), (x + LABEL, y), 18, style.TEXT)
        y += 44
        style.draw_text(surface, tr("campaign.counters"), (x, y), 18, style.TEXT_DIM, "bold")
        counters = [f"{carried_name(name)} {n}" for name, n in sorted(carry.counters.items())]
        style.draw_text(surface, " · ".join(counters) or tr("campaign.none"), (x + LABEL, y), 18, style.TEXT)
        y += 44
        style.draw_text(surface, tr("campaign.karma"), (x, y + 14), 18, style.TEXT_DIM, "bold")
        for index, card in enumerate(carry.karma):
            style.blit(surface, art.karma_face(card, 52, 72, language()), (x + LABEL + index * 60, y))
        if not carry.karma:
            style.draw_text(surface, tr("campaign.none"), (x + LABEL, y + 14), 18, style.TEXT)
        y += 96
        style.draw_text(surface, tr("campaign.flags"), (x, y), 18, style.TEXT_DIM, "bold")
        style.draw_wrapped(surface, self.flag_words(entry.book.flags),
                           pygame.Rect(x + LABEL, y, DETAIL.width - LABEL - 40, DETAIL.bottom - y), 18, style.TEXT)

    @staticmethod
    def item_words(item) -> str:
        side = content().side(item.card, item.face)
        words = f"{pick(side.item.name)} ({tr(f'heredity.member.{item.member}')})"
        if item.damage:
            words += " " + tr("campaign.damage", n=item.damage)
        return words
