"""`per_state`: a query's answer is remembered for the last state asked about, by identity."""

from game.engine.memo import per_state


class Table:
    """A stand-in state: two equal tables are still two states."""


def test_a_query_of_the_state_alone_is_asked_once_per_state():
    calls = []

    @per_state
    def query(state):
        calls.append(state)
        return id(state)

    first, second = Table(), Table()
    assert query(first) == query(first) == id(first)
    assert query(second) == id(second) and query(first) == id(first)
    assert calls == [first, second, first]          # only the last state is kept


def test_answers_are_kept_per_argument_for_one_state():
    calls = []

    @per_state
    def query(state, name):
        calls.append(name)
        return id(state), name

    table, other = Table(), Table()
    assert query(table, "ada") == (id(table), "ada") and query(table, "ash") == (id(table), "ash")
    assert query(table, "ada") == (id(table), "ada") and calls == ["ada", "ash"]
    assert query(other, "ada") == (id(other), "ada") and calls == ["ada", "ash", "ada"]


def test_queries_of_several_arguments_or_defaults_are_remembered_by_all_of_them():
    calls = []

    @per_state
    def query(state, a, b=0):
        calls.append((a, b))
        return a + b

    table = Table()
    assert query(table, 1) == 1 and query(table, 1, 2) == 3 and query(table, 1) == 1
    assert calls == [(1, 0), (1, 2)]
