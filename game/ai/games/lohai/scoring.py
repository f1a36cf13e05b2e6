"""What a Lohai hand is worth: to search, the pots it takes; to the player, ending it sole Lo or sole Hai.

Search's rewards share one scale across games (:mod:`game.ai.rewards`); the coach measures the
game's own aim (:mod:`game.ai.goals`).  The registry names :data:`SCORING` and :data:`AIM`.
"""

from __future__ import annotations

from typing import Any

from ....catalogue import N_
from ....engine import HandState, PlayerView
from ....engine.lohai import three_player_scorer
from ...goals import Aim, Goal, its_hand
from ...rewards import Rewards, Scoring


def lohai(state: HandState) -> Rewards:
    """What the hand's pots are worth to the seat (or its team), over the most one side can get.

    A sole Lo or Hai takes its pot (capped at the target less the margin with
    Carryover, A22).  With Carryover a tied category's pot is not lost but
    carried to the next hand, which any seat may win: each seat is credited
    an even share of it, so a tie beats handing the pot to an opponent and
    falls short of taking it.  A Partnership team (partners opposite, A19)
    counts both partners, who may be Lo and Hai at once.  Three players: the
    single scorer (the middle one or the odd one out, A17) takes the hand value.
    """
    s: Any = state
    players = state.players
    scores = state.hand_scores()
    if players == 3:
        best = float(s.value)
        worth = [float(points) for points in scores]
    else:
        cap = s.award_cap()
        lo, hai = (min(pot, cap) for pot in s.pots())
        share = sum(min(pot, cap) for pot in s.next_pots) / players
        worth = [points + share for points in scores]
        teams_of_two = len(s.teams()[0]) > 1
        best = float(lo + hai if teams_of_two else max(lo, hai) + (min(lo, hai) / players if s.options["carryover"]
                                                                    else 0))
    if best <= 0:
        return [0.5] * players
    team_of = {seat: team for team in s.teams() for seat in team}
    return [min(1.0, sum(worth[t] for t in team_of[seat]) / best) for seat in range(players)]


SCORING = Scoring(final=lohai)
"""How search values a Lohai hand."""


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
    hand = its_hand(state)
    counts: list[int] = hand.tricks_won
    team: tuple[int, ...] = next((t for t in hand.teams() if seat in t), (seat,))
    if len(counts) == 3:
        return float(three_player_scorer(counts) in team)
    sole = [s for target in (min(counts), max(counts)) if counts.count(target) == 1
            for s in range(len(counts)) if counts[s] == target]
    return float(any(s in team for s in sole))


AIM = Aim(_lohai_goal, _lohai_scores)
"""Sole Lo or sole Hai (the scorer, with three): the coach's aim in Lohai."""
