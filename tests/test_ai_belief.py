"""The belief a seat reads the play into (game/ai/belief.py): the right posterior, honest worlds, kept through a hand.

Every check is exact and repeatable from fixed seeds; none reads a clock.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import Budget, SearchBot, make_bot, reading_for
from game.ai.belief import BeliefSampler, Particle, Placement, carried, move, resample
from game.engine import Card, HandState, load_rules, new_match
from game.engine.hidden import Hidden

from .invariants import check_conserved
from .support import random_position, variant_cases

CARDS = [Card.of(text) for text in ("AS", "KS", "QS", "2H", "3H")]


def small_hidden() -> Hidden:
    """Five cards in three places; place ``b`` showed it has no spades left except what it may still hold."""
    return Hidden(sizes={"a": 2, "b": 2, "c": 1}, unseen=tuple(CARDS),
                  excluded={"b": frozenset({Card.of("AS")})})


def likelihood(placed: Placement) -> float:
    """A made-up reading: ``a`` likely holds the high spades, and the 2H likely sits in ``c``."""
    log = 1.2 * sum(card.rank in "AK" for card in placed["a"])
    return log + (0.8 if Card.of("2H") in placed["c"] else 0.0)


def key(placed: Placement) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(sorted(map(str, placed[loc]))) for loc in ("a", "b", "c"))


def test_the_swaps_settle_on_the_exact_posterior() -> None:
    """Metropolis–Hastings swaps that respect the view visit each placement as often as prior times likelihood
    says: enumerated exactly here, 30 deals of which the void rules some out."""
    hidden = small_hidden()
    exact: dict[tuple[tuple[str, ...], ...], float] = {}
    for order in itertools.permutations(CARDS):
        placed = {"a": list(order[:2]), "b": list(order[2:4]), "c": list(order[4:])}
        if Card.of("AS") in placed["b"]:
            continue
        exact[key(placed)] = math.exp(likelihood(placed))
    total = sum(exact.values())
    rng = random.Random(5)
    start = {"a": [CARDS[3], CARDS[4]], "b": [CARDS[1], CARDS[2]], "c": [CARDS[0]]}
    particle = Particle(start, likelihood(start))
    seen: Counter[tuple[tuple[str, ...], ...]] = Counter()
    steps = 60_000
    for _ in range(steps):
        move(hidden, likelihood, particle, 1, rng)
        assert Card.of("AS") not in particle.placed["b"], "a swap broke the shown void"
        seen[key(particle.placed)] += 1
    distance = 0.5 * sum(abs(seen[k] / steps - w / total) for k, w in exact.items())
    assert set(seen) <= set(exact)
    assert distance < 0.03, distance


def test_resampling_keeps_the_likely_and_drops_the_hopeless() -> None:
    picks = resample([0.0, math.log(3.0), -50.0, 0.0], 500, random.Random(1))
    counts = Counter(picks)
    assert counts[2] == 0
    assert abs(counts[1] / 500 - 0.6) < 0.01 and abs(counts[0] / 500 - 0.2) < 0.01


READ = [case for case in variant_cases() if reading_for(load_rules(case[0]).engine) is not None]


@settings(max_examples=30, deadline=None)
@given(case=st.sampled_from(READ), seed=st.integers(0, 10_000), steps=st.integers(0, 40),
       later=st.integers(1, 12), draw=st.integers(0, 2**32))
def test_every_world_fits_the_view_and_a_carried_belief_fits_the_next(case: tuple[str, str, int], seed: int,
                                                                     steps: int, later: int, draw: int) -> None:
    """Worlds keep every void, known card and size the view shows; particles carried to a later view of the
    same hand fit that view too."""
    state = random_position(case, seed, steps)
    if state is None:
        return
    seat = state.current_player
    assert seat is not None
    sampler = BeliefSampler(size=8, moves=2, refresh=1)
    pick = random.Random(draw)
    view = state.view(seat)
    for _ in range(6):
        assert_fits(sampler(view, pick), view, seat)
    rng = random.Random(seed)
    for _ in range(later):
        if state.is_over():
            return
        state.apply(rng.choice(state.legal_actions()))
    if state.is_over():
        return
    view = state.view(seat)
    for old in sampler.placements():
        placed = carried(view.hidden, old)
        if placed is not None:
            assert_fits(view.filled(placed, pick), view, seat)


def assert_fits(world: HandState, view: object, seat: int) -> None:
    check_conserved(world)
    mine = world.view(seat)
    assert sorted(map(str, mine.hand)) == sorted(map(str, view.hand))  # type: ignore[attr-defined]
    assert mine.hand_sizes == view.hand_sizes  # type: ignore[attr-defined]
    hands = world.hands  # type: ignore[attr-defined]
    hidden: Hidden = view.hidden  # type: ignore[attr-defined]
    for location, banned in hidden.excluded.items():
        if location.startswith("hand"):
            assert not banned & set(hands[int(location[4:])]), "a world breaks a shown void"
    for location, known in hidden.known.items():
        if location.startswith("hand"):
            assert not Counter(known) - Counter(hands[int(location[4:])]), "a known card moved"
    if view.current_player == seat:  # type: ignore[attr-defined]
        assert [str(a) for a in world.legal_actions()] == [str(a) for a in view.legal_actions]  # type: ignore[attr-defined]


def played_to(seat: int, cards: int, seed: int) -> HandState:
    """An Oh Hell hand played by rule bots until ``seat`` holds ``cards`` cards and is to play."""
    rules = load_rules("oh_hell")
    state = new_match(rules, "classic", 4, seed).state
    bots = [make_bot("rule", rules) for _ in range(4)]
    rng = random.Random(seed)
    while not (state.current_player == seat and len(state.view(seat).hand) == cards
               and getattr(state, "phase", "") == "play"):
        who = state.current_player
        assert who is not None
        state.apply(bots[who].choose(state.view(who), rng))
    return state


def test_the_same_view_and_seed_give_the_same_worlds_whatever_the_hidden_cards() -> None:
    """Scrambling the true deal behind a view changes nothing the belief returns, carried belief and all."""
    early, late = played_to(0, 8, 21), played_to(0, 5, 21)

    def hands(first: HandState, second: HandState) -> list[str]:
        sampler, rng = BeliefSampler(), random.Random(9)
        sampler(first.view(0), rng)
        return [" ".join(map(str, sampler(second.view(0), rng).hands[1])) for _ in range(30)]  # type: ignore[attr-defined]
    assert hands(early, late) == hands(early.determinize(0, random.Random(77)), late.determinize(0, random.Random(78)))


def test_expert_reads_the_play_repeats_itself_for_a_seed_and_keeps_its_belief_through_the_hand() -> None:
    rules = load_rules("oh_hell")
    expert = make_bot("expert", rules)
    assert isinstance(expert, SearchBot) and expert.reads == "belief"
    early, late = played_to(1, 7, 4), played_to(1, 4, 4)
    expert.choose(early.view(1), random.Random(1), Budget(iterations=40))
    view = late.view(1)
    first = expert.choose(view, random.Random(2), Budget(iterations=40))
    kept = expert.belief.kept[1]
    assert kept.start, "the second decision of the hand starts from the first's particles"
    again = expert.choose(view, random.Random(2), Budget(iterations=40))
    assert first == again and first in view.legal_actions
