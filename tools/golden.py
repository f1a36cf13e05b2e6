"""Regenerate the golden playthrough files in tests/golden/ (``make golden``).

Run it after an intended change of behaviour, read the diff, and commit both.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.trace import trace  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"


def cases() -> list[tuple[str, str, int]]:
    """Every built-in game and variant, at its fewest, usual and most players."""
    from game.engine import load_rules
    out = []
    for path in sorted((ROOT / "rules").glob("*.yaml")):
        rules = load_rules(path)
        for name, variant in rules.variants.items():
            counts = [variant.players] if variant.players else sorted({rules.players_min, rules.players_default,
                                                                       rules.players_max})
            out.extend((rules.game, name, count) for count in counts)
    return out


def golden_path(game: str, variant: str, players: int) -> Path:
    return GOLDEN / f"{game}-{variant}-{players}p.txt"


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for game, variant, players in cases():
        text = "\n".join(trace(game, variant, players, seed=20261123)) + "\n"
        golden_path(game, variant, players).write_text(text, encoding="utf-8")
        print(f"wrote {golden_path(game, variant, players).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
