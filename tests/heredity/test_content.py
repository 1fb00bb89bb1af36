"""The content files: numbers from the rulebook, a strict schema, mistakes named by card."""

import shutil

import pytest

from game.titles.heredity.content import CONTENT_DIR, ContentError, content, load_content


def test_base_cards_follow_the_rulebook():
    """[DE: Spielmaterial; Aktionen auf dem Gelände] cards 0–17; 1 look, 1 talk, 2 hand, 3 leg."""
    cards = content().cards
    assert all(str(n) in cards for n in range(18))
    for member in ("selena", "brick", "djamal", "maeve"):
        kinds = [s.kind for c in cards.values() if c.a.kind == "body" and c.a.member == member for s in c.a.spaces]
        assert sorted(kinds) == ["hand", "hand", "leg", "leg", "leg", "look", "talk"]
        backs = [c.b for c in cards.values() if c.a.kind == "body" and c.a.member == member]
        fronts = [c.a for c in cards.values() if c.a.kind == "body" and c.a.member == member]
        assert all(len(b.spaces) == len(f.spaces) - 1 for b, f in zip(backs, fronts))


def test_chapters_are_full_and_every_card_has_a_source():
    for number in (1, 2):
        assert 40 <= len(content().chapter_cards[number]) <= 60
    assert all(card.source in ("rulebook", "research", "authored") for card in content().cards.values())


def test_a_wrong_file_names_the_card_and_the_field(tmp_path):
    for path in CONTENT_DIR.glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    broken = tmp_path / "chapter1.toml"
    broken.write_text(broken.read_text(encoding="utf-8").replace('life = 2\ndefence = 5', 'life = "two"\ndefence = 5'),
                      encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_content(tmp_path)
    assert "chapter1.toml: card 104" in str(error.value) and "life" in str(error.value)
