"""Claims, judged on the claimer's view alone: a certain claim finishes the hand as play would have, a refused
one names a card the claimer can see or knows is still out, never who holds a hidden card, and two positions
that differ only in hidden cards get the same verdict."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import make_bot
from game.engine import Card, HandState, load_rules, new_hand, new_match, parse_cards
from game.engine import unseen as unseen_cards
from game.engine.claim import Claim, asks, can_claim, finish, judge
from game.engine.core import TrickWon

OH_HELL = load_rules("oh_hell")
LAUS = load_rules("laus")
QUICK = 5000
"""A bound that keeps the tests over many positions quick: a position too early to judge within it is passed over."""


def oh_hell(hands: list[str], bids: tuple[int, ...] = (3, 0, 0, 0), dealer: int = 3) -> HandState:
    return new_hand(OH_HELL, None, players=4, flipped="7D", dealer=dealer, hands=hands, bids=list(bids))


def laus(hands: list[str], leader: int, taken: tuple[int, ...]) -> HandState:
    """Four-player Laus (no skat) near its end: ``hands`` as given, every other card already taken in whole
    tricks, ``taken[s]`` of them by seat ``s``; nobody has shown a void yet."""
    held = [card for hand in hands for card in parse_cards(hand)]
    rest = [card for card in LAUS.deck.cards() if card not in held]
    piles, start = [], 0
    for tricks in taken:
        piles.append(rest[start:start + 4 * tricks])
        start += 4 * tricks
    return new_hand(LAUS, "standard", players=4, dealer=3, hands=hands, won=piles, leader=leader)


def played_out(state: HandState, rng: random.Random) -> HandState:
    state = state.clone()
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_top_trumps_claim_every_trick_at_once_and_the_finish_scores_as_play_would() -> None:
    state = oh_hell(["AD KD QD", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"])
    moves = len(state.log)
    verdict = judge(state.view(0), Claim.ALL)
    assert verdict.certain and len(state.log) == moves, "judging does not move the hand"
    done = finish(state, 0, verdict)
    assert len(state.log) == moves and done.scores == (13, 10, 10, 10)
    end = state.clone()
    for action in done.line:
        end.apply(action)
    assert end.is_over() and end.hand_scores() == done.scores


def test_top_cards_are_not_certain_while_a_trump_could_be_out() -> None:
    """Nobody holds a trump, but the claimer cannot see that: the claim is refused, as it would be with one."""
    bare = oh_hell(["AS KS QS", "2H 3H 4H", "5C 6C 7C", "8H 9H TH"])
    trumped = oh_hell(["AS KS QS", "2H 3H 2D", "5C 6C 7C", "8H 9H TH"])
    assert bare.view(0) == trumped.view(0)
    verdicts = [judge(state.view(0), Claim.ALL) for state in (bare, trumped)]
    assert not verdicts[0].certain and verdicts[0] == verdicts[1]
    breaker = verdicts[0].breaker
    assert breaker is not None and breaker.seat is None, "a card still out, nobody's in particular"
    assert breaker.card is not None and breaker.card.suit == "D", "a trump could take a trick"


@pytest.mark.parametrize("jack", [1, 2, 3])
def test_the_jack_that_breaks_a_claim_is_named_as_out_wherever_it_hides(jack: int) -> None:
    state = laus(_hands_with_jack(jack, LOOSE), leader=0, taken=(2, 2, 1, 1))
    verdict = judge(state.view(0), Claim.ALL)
    assert not verdict.certain and verdict.breaker is not None
    assert verdict.breaker.card == Card.of("JD") and verdict.breaker.seat is None


LOOSE = ["7H", "8H", "8C", "9C", "TH", "KH"]


def _hands_with_jack(jack: int, loose: list[str]) -> list[str]:
    """Seat 0 holds the top spades; the jack of diamonds goes to seat ``jack`` and the other five cards round
    the others in a fixed order, so only where the hidden cards lie changes."""
    cards = iter(loose)
    hands = ["AS KS"]
    for seat in (1, 2, 3):
        hands.append(" ".join(["JD" if seat == jack else next(cards), next(cards)]))
    return hands


def test_the_same_view_gets_the_same_verdict_whatever_the_hidden_cards() -> None:
    states = [laus(_hands_with_jack(seat, LOOSE), leader=0, taken=(2, 2, 1, 1)) for seat in (1, 2, 3)]
    assert len({str(judge(state.view(0), claim)) for state in states for claim in Claim}) == 2, \
        "one verdict for each claim"


def test_no_trick_left_is_certain_when_the_claimers_card_can_never_win() -> None:
    """Last to play to the last trick with the lowest spade and no spade out: nothing led lets it win."""
    state = laus(["7S", "AH", "8D", "KC"], leader=1, taken=(2, 2, 2, 1))
    verdict = judge(state.view(0), Claim.NONE)
    assert verdict.certain and not verdict.free
    assert finish(state, 0, verdict).scores == played_out(state, random.Random(1)).hand_scores()


def test_no_trick_left_is_refused_while_the_others_could_share_the_rest_otherwise() -> None:
    state = laus(["7S 7C", "AS KS", "AC KC", "QH 9H"], leader=1, taken=(2, 2, 1, 1))
    verdict = judge(state.view(0), Claim.NONE)
    assert not verdict.certain and verdict.split_matters and verdict.breaker is None


def test_a_claim_before_the_bids_are_in_or_too_early_to_judge_is_refused() -> None:
    bidding = new_hand(OH_HELL, None, players=4, flipped="7D", dealer=3, hands=["AD KD QD", "2H 3H 4H",
                                                                                 "5C 6C 7C", "8H 9H TH"])
    assert not can_claim(bidding) and not judge(bidding.view(0), Claim.ALL).certain
    start = new_match(LAUS, "standard", 4, seed=3).state
    while not can_claim(start):
        start.apply(start.legal_actions()[0])
    early = judge(start.view(start.current_player or 0), Claim.NONE, budget=2)
    assert early.too_early and not early.certain and early.visited <= 2


def laus_320520() -> HandState:
    """The issue's position: Laus, seed 320520, hand 1, the player's (seat 0's) lead after five tricks, with
    the jack of diamonds hidden in Bruno's hand (seat 2).  The seats play as the rule bot would."""
    state = new_match(LAUS, "standard", 3, seed=320520).state
    bots, rng = [make_bot("rule", LAUS) for _ in range(3)], random.Random(1)
    while not (can_claim(state) and state.current_player == 0 and len(state.view(0).hand) == 5):
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), rng, 0.0))
    assert Card.of("JD") in state.hands[2]  # type: ignore[attr-defined]
    return state


def test_the_issues_laus_claim_is_refused_without_saying_who_holds_the_cards() -> None:
    state = laus_320520()
    view = state.view(0)
    verdict = judge(view, Claim.ALL)
    assert not verdict.certain and verdict.breaker is not None and verdict.breaker.seat is None
    assert verdict.breaker.card in view.hidden.unseen
    rng = random.Random(5)
    for _ in range(4):  # the same view over other deals of the hidden cards
        other = view.determinize(rng)
        assert other.view(0) == view
        assert judge(other.view(0), Claim.ALL) == verdict


def test_a_computer_seat_asks_only_near_the_end_and_claims_what_its_view_makes_certain() -> None:
    trumps = oh_hell(["AD KD", "2H 3H", "5C 6C", "8H 9H"], bids=(2, 0, 0, 0))
    assert asks(trumps.view(0)) and judge(trumps.view(0), Claim.ALL).certain
    spades = oh_hell(["AS KS QS 2S", "2H 3H 4H 5H", "5C 6C 7C 8C", "8H 9H TH JH"], bids=(4, 0, 0, 0))
    assert not asks(spades.view(0)), "four cards: too early to ask"


@pytest.mark.parametrize(("game", "variant"), [("oh_hell", "classic"), ("laus", "standard"),
                                               ("lohai", "standard"), ("lohai", "crazy_shakers")])
def test_positions_that_differ_only_in_hidden_cards_get_the_same_verdicts(game: str, variant: str) -> None:
    rules = load_rules(game)
    rng = random.Random(game + variant)
    judged = 0
    for seed in range(2):
        state = new_match(rules, variant, rules.variant_players(variant) or 4, seed=seed).state
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            if can_claim(state) and len(view.hand) <= 2:
                twin = view.determinize(rng).view(seat)
                assert twin == view
                for claim in Claim:
                    assert judge(twin, claim, budget=QUICK) == judge(view, claim, budget=QUICK)
                    judged += 1
            state.apply(rng.choice(state.legal_actions()))
    assert judged


def _keeping(state: HandState, seat: int, claim: Claim) -> HandState:
    """One move of the claimant that keeps the claim certain from its own view, found afresh."""
    for action in state.legal_actions():
        child = state.clone()
        kept = all((event.seat == seat) == (claim == Claim.ALL)
                   for event in child.apply(action) if isinstance(event, TrickWon))
        if kept and (child.is_over() or judge(child.view(seat), claim, budget=QUICK).certain):
            return child
    raise AssertionError("a certain claim left no move that keeps it")


def _kept_to_the_end(state: HandState, seat: int, claim: Claim, rng: random.Random) -> HandState:
    """The hand finished with the others playing at random and the claimant keeping its claim; every trick
    checked against the claim on the way."""
    state = state.clone()
    while not state.is_over():
        if state.current_player == seat:
            state = _keeping(state, seat, claim)
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
                    verdict = judge(state.view(seat), claim, budget=QUICK)
                    if verdict.certain:
                        claimed += 1
                        done = finish(state, seat, verdict)
                        for _ in range(3):
                            end = _kept_to_the_end(state, seat, claim, rng)
                            assert end.hand_scores() == done.scores, "the claim changed the hand's result"
            state.apply(rng.choice(state.legal_actions()))
    assert claimed, "some positions were claimed"


def test_a_draw_from_the_stack_is_tried_for_every_card_that_could_come_up() -> None:
    """Lohai's Shaker led to an empty table draws from the stack: the judge tries each card that could be on
    top, not the one order a deal happened to give the stack."""
    state = new_hand(load_rules("lohai"), "standard", players=4, flipped="8C", dealer=3, leader=0,
                     hands=["SHK 2H", "3H 4H", "5H 6H", "7H 8H"])
    view = state.view(0)
    world = next(unseen_cards.deals(view, lambda: None))
    stack = world._cards_at("stack")
    tops = [cards for _, cards, _ in unseen_cards.moves(world, view.legal_actions[0], lambda: None)]
    assert {cards[0] for cards in tops} == set(stack), "every card of the stack as the first drawn"
    assert len(tops) == len(set(tops)), "each draw once"


def _reference_choose(faces: list[Card], pool: dict[Card, int], need: int,
                      fits: Callable[[Card], bool]) -> list[tuple[Card, ...]]:
    """Every multiset of ``need`` cards the pool holds and ``fits`` allows, in ``choose``'s order."""
    allowed = [f for f in faces if fits(f)]
    return [combo for combo in itertools.combinations_with_replacement(allowed, need)
            if all(combo.count(f) <= pool[f] for f in set(combo))]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 2), min_size=0, max_size=7), st.integers(0, 6), st.integers(0, 127))
def test_choosing_unseen_cards_finds_every_share_in_order(counts: list[int], need: int, banned: int) -> None:
    faces = parse_cards("2S 3S 4S 5S 6S 7S 8S")[:len(counts)]
    pool = dict(zip(faces, counts, strict=True))
    fits = lambda card: not banned >> faces.index(card) & 1  # noqa: E731
    assert list(unseen_cards.choose(faces, dict(pool), need, fits)) == _reference_choose(faces, pool, need, fits)


def test_sharing_a_large_unseen_stack_takes_few_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """27 unseen stack cards and one more: dealing them takes a few dozen steps, where walking every dead end
    took about a hundred million (a minute inside one frame)."""
    calls = 0
    choose = unseen_cards.choose

    def counted(*args: Any, **kwargs: Any) -> Iterator[tuple[Card, ...]]:
        nonlocal calls
        calls += 1
        assert calls < 2_000, "walking dead ends"
        return choose(*args, **kwargs)

    monkeypatch.setattr(unseen_cards, "choose", counted)
    faces = parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2D 3D")
    shares = list(unseen_cards.choose(faces, dict.fromkeys(faces, 1), 27, lambda card: True))
    assert len(shares) == 28
