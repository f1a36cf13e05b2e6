"""From plays to rows, and from rows to ``docs/ai.md``: the tournament's arithmetic and its page.

A unit's value is the strong seat's edge in the game's own measure (:mod:`lab.measures`), averaged over its
hands and its seats; a row is the units' mean with Student's t interval; the page is every row in a table per
game, with how it was made and how to read it.
"""

from __future__ import annotations

import math
import os
import platform
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache
from pathlib import Path

from game.ai.levels import SEARCH_LEVELS
from game.games import names
from game.sim import percentile

from ..measures import measure_for
from ..stats import MIN_UNITS, Interval, t_interval
from .journal import Outcome
from .plan import SECOND_LOOK_CONFIDENCE, Group, Looks, Settings, by_unit, rules_for, unit_value


@dataclass(frozen=True, slots=True)
class Row:
    """One matchup's summary, as the table shows it."""

    group: Group
    interval: Interval
    strong_mean: float
    weak_mean: float
    strong_ms: tuple[float, float] | None
    weak_ms: tuple[float, float] | None
    """p50 and p95 decision milliseconds, or ``None`` before the level has made a decision with a choice."""
    seconds: float
    first_look: Interval | None = None
    """The planned units' own 95 % interval when they did not clear and a second look is under way."""
    planned: int = 0
    """Units the row is judged at; until they are all played its verdict is only "so far"."""


def summarize(group: Group, outcomes: Iterable[Outcome], seeds: Sequence[int], confidence: float = 0.95) -> Row:
    """A row from the plays of ``group``; only units whose every rotation finished count."""
    by_seed = by_unit(outcomes)
    complete = [by_seed[s] for s in seeds if len(by_seed.get(s, {})) == group.players]
    strong: list[int] = []
    weak: list[int] = []
    for plays in complete:
        for rotation, play in plays.items():
            for hand in play.scores:
                strong.append(hand[rotation])
                weak.extend(s for seat, s in enumerate(hand) if seat != rotation)
    done = [o for plays in by_seed.values() for o in plays.values()]
    return Row(group, t_interval([unit_value(group, plays) for plays in complete], confidence),
               statistics.fmean(strong) if strong else math.nan, statistics.fmean(weak) if weak else math.nan,
               _ms(done, group.strong), _ms(done, group.weak), sum(o.seconds for o in done))


def _ms(outcomes: Sequence[Outcome], level: str) -> tuple[float, float] | None:
    times = [t for o in outcomes for t in o.decision_ms.get(level, ())]
    return (percentile(times, 0.5), percentile(times, 0.95)) if times else None






@dataclass(frozen=True, slots=True)
class Report:
    """How the run was made, for the page's opening lines."""

    command: str
    settings: Settings
    jobs: int
    done: int
    planned: int
    played: int
    """Plays this invocation played (the rest came from the journal)."""
    seconds: float
    """Wall time of this invocation."""
    cpu_seconds: float
    """What every play on the page took, one core each (resumed plays included)."""
    machines: Counter[str] = field(default_factory=Counter)
    """The page's plays by the machine that played them (``""``: from before the journal recorded it)."""


@cache
def processor() -> str:
    """Cores and processor model: what a clocked play's strength depends on, so each play records it."""
    model = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        names = [line.split(":", 1)[1].strip() for line in cpuinfo.read_text().splitlines()
                 if line.startswith("model name")]
        model = names[0] if names else model
    return f"{os.cpu_count()} cores ({model})"


def machine() -> str:
    """The machine writing the page, so readers can scale the decision times to their own machine."""
    return f"{processor()}, {platform.system()}, Python {platform.python_version()}"


def played_on(machines: Counter[str]) -> str:
    """The page's plays by machine, most first; a row may mix machines, and Hard's clock makes that matter.

    >>> played_on(Counter({"2 cores (AMD EPYC)": 1200, "": 11523, "2 cores (Xeon)": 40}))
    '1,200 on 2 cores (AMD EPYC), 40 on 2 cores (Xeon), 11,523 from before the journal recorded the machine'
    """
    parts = [f"{n:,} on {m}" for m, n in machines.most_common() if m]
    if machines[""]:
        parts.append(f"{machines['']:,} from before the journal recorded the machine")
    return ", ".join(parts)


def budgets(settings: Settings) -> str:
    """The thinking each level was given, in words."""
    if settings.iterations:
        return f"every search level {settings.iterations} iterations a decision (a smoke test, not a measurement)"
    medium = SEARCH_LEVELS["medium"].iterations
    hard = settings.think_ms / 1000 if settings.think_ms else SEARCH_LEVELS["hard"].seconds
    timed = "on the clock" if settings.clock else "as a nominal 1000 iterations a second (no clock)"
    return f"Medium {medium} iterations a decision; Hard {hard:g} s a decision, {timed}"


KEPT = "<!-- Written by hand from here on: lab.tournament keeps this part of the page as it is. -->"
"""The line after which ``docs/ai.md`` is written by hand: how the bots work, where they stand against the peer
(:mod:`lab.arena`) and the table of what was tried, each row linking its note in ``lab/experiments/``."""


def kept(old: str) -> str:
    """The hand-written end of a page the tournament is about to rewrite: from :data:`KEPT` on, or nothing.

    The rewritten page is :func:`page` followed by this, so a rerun changes the tables and keeps the rest.

    >>> kept("no marker")
    ''
    """
    at = old.find(KEPT)
    return "" if at < 0 else "\n" + old[at:]


def page(rows: Sequence[Row], report: Report) -> str:
    """docs/ai.md down to the hand-written part: the opening lines, how to read it, and a table per game."""
    lines = [
        "# How strong are the computer players?", "",
        "Written by `lab.tournament`; do not edit by hand, rerun it (the sections after the tables, from the "
        "marker on, are written by hand and kept).", "",
        f"- Command: `{report.command}`",
        f"- Date: {datetime.now().strftime('%Y-%m-%d %H:%M')}; "
        + (f"this run played {report.played:,} plays in {report.seconds / 60:.1f} min of wall time with "
           f"{report.jobs} parallel jobs; " if report.played else "written from the journal of earlier runs; ")
        + f"all {report.done:,} plays on this page took {report.cpu_seconds / 60:,.1f} core-minutes",
        f"- Machine: {machine()}",
        *([f"- Plays by machine: {played_on(report.machines)}"] if report.machines else []),
        f"- Time budgets: {budgets(report.settings)}",
    ]
    if report.done < report.planned:
        lines.append(f"- **Partial**: {report.done:,} of {report.planned:,} plays finished so far.")
    lines += ["", *HOW_TO_READ]
    for game in names():
        chosen = [r for r in rows if r.group.game == game]
        if chosen:
            lines += ["", f"## {rules_for(game).title}", "", measure_for(game).explain, "", *table(chosen)]
            lines += [part for row in chosen if (line := second_look_line(row)) for part in ("", line)]
    return "\n".join(lines) + "\n"


HOW_TO_READ = [
    "## How to read it", "",
    "Each row sets one strong level against the weak level in every other seat (Hard against three "
    "Medium, and so on). A *unit* is one seeded deal (or, for Lohai Carryover, one seeded run of hands) "
    "played once with the strong level in each seat in turn over the very same cards, so the luck of the "
    "deal and of the seat cancels inside the unit; units use different seeds and are independent.",
    "",
    "*Advantage* is the strong level's mean edge per hand, in the game's own units, with positive "
    "always meaning better for the strong level, and its 95 % interval (Student's t over the units). "
    "*Clear* says whether the whole interval lies on one side of zero: yes means the difference is "
    "more than luck; with few units the interval is wide, one unit gives none (—), and fewer than "
    f"{MIN_UNITS} units are never called clear. *Strong* and "
    "*weak* are the raw mean hand scores of one strong and one weak seat. "
    "Decision times are the p50 / p95 milliseconds of the decisions that had a choice, measured while "
    "the other jobs ran on the other core.",
    "",
    "Where a small edge needs more units than planned, a row may have a *second look*, fixed before its "
    "units are played or after they fail to clear: if its planned units do not clear, it plays more, and "
    f"all its units together are judged with a {SECOND_LOOK_CONFIDENCE * 100:g} % interval instead of 95 %. A level "
    "no better than the one below passes the first look by luck 1 time in 40 and the second 1 time in 80, "
    "so a row passes by luck at most 1 time in 27 rather than 1 in 40. Such a row says so under its table, "
    "with what its planned units showed.",
]


def judged(group: Group, done: Sequence[Outcome], seeds: Sequence[int], looks: Looks) -> Row:
    """A row over the units of ``seeds``, judged by its plan ``looks``: within its first look at 95 %; past it,
    on its second look, over all its units at :data:`SECOND_LOOK_CONFIDENCE`, beside what the first look read,
    and planned at both looks' units (so a second look part played reads "so far").  A row kept from an earlier
    run is judged so too, or a second look part played would be called clear at 95 % on the units it has, a
    third look the plan never made; and a first look part played (a costly row played an hour a session) reads
    "so far" until its planned units are in, not "no" on the units it has."""
    if len(seeds) <= looks.first or not looks.more:  # a plan without a second look judges what it has at 95 %
        return replace(summarize(group, done, seeds), planned=max(len(seeds), looks.first))
    row = summarize(group, done, seeds, SECOND_LOOK_CONFIDENCE)
    return replace(row, first_look=summarize(group, done, seeds[:looks.first]).interval,
                   planned=max(len(seeds), looks.first + looks.more))


def second_look_line(row: Row) -> str | None:
    """The sentence under a table for a row on its second look: what the planned units read, and why more."""
    if row.first_look is None:
        return None
    g, first = row.group, row.first_look
    more, level = row.planned - first.n, f"{SECOND_LOOK_CONFIDENCE * 100:g} %"
    opening = (f"*Second look*: {g.variant} {g.strong.title()} vs {g.players - 1} {g.weak.title()} read "
               f"{_num(first.mean)} ({_span(first)}, 95 %) at its planned {first.n} units, not clear, so it ")
    if row.interval.n >= row.planned:
        return opening + f"played {more} more; its row is judged over all {row.planned} units with a {level} interval."
    return (opening + f"plays {more} more; its row shows the {row.interval.n} of {row.planned} units played so far "
            f"with a {level} interval.")


def table(rows: Sequence[Row]) -> list[str]:
    """One game's rows as a markdown table."""
    measure = measure_for(rows[0].group.game)
    out = [f"| Variant | Matchup | Units | Advantage ({measure.advantage}) | 95 % interval | Clear "
           f"| Strong ({measure.score}) | Weak "
           "| Strong ms p50 / p95 | Weak ms p50 / p95 |",
           "|---|---|---:|---:|---|---|---:|---:|---:|---:|"]
    for row in rows:
        g, i = row.group, row.interval
        span = _span(i) + (f" ({SECOND_LOOK_CONFIDENCE * 100:g} %)" if row.first_look else "")
        out.append(f"| {g.variant} | {g.strong.title()} vs {g.players - 1} {g.weak.title()} | {i.n} "
                   f"| {_num(i.mean)} | {span} | {_verdict(row)} | {_raw(row.strong_mean)} "
                   f"| {_raw(row.weak_mean)} | {_pair(row.strong_ms)} | {_pair(row.weak_ms)} |")
    return out


def _verdict(row: Row) -> str:
    """Yes or no; a row still short of its planned units says so, for it is judged only when they are all in."""
    verdict = "yes" if row.interval.clear else "no"
    return f"{verdict} so far" if row.interval.n < row.planned else verdict


def _num(value: float, places: int = 2) -> str:
    """Signed, to ``places``; adding 0.0 turns a rounded -0.0 into +0.00."""
    return "—" if math.isnan(value) else f"{round(value, places) + 0.0:+.{places}f}"


def _raw(value: float) -> str:
    return "—" if math.isnan(value) else f"{value:.2f}"


def _span(interval: Interval) -> str:
    if not math.isfinite(interval.low):
        return "—"
    return f"{_bound(interval.low)} to {_bound(interval.high)}"


def _bound(value: float) -> str:
    """An interval's end to two places, or more when two would round it to zero.

    A clear row whose interval reads "+0.00 to +0.05" looks as if it touched zero;
    "+0.004 to +0.05" shows the side of zero it lies on, which is what the row is judged by.
    """
    places = 2
    while places < 4 and value != 0 and round(value, places) == 0:
        places += 1
    return _num(value, places)


def _pair(ms: tuple[float, float] | None) -> str:
    """A row not yet played shows a dash, not a time of zero."""
    if ms is None:
        return "—"
    return f"{ms[0]:.0f} / {ms[1]:.0f}" if ms[0] >= 1 else f"{ms[0]:.2f} / {ms[1]:.2f}"
