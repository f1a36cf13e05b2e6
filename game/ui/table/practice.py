"""A finished hand looked back at: its review, and practice at it again (from its deal, or from any move).

The review opens over the table by name (the scenes sit above the table), and
its "try again from here" comes back here; the summary's "Replay this deal"
does too.  A practice table is a fresh table of the same kind, sat down by the
table it leaves (:meth:`Practised.sit_down`), so this part never names the
scene; nothing of practice is saved over the match in progress, nor counted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Protocol

from ...catalogue import _
from ...engine import Match, new_match
from ...engine.deals import Deal, DealCodeError, deal_again
from ...seating import MatchSetup
from ...session import MatchSession
from ..toolkit.app import App, Scene
from .plugin import game_table

Go = Callable[[Scene], object]
"""Puts a fresh table on the stack: ``app.push`` (over this one) or ``app.replace`` (instead of it)."""


class Practised(Protocol):
    """The table as its practice sees it: the match it came from, and how to sit a fresh table down."""

    @property
    def app(self) -> App: ...
    @property
    def setup(self) -> MatchSetup: ...
    @property
    def deal(self) -> Deal: ...
    @property
    def session(self) -> MatchSession: ...

    def say(self, words: str, *, bad: bool = False) -> None: ...
    def sit_down(self, setup: MatchSetup, go: Go, *, match: Match | None = None,
                 session: MatchSession | None = None, moves: Sequence[str] | None = None, words: str = "") -> None: ...


def practice_match(app: App, setup: MatchSetup, deal: Deal) -> tuple[MatchSetup, Match]:
    """The same seats and levels as ``setup``, for practice, and a match whose first hand is ``deal``, card for
    card.  Raises :class:`~game.engine.deals.DealCodeError` for a deal these rules cannot deal."""
    practice = replace(setup, practice=True)
    match = game_table(practice).prepare(app.settings, practice)
    if match is None:
        match = new_match(setup.rules, setup.variant, setup.players, setup.seed)
    deal_again(deal, setup.rules, match)
    return practice, match


class Practice:
    """The hand just played, looked back at: reviewed, and practised again from its deal or from a move."""

    def __init__(self, table: Practised) -> None:
        self.table = table

    def review(self) -> None:
        """The review of the hand just finished, over the table (which waits beneath it as it is)."""
        table = self.table
        deal, moves = table.session.hand_at_deal()
        table.app.push("review", table, deal, moves, practise=self.from_move)

    def from_move(self, moves: int) -> None:
        """Sit a practice table down at this hand after its first ``moves`` moves (its log's first ``moves``),
        the hidden cards the same; its summary leads back here."""
        table = self.table
        deal, played = table.session.hand_at_deal()
        setup = replace(table.setup, practice=True)
        table.sit_down(setup, table.app.push, session=MatchSession(setup, deal),
                       moves=played[:max(0, moves - len(deal.state.log))],
                       words=_("Practice from here: nothing of it is saved or counted"))

    def replay_deal(self) -> None:
        """The hand's deal again at a practice table: over the match in progress, or instead of a practice table."""
        table = self.table
        try:
            setup, match = practice_match(table.app, table.setup, table.deal)
        except DealCodeError as error:
            table.say(_("This deal cannot be dealt again: {error}").format(error=error), bad=True)
            return
        table.sit_down(setup, table.app.replace if table.setup.practice else table.app.push, match=match)
