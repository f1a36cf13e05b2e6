"""Koira: the KOIRA-T scenarios of RULINGS §5 and a test per ruling, variant and option.

Seats are A, B, C, D = 0, 1, 2, 3, clockwise, as in the rulings.  Positions are
set up exactly through the public ``new_hand(..., hands=, stack=, ...)``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import make_bot
from game.engine import Card, IllegalActionError, load_rules, new_hand, new_match, parse_cards
from game.engine.core import Action, HandScored, TrickWon
from game.engine.koira import DRAW, TURN_UP, KoiraHand
from game.engine.koira.events import (
    GameLost,
    KoiraView,
    PhaseTwoBegan,
    PlayDrawn,
    PlayerOut,
    SequencePlayed,
    StockDrawn,
    StockTurnedUp,
    TieBreak,
    TieSplit,
    TrickDiscarded,
    TrickSplit,
    TrumpRevealed,
)
from game.engine.koira.moves import Pile, beats

from .invariants import play_at_random
from .support import act

RULES = load_rules("koira")
A, B, C, D = 0, 1, 2, 3


def hand(variant: Any = "standard", players: int = 4, **setup: Any) -> KoiraHand:
    state = new_hand(RULES, variant, players=players, **setup)
    assert isinstance(state, KoiraHand)
    return state


def of(events: list[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def two(hands: list[str], trick: list[tuple[int, str]] = (), turn: int = A, variant: Any = "standard",
        trump: str = "H", **setup: Any) -> KoiraHand:
    """A phase-two position: ``hands`` per seat, ``trick`` bottom first."""
    return hand(variant, players=len(hands), phase="two", hands=hands, trump=trump, trick=list(trick), turn=turn,
                **setup)


# --------------------------------------------------------------------------- T1 .. T4: phase one


def t1(variant: Any = "standard") -> KoiraHand:
    return hand(variant, dealer=D, hands=["9S 2C 2D", "KH 5S 3C", "KC 7D 3S", "3D 4C 4D"],
                stack="6S 6H 6D 6C 7S 7H 7C 8S 8H 8D")


def test_t1_a_tie_for_the_highest_is_played_off_by_the_tied_alone() -> None:
    state = t1()
    assert state.current_player == A
    events = act(state, "play 9S", "play KH", "play KC", "play 3D")
    assert of(events, TieBreak) == [TieBreak((B, C))]
    assert state.current_player == B
    assert "hold" in (state.why_not(Action("play", cards("2C"))) or "")
    events = act(state, "play 5S", "play 7D")
    won = of(events, TrickWon)
    assert len(won) == 1 and won[0].seat == C and len(won[0].cards) == 6
    assert [(e.seat, str(e.card)) for e in of(events, StockDrawn)] == [
        (C, "6S"), (C, "6H"), (D, "6D"), (A, "6C"), (B, "7S"), (B, "7H")]
    assert [len(h) for h in state.hands] == [3, 3, 3, 3]
    assert state.current_player == C


def test_t2_turning_up_the_stock_needs_two_cards_in_it() -> None:
    state = hand(hands=["9S 2C 2D", "KH 5S 3C", "KC 7D 3D", "3H 4C 4D"], stack="6S")
    assert TURN_UP not in state.legal_actions()
    assert "two or more" in (state.why_not(TURN_UP) or "")
    with pytest.raises(IllegalActionError):
        state.apply(TURN_UP)
    state = hand(hands=["9S 2C 2D", "KH 5S 3C", "KC 7D 3D", "3H 4C 4D"], stack="6S 6H")
    assert state.current_player == B  # dealer A: B leads
    events = act(state, "turnup")
    assert events == [StockTurnedUp(B, Card.of("6S"))]
    assert len(state.hands[B]) == 3 and state.stock == [Card.of("6H")]
    assert state.view(C).trick == ((B, Card.of("6S")),)


def t3() -> KoiraHand:
    return hand(dealer=D, hands=["2D 3D 4D", "KS 5S 5H", "4C 5C 6C", "2H 3H 4H"], stack="2C 3C 6H")


def test_t3_the_last_stock_card_is_the_trump_card_for_the_first_to_refill() -> None:
    state = t3()
    events = act(state, "turnup", "play KS", "play 4C", "turnup")
    assert of(events, TrickWon)[0].seat == B
    assert of(events, TrumpRevealed) == [TrumpRevealed(B, Card.of("6H"))]
    assert not of(events, StockDrawn)
    assert state.trump == "H" and state.stock == []
    assert len(state.hands[C]) == 2 and len(state.hands[B]) == 3
    for seat in (A, C, D):
        view = state.view(seat)
        assert view.trump_card == Card.of("6H") and view.trump == "H" and view.trump_owner == B
        assert Card.of("6H") in view.known[B] and Card.of("6H") in view.hidden.known["hand1"]


def test_t4_an_unresolved_tie_is_shuffled_and_shared_among_the_tied() -> None:
    state = hand(dealer=D, hands=["5S", "QH", "QC 7D", "3D 8D"], stack="", trump_card="6H")
    events = act(state, "play 5S", "play QH", "play QC", "play 3D")
    split = of(events, TrickSplit)
    assert len(split) == 1 and split[0].seats == (B, C)
    assert [len(s) for s in split[0].shares] == [2, 2]
    assert sorted(map(str, split[0].shares[0] + split[0].shares[1])) == ["3D", "5S", "QC", "QH"]
    assert not of(events, TrickWon)
    assert state.current_player == C  # B would lead but holds nothing
    assert state.view(A).won_sizes[B] == 2 and state.view(A).won_sizes[C] == 2


def test_t4_shares_are_face_down_until_the_second_phase_unless_the_option_says_otherwise() -> None:
    setup: dict[str, Any] = {"dealer": D, "hands": ["5S", "QH", "QC 7D", "3D 8D"], "stack": "", "trump_card": "6H"}
    state = hand(**setup)
    act(state, "play 5S", "play QH", "play QC", "play 3D")
    assert "split0-1" in state.view(B).hidden.sizes  # not even B knows its share
    shown = hand({"split_face_down": False}, **setup)
    act(shown, "play 5S", "play QH", "play QC", "play 3D")
    assert not any(loc.startswith("split") for loc in shown.view(B).hidden.sizes)
    assert sorted(map(str, shown.won[B] + shown.won[C]))[:4] == ["3D", "5S", "QC", "QH"]


# --------------------------------------------------------------------------- T5 .. T9: phase two


def test_t5_what_beats_the_top_play() -> None:
    state = two(["2C 3C", "7S 9S TS AS 2H TD 6S", "4C 5C"], trick=[(A, "8S")], turn=B)
    legal = {str(a) for a in state.legal_actions()}
    assert legal == {"play 9S", "play 9S TS", "play TS", "play AS", "play 2H", "draw"}
    for text in ("play 7S", "play TD", "play 6S 7S"):
        with pytest.raises(IllegalActionError, match="does not beat"):
            state.parse_action(text)
    order = {r: i for i, r in enumerate("23456789TJQKA")}
    top = Pile(A, list(cards("8S")), 1, "S")
    assert not beats(cards("7S 8S 9S"), top, "H", order)
    assert beats(cards("9S TS"), top, "H", order)
    trump = two(["2C 3C", "2H 6H 4S", "4C 5C"], trick=[(A, "5H")], turn=B)
    assert {str(a) for a in trump.legal_actions()} == {"play 6H", "draw"}
    assert "does not beat" in (trump.why_not(Action("play", cards("2H"))) or "")
    refusal = state.why_not(Action("play", cards("7S"))) or ""
    assert refusal.endswith("or take the lowest play") and "draw" not in refusal, "the button's words, not the log's"


def test_t6_drawing_takes_the_bottom_play() -> None:
    state = two(["2C", "3C", "4C", "7D 8D"], trick=[(A, "5C"), (B, "9C"), (C, "3H")], turn=D)
    events = act(state, "draw")
    assert events == [PlayDrawn(D, cards("5C"))]
    assert [(seat, tuple(map(str, c))) for seat, c, _ in state.view(A).plays] == [(B, ("9C",)), (C, ("3H",))]
    assert Card.of("5C") in state.hands[D] and state.current_player == A


def test_t7_a_trick_is_complete_when_it_holds_as_many_cards_as_players() -> None:
    state = two(["5C 2D 3S", "9C 4D", "JC KD"])
    events = act(state, "play 5C", "play 9C", "play JC")
    assert of(events, TrickDiscarded) == [TrickDiscarded(C, cards("5C 9C JC"))]
    assert state.current_player == C and state.view(A).plays == ()
    seq = two(["5C 2D 3S", "6C 7C 4D", "JC KD"])
    events = act(seq, "play 5C", "play 6C 7C")
    assert of(events, TrickDiscarded) and seq.current_player == B
    plays = two(["5C 2D 3S", "6C 7C 4D", "JC KD"], variant={"trick_count": "plays"})
    events = act(plays, "play 5C", "play 6C 7C")
    assert not of(events, TrickDiscarded) and plays.current_player == C


def test_t8_a_blue_matti_draws_and_is_not_out() -> None:
    state = two(["5C 2D", "9C 4D", "JC KD", ""])
    act(state, "play 5C", "play 9C", "play JC")
    assert state.current_player == D and state.in_game[D]
    assert state.legal_actions() == [DRAW]
    assert "no cards" in (state.why_not(Action("play", cards("2D"))) or "")
    act(state, "draw")
    assert state.hands[D] == list(cards("5C")) and state.in_game[D]


def test_t8_blue_mattis_come_out_of_phase_one() -> None:
    state = hand(dealer=D, hands=["AS", "2C", "3C", "4C"], stack="", trump_card="6H")
    events = act(state, "play AS", "play 2C", "play 3C", "play 4C")
    began = of(events, PhaseTwoBegan)
    assert began and began[0].blue == (B, C, D) and began[0].trump == "H"
    assert began[0].hand_sizes == (52, 0, 0, 0)
    assert state.phase == "two" and state.current_player == A
    act(state, "play 2S")
    assert state.legal_actions() == [DRAW]


def test_t9_the_last_player_left_loses_whatever_they_hold() -> None:
    state = two(["5C", "9C", "2C 3D"])
    events = act(state, "play 5C")
    assert of(events, PlayerOut) == [PlayerOut(A)] and not state.is_over()
    events = act(state, "play 9C")
    assert of(events, GameLost) == [GameLost((C,), "the last player left in the game")]
    assert state.is_over() and state.legal_actions() == [] and state.hand_scores() == (0, 0, 1)
    assert of(events, HandScored)[0].scores == (0, 0, 1)
    assert state.score_lines()[A] == "went out 1st"


# --------------------------------------------------------------------------- rulings, phase one


def test_k1_turning_up_is_allowed_for_a_tie_break_play_and_only_leads_with_the_option() -> None:
    state = t1()
    act(state, "play 9S", "play KH", "play KC", "play 3D")
    assert TURN_UP in state.legal_actions()
    act(state, "turnup")
    assert len(state.hands[B]) == 2
    leads = t1({"stock_turn_up": "leads_only"})
    assert TURN_UP in leads.legal_actions()
    act(leads, "play 9S")
    assert "only to start a trick" in (leads.why_not(TURN_UP) or "")


def test_k20_a_tie_break_compares_only_the_new_cards_and_repeats_among_the_still_tied() -> None:
    state = hand(dealer=D, hands=["KS 2C 2D", "KH 5S 3C", "KC 5D 9D", "AH 4C 4D"], stack="6S 6H 6D 6C 7S 7H")
    events = act(state, "play KS", "play KH", "play KC", "play 4C")  # D's 4 is low: three kings tie
    assert of(events, TieBreak) == [TieBreak((A, B, C))]
    events = act(state, "play 2C", "play 5S", "play 5D")
    assert of(events, TieBreak) == [TieBreak((B, C))]
    events = act(state, "play 3C", "play 9D")
    assert of(events, TrickWon)[0].seat == C and len(of(events, TrickWon)[0].cards) == 9


def test_k5_an_empty_hand_is_skipped_once_the_stock_is_out() -> None:
    state = hand(dealer=D, hands=["9S", "", "KC 7D", "3D"], stack="", trump_card="6H")
    assert state.current_player == A
    act(state, "play 9S")
    assert state.current_player == C
    events = act(state, "play KC", "play 3D")
    assert of(events, TrickWon)[0].seat == C and state.current_player == C


def test_k6_odd_shared_cards_go_to_the_first_tied_player() -> None:
    state = hand(dealer=D, hands=["QH", "5S", "QC 7D", "3D 8D"], stack="", trump_card="6H",
                 variant={"split_face_down": False})
    state_won = [list(w) for w in state.won]
    events = act(state, "play QH", "play 5S", "play QC", "play 3D")
    split = of(events, TrickSplit)[0]
    assert split.seats == (A, C) and [len(s) for s in split.shares] == [2, 2]
    assert len(state.won[A]) == len(state_won[A]) + 2
    five = hand(players=5, dealer=4, hands=["QH", "5S", "QC 7D", "3D 8D", "2S 4S"], stack="", trump_card="6H")
    events = act(five, "play QH", "play 5S", "play QC", "play 3D", "play 2S")
    assert [len(s) for s in of(events, TrickSplit)[0].shares] == [3, 2]


def test_k8_k10_won_piles_become_hands_and_the_last_winner_leads() -> None:
    state = hand(dealer=D, hands=["9S", "KH", "2C", "3C"], stack="", trump_card="6H", won=["", "", "", "AD"])
    won_before = [len(w) for w in state.won]
    events = act(state, "play 9S", "play KH", "play 2C", "play 3C")
    began = of(events, PhaseTwoBegan)[0]
    assert began.hand_sizes[B] == won_before[B] + 4 and began.hand_sizes[D] == 1
    assert state.current_player == B
    view = state.view(A)
    assert view.phase == "two" and view.known[D] == cards("AD") and view.hidden.known["hand3"] == cards("AD")


def test_v1_tie_split_returns_the_tied_cards_and_shares_the_rest() -> None:
    state = t1("tie_split")
    events = act(state, "play 9S", "play KH", "play KC", "play 3D")
    split = of(events, TieSplit)
    assert split == [TieSplit((B, C), D, Card.of("3D"), (cards("9S"), ()))]
    assert Card.of("KH") in state.hands[B] and Card.of("KC") in state.hands[C]
    assert state.won[D][-1] == Card.of("3D") and state.won[B][-1] == Card.of("9S")
    assert Card.of("KH") in state.view(A).known[B]
    assert state.current_player == B


def test_v1_a_trick_of_nothing_but_tied_cards_is_played_off() -> None:
    state = hand("tie_split", players=3, dealer=C, hands=["KS 2C 2D", "KH 5S 3C", "KC 5D 9D"], stack="6S 6H 6D")
    events = act(state, "play KS", "play KH", "play KC")
    assert of(events, TieBreak) == [TieBreak((A, B, C))] and not of(events, TieSplit)


# --------------------------------------------------------------------------- rulings, phase two


def test_k12_sequences_are_consecutive_one_suit_no_wrap_and_written_any_way_round() -> None:
    state = two(["2S 3S 4S KS AS 5H 7H", "9C", "JC"])
    legal = {str(a) for a in state.legal_actions()}
    assert {"play 2S 3S", "play 2S 3S 4S", "play 3S 4S", "play KS AS"} <= legal
    assert "play AS 2S" not in legal
    assert "one suit" in (state.why_not(Action("play", cards("4S 5H"))) or "")
    assert "consecutive" in (state.why_not(Action("play", cards("5H 7H"))) or "")
    assert state.parse_action("play 4S 3S 2S") == Action("play", cards("2S 3S 4S"))
    long = two(["2S 3S 4S KS AS", "9C", "JC"], variant="long_sequences")
    assert {str(a) for a in long.legal_actions() if len(a.cards) > 1} == {"play 2S 3S 4S"}
    assert "at least 3" in (long.why_not(Action("play", cards("KS AS"))) or "")


def test_k13_a_sequence_may_overshoot_the_count() -> None:
    state = two(["5C 2D", "6C 7C 8C 4D", "JC KD"])
    events = act(state, "play 5C", "play 6C 7C 8C")
    assert of(events, TrickDiscarded)[0].cards == cards("5C 6C 7C 8C")


def test_k13_drawn_cards_stop_counting() -> None:
    state = two(["5C 2D", "9C 4D", "JC KD QD", "3S 4S"])
    act(state, "play 5C", "play 9C", "play JC", "draw")  # D takes 5C: two cards left in the trick
    assert state.current_player == A and state.trick_size == 4
    events = act(state, "draw")  # A takes 9C
    assert not of(events, TrickDiscarded) and state.current_player == B


def test_k14_drawing_takes_a_whole_sequence() -> None:
    state = two(["5C 6C 2D", "9C 4D", "3S 4S"])
    act(state, "play 5C 6C", "draw")
    assert Card.of("5C") in state.hands[B] and Card.of("6C") in state.hands[B]


def test_k15_a_winner_who_went_out_passes_the_lead_on() -> None:
    state = two(["5C 2D", "9C 4D", "JC", "3S 4S"], turn=B, trick=[(A, "3C")])
    events = act(state, "play 9C", "play JC")
    assert of(events, PlayerOut) == [PlayerOut(C)] and not of(events, TrickDiscarded)
    act(state, "draw")  # D takes the 3C
    assert state.current_player == A
    three = two(["5C 2D", "9C 4D", "JC"])
    events = act(three, "play 5C", "play 9C", "play JC")
    assert of(events, PlayerOut) == [PlayerOut(C)] and of(events, TrickDiscarded)[0].seat == C
    assert three.current_player == A and not three.is_over()


def test_k16_a_trick_drawn_empty_is_led_by_the_next_after_the_last_drawer() -> None:
    state = two(["5C 2D", "9C 4D", "", "3S 4S"])
    act(state, "play 5C", "draw")
    assert state.view(A).plays == () and state.current_player == D  # C is a Blue Matti: skipped
    assert of(act(state, "play 3S"), SequencePlayed) == [SequencePlayed(D, cards("3S"))]


def test_k17_the_turn_limit_makes_the_fullest_hand_lose() -> None:
    state = two(["5C 2D", "9C 4D 5D", "3S 4S"], variant={"turn_limit": 100})
    while not state.is_over():
        acts = state.legal_actions()
        state.apply(DRAW if DRAW in acts else acts[0])
    assert state.turns == 100 and state.losers == (B,)
    assert state.loss_reason == "still going after 100 turns: most cards held"


def test_v2_a_trump_on_a_plain_trick_ends_it() -> None:
    state = two(["5C 2D", "2H 4D", "JC KD", "3S 4S"], variant="trump_ends")
    events = act(state, "play 5C", "play 2H")
    assert of(events, TrickDiscarded) == [TrickDiscarded(B, cards("5C 2H"), by_trump=True)]
    assert state.current_player == B
    base = two(["5C 2D", "2H 4D", "JC KD", "3S 4S"])
    assert not of(act(base, "play 5C", "play 2H"), TrickDiscarded)


def test_v3_restricted_plays_keep_single_cards_and_sequences_from_a_two() -> None:
    state = two(["2S 3S 4S 7D 8D", "9C", "JC"], variant="restricted")
    legal = {str(a) for a in state.legal_actions()}
    assert legal == {"play 2S", "play 2S 3S", "play 2S 3S 4S", "play 3S", "play 4S", "play 7D", "play 8D"}
    assert "begin with a two" in (state.why_not(Action("play", cards("7D 8D"))) or "")
    pairs = two(["2S 3S 4S 7D 8D", "9C", "JC"], variant={"v3_restricted": True, "v3_reading": "pairs"})
    assert {str(a) for a in pairs.legal_actions() if len(a.cards) > 1} == {"play 2S 3S", "play 3S 4S", "play 7D 8D"}
    assert "exactly two" in (pairs.why_not(Action("play", cards("2S 3S 4S"))) or "")


def test_v4_drawing_one_card_leaves_the_rest_of_the_sequence_counting() -> None:
    state = two(["5C 6C 7C 2D", "9C 4D", "JC KD", "3S 4S"], variant="draw_one")
    act(state, "play 5C 6C 7C")
    events = act(state, "draw")
    assert events == [PlayDrawn(B, cards("5C"))]
    assert state.view(A).plays == ((A, cards("6C 7C"), 3),)
    act(state, "draw")  # C takes 6C; the pile still counts 3
    events = act(state, "draw")
    assert events == [PlayDrawn(D, cards("7C"))] and state.view(A).plays == ()


# --------------------------------------------------------------------------- protocol


def test_views_hide_the_stock_and_other_hands_and_determinize_keeps_them_consistent() -> None:
    state = t3()
    view = state.view(A)
    assert isinstance(view, KoiraView)
    assert sorted(map(str, view.hand)) == sorted(map(str, state.hands[A]))
    assert view.stock_size == 3 and not view.world.stock and not view.world.hands[B]
    world = view.determinize(random.Random(3))
    assert len(world.stock) == 3 and [len(h) for h in world.hands] == [3, 3, 3, 3]
    assert world.hands[A] == state.hands[A]


def test_refusals_say_why() -> None:
    state = t1()
    assert "not 'bid 2'" in (state.why_not(Action("bid", args=(2,))) or "")
    assert "do not hold" in (state.why_not(Action("play", cards("AS"))) or "")
    phase_two = two(["5C", "9C", "JC"])
    assert "trick is empty" in (phase_two.why_not(DRAW) or "")


def test_every_variant_and_player_count_plays_out_with_rule_bots() -> None:
    for variant in RULES.variants:
        for players in range(3, 9):
            match = new_match(RULES, variant, players, seed=players)
            bots = [make_bot("rule", RULES) for _ in range(players)]
            rng = random.Random(players)
            state = match.state
            while not state.is_over():
                seat = state.current_player
                assert seat is not None
                state.apply(bots[seat].choose(state.view(seat), rng))
            assert match.is_over() and len(match.result().losers) >= 1


@pytest.mark.parametrize("options", [
    {"trick_count": "plays"}, {"stock_turn_up": "leads_only"}, {"split_face_down": False},
    {"v3_restricted": True, "v3_reading": "pairs"}, {"v1_tie_split": True, "v4_draw_one": True, "min_sequence": 3},
])
def test_options_off_the_variants_play_out_too(options: dict[str, Any]) -> None:
    rng = random.Random(str(options))
    for seed in range(150):
        match = new_match(RULES, options, 3 + seed % 6, seed)
        state = match.state
        play_at_random(state, rng)
        assert sum(state.hand_scores()) >= 1


def test_a_shared_card_played_and_picked_up_is_not_ruled_out_of_the_new_holders_hand() -> None:
    """Found by the sampled-worlds property: after a shared trick's cards were played in the second
    phase and picked up by a third player, every view still "excluded" them from that player's hand."""
    state = new_match(load_rules("koira"), "draw_one", 8, 1).state
    rng = random.Random(1)
    for _ in range(56):
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == "two" and parse_cards("9C")[0] in state.hands[2]
    for seat in range(8):
        for location, banned in state.view(seat).hidden.excluded.items():
            if location.startswith("hand"):
                assert not banned & set(state.hands[int(location[4:])]), (seat, location)


def test_a_phase_two_world_sampled_for_a_search_lists_each_seat_s_moves_as_the_rules_do() -> None:
    """A sampled hand in phase two is kept in the order the moves are found by: a seat holding face-down share
    cards is offered every single card and run it holds, never fewer or more (they once came out unsorted and
    the search's other seats were offered the wrong moves)."""
    checked = 0
    for seed in range(8):
        state = new_match(RULES, None, 4, seed).state
        bots = [make_bot("rule", RULES) for _ in range(4)]
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            if state.phase != "one":
                for _ in range(2):
                    world = state.view(seat).determinize(rng)
                    for other, hand in enumerate(world.hands):
                        ordered = sorted(hand, key=world.key)
                        assert list(hand) == ordered, f"seat {other}'s sampled hand is out of order"
                    mover = world.current_player
                    truth = world.clone()
                    truth.hands[mover] = list(reversed(truth.hands[mover]))
                    truth.hands[mover].sort(key=truth.key)
                    truth._legal = None
                    assert world.legal_actions() == truth.legal_actions()
                    checked += 1
            state.apply(bots[seat].choose(state.view(seat), rng))
    assert checked > 50
