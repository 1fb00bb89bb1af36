"""The rules core and the file layer never import pygame (DESIGN: Layers)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_game_and_saves_never_import_pygame():
    offenders = []
    for package in ("game", "saves"):
        for path in (ROOT / package).rglob("*.py"):
            if any(name.split(".")[0] in ("pygame", "pygame_gui", "scenes") for name in imported_modules(path)):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_loading_never_runs_code():
    risky = []
    for package in ("game", "saves", "scenes"):
        for path in (ROOT / package).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for word in ("pickle", "eval(", "exec(", "yaml.load("):
                if word in text:
                    risky.append(f"{path.relative_to(ROOT)}: {word}")
    assert risky == []
