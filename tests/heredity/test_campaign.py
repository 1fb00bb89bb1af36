"""A chapter won through the harness carries into the next through the campaign file."""

import json
import subprocess
import sys

import msgspec
import pytest

from game.engine import RuleError, new_game
from game.engine.playout import play_one
from game.titles.heredity import queued as fx
from game.titles.heredity.carry import carry_over
from game.titles.heredity.content import CarriedItem, Carry, content
from saves import campaign, gamefile

WINNING_SEED = 31      # the heuristic bot wins chapter 1 with this seed (checked below)


def harness(*args, check=True) -> subprocess.CompletedProcess:
    result = subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True)
    if check:
        assert result.returncode == 0, result.stderr
    return result


@pytest.mark.slow
def test_win_chapter_one_through_the_harness_and_carry_into_chapter_two(tmp_path):
    played = play_one("heredity", WINNING_SEED, {"chapter": 1, "players": 1}, bot="heuristic")
    assert played.outcome() in ("ch1_drive_off", "ch1_slip_away")
    commands = [turn.command for turn in played.history[1:]]

    save, book, second = tmp_path / "ch1.json", tmp_path / "campaign.json", tmp_path / "ch2.json"
    harness("new", "heredity", "--seed", str(WINNING_SEED), "--option", "chapter=1", "--option", "players=1",
            "--out", str(save))
    for command in commands:
        harness("apply", str(save), msgspec.json.encode(command).decode())
    finished = gamefile.load(save)
    assert finished.outcome() == played.outcome()

    merged = json.loads(harness("campaign", str(save), "--out", str(book)).stdout)
    assert merged["chapters"]["1"]["won"]
    carry = campaign.load(book).carry
    assert len(carry.karma) == 9

    harness("new", "heredity", "--seed", "5", "--option", "chapter=2", "--campaign", str(book), "--out", str(second))
    chapter_two = gamefile.load(second)
    state = chapter_two.state
    assert chapter_two.header.campaign == book.name          # a plain name: campaigns stay in their folder
    assert sorted(state.karma_deck + state.karma_discard) == sorted(carry.karma)
    carried = {(i.card, i.member) for i in carry.items}
    assert carried <= {(i.card, i.member) for i in state.items}
    for name, n in carry.materials.items():
        have = next(x for x in state.members if x.name == name).materials
        assert have >= n        # chapter 2's first cards may add material, never take it
    assert set(carry.flags) <= set(state.flags)


def test_merge_rules_per_field():
    start = Carry(karma=tuple(f"90{i}" for i in range(1, 10)))
    won = Carry(items=(CarriedItem(card="131", member="brick"),), materials={"maeve": 2},
                karma=start.karma, flags=("fox_defeated",))
    book = campaign.add_chapter(campaign.new_campaign("heredity"), 1, "ch1_overrun", start, start)
    assert book.chapters["1"].attempts == 1 and not book.chapters["1"].won and book.carry == Carry()
    book = campaign.add_chapter(book, 1, "ch1_drive_off", start, won)
    record = book.chapters["1"]
    assert (record.attempts, record.won, record.outcome) == (2, True, "ch1_drive_off")
    assert book.carry == won and book.flags == ("fox_defeated",)
    # replaying chapter 1 starts from what it started with, chapter 2 from what 1 carried
    assert campaign.start_for(book, 1) == start
    assert campaign.start_for(book, 2) == won
    with pytest.raises(RuleError):
        campaign.start_for(campaign.new_campaign("heredity"), 2)


def test_a_lost_replay_keeps_the_way_the_chapter_was_won():
    """[issue 33, found 8] Chapter 1 won, then replayed from its start and lost: the campaign
    still counts it won, with the way it was won, and chapter 2 still starts from that way."""
    start = Carry(karma=tuple(f"90{i}" for i in range(1, 10)))
    won = Carry(karma=start.karma, flags=("cole_defeated",))
    book = campaign.add_chapter(campaign.new_campaign("heredity"), 1, "ch1_drive_off", start, won)
    book = campaign.add_chapter(book, 1, "ch1_overrun", start, start)
    record = book.chapters["1"]
    assert (record.won, record.outcome, record.result, record.attempts) == (True, "ch1_drive_off", won, 2)
    assert campaign.start_for(book, 2) == won and book.carry == won


def test_a_won_replay_replaces_the_way_only_when_the_player_chose_so():
    start = Carry(karma=tuple(f"90{i}" for i in range(1, 10)))
    first = Carry(karma=start.karma, flags=("cole_defeated",))
    second = Carry(karma=start.karma, flags=("left_by_cart",))
    book = campaign.add_chapter(campaign.new_campaign("heredity"), 1, "ch1_drive_off", start, first)
    kept = campaign.add_chapter(book, 1, "ch1_slip_away", start, second)
    assert (kept.chapters["1"].outcome, kept.carry) == ("ch1_drive_off", first)
    replaced = campaign.add_chapter(book, 1, "ch1_slip_away", start, second, replace=True)
    record = replaced.chapters["1"]
    assert (record.outcome, replaced.carry, record.attempts) == ("ch1_slip_away", second, 2)


def test_campaign_file_round_trip_and_refusals(tmp_path):
    path = tmp_path / "c.json"
    book = campaign.add_chapter(campaign.new_campaign("heredity"), 1, "ch1_drive_off", Carry(),
                                Carry(karma=tuple(f"90{i}" for i in range(1, 10))))
    campaign.save(book, path)
    assert campaign.load(path) == book
    newer = json.loads(path.read_text())
    newer["version"] = 99
    path.write_text(json.dumps(newer))
    with pytest.raises(RuleError) as refused:
        campaign.load(path)
    assert refused.value.code == "saves.newer_version"
    path.write_text(json.dumps({**json.loads(campaign.encode(book)), "extra": 1}))
    with pytest.raises(RuleError):
        campaign.load(path)
    refused = harness("campaign", str(tmp_path / "none.json"), "--out", str(path), check=False)
    assert refused.returncode == 2 and refused.stderr.startswith("refused:")


def test_an_unfinished_chapter_does_not_go_into_the_campaign():
    with pytest.raises(RuleError) as refused:
        campaign.add_save(campaign.new_campaign("heredity"), new_game("heredity", 1, {"chapter": 1}))
    assert refused.value.code == "saves.campaign_unfinished"


def test_chapter_two_builds_its_own_start_without_a_file():
    state = new_game("heredity", 1, {"chapter": 2}).state
    assert len(state.karma_deck) == 9 and {i.card for i in state.items} >= {"130", "131", "133"}
    result = json.loads(harness("playout", "heredity", "--games", "3", "--option", "chapter=2").stdout)
    assert result["errors"] == 0 and result["games"] == 3


def test_titles_lists_only_existing_chapters():
    listed = json.loads(harness("titles").stdout)
    heredity = next(t for t in listed if t["name"] == "heredity")
    options = {o["name"]: o["choices"] for o in heredity["options"]}
    assert options["chapter"] == sorted(content().chapters) and options["players"] == [1, 2, 3, 4]
    refused = harness("new", "heredity", "--seed", "1", "--option", "chapter=9", "--out", "x.json", check=False)
    assert refused.returncode == 2


def test_chapter_two_won_leads_on_to_chapter_three():
    """Chapter 2 won by ferry goes into the campaign; chapter 3 starts from what it carried,
    and the ferryman's token it remembers is read at once."""
    from tests.heredity.test_chapters import act

    second = new_game("heredity", 3, {"chapter": 2, "players": 1})
    act(second, "djamal", "move", "202:h")
    act(second, "djamal", "move", "202:d")
    act(second, "djamal", "talk", "204#1")
    act(second, "maeve", "move", "202:p")
    act(second, "maeve", "talk", "card:223")
    assert second.outcome() == "ch2_ferry"
    book = campaign.add_save(campaign.new_campaign("heredity"), second)
    with pytest.raises(RuleError):
        campaign.setup_for(book, 4)
    carry = campaign.start_for(book, 3)
    assert carry == book.chapters["2"].result and "crossed_by_ferry" in carry.flags

    third = new_game("heredity", 1, {"chapter": 3, "players": 1}, {"campaign": campaign.setup_for(book, 3)})
    act(third, "maeve", "move", "302:o")
    assert set(carry.flags) | {"vouched"} <= set(third.state.flags)
    assert sorted(third.state.karma_deck + third.state.karma_discard) == sorted(carry.karma)


def test_chapter_three_won_leads_on_to_chapter_four_with_its_supplies_remembered():
    """Chapter 3 won at the mill opens chapter 4 there; chapter 4 won carries its supplies
    counter and the secret cards that left the pile into the campaign, for chapter 5 to read."""
    from tests.heredity.test_chapters import act

    third = new_game("heredity", 3, {"chapter": 3, "players": 1})
    act(third, "maeve", "move", "302:o")
    act(third, "maeve", "talk", "311#0")
    act(third, "selena", "move", "302:o")
    act(third, "selena", "move", "302:y")
    act(third, "selena", "talk", "card:325")
    assert third.outcome() == "ch3_sanctuary"
    book = campaign.add_save(campaign.new_campaign("heredity"), third)
    fourth = new_game("heredity", 1, {"chapter": 4, "players": 1}, {"campaign": campaign.setup_for(book, 4)})
    assert "401" in {p.card for p in fourth.state.terrain} and fourth.state.violet == "maeve"
    supplies = fourth.view().carried["supplies"]
    act(fourth, "djamal", "move", "401:y")
    act(fourth, "djamal", "move", "401:g")
    act(fourth, "djamal", "look", "401:a0")                   # seed grain under the granary floor
    assert "seed_grain" in fourth.state.flags
    start = campaign.start_for(book, 4)
    book = campaign.add_chapter(book, 4, "ch4_roots", start, carry_over(fourth.state))
    carried = book.carry
    assert carried.counters == {"supplies": supplies} and 0 <= supplies <= 5
    assert set(carried.secrets_taken) >= set(KARMA_NINE) - set(carried.secrets_removed)


KARMA_NINE = ["901", "902", "903", "904", "914", "906", "907", "908", "909"]


def test_campaign_counters_and_secret_cards_reach_a_later_chapter():
    """A carried counter is read by `carried_min`, a secret card removed earlier stays out of
    the pile and is read by `secret`."""
    from game.titles.heredity import effects
    from game.titles.heredity.content import Step

    carry = {"karma": KARMA_NINE, "counters": {"supplies": 3}, "secrets_removed": ["910"],
             "secrets_taken": ["911"]}
    session = new_game("heredity", 1, {"chapter": 4, "players": 1}, {"campaign": carry})
    state = session.state
    assert "910" in state.removed and "910" not in state.secrets and "911" in state.read
    assert effects.holds(state, fx.Step(), Step(op="if", secret="910"))
    assert not effects.holds(state, fx.Step(), Step(op="if", secret="912"))
    # chapter 4's own start sets its supplies anew: 1, whatever an earlier chapter left
    assert effects.holds(state, fx.Step(), Step(op="if", name="supplies", carried_min=1))
    assert not effects.holds(state, fx.Step(), Step(op="if", name="supplies", carried_min=2))
    later = new_game("heredity", 1, {"chapter": 3, "players": 1}, {"campaign": carry})
    assert effects.holds(later.state, fx.Step(), Step(op="if", name="supplies", carried_min=3))


def test_a_version_1_campaign_file_still_loads(tmp_path):
    """Files written before campaign counters and secret cards existed read as having none."""
    old = {"format": "holdout-campaign", "version": 1, "title": "heredity", "created": "x", "saved": "x",
           "carry": {"items": [], "materials": {}, "karma": KARMA_NINE, "flags": ["ada_helped"]},
           "flags": ["ada_helped"], "chapters": {}}
    loaded = campaign.decode(json.dumps(old).encode())
    assert loaded.version == campaign.VERSION and loaded.carry.counters == {} and loaded.carry.secrets_taken == ()
    assert loaded.carry.flags == ("ada_helped",)


def test_the_chapter_before_the_finale_leads_to_it_and_the_finale_ends_the_campaign():
    """The chapter before chapter 5 (chapter 4, or chapter 3 while a campaign has no chapter 4),
    won, starts chapter 5 from what it carried: here the signal followed to the coast. Chapter 5
    is the last: nothing follows it, and chapter 5 cannot start before its chapter is won."""
    from game.titles.heredity.carry import chapter_after, chapter_before, last_chapter

    karma = tuple(f"90{i}" for i in range(1, 10))
    before = chapter_before(5)
    assert last_chapter() == 5 and chapter_after(5) is None and chapter_after(before) == 5
    book = campaign.new_campaign("heredity")
    with pytest.raises(RuleError):
        campaign.setup_for(book, 5)
    ending = next(e.id for e in content().chapters[before].endings if e.kind == "win")
    carried = Carry(karma=karma, flags=("followed_signal",))
    book = campaign.add_chapter(book, before, ending, Carry(karma=karma), carried)
    finale = new_game("heredity", 1, {"chapter": 5, "players": 1}, {"campaign": campaign.setup_for(book, 5)})
    assert {p.card for p in finale.state.terrain} == {"503", "504"}


def test_a_replay_won_replaces_the_way_through_its_save_only_when_chosen_before_it_began():
    """The choice made before a replay lives in the chapter's set-up (`replace`), so the save
    alone tells the campaign file what to do with its ending."""
    from game.titles.heredity import arc, guide

    first = arc.play(2, Carry(), 3, guide.ferry(arc.start(2, Carry(), 3).state))
    book = campaign.add_save(campaign.new_campaign("heredity"), first)
    outcomes = {}
    for replace in (False, True):
        setup = {"campaign": campaign.setup_for(book, 2), **({"replace": True} if replace else {})}
        again = new_game("heredity", 3, {"chapter": 2, "players": 1}, setup)
        guide.bridge(again.state)(again)
        assert again.outcome() == "ch2_bridge"
        outcomes[replace] = campaign.add_save(book, again).chapters["2"].outcome
    assert outcomes == {False: "ch2_ferry", True: "ch2_bridge"}
