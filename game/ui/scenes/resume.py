"""Sitting back down at a saved match: the table's part of a resume.

The session (:meth:`~game.session.MatchSession.resume`) deals the match again
from its seed and plays every saved move through the engine; the table then
goes back to the deal of the hand in progress and plays that hand's moves
through itself with every animation finished — so the cards lie exactly where
they lay, the trick in progress included, and the table carries on from there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...session import MatchSession, ResumeError, rules_ref
from ...store import SavedMatch
from ..speech.screens import resumed

if TYPE_CHECKING:
    from ..table.scene import TableScene
    from ..toolkit.app import App

__all__ = ["ResumeError", "resume", "rules_ref"]


def resume(app: App, saved: SavedMatch) -> TableScene:
    """The table for ``saved``, at the very position it was saved in; raises :class:`ResumeError`."""
    from ..table.factory import table_for
    session = MatchSession.resume(saved, app.store, app.settings.player_name)
    rewind = session.rewind()
    table = table_for(app, session.setup, session=session)
    table.replay_hand(rewind.moves)
    table.say(resumed(session.setup.rules.title, table.game.hand_word, table.match.hand_number))
    return table
