"""A small bar chart: groups of bars (one per series) over named columns, with a legend."""

from __future__ import annotations

import pygame

from scenes import style


def grid_values(top: int) -> list[int]:
    """The values the chart's lines mark: none, the whole number nearest below the middle, the
    top; each line drawn at its own height (halfway up an odd top would be no whole number)."""
    return sorted({0, top // 2, top})


def draw_chart(surface, rect: pygame.Rect, chart) -> None:
    """`chart`: a `scenes.summary.Chart`. Values are whole numbers; the tallest bar fills the height."""
    style.draw_text(surface, chart.title, (rect.x, rect.y), 19, style.TEXT, "bold")
    legend_x = rect.right
    for name, colour, _ in reversed(chart.series):
        words = style.text(name, 15, style.TEXT_DIM)
        legend_x -= words.get_width()
        style.blit(surface, words, (legend_x, rect.y + 3))
        legend_x -= 18
        pygame.draw.rect(surface, colour, pygame.Rect(legend_x, rect.y + 5, 12, 12), border_radius=3)
        legend_x -= 16
    area = pygame.Rect(rect.x + 34, rect.y + 34, rect.width - 34, rect.height - 34 - 24)
    top = max([1] + [value for _, _, values in chart.series for value in values])
    for value in grid_values(top):
        y = area.bottom - round(area.height * value / top)
        pygame.draw.line(surface, style.BORDER, (area.x, y), (area.right, y), 1)
        style.draw_text(surface, str(value), (area.x - 8, y), 13, style.TEXT_DIM, "regular", "midright")
    columns = max(1, len(chart.columns))
    column_width = area.width / columns
    count = max(1, len(chart.series))
    bar = max(3, min(36, int(column_width * 0.8 / count)))
    label_size = 14 if column_width >= 60 else 11
    for index, label in enumerate(chart.columns):
        centre = area.x + column_width * (index + 0.5)
        left = centre - bar * count / 2
        for number, (_, colour, values) in enumerate(chart.series):
            value = values[index] if index < len(values) else 0
            height = round(area.height * value / top)
            if height:
                pygame.draw.rect(surface, colour, pygame.Rect(round(left + number * bar), area.bottom - height,
                                                              bar - 2, height), border_top_left_radius=3,
                                 border_top_right_radius=3)
        if columns <= 12 or index % ((columns + 11) // 12) == 0:
            style.draw_text(surface, label, (round(centre), area.bottom + 4), label_size, style.TEXT_DIM, "regular",
                            "midtop")
