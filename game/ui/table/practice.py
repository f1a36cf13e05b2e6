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
                 session: MatchSession | None = None, moves: Sequence[str] | None = None, words: str = "",
                 real: tuple[int, ...] | None = None) -> None: ...


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
        self.real: tuple[int, ...] | None = None
        """At a practice table: each seat's score in the real hand it practises (``None``: not known)."""

    def compare_with(self, real: tuple[int, ...]) -> None:
        """This practice table practises a hand whose real scores were ``real``."""
        self.real = real

    def real_scores(self) -> tuple[int, ...] | None:
        """The real scores of the hand a practice table sat down from here would practise: this finished hand's,
        or at a practice table the real hand's it practises."""
        table = self.table
        if table.setup.practice:
            return self.real
        state = table.session.match.state
        return tuple(state.hand_scores()) if state.is_over() else None

    def compared(self, scores: Sequence[int], hand_word: str) -> str:
        """The practice hand against the real one, for the player ("" where there is nothing to compare)."""
        human = self.table.setup.human
        if self.real is None or human is None or not self.table.setup.practice:
            return ""
        return _("You scored {now}; in the real {hand} you scored {then}").format(
            now=scores[human], hand=_(hand_word).lower(), then=self.real[human])

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
                       words=_("Practice from here: nothing of it is saved or counted"), real=self.real_scores())

    def replay_deal(self) -> None:
        """The hand's deal again at a practice table: over the match in progress, or instead of a practice table."""
        table = self.table
        try:
            setup, match = practice_match(table.app, table.setup, table.deal)
        except DealCodeError as error:
            table.say(_("This deal cannot be dealt again: {error}").format(error=error), bad=True)
            return
        table.sit_down(setup, table.app.replace if table.setup.practice else table.app.push, match=match,
                       real=self.real_scores())
