"""The claim over the table: every trick left is mine, or none is.

Opened by C or the top bar's Claim.  A choice closes this panel and the table
beneath has the claim checked on the player's view (:mod:`game.ui.table.claims`),
saying "Checking your claim…" meanwhile: a certain claim then plays the hand
out; for a refused one the message line says which card could break it.
"""

from __future__ import annotations

import pygame

from ...catalogue import N_, _
from ...engine.claim import Claim
from ..speech.screens import claim_screen
from ..table.interface import Table
from ..toolkit import theme
from ..toolkit.app import App
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, column, dim, draw_buttons, draw_panel, label_width
from .menu import ColumnMenu

CHOICES = (("all", N_("Every trick left is mine")), ("none", N_("No trick left is mine")),
           ("cancel", N_("Cancel")))
EXPLAIN = N_("The hand ends at once if this is certain however the others play.")


class ClaimScene(ColumnMenu):
    """Two claims and Cancel; Up and Down move the focus, Enter chooses, Esc cancels."""

    def __init__(self, app: App, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.unit = 1.0
        self.explain: tuple[str, ...] = ()
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.unit = min(w / 1280, h / 800)
        bw, bh, gap = round(380 * u), max(34, round(52 * u)), round(14 * u)
        labels = [_(words) for __, words in CHOICES]
        bw = min(w - 4 * gap, max(bw, label_width(labels, round(28 * u)) + round(40 * u)))  # large print, Finnish
        width = min(w - 2 * gap, max(round(680 * u), bw + round(60 * u)))
        self.explain = theme.wrap(_(EXPLAIN), self._px(), width - round(30 * u))
        extra = (len(self.explain) - 1) * theme.font(self._px()).get_linesize()
        self.panel = pygame.Rect(0, 0, width, round(130 * u) + extra + len(CHOICES) * (bh + gap))
        self.panel.center = (w // 2, h // 2)
        buttons = column(w // 2, self.panel.top + round(110 * u) + extra, bw, bh, gap,
                         tuple((key, label) for (key, __), label in zip(CHOICES, labels, strict=True)))
        self.buttons = [Button(b.key, b.label, b.rect, selected=i == self.focus) for i, b in enumerate(buttons)]

    def _px(self) -> int:
        return max(15, round(20 * self.unit))

    def title_words(self) -> str:
        return claim_screen(_(EXPLAIN))

    def handle(self, intent: Intent) -> None:
        if intent.kind is Kind.BACK:
            self.press("cancel")
        else:
            self.handle_menu(intent)

    def press(self, key: str) -> None:
        self.app.pop()
        if key != "cancel":
            self.table.claim(Claim(key))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        draw_panel(surface, self.panel, alpha=250)
        u = self.unit
        theme.blit_text(surface, _("Claim the rest of the hand"), round(40 * u), theme.GOLD, bold=True,
                        center=(self.panel.centerx, self.panel.top + round(38 * u)))
        line = theme.font(self._px()).get_linesize()
        for k, words in enumerate(self.explain):  # wrapped: large print and Finnish take two lines
            theme.blit_text(surface, words, self._px(), theme.TEXT,
                            center=(self.panel.centerx, self.panel.top + round(76 * u) + k * line))
        draw_buttons(surface, self.buttons, self.hover, px=round(28 * u))
