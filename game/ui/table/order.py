"""The viewer's hand as the table holds it: in the order the settings ask, trumps grouped once known.

The table model asks for the order whenever it places the hand (a deal, a
card drawn, a trump turned up), and re-reads the hand from the engine when
an event it does not animate arrives; both questions are answered here from
the viewer's view.  A hand whose trump is turned up from the deck groups its
trumps only once that card is face up, so the order does not give away what
the animation has not shown yet.
"""

from __future__ import annotations

from ...engine import Card, Event
from ...engine.core import CardFlipped
from .handsort import HandOrder
from .interface import Looking
from .model import SortKey


class ViewerOrder:
    """The hand order the settings asked for last, and whether this hand's trump is still to be turned up."""

    def __init__(self, table: Looking) -> None:
        self.table = table
        self.trump_waits = False
        """This hand turns a card for trump: the hand groups its trumps once that card is face up."""
        self.sorted_by = self._settings()

    def _settings(self) -> tuple[str, str]:
        settings = self.table.app.settings
        return settings.hand_sort, settings.rank_order

    def deal(self, events: list[Event]) -> None:
        """A new hand: its opening events say whether a trump card is turned up."""
        self.trump_waits = any(isinstance(e, CardFlipped) for e in events)

    def follow(self) -> None:
        """The settings may have changed (a menu closed, a frame began): re-sort the hand if they did."""
        if self._settings() != self.sorted_by:
            self.sorted_by = self._settings()
            self.table.model.reorder()

    def key(self) -> SortKey:
        """The viewer's hand order now."""
        table = self.table
        view = table.state.view(table.viewer)
        trump = view.facts().trump
        if self.trump_waits and not table.model.shown.flipped_seen:
            trump = None
        hand_sort, rank_order = self._settings()
        order = HandOrder.build(table.setup.rules, view.follows, trump, trumps_left=hand_sort == "trumps_left",
                                by_rank=hand_sort == "by_rank" or not table.game.suits_matter,
                                high_first=rank_order == "high_low")
        return order.key

    def resync(self) -> tuple[list[Card], list[int]]:
        """The viewer's hand and every seat's count, as the engine has them."""
        view = self.table.state.view(self.table.viewer)
        return list(view.hand), list(view.hand_sizes)
