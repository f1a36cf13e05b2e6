"""``python -m game.bench [--json]``: how fast the engine plays, measured, never asserted.

Reports random playouts (whole hands, legal actions chosen at random through
the public API) per second for each game, and determinizations per second,
the two numbers search speed is built on.  Budgets live in DESIGN.md.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Sequence
from typing import Any

from .engine import load_rules, new_match

GAMES: tuple[tuple[str, str | None, int], ...] = (
    ("oh_hell", "classic", 4),
    ("oh_hell", "classic", 6),
    ("laus", None, 3),
    ("laus", None, 4),
)


def playouts_per_second(game: str, variant: str | None, players: int, seconds: float) -> float:
    """Random hands completed per second, dealing included."""
    rules = load_rules(game)
    rng = random.Random(1)
    hands, seed = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_match(rules, variant, players, seed).state
        seed += 1
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        hands += 1
    return hands / (time.perf_counter() - start)


def determinizations_per_second(game: str, variant: str | None, players: int, seconds: float) -> float:
    rules = load_rules(game)
    rng = random.Random(2)
    state = new_match(rules, variant, players, 3).state
    for _ in range(players + 2):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player or 0
    view = state.view(seat)
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        view.determinize(rng)
        count += 1
    return count / (time.perf_counter() - start)


def measure(seconds: float) -> dict[str, Any]:
    out: dict[str, Any] = {"playouts_per_second": {}, "determinizations_per_second": {}}
    for game, variant, players in GAMES:
        key = f"{game}/{players}p"
        out["playouts_per_second"][key] = round(playouts_per_second(game, variant, players, seconds), 1)
        out["determinizations_per_second"][key] = round(
            determinizations_per_second(game, variant, players, seconds / 2), 1)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    args = parser.parse_args(argv)
    report = measure(args.seconds)
    if args.json:
        print(json.dumps(report))
        return 0
    for section, values in report.items():
        print(section.replace("_", " "))
        for key, value in values.items():
            print(f"  {key:<14} {value:>12,.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
