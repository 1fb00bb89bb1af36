"""The contract a title fulfils: a static description plus pure functions over its state."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.errors import RuleError
from game.engine.types import Command, Event, State


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


# A bot sees what its seat sees: (view(state, seat), seat, legal commands, its own random source).
Bot = Callable[[dict, int, Sequence[Command], random.Random], Command]


def _outcome(state: Any) -> str | None:
    return state.outcome


def _players(options: dict) -> int:
    return int(options["players"])


def _not_legal(state: State, command: Command) -> RuleError | None:
    return RuleError("engine.not_legal")


def _one_view_group(options: dict, seats: int) -> tuple[frozenset[int], ...]:
    return (frozenset(range(seats)),)


@dataclass(frozen=True)
class Title:
    """Everything the engine needs to run one game.

    The functions are pure: they take states and return new values, never change their input.
    `decide` may assume its command is legal: the engine checks that against `legal_commands`
    first, and asks `explain_illegal` for the player's reason when it is not.

    Secrets: `view(state, seat)` shows what that seat may see (None: the public view); events and
    commands say who may see them (`game.engine.types.Event`). `view_groups(options, seats)`
    lists the groups of seats that see the same: the table hides itself between seats of
    different groups. `hidden_from(state, seat)` names the identifiers (card ids...) that `seat`
    may not learn now, so that tests can check no view, log or harness output shows them.
    """

    name: str
    name_key: str
    options: tuple[OptionSpec, ...]
    content_version: str
    command_type: Any
    event_type: Any
    state_type: type
    setup_type: type
    initial_state: Callable[[dict], State]
    setup: Callable[[State, Any, random.Random], list[Event]]
    decide: Callable[[State, Command, random.Random], list[Event]]
    evolve: Callable[[State, Event], State]
    legal_commands: Callable[[State, int], list[Command]]
    view: Callable[[State, int | None], dict]
    to_move: Callable[[State], tuple[int, ...]]
    describe_command: Callable[[State, Command, str | None], str]
    describe_event: Callable[[State, Event, str | None], str | None]
    progress: Callable[[State], str]
    explain_illegal: Callable[[State, Command], RuleError | None] = _not_legal
    outcome: Callable[[State], str | None] = _outcome
    seat_count: Callable[[dict], int] = _players
    check_invariants: Callable[[State], list[str]] = lambda state: []
    hidden_from: Callable[[State, int | None], frozenset[str]] = lambda state, seat: frozenset()
    view_groups: Callable[[dict, int], tuple[frozenset[int], ...]] = _one_view_group
    win_outcomes: frozenset[str] = frozenset({"win"})
    heuristic_bot: Bot | None = None

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

    def same_view(self, options: dict, first: int, second: int) -> bool:
        """Whether two seats see the same (no hand-over between them)."""
        groups = self.view_groups(options, self.seat_count(options))
        return any(first in group and second in group for group in groups)
