"""The settings panel measured: each row's place and height (the buttons running on to a second line in
large print), the title above the rows, the notes and buttons below, and a stepped row's − and + buttons.

Apart from the scene, which fits these to the window (closing the rows up in a short one) and scrolls them,
so the arithmetic reads on its own; nothing here holds state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ...catalogue import _
from ..art.cards import card_size
from ..toolkit import theme
from ..toolkit.widgets import Button
from .settings_rows import HEADINGS, ROWS, STEPPED, Row

Place = tuple[Row, int, int, list[tuple[int, int, int]]]
"""A row, its top and height in the list (from the first row's top), and where its buttons sit in it (x, y,
width)."""


@dataclass(frozen=True, slots=True)
class Measure:
    """The panel's measures at a size of text (``px``) and a window's scale (``unit``)."""

    px: int
    unit: float

    def rows(self, bh: int, gap: int, room: int) -> list[Place]:
        """Each row's :data:`Place`.  A row's buttons share its room equally; when their words need more
        (large print), each is as wide as the widest word and the buttons run on to a second line."""
        out: list[Place] = []
        y, small = 0, round(self.px * 0.9)
        for row in ROWS:
            height = card_size(round(bh * 2.1))[1] if row.field == "card_back" else bh
            each = min(round(190 * self.unit), (room - gap * (len(row.values) - 1)) // len(row.values))
            widest = max(theme.font(small).size(_(words))[0] for __, words in row.values) + 2 * gap
            if row.field not in STEPPED and row.field != "card_back" and widest > each:
                each = min(room, widest)
            per_line = max(1, (room + gap) // (each + gap))
            places = [((k % per_line) * (each + gap), (k // per_line) * (height + gap // 2), each)
                      for k in range(len(row.values))]
            lines = 1 if row.field in STEPPED else -(-len(row.values) // per_line)
            tall = lines * height + (lines - 1) * (gap // 2)
            if row.field in HEADINGS:
                tall += self.heading_h(gap)
            out.append((row, y, tall, places))
            y += tall + gap
        return out

    def heading_h(self, gap: int) -> int:
        """The height a group's heading takes above its first row."""
        return theme.font(self.px, True).get_linesize() + gap

    def head(self) -> int:
        """The panel's top above the rows: its title."""
        return round(80 * self.unit)

    def foot(self, bh: int, gap: int) -> int:
        """The panel's bottom below the rows: two lines of notes and the buttons."""
        step = theme.font(round(self.px * 0.7)).get_linesize()
        return round(18 * self.unit) + 2 * step + step // 2 + bh + gap * 2

    def height(self, bh: int, gap: int, room: int) -> int:
        """The panel's height with buttons ``bh`` high and ``gap`` apart: the title, every row, the foot."""
        layout = self.rows(bh, gap, room)
        return self.head() + layout[-1][1] + layout[-1][2] + self.foot(bh, gap)


def stepper(row: Row, left: int, y: int, bh: int, current: Any, focused: bool,
            span: int = 0) -> list[Button]:
    """The − and + buttons of a stepped row, ``span`` apart (four buttons' width unless more is asked)."""
    span = max(span, bh * 4)
    values = [v for v, __ in row.values]
    index = values.index(current) if current in values else 0
    return [Button(f"{row.field}:{max(0, index - 1)}", "−", pygame.Rect(left, y, bh, bh), enabled=index > 0),
            Button(f"{row.field}:{min(len(values) - 1, index + 1)}", "+",
                   pygame.Rect(left + bh + span, y, bh, bh), enabled=index < len(values) - 1)]
