"""The table a game is played at: one scene for every game, with the game's own part plugged in.

The game registry (:attr:`game.games.GameSpec.table`) names each game's part
(:class:`~.plugin.GameTable`); the scene looks it up itself, so every place
that opens a table asks here or makes a :class:`~.scene.TableScene` directly.
"""

from __future__ import annotations

from ...engine import Match
from ...engine.deals import Deal
from ...seating import MatchSetup
from ...session import MatchSession
from ..toolkit.app import App
from .practice import practice_match
from .scene import TableScene


def table_for(app: App, setup: MatchSetup, match: Match | None = None, *,
              session: MatchSession | None = None) -> TableScene:
    """A table scene for ``setup``'s game (``match``: start from a prepared match; ``session``: sit down at
    a match under way)."""
    return TableScene(app, setup, match, session=session)


def practice_table(app: App, setup: MatchSetup, deal: Deal) -> TableScene:
    """A practice table with the same seats and levels as ``setup`` whose first hand is ``deal``, card for card.

    Nothing of it is saved over the match in progress, and its result is kept apart in the statistics.
    Raises :class:`~game.engine.deals.DealCodeError` for a deal these rules cannot deal.
    """
    return TableScene(app, *practice_match(app, setup, deal))


__all__ = ["practice_table", "table_for"]
