"""The statistics screen's two small charts per game: the recent matches' scores, and the win rate over time.

Each is a chart in its own right, however small: a left axis marked with its
highest and lowest value, a bottom axis marked with the first and the last
match shown, and the latest value printed at the line's end, so a player reads
numbers rather than guessing at a squiggle.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...catalogue import _
from ..toolkit import theme


def spark_points(area: pygame.Rect, values: Sequence[float], low: float, high: float) -> list[tuple[int, int]]:
    """Where each value lies in ``area``, oldest on the left, ``high`` at the top and ``low`` at the bottom."""
    step = area.width / max(1, len(values) - 1)
    span = high - low
    return [(round(area.left + k * step),
             round(area.bottom - (0.5 if span == 0 else (value - low) / span) * area.height))
            for k, value in enumerate(values)]


def draw_spark(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[float], *, low: float, high: float,
               marks: tuple[str, str], last: str, px: int, dots: Sequence[theme.Colour] = ()) -> None:
    """A small line chart of ``values`` in ``rect``: the left axis marked ``marks`` (its top's and its bottom's
    value), the bottom axis numbered from 1 to the count of values, ``last`` at the line's end; ``dots``: a colour
    for each value's dot (none: the line alone)."""
    if not values:
        return
    font = theme.font(px)
    gutter = max(font.size(mark)[0] for mark in marks) + 4
    end = font.size(last)[0] + 6
    line = font.get_linesize()
    area = pygame.Rect(rect.left + gutter, rect.top + line // 2, rect.width - gutter - end,
                       rect.height - line - line // 2)
    if area.width < 20 or area.height < 8:
        return
    pygame.draw.line(surface, theme.TEXT_DIM, area.topleft, area.bottomleft)
    pygame.draw.line(surface, theme.TEXT_DIM, area.bottomleft, area.bottomright)
    theme.blit_text(surface, marks[0], px, theme.TEXT_DIM, midright=(area.left - 3, area.top))
    theme.blit_text(surface, marks[1], px, theme.TEXT_DIM, midright=(area.left - 3, area.bottom))
    theme.blit_text(surface, "1", px, theme.TEXT_DIM, center=(area.left, area.bottom + line // 2 + 1))
    if len(values) > 1:
        theme.blit_text(surface, str(len(values)), px, theme.TEXT_DIM, center=(area.right, area.bottom + line // 2 + 1))
    points = spark_points(area, values, low, high)
    if len(points) > 1:
        pygame.draw.lines(surface, theme.TEXT, False, points, 2)
    for point, colour in zip(points, dots, strict=False):
        pygame.draw.circle(surface, colour, point, 3)
    theme.blit_text(surface, last, px, theme.GOLD, bold=True, midleft=(points[-1][0] + 5, points[-1][1]))


def draw_scores(surface: pygame.Surface, rect: pygame.Rect, recent: Sequence[tuple[int, bool]], low_is_good: bool,
                px: int) -> None:
    """The recent matches' final scores, a green dot for each won and a red one for each lost; the better
    scores stand higher (in Laus, where points are bad, the lower)."""
    scores = [score for score, __ in recent]
    if not scores:
        return
    low, high = min(scores), max(scores)
    top, bottom = (low, high) if low_is_good else (high, low)
    draw_spark(surface, rect, [-s for s in scores] if low_is_good else scores, low=-bottom if low_is_good else bottom,
               high=-top if low_is_good else top, marks=(str(top), str(bottom)), last=str(scores[-1]), px=px,
               dots=[theme.GOOD if won else theme.BAD for __, won in recent])


def draw_win_rate(surface: pygame.Surface, rect: pygame.Rect, rates: Sequence[float], px: int) -> None:
    """The share of all matches won after each recent match, from 0 % to 100 %, the latest printed."""
    if rates:
        draw_spark(surface, rect, rates, low=0.0, high=1.0, marks=(percent(1.0), percent(0.0)),
                   last=percent(rates[-1]), px=px)


def percent(share: float) -> str:
    """A share as the screen prints it: "67%" (Finnish "67 %")."""
    return _("{percent}%").format(percent=round(share * 100))
