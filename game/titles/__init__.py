"""One package per title; each defines `TITLE`, registered in `game.engine.registry`."""
