"""About (from the title's About button, or I): the version, the app's licence, the libraries it carries with
theirs, and where the player's data folder is.

A player asking for help is asked which version they have and where their saves are; a licence owed to the
libraries is owed where a player can read it.  The screen is lines, each a label and its value: Up and Down
move along them and each is spoken as the focus reaches it, as on the keys' list; a click picks a line; Esc,
Enter, the right button or Close leave.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from ... import assets
from ...catalogue import N_, _
from ...version import LIBRARIES, LICENCE, library_version, version
from ..speech.screens import ABOUT_HEADING, ABOUT_HOW, about_screen, control
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, dim, draw_button, draw_panel, hit

LICENCE_WORDS = {
    "LicenseRef-Proprietary": N_("Proprietary: all rights reserved (not open source)"),
    "LGPL-2.1": N_("GNU LGPL 2.1, a free software licence"),
    "MIT": N_("MIT, a free software licence"),
}
"""Each licence's SPDX name in plain words; a name not here is shown as it is."""
LINES_SHOWN = 3
"""The most lines one value takes (a long data folder's path wraps at its separators)."""


def licence_words(spdx: str) -> str:
    """The licence named ``spdx`` as a player reads it."""
    words = LICENCE_WORDS.get(spdx)
    return _(words) if words is not None else spdx


def about_lines(folder: Path) -> list[tuple[str, str]]:
    """What the screen says, label and value, in the player's language (``folder``: the data folder)."""
    lines = [(_("Version"), version()), (_("Licence"), licence_words(LICENCE))]
    for name, spdx in LIBRARIES:
        lines.append((" ".join(part for part in (name, library_version(name)) if part), licence_words(spdx)))
    lines.append((_("Data folder"), str(folder)))
    return lines


def broken(value: str, px: int, width: int) -> list[str]:
    """``value`` in lines no wider than ``width``: wrapped at spaces, and a path (which has none) at its
    separators, each line's end kept; at most :data:`LINES_SHOWN`, the last cut with an ellipsis."""
    f = theme.font(px)
    lines: list[str] = []
    for word in theme.wrap(value, px, width):
        line = ""
        for piece in word.replace(os.sep, os.sep + "\0").split("\0"):
            if line and f.size(line + piece)[0] > width:
                lines.append(line)
                line = piece
            else:
                line += piece
        lines.append(line)
    if len(lines) > LINES_SHOWN:
        lines[LINES_SHOWN - 1] = " ".join(lines[LINES_SHOWN - 1:])
    return [theme.fit(line, px, width) for line in lines[:LINES_SHOWN]]


class AboutScene(Scene):
    """The lines listed over the screen below; the focused one is lit and spoken."""

    overlay = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        store = app.store
        self.lines = about_lines(store.folder if store is not None else assets.data_dir())
        self.row = 0
        self.rows: list[pygame.Rect] = []
        """Where each line is drawn, for the pointer (set by :meth:`resize`)."""
        self.close = Button("close", "", pygame.Rect(0, 0, 0, 0))
        self.hover = False
        self.resize(app.size)

    def title_words(self) -> str:
        return about_screen()

    def focus_words(self) -> str:
        label, value = self.lines[self.row]
        return control(label, value, (self.row, len(self.lines)))

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind in (Kind.BACK, Kind.CONFIRM, Kind.ALT_PRESS):
            self.app.pop()
        elif kind is Kind.PRESS:
            if hit([self.close], intent.pos) is not None:
                self.app.pop()
                return
            row = next((k for k, rect in enumerate(self.rows) if rect.collidepoint(intent.pos)), None)
            if row is not None:
                self.row = row
        elif kind is Kind.MOTION:
            self.hover = self.close.rect.collidepoint(intent.pos)
        elif kind in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            step = -1 if kind in (Kind.UP, Kind.LEFT) else 1
            self.row = (self.row + step) % len(self.lines)
        elif kind in (Kind.HOME, Kind.END):
            self.row = 0 if kind is Kind.HOME else len(self.lines) - 1

    def _measure(self, size: tuple[int, int]) -> tuple[pygame.Rect, int, int, int, list[list[str]]]:
        """The panel, the text's size, the line step, the label column's width and each value's lines."""
        w, h = size
        u = min(w / 1280, h / 800)
        px = max(14, round(22 * u))
        step = theme.font(px).get_linesize()
        width = min(w - 20, round(1000 * u))
        label = min(width // 3, max(theme.font(px, bold=True).size(lab)[0] for lab, __ in self.lines))
        value = width - label - round(80 * u)
        values = [broken(v, px, value) for __, v in self.lines]
        rows = sum(len(v) for v in values) * step + len(values) * round(8 * u)
        panel = pygame.Rect(0, 0, width, min(h - 20, round(200 * u) + rows))
        panel.center = (w // 2, h // 2)
        return panel, px, step, label, values

    def resize(self, size: tuple[int, int]) -> None:
        panel, px, step, __, values = self._measure(size)
        u = min(size[0] / 1280, size[1] / 800)
        y = panel.top + round(100 * u)
        self.rows = []
        for lines in values:
            self.rows.append(pygame.Rect(panel.left + round(20 * u), y, panel.width - round(40 * u), step * len(lines)))
            y += step * len(lines) + round(8 * u)
        words = _("Close")
        close = pygame.Rect(0, 0, max(round(160 * u), theme.font(px).size(words)[0] + round(30 * u)),
                            max(30, round(48 * u)))
        close.midbottom = (panel.centerx, panel.bottom - round(14 * u))
        self.close = Button("close", words, close, selected=False)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        dim(surface, 150)
        panel, px, step, label, values = self._measure((w, h))
        draw_panel(surface, panel, alpha=250)
        theme.blit_text(surface, theme.fit(_(ABOUT_HEADING), round(34 * u), panel.width - 20, bold=True),
                        round(34 * u), theme.GOLD, bold=True, center=(panel.centerx, panel.top + round(32 * u)))
        how = max(13, round(17 * u))
        theme.blit_text(surface, theme.fit(_(ABOUT_HOW), how, panel.width - 20), how, theme.TEXT_DIM,
                        center=(panel.centerx, panel.top + round(66 * u)))
        left = panel.left + round(30 * u)
        middle = left + label + round(30 * u)
        for k, ((name, __), lines, rect) in enumerate(zip(self.lines, values, self.rows, strict=True)):
            colour = theme.GOLD if k == self.row else theme.TEXT
            theme.blit_text(surface, theme.fit(name, px, label, bold=True), px, colour, bold=True,
                            topleft=(left, rect.top))
            for n, line in enumerate(lines):
                theme.blit_text(surface, line, px, colour, topleft=(middle, rect.top + n * step))
        draw_button(surface, self.close, hot=self.hover, px=px)
