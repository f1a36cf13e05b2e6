"""Lohai: the LOHAI-T scenarios of RULINGS §1 and a test per ruling and variant.

Seats are N, E, S, W = 0, 1, 2, 3, clockwise, as in the rulings.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine import Card, IllegalActionError, load_rules, new_hand, new_match
from game.engine.core import Action, TrickWon
from game.engine.lohai import (
    CardDrawn,
    CardStolen,
    LohaiHand,
    LohaiMatch,
    MoverIdle,
    TrickGiven,
    TrickMoved,
    three_player_scorer,
)

from .invariants import play_at_random
from .support import act, last_trick

RULES = load_rules("lohai")
N, E, S, W = 0, 1, 2, 3


def hand(variant: Any = "standard", **setup: Any) -> LohaiHand:
    state = new_hand(RULES, variant, **setup)
    assert isinstance(state, LohaiHand)
    return state


def plays(state: LohaiHand) -> dict[int, str]:
    return {slot.seat: str(slot.top) for slot in state.slots.values()}


def won_by(events: list[Any]) -> int:
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won, "the trick is not over"
    return won[-1].seat


# --------------------------------------------------------------------------- T1 Mover


def t1(south: str = "MOV 7C 9C 4S", west: str = "9H KC QC 6S", stack: str = "2S") -> LohaiHand:
    return hand(flipped="7D", dealer=W, leader=N, won=[3, 1, 1, 0], stack=stack,
                hands=["JH 3C 5C 6C", "4H 2C 3S 8C", south, west])


def test_t1_mover_used_from_the_middle() -> None:
    state = t1()
    assert state.value == 275 and state.trump == "D"
    act(state, "play JH", "play 4H", "play MOV")
    assert state.current_player == S and state.pending == ("move", S)
    assert state.mover_eligible(S)
    events = act(state, "move 2 1")
    assert TrickMoved(S, S, E) in events
    assert CardDrawn(S, Card.of("2S")) in events
    assert state.tricks_won == [3, 2, 0, 0]
    assert plays(state)[S] == "2S" and state.lead_suit == "H"
    events = act(state, "play 9H")
    assert won_by(events) == N
    assert state.tricks_won == [4, 2, 0, 0]
    assert state.current_player == N and len(state.stack) == 14


def test_t1_a_lo_player_s_mover_only_draws() -> None:
    state = t1(south="3D 7C 9C 4S", west="MOV KC QC 6S")
    act(state, "play JH", "play 4H", "play 7C")
    assert not state.mover_eligible(W)
    events = act(state, "play MOV")
    idle = [e for e in events if isinstance(e, MoverIdle)]
    assert idle and "neither Lo nor Hai" in idle[0].reason
    assert not any(isinstance(e, TrickMoved) for e in events)
    assert state.pending is None and CardDrawn(W, Card.of("2S")) in events


# --------------------------------------------------------------------------- T2 Shaker steals a Taker


def test_t2_shaker_steals_a_taker() -> None:
    state = hand(flipped="5C", dealer=E, leader=S, stack="7H",
                 hands=["SHK 4H", "QD 5H", "8D 2H", "TAK 3H"])
    act(state, "play 8D", "play TAK", "play SHK")
    assert state.pending == ("steal", N)
    assert {str(a) for a in state.legal_actions()} == {"steal 2", "steal 3"}
    events = act(state, "steal 3")
    assert CardStolen(N, W, Card.of("TAK")) in events
    assert CardDrawn(W, Card.of("7H")) in events
    assert plays(state) == {S: "8D", W: "7H", N: "TAK"}
    assert state.lead_suit == "D"
    assert state.current_player == E
    events = act(state, "play QD")
    assert won_by(events) == N and state.current_player == N


def test_a_bot_may_ask_where_a_steal_sends_the_trick_and_the_table_stays_as_it_was() -> None:
    """The T2 table with North's Shaker waiting: taking West's Taker gives North control; taking South's 8D
    leaves it with West.  The victim's replacement, hidden from the thief, is not drawn, and nothing moves."""
    state = hand(flipped="5C", dealer=E, leader=S, stack="7H",
                 hands=["SHK 4H", "QD 5H", "8D 2H", "TAK 3H"])
    act(state, "play 8D", "play TAK", "play SHK")
    before = plays(state), list(state.stack), state.clock
    assert state.winner_after_steal(N, W) == N
    assert state.winner_after_steal(N, S) == W
    assert (plays(state), list(state.stack), state.clock) == before


# --------------------------------------------------------------------------- T3 chained Shakers


def test_t3_chained_shakers() -> None:
    state = hand(flipped="3D", dealer=N, leader=E, stack="SHK 6H",
                 hands=["JC 5H", "KC 2H", "9D 3H", "SHK 4H"])
    act(state, "play KC", "play 9D", "play SHK", "steal 2")
    assert state.pending == ("steal", S), "the Shaker drawn for S resolves for S"
    events = act(state, "steal 3")
    assert CardStolen(S, W, Card.of("9D")) in events and CardDrawn(W, Card.of("6H")) in events
    events = act(state, "play JC")
    assert plays(state) == {} and won_by(events) == S
    assert state.tricks_won == [0, 0, 1, 0]
    assert len(state.stack) == 52 - 8 - 1 - 2, "two cards were drawn"


# --------------------------------------------------------------------------- T4 / T5 leads


def test_t4_red_lead_sets_the_suit_from_the_drawn_card() -> None:
    state = hand(flipped="8S", dealer=E, leader=S, stack="4D", hands=["2C 3C", "4C 5C", "MOV 6C", "2D SHK"])
    events = act(state, "play MOV")
    assert any(isinstance(e, MoverIdle) for e in events)
    assert "move" not in {a.kind for a in state.legal_actions()}
    assert plays(state)[S] == "4D" and state.lead_suit == "D"
    assert state.current_player == W
    assert {str(a) for a in state.legal_actions()} == {"play 2D", "play SHK"}


def test_t5_black_lead_leaves_the_suit_to_the_next_suited_card() -> None:
    state = hand(flipped="8S", dealer=E, leader=S, hands=["2C GIV 8H", "5C 3H", "TAK 4D", "9C 5D"])
    act(state, "play TAK")
    assert state.lead_suit is None
    assert len(state.legal_actions()) == 2
    act(state, "play 9C")
    assert state.lead_suit == "C"
    reason = state.why_not(Action("play", (Card.of("8H"),)))
    assert reason is not None and "follow clubs" in reason
    with pytest.raises(IllegalActionError):
        state.apply(Action("play", (Card.of("8H"),)))
    assert {str(a) for a in state.legal_actions()} == {"play 2C", "play GIV"}
    act(state, "play GIV")
    assert [str(a) for a in state.legal_actions()] == ["play 5C"]


def test_t6_the_giver_chooses_after_everyone_has_played() -> None:
    state = hand(flipped="8D", dealer=W, leader=N, hands=["TAK 2H", "4S 3H", "5S 4H", "GIV 6H"])
    events = act(state, "play TAK", "play 4S", "play 5S", "play GIV")
    assert not any(isinstance(e, TrickWon) for e in events)
    assert state.pending == ("give", W) and state.current_player == W
    reason = state.why_not(Action("give", args=(W,)))
    assert reason is not None and "own player" in reason
    events = act(state, "give 1")
    assert TrickGiven(W, E) in events and won_by(events) == E
    assert state.tricks_won == [0, 1, 0, 0] and state.current_player == E


# --------------------------------------------------------------------------- T7-T9 scoring


def test_t7_basic_scoring() -> None:
    state = last_trick([3, 2, 2, 1])
    assert state.value == 300 and state.tricks_won == [3, 2, 2, 2]
    assert state.hand_scores() == (300, 0, 0, 0)
    state = last_trick([0, 2, 3, 3])
    assert state.hand_scores() == (300, 0, 0, 300)
    assert "Lo" in state.score_lines()[0] and "Hai" in state.score_lines()[3]


def test_t8_game_end_the_higher_total_wins_and_ties_share() -> None:
    match = new_match(RULES, "standard", 4, seed=1)
    assert isinstance(match, LohaiMatch)
    assert match._over([1600, 0, 0, 1500])
    assert match._result([1600, 0, 0, 1500]).winners == (N,)
    assert match._result([1600, 0, 0, 1600]).winners == (N, W)
    assert not match._over([1475, 1400, 0, 0])


def test_t9_carryover_pots() -> None:
    variant = {"carryover": True, "target": 1500}
    first = last_trick([2, 1, 1, 4], variant, flipped="4S")
    assert first.hand_scores() == (0, 0, 0, 200)
    assert first.next_pots == (200, 0)
    second = hand(variant, flipped="6H", pots=first.next_pots)
    assert second.view(0).pots == (450, 250)
    capped = last_trick([0, 2, 3, 3], variant, flipped="MOV", pots=(1375, 0))
    assert capped.value == 450
    assert capped.hand_scores() == (1475, 0, 0, 450)
    assert capped.next_pots == (0, 0)


def test_carryover_default_target_is_2000_and_the_cap_follows_it() -> None:
    capped = last_trick([0, 2, 3, 3], "carryover", flipped="MOV", pots=(1800, 0))
    assert capped.hand_scores()[0] == 1975


def test_carryover_match_carries_both_pots_into_the_next_hand() -> None:
    match = new_match(RULES, "carryover", 4, seed=3)
    rng = random.Random(3)
    for _ in range(6):
        state = match.state
        play_at_random(state, rng)
        assert isinstance(state, LohaiHand)
        carried = state.next_pots
        if match.is_over():
            break
        nxt = match.next_hand()
        assert isinstance(nxt, LohaiHand) and nxt.pots_in == carried


# --------------------------------------------------------------------------- T10 Crazy Shakers


def crazy(stack: str, north: str = "9D 4S") -> LohaiHand:
    return hand("crazy_shakers", flipped="7D", dealer=E, leader=S, stack=stack,
                hands=[north, "SHK 5S", "6C 2S", "4H 3S"])


def test_t10_one_shaker_turns_the_trick_upside_down() -> None:
    state = crazy("8C")
    act(state, "play 6C", "play 4H", "play 9D")
    events = act(state, "play SHK")
    assert CardDrawn(E, Card.of("8C")) in events, "a crazy Shaker draws instead of stealing"
    assert won_by(events) == W


def test_t10_two_shakers_cancel() -> None:
    state = crazy("SHK 8C")
    act(state, "play 6C", "play 4H", "play 9D")
    events = act(state, "play SHK")
    assert [e.card for e in events if isinstance(e, CardDrawn)] == [Card.of("SHK"), Card.of("8C")]
    assert won_by(events) == N


def test_t10_lowest_rank_tie_goes_to_the_later_card() -> None:
    state = crazy("8C", north="4S 9D")
    act(state, "play 6C", "play 4H", "play 4S")
    assert won_by(act(state, "play SHK")) == N


def test_category_inversion_puts_off_suit_cards_first() -> None:
    variant = {"crazy_shakers": True, "crazy_comparison": "category_inversion"}
    state = hand(variant, flipped="7D", dealer=E, leader=S, stack="8C", hands=["2D 4S", "SHK 5S", "6C 2S", "9H 3S"])
    act(state, "play 6C", "play 9H", "play 2D")
    assert won_by(act(state, "play SHK")) == W, "the off-suit 9H beats the led 6C and the trump 2D"


# --------------------------------------------------------------------------- T11 three players


def test_t11three_player_scorer() -> None:
    assert three_player_scorer([3, 3, 4]) == 2
    assert three_player_scorer([2, 3, 5]) == 1
    assert three_player_scorer([5, 5, 0]) == 2
    assert three_player_scorer([4, 3, 3]) == 0


def test_t11_the_score_line_says_why_the_three_player_scorer_scored() -> None:
    """The middle of three counts reads "in the middle"; the one apart from a tied pair "the odd one out"."""
    for won, scorer, why in (([2, 3, 4], 1, "in the middle"), ([3, 3, 3], 2, "the odd one out")):
        state = hand("three_player", flipped="8C", dealer=2, won=won, hands=["2H", "3H", "4H"])
        act(state, "play 2H", "play 3H", "play 4H")
        assert state.is_over()
        assert state.hand_scores()[scorer] == state.value
        assert state.details[scorer].endswith(f": {why}, +{state.value}")


def test_t11_three_player_mover() -> None:
    state = hand("three_player", flipped="8C", dealer=2, won=[0, 1, 2], hands=["2H", "3H", "4H"])
    assert [state.mover_eligible(s) for s in range(3)] == [True, False, True]
    state = hand("three_player", flipped="8C", dealer=2, won=[1, 1, 3], hands=["2H", "3H", "4H"])
    assert [state.mover_eligible(s) for s in range(3)] == [False, False, True]
    state = hand("three_player", flipped="8C", dealer=2, hands=["2H", "3H", "4H"])
    assert not any(state.mover_eligible(s) for s in range(3))


def test_three_player_deal_and_single_award() -> None:
    match = new_match(RULES, "three_player", seed=4)
    state = match.state
    assert isinstance(state, LohaiHand)
    assert [len(h) for h in state.hands] == [10, 10, 10] and len(state.stack) == 21
    rng = random.Random(4)
    play_at_random(state, rng)
    assert sorted(state.hand_scores()) == [0, 0, state.value]


# --------------------------------------------------------------------------- rulings


def test_a1_a2_the_deck_and_its_values() -> None:
    cards = RULES.deck.cards()
    assert len(cards) == 52
    for code in ("GIV", "TAK", "MOV", "SHK"):
        assert cards.count(Card.of(code)) == 2
    assert not [c for c in cards if c.rank in ("A", "T")]
    names = ("SHK", "GIV", "2C", "9S", "JD", "KH", "TAK", "MOV")
    values = {name: RULES.deck.points_of(Card.of(name)) for name in names}
    assert values == {"SHK": 100, "GIV": 125, "2C": 150, "9S": 325, "JD": 350, "KH": 400, "TAK": 425, "MOV": 450}


def test_a3_a_flipped_special_means_no_trump() -> None:
    state = hand(flipped="TAK", dealer=W, hands=["2H", "3H", "4H", "5H"])
    assert state.trump is None and state.value == 425


def test_a4_a_new_deal_leaves_fifteen_in_the_stack() -> None:
    state = new_match(RULES, seed=8).state
    assert isinstance(state, LohaiHand)
    assert [len(h) for h in state.hands] == [9] * 4 and len(state.stack) == 15
    assert state.flipped not in state.stack or RULES.deck.cards().count(state.flipped) > 1


def test_a6_an_eligible_player_may_decline_the_move() -> None:
    state = t1()
    act(state, "play JH", "play 4H", "play MOV")
    events = act(state, "pass")
    assert not any(isinstance(e, TrickMoved) for e in events)
    assert state.tricks_won == [3, 1, 1, 0] and plays(state)[S] == "2S"


def test_a6_the_move_can_be_forced_by_option() -> None:
    state = t1()
    state.options = {**state.options, "mover_optional": False}
    act(state, "play JH", "play 4H", "play MOV")
    assert "pass" not in [str(a) for a in state.legal_actions()]
    assert "must move" in (state.why_not(Action("pass")) or "")


def test_a6_moves_need_a_trick_and_two_different_players() -> None:
    state = t1()
    act(state, "play JH", "play 4H", "play MOV")
    assert "no trick" in (state.why_not(Action("move", args=(W, N))) or "")
    assert "different" in (state.why_not(Action("move", args=(N, N))) or "")


def test_a7_a_mover_drawn_onto_a_mover_rechecks_eligibility() -> None:
    state = t1(stack="MOV 2S")
    act(state, "play JH", "play 4H", "play MOV", "move 2 1")
    assert state.tricks_won == [3, 2, 0, 0]
    assert state.pending is None, "S is now Lo: the second Mover does not move"
    assert [str(c) for c in state.slots[S].cards] == ["MOV", "MOV", "2S"]


def test_a7_a_black_card_drawn_counts_as_placed_now() -> None:
    state = hand(flipped="8D", dealer=W, leader=N, stack="GIV", hands=["TAK 2H", "MOV 3H", "4S 4H", "5S 6H"])
    act(state, "play TAK", "play MOV")
    act(state, "play 4S", "play 5S")
    assert state.pending == ("give", E), "E's drawn Giver was placed after N's Taker"


def test_a8_a_shaker_with_nothing_to_steal_draws() -> None:
    state = hand(flipped="8D", dealer=W, leader=N, stack="3C", hands=["SHK 2H", "4C 3H", "5C 4H", "6C 6H"])
    events = act(state, "play SHK")
    assert CardDrawn(N, Card.of("3C")) in events and state.lead_suit == "C"


def test_a9_stolen_black_cards_are_retimed_unless_the_option_is_off() -> None:
    setup: dict[str, Any] = dict(flipped="8D", dealer=W, leader=N, stack="7H",
                                 hands=["TAK 2S", "GIV 3S", "SHK 4S", "5C 6S"])
    state = hand(**setup)
    act(state, "play TAK", "play GIV", "play SHK", "steal 0", "play 5C")
    assert state.tricks_won == [0, 0, 1, 0], "S's stolen Taker is the newest black card"
    old = hand({"stolen_black_retimestamp": False}, **setup)
    act(old, "play TAK", "play GIV", "play SHK", "steal 0", "play 5C")
    assert old.pending == ("give", E), "kept at its first placing, the Taker is older than E's Giver"


def test_a11_an_empty_stack_leaves_no_card() -> None:
    state = hand(flipped="8D", dealer=W, leader=N, hands=["SHK 2H", "4C 3H", "5C 4H", "6C 6H"])
    state.stack.clear()
    events = act(state, "play SHK")
    assert CardDrawn(N, None) in events and state.lead_suit is None
    events = act(state, "play 4C", "play 5C", "play 6C")
    assert won_by(events) == W


def test_a12_a_giver_may_give_to_a_partner() -> None:
    state = hand("partnership", flipped="8D", dealer=W, leader=N, hands=["GIV 2H", "4S 3H", "5S 4H", "6S 6H"])
    act(state, "play GIV", "play 4S", "play 5S", "play 6S")
    assert state.can(Action("give", args=(S,)))


def test_special_cards_may_always_be_played_and_drawn_cards_need_not_follow() -> None:
    state = hand(flipped="8D", dealer=W, leader=N, stack="2S", hands=["JH 3C", "4H MOV", "MOV 5H", "9H 6C"])
    act(state, "play JH")
    assert {str(a) for a in state.legal_actions()} == {"play 4H", "play MOV"}
    act(state, "play MOV")
    assert plays(state)[E] == "2S", "the off-suit card drawn onto a Mover is a fine play"
    assert "H" not in state.voids[E]


def test_a5_a16_counts_are_public_and_the_stack_is_not() -> None:
    state = t1()
    view = state.view(E)
    assert view.tricks_won == (3, 1, 1, 0) and view.stack_size == 15
    assert view.mover_eligible == (False, True, True, False)
    assert "stack" in view.hidden.sizes
    world = view.determinize(random.Random(1))
    assert isinstance(world, LohaiHand)
    assert sorted(map(str, world.hands[E])) == sorted(map(str, state.hands[E]))
    assert world.tricks_won == state.tricks_won


def test_determinize_keeps_stolen_cards_where_they_are() -> None:
    state = hand(flipped="5C", dealer=E, leader=S, stack="7H", hands=["SHK 4H", "QD 5H", "8D 2H", "TAK 3H"])
    act(state, "play 8D", "play TAK", "play SHK", "steal 3")
    for seat in range(4):
        world = state.determinize(seat, random.Random(seat))
        assert isinstance(world, LohaiHand)
        assert plays(world) == plays(state)


# --------------------------------------------------------------------------- variants and the match


def test_partnership_needs_both_partners_at_800() -> None:
    match = new_match(RULES, "partnership", seed=2)
    assert isinstance(match, LohaiMatch)
    assert not match._over([900, 0, 700, 0])
    assert match._over([900, 0, 800, 0])
    assert match._result([900, 0, 800, 0]).winners == (0, 2)
    assert match._result([900, 850, 800, 820]).winners == (1, 3), "both teams made it: the higher lower partner"
    assert match._result([900, 850, 900, 850]).winners == (0, 2), "then the higher combined score"
    assert match._result([850, 850, 900, 900]).winners == (0, 1, 2, 3), "else the teams share"
    assert match.state.view(0).teams == ((0, 2), (1, 3))


def test_partnership_is_for_four_players() -> None:
    with pytest.raises(ValueError):
        new_match(RULES, {"partnership": True}, players=3)


def test_variants_combine() -> None:
    match = new_match(RULES, "crazy_carryover", seed=5)
    assert match.options["crazy_shakers"] and match.options["carryover"] and match.options["target"] == 2000


def test_a_whole_match_ends_with_a_winner_over_the_target() -> None:
    match = new_match(RULES, "standard", seed=6)
    rng = random.Random(6)
    while True:
        state = match.state
        play_at_random(state, rng)
        if match.is_over():
            break
        match.next_hand()
    result = match.result()
    assert max(result.totals) >= 1500 and result.winners
