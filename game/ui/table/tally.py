"""The running totals as the table shows them: after each hand they count up to the new ones.

The seat boxes and the summary read a seat's total from here, so both show
the same number at the same moment while the hand's points are added; a
click (or Enter) finishes the counting at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..toolkit.tween import CountUp

COUNT_TIME = 1.0
"""Seconds the scores take to count up after a hand, at normal speed."""


class Tally(CountUp):
    """Each seat's total as it was before the hand's points, and the counting on to the new ones.

    >>> tally = Tally([10, 0])
    >>> tally.add([20, 5]); tally.update(0.5); 10 < tally.shown_total(0) < 20
    True
    """

    def __init__(self, totals: Sequence[int]) -> None:
        super().__init__()
        self.totals = list(totals)

    def restart(self, totals: Sequence[int]) -> None:
        """A new hand: the totals as the match has them, nothing counting."""
        self.totals = list(totals)
        self.reset()

    def add(self, totals: Sequence[int]) -> None:
        """A hand was scored: count up from the old totals to ``totals``."""
        old, self.totals = self.totals, list(totals)
        self.start(old, self.totals, COUNT_TIME)

    def shown_total(self, seat: int) -> int:
        """A seat's total as the counting shows it right now."""
        return self.shown(seat, self.totals[seat] if seat < len(self.totals) else 0)
