"""The bench's side-by-side with OpenSpiel: its first hand is the same shape as ours, both of our paths play the
same hands, and without the optional peer the bench says how to install it (the speeds themselves are the bench's
to report, never asserted here)."""

from __future__ import annotations

import importlib.util
import random

import pytest

from game.engine import load_rules, new_match
from lab.bench import main
from lab.peer_bench import PLAYERS, TRICKS

HAS_PEER = importlib.util.find_spec("pyspiel") is not None


def test_our_timed_hand_has_the_tricks_the_peers_is_fixed_to() -> None:
    state = new_match(load_rules("oh_hell"), "classic", PLAYERS, 0).state
    assert [len(hand) for hand in state.hands] == [TRICKS] * PLAYERS  # type: ignore[attr-defined]


def test_the_table_and_the_search_path_play_the_same_random_hands() -> None:
    rules = load_rules("oh_hell")
    for seed in range(20):
        table, search = (new_match(rules, "classic", PLAYERS, seed).state for _ in range(2))
        picks, again = random.Random(seed), random.Random(seed)
        while not table.is_over():
            table.apply(picks.choice(table.legal_actions()))
            search.advance(again.choice(search.legal_actions()))
        assert search.is_over() and search.log == table.log
        assert search.hand_scores() == table.hand_scores()


@pytest.mark.skipif(HAS_PEER, reason="OpenSpiel is installed here")
def test_without_the_peer_the_bench_says_how_to_install_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--peer", "--seconds", "0.01"]) == 2
    assert "pip install -e '.[peer]'" in capsys.readouterr().err


@pytest.mark.skipif(not HAS_PEER, reason="OpenSpiel, the optional peer, is not installed")
def test_with_the_peer_each_ratio_is_ours_over_theirs() -> None:
    from lab.peer_bench import peer_speed

    report = peer_speed(seconds=0.05, rounds=1)
    peer = report["OpenSpiel (C++)"]
    assert peer > 0
    assert report["ratio, the search's path"] == pytest.approx(report["ours, the search's path"] / peer, abs=0.002)
