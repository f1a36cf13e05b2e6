"""Random-playout invariants over thousands of seeded hands of every game, variant and size."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import load_rules, new_match

from .invariants import play_checked

RULES = Path(__file__).resolve().parent.parent / "rules"
HANDS = int(os.environ.get("LOHAI_PLAYOUT_HANDS", "2000"))
STEPS = int(os.environ.get("LOHAI_PLAYOUT_STEPS", "200000"))
"""A case stops early once its hands have made this many moves: a random hand of Koira for eight runs to
about a thousand moves, one of Lohai to forty, so a count of hands alone spent most of the suite's time on Koira."""
MIN_HANDS = 150


def cases() -> list[tuple[str, str, int]]:
    out = []
    for path in sorted(RULES.glob("*.yaml")):
        rules = load_rules(path)
        for name, variant in rules.variants.items():
            counts = [variant.players] if variant.players else range(rules.players_min, rules.players_max + 1)
            out.extend((rules.game, name, n) for n in counts)
    return out


@pytest.mark.parametrize(("game", "variant", "players"), cases())
def test_random_playouts(game: str, variant: str, players: int) -> None:
    rules = load_rules(game)
    rng = random.Random(f"{game}/{variant}/{players}")
    steps = 0
    for k in range(HANDS):
        if steps >= STEPS and k >= MIN_HANDS:
            break
        match = new_match(rules, variant, players, seed=k)
        steps += play_checked(match, rng, deep=k % 25 == 0)
        if not match.is_over():
            match.next_hand()
            assert match.state.dealer == (match.history[-1].dealer + 1) % players


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), game_index=st.integers(0, 1000), choices=st.randoms(use_true_random=False))
def test_any_seeded_match_plays_to_its_end(seed: int, game_index: int, choices: random.Random) -> None:
    game, variant, players = cases()[game_index % len(cases())]
    match = new_match(load_rules(game), variant, players, seed)
    hands = 0
    while True:
        play_checked(match, choices, deep=True)
        hands += 1
        if match.is_over() or hands >= 3:
            break
        match.next_hand()
    if match.is_over():
        result = match.result()
        assert result.winners or result.losers
        assert sorted(result.standings) == list(range(players))
