"""Helpers every title's tests share."""


def apply(session, *commands):
    """Apply commands given as dicts (the seat to move is filled in) or command values."""
    events = []
    for command in commands:
        if isinstance(command, dict):
            command = {"seat": session.to_move()[0], **command}
        events += session.apply(command)
    return events


def of_type(events, kind):
    return [event for event in events if isinstance(event, kind)]


def signed(document: dict) -> bytes:
    """A save document written as Holdout writes it, with a checksum that fits its turns and
    summary: for tests that edit a save on purpose so that a deeper check must refuse it."""
    import msgspec

    from saves import gamefile
    turns = msgspec.json.encode(document["turns"])
    document = dict(document, checksum=gamefile.checksum(turns, document.get("progress", ""),
                                                          document.get("outcome"), document.get("commands", 0),
                                                          document.get("progress_by_language")))
    return msgspec.json.encode(dict(document, turns=msgspec.Raw(turns)))


def random_states(session, seed: int):
    """Every state of a random game played on from `session`'s table through the rules' own loop
    (as the search's rollouts play), up to the last before the end."""
    import random

    from game.engine.search import advance
    title, state, rng = session.title, session.state, random.Random(seed)
    while title.outcome(state) is None:
        yield state
        legal = title.legal_commands(state, title.to_move(state)[0])
        state = advance(title, state, legal[rng.randrange(len(legal))], rng)


def png_claiming(width: int, height: int) -> bytes:
    """A PNG's signature and header chunk naming a size, and nothing else (a picture's file as
    the Load list first reads it)."""
    import struct
    import zlib
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk + struct.pack(">I", zlib.crc32(chunk))
