"""Callouts: the engine says which rule decided each trick (and what a special card did), the table words it.

Every test sets up an exact position through the public ``new_hand``, plays it with ``state.apply`` and reads
the reason from the engine's own events; then the game's part of the table (its ``callout``) turns that event
into the line the player reads.  One test per rule that decides a trick, in every game.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine import Event, load_rules, new_hand, new_match
from game.engine.core import CardPlayed, TrickWon, Why
from game.engine.koira.events import PhaseTwoBegan, PlayDrawn, SequencePlayed, StockTurnedUp, TieBreak, TrickDiscarded
from game.engine.lohai import CardDrawn, CardStolen, TrickGiven
from game.engine.lohi import BonusTurn, Cause, ConstraintSet, DirectionReversed
from game.seating import MatchSetup
from game.ui.table.model import LastTrick
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import act

PLAYS = (CardPlayed, CardDrawn, StockTurnedUp)


def table_at(game: str, variant: Any = None, players: int = 4, **position: Any) -> TableScene:
    """A table (the human in seat 0) sat down at an exact position of ``game``."""
    rules = load_rules(game)
    name = variant if isinstance(variant, str) else rules.default_variant
    app = App((1024, 640), Settings(sound=False))
    pygame.event.clear()
    match = new_match(rules, variant or name, players, 5)
    match.state = new_hand(rules, variant or name, players=players, **position)
    table = TableScene(app, MatchSetup(rules, name, (None, *("rule",) * (players - 1)), 5), match=match)
    app.push(table)
    return table


def trick_of(events: list[Event]) -> tuple[TrickWon, LastTrick]:
    """The last trick won in ``events``, and the trick as it lay (the plays in order, the specials' doings)."""
    won = [e for e in events if isinstance(e, TrickWon)][-1]
    plays = tuple((e.seat, e.card) for e in events if isinstance(e, PLAYS))
    return won, LastTrick(plays, won.seat, won.trick_number, tuple(e for e in events if isinstance(e, TrickGiven)))


def said(table: TableScene, events: list[Event]) -> tuple[TrickWon, str]:
    won, trick = trick_of(events)
    words = table.game.callout(won, trick)
    assert words, "a won trick is called out"
    return won, words


# --------------------------------------------------------------------------- Oh Hell


def oh_hell(hands: list[str], variant: Any = None) -> TableScene:
    return table_at("oh_hell", variant, 4, flipped="7S", dealer=3, hands=hands, bids=[0, 0, 0, 0])


def test_oh_hell_the_highest_card_of_the_suit_led() -> None:
    table = oh_hell(["4H", "KH", "9H", "2H"])
    won, words = said(table, act(table.state, "play 4H", "play KH", "play 9H", "play 2H"))
    assert (won.seat, won.why, str(won.decider)) == (1, Why.SUIT_LED, "KH")
    assert words == f"{table.setup.name(1)} wins with the king of hearts: the highest heart, the suit led"


def test_oh_hell_a_lone_trump_takes_a_trick_of_another_suit() -> None:
    table = oh_hell(["4H", "KH", "2S", "AH"])
    won, words = said(table, act(table.state, "play 4H", "play KH", "play 2S", "play AH"))
    assert (won.seat, won.why, str(won.decider)) == (2, Why.TRUMP, "2S")
    assert words.endswith("with the two of spades: spades are trumps")


def test_oh_hell_trumps_led_the_highest_trump_wins() -> None:
    table = oh_hell(["4S", "KS", "2S", "AH"])
    won, words = said(table, act(table.state, "play 4S", "play KS", "play 2S", "play AH"))
    assert (won.why, str(won.decider)) == (Why.TRUMP, "KS")
    assert words.endswith("the highest spade, and spades are trumps")


def test_oh_hell_a_joker_never_wins_and_a_high_joker_does() -> None:
    table = oh_hell(["JK", "3H", "9H", "2H"])
    won, words = said(table, act(table.state, "play JK", "play 3H", "play 9H", "play 2H"))
    assert (won.seat, won.why) == (2, Why.SUIT_LED) and words.endswith("; a joker never wins")
    high = oh_hell(["JK", "3H", "9H", "2H"], "jokers_high")
    won, words = said(high, act(high.state, "play JK", "play 3H", "play 9H", "play 2H"))
    assert (won.seat, won.why, str(won.decider)) == (0, Why.JOKER, "JK")
    assert words == "You win with the joker: jokers are high"


# --------------------------------------------------------------------------- Laus


def laus(hands: list[str]) -> TableScene:
    return table_at("laus", None, 4, dealer=3, hands=hands)


def test_laus_the_highest_jack_wins_for_jacks_are_trumps() -> None:
    table = laus(["JD JS 7C 8C 9C TC QC KC", "JC JH 7S 8S 9S TS QS KS", "AH 7H 8H 9H TH QH 7D 8D",
                  "KH AS AC 9D TD QD KD AD"])
    won, words = said(table, act(table.state, "play JD", "play JC", "play AH", "play KH"))
    assert (won.seat, won.why, str(won.decider)) == (1, Why.TRUMP, "JC")
    assert words.endswith("with the jack of clubs: the highest jack, and jacks are trumps")


def test_laus_a_jack_on_a_plain_lead_and_a_ten_over_the_king() -> None:
    table = laus(["AH 7C 8C 9C TC QC KC AC", "JD 7S 8S 9S TS QS KS AS", "KH 8H 9H TH QH JC JS JH",
                  "7H 7D 8D 9D TD QD KD AD"])
    won, words = said(table, act(table.state, "play AH", "play JD", "play KH", "play 7H"))
    assert (won.seat, won.why) == (1, Why.TRUMP) and words.endswith("with the jack of diamonds: jacks are trumps")
    table = laus(["KH 7C 8C 9C TC QC KC AC", "TH 7S 8S 9S TS QS KS AS", "9H 8H QH AH JC JS JH JD",
                  "7H 7D 8D 9D TD QD KD AD"])
    won, words = said(table, act(table.state, "play KH", "play TH", "play 9H", "play 7H"))
    assert (won.seat, won.why) == (1, Why.SUIT_LED)
    assert words.endswith("the highest heart, the suit led (a ten ranks above the king)")


QUEENS_DUMPED = ["8S 9S 7C 8C 9C TC KC AC", "QC 7H 8H 9H TH KH AH QH", "7S TS KS AS QS JD JS JH",
                 "7D 8D 9D TD QD KD AD JC"]


def test_laus_a_penalty_queen_dumped_on_a_trick_is_called_out_with_its_points() -> None:
    table = laus(QUEENS_DUMPED)
    won, words = said(table, act(table.state, "play 8S", "play QC", "play 7S", "play 7D"))
    assert won.seat == 0
    assert words == ("You win with the eight of spades: the highest spade, the suit led. "
                     "The queen of clubs: 300 penalty points for you"), words


def test_laus_the_queen_of_diamonds_cancels_the_penalty_and_says_so() -> None:
    table = laus(QUEENS_DUMPED)
    won, words = said(table, act(table.state, "play 8S", "play QC", "play 7S", "play QD"))
    assert won.seat == 0 and words.endswith(
        "The queen of clubs: no penalty for you, as the queen of diamonds cancels it"), words
    table = laus(QUEENS_DUMPED)
    won, words = said(table, act(table.state, "play 8S", "play 7H", "play 7S", "play QD"))
    assert words.endswith("The queen of diamonds cancels any queen penalty you take this hand"), words


# --------------------------------------------------------------------------- Lohai


N, E, S, W = 0, 1, 2, 3


def lohai(hands: list[str], variant: str = "standard", **position: Any) -> TableScene:
    position.setdefault("leader", N)
    return table_at("lohai", variant, 4, dealer=W, flipped="4C", hands=hands, **position)


def test_lohai_trump_and_the_suit_led() -> None:
    table = lohai(["3D", "5D", "2C", "9D"])
    won, words = said(table, act(table.state, "play 3D", "play 5D", "play 2C", "play 9D"))
    assert (won.seat, won.why) == (S, Why.TRUMP) and words.endswith("two of clubs: clubs are trumps")
    table = lohai(["3D", "5D", "7H", "9D"])
    won, words = said(table, act(table.state, "play 3D", "play 5D", "play 7H", "play 9D"))
    assert (won.seat, won.why, str(won.decider)) == (W, Why.SUIT_LED, "9D")


def test_lohai_a_taker_takes_and_a_giver_gives() -> None:
    table = lohai(["3D", "TAK", "KD", "9D"])
    won, words = said(table, act(table.state, "play 3D", "play TAK", "play KD", "play 9D"))
    assert (won.seat, won.why, str(won.decider)) == (E, Why.TAKER, "TAK")
    assert words == f"{table.setup.name(E)}'s Taker takes the trick: the last Giver or Taker decides"
    table = lohai(["3D", "GIV", "KD", "9D"])
    events = act(table.state, "play 3D", "play GIV", "play KD", "play 9D", f"give {W}")
    won, words = said(table, events)
    assert (won.seat, won.why, str(won.decider)) == (W, Why.GIVER, "GIV")
    assert words.startswith(f"{table.setup.name(E)}'s Giver gives the trick to {table.setup.name(W)}")


def test_lohai_upside_down_the_lowest_card_wins() -> None:
    table = lohai(["3D", "SHK", "KD", "9D"], "crazy_shakers", stack="8D 2S")
    won, words = said(table, act(table.state, "play 3D", "play SHK", "play KD", "play 9D"))
    assert (won.seat, won.why, str(won.decider)) == (N, Why.LOWEST, "3D")
    assert words.startswith("Upside down, a Shaker in the trick: the lowest card wins. You win with the three")


def test_lohai_a_steal_is_called_out() -> None:
    table = lohai(["SHK 2H", "2D 3D", "KD QD", "5D 6D"], leader=E, stack="KS 2S 3S")
    events = act(table.state, "play 2D", "play KD", "play 5D", "play SHK", f"steal {S}")
    stolen = next(e for e in events if isinstance(e, CardStolen))
    assert table.game.callout(stolen, None) == f"Your Shaker steals {table.setup.name(S)}'s king of diamonds"


# --------------------------------------------------------------------------- Koira


def test_koira_the_highest_card_and_a_tie_played_off() -> None:
    table = table_at("koira", None, 4, dealer=3, hands=["9S 2C 2D", "KH 5S 3C", "KC 7D 3S", "3D 4C 4D"],
                     stack="6S 6H 6D 6C 7S 7H 7C 8S 8H 8D")
    events = act(table.state, "play 9S", "play KH", "play KC", "play 3D")
    tie = next(e for e in events if isinstance(e, TieBreak))
    assert table.game.callout(tie, None) == f"A tie for the highest: {table.game.names([1, 2])} play another card each"
    events = act(table.state, "play 5S", "play 7D")
    won, words = said(table, events)
    assert (won.seat, won.why, str(won.decider)) == (2, Why.TIE_BREAK, "7D")
    assert "wins the tie with the seven of diamonds" in words
    events = act(table.state, "play 3S", "play 4C", "play 2C", "play 3C")
    won, words = said(table, events)
    assert (won.seat, won.why) == (3, Why.HIGHEST) and words.endswith("suits do not count")


def test_koira_phase_two_a_trump_beats_a_plain_play_and_a_blue_matti_must_draw() -> None:
    table = table_at("koira", None, 4, phase="two", hands=["5C 2D", "2H 4D", "JC KD", ""], trump="H",
                     trick=[], turn=0)
    events = act(table.state, "play 5C", "play 2H")
    played = [e for e in events if isinstance(e, SequencePlayed)]
    assert [e.trumped for e in played] == [False, True]
    assert table.game.callout(played[1], None).endswith("beats the top play with a trump: hearts are trumps")
    act(table.state, "draw")
    events = act(table.state, "draw")
    drawn = next(e for e in events if isinstance(e, PlayDrawn))
    assert drawn.empty_handed
    assert "a Blue Matti with no cards, must take the lowest play" in str(table.game.callout(drawn, None))
    assert "Blue Matti" in str(table.game.callout(PhaseTwoBegan("H", (2, 2, 2, 0), (3,)), None))


def test_koira_a_full_trick_is_set_aside() -> None:
    table = table_at("koira", None, 3, phase="two", hands=["5C 2D", "9C 4D", "JC KD"], trump="H", trick=[],
                     turn=0)
    events = act(table.state, "play 5C", "play 9C", "play JC")
    done = next(e for e in events if isinstance(e, TrickDiscarded))
    assert not done.by_trump
    assert table.game.callout(done, None) == f"The trick is full: {table.setup.name(2)} sets it aside"


# --------------------------------------------------------------------------- Lo-Hi


def lohi(hands: list[str], **position: Any) -> TableScene:
    return table_at("lohi", None, 3, hands=hands, flipped="7H", turn=0, **position)


@pytest.mark.parametrize(("cards", "cause", "words"), [
    ("8C 9D TS", Cause.RUN, "A run reverses the order of play; next is a ten or lower"),
    ("AC AD", Cause.DOUBLE_END, "A double of the highest or lowest rank: any card may follow"),
    ("QC KD AS", Cause.RUN, "A run reverses the order of play; next is any card"),  # "an ace or lower"
    ("4D 3D 2H", Cause.RUN, "A run reverses the order of play; next is any card"),  # "a two or higher"
])
def test_lohi_what_a_play_does_to_the_pile(cards: str, cause: Cause, words: str) -> None:
    table = lohi([f"{cards} 2S", "3C 4C", "5C 6C"])
    events = act(table.state, f"play {cards}")
    setting = next(e for e in events if isinstance(e, ConstraintSet))
    assert setting.cause == cause and setting.seat == 0
    assert table.game.callout(setting, None) == words
    assert (cause == Cause.RUN) == any(isinstance(e, DirectionReversed) for e in events)


def test_lohi_a_call_after_a_double_and_lo_hi_s_bonus_turn() -> None:
    table = lohi(["8C 8D 2S", "3C 4C", "5C 6C"])
    act(table.state, "play 8C 8D")
    events = act(table.state, "call lower")
    setting = next(e for e in events if isinstance(e, ConstraintSet))
    assert setting.cause == Cause.CALL
    assert table.game.callout(setting, None) == "Your double: you call lower, so next is an eight or lower"
    table = lohi(["9C 9D 9S 9H 2S", "3C 4C", "5C 6C"])
    events = act(table.state, "play 9C 9D 9S 9H")
    bonus = next(e for e in events if isinstance(e, BonusTurn))
    assert table.game.callout(bonus, None) == "Lo-hi! Four of a kind: you play again, any card"
