"""What nobody at the table may know (Regel 1.3 "Ziehen ist immer zufällig"; Regel 2): the order
of the event deck and the story deck, which event cards were left in the box, and what a --setup
file fixed of the dice and zed draws still to come. Everything else is on the table."""

import json
import subprocess
import sys
from pathlib import Path

from game.engine import get_title
from game.engine.types import NOBODY, seen_by, to_builtins
from game.titles.zeds import model as m
from saves import gamefile
from tests.zeds.helpers import answer_all, apply, game, of_type, table

TITLE = get_title("zeds")
ROOT = Path(__file__).resolve().parents[2]
# Two story cards left in the deck: the third story card drawn renews it from the discard.
RENEWING = {"event_deck": ["under_our_feet", "spread", "the_gun"], "story_deck": ["lake", "bad_ammo"],
            "story_kept": ["bulldozer", "organised", "adrenaline", "coordinator", "living_dead", "last_stand"]}


def strings_in(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value).union(*map(strings_in, value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*map(strings_in, value)) if value else set()
    return set()


def test_the_cards_in_the_decks_and_the_box_are_hidden_from_every_seat():
    session = game(players=2)
    state = session.state
    hidden = set(state.event_deck) | set(state.event_box) | set(state.story_deck)
    for seat in (None, 0, 1):
        assert TITLE.hidden_from(state, seat) == hidden
    assert len(hidden) == len(TITLE.hidden_from(state, None))


def test_a_drawn_card_is_hidden_no_longer():
    session = table(event_deck=["under_our_feet", "spread"], story_deck=["adrenaline"], units=[("civ4", "suburbs:3")])
    hidden = TITLE.hidden_from(session.state, None)
    assert "under_our_feet" not in hidden and "adrenaline" not in hidden and "spread" in hidden


def test_nobody_sees_the_set_up_decks_in_order_nor_the_fixed_dice_and_draws():
    session = table(zeds=[("5/3", "forest:5")], dice=[6, 6, 1], zed_draws=["4/2"],
                    event_deck=["under_our_feet", "spread"], story_deck=["lake"])
    state = TITLE.initial_state(session.header.options)
    set_up = of_type(session.history[0].events, m.GameSetUp)[0]
    assert set_up.audience(state) == NOBODY
    public = seen_by(set_up, state, None)
    assert public == seen_by(set_up, state, 0)
    assert public.event_deck == ("?",) * len(set_up.event_deck)
    assert public.event_box == ("?",) * len(set_up.event_box)
    assert public.story_deck == ("?",) * len(set_up.story_deck)
    assert public.dice == () and public.draws == ()
    assert (public.zeds, public.bag, public.units, public.ammo) == (set_up.zeds, set_up.bag, set_up.units, set_up.ammo)
    assert TITLE.describe_event(state, public, "en") == TITLE.describe_event(state, set_up, "en")


def test_a_renewed_story_deck_shows_how_many_cards_but_not_their_order():
    session = table(**RENEWING)
    for _ in range(2):
        answer_all(session)
        apply(session, {"type": "end_actions"})
    renewed = of_type(session.events, m.StoryDeckRenewed)[0]
    assert renewed.audience(session.state) == NOBODY
    assert renewed.public_part(session.state) == m.StoryDeckRenewed(("?", "?"))


def test_the_harness_prints_no_card_still_in_a_deck(tmp_path):
    """`python -m game apply SAVE CMD` (no --seat) renews the story deck and prints what it may."""
    *before, renewing = _commands_until_the_story_deck_is_renewed()
    session = table(**RENEWING)
    for command in before:
        session.apply(command)
    path = tmp_path / "zeds.json"
    gamefile.save(session, path)
    done = subprocess.run([sys.executable, "-m", "game", "apply", str(path), json.dumps(to_builtins(renewing))],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert [e["order"] for e in printed if e["type"] == "story_deck_renewed"] == [["?", "?"]]
    after = gamefile.load(path).state
    hidden = TITLE.hidden_from(after, None)
    assert after.story_deck and set(after.story_deck) <= hidden
    assert not strings_in(printed) & hidden


def _commands_until_the_story_deck_is_renewed() -> list:
    """Every decision answered with its first choice, every action phase ended at once."""
    session = table(**RENEWING)
    commands = []
    while not of_type(session.events, m.StoryDeckRenewed):
        assert len(commands) < 30, "the story deck was never renewed"
        legal = session.legal_commands(session.to_move()[0])
        commands.append(legal[-1] if session.view().decision.kind == "actions" else legal[0])
        session.apply(commands[-1])
    return commands
