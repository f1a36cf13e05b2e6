"""The end of a hand and of the match: the summary's panel, its buttons, and the win or loss heard once.

The summary is built when the hand's score is shown (not when the engine
scored it), rebuilt when the window changes size, and gone when the next
hand is dealt.  Its buttons lead on: the next hand, the review, a practice
table, the score sheet, the hand's log, a new match.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from .choices import build_summary
from .clipboard import copy_words
from .feel import celebrating
from .interface import Table
from .panels import Summary
from .practice import Practice


class Ended(Table, Protocol):
    """The table as its summary sees it: what a button may lead to besides the table's parts."""

    @property
    def practice(self) -> Practice: ...

    def won(self) -> bool: ...
    def next_hand(self) -> None: ...
    def play_again(self) -> None: ...


class HandEnd:
    """The summary between hands and at the match's end (``None`` while a hand is played)."""

    def __init__(self, table: Ended) -> None:
        self.table = table
        self.panel: Summary | None = None

    @property
    def celebrating(self) -> bool:
        """The player's win is being celebrated over the final summary (the table is not still meanwhile)."""
        return self.panel is not None and celebrating(self.panel.celebrate_from, self.table.app.time)

    def clear(self) -> None:
        """A hand is dealt: no summary."""
        self.panel = None

    def show(self) -> None:
        """The hand's score is shown: the summary comes up (once), the totals count up, and at the match's end
        the player hears whether they won."""
        table = self.table
        if self.panel is not None:
            return
        compared = self._compared()
        self.panel = build_summary(table, compared)
        table.tally.add(table.match.totals)
        table.speech.summary()
        if compared and not table.replaying:
            table.say(compared)  # the practice hand against the real one, heard as it is shown
        if table.match.is_over() and table.human is not None and not table.replaying:
            table.app.sounds.play("win" if table.won() else "lose")

    def rebuild(self) -> None:
        """The window changed size (or the look): the summary shown is laid out again."""
        if self.panel is not None:
            self.panel = build_summary(self.table, self._compared())

    def _compared(self) -> str:
        """At a practice table: the player's score against the real hand's ("" elsewhere)."""
        table = self.table
        scored = table.model.shown.scored
        return table.practice.compared(scored.scores, table.game.hand_word) if scored is not None else ""

    def focus(self, step: int) -> None:
        """Left or Right along the summary's buttons (Enter presses the one with the focus)."""
        summary = self.panel
        if summary is None or not summary.buttons:
            return
        at = next((i for i, b in enumerate(summary.buttons) if b.selected), 0)
        at = (at + step) % len(summary.buttons)
        self.panel = replace(summary, buttons=tuple(replace(b, selected=i == at)
                                                    for i, b in enumerate(summary.buttons)))

    def press(self, key: str) -> None:
        """A summary button: the next hand, play again, the review, the score sheet, the hand's log (every hand
        as dealt), back to the new-game menu, the hand's deal again at a practice table over this one (its code
        copied, with "copy"), or, from a practice table, back to where it came from."""
        table = self.table
        if key == "decisions":
            table.practice.review()
        elif key == "leave" and table.setup.practice:
            table.app.pop()
        elif key == "next" and not table.match.is_over():
            table.next_hand()
        elif key == "again":
            table.play_again()
        elif key == "sheet":
            table.keys.open_scores()
        elif key == "log":
            table.keys.open_log()
        elif key == "replay":  # over the match in progress; a practice table gives way to the new one
            table.practice.replay_deal()
        elif key == "copy":
            table.say(copy_words(table.deal.code))
        elif key == "menu":
            table.app.pop()
