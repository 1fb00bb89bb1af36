"""The floor for start-up: an empty pygame-ce + pygame_gui window of Holdout's size, drawing one
frame. Run as a program by benchmarks/startup.py; prints the same line the game prints."""

import os
import time

import pygame
import pygame_gui

SIZE = (1920, 1080)

pygame.init()
screen = pygame.display.set_mode(SIZE, pygame.SCALED | pygame.RESIZABLE)
manager = pygame_gui.UIManager(SIZE)
manager.update(0.0)
screen.fill((20, 24, 30))
manager.draw_ui(screen)
pygame.display.flip()
print(f"first-frame-seconds {time.time() - float(os.environ['HOLDOUT_LAUNCHED_AT']):.4f}", flush=True)
