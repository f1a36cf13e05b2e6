"""Playing several cards at once by hand: pick them with clicks, drag one and the rest come along.

Lo-Hi's sets and runs and Koira's sequences are laid the way one would with
real cards: click cards to pick them out of the hand (they rise), then drag
any one of them onto the table — the others follow the pointer — or
double-click one.  Which order the cards go down in is not the player's
problem: the picked cards are matched to the play the engine offers
(``offered`` where the engine has it, else ``can``), trying them as picked,
rising and falling; a group that is no legal play is refused with the
engine's reason and slides home.

:class:`GroupGame` is the table part of a game that plays this way; it is
active while :attr:`grouping` is true (always in Lo-Hi; Koira's second
phase), and plain single-card play is left to the trick table otherwise.
"""

from __future__ import annotations

import pygame

from ...catalogue import _
from ...engine import Action, Card
from ...engine.core import ActionKind
from .gestures import DragMove, DragStart
from .interface import CardGrab
from .plugin import GameTable


class GroupGame(GameTable):
    """A table part whose cards are picked by clicks and laid together by a drag onto :meth:`drop_rect`."""

    @property
    def grouping(self) -> bool:
        """Cards are picked and laid as a group now."""
        return True

    def drop_rect(self) -> pygame.Rect:
        """Where a drop means "lay these cards": the middle of the table."""
        return self.table.layout.trick

    def drop_card(self, sid: int, pos: tuple[int, int]) -> None:
        """A drop of a picked card on :meth:`drop_rect` lays the group; anywhere else they all go home."""
        if not self.grouping:
            super().drop_card(sid, pos)
            return
        if self.drop_rect().collidepoint(pos):
            self.lay(sid)
            return
        self._home([*self.table.picks.picked, sid])

    def dragging(self, step: DragStart[object] | DragMove[object]) -> None:
        """The other picked cards follow the dragged one in a fan."""
        table, target = self.table, step.target
        if not self.grouping or not isinstance(target, CardGrab) or target.sid not in table.model.sprites:
            return
        lead = table.model.sprites[target.sid]
        step_x = table.layout.card[0] * 0.28
        for k, sid in enumerate(s for s in table.picks.picked if s != target.sid):
            sprite = table.model.sprites.get(sid)
            if sprite is not None:
                sprite.hold(lead.x + (k + 1) * step_x, lead.y)

    def click_card(self, sid: int) -> None:
        """A click picks a card out of the hand or puts it back."""
        if not self.grouping:
            super().click_card(sid)
            return
        self.table.picks.toggle_pick(sid, self.table.model.hands[self.table.viewer])

    def play_card(self, sid: int, *, confirmed: bool = False) -> None:
        """A double-click, Enter or a forced card: lay the picked cards with this one."""
        if self.grouping:
            self.lay(sid, confirmed=confirmed)
        else:
            super().play_card(sid, confirmed=confirmed)

    def confirm(self) -> bool:
        """Enter picks the card the keys are on, or lays the picked cards once the keys are off the hand."""
        table = self.table
        picks = table.picks
        free = table.summary is None and not table.model.busy and picks.button is None
        if self.grouping and free and picks.selected is not None:
            self.click_card(picks.selected)
            return True
        if self.grouping and free and picks.picked:
            self.lay(picks.picked[-1])
            return True
        return False

    def group(self, sid: int) -> list[int]:
        """The sprites laid together when ``sid`` goes down: the picked cards and it."""
        return [*[p for p in self.table.picks.picked if p != sid], sid]

    def play_for(self, cards: list[Card]) -> tuple[Action | None, str]:
        """The engine's play for these cards in whichever order it needs, or why there is none."""
        table = self.table
        order = {r: i for i, r in enumerate(table.setup.rules.deck.ranks)}
        rising = sorted(cards, key=lambda c: order.get(c.rank, 0))
        for cards_in_order in (cards, rising, rising[::-1]):
            action = Action(ActionKind.PLAY, tuple(cards_in_order))
            found = table.state.offered(action)
            if found is not None:
                return found, ""
        return None, table.state.why_not(Action(ActionKind.PLAY, tuple(rising))) or _("that is not a play")

    def lay(self, sid: int, *, confirmed: bool = False) -> None:
        """Lay the group of ``sid`` on the table, or say why not and send the cards home (with "Confirm each
        card" on, the first try only asks, unless ``confirmed``)."""
        table = self.table
        ids = self.group(sid)
        if not table.human_to_act:
            self._home(ids)
            table.say(table.cue.wait_words(), bad=True)
            return
        action, reason = self.play_for(self._cards(ids))
        if action is None and len(ids) > 1 and sid not in table.picks.picked:
            action, reason = self._alone(sid, reason)
        if action is None:
            self._home(ids)
            table.say(reason, bad=True)
            return
        laid = ids if len(action.cards) == len(ids) else [sid]
        what = (_("the {card}").format(card=action.cards[0].name) if len(laid) == 1
                else _("these {count} cards").format(count=len(laid)))
        if not confirmed and self.asks_first(laid, what):
            return
        table.play(action, dragged=sid)

    def _alone(self, sid: int, reason: str) -> tuple[Action | None, str]:
        """A card that was not picked, laid with the picked ones that make no play with it: it goes alone if it
        can (the picked cards go back into the hand), else the refusal says what happened."""
        alone, __ = self.play_for(self._cards([sid]))
        table = self.table
        if alone is not None:
            self._home(list(table.picks.picked))
            table.picks.pick_only(())
            return alone, ""
        card = self._cards([sid])
        name = _("the {card}").format(card=card[0].name) if card else _("that card")
        return None, _("{card} was not picked, and it is no play with the picked cards or alone: {reason}").format(
            card=name, reason=reason)

    def _cards(self, ids: list[int]) -> list[Card]:
        sprites = self.table.model.sprites
        return [c for c in (sprites[s].card for s in ids if s in sprites) if c is not None]

    def _home(self, ids: list[int]) -> None:
        for sid in ids:
            self.table.model.slide_home(sid)
