"""The table a game is played at: one scene for every game, with the game's own part plugged in.

The game registry (:attr:`game.games.GameSpec.table`) names each game's part
(:class:`~.plugin.GameTable`); the scene looks it up itself, so every place
that opens a table asks here or makes a :class:`~.scene.TableScene` directly.
"""

from __future__ import annotations

from ...engine import Match
from ...seating import MatchSetup
from ...session import MatchSession
from ..toolkit.app import App
from .scene import TableScene, practice_table


def table_for(app: App, setup: MatchSetup, match: Match | None = None, *,
              session: MatchSession | None = None) -> TableScene:
    """A table scene for ``setup``'s game (``match``: start from a prepared match; ``session``: sit down at
    a match under way)."""
    return TableScene(app, setup, match, session=session)


__all__ = ["practice_table", "table_for"]
