"""The tournament's plan: which rows, how many units each, and the seeded plays that make them.

A row (:class:`Group`) is a game's variant with a strong level against a weak one; its units are seeded
deals, each played once with the strong seat in every position (:class:`Task`).  A row planned with a second
look (``N+M``) plays ``M`` more units when its first ``N`` do not clear.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.ai import LEVELS
from game.ai.budget import Budget
from game.ai.levels import Think
from game.engine import RuleSet, load_rules
from game.games import names

from ..measures import CARRY_HANDS, measure_for, variants_of
from ..stats import t_interval
from .journal import Outcome

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


def by_unit(outcomes: Iterable[Outcome]) -> dict[int, dict[int, Outcome]]:
    """Plays by their unit's seed, then by the strong seat's position (a later play of the same key wins)."""
    by_seed: dict[int, dict[int, Outcome]] = {}
    for outcome in outcomes:
        by_seed.setdefault(outcome.key[4], {})[outcome.key[5]] = outcome
    return by_seed


def complete_units(group: Group, outcomes: Iterable[Outcome], seeds: Iterable[int]) -> list[dict[int, Outcome]]:
    """The units of ``seeds`` whose every rotation finished, each as its plays by the strong seat's position."""
    by_seed = by_unit(outcomes)
    return [by_seed[s] for s in seeds if len(by_seed.get(s, {})) == group.players]


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
    units = complete_units(group, [outcomes[k] for k in keys], range(seed, seed + looks.first))
    return not t_interval([unit_value(group, plays) for plays in units]).clear


# --------------------------------------------------------------------------- playing a unit


def seat_levels(group: Group, rotation: int) -> list[str]:
    """The strong level at seat ``rotation``, the weak level everywhere else."""
    return [group.strong if seat == rotation else group.weak for seat in range(group.players)]
