"""A Lohai match: hands until someone reaches the target, or a partnership both reach theirs."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..match import Match, MatchResult, ranked
from ..rules import RuleSet
from .hand import LohaiHand

MAX_POT = 10_000
"""No Carryover pot grows near this (a hand's value is a card's points); a deal code asking more is refused."""


class LohaiMatch(Match):
    """Hands until someone reaches the target (or, in Partnership, a team both reach theirs)."""

    def __init__(self, rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
                 variant: str | None = None) -> None:
        if options["partnership"] and players != 4:
            raise ValueError("Partnership Lohai is for four players")
        super().__init__(rules, options, players, seed, variant)

    def _carried(self) -> dict[str, tuple[int, ...]]:
        """Carryover's pots: what a hand's tied Lo or Hai left for the next."""
        if not self.options["carryover"]:
            return {}
        previous = getattr(self, "state", None)
        return {"pots": previous.next_pots if isinstance(previous, LohaiHand) else (0, 0)}

    def _check_terms(self, terms: Mapping[str, tuple[int, ...]]) -> None:
        if any(not 0 <= pot <= MAX_POT for pot in terms.get("pots", ())):
            raise ValueError(f"the pots should be from 0 to {MAX_POT} points")

    def _deal(self) -> LohaiHand:
        pots = self.terms.get("pots", (0, 0))
        return LohaiHand(self.rules, self.options, self.players, self.dealer, self._hand_rng(),
                         pots=(pots[0], pots[1]))

    def _over(self, totals: Sequence[int]) -> bool:
        if self.options["partnership"]:
            return bool(self._complete_teams(totals))
        return max(totals) >= int(self.options["target"])

    def _complete_teams(self, totals: Sequence[int]) -> list[tuple[int, int]]:
        goal = self.options["partnership_target"]
        return [team for team in ((0, 2), (1, 3)) if min(totals[s] for s in team) >= goal]

    def _result(self, totals: Sequence[int]) -> MatchResult:
        if self.options["partnership"]:
            teams = self._complete_teams(totals)

            def strength(team: tuple[int, int]) -> tuple[int, int]:
                return (min(totals[s] for s in team), sum(totals[s] for s in team))
            best = max(strength(t) for t in teams)
            winners = tuple(sorted(s for t in teams if strength(t) == best for s in t))
        else:
            top = max(totals)
            winners = tuple(s for s in range(self.players) if totals[s] == top)
        return MatchResult(totals=tuple(totals), winners=winners, losers=(),
                           standings=ranked(totals, high_first=True))


def make_match(rules: RuleSet, options: Mapping[str, Any], players: int, seed: int,
               variant: str | None) -> LohaiMatch:
    return LohaiMatch(rules, options, players, seed, variant)


def new_hand(rules: RuleSet, options: Mapping[str, Any], players: int, dealer: int,
             rng: random.Random, **setup: Any) -> LohaiHand:
    """An exact position: ``hands``, ``flipped``, ``stack`` (top first), ``won`` (trick counts,
    filled from the rest of the deck), ``leader`` and Carryover ``pots``."""
    return LohaiHand(rules, options, players, dealer, rng, **setup)
