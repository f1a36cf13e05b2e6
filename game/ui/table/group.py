"""Playing several cards at once by hand: pick them with clicks, drag one and the rest come along.

Lo-Hi's sets and runs and Koira's sequences are laid the way one would with
real cards: click cards to pick them out of the hand (they rise), then drag
any one of them onto the table — the others follow the pointer — or
double-click one.  Which order the cards go down in is not the player's
problem: the picked cards are matched to the play the engine offers
(``offered`` where the engine has it, else ``can``), trying them as picked,
rising and falling; a group that is no legal play is refused with the
engine's reason and slides home.

:class:`GroupPlay` is mixed into a :class:`~.table.TableScene` subclass; it
is active while :attr:`grouping` is true (always in Lo-Hi; Koira's second
phase), and plain single-card play is left to the table otherwise.
"""

from __future__ import annotations

import pygame

from ...engine import Action, Card
from ...engine.core import ActionKind
from . import keys
from .gestures import Click, DragMove, DragStart, Drop
from .interface import CardGrab
from .scene import TableScene


class GroupPlay(TableScene):
    """The table with cards picked by clicks and laid together by a drag onto ``drop_rect``."""

    @property
    def grouping(self) -> bool:
        """Cards are picked and laid as a group now."""
        return True

    def drop_rect(self) -> pygame.Rect:
        """Where a drop means "lay these cards": the middle of the table."""
        return self.layout.trick

    def _released(self, end: Click[object] | Drop[object]) -> None:
        """A drop of a picked card on ``drop_rect`` lays the group; anywhere else they all go home."""
        target = end.target
        if self.grouping and isinstance(end, Drop) and isinstance(target, CardGrab):
            if self.drop_rect().collidepoint(end.pos):
                self.lay(target.sid)
                return
            for sid in self.picked:
                self.model.slide_home(sid)
        super()._released(end)

    def _dragged(self, step: DragStart[object] | DragMove[object]) -> None:
        """The other picked cards follow the dragged one in a fan."""
        super()._dragged(step)
        target = self.gesture.target
        if not self.grouping or not isinstance(target, CardGrab) or target.sid not in self.model.sprites:
            return
        lead = self.model.sprites[target.sid]
        step_x = self.layout.card[0] * 0.28
        for k, sid in enumerate(s for s in self.picked if s != target.sid):
            sprite = self.model.sprites.get(sid)
            if sprite is not None:
                sprite.x, sprite.y, sprite.motion = lead.x + (k + 1) * step_x, lead.y, None

    def _click_card(self, sid: int) -> None:
        """A click picks a card out of the hand or puts it back."""
        if not self.grouping:
            super()._click_card(sid)
            return
        self.picked = tuple(p for p in self.picked if p != sid) if sid in self.picked else (*self.picked, sid)
        self.selected = None
        ids = self.model.hands[self.viewer]
        self.focus = ids.index(sid) if sid in ids else None

    def _try_play(self, sid: int) -> None:
        """A double-click, Enter or a forced card: lay the picked cards with this one."""
        if self.grouping:
            self.lay(sid)
        else:
            super()._try_play(sid)

    def _confirm(self) -> None:
        free = self.summary is None and not self.model.busy and keys.panel_focus(self) is None
        if self.grouping and free and self.selected is not None:
            self._click_card(self.selected)
            return
        if self.grouping and free and self.picked:
            self.lay(self.picked[-1])
            return
        super()._confirm()

    def group(self, sid: int) -> list[int]:
        """The sprites laid together when ``sid`` goes down: the picked cards and it."""
        return [*[p for p in self.picked if p != sid], sid]

    def play_for(self, cards: list[Card]) -> tuple[Action | None, str]:
        """The engine's play for these cards in whichever order it needs, or why there is none."""
        order = {r: i for i, r in enumerate(self.setup.rules.deck.ranks)}
        rising = sorted(cards, key=lambda c: order.get(c.rank, 0))
        for cards_in_order in (cards, rising, rising[::-1]):
            action = Action(ActionKind.PLAY, tuple(cards_in_order))
            found = self.state.offered(action)
            if found is not None:
                return found, ""
        return None, self.state.why_not(Action(ActionKind.PLAY, tuple(rising))) or "that is not a play"

    def lay(self, sid: int) -> None:
        """Lay the group of ``sid`` on the table, or say why not and send the cards home."""
        ids = self.group(sid)
        if not self.human_to_act:
            self._home(ids)
            self._say(self.wait_words(), bad=True)
            return
        cards = [c for c in (self.model.sprites[s].card for s in ids if s in self.model.sprites) if c is not None]
        action, reason = self.play_for(cards)
        if action is None:
            self._home(ids)
            self._say(reason, bad=True)
            return
        assert self.human is not None
        self._act(self.human, action, dragged=sid)

    def _home(self, ids: list[int]) -> None:
        for sid in ids:
            self.model.slide_home(sid)
