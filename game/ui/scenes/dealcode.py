"""Play a deal by its code: a code pasted or typed on the new-game screen, dealt at a practice table.

The summary shows each hand's deal code (and Copy puts it on the clipboard);
here it comes back: the code is read and dealt as ``python -m game.sim --deal``
reads and deals it, with the same refusals, said and shown in the field's
place.  The deal is played at a practice table, the seats' levels as the
new-game screen has them: nothing of it is saved over a match or counted.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...catalogue import N_, _
from ...engine import RuleSet
from ...engine.deals import MAX_CODE, DealCodeError, deal_again, read_deal, rules_for
from ...seating import MatchSetup
from ..speech.queue import Priority
from ..table.clipboard import paste_text
from ..toolkit import theme
from ..toolkit.app import App, Scene
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, dim, draw_buttons, draw_panel, hit, label_width

HELP = N_("Paste a code from a hand's summary (Ctrl+V) or type it, like oh_hell:classic:4p:h1:d0:00000000000004d2")
"""The line under the dialog's title."""
KEYS = ("play", "paste", "cancel")
"""The dialog's buttons, left to right; the keys do the same (Enter plays, Ctrl+V pastes, Esc cancels), as the
field has the keyboard."""


class DealCodeScene(Scene):
    """A field for a deal code over the new-game screen, with Paste, Play and Cancel."""

    overlay = True

    def __init__(self, app: App, rules: RuleSet, levels: Sequence[str], seed: int) -> None:
        """``rules``: the game the new-game screen sets up (its rule file deals a code of its game); ``levels``:
        the computer seats' levels chosen there; ``seed``: the match's seed, shown in the pause menu."""
        super().__init__(app)
        self.rules = rules
        self.levels = list(levels)
        self.seed = seed
        self.code = ""
        self.refusal = ""
        """Why the last code was refused ("" for none yet)."""
        self.typing = True
        """The field has the keys: they type the code (the app's mapper reads this)."""
        self.hover: str | None = None
        self.buttons: list[Button] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.field = pygame.Rect(0, 0, 0, 0)
        self.help_lines = 1
        self.size = app.size
        pygame.key.start_text_input()
        self.resize(app.size)

    # -- layout -------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u = min(w / 1280, h / 800)
        px = max(17, round(24 * u))
        bh, gap = max(30, round(46 * u)), max(6, round(12 * u))
        labels = [_("Play (Enter)"), _("Paste (Ctrl+V)"), _("Cancel (Esc)")]
        bw = max(round(200 * u), label_width(labels, px) + round(30 * u))
        width = min(w - 2 * gap, max(round(860 * u), 3 * bw + 4 * gap))
        bw = min(bw, (width - 4 * gap) // 3)
        line = theme.font(px).get_linesize()
        refusal_lines = len(theme.wrap(self.refusal, px, width - 4 * gap)) if self.refusal else 0
        self.help_lines = max(1, len(theme.wrap(_(HELP), round(px * 0.85), width - 4 * gap)))
        help_h = self.help_lines * theme.font(round(px * 0.85)).get_linesize()
        height = 4 * gap + round(line * 1.6) + help_h + gap + bh + 2 * gap + max(1, refusal_lines) * line \
            + 2 * gap + bh + 2 * gap
        self.panel = pygame.Rect(0, 0, width, min(h - 2 * gap, height))
        self.panel.center = (w // 2, h // 2)
        top = self.panel.top + 2 * gap + round(line * 1.6) + help_h + gap
        self.field = pygame.Rect(self.panel.left + 2 * gap, top, width - 4 * gap, bh)
        row = self.panel.bottom - 2 * gap - bh
        left = self.panel.centerx - (3 * bw + 2 * gap) // 2
        self.buttons = [Button(key, label, pygame.Rect(left + i * (bw + gap), row, bw, bh), selected=key == "play")
                        for i, (key, label) in enumerate(zip(KEYS, labels, strict=True))]

    # -- words --------------------------------------------------------------------
    def title_words(self) -> str:
        return _("Play a deal by its code. Paste a code from a hand's summary with Ctrl+V, or type it; "
                 "Enter plays it, Escape goes back")

    def focus_words(self) -> str:
        return _("Deal code: {code}").format(code=self.code) if self.code else _("Deal code, empty")

    # -- input --------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind is Kind.TEXT:
            self._set("".join(c for c in self.code + intent.text if c.isprintable()))
        elif kind is Kind.ERASE:
            self._set(self.code[:-1])
        elif kind is Kind.PASTE:
            self.press("paste")
        elif kind is Kind.CONFIRM:
            self.press("play")
        elif kind in (Kind.BACK, Kind.ALT_PRESS):
            self.press("cancel")
        elif kind is Kind.MOTION:
            button = hit(self.buttons, intent.pos)
            self.hover = button.key if button else None
        elif kind is Kind.PRESS:
            button = hit(self.buttons, intent.pos)
            if button is not None:
                self.press(button.key)

    def _set(self, code: str) -> None:
        self.code = code[:4 * MAX_CODE]  # well over the longest code: a long paste is refused in words, not cut
        self.refusal = ""
        self.resize(self.size)

    def press(self, key: str) -> None:
        if key == "cancel":
            self._leave()
            self.app.pop()
        elif key == "paste":
            pasted = paste_text()
            if pasted is None:
                self._refuse(_("No clipboard here: type the code instead"))
            elif not pasted.strip():
                self._refuse(_("The clipboard holds no text: copy a deal code first"))
            else:
                self._set(" ".join(pasted.split()))
                self.app.speak(_("Pasted: {code}").format(code=self.code), Priority.URGENT)
        elif key == "play":
            self.play()

    def play(self) -> None:
        """Deal the code at a practice table, or say why it cannot be dealt (as ``game.sim --deal`` would)."""
        from ..table.factory import practice_table
        try:
            deal = read_deal(self.code)
            rules = rules_for(deal, self.rules)
            deal_again(deal, rules)  # every refusal before the seats are made for its players
            setup = MatchSetup(rules, deal.variant, (None, *self.levels[:deal.players - 1]), self.seed,
                               self.app.settings.player_name, practice=True)
            table = practice_table(self.app, setup, deal)
        except DealCodeError as error:
            self._refuse(_("Deal code refused: {error}").format(error=error))
            return
        self._leave()
        self.app.replace(table)
        table.say(_("A deal by its code, played for practice: nothing of it is saved or counted"))

    def _refuse(self, words: str) -> None:
        self.refusal = words
        self.app.sounds.play("error")
        self.app.speak(words, Priority.URGENT)
        self.resize(self.size)

    def _leave(self) -> None:
        self.typing = False
        pygame.key.stop_text_input()

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        w, h = self.size
        u = min(w / 1280, h / 800)
        px = max(17, round(24 * u))
        gap = max(6, round(12 * u))
        line = theme.font(px).get_linesize()
        draw_panel(surface, self.panel)
        inner = self.panel.inflate(-4 * gap, 0)
        y = self.panel.top + 2 * gap
        title, size = theme.fit_shrinking(_("Play a deal by its code"), round(px * 1.3), inner.width)
        theme.blit_text(surface, title, size, theme.GOLD, bold=True, center=(self.panel.centerx, y + line // 2))
        y += round(line * 1.6)
        theme.blit_wrapped(surface, _(HELP), round(px * 0.85), theme.TEXT_DIM,
                           pygame.Rect(inner.left, y, inner.width, self.field.top - y))
        pygame.draw.rect(surface, theme.PAPER, self.field, border_radius=max(4, self.field.height // 6))
        pygame.draw.rect(surface, theme.GOLD, self.field, width=2, border_radius=max(4, self.field.height // 6))
        room = self.field.width - 2 * gap
        shown = self.code + "|"
        while shown and theme.font(px).size(shown)[0] > room:
            shown = shown[1:]  # the end of a long code, where the typing is
        theme.blit_text(surface, shown, px, theme.INK, midleft=(self.field.left + gap, self.field.centery))
        if self.refusal:
            theme.blit_wrapped(surface, self.refusal, px, theme.BAD,
                               pygame.Rect(inner.left, self.field.bottom + gap, inner.width,
                                           self.buttons[0].rect.top - self.field.bottom - 2 * gap))
        draw_buttons(surface, self.buttons, self.hover, px=round(px * 0.95))
