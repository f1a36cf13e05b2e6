"""Seeded computer-only tournaments: how much stronger is each level, game by game?

``python -m game.tournament`` plays Hard against three Medium, Medium against
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
import math
import multiprocessing
import os
import platform
import random
import shlex
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from .ai import LEVELS
from .ai.budget import Budget
from .ai.levels import SEARCH_LEVELS, Think, table_bot
from .commands import command
from .engine import RuleSet, load_rules, new_match
from .games import names
from .journal import Journal, Outcome
from .measures import CARRY_HANDS, MATCHUPS, measure_for, variants_of
from .sim import percentile
from .stats import MIN_UNITS, Interval, t_interval

UNITS = ("100,medium-easy=40,hard-medium=60,laus:hard-medium=60+140,"
         "oh_hell:hard-medium=400,oh_hell:expert-hard=24,"
         "koira:hard-medium=15,koira:medium-easy=8,koira:expert-hard=15+16,"
         "lohi:hard-medium=800,lohi:medium-easy=30,lohi:expert-hard=60,"
         "lohai:medium-easy=20,lohai:standard:medium-easy=40,lohai:partnership:medium-easy=40,"
         "lohai:carryover:medium-easy=10,lohai:crazy_carryover:medium-easy=10,"
         "lohai:standard:hard-medium=80,lohai:standard:expert-hard=24,"
         "lohai:crazy_shakers:hard-medium=200,lohai:crazy_shakers:expert-hard=24,lohai:partnership:hard-medium=120+280,"
         "lohai:partnership:expert-hard=24,lohai:three_player:expert-hard=24,"
         "lohai:carryover:expert-hard=6,lohai:crazy_carryover:expert-hard=6,"
         "lohai:carryover:hard-medium=70+200,lohai:crazy_carryover:hard-medium=30,"
         "lohai:three_player:hard-medium=500,lohai:three_player:medium-easy=60,lohai:partnership:easy-random=200,"
         "lohai:three_player:easy-random=200")
"""Units per matchup: where Hard's edge over Medium is small (Oh Hell, Lohai, Lo-Hi) it takes many units to show.
Lo-Hi's edge of about 0.035 round wins (+0.04 and +0.03 at 400 units, in two runs on the same play) needs
about 800; Three Player's Medium over Easy, +0.15 pots a hand at 20 units since Easy's three-player plan got
stronger, about 60.  Partnership's Hard over Medium read +0.07 (-0.02 to +0.16) at its planned 120 units: its
units spread twice as wide as the other variants' (a team's pots against a team's), so its second look plays 280
more, where a 97.5 % interval of about +-0.057 can clear an edge of +0.06.  Carryover's Hard over Medium read
+0.03 (-0.01 to +0.06) at its planned 70 units (a unit's spread 0.15 pots, its mean +0.026); sized the same way
(the second look's half-width about 0.8 of the first look's edge), it plays 200 more, a 97.5 % interval of
about +-0.021 over 270 units.  Laus's Hard over Medium, +0.07 (+0.01 to +0.14) at 60 units, read +0.05 (-0.03
to +0.13) once Laus's rule bot learned the QD's cancel (a unit's spread about 0.32 hand losses): its second look
plays 140 more, a 97.5 % interval of about +-0.05 over 200 units.  Koira's Expert over Hard read +0.13
(-0.003 to +0.27) at its planned 15 units (a unit's spread about 0.25 games lost): its second look plays 16
more, a 97.5 % interval of about +-0.10 over 31 units; all 31 read +0.10 (-0.02 to +0.21), not clear.
Standard Lohai's Expert over Hard is sized to an hour of both cores (24 units at about 4.5 core-minutes a unit),
as issue 32 asks of a measurement: Hard over Medium there needed 80 units, so 24 show an edge only if Expert's is
far larger; Oh Hell's is sized the same way (24 units at about 3.5 core-minutes, 45 minutes of both cores), where
Hard over Medium needed 400; Lo-Hi's (60 units at about 2 core-minutes) and crazy shakers' (24 units at about 5)
likewise, where Hard over Medium needed 800 and 200; partnership's (24 units, about as dear as standard's) too,
where Hard over Medium reads +0.16 over 120 units since its rule bot plays for its team, and a unit spreads
twice as wide; three player's (24 units of three plays at about 80 s each, 4 core-minutes a unit) too, where
Hard over Medium needed 500; carryover's (6 units of four-hand runs at about 20 core-minutes each, the least a
row can be called clear on being 5) too, where Hard over Medium took 270; crazy carryover's (6 units of
four-hand runs, as dear as carryover's) too, where Hard over Medium read clear at 30.  Expert's rows are not
among the usual matchups (their plays cost six times Hard's); a run that names one plays it.  The whole plan
takes about 2,200 core-minutes on a 2-core machine; the journal keeps every play, so it can run in parts."""

JOURNAL = "docs/ai-plays.jsonl.gz"
"""Where the plays behind docs/ai.md are kept (committed: the next session adds to them)."""

QUICK_ITERATIONS = 8
"""Search iterations per decision in ``--quick`` runs: enough to exercise the code, nothing more."""


# --------------------------------------------------------------------------- the plan


@dataclass(frozen=True, slots=True, order=True)
class Group:
    """One table row: a game's variant, the strong level against the weak one."""

    game: str
    variant: str
    strong: str
    weak: str
    players: int
    hands: int
    """Hands played per unit (1 unless state carries from hand to hand)."""
    teams: bool = False

    @property
    def matchup(self) -> str:
        return f"{self.strong}-{self.weak}"


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything besides the seeds that decides how a unit is played (journal entries must match it)."""

    think_ms: float = 0.0
    clock: bool = True
    iterations: int | None = None
    """A fixed search budget for every search level (``--quick``); ``None`` keeps the levels' own."""

    def fingerprint(self) -> str:
        return f"think={self.think_ms:g};clock={int(self.clock)};iterations={self.iterations}"

    def think(self) -> Think:
        return Budget(iterations=self.iterations) if self.iterations else self.think_ms / 1000


@dataclass(frozen=True, slots=True)
class Task:
    """One play of one unit with the strong seat at ``rotation``; the seed fixes the deal."""

    group: Group
    seed: int
    rotation: int
    settings: Settings

    def key(self) -> tuple[str, str, str, int, int, int]:
        g = self.group
        return (g.game, g.variant, g.matchup, g.hands, self.seed, self.rotation)


@cache
def rules_for(game: str) -> RuleSet:
    return load_rules(game)


def make_group(game: str, variant: str, matchup: str) -> Group:
    """A row of the report, with the table size and hands per unit the variant calls for."""
    strong, weak = parse_matchup(matchup)
    rules = rules_for(game)
    _, options = rules.resolve(variant)
    players = rules.variant_players(variant) or rules.players_default
    hands = CARRY_HANDS if options.get("carryover") else 1
    teams = bool(options.get("partnership")) and players == 4
    return Group(game, variant, strong, weak, players, hands, teams)


def parse_matchup(text: str) -> tuple[str, str]:
    """``"hard-medium"`` to ``("hard", "medium")``; raises ``ValueError`` naming the levels."""
    strong, _, weak = text.partition("-")
    if strong not in LEVELS or weak not in LEVELS:
        raise ValueError(f"unknown matchup '{text}' (write STRONG-WEAK from: {', '.join(LEVELS)})")
    return strong, weak


def parse_groups(chosen: Sequence[tuple[str, str]], matchups: str) -> list[Group]:
    """The rows to play: every matchup for every game and variant chosen, a scoped one for its own alone.

    ``hard-medium`` is played in every game chosen, ``laus:expert-hard`` in Laus alone and
    ``lohai:carryover:expert-hard`` in that variant alone, so a costly row (Expert against Hard) can be
    measured game by game.  ``chosen`` is :func:`parse_games`'s.  Rows keep the games' order, then the matchups'.
    """
    items = [item.strip().rpartition(":")[::2] for item in matchups.split(",")]

    def covers(scope: str, game: str, variant: str) -> bool:
        return not scope or scope in (game, f"{game}:{variant}")

    for scope, matchup in items:
        parse_matchup(matchup)
        if scope and not any(covers(scope, game, variant) for game, variant in chosen):
            raise ValueError(f"--matchups {scope}:{matchup}: {scope} is not among the games played")
    return [make_group(game, variant, matchup) for game, variant in chosen for scope, matchup in items
            if covers(scope, game, variant)]


def parse_games(text: str | None) -> list[tuple[str, str]]:
    """``oh_hell,lohai:carryover`` to (game, variant) pairs; a bare game means its measured variants."""
    chosen: list[tuple[str, str]] = []
    for item in (text.split(",") if text else names()):
        game, _, variant = item.strip().partition(":")
        if game not in names():
            raise ValueError(f"unknown game '{game}' (known: {', '.join(names())})")
        if variant and variant not in rules_for(game).variants:
            raise ValueError(f"{game} has no variant '{variant}' (known: {', '.join(rules_for(game).variants)})")
        chosen += [(game, v) for v in ([variant] if variant else variants_of(game))]
    return chosen


@dataclass(frozen=True, slots=True)
class Looks:
    """A row's planned units, and how many more a second look plays if those do not clear.

    The second look is the honest way to give a small edge more units: it is
    judged over all the units at :data:`SECOND_LOOK_CONFIDENCE`, stricter than
    the first look's 95 %, so that the two looks together do not pass a level
    that is no better by luck much more often than one look would.
    """

    first: int
    more: int = 0


SECOND_LOOK_CONFIDENCE = 0.975
"""A second look's interval: a level no better than the one below passes the first look by luck 1 time in 40
(the upper 2.5 % of a 95 % interval) and the second 1 time in 80, so both together at most 1 time in 27."""


def parse_units(text: str) -> dict[str, Looks]:
    """``"30"`` or ``"20,hard-medium=8,koira:hard-medium=4+6"``: a default and overrides (most specific wins);
    ``N+M`` plans N units and M more for a second look if the N do not clear."""
    units: dict[str, Looks] = {}
    for item in text.split(","):
        key, _, numbers = item.strip().rpartition("=")
        first, _, more = numbers.partition("+")
        try:
            units[key] = Looks(int(first), int(more or 0))
        except ValueError:
            raise ValueError(f"--units {item}: write N or N+M with whole numbers") from None
        if units[key].first < 1 or units[key].more < 0:
            raise ValueError(f"--units {item}: at least one unit, and no negative second look")
    return units


def units_for(group: Group, units: dict[str, Looks]) -> Looks:
    keys = (f"{group.game}:{group.variant}:{group.matchup}", f"{group.game}:{group.matchup}",
            f"{group.game}:{group.variant}", group.game, group.matchup, "")
    return next((units[k] for k in keys if k in units), Looks(20))


def plan(groups: Sequence[Group], units: dict[str, Looks], seed: int, settings: Settings,
         outcomes: Mapping[tuple[Any, ...], Outcome] | None = None) -> list[Task]:
    """Every play, unit by unit across the groups, so an interrupted run has something for every row.

    Unit ``u`` uses deal seed ``seed + u`` in every group (common random
    numbers), and its rotations put the strong level in each seat once.  A row
    whose first look is complete in ``outcomes`` and not clear gets its second
    look's units too.
    """
    counts: dict[Group, int] = {}
    for group in groups:
        looks = units_for(group, units)
        counts[group] = looks.first + (looks.more if second_look_due(group, looks, seed, settings, outcomes or {})
                                       else 0)
    return [Task(g, seed + u, r, settings)
            for u in range(max(counts.values(), default=0)) for g in groups if u < counts[g]
            for r in range(g.players)]


def second_look_due(group: Group, looks: Looks, seed: int, settings: Settings,
                    outcomes: Mapping[tuple[Any, ...], Outcome]) -> bool:
    """Whether ``group`` has a second look planned, all of its first look played, and no clear result from it."""
    if not looks.more:
        return False
    keys = [Task(group, seed + u, r, settings).key() for u in range(looks.first) for r in range(group.players)]
    if any(k not in outcomes for k in keys):
        return False
    return not summarize(group, [outcomes[k] for k in keys], range(seed, seed + looks.first)).interval.clear


# --------------------------------------------------------------------------- playing a unit


def seat_levels(group: Group, rotation: int) -> list[str]:
    """The strong level at seat ``rotation``, the weak level everywhere else."""
    return [group.strong if seat == rotation else group.weak for seat in range(group.players)]


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


# --------------------------------------------------------------------------- from plays to rows


def hand_advantage(group: Group, hand: Sequence[int], strong: int) -> float:
    """The strong seat's edge in one hand, in the game's own units, "better" positive."""
    measure = measure_for(group.game)
    scores = measure.outcome(hand)
    if group.teams:
        ours = {strong, (strong + 2) % group.players}
        edge: float = sum(s if seat in ours else -s for seat, s in enumerate(scores))
    else:
        edge = scores[strong] - (sum(scores) - scores[strong]) / (group.players - 1)
    return -edge if measure.lower_is_better else edge


def unit_value(group: Group, plays: dict[int, Outcome]) -> float:
    """One unit: the per-hand advantage averaged over its hands, then over the strong seat's positions."""
    return statistics.fmean(
        statistics.fmean(hand_advantage(group, hand, rotation) for hand in plays[rotation].scores)
        for rotation in range(group.players))


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
    by_seed: dict[int, dict[int, Outcome]] = {}
    for outcome in outcomes:
        by_seed.setdefault(outcome.key[4], {})[outcome.key[5]] = outcome
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


# --------------------------------------------------------------------------- the report


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


KEPT = "<!-- Written by hand from here on: game.tournament keeps this part of the page as it is. -->"
"""The line after which ``docs/ai.md`` holds sections no tournament writes (the arena's, :mod:`game.arena`)."""


def kept(old: str) -> str:
    """The hand-written end of a page the tournament is about to rewrite: from :data:`KEPT` on, or nothing.

    >>> kept("no marker")
    ''
    """
    at = old.find(KEPT)
    return "" if at < 0 else "\n" + old[at:]


def page(rows: Sequence[Row], report: Report) -> str:
    """The whole of docs/ai.md."""
    lines = [
        "# How strong are the computer players?", "",
        "Written by `game.tournament`; do not edit by hand, rerun it (the sections after the tables, from the "
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


# --------------------------------------------------------------------------- journal and running


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
            print("game.tournament: reading the journal, checking its plays against what the code plays now "
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
    print(f"game.tournament: {len(run.tasks):,} plays, {len(run.tasks) - len(todo):,} already in the journal",
          file=sys.stderr, flush=True)
    if run.journal.stale:
        print(f"game.tournament: the journal also keeps {run.journal.stale:,} plays, of any game, made by code that "
              "plays otherwise now or with other settings; they do not count", file=sys.stderr, flush=True)
    if todo and run.settings.clock and (busy := load_warning(cores_at_work())):
        print(f"game.tournament: {busy}", file=sys.stderr, flush=True)
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
            print(f"game.tournament: a second look for {names}, whose planned units did not clear",
                  file=sys.stderr, flush=True)
        todo = run.todo()
    run.write()
    print(f"game.tournament: wrote {run.out}", file=sys.stderr)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game.tournament", description=__doc__.split("\n\n")[0],
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
    command = shlex.join(["python", "-m", "game.tournament", *(sys.argv[1:] if argv is None else argv)])
    try:
        run = Run(args, command)
        if args.report:
            run.write()
            print(f"game.tournament: wrote {run.out} from {len(run.outcomes):,} plays in the journal", file=sys.stderr)
        else:
            tournament(run)
        return 0
    except ValueError as error:
        print(f"game.tournament: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(command(main))
