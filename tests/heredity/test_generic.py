"""Heredity's own refusals, content and view (the contract every title keeps is
`tests/test_contract.py`)."""

import random

import pytest

from game.engine import RuleError, new_game
from game.engine.playout import playout
from game.titles.heredity import model as m
from game.titles.heredity.content import content

OPTIONS = [{"chapter": c, "players": p} for c in (1, 2) for p in (1, 2, 3, 4)]


def _walk(options, seed, steps=120):
    session = new_game("heredity", seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        if session.outcome():
            break
        seat = session.to_move()[0]
        legal = session.legal_commands(seat)
        yield session, seat, legal
        session.apply(legal[rng.randrange(len(legal))])


def test_commands_outside_the_list_are_refused_with_a_reason():
    for session, seat, _legal in _walk({"chapter": 1, "players": 2}, 3, 40):
        for bad in (m.Act(seat=seat, member="maeve", action="move", target="999:z"),
                    m.Damage(seat=seat, member="brick", space="legs.2"),
                    m.Strike(seat=seat), m.Answer(seat=seat, yes=True),
                    m.EndActions(seat=(seat + 1) % 3)):
            if bad in session.legal_commands(bad.seat):
                continue
            with pytest.raises(RuleError) as refused:
                session.apply(bad)
            assert refused.value.code.startswith(("heredity.", "engine."))
            assert "heredity.error" not in refused.value.message("de")


def test_refusals_name_the_reason():
    session = new_game("heredity", 1, {"chapter": 1, "players": 2})
    seat = session.to_move()[0]
    mine = [n for n, s in zip(m.MEMBERS, session.state.control, strict=True) if s == seat][0]
    theirs = [n for n, s in zip(m.MEMBERS, session.state.control, strict=True) if s != seat][0]
    with pytest.raises(RuleError) as refused:
        session.apply(m.Act(seat=seat, member=theirs, action="move", target="101:a"))
    assert refused.value.code == "heredity.not_your_member"
    with pytest.raises(RuleError) as refused:
        session.apply(m.Act(seat=seat, member=mine, action="move", target="102:l"))
    assert refused.value.code in ("heredity.line_blocks", "heredity.not_adjacent")
    with pytest.raises(RuleError) as refused:
        session.apply(m.Damage(seat=seat, member=mine, space="legs.0"))
    assert refused.value.code == "heredity.wrong_moment"


def test_every_card_speaks_both_languages_and_has_a_source():
    for card in content().cards.values():
        for side in (card.a, card.b):
            if side is None:
                continue
            assert set(side.title) == {"en", "de"}, card.id
            if side.story:
                assert set(side.story) == {"en", "de"}, card.id


def test_words_never_show_a_raw_key():
    for session, _seat, legal in _walk({"chapter": 2, "players": 3}, 5, 150):
        for command in legal:
            for lang in ("en", "de"):
                assert "heredity." not in session.label(command, lang)


def test_view_carries_the_table():
    session = new_game("heredity", 2, {"chapter": 1, "players": 4})
    shown = session.view(0)
    assert shown.terrain.areas and shown.terrain.cards[0].grid
    assert [t.card for t in shown.timeline] == ["104", "17", "103"]
    assert shown.timeline[1].marker
    assert len(shown.members) == 4 and len(shown.members[0].bodies) == 3
    assert shown.reading.card and shown.decision.kind == "actions"
    assert shown.karma.deck == 9


@pytest.mark.slow
def test_heuristic_playouts_win_sometimes():
    result = playout("heredity", 30, 1, {"chapter": 1, "players": 1}, bot="heuristic", check=True)
    assert result["errors"] == 0 and result["wins"] > 0


def test_save_load_and_undo(tmp_path):
    from saves import gamefile
    session = new_game("heredity", 4, {"chapter": 2, "players": 2})
    seat = session.to_move()[0]
    moves = [c for c in session.legal_commands(seat) if isinstance(c, m.Act) and c.action == "move"]
    session.apply(moves[0])
    path = tmp_path / "h.json"
    gamefile.save(session, path)
    loaded = gamefile.load(path)
    assert loaded.state == session.state and loaded.view(seat).legal == session.view(seat).legal
    if loaded.can_undo(seat):
        loaded.undo(seat)
        assert loaded.state == new_game("heredity", 4, {"chapter": 2, "players": 2}).state
