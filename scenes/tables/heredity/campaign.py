"""The Heredity campaign: every campaign file in the data folder, the chapters each has played and
how they stand, what carries into the next chapter, and the family's story so far, told in the
order it happened. From here a campaign begins with chapter 1, goes on with the next chapter, or
replays any chapter played from the start it had; a chapter game going on is resumed, never dealt
anew. Before a chapter won is replayed, the screen says which way through it the campaign keeps
and asks whether a replay won should take its place. Long lists and texts are shown a page at a
time (`pages.py`): nothing is cut.

Campaign files are written when a chapter ends at the table (`record_chapter`; `saves/campaign.py`
merges them); a chapter 1 begun from New game joins a campaign at once (`join_campaign`).
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path

import msgspec
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
from saves.atomic import read_limited
from saves.gamefile import MAX_SAVE_BYTES
from saves.paths import campaigns_dir, newest_first, saves_dir
from scenes import games, style
from scenes.focus import Choice
from scenes.form import PANEL, FormScene
from scenes.loadgame import when
from scenes.scene import button_choices
from scenes.tables.heredity import art
from scenes.tables.heredity.pages import Pager, Paragraph, draw_page, lay_out
from scenes.widgets.button import Button
from scenes.widgets.choice import ChoiceRow

LIST = pygame.Rect(PANEL.x + 40, PANEL.y + 140, 330, 620)
DETAIL = pygame.Rect(LIST.right + 30, PANEL.y + 160, PANEL.right - LIST.right - 70, 600)
ROW = 112
PAGE_BAR = 44                # under a paged list or text: ‹ page n of m ›
CHAPTER_ROW = 124            # a chapter's row at most: five chapters fill the detail
PLAYER_COUNTS = (1, 2, 3, 4)
SEATS_WIDTH, SEATS_LABEL = 464, 200     # the players' and bots' rows: they end before "go on"
VIEWS = ("chapters", "story", "carry")
ASK = pygame.Rect(PANEL.centerx - 420, PANEL.y + 250, 840, 420)


class SaveHead(msgspec.Struct):
    """What the campaign asks of a save: whose chapter it is and whether it is going on."""

    title: str = ""
    campaign: str | None = None
    outcome: str | None = None
    options: dict = {}


def games_in_progress(root: Path) -> dict[str, dict[int, Path]]:
    """The chapter games still going on, by campaign file name and chapter: the newest of each
    (the saves are read once for every campaign)."""
    folder = saves_dir(root)
    found: dict[str, dict[int, Path]] = {}
    for path in sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime) if folder.is_dir() else ():
        try:
            head = msgspec.json.decode(read_limited(path, MAX_SAVE_BYTES), type=SaveHead)
        except (OSError, ValueError, msgspec.MsgspecError):
            continue                              # a save that cannot be read belongs to no campaign here
        if head.title == "heredity" and head.campaign and head.outcome is None:
            found.setdefault(head.campaign, {})[int(head.options.get("chapter", 0))] = path
    return found


class Entry:
    """One campaign file, read (or the reason it cannot be), and its chapter games going on."""

    def __init__(self, path: Path, going: dict[str, dict[int, Path]]) -> None:
        self.path = path
        self.book: campaign.Campaign | None = None
        self.problem = ""
        self.going = going.get(path.name, {})
        try:
            self.book = campaign.load(path)
        except RuleError as error:
            self.problem = error.message()

    @property
    def kept(self) -> campaign.Campaign:
        """The campaign the file keeps: asked only of a file that could be read (the screen shows
        the chapters, story and carry-over of no other)."""
        if self.book is None:
            raise LookupError(f"{self.path.name}: {self.problem}")
        return self.book

    def complete(self) -> bool:
        """The finale won: the family's story has its end."""
        record = self.book.chapters.get(str(last_chapter())) if self.book else None
        return record is not None and record.won

    def next_chapter(self) -> int | None:
        """The chapter after the highest one won (chapter 1 until one is won); None once the
        finale is won."""
        won = [int(k) for k, r in self.book.chapters.items() if r.won] if self.book else []
        return chapter_after(max(won, default=0))

    def fresh(self) -> bool:
        """Nothing played in it yet, and nothing going on."""
        return self.book is not None and not self.book.chapters and not self.going


def campaign_files(root: Path) -> list[Path]:
    return newest_first(campaigns_dir(root), "*.json")


def new_campaign_file(root: Path) -> Path:
    """A new campaign file named by the time it is begun (never one that exists already)."""
    folder = campaigns_dir(root)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = f"heredity-{time.strftime('%Y%m%d-%H%M%S')}"
    path = next(folder / name for name in (f"{stamp}.json", *(f"{stamp}-{n}.json" for n in range(2, 1000)))
                if not (folder / name).exists())
    campaign.save(campaign.new_campaign("heredity"), path)
    return path


def join_campaign(app, session) -> None:
    """Chapter 1 begun from New game is a campaign's first chapter: it joins the newest campaign
    in which nothing has been played yet, else a new one."""
    going = games_in_progress(app.data_root)
    fresh = next((e for e in (Entry(p, going) for p in campaign_files(app.data_root)) if e.fresh()), None)
    session.header.campaign = (fresh.path if fresh else new_campaign_file(app.data_root)).name


def start_chapter(app, path: Path, chapter: int, players: int, bots: int = 0, replace: bool = False) -> None:
    """A chapter of the campaign: the game of it going on, resumed; else a new one from its
    recorded start when replayed (`replace`: a win replaces the way the campaign keeps), or from
    what the chapter before carried over. The carry goes into the set-up, so the save alone
    replays it. The last `bots` of the `players` seats are played by the title's default bot;
    the people sit by the names last given at New game."""
    going = games_in_progress(app.data_root).get(path.name, {}).get(chapter)
    if going is not None:
        games.load(app, going)
        return
    book = campaign.load_or_new(path, "heredity")
    carry = campaign.setup_for(book, chapter)
    setup = {**({"campaign": carry} if carry else {}), **({"replace": True} if replace else {})}
    seed = games.fresh_seed()
    session = new_game("heredity", seed, {"chapter": chapter, "players": players}, setup or None,
                       seats=campaign_seats(players, bots, app.settings.names))
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
        header.campaign = campaign.default_name(game_id, session.title.name)
    try:
        _, added = campaign.record(campaigns_dir(app.data_root) / header.campaign, session, found)
    except (RuleError, OSError) as error:
        reason = error.message() if isinstance(error, RuleError) else error.strerror or str(error)
        app.toast(tr("heredity_table.campaign_failed", reason=reason), style.DANGER)
        return
    if added:
        app.toast(tr("heredity_table.campaign_saved"), style.GOOD)


# ---- the family's story and what it carries, as paragraphs ---------------------------------------
def chapter_title(number: int) -> str:
    return tr("heredity_table.chapter", n=number, title=pick(content().chapters[number].title))


def flags_set(record) -> list[str]:
    """The story flags a won chapter added to what it began with, in the order they were set."""
    return [f for f in record.result.flags if f not in record.start.flags] if record.result else []


def story_paragraphs(entry: Entry) -> list[Paragraph]:
    """The story so far, in the order it happened: each chapter won, its ending and what
    happened on the way; a chapter going on, that it is under way."""
    told = [Paragraph(tr("campaign.story_heading"), 22, style.ACCENT, "bold")]
    for number in chapters():
        record = entry.kept.chapters.get(str(number))
        if record is not None and record.won:
            told.append(Paragraph(chapter_title(number), 19, style.ACCENT, "bold", gap=16, keep=True))
            told.append(Paragraph(games.outcome_text("heredity", record.outcome), 17, style.TEXT, gap=4))
            happened = [flag_name(f) for f in flags_set(record)]
            if happened:
                told.append(Paragraph(tr("campaign.along_the_way", flags=" · ".join(happened)), 15, style.TEXT_DIM,
                                      gap=4))
        elif number in entry.going:
            told.append(Paragraph(chapter_title(number), 19, style.ACCENT, "bold", gap=16, keep=True))
            told.append(Paragraph(tr("campaign.under_way"), 17, style.TEXT_DIM, gap=4))
    if len(told) == 1:
        told.append(Paragraph(tr("campaign.story_empty"), 17, style.TEXT_DIM, gap=12))
    return told


def carry_paragraphs(entry: Entry) -> list[Paragraph]:
    """What the next chapter starts with [DE: Gegenstände und Material; Karmakarten]."""
    carry = entry.kept.carry

    def part(label: str, words: list[str]) -> list[Paragraph]:
        return [Paragraph(label, 18, style.TEXT_DIM, "bold", gap=14, keep=True),
                Paragraph(" · ".join(words) or tr("campaign.none"), 18, style.TEXT, gap=2)]

    told = [Paragraph(tr("campaign.carry"), 22, style.ACCENT, "bold")]
    told += part(tr("campaign.items"), [item_words(i) for i in carry.items])
    materials = sorted(carry.materials.items())
    told += part(tr("campaign.materials"), [f"{tr(f'heredity.member.{n}')} {k}" for n, k in materials])
    told += part(tr("campaign.counters"), [f"{carried_name(name)} {n}" for name, n in sorted(carry.counters.items())])
    told.append(Paragraph(tr("campaign.karma"), 18, style.TEXT_DIM, "bold", gap=14, keep=True))
    told.append(Paragraph(gap=4, picture=karma_row(carry.karma)) if carry.karma else
                Paragraph(tr("campaign.none"), 18, style.TEXT, gap=2))
    told += part(tr("campaign.flags"), [flag_name(f) for f in entry.kept.flags])
    return told


def karma_row(cards) -> pygame.Surface:
    row = pygame.Surface((len(cards) * 60, 74), pygame.SRCALPHA)
    for index, card in enumerate(cards):
        style.blit(row, art.karma_face(card, 52, 72, language()), (index * 60, 0))
    return row


def item_words(item) -> str:
    side = content().side(item.card, item.face)
    words = f"{pick(side.item_def.name)} ({tr(f'heredity.member.{item.member}')})"
    if item.damage:
        words += " " + tr("campaign.damage", n=item.damage)
    return words


class CampaignScene(FormScene):
    name = "campaign"
    heading_key = "campaign.heading"

    def enter(self) -> None:
        campaign.catch_up(self.app.data_root)       # chapters a crash kept out of their campaigns
        going = games_in_progress(self.app.data_root)
        self.entries = [Entry(p, going) for p in campaign_files(self.app.data_root)]
        self.selected = next((i for i, e in enumerate(self.entries) if e.book), -1)
        self.players = 1
        self.bots = 0           # how many of the players' seats a bot takes
        self.asking: int | None = None          # the chapter won whose replay is being asked about
        self.files = Pager([self.entries[i:i + self.rows_per_page()]
                            for i in range(0, max(1, len(self.entries)), self.rows_per_page())], "files")
        self.view = self.first_view()
        self.text: Pager | None = None
        self.layout()

    @staticmethod
    def rows_per_page() -> int:
        return (LIST.height - PAGE_BAR) // ROW

    def first_view(self) -> str:
        entry = self.current()
        return "story" if entry and entry.book and entry.complete() else "chapters"

    def layout(self) -> None:
        entry = self.current()
        self.text = self.paged_text(entry) if entry and entry.book else None
        self.rows = [ChoiceRow(pygame.Rect(DETAIL.x, PANEL.bottom - 180, SEATS_WIDTH, 50),
                               tr("heredity.option.players"), [(n, str(n)) for n in PLAYER_COUNTS],
                               self.players, self.set_players, name="players", label_width=SEATS_LABEL)]
        # bots among them, as many as there are seats: one of each number's width, under the players'
        width = SEATS_LABEL + (self.players + 1) * (SEATS_WIDTH - SEATS_LABEL) // len(PLAYER_COUNTS)
        self.rows.append(ChoiceRow(pygame.Rect(DETAIL.x, PANEL.bottom - 100, width, 50), tr("campaign.bots"),
                                   [(n, str(n)) for n in range(self.players + 1)], self.bots, self.set_bots,
                                   name="bots", label_width=SEATS_LABEL))
        if entry and entry.book:
            self.rows.append(ChoiceRow(pygame.Rect(DETAIL.x, DETAIL.y - 54, DETAIL.width - 40, 42), "",
                                       [(v, tr(f"campaign.view.{v}")) for v in VIEWS], self.view, self.set_view,
                                       name="view"))
        self.buttons.set(self.form_buttons(entry) + self.page_buttons() + self.chapter_buttons(entry))

    def form_buttons(self, entry: Entry | None) -> list[Button]:
        buttons = [
            Button(pygame.Rect(LIST.x, LIST.bottom + 20, LIST.width, 60), tr("campaign.new"), self.new_campaign,
                   name="new"),
            Button(pygame.Rect(LIST.x, PANEL.bottom - 100, 220, 70), tr("ui.newgame.back"), self.app.pop, name="back"),
        ]
        if entry and entry.book:           # no campaign yet: "new campaign" is the way in
            following = entry.next_chapter()
            key = "campaign.continue" if following in entry.going else "campaign.play"
            go_label = tr(key, n=following) if following else tr("campaign.complete")
            buttons.append(Button(pygame.Rect(PANEL.right - 360, PANEL.bottom - 100, 320, 70), go_label, self.go_on,
                                  primary=True, name="continue", enabled=bool(following)))
        return buttons

    def page_buttons(self) -> list[Button]:
        found = self.files.buttons(self.files_bar(), self.layout)
        if self.text is not None:
            found += self.text.buttons(self.text_bar(), self.layout)
        return found

    def chapter_buttons(self, entry: Entry | None) -> list[Button]:
        """Per chapter played: Continue for a game of it going on, else Replay from its start."""
        if self.view != "chapters" or not entry or not entry.book:
            return []
        found = []
        for number, rect in self.chapter_rows():
            at = pygame.Rect(rect.right - 250, rect.y + 6, 240, 26)
            if number in entry.going:
                found.append(Button(at, tr("campaign.resume"), partial(self.play, number), name=f"resume:{number}"))
            elif str(number) in entry.kept.chapters:
                found.append(Button(at, tr("campaign.replay"), partial(self.replay, number), name=f"replay:{number}"))
        return found

    def paged_text(self, entry: Entry) -> Pager | None:
        paragraphs = {"story": story_paragraphs, "carry": carry_paragraphs}.get(self.view)
        if paragraphs is None:
            return None
        old = self.text
        pager = Pager(lay_out(paragraphs(entry), DETAIL.width - 40, DETAIL.height - PAGE_BAR), f"text_{self.view}")
        if old is not None and old.name == pager.name:
            pager.index = min(old.index, len(pager.pages) - 1)          # the page turned stays turned
        return pager

    @staticmethod
    def files_bar() -> pygame.Rect:
        return pygame.Rect(LIST.x, LIST.bottom - PAGE_BAR + 6, LIST.width, PAGE_BAR - 8)

    @staticmethod
    def text_bar() -> pygame.Rect:
        return pygame.Rect(DETAIL.x, DETAIL.bottom - PAGE_BAR + 6, DETAIL.width - 40, PAGE_BAR - 8)

    def set_view(self, value) -> None:
        self.view = value
        self.text = None
        self.layout()

    def current(self) -> Entry | None:
        return self.entries[self.selected] if self.selected >= 0 else None

    def chosen(self) -> Entry:
        """The campaign chosen: what asks for it is on the screen only while there is one."""
        entry = self.current()
        if entry is None:
            raise LookupError("no campaign chosen")
        return entry

    def set_players(self, value) -> None:
        self.players = value
        self.bots = min(self.bots, value)
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
        following = entry.next_chapter() if entry else None
        if following:
            self.play(following)

    def replay(self, chapter: int) -> None:
        """A chapter won is replayed only once the player has seen which way the campaign keeps
        and chosen whether a replay won replaces it; one never won is simply played again."""
        record = self.chosen().kept.chapters.get(str(chapter))
        if record is not None and record.won:
            self.asking = chapter
            self.set_ask_buttons(chapter)
        else:
            self.play(chapter)

    def set_ask_buttons(self, chapter: int) -> None:
        y, w = ASK.bottom - 90, (ASK.width - 80) // 3

        def answered(replace: bool | None):
            def answer() -> None:
                self.asking = None
                self.layout()
                if replace is not None:
                    self.play(chapter, replace)
            return answer
        self.buttons.set([
            Button(pygame.Rect(ASK.x + 20, y, w, 66), tr("campaign.ask.keep"), answered(False), name="ask_keep"),
            Button(pygame.Rect(ASK.x + 40 + w, y, w, 66), tr("campaign.ask.replace"), answered(True),
                   name="ask_replace"),
            Button(pygame.Rect(ASK.x + 60 + 2 * w, y, w, 66), tr("campaign.ask.cancel"), answered(None),
                   name="ask_cancel"),
        ])

    def play(self, chapter: int, replace: bool = False, path: Path | None = None) -> None:
        """Chapter `chapter` of the campaign chosen (or of the one at `path`)."""
        try:
            start_chapter(self.app, path or self.chosen().path, chapter, self.players, self.bots, replace)
        except RuleError as error:
            self.app.sounds.play("refuse")
            self.app.toast(error.message(), style.DANGER)

    def new_campaign(self) -> None:
        """A new campaign file, and its first chapter at once; a file that cannot be written (a
        read-only data folder) is refused with the system's reason."""
        try:
            path = new_campaign_file(self.app.data_root)
        except OSError as error:
            self.app.sounds.play("refuse")
            self.app.toast(tr("campaign.not_written", reason=error.strerror or str(error)), style.DANGER)
            return
        self.play(1, path=path)

    # ---- input -------------------------------------------------------------------------------
    def handle_form(self, event) -> bool:
        if self.asking is not None:             # the question first: nothing else until it is answered
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.asking = None
                self.layout()
                return True
            self.buttons.handle(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            first = self.files.index * self.rows_per_page()
            for index, entry in enumerate(self.files.page()):
                if self.row_rect(index).collidepoint(event.pos) and entry.book:
                    self.select(first + index)
                    return True
        return False

    def select(self, index: int) -> None:
        self.selected = index
        self.view = self.first_view()
        self.text = None
        self.layout()

    def focus_choices(self) -> list:
        """The files on this page (choosing one selects it), then the rows and buttons; only the
        question's buttons while it asks."""
        if self.asking is not None:
            return button_choices(self.buttons.buttons)
        first = self.files.index * self.rows_per_page()
        files = [Choice(("file", first + i), self.row_rect(i), partial(self.select, first + i))
                 for i, entry in enumerate(self.files.page()) if entry.book]
        return files + super().focus_choices()

    # ---- drawing -------------------------------------------------------------------------------
    def draw_form(self, surface) -> None:
        style.draw_text(surface, tr("campaign.files"), (LIST.x, LIST.y - 34), 22, style.ACCENT, "bold")
        if not self.entries:
            style.draw_wrapped(surface, tr("campaign.empty"), LIST.inflate(-20, -20), 20, style.TEXT_DIM)
        first = self.files.index * self.rows_per_page()
        for index, entry in enumerate(self.files.page()):
            self.draw_entry(surface, self.row_rect(index), entry, first + index == self.selected)
        self.files.draw_count(surface, self.files_bar())
        entry = self.current()
        if entry and entry.book and self.view == "chapters":
            self.draw_chapters(surface, entry)
        elif self.text is not None:
            draw_page(surface, self.text.page(), pygame.Rect(DETAIL.x, DETAIL.y, DETAIL.width - 40,
                                                             DETAIL.height - PAGE_BAR))
            self.text.draw_count(surface, self.text_bar())

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.asking is not None:
            self.draw_ask(surface)

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
        """Each chapter by name and how it stands: won, not won yet, going on, not played."""
        for number, rect in self.chapter_rows():
            record = entry.kept.chapters.get(str(number))
            style.panel(surface, rect, style.PANEL, style.GOOD if record and record.won else style.BORDER, 10, 2)
            style.draw_text(surface, chapter_title(number), (rect.x + 16, rect.y + 8), 20, style.TEXT, "bold")
            style.draw_fitted(surface, self.standing(entry, number), pygame.Rect(rect.x + 16, rect.y + 40,
                                                                                 rect.width - 32, 26),
                              17, style.GOOD if record and record.won else style.TEXT_DIM, "regular", "midleft",
                              smallest=13)

    @staticmethod
    def standing(entry: Entry, number: int) -> str:
        record = entry.kept.chapters.get(str(number))
        parts = []
        if record is not None:
            parts = [tr("campaign.won" if record.won else "campaign.failed"), trn("campaign.attempts", record.attempts)]
        if number in entry.going:
            parts.append(tr("campaign.in_progress"))
        return " · ".join(parts) or tr("campaign.not_played")

    def draw_ask(self, surface) -> None:
        """The question before a chapter won is replayed: which way the campaign keeps."""
        style.veil(surface, 160)
        style.panel(surface, ASK, (30, 34, 44), style.ACCENT, 14, 2)
        record = self.chosen().kept.chapters[str(self.asking)]
        inner = ASK.inflate(-48, 0)
        style.draw_text(surface, tr("campaign.ask.heading", n=self.asking), (inner.x, ASK.y + 24), 28, style.TEXT,
                        "bold")
        used = style.draw_wrapped(surface, tr("campaign.ask.body"), pygame.Rect(inner.x, ASK.y + 76, inner.width, 100),
                                  19, style.TEXT)
        kept = tr("campaign.ask.kept", ending=games.outcome_text("heredity", record.outcome))
        style.draw_wrapped(surface, kept, pygame.Rect(inner.x, ASK.y + 88 + used, inner.width, ASK.bottom - 110 -
                                                      (ASK.y + 88 + used)), 17, style.TEXT_DIM, smallest=13)
        self.buttons.draw(surface)
