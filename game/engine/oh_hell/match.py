"""An Oh Hell match: ten rounds, or fifteen on the 8..1..8 schedule; the highest total wins."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..match import Match, MatchResult, ranked
from ..rules import RuleSet
from .hand import OhHellHand


class OhHellMatch(Match):
    """Ten rounds (fifteen on 8..1..8); the highest total wins, ties share."""

    def rounds(self) -> int:
        if self.options["schedule"] == "eight_down_up":
            return len(self.rules.deal["eight_down_up"])
        return int(self.options["rounds"])

    def _deal(self) -> OhHellHand:
        return OhHellHand(self.rules, self.options, self.players, self.dealer, self._hand_rng(),
                          round_number=self.hand_number)

    def _over(self, totals: Sequence[int]) -> bool:
        return self.hand_number >= self.rounds()

    def _result(self, totals: Sequence[int]) -> MatchResult:
        best = max(totals)
        return MatchResult(
            totals=tuple(totals), winners=tuple(s for s, t in enumerate(totals) if t == best),
            losers=(), standings=ranked(totals, high_first=True),
        )


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> OhHellMatch:
    return OhHellMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> OhHellHand:
    """An exact position: ``hands``, ``flipped``, ``stack``, ``round_number``, ``bids``."""
    return OhHellHand(rules, options, players, dealer, rng, **setup)
