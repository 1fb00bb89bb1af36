"""The table of the tiny title with secrets (`tests/engine/hands.py`): it draws the holder's own
card as a block of a colour no other drawing uses, so a test can tell from the pixels of a frame
whose secret it shows."""

from __future__ import annotations

import pygame

from scenes.programs import Program
from scenes.table import TableScene


def secret_colour(card: int) -> tuple[int, int, int]:
    return (201, 17 + card * 20, 99)


class HandsTable(TableScene):
    name = "hands"

    def question(self):
        return f"Seat {self.holder + 1}: name a number", ""

    def draw_board(self, surface) -> None:
        if self.view.mine:
            pygame.draw.rect(surface, secret_colour(self.view.mine), pygame.Rect(400, 300, 300, 300))


PROGRAM = Program(colour=(201, 17, 99), table=lambda: HandsTable)
