"""The Koira table: collect cards in phase one, shed them in phase two, and do not be the last.

Phase one is played like any trick game here (drag a card onto the trick),
plus the stock: a click on it (or the panel's button) turns its top card up
and plays it instead of a hand card, while it holds two or more.  Phase two
is group play (:mod:`.table_group`): click cards to pick a sequence, drag one
onto the trick and the rest come along, or play a single card; to give up
the turn, click the lowest play in the trick (or drag it to the hand, or use
the button) and it comes back into the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ....engine import Action
from ....engine.core import ActionKind
from ....engine.koira_events import KoiraView
from ...table.gestures import Click, Drop
from ...table.group import GroupPlay
from ...table.interface import view_as
from ...table.panels import Choice, ChoicePanel, choice_panel
from ...toolkit.intents import Intent
from .draw import draw_koira
from .model import KoiraModel

WORDS = {"turnup": "Turn up the stock", "draw": "Take the lowest play"}


class KoiraTable(GroupPlay):
    """One game of Koira."""

    model_type = KoiraModel
    model: KoiraModel
    hand_word = "Game"

    @property
    def phase(self) -> str:
        return view_as(self, KoiraView).phase

    @property
    def grouping(self) -> bool:
        return self.phase == "two"

    @property
    def plays_tricks(self) -> bool:  # type: ignore[override]
        """Phase one's tricks can be reviewed; phase two's plays lie open in the row."""
        return not self.model.phase_two

    def count_column(self) -> tuple[str, list[int]]:
        return "Cards left", [len(h) for h in self.model.hands]

    def draw(self, surface: pygame.Surface) -> None:
        draw_koira(surface, self)

    def stage_words(self) -> str:
        return "phase two: shedding" if self.model.phase_two else "phase one: collecting"

    def turn_prompt(self) -> str:
        if self.phase == "one":
            stock = self.state.can(Action(ActionKind.TURNUP))
            return ("Your turn: drag a card onto the trick" + (", or click the stock to turn up its top card"
                                                                 if stock else ""))
        if not any(a.cards for a in self.state.legal_actions()):
            if not self.model.hands[self.viewer]:
                return "You are a Blue Matti: take the lowest play (click it) to get cards"
            return "Nothing of yours beats the top play: take the lowest play (click it)"
        if self.picked:
            return "Drag the picked cards onto the trick, or double-click one of them"
        return "Your turn: beat the top play (pick a sequence, drag it on) — or click the lowest play to take it"

    # -- the human's turn -----------------------------------------------------------
    def panel_for(self, legal: list[Action]) -> tuple[ChoicePanel | None, ActionKind | None]:
        return self._side_panel(legal), None

    def _side_panel(self, legal: list[Action]) -> ChoicePanel | None:
        """A small panel beside the trick with the moves that are not a card: turn up, take the lowest."""
        plain = [a for a in legal if not a.cards and a.kind in WORDS]
        if not plain:
            return None
        title = "Or instead" if any(a.cards for a in legal) else "Your move"
        return choice_panel(self.layout, title, "", [Choice(WORDS[a.kind], a) for a in plain], beside=True)

    def stock_rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.layout.small)
        rect.center = self.layout.stock
        return rect.inflate(10, 10)

    def lowest_rect(self) -> pygame.Rect | None:
        """The lowest play of phase two's trick, the one a player may take back."""
        if not self.model.row:
            return None
        rects = [self.card_rect(sid) for sid in self.model.row[0][1] if sid in self.model.sprites]
        return rects[0].unionall(rects[1:]) if rects else None

    def _press(self, intent: Intent) -> None:
        free = self.summary is None and not self.model.busy and self.review is None
        lowest = self.lowest_rect()
        if free and self.phase == "one" and self.stock_rect().collidepoint(intent.pos):
            self.gesture.press(Source(ActionKind.TURNUP), intent.pos)
            return
        if free and self.phase == "two" and lowest is not None and lowest.collidepoint(intent.pos):
            self.gesture.press(Source(ActionKind.DRAW), intent.pos)
            return
        super()._press(intent)

    def _released(self, end: Click[object] | Drop[object]) -> None:
        """A click on the stock or the lowest play takes it; the lowest play may also be dragged to the hand."""
        target = end.target
        if not isinstance(target, Source):
            super()._released(end)
            return
        if isinstance(end, Click) or (target.kind == ActionKind.DRAW and self.layout.hand.collidepoint(end.pos)):
            self.attempt(Action(target.kind))


@dataclass(frozen=True, slots=True)
class Source:
    """A press on the stock (``turnup``) or the lowest play (``draw``): the move a click on it makes."""

    kind: ActionKind
