"""The keys at the table, over it (F2 or ?): every key and what it does, for a player playing by ear.

The list is :data:`game.ui.speech.screens.KEYS`, the same the rules screen shows.
Up and Down read the keys one by one (each is spoken as the focus reaches it);
Esc, Enter, F2 or ? close it.
"""

from __future__ import annotations

import pygame

from ...catalogue import _
from ..speech.screens import KEYS, KEYS_HEADING, KEYS_HOW, control, keys_screen, table_keys
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import dim, draw_panel


class KeyHelpScene(Scene):
    """The keys listed; the focused one is lit and spoken."""

    overlay = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.row = 0

    def title_words(self) -> str:
        return keys_screen()

    def focus_words(self) -> str:
        key, what = table_keys()[self.row]
        return control(key, what, (self.row, len(KEYS)))

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind in (Kind.BACK, Kind.CONFIRM, Kind.HELP, Kind.ALT_PRESS, Kind.PRESS):
            self.app.pop()
        elif kind in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            step = -1 if kind in (Kind.UP, Kind.LEFT) else 1
            self.row = (self.row + step) % len(KEYS)
        elif kind in (Kind.HOME, Kind.END):
            self.row = 0 if kind is Kind.HOME else len(KEYS) - 1

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        dim(surface, 150)
        px = max(14, round(21 * u))
        step = theme.font(px).get_linesize() + max(2, round(3 * u))
        panel = pygame.Rect(0, 0, min(w - 20, round(900 * u)), min(h - 20, round(110 * u) + step * len(KEYS)))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, alpha=250)
        theme.blit_text(surface, _(KEYS_HEADING), round(34 * u), theme.GOLD, bold=True,
                        center=(panel.centerx, panel.top + round(30 * u)))
        theme.blit_text(surface, _(KEYS_HOW), max(13, round(17 * u)), theme.TEXT_DIM,
                        center=(panel.centerx, panel.top + round(60 * u)))
        left, middle = panel.left + round(30 * u), panel.left + round(230 * u)
        top = panel.top + round(84 * u)
        for k, (key, what) in enumerate(table_keys()):
            y = top + k * step
            colour = theme.GOLD if k == self.row else theme.TEXT
            theme.blit_text(surface, key, px, colour, bold=True, topleft=(left, y))
            theme.blit_text(surface, theme.fit(what, px, panel.right - middle - round(20 * u)), px, colour,
                            topleft=(middle, y))
