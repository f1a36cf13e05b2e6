"""The whole match at a glance: every player's running total after each hand, drawn as lines.

The score sheet's numbers say exactly where everyone stands; the chart says
how they got there (who led all along, who came from behind, where the
match turned).  It is drawn by the app itself into the sheet's rows area:
hand numbers along the bottom, totals up the side (zero marked), one line
per player in a colour of its own, the name at the line's end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..toolkit import theme

LINE_COLOURS: tuple[theme.Colour, ...] = (
    (244, 200, 80), (120, 200, 250), (240, 120, 110), (140, 220, 140),
    (210, 150, 240), (250, 160, 70), (120, 230, 210), (230, 230, 230),
)
"""One colour per seat, far apart in hue and all light enough to read on the dark panel."""


@dataclass(frozen=True, slots=True)
class ChartLine:
    """One player's line: where each running total lies, in order from before the first hand."""

    name: str
    colour: theme.Colour
    points: tuple[tuple[int, int], ...]


def chart_lines(area: pygame.Rect, names: Sequence[str], totals: Sequence[Sequence[int]]) -> list[ChartLine]:
    """The lines for ``totals`` (one row per hand played, each a total per seat) in ``area``: the first point
    is every seat's zero before the first hand, the last the totals now."""
    seats = len(names)
    rows = [[0] * seats, *[list(row) for row in totals]]
    low = min(0, *(v for row in rows for v in row))
    high = max(1, *(v for row in rows for v in row))
    span_x = max(1, len(rows) - 1)

    def at(hand: int, value: int) -> tuple[int, int]:
        x = area.left + round(area.width * hand / span_x)
        y = area.bottom - round(area.height * (value - low) / (high - low))
        return x, y

    return [ChartLine(names[s], LINE_COLOURS[s % len(LINE_COLOURS)],
                      tuple(at(h, row[s]) for h, row in enumerate(rows))) for s in range(seats)]


def draw_chart(surface: pygame.Surface, frame: pygame.Rect, names: Sequence[str],
               totals: Sequence[Sequence[int]], px: int) -> None:
    """The chart in ``frame``: axes, zero line, hand numbers, one line per player with its name."""
    label_w = max(theme.font(px).size(n)[0] for n in names) + 16
    area = pygame.Rect(frame.left + px * 3, frame.top + px, frame.width - px * 3 - label_w, frame.height - px * 3)
    if area.width < 40 or area.height < 40:
        return
    pygame.draw.rect(surface, theme.PANEL_EDGE, area, width=1)
    values = [0, *(v for row in totals for v in row)]
    low, high = min(values), max(1, *values)
    for value in sorted({low, 0, high}):
        y = area.bottom - round(area.height * (value - low) / max(1, high - low))
        if value == 0 and low < 0:
            pygame.draw.line(surface, theme.TEXT_DIM, (area.left, y), (area.right, y))
        theme.blit_text(surface, str(value), px, theme.TEXT_DIM, midright=(area.left - 6, y))
    hands = len(totals)
    step = max(1, hands // 10)
    for hand in range(0, hands + 1, step):
        x = area.left + round(area.width * hand / max(1, hands))
        theme.blit_text(surface, str(hand), px, theme.TEXT_DIM, center=(x, area.bottom + px))
    ends: list[int] = []
    for line in chart_lines(area, names, totals):
        if len(line.points) > 1:
            pygame.draw.lines(surface, line.colour, False, line.points, 3)
        for point in line.points:
            pygame.draw.circle(surface, line.colour, point, 4)
        y = line.points[-1][1]
        while any(abs(y - other) < px for other in ends):  # names at the ends must not print over each other
            y += px
        ends.append(y)
        theme.blit_text(surface, line.name, px, line.colour, bold=True, midleft=(area.right + 8, y))
