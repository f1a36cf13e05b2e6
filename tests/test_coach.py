"""The coach values moves from a seat's view alone, in the game's own words."""

from __future__ import annotations

import random
from itertools import count

import pytest

from game.ai.coach import appraise, goal_for, trick_odds
from game.ai.goals import aim_for
from game.engine import Action, ActionKind, load_rules, new_hand, new_match


def test_a_sure_bid_ranks_first_and_is_certain() -> None:
    rules = load_rules("oh_hell")
    state = new_hand(rules, "classic", players=3, dealer=2, flipped="5S", hands=["AS", "2H", "3D"])
    appraisal = appraise(rules, state.view(0), random.Random(1), deals=8)
    assert appraisal.goal.words == "make your bid exactly" and appraisal.goal.percent
    best, *rest = appraisal.worths
    assert str(best.action) == "bid 1" and best.value == 1.0 and best.deals == 8
    assert [w.value for w in rest] == [0.0]


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
    first = appraise(rules, view, random.Random(3), deals=3)
    again = appraise(rules, other.view(seat), random.Random(3), deals=3)
    assert first == again
    assert len(first.worths) == len(set(view.legal_actions))


def test_laus_counts_points_against_the_others_best_first() -> None:
    rules = load_rules("laus")
    state = new_match(rules, players=3, seed=2).state
    seat = state.current_player
    assert seat is not None
    appraisal = appraise(rules, state.view(seat), random.Random(4), deals=4)
    goal = appraisal.goal
    assert (goal.words, goal.percent, goal.higher_is_better) == ("points fewer than the others' average", False, True)
    assert sorted(str(w.action) for w in appraisal.worths) == ["look", "pass"]
    assert appraisal.worths[0].value >= appraisal.worths[1].value


def test_a_lent_clock_stops_it_early_and_the_deals_say_so() -> None:
    rules = load_rules("oh_hell")
    state = new_match(rules, "classic", players=4, seed=1).state
    seat = state.current_player
    assert seat is not None
    ticks = count()
    appraisal = appraise(rules, state.view(seat), random.Random(1), deals=500, clock=lambda: float(next(ticks)),
                         seconds=4.0)
    assert {w.deals for w in appraisal.worths} == {3}


def test_each_lohai_variant_says_its_own_aim() -> None:
    rules = load_rules("lohai")
    words = {variant: goal_for(rules, new_match(rules, variant, seed=1).state.view(0)).words
             for variant in ("standard", "partnership", "three_player")}
    assert words["standard"] == "end the hand sole Lo or sole Hai"
    assert "partner" in words["partnership"] and "middle" in words["three_player"]


def test_trick_odds_mark_the_hook_and_sum_to_one() -> None:
    rules = load_rules("oh_hell")
    state = new_hand(rules, "open_hook", players=4, flipped="5H", dealer=3)
    for value in (2, 0, 1):
        state.apply(state.parse_action(f"bid {value}"))
    odds = trick_odds(rules, state.view(3), random.Random(2), deals=6)
    assert odds.forbidden == 2 and odds.deals == 6
    assert len(odds.chances) == 6 and abs(sum(odds.chances) - 1.0) < 1e-9


def test_an_illegal_move_is_refused_with_its_name() -> None:
    rules = load_rules("oh_hell")
    state = new_hand(rules, "classic", players=3, dealer=2, flipped="5S", hands=["AS", "2H", "3D"])
    with pytest.raises(ValueError, match="bid 7"):
        appraise(rules, state.view(0), random.Random(1), deals=2, moves=[Action(ActionKind.BID, args=(7,))])


def test_a_laus_hand_is_worth_how_far_it_leaves_you_below_the_others() -> None:
    """Passing the skat doubles every seat's points: good for a seat below the others, bad above them, so the
    coach measures the gap, not the seat's own points."""
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
