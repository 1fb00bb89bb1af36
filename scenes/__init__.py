"""Holdout's program: pygame-ce draws the tables, pygame-gui the menus' form controls.

Scenes read `Session.view(seat)` and send commands; they never change game state themselves.
"""
