"""The spoken lines on screen (V at the table): the last things said, newest at the bottom.

Speech goes by once; a player who missed a line, or who reads along, can keep
the recent lines open in a pane over the table's upper left.  The pane only
draws what the app's speaker keeps (:attr:`~game.ui.speech.queue.Speaker.recent`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...catalogue import N_, _
from ..toolkit import theme
from ..toolkit.widgets import draw_panel
from .layout import TableLayout

SHOWN = 12
"""Lines the pane shows at most."""
PANE_TITLE = N_("Spoken (V hides)")


def pane_rect(layout: TableLayout) -> pygame.Rect:
    """Below the top bar on the left, half the table wide, down to the trick's bottom."""
    gap = layout.margin
    top = layout.top_bar.bottom + gap
    width = max(320, layout.size[0] // 2 - 2 * gap)
    return pygame.Rect(gap, top, width, max(120, layout.trick.bottom - top))


def draw_spoken(surface: pygame.Surface, layout: TableLayout, recent: Sequence[str]) -> None:
    """The pane with the most recent lines that fit, wrapped, newest last (and brightest)."""
    rect = pane_rect(layout)
    px = max(15, round(layout.font_px * 0.9))
    pad = max(8, round(12 * layout.unit))
    head = theme.font(px, True).get_linesize() + pad // 2
    step = theme.font(px).get_linesize()
    said = list(recent)[-SHOWN:]
    width = rect.width - 2 * pad
    lines = [(piece, k == len(said) - 1) for k, line in enumerate(said) for piece in theme.wrap(line, px, width)]
    lines = lines[-max(1, (rect.height - 2 * pad - head) // step):]
    rect.height = min(rect.height, 2 * pad + head + step * max(1, len(lines)))
    draw_panel(surface, rect, alpha=240)
    theme.blit_text(surface, _(PANE_TITLE), px, theme.GOLD, bold=True, topleft=(rect.left + pad, rect.top + pad))
    for k, (text, newest) in enumerate(lines):
        theme.blit_text(surface, text, px, theme.TEXT if newest else theme.TEXT_DIM,
                        topleft=(rect.left + pad, rect.top + pad + head + k * step))
