"""A claim checked in a worker process: the request the table sends when the player or a computer seat claims.

Judging a claim goes through every deal the claimer's view allows (:mod:`game.engine.claim`), which can take a
second even within its bound, so it never runs on the table's frame: the table sends this record to the claims'
worker (:data:`~.worker.CLAIM_LANE`) and polls for the verdict, as it does for a seat's search.  The record
holds the claimer's view and nothing else of the hand: the worker cannot see a hidden card either.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import PlayerView
from ..engine.claim import BUDGET, Claim, Verdict
from .errands import Desk
from .judge import claim


@dataclass(frozen=True, slots=True)
class CheckClaim:
    """``view.seat``'s claim of ``claim``, judged within ``budget`` positions."""

    view: PlayerView
    claim: Claim
    budget: int = BUDGET

    def run(self, desk: Desk) -> Verdict:
        return claim(self.view, self.claim, budget=self.budget)
