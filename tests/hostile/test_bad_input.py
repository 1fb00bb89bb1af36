"""Every bad input is refused with one reason (issue 32, items 10-12): the harness exits 2 with one
line, never 70 ("internal error") and never a hang. Here for the kinds, not only the instances:
every field of every title's set-up, every field of the commands a game offers, and every name
in a signed save's set-up, each given a value of the right type that names nothing there is (an
unknown deck, a hand key that is no seat, a malformed weapon, a unit that does not exist); and
set-up files and outputs that are no regular files."""

from __future__ import annotations

import io
import json
import os
import random
import stat
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import msgspec
import msgspec.inspect as mi
import pytest

from game import cli
from game.engine import RuleError, get_title, new_game
from game.engine.types import to_builtins
from saves import gamefile
from tests.helpers import signed

ROOT = Path(__file__).resolve().parents[2]
TITLES = ("raxxon", "zeds", "heredity", "alone")
WRONG_WORDS = ("nosuch", "", "-1", "x", "item:x", "item:1.x", "item:1.-1", "item:105.99", "a|b", "U:9,9", "\x00",
               "W" * 250)
WRONG_NUMBERS = (-1, 0, 99, 10**9)


def wrong_values(kind) -> list:
    """Values of type `kind` that name nothing a game has (or lie out of every range)."""
    info = kind if isinstance(kind, mi.Type) else mi.type_info(kind)
    if isinstance(info, mi.StrType):
        return list(WRONG_WORDS)
    if isinstance(info, mi.IntType):
        return list(WRONG_NUMBERS)
    if isinstance(info, mi.LiteralType):
        return list(info.values)
    if isinstance(info, mi.UnionType):
        return [value for member in info.types if not isinstance(member, mi.NoneType)
                for value in wrong_values(member)]
    if isinstance(info, (mi.ListType, mi.VarTupleType)):
        return [[value] for value in wrong_values(info.item_type)]
    if isinstance(info, mi.TupleType):
        return [[wrong_values(item)[n % len(wrong_values(item))] for item in info.item_types] for n in range(4)]
    if isinstance(info, mi.DictType):
        values = wrong_values(info.value_type)[:2]
        return [{key: value} for key in wrong_values(info.key_type) for value in values]
    if isinstance(info, mi.StructType):
        return [{field.encode_name: value} for field in info.fields for value in wrong_values(field.type)[:3]]
    return []


def refused_or_done(action) -> str | None:
    """None when `action` is done or refused with a reason (RuleError); else what it raised."""
    try:
        action()
    except RuleError:
        return None
    except Exception as error:  # what the harness would turn into exit 70
        return f"{type(error).__name__}: {error}"
    return None


@pytest.mark.parametrize("title", TITLES)
def test_every_setup_field_naming_nothing_is_refused_with_a_reason(title):
    """An Alone set-up naming an unknown deck or a hand key that is no seat number exited 70."""
    crashes = []
    setup_type = get_title(title).setup_type
    for field in mi.type_info(setup_type).fields:
        for value in wrong_values(field.type):
            setup = {field.encode_name: value}
            problem = refused_or_done(lambda setup=setup: new_game(title, 1, {}, setup))
            if problem:
                crashes.append(f"{json.dumps(setup)[:80]}: {problem[:120]}")
    assert crashes == []


def offered_commands(title: str, seed: int, moves: int = 40):
    """The commands offered along a random game: (session, command) at each step."""
    session = new_game(title, seed, {})
    rng = random.Random(seed)
    for _ in range(moves):
        if session.outcome():
            return
        legal = session.legal_commands(session.to_move()[0])
        yield session, rng.choice(legal)
        session.apply(rng.choice(legal))


@pytest.mark.parametrize("title", TITLES)
def test_every_command_field_naming_nothing_is_refused_with_a_reason(title):
    """A Heredity attack whose weapon field was malformed exited 70."""
    crashes = []
    for session, command in offered_commands(title, 3):
        fields = to_builtins(command)
        for name, right in fields.items():
            if name == "type":
                continue
            wrong_ones = WRONG_WORDS if isinstance(right, str) else WRONG_NUMBERS if isinstance(right, int) else ()
            for wrong in wrong_ones:
                done = session.command_count
                problem = refused_or_done(lambda given={**fields, name: wrong}, game=session: game.apply(given))
                if problem:
                    crashes.append(f"{fields['type']}.{name}={wrong!r}: {problem[:120]}")
                if session.command_count > done:          # another legal command after all: taken back
                    session.take_back()
    assert sorted(set(crashes)) == []


def strings_of_setup_event(document: dict):
    """(path, value) of every string in the first event of a save (the set-up it names)."""
    def walk(value, path):
        if isinstance(value, dict):
            for key, inner in value.items():
                yield from walk(inner, (*path, key))
        elif isinstance(value, list):
            for index, inner in enumerate(value):
                yield from walk(inner, (*path, index))
        elif isinstance(value, str) and path[-1] != "type":
            yield path, value
    yield from walk(document["turns"][0]["events"][0], ())


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("version", [1, gamefile.VERSION])
def test_a_save_whose_setup_names_what_does_not_exist_is_refused_or_usable(title, version):
    """An old (version 1) save whose events named a unit that does not exist exited 70. Every
    name in the set-up event, in turn, made one that exists nowhere (a newer save signed again,
    as a tool could): the save is refused, or it loads and can be shown and played."""
    session = new_game(title, 2, {})
    document = json.loads(gamefile.encode(session, with_snapshot=False))
    places = list(strings_of_setup_event(document))
    crashes = []
    for path, _ in random.Random(7).sample(places, min(60, len(places))):
        damaged = json.loads(json.dumps(document))
        target = damaged["turns"][0]["events"][0]
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = "nosuch"
        data = json.dumps({**damaged, "version": version}).encode() if version == 1 else signed(damaged)

        def load_and_use(data=data):
            loaded = gamefile.decode(data)
            loaded.view(None)
            for seat in loaded.to_move():
                loaded.legal_commands(seat)
        problem = refused_or_done(load_and_use)
        if problem:
            crashes.append(f"{'.'.join(map(str, path))}: {problem[:120]}")
    assert crashes == []


# ---- the harness itself: one line, exit 2 ----------------------------------------------------------
def run_harness(*args) -> tuple[int, list[str]]:
    err = io.StringIO()
    with redirect_stderr(err), redirect_stdout(io.StringIO()):
        code = cli.main([str(arg) for arg in args])
    return code, err.getvalue().splitlines()


def test_the_instances_the_issue_names_exit_2_with_one_line(tmp_path):
    setups = {"unknown deck": {"decks": ["wrath", "nosuch"]}, "hand key no seat": {"hands": {"x": []}},
              "hand of no Evil player": {"hands": {"7": []}}}
    for name, setup in setups.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(setup))
        code, said = run_harness("new", "alone", "--seed", 1, "--setup", path, "--out", tmp_path / "out.json")
        assert code == 2 and len(said) == 1 and said[0].startswith("refused:"), (name, said)
    save = tmp_path / "heredity.json"
    gamefile.save(new_game("heredity", 1, {}), save)
    for weapon in ("item:x", "item:104.x", "sword", "item:"):
        attack = {"type": "act", "seat": 0, "member": "selena", "action": "attack", "target": "104.1",
                  "weapon": weapon}
        code, said = run_harness("apply", save, json.dumps(attack))
        assert code == 2 and len(said) == 1, (weapon, said)


@pytest.mark.parametrize("source", ["/dev/zero", "a named pipe", "a folder", "too large"])
def test_a_setup_file_is_read_as_saves_are(tmp_path, source):
    """`--setup /dev/zero` grew without end and a named pipe hung: a regular file, size-limited."""
    if source == "a named pipe":
        os.mkfifo(tmp_path / "pipe.json")
        source = tmp_path / "pipe.json"
    elif source == "a folder":
        source = tmp_path
    elif source == "too large":
        source = tmp_path / "large.json"
        source.write_text(json.dumps({"pad": "x" * (cli.MAX_SETUP_BYTES + 1)}))
    done = subprocess.run([sys.executable, "-m", "game", "new", "raxxon", "--seed", "1", "--setup", str(source),
                           "--out", str(tmp_path / "out.json")], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and not (tmp_path / "out.json").exists()


@pytest.mark.parametrize("target", ["a named pipe", "a link", "a socket", "a device"])
def test_out_with_force_writes_only_a_regular_file_or_a_new_name(tmp_path, target):
    """`--out ... --force` turned a device node into a plain file and a link into a file."""
    out = tmp_path / "out.json"
    if target == "a named pipe":
        os.mkfifo(out)
    elif target == "a link":
        out.symlink_to(tmp_path / "elsewhere.json")
    elif target == "a socket":
        import socket
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(out))
    else:
        out = Path("/dev/null")
    before = os.lstat(out)
    code, said = run_harness("new", "raxxon", "--seed", 1, "--out", out, "--force")
    assert code == 2 and len(said) == 1 and "not a regular file" in said[0]
    after = os.lstat(out)
    assert stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode) and not (tmp_path / "elsewhere.json").exists()


@pytest.mark.parametrize("verb", ["apply", "undo"])
def test_a_save_rewritten_in_place_must_be_a_regular_file(tmp_path, verb):
    """A linked save was replaced by a file; a device got a lock file beside it."""
    save = tmp_path / "real.json"
    gamefile.save(new_game("raxxon", 1, {}), save)
    (tmp_path / "link.json").symlink_to(save)
    before = save.read_bytes()
    given = msgspec.json.encode(gamefile.load(save).legal_commands(0)[0]).decode() if verb == "apply" else "--seat=0"
    for target in (tmp_path / "link.json", Path("/dev/null")):
        code, said = run_harness(verb, target, given)
        assert code == 2 and said == [f"refused: not a regular file: {target}"]
    assert (tmp_path / "link.json").is_symlink() and save.read_bytes() == before
    assert not Path("/dev/null.lock").exists()
