"""Each title's golden playthrough still plays, shows and tells exactly as written down.

A difference means the rules, a view or the log changed. If the change is intended, rewrite the
transcripts with `python -m tests.playthrough` and read their diff before committing."""

import pytest

from game.engine import title_names
from tests.playthrough import path_of, transcript


@pytest.mark.parametrize("name", title_names())
def test_the_golden_playthrough_is_unchanged(name):
    written = path_of(name).read_text(encoding="utf-8").splitlines()
    played = transcript(name)
    for number, (old, new) in enumerate(zip(written, played, strict=False)):
        assert old == new, f"{name}: turn {number} differs (rewrite: python -m tests.playthrough)"
    assert len(written) == len(played)
