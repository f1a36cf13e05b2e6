"""Regenerate the golden playthrough files in tests/golden/ (``make golden``).

One file per built-in game (the registry's :data:`game.games.GAMES`), variant
and table size: the trace of two hands dealt from one seed and played by
seeded random picks among the legal actions (:func:`lab.trace.trace`), so the
files record the rules and no bot.  Run it after an intended change of the
rules, read the diff, and commit both.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine import load_rules  # noqa: E402
from game.games import GAMES  # noqa: E402
from lab.trace import trace  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
SEED = 20261123


def cases() -> list[tuple[str, str, int]]:
    """Every built-in game and variant, at its fewest, usual and most players (a variant's own count if fixed)."""
    out = []
    for spec in GAMES:
        rules = load_rules(spec.rules)
        for name, variant in rules.variants.items():
            counts = [variant.players] if variant.players else sorted({rules.players_min, rules.players_default,
                                                                       rules.players_max})
            out.extend((rules.game, name, count) for count in counts)
    return out


def golden_path(game: str, variant: str, players: int) -> Path:
    return GOLDEN / f"{game}-{variant}-{players}p.txt"


def golden_text(game: str, variant: str, players: int) -> str:
    """What the golden file of this case holds."""
    return "\n".join(trace(game, variant, players, seed=SEED)) + "\n"


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    wanted = {golden_path(*case) for case in cases()}
    for stale in sorted(set(GOLDEN.glob("*.txt")) - wanted):
        stale.unlink()
        print(f"removed {stale.relative_to(ROOT)}")
    for case in cases():
        golden_path(*case).write_text(golden_text(*case), encoding="utf-8")
        print(f"wrote {golden_path(*case).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
