"""New game: which title, its options, and who sits in each seat (a person or a bot), a person by
the name they give. The names given are kept in the settings and offered again next time."""

from __future__ import annotations

from functools import partial

import pygame
import pygame_gui

from game.engine import get_title
from game.engine.bots import bot_kinds, default_bot
from game.engine.session import MAX_SEAT_NAME, SeatInfo, clean_seat_name
from game.i18n import has, tr
from scenes import games, programs, style
from scenes.focus import Choice
from scenes.form import FormScene
from scenes.widgets.button import Button
from scenes.widgets.choice import LABEL_WIDTH, ChoiceRow


def choice_label(title: str, option: str, value) -> str:
    """A value's words: the title's own (from its content), else the translations, else itself."""
    spec = get_title(title)
    words = spec.choice_words(option, value) if spec.choice_words else None
    if words:
        return words
    key = f"{title}.{option}.{value}"
    return tr(key) if has(key) else str(value)


PERSON = "person"
# the bot that is not the title's default, named by how it differs
OTHER_BOT_LABELS = {"heuristic": "ui.newgame.quick_bot", "search": "ui.newgame.search_bot"}
SEAT_CHOICE_WIDTH = 210     # one width for every seat's choices, so they line up in columns
NAME_COLUMN = pygame.Rect(1290, 0, 250, 0)      # where a person's name is typed, at each seat's right
BUTTONS_TOP = 940
ROWS_BOTTOM = BUTTONS_TOP - 16
# (option row height, its pitch, gap before the seats, seat row height, its pitch): roomy, then
# more compact for a title with many options and seats (Alone with three Evil players: six
# options, four seats)
SPACINGS = ((52, 70, 70, 48, 60), (48, 60, 62, 44, 52), (46, 54, 52, 42, 48))


def _spacing(top: int, options: int, seats: int) -> tuple[int, int, int, int, int]:
    """The roomiest spacing whose rows all end above the buttons."""
    for spacing in SPACINGS:
        _, option_pitch, gap, seat_height, seat_pitch = spacing
        if top + options * option_pitch + gap + (seats - 1) * seat_pitch + seat_height <= ROWS_BOTTOM:
            return spacing
    return SPACINGS[-1]


class NewGameScene(FormScene):
    name = "newgame"
    heading_key = "ui.newgame.heading"

    def enter(self) -> None:
        self.title_name = programs.playable_titles()[0]
        self.options: dict = {}
        self.players: dict[int, str] = {}       # seat -> "person" or a bot kind
        self.names = dict(enumerate(self.app.settings.names))   # seat -> the name typed there
        self.name_entries: dict[int, pygame_gui.elements.UITextEntryLine] = {}
        self.seed = games.fresh_seed()
        self.layout()

    def layout(self) -> None:
        title = get_title(self.title_name)
        for spec in title.options:
            self.options.setdefault(spec.name, spec.default)
        x, width = 380, 1160
        y = 200
        self.rows: list[ChoiceRow] = [ChoiceRow(
            pygame.Rect(x, y, width, 56), tr("ui.newgame.choose_title"),
            [(name, tr(get_title(name).name_key)) for name in programs.playable_titles()],
            self.title_name, self.choose_title, name="title")]
        y += 130
        seats = title.seat_count(self.options)
        option_height, option_pitch, gap, seat_height, seat_pitch = _spacing(y, len(title.options), seats)
        for spec in title.options:
            self.rows.append(ChoiceRow(
                pygame.Rect(x, y, width, option_height), tr(spec.label_key),
                [(value, choice_label(self.title_name, spec.name, value)) for value in spec.choices],
                self.options[spec.name], partial(self.set_option, spec.name),
                name=f"option:{spec.name}"))
            y += option_pitch
        y += gap
        self.seat_top = y
        self.drop_name_entries()
        for seat in range(seats):
            players = self.player_choices(title, seat)
            width = LABEL_WIDTH + SEAT_CHOICE_WIDTH * len(players)
            self.rows.append(ChoiceRow(
                pygame.Rect(x, y, width, seat_height), self.seat_label(title, seat),
                players, self.players.get(seat, PERSON), partial(self.set_player, seat),
                name=f"seat:{seat}"))
            if self.players.get(seat, PERSON) == PERSON:
                self.name_entries[seat] = self.name_entry(seat, pygame.Rect(NAME_COLUMN.x, y, NAME_COLUMN.width,
                                                                            seat_height))
            y += seat_pitch
        self.buttons.set([
            Button(pygame.Rect(1240, BUTTONS_TOP, 300, 70), tr("ui.newgame.start"), self.start, primary=True,
                   name="start"),
            Button(pygame.Rect(380, BUTTONS_TOP, 220, 70), tr("ui.newgame.back"), self.app.pop, name="back"),
        ])

    def name_entry(self, seat: int, rect: pygame.Rect) -> pygame_gui.elements.UITextEntryLine:
        """The line a person types their name in (kept when the form is laid out anew)."""
        entry = pygame_gui.elements.UITextEntryLine(rect, self.ui, initial_text=self.names.get(seat, ""))
        entry.set_text_length_limit(MAX_SEAT_NAME)
        return entry

    def drop_name_entries(self) -> None:
        for entry in self.name_entries.values():
            entry.kill()
        self.name_entries = {}

    def set_option(self, name, value) -> None:
        self.options[name] = value
        self.layout()

    @staticmethod
    def player_choices(title, seat: int) -> list[tuple[str, str]]:
        """Who may sit in `seat`: a person, then the title's stronger bot as plain "Bot", then the
        other where it can play that seat ("quick" or "thinks ahead"; random play is for tests,
        not offered)."""
        default = default_bot(title, seat)
        others = [kind for kind in ("heuristic", "search") if kind != default and kind in bot_kinds(title)]
        return [(PERSON, tr("ui.newgame.person")), (default, tr("ui.newgame.bot")),
                *((kind, tr(OTHER_BOT_LABELS[kind])) for kind in others)]

    @staticmethod
    def seat_label(title, seat: int) -> str:
        """Who sits there where the seats differ (Alone's hero and Evil players), else its number."""
        return title.seat_words(seat, "label") if title.seat_words else tr("ui.newgame.seat", n=seat + 1)

    def set_player(self, seat, value) -> None:
        """A person or a bot in `seat`: only a person has a name to type."""
        self.players[seat] = value
        self.layout()

    def choose_title(self, name) -> None:
        self.title_name = name
        self.options = {}
        self.players = {}                 # a seat of one title may be none of another's
        self.layout()

    def seats(self) -> list[SeatInfo]:
        count = get_title(self.title_name).seat_count(self.options)
        return [SeatInfo(name=clean_seat_name(self.names.get(seat, ""))) if self.players.get(seat, PERSON) == PERSON
                else SeatInfo(kind="bot", bot=self.players[seat]) for seat in range(count)]

    def start(self) -> None:
        seats = self.seats()
        self.remember_names(seats)
        games.start(self.app, self.title_name, dict(self.options), seats, self.seed)

    def remember_names(self, seats: list[SeatInfo]) -> None:
        """The people's names are offered again next time; a seat a bot took keeps the name it had."""
        names = list(self.app.settings.names) + [""] * max(0, len(seats) - len(self.app.settings.names))
        for seat, info in enumerate(seats):
            if info.kind == "person":
                names[seat] = info.name
        if names != self.app.settings.names:
            self.app.settings.names = names
            self.app.apply_settings()

    def handle_form(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            seat = next((s for s, entry in self.name_entries.items() if entry is event.ui_element), None)
            if seat is not None:
                self.names[seat] = event.text
            return seat is not None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.start()
            return True
        return False

    def focus_choices(self) -> list:
        """The rows, each person's name line (choosing it lets them type; Tab leaves it) and the buttons."""
        lines = [Choice(("name", seat), pygame.Rect(entry.get_abs_rect()), partial(self.ui.set_focus_set, entry))
                 for seat, entry in self.name_entries.items()]
        return super().focus_choices() + lines

    def option_note(self) -> str:
        """What the title says of an option chosen, where it has words for it (`<title>.note.
        <option>.<value>`, else `<title>.note.<option>`): Heredity says where a chapter starts from."""
        for spec in get_title(self.title_name).options:
            value = self.options.get(spec.name)
            for key in (f"{self.title_name}.note.{spec.name}.{value}", f"{self.title_name}.note.{spec.name}"):
                if has(key):
                    return tr(key, value=value)
        return ""

    def draw_form(self, surface) -> None:
        style.draw_wrapped(surface, tr(f"{self.title_name}.tagline"), pygame.Rect(640, 268, 900, 50), 20,
                           style.TEXT_DIM)
        note = self.option_note()
        if note:            # under the last row, above the buttons
            top = self.rows[-1].rect.bottom + 24
            style.draw_wrapped(surface, note, pygame.Rect(380, top, 1160, ROWS_BOTTOM - top), 19, style.TEXT_DIM,
                               smallest=15)
        style.draw_text(surface, tr("ui.newgame.seats"), (380, self.seat_top - 34), 24, style.ACCENT, "bold")
        style.draw_text(surface, tr("ui.newgame.names"), (NAME_COLUMN.x, self.seat_top - 30), 18, style.TEXT_DIM,
                        "bold")
        # beside Start, below every row however many there are
        style.draw_text(surface, tr("ui.newgame.seed", seed=self.seed), (1220, BUTTONS_TOP + 35), 16,
                        style.TEXT_DIM, "regular", "midright")
