"""The one judge values a seat's options from its view alone, in the game's own words, says how sure it is,
and agrees with itself when asked again."""

from __future__ import annotations

import random
from itertools import count

import pytest

from game.ai.goals import aim_for
from game.ai.judge import Sampling, Weighing, goal_for, weigh, wilson
from game.engine import Action, ActionKind, PlayerView, RuleSet, load_rules, new_hand, new_match
from lab import judging
from lab.judging import TABLES, agree

SMALL = Sampling(first=8, most=32)


def test_a_sure_bid_ranks_first_and_is_certain() -> None:
    rules = load_rules("oh_hell")
    state = new_hand(rules, "classic", players=3, dealer=2, flipped="5S", hands=["AS", "2H", "3D"])
    weighing = weigh(rules, state.view(0), random.Random(1), sampling=SMALL)
    assert weighing.goal.words == "make your bid exactly" and weighing.goal.percent
    best, other = weighing.options
    assert str(best.action) == "bid 1" and best.value == 1.0 and other.value == 0.0
    assert best.deals == 8, "told apart at the first look, so the race ends there"
    assert weighing.separated and weighing.gaps[1].clear and weighing.pick == best.action
    assert best.low > 0.6 and best.high == 1.0, "sure in every deal, yet an interval, not a point"


@pytest.mark.parametrize(("game", "variant", "players"), [
    ("oh_hell", "classic", 4), ("laus", None, 3), ("lohai", "partnership", 4), ("lohi", None, 3), ("koira", None, 4)])
def test_values_depend_only_on_the_view(game: str, variant: str | None, players: int) -> None:
    rules = load_rules(game)
    state = new_match(rules, variant, players=players, seed=5).state
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    other = state.determinize(seat, random.Random(9))
    assert other.view(seat) == view
    assert [other.view(s).hand for s in range(players)] != [state.view(s).hand for s in range(players)]
    first = weigh(rules, view, random.Random(3), sampling=Sampling(first=3, most=3))
    again = weigh(rules, other.view(seat), random.Random(3), sampling=Sampling(first=3, most=3))
    assert first == again
    assert len(first.options) == len(set(view.legal_actions))


def test_laus_counts_points_against_the_others_best_first() -> None:
    rules = load_rules("laus")
    state = new_match(rules, players=3, seed=2).state
    seat = state.current_player
    assert seat is not None
    weighing = weigh(rules, state.view(seat), random.Random(4), sampling=Sampling(first=4, most=4))
    goal = weighing.goal
    assert (goal.words, goal.percent, goal.higher_is_better) == ("points fewer than the others' average", False, True)
    assert sorted(str(o.action) for o in weighing.options) == ["look", "pass"]
    assert weighing.options[0].value >= weighing.options[1].value
    assert all(o.low <= o.value <= o.high for o in weighing.options)


def test_a_lent_clock_stops_it_early_and_the_deals_say_so() -> None:
    rules = load_rules("oh_hell")
    state = new_match(rules, "classic", players=4, seed=1).state
    seat = state.current_player
    assert seat is not None
    ticks = count()
    weighing = weigh(rules, state.view(seat), random.Random(1), sampling=Sampling(first=64, most=500, seconds=4.0),
                     clock=lambda: float(next(ticks)))
    deals = {o.deals for o in weighing.options}
    assert len(deals) == 1 and 2 <= min(deals) < 64, "stopped by the clock before the first look, every move alike"


def test_the_race_drops_the_clear_losers_and_keeps_playing_the_close_ones() -> None:
    """Fewer deals for a move clearly behind; the pick always stands on the most deals and shows the best value."""
    rules = load_rules("oh_hell")
    state = new_match(rules, "classic", players=4, seed=12).state
    seat = state.current_player
    assert seat is not None
    weighing = weigh(rules, state.view(seat), random.Random(2), sampling=Sampling(first=16, most=512))
    assert weighing.deals < 512 and weighing.separated, "the pick was told apart before the budget ran out"
    values = [o.value for o in weighing.options]
    assert values == sorted(values, reverse=True), "best first, so the pick is the best number shown"
    assert weighing.options[0].deals == weighing.deals
    dropped = [o for o, g in zip(weighing.options, weighing.gaps, strict=True) if o.deals < weighing.deals]
    assert dropped and len({o.deals for o in dropped}) > 1, "bids clearly worse left the race at different looks"
    assert all(g.clear for o, g in zip(weighing.options, weighing.gaps, strict=True) if o.deals < weighing.deals)


def test_wilson_intervals_never_leave_nought_to_one() -> None:
    for share in (0.0, 0.01, 0.5, 0.99, 1.0):
        for n in (2, 10, 1000):
            low, high = wilson(share, n)
            assert 0.0 <= low <= share <= high <= 1.0 and high > low


# --------------------------------------------------------------------------- asked twice, it agrees


def positions() -> list[tuple[str, RuleSet, PlayerView]]:
    """Fixed positions from every game: two of seat 0's decisions with a choice, in a hand the rule bots play."""
    return [(game, load_rules(game), view) for game, variant, players in TABLES
            for view in judging.positions(game, variant, players, hands=1)[:2]]


def test_asked_twice_with_two_seeds_the_judge_agrees_with_itself() -> None:
    sampling = Sampling(first=64, most=512)
    found = positions()
    assert {game for game, _, _ in found} == {"oh_hell", "lohai", "laus", "lohi", "koira"}
    for game, rules, view in found:
        first = weigh(rules, view, random.Random(1), sampling=sampling)
        second = weigh(rules, view, random.Random(2), sampling=sampling)
        assert agree(first, second), (game, first, second)


def test_agreement_is_not_granted_to_any_two_answers() -> None:
    """The test above can fail: a judge that contradicts itself is caught."""
    rules = load_rules("oh_hell")
    state = new_hand(rules, "classic", players=3, dealer=2, flipped="5S", hands=["AS", "2H", "3D"])
    right = weigh(rules, state.view(0), random.Random(1), sampling=SMALL)
    wrong = Weighing(right.goal, tuple(reversed(right.options)), right.gaps)
    assert agree(right, right) and not agree(right, wrong)


def test_each_lohai_variant_says_its_own_aim() -> None:
    rules = load_rules("lohai")
    words = {variant: goal_for(rules, new_match(rules, variant, seed=1).state.view(0)).words
             for variant in ("standard", "partnership", "three_player")}
    assert words["standard"] == "end the hand sole Lo or sole Hai"
    assert "partner" in words["partnership"] and "middle" in words["three_player"]


def test_an_illegal_move_is_refused_with_its_name() -> None:
    rules = load_rules("oh_hell")
    state = new_hand(rules, "classic", players=3, dealer=2, flipped="5S", hands=["AS", "2H", "3D"])
    with pytest.raises(ValueError, match="bid 7"):
        weigh(rules, state.view(0), random.Random(1), sampling=SMALL, moves=[Action(ActionKind.BID, args=(7,))])


def test_a_laus_hand_is_worth_how_far_it_leaves_you_below_the_others() -> None:
    """Passing the skat doubles every seat's points: good for a seat below the others, bad above them, so the
    judge measures the gap, not the seat's own points."""
    rules = load_rules("laus")
    state = new_match(rules, players=4, seed=5).state
    rng = random.Random(5)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    scores = state.hand_scores()
    aim = aim_for("laus")
    for seat in range(4):
        others = [s for other, s in enumerate(scores) if other != seat]
        assert aim.measure(state, seat) == pytest.approx(sum(others) / 3 - scores[seat])
    lowest = min(range(4), key=lambda seat: scores[seat])
    assert aim.measure(state, lowest) >= 0
