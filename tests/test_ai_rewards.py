"""Search's Lohai rewards value the pots as RULINGS §1 scores them (A14, A17, A19, A22), in [0, 1]."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai.playouts import playout_for
from game.ai.rewards import lohai, scoring_for
from game.ai.rollouts import rollout_for
from game.engine import HandState, load_rules, new_hand, new_match

from .support import last_trick

RULES = load_rules("lohai")
CARRY = {"carryover": True, "target": 1500}


def rewards(state: HandState) -> list[float]:
    out = lohai(state)
    assert all(0.0 <= r <= 1.0 for r in out)
    return out


def test_a_sole_lo_and_hai_take_the_whole_value_and_nobody_else_scores() -> None:
    state = last_trick([0, 2, 3, 3])  # W's last trick: N Lo alone, W Hai alone
    assert state.hand_scores() == (300, 0, 0, 300)
    assert rewards(state) == [1.0, 0.0, 0.0, 1.0]


def test_a_carried_pot_is_shared_evenly_and_beats_losing_it_to_an_opponent() -> None:
    first = last_trick([2, 1, 1, 4], CARRY, flipped="4S")  # Hai to W (200); Lo tied: 200 carries
    assert first.next_pots == (200, 0)
    carried = rewards(first)
    best = 200 + 200 / 4
    assert carried == pytest.approx([50 / best, 50 / best, 50 / best, 250 / best])
    taken = rewards(last_trick([1, 0, 2, 4], CARRY, flipped="4S"))  # E is Lo alone: the pot is E's, not shared
    assert taken[1] == pytest.approx(200 / best)
    assert taken[0] < carried[0] < taken[1]


def test_carryover_pots_count_in_full_up_to_the_cap() -> None:
    state = last_trick([0, 2, 3, 3], CARRY, flipped="MOV", pots=(1375, 0))
    assert state.hand_scores() == (1475, 0, 0, 450)
    assert rewards(state) == pytest.approx([1475 / (1475 + 450 / 4), 0.0, 0.0, 450 / (1475 + 450 / 4)])


def test_partners_opposite_share_what_either_takes() -> None:
    state = last_trick([0, 2, 3, 3], "partnership")  # N (seat 0) Lo, W (seat 3) Hai: one each side
    assert state.teams() == ((0, 2), (1, 3))
    assert rewards(state) == [0.5, 0.5, 0.5, 0.5]
    both = last_trick([0, 2, 4, 2], "partnership")  # N Lo and S Hai: the N-S team takes both pots
    assert both.hand_scores() == (300, 0, 300, 0)
    assert rewards(both) == [1.0, 0.0, 1.0, 0.0]


def test_three_players_the_single_scorer_takes_the_value() -> None:
    state: Any = new_hand(RULES, "three_player", dealer=2, leader=0, flipped="8C", won=[3, 3, 3],
                          hands=["2H", "3H", "5H"])
    for text in ("play 2H", "play 3H", "play 5H"):
        state.apply(state.parse_action(text))
    assert state.is_over() and state.tricks_won == [3, 3, 4]
    assert state.hand_scores() == (0, 0, 300)
    assert rewards(state) == [0.0, 0.0, 1.0]


def test_koira_play_outs_from_the_first_decisions_end_with_a_loser_not_a_guess() -> None:
    """Cut off, a Koira play-out is judged by cards held, which names the loser about half the time, so the
    cap must let the rule bots finish what they start: at 120 moves about a quarter were cut.  A rare circle
    of leads nobody beats can run on for hundreds of moves, so a few in a thousand may still be."""
    rules = load_rules("koira")
    scoring, play_out = scoring_for("koira"), playout_for(rollout_for(rules))
    rng = random.Random(7)
    cut = played = 0
    for seed in range(20):
        state = new_match(rules, None, 4, seed).state
        for _ in range(3):
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            for _ in range(10):
                world = view.determinize(rng)
                play_out(world, rng, scoring.cap)
                played += 1
                cut += not world.is_over()
            state.apply(view.legal_actions[0])
    assert cut / played < 0.01, f"{cut} of {played} play-outs were cut off"
