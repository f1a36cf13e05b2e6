"""The pause menu over the table: resume, the score sheet, the rules, settings, a new game or quit (and at a
practice table, leave it for the match or review it was opened from).

Starting a new game and quitting are confirmed first.

It is an overlay scene, so the frozen table stays visible (dimmed) beneath it;
the table does not update while the menu is on top, so no computer moves.
"""

from __future__ import annotations

from typing import cast

import pygame

from ...catalogue import N_, _
from ..speech.queue import Priority
from ..speech.screens import menu_screen
from ..table.interface import Table
from ..toolkit import theme
from ..toolkit.app import App
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, column, dim, draw_buttons, draw_panel, label_width
from .menu import ColumnMenu

QUESTIONS = {
    "newgame": N_("Abandon this match and set up a new one?"),
    "quit": N_("Quit Lohai & Friends? Your match is saved: Continue on the title picks it up again."),
    "leave": N_("Quit Lohai & Friends?"),
}


class PauseScene(ColumnMenu):
    """Resume / New game / Quit, with a yes-or-no question before anything is lost."""

    def __init__(self, app: App, table: Table | None = None, *, asking: str | None = None) -> None:
        """``asking``: open on that question alone (Esc on the title asks "Quit?"); No closes it."""
        super().__init__(app)
        self.table = table
        self.confirming: str | None = asking
        self.only_asking = asking is not None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.question: tuple[str, ...] = ()
        self.size = app.size
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u = min(w / 1280, h / 800)
        bw, bh, gap = round(300 * u), max(34, round(52 * u)), round(14 * u)
        if self.confirming is None:
            keys = [("resume", _("Resume"))]
            if self.table is not None and self.table.setup.practice:
                keys.append(("practice", _("Leave practice")))
            if self.table is not None:
                keys += [("scores", _("Score sheet (S)")), ("rules", _("Rules (R)"))]
                if self.app.settings.undo:
                    keys.append(("undo", _("Take back my move (U)")))
            keys += [("settings", _("Settings")), ("title", _("Back to the title")), ("newgame", _("New game")),
                     ("quit", _("Quit"))]
        else:
            keys = [("no", _("No, stay") if self.only_asking else _("No, keep playing")), ("yes", _("Yes"))]
        bw = max(bw, label_width([label for _key, label in keys], round(30 * u)) + round(40 * u))  # large print
        width = min(bw + round(300 * u), w - 2 * gap)
        self.question = self._question(width - 2 * round(30 * u), u)
        extra = max(0, len(self.question) - 1) * theme.font(self._question_px(u)).get_linesize()
        height = round(130 * u) + len(keys) * (bh + gap) + extra
        self.panel = pygame.Rect(0, 0, width, height)  # as tall as its buttons: a yes-or-no has no empty floor
        self.panel.center = (w // 2, h // 2)
        top = self.panel.top + round(100 * u) + extra
        self.buttons = column(w // 2, top, bw, bh, gap, keys)
        self.focus = min(self.focus, len(self.buttons) - 1)
        self.buttons = [Button(b.key, b.label, b.rect, selected=i == self.focus) for i, b in enumerate(self.buttons)]

    @staticmethod
    def _question_px(u: float) -> int:
        return max(16, round(22 * u))

    def _question(self, room: int, u: float) -> tuple[str, ...]:
        """The question asked, wrapped to the panel's width (a long one, or large print, takes lines)."""
        if self.confirming is None:
            return ()
        return theme.wrap(_(QUESTIONS[self.confirming]), self._question_px(u), room)

    def title_words(self) -> str:
        return menu_screen(_(QUESTIONS[self.confirming]) if self.confirming is not None else "")

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind is Kind.BACK:
            self.press("no" if self.confirming else "resume")
        elif kind is Kind.SCORES and self.confirming is None:
            self.press("scores")
        elif kind is Kind.RULES and self.confirming is None:
            self.press("rules")
        else:
            self.handle_menu(intent)

    def press(self, key: str) -> None:
        if key == "resume":
            self.app.pop()
        elif key == "undo":
            self.app.pop()
            if self.table is not None:
                self.table.undo()
        elif key == "practice":
            self._leave_practice()
        elif key == "title":
            self._to_title()
        elif key in ("scores", "rules", "settings"):
            self._open(key)
        elif key in QUESTIONS:
            self.confirming, self.focus = key, 0
            self.resize(self.size)
            self.app.speak(self.title_words(), Priority.SCREEN)  # the question, before the focus on No
        elif key == "no" and self.only_asking:
            self.app.pop()
        elif key == "no":
            self.confirming, self.focus = None, 0
            self.resize(self.size)
        elif key == "yes" and self.confirming in ("quit", "leave"):
            self.app.quit()
        elif key == "yes":
            self._abandon()

    def _leave_practice(self) -> None:
        """Off the practice table, back to what it was opened over: the real match's table or its review."""
        self.app.pop()
        if self.table is not None and self.app.top is cast(object, self.table):
            self.app.pop()

    def _to_title(self) -> None:
        """Back to the title, the match kept: it is saved as it stands, and Continue there picks it up."""
        while len(self.app.stack) > 1 and not (self.app.top is not None and self.app.top.home):
            self.app.pop()

    def _abandon(self) -> None:
        """A new game instead of this match: its save goes (the title offers no Continue for it), and the
        player lands on this game's new-game screen, whether the match was begun there or resumed."""
        self.app.pop()
        table = self.table
        if table is None:
            return
        table.abandon()
        if self.app.top is cast(object, table):
            self.app.pop()
        if self.app.top is not None:
            self.app.top.start_over(table.setup.rules)

    def _open(self, key: str) -> None:
        """The score sheet, rules or settings over this menu; Esc there comes back here."""
        table = self.table
        if key == "settings":
            from .settings import SettingsScene
            self.app.push(SettingsScene(self.app))
        elif key == "scores" and table is not None:
            from .scoresheet import ScoreSheetScene
            self.app.push(ScoreSheetScene(self.app, table))
        elif key == "rules" and table is not None:
            from .rules import RulesScene
            self.app.push(RulesScene(self.app, table.setup.rules))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.panel, alpha=250)
        u = min(self.size[0] / 1280, self.size[1] / 800)
        title = _("Paused") if self.confirming is None else _("Are you sure?")
        theme.blit_text(surface, title, round(44 * u), theme.GOLD, bold=True,
                        center=(self.panel.centerx, self.panel.top + round(40 * u)))
        if self.confirming is not None:
            px = self._question_px(u)
            line = theme.font(px).get_linesize()
            for k, words in enumerate(self.question):
                theme.blit_text(surface, words, px, theme.TEXT,
                                center=(self.panel.centerx, self.panel.top + round(76 * u) + k * line))
        elif (setup := getattr(self.table, "setup", None)) is not None:  # to replay or report this match
            theme.blit_text(surface, _("Seed {seed}").format(seed=setup.seed), max(14, round(18 * u)), theme.TEXT_DIM,
                            center=(self.panel.centerx, self.panel.top + round(76 * u)))
        draw_buttons(surface, self.buttons, self.hover, px=round(30 * u))
