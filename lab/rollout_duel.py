"""Which rollout makes the stronger search?  One seat's search against the same search rolling out otherwise
(or cutting its play-outs elsewhere, or seeing every hand).

``python -m lab.rollout_duel --game koira --seconds 0.25 --units 8`` seats a search that rolls out with the
game's rule bot (``rule``) in one seat and the same search rolling out at random (``random``) in every other,
and plays each seeded deal once with the first in each seat (a unit, as in the tournament), so the deal's
luck and the seat's cancel.  With ``--seconds`` both think on the clock for that long a decision: a rollout
that costs more has fewer iterations, which is the trade a level makes ("stronger play per second");
``--iterations`` holds both to a count instead.  ``--first-cap`` and ``--rest-cap`` cut either side's play-outs
after that many moves (judged by the game's estimate) instead of the game's own cap, so two caps can duel with
the same rollout.  ``--first-sees`` lets the first side see every other hand (the deck stays hidden) while
the two search alike: what a perfect reading of the hidden cards could buy at most, as a row would show it,
which no honest seat can reach; ``--first-sees before`` lets it see them only for its decisions before the first
card (Oh Hell's bid, Laus's look and discards), ``--first-sees play`` only for the rest, to say which of the two
holds that worth.  ``--first-reads`` and ``--rest-reads`` say where each side's worlds come from (plain
determinization, Expert's weighted candidates, or the belief carried through the hand), so a reading duels
with plain sampling on the same deals; ``--recovered`` plays every deal a
second time with the first side seeing every hand and reports what share of that edge the reading recovers,
paired deal by deal.  It prints each unit as it finishes, then the advantage in the game's own measure
(:mod:`lab.measures`, first hand of a match) with its 95 % interval.

A developer's measurement (its runs are notes in ``lab/experiments/``); it runs one process, so it can share
the machine with a tournament.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence

from game.ai.bidding import before_play
from game.ai.budget import Budget, Clock
from game.ai.levels import READS, SearchBot
from game.engine import PlayerView, RuleSet, load_rules, new_match

from .measures import measure_for
from .probe import all_seeing, cut_at
from .stats import ratio_interval, t_interval

Side = tuple[str, "int | None", "str | None"]
"""A rollout's name, its play-outs' cap (``None``: the game's own) and where its worlds come from
(:data:`game.ai.levels.READS`; ``None``: as Hard ships)."""


def searcher(rules: RuleSet, clock: Clock | None, side: Side) -> SearchBot:
    """Hard's search rolling out and reading as ``side`` says."""
    rollout, cap, reads = side
    return cut_at(SearchBot("hard", rules, clock=clock, rollout=rollout, reads=reads), cap)


def named(side: Side) -> str:
    rollout, cap, reads = side
    return (f"{rollout} rollouts" if cap is None else f"{rollout} rollouts (cap {cap})") + (
        "" if reads is None else f", {reads} worlds")


SEES = {"all": "seeing every hand", "before": "seeing every hand before the first card",
        "play": "seeing every hand in the play"}
"""Which of the first side's decisions see every other hand (``--first-sees``), and how the result says so."""


def sees_now(sees: str | None, view: PlayerView) -> bool:
    """Whether the first side sees every hand for this decision."""
    return sees == "all" or (sees is not None and (sees == "before") == before_play(view))


def unit(game: str, players: int, seed: int, first: Side, rest: Side, budget: Budget,
         sees: str | None = None) -> float:
    """The ``first`` side's edge over the others, averaged over its seats in one deal; ``sees``: which of its
    decisions see every hand (:data:`SEES`), if any."""
    rules = load_rules(game)
    measure = measure_for(game)
    clock = time.perf_counter if budget.seconds is not None else None
    edges = []
    for strong in range(players):
        bots = [searcher(rules, clock, first if seat == strong else rest) for seat in range(players)]
        rng = random.Random(seed * 64 + strong)
        state = new_match(rules, None, players, seed).state
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            if seat == strong and sees_now(sees, view):
                view = all_seeing(view, state)
            actions = view.legal_actions
            state.apply(bots[seat].choose(view, rng, budget) if len(actions) > 1 else actions[0])
        scores = measure.outcome(state.hand_scores())
        edge = scores[strong] - (sum(scores) - scores[strong]) / (players - 1)
        edges.append(-edge if measure.lower_is_better else edge)
    return statistics.fmean(edges)


def recovered(game: str, players: int, seeds: range, first: Side, rest: Side, budget: Budget) -> int:
    """Each deal played with the first side reading as it does, then with it seeing every hand: the share of the
    all-seeing edge the reading recovers (issue 63), paired deal by deal, with its bootstrap interval."""
    reads, sees = [], []
    for seed in seeds:
        reads.append(unit(game, players, seed, first, rest, budget))
        sees.append(unit(game, players, seed, first, rest, budget, "all"))
        print(f"seed {seed}: reading {reads[-1]:+.3f}, seeing {sees[-1]:+.3f}", flush=True)
    unit_of = measure_for(game).advantage
    a, b, share = t_interval(reads), t_interval(sees), ratio_interval(reads, sees)
    print(f"{named(first)} against {named(rest)}: {a.mean:+.3f} ({a.low:+.3f} to {a.high:+.3f}); seeing every "
          f"hand {b.mean:+.3f} ({b.low:+.3f} to {b.high:+.3f}), over {len(reads)} units, in {unit_of}")
    print(f"share of seeing's edge recovered: {share.mean:+.0%} ({share.low:+.0%} to {share.high:+.0%})")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--first", default="rule", choices=("rule", "random"))
    parser.add_argument("--rest", default="random", choices=("rule", "random"))
    parser.add_argument("--first-cap", type=int, help="the first side's play-outs' cap in moves")
    parser.add_argument("--rest-cap", type=int, help="the other seats' play-outs' cap in moves")
    parser.add_argument("--first-sees", nargs="?", const="all", choices=list(SEES),
                        help="the first side sees every other hand: for all its decisions (the default), only "
                             "those before the first card, or only the play")
    parser.add_argument("--first-reads", choices=READS, help="where the first side's worlds come from")
    parser.add_argument("--rest-reads", choices=READS, help="where the other seats' worlds come from")
    parser.add_argument("--recovered", action="store_true",
                        help="play each deal twice, the first side reading as it does and then seeing every hand, "
                             "and report what share of seeing's edge the reading recovers, paired by deal")
    parser.add_argument("--seconds", type=float, default=0.0, help="a decision on the clock")
    parser.add_argument("--iterations", type=int, default=300, help="a decision, without --seconds")
    parser.add_argument("--units", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    budget = Budget(seconds=args.seconds) if args.seconds > 0 else Budget(iterations=args.iterations)
    first: Side = (args.first, args.first_cap, args.first_reads)
    rest: Side = (args.rest, args.rest_cap, args.rest_reads)
    if args.recovered:
        return recovered(args.game, args.players, range(args.seed, args.seed + args.units), first, rest, budget)
    values = []
    for seed in range(args.seed, args.seed + args.units):
        values.append(unit(args.game, args.players, seed, first, rest, budget, args.first_sees))
        print(f"seed {seed}: {values[-1]:+.3f}", flush=True)
    measured = t_interval(values)
    seeing = f", {SEES[args.first_sees]}," if args.first_sees else ""
    print(f"{named(first)}{seeing} against {named(rest)}: {measured.mean:+.3f} ({measured.low:+.3f} to "
          f"{measured.high:+.3f}) over {len(values)} units, in {measure_for(args.game).advantage}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
