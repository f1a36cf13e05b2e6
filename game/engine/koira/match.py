"""A Koira match: a series of games, each loser taking a loss; the most losses lose (K21)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..match import Match, MatchResult, ranked
from ..rules import RuleSet
from .hand import KoiraHand


class KoiraMatch(Match):
    """A series of ``games`` games; each game's loser takes a loss, and the most losses lose (K21)."""

    def _deal(self) -> KoiraHand:
        return KoiraHand(self.rules, self.options, self.players, self.dealer, self._hand_rng())

    def _over(self, totals: Sequence[int]) -> bool:
        return self.hand_number >= int(self.options["games"])

    def _result(self, totals: Sequence[int]) -> MatchResult:
        worst = max(totals)
        losers = tuple(s for s, t in enumerate(totals) if t == worst)
        return MatchResult(totals=tuple(totals), winners=(), losers=losers, standings=ranked(totals, high_first=False))


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> KoiraMatch:
    return KoiraMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> KoiraHand:
    """An exact position.  Phase one: ``hands``, ``stack`` (the stock, top first; cards named
    nowhere are then already in the ``leader``'s won pile), ``won`` piles, ``leader``.
    Phase two (``phase="two"``): ``hands``, ``trump`` suit, ``trick`` as (seat, cards) bottom
    first, ``turn``, ``trick_size``, seats already ``out``; other cards are discarded."""
    return KoiraHand(rules, options, players, dealer, rng, **setup)
