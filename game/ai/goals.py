"""What each game asks of a player in one hand, in its own words, and how to read it off a finished hand.

Search values a hand on one shared scale (:mod:`.rewards`, rewards in [0, 1] for UCB); a player
wants the game's own aim instead: Oh Hell's "make your bid exactly", Laus's penalty points.  A
game's :class:`Aim` says that aim as a :class:`Goal` and measures it for one seat on a finished
hand (or guesses it on a hand a rollout cut short).  The coach (:mod:`.coach`) averages these
measures over sampled deals; the registry (:mod:`game.games`, a spec's ``goal``) names each
game's aim (kept in the game's own package), and a game that names none is measured by its hand
score, the higher or the lower the better as its spec's ``better`` says.

>>> GENERIC.goal(None).words, GENERIC.goal(None).higher_is_better, GENERIC_LOWER.goal(None).higher_is_better
('points expected', True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..catalogue import N_
from ..engine import HandState, PlayerView
from ..games import Part, find


@dataclass(frozen=True, slots=True)
class Goal:
    """The game's aim for one hand, in its own words, and the unit the coach's values are in."""

    words: str
    """The aim as the game says it, e.g. "make your bid exactly"."""
    percent: bool
    """True: a value is a chance from 0 to 1 (shown "82 %"); False: expected points (shown "3.4 points")."""
    higher_is_better: bool


Measure = Callable[[HandState, int], float]
"""A hand and a seat -> the goal's value for that seat."""


@dataclass(frozen=True, slots=True)
class Aim:
    """One game's goal (from a seat's view: a variant may change the words) and how to measure it.

    ``estimate`` reads a hand a rollout stopped short of its end (:attr:`.rewards.Scoring.cap`); without
    one, such a hand is measured as if it were over.
    """

    goal: Callable[[PlayerView | None], Goal]
    measure: Measure
    estimate: Measure | None = None


def fixed(goal: Goal) -> Callable[[PlayerView | None], Goal]:
    """A goal the same in every variant (Lohai's changes with its partners and players, so it has a function)."""
    return lambda view: goal


def its_hand(state: HandState) -> Any:
    """A finished hand read as its game's own state (the registry, not the type, pairs an aim with its game)."""
    return state


# --------------------------------------------------------------------------- any other game


def _points(state: HandState, seat: int) -> float:
    return float(state.hand_scores()[seat])


GENERIC = Aim(fixed(Goal(N_("points expected"), percent=False, higher_is_better=True)), _points)
"""For a game that names no aim: its hand score, higher being better."""
GENERIC_LOWER = Aim(fixed(Goal(N_("points expected"), percent=False, higher_is_better=False)), _points)
"""For a game that names no aim and whose lower hand scores win (``better="lower"``)."""

AIM: Part[Aim] = Part("goal")
"""A spec's ``goal``, typed."""


def aim_for(engine: str) -> Aim:
    """The aim the game registry names for ``engine``, else the hand score the way round its ``better`` says."""
    spec = find(engine)
    return AIM.of(spec) or (GENERIC_LOWER if spec is not None and spec.better == "lower" else GENERIC)
