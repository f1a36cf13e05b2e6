"""Expert's readings: weighted and believed worlds lean the way the bids and plays point, and stay honest.

Every check is statistical over many draws from fixed seeds, so it is exact
and repeatable; none reads a clock.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import BeliefSampler, Budget, InferenceSampler, SearchBot, make_bot, reading_for
from game.ai.games.lohai.evidence import dealt_world
from game.ai.posterior import PosteriorDraws
from game.engine import Card, HandState, load_rules, new_hand, new_match
from game.engine.lohai import LohaiHand

from .invariants import check_conserved
from .support import random_position, variant_cases

DRAWS = 400


def seat_cards(state: HandState, seat: int) -> list[Card]:
    return list(state.hands[seat])  # type: ignore[attr-defined]


def mean_over(worlds: list[HandState], measure: object) -> float:
    assert callable(measure)
    return sum(measure(w) for w in worlds) / len(worlds)


def draws(view: object, sampler: object, seed: int, count: int = DRAWS) -> list[HandState]:
    assert callable(sampler)
    rng = random.Random(seed)
    return [sampler(view, rng) for _ in range(count)]


def plain(view: object, rng: random.Random) -> HandState:
    world: HandState = view.determinize(rng)  # type: ignore[attr-defined]
    return world


# --------------------------------------------------------------------------- Oh Hell bids


def bid_position(bids: list[int]) -> HandState:
    """Ten cards each, spades trump, bids made and revealed; seat 0 to lead."""
    return new_hand("oh_hell", "classic", players=4, dealer=3, seed=5, flipped="KS", bids=bids)


def strength(seat: int, trump: str = "S") -> object:
    def measure(world: HandState) -> int:
        return sum(1 for c in seat_cards(world, seat) if c.suit == trump or c.rank == "A")
    return measure


READERS = pytest.mark.parametrize("reader", [InferenceSampler, BeliefSampler, PosteriorDraws],
                                  ids=["weights", "belief", "judge"])
"""Every scenario holds for Expert's first reading (weighted candidates), for the belief it reads through now, and
for the judge's independent draws."""


@READERS
def test_a_high_bid_gives_that_seat_more_trumps_and_aces(reader: type) -> None:
    state = bid_position([3, 6, 3, 2])
    assert state.current_player == 0
    view = state.view(0)
    weighted = mean_over(draws(view, reader(), seed=1), strength(1))
    even = mean_over(draws(view, plain, seed=1), strength(1))
    assert weighted > even + 0.8, (weighted, even)


@READERS
def test_a_zero_bid_gives_that_seat_fewer(reader: type) -> None:
    view = bid_position([3, 0, 3, 2]).view(0)
    weighted = mean_over(draws(view, reader(), seed=2), strength(1))
    even = mean_over(draws(view, plain, seed=2), strength(1))
    assert weighted < even - 0.5, (weighted, even)


@READERS
def test_a_seat_that_needed_the_trick_and_followed_low_holds_nothing_higher(reader: type) -> None:
    """Seat 1 bid two and played the 2H under a 9H lead: it most likely holds no heart above the nine."""
    state = new_hand("oh_hell", "classic", players=4, dealer=3, seed=8, flipped="5S", bids=[1, 2, 1, 1],
                     hands=["9H 3C 4C 5C", "2H KH AH 2C", "3H 4H 7C 8C", "6C 9C TC JC"])
    state.apply(state.parse_action("play 9H"))
    state.apply(state.parse_action("play 2H"))
    view = state.view(2)

    def high_hearts(world: HandState) -> int:
        return sum(1 for c in seat_cards(world, 1) if c.suit == "H" and c.rank in "TJQKA")
    weighted = mean_over(draws(view, reader(), seed=3), high_hearts)
    even = mean_over(draws(view, plain, seed=3), high_hearts)
    assert weighted < even * 0.6, (weighted, even)


# --------------------------------------------------------------------------- Laus plays


@READERS
def test_a_seat_that_threw_a_seven_when_void_holds_few_points(reader: type) -> None:
    """Seat 1 could not follow hearts and threw the 7C: a player with a penalty queen or an ace sheds that."""
    state = new_hand("laus", "standard", players=4, dealer=3, leader=0,
                     hands=["9H 8S 9S TS", "7C QC AD QS", "KH 7S TD 8D", "AH QH 9D AS"],
                     won=["7H 8H TH JH JS JC JD KS", "7D QD KD 8C 9C TC KC AC", "", ""])
    for text in ("play 9H", "play 7C"):
        state.apply(state.parse_action(text))
    view = state.view(2)
    table_points = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}

    def cost(world: HandState) -> int:
        bonus = {"QC": 300, "QS": 200, "QH": 100}
        return sum(table_points.get(c.rank, 0) + bonus.get(str(c), 0) for c in seat_cards(world, 1))
    weighted = mean_over(draws(view, reader(), seed=4), cost)
    even = mean_over(draws(view, plain, seed=4), cost)
    # A long chain of swaps puts the exact posterior at about 0.8 of plain here (164 against 205); the pooled
    # readers go past it (sure of their few likely worlds), the judge's independent draws land on it.
    assert weighted < even * (0.85 if reader is PosteriorDraws else 0.7), (weighted, even)


# --------------------------------------------------------------------------- honesty


INFERRED = [case for case in variant_cases() if reading_for(load_rules(case[0]).engine) is not None]


@settings(max_examples=40, deadline=None)
@given(case=st.sampled_from(INFERRED), seed=st.integers(0, 10_000), steps=st.integers(0, 40),
       draw=st.integers(0, 2**32))
def test_every_weighted_world_agrees_with_the_view(case: tuple[str, str, int], seed: int, steps: int,
                                                   draw: int) -> None:
    state = random_position(case, seed, steps)
    if state is None:
        return
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    sampler = InferenceSampler(batch=4, grow=1, cap=12)
    pick = random.Random(draw)
    for _ in range(10):
        world = sampler(view, pick)
        check_conserved(world)
        mine = world.view(seat)
        assert sorted(map(str, mine.hand)) == sorted(map(str, view.hand))
        assert mine.hand_sizes == view.hand_sizes
        hands = world.hands  # type: ignore[attr-defined]
        for location, banned in view.hidden.excluded.items():
            if location.startswith("hand"):
                assert not banned & set(hands[int(location[4:])]), "a weighted hand breaks a shown void"
        for location, known in view.hidden.known.items():
            if location.startswith("hand"):
                assert not Counter(known) - Counter(hands[int(location[4:])]), "a known card moved"
        assert [str(a) for a in world.legal_actions()] == [str(a) for a in view.legal_actions]


def test_the_same_view_and_seed_give_the_same_worlds_whatever_the_hidden_cards() -> None:
    """Scrambling the true deal behind a view changes nothing the sampler returns."""
    state = new_match(load_rules("oh_hell"), "classic", 4, seed=21).state
    rng = random.Random(0)
    while state.current_player != 0 or getattr(state, "phase", "") != "play" or len(state.log) < 9:
        state.apply(rng.choice(state.legal_actions()))
    scrambled = state.determinize(0, random.Random(77))

    def hands(view: object) -> list[str]:
        return [" ".join(map(str, w.hands[1])) for w in draws(view, InferenceSampler(), seed=9, count=30)]  # type: ignore[attr-defined]
    assert hands(state.view(0)) == hands(scrambled.view(0))


def test_games_without_a_model_sample_plainly() -> None:
    """The tests' Whist names no reading: even after cards were played its worlds are plain determinizations."""
    import tests.whist  # noqa: F401  (registers the plug-in)
    state = new_match(load_rules("whist"), "short", 4, seed=3).state
    rng = random.Random(3)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(state.current_player or 0)
    ours = draws(view, InferenceSampler(), seed=6, count=5)
    theirs = draws(view, plain, seed=6, count=5)
    assert [w.hands for w in ours] == [w.hands for w in theirs]  # type: ignore[attr-defined]


def test_before_anyone_has_shown_anything_the_worlds_are_plain() -> None:
    """Blind bids still face down: nothing to read, so no weighting."""
    state = new_match(load_rules("oh_hell"), "classic", 4, seed=4).state
    view = state.view(state.current_player or 0)
    sampler = InferenceSampler()
    sampler(view, random.Random(1))
    assert sampler.evidence is None


# --------------------------------------------------------------------------- Expert


def test_expert_reads_the_play_and_hard_does_not() -> None:
    rules = load_rules("oh_hell")
    expert, hard = make_bot("expert", rules), make_bot("hard", rules)
    assert isinstance(expert, SearchBot) and expert.reads == "belief"
    assert isinstance(hard, SearchBot) and hard.reads == "plain"


def test_expert_plays_legal_moves_and_repeats_itself_for_a_seed() -> None:
    for game, variant, players in (("oh_hell", "classic", 4), ("laus", "standard", 3), ("lohai", "standard", 4)):
        rules = load_rules(game)
        bot = make_bot("expert", rules)
        state = new_match(rules, variant, players, seed=2).state
        rng = random.Random(0)
        for _ in range(30):
            if state.is_over():
                break
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            first = bot.choose(view, random.Random(len(state.log)), Budget(iterations=12))
            again = bot.choose(view, random.Random(len(state.log)), Budget(iterations=12))
            assert first == again and first in view.legal_actions
            state.apply(rng.choice(view.legal_actions))


# --------------------------------------------------------------------------- Lohai plays


def lohai_positions(variant: str, seeds: range, plays: int) -> list[LohaiHand]:
    """Hands played by rule bots for ``plays`` actions (or to their end): the table a reader sees."""
    rules = load_rules("lohai")
    found: list[LohaiHand] = []
    for seed in seeds:
        state = new_match(rules, variant, None, seed).state
        assert isinstance(state, LohaiHand)
        bots = [make_bot("rule", rules) for _ in range(state.players)]
        rng = random.Random(seed)
        for _ in range(plays):
            seat = state.current_player
            if seat is None:
                break
            state.apply(bots[seat].choose(state.view(seat), rng))
        if not state.is_over():
            found.append(state)
    return found


def test_a_lohai_world_wound_back_to_its_deal_replays_to_the_table_as_it_is() -> None:
    """The true deal, wound back through the cards shown and replayed, lands on exactly the table seen.

    This is what lets each opponent card be judged in the position it was
    played in, draws from the stack and specials included.
    """
    for variant in load_rules("lohai").variants:
        for state in lohai_positions(variant, range(8), plays=17):
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            replay = dealt_world(view, state)
            for action in view.world.log:  # type: ignore[attr-defined]
                replay.advance(action)
            assert replay.books == state.books, variant
            assert {s: slot.cards for s, slot in replay.slots.items()} == {
                s: slot.cards for s, slot in state.slots.items()}, variant
            assert [Counter(h) for h in replay.hands] == [Counter(h) for h in state.hands], variant
            assert replay.turn == state.turn and replay.pending == state.pending, variant


def test_lohai_inference_puts_the_opponents_cards_where_their_plays_say() -> None:
    """Against rule-bot opponents, weighted worlds give each opponent more of the cards it really holds."""
    right_weighted = right_plain = 0.0
    positions = lohai_positions("three_player", range(10), plays=18)
    for k, state in enumerate(positions):
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        for other in range(state.players):
            if other == seat:
                continue
            truth = Counter(state.hands[other])

            def right(world: HandState, other: int = other, truth: Counter[Card] = truth) -> int:
                return sum((Counter(seat_cards(world, other)) & truth).values())
            right_weighted += mean_over(draws(view, InferenceSampler(), seed=k, count=100), right)
            right_plain += mean_over(draws(view, plain, seed=k, count=100), right)
    assert right_weighted > right_plain * 1.15, (right_weighted, right_plain)
