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
