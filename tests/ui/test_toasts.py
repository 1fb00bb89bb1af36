"""Messages stay as long as the reader's pace says, and stay to be read after they go: at a table
in the prompt bar until the next move, on a form on its messages line (issue 36, item 5)."""

import random
import time

from game.engine import new_game
from game.engine.session import SeatInfo
from saves.settings import load_settings
from scenes import games, style
from scenes.app import TOAST_SECONDS, toast_seconds
from scenes.settings import SettingsScene
from scenes.tour import play
from tests.ui.conftest import click, frame
from tests.ui.test_scenes import form_row


def test_a_message_stays_longer_when_longer_and_for_a_slower_reader():
    assert toast_seconds("Saved.", 1.0) == TOAST_SECONDS
    assert toast_seconds("x" * 150, 1.0) > TOAST_SECONDS
    assert toast_seconds("Saved.", 2.5) == 2.5 * TOAST_SECONDS


def test_the_reading_pace_and_the_palette_are_settings_kept(app, data_dir):
    app.push(SettingsScene(app))
    frame(app)
    click(app, form_row(app, "reading").segment_for(2.5).center)
    click(app, form_row(app, "palette").segment_for("colour_blind").center)
    kept = load_settings(data_dir)
    assert (kept.reading, kept.palette) == (2.5, "colour_blind")
    try:
        assert style.palette == "colour_blind"
        assert style.COLOUR_BLIND["GOOD"] == style.GOOD
        app.toast("Saved.")
        assert app.toasts[-1][1] - time.perf_counter() > 2.5 * TOAST_SECONDS - 1
        assert app.top.said == ("Saved.", style.TEXT)       # on the form's messages line
    finally:
        app.settings.palette = "usual"
        app.apply_settings()
    assert style.palette == "usual"


def test_a_toast_at_a_table_stays_in_the_prompt_until_the_next_move(app):
    table = games.open_table(app, new_game("raxxon", 4, {"players": 2}, seats=[SeatInfo(), SeatInfo()]), "toast")
    frame(app)
    table.save()
    frame(app)
    assert table.prompt.notice is not None and table.prompt.notice[0] == app.toasts[-1][0]
    app.toasts.clear()
    frame(app)
    assert table.prompt.notice is not None          # the toast went; its words stay
    play(table, 1, random.Random(1))
    assert table.prompt.notice is None


def test_a_reading_pace_or_palette_not_offered_falls_back_to_the_usual(data_dir):
    from saves.paths import settings_file
    path = settings_file(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"reading": 9.0, "palette": "sepia"}', encoding="utf-8")
    kept = load_settings(data_dir)
    assert (kept.reading, kept.palette) == (1.0, "usual")
