"""Seeded computer-only tournaments: how much stronger is each level, game by game?

``python -m lab.tournament`` plays Hard against three Medium, Medium against
three Easy and Easy against three random players in every game (and every
Lohai variant) and writes ``docs/ai.md``: the stronger level's mean advantage
with a 95 % interval, so "Hard beats Medium" is a measurement, not a hope.

The design is paired: every unit is one seeded deal (or, where hands carry
state forward, a seeded run of hands) played once with the strong seat in
each position, so seat and deal luck cancel inside the unit and the units are
independent of each other.  Units run in a spawn process pool (``--jobs``);
each is seeded on its own, so the numbers do not depend on the number of jobs
(only the clock does: Hard and Expert stop on time unless ``--no-clock``).
Every finished play is kept in a journal (:mod:`.journal`; by default the
committed ``docs/ai-plays.jsonl.gz``), stamped with what the code that played
it does (:mod:`.behaviour`: a refactor keeps the plays, a change of play
retires them), so an interrupted run resumes and a later session adds units to
this one's.

This lives outside ``game/ai`` because it reads the clock (``tests/test_purity``).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import shlex
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from game.ai.levels import SEARCH_LEVELS, table_bot
from game.commands import command
from game.engine import new_match
from game.games import names

from ..measures import MATCHUPS
from .journal import Journal, Outcome
from .plan import (
    UNITS,
    Group,
    Settings,
    Task,
    make_group,
    parse_games,
    parse_groups,
    parse_units,
    plan,
    rules_for,
    seat_levels,
    units_for,
)
from .report import Report, judged, kept, page, processor

JOURNAL = "docs/ai-plays.jsonl.gz"
"""Where the plays behind docs/ai.md are kept (committed: the next session adds to them)."""

QUICK_ITERATIONS = 8
"""Search iterations per decision in ``--quick`` runs: enough to exercise the code, nothing more."""


def run_task(task: Task) -> Outcome:
    """Play one unit (top-level, so a spawned worker can run it): a match from its seed, its first hands."""
    group, settings = task.group, task.settings
    rules = rules_for(group.game)
    clock = time.perf_counter if settings.clock else None
    levels = seat_levels(group, task.rotation)
    bots = [table_bot(level, rules, clock=clock) for level in levels]  # Expert's two searches, as at the table
    rng = random.Random(task.seed * 64 + task.rotation)
    match = new_match(rules, group.variant, group.players, task.seed)
    times: dict[str, list[float]] = {level: [] for level in set(levels)}
    scores: list[tuple[int, ...]] = []
    start = time.perf_counter()
    while True:
        state = match.state
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            think = settings.think() if levels[seat] in SEARCH_LEVELS else 0.0
            tick = time.perf_counter()
            action = bots[seat].choose(view, rng, think)
            if len(view.legal_actions) > 1:  # three digits are plenty and keep the journal small
                times[levels[seat]].append(float(f"{(time.perf_counter() - tick) * 1000:.3g}"))
            state.apply(action)
        scores.append(state.hand_scores())
        if match.is_over() or len(scores) >= group.hands:
            break
        match.next_hand()
    return Outcome(task.key(), tuple(scores), times, round(time.perf_counter() - start, 3), processor())






def execute(tasks: Sequence[Task], jobs: int) -> Iterator[Outcome]:
    """Outcomes as they finish: in this process for one job, else in a spawn pool."""
    if jobs <= 1 or len(tasks) <= 1:
        yield from map(run_task, tasks)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(run_task, tasks, chunksize=1)


def kept_groups(outcomes: Mapping[tuple[Any, ...], Outcome], chosen: Sequence[tuple[str, str]],
                planned: Sequence[Group]) -> dict[Group, list[tuple[Any, ...]]]:
    """Rows the journal holds plays of this code for that this run does not plan, with their plays' keys.

    A row measured once on its own (``--matchups laus:expert-hard``) stays on the page when a later run or
    ``--report`` plans only the usual matchups; it is shown as played, and only a run that names it plays more.
    """
    planned_keys = {(g.game, g.variant, g.matchup, g.hands) for g in planned}
    found: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
    for key in outcomes:
        if tuple(key[:2]) in chosen and tuple(key[:4]) not in planned_keys:
            found.setdefault(tuple(key[:4]), []).append(key)
    groups = {make_group(*row[:3]): keys for row, keys in found.items()}
    return {group: keys for group, keys in groups.items() if group.hands == keys[0][3]}


class Run:
    """A tournament in progress: the plan, the plays so far, the journal and the page."""

    def __init__(self, args: argparse.Namespace, command: str) -> None:
        self.command, self.jobs, self.out = command, int(args.jobs), Path(args.out)
        self.settings = Settings(args.think_ms, clock=not args.no_clock,
                                 iterations=QUICK_ITERATIONS if args.quick else None)
        chosen = parse_games(args.games)
        self.groups = parse_groups(chosen, args.matchups)
        self.units, self.seed = parse_units(args.units), int(args.seed)
        journal = Path(args.journal) if args.journal else None
        if journal is not None and journal.exists():
            print("lab.tournament: reading the journal, checking its plays against what the code plays now "
                  "(about a minute)", file=sys.stderr, flush=True)
        self.journal = Journal.open(journal, self.settings.fingerprint())
        self.outcomes = self.journal.outcomes
        self.tasks: list[Task] = []
        self.by_key: dict[tuple[Any, ...], Task] = {}
        self.replan()
        self.kept = kept_groups(self.outcomes, chosen, self.groups)
        self.started = time.perf_counter()
        self.played = 0

    def replan(self) -> list[Group]:
        """The plan from the plays so far (a row whose first look ended unclear gets its second); returns the
        rows whose second look this call added."""
        before = Counter(t.group for t in self.tasks)
        self.tasks = plan(self.groups, self.units, self.seed, self.settings, self.outcomes)
        self.by_key = {t.key(): t for t in self.tasks}
        after = Counter(t.group for t in self.tasks)
        return [g for g in self.groups if before and after[g] > before[g]]

    def todo(self) -> list[Task]:
        return [t for t in self.tasks if t.key() not in self.outcomes]

    def record(self, outcome: Outcome) -> None:
        self.journal.record(outcome)
        self.played += 1

    def minutes_left(self) -> float:
        """Each group's mean play so far times its plays to go, spread over the jobs."""
        spent: dict[Group, list[float]] = {}
        for key, outcome in self.outcomes.items():
            if key in self.by_key:
                spent.setdefault(self.by_key[key].group, []).append(outcome.seconds)
        overall = statistics.fmean([x for v in spent.values() for x in v] or [0.0])
        left = sum(statistics.fmean(spent[t.group]) if t.group in spent else overall for t in self.todo())
        return left / max(1, self.jobs) / 60

    def progress(self, done: int, total: int, outcome: Outcome) -> None:
        """One line per finished play on stderr."""
        game, variant, matchup, _, seed, rotation = outcome.key
        print(f"[{done}/{total}] {game}:{variant} {matchup} seed {seed} seat {rotation}: {outcome.seconds:.1f} s; "
              f"elapsed {(time.perf_counter() - self.started) / 60:.1f} min, "
              f"about {self.minutes_left():.1f} min to go", file=sys.stderr, flush=True)

    def write(self) -> None:
        """Rewrite the page from every play so far (atomically: a reader never sees half a page),
        and the journal too if this invocation played anything."""
        rows = []
        for group in self.groups:
            mine = [t for t in self.tasks if t.group == group]
            done = [self.outcomes[t.key()] for t in mine if t.key() in self.outcomes]
            seeds = sorted({t.seed for t in mine})
            rows.append(judged(group, done, seeds, units_for(group, self.units)))
        kept_plan = {**parse_units(UNITS), **{k: v for k, v in self.units.items() if k}}  # a bare N: this run's rows
        for group, keys in self.kept.items():
            seeds = sorted({key[4] for key in keys})
            rows.append(judged(group, [self.outcomes[k] for k in keys], seeds, units_for(group, kept_plan)))
        shown = [self.outcomes[k] for keys in self.kept.values() for k in keys]
        finished = [self.outcomes[k] for k in self.by_key if k in self.outcomes] + shown
        report = Report(self.command, self.settings, self.jobs, len(finished), len(self.tasks) + len(shown),
                        self.played, time.perf_counter() - self.started, sum(o.seconds for o in finished),
                        Counter(o.machine for o in finished))
        self.out.parent.mkdir(parents=True, exist_ok=True)
        partial = self.out.with_suffix(self.out.suffix + ".tmp")
        old = self.out.read_text(encoding="utf-8") if self.out.exists() else ""
        partial.write_text(page(rows, report) + kept(old), encoding="utf-8")
        partial.replace(self.out)
        if self.played:
            self.journal.save()


BUSY_LOAD = 0.5
"""Cores' worth of other work, just before a clocked run starts, that makes its plays suspect."""

PROC_STAT = Path("/proc/stat")


def cores_at_work(sample: float = 0.5) -> float | None:
    """How many cores' worth of work the machine is doing right now, measured over ``sample`` seconds.

    Read from the kernel's CPU counters where there are any (Linux); elsewhere the one-minute load
    average, which lags: right after another run it still counts that run.  ``None`` if neither exists.
    """
    def counters() -> tuple[int, int]:
        values = [int(v) for v in PROC_STAT.read_text(encoding="ascii").split("\n", 1)[0].split()[1:]]
        return sum(values), values[3] + values[4]  # all ticks; idle and waiting on the disk

    try:
        total, idle = counters()
        time.sleep(sample)
        total2, idle2 = counters()
    except (OSError, ValueError, IndexError):
        try:
            return os.getloadavg()[0]
        except (OSError, AttributeError):
            return None
    span = total2 - total
    return (os.cpu_count() or 1) * (1 - (idle2 - idle) / span) if span > 0 else 0.0


def load_warning(now: float | None) -> str | None:
    """A warning when the machine is already busy (``now`` cores at work): Hard and Expert stop on
    the clock, so every process competing for the cores costs them iterations and the page would
    understate them.  ``None`` when the cores are free (or the system cannot say).

    >>> load_warning(0.1) is None, load_warning(None) is None
    (True, True)
    >>> load_warning(2.2).split(";")[0]
    'the machine is busy (2.20 cores at work before starting)'
    """
    if now is None or now <= BUSY_LOAD:
        return None
    return (f"the machine is busy ({now:.2f} cores at work before starting); Hard and Expert think on the clock, "
            "so other work running alongside this run weakens their plays and the page understates them")


def tournament(run: Run) -> None:
    """Play what the journal does not hold yet, keeping the page up to date as plays finish."""
    todo = run.todo()
    print(f"lab.tournament: {len(run.tasks):,} plays, {len(run.tasks) - len(todo):,} already in the journal",
          file=sys.stderr, flush=True)
    if run.journal.stale:
        print(f"lab.tournament: the journal also keeps {run.journal.stale:,} plays, of any game, made by code that "
              "plays otherwise now or with other settings; they do not count", file=sys.stderr, flush=True)
    if todo and run.settings.clock and (busy := load_warning(cores_at_work())):
        print(f"lab.tournament: {busy}", file=sys.stderr, flush=True)
    last_write = time.perf_counter()
    while todo:
        for done, outcome in enumerate(execute(todo, run.jobs), 1):
            run.record(outcome)
            run.progress(done, len(todo), outcome)
            if time.perf_counter() - last_write > 30:
                last_write = time.perf_counter()
                run.write()
        if second := run.replan():
            names = ", ".join(f"{g.game}:{g.variant} {g.matchup}" for g in second)
            print(f"lab.tournament: a second look for {names}, whose planned units did not clear",
                  file=sys.stderr, flush=True)
        todo = run.todo()
    run.write()
    print(f"lab.tournament: wrote {run.out}", file=sys.stderr)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m lab.tournament", description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", help=f"comma separated, GAME or GAME:VARIANT (default: all of {', '.join(names())})")
    p.add_argument("--matchups", default=",".join(MATCHUPS),
                   help="comma separated STRONG-WEAK levels, each for every game chosen, or GAME:STRONG-WEAK "
                        "(GAME:VARIANT:STRONG-WEAK) for that game alone, such as laus:expert-hard")
    p.add_argument("--units", default=UNITS,
                   help="units per matchup: N, with overrides such as hard-medium=8,koira=10,lohi:hard-medium=4; "
                        "N+M plans M more for a second look if the N do not clear (default: %(default)s)")
    p.add_argument("--think-ms", type=float, default=0.0,
                   help="milliseconds a decision for Hard and Expert (0 keeps theirs: 1000 and 3000)")
    p.add_argument("--no-clock", action="store_true",
                   help="Hard and Expert run nominal iterations (1000 a second) instead of the clock: reproducible")
    p.add_argument("--jobs", type=int, default=2, help="parallel processes")
    p.add_argument("--seed", type=int, default=1, help="deal seed of the first unit")
    p.add_argument("--out", help="the page to write (default docs/ai.md; build/ai-quick.md with --quick)")
    p.add_argument("--journal", help="finished plays are kept here and reused by a rerun whose code plays the same, "
                                     f"with the same settings (default {JOURNAL}; none with --quick; '' for none)")
    p.add_argument("--report", action="store_true",
                   help="play nothing: write the page from the journal as it stands (a partial run included)")
    p.add_argument("--quick", action="store_true",
                   help=f"a smoke test: one unit, {QUICK_ITERATIONS} search iterations a decision, no clock")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.quick:
        args.units, args.no_clock = "1", True
    args.out = args.out or ("build/ai-quick.md" if args.quick else "docs/ai.md")
    args.journal = ("" if args.quick else JOURNAL) if args.journal is None else args.journal
    command = shlex.join(["python", "-m", "lab.tournament", *(sys.argv[1:] if argv is None else argv)])
    try:
        run = Run(args, command)
        if args.report:
            run.write()
            print(f"lab.tournament: wrote {run.out} from {len(run.outcomes):,} plays in the journal", file=sys.stderr)
        else:
            tournament(run)
        return 0
    except ValueError as error:
        print(f"lab.tournament: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(command(main))
