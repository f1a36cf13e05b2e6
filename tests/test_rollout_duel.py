"""The developer's duel of two searches (lab/rollout_duel.py): the seeing side, and only it, sees the hands."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai.bidding import before_play
from game.ai.budget import Budget
from game.ai.levels import SearchBot
from game.engine import Action, PlayerView
from game.engine.core import hand_location
from lab import rollout_duel


@pytest.mark.parametrize("sees", [None, "all", "before", "play"])
def test_only_the_first_side_sees_the_other_hands_and_only_when_asked(monkeypatch: pytest.MonkeyPatch,
                                                                      sees: str | None) -> None:
    """Each of the four plays of a unit seats the first side once; with ``sees`` its views show every other
    hand (at the bid alone, or in the play alone, if so asked), and no other seat's view ever does."""
    decisions: list[tuple[int, int, bool]] = []  # (seat, how many other hands its view knew, a bid or not)
    real = SearchBot.choose

    def choose(self: SearchBot, view: PlayerView, rng: random.Random, budget: Any = 0.0) -> Action:
        known = sum(hand_location(s) in view.hidden.known for s in range(view.players) if s != view.seat)
        decisions.append((view.seat, known, before_play(view)))
        return real(self, view, rng, budget)

    monkeypatch.setattr(SearchBot, "choose", choose)
    edge = rollout_duel.unit("oh_hell", 4, 3, ("rule", None, None), ("rule", None, None), Budget(iterations=5), sees)
    assert isinstance(edge, float)
    knowing = {seat for seat, known, _ in decisions if known}
    assert all(known in (0, 3) for _, known, _ in decisions)
    assert knowing == ({0, 1, 2, 3} if sees else set())
    assert sum(known == 3 for _, known, _ in decisions) < len(decisions) / 2, "one seat in four sees, not all"
    bids_seen = {bid for _, known, bid in decisions if known}
    assert bids_seen == {"all": {True, False}, "before": {True}, "play": {False}, None: set()}[sees]


def test_recovered_plays_each_deal_reading_and_seeing_and_reports_the_share(capsys: pytest.CaptureFixture[str]) -> None:
    assert rollout_duel.main(["--game", "oh_hell", "--first", "rule", "--rest", "rule", "--first-reads", "belief",
                              "--rest-reads", "plain", "--iterations", "4", "--units", "2", "--seed", "5",
                              "--recovered"]) == 0
    out = capsys.readouterr().out
    assert out.count("reading ") == 2 and out.count(", seeing ") == 2
    assert "belief worlds against rule rollouts, plain worlds" in out and "share of seeing's edge recovered" in out


def test_a_ratio_of_means_pairs_its_units() -> None:
    from lab.stats import ratio_interval
    exact = ratio_interval([1.0, 2.0, 1.0, 2.0], [2.0, 4.0, 2.0, 4.0])
    assert (exact.mean, exact.low, exact.high) == (0.5, 0.5, 0.5)
    spread = ratio_interval([0.0, 1.0, 0.5, 0.2, 0.9], [1.0, 1.0, 1.0, 1.0, 1.0])
    assert spread.low < spread.mean < spread.high and abs(spread.mean - 0.52) < 1e-9
