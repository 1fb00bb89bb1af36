"""The Heredity table: `table` (layout, hooks), `places` (which places give which command), `board`
(painting), `map` (where the terrain lies), `family` (a member's panel), `art` (cards, icons,
terrain), `figures` (the game's end in figures), `tour` (screenshots), `campaign` (the campaign
screen between chapters). `PROGRAM` is what the program needs of Heredity (`scenes.programs`):
besides its table, the campaign screen a chapter leads on to, the chapter's result kept in its
campaign, the campaign button on the title menu; each part is imported when it is asked for."""

from scenes.programs import MenuEntry, Program


def _table():
    from scenes.tables.heredity.table import HeredityTable
    return HeredityTable


def _figures():
    from scenes.tables.heredity.figures import HeredityFigures
    return HeredityFigures()


def _tour(app, shots) -> None:
    from scenes.tables.heredity.tour import heredity_shots
    heredity_shots(app, shots)


def _campaigns():
    from scenes.tables.heredity.campaign import CampaignScene
    return CampaignScene


def _record_chapter(app, session, game_id: str, found: bool) -> None:
    from scenes.tables.heredity.campaign import record_chapter
    record_chapter(app, session, game_id, found)


def _legend():
    from scenes.tables.heredity.legend import LEGEND
    return LEGEND


def _colours():
    from scenes.tables.heredity.colours import pairs
    return pairs()


PROGRAM = Program(colour=(214, 186, 140), table=_table, figures=_figures, tour=_tour, colours=_colours,
                  after_game=_campaigns, keep_result=_record_chapter,
                  menu=(MenuEntry("campaign", "campaign.menu", _campaigns),), legend=_legend)
