"""The prompt bar says the whole question, however many answer buttons it shows."""

from __future__ import annotations

import pygame

from scenes import style, textmap
from scenes.table import PROMPT
from scenes.widgets.prompt import Answer, PromptBar

# Dawn of the Zeds' "well-armed civilians" event asks this in German with six buttons beside it.
QUESTION = "Spieler 1 (Captain Piazza): Wähle die Zivilisten, die den Gut-Bewaffnet-Marker erhalten"
DETAIL = "Klick ein leuchtendes Plättchen, Feld oder einen Weg, oder einen Knopf"


def drawn(question: str, answers: int, warning: str = "") -> list[textmap.Placed]:
    surface = pygame.Surface(style.LOGICAL_SIZE)
    bar = PromptBar(pygame.Rect(PROMPT))
    bar.set(question, [Answer(f"Zivilisten {n} bewaffnen", lambda: None) for n in range(answers)], DETAIL)
    bar.warning = warning
    with textmap.recording():
        bar.draw(surface)
        return textmap.texts(surface)


def test_a_long_question_beside_six_buttons_takes_two_lines_and_is_never_cut(app):
    texts = [placed for placed in drawn(QUESTION, 6) if placed.rect.left < PROMPT.x + 600]
    assert not [placed.whole for placed in texts if placed.whole], "a text in the prompt bar was cut"
    question_lines = [placed for placed in texts if placed.words in QUESTION]
    assert len(question_lines) == 2 and " ".join(p.words for p in question_lines) == QUESTION
    assert any(placed.words == DETAIL for placed in texts), "the hint still shows under the question"
    assert not textmap.faults(texts)


def test_a_short_question_keeps_its_one_large_line(app):
    texts = drawn("Spieler 1: Wähle einen Weg", 6)
    question = next(placed for placed in texts if placed.words == "Spieler 1: Wähle einen Weg")
    assert question.size == 26


def test_a_refusal_shows_under_a_two_line_question(app):
    texts = drawn(QUESTION, 6, warning="Das geht jetzt nicht")
    assert any(placed.words == "Das geht jetzt nicht" for placed in texts)
    assert not textmap.faults([placed for placed in texts if placed.rect.left < PROMPT.x + 600])
