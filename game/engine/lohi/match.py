"""A Lo-Hi match: rounds until someone wins a round begun with ten cards; the totals are rounds won."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..match import Match, MatchResult, ranked
from ..rules import RuleSet
from .hand import LohiHand


class LohiMatch(Match):
    """Rounds until someone wins a round begun with ten cards; the totals are rounds won.

    ``ages`` (one per seat, ``None`` when unknown) break the first-player tie
    (B2); the app sets them with :meth:`set_ages`, which also re-decides the
    round in progress if nobody has acted yet.
    """

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
                 variant: str | None = None) -> None:
        self.ages: list[int | None] = [None] * players
        super().__init__(rules, options, players, seed, variant)

    def set_ages(self, ages: Sequence[int | None]) -> None:
        if len(ages) != self.players:
            raise ValueError(f"{len(ages)} ages given for {self.players} players")
        self.ages = list(ages)
        state = self.state
        if isinstance(state, LohiHand) and not state.log and state.opening:
            state.restart_with_ages(self.ages)

    def _carried(self) -> dict[str, tuple[int, ...]]:
        """Rounds won (a card more each), and with ``carry_over`` the way the last round went (B11)."""
        terms: dict[str, tuple[int, ...]] = {"wins": tuple(self._committed)}
        if self.options["new_round_direction"] == "carry_over":
            last = getattr(self, "state", None)
            terms["way"] = (last.direction if isinstance(last, LohiHand) else 1,)
        return terms

    def _check_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        most = int(self.rules.deal["winning_hand"]) - int(self.rules.deal["base_hand"])
        if any(not 0 <= won <= most for won in terms["wins"]):
            raise ValueError(f"rounds won should be from 0 to {most} each")
        if terms.get("way", (1,))[0] not in (1, -1):
            raise ValueError("the way of play should be 1 (clockwise) or -1")

    def _take_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        """The rounds won are the match's totals so far."""
        self._committed = list(terms["wins"])

    def _deal(self) -> LohiHand:
        """Five cards plus rounds won each; clockwise, or the last round's way with ``carry_over`` (B11)."""
        return LohiHand(self.rules, self.options, self.players, self.dealer, self._hand_rng(),
                        wins=self.terms["wins"], ages=self.ages, direction=self.terms.get("way", (1,))[0])

    def _over(self, totals: Sequence[int]) -> bool:
        state = self.state
        return isinstance(state, LohiHand) and state.game_won

    def _result(self, totals: Sequence[int]) -> MatchResult:
        state = self.state
        assert isinstance(state, LohiHand) and state.winner is not None
        return MatchResult(totals=tuple(totals), winners=(state.winner,), losers=(),
                           standings=ranked(totals, high_first=True))


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> LohiMatch:
    return LohiMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> LohiHand:
    """An exact position: ``hands``, ``flipped`` or the whole ``pile`` (bottom first), ``stack``
    (the deck, top first; unnamed cards go under it shuffled), ``wins`` before the round,
    ``ages``; mid-round also ``turn``, ``constraint`` (``>=9``), ``direction`` and ``streak``."""
    return LohiHand(rules, options, players, dealer, rng, **setup)
