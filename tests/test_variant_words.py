"""A variant's description says what playing it is like, checked against play (issue 60, item 19: Laus's Short
game ends after one hand as often as not, and its text now says so)."""

from __future__ import annotations

import random
from collections import Counter

from game.ai import make_bot
from game.engine import load_rules, new_match


def hands_played(game: str, variant: str, players: int, seed: int) -> int:
    """How many hands a match of rule bots lasts."""
    rules = load_rules(game)
    match = new_match(rules, variant, players, seed)
    bots, rng = [make_bot("rule", rules) for _ in range(players)], random.Random(seed)
    while True:
        state = match.state
        if state.is_over():
            if match.is_over():
                return match.hand_number
            match.next_hand()
            continue
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), rng))


def test_laus_short_game_says_how_soon_it_can_end() -> None:
    rules = load_rules("laus")
    short = rules.variants["short"]
    assert short.options["target"] == 500 and "500 points" in short.describe
    lengths = Counter(hands_played("laus", "short", 4, seed) for seed in range(12))
    assert lengths[1] >= 3, lengths  # a single hand ends it often: the text must not promise a longer match
    assert "single" in short.describe and "one to four hands" in short.describe, short.describe
    assert max(lengths) <= 5, lengths
