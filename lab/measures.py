"""What the tournament counts as doing well in each game: one :class:`Measure` per game.

A raw hand score is often the wrong yardstick: Laus penalties swing by
thousands, a Lohai pot's size is the flipped card's and no play changes it,
and Koira has a loser rather than a winner.  Each game's measure says what a
player of that game would call doing well and how the report words it; the
game registry (:mod:`game.games`) names each game's measure, so a new game
brings its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from game.engine import load_rules
from game.games import find, piece, spec_for

MATCHUPS = ("hard-medium", "medium-easy", "easy-random")
"""Strong level, then the weak level that fills every other seat."""

CARRY_HANDS = 4
"""Hands per unit where a hand's pots carry into the next (Lohai Carryover): one unit is that run."""


def as_scored(scores: Sequence[int]) -> list[float]:
    """The hand scores themselves are what counts."""
    return [float(s) for s in scores]


def hand_losers(scores: Sequence[int]) -> list[float]:
    """One loss for the hand, for whoever took the most (shared by those tied).

    >>> hand_losers([10, 300, 300])
    [0.0, 0.5, 0.5]
    """
    top = max(scores)
    return [1 / scores.count(top) if s == top else 0.0 for s in scores]


def pots_won(scores: Sequence[int]) -> list[float]:
    """One for each seat that scored (a sole Lo or Hai, or the one scorer of three), whatever the pot.

    >>> pots_won([0, 350, 0, 350])
    [0.0, 1.0, 0.0, 1.0]
    """
    return [1.0 if s > 0 else 0.0 for s in scores]


@dataclass(frozen=True, slots=True)
class Measure:
    """What a player of the game would call doing well, and how the report reads it."""

    advantage: str
    """The unit of the advantage column, e.g. "points" or "losses"."""
    score: str
    """What the raw hand scores (the strong and weak columns) are."""
    lower_is_better: bool
    explain: str
    outcome: Callable[[Sequence[int]], list[float]] = as_scored
    """Each seat's result in one hand, from the hand scores, in the advantage's unit."""


PLAIN = Measure("points", "points", False, "Points scored in one hand, strong seat minus the mean of the weak seats.")
"""For a game that names no measure of its own, where more is better."""

PLAIN_LOWER = Measure("points", "points", True,
                      "Points scored in one hand, where fewer is better: the mean of the weak seats minus the "
                      "strong seat's.")
"""For a game that names no measure of its own, where fewer is better (its spec's ``better``)."""

OH_HELL = Measure("points", "points", False,
                  "Points scored in one hand (a deal), strong seat minus the mean of the weak seats. "
                  "Hands do not carry anything forward, so each deal is independent; a match is ten of them.")

LAUS = Measure("hand losses", "penalty points", True,
               "Laus has a loser, not a winner: the highest penalty total loses. One hand can cost "
               "thousands of points (doublings), so the mean of penalty points would need far more hands "
               "than a run can afford. The advantage is therefore the *hand loss*, taking the most "
               "penalty points in a hand (ties share it), which is what ends a match: the weak seats' "
               "mean minus the strong seat's, so positive means the strong seat was stuck with the most "
               "points less often (+0.5 never, -1 always, with three players). The strong and weak "
               "columns are mean penalty points per hand.", hand_losers)

LOHAI = Measure("pots won", "points", False,
                "Pots won in one hand (a sole Lo or Hai; with three players the one scorer, the middle "
                "count or the one apart from a tied pair), strong seat minus the mean of the weak seats. "
                "A pot's size is the flipped card's, which no play changes, so counting pots instead of "
                "points measures the play without the card's noise (points swing by hundreds a hand). "
                "Partnership counts teams: the strong seat's team minus the other team. Carryover pots "
                f"carry into the next hand, so there a unit is a run of {CARRY_HANDS} hands from a match's "
                "start, averaged per hand, and the runs are independent. The strong and weak columns are "
                "mean points per hand.", pots_won)

LOHI = Measure("rounds won", "rounds won", False,
               "Whether the seat won the first round of a match (1 or 0), strong minus the mean of the weak "
               "seats. Later rounds start from hand sizes the earlier ones set, so only first rounds are "
               "used and each is independent. +1 is always winning, -0.5 never (three players).")

KOIRA = Measure("losses", "losses", True,
                "Whether the seat lost the game (Koira has one loser, no winner): the weak seats' mean loss "
                "minus the strong seat's, so positive means the strong seat lost less often. "
                "+1/3 is never losing with four players, -1 always losing.")


def measure_for(game: str) -> Measure:
    """The measure the registry names for ``game``; for a game that names none, the hand scores themselves, read
    the way its spec's ``better`` says."""
    spec = find(game)
    if spec is not None and spec.measure:
        measure: Measure = piece(spec.measure)
        return measure
    return PLAIN_LOWER if spec is not None and spec.better == "lower" else PLAIN


_rules = cache(load_rules)


def variants_of(game: str) -> list[str]:
    """The default variant, or every variant for the games measured in all of theirs."""
    rules = _rules(game)
    return list(rules.variants) if spec_for(game).all_variants else [rules.default_variant]
