"""Computer-only matches from the command line, for measuring bots and rules.

``python -m game.sim --game oh_hell --players 5 --games 100 --json`` prints one
JSON object with the fields DESIGN.md fixes (a contract other tools read).
``--seats hard,medium,easy,random`` sets each seat's level (the list repeats
to fill the table); ``--think-ms 200`` gives the timed levels (Hard, Expert)
200 ms a decision instead of their own budget, for quick runs.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import LEVELS, Bot, make_bot
from .engine import RuleFileError, RuleSet, load_rules, new_match


@dataclass(slots=True)
class Tally:
    """Everything the summary reports, gathered match by match."""

    players: int
    wins: list[int] = field(default_factory=list)
    losses: list[int] = field(default_factory=list)
    hand_scores: list[list[int]] = field(default_factory=list)
    decision_ms: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.wins = [0] * self.players
        self.losses = [0] * self.players
        self.hand_scores = [[] for _ in range(self.players)]


def play_match(rules: RuleSet, variant: str | None, players: int, seed: int, bots: Sequence[Bot],
               tally: Tally, budget: float = 0.0) -> None:
    """One computer-only match, every decision timed."""
    match = new_match(rules, variant, players, seed)
    rng = random.Random(seed ^ 0x5EED)
    while True:
        state = match.state
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, rng, budget)
            tally.decision_ms.append((time.perf_counter() - start) * 1000)
            state.apply(action)
        for seat, score in enumerate(state.hand_scores()):
            tally.hand_scores[seat].append(score)
        if match.is_over():
            break
        match.next_hand()
    result = match.result()
    best = result.winners or tuple(s for s in range(players) if result.totals[s] == min(result.totals))
    for seat in best:
        tally.wins[seat] += 1
    for seat in result.losers:
        tally.losses[seat] += 1


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(game: str, variant: str | None, players: int | None, seats: list[str], games: int,
        seed: int, think_ms: float = 0.0) -> dict[str, Any]:
    rules = load_rules(game)
    count = players or rules.variant_players(variant) or rules.players_default
    levels = (seats * count)[:count] if seats else ["rule"] * count
    unknown = sorted(set(levels) - set(LEVELS))
    if unknown:
        raise ValueError(f"unknown level '{unknown[0]}' (known: {', '.join(LEVELS)})")
    bots = [make_bot(level, rules, clock=time.perf_counter) for level in levels]
    tally = Tally(count)
    start = time.perf_counter()
    for k in range(games):
        play_match(rules, variant, count, seed + k, bots, tally, think_ms / 1000)
    return {
        "game": rules.game, "variant": variant or rules.default_variant, "players": count,
        "games": games, "seed": seed, "seats": levels, "wins": tally.wins,
        "losses": tally.losses,
        "mean_hand_score": [round(statistics.fmean(s), 3) if s else 0.0 for s in tally.hand_scores],
        "decisions": len(tally.decision_ms),
        "decision_ms_p50": round(percentile(tally.decision_ms, 0.5), 4),
        "decision_ms_p95": round(percentile(tally.decision_ms, 0.95), 4),
        "seconds": round(time.perf_counter() - start, 3),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--variant")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seats", default="", help=f"levels per seat, comma separated ({', '.join(LEVELS)})")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=float, default=0.0,
                        help="milliseconds per decision for the timed levels (hard, expert); 0 keeps theirs")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        summary = run(args.game, args.variant, args.players, seats, args.games, args.seed, args.think_ms)
    except (RuleFileError, ValueError) as error:
        print(f"game.sim: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary))
    else:
        for key, value in summary.items():
            print(f"{key:>16}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
