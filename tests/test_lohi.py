"""Lo-Hi: the LOHI-T scenarios of RULINGS §2 and a test per ruling and option.

Seats are numbered clockwise; in LOHI-T3 they are C, B, A = 0, 1, 2, as in the rulings.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from game.ai import make_bot
from game.engine import Card, IllegalActionError, load_rules, new_hand, new_match, parse_cards
from game.engine.core import Action, CardFlipped, HandScored
from game.engine.lohi import (
    BonusTurn,
    CardPicked,
    CardsPlayed,
    Cause,
    ConstraintSet,
    DeckReshuffled,
    DirectionReversed,
    FirstPlayerChosen,
    LohiHand,
    LohiMatch,
    LohiView,
    Passed,
    RoundWon,
)
from game.engine.rules import parse_rules

from .invariants import check_clone, check_conserved, check_determinize, check_no_leak, check_refusals
from .support import act

RULES = load_rules("lohi")
C, B, A = 0, 1, 2


def hand(variant: Any = "standard", players: int = 3, **setup: Any) -> LohiHand:
    state = new_hand(RULES, variant, players=players, **setup)
    assert isinstance(state, LohiHand)
    return state


def texts(state: LohiHand) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def refused(state: LohiHand, text: str) -> str:
    """The reason ``text`` is refused; fails if it is accepted."""
    assert state.why_not(Action.parse(text)), f"{text} should be refused"
    with pytest.raises(IllegalActionError) as error:
        state.parse_action(text)
    return error.value.reason


def mid(hands: list[str], pile: str, constraint: str, turn: int = 0, variant: Any = "standard",
        **setup: Any) -> LohiHand:
    """A position mid-round: ``turn`` to act under ``constraint`` on ``pile`` (bottom first)."""
    return hand(variant, players=len(hands), hands=hands, pile=pile, constraint=constraint, turn=turn, **setup)


# --------------------------------------------------------------------------- the scenarios


def test_t1_a_run_is_laid_the_way_the_pile_asks_and_reverses_play() -> None:
    state = mid(["2C 3C", "4C 5H 6S KD", "9S 9H"], pile="8D JH", constraint="<=J", turn=1)
    assert "lay this run down" in refused(state, "play 4C 5H 6S")
    events = act(state, "play 6S 5H 4C")
    assert str(state.constraint) == ">=4"
    assert state.direction == -1 and DirectionReversed(-1) in events
    assert state.current_player == 0


def test_t2_three_pick_ups_turn_a_card_over_keeping_higher() -> None:
    state = mid(["2C 4H", "3D 5C", "6S 8H"], pile="5H QH", constraint=">=Q", stack="3C 4D 5S KS")
    events = act(state, "pickup", "pickup", "pickup")
    assert [e.card for e in events if isinstance(e, CardPicked)] == parse_cards("3C 4D 5S")
    assert CardFlipped(Card.of("KS")) in events
    assert state.pile[-1] == Card.of("KS") and str(state.constraint) == ">=K"
    assert state.current_player == 0 and state.streak == 0


def t3_setup() -> LohiHand:
    return hand(hands=["3C 4H 9H QH QD", "2C TD KH KS KC AH AC", "6H 8C 9C TS JH KD"],
                wins=[0, 2, 1], flipped="7H", stack="2S AD")


def test_t3_part_a_example_round_to_the_b5_correction() -> None:
    state = t3_setup()
    assert (state.current_player, state.first_reason) == (C, "fewest cards")
    assert state.view(A).first_player == C
    act(state, "play 9H")
    assert str(state.constraint) == "<=9" and state.current_player == B
    assert texts(state) == ["play 2C", "pickup"]
    act(state, "play 2C")
    assert str(state.constraint) == ">=2" and state.current_player == A
    assert "lay this run up" in refused(state, "play JH TS 9C 8C")
    act(state, "play 8C 9C TS JH")
    assert str(state.constraint) == "<=J" and state.direction == -1 and state.current_player == B
    assert "jack or lower" in refused(state, "play KH KS KC")
    assert texts(state) == ["play TD", "pickup"]


def t3_part_b() -> LohiHand:
    return hand(hands=["2S 3C 4H QH QD", "TD", "6H KD AD"], wins=[0, 2, 1], turn=C, direction=-1,
                pile="7H 9H 2C 8C 9C TS JH KH KS KC AH AC", constraint="any", stack="JD TC 5S 7C")


def test_t3_part_b_example_round_from_the_stated_position() -> None:
    state = t3_part_b()
    act(state, "play QH QD")
    assert state.phase == "call" and state.current_player == C
    act(state, "call higher")
    assert str(state.constraint) == ">=Q" and state.current_player == A
    assert {"play KD", "play AD", "pickup"} <= set(texts(state))
    act(state, "pickup")
    assert state.hands[A][-1] == Card.of("JD") and state.streak == 1
    assert "queen or higher" in refused(state, "play TD")
    act(state, "pickup")
    assert state.hands[B][-1] == Card.of("TC") and state.streak == 2
    events = act(state, "pickup")
    assert state.hands[C][-1] == Card.of("5S")
    assert CardFlipped(Card.of("7C")) in events and str(state.constraint) == ">=7" and state.streak == 0
    assert state.current_player == A
    act(state, "play JD")
    assert str(state.constraint) == "<=J" and state.current_player == B
    events = act(state, "play TD TC")
    assert RoundWon(B, "emptied their hand") in events and state.is_over()
    assert state.hand_scores() == (0, 1, 0)
    assert [w + s for w, s in zip(state.wins, state.hand_scores(), strict=True)] == [0, 3, 1]
    assert state.next_hand_sizes() == (5, 8, 6)
    assert not state.game_won


def test_t3_next_round_deals_by_wins_and_starts_clockwise_with_c() -> None:
    state = hand(wins=[0, 3, 1], seed=4)
    assert [len(h) for h in state.hands] == [5, 8, 6]
    assert state.current_player == C and state.first_reason == "fewest cards" and state.direction == 1


def test_t4_doubles_of_twos_free_the_pile_and_others_are_called() -> None:
    state = mid(["2C 2D 7S", "3C 4C", "5C 6C"], pile="9D 5H", constraint="<=5")
    act(state, "play 2C 2D")
    assert state.phase == "play" and str(state.constraint) == "any" and state.current_player == 1
    state = mid(["9C 3S", "3C 4C", "5C 6C"], pile="4D 9H", constraint=">=9")
    act(state, "play 9C")
    assert state.phase == "call" and texts(state) == ["call higher", "call lower"]
    assert "call higher" in refused(state, "pickup")
    act(state, "call lower")
    assert str(state.constraint) == "<=9" and state.current_player == 1


def test_t5_a_triple_names_an_exact_rank() -> None:
    state = mid(["8C 8D 3S", "QS 3C JD", "5C 6C"], pile="5D 8H", constraint=">=8")
    act(state, "play 8C 8D")
    assert state.phase == "name" and len(texts(state)) == 13
    act(state, "name Q")
    assert str(state.constraint) == "=Q" and state.current_player == 1
    assert texts(state) == ["play QS", "pickup"]
    act(state, "play QS")
    assert str(state.constraint) == "<=Q"


def test_t6_a_quadruple_gives_another_turn_with_any_card() -> None:
    state = mid(["7S 3C", "4C 5C", "5H 6C"], pile="2H 7H 7C 7D", constraint="=7")
    events = act(state, "play 7S")
    assert BonusTurn(0) in events and state.current_player == 0 and str(state.constraint) == "any"
    assert "pickup" in texts(state)
    events = act(state, "play 3C")
    assert RoundWon(0, "emptied their hand") in events and state.winner == 0


def test_t7_winning_a_round_begun_with_ten_cards_wins_the_game() -> None:
    won = mid(["3C", "4C 5C", "6C 7C"], pile="9H", constraint="any", wins=[5, 4, 0])
    act(won, "play 3C")
    assert won.game_won
    not_yet = mid(["4C 5C", "3C", "6C 7C"], pile="9H", constraint="any", turn=1, wins=[5, 4, 0])
    act(not_yet, "play 3C")
    assert not_yet.winner == 1 and not not_yet.game_won


def test_t7_a_match_ends_exactly_when_a_ten_card_round_is_won() -> None:
    match = new_match(RULES, "standard", 3, seed=11)
    bots = [make_bot("rule", RULES) for _ in range(3)]
    rng = random.Random(5)
    while True:
        state = match.state
        assert isinstance(state, LohiHand)
        assert [len(h) for h in state.hands_dealt] == [5 + w for w in state.wins]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            state.apply(bots[seat].choose(state.view(seat), rng))
        assert match.is_over() == (state.start_sizes[state.winner or 0] == 10)
        if match.is_over():
            break
        match.next_hand()
    result = match.result()
    assert result.winners == (state.winner,) and result.totals[state.winner or 0] == 6


def test_t8_an_empty_deck_is_rebuilt_from_the_pile_under_its_top_card() -> None:
    pile = parse_cards("2S 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 9S")
    rest = [c for c in RULES.deck.cards() if c not in pile]
    state = hand(hands=[rest[:13], rest[13:26], rest[26:]], pile=pile, constraint=">=9", turn=0)
    state.deck.clear()
    assert state.view(0).deck_size == 0
    events = act(state, "pickup")
    assert DeckReshuffled(11) in events and isinstance(events[1], CardPicked)
    assert state.pile == parse_cards("9S") and str(state.constraint) == ">=9"
    assert len(state.deck) == 10
    check_conserved(state)


# --------------------------------------------------------------------------- rulings


def test_b1_aces_are_high_and_runs_never_go_round() -> None:
    state = mid(["QS KS AS 2D 3D", "4C 5C", "6C 7C"], pile="9H", constraint="any")
    assert {"play QS KS AS", "play AS KS QS"} <= set(texts(state))
    assert "aces are high only" in refused(state, "play KS AS 2D")
    assert "aces are high only" in refused(state, "play AS 2D 3D")


def test_b1_option_runs_wrap_lets_a_run_go_round() -> None:
    state = mid(["QS KS AS 2D 3D", "4C 5C", "6C 7C"], pile="9H", constraint="any", variant={"runs_wrap": True})
    assert {"play KS AS 2D", "play QS KS AS 2D 3D", "play 3D 2D AS KS"} <= set(texts(state))
    act(state, "play KS AS 2D")
    assert str(state.constraint) == "<=2" and state.direction == -1


def test_b2_ties_go_to_the_youngest() -> None:
    state = hand(seed=3, ages=[40, 9, 12])
    assert (state.first, state.first_reason) == (1, "youngest")
    assert FirstPlayerChosen(1, "youngest") in state.opening_events()
    view = state.view(0)
    assert (view.first_player, view.first_reason) == (1, "youngest")


def test_b2_unknown_or_equal_ages_pick_at_random_from_the_seed() -> None:
    firsts = {hand(seed=seed).first for seed in range(30)}
    assert firsts == {0, 1, 2}
    assert hand(seed=7).first == hand(seed=7).first
    assert hand(seed=7, ages=[10, None, 30]).first_reason == "random"
    equal = hand(seed=7, ages=[10, 10, 30])
    assert equal.first in (0, 1) and equal.first_reason == "random"


def test_b2_only_the_tied_players_ages_matter() -> None:
    state = hand(wins=[1, 0, 0], ages=[5, 40, 30])
    assert (state.first, state.first_reason) == (2, "youngest")


def test_b2_option_random_ignores_ages() -> None:
    seen = {hand({"first_player_tie_break": "random"}, seed=s, ages=[40, 9, 12]).first_reason for s in range(5)}
    assert seen == {"random"}


def test_b2_match_takes_ages_and_redecides_a_round_nobody_has_begun() -> None:
    match = new_match(RULES, "standard", 3, seed=2)
    assert isinstance(match, LohiMatch)
    match.set_ages([50, 60, 8])
    state = match.state
    assert isinstance(state, LohiHand)
    assert (state.current_player, state.first_reason) == (2, "youngest")
    state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalActionError):
        state.restart_with_ages([1, 2, 3])


def test_b3_the_first_player_must_play() -> None:
    state = t3_setup()
    assert "pickup" not in texts(state)
    assert "must play" in refused(state, "pickup")
    act(state, "play 9H")
    assert "pickup" in texts(state)


def test_b3_the_first_play_is_measured_against_the_face_up_card() -> None:
    state = t3_setup()
    act(state, "play 3C")
    assert str(state.constraint) == ">=3"


def test_b4_a_card_equal_to_the_start_card_makes_a_double() -> None:
    state = hand(hands=["7S 3C 4C 5C 6C", "8C 9C TC JC QC KC", "8D 9D TD JD QD KD"], wins=[0, 1, 1],
                 flipped="7H")
    act(state, "play 7S")
    assert state.phase == "call"


def test_b4_option_turned_cards_do_not_count() -> None:
    state = hand({"turned_cards_count": False}, hands=["7S 3C 4C 5C 6C", "8C 9C TC JC QC KC", "8D 9D TD JD QD KD"],
                 wins=[0, 1, 1], flipped="7H")
    act(state, "play 7S")
    assert state.phase == "play" and str(state.constraint) == "any" and state.current_player == 1


def test_b5_kkk_is_refused_under_lower_but_allowed_by_the_big_sets_variant() -> None:
    position = {"hands": ["3C 4C", "KH KS KC TD", "5C 6C"], "pile": "TS JH", "constraint": "<=J", "turn": 1}
    assert "jack or lower" in refused(mid(variant="standard", **position), "play KH KS KC")
    loose = mid(variant="big_sets", **position)
    assert "play KS KH KC" in texts(loose) and "play KS KH" not in texts(loose)
    act(loose, "play KH KS KC", "name A")
    assert str(loose.constraint) == "=A"


def test_b5_big_sets_still_obey_a_named_rank() -> None:
    state = mid(["3C 4C", "KH KS KC TD", "5C 6C"], pile="TS JH", constraint="=Q", turn=1, variant="big_sets")
    assert texts(state) == ["pickup"]


def test_b6_two_kings_on_a_king_make_a_triple() -> None:
    state = mid(["KH KS 3C", "4C 5C", "6C 7C"], pile="9C KD", constraint=">=K")
    act(state, "play KH KS")
    assert state.phase == "name"


def test_b6_a_quadruple_laid_at_once_is_a_quadruple() -> None:
    state = mid(["5H 5S 5D 5C 3C", "4C 6C", "6D 7C"], pile="9C", constraint="any")
    assert BonusTurn(0) in act(state, "play 5H 5S 5D 5C")


def test_b7_a_double_of_aces_frees_the_pile() -> None:
    state = mid(["AH AC 3C", "4C 5C", "6C 7C"], pile="9C", constraint=">=9")
    act(state, "play AH AC")
    assert state.phase == "play" and str(state.constraint) == "any" and state.current_player == 1


def test_b8_a_triple_may_name_its_own_rank_and_an_ace_on_a_king_is_lower() -> None:
    state = mid(["KH KS KC 3C", "AD 5C", "6C 7C"], pile="9C", constraint="any")
    act(state, "play KH KS KC")
    assert "name K" in texts(state)
    act(state, "name A", "play AD")
    assert str(state.constraint) == "<=A"


def test_b8_option_a_triple_may_not_name_its_own_rank() -> None:
    state = mid(["KH KS KC 3C", "AD 5C", "6C 7C"], pile="9C", constraint="any", variant={"name_own_rank": False})
    act(state, "play KH KS KC")
    assert "name K" not in texts(state) and len(texts(state)) == 12
    assert "own rank" in refused(state, "name K")


def test_b8_names_read_as_ranks() -> None:
    state = mid(["KH KS KC 3C", "AD 5C", "6C 7C"], pile="9C", constraint="any")
    act(state, "play KH KS KC")
    assert state.parse_action("name 10") == Action("name", args=("T",))
    assert state.parse_action("name q") == Action("name", args=("Q",))
    assert "name the rank" in refused(state, "name 1")


def test_b9_the_bonus_turn_may_pick_up_or_with_the_option_must_play() -> None:
    position = {"hands": ["7S 3C", "4C 5C", "5H 6C"], "pile": "2H 7H 7C 7D", "constraint": "=7"}
    state = mid(**position)
    act(state, "play 7S", "pickup")
    assert state.current_player == 1
    strict = mid(variant={"bonus_turn": "must_play"}, **position)
    act(strict, "play 7S")
    assert texts(strict) == ["play 3C"]
    assert "quadruple" in refused(strict, "pickup")


def test_b9_a_quadruple_that_empties_the_hand_wins() -> None:
    state = mid(["7S", "4C 5C", "5H 6C"], pile="2H 7H 7C 7D", constraint="=7")
    assert state.is_over() is False
    act(state, "play 7S")
    assert state.winner == 0


def test_b10_a_run_has_no_repeated_rank_and_is_never_mixed_with_a_set() -> None:
    state = mid(["8S 8H 9C TD 3C", "4C 5C", "6C 7C"], pile="2C", constraint="any")
    assert "never both" in refused(state, "play 8S 8H 9C TD")
    assert "consecutive" in refused(state, "play 8S TD 3C")
    assert "one rank" in refused(state, "play 8S 9C")


def test_b10_under_a_named_rank_a_run_starts_with_it_either_way() -> None:
    state = mid(["6S 7H 8C 5D", "4C 5C", "6C 7C"], pile="2C 9C 9D 9H", constraint="=7")
    assert {"play 7H 8C", "play 7H 6S 5D"} - set(texts(state)) == {"play 7H 8C"}
    assert "play 7H 6S 5D" in texts(state)
    assert "start with the named rank" in refused(state, "play 6S 7H 8C")
    strict = mid(["6S 7H 8C 5D", "4C 5C", "6C 7C"], pile="2C 9C 9D 9H", constraint="=7",
                 variant={"runs_under_named_rank": "not_allowed"})
    assert texts(strict) == ["play 7H", "pickup"]
    assert "no run" in refused(strict, "play 7H 6S 5D")


def test_b10_any_order_under_any_and_a_run_on_an_equal_top_makes_no_double() -> None:
    state = mid(["4C 5H 6S 8S", "4D 9C", "6C 7C"], pile="2C 4H", constraint=">=4")
    act(state, "play 4C 5H 6S")
    assert str(state.constraint) == "<=6" and state.phase == "play"


def test_b11_the_direction_persists_and_each_round_starts_clockwise() -> None:
    state = mid(["4C 5H 6S 2D", "9C TC", "3D 3H"], pile="2C", constraint="any")
    act(state, "play 4C 5H 6S")
    assert state.current_player == 2
    act(state, "play 3D")
    assert state.current_player == 1 and state.direction == -1
    match = new_match(RULES, "standard", 3, seed=1)
    assert isinstance(match.state, LohiHand) and match.state.direction == 1


def play_out(match: Any, rng: random.Random) -> None:
    state = match.state
    while not state.is_over():
        runs = [a for a in state.legal_actions() if len({c.rank for c in a.cards}) > 1]
        state.apply(runs[0] if runs else rng.choice(state.legal_actions()))


def test_b11_option_carry_over_keeps_the_last_rounds_direction() -> None:
    for options, expect_carry in (({}, False), ({"new_round_direction": "carry_over"}, True)):
        for seed in range(40):
            match = new_match(RULES, options, 3, seed=seed)
            play_out(match, random.Random(seed))
            ended = match.state.direction
            if ended == 1 or match.is_over():
                continue
            match.next_hand()
            assert match.state.direction == (ended if expect_carry else 1)
            break
        else:
            pytest.fail("no round ended counter-clockwise")


def test_b12_a_flipped_card_counts_toward_a_triple() -> None:
    state = mid(["3C 4S", "5C 4C", "2D 6C", "QS KH"], pile="9C", constraint=">=Q", stack="4D 5D 6D QC")
    act(state, "pickup", "pickup", "pickup")
    assert state.pile[-1] == Card.of("QC") and str(state.constraint) == ">=Q" and state.current_player == 3
    act(state, "play QS")
    assert state.phase == "call"


def test_b12_flips_keep_a_named_rank_and_any() -> None:
    state = mid(["3C 4S", "5C 4C", "2D 6C"], pile="9C 9H 9D", constraint="=A", stack="4D 5D 6D 8C")
    act(state, "pickup", "pickup", "pickup")
    assert state.pile[-1] == Card.of("8C") and str(state.constraint) == "=A"
    free = mid(["3C 4S", "5C 4C", "2D 6C"], pile="9C 9H 9D", constraint="any", stack="4D 5D 6D 8C")
    act(free, "pickup", "pickup", "pickup")
    assert str(free.constraint) == "any"


def test_b12_option_a_flip_frees_a_named_rank() -> None:
    state = mid(["3C 4S", "5C 4C", "2D 6C"], pile="9C 9H 9D", constraint="=A", stack="4D 5D 6D 8C",
                variant={"flip_keeps_named_rank": False})
    events = act(state, "pickup", "pickup", "pickup")
    assert str(state.constraint) == "any" and ConstraintSet("any", "three pick-ups in a row", Cause.FLIP) in events


def test_b13_immediate_reshuffle_rebuilds_the_deck_as_it_empties() -> None:
    pile = parse_cards("2S 3S 4S 5S 6S 7S 8S 2H 3H 4H 5H 9S")
    rest = [c for c in RULES.deck.cards() if c not in pile]
    state = hand({"reshuffle_timing": "immediate"}, hands=[rest[:13], rest[13:26], rest[26:39]], pile=pile,
                 constraint=">=9", turn=0, stack=rest[39:])
    assert len(state.deck) == 1
    events = act(state, "pickup")
    assert events[0] == CardPicked(0, rest[39]) and DeckReshuffled(11) in events
    assert len(state.deck) == 11 and state.pile == parse_cards("9S")


SMALL = """
game: tiny
title: Tiny Lo-Hi
engine: lohi
players: {min: 2, max: 2}
deck: {suits: [S], ranks: [2, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K, A]}
deal: {base_hand: 1, winning_hand: 2}
play: {min_run: 3, streak_flip: 3}
options:
"""


def test_b13_with_nothing_to_draw_players_pass_and_a_full_round_of_passes_frees_the_pile() -> None:
    text = RULES_TEXT.split("options:\n", 1)[1].split("\ndefault_variant")[0]
    rules = parse_rules(SMALL + text, "tiny.yaml")
    state = new_hand(rules, players=2, hands=["2S 3S 5S 7S 9S JS", "4S 6S 8S TS QS AS"], pile="KS",
                     constraint="=K", turn=0)
    assert isinstance(state, LohiHand)
    assert texts(state) == ["pass"]
    assert "play or pick up" not in refused(state, "pickup")
    events = act(state, "pass")
    assert Passed(0) in events and state.streak == 1
    events = act(state, "pass")
    assert ConstraintSet("any", "everyone passed with nothing to draw", Cause.PASSES) in events
    assert state.current_player == 0 and "play 2S" in texts(state)


RULES_TEXT = (Path(__file__).resolve().parent.parent / "rules" / "lohi.yaml").read_text(encoding="utf-8")


def test_b14_a_pick_up_ends_the_turn() -> None:
    state = mid(["3C 4S", "5C 4C", "2D 6C"], pile="9C", constraint=">=Q", stack="AD")
    act(state, "pickup")
    assert state.current_player == 1 and Card.of("AD") in state.hands[0]


def test_b15_views_show_counts_pile_and_direction_and_hide_hands() -> None:
    state = t3_part_b()
    view = state.view(A)
    assert isinstance(view, LohiView)
    assert view.hand_sizes == (5, 1, 3) and view.pile == tuple(state.pile) and view.direction == -1
    assert view.deck_size == len(state.deck) and view.rounds_won == (0, 2, 1) and view.phase == "play"
    assert view.legal_actions == () and view.current_player == C
    assert not view.world.hands[C] and not view.world.deck
    for seat in range(3):
        check_no_leak(state, seat)
        check_determinize(state, seat, random.Random(seat))
    act(state, "play QH QD", "call higher", "pickup")
    for seat in range(3):
        check_no_leak(state, seat)
        check_determinize(state, seat, random.Random(seat))
    world = state.determinize(B, random.Random(3))
    assert world.hands[B] == state.hands[B] and len(world.deck) == len(state.deck)


def test_b16_rounds_won_are_the_only_score() -> None:
    state = mid(["3C", "4C 5C", "6C 7C"], pile="9H", constraint="any")
    events = act(state, "play 3C")
    assert state.hand_scores() == (1, 0, 0)
    scored = [e for e in events if isinstance(e, HandScored)]
    assert scored and scored[0].scores == (1, 0, 0) and "2 cards left" in scored[0].details[1]


def test_one_card_left_is_said_in_the_singular() -> None:
    state = mid(["3C", "4C", "6C 7C"], pile="9H", constraint="any")
    scored = [e for e in act(state, "play 3C") if isinstance(e, HandScored)]
    assert scored[0].details[1] == "1 card left" and scored[0].details[2] == "2 cards left"


# --------------------------------------------------------------------------- refusals and protocol


@pytest.mark.parametrize(("text", "words"), [
    ("play 9S", "do not hold"),
    ("play 3C 3C", "hold one"),
    ("call higher", "play cards"),
    ("name Q", "play cards"),
    ("pass", "may not pass"),
    ("dance", "play cards"),
])
def test_illegal_actions_are_refused_with_a_reason(text: str, words: str) -> None:
    state = mid(["3C 4S", "5C 4C", "2D 6C"], pile="9C", constraint=">=Q", stack="AD")
    assert words in refused(state, text)
    check_refusals(state)


def test_a_word_the_game_does_not_know_is_answered_with_commands_it_does() -> None:
    state = mid(["3C 4S", "5C 4C", "2D 6C"], pile="9C", constraint=">=Q", stack="AD")
    reason = refused(state, "pick up")
    *examples, echoed = re.findall(r"'([^']+)'", reason)
    assert echoed == "pick up" and examples == ["play 6S 5H 4C", "pickup"]
    assert Action.parse(examples[0]).kind == "play" and state.parse_action(examples[1]) == Action.parse("pickup")


def test_refusals_list_what_may_be_played() -> None:
    state = mid(["3C 4S QS", "5C 4C", "2D 6C"], pile="9C", constraint=">=Q")
    assert refused(state, "play 3C") == "the next card must be a queen or higher (you may play a queen, or pick up)"
    state = mid(["3C 6D 6S 7H 8C", "5C 4C", "2D 6C"], pile="5H", constraint=">=6")
    assert refused(state, "play 3C") == ("the next card must be a six or higher (you may play a six, two sixes, "
                                         "a seven, an eight or the run six-seven-eight, or pick up)")
    state = mid(["3C 6D 6S 7H 8C 9C", "5C 4C", "2D 6C"], pile="5H", constraint=">=6")
    assert refused(state, "play 3C").endswith("a seven, an eight, a nine or 3 other plays, or pick up)")


def test_any_choice_of_suits_is_accepted_and_stands_for_the_listed_play() -> None:
    state = mid(["3C 3S 4H 5D", "5C 4C", "2D 6C"], pile="9C", constraint="any")
    assert "play 3S" in texts(state) and "play 3C" not in texts(state)
    assert state.can(Action.parse("play 3C"))
    assert state.offered(Action.parse("play 3C")) == Action.parse("play 3S")
    assert state.offered(Action.parse("play 3C 4H 5D")) == Action.parse("play 3S 4H 5D")
    assert state.offered(Action.parse("play 9C")) is None
    events = act(state, "play 3C")
    assert CardsPlayed(0, (Card.of("3C"),)) in events and Card.of("3S") in state.hands[0]


def test_action_texts() -> None:
    state = mid(["KH KS KC 3C", "AD 5C", "6C 7C"], pile="9C", constraint="any")
    assert {"play KS", "play KS KH", "play KS KH KC", "play 3C", "pickup"} == set(texts(state))
    act(state, "play KH KS")
    assert texts(state) == ["call higher", "call lower"]


def test_clone_is_independent_and_turn_limit_ends_a_stalled_round() -> None:
    state = mid(["3C 4S", "5C 4C", "2D 6C"], pile="9C", constraint=">=Q", variant={"turn_limit": 4})
    check_clone(state, random.Random(1))
    events = act(state, "pickup", "pickup", "pickup")
    assert not state.is_over()
    events = act(state, "pickup")
    assert state.is_over() and RoundWon(1, "held the fewest cards at the turn limit") in events


def test_the_rule_bot_plays_whole_matches_of_every_size() -> None:
    for players in range(2, 6):
        match = new_match(RULES, "standard", players, seed=players)
        bots = [make_bot("rule", RULES) for _ in range(players)]
        rng = random.Random(players)
        while True:
            state = match.state
            while not state.is_over():
                seat = state.current_player
                assert seat is not None
                action = bots[seat].choose(state.view(seat), rng)
                assert action in state.legal_actions()
                state.apply(action)
            if match.is_over():
                break
            match.next_hand()
        assert match.result().winners
