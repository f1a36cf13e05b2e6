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
        """The most losses lose; the standings go by losses, and among equal losses in the order the players went
        out of the last game (the order its score lines give: "went out 1st", "went out 2nd")."""
        worst = max(totals)
        losers = tuple(s for s, t in enumerate(totals) if t == worst)
        order = self.state.out_order if isinstance(self.state, KoiraHand) else []
        place = {seat: at for at, seat in enumerate(order)}
        by_losses = ranked(totals, high_first=False)
        standings = tuple(sorted(by_losses, key=lambda s: (totals[s], place.get(s, len(order)))))
        return MatchResult(totals=tuple(totals), winners=(), losers=losers, standings=standings)


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
