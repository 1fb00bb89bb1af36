"""Alone: one hero explores a dark station against one to three Evil players, who react to every
action with cards and creatures on a secret map the program keeps.

Rules: the Evil players' compendium `../shared/seeds/alone-evil-compendium-de.txt`, cited as
[KBM S.n], and `../shared/research/alone-spec.md` for what it leaves open (Holdout's readings are
marked in the content files). Module map: `model` (state, commands, events), `content` (the rules'
numbers, characters, items, reaction decks, scenarios from `content/*.toml`), `board` (the secret
map's geometry), `setup` (set-up and the `--setup` keys, documented there), `rules` (decide) with
`flow`, `hero`, `creatures`, `evil` (the rules by topic), `evolve`, `legal`, `view` (what each
seat sees; words), `narration` (how the log and a replay read), `bots`, `invariants`.

Seats: 0 is the hero, 1..k the Evil players (option `evil_players`). The hero's view and log hold
only what he has perceived; each Evil player sees the secret map and his own hand.
"""

from game.engine.title import Credits, OptionSpec, Title
from game.i18n import tr, trc
from game.titles.alone import model
from game.titles.alone.bots import heuristic_bot
from game.titles.alone.content import CONTENT_VERSION, content
from game.titles.alone.evolve import evolve
from game.titles.alone.invariants import check_invariants
from game.titles.alone.legal import explain_illegal, legal_commands, to_move
from game.titles.alone.migrations import SAVE_MIGRATIONS
from game.titles.alone.narration import begins_round, big_moment, log_icons, retells
from game.titles.alone.redeal import redeal
from game.titles.alone.rules import decide
from game.titles.alone.setup import DECK_PAIRS, AloneSetup, initial_state, setup
from game.titles.alone.value import ROLLOUT_HORIZON, estimate
from game.titles.alone.view import describe_command, describe_event, hidden_from, progress, view


def _seats(options: dict) -> int:
    return 1 + int(options["evil_players"])


def _view_groups(options: dict, seats: int) -> tuple[frozenset[int], ...]:
    """The hero sees the labyrinth; each Evil player his own hand besides the secret map."""
    return tuple(frozenset({seat}) for seat in range(seats))


def seat_words(seat: int, form: str = "label") -> str:
    """Who sits in `seat` in the form a sentence needs (`game.i18n.SEAT_FORMS`): "The hero" on a
    label, "der Held" as a subject, "den Helden" after "an"."""
    key = "alone.ui.hero" if seat == model.HERO else "alone.ui.evil_player"
    return tr(key, n=seat) if form == "label" else trc(form, key, n=seat)


TITLE: Title = Title(
    name="alone",
    name_key="alone.title",
    # the designers as the publisher and reviews name them (../shared/research/alone.md); the
    # compendium Holdout follows is the German edition's
    credits=Credits(("Andrea Crespi", "Lorenzo Silva"), "Horrible Games", "HeidelBÄR Games"),
    options=(
        OptionSpec("evil_players", (1, 2, 3), 1, "alone.option.evil_players"),
        OptionSpec("scenario", tuple(content().scenarios), "station", "alone.option.scenario"),
        OptionSpec("station", ("new", "classic"), "new", "alone.option.station"),
        OptionSpec("difficulty", tuple(content().difficulties), "normal", "alone.option.difficulty"),
        OptionSpec("character", tuple(content().characters), "pilot", "alone.option.character"),
        OptionSpec("decks", ("random", *DECK_PAIRS), "wrath+terror", "alone.option.decks"),
    ),
    content_version=CONTENT_VERSION,
    command_type=model.AloneCommand,
    event_type=model.AloneEvent,
    state_type=model.AloneState,
    setup_type=AloneSetup,
    initial_state=initial_state,
    setup=setup,
    decide=decide,
    evolve=evolve,
    legal_commands=legal_commands,
    explain_illegal=explain_illegal,
    view=view,
    to_move=to_move,
    seat_count=_seats,
    describe_command=describe_command,
    describe_event=describe_event,
    retells=retells,
    log_icons=log_icons,
    begins_round=begins_round,
    big_moment=big_moment,
    check_invariants=check_invariants,
    hidden_from=hidden_from,
    view_groups=_view_groups,
    progress=progress,
    win_outcomes=frozenset({"hero_win"}),
    seat_wins=lambda outcome, seat: outcome == ("evil_win" if seat else "hero_win"),
    heuristic_bot=heuristic_bot,
    redeal=redeal,
    # Paired seeds, one Evil player, normal, 16 rounds a decision: the Evil search won 74 of 100
    # games against the heuristic hero, the Evil heuristic 56; the hero's search, on made-up maps
    # placing the rooms he located, 108 of 200 against his heuristic's 90, by less than two
    # standard errors, so his quick bot stays (docs/architecture.md, Bots).
    side_default_bot=lambda seat: "search" if seat != model.HERO else "heuristic",
    estimate=estimate,
    rollout_horizon=ROLLOUT_HORIZON,
    seat_words=seat_words,
    # an Evil player sees all the hero sees: the map, his labyrinth, every card face up
    overseen=lambda options, seat, other: seat == other or (seat != model.HERO and other == model.HERO),
    save_migrations=SAVE_MIGRATIONS,
)
