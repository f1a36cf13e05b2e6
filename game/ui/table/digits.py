"""A bid typed with the number keys: one digit, or two where bids go to ten or more.

Typing "1" when bids run to 12 could be a bid of one or the start of ten, eleven or
twelve, so the table waits a moment for a second digit, showing the number so far,
and takes the bid when the wait is over, when Enter is pressed, or at once when no
second digit could follow.  This keeps its own typing; the table asks it what to do.

>>> digits = BidDigits()
>>> digits.press(1, top=12), digits.press(2, top=12)
((None, 1), (12, 12))
>>> digits.press(3, top=12)
(3, 3)
"""

from __future__ import annotations

from dataclasses import dataclass

DIGIT_WAIT = 1.2
"""Seconds to wait for a second digit when a bid could have two (10 or more)."""


@dataclass(slots=True)
class BidDigits:
    """The digits typed so far and how long is left to wait for the next."""

    typed: str = ""
    left: float = 0.0

    def press(self, value: int, top: int) -> tuple[int | None, int]:
        """A digit typed when bids go up to ``top``: the bid to make now (``None`` while a second digit may
        follow), and the number typed so far, to show."""
        self.typed += str(value)
        number = int(self.typed)
        if number * 10 > top or len(self.typed) >= len(str(top)):
            return self.take(), number
        self.left = DIGIT_WAIT
        return None, number

    def tick(self, dt: float) -> int | None:
        """Time passes: the bid typed so far once the wait for another digit is over."""
        if not self.typed:
            return None
        self.left -= dt
        return self.take() if self.left <= 0 else None

    def take(self) -> int | None:
        """The bid typed so far (Enter, or the wait over), and the typing starts afresh."""
        if not self.typed:
            return None
        number, self.typed = int(self.typed), ""
        return number

    def clear(self) -> None:
        """Forget what was typed (a move was made some other way)."""
        self.typed = ""
