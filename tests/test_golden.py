"""Golden playthroughs: seeded traces per game and variant, diffed against tests/golden/.

Every action in a trace is a seeded random pick among the legal actions, so
the files change with the rules and never with a bot.  After an intended change
of the rules run ``make golden``, read the diff and commit it with the change.
"""

from __future__ import annotations

import difflib
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from golden import GOLDEN, cases, golden_path, golden_text  # noqa: E402

from game.games import GAMES  # noqa: E402


@pytest.mark.parametrize(("game", "variant", "players"), cases())
def test_playthrough_matches_golden(game: str, variant: str, players: int) -> None:
    path = golden_path(game, variant, players)
    assert path.exists(), f"{path.name} is missing: run `make golden`"
    expected = path.read_text(encoding="utf-8").splitlines()
    actual = golden_text(game, variant, players).splitlines()
    if actual != expected:
        diff = "\n".join(list(difflib.unified_diff(expected, actual, "golden", "now", lineterm=""))[:60])
        pytest.fail(f"{path.name} differs (run `make golden` if intended):\n{diff}")


def test_every_built_in_game_has_goldens_and_no_file_is_stale() -> None:
    assert {game for game, _, _ in cases()} == {spec.name for spec in GAMES}
    files = {path.name for path in GOLDEN.glob("*.txt")}
    assert files == {golden_path(*case).name for case in cases()}, "run `make golden`"


def test_goldens_record_random_picks_not_a_bot() -> None:
    for path in GOLDEN.glob("*.txt"):
        header = path.read_text(encoding="utf-8").partition("\n")[0]
        assert header.endswith(" actions=random"), f"{path.name}: {header}"
    code = ("import sys; from lab.trace import trace; list(trace('koira', 'standard', 4, seed=1)); "
            "sys.exit(sorted(m for m in sys.modules if m.startswith('game.ai')) or 0)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, f"a trace loads the bots: {done.stderr}"
