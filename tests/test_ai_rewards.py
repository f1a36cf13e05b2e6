"""Search's Lohai rewards value the pots as RULINGS §1 scores them (A14, A17, A19, A22), in [0, 1]."""

from __future__ import annotations

from typing import Any

import pytest

from game.ai.games.lohai.scoring import lohai
from game.engine import HandState, load_rules, new_hand

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
