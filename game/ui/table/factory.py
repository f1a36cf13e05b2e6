"""Which table a game is played at: the trick table, or a game's own kind of table.

Oh Hell, Laus and Lohai are trick games and share :class:`~.table.TableScene`;
Lo-Hi sheds onto a pile and Koira sheds in its second phase: each has its own.  The game registry
(:attr:`game.games.GameSpec.table`) names each game's table; every place that opens a table asks here.
"""

from __future__ import annotations

from ...engine import Match
from ...games import find, piece
from ...seating import MatchSetup
from ...session import MatchSession
from ..toolkit.app import App
from .scene import TableScene


def table_for(app: App, setup: MatchSetup, match: Match | None = None, *,
              session: MatchSession | None = None) -> TableScene:
    """A table scene for ``setup``'s game (``match``: start from a prepared match; ``session``: sit down at
    a match under way)."""
    spec = find(setup.rules.engine)
    scene: type[TableScene] = piece(spec.table) if spec is not None else TableScene
    return scene(app, setup, match, session=session)
