"""Golden playthroughs: seeded traces per game and variant, diffed against tests/golden/.

After an intended change of behaviour run ``make golden``, read the diff and
commit it with the change.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from golden import cases, golden_path  # noqa: E402

from game.trace import trace  # noqa: E402


@pytest.mark.parametrize(("game", "variant", "players"), cases())
def test_playthrough_matches_golden(game: str, variant: str, players: int) -> None:
    path = golden_path(game, variant, players)
    assert path.exists(), f"{path.name} is missing: run `make golden`"
    expected = path.read_text(encoding="utf-8").splitlines()
    actual = list(trace(game, variant, players, seed=20261123))
    if actual != expected:
        diff = "\n".join(list(difflib.unified_diff(expected, actual, "golden", "now", lineterm=""))[:60])
        pytest.fail(f"{path.name} differs (run `make golden` if intended):\n{diff}")
