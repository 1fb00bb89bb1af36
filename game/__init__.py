"""Holdout's rules core: pure Python, never imports pygame.

`game.engine` holds the contract every title follows; `game.titles` holds the titles.
"""

__version__ = "0.1.0"
