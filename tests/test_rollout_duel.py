"""The developer's duel of two searches (tools/rollout_duel.py): the seeing side, and only it, sees the hands."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import rollout_duel  # noqa: E402

from game.ai.budget import Budget  # noqa: E402
from game.ai.levels import SearchBot  # noqa: E402
from game.engine import Action, PlayerView  # noqa: E402
from game.engine.core import hand_location  # noqa: E402


@pytest.mark.parametrize("sees", [False, True])
def test_only_the_first_side_sees_the_other_hands_and_only_when_asked(monkeypatch: pytest.MonkeyPatch,
                                                                      sees: bool) -> None:
    """Each of the four plays of a unit seats the first side once; with ``sees`` its views show every other
    hand, and no other seat's view ever does."""
    decisions: list[tuple[int, int]] = []  # (seat, how many other hands its view knew)
    real = SearchBot.choose

    def choose(self: SearchBot, view: PlayerView, rng: random.Random, budget: Any = 0.0) -> Action:
        known = sum(hand_location(s) in view.hidden.known for s in range(view.players) if s != view.seat)
        decisions.append((view.seat, known))
        return real(self, view, rng, budget)

    monkeypatch.setattr(SearchBot, "choose", choose)
    edge = rollout_duel.unit("oh_hell", 4, 3, ("rule", None), ("rule", None), Budget(iterations=5), sees)
    assert isinstance(edge, float)
    knowing = {seat for seat, known in decisions if known}
    assert all(known in (0, 3) for _, known in decisions)
    assert knowing == ({0, 1, 2, 3} if sees else set())
    assert sum(known == 3 for _, known in decisions) < len(decisions) / 2, "one seat in four sees, not all"
