"""Raxxon: evacuate the healthy before the infected overrun the city or Raxxon takes over.

Rules: `../shared/seeds/raxxon-rules-en.txt` and `-de.txt`. Module map: `model` (state, commands,
events), `content` (cards and sheets from `content/*.toml`), `setup` (set-up and the `--setup`
keys, documented there), `rules` (decide), `evolve`, `legal` (legal commands and refusals),
`view` (what players see; words), `narration` (how the log and a replay read), `bots`,
`invariants`.
"""

from game.engine.title import Credits, OptionSpec, Title
from game.i18n import tr
from game.titles.raxxon import model
from game.titles.raxxon.bots import heuristic_bot
from game.titles.raxxon.content import CONTENT_VERSION
from game.titles.raxxon.evolve import evolve
from game.titles.raxxon.invariants import check_invariants
from game.titles.raxxon.legal import explain_illegal, legal_commands
from game.titles.raxxon.narration import begins_round, big_moment, log_icons, retells
from game.titles.raxxon.queries import decision_seat
from game.titles.raxxon.redeal import redeal
from game.titles.raxxon.rules import decide
from game.titles.raxxon.setup import RaxxonSetup, initial_state, setup
from game.titles.raxxon.value import ROLLOUT_HORIZON, estimate
from game.titles.raxxon.view import describe_command, describe_event, hidden_from, progress, view


def _to_move(state):
    seat = decision_seat(state)
    return () if seat is None else (seat,)


def seat_words(seat: int, form: str = "label") -> str:
    """A seat by the title's own word for it ("Player 2"), the same in every grammatical form."""
    return tr("raxxon.words.player", n=seat + 1)


TITLE = Title(
    name="raxxon",
    name_key="raxxon.title",
    # the rulebook names no designer; the publisher's news and the designer's own scenario site
    # do (../shared/research/raxxon.md)
    credits=Credits(("J. Arthur Ellis",), "Plaid Hat Games"),
    options=(
        OptionSpec("players", (1, 2, 3, 4), 2, "raxxon.option.players"),
        OptionSpec("difficulty", ("intro", "normal", "hard", "expert"), "intro", "raxxon.option.difficulty"),
    ),
    content_version=CONTENT_VERSION,
    command_type=model.RaxxonCommand,
    event_type=model.RaxxonEvent,
    state_type=model.RaxxonState,
    setup_type=RaxxonSetup,
    initial_state=initial_state,
    setup=setup,
    decide=decide,
    evolve=evolve,
    legal_commands=legal_commands,
    explain_illegal=explain_illegal,
    view=view,
    to_move=_to_move,
    describe_command=describe_command,
    describe_event=describe_event,
    retells=retells,
    log_icons=log_icons,
    begins_round=begins_round,
    round_key="raxxon.words.day_n",
    big_moment=big_moment,
    seat_words=seat_words,
    check_invariants=check_invariants,
    hidden_from=hidden_from,
    progress=progress,
    heuristic_bot=heuristic_bot,
    # Paired seeds, two players, normal, 16 rounds a decision: the search won 38 of 40 games, the
    # heuristic 16 (docs/architecture.md, Bots), well within its second.
    default_bot="search",
    redeal=redeal,
    estimate=estimate,
    rollout_horizon=ROLLOUT_HORIZON,
    golden_game=(3, {"players": 2, "difficulty": "normal"}),
)
