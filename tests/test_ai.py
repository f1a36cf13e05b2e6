"""The computer opponents: legal moves only, decisions from the view alone, honest sampled worlds.

Search runs on tiny iteration budgets here (the strength is measured by
``game.sim``, never by a timed test).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import LEVELS, Budget, SearchBot, make_bot, scoring_for
from game.ai.bidding import aims
from game.ai.games.lohi.scoring import fewest_cards
from game.ai.rewards import GENERIC
from game.engine import load_rules, new_match
from game.games import GAMES as REGISTRY

from .invariants import check_conserved
from .support import positions, random_position, variant_cases

TINY = Budget(iterations=3)


# --------------------------------------------------------------------------- levels


def test_every_level_is_listed_and_made() -> None:
    rules = load_rules("oh_hell")
    assert LEVELS == ("random", "rule", "easy", "medium", "hard", "expert")
    assert [make_bot(level, rules).level for level in LEVELS] == list(LEVELS)
    with pytest.raises(ValueError, match="known: random, rule, easy"):
        make_bot("grandmaster", rules)


@pytest.mark.parametrize(("game", "variant", "players"), variant_cases())
def test_bots_only_return_legal_actions(game: str, variant: str, players: int) -> None:
    """Whole matches' worth of seeded decisions: searching seats on tiny budgets, the rest easy or random."""
    rules = load_rules(game)
    rng = random.Random(f"legal/{game}/{variant}")
    lineup = [make_bot(level, rules) for level in ("medium", "easy", "random", "rule")]
    decisions = 0
    for seed in range(3):
        state = new_match(rules, variant, players, seed).state
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            bot = lineup[(seat + seed) % len(lineup)]
            action = bot.choose(view, rng, TINY)
            assert action in view.legal_actions, f"{bot.level} chose {action}, not a legal action"
            state.apply(action)
            decisions += 1
    assert decisions >= 3 * players


def test_a_single_legal_action_is_returned_without_searching() -> None:
    rules = load_rules("oh_hell")
    bot = SearchBot("medium", rules)
    for state in positions("oh_hell", "classic", 4, seed=2, every=1):
        view = state.view(state.current_player or 0)
        if len(view.legal_actions) == 1:
            assert bot.choose(view, random.Random(0), Budget(iterations=500)) is view.legal_actions[0]
            assert bot.last is not None and bot.last.iterations == 0
            return
    raise AssertionError("no forced move found in the sample hand")


def test_the_iteration_budget_is_kept_exactly() -> None:
    rules = load_rules("laus")
    bot = SearchBot("medium", rules)
    state = positions("laus", "standard", 4, seed=1)[0]
    bot.choose(state.view(state.current_player or 0), random.Random(0), Budget(iterations=17))
    assert bot.last is not None and bot.last.iterations == 17
    assert sum(visits for _, visits, _ in bot.last.stats) == 17


def test_a_time_budget_stops_the_search_on_the_given_clock() -> None:
    """The clock is the caller's: a fake one that moves 0.1 s a reading stops a 1 s search early.

    A card to play (bids, which Hard takes by the tree's best mean, are tried in tests/test_ai_bidding.py)."""
    ticks = iter(range(10_000))
    bot = SearchBot("hard", load_rules("oh_hell"), clock=lambda: next(ticks) * 0.1)
    views = (s.view(s.current_player or 0) for s in positions("oh_hell", "classic", 4, seed=3, every=1))
    bot.choose(next(v for v in views if len(v.legal_actions) > 1 and not aims(v)), random.Random(0))
    assert bot.last is not None and 5 <= bot.last.iterations <= 11


def test_seconds_override_only_the_timed_levels() -> None:
    from game.ai import SEARCH_LEVELS
    assert SEARCH_LEVELS["hard"].budget(0.05) == Budget(seconds=0.05)
    assert SEARCH_LEVELS["medium"].budget(0.05) == Budget(iterations=300)
    assert SEARCH_LEVELS["medium"].budget(TINY) is TINY


def test_the_tournament_seats_expert_with_both_searches_and_the_others_with_one() -> None:
    """The table merges two searches for Expert (one per core); a tool without the workers must play the same
    decision, else its Expert rows would measure half of Expert."""
    from game.ai.levels import table_bot
    rules = load_rules("laus")
    view = next(s.view(s.current_player or 0) for s in positions("laus", "standard", 3, seed=2, every=1)
                if len(s.legal_actions()) > 1)
    made = {}
    for level in ("medium", "hard", "expert"):
        bot = table_bot(level, rules)
        assert isinstance(bot, SearchBot)
        bot.choose(view, random.Random(1), Budget(iterations=30))
        assert bot.last is not None
        made[level] = bot.last.iterations
    assert made == {"medium": 30, "hard": 30, "expert": 60}


# --------------------------------------------------------------------------- the view and nothing else


GAMES = [("oh_hell", "classic", 4), ("oh_hell", "open_hook", 3), ("laus", "standard", 3), ("laus", "standard", 4),
         ("lohai", "standard", 4), ("lohai", "partnership", 4), ("lohai", "three_player", 3),
         ("lohi", "standard", 3)]


@pytest.mark.parametrize(("game", "variant", "players"), GAMES)
def test_a_decision_depends_only_on_the_view(game: str, variant: str, players: int) -> None:
    """Scrambling the hidden cards of the true state leaves the choice (and the whole search) unchanged."""
    bot = SearchBot("medium", load_rules(game))
    budget = Budget(iterations=24)
    checked = 0
    for state in positions(game, variant, players, seed=11, every=4)[:6]:
        seat = state.current_player
        assert seat is not None
        if len(state.legal_actions()) < 2:
            continue
        scrambled = state.determinize(seat, random.Random(99))
        first = bot.choose(state.view(seat), random.Random(5), budget)
        stats = bot.last.stats if bot.last else ()
        again = bot.choose(scrambled.view(seat), random.Random(5), budget)
        assert again == first
        assert bot.last is not None and bot.last.stats == stats
        checked += 1
    assert checked >= 2


# --------------------------------------------------------------------------- sampled worlds


ALL = [(game, variant, players) for game, variant, players in variant_cases()]


@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(ALL), seed=st.integers(0, 10_000), steps=st.integers(0, 60),
       draw=st.integers(0, 2**32))
def test_every_sampled_world_agrees_with_the_view(case: tuple[str, str, int], seed: int, steps: int,
                                                  draw: int) -> None:
    state = random_position(case, seed, steps)
    if state is None:
        return
    for seat in range(case[2]):
        view = state.view(seat)
        world = view.determinize(random.Random(draw))
        check_conserved(world)
        mine = world.view(seat)
        assert sorted(map(str, mine.hand)) == sorted(map(str, view.hand))
        assert mine.hand_sizes == view.hand_sizes
        hands = world.hands  # type: ignore[attr-defined]
        for location, banned in view.hidden.excluded.items():
            if location.startswith("hand"):
                assert not banned & set(hands[int(location[4:])]), "a sampled hand breaks a shown void"
        for location, known in view.hidden.known.items():
            if location.startswith("hand"):
                assert not Counter(known) - Counter(hands[int(location[4:])]), "a known card moved"
        if seat == view.current_player:
            assert [str(a) for a in world.legal_actions()] == [str(a) for a in view.legal_actions]


# --------------------------------------------------------------------------- rewards


@pytest.mark.parametrize(("game", "variant", "players"), variant_cases())
def test_rewards_lie_in_the_unit_interval(game: str, variant: str, players: int) -> None:
    rules = load_rules(game)
    scoring = scoring_for(rules.engine)
    rng = random.Random(game + variant)
    for seed in range(20):
        state = new_match(rules, variant, players, seed).state
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            if scoring.estimate is not None and rng.random() < 0.05:
                assert all(0.0 <= r <= 1.0 for r in scoring.estimate(state))
        rewards = scoring.final(state)
        assert len(rewards) == players
        assert all(0.0 <= r <= 1.0 for r in rewards), (state.hand_scores(), rewards)


def test_every_game_has_its_own_scoring_and_others_fall_back() -> None:
    assert all(scoring_for(spec.name) is not GENERIC for spec in REGISTRY)
    assert len({id(scoring_for(spec.name)) for spec in REGISTRY}) == len(REGISTRY)
    assert scoring_for("a_game_merged_later") is GENERIC


def test_a_cut_off_shedding_round_favours_the_emptier_hand() -> None:
    state = positions("lohi", "standard", 3, seed=4, every=1)[5]
    shares = fewest_cards(state)
    held = [len(h) for h in state.hands]  # type: ignore[attr-defined]
    assert abs(sum(shares) - 1) < 1e-9
    assert shares[held.index(min(held))] == max(shares)
