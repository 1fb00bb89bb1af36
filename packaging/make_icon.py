"""Draws Holdout's icon: a lit doorway in a dark wall under a night sky, the place you hold out.

    python packaging/make_icon.py        ->  assets/icon.png (256×256)

Drawn with pygame so that it needs no image editor and can be redrawn at any size.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

SIZE = 256
SKY, WALL, MORTAR, LIGHT, GLOW = (18, 24, 38), (58, 62, 74), (40, 43, 52), (246, 196, 84), (246, 196, 84, 60)


def draw(size: int = SIZE) -> pygame.Surface:
    s = size / SIZE
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(icon, SKY, icon.get_rect(), border_radius=int(48 * s))
    for x, y in ((52, 46), (92, 30), (188, 40), (212, 74), (150, 22)):            # stars
        pygame.draw.circle(icon, (200, 210, 235), (int(x * s), int(y * s)), max(1, int(3 * s)))
    wall = pygame.Rect(int(28 * s), int(96 * s), int(200 * s), int(132 * s))
    pygame.draw.rect(icon, WALL, wall, border_radius=int(10 * s))
    for col in range(5):                                                        # battlements
        pygame.draw.rect(icon, WALL, (int((28 + col * 44) * s), int(76 * s), int(24 * s), int(28 * s)))
    for row in range(1, 4):                                                     # courses of stone
        y = wall.y + int(row * 33 * s)
        pygame.draw.line(icon, MORTAR, (wall.x, y), (wall.right - 1, y), max(1, int(3 * s)))
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.ellipse(glow, GLOW, (int(70 * s), int(120 * s), int(116 * s), int(120 * s)))
    icon.blit(glow, (0, 0))
    door = pygame.Rect(int(100 * s), int(140 * s), int(56 * s), int(88 * s))
    pygame.draw.rect(icon, LIGHT, door, border_top_left_radius=int(28 * s), border_top_right_radius=int(28 * s))
    pygame.draw.circle(icon, SKY, (door.centerx, int(176 * s)), int(9 * s))     # a figure in the door
    pygame.draw.rect(icon, SKY, (door.centerx - int(10 * s), int(184 * s), int(20 * s), int(44 * s)),
                     border_top_left_radius=int(8 * s), border_top_right_radius=int(8 * s))
    return icon


def main() -> int:
    pygame.init()
    out = Path(__file__).resolve().parents[1] / "assets" / "icon.png"
    pygame.image.save(draw(), str(out))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
