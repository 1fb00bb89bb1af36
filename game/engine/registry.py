"""The titles Holdout knows, loaded on first use: the one list of them. Shared code reaches a title
only through here (and the program through `scenes.programs`), never by importing it by name."""

from __future__ import annotations

import importlib

from game.engine.errors import RuleError
from game.engine.title import Title

# name -> module that defines TITLE, in the order New game offers them. Adding a title is one line
# here; its table package, `scenes/tables/<name>/`, is found by the name (`scenes.programs`).
TITLE_MODULES = {
    "raxxon": "game.titles.raxxon",
    "zeds": "game.titles.zeds",
    "heredity": "game.titles.heredity",
    "alone": "game.titles.alone",
}

_loaded: dict[str, Title] = {}


def title_names() -> list[str]:
    return list(TITLE_MODULES)


def get_title(name: str) -> Title:
    if name not in TITLE_MODULES:
        raise RuleError("engine.unknown_title", title=name, known=", ".join(TITLE_MODULES))
    if name not in _loaded:
        _loaded[name] = importlib.import_module(TITLE_MODULES[name]).TITLE
    return _loaded[name]
