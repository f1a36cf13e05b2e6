"""``python -m lab.judging [--per-game N] [--json]``: is the one judge to be trusted, and how soon does it answer?

Two measurements of :func:`game.ai.judge.weigh`, for the closing notes, never asserted:

* **agreement**: fixed positions from every game (seat 0's decisions with two to twelve options, in hands
  the rule bots play from seeds 100, 101, …), each weighed twice with two seeds; a position agrees when
  the picks are the same or each pick is within the other's noise, and the options both raced to the
  end have overlapping intervals (the test in ``tests/test_judge.py`` holds a few of these);
* **the hint's time to answer**: the hint's own request (:data:`game.ui.table.hint.HINT_SAMPLING`) on
  the same positions, run here on the wall clock as the worker runs it, p50 and p95 in milliseconds, and the
  deals its answer stood on (p50): where the clock ends the hint, a dearer deal means fewer of them.

The positions are the same on every run; the times are this machine's.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.ai import make_bot
from game.ai.judge import Sampling, Weighing, weigh
from game.commands import command
from game.engine import Action, PlayerView, RuleSet, load_rules, new_match
from game.ui.table.hint import HINT_SAMPLING

TABLES = (("oh_hell", "classic", 4), ("lohai", None, 4), ("laus", None, 3), ("lohi", None, 4), ("koira", None, 5))
AGREEMENT = Sampling(first=64, most=1024)
"""The agreement runs count deals, no clock: the same positions give the same verdicts on any machine."""


def positions(game: str, variant: str | None, players: int, hands: int) -> list[PlayerView]:
    """Seat 0's decisions with two to twelve options, every third, at most three a hand, in ``hands`` hands."""
    rules = load_rules(game)
    found: list[PlayerView] = []
    for seed in range(100, 100 + hands):
        state = new_match(rules, variant, players, seed).state
        bot, rng, mine = make_bot("rule", rules), random.Random(seed), []
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            if seat == 0 and 2 <= len(set(view.legal_actions)) <= 12:
                mine.append(view)
            state.apply(bot.choose(view, rng))
        found += mine[::3][:3]
    return found


def agree(first: Weighing, second: Weighing) -> bool:
    """The same pick or each within the other's noise, and overlapping intervals where both raced to the end."""
    def within(one: Weighing, action: Action) -> bool:
        return one.pick == action or not one.gap(action).clear
    raced = [(a, second.option(a.action)) for a in first.options
             if a.deals == first.deals and second.option(a.action).deals == second.deals]
    overlap = all(a.low <= b.high and b.low <= a.high for a, b in raced)
    return overlap and within(first, second.pick) and within(second, first.pick)


def measure(rules: RuleSet, views: Sequence[PlayerView]) -> dict[str, float]:
    agreed, times, deals = 0, [], []
    for view in views:
        first = weigh(rules, view, random.Random(1), sampling=AGREEMENT)
        second = weigh(rules, view, random.Random(2), sampling=AGREEMENT)
        agreed += agree(first, second)
        start = time.perf_counter()
        hint = weigh(rules, view, random.Random(3), sampling=HINT_SAMPLING, clock=time.perf_counter)
        times.append((time.perf_counter() - start) * 1000)
        deals.append(hint.deals)
    ordered = sorted(times)
    return {"positions": float(len(views)), "agreed": float(agreed),
            "hint_ms_p50": round(statistics.median(ordered), 1),
            "hint_ms_p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
            "hint_deals_p50": float(statistics.median(deals))}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.judging", description=__doc__)
    parser.add_argument("--per-game", type=int, default=6, help="hands a game (up to three positions each)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.per_game < 1:
        print("lab.judging: --per-game must be at least 1", file=sys.stderr)
        return 2
    report: dict[str, Any] = {}
    for game, variant, players in TABLES:
        report[game] = measure(load_rules(game), positions(game, variant, players, args.per_game))
        if not args.json:
            row = report[game]
            print(f"{game:<8} agreed {row['agreed']:.0f}/{row['positions']:.0f}  hint p50 {row['hint_ms_p50']:,.0f} ms"
                  f"  p95 {row['hint_ms_p95']:,.0f} ms  deals p50 {row['hint_deals_p50']:,.0f}", flush=True)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(command(main))
