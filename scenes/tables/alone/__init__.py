"""The Alone table: `table` (layout, input), `places` (which places give which command), `board`
(drawing the still picture), `maps` (where the squares of a map go), `art` (pieces and cards),
`figures` (the game's end in figures), `tour` (screenshots). `PROGRAM` is what the program needs
of Alone (`scenes.programs`); each part is imported when it is asked for."""

from scenes.programs import Program


def _table():
    from scenes.tables.alone.table import AloneTable
    return AloneTable


def _figures():
    from scenes.tables.alone.figures import AloneFigures
    return AloneFigures()


def _tour(app, shots) -> None:
    from scenes.tables.alone.tour import alone_shots
    alone_shots(app, shots)


def _legend():
    from scenes.tables.alone.legend import LEGEND
    return LEGEND


def _colours():
    from scenes.tables.alone.colours import pairs
    return pairs()


PROGRAM = Program(colour=(200, 190, 230), table=_table, figures=_figures, tour=_tour, colours=_colours,
                  legend=_legend)
