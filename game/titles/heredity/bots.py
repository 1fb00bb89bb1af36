"""Heredity's heuristic bot: it acts rather than ends, attacks and reads before it wanders, and
puts damage where it costs least."""

from __future__ import annotations

from game.titles.heredity import model as m

# Higher is better; commands not named score 0.
ACT_SCORES = {"attack": 6, "look": 5, "talk": 5, "interact": 5, "use": 4, "explore": 4, "pickup": 4,
              "heal": 3, "repair": 2, "upgrade": 3, "level": 3, "move": 2, "trade": 0, "ally": 1}


# Commands scored by their kind alone.
KIND_SCORES: dict[type, float] = {m.Drop: -5, m.Injure: -5, m.EndActions: -1, m.Join: 3, m.Strike: 1, m.Take: 2}


def score(command) -> float:
    kind = type(command)                # by kind, not isinstance: asked of every command the bot weighs
    if kind is m.Act:
        return ACT_SCORES.get(command.action, 0)
    if kind is m.Damage:
        # items and back sides first, serious injuries last
        return 2 if command.space.startswith("item:") else (0 if command.space.startswith("flip:") else 1)
    if kind is m.Answer:
        return 1 if command.yes else 0
    return KIND_SCORES.get(kind, 0)


def heuristic_bot(view, seat, legal, rng):
    """Scores the legal commands alone (each once): it needs nothing of the view, and is handed
    none (`heuristic_reads_view=False`)."""
    scores = [score(c) for c in legal]
    best = max(scores)
    top = [c for c, value in zip(legal, scores, strict=True) if value == best]
    return top[rng.randrange(len(top))]
