"""Where a search's mistakes come from: too little thought, or cards it cannot see?

``python -m lab.probe --game lohi`` collects decisions from computer-only
hands, lets an *all-seeing* search value every legal action there (it knows
every hand; only the order of face-down cards stays unknown to it), and
reports what the searching levels' choices lose per decision against those
values: ordinary searches of each budget (``--budgets 300,2500``, Medium's
and about Hard's), and the smallest budget once more with the hands shown.

A level that loses as much at 2,500 iterations as at 300 is short of
information, not of thought: more time will not make it stronger, only a
better reading of the table can, and the all-seeing row says how much there
is to gain at most.

A budget may also name a level (``--budgets hard,expert``): its choice as the
table makes it, on the clock, with its cores, its bids and its inference
(:func:`.ai.levels.table_bot`); ``rule`` and ``easy`` are the rule bots,
whose blunders ``--worst`` lists best.  A search level's name may end in ``-infer`` or ``+infer``
(``expert-infer``, ``hard+infer``): the level as at the table with Expert's inference taken away or given,
to tell what a level's inference is worth from what its time is; and then in ``@`` and a number
(``expert@200``): the level with its play-outs cut after that many moves rather than at the game's own cap
(:mod:`.ai.rewards`: Lo-Hi 60, Koira 120, where a cut play-out is judged by the cards left).  ``--judge-cap``
does the same for the judge, so a decision can be valued by how the game truly ends.

Two levels judged on the same positions are compared pair by pair, and the share of decisions where they choose
alike says at once how much room there is for one to beat the other: a tournament row needs units in proportion
to the square of the edge, the probe only positions.  The losses are in the search's reward (:mod:`.ai.rewards`,
0 to 1, e.g. the chance of winning a Lo-Hi round); ``choices a hand`` scales
them to one seat's hand.

This lives outside ``game/ai`` because it runs a process pool.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from game.ai import Bot, make_bot
from game.ai.budget import Budget
from game.ai.levels import SEARCH_LEVELS, SearchBot, table_bot
from game.ai.search import determinize, ismcts
from game.commands import command
from game.engine import Action, Card, HandState, PlayerView, RuleSet, load_rules, new_match
from game.engine.core import hand_location
from game.levels import LEVELS

from .stats import Interval, t_interval


def all_seeing(view: PlayerView, truth: HandState) -> PlayerView:
    """``view`` with every other hand turned face up: each is known to hold exactly its true cards."""
    hands: Sequence[Sequence[Card]] = truth.hands  # type: ignore[attr-defined]  # every card game has hands
    known = dict(view.hidden.known)
    for seat in range(view.players):
        location = hand_location(seat)
        if seat != view.seat and location in view.hidden.sizes:
            known[location] = tuple(hands[seat])
    return replace(view, hidden=replace(view.hidden, known=known))


@dataclass(frozen=True, slots=True)
class Position:
    """A decision met in play: what the seat saw, and the same with every hand face up."""

    view: PlayerView
    seeing: PlayerView


def positions(rules: RuleSet, variant: str | None, count: int, seed: int) -> tuple[list[Position], float]:
    """``count`` decisions with a choice, from hands the rule bots play; and the choices a seat meets a hand."""
    rng = random.Random(seed)
    found: list[Position] = []
    choices, seat_hands = 0, 0
    deal = seed
    while len(found) < count:
        deal += 1
        state = new_match(rules, variant, None, deal).state
        bots = [make_bot("easy", rules) for _ in range(state.players)]
        seat_hands += state.players
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            if len(view.legal_actions) > 1:
                choices += 1
                if rng.random() < 0.25:
                    found.append(Position(view, all_seeing(view, state)))
            state.apply(bots[seat].choose(view, rng))
    return found[:count], choices / seat_hands


Effort = int | str
"""A budget: search iterations, or a level's name for its choice as the table makes it."""


INFER = {"+infer": True, "-infer": False}
"""The ends of a level's name that give its search Expert's inference or take it away."""


def inference(level: str) -> tuple[str, bool | None]:
    """A level's budget split into the level and its inference (``None``: as shipped).

    >>> inference("expert-infer"), inference("hard+infer"), inference("hard")
    (('expert', False), ('hard', True), ('hard', None))
    """
    for end, infer in INFER.items():
        if level.endswith(end):
            return level.removesuffix(end), infer
    return level, None


def cut(level: str) -> tuple[str, int | None]:
    """A level's budget split into the rest and the move its play-outs are cut after (``None``: the game's own
    cap); a cut that is not a positive whole number is a ``ValueError``.

    >>> cut("expert@200"), cut("hard-infer@400"), cut("hard")
    (('expert', 200), ('hard-infer', 400), ('hard', None))
    """
    rest, at, moves = level.partition("@")
    if not at:
        return level, None
    if not moves.isdigit() or int(moves) < 1:
        raise ValueError(f"play-outs are cut after a positive whole number of moves: '{level}'")
    return rest, int(moves)


def parts(budget: str) -> tuple[str, bool | None, int | None]:
    """A level's budget read whole: the level, its inference (:func:`inference`) and its cut (:func:`cut`).

    >>> parts("expert-infer@200"), parts("hard")
    (('expert', False, 200), ('hard', None, None))
    """
    rest, cap = cut(budget)
    level, infer = inference(rest)
    return level, infer, cap


def effort(text: str) -> Effort:
    """``--budgets``' entry: a whole number of iterations or a level, a search level's name perhaps ending in
    ``-infer`` or ``+infer`` and then in ``@`` and a cap; anything else is a ``ValueError``."""
    word = text.strip()
    if word.isdigit():
        return int(word)
    level, infer, cap = parts(word)
    if level in (SEARCH_LEVELS if infer is not None or cap is not None else LEVELS):
        return word
    raise ValueError(f"a budget is a number of iterations or a level ({', '.join(LEVELS)}; a search level "
                     f"may end in -infer or +infer, then in @ and a cap): '{text}'")


def label(budget: Effort) -> str:
    """A budget as the pairs and the worst decisions call it: the level, or its iterations."""
    if isinstance(budget, int):
        return f"{budget} iterations"
    level, infer, cap = parts(budget)
    name = level if infer is None else f"{level} {'with' if infer else 'without'} inference"
    return name if cap is None else f"{name}, play-outs cut at {cap}"


Seated = TypeVar("Seated", bound=Bot)


def cut_at(bot: Seated, cap: int | None) -> Seated:
    """``bot`` with its search's play-outs cut after ``cap`` moves (``None``, or a bot without a search: as is)."""
    if cap is not None and isinstance(bot, SearchBot):
        bot.scoring = replace(bot.scoring, cap=cap)
    return bot


def named(budget: Effort, seeing: bool = False) -> str:
    """The row's name: the search's iterations or the level, seeing every hand or not."""
    search = "all-seeing search" if seeing else "search"
    if isinstance(budget, int):
        return f"{search}, {budget} iterations"
    level = label(budget).capitalize()
    return f"all-seeing {level}" if seeing else f"{level} as at the table"


@dataclass(frozen=True, slots=True)
class Job:
    position: Position
    rules: RuleSet
    judge: int
    budgets: tuple[Effort, ...]
    seed: int
    judge_cap: int | None = None


@dataclass(frozen=True, slots=True)
class Judged:
    """One position probed: what each budget's choice (then the all-seeing first budget's) loses against the
    judge, 1.0 or 0.0 for each budget after the first as it chose what the budget before it chose, each
    budget's choice, and the judge's value of every legal action."""

    lost: tuple[float, ...]
    alike: tuple[float, ...]
    chosen: tuple[Action, ...]
    values: dict[Action, float]


def search(view: PlayerView, rules: RuleSet, iterations: int, rng: random.Random,
           cap: int | None = None) -> dict[Action, float]:
    """Each root action's mean reward after a plain search of ``iterations`` from ``view`` (Medium's search: the
    game's rewards and rule-bot rollouts, no clock; its play-outs cut after ``cap`` moves, or at the game's own
    cap), the most visited action first."""
    bot = cut_at(SearchBot("medium", rules), cap)
    done = Budget(iterations=iterations).stopper(None)
    stats = ismcts(view, rng, done, bot.scoring, bot.rollout, exploration=bot.exploration, sample=determinize).stats
    return {action: mean for action, _, mean in stats}


def judge(job: Job) -> Judged:
    """Every budget's choice at one position, and what the all-seeing judge makes of each."""
    rng = random.Random(job.seed)

    def choose(view: PlayerView, budget: Effort) -> Action:
        if isinstance(budget, int):
            return next(iter(search(view, job.rules, budget, rng)))
        level, infer, cap = parts(budget)
        return cut_at(table_bot(level, job.rules, time.perf_counter, infer), cap).choose(view, rng)

    judged = search(job.position.seeing, job.rules, job.judge, rng, job.judge_cap)
    best = max(judged.values())
    chosen = [choose(job.position.view, b) for b in job.budgets]
    alike = tuple(float(a == b) for a, b in itertools.pairwise(chosen))
    chosen.append(choose(job.position.seeing, job.budgets[0]))
    return Judged(tuple(best - judged.get(action, 0.0) for action in chosen), alike, tuple(chosen), judged)


@dataclass(frozen=True, slots=True)
class Pair:
    """One budget set against the next on the same positions: the first's loss minus the second's, and how
    often they chose alike."""

    first: Effort
    second: Effort
    difference: Interval
    alike: float


@dataclass(frozen=True, slots=True)
class Probe:
    """What :func:`run` measured: each budget's loss a decision (the all-seeing one last), each budget against
    the next, the choices a seat meets in a hand, and every position with its judgement (for :func:`worst`)."""

    rows: list[Interval]
    pairs: list[Pair]
    per_hand: float
    positions: list[Position]
    judged: list[Judged]


def run(rules: RuleSet, variant: str | None, count: int, judge_iterations: int, budgets: Sequence[Effort],
        jobs: int, seed: int, judge_cap: int | None = None) -> Probe:
    """Probe ``count`` positions of ``variant`` with each of ``budgets`` against an all-seeing judge (its
    play-outs cut after ``judge_cap`` moves, or at the game's own cap)."""
    found, per_hand = positions(rules, variant, count, seed)
    work = [Job(p, rules, judge_iterations, tuple(budgets), seed * 1000 + i, judge_cap) for i, p in enumerate(found)]
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            judged = pool.map(judge, work, chunksize=1)
    else:
        judged = [judge(job) for job in work]
    lost = list(zip(*(j.lost for j in judged), strict=True))
    alike = list(zip(*(j.alike for j in judged), strict=True))
    pairs = [Pair(budgets[i], budgets[i + 1],
                  t_interval([a - b for a, b in zip(lost[i], lost[i + 1], strict=True)]),
                  sum(alike[i]) / len(alike[i]))
             for i in range(len(budgets) - 1)]
    return Probe([t_interval(list(column)) for column in lost], pairs, per_hand, found, judged)


def worst(found: Probe, count: int) -> list[int]:
    """The positions where the last budget's choice lost most to the judge, worst first; none where it lost
    nothing."""
    ranked = sorted(range(len(found.judged)), key=lambda i: -found.judged[i].lost[-2])
    return [i for i in ranked[:count] if found.judged[i].lost[-2] > 0]


def shown(value: object) -> str:
    """A view's field as a player would write it down: cards by their codes, a void as a set.

    >>> shown(((0, Card.of("QS")), (1, Card.of("KS")))), shown((frozenset({"H", "C"}), frozenset())), shown(None)
    ('((0, QS), (1, KS))', '({C H}, {})', 'None')
    >>> shown((Card.of("QS"), Card.of("JK")))
    'QS JK'
    """
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple | list):
        parts = [shown(v) for v in value]
        return " ".join(parts) if all(isinstance(v, Card) for v in value) else f"({', '.join(parts)})"
    if isinstance(value, frozenset):
        return "{" + " ".join(sorted(shown(v) for v in value)) + "}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return "[" + ", ".join(f"{f.name} {shown(getattr(value, f.name))}" for f in dataclasses.fields(value)) + "]"
    return str(value)


OWN_FIELDS = frozenset({"world", "hidden", "legal_actions", "hand", "seat", "players", "current_player"})
"""A view's fields :func:`table` leaves out: the seat's own hand and moves, shown apart, and the search's own."""


def table(view: PlayerView) -> str:
    """What is on the table in ``view``, field by field of the game's own view (empty ones left out)."""
    names = (f.name for f in dataclasses.fields(view) if f.name not in OWN_FIELDS)
    return "; ".join(f"{name} {shown(getattr(view, name))}" for name in names
                     if getattr(view, name) not in ((), None, False, ""))


def hands(position: Position) -> str:
    """Every seat's hand as it truly lies, the seat to move marked."""
    view, known = position.view, position.seeing.hidden.known
    return "; ".join(
        f"seat {seat}{' (to move)' if seat == view.seat else ''}: "
        f"{shown(view.hand if seat == view.seat else known.get(hand_location(seat), ()))}"
        for seat in range(view.players))


def report_worst(found: Probe, rules: RuleSet, budgets: Sequence[Effort], count: int, iterations: int,
                 seed: int) -> list[str]:
    """The ``count`` worst decisions of the last budget, for a person to read: every hand, the table, and each
    legal action's value to the all-seeing judge and to a plain search of as many iterations from the seat's own
    view, with the budgets that chose it.  A choice both rate far below the best is a blunder to look at (a
    scenario for tests/test_ai_blunders.py); one only the judge marks down is the luck of the hidden cards."""
    names = [label(b).capitalize() for b in budgets]
    lines = [f"The decisions where {names[-1]} lost most (judge: all-seeing, {iterations} iterations; "
             f"honest: as many from the seat's own view):"]
    for rank, index in enumerate(worst(found, count), 1):
        position, judged = found.positions[index], found.judged[index]
        honest = search(position.view, rules, iterations, random.Random(seed * 1000 + index))
        lines += [f"  {rank}. position {index}, seat {position.view.seat}, loses {judged.lost[-2]:.4f}",
                  f"     hands: {hands(position)}",
                  f"     table: {table(position.view)}"]
        for action in sorted(judged.values, key=lambda a: -judged.values[a]):
            chose = [name for name, choice in zip(names, judged.chosen[:len(names)], strict=True) if choice == action]
            lines.append(f"     {action!s:<16} judge {judged.values[action]:.3f}  honest "
                         f"{honest.get(action, 0.0):.3f}{'  <- ' + ', '.join(chose) if chose else ''}")
    return lines


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m lab.probe", description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--variant")
    p.add_argument("--positions", type=int, default=120, help="decisions to probe (default %(default)s)")
    p.add_argument("--judge", type=int, default=5000, help="the all-seeing judge's iterations (default %(default)s)")
    p.add_argument("--judge-cap", type=int,
                   help="cut the judge's play-outs after this many moves (default: the game's own cap, if any)")
    p.add_argument("--budgets", default="300,2500",
                   help="search iterations to compare, or levels as the table plays them (the searches on the clock) "
                        f"({', '.join(LEVELS)}) (default %(default)s)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--worst", type=int, default=0,
                   help="then show this many decisions where the last budget lost most, every hand face up")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        rules = load_rules(args.game)
        budgets = [effort(b) for b in args.budgets.split(",")]
        if (any(isinstance(b, int) and b < 1 for b in budgets) or args.positions < 2 or args.judge < 1
                or (args.judge_cap is not None and args.judge_cap < 1)):
            raise ValueError("budgets, positions (two at least), the judge's iterations and its cap must be positive")
        found = run(rules, args.variant, args.positions, args.judge, budgets, args.jobs, args.seed, args.judge_cap)
    except (ValueError, OSError) as error:
        print(f"lab.probe: {error}", file=sys.stderr)
        return 2
    per_hand, rows = found.per_hand, found.rows
    cap = "" if args.judge_cap is None else f", play-outs cut at {args.judge_cap}"
    print(f"{rules.title} {args.variant or rules.default_variant}: {args.positions} decisions, judged by an "
          f"all-seeing search of {args.judge} iterations{cap}; {per_hand:.1f} choices a seat meets in a hand")
    names = [*(named(b) for b in budgets), named(budgets[0], seeing=True)]
    width = max(len(name) for name in names)
    for name, row in zip(names, rows, strict=True):
        print(f"  {name:<{width}} loses {row.mean:.4f} a decision ({row.low:.4f} to {row.high:.4f})")
    for pair in found.pairs:
        first, second = label(pair.first), label(pair.second)
        paired = pair.difference
        print(f"  {first} minus {second}, paired: {paired.mean:+.4f} ({paired.low:+.4f} to {paired.high:+.4f}); "
              f"a hand: {paired.mean * per_hand:+.3f}; the same choice at {pair.alike:.0%} of decisions")
    print(f"  what seeing every hand is worth a hand, at most: {(rows[0].mean - rows[-1].mean) * per_hand:.3f}")
    if args.worst > 0:
        print("\n".join(report_worst(found, rules, budgets, args.worst, args.judge, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(command(main))
