"""Which table a game is played at: the trick table, or a game's own kind of table.

Oh Hell, Laus and Lohai are trick games and share :class:`~.table.TableScene`;
Lo-Hi sheds onto a pile and Koira sheds in its second phase: each has its own.  Every place that opens a table asks
here, so a new kind of table is one line.
"""

from __future__ import annotations

from ..engine import Match
from ..session import MatchSession
from .app import App
from .seating import MatchSetup
from .table import TableScene


def table_for(app: App, setup: MatchSetup, match: Match | None = None, *,
              session: MatchSession | None = None) -> TableScene:
    """A table scene for ``setup``'s game (``match``: start from a prepared match; ``session``: sit down at
    a match under way)."""
    game = setup.rules.game
    if game == "lohi":
        from .lohi_table import LohiTable
        return LohiTable(app, setup, match, session=session)
    if game == "koira":
        from .koira_table import KoiraTable
        return KoiraTable(app, setup, match, session=session)
    return TableScene(app, setup, match, session=session)
