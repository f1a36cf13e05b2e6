"""The behaviour print: a hash of what the engine and the bots *do*, not of how their code reads.

The tournament's journal (:mod:`.journal`) counts a play only while the code
would still play it the same way.  Hashing the source for that retired every
play at every refactor; this print asks the code itself instead.  For a game
and a set of levels it hashes

- the rule file's data, without its prose (``title`` and ``describe``, which
  only menus show) and without comments or layout;
- the *engine trace*: seeded matches of every variant asked for, played with
  seeded random legal actions for :data:`HANDS` hands each, recording at every
  step the seat to act, its legal actions in the engine's order and the one
  taken, and after every hand the hand's scores, the running totals and
  whether the match is over.  A rules change shows here (events are left out:
  they are the table's animation, and renaming one changes no play);
- each level's *decisions* at a fixed set of positions met in those matches
  (:func:`positions`: a few dozen a game, every kind of decision represented,
  bids and special cards included): ``str`` of the action the level picks
  from the position's view with a fixed random seed, and the next number that
  random source then draws, so a change in how much randomness a decision
  uses shows too.  The levels that draw at random are asked
  :data:`RULE_SEEDS` times a position, so their rarer branches (Easy's slips)
  are met.

The search levels run on their own budgets exactly as the tournament calls
them (``think=0``), against a :class:`TickingClock` that advances a fixed
:data:`TICK` at every reading instead of a real clock: Medium searches its
300 iterations, Hard and Expert their seconds at a nominal :data:`TICK` an
iteration (about 30 and 90 iterations).  A search is deterministic for a
fixed seed and iteration count, so the print is the same on every machine,
at every load, in every process; it reads no clock and no file but the rule
files.  Changing a level's seconds changes its iterations here and so its
decisions; an explicit :class:`.ai.budget.Budget` (``--quick``) and a
``--think-ms`` are tried at each variant's first position too.

What the print cannot see it does not count: a speed-up that lets Hard search
more iterations in its real second keeps the plays made before it (the
page's decision times show such a change), and a change that alters no
decision at any of the positions keeps them too.  The positions are many
and varied enough that a real change of play is very unlikely to hide.

The recipe itself (:data:`POSITIONS`, :data:`MATCHES`, :data:`HANDS`,
:data:`TICK`, :data:`RULE_SEEDS`, the seeds and what is hashed) is part of
every print: change it and every play's stamp changes, so do that only
together with a restamp of the journal at unchanged code (see
:func:`.journal.restamp`).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.ai import SEARCH_LEVELS, Budget, make_bot
from game.ai.levels import Think
from game.engine import HandState, PlayerView, RuleSet, load_rules, new_match

POSITIONS = 36
"""Decision points per game, spread evenly over the variants printed (at least :data:`PER_VARIANT` each)."""

PER_VARIANT = 8
"""The fewest positions a variant is printed with, so a game printed in six variants has 48."""

MATCHES = 4
"""Seeded random matches per variant for the engine trace (and the pool positions are picked from)."""

HANDS = 3
"""Hands per match: enough for what carries from hand to hand (Carryover pots, Lo-Hi's shrinking hands)."""

TICK = 2.0 ** -5
"""Seconds a :class:`TickingClock` advances per reading: Hard's second is about 30 iterations (exact in binary)."""

RULE_SEEDS = 6
"""Random seeds each position is decided with by a level that does not search."""

EXTRA_THINKS: dict[str, Think] = {"quick": Budget(iterations=8), "think 0.25": 0.25}
"""Budgets a search level is also given at each variant's first position: ``--quick``'s and a ``--think-ms``'s."""

PRINT_LENGTH = 16
"""Hex digits of a print kept: 64 bits, no collision in any journal's lifetime."""


class TickingClock:
    """A clock for searches that advances :data:`TICK` seconds every time it is read, from zero.

    >>> clock = TickingClock()
    >>> clock(), clock(), clock()
    (0.0, 0.03125, 0.0625)
    """

    def __init__(self, tick: float = TICK) -> None:
        self.tick = tick
        self.readings = 0

    def __call__(self) -> float:
        now = self.readings * self.tick
        self.readings += 1
        return now


@dataclass(frozen=True, slots=True)
class Position:
    """A decision met in a seeded random match: the state (a private copy) and the seat to act."""

    variant: str
    number: int
    """Its place among the variant's decision points, which seeds the decisions made at it."""
    state: HandState
    seat: int

    def view(self) -> PlayerView:
        """A fresh view each time, so no decision can leave anything behind for the next."""
        return self.state.view(self.seat)


def _words(actions: Iterable[object]) -> str:
    return ",".join(str(a) for a in actions)


def kinds(actions: Iterable[object]) -> str:
    """The kinds of decision on offer, e.g. ``"bid"`` or ``"move,pass"``: what positions are spread over.

    >>> from game.engine import Action, ActionKind
    >>> kinds([Action(ActionKind.PLAY), Action(ActionKind.PASS), Action(ActionKind.PLAY)])
    'pass,play'
    """
    return ",".join(sorted({str(a).split(" ", 1)[0] for a in actions}))


@cache
def _matches(game: str, variant: str) -> tuple[str, tuple[Position, ...]]:
    """The engine trace's digest for ``variant`` and every decision point with a choice met on the way."""
    rules = load_rules(game)
    digest = hashlib.sha256()
    found: list[Position] = []
    for seed in range(MATCHES):
        match = new_match(rules, variant, None, seed)
        rng = random.Random(seed)
        for hand in range(HANDS):
            state = match.state
            digest.update(f"match {seed} hand {hand} dealer {state.dealer}\n".encode())
            while not state.is_over():
                seat = state.current_player
                assert seat is not None
                legal = state.legal_actions()
                if len(legal) > 1:
                    found.append(Position(variant, len(found), state.clone(), seat))
                action = rng.choice(legal)
                digest.update(f"{seat}: {_words(legal)} -> {action}\n".encode())
                state.apply(action)
            over = match.is_over()
            digest.update(f"scores {state.hand_scores()} totals {match.totals} over {over}\n".encode())
            if over:
                break
            match.next_hand()
    return digest.hexdigest(), tuple(found)


def spread(pool: Sequence[Position], count: int) -> list[Position]:
    """``count`` positions from ``pool``, every kind of decision as evenly represented as the pool allows.

    Kinds take turns (in the order first met) until ``count`` are allotted, then
    each kind's share is taken evenly along the matches, so the first bid and the
    last trick are both there.
    """
    by_kind: dict[str, list[Position]] = {}
    for position in pool:
        by_kind.setdefault(kinds(position.view().legal_actions), []).append(position)
    share = dict.fromkeys(by_kind, 0)
    while sum(share.values()) < min(count, len(pool)):
        for kind, members in by_kind.items():
            if share[kind] < len(members) and sum(share.values()) < count:
                share[kind] += 1
    chosen = [members[(2 * i + 1) * len(members) // (2 * share[kind])]
              for kind, members in by_kind.items() for i in range(share[kind])]
    return sorted(chosen, key=lambda p: p.number)


@cache
def positions(game: str, variant: str, count: int) -> tuple[Position, ...]:
    """The ``count`` positions of ``variant`` the levels are asked about."""
    return tuple(spread(_matches(game, variant)[1], count))


def engine_trace(game: str, variant: str) -> str:
    """A digest of seeded random matches of ``variant``: who acts, with what choice, and the scores."""
    return _matches(game, variant)[0]


def decide(level: str, rules: RuleSet, position: Position, seed: int, think: Think = 0.0) -> str:
    """What ``level`` does at ``position`` with random seed ``seed``: its action and the next random number."""
    bot = make_bot(level, rules, clock=TickingClock())
    rng = random.Random(seed)
    action = bot.choose(position.view(), rng, think)
    return f"{action} {rng.getrandbits(32)}"


def _decisions(level: str, rules: RuleSet, chosen: Sequence[Position]) -> Iterator[str]:
    searches = level in SEARCH_LEVELS
    for index, position in enumerate(chosen):
        base = 1000 * position.number
        if searches:
            yield f"{position.number}: {decide(level, rules, position, base)}"
            for label, think in EXTRA_THINKS.items() if index == 0 else ():
                yield f"{position.number} {label}: {decide(level, rules, position, base, think)}"
        else:
            yield f"{position.number}: " + " | ".join(decide(level, rules, position, base + s)
                                                      for s in range(RULE_SEEDS))


@cache
def decisions(game: str, variant: str, level: str, count: int) -> str:
    """A digest of ``level``'s decisions at ``variant``'s positions (``count`` of the game's, shared out)."""
    rules = load_rules(game)
    digest = hashlib.sha256()
    for line in _decisions(level, rules, positions(game, variant, count)):
        digest.update(line.encode() + b"\n")
    return digest.hexdigest()


def _without_prose(data: Any) -> Any:
    if isinstance(data, Mapping):
        return {k: _without_prose(v) for k, v in data.items() if k not in ("title", "describe")}
    if isinstance(data, (list, tuple)):
        return [_without_prose(v) for v in data]
    return data


def rules_data(game: str) -> str:
    """The rule file's data as the engine reads it, less the prose only menus show.

    >>> "describe" in rules_data("lohai"), "hand_size" in rules_data("lohai")
    (False, True)
    """
    return repr(_without_prose(load_rules(game).data))


def share(count: int, variants: Sequence[str]) -> int:
    """Positions for each of ``variants``: ``count`` a game, at least :data:`PER_VARIANT` a variant
    unless ``count`` itself is fewer (the tests' small prints).

    >>> share(36, ["standard"]), share(36, ["a", "b", "c", "d", "e", "f"]), share(3, ["a", "b"])
    (36, 8, 3)
    """
    return max(min(count, PER_VARIANT), -(-count // max(1, len(variants))))


@cache
def behaviour_print(game: str, variants: tuple[str, ...], levels: frozenset[str], count: int = POSITIONS) -> str:
    """The print of ``game`` played in ``variants`` by ``levels``: a short hex digest (see the module's doc)."""
    per_variant = share(count, variants)
    digest = hashlib.sha256(f"rules {rules_data(game)}\n".encode())
    for variant in variants:
        digest.update(f"engine {variant} {engine_trace(game, variant)}\n".encode())
        for level in sorted(levels):
            digest.update(f"{level} {variant} {decisions(game, variant, level, per_variant)}\n".encode())
    return digest.hexdigest()[:PRINT_LENGTH]


def forget() -> None:
    """Drop every print this process has computed: for tests that change the code under the print."""
    for cached in (_matches, positions, decisions, behaviour_print):
        cached.cache_clear()
