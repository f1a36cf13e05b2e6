"""Claims, judged exactly: a certain claim finishes the hand as play would have, a refused one names the card
that breaks it, and a computer seat claims only what its own view makes certain."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import Card, HandState, claim, load_rules, new_hand, new_match, parse_cards
from game.engine.claim import Claim, bot_judge, can_claim, judge
from game.engine.core import TrickWon

OH_HELL = load_rules("oh_hell")
TOP = ["AS KS QS", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"]
"""Diamonds are trumps and nobody holds one: the spades of seat 0 take every trick, whoever follows."""


def oh_hell(hands: list[str], bids: tuple[int, ...] = (3, 0, 0, 0), dealer: int = 3) -> HandState:
    return new_hand(OH_HELL, None, players=4, flipped="7D", dealer=dealer, hands=hands, bids=list(bids))


def test_top_cards_claim_every_trick_and_the_finish_scores_as_play_would() -> None:
    state = oh_hell(TOP)
    moves = len(state.log)
    verdict = judge(state, 0, Claim.ALL)
    assert verdict.certain and len(state.log) == moves, "judging does not move the hand"
    finish = state.clone()
    for action in verdict.line:
        finish.apply(action)
    assert finish.is_over() and finish.hand_scores() == verdict.scores == (13, 10, 10, 10)


def test_a_claim_that_a_low_spade_could_beat_is_refused_naming_it() -> None:
    state = oh_hell(["AS KS 2S", "QS JS 3S", "5C 6C 7C", "8H 9H TH"])
    verdict = judge(state, 0, Claim.ALL)
    assert not verdict.certain and verdict.breaker is not None
    assert verdict.breaker.seat == 1 and verdict.breaker.card is not None and verdict.breaker.card.suit == "S"


def test_no_trick_left_is_certain_when_one_seat_must_take_them_all() -> None:
    state = oh_hell(["2S 3S 4S", "AS KS QS", "5C 6C 7C", "8H 9H TH"], bids=(0, 3, 0, 0))
    verdict = judge(state, 0, Claim.NONE)
    assert verdict.certain and verdict.scores == (10, 13, 10, 10)


def test_no_trick_left_is_refused_while_the_others_could_share_the_rest_otherwise() -> None:
    state = oh_hell(["2S 3S 4S", "AS KS 5H", "QS JS 6H", "8H 9H TH"], bids=(0, 1, 1, 0))
    verdict = judge(state, 0, Claim.NONE)
    assert not verdict.certain and verdict.split_matters and verdict.breaker is None


def test_a_claim_before_the_bids_are_in_or_too_early_to_judge_is_refused() -> None:
    bidding = new_hand(OH_HELL, None, players=4, flipped="7D", dealer=3, hands=TOP)
    assert not can_claim(bidding) and not judge(bidding, 0, Claim.ALL).certain
    start = new_match(load_rules("laus"), "standard", 4, seed=3).state
    while not can_claim(start):
        start.apply(start.legal_actions()[0])
    assert judge(start, start.current_player or 0, Claim.ALL, budget=2).too_early


def test_a_computer_claims_only_what_its_view_makes_certain() -> None:
    trumps = oh_hell(["AD KD", "2H 3H", "5C 6C", "8H 9H"], bids=(2, 0, 0, 0))
    assert bot_judge(trumps.view(0), Claim.ALL).certain, "the two top trumps: nothing unseen beats them"
    spades = oh_hell(TOP)
    assert judge(spades, 0, Claim.ALL).certain, "on the true cards nobody holds a trump"
    assert not bot_judge(spades.view(0), Claim.ALL).certain, "but from its view another seat could"


def _keeping(state: HandState, seat: int, claim: Claim) -> HandState:
    """One move of the claimant that keeps the claim certain (a winning way of playing, found afresh)."""
    for action in state.legal_actions():
        child = state.clone()
        kept = all((event.seat == seat) == (claim == Claim.ALL)
                   for event in child.apply(action) if isinstance(event, TrickWon))
        if kept and (child.is_over() or judge(child, seat, claim).certain):
            return child
    raise AssertionError("a certain claim left no move that keeps it")


def _played_out(state: HandState, seat: int, claim: Claim, rng: random.Random, *, claimant_free: bool) -> HandState:
    """The hand finished with the others playing at random, and the claimant keeping its claim (or, for a
    computer's claim, playing at random too); every trick checked against the claim on the way."""
    state = state.clone()
    while not state.is_over():
        if state.current_player == seat and not claimant_free:
            before = len(state.log)
            state = _keeping(state, seat, claim)
            assert len(state.log) == before + 1
            continue
        for event in state.apply(rng.choice(state.legal_actions())):
            if isinstance(event, TrickWon):
                assert (event.seat == seat) == (claim == Claim.ALL), "a trick went against the claim"
    return state


@pytest.mark.parametrize(("game", "variant"), [("oh_hell", "classic"), ("oh_hell", "jokers_high"),
                                               ("laus", "standard"), ("lohai", "standard"),
                                               ("lohai", "crazy_shakers")])
def test_every_claimed_position_played_out_ends_as_claimed(game: str, variant: str) -> None:
    rules = load_rules(game)
    rng = random.Random(game + variant)
    claimed = 0
    for seed in range(4):
        state = new_match(rules, variant, rules.variant_players(variant) or 4, seed=seed).state
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            if can_claim(state) and len(state.view(seat).hand) <= 3:
                for claim in Claim:
                    verdict = judge(state, seat, claim)
                    if verdict.certain:
                        claimed += 1
                        for _ in range(3):
                            end = _played_out(state, seat, claim, rng, claimant_free=False)
                            assert end.hand_scores() == verdict.scores, "the claim changed the hand's result"
                if bot_judge(state.view(seat), Claim.ALL).certain:
                    for _ in range(3):
                        _played_out(state, seat, Claim.ALL, rng, claimant_free=True)
            state.apply(rng.choice(state.legal_actions()))
    assert claimed, "some positions were claimed"


def _reference_choose(faces: list[Card], pool: dict[Card, int], need: int,
                      fits: Callable[[Card], bool]) -> list[tuple[Card, ...]]:
    """Every multiset of ``need`` cards the pool holds and ``fits`` allows, in ``_choose``'s order."""
    allowed = [f for f in faces if fits(f)]
    return [combo for combo in itertools.combinations_with_replacement(allowed, need)
            if all(combo.count(f) <= pool[f] for f in set(combo))]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 2), min_size=0, max_size=7), st.integers(0, 6), st.integers(0, 127))
def test_choosing_unseen_cards_finds_every_share_in_order(counts: list[int], need: int, banned: int) -> None:
    faces = parse_cards("2S 3S 4S 5S 6S 7S 8S")[:len(counts)]
    pool = dict(zip(faces, counts, strict=True))
    fits = lambda card: not banned >> faces.index(card) & 1  # noqa: E731
    assert list(claim._choose(faces, dict(pool), need, fits)) == _reference_choose(faces, pool, need, fits)


def test_sharing_a_large_unseen_stack_takes_few_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """27 unseen stack cards and one more: a computer seat's claim check deals them in a few dozen steps,
    where walking every dead end took about a hundred million (a minute inside one frame)."""
    calls = 0
    choose = claim._choose

    def counted(*args: Any, **kwargs: Any) -> Iterator[tuple[Card, ...]]:
        nonlocal calls
        calls += 1
        assert calls < 2_000, "walking dead ends"
        return choose(*args, **kwargs)

    monkeypatch.setattr(claim, "_choose", counted)
    faces = parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2D 3D")
    shares = list(claim._choose(faces, dict.fromkeys(faces, 1), 27, lambda card: True))
    assert len(shares) == 28
