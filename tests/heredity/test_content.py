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
        assert all(len(b.spaces) == len(f.spaces) - 1 for b, f in zip(backs, fronts, strict=True))


def test_chapters_are_full_and_every_card_has_a_source():
    for number in content().chapters:
        assert len(content().chapter_cards[number]) >= 40
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


# Chapter 4 lays the mill or the shepherd's hut on one spot, as chapter 3 ended; chapter 5 the coast
# or the valley home at its start, never both: each is laid out alone.
COAST, VALLEY = frozenset({"503", "504", "507", "508", "509"}), frozenset({"501", "502", "505", "506"})
LAYOUTS = [(1, frozenset()), (2, frozenset()), (3, frozenset()), (4, frozenset({"402"})), (4, frozenset({"401"})),
           (5, COAST), (5, VALLEY)]


def _chapter_layout(number: int, without: frozenset = frozenset()):
    """Every terrain card of a chapter where the chapter lays it: by a `terrain` step, by an
    exploring edge of a card already down, or (a level link) on a level of its own; the cards
    `without` are left out."""
    from game.titles.heredity.content import all_steps
    from game.titles.heredity.geometry import build

    cards = [content().cards[c] for c in content().chapter_cards[number] if c not in without]
    spots = {}
    for card in cards:
        for side in (card.a, card.b):
            for step in (all_steps(side) if side else ()):
                if step.op == "terrain" and step.card not in without:
                    col, row, level = (int(x) for x in step.at or ("0", "0", "0"))
                    spots.setdefault(step.card, (col, row, level))
    grown = True
    while grown:
        grown = False
        for placed, (col, row, level) in list(spots.items()):
            side = content().cards[placed].a
            for entry in side.explore:
                dc, dr = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0)}[entry.edge]
                if entry.card not in spots and entry.card not in without:
                    spots[entry.card] = (col + dc, row + dr, level)
                    grown = True
            for link in side.levels:
                if link.card not in spots:
                    spots[link.card] = (0, 0, 1 + max(lv for _, _, lv in spots.values()))
                    grown = True
    layout = tuple((card, "a", col, row, level) for card, (col, row, level) in spots.items())
    return build(layout), spots


@pytest.mark.parametrize(("number", "without"), LAYOUTS)
def test_areas_of_one_card_stay_apart_across_another(number, without):
    """[DE: Geländekarten, Bereiche] the lines a card draws between its areas keep them apart:
    two of its areas never become one through a neighbouring card."""
    geo, _ = _chapter_layout(number, without)
    for _area, parts in geo.members.items():
        cards = [p.split(":")[0] for p in parts]
        assert len(cards) == len(set(cards)), f"{parts} became one area"


@pytest.mark.parametrize(("number", "without"), LAYOUTS)
def test_every_area_of_a_chapter_can_be_walked_to(number, without):
    """[DE: Bewegen; In eine andere Ebene bewegen] from where the family starts, every area of
    every terrain card the chapter lays can be reached by moving and changing level."""
    geo, spots = _chapter_layout(number, without)
    starts = {f"{c}:{letter}" for c in spots for letter in content().cards[c].a.start.values()}
    links = {}
    for card in spots:
        for link in content().cards[card].a.levels:
            links.setdefault(geo.area[f"{card}:{link.area}"], set()).add(geo.area[f"{link.card}:{link.to}"])
    seen = {geo.area[a] for a in starts}
    todo = list(seen)
    while todo:
        here = todo.pop()
        for there in set(geo.moves(here)) | links.get(here, set()):
            if there not in seen:
                seen.add(there)
                todo.append(there)
    assert set(geo.members) - seen == set()


@pytest.mark.parametrize(("number", "without"), LAYOUTS)
def test_exploring_steps_through_the_edge_with_the_symbol(number, without):
    """[DE: Bewegen 2b] the member steps from the area at the symbol onto the new card: the area
    entered is the same area or one a move away, never behind a wall."""
    geo, spots = _chapter_layout(number, without)
    for card in spots:
        for entry in content().cards[card].a.explore:
            entered = geo.area[f"{entry.card}:{entry.enter}"]
            for local in geo.edge_cells(card, entry.edge, entry.cells):
                here = geo.area[local]
                assert here == entered or entered in geo.moves(here), f"{local} → {entry.card}:{entry.enter}"


def test_every_kind_of_damage_an_item_protects_from_is_dealt_by_some_card():
    """[DE: Aktionen mit Gegenständen] an item's passive effect must be able to matter: each kind
    of damage an item protects from (the gas mask, the oilskin hood) is dealt by at least one
    card's damage step, and every kind has words in both languages."""
    from game.i18n import tr
    from game.titles.heredity.content import all_steps

    sides = [side for card in content().cards.values() for side in (card.a, card.b) if side]
    protected = {side.item.passive.protects for side in sides
                 if side.item and side.item.passive and side.item.passive.protects}
    dealt = {step.hazard for side in sides for step in all_steps(side) if step.op == "damage" and step.hazard}
    assert protected and protected <= dealt, f"protected from but never dealt: {protected - dealt}"
    for hazard in protected | dealt:
        for lang in ("en", "de"):
            assert tr(f"heredity.hazard.{hazard}", lang) != f"heredity.hazard.{hazard}"


def test_a_kind_of_damage_no_item_knows_is_refused(tmp_path):
    for path in CONTENT_DIR.glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    broken = tmp_path / "chapter1.toml"
    broken.write_text(broken.read_text(encoding="utf-8").replace('hazard = "smoke"', 'hazard = "smok"', 1),
                      encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_content(tmp_path)
    assert "card 145" in str(error.value) and "hazard" in str(error.value)


@pytest.mark.parametrize(("written", "wrong", "named"), [
    ('{ op = "carry", name = "supplies", n = 1 }', '{ op = "carry", n = 1 }', "campaign counter"),
    ('value = "meltwater", n = 1, at = ["403:l"] }', 'value = "mud", n = 1, at = ["403:l"] }', "'mud'"),
])
def test_chapter_steps_name_their_counter_and_only_the_chapters_markers(tmp_path, written, wrong, named):
    """A `carry` step names its campaign counter; a marker kind is the standard one or one the
    chapter lists [DE: Spielmaterial: Spezialmarker, je Kapitel]."""
    for path in CONTENT_DIR.glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    chapter = tmp_path / "chapter4.toml"
    text = chapter.read_text(encoding="utf-8")
    assert written in text
    chapter.write_text(text.replace(written, wrong, 1), encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_content(tmp_path)
    assert named in str(error.value)
