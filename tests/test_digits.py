"""Typing a bid with the number keys: the table waits for a second digit only where one could follow."""

from __future__ import annotations

from game.ui.table.digits import DIGIT_WAIT, BidDigits


def test_a_digit_that_could_start_a_two_digit_bid_waits_then_stands_alone() -> None:
    digits = BidDigits()
    assert digits.press(1, top=12) == (None, 1), "1 could be 10, 11 or 12: wait and show it"
    assert digits.tick(DIGIT_WAIT / 2) is None
    assert digits.tick(DIGIT_WAIT) == 1, "no second digit came: the bid is one"
    assert digits.tick(DIGIT_WAIT) is None, "and it is made once"


def test_a_second_digit_makes_the_two_digit_bid_at_once() -> None:
    digits = BidDigits()
    digits.press(1, top=12)
    assert digits.press(1, top=12) == (11, 11)


def test_a_digit_no_second_could_follow_is_the_bid_at_once() -> None:
    assert BidDigits().press(2, top=12) == (2, 2)
    assert BidDigits().press(7, top=9) == (7, 7)


def test_enter_takes_what_was_typed_and_a_move_made_otherwise_forgets_it() -> None:
    digits = BidDigits()
    assert digits.take() is None
    digits.press(1, top=13)
    assert digits.take() == 1 and digits.take() is None
    digits.press(1, top=13)
    digits.clear()
    assert digits.tick(DIGIT_WAIT * 2) is None
