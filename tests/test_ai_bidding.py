"""Decisions before the first card: Oh Hell's bid aimed by flat play-outs (game.ai.bidding) or taken by the
tree's best mean (search.by_mean), and Laus's look or pass and discard taken by the best mean too.

Sure bids found, hidden cards never read; Hard and Expert take the best mean, Medium the most visits.
"""

from __future__ import annotations

import random

import pytest

from game.ai import Budget, SearchBot
from game.ai.bidding import aims, before_play, choose_bid
from game.ai.games.oh_hell.playout import bid_from_hand
from game.ai.inference import InferenceSampler
from game.ai.rewards import scoring_for
from game.ai.rollouts import rollout_for
from game.ai.search import BID_EXPLORATION, Choice, by_mean, ismcts, merge
from game.engine import HandState, PlayerView, load_rules, new_hand, new_match
from game.engine.core import bid

RULES = load_rules("oh_hell")
SCORING = scoring_for("oh_hell")
ROLLOUT = rollout_for(RULES, "rule")


def bid_of(view: PlayerView, seed: int = 0, iterations: int = 400) -> int:
    choice = choose_bid(view, random.Random(seed), lambda n: n >= iterations, SCORING, ROLLOUT)
    value = choice.action.args[0]
    assert isinstance(value, int)
    return value


def test_a_hand_of_the_top_trumps_bids_every_trick() -> None:
    """Clubs are trump (the 2C was flipped for a two-card hand) and the seat holds AC KC: whatever is led it
    follows with the top clubs or trumps in, so it takes both tricks for certain."""
    state = new_hand("oh_hell", "no_jokers", players=4, dealer=3, flipped="2C",
                     hands=["AC KC", "2H 3D", "QS 4H", "5S 6S"])
    assert bid_of(state.view(0)) == 2


def test_a_hand_of_sure_losers_bids_nothing() -> None:
    """The dealer bids last and never leads: 2H 3H (clubs trump) lose to any heart led, which is higher, and
    to any other lead; after losing the first trick it does not lead the second either."""
    state = new_hand("oh_hell", "no_jokers", players=4, dealer=3, flipped="2C",
                     hands=["AH KC", "4H 5D", "QS 4C", "2H 3H"], bids=[1, 1, 0])
    view = state.view(3)
    assert view.legal_actions and bid_of(view) == 0


def _deal(others_seed: int) -> HandState:
    """Seat 0 holds the same five cards; the other seats' hands depend on ``others_seed``."""
    mine = ["AS", "KH", "7D", "4C", "9S"]
    deck = [c.rank + str(c.suit) for c in RULES.deck.cards(without=("JK",))]
    rest = [text for text in deck if text not in {*mine, "5H"}]
    random.Random(others_seed).shuffle(rest)
    hands = [" ".join(mine), *(" ".join(rest[5 * k:5 * k + 5]) for k in range(3))]
    return new_hand("oh_hell", "open_hook", players=4, dealer=3, flipped="5H", hands=hands)


def test_the_bid_never_depends_on_the_hidden_hands() -> None:
    """Same seat, same cards, same random numbers: whatever the others hold, the same bid and the same figures."""
    assert _deal(1).view(1).hand != _deal(2).view(1).hand
    first, second = (_deal(seed).view(0) for seed in (1, 2))
    choices = [choose_bid(view, random.Random(9), lambda n: n >= 300, SCORING, ROLLOUT) for view in (first, second)]
    assert choices[0] == choices[1]


def test_the_budget_counts_play_outs_and_every_bid_is_tried() -> None:
    view = _deal(1).view(0)
    choice = choose_bid(view, random.Random(3), lambda n: n >= 150, SCORING, ROLLOUT)
    assert choice.iterations == 150
    assert {a for a, _, _ in choice.stats} == set(view.legal_actions)
    finalists = [worlds for _, worlds, _ in choice.stats[:3]]
    assert len(set(finalists)) == 1 and 3 * finalists[0] <= 150


def test_a_search_aims_its_bids_only_when_told_and_hard_and_expert_bid_by_the_mean() -> None:
    """``bids="aimed"`` sends the bid to the chooser (Expert's with its inference sampler); as shipped Hard and
    Expert search the tree and take its best mean, Medium its most visited bid
    (lab/experiments/oh-hell-bid-by-best-mean.md)."""
    view = _deal(1).view(0)
    assert aims(view) and not aims(_play_view())
    budget = Budget(iterations=200)
    aimed = choose_bid(view, random.Random(4), budget.stopper(None), SCORING, ROLLOUT)
    assert SearchBot("hard", RULES, bids="aimed").search(view, random.Random(4), budget) == aimed
    tree = ismcts(view, random.Random(4), budget.stopper(None), SCORING, ROLLOUT)
    assert SearchBot("medium", RULES).search(view, random.Random(4), budget) == tree
    assert SearchBot("hard", RULES).search(view, random.Random(4), budget) == by_mean(tree)
    expert = SearchBot("expert", RULES, bids="aimed").search(view, random.Random(4), budget)
    assert len({worlds for _, worlds, _ in expert.stats[:3]}) == 1, "three finalists on the same worlds"
    with pytest.raises(ValueError, match="known: visits, mean, focused, read, aimed"):
        SearchBot("hard", RULES, bids="best")


def test_focused_and_read_bids_are_the_tree_with_a_narrower_root_or_the_bids_read() -> None:
    """Two ways to bid kept for the arena (lab/experiments/oh-hell-focused-and-read-bids.md: neither beat the
    plain mean bid): ``focused`` explores less at the root only, so the tree piles its visits on fewer bids;
    ``read`` draws its worlds through Expert's inference sampler, reading the bids already made, for the bid
    only."""
    view = _deal(1).view(0)
    budget = Budget(iterations=300)
    plain = ismcts(view, random.Random(4), budget.stopper(None), SCORING, ROLLOUT)
    narrow = ismcts(view, random.Random(4), budget.stopper(None), SCORING, ROLLOUT, root_exploration=BID_EXPLORATION)
    assert SearchBot("hard", RULES, bids="focused").search(view, random.Random(4), budget) == by_mean(narrow)
    assert max(n for _, n, _ in narrow.stats) > max(n for _, n, _ in plain.stats)
    later = _deal(1)
    for text in ("bid 2", "bid 0", "bid 1"):
        later.apply(later.parse_action(text))
    dealer = later.view(3)
    read = ismcts(dealer, random.Random(4), budget.stopper(None), SCORING, ROLLOUT, sample=InferenceSampler())
    assert SearchBot("hard", RULES, bids="read").search(dealer, random.Random(4), budget) == by_mean(read)
    assert SearchBot("hard", RULES, bids="mean").search(dealer, random.Random(4), budget) != by_mean(read)


def test_the_mean_bid_is_the_best_the_tree_learned_among_bids_it_visited_enough() -> None:
    """Visits nearly even: the best mean is bid; a bid seen too seldom to trust is passed over whatever its mean."""
    one, two, three = (bid(n) for n in (1, 2, 3))
    tree = Choice(one, 800, ((one, 300, 0.50), (two, 290, 0.56), (three, 100, 0.90)))
    chosen = by_mean(tree)
    assert chosen.action == two and chosen.by_mean
    assert set(chosen.stats) == set(tree.stats) and chosen.stats[0][0] == two and chosen.iterations == 800


def test_two_cores_bidding_by_the_mean_merge_to_the_best_mean() -> None:
    """Expert's two searches are merged by visits for a card, by the trusted mean for a bid."""
    one, two = (bid(n) for n in (1, 2))
    left = by_mean(Choice(one, 200, ((one, 110, 0.50), (two, 90, 0.60))))
    right = by_mean(Choice(one, 200, ((one, 105, 0.52), (two, 95, 0.58))))
    assert merge([left, right]).action == two
    assert merge([Choice(one, 200, left.stats), Choice(one, 200, right.stats)]).action == one


def _play_view() -> PlayerView:
    state = new_hand("oh_hell", "no_jokers", players=4, dealer=3, flipped="2C",
                     hands=["AC KC", "2H 3D", "QS 4H", "5S 6S"], bids=[2, 0, 0, 0])
    return state.view(0)


def test_a_time_budget_stops_the_bid_on_the_given_clock() -> None:
    """Hard's second on a fake clock that moves 0.1 s a reading: every bid is tried on one world, then the
    clock is read after each play-out and stops the bid within the second."""
    ticks = iter(range(10_000))
    bot = SearchBot("hard", RULES, clock=lambda: next(ticks) * 0.1, bids="aimed")
    view = _deal(1).view(0)
    bot.choose(view, random.Random(0))
    assert bot.last is not None and len(view.legal_actions) <= bot.last.iterations <= len(view.legal_actions) + 11


def test_hands_bids_leave_the_seats_still_to_bid_to_their_own_sampled_hands() -> None:
    """``bids="hands"`` (an arena measurement, not shipped): the others' bids come from the rule bot reading the
    hand each sampled world dealt them, not from one tree node per bid; card play goes back to the tree."""
    state = _deal(1)
    view = state.view(0)
    budget = Budget(iterations=200)
    outside = ismcts(view, random.Random(4), budget.stopper(None), SCORING, ROLLOUT, outside=bid_from_hand)
    assert SearchBot("hard", RULES, bids="hands").search(view, random.Random(4), budget) == by_mean(outside)
    assert outside != ismcts(view, random.Random(4), budget.stopper(None), SCORING, ROLLOUT)
    state.apply(state.parse_action("bid 1"))
    made = bid_from_hand(state.clone(), random.Random(0))
    assert made is not None and made in state.legal_actions()
    assert bid_from_hand(_play_view().world, random.Random(0)) is None


def test_laus_look_or_pass_and_the_discard_are_taken_by_the_best_mean_for_hard_not_for_medium() -> None:
    """Laus's decisions before the first card are judged by the whole hand that follows, as a bid is: Hard and
    Expert take the tree's best trusted mean there, Medium the most visited; a card in play is the most
    visited for every level."""
    rules = load_rules("laus")
    state = new_match(rules, "standard", 3, 1).state
    skat = state.view(state.current_player or 0)
    state.apply(state.parse_action("look"))
    discard = state.view(state.current_player or 0)
    budget = Budget(iterations=150)
    for view in (skat, discard):
        assert before_play(view) and not aims(view)
        hard = SearchBot("hard", rules).search(view, random.Random(2), budget)
        medium = SearchBot("medium", rules).search(view, random.Random(2), budget)
        assert hard.by_mean and not medium.by_mean
        assert hard == by_mean(medium), "the same tree, taken by its mean"
    while state.phase != "play":
        state.apply(state.legal_actions()[0])
    card = state.view(state.current_player or 0)
    assert not before_play(card)
    assert not SearchBot("hard", rules).search(card, random.Random(2), budget).by_mean
