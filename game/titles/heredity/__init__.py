"""Heredity: a family's story told over chapters, each a numbered deck read card by card, with the
timeline deciding when the family acts, when encounters strike and when events happen.

Rules: `../shared/seeds/heredity-rules-de.txt` (cited as [DE: Abschnitt]). Module map: `model`
(state, commands, events), `content` (cards from `content/*.toml`; the card format is documented
in `content/README.md`), `geometry` (areas, lines, paths, sight), `setup`, `rules` (decide and
the timeline), `effects` (card instructions), `actions` (the family's actions), `combat`,
`evolve`, `legal` (legal commands and refusals), `view` (what players see, as the structs of
`shown`; words), `narration` (how the log and a replay read), `secrets` (what nobody may know
yet), `bots`, `invariants`. Options: `chapter` (the chapters that exist, up to 5, the finale) and
`players` (1–4).

Setup keys (`--setup FILE`, JSON or TOML; all optional):
  karma       karma cards to lie on top of the karma deck, top first; the rest is shuffled below
  control     {member: seat} for every member (seat -1: decided together) [DE:
              Spielvorbereitung 2]: four players play one member each; three play one each
              and decide the fourth together; two each have a child (Selena, Brick) and an
              adult (Djamal, Maeve); one plays all four
  campaign    what the chapter inherits: {items = [{card, member, face = "a"|"b", damage}],
              materials = {member: n}, karma = [nine karma cards], flags = [...],
              counters = {name: n}, secrets_taken = [card], secrets_removed = [card]}; without
              it a chapter's own `default_carry` (chapters 2 to 5) or the karma cards 901–909 are
              used
  replace     true: a campaign replay of a chapter won; if it is won again, its way takes the
              place of the one the campaign kept (without it, a replay never changes that way).
              The rules ignore it; `saves/campaign.py` reads it
  table       a situation in the middle of the chapter instead of its first card:
                terrain    [{card, col, row, level}]     cards on the table (markers placed)
                turned     [card]                        cards showing their back
                figures    {figure: area}                members ("maeve") and encounter
                                                         figures ("120.1")
                figure_damage {figure: n}
                timeline   [{card, under = [card]}]      left to right (default: the family
                                                         card alone); marker = its index
                encounters {card: hostile|neutral|allied}
                laid, read [card]                        beside the table / already read
                items      [{card, member | area, damage = [field indexes]}]
                materials  {member: n}; ground {area: n}
                damage     {member: ["head.0", ...]}; flipped {member: [part]};
                discs      {member: ["legs.0", ...]}
                counters   {card: n}; flags [flag]
              The card the marker lies on is processed first (on the family card: the
              family acts). At least one member stands on the table; the timeline holds
              the family card.
A set-up naming anything this game or chapter does not have (a card, member, area, space,
status...) is refused with `heredity.setup_bad`, naming the field and the value.
"""

from game.engine.title import CampaignRules, Credits, OptionSpec, Title
from game.i18n import pick
from game.titles.heredity import carry, model
from game.titles.heredity.bots import heuristic_bot
from game.titles.heredity.content import CONTENT_VERSION, Carry, content
from game.titles.heredity.evolve import evolve
from game.titles.heredity.invariants import check_invariants
from game.titles.heredity.legal import explain_illegal, legal_commands, to_move
from game.titles.heredity.migrations import SAVE_MIGRATIONS, TURN_MIGRATIONS
from game.titles.heredity.narration import begins_round, big_moment, log_icons, retells
from game.titles.heredity.redeal import redeal
from game.titles.heredity.rules import decide
from game.titles.heredity.secrets import hidden_from
from game.titles.heredity.setup import HereditySetup, initial_state, setup
from game.titles.heredity.view import describe_command, describe_event, ending_text, progress, view


def _win_outcomes() -> frozenset[str]:
    return frozenset(e.id for e in content().endings.values() if e.kind == "win")


def _choice_words(option: str, value) -> str | None:
    """A chapter is offered by its number and title."""
    if option == "chapter" and value in content().chapters:
        return f"{value} · {pick(content().chapters[value].title)}"
    return None


TITLE = Title(
    name="heredity",
    name_key="heredity.title",
    # as the rulebook's imprint names them
    credits=Credits(("Jérôme Cance", "Laurent Kobel"), "Darucat / Blackrock Games", "Pegasus Spiele"),
    options=(
        OptionSpec("chapter", tuple(sorted(content().chapters)), 1, "heredity.option.chapter"),
        OptionSpec("players", (1, 2, 3, 4), 1, "heredity.option.players"),
    ),
    content_version=CONTENT_VERSION,
    save_migrations=SAVE_MIGRATIONS,
    turn_migrations=TURN_MIGRATIONS,
    command_type=model.HeredityCommand,
    event_type=model.HeredityEvent,
    state_type=model.HeredityState,
    setup_type=HereditySetup,
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
    check_invariants=check_invariants,
    hidden_from=hidden_from,
    progress=progress,
    win_outcomes=_win_outcomes(),
    heuristic_bot=heuristic_bot,
    heuristic_reads_view=False,
    # Paired seeds, chapter 1, one player, 6 rounds a decision: the search won clearly more
    # often than the heuristic (docs/architecture.md, Bots), within its second.
    default_bot="search",
    redeal=redeal,
    choice_words=_choice_words,
    outcome_words=ending_text,       # its endings are written on its chapter cards
    campaign=CampaignRules(carry_type=Carry, carry_over=carry.carry_over, chapters=carry.chapters,
                           chapter_before=carry.chapter_before, outcomes=carry.outcomes,
                           no_chapter=carry.no_chapter, starts_from=carry.starts_from),
    golden_game=(3, {"chapter": 1, "players": 2}),
)
