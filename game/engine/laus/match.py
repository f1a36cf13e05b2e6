"""A Laus match: hands until a running total reaches the target; the highest such total loses."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..match import Match, MatchResult, ranked
from ..rules import RuleSet
from .hand import LausHand
from .rule_file import HOOKS


class LausMatch(Match):
    """Hands until a running total reaches the target; the highest such total loses."""

    def _deal(self) -> LausHand:
        return LausHand(self.rules, self.options, self.players, self.dealer, self._hand_rng())

    def _over(self, totals: Sequence[int]) -> bool:
        return max(totals) >= int(self.options["target"])

    def _result(self, totals: Sequence[int]) -> MatchResult:
        rule: Callable[[Sequence[int], int], tuple[int, ...]]
        rule = HOOKS["loser_tie_break"][self.options["loser_tie_break"]]
        return MatchResult(
            totals=tuple(totals), winners=(), losers=rule(totals, self.options["target"]),
            standings=ranked(totals, high_first=False),
        )


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> LausMatch:
    return LausMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> LausHand:
    """An exact position: ``hands``, ``stack`` (the skat, top first), and for mid-play
    positions ``won`` piles, the seats that ``passed`` the skat and the ``leader``."""
    return LausHand(rules, options, players, dealer, rng, **setup)
