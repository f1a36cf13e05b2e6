"""Oh Hell at the table: one card a trick, as the shared table plays it, with the bids told.

The hand turns on the bids, so the summary says who made theirs and who
missed (and by how much), and the score sheet shows each hand's bid and
tricks beside the points.
"""

from __future__ import annotations

from ....catalogue import _
from ....engine.core import HandScored
from ....engine.oh_hell import OhHellView
from ...table.interface import view_as
from ...table.plugin import GameTable


class OhHellTable(GameTable):
    """One match of Oh Hell."""

    def hand_story(self, scored: HandScored) -> str:
        """Who made their bid and who missed it, with what they bid and took."""
        view = view_as(self.table, OhHellView)
        made = [s for s in range(view.players) if view.bids[s] == view.tricks_won[s]]
        missed = [s for s in range(view.players) if s not in made]
        if not missed:
            return _("Every bid made")
        said = ", ".join(_("{name} (bid {bid}, took {took})").format(
            name=self.names([s]), bid=view.bids[s], took=view.tricks_won[s]) for s in missed)
        return _("Made: {names}. Missed: {said}").format(
            names=self.names(made), said=said) if made else _("Every bid missed: {said}").format(said=said)

    def sheet_tag(self, seat: int, details: str) -> str:
        """The scorer's note begins "bid 2, took 3": those words beside the points."""
        head = details.split(":", 1)[0]
        return head if head.startswith("bid ") else ""
