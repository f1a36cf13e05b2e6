"""What each game asks of a player in one hand, in its own words, and how to read it off a finished hand.

Search values a hand on one shared scale (:mod:`.rewards`, rewards in [0, 1] for UCB); a player
wants the game's own aim instead: Oh Hell's "make your bid exactly", Laus's penalty points.  A
game's :class:`Aim` says that aim as a :class:`Goal` and measures it for one seat on a finished
hand (or guesses it on a hand a rollout cut short).  The coach (:mod:`.coach`) averages these
measures over sampled deals; the registry (:mod:`game.games`, a spec's ``goal``) names each
game's aim, and a game that names none is measured by its hand score, higher being better.

>>> OH_HELL.measure.__name__, GENERIC.goal(None).words  # doctest: +ELLIPSIS
('_made_bid', 'points expected')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..catalogue import N_
from ..engine import HandState, PlayerView
from ..engine.lohai import three_player_scorer
from ..games import find, piece


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


def _fixed(goal: Goal) -> Callable[[PlayerView | None], Goal]:
    return lambda view: goal


def _anything(state: HandState) -> Any:
    """A finished hand read as its game's own state (the registry, not the type, pairs an aim with its game)."""
    return state


# --------------------------------------------------------------------------- Oh Hell


def _made_bid(state: HandState, seat: int) -> float:
    hand = _anything(state)
    return float(hand.bids[seat] == hand.tricks_won[seat])


OH_HELL = Aim(_fixed(Goal(N_("make your bid exactly"), percent=True, higher_is_better=True)), _made_bid)


# --------------------------------------------------------------------------- Laus


def _ahead(state: HandState, seat: int) -> float:
    """The others' average penalty points less the seat's own.

    A match of Laus goes to the fewest points, so a hand is good by how far it leaves you below the others,
    not by its points alone: passing the skat doubles everyone's points, which helps a seat that expects
    fewer than the others and hurts one that expects more.
    """
    scores = state.hand_scores()
    others = [points for other, points in enumerate(scores) if other != seat]
    return sum(others) / max(1, len(others)) - scores[seat]


LAUS = Aim(_fixed(Goal(N_("points fewer than the others' average"), percent=False, higher_is_better=True)), _ahead)


# --------------------------------------------------------------------------- Lohai


def _lohai_goal(view: PlayerView | None) -> Goal:
    if view is not None and view.players == 3:
        return Goal(N_("score the hand: in the middle, or the odd one out"), percent=True, higher_is_better=True)
    if view is not None and view.options.get("partnership") and view.players == 4:
        return Goal(N_("end the hand sole Lo or sole Hai, you or your partner"), percent=True, higher_is_better=True)
    return Goal(N_("end the hand sole Lo or sole Hai"), percent=True, higher_is_better=True)


def _lohai_scores(state: HandState, seat: int) -> float:
    """Whether the seat (or its team) takes a pot: sole Lo or sole Hai; with three players, the one scorer.

    Read from the trick counts, not the points, so a hand worth nothing still counts as made.
    """
    hand = _anything(state)
    counts: list[int] = hand.tricks_won
    team: tuple[int, ...] = next((t for t in hand.teams() if seat in t), (seat,))
    if len(counts) == 3:
        return float(three_player_scorer(counts) in team)
    sole = [s for target in (min(counts), max(counts)) if counts.count(target) == 1
            for s in range(len(counts)) if counts[s] == target]
    return float(any(s in team for s in sole))


LOHAI = Aim(_lohai_goal, _lohai_scores)


# --------------------------------------------------------------------------- shedding games


def _held(state: HandState) -> list[int]:
    hands: list[list[object]] = getattr(state, "hands", [])
    return [len(h) for h in hands] or [0] * state.players


def _went_out_first(state: HandState, seat: int) -> float:
    return float(state.hand_scores()[seat])


def _going_out_guess(state: HandState, seat: int) -> float:
    """A round cut short: the seat's share of ``1 / (1 + cards held)`` (the search's own guess, which
    sums to one over the seats as a finished round does)."""
    weights = [1.0 / (1 + n) for n in _held(state)]
    return weights[seat] / sum(weights)


LOHI = Aim(_fixed(Goal(N_("go out first"), percent=True, higher_is_better=True)), _went_out_first, _going_out_guess)


def _not_the_koira(state: HandState, seat: int) -> float:
    return 1.0 - float(state.hand_scores()[seat])


def _not_the_koira_guess(state: HandState, seat: int) -> float:
    """A hand cut short: the chance of being the Koira taken as the seat's share of the cards still held."""
    held = _held(state)
    total = sum(held)
    return 1.0 - (held[seat] / total if total else 0.0)


KOIRA = Aim(_fixed(Goal(N_("not be left holding cards"), percent=True, higher_is_better=True)), _not_the_koira,
            _not_the_koira_guess)


# --------------------------------------------------------------------------- any other game


def _points(state: HandState, seat: int) -> float:
    return float(state.hand_scores()[seat])


GENERIC = Aim(_fixed(Goal(N_("points expected"), percent=False, higher_is_better=True)), _points)
"""For a game that names no aim: its hand score, higher being better."""


def aim_for(engine: str) -> Aim:
    """The aim the game registry names for ``engine``, or :data:`GENERIC`."""
    spec = find(engine)
    if spec is None or not spec.goal:
        return GENERIC
    aim: Aim = piece(spec.goal)
    return aim
