"""The title's question before a new game would take the saved match's place.

Only one match is kept: starting another from the title saves over the one that
Continue offers.  So a game picked on the title while a match is saved asks
first, naming the match and how far it got ("Start Lo-Hi? Your Lohai match
(hand 2, 425 points) will be lost."); "Keep my match" closes the question,
"Start anyway" goes on to the new-game screen.  The question is the screen's
title, so it is spoken as it comes up, and the focus is on keeping the match.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...catalogue import _
from ...session import MatchSession, ResumeError
from ...store import SavedMatch
from ..speech.screens import question_screen
from ..table.plugin import game_table
from ..toolkit import theme
from ..toolkit.app import App
from ..toolkit.intents import Intent, Kind
from ..toolkit.widgets import Button, column, dim, draw_buttons, draw_panel, label_width
from .menu import ColumnMenu


def saved_match_words(saved: SavedMatch, title: str) -> str:
    """The saved match as the question names it: "Lohai match (hand 2, 425 points)", the hand in the game's
    own word ("round" in Lo-Hi); a save that no longer replays is named by its game alone."""
    try:
        session = MatchSession.resume(saved)
    except ResumeError:
        return _("{game} match").format(game=title)
    match, human = session.match, session.setup.human
    word = _(game_table(session.setup).hand_word).lower()
    points = match.totals[human] if human is not None else 0
    number = match.hand_number + 1 if match.state.is_over() else match.hand_number  # saved between hands
    return _("{game} match ({hand} {number}, {points} points)").format(
        game=title, hand=word, number=number, points=points)


def keep_question(game: str, match: str) -> str:
    """The question itself, shown and spoken."""
    return _("Start {game}? Your {match} will be lost.").format(game=game, match=match)


class KeepMatchScene(ColumnMenu):
    """Keep my match / Start anyway, over the title."""

    def __init__(self, app: App, game: str, saved: SavedMatch, saved_title: str,
                 start: Callable[[], None]) -> None:
        """``game``: the game to start; ``saved``: the match that would be lost (its game ``saved_title``);
        ``start``: what "Start anyway" goes on to (the new-game screen)."""
        super().__init__(app)
        self.question = keep_question(game, saved_match_words(saved, saved_title))
        self.start = start
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.size = app.size
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        u = min(w / 1280, h / 800)
        keys = [("keep", _("Keep my match")), ("start", _("Start anyway"))]
        bw = max(round(300 * u), label_width([label for _key, label in keys], round(30 * u)) + round(40 * u))
        bh, gap = max(34, round(52 * u)), round(14 * u)
        width = min(w - 40, max(bw + round(300 * u), round(760 * u)))
        lines = theme.wrap(self.question, self._px(), width - round(60 * u))
        top = round(90 * u) + len(lines) * theme.print_px(self._px())
        self.panel = pygame.Rect(0, 0, width, top + len(keys) * (bh + gap) + round(20 * u))
        self.panel.center = (w // 2, h // 2)
        self.buttons = column(w // 2, self.panel.top + top, bw, bh, gap, keys)
        self.buttons = [Button(b.key, b.label, b.rect, selected=i == self.focus) for i, b in enumerate(self.buttons)]

    def _px(self) -> int:
        return max(16, round(24 * min(self.size[0] / 1280, self.size[1] / 800)))

    def title_words(self) -> str:
        return question_screen(self.question)  # the focus follows after a full stop of its own

    def handle(self, intent: Intent) -> None:
        if intent.kind is Kind.BACK:
            self.press("keep")
        else:
            self.handle_menu(intent)

    def press(self, key: str) -> None:
        self.app.pop()
        if key == "start":
            self.start()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.panel, alpha=250)
        u = min(self.size[0] / 1280, self.size[1] / 800)
        theme.blit_text(surface, _("Are you sure?"), round(44 * u), theme.GOLD, bold=True,
                        center=(self.panel.centerx, self.panel.top + round(40 * u)))
        px = self._px()
        for k, line in enumerate(theme.wrap(self.question, px, self.panel.width - round(60 * u))):
            theme.blit_text(surface, line, px, theme.TEXT,
                            center=(self.panel.centerx, self.panel.top + round(76 * u) + k * theme.print_px(px)))
        draw_buttons(surface, self.buttons, self.hover, px=round(30 * u))
