"""The Dawn of the Zeds table: `table` (layout, input), `places` (which places give which command),
`board` (drawing the still picture), `art` (counters and cards), `figures` (the game's end in
figures), `tour` (screenshots). `PROGRAM` is what the program needs of Dawn of the Zeds
(`scenes.programs`); each part is imported when it is asked for."""

from scenes.programs import Program


def _table():
    from scenes.tables.zeds.table import ZedsTable
    return ZedsTable


def _figures():
    from scenes.tables.zeds.figures import ZedsFigures
    return ZedsFigures()


def _tour(app, shots) -> None:
    from scenes.tables.zeds.tour import zeds_shots
    zeds_shots(app, shots)


def _legend():
    from scenes.tables.zeds.legend import LEGEND
    return LEGEND


def _colours():
    from scenes.tables.zeds.colours import pairs
    return pairs()


PROGRAM = Program(colour=(170, 210, 110), table=_table, figures=_figures, tour=_tour, colours=_colours,
                  legend=_legend)
