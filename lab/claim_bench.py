"""The worst claim check, measured over many positions of every game that has claims, house rules included.

A claim is judged by an exhaustive search (:mod:`game.engine.claim`), bounded by the positions it may visit;
what a bound of positions costs in time differs from game to game, and a house rule that deals fewer cards
leaves a larger unseen stack to share out (Lohai's ``hand_size: {4: 5}``).  So the bench takes positions from
seeded random hands of each table (every position where a claim may be made, hand after hand, until it has
enough), judges both claims for the seat to move, and reports the worst check by time and by positions
visited, with how many were certain and how many too early to judge.  Never asserted: a report.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.engine import HandState, RuleSet, load_rules, new_match
from game.engine.claim import Claim, can_claim, judge
from game.engine.events import TrickWon
from game.games import all_games, rule_files


@dataclass(frozen=True, slots=True)
class Checked:
    """One claim check: its verdict in a word, how long it took and how many positions it visited."""

    ms: float
    visited: int
    certain: bool
    too_early: bool


Checker = Callable[[HandState, Claim], Checked]
"""Judges the claim of the seat to move in a position (the bench's default is the app's own judge)."""


@dataclass(frozen=True, slots=True)
class ClaimTable:
    """A table to take positions from: which game it counts towards, its rules, variant and players."""

    game: str
    rules: RuleSet
    variant: str | None
    players: int


HOUSE_RULES: dict[str, tuple[str, str, str]] = {
    "lohai hand_size {4: 5}": ("lohai", "hand_size: {3: 10, 4: 9}", "hand_size: {3: 10, 4: 5}"),
}
"""House rules the bench plays as well: a name, the built-in game, and the text of the rule file it changes."""


def house_rules(game: str, old: str, new: str) -> RuleSet:
    """The built-in ``game``'s rule file with ``old`` replaced by ``new``, loaded as a house-rules file is."""
    path = next(path for path in rule_files() if Path(path).stem == game)
    text = Path(path).read_text(encoding="utf-8")
    if old not in text:
        raise ValueError(f"{game}'s rule file no longer says {old!r}")
    with tempfile.TemporaryDirectory(prefix="lohai-bench-") as folder:  # the rule set keeps its data, not the file
        house = Path(folder) / f"{game}.yaml"
        house.write_text(text.replace(old, new, 1), encoding="utf-8")
        return load_rules(house)


def _claimed(rules: RuleSet, variant: str | None, players: int) -> bool:
    """Hands of this table are decided by tricks and reach card play: a claim means something in them."""
    state = new_match(rules, variant, players, 1).state
    rng = random.Random(1)
    claimable = tricks = False
    while not state.is_over():
        claimable = claimable or can_claim(state)
        events = state.apply(rng.choice(state.legal_actions()))
        tricks = tricks or any(isinstance(event, TrickWon) for event in events)
    return claimable and tricks


def claim_tables(house: bool = True) -> list[ClaimTable]:
    """Every bench table of the games whose hands can be claimed, then the house rules' tables."""
    tables = []
    for spec in all_games():
        rules = load_rules(spec.name)
        for case in spec.bench:
            if _claimed(rules, case.variant, case.players):
                tables.append(ClaimTable(spec.name, rules, case.variant, case.players))
    for name, (game, old, new) in HOUSE_RULES.items() if house else ():
        rules = house_rules(game, old, new)
        tables += [ClaimTable(name, rules, table.variant, table.players) for table in tables
                   if table.game == game and rules.deal["hand_size"].get(table.players)
                   != load_rules(game).deal["hand_size"].get(table.players)]
    return tables


def claim_positions(table: ClaimTable, count: int, seed: int = 0) -> Iterator[HandState]:
    """``count`` positions where the seat to move may claim, from seeded random hands played one after another."""
    rng = random.Random(f"claims/{table.game}/{table.players}/{seed}")
    found, hand = 0, 0
    while found < count:
        state = new_match(table.rules, table.variant, table.players, seed * 100_000 + hand).state
        hand += 1
        while not state.is_over() and found < count:
            if can_claim(state):
                found += 1
                yield state.clone()
            state.apply(rng.choice(state.legal_actions()))


def app_checker(state: HandState, claim: Claim) -> Checked:
    """The app's judge, on the view of the seat to move (what the worker is given)."""
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    start = time.perf_counter()
    verdict = judge(view, claim)
    took = (time.perf_counter() - start) * 1000
    return Checked(took, verdict.visited, verdict.certain, verdict.too_early)


def worst_claim_checks(count: int = 1000, checker: Checker = app_checker,
                       tables: Sequence[ClaimTable] | None = None) -> dict[str, dict[str, float]]:
    """For each game (and house rule): ``count`` positions shared among its tables, both claims judged at each.

    ``worst_ms`` and ``worst_visited`` are the slowest check and the most positions one check visited;
    ``p95_ms`` over every check; ``certain`` and ``too_early`` count the verdicts of each kind.
    """
    chosen = list(tables) if tables is not None else claim_tables()
    out: dict[str, dict[str, float]] = {}
    for game in dict.fromkeys(table.game for table in chosen):
        mine = [table for table in chosen if table.game == game]
        checks = [checker(state, claim) for k, table in enumerate(mine)
                  for state in claim_positions(table, count // len(mine) + (k < count % len(mine)))
                  for claim in Claim]
        took = sorted(check.ms for check in checks)
        out[game] = {"positions": float(count), "checks": float(len(checks)),
                     "worst_ms": round(took[-1], 1) if took else 0.0,
                     "p95_ms": round(took[min(len(took) - 1, round(0.95 * (len(took) - 1)))], 1) if took else 0.0,
                     "p50_ms": round(statistics.median(took), 2) if took else 0.0,
                     "worst_visited": float(max((check.visited for check in checks), default=0)),
                     "certain": float(sum(check.certain for check in checks)),
                     "too_early": float(sum(check.too_early for check in checks))}
    return out
