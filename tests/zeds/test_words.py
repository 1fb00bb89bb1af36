"""Every label and log line goes through the translation layer, in English and in German."""

import importlib
import json
import re
from pathlib import Path

import pytest

from game.engine.playout import play_one
from game.engine.registry import get_title
from game.engine.types import to_builtins
from game.i18n import has
from game.titles.zeds import model as m

TITLE = get_title("zeds")
view = importlib.import_module("game.titles.zeds.view")   # the package exports a function `view`
SOURCE = Path(view.__file__).parent


def test_every_refusal_has_words_in_both_languages():
    codes = set(re.findall(r'RuleError\(\s*"zeds\.(\w+)"', "".join(p.read_text() for p in SOURCE.glob("*.py"))))
    codes |= {f"no_{source}_action" for source in m.PAY_SOURCES}
    for lang in ("en", "de"):
        missing = [code for code in codes if not has(f"zeds.error.{code}", lang)]
        assert not missing, (lang, missing)


def test_every_event_and_command_kind_has_words():
    events = [kind for kind in m.ZedsEvent.__args__ if not kind.bookkeeping]
    assert set(events) == set(view.EVENT_WORDS)
    assert {m.Move, m.Search, m.Shoot, m.Special, m.PlayStory, m.EndActions} == set(view.ACTION_WORDS)


def _untranslated(text: str) -> bool:
    return bool(re.search(r"zeds\.[a-z_]+\.|\{[a-z_]+\}", text))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_games_are_told_in_words_without_a_gap(lang):
    for seed, players, bot in ((1, 1, "random"), (2, 2, "heuristic"), (3, 4, "random"), (4, 1, "heuristic")):
        session = play_one("zeds", seed, {"players": players}, bot)
        state = TITLE.initial_state(session.header.options)
        for turn in session.history:
            if turn.command is not None:
                label = TITLE.describe_command(state, turn.command, lang)
                assert label and not _untranslated(label), label
                seat = turn.command.seat
                for command in TITLE.legal_commands(state, seat):
                    assert not _untranslated(TITLE.describe_command(state, command, lang))
            for event in turn.events:
                line = TITLE.describe_event(state, event, lang)
                assert (line is None) == event.bookkeeping
                assert line is None or not _untranslated(line), line
                state = TITLE.evolve(state, event)
            json.dumps(to_builtins(TITLE.view(state, 0)))
        assert TITLE.progress(state)


def test_every_decision_has_a_prompt_in_both_languages():
    code = "".join(p.read_text() for p in SOURCE.glob("*.py"))
    purposes = set(re.findall(r'fx\.(?:Pick\w+|Confirm|Offer|Overwatch)\(purpose="(\w+)"', code))
    purposes |= set(re.findall(r'card_choice\(em, "(\w+)"', code))
    assert {"hit", "defender", "traps", "overwatch", "locate", "well_armed"} <= purposes
    for lang in ("en", "de"):
        assert not [p for p in purposes if not has(f"zeds.decision.{p}", lang)], lang


def test_the_view_is_plain_data():
    session = play_one("zeds", 7, {"players": 2}, "random")
    assert json.loads(json.dumps(to_builtins(session.view(0))))["title"] == "zeds"
    assert json.dumps(to_builtins(session.state))


def test_a_card_effect_without_a_target_is_skipped_aloud():
    """Regel 1.2: an effect that cannot be carried out is skipped; the log says so and names the
    card. Well-Armed Civilians with no civilians on the map; Right Under Our Feet ambushing on
    a path where no unit stands (the story card only names the path)."""
    from game.titles.zeds import model as m
    from tests.zeds.helpers import answer_all, table
    for event, story, name in (("well_armed", [], "Well-Armed Civilians"),
                               ("under_our_feet", ["living_dead"], "Right Under Our Feet")):
        session = table(event_deck=[event], story_deck=story)
        answer_all(session)
        assert [e.card for e in session.events if isinstance(e, m.EffectSkipped)] == [event]
        assert f"{name}: nothing to act on, so this effect is skipped." in [line.text for line in session.log(None)]
