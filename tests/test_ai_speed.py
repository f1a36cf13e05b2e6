"""Search's fast paths change how fast it thinks, never what it thinks.

The engine's unchecked ``advance`` must leave a hand exactly as ``apply`` does,
a game's hand-written playout must make exactly its rollout's choices from the
same random numbers, and the quick shuffle must deal the cards the standard
one deals.  Speed itself is measured by ``lab.bench``, never here.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable

import pytest

from game.ai import Budget, ismcts, scoring_for
from game.ai.playouts import play_outs, playout_for
from game.ai.rollouts import Rollout, policy_rollout, rollout_for, rule_rollouts
from game.engine import Action, HandState, load_rules, new_match
from game.engine.core import REDACTED, shuffle
from game.engine.tricks import copy_rng

from .support import positions, variant_cases

TRACE_EVERY = 3
"""Moves between whole comparisons of the two hands (the seat to play is compared after every move)."""


def _trace(state: HandState) -> tuple[object, ...]:
    return ([str(a) for a in state.log], state.current_player, [str(a) for a in state.legal_actions()],
            state.hand_scores(), state.score_lines())


@pytest.mark.parametrize(("game", "variant", "players"), variant_cases())
def test_advance_leaves_every_hand_as_apply_does(game: str, variant: str, players: int) -> None:
    rules = load_rules(game)
    for seed in range(6):
        checked, quick = new_match(rules, variant, players, seed).state, new_match(rules, variant, players, seed).state
        rng = random.Random(seed)
        step = 0
        while not checked.is_over():
            action = rng.choice(checked.legal_actions())
            checked.apply(action)
            quick.advance(action)
            step += 1
            assert quick.current_player == checked.current_player
            if step % TRACE_EVERY == 0 or checked.is_over():  # a random Koira hand runs to a thousand moves
                assert _trace(quick) == _trace(checked)
                assert quick.rng.getstate() == checked.rng.getstate()
        assert quick.is_over()


def _step_by_step(rollout: Rollout) -> Rollout:
    """The same rollout under another name, so no fast playout is registered for it."""
    return lambda world, rng: rollout(world, rng)


FAST = [(game, variant, players) for game, variant, players in variant_cases()
        if rollout_for(load_rules(game)) in play_outs()]


@pytest.mark.parametrize(("game", "variant", "players"), FAST)
def test_a_fast_playout_makes_its_rollouts_choices(game: str, variant: str, players: int) -> None:
    rules = load_rules(game)
    rollout = rollout_for(rules)
    fast, slow = playout_for(rollout), playout_for(_step_by_step(rollout))
    for seed in range(4):
        for state in positions(game, variant, players, seed, every=2):
            seat = state.current_player
            assert seat is not None
            world = state.view(seat).determinize(random.Random(seed))
            a, b = world.clone(), world.clone()
            rng_a, rng_b = random.Random(seed), random.Random(seed)
            fast(a, rng_a, None)
            slow(b, rng_b, None)
            assert _trace(a) == _trace(b)
            assert rng_a.getstate() == rng_b.getstate()


@pytest.mark.parametrize(("game", "variant", "players"), FAST[:4])
def test_a_search_with_a_fast_playout_is_the_same_search(game: str, variant: str, players: int) -> None:
    rules = load_rules(game)
    rollout, scoring = rollout_for(rules), scoring_for(rules.engine)
    done: Callable[[int], bool] = Budget(iterations=40).stopper(None)
    for state in positions(game, variant, players, seed=5, every=5):
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        if len(view.legal_actions) < 2:
            continue
        fast = ismcts(view, random.Random(3), done, scoring, rollout)
        slow = ismcts(view, random.Random(3), done, scoring, _step_by_step(rollout))
        assert fast == slow


def test_the_quick_shuffle_deals_what_the_standard_one_deals() -> None:
    for size in [0, 1, 2, 3, 17, 52, 54, 104, 300]:
        for seed in range(5):
            ours, theirs = list(range(size)), list(range(size))
            a, b = random.Random(seed), random.Random(seed)
            shuffle(a, ours)
            b.shuffle(theirs)
            assert ours == theirs
            assert a.getstate() == b.getstate()


def test_a_views_world_has_no_random_source_until_determinized() -> None:
    state = new_match(load_rules("lohai"), "standard", 4, 1).state
    view = state.view(0)
    assert view.world.rng is REDACTED
    with pytest.raises(RuntimeError, match="determinize"):
        view.world.rng.random()
    with pytest.raises(RuntimeError, match="determinize"):
        view.world.rng.shuffle([1, 2, 3])
    assert view.world.clone().rng is REDACTED
    assert pickle.loads(pickle.dumps(REDACTED)) is REDACTED
    assert copy.deepcopy(REDACTED) is REDACTED
    world = view.determinize(random.Random(2))
    assert world.rng is not REDACTED
    world.rng.random()


def test_a_copied_random_source_is_independent_and_in_step() -> None:
    source = random.Random(11)
    source.random()
    twin = copy_rng(source)
    assert twin is not source
    assert [twin.random() for _ in range(5)] == [source.random() for _ in range(5)]
    twin.random()
    assert twin.getstate() != source.getstate()


def test_advance_takes_the_same_actions_as_apply() -> None:
    state = new_match(load_rules("oh_hell"), "classic", 4, 2).state
    action = state.legal_actions()[0]
    assert isinstance(action, Action)
    state.advance(action)
    assert state.log == [action]


@pytest.mark.parametrize("game", ["oh_hell", "lohai", "lohi"])
def test_a_rollout_written_against_the_world_follows_the_rule_bot(game: str) -> None:
    """Rollouts stand in for the rule bots: the hand-written ones must choose what the bot chooses.

    If a rule bot changes its play, this fails until its world-written rollout
    (the registry's ``rollout``) learns the same, so search keeps rolling out as people play.
    """
    rules = load_rules(game)
    fast = rollout_for(rules)
    found = rule_rollouts(rules.engine)
    assert found is not None
    policy, seat_type, written = found
    slow = policy_rollout(policy, rules, seat_type)
    assert written is not None and fast is written
    checked = 0
    for variant, players in [(v, n) for g, v, n in variant_cases() if g == game]:
        for seed in range(3):
            for state in positions(game, variant, players, seed, every=1):
                seat = state.current_player
                assert seat is not None
                world = state.view(seat).determinize(random.Random(seed))
                for draw in range(3):
                    rng_a, rng_b = random.Random(draw), random.Random(draw)
                    assert fast(world, rng_a) == slow(world, rng_b)
                    assert rng_a.getstate() == rng_b.getstate()
                    checked += 1
    assert checked > 100


def test_the_koira_seat_lends_a_world_as_the_view_it_stands_for() -> None:
    """Koira's search rolls out with its rule bot reading each sampled world through ``KoiraSeat``.  On the
    true deal the bot must choose there what it chooses from the seat's own view, wherever that view knows
    what the world shows (the next hands, which phase one never reads and phase two mostly shows)."""
    rules = load_rules("koira")
    found = rule_rollouts(rules.engine)
    assert found is not None
    policy, seat_type, written = found
    assert written is None
    checked = {"one": 0, "two": 0}
    for seed in range(8):
        for state in positions("koira", "standard", 4, seed, every=1):
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            hands = state.hands  # type: ignore[attr-defined]  # a Koira hand
            if len(view.legal_actions) < 2 or (view.phase == "two" and any(
                    tuple(known) != tuple(hand) for known, hand in zip(view.known, hands, strict=True))):
                continue
            for draw in range(2):
                assert policy(view, rules, random.Random(draw)) == policy(seat_type(state), rules, random.Random(draw))
            checked[view.phase] += 1
    assert checked["one"] > 30 and checked["two"] > 30, checked
