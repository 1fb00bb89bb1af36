"""The campaign as a family plays it: chapter after chapter from chapter 1, each win carried into
the next (`game/titles/heredity/arc.py`), the bots beside the guides that make the choices bots
do not (`guide.py`)."""

from functools import cache

from game.titles.heredity import arc, guide
from game.titles.heredity.carry import chapters
from game.titles.heredity.content import Carry


@cache
def sample() -> arc.Walk:
    """A small walk: two bot games per way, and every guide once."""
    return arc.walk(2)


def test_a_guide_slips_away_with_the_cart_from_chapter_ones_own_start():
    """The bots never brace the cart's axle; the guide gathers three materials, explores the barn,
    braces the axle and calls everyone to the cart."""
    session = arc.play(1, Carry(), 3, guide.slip_away(arc.start(1, Carry(), 3).state))
    assert session.outcome() == "ch1_slip_away"


def test_the_walk_plays_every_chapter_along_the_endings_won_before_it():
    walk = sample()
    assert sorted(walk.entered) == chapters()
    for number in chapters()[1:]:
        assert walk.entered[number], f"no way into chapter {number}"
        assert all(len(way.endings) == number - 1 for way in walk.entered[number])
        before = {way.endings[-1] for way in walk.entered[number]}
        assert len(before) >= 2, f"chapter {number - 1} won one way only: {before}"
