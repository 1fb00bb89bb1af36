"""Dawn of the Zeds (3rd edition), the base game: hold Farmingdale against the zeds until the
finale card, solo or with up to four hero players.

Rules: `../shared/seeds/dawn-of-the-zeds-base-game-rules-de.txt` (German base-game rulebook),
cited as "Regel n.m". Module map: `model` (state, commands, events), `content` (map, counters,
units, cards, tables from `content/*.toml`), `setup` (set-up and the `--setup` keys), `rules`
(decide and the round), `zedphase`, `fight`, `cards`, `actions` (the rules by topic), `evolve`,
`legal` (legal commands and refusals), `board` and `combat` (shared questions and arithmetic),
`view` (what players see; words), `narration` (how the log and a replay read), `bots`,
`invariants`.

Options: `players` — the number of hero players, 1–4; with 2–4 the co-operative zed events of
the event cards count (Regel 3).

Setup keys (`--setup FILE`, JSON or TOML; all optional, detailed in `setup.py`):
  heroes      one unit id per seat: each player's own hero
  ammo        0–20 (default 4)
  event_deck  event card ids, top first (a finale goes to the bottom when none is named)
  story_deck  story card ids, top first; story_kept: story cards held for later
  zeds        [{zed, space, reduced, hits, resistant}]: the zeds on the map (zed: "z07" or "6/3")
  units       [{unit, space, reduced, hits, markers}]: units placed by hand
  dice        the next dice rolled, in order; zed_draws: the next zeds drawn from the bag
  flags       round effects in force: no_terrain, evade, spread, brains
  round       start inside a round: {event, phase, activate, actions, number}
"""

from game.engine.title import Credits, OptionSpec, Title
from game.i18n import tr
from game.titles.zeds import model
from game.titles.zeds.bots import heuristic_bot
from game.titles.zeds.content import CONTENT_VERSION
from game.titles.zeds.evolve import evolve
from game.titles.zeds.invariants import check_invariants
from game.titles.zeds.legal import explain_illegal, legal_commands, to_move
from game.titles.zeds.migrations import TURN_MIGRATIONS
from game.titles.zeds.narration import begins_round, big_moment, log_icons, retells
from game.titles.zeds.redeal import redeal
from game.titles.zeds.rules import decide
from game.titles.zeds.setup import ZedsSetup, initial_state, setup
from game.titles.zeds.value import ROLLOUT_HORIZON, estimate
from game.titles.zeds.view import describe_command, describe_event, hidden_from, progress, view


def seat_words(seat: int, form: str = "label") -> str:
    """A seat by the title's own word for it ("Player 2"), the same in every grammatical form."""
    return tr("zeds.ui.player", n=seat + 1)


TITLE = Title(
    name="zeds",
    name_key="zeds.title",
    # as the rulebook's imprint names them ("Hermann Luttmann's Dawn of the Zeds")
    credits=Credits(("Hermann Luttmann",), "Victory Point Games", "Frosted Games"),
    options=(OptionSpec("players", (1, 2, 3, 4), 1, "zeds.option.players"),),
    content_version=CONTENT_VERSION,
    command_type=model.ZedsCommand,
    event_type=model.ZedsEvent,
    state_type=model.ZedsState,
    setup_type=ZedsSetup,
    initial_state=initial_state,
    setup=setup,
    decide=decide,
    evolve=evolve,
    legal_commands=legal_commands,
    explain_illegal=explain_illegal,
    view=view,
    to_move=to_move,
    describe_command=describe_command,
    describe_event=describe_event,
    retells=retells,
    log_icons=log_icons,
    begins_round=begins_round,
    big_moment=big_moment,
    seat_words=seat_words,
    check_invariants=check_invariants,
    hidden_from=hidden_from,
    progress=progress,
    heuristic_bot=heuristic_bot,
    redeal=redeal,
    # Paired seeds, one player, 16 rounds a decision: the search won 54 of 120 games, the
    # heuristic 38 (+0.133, standard error 0.059; docs/architecture.md, Bots). Its second buys
    # about 13 rounds, so it thinks on to 16 (`bots.MEASURED_ROUNDS`).
    default_bot="search",
    estimate=estimate,
    rollout_horizon=ROLLOUT_HORIZON,
    turn_migrations=TURN_MIGRATIONS,
    golden_game=(3, {"players": 2}),
)
