"""The contract a title fulfils: a static description plus pure functions over its state."""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from game.engine.errors import RuleError
from game.engine.types import Command, Event, State, undeclared, union_members
from game.i18n import tr


@dataclass(frozen=True)
class OptionSpec:
    """One option of a new game: `--option name=value` on the harness, a control on screen."""

    name: str
    choices: tuple[str | int, ...]
    default: str | int
    label_key: str

    def parse(self, raw: str | int) -> str | int:
        for choice in self.choices:
            if str(choice) == str(raw):
                return choice
        raise RuleError("engine.bad_option", name=self.name, value=raw,
                        choices=", ".join(str(c) for c in self.choices))


@dataclass(frozen=True)
class Credits:
    """Who made the board game a title plays, as its rulebook or box names them (the About
    screen credits them): its designers, its publisher, and the publisher of the German edition
    whose rulebook Holdout follows, where there is one."""

    designers: tuple[str, ...]
    publisher: str
    german_publisher: str = ""


# A bot sees what its seat sees: (view(state, seat), seat, legal commands, its own random source);
# a bot that reads only the commands (the random bot, `heuristic_reads_view=False`) is handed None,
# so the view is typed as either.
Bot = Callable[[Any, int, Sequence[Command], random.Random], Command]


S = TypeVar("S", bound=State)
C = TypeVar("C")


@dataclass(frozen=True)
class CampaignRules(Generic[C]):
    """How a title's games make a campaign (`saves/campaign.py`): each game is a chapter, named by
    its option `chapter`; a finished chapter hands on a carry read off its state, and the next
    chapter begins from it, given in its set-up under the key `campaign`."""

    carry_type: type[C]                             # what carries: a msgspec Struct; its default, nothing
    carry_over: Callable[[Any], C]                  # what a finished chapter's state hands on
    chapters: Callable[[], list[int]]               # the chapters there are, in order
    chapter_before: Callable[[int], int | None]     # the chapter whose win leads to this one (None: the first)
    outcomes: Callable[[], Collection[str]]         # every way a chapter may end
    no_chapter: Callable[[int], RuleError]          # the refusal of a chapter the title has not
    starts_from: Callable[[C], bool]                # whether a chapter can begin from this carry, else its own start


def _outcome(state: Any) -> str | None:
    return state.outcome


def _players(options: dict) -> int:
    return int(options["players"])


def _not_legal(state: State, command: Command) -> RuleError | None:
    return RuleError("engine.not_legal")


def _one_view_group(options: dict, seats: int) -> tuple[frozenset[int], ...]:
    return (frozenset(range(seats)),)


def _retells_nothing(told: Command | Event, event: Event) -> bool:
    return False


def _no_icons(told: Command | Event) -> tuple[str, ...]:
    return ()


def _no_round(event: Event) -> bool:
    return False


def _no_big_moment(event: Event) -> str | None:
    return None


@dataclass(frozen=True)
class Title(Generic[S]):
    """Everything the engine needs to run one game, over states of type `S`.

    The functions are pure: they take states and return new values, never change their input.
    `decide` may assume its command is legal: the engine checks that against `legal_commands`
    first, and asks `explain_illegal` for the player's reason when it is not.

    Secrets: `view(state, seat)` shows what that seat may see (None: the public view); events and
    commands say who may see them (`game.engine.types.Event`). `view_groups(options, seats)`
    lists the groups of seats that see the same: the table hides itself between seats of
    different groups. `hidden_from(state, seat)` names the identifiers (card ids...) that `seat`
    may not learn now, so that tests can check no view, log or harness output shows them.

    Typing: a title's functions take its own state, so `Title` is generic over it and a title's
    definition is checked against its state type. They also take its own command and event unions;
    as parameters those are narrower than `Command` and `Event` (a function of one command union
    is no function of every command), and one type parameter each would add nothing the engine
    could use, since it only ever holds a `Title[Any]` found by name; so those parameters are Any.
    """

    name: str
    name_key: str
    options: tuple[OptionSpec, ...]
    content_version: str
    command_type: Any
    event_type: Any
    state_type: type[S]
    setup_type: type
    initial_state: Callable[[dict], S]
    setup: Callable[[S, Any, random.Random], list[Event]]
    decide: Callable[[S, Any, random.Random], list[Event]]
    evolve: Callable[[S, Any], S]
    legal_commands: Callable[[S, int], list[Command]]
    view: Callable[[S, int | None], Any]     # the title's view: msgspec structs (JSON: `to_builtins`)
    to_move: Callable[[S], tuple[int, ...]]
    describe_command: Callable[[S, Any, str | None], str]
    describe_event: Callable[[S, Any, str | None], str | None]
    progress: Callable[[S], str]
    explain_illegal: Callable[[S, Any], RuleError | None] = _not_legal
    outcome: Callable[[S], str | None] = _outcome
    seat_count: Callable[[dict], int] = _players
    check_invariants: Callable[[S], list[str]] = lambda state: []
    hidden_from: Callable[[S, int | None], frozenset[str]] = lambda state, seat: frozenset()
    view_groups: Callable[[dict, int], tuple[frozenset[int], ...]] = _one_view_group
    win_outcomes: frozenset[str] = frozenset({"win"})
    heuristic_bot: Bot | None = None
    # False: the heuristic bot scores the legal commands alone and is handed no view (building a
    # view for it would be most of a search rollout's step)
    heuristic_reads_view: bool = True
    # The bot a seat gets when the player asks for "a bot": the stronger one, as measured by
    # `benchmarks/search_strength.py`, that still moves within its time budget.
    default_bot: str = "heuristic"
    # A game of sides may give each side its own (None: every seat gets `default_bot`).
    side_default_bot: Callable[[int], str] | None = None
    # A table the seat cannot tell from this one: everything hidden from the seat drawn anew, the
    # same for any two tables that differ only in that (what a search bot thinks on; None: the
    # title has no search bot).
    redeal: Callable[[S, int, random.Random], S] | None = None
    # A search's rollout may stop after `rollout_horizon` commands and score the table by
    # `estimate`: the seat's side's chance to win from there, in [0, 1] (a title's `value.py`,
    # fitted on heuristic games by `tools/fit_value.py`). None: rollouts play to the end.
    estimate: Callable[[S, int], float] | None = None
    rollout_horizon: int = 0
    # A game of sides (the hero against Evil): whether `outcome` is a win for `seat`'s side
    # (None: every seat wins by `win_outcomes`).
    seat_wins: Callable[[str, int], bool] | None = None
    # words for an option's value where content names it (a chapter's title), in the current language
    choice_words: Callable[[str, Any], str | None] | None = None
    # who sits in a seat, in the current language, in a grammatical form (`game.i18n.SEAT_FORMS`:
    # "label", "subject", "object"): where seats differ (Alone: the hero, an Evil player), or by
    # the title's own word for a player ("Player 2"); None: a seat is named "Seat 2"
    seat_words: Callable[[int, str], str] | None = None
    # (options, seat, other): whether `seat` sees everything `other` sees, where that is more than
    # sharing a view group (None: only seats of one group, `sees_all_of`)
    overseen: Callable[[dict, int, int], bool] | None = None
    # The log (`game/engine/narration.py`). (told, event): whether the event only says again what
    # `told` said, the command that caused it or an event before it in the same turn; it is
    # then not told again.
    retells: Callable[[Any, Any], bool] = _retells_nothing
    # the pictures a command's or an event's line shows beside its words (`narration.ICONS`)
    log_icons: Callable[[Any], tuple[str, ...]] = _no_icons
    # The replay's landmarks: whether an event begins a new round (Raxxon: a day; rounds are
    # counted from 1 as they begin, so the first round's beginning is one too), the words for
    # round {n}, and whether an event is a big moment: "good" (a mission done, a win) or "bad"
    # (a death, a loss), None when it is not one.
    begins_round: Callable[[Any], bool] = _no_round
    round_key: str = "engine.round"
    big_moment: Callable[[Any], str | None] = _no_big_moment
    # the game's designers and publishers (None: not known)
    credits: Credits | None = None
    # a finished game's outcome in words (None: the catalog's `<name>.outcome.<outcome>`)
    outcome_words: Callable[[str], str] | None = None
    # how its games make a campaign (None: each game stands alone)
    campaign: CampaignRules[Any] | None = None
    # Its saves written by older versions (`saves/gamefile.py`): version -> the step turning a save
    # (plain JSON data) of that version into the next, besides the steps every save takes; and one
    # turn as written (the journal's turns take these alone).
    save_migrations: Mapping[int, Callable[[dict], dict]] = field(default_factory=dict)
    turn_migrations: Mapping[int, Callable[[Any], Any]] = field(default_factory=dict)
    # the seed and options of its golden playthrough (`tests/playthrough.py`)
    golden_game: tuple[int, dict] = (1, {})

    def __post_init__(self) -> None:
        """Secrets fail closed: a title whose commands or events leave who may see them (or
        whether they reveal something) to a default is refused when the program starts."""
        missing = [f"{cls.__name__} ({', '.join(names)})"
                   for union in (self.command_type, self.event_type)
                   for cls in union_members(union) if (names := undeclared(cls))]
        if missing:
            raise TypeError(f"{self.name}: undeclared: {'; '.join(missing)}")

    def heuristic_view(self, state: S, seat: int) -> Any:
        """What the heuristic bot is handed: the seat's view, or None when it reads only the
        commands (`heuristic_reads_view`)."""
        return self.view(state, seat) if self.heuristic_reads_view else None

    def describe_outcome(self, outcome: str) -> str:
        return self.outcome_words(outcome) if self.outcome_words else tr(f"{self.name}.outcome.{outcome}")

    def side_won(self, outcome: str, seat: int) -> bool:
        return self.seat_wins(outcome, seat) if self.seat_wins else outcome in self.win_outcomes

    def option_specs(self) -> dict[str, OptionSpec]:
        return {spec.name: spec for spec in self.options}

    def resolve_options(self, given: dict[str, str | int] | None) -> dict[str, str | int]:
        """Defaults filled in, values parsed; an unknown option name is refused."""
        specs = self.option_specs()
        options = {name: spec.default for name, spec in specs.items()}
        for name, raw in (given or {}).items():
            if name not in specs:
                raise RuleError("engine.unknown_option", name=name, title=self.name,
                                known=", ".join(specs) or "-")
            options[name] = specs[name].parse(raw)
        return options

    def sees_all_of(self, options: dict, seat: int, other: int) -> bool:
        """Whether `seat` sees everything `other` sees (Alone: an Evil player sees all the hero
        sees); by default, when the two see the same."""
        if self.overseen is not None:
            return self.overseen(options, seat, other)
        return self.same_view(options, seat, other)

    def same_view(self, options: dict, first: int, second: int) -> bool:
        """Whether two seats see the same (no hand-over between them)."""
        groups = self.view_groups(options, self.seat_count(options))
        return any(first in group and second in group for group in groups)
