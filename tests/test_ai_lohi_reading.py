"""Lo-Hi's reading (game/ai/games/lohi/evidence.py): a pick-up or a play says what the seat did not hold, honestly.

Every check is exact and repeatable from fixed seeds; none reads a clock.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from game.ai import InferenceSampler, make_bot, reading_for
from game.ai.belief import BeliefSampler
from game.ai.games.lohi.evidence import READING, history, lohi_evidence
from game.engine import Card, HandState, PlayerView, load_rules, new_hand, new_match
from game.engine.lohi import LohiView

Sampler = Callable[[PlayerView, random.Random], HandState]


def plain(view: PlayerView, rng: random.Random) -> HandState:
    return view.determinize(rng)


def picked_up_under_king() -> LohiView:
    """Seat 0 laid a king on the turned-up ace (the pile asks for a king or higher); seat 1, holding neither,
    picked up.  Seat 2's view, its turn."""
    state = new_hand("lohi", players=3, hands=["KS 3D 7C 9H", "2C 5D 7H 9S JD", "3C 4H 6S 8D TD"], flipped="AH")
    assert state.current_player == 0
    state.apply(state.parse_action("play KS"))
    assert [str(a) for a in state.legal_actions()] == ["pickup"]
    state.apply(state.parse_action("pickup"))
    view = state.view(2)
    assert isinstance(view, LohiView)
    return view


def high_cards(world: HandState) -> int:
    """Kings and aces in seat 1's hand."""
    return sum(1 for c in world.hands[1] if c.rank in "KA")  # type: ignore[attr-defined]


def mean_high(view: PlayerView, sampler: Sampler, seed: int, count: int = 400) -> float:
    rng = random.Random(seed)
    return sum(high_cards(sampler(view, rng)) for _ in range(count)) / count


def test_lohi_is_read() -> None:
    assert reading_for(load_rules("lohi").engine) is READING


def test_a_seat_that_picked_up_under_a_king_holds_few_kings_or_aces() -> None:
    """Both samplers give seat 1 far fewer kings and aces than a plain deal (which gives each card alike)."""
    view = picked_up_under_king()
    assert READING.shown(view)
    even = mean_high(view, plain, seed=3)
    assert mean_high(view, BeliefSampler(), seed=3) < even * 0.6, even
    assert mean_high(view, InferenceSampler(), seed=3) < even * 0.6, even


def test_a_seat_that_laid_one_eight_under_nine_or_lower_holds_no_other_eight_nor_a_nine() -> None:
    """The rule bot lays a set whole, and of the singles that fit the one that leaves the fewest unseen cards
    able to follow (a nine on the nine leaves the ask as it is): seat 1 laying the 8C says it held no other
    eight and no nine, and both samplers give it far fewer than a plain deal."""
    state = new_hand("lohi", players=3, hands=["9S 3C 4D 5H", "8C 3D KH QS JD", "2C 4H 6S TD JC"], flipped="7H")
    state.apply(state.parse_action("play 9S"))
    assert make_bot("rule", load_rules("lohi")).choose(state.view(1), random.Random(0)) == state.parse_action(
        "play 8C")
    state.apply(state.parse_action("play 8C"))
    view = state.view(2)

    def eights_and_nines(world: HandState) -> int:
        return sum(1 for c in world.hands[1] if c.rank in "89")  # type: ignore[attr-defined]

    def mean(sampler: Sampler) -> float:
        rng = random.Random(3)
        return sum(eights_and_nines(sampler(view, rng)) for _ in range(400)) / 400
    even = mean(plain)
    assert mean(BeliefSampler()) < even * 0.4, even
    assert mean(InferenceSampler()) < even * 0.4, even


def test_the_card_picked_up_may_be_anything() -> None:
    """A world whose one king sits in seat 1's last card (the card it picked up) explains the pick-up as well as
    one without; a world that gave seat 1 the king before it picked up explains it far worse."""
    view = picked_up_under_king()
    unseen = list(view.hidden.unseen)
    king = next(c for c in unseen if c.rank == "K")
    high = [c for c in unseen if c.rank in "KA" and c != king]
    low = [c for c in unseen if c.rank not in "KA"]

    def weigh(hand: list[Card], spare: Card) -> float:
        placed = {"hand0": low[:3], "hand1": hand, "deck": [spare, *low[9:], *high]}
        return lohi_evidence(view, view.filled(placed, random.Random(0)))
    clean = weigh(low[3:9], king)
    assert weigh([*low[3:8], king], low[8]) == clean
    assert weigh([king, *low[3:8]], low[8]) < clean - 1.5


def test_the_same_view_and_seed_give_the_same_worlds_whatever_the_hidden_cards() -> None:
    """Dealing the hidden cards afresh behind a mid-round view changes nothing either sampler returns."""
    rules = load_rules("lohi")
    state = new_match(rules, None, 4, seed=11).state
    bots, rng = [make_bot("rule", rules) for _ in range(4)], random.Random(2)
    while len(state.log) < 8 or state.current_player != 0:
        assert not state.is_over()
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), rng))
    scrambled = state.determinize(0, random.Random(77))
    assert scrambled.hands != state.hands  # type: ignore[attr-defined]
    for make in (BeliefSampler, InferenceSampler):
        worlds = []
        for truth in (state, scrambled):
            sampler, draw = make(), random.Random(9)
            view = truth.view(0)
            assert READING.shown(view)
            worlds.append([" ".join(map(str, sampler(view, draw).hands[1])) for _ in range(30)])  # type: ignore[attr-defined]
        assert worlds[0] == worlds[1], make


def rounds(seeds: range, random_play: bool, house: dict[str, object] | None = None) -> list[tuple[LohiView, HandState]]:
    """Every position of some rounds (rule bots or random moves, under ``house`` rules), each with its true state."""
    rules = load_rules("lohi")
    out = []
    for seed in seeds:
        state = new_match(rules, house, 2 + seed % 4, seed).state
        bots, rng = [make_bot("rule", rules) for _ in range(state.players)], random.Random(seed)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            assert isinstance(view, LohiView)
            out.append((view, state.clone()))
            state.apply(rng.choice(view.legal_actions) if random_play else bots[seat].choose(view, rng))
    return out


HOUSE_RULES: list[dict[str, object] | None] = [
    None,
    {"runs_wrap": True, "turned_cards_count": False, "reshuffle_timing": "immediate", "flip_keeps_named_rank": False},
    {"bonus_turn": "must_play", "runs_under_named_rank": "not_allowed", "name_own_rank": False,
     "sets_ignore_direction": True},
]


@pytest.mark.parametrize("house", HOUSE_RULES)
def test_the_replay_ends_where_every_view_is(house: dict[str, object] | None) -> None:
    """The public replay of the log reaches each view's pile, constraint, turn, sizes and deck, reshuffles and
    cards turned up by three pick-ups included, whether the seats play well or at random, under house rules."""
    for random_play in (False, True):
        for view, _ in rounds(range(10), random_play, house):
            if view.world.log:
                assert history(view).sound, [str(a) for a in view.world.log]


def test_every_world_the_view_allows_is_weighed_finitely_and_the_truth_likelier_than_most() -> None:
    """No world that fits the view is ruled out; the true deal explains the rule bots' decisions better than
    the plain worlds do on average, nearly always."""
    truer = positions = 0
    for number, (view, truth) in enumerate(rounds(range(8), random_play=False)):
        if not READING.shown(view) or number % 3:
            continue
        rng = random.Random(number)
        logs = [lohi_evidence(view, view.determinize(rng)) for _ in range(20)]
        assert all(math.isfinite(log) for log in logs)
        positions += 1
        truer += lohi_evidence(view, truth) > sum(logs) / len(logs)
    assert positions > 20 and truer > positions * 0.9, (truer, positions)
