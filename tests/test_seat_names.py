"""Players' names: kept in the save's header, called by in the log and the labels, read from
older saves that have none, and refused from a file where no name could be."""

import json

import pytest

from game.engine import RuleError, new_game
from game.engine.bots import bot_move
from game.engine.session import MAX_SEAT_NAME, SeatInfo, clean_seat_name
from saves import gamefile
from tests.helpers import signed


def named_raxxon():
    session = new_game("raxxon", 3, {"players": 2}, seats=[SeatInfo(name="Anna"), SeatInfo(name="Ben")])
    while session.state.day == 0:                     # both choose their characters; the day begins
        session.apply(session.legal_commands(session.to_move()[0])[0])
    return session


def test_the_log_calls_named_seats_by_their_names():
    session = named_raxxon()
    log = session.log(None, "en")
    # each choice is told once, as the move of the seat that made it: the table heads it with the
    # seat's name ("Anna"), the harness and the transcripts with its number
    assert [(line.actor, line.text.startswith("Play ")) for line in log if line.kind == "command"] == [(0, True),
                                                                                                      (1, True)]
    texts = [line.text for line in log]
    assert not any("Player 1" in text or "Player 2" in text for text in texts)
    turn = next(text for text in texts if text.endswith("'s turn."))
    assert turn.startswith(("Anna (", "Ben ("))


def test_a_game_without_names_reads_as_before():
    session = new_game("raxxon", 3, {"players": 2})
    while session.state.day == 0:
        session.apply(session.legal_commands(session.to_move()[0])[0])
    assert any(line.text.startswith("Player 1 (") for line in session.log(None, "en"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_alones_evil_players_are_named_in_the_log(lang):
    seats = [SeatInfo(name="Hana"), SeatInfo(name="Ivo")]
    session = new_game("alone", 4, {"evil_players": 1}, seats=seats)
    while not any("Ivo" in line.text for line in session.log(1, lang)) and session.command_count < 100:
        session.apply(bot_move(session, session.to_move()[0], "heuristic"))
    assert any(line.text.startswith("Ivo ") for line in session.log(1, lang))
    assert not any("Evil player 1" in line.text or "Böser Spieler 1" in line.text for line in session.log(1, lang))


def test_names_come_back_from_the_save(tmp_path):
    session = named_raxxon()
    path = tmp_path / "named.json"
    gamefile.save(session, path)
    loaded = gamefile.load(path)
    assert loaded.seat_names == ("Anna", "Ben")
    assert [seat.name for seat in gamefile.summary(path).seats] == ["Anna", "Ben"]


def test_a_save_written_before_names_loads(tmp_path):
    """Seats written without a name field (an older Holdout's) load unnamed."""
    document = json.loads(gamefile.encode(named_raxxon()))
    document["seats"] = [{"kind": "person", "bot": ""}, {"kind": "person", "bot": ""}]
    path = tmp_path / "older.json"
    path.write_bytes(signed(document))
    assert gamefile.load(path).seat_names == ("", "")
    assert gamefile.summary(path).seats == [SeatInfo(), SeatInfo()]


@pytest.mark.parametrize("name", ["x" * (MAX_SEAT_NAME + 1), "A" * 100_000, "Ann\x00a", "Bob\nSmith",
                                  "evil\u202eeman"])
def test_a_name_no_player_could_give_is_refused_from_a_file(tmp_path, name):
    document = json.loads(gamefile.encode(named_raxxon()))
    document["seats"][1]["name"] = name
    path = tmp_path / "hostile.json"
    path.write_bytes(signed(document))
    for read in (gamefile.load, gamefile.summary):
        with pytest.raises(RuleError) as refused:
            read(path)
        assert refused.value.code == "saves.bad_seat_name"


def test_a_typed_name_is_cut_safely():
    assert clean_seat_name("  Anna  ") == "Anna"
    assert clean_seat_name("An\x00na\u200b") == "Anna"
    assert clean_seat_name("y" * 80) == "y" * MAX_SEAT_NAME
    assert clean_seat_name("\n\t") == ""
