"""The judge's worlds (game/ai/posterior.py): read from the play, each from a fresh chain, honest to the view.

Every check is exact and repeatable from fixed seeds; none reads a clock.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import judge, reading_for
from game.ai.judge import Sampling, imagine, weigh
from game.ai.posterior import PosteriorDraws, pick, posterior_draw
from game.engine import HandState, PlayerView, load_rules, new_hand, new_match

from .support import random_position, variant_cases
from .test_ai_belief import assert_fits

READ = [case for case in variant_cases() if reading_for(load_rules(case[0]).engine) is not None]


def hands(world: HandState) -> list[str]:
    return [" ".join(sorted(map(str, hand))) for hand in world.hands]  # type: ignore[attr-defined]


@settings(max_examples=40, deadline=None)
@given(case=st.sampled_from(READ), seed=st.integers(0, 10_000), steps=st.integers(0, 40),
       draw=st.integers(0, 2**32))
def test_every_world_keeps_the_views_voids_sizes_and_known_cards(case: tuple[str, str, int], seed: int,
                                                                steps: int, draw: int) -> None:
    state = random_position(case, seed, steps)
    if state is None:
        return
    seat = state.current_player
    assert seat is not None
    view, sampler, pick_rng = state.view(seat), PosteriorDraws(candidates=3, steps=6), random.Random(draw)
    for _ in range(4):
        assert_fits(sampler(view, pick_rng), view, seat)


def bid_position(bids: list[int]) -> HandState:
    """Ten cards each, spades trump, bids made and revealed; seat 0 to lead (as in tests/test_ai_inference.py)."""
    return new_hand("oh_hell", "classic", players=4, dealer=3, seed=5, flipped="KS", bids=bids)


def strength(world: HandState, seat: int = 1) -> int:
    return sum(1 for c in world.hands[seat] if c.suit == "S" or c.rank == "A")  # type: ignore[attr-defined]


def test_the_same_view_and_seed_give_the_same_worlds_wherever_the_cards_really_lie() -> None:
    state = bid_position([3, 6, 3, 2])
    other = state.determinize(0, random.Random(77))
    assert hands(other) != hands(state)
    first = [hands(w) for w in imagine(state.view(0), random.Random(4), 12)]
    again = [hands(w) for w in imagine(other.view(0), random.Random(4), 12)]
    assert first == again
    assert len({tuple(h) for h in first}) == 12, "twelve draws, twelve different deals"


def test_no_draw_leans_on_the_last_one() -> None:
    """One sampler's run of draws is the same as a fresh sampler's draw each time from the same random source:
    nothing is carried from a draw to the next, so the judge's deals are independent."""
    view = bid_position([3, 6, 3, 2]).view(0)
    kept, fresh = PosteriorDraws(), random.Random(6)
    one = [hands(kept(view, fresh)) for _ in range(20)]
    rng = random.Random(6)
    assert one == [hands(posterior_draw(view, rng)) for _ in range(20)]


def test_a_high_bid_makes_the_judges_deals_give_that_seat_more_trumps_and_aces() -> None:
    """Seat 1 bid six of ten tricks: the judge's deals give it clearly more trumps and aces than plain deals."""
    view = bid_position([3, 6, 3, 2]).view(0)
    read = imagine(view, random.Random(1), 400)
    plain_rng = random.Random(1)
    plain = [view.determinize(plain_rng) for _ in range(400)]
    mean_read, mean_plain = (sum(map(strength, worlds)) / 400 for worlds in (read, plain))
    assert mean_read > mean_plain + 0.5, (mean_read, mean_plain)


def first_bid() -> PlayerView:
    """Oh Hell's first bid of a hand: nothing shown yet to read."""
    state = new_match(load_rules("oh_hell"), "classic", 4, 3).state
    seat = state.current_player
    assert seat is not None and not any(getattr(state, "bids", []))
    return state.view(seat)


def test_before_anything_is_shown_the_deals_are_plain_determinizations() -> None:
    view = first_bid()
    assert not PosteriorDraws().reads(view)
    rng_a, rng_b = random.Random(12), random.Random(12)
    assert [hands(w) for w in imagine(view, rng_a, 10)] == [hands(view.determinize(rng_b)) for _ in range(10)]


def test_before_anything_is_shown_the_judge_answers_as_it_did_with_plain_deals(
        monkeypatch: pytest.MonkeyPatch) -> None:
    rules, view = load_rules("oh_hell"), first_bid()
    sampling = Sampling(first=8, most=32)
    read = weigh(rules, view, random.Random(5), sampling=sampling)

    class Plain:
        def __call__(self, view: PlayerView, rng: random.Random) -> HandState:
            return view.determinize(rng)
    monkeypatch.setattr(judge, "PosteriorDraws", Plain)
    assert weigh(rules, view, random.Random(5), sampling=sampling) == read


def test_a_pick_follows_the_weights_and_survives_no_weight_at_all() -> None:
    rng = random.Random(3)
    picks = [pick([0.0, 2.0, -40.0], rng) for _ in range(4000)]
    assert picks.count(2) == 0
    share = picks.count(1) / 4000
    assert abs(share - 7.389 / 8.389) < 0.02, share
    inf = float("-inf")
    assert {pick([inf, inf, inf], rng) for _ in range(60)} == {0, 1, 2}
