"""Colours every player can read and tell apart (issue 36): text at least 4.5:1 on what is behind
it (3:1 for the outlines of empty places), and no two colours that mean different things closer
than ΔE2000 10 to a protanope, deuteranope or tritanope unless a second cue tells them apart; in
the colour-blind palette, the pairs found alike are apart by colour too."""

import pytest

from game.engine.registry import title_names
from game.titles.alone.content import content as alone_content
from game.titles.raxxon.content import content as raxxon_content
from scenes import colour_science as cs
from scenes import style
from scenes.programs import program
from scenes.tables.alone import art as alone_art
from scenes.tables.alone.board import TRACK_COLOURS, label_colour
from scenes.tables.raxxon import art as raxxon_art
from scenes.tables.zeds import art as zeds_art
from scenes.widgets.track import ink, past_fill

WHITE = (255, 255, 255)
PROMPT, FORM = (26, 31, 39), (24, 29, 36)       # the prompt bar's and the forms' panels
PANELS = (style.BACKGROUND, style.PANEL, style.PANEL_LIGHT, PROMPT, FORM)


@pytest.fixture(params=style.PALETTES)
def palette(request):
    style.use_palette(request.param)
    yield request.param
    style.use_palette("usual")


def test_the_formulas_give_the_published_figures():
    assert cs.contrast(WHITE, (0, 0, 0)) == pytest.approx(21)
    assert cs.contrast((118, 118, 118), WHITE) == pytest.approx(4.54, abs=0.01)
    assert cs.seen_by((128, 128, 128), "deuteranopia") == pytest.approx((128, 128, 128), abs=1)
    # Sharma, Wu & Dalal 2005, table 1, pairs 1 and 7, through their L*a*b*
    lab = cs.lab
    try:
        cs.lab = lambda colour: colour
        assert cs.delta_e((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
        assert cs.delta_e((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    finally:
        cs.lab = lab


def text_pairs():
    """(what, ink, background, least ratio): the theme's texts and what they lie on."""
    pairs = [(f"{name} on panel {panel}", getattr(style, name), panel, 4.5)
             for name in ("TEXT", "TEXT_DIM", "DANGER", "GOOD", "INFO", "ACCENT") for panel in PANELS]
    pairs += [(f"seat {n + 1} on panel {panel}", colour, panel, 4.5)
              for n, colour in enumerate(style.SEAT_COLOURS) for panel in PANELS]
    pairs += [(f"outline of an empty place on {panel}", style.OUTLINE, panel, 3.0) for panel in PANELS]
    pairs += [(f"white on Raxxon's {kind.id} header", WHITE, raxxon_art.header_colour(kind.colour), 4.5)
              for kind in raxxon_content().types.values()]
    pairs += [("white on Raxxon's own card header", WHITE, raxxon_art.RAXXON, 4.5)]
    for deck in alone_content().decks:
        pairs += [(f"white on Alone's {deck} header", WHITE, alone_art.deck_colour(deck), 4.5),
                  (f"Alone's {deck} name on the panel", alone_art.deck_label(deck), style.PANEL_LIGHT, 4.5)]
    pairs += [(f"white on Alone's {colour} mission", WHITE, alone_art.mission_header(colour), 4.5)
              for colour in alone_art.MISSION]
    pairs += [(f"Alone's {name} label", label_colour(colour), style.PANEL_LIGHT, 4.5)
              for name, colour in TRACK_COLOURS.items()]
    passed = [*TRACK_COLOURS.values(), (70, 76, 90), raxxon_art.RAXXON, (58, 52, 40)]
    pairs += [(f"number on a passed track cell {colour}", ink(past_fill(colour), False), past_fill(colour), 4.5)
              for colour in passed]
    pairs += [("number on a track's cell to come", ink(style.PANEL_LIGHT, False), style.PANEL_LIGHT, 4.5),
              ("number on a track's marker", ink(style.ACCENT, True), style.ACCENT, 4.5),
              ("Dawn of the Zeds' skipped phases", zeds_art.SKIPPED, (224, 218, 204), 4.5)]
    return pairs


def test_texts_and_outlines_contrast_with_what_is_behind_them(palette):
    low = [(what, round(cs.contrast(ink_, back), 2), least) for what, ink_, back, least in text_pairs()
           if cs.contrast(ink_, back) < least]
    assert not low, low


def meaningful_pairs():
    pairs = list(style.meaningful_pairs())
    for title in title_names():
        found = program(title)
        if found is not None and found.colours is not None:
            pairs += [(title, pair) for pair in found.colours()]
    return [pair if isinstance(pair, tuple) else ("theme", pair) for pair in pairs]


def test_colours_alike_to_colour_blind_eyes_have_a_second_cue(palette):
    alike = [(where, pair.what, *cs.closest_seen(pair.one, pair.other)) for where, pair in meaningful_pairs()
             if cs.closest_seen(pair.one, pair.other)[0] < cs.APART and not pair.cue]
    assert not alike, alike


# what the colour-blind palette parts by colour as well
PARTED = ("reaction deck", "creature", "mission", "band", "drop here", "healthy", "good / danger", "in the log")


def test_the_colour_blind_palette_parts_what_looked_alike():
    style.use_palette("colour_blind")
    try:
        alike = [(where, pair.what, *cs.closest_seen(pair.one, pair.other)) for where, pair in meaningful_pairs()
                 if any(word in pair.what for word in PARTED)
                 and cs.closest_seen(pair.one, pair.other)[0] < cs.APART]
    finally:
        style.use_palette("usual")
    assert not alike, alike
    assert meaningful_pairs()
