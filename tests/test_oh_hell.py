"""Oh Hell: the OHELL-T scenarios of RULINGS §4 and a test per rule and option."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine import Card, IllegalActionError, load_rules, new_hand, new_match, parse_cards
from game.engine.core import Action, BidMade, BidsRevealed, CardFlipped, HandScored, TrickWon
from game.engine.oh_hell import OhHellHand, OhHellMatch, english, original

from .invariants import play_at_random

RULES = load_rules("oh_hell")


def hand(players: int = 4, variant: Any = None, **setup: Any) -> OhHellHand:
    state = new_hand(RULES, variant, players=players, **setup)
    assert isinstance(state, OhHellHand)
    return state


def play(state: OhHellHand, *cards: str) -> list[Any]:
    events: list[Any] = []
    for text in cards:
        events += state.apply(state.parse_action(f"play {text}"))
    return events


def winner(events: list[Any]) -> int:
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won, "no trick was completed"
    return won[-1].seat


# --------------------------------------------------------------------------- T1-T3 scoring


def test_t1_made_bid_of_four_is_fourteen_in_both_systems() -> None:
    assert english(4, 4, 7) == 14
    assert original(4, 4, 7) == 14


def test_t2_zero_bids() -> None:
    assert english(0, 0, 7) == 10
    assert original(0, 0, 7) == 12
    assert english(0, 2, 7) == 2
    assert original(0, 2, 7) == 0


def test_t3_missed_nonzero_bids() -> None:
    assert (english(3, 1, 7), original(3, 1, 7)) == (1, 0)
    assert (english(3, 5, 7), original(3, 5, 7)) == (5, 0)


# --------------------------------------------------------------------------- T4 flip


@pytest.mark.parametrize(("players", "flipped", "size", "trump"), [
    (4, "KD", 10, "D"), (4, "7C", 7, "C"), (4, "AS", 1, "S"), (4, "JK", 10, None),
    (6, "QS", 8, "S"), (6, "9H", 8, "H"), (6, "8H", 8, "H"), (6, "7C", 7, "C"),
    (7, "KD", 7, "D"), (8, "TC", 6, "C"), (3, "TC", 10, "C"),
])
def test_t4_hand_size_and_trump_from_the_flip(players: int, flipped: str, size: int, trump: str | None) -> None:
    state = hand(players, flipped=flipped)
    assert state.flipped == Card.of(flipped)
    assert state.hand_size == size
    assert all(len(h) == size for h in state.hands)
    assert state.trump == trump
    copies = 2 if flipped == "JK" else 1
    dealt = [c for h in state.hands for c in h]
    assert dealt.count(Card.of(flipped)) == copies - 1, "the flipped card is out of play"


# --------------------------------------------------------------------------- T5 one-card hand


def one_card(third: str, flipped: str = "AS") -> OhHellHand:
    return hand(3, flipped=flipped, dealer=2, hands=["KH", "AH", third], bids=[0, 0, 0])


def test_t5_an_ace_over_your_king_in_a_one_card_hand() -> None:
    state = one_card("2D")
    assert state.hand_size == 1 and state.trump == "S"
    assert state.current_player == 0
    assert winner(play(state, "KH", "AH", "2D")) == 1
    assert state.hand_scores() == (10, 1, 10)


def test_t5_a_joker_does_not_change_the_winner() -> None:
    state = one_card("JK")
    assert winner(play(state, "KH", "AH", "JK")) == 1


def test_t5_a_void_player_trumps_and_wins() -> None:
    state = one_card("3S")
    assert winner(play(state, "KH", "AH", "3S")) == 2


# --------------------------------------------------------------------------- T6 jokers


def joker_hand(**setup: Any) -> OhHellHand:
    return hand(4, flipped="7D", dealer=3, hands=["JK 2H", "JK 3H", "5C 4H", "9C AH"], bids=[0, 0, 0, 0], **setup)


def test_t6_joker_leads_leave_the_suit_to_the_first_suited_card() -> None:
    state = joker_hand()
    play(state, "JK")
    assert state.lead_suit is None
    assert {str(a) for a in state.legal_actions()} == {"play JK", "play 3H"}
    play(state, "JK", "5C")
    assert state.lead_suit == "C"
    assert [str(a) for a in state.legal_actions()] == ["play 9C"]
    assert "follow clubs" in (state.why_not(Action("play", (Card.of("AH"),))) or "")
    assert winner(play(state, "9C")) == 3


def test_both_jokers_in_one_hand_are_one_play_and_one_is_left_after_it() -> None:
    state = hand(3, flipped="2S", dealer=2, hands=["5H 6H 9H", "QH JK JK", "7H 8H TH"], bids=[0, 0, 0])
    play(state, "5H")
    assert [str(a) for a in state.legal_actions()] == ["play QH", "play JK"], "two jokers alike are one move"
    play(state, "JK", "7H")  # the seven takes the trick: its seat leads next
    play(state, "8H", "6H")
    assert [str(a) for a in state.legal_actions()] == ["play QH", "play JK"], "the other joker is still there"


def test_t6_a_joker_may_be_played_while_able_to_follow() -> None:
    state = hand(3, flipped="2S", dealer=2, hands=["5H 6H", "QH JK", "7H 8H"], bids=[0, 0, 0])
    play(state, "5H")
    assert state.can(Action("play", (Card.of("JK"),)))
    events = play(state, "JK", "7H")
    assert winner(events) == 2, "a joker never wins"


def test_t7_blind_bids_may_add_up_to_the_hand_size() -> None:
    state = hand(4, flipped="5H", dealer=3)
    assert state.hand_size == 5
    events = []
    for value in (2, 0, 1, 2):
        events += state.apply(state.parse_action(f"bid {value}"))
    assert state.phase == "play"
    assert state.bids == [2, 0, 1, 2]
    made = [e for e in events if isinstance(e, BidMade)]
    assert [e.bid for e in made] == [None] * 4, "blind bids stay face down until all are in"
    assert events[-1] == BidsRevealed((2, 0, 1, 2))


# --------------------------------------------------------------------------- bidding


def test_blind_bids_are_hidden_from_other_seats_until_revealed() -> None:
    state = hand(4, flipped="5H", dealer=3)
    state.apply(state.parse_action("bid 3"))
    assert state.view(0).bids[0] == 3
    assert state.view(1).bids == (None, None, None, None)
    world = state.determinize(1, random.Random(1))
    assert isinstance(world, OhHellHand)
    assert world.current_player == 1 and world.bids == [None] * 4


def test_hook_forbids_the_dealer_the_even_bid() -> None:
    state = hand(4, "open_hook", flipped="5H", dealer=3)
    for value in (2, 0, 1):
        events = state.apply(state.parse_action(f"bid {value}"))
        assert isinstance(events[0], BidMade) and events[0].bid == value, "open bids are shown at once"
    assert state.current_player == 3
    assert "bid 2" not in [str(a) for a in state.legal_actions()]
    reason = state.why_not(Action("bid", args=(2,)))
    assert reason is not None and "add up" in reason
    with pytest.raises(IllegalActionError):
        state.apply(Action("bid", args=(2,)))
    state.apply(Action("bid", args=(3,)))
    assert state.phase == "play"


def test_hook_allows_anything_when_the_total_is_already_over() -> None:
    state = hand(4, "open_hook", flipped="5H", dealer=3)
    for value in (3, 1, 2):
        state.apply(state.parse_action(f"bid {value}"))
    assert [a.args[0] for a in state.legal_actions()] == [0, 1, 2, 3, 4, 5]


def test_open_bidding_without_hook_allows_every_bid() -> None:
    state = hand(4, {"bidding": "open"}, flipped="5H", dealer=3)
    for value in (2, 0, 1):
        state.apply(state.parse_action(f"bid {value}"))
    assert len(state.legal_actions()) == 6


def test_bids_outside_the_hand_are_refused() -> None:
    state = hand(4, flipped="3H")
    assert "0 to 3" in (state.why_not(Action("bid", args=(4,))) or "")
    assert state.why_not(Action("play", (state.hands[1][0],))) is not None


# --------------------------------------------------------------------------- trumps broken


def broken_hand(hands: list[str]) -> OhHellHand:
    return hand(3, "trumps_broken", flipped="2S", dealer=2, hands=hands, bids=[0, 0, 0])


def test_trump_may_not_be_led_before_it_is_broken() -> None:
    state = broken_hand(["AS 5H", "KH 6D", "QH 7D"])
    reason = state.why_not(Action("play", (Card.of("AS"),)))
    assert reason is not None and "broken" in reason
    assert [str(a) for a in state.legal_actions()] == ["play 5H"]


def test_a_leader_holding_only_trumps_may_lead_one() -> None:
    state = broken_hand(["AS KS", "KH 6D", "QH 7D"])
    assert state.can(Action("play", (Card.of("AS"),)))


def test_trump_played_in_an_earlier_trick_breaks_trumps() -> None:
    state = broken_hand(["5H AS", "6D KH", "7D QS"])
    play(state, "5H", "KH", "QS")
    assert state.trumps_broken
    assert state.current_player == 2
    assert state.can(Action("play", (Card.of("7D"),)))
    state2 = broken_hand(["5H AS", "KH 6D", "7D QH"])
    play(state2, "5H", "KH", "QH")
    assert state2.current_player == 1 and not state2.trumps_broken


def test_after_a_joker_lead_the_suit_setter_counts_as_leading() -> None:
    state = hand(3, "trumps_broken", flipped="2S", dealer=2, hands=["JK 5H", "AS 6D", "QH 7D"], bids=[0, 0, 0])
    play(state, "JK")
    assert [str(a) for a in state.legal_actions()] == ["play 6D"]


# --------------------------------------------------------------------------- jokers high


def test_jokers_high_the_first_joker_wins() -> None:
    state = hand(4, "jokers_high", flipped="7D", dealer=3, hands=["2H 3H", "JK 4H", "AD 5C", "JK 6H"], bids=[0] * 4)
    assert winner(play(state, "2H", "JK", "AD", "JK")) == 1


def test_jokers_high_the_second_joker_wins_when_set_so() -> None:
    variant = {"jokers_high": True, "first_joker_wins": False}
    state = hand(4, variant, flipped="7D", dealer=3, hands=["2H 3H", "JK 4H", "AD 5C", "JK 6H"], bids=[0] * 4)
    assert winner(play(state, "2H", "JK", "AD", "JK")) == 3


# --------------------------------------------------------------------------- schedules


def rounds_of(variant: Any, players: int = 4) -> list[OhHellHand]:
    match = new_match(RULES, variant, players, seed=5)
    hands: list[OhHellHand] = []
    rng = random.Random(5)
    while True:
        state = match.state
        assert isinstance(state, OhHellHand)
        hands.append(state)
        play_at_random(state, rng)
        if match.is_over():
            return hands
        match.next_hand()


def test_eight_down_up_plays_fifteen_rounds_of_the_schedule() -> None:
    sizes = [h.hand_size for h in rounds_of("eight_down_up")]
    assert sizes == [8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8]


def test_eight_down_up_caps_for_seven_players() -> None:
    sizes = [h.hand_size for h in rounds_of("eight_down_up", players=7)]
    assert sizes[0] == 7 and sizes[7] == 1 and max(sizes) == 7


def test_rotating_trump_goes_spades_hearts_diamonds_clubs() -> None:
    trumps = [h.trump for h in rounds_of("rotating_trump")]
    assert trumps == ["S", "H", "D", "C", "S", "H", "D", "C", "S", "H"]


def test_fixed_schedule_deals_the_same_size_each_round() -> None:
    hands = rounds_of({"schedule": "fixed", "hand_size": 3, "rounds": 4})
    assert [h.hand_size for h in hands] == [3, 3, 3, 3]


def test_classic_match_is_ten_rounds_with_the_deal_passing_left() -> None:
    hands = rounds_of("classic")
    assert len(hands) == 10
    assert [h.dealer for h in hands] == [(hands[0].dealer + i) % 4 for i in range(10)]


def test_joker_reflip_puts_the_joker_back_and_flips_again() -> None:
    state = hand(4, "joker_reflip", flipped="JK", seed=3)
    flips = [e.card for e in state.opening_events() if isinstance(e, CardFlipped)]
    assert flips[0] == Card.of("JK") and flips[-1] == state.flipped
    assert state.flipped.suit is not None or len(flips) > 2
    assert state.trump == state.flipped.suit


def test_no_jokers_uses_a_plain_pack() -> None:
    state = hand(4, "no_jokers", flipped="5H")
    cards = [c for h in state.hands for c in h] + state.stock + [state.flipped]
    assert len(cards) == 52 and Card.of("JK") not in cards


# --------------------------------------------------------------------------- scoring and the match


def test_a_whole_hand_is_scored_by_the_variant() -> None:
    for variant, expected in (("classic", (11, 10, 1)), ("original_scoring", (11, 7, 0))):
        state = hand(3, variant, flipped="2S", dealer=2, hands=["AH 2D", "3H 4D", "5H 6D"], bids=[1, 0, 2])
        events = play(state, "AH", "3H", "5H", "2D", "4D", "6D")
        scored = [e for e in events if isinstance(e, HandScored)]
        assert scored and scored[0].scores == expected
        assert "made" in scored[0].details[0]


def test_the_highest_total_wins_and_ties_share() -> None:
    match = new_match(RULES, "classic", 3, seed=1)
    assert isinstance(match, OhHellMatch)
    result = match._result([40, 52, 52])
    assert result.winners == (1, 2) and result.standings == (1, 2, 0)


def test_match_totals_follow_the_hand_scores() -> None:
    match = new_match(RULES, "classic", 4, seed=9)
    rng = random.Random(2)
    expected = [0] * 4
    while True:
        state = match.state
        play_at_random(state, rng)
        expected = [a + b for a, b in zip(expected, state.hand_scores(), strict=True)]
        assert list(match.totals) == expected
        if match.is_over():
            break
        match.next_hand()
    assert match.result().totals == tuple(expected)
    assert len(match.history) == 9


def test_replaying_the_log_reproduces_the_match() -> None:
    from game.engine import replay
    match = new_match(RULES, "open_hook", 5, seed=11)
    rng = random.Random(4)
    for _ in range(3):
        state = match.state
        play_at_random(state, rng)
        match.next_hand()
    again = replay(RULES, "open_hook", 5, 11, match.actions)
    assert again.totals == match.totals
    assert again.state.is_over(), "the log ends with the third hand played out"
    again.next_hand()
    assert again.state.view(0).hand == match.state.view(0).hand


def test_unknown_variants_and_player_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="no variant"):
        new_match(RULES, "nope", 4)
    with pytest.raises(ValueError, match="3 to 8"):
        new_match(RULES, "classic", 2)
    with pytest.raises(ValueError, match="unknown option"):
        new_match(RULES, {"colour": "red"}, 4)


def test_exact_deals_must_come_from_the_deck() -> None:
    with pytest.raises(ValueError, match="not in this deck"):
        hand(3, flipped="2S", hands=["AH AH", "3H 4D", "5H 6D"])
    assert parse_cards("AH") == [Card.of("AH")]


def test_a_flipped_ace_deals_the_ace_hand_size_option() -> None:
    assert hand(4, flipped="AS").hand_size == 1
    assert hand(4, {"ace_hand_size": 5}, flipped="AS").hand_size == 5
    assert hand(7, {"ace_hand_size": 11}, flipped="AH").hand_size == 7, "the table's cap still applies"
