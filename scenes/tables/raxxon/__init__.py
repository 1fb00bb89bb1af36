"""The Raxxon table: `table` (layout, input), `places` (which places give which command),
`board` (drawing the still picture), `art` (cards and icons), `piles` (an opened pile), `figures`
(the game's end in figures), `tour` (screenshots). `PROGRAM` is what the program needs of Raxxon
(`scenes.programs`); each part is imported when it is asked for."""

from scenes.programs import Program


def _table():
    from scenes.tables.raxxon.table import RaxxonTable
    return RaxxonTable


def _figures():
    from scenes.tables.raxxon.figures import RaxxonFigures
    return RaxxonFigures()


def _tour(app, shots) -> None:
    from scenes.tables.raxxon.tour import raxxon_shots
    raxxon_shots(app, shots)


def _legend():
    from scenes.tables.raxxon.legend import LEGEND
    return LEGEND


def _colours():
    from scenes.tables.raxxon.colours import pairs
    return pairs()


PROGRAM = Program(colour=(150, 40, 96), table=_table, figures=_figures, tour=_tour, colours=_colours,
                  legend=_legend)
